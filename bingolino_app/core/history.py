"""The history of finished games: the store's file, connection, transactions and migrations.
SQLite, no Qt. ``History`` gathers the rest from mixins: profiles (history_profiles.py),
recording and importing games (history_recording.py), statistics (history_statistics.py) and
the game library (history_library.py); records in history_records.py, the schema in
history_schema.py.

A recorded game is what a save holds (``saves.to_dict``: seed, options, seats, actions) plus
its result, so it opens again like a save. Statistics are queries over the seats of the
recorded games; the game library is a paged list of them. Indexes, not caches, keep both fast
with a hundred thousand games (``python -m bingolino_app.bench history``).

Safety: the schema is versioned (``PRAGMA user_version``) and every file, a new one too, is
brought up to date by the same step-by-step migrations, each inside one transaction. WAL lets
readers and a writer work at once; writes take the lock at their start (BEGIN IMMEDIATE) and
wait up to ``BUSY_TIMEOUT_S`` for another app instance. A file that cannot be opened or read
is moved aside (never deleted) and a fresh one started; ``History.moved_aside`` says where it
went so the caller can tell the user. A file of a newer version is refused and left alone.
"""

from __future__ import annotations

import os
import sqlite3
import stat
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Iterable, Iterator

from bingolino_app.core.history_errors import HistoryError, error_of, unusable
from bingolino_app.core.history_library import SORTS, LibraryMixin
from bingolino_app.core.history_profiles import PALETTE, ProfilesMixin
from bingolino_app.core.history_recording import (
    STREAK_WORTH_TELLING, RecordingMixin,
)
from bingolino_app.core.history_records import (
    MAX_NAME_LENGTH, NOT_VARIANT, Best, Bucket, GameRecord, ImportResult, LibraryFilter,
    LibraryRow, Opponent, Profile, Recorded, SeatRecord, SeatRow, Statistics, clean_name,
    digest, solo_turns, turns_of, variant_key, variant_options,
)
from bingolino_app.core.history_schema import (
    MIGRATIONS, SCHEMA_VERSION, folded, pack_save, unpack_save,
)
from bingolino_app.core.history_statistics import (
    BUCKET_DAYS, BUCKETS, BY_PROFILE, StatisticsMixin,
)

__all__ = [  # the store and its vocabulary, importable from here as before the split
    "BUCKETS", "BUCKET_DAYS", "BUSY_TIMEOUT_S", "BY_PROFILE", "FILE_NAME", "MAX_NAME_LENGTH",
    "MIGRATIONS", "NOT_VARIANT", "PALETTE", "SCHEMA_VERSION", "SORTS", "STREAK_WORTH_TELLING",
    "Best", "Bucket", "GameRecord", "History", "HistoryError", "ImportResult", "LibraryFilter",
    "LibraryRow", "Opponent", "Profile", "Recorded", "SeatRecord", "SeatRow", "Statistics",
    "clean_name", "default_path", "digest", "folded", "pack_save", "set_aside", "solo_turns",
    "turns_of", "unpack_save", "variant_key", "variant_options",
]

FILE_NAME = "history.sqlite3"
BUSY_TIMEOUT_S = 10.0
MAX_PATH_BYTES = 480
"""SQLite's files (the store, its -wal and -shm) cannot be named longer than about 512 bytes:
a longer data folder is refused with that said, not with SQLite's "unable to open"."""
PRIVATE = 0o600  # the history is the player's own, like his saves
SQLITE_ERRORS = (sqlite3.Error, UnicodeDecodeError)
"""What SQLite can raise: its own errors, and, from a damaged file, an error message that is
not even UTF-8 (Python fails to decode it) — that too is a damaged file, never a crash."""


def set_aside(path: Path) -> Path:
    """Move a damaged store (and its WAL files) beside itself under a new name; never
    deletes. Returns the new name of the main file."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(1, 1000):
        target = path.with_name(f"{path.stem}-damaged-{stamp}{'' if n == 1 else f'-{n}'}"
                                f"{path.suffix}")
        if not any(Path(f"{target}{s}").exists() for s in ("", "-wal", "-shm")):
            break
    try:
        for suffix in ("-wal", "-shm", ""):  # the main file last: a crash leaves it found
            source = Path(f"{path}{suffix}")
            if source.exists():
                os.replace(source, f"{target}{suffix}")
    except OSError as exc:
        raise unusable(exc) from None
    return target


def make_private(path: Path) -> None:
    """Create the store's file readable by its owner only (SQLite gives its -wal and -shm
    the same mode)."""
    try:
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, PRIVATE))
    except OSError:
        pass  # there already, or not creatable: SQLite opens it or says why


def keep_private(path: Path) -> None:
    """An existing store readable by others (made by an earlier version) becomes private."""
    try:
        if os.stat(path).st_mode & 0o077:
            os.chmod(path, PRIVATE)
    except OSError:
        pass  # not ours to change


def check_regular(path: Path) -> None:
    """Refuse a FIFO, a device or a folder where the store belongs: SQLite would wait for
    ever on a FIFO, or read a device."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return
    except OSError as exc:
        raise unusable(exc) from None
    if not stat.S_ISREG(mode):
        raise HistoryError("history.unusable", cause="not_file")


