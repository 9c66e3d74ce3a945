"""The game history's store as the window uses it: one shared connection per data folder,
failures told once and in the player's words, a damaged file set aside (told), and the games
whose record proved unreadable. Imports only core and ui.common."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from bingolino_app.core import history as core
from bingolino_app.core.history import History, HistoryError
from bingolino_app.ui.common.text import isolated

_store: History | None = None
_store_path: Path | None = None
_refused: set[tuple[Path, str]] = set()  # failures told once per file and kind
_last_refusal: dict[Path, HistoryError] = {}  # why the store of a file could not be opened


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
