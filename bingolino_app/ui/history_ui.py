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
from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, QObject, Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from bingolino_app.core import history as core
from bingolino_app.core.history import GameRecord, History, HistoryError
from bingolino_app.ui import messages
from bingolino_app.ui.i18n import current_language
from bingolino_app.ui.messages import english_plural
from bingolino_app.ui.player_names import OLD_DEFAULTS, default_name

_store: History | None = None
_store_path: Path | None = None
_refused: set[tuple[Path, str]] = set()  # failures told once per file and kind


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
        if (path, err.key) not in _refused:
            _refused.add((path, err.key))
            warn(parent, unavailable_title(), error_text(err))
        return None
    _store, _store_path = store, path
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


def error_text(err: HistoryError) -> str:
    args = err.args_
    if err.key == "history.newer":
        return QCoreApplication.translate(
            "HistoryUi", "The game history was written by a newer version of Bingolino. It is "
                         "left as it is; games are not recorded until Bingolino is updated.")
    if err.key == "history.busy":
        return QCoreApplication.translate(
            "HistoryUi", "Another Bingolino window kept the game history busy for too long. "
                         "Please try again.")
    if err.key == "profile.exists":
        return QCoreApplication.translate(
            "HistoryUi", "There is a profile named “%1” already.").replace(
            "%1", str(args.get("name", "")))
    if err.key == "profile.empty":
        return QCoreApplication.translate("HistoryUi", "A profile needs a name.")
    if err.key == "profile.missing":
        return QCoreApplication.translate("HistoryUi", "This profile no longer exists.")
    if err.key == "history.missing_game":
        return QCoreApplication.translate("HistoryUi", "This game is no longer in the history.")
    return QCoreApplication.translate("HistoryUi", "The game history could not be used: %1") \
        .replace("%1", str(args.get("reason", err.key)))


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
    return seat.name


def seat_text(index: int, seat: Any) -> str:
    """A seat as the library lists it: the name, and the level of a computer."""
    if seat.kind == "computer":
        return f"{seat.name} ({messages.level_name(seat.level)})"
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
    return messages.fill(text, best.name, value, before)


# --- recording and the windows -----------------------------------------------------------------
@attrs.define
class _Watch:
    started: float
    finished_at_start: bool  # opened finished: looked at, not played
    row: int | None = None
    digest: str = ""


class HistoryUi(QObject):
    """The main window's link to the history (``MainWindow.history``)."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self.statistics_window: Any = None
        self.library_window: Any = None

    def store(self) -> History | None:
        return shared_store(self.window)

    # --- recording -------------------------------------------------------------------------
    def watch(self, controller: Any) -> None:
        """Record ``controller``'s game when it ends (called before it starts)."""
        if not self.window.autosave:  # screenshots leave the user's files alone
            return
        controller.history_watch = _Watch(time.time(), controller.session.state.is_terminal())
        controller.game_over.connect(self._game_over)  # no lambda holding the controller

    def _game_over(self) -> None:
        controller = self.window.controller  # only the game on screen ends
        watch = getattr(controller, "history_watch", None)
        if watch is None or watch.finished_at_start:
            return
        record = GameRecord.from_session(controller.session, watch.started, time.time())
        key = core.digest(record.save)
        if key == watch.digest:
            return  # the same end again (Redo): recorded already
        failed = QCoreApplication.translate("HistoryUi",
                                            "The game could not be recorded in the history")
        result = guarded(self.window, lambda store: store.record(record, replace=watch.row),
                         failed)
        if result is None:
            return
        watch.row, watch.digest = result.row, key
        if result.bests:
            text = " ".join(best_text(b) for b in result.bests)
            self.window.side_panel.set_note(text)
            self.window.statusBar().showMessage(text, 10_000)
        self.refresh_windows()

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
