"""The review window with the keyboard alone, as a screen reader user works it: Tab goes from
the board through the choice of player, the steps, Analyse, Print and PDF, the decisions and
Continue, every stop named; the arrows step through the game (each step said); Space presses
the button that has the focus; the decisions and the log are read with Up and Down, the game
following them; F2 reads the position."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QDeadlineTimer, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from a11y import Heard, name
from bingolino_app.core.bots import bot_seed, choose_move
from bingolino_app.core.session import Seat, Session
from bingolino_app.ui.history import store as history_ui
from bingolino_app.ui.play.announce import MOVE, POSITION
from bingolino_app.ui.review import open_review
from bingolino_app.ui.review.window import ReviewWindow


def finished(game_id: str, seed: int = 4) -> Session:
    session = Session(game_id, [Seat("Ann"), Seat("Bot", "computer", "greedy")], {}, seed)
    while not session.state.is_terminal():
        p = session.pending_players()[0]
        state = session.state
        session.apply(p, choose_move(game_id, "greedy", state.observation(p),
                                     state.legal_actions(p),
                                     bot_seed(seed, len(session.history), p)))
    return session


@pytest.fixture(autouse=True)
def quick_analysis(monkeypatch):
    monkeypatch.setattr(ReviewWindow, "effort", 0.05)
    history_ui.reset_store()
    yield
    history_ui.reset_store()


def active(widget) -> None:
    widget.activateWindow()
    deadline = QDeadlineTimer(5000)
    while QApplication.activeWindow() is not widget and not deadline.hasExpired():
        QCoreApplication.processEvents()


def tab_stops(rw) -> list:
    """The widgets Tab reaches from the board, once round."""
    rw.view.setFocus()
    stops = [rw.view]
    for _ in range(60):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key_Tab)
        focused = QApplication.focusWidget()
        if focused is rw.view:
            return stops
        stops.append(focused)
    raise AssertionError("Tab never came back to the board")


def test_the_review_by_keyboard_and_screen_reader(window, qtbot, monkeypatch):
    rw = open_review(window, finished("bingolino"), 0)
    rw.resize(1100, 760)
    active(rw)
    heard = Heard(monkeypatch, rw.announcer)
    nav = rw.navigator
    rw.go(rw.replay.last // 2)  # every step button enabled
    stops = tab_stops(rw)
    for widget in (rw.view, rw.seat_combo, rw.show_all_box, nav.first_button, nav.back_button,
                   nav.play_button, nav.forward_button, nav.last_button, nav.speed, nav.slider,
                   rw.analyse_button, rw.print_button, rw.pdf_button, rw.decisions,
                   rw.continue_button):
        assert widget in stops, f"Tab does not reach {type(widget).__name__}"
    assert stops.index(rw.view) < stops.index(rw.seat_combo) < stops.index(nav.play_button) \
        < stops.index(rw.analyse_button) < stops.index(rw.decisions) \
        < stops.index(rw.continue_button)
    for widget in stops:
        label = name(QAccessible.queryAccessibleInterface(widget))
        assert label.strip(), f"{type(widget).__name__} has no name"

    # The arrows step, from wherever the focus is; each step is said.
    rw.view.setFocus()
    QTest.keyClick(rw.view, Qt.Key_Home)
    assert rw.position == 0
    QTest.keyClick(rw.view, Qt.Key_Right)
    QTest.keyClick(rw.view, Qt.Key_Right)
    assert rw.position == 2
    assert heard.kind(MOVE)[-1] == rw.navigator.position_label.text()
    assert heard.events and heard.events[-1][0] == rw.navigator.position_label.text()

    # F2: the position, with the board's own words.
    QTest.keyClick(rw.view, Qt.Key_F2)
    position = heard.kind(POSITION)[-1]
    assert rw.navigator.position_label.text().split(" — ")[0] in position
    assert rw.board.position_text().split(".")[0] in position

    # Space presses the focused button (Analyse), not the autoplay.
    rw.analyse_button.setFocus()
    QTest.keyClick(rw.analyse_button, Qt.Key_Space)
    qtbot.waitUntil(lambda: rw.analyse_button.isVisible() and rw.decisions.count() > 1,
                    timeout=60_000)
    assert not nav.playing()

    # Up and Down in the decisions: the game goes to each decision.
    rw.decisions.setFocus()
    rw.decisions.setCurrentRow(0)
    first = rw.decisions.item(0).data(Qt.UserRole)
    assert rw.position == first
    QTest.keyClick(rw.decisions, Qt.Key_Down)
    assert rw.position == rw.decisions.item(1).data(Qt.UserRole)
    assert rw.decisions.currentRow() == 1

    # The log, line by line: every line reached, the game following.
    rw.tabs.setCurrentIndex(1)
    rw.log.setFocus()
    rw.log.setCurrentRow(0)
    seen = []
    for _ in range(rw.log.count() - 1):
        QTest.keyClick(rw.log, Qt.Key_Down)
        seen.append(rw.log.currentRow())
        assert rw.position == rw.log.currentItem().data(Qt.UserRole)
    assert seen == list(range(1, rw.log.count()))  # no line skipped
    rw.close()


def test_continue_from_here_by_space(window, qtbot):
    rw = open_review(window, finished("lino", seed=2), 0)
    active(rw)
    QTest.keyClick(rw.view, Qt.Key_Home)
    for _ in range(5):
        QTest.keyClick(rw.view, Qt.Key_Right)
    rw.continue_button.setFocus()
    QTest.keyClick(rw.continue_button, Qt.Key_Space)
    qtbot.waitUntil(lambda: window.controller is not None, timeout=5000)  # an animated click
    assert not window.controller.session.state.is_terminal()
    assert len(window.controller.session.history) >= 5
