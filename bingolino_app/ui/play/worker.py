"""Where computer players think: a reused worker process, or in-process for screenshots/tests.

Pure-Python search holds the GIL, so a thread would freeze the window; a process does not. The
pool is created on first use only (never at startup: the no-game start stays fast) and reused.
A pool whose process died (killed, crashed, out of memory) is "broken" for good in
concurrent.futures; ``submit`` then starts a new one, and ``restart`` ends a stuck search.
"""

from __future__ import annotations

import os
from concurrent.futures import Future
from typing import Any, Callable


KILL_WAIT_S = 0.5  # a killed process is gone in milliseconds; never wait longer on one


def inprocess_default() -> bool:
    return os.environ.get("BINGOLINO_INPROCESS_BOTS", "") not in ("", "0")


def _watch_parent() -> None:
    """Worker initializer: end this process when the app is gone. A killed or crashed app
    never shuts the pool down, and the worker would wait for jobs forever otherwise."""
    import multiprocessing
    import threading
    from multiprocessing.connection import wait

    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch() -> None:
        wait([parent.sentinel])
        os._exit(0)

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()


class BotWorker:
    def __init__(self, inprocess: bool | None = None) -> None:
        self.inprocess = inprocess_default() if inprocess is None else inprocess
        self._pool = None
        self.restarts = 0  # pools replaced after a death or a stuck search (for notes, tests)

    @property
    def started(self) -> bool:
        """Whether a worker process pool exists (it is created lazily)."""
        return self._pool is not None

    def pids(self) -> list[int]:
        """The worker processes' ids (empty in-process or before the first job)."""
        processes = (getattr(self._pool, "_processes", None) or {}) if self._pool else {}
        return [p.pid for p in list(processes.values()) if p.pid is not None]

    def submit(self, fn: Callable[..., Any], *args: Any) -> Future:
        """Run ``fn(*args)``; ``fn`` must be picklable (a module-level function). In-process
        mode returns an already finished future. A pool found broken is replaced first."""
        if self.inprocess:
            future: Future = Future()
            try:
                future.set_result(fn(*args))
            except Exception as exc:  # delivered to the caller through the future
                future.set_exception(exc)
            return future
        if self._pool is not None and getattr(self._pool, "_broken", False):
            self.restart()
        from concurrent.futures.process import BrokenProcessPool  # with the first pool

        try:
            return self._new_pool().submit(fn, *args)
        except BrokenProcessPool:  # it died between the check and the submit
            self.restart()
            return self._new_pool().submit(fn, *args)

    def _new_pool(self):
        if self._pool is None:
            import multiprocessing
            from concurrent.futures import ProcessPoolExecutor

            self._pool = ProcessPoolExecutor(
                max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                initializer=_watch_parent)
        return self._pool

    def restart(self) -> None:
        """End the worker now (a search past its deadline, a job nobody waits for, a dead
        process) and start a fresh one on the next submit. Pending futures are cancelled or
        fail with BrokenProcessPool; callers tell them apart by their own bookkeeping."""
        if self._pool is not None:
            self.restarts += 1
        self.shutdown()

    def shutdown(self) -> None:
        """Stop without waiting for a running search (quit during a computer move)."""
        pool, self._pool = self._pool, None
        if pool is None:
            return
        processes = list((getattr(pool, "_processes", None) or {}).values())
        pool.shutdown(wait=False, cancel_futures=True)
        # Python 3.11 has no terminate_workers(): end the search now, or interpreter exit
        # would wait for it to finish. SIGKILL, not SIGTERM: a frozen (stopped) process
        # never handles SIGTERM, and its pool's thread would hold the quit for ever.
        for process in processes:
            try:
                process.kill()
            except (OSError, AttributeError):
                pass
        for process in processes:
            try:
                process.join(KILL_WAIT_S)  # reaped: no process of ours is left behind
            except (OSError, AssertionError, AttributeError):
                pass
