"""Runs an analysis in the computer players' worker process, one decision at a time.

One job per decision: the progress bar moves with each verdict, Cancel takes effect at once
(the verdict still being worked out is dropped when it arrives), and a game played meanwhile
in the main window waits for at most one decision before its computer moves. Answers come
back through the controller's app-wide bridge, never on a pool thread. Verdicts are kept
with the game (AnalysisCache) when the analysis ends or stops, so analysing again is instant
and an analysis stopped half way goes on from where it stopped.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from bingolino_app.core import analysis
from bingolino_app.core.analysis import DecisionPoint, Judgement
from bingolino_app.core.analysis_cache import AnalysisCache
from bingolino_app.ui.play.worker_bridge import bridge
from bingolino_app.ui.play.worker import BotWorker

SEED = 1
"""The analysis' own seed: the same game analysed again gives the same verdicts."""


class AnalysisRunner(QObject):
    judged = Signal(object)  # a Judgement
    progress = Signal(int, int)  # done, total
    finished = Signal(bool)  # True: every decision judged; False: cancelled or failed
    failed = Signal(str)  # why (a technical detail)

    def __init__(self, worker: BotWorker, cache_folder: Path | None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.worker = worker
        self.cache = AnalysisCache(cache_folder) if cache_folder is not None else None
        self.function = analysis.judge  # what the worker runs (tests inject faults here)
        self.running = False
        self._bridge = bridge()
        self._key = next(self._bridge.keys)
        self._bridge.controllers[self._key] = self
        self._number = 0
        self._todo: list[DecisionPoint] = []
        self._done: dict[int, Judgement] = {}
        self._total = 0
        self._retried = False
        self._job: tuple = ()

    # --- kept results ----------------------------------------------------------------------
    def kept(self, game_key: str, game_id: str, player: int, effort: float
             ) -> dict[int, Judgement]:
        if self.cache is None:
            return {}
        return self.cache.load(game_key, game_id, player, effort)

    def _keep(self) -> None:
        if self.cache is None or not self._done:
            return
        try:
            self.cache.store(self._game_key, self._game_id, self._player, self._effort,
                             list(self._done.values()))
        except OSError:
            pass  # not kept: the next analysis starts again, nothing else is lost

    # --- running ------------------------------------------------------------------------------
    def start(self, game_id: str, game_key: str, player: int, points: list[DecisionPoint],
              effort: float, done: dict[int, Judgement] | None = None) -> None:
        """Judge ``points`` not in ``done`` (verdicts already known are kept)."""
        self.cancel()
        self._game_id, self._game_key, self._player, self._effort = \
            game_id, game_key, player, effort
        self._done = dict(done or {})
        self._todo = [p for p in points if p.move not in self._done]
        self._total = len(points)
        self.running = True
        self.progress.emit(len(self._done), self._total)
        self._next()

    def cancel(self) -> None:
        if not self.running:
            return
        self.running = False
        self._number += 1  # the answer still on its way belongs to nobody now
        self._todo = []
        self._keep()
        self.finished.emit(False)

    def _next(self) -> None:
        if not self.running:
            return
        if not self._todo:
            self.running = False
            self._keep()
            self.finished.emit(True)
            return
        self._number += 1
        point = self._todo[0]
        self._job = (self._game_id, point, SEED, self._effort)
        number, done, key = self._number, self._bridge.done, self._key
        try:
            future = self.worker.submit(self.function, *self._job)
        except Exception as exc:  # noqa: BLE001 - a pool that cannot start
            done.emit(key, number, None, exc)
            return

        def deliver(fut) -> None:  # on the pool's thread: touch nothing but the bridge
            if fut.cancelled():
                return
            error = fut.exception()
            done.emit(key, number, None if error else fut.result(), error)

        future.add_done_callback(deliver)

    def _on_worker_done(self, number: int, result: Any, error: Any) -> None:
        """The bridge's delivery (the name the controllers' bridge calls)."""
        if number != self._number or not self.running:
            return
        if error is not None or not isinstance(result, Judgement):
            if not self._retried:  # once more, in a fresh worker if it died
                self._retried = True
                self._number -= 1
                self._next()
                return
            self.running = False
            self._keep()
            self.failed.emit(type(error).__name__ if error is not None else "bad answer")
            self.finished.emit(False)
            return
        self._retried = False
        self._todo.pop(0)
        self._done[result.move] = result
        self.judged.emit(result)
        self.progress.emit(len(self._done), self._total)
        self._next()
