"""The history of finished games: the store's file, connection, transactions and migrations.
SQLite, no Qt. ``History`` gathers the rest from mixins: profiles (history_profiles.py),
recording and importing games (history_recording.py), statistics (history_statistics.py) and
the game library (history_library.py); records in history_records.py, the schema in
history_schema.py.

A recorded game is what a save holds (``saves.to_dict``: seed, options, seats, actions) plus
its result, so it opens again like a save. Statistics are queries over the seats of the
recorded games; the game library is a paged list of them. Indexes, not caches, keep both fast
with a hundred thousand games (``python -m bingolino_app.bench_history``).

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
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Iterable, Iterator

from bingolino_app.core.history_errors import HistoryError, error_of
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
        raise HistoryError("history.unusable", reason=exc.strerror or str(exc)) from None
    return target


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
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise HistoryError("history.unusable", reason=exc.strerror or str(exc)) from None
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
        try:
            db = sqlite3.connect(str(self.path), timeout=BUSY_TIMEOUT_S, isolation_level=None)
        except sqlite3.Error as exc:
            raise error_of(exc) from None
        self.db = db
        try:
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:  # before WAL, which would change the file
                raise HistoryError("history.newer", version=version)
            # WAL: readers never wait for the writer. Where it cannot work (no shared memory)
            # SQLite stays with its rollback journal, slower but as safe.
            db.execute("PRAGMA journal_mode=WAL").fetchone()
            db.execute("PRAGMA synchronous=NORMAL")  # with WAL: safe, commits without fsync
            self._migrate()
            for table in ("profiles", "games", "records", "seats"):
                db.execute(f"SELECT * FROM {table} LIMIT 1").fetchall()
        except sqlite3.Error as exc:
            error = error_of(exc)
            if error.key != "history.damaged":  # a damaged file stays open for set_aside
                self.close()
            raise error from None
        except HistoryError:
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
            except sqlite3.Error:
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
        except sqlite3.Error as exc:
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
        except sqlite3.Error as exc:
            raise error_of(exc) from None
        try:
            yield db
            db.execute("COMMIT")
        except sqlite3.Error as exc:
            self._rollback()
            raise error_of(exc) from None
        except BaseException:
            self._rollback()
            raise

    def _rollback(self) -> None:
        try:
            self.db.execute("ROLLBACK")
        except sqlite3.Error:
            pass


def default_path() -> Path:
    from bingolino_app import paths

    return paths.data_dir() / FILE_NAME
