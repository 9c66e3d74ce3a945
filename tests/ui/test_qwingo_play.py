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


def test_undo_keeps_redo_while_a_computer_writes_at_the_same_time(window, qtbot):
    """Ann wrote before the computer did; Undo took both entries back, the computer wrote
    again within its pause (not always the same box), and Redo was gone before Ann could
    use it. Now the computer waits for Ann: Redo brings both entries back as they were."""
    window.set_speed(1.0)  # the computers' think pause: Ann may write first
    window.start_game("qwingo", [Seat("Ann"), Seat("Bot", "computer", "easy")], {}, 7)
    c, board = window.controller, window.board
    session = c.session
    for _ in range(MAX_STEPS):
        qtbot.waitUntil(lambda: bool(c.legal_by_human()), timeout=10_000)
        state = session.state
        if state.phase == "enter" and set(session.pending_players()) == {0, 1}:
            break
        if state.phase == "setup":
            QTest.keyClick(window.view, Qt.Key_P)
            QTest.keyClick(window.view, Qt.Key_D)
        else:
            board.action_chosen.emit(0, advice(session, 0))
    else:
        raise AssertionError("no entry where Ann and the computer write at once")
    board.action_chosen.emit(0, advice(session, 0))  # Ann first, inside the computer's pause
    qtbot.waitUntil(lambda: 1 not in session.pending_players(), timeout=10_000)
    played = list(session.actions)
    assert played[-1][0] == 1  # the computer's entry came after Ann's
    window.act_undo.trigger()
    assert session.can_redo() and window.act_redo.isEnabled()
    undone = len(session.history)
    qtbot.wait(3 * c.pause_ms())
    assert len(session.history) == undone and window.act_redo.isEnabled()
    assert window.side_panel.thinking_label.text() == ""  # nobody claims to be thinking
    window.act_redo.trigger()
    assert list(session.actions) == played
