"""Whole Qwingo games played through the window's own controls, as a user would: a solo game
by keys and clicks, and a two-human hot-seat game behind the cover screen."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from bingolino_app.core.session import Seat
from bingolino_app.games.qwingo import rules
from bingolino_app.games.qwingo.state import Enter
from qwingo_ui import advice, click_scene, drag_scene, type_number

MAX_STEPS = 400  # far above a real game: a stuck game fails instead of hanging


def test_solo_game_by_drag_keys_and_clicks(window, qtbot):
    window.start_game("qwingo", [Seat("Solo")], {}, 11)
    session, board, view = window.controller.session, window.board, window.view
    # Setup by drag and drop: 10..50 from the tray into columns 0..4.
    for c, number in enumerate(rules.START_NUMBERS):
        drag_scene(view, board.chip_scene_pos(number), board.box_scene_pos(0, c, c + 1))
    assert session.state.phase == "setup"  # nothing is sent before Done
    qtbot.mouseClick(board.controls().done_button, Qt.LeftButton)
    assert [session.state.sheets[0][c][c + 1] for c in range(5)] == list(rules.START_NUMBERS)
    calls = entries = 0
    for _ in range(MAX_STEPS):
        state = session.state
        if state.is_terminal():
            break
        before = len(session.history)
        if state.phase == "call":
            type_number(view, advice(session, 0).number)  # digits typed on the board
            calls += 1
        else:
            choice = advice(session, 0)
            if isinstance(choice, Enter):
                click_scene(view, board.box_scene_pos(0, choice.column, choice.box))
                entries += 1
        assert len(session.history) > before, f"nothing happened in phase {state.phase}"
    assert session.state.is_terminal() and session.state.winners() == [0]
    assert calls == session.state.turn and entries > 10
    assert str(session.state.turn) in board.prompt()  # "Qwingo in N turns! Rank: ..."


def test_two_humans_hot_seat_behind_the_cover(window, qtbot):
    window.start_game("qwingo", [Seat("Ann"), Seat("Ben")], {}, 5)
    c, board, view = window.controller, window.board, window.view
    session = c.session
    seen_cover = 0
    for _ in range(4 * MAX_STEPS):
        if session.state.is_terminal():
            break
        if c.covered:
            assert window.board_stack.currentWidget() is window.cover
            qtbot.mouseClick(window.cover.button, Qt.LeftButton)
            seen_cover += 1
            continue
        state = session.state
        me = c.seated
        obs = board.obs
        if state.phase == "setup":
            # Nobody else's setup shows while I place mine.
            assert all(obs.sheets[p] is None for p in range(2) if p != me)
            QTest.keyClick(view, Qt.Key_P)  # place for me ...
            QTest.keyClick(view, Qt.Key_D)  # ... and done
        elif state.phase == "call":
            board.controls().spin.setValue(advice(session, me).number)
            qtbot.mouseClick(board.call_button(), Qt.LeftButton)
        else:
            choice = advice(session, me)
            assert isinstance(choice, Enter)
            click_scene(view, board.box_scene_pos(me, choice.column, choice.box))
        assert not session.state.is_terminal() or session.state.winners()
    assert session.state.is_terminal()
    # Only the setups are secret: a cover for Ann's and one for Ben's, then none (the
    # sheets are public; 50 clicks through "Pass to …" a game before).
    assert seen_cover == 2
    assert all(s is not None for s in board.obs.sheets)  # at the end every sheet is shown
