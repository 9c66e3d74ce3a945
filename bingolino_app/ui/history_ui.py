"""The history in the window: the shared store, recording each game as it ends, personal
bests told, and the statistics and library windows opened (Game menu, start page).

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
from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from bingolino_app.core import files
from bingolino_app.core import history as core
from bingolino_app.core import history_pending as pending
from bingolino_app.core.history import GameRecord, History, HistoryError
from bingolino_app.ui import messages
from bingolino_app.ui.i18n import current_language
from bingolino_app.ui.messages import english_plural
from bingolino_app.ui.player_names import OLD_DEFAULTS, default_name
from bingolino_app.ui.text import isolated

_store: History | None = None
_store_path: Path | None = None
_refused: set[tuple[Path, str]] = set()  # failures told once per file and kind
_last_refusal: dict[Path, HistoryError] = {}  # why the store of a file could not be opened


class HistoryPlurals(QObject):
    """Texts with %n: lupdate marks only tr() of a QObject subclass as plural (English
    without its .qm still reads right: english_plural)."""

    def wins_in_a_row(self, n: int) -> str:
        return english_plural(self.tr("%n win(s) in a row", "", n))

    def games(self, n: int) -> str:
        return english_plural(self.tr("%n game(s)", "", n))

    def finished_in(self, n: int) -> str:
        return english_plural(self.tr("Finished in %n turn(s)", "", n))

    def imported(self, n: int) -> str:
        return english_plural(self.tr("%n finished game(s) recorded from the saves.", "", n))

    def delete_profile(self, n: int) -> str:
        return english_plural(self.tr(
            "The %n game(s) played with this profile stay in the game library under its last "
            "name, as a guest’s; its statistics are deleted.", "", n))


_plurals: HistoryPlurals | None = None


def plurals() -> HistoryPlurals:
    global _plurals
    if _plurals is None:
        _plurals = HistoryPlurals()
    return _plurals


# --- the shared store --------------------------------------------------------------------------
def shared_store(parent: QWidget | None = None) -> History | None:
    """The history of this data folder, opened on first use (None when there is none: the
    reason is told once). A damaged file moved aside is told when it happens."""
    global _store, _store_path
    path = core.default_path()
    if _store is not None and _store_path == path and _store.db is not None:
        return _store
    reset_store()
    try:
        store = History.open(path)
    except HistoryError as err:
        _last_refusal[path] = err
        if (path, err.key) not in _refused:
            _refused.add((path, err.key))
            warn(parent, unavailable_title(), error_text(err))
        return None
    _store, _store_path = store, path
    _last_refusal.pop(path, None)
    if store.moved_aside is not None:
        _tell_moved(parent, store.moved_aside)
    return store


def reset_store() -> None:
    """Close the shared store (the next use opens the data folder's afresh)."""
    global _store, _store_path
    if _store is not None:
        _store.close()
    _store, _store_path = None, None


def guarded(parent: QWidget | None, action: Callable[[History], Any],
            failure: str = "") -> Any:
    """Run ``action`` on the store. A file found damaged is moved aside (told) and the action
    tried once more on the fresh one; other failures are told. None when it failed."""
    store = shared_store(parent)
    if store is None:
        return None
    failure = failure or QCoreApplication.translate("HistoryUi",
                                                    "The game history could not be used")
    try:
        return action(store)
    except HistoryError as err:
        if err.key == "history.bad_record":
            _unavailable.add((core.default_path(), err.args_.get("row")))
        if err.key != "history.damaged":
            warn(parent, failure, error_text(err))
            return None
    try:
        moved = store.set_aside()
    except HistoryError as err:
        reset_store()
        warn(parent, unavailable_title(), error_text(err))
        return None
    _tell_moved(parent, moved)
    try:
        return action(store)
    except HistoryError as err:
        warn(parent, failure, error_text(err))
        return None


def unavailable_title() -> str:
    return QCoreApplication.translate("HistoryUi", "The game history is not available")


def _tell_moved(parent: QWidget | None, moved: Path) -> None:
    text = QCoreApplication.translate(
        "HistoryUi", "The game history could not be read. It was set aside as “%1” (nothing "
                     "was deleted) and a new, empty history started.")
    warn(parent, QCoreApplication.translate("HistoryUi", "The game history was damaged"),
         text.replace("%1", str(moved)))


_loose: list[QMessageBox] = []  # boxes without a parent window, kept until closed


def warn(parent: QWidget | None, title: str, text: str) -> QMessageBox:
    """A warning that does not block: a path or a name in it is plain text."""
    parent = parent or QApplication.activeWindow()
    box = QMessageBox(QMessageBox.Warning, title, text, QMessageBox.Ok, parent)
    box.setTextFormat(Qt.PlainText)
    box.setAttribute(Qt.WA_DeleteOnClose)
    if parent is None:  # Python owns it: without a reference it would vanish at once
        _loose.append(box)
        box.finished.connect(lambda _result, b=box: _loose.remove(b) if b in _loose else None)
    box.open()
    return box


def cause_text(err: HistoryError) -> str:
    """Why the store cannot be used, in the player's words (never SQLite's)."""
    cause = err.cause
    if cause == "readonly":
        return QCoreApplication.translate(
            "HistoryUi", "The history file or its folder is read-only.")
    if cause == "full":
        return QCoreApplication.translate("HistoryUi", "The disk is full.")
    if cause == "permission":
        return QCoreApplication.translate(
            "HistoryUi", "Bingolino is not allowed to use the history file or its folder.")
    if cause == "long_path":
        return QCoreApplication.translate(
            "HistoryUi", "The data folder’s path is too long for it (%1 characters; at most "
                         "%2). Choose a shorter data folder.").replace(
            "%1", str(err.args_.get("length", "?"))).replace(
            "%2", str(err.args_.get("limit", "?")))
    if cause == "not_file":
        return QCoreApplication.translate(
            "HistoryUi", "Its file name is taken by something that is not an ordinary file.")
    if cause == "busy":
        return QCoreApplication.translate(
            "HistoryUi", "Another Bingolino window kept it busy for too long.")
    return QCoreApplication.translate(
        "HistoryUi", "The system refused to open or write its file.")


def error_text(err: HistoryError) -> str:
    args = err.args_
    if err.key == "history.newer":
        return QCoreApplication.translate(
            "HistoryUi", "The game history was written by a newer version of Bingolino. It is "
                         "left as it is; games are not recorded until Bingolino is updated.")
    if err.key == "history.busy":
        return QCoreApplication.translate(
            "HistoryUi", "Another Bingolino window kept the game history busy for too long. "
                         "Close the other window or try again in a moment.")
    if err.key == "profile.exists":
        return QCoreApplication.translate(
            "HistoryUi", "There is a profile named “%1” already.").replace(
            "%1", isolated(str(args.get("name", ""))))
    if err.key == "profile.empty":
        return QCoreApplication.translate("HistoryUi", "A profile needs a name.")
    if err.key == "profile.missing":
        return QCoreApplication.translate("HistoryUi", "This profile no longer exists.")
    if err.key == "history.missing_game":
        return QCoreApplication.translate("HistoryUi", "This game is no longer in the history.")
    if err.key == "history.bad_record":
        return QCoreApplication.translate(
            "HistoryUi", "This game’s record in the history is damaged, so it cannot be "
                         "opened. The other games are not affected.")
    return QCoreApplication.translate("HistoryUi", "The game history could not be used: %1") \
        .replace("%1", cause_text(err))


def waiting_text(err: HistoryError | None) -> str:
    """Said once when a finished game cannot go into the history now and waits on disk."""
    text = QCoreApplication.translate(
        "HistoryUi", "The finished game is kept and will be recorded in the history as soon "
                     "as it can be written.")
    if err is None:
        return text
    why = cause_text(err) if err.key == "history.unusable" else error_text(err)
    return f"{why} {text}"


_unavailable: set[tuple[Path, int]] = set()  # recorded games whose record cannot be read


def is_unavailable(row: int) -> bool:
    """Whether the recorded game ``row`` proved unreadable (the library greys it out)."""
    return (core.default_path(), row) in _unavailable


# --- texts of recorded games -------------------------------------------------------------------
def turns_text(n: int) -> str:
    return english_plural(messages.turns_text(n))


def date_text(stamp: float, time_too: bool = True) -> str:
    moment = QDateTime.fromSecsSinceEpoch(int(stamp))
    locale = QLocale(current_language())
    if time_too:
        return locale.toString(moment, QLocale.ShortFormat)
    return locale.toString(moment.date(), QLocale.ShortFormat)


def variant_text(game: str, variant: str) -> str:
    """The rules a variant key stands for, in words ("Russian rules, 7 big points")."""
    from bingolino_app.core import registry

    values = core.variant_options(variant)
    try:
        spec = registry.game(game).spec
    except KeyError:
        return variant
    parts = []
    for option in spec.options:
        if option.key not in values:
            continue
        value = values[option.key]
        label = dict((v, l) for v, l in option.choices).get(value) if option.choices else None
        if label is not None:
            parts.append(messages.option_text(label))
        elif isinstance(value, bool):
            if value:
                parts.append(messages.option_text(option.label))
        else:
            parts.append(f"{messages.option_text(option.label)}: {value}")
    if not parts:
        return QCoreApplication.translate("HistoryUi", "Standard rules")
    return ", ".join(parts)


def number_text(value: float | None) -> str:
    if value is None:
        return "–"
    return str(int(value)) if float(value).is_integer() else QLocale(current_language()) \
        .toString(float(value), "f", 1)


def seat_name(index: int, seat: Any) -> str:
    """A recorded seat's name; a human an earlier version called "You"/"Вы" gets the name a
    new game gives (as when the game is opened: player_names.rename_old_defaults)."""
    if seat.kind != "computer" and seat.name in OLD_DEFAULTS:
        return default_name(index, seat.kind)
    return isolated(seat.name)


def seat_text(index: int, seat: Any) -> str:
    """A seat as the library lists it: the name, and the level of a computer."""
    if seat.kind == "computer":
        return f"{isolated(seat.name)} ({messages.level_name(seat.level)})"
    return seat_name(index, seat)


def solo_rank(game: str, turns: int) -> str:
    """Qwingo's rank for a solo game finished in ``turns`` (the rulebook's chart); ""
    elsewhere."""
    if game != "qwingo":
        return ""
    from bingolino_app.games.qwingo import rules
    from bingolino_app.ui.boards.qwingo import texts

    return texts.rank_name(rules.solo_rank(turns))


def result_text(row: core.LibraryRow) -> str:
    if len(row.seats) == 1:
        if row.solo_turns is None:
            return QCoreApplication.translate("HistoryUi", "Not finished")
        text = plurals().finished_in(row.solo_turns)
        rank = solo_rank(row.game, row.solo_turns)
        return f"{text} — {rank}" if rank else text
    winners = [seat_name(i, s) for i, s in enumerate(row.seats) if s.won]
    if not winners:
        return QCoreApplication.translate("HistoryUi", "Draw")
    return QCoreApplication.translate("HistoryUi", "Won by %1").replace("%1",
                                                                        ", ".join(winners))


def players_text(row: core.LibraryRow) -> str:
    return " · ".join(f"{seat_text(i, s)}: {number_text(s.score)}"
                      for i, s in enumerate(row.seats))


def best_text(best: core.Best) -> str:
    text = QCoreApplication.translate("HistoryUi", "Personal best for %1: %2 (before: %3).")
    if best.kind == "solo":
        value, before = turns_text(best.value), turns_text(best.previous)
    else:
        value = plurals().wins_in_a_row(best.value)
        before = plurals().wins_in_a_row(best.previous)
    return messages.fill(text, isolated(best.name), value, before)


# --- recording and the windows -----------------------------------------------------------------
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
        return shared_store(self.window)

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
        store = shared_store(self.window)
        if store is None:
            return None, _last_refusal.get(core.default_path())
        for attempt in range(2):
            try:
                return action(store), None
            except HistoryError as err:
                if err.key != "history.damaged" or attempt:
                    return None, err
            try:
                moved = store.set_aside()
            except HistoryError as err:
                reset_store()
                return None, err
            _tell_moved(self.window, moved)
        return None, None

    def _keep_waiting(self, err: HistoryError | None) -> None:
        """The game could not go into the history now: it waits on disk and is tried again
        (at the next game's end, at the next start, and every minute); said once."""
        if not self._retry.isActive():
            self._retry.start()
        if self._told_waiting:
            return
        self._told_waiting = True
        text = waiting_text(err)
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
        from bingolino_app.ui.statistics import StatisticsWindow

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
        from bingolino_app.ui.library import LibraryWindow

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
        from bingolino_app.ui.review import open_review_recorded

        return open_review_recorded(self.window, row)

    def open_recorded(self, row: int) -> bool:
        """Put a recorded game on the board, as a save is opened."""
        from bingolino_app.core import saves

        data = guarded(self.window, lambda store: store.load_save(row))
        if data is None:
            return False
        try:
            session = saves.from_dict(data)
        except saves.SaveError as err:
            warn(self.window, QCoreApplication.translate("HistoryUi", "Could not open the game"),
                 messages.save_error_text(err))
            return False
        if self.window._install(session, None) is None:
            return False  # the player kept the game in progress
        self.window.raise_()
        self.window.activateWindow()
        return True