def check_path(path: Path) -> None:
    """Refuse a path SQLite cannot name its files by."""
    size = len(os.fsencode(os.path.abspath(path)))
    if size > MAX_PATH_BYTES:
        raise HistoryError("history.unusable", cause="long_path", length=size,
                           limit=MAX_PATH_BYTES)


# --- the store ---------------------------------------------------------------------------------
class History(ProfilesMixin, RecordingMixin, StatisticsMixin, LibraryMixin):
    """One connection to the store. Use ``History.open(path)``; one thread per connection."""

    def __init__(self, path: Path) -> None:
        """Open the store at ``path``; raises HistoryError. ``History.open`` also deals with
        a damaged file."""
        self.path = Path(path)
        self.moved_aside: Path | None = None
        self.db: sqlite3.Connection | None = None
        self._connect()

    @classmethod
    def open(cls, path: str | os.PathLike) -> "History":
        """Open or create the store; a damaged file is moved aside (``moved_aside``) and a
        fresh one started. Raises HistoryError (newer, unusable) when there is no store."""
        path = Path(path)
        check_path(path)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise unusable(exc) from None
        store = cls.__new__(cls)
        store.path, store.moved_aside, store.db = path, None, None
        try:
            store._connect()
        except HistoryError as err:
            if err.key != "history.damaged":
                raise
            store.set_aside()
        return store

    def _connect(self) -> None:
        check_path(self.path)
        check_regular(self.path)
        make_private(self.path)
        try:
            db = sqlite3.connect(str(self.path), timeout=BUSY_TIMEOUT_S, isolation_level=None)
        except SQLITE_ERRORS as exc:
            raise error_of(exc) from None
        self.db = db
        try:
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:  # before WAL, which would change the file
                raise HistoryError("history.newer", version=version)
            keep_private(self.path)
            # WAL: readers never wait for the writer. Where it cannot work (no shared memory)
            # SQLite stays with its rollback journal, slower but as safe.
            db.execute("PRAGMA journal_mode=WAL").fetchone()
            db.execute("PRAGMA synchronous=NORMAL")  # with WAL: safe, commits without fsync
            self._migrate()
            for table in ("profiles", "games", "records", "seats"):
                db.execute(f"SELECT * FROM {table} LIMIT 1").fetchall()
            # A file SQLite can open may still be damaged inside (a torn page, a broken
            # index): found now, it is set aside once, not told about at every later use.
            problem = db.execute("PRAGMA quick_check(1)").fetchone()[0]
            if problem != "ok":
                raise HistoryError("history.damaged", reason=str(problem))
        except SQLITE_ERRORS as exc:
            error = error_of(exc)
            if error.key != "history.damaged":  # a damaged file stays open for set_aside
                self.close()
            raise error from None
        except HistoryError as err:
            if err.key != "history.damaged":
                self.close()
            raise

    def _migrate(self) -> None:
        db = self.db
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise HistoryError("history.newer", version=version)
        if version == SCHEMA_VERSION:
            return
        db.execute("BEGIN IMMEDIATE")
        try:
            version = db.execute("PRAGMA user_version").fetchone()[0]  # another instance?
            while version < SCHEMA_VERSION:
                MIGRATIONS[version](db)
                version += 1
                db.execute(f"PRAGMA user_version = {version}")
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise

    def close(self) -> None:
        if self.db is not None:
            try:
                self.db.close()
            except SQLITE_ERRORS:
                pass
            self.db = None

    def set_aside(self) -> Path:
        """The file proved damaged: move it aside and start a fresh one. It is moved while
        this connection still holds it, so closing cannot touch what it left behind (SQLite
        removes a journal as its last connection closes)."""
        try:
            moved = set_aside(self.path)
        except HistoryError:
            self.close()  # a system that moves no open file: close first
            moved = set_aside(self.path)
        self.close()
        self.moved_aside = moved
        self._connect()
        return moved

    @property
    def version(self) -> int:
        return self._all("PRAGMA user_version")[0][0]

    # --- plumbing ------------------------------------------------------------------------------
    def _all(self, sql: str, args: Iterable = ()) -> list[tuple]:
        if self.db is None:
            raise HistoryError("history.unusable", reason="closed")
        try:
            return self.db.execute(sql, tuple(args)).fetchall()
        except SQLITE_ERRORS as exc:
            raise error_of(exc) from None

    def _one(self, sql: str, args: Iterable = ()) -> tuple:
        rows = self._all(sql, args)
        return rows[0] if rows else ()

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One transaction holding the write lock from its start: two instances take turns
        (each waits up to the busy timeout) and never deadlock upgrading a read."""
        if self.db is None:
            raise HistoryError("history.unusable", reason="closed")
        db = self.db
        try:
            db.execute("BEGIN IMMEDIATE")
        except SQLITE_ERRORS as exc:
            raise error_of(exc) from None
        try:
            yield db
            db.execute("COMMIT")
        except SQLITE_ERRORS as exc:
            self._rollback()
            raise error_of(exc) from None
        except BaseException:
            self._rollback()
            raise

    def _rollback(self) -> None:
        try:
            self.db.execute("ROLLBACK")
        except SQLITE_ERRORS:
            pass


def default_path() -> Path:
    from bingolino_app import paths

    return paths.data_dir() / FILE_NAME
