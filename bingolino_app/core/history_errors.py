"""The history store's one error, and how SQLite's errors become it. No Qt."""

from __future__ import annotations

import sqlite3
from typing import Any


class HistoryError(Exception):
    """A failure of the store. ``key`` is a message key the UI translates:
    history.newer (a newer version's file, left alone), history.unusable (cannot open or
    write: permissions, full disk), history.busy (another instance held the lock too long),
    history.damaged (the file turned out unreadable: ``History.set_aside``),
    profile.exists / profile.empty / profile.missing."""

    def __init__(self, key: str, **args: Any) -> None:
        super().__init__(f"{key} {args}" if args else key)
        self.key = key
        self.args_ = args


def error_of(exc: sqlite3.Error) -> HistoryError:
    """The HistoryError a SQLite error means: damaged, busy or unusable."""
    name = getattr(exc, "sqlite_errorname", "") or ""
    text = str(exc)
    if (name.startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB")) or "malformed" in text
            or "not a database" in text or "no such table" in text or "no such column" in text):
        return HistoryError("history.damaged", reason=text)
    if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")) or "locked" in text:
        return HistoryError("history.busy")
    return HistoryError("history.unusable", reason=text)
