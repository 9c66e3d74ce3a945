"""A monkey at every game's window: random clicks and drags on the board (mostly on its
items), random keys, the visible buttons (the hot-seat cover's too), the spin boxes pushed
past their ends, Undo, Redo, Hint, and now and then a legal move chosen as the board would.
Nothing it does may raise (pytest-qt fails a test on an exception in any Qt handler), and the
game stays the one its seed and actions replay. Questions and dialogs answer at once."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QDialog, QMessageBox, QSpinBox

from bingolino_app.core.session import Seat, Session

pytestmark = pytest.mark.slow  # a soak: random input through whole games

KEYS = (Qt.Key_Left, Qt.Key_Right, Qt.Key_Up, Qt.Key_Down, Qt.Key_Return, Qt.Key_Escape,
        Qt.Key_Space, Qt.Key_Tab, Qt.Key_0, Qt.Key_1, Qt.Key_2, Qt.Key_3, Qt.Key_4, Qt.Key_5,
        Qt.Key_9, Qt.Key_P, Qt.Key_D, Qt.Key_C, Qt.Key_R, Qt.Key_Backspace, Qt.Key_Delete)
CASES = {  # hot seat with a computer, and alone or against one
    "bingolino-hot-seat": ("bingolino", [Seat("Ann"), Seat("Bob"), Seat("Cy", "computer", "greedy")], {}),
    "bingolino-solo": ("bingolino", [Seat("Ann")], {}),
    "qwingo-hot-seat": ("qwingo", [Seat("Ann"), Seat("Bob"), Seat("Cy", "computer", "greedy")], {}),
    "qwingo-solo": ("qwingo", [Seat("Ann")], {}),
    "domino-computer": ("domino_bingo", [Seat("Ann"), Seat("Bob", "computer", "greedy")], {}),
    "domino-hot-seat": ("domino_bingo", [Seat("Ann"), Seat("Bob")], {"variant": "english"}),
    "lino-computer": ("lino", [Seat("Ann"), Seat("Bob", "computer", "greedy")], {"starter": 0}),
    "lino-hot-seat": ("lino", [Seat("Ann"), Seat("Bob")], {"starter": 1, "match": "fair"}),
}
STEPS = 150


def board_point(view, rng: random.Random) -> QPointF:
    """Mostly the centre of a visible item (a tile, a box, a stone), else anywhere."""
    items = [i for i in view.scene().items() if i.isVisible()]
    if items and rng.random() < 0.7:
        return rng.choice(items).sceneBoundingRect().center()
    rect = view.scene().sceneRect()
    return QPointF(rect.left() + rng.random() * rect.width(),
                   rect.top() + rng.random() * rect.height())


def one_step(window, qtbot, rng: random.Random) -> None:
    view, c = window.view, window.controller
    viewport = view.viewport()
    r = rng.random()
    if r < 0.35:
        QTest.mouseClick(viewport, Qt.LeftButton, Qt.NoModifier,
                         view.mapFromScene(board_point(view, rng)))
    elif r < 0.45:
        a, b = (view.mapFromScene(board_point(view, rng)) for _ in range(2))
        QTest.mousePress(viewport, Qt.LeftButton, Qt.NoModifier, a)
        QTest.mouseMove(viewport, (a + b) / 2)
        QTest.mouseMove(viewport, b)
        QTest.mouseRelease(viewport, Qt.LeftButton, Qt.NoModifier, b)
    elif r < 0.7:
        QTest.keyClick(view, rng.choice(KEYS))
    elif r < 0.85:
        buttons = [b for b in window.findChildren(QAbstractButton)
                   if b.isVisible() and b.isEnabled() and b.window() is window]
        if buttons:
            rng.choice(buttons).click()
    elif r < 0.9:
        spins = [s for s in window.findChildren(QSpinBox) if s.isVisible() and s.isEnabled()]
        if spins:
            spin = rng.choice(spins)
            spin.setValue(rng.randint(spin.minimum() - 5, spin.maximum() + 5))
    elif r < 0.97:
        legal = c.legal_by_human()
        if legal and not c.covered:
            player = rng.choice(sorted(legal))
            if legal[player]:
                c.board.action_chosen.emit(player, rng.choice(legal[player]))
    else:
        action = rng.choice([window.act_undo, window.act_redo, window.act_hint])
        if action.isEnabled():
            action.trigger()
    qtbot.wait(rng.choice([0, 0, 5, 30]))


@pytest.mark.parametrize("case", list(CASES))
def test_random_input_never_breaks_a_game(window, qtbot, monkeypatch, case):
    for name in ("question", "warning", "information", "critical"):
        monkeypatch.setattr(QMessageBox, name, staticmethod(lambda *a, **k: QMessageBox.Yes))
    monkeypatch.setattr(QMessageBox, "exec", lambda self: QMessageBox.Yes)
    monkeypatch.setattr(QDialog, "exec", lambda self: 0)
    game, seats, options = CASES[case]
    rng = random.Random(case)
    window.resize(1024, 600)
    window.start_game(game, seats, options, 3)
    for _ in range(STEPS):
        one_step(window, qtbot, rng)
    session = window.controller.session
    assert session.history  # the monkey got somewhere
    again = Session.replay(session.game_id, session.seats, session.options, session.seed,
                           session.actions)
    assert again.state.snapshot() == session.state.snapshot()
