"""Where tables are kept: one small interface, so another store can take SQLite's place.

A table is kept as its seed and its action list (chance included) plus its seats and
settings: replaying them rebuilds the session. Tokens and invite codes are kept only as
digests. ``append`` takes the number of actions the caller expects to be stored already, so
a store shared by several server processes can refuse a second writer (the seam for a shared
database: see docs/network.md).
"""

from __future__ import annotations

from typing import Protocol

import attrs

OPEN, PLAYING, FINISHED = "open", "playing", "finished"


class StoreConflict(RuntimeError):
    """``append`` found another number of actions than expected (another writer)."""


@attrs.frozen
class SeatRecord:
    name: str
    kind: str  # "human" or "computer"
    level: str = "normal"  # a computer's level
    token_hash: str | None = None  # None: a human seat nobody has taken yet


@attrs.frozen
class Settings:
    absence: str = "wait"  # "wait", or "computer": a computer plays an absent seat
    absence_seconds: float = 300.0  # ... after this long away
    takeover_level: str = "normal"
    mode: str = "live"  # "live" or "turn_based" (the lobby shows them apart)


@attrs.frozen
class TableRecord:
    id: str
    game: str
    options: dict
    seed: int
    seats: tuple[SeatRecord, ...]
    settings: Settings
    invite_hash: str | None
    created: float
    status: str = OPEN
    actions: tuple[tuple[int, dict], ...] = ()  # (player, action JSON), chance included
    updated: float = 0.0
    save: dict | None = None  # the finished game's save (saves.to_dict)


class TableStore(Protocol):
    def create(self, table: TableRecord) -> None: ...

    def load(self, table_id: str) -> TableRecord | None: ...

    def load_unfinished(self) -> list[TableRecord]: ...

    def append(self, table_id: str, expected: int, steps: list[tuple[int, dict]],
               status: str) -> None:
        """Add ``steps`` after the ``expected`` stored ones, in one transaction (raises
        StoreConflict if another number is stored)."""

    def set_seat(self, table_id: str, seat: int, record: SeatRecord, status: str,
                 clear_invite: bool) -> None:
        """A seat taken (or handed to a computer), and the table's status after it."""

    def table_of_invite(self, invite_hash: str) -> str | None: ...

    def seats_of_tokens(self, token_hashes: list[str]) -> list[tuple[str, int]]:
        """(table id, seat) of each known token digest; unknown ones are left out."""

    def finish(self, table_id: str, save: dict) -> None: ...

    def purge_finished(self, before: float) -> int:
        """Forget tables finished before ``before`` (epoch seconds); returns how many."""

    def close(self) -> None: ...


class ThreadedStore:
    """A TableStore's calls run one at a time on a thread of their own, awaited from the
    event loop: a commit that waits for the disk never stalls the other tables. Moves of many
    tables that arrive while a commit waits for the disk are written together in the next
    transaction (group commit, where the store has ``append_many``): one disk flush for all,
    so a slow disk lengthens each wait a little instead of queueing every move behind the
    others."""

    def __init__(self, store: TableStore) -> None:
        import concurrent.futures
        import threading

        self.store = store
        self._pool = concurrent.futures.ThreadPoolExecutor(max_workers=1,
                                                           thread_name_prefix="store")
        self._lock = threading.Lock()
        self._appends: list = []  # (job, future, loop) waiting for the next transaction
        self._append_due = False

    async def call(self, method: str, *args):
        import asyncio

        loop = asyncio.get_running_loop()
        if method == "append" and hasattr(self.store, "append_many"):
            future = loop.create_future()
            with self._lock:
                self._appends.append((args, future, loop))
                if not self._append_due:
                    self._append_due = True
                    self._pool.submit(self._write_appends)
            return await future
        return await loop.run_in_executor(self._pool, getattr(self.store, method), *args)

    def _write_appends(self) -> None:
        with self._lock:
            batch, self._appends = self._appends, []
            self._append_due = False
        try:
            results = self.store.append_many([args for args, _, _ in batch])
        except Exception as exc:  # the whole transaction failed
            results = [exc] * len(batch)
        for (_, future, loop), result in zip(batch, results):
            loop.call_soon_threadsafe(_settle, future, result)

    def close(self) -> None:
        self._pool.shutdown(wait=True)
        self.store.close()


def _settle(future, error: Exception | None) -> None:
    if future.done():
        return
    if error is None:
        future.set_result(None)
    else:
        future.set_exception(error)
