"""The main window's link to the history: recording each game as it ends (through the
waiting folder, so no crash or busy history loses one), personal bests told, what waited
recorded at the start, and the statistics, library and review windows opened.

A game is recorded when it ends while being played here: not a finished game opened to look
at, not a screenshot (``MainWindow.autosave`` off). One game is one record: ending it again
after Redo changes nothing, ending it otherwise after Undo replaces its record.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any, Callable

import attrs
import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QTimer

from bingolino_app.core import files
from bingolino_app.core import history as core
from bingolino_app.core import history_pending as pending
from bingolino_app.core.history import GameRecord, History, HistoryError
from bingolino_app.ui.common import messages
from bingolino_app.ui.history import store as history_store
from bingolino_app.ui.history.texts import best_text


@attrs.define
class _Watch:
    started: float
    finished_at_start: bool  # opened finished: looked at, not played
    row: int | None = None
    digest: str = ""
    record: GameRecord | None = None  # the end being recorded (set as the game ends)
    waiting: Path | None = None  # its file in the waiting folder (history_pending)


RETRY_MS = 60_000  # how often games waiting for a busy or locked history are tried again


class HistoryUi(QObject):
    """The main window's link to the history (``MainWindow.history``)."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self.statistics_window: Any = None
        self.library_window: Any = None
        self._retry = QTimer(self)
        self._retry.setInterval(RETRY_MS)
        self._retry.timeout.connect(self.record_waiting)
        self._told_waiting = False

    def store(self) -> History | None:
        return history_store.shared_store(self.window)

    # --- recording -------------------------------------------------------------------------
    def watch(self, controller: Any) -> None:
        """Record ``controller``'s game when it ends (called before it starts)."""
        if not self.window.autosave:  # screenshots leave the user's files alone
            return
        controller.history_watch = _Watch(time.time(), controller.session.state.is_terminal())
        controller.finishing = self._finishing
        controller.game_over.connect(self._game_over)  # no lambda holding the controller

    def _finishing(self, controller: Any) -> bool:
        """The game just ended, its autosave not yet gone: write the end to the waiting
        folder first, so that no crash from here on loses it. False when it could not be
        written (the controller then keeps the finished game in the autosave)."""
        watch = getattr(controller, "history_watch", None)
        if watch is None or watch.finished_at_start:
            return True  # nothing to record
        record = GameRecord.from_session(controller.session, watch.started, time.time())
        if core.digest(record.save) == watch.digest:
            return True  # the same end again (Redo): recorded already
        if watch.waiting is not None:  # an earlier end not recorded yet: this one replaces it
            pending.forget(watch.waiting)
        watch.record, watch.waiting = record, None
        try:
            watch.waiting = pending.keep(pending.folder(), record, watch.row)
        except OSError:
            return False
        return True

    def _game_over(self) -> None:
        controller = self.window.controller  # only the game on screen ends
        watch = getattr(controller, "history_watch", None)
        if watch is None or watch.finished_at_start or watch.record is None:
            return
        record, waiting = watch.record, watch.waiting
        key = core.digest(record.save)
        if key == watch.digest:
            return  # the same end again (Redo): recorded already
        result, err = self._record(lambda store: store.record(record, replace=watch.row))
        if result is None:
            self._keep_waiting(err)
            return
        if waiting is not None:
            pending.forget(waiting)
        else:  # it waited in the autosave: the game is safe now
            controller.drop_finished_autosave()
        watch.row, watch.digest, watch.record, watch.waiting = result.row, key, None, None
        if result.bests:
            text = " ".join(best_text(b) for b in result.bests)
            self.window.side_panel.set_note(text)
            self.window.statusBar().showMessage(text, 10_000)
        self.record_waiting()  # games that waited for an earlier busy history go in too
        self.refresh_windows()

    def _record(self, action: Callable[[History], Any]) -> tuple[Any, HistoryError | None]:
        """``action`` on the store, a damaged file set aside (told) and tried once more; the
        failure that stopped it is returned, not told: the game waits and is tried again."""
        store = history_store.shared_store(self.window)
        if store is None:
            return None, history_store._last_refusal.get(core.default_path())
        for attempt in range(2):
            try:
                return action(store), None
            except HistoryError as err:
                if err.key != "history.damaged" or attempt:
                    return None, err
            try:
                moved = store.set_aside()
            except HistoryError as err:
                history_store.reset_store()
                return None, err
            history_store._tell_moved(self.window, moved)
        return None, None

    def _keep_waiting(self, err: HistoryError | None) -> None:
        """The game could not go into the history now: it waits on disk and is tried again
        (at the next game's end, at the next start, and every minute); said once."""
        if not self._retry.isActive():
            self._retry.start()
        if self._told_waiting:
            return
        self._told_waiting = True
        text = history_store.waiting_text(err)
        self.window.statusBar().showMessage(text, 15_000)
        self.window.side_panel.set_note(text)

    def recover(self) -> None:
        """At start: a finished game left in the autosave (a crash as it ended) joins the
        waiting games, and every waiting game is recorded when the history allows."""
        from bingolino_app import paths
        from bingolino_app.core import saves

        autosave = paths.autosave_path()
        try:
            session = saves.load(autosave) if files.is_regular_file(autosave) else None
        except saves.SaveError:
            session = None  # a damaged autosave is set aside when a game replaces it
        if session is not None and session.state.is_terminal():
            try:
                stamp = autosave.stat().st_mtime
                pending.keep(pending.folder(), GameRecord.from_session(session, stamp, stamp))
                autosave.unlink()
            except OSError:
                pass  # it stays in the autosave and is tried at the next start
        self.record_waiting()

    def record_waiting(self) -> int:
        """Record the games waiting on disk; how many went in. Quiet: the failure was told
        when the first game began to wait."""
        folder = pending.folder()
        if not pending.waiting(folder):
            self._retry.stop()
            return 0
        done: list = []

        def flush(store: History) -> None:
            try:
                done.extend(pending.record_waiting(store, folder)[0])
            except HistoryError:
                if done:
                    return  # those went in; the rest wait
                raise

        _result, err = self._record(flush)
        if err is not None or pending.waiting(folder):
            self._keep_waiting(err)
        else:
            self._retry.stop()
            if self._told_waiting and done:
                self.window.statusBar().showMessage(QCoreApplication.translate(
                    "HistoryUi", "The finished games that waited are now in the history."),
                    10_000)
            self._told_waiting = False
        if done:
            self.refresh_windows()
        return len(done)

    def refresh_windows(self) -> None:
        for window in (self.statistics_window, self.library_window):
            if window is not None and shiboken6.isValid(window) and window.isVisible():
                window.refresh()

    # --- windows ---------------------------------------------------------------------------
    def show_statistics(self) -> Any:
        from bingolino_app.ui.history.statistics import StatisticsWindow

        if self.statistics_window is None or not shiboken6.isValid(self.statistics_window):
            self.statistics_window = StatisticsWindow(self, self.window)
        window = self.statistics_window
        window.select(self._current_profile(), self._current_game())
        window.refresh()
        window.show()
        window.raise_()
        window.activateWindow()
        return window

    def show_library(self) -> Any:
        from bingolino_app.ui.history.library import LibraryWindow

        if self.library_window is None or not shiboken6.isValid(self.library_window):
            self.library_window = LibraryWindow(self, self.window)
            self.library_window.open_requested.connect(self.open_recorded)
            self.library_window.review_requested.connect(self.review_recorded)
        window = self.library_window
        window.refresh()
        window.show()
        window.raise_()
        window.activateWindow()
        return window

    def _current_profile(self) -> str:
        c = self.window.controller
        if c is None:
            return ""
        return next((s.profile for s in c.session.seats if s.is_human and s.profile), "")

    def _current_game(self) -> str:
        c = self.window.controller
        return c.session.game_id if c is not None else ""

    def review_recorded(self, row: int) -> Any:
        """Review a recorded game in a window of its own (the game on screen goes on)."""
        from bingolino_app.ui.review import open_review

        session = self._recorded_session(row)
        return open_review(self.window, session) if session is not None else None

    def _recorded_session(self, row: int) -> Any:
        """The recorded game ``row`` replayed, or None (why is told)."""
        from bingolino_app.core import saves

        data = history_store.guarded(self.window, lambda store: store.load_save(row))
        if data is None:
            return None
        try:
            return saves.from_dict(data)
        except saves.SaveError as err:
            history_store.warn(self.window,
                               QCoreApplication.translate("HistoryUi", "Could not open the game"),
                               messages.save_error_text(err))
            return None

    def open_recorded(self, row: int) -> bool:
        """Put a recorded game on the board, as a save is opened."""
        session = self._recorded_session(row)
        if session is None or self.window._install(session, None) is None:
            return False  # unreadable, or the player kept the game in progress
        self.window.raise_()
        self.window.activateWindow()
        return True
