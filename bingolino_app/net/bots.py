"""Where the server's computer seats think: off the event loop.

The bots are pure-Python searches that hold the GIL, so by default they run in a process
pool (like the desktop's ui/worker.py): a strong Domino search of half a second must not
stall every other table's moves. ``workers=0`` runs them in one thread instead, which costs
no process start (tests, and the benchmark's cheap levels; measured in docs/network.md).
Every decision is seeded with core.bots.bot_seed, so the same position gives the same move
locally and on the server.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import multiprocessing
import os
from typing import Any, Sequence

from bingolino_app.core.bots import choose_move
from bingolino_app.core.game import Action


def default_workers() -> int:
    return max(1, (os.cpu_count() or 2) - 1)


class BotRunner:
    def __init__(self, workers: int | None = None) -> None:
        self.workers = default_workers() if workers is None else workers
        self._pool: concurrent.futures.Executor | None = None

    def _executor(self) -> concurrent.futures.Executor:
        if self._pool is None:
            if self.workers > 0:
                self._pool = concurrent.futures.ProcessPoolExecutor(
                    max_workers=self.workers, mp_context=multiprocessing.get_context("spawn"))
            else:
                self._pool = concurrent.futures.ThreadPoolExecutor(
                    max_workers=1, thread_name_prefix="bots")
        return self._pool

    async def choose(self, game_id: str, level: str, obs: Any, legal: Sequence[Action],
                     seed: int) -> Action:
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(self._executor(), choose_move, game_id, level,
                                              obs, list(legal), seed)
        except concurrent.futures.process.BrokenProcessPool:
            self._pool = None  # a worker died: the next move starts a fresh pool
            raise

    def shutdown(self) -> None:
        pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)
