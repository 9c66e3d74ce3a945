"""Whole Bingolino games played through the window's own controls, as a user would."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from bingolino_app import paths
from bingolino_app.core.session import Seat
from bingolino_app.games.bingolino.state import Flip, TurnBack

MAX_STEPS = 3000  # far above any real game: a stuck game fails instead of hanging


def wait_for_human(qtbot, session) -> None:
    qtbot.waitUntil(lambda: bool(session.pending_humans()) or session.state.is_terminal(),
                    timeout=10_000)


def test_full_game_by_keyboard_against_the_computer(window, qtbot):
    window.start_game("bingolino", [Seat("Ann"), Seat("Bot", "computer", "greedy")], {}, 2024)
    session = window.controller.session
    view = window.view
    did = {"arrange": 0, "dice": 0, "flip": 0, "back": 0}
    for step in range(MAX_STEPS):
        wait_for_human(qtbot, session)
        if session.state.is_terminal():
            break
        state = session.state
        before = len(session.history)
        target = view.viewport() if step % 2 else view  # both routes reach the scene
        if state.phase == "arrange":
            QTest.keyClick(target, Qt.Key_A)  # arrange for me...
            QTest.keyClick(target, Qt.Key_D)  # ...and keep it
            did["arrange"] += 1
        elif state.phase == "choose":
            QTest.keyClick(target, Qt.Key_1 + step % 5)  # 1 to 5 dice
            did["dice"] += 1
        else:
            legal = state.legal_actions(0)
            QTest.keyClick(target, Qt.Key_Right)  # shows the cursor on a legal tile
            QTest.keyClick(target, Qt.Key_Down)
            QTest.keyClick(target, Qt.Key_Return)
            did["flip" if isinstance(legal[0], Flip) else "back"] += 1
            assert isinstance(session.history[before].action, (Flip, TurnBack))
        assert len(session.history) > before, f"keys did nothing in phase {state.phase}"
    assert session.state.is_terminal()
    assert did["arrange"] == 1 and did["dice"] > 0 and did["flip"] > 0
    assert session.state.winners()
    winners = session.state.winners()
    assert "winner" in window.side_panel.score_labels[winners[0]].text()
    assert not paths.autosave_path().exists()  # a finished game leaves no autosave
    assert window.side_panel.log.count() > 10


def click_scene(qtbot, view, scene_pos) -> None:
    pos = view.mapFromScene(scene_pos)
    assert view.viewport().rect().contains(pos)
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, pos)


def test_solo_game_by_mouse(window, qtbot):
    window.start_game("bingolino", [Seat("Solo")], {}, 77)
    session = window.controller.session
    board, view = window.board, window.view
    controls = board.controls()
    for step in range(MAX_STEPS):
        if session.state.is_terminal():
            break
        state = session.state
        before = len(session.history)
        if state.phase == "arrange":
            qtbot.mouseClick(controls.arrange_button, Qt.LeftButton)
            qtbot.mouseClick(controls.done_button, Qt.LeftButton)
        elif state.phase == "choose":
            qtbot.mouseClick(board.dice_button(4 if step % 3 else 2), Qt.LeftButton)
        else:
            cell = state.legal_actions(0)[-1].cell
            click_scene(qtbot, view, board.cell_scene_pos(0, cell))
        assert len(session.history) > before, f"the click did nothing in phase {state.phase}"
    assert session.state.is_terminal()
    assert session.state.winners() == [0]
    assert session.state.stars(0) >= 4
