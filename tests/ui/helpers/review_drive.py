"""Review mode in tests: a finished session played by the quick bots, a review window opened
on it at the smallest screen and made active, its analysis run to the end, keys, and whether
the board and the log show a position. ``fresh_store`` (autouse where imported) keeps the
analysis quick and the history store fresh for each test."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from bingolino_app.core.bots import bot_seed, choose_move
from bingolino_app.core.session import Seat, Session
from bingolino_app.ui.history import store as history_ui
from bingolino_app.ui.review import open_review
from bingolino_app.ui.review.window import ReviewWindow

EFFORT = 0.05  # a few samples: the tests check the machinery, not the verdicts


def finished(game_id: str, seed: int = 4, humans: int = 1, stop=None, names=None) -> Session:
    names = names or ["Ann", "Bot 1"]
    seats = [Seat(name, "human" if i < humans else "computer", "greedy")
             for i, name in enumerate(names)]
    session = Session(game_id, seats, {}, seed=seed)
    while not session.state.is_terminal() and not (stop and stop(session)):
        p = session.pending_players()[0]
        state = session.state
        level = "easy" if p == 0 else "greedy"
        session.apply(p, choose_move(game_id, level, state.observation(p),
                                     state.legal_actions(p),
                                     bot_seed(seed, len(session.history), p)))
    return session


@pytest.fixture(autouse=True)
def fresh_store(monkeypatch):
    monkeypatch.setattr(ReviewWindow, "effort", EFFORT)
    history_ui.reset_store()
    yield
    history_ui.reset_store()


def review(window, session, reviewer=None) -> ReviewWindow:
    rw = open_review(window, session, reviewer)
    rw.resize(1024, 600)
    rw.activateWindow()  # its shortcuts answer while it is the active window
    qtbot_wait_active(rw)
    return rw


def qtbot_wait_active(widget) -> None:
    from PySide6.QtCore import QCoreApplication, QDeadlineTimer
    from PySide6.QtWidgets import QApplication

    deadline = QDeadlineTimer(3000)
    while QApplication.activeWindow() is not widget and not deadline.hasExpired():
        QCoreApplication.processEvents()


def analysed(qtbot, rw: ReviewWindow) -> None:
    rw.analyse()
    assert rw.progress_bar.isVisible() and rw.cancel_button.isEnabled()
    assert rw.cancel_button.isVisible() and not rw.analyse_button.isVisible()  # in its place
    bar, cancel = rw.progress_bar.geometry(), rw.cancel_button.geometry()
    assert abs(bar.center().y() - cancel.center().y()) <= 2  # in its row: no new line
    qtbot.waitUntil(lambda: not rw.runner.running, timeout=120_000)


def key(rw, k) -> None:
    QTest.keyClick(rw, k)


def shows(rw, k) -> bool:
    """The board draws position ``k`` and the log's current line belongs to it."""
    view = rw.replay.view(k, rw.seat, rw.show_all)
    current = rw.log.currentItem()
    log_ok = current is None if k == 0 and not rw.replay.events[0] else (
        current is not None and current.data(Qt.UserRole) <= k)
    return rw.board.obs == view and rw.navigator.position() == k and log_ok
