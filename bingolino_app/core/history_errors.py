"""The history store's one error, and how SQLite's and the system's errors become it. No Qt.

The player is told a cause in his words (``HistoryError.cause``), never SQLite's text: that
stays in ``reason`` for the log.
"""

from __future__ import annotations

import errno
import logging
import sqlite3
from typing import Any

log = logging.getLogger("bingolino.history")

CAUSES = ("readonly", "full", "permission", "long_path", "busy", "other")
"""Why a store cannot be used: a read-only file or folder, a full disk, no permission, a data
folder path too long for SQLite, another window holding it too long, anything else."""


class HistoryError(Exception):
    """A failure of the store. ``key`` is a message key the UI translates:
    history.newer (a newer version's file, left alone), history.unusable (cannot open or
    write: ``cause`` says why), history.busy (another instance held the lock too long),
    history.damaged (the file turned out unreadable: ``History.set_aside``),
    history.bad_record (one game's record cannot be read: only that game is unavailable),
    history.missing_game, profile.exists / profile.empty / profile.missing."""

    def __init__(self, key: str, **args: Any) -> None:
        super().__init__(f"{key} {args}" if args else key)
        self.key = key
        self.args_ = args

    @property
    def cause(self) -> str:
        return str(self.args_.get("cause", "other"))


def cause_of_os_error(exc: OSError) -> str:
    code = exc.errno
    if code == errno.EROFS:
        return "readonly"
    if code in (errno.ENOSPC, getattr(errno, "EDQUOT", -1)):
        return "full"
    if code in (errno.EACCES, errno.EPERM):
        return "permission"
    if code == errno.ENAMETOOLONG:
        return "long_path"
    return "other"


def unusable(exc: OSError | str) -> HistoryError:
    """history.unusable for a failure of the file system (creating the folder, moving a
    damaged file aside)."""
    if isinstance(exc, OSError):
        log.info("history unusable: %s", exc)
        return HistoryError("history.unusable", cause=cause_of_os_error(exc),
                            reason=exc.strerror or str(exc))
    return HistoryError("history.unusable", cause="other", reason=str(exc))


def error_of(exc: sqlite3.Error | UnicodeDecodeError) -> HistoryError:
    """The HistoryError a SQLite error means: damaged, busy or unusable (with its cause). An
    error whose message is not UTF-8 comes only from a damaged file."""
    if isinstance(exc, UnicodeDecodeError):
        log.info("history error with an undecodable message: %s", exc)
        return HistoryError("history.damaged", reason="undecodable error message")
    name = getattr(exc, "sqlite_errorname", "") or ""
    text = str(exc)
    log.info("history error: %s (%s)", text, name)
    if (name.startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB")) or "malformed" in text
            or "not a database" in text or "no such table" in text or "no such column" in text):
        return HistoryError("history.damaged", reason=text)
    if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")) or "locked" in text:
        return HistoryError("history.busy", cause="busy")
    if name.startswith("SQLITE_READONLY") or "readonly" in text or "read-only" in text:
        cause = "readonly"
    elif name.startswith("SQLITE_FULL") or "full" in text:
        cause = "full"
    elif name.startswith(("SQLITE_PERM", "SQLITE_AUTH")):
        cause = "permission"
    else:
        cause = "other"
    return HistoryError("history.unusable", cause=cause, reason=text)
