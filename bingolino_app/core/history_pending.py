"""Finished games waiting to be recorded in the history. No Qt.

A game that ends is first written here (one small file, atomically), and only then does its
autosave go; the file goes once the history has the game. So a crash at any moment, a busy
history (another window held it too long) or one that cannot be written (a read-only file, a
full disk) never loses a finished game: what waits here is recorded at the next start, the
next game's end, or when the window tries again. The history records a game once (by its
digest), so a file recorded twice by two windows is one game.

A waiting file holds the save (``saves.to_dict``) with when the game was played and which
recorded row it replaces (ended otherwise after Undo): the record is rebuilt by replaying
the save, so nothing here is trusted that the rules would refuse.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bingolino_app.core import files

if TYPE_CHECKING:  # loaded with the first game to write or record: a start only looks
    from bingolino_app.core.history_records import GameRecord, Recorded

FORMAT = "bingolino-pending-game"
VERSION = 1
MAX_BYTES = 4_000_000  # as a save


@dataclass(frozen=True)
class Waiting:
    """A finished game waiting to be recorded: its file and its record."""

    path: Path
    record: GameRecord
    replace: int | None = None


def folder() -> Path:
    from bingolino_app import paths

    return paths.data_dir() / "pending"


def file_of(where: Path, record: GameRecord) -> Path:
    from bingolino_app.core.history_records import digest

    return where / f"{digest(record.save)}.json"


def keep(where: Path, record: GameRecord, replace: int | None = None) -> Path:
    """Write ``record`` to the waiting folder (atomically; raises OSError)."""
    data = {"format": FORMAT, "version": VERSION, "started": record.started,
            "ended": record.ended, "replace": replace, "save": record.save}
    where.mkdir(parents=True, exist_ok=True)
    path = file_of(where, record)
    files.write_atomic(path, json.dumps(data, ensure_ascii=False).encode("utf-8"))
    return path


def forget(path: Path) -> None:
    """The game is in the history: its waiting file goes (already gone is fine)."""
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass


def read(path: Path) -> Waiting:
    """The waiting game in ``path``; ValueError when it cannot be one (damaged, foreign,
    a game that does not replay to its end)."""
    from bingolino_app.core import saves
    from bingolino_app.core.history_records import GameRecord

    try:
        data = json.loads(files.read_limited(path, MAX_BYTES).decode("utf-8"))
    except (OSError, UnicodeDecodeError, files.NotRegularFile, files.FileTooLarge) as exc:
        raise ValueError(f"unreadable: {exc}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT \
            or data.get("version") != VERSION:
        raise ValueError("not a waiting game")
    started, ended = _moment(data.get("started")), _moment(data.get("ended"))
    replace = data.get("replace")
    if replace is not None and (not isinstance(replace, int) or isinstance(replace, bool)
                                or not 0 < replace < 2**63):
        replace = None
    try:
        session = saves.from_dict(data.get("save"))
    except saves.SaveError as exc:
        raise ValueError(f"not a game: {exc.key}") from None
    if not session.state.is_terminal():
        raise ValueError("not finished")
    return Waiting(path, GameRecord.from_session(session, started, max(started, ended)),
                   replace)


def _moment(value: Any) -> float:
    """A time in the file, or now when it is not a sane one."""
    import math
    import time

    if isinstance(value, (int, float)) and not isinstance(value, bool) \
            and math.isfinite(value) and 0 <= value < 2**33:
        return float(value)
    return time.time()


def waiting(where: Path) -> list[Path]:
    """The files waiting in ``where``, oldest first (none when the folder is absent)."""
    try:
        entries = [e for e in os.scandir(where)
                   if e.name.endswith(".json") and not e.name.startswith(".")]
    except OSError:
        return []
    def moment(entry: os.DirEntry) -> float:
        try:
            return entry.stat(follow_symlinks=False).st_mtime
        except OSError:
            return 0.0
    return [Path(e.path) for e in sorted(entries, key=lambda e: (moment(e), e.name))]


def set_aside(path: Path) -> Path | None:
    """A waiting file that is no game: renamed ``<name>.damaged`` beside itself (never
    deleted, never tried again). None when even that fails."""
    target = path.with_name(path.name + ".damaged")
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


def record_waiting(store: Any, where: Path) -> tuple[list[Recorded], list[Path]]:
    """Record every waiting game in ``store`` (a History), oldest first; each file goes once
    its game is in. Returns what was recorded and the damaged files set aside. A failure of
    the store (HistoryError) stops at that game and propagates: the rest keep waiting."""
    recorded: list[Recorded] = []
    damaged: list[Path] = []
    for path in waiting(where):
        try:
            entry = read(path)
        except ValueError:
            moved = set_aside(path)
            if moved is not None:
                damaged.append(moved)
            continue
        recorded.append(store.record(entry.record, replace=entry.replace))
        forget(path)
    return recorded, damaged
