"""A whole Lino game played through the window, as a user would: tiles moved by click and
by drag, stones placed by mouse and keyboard, refusals explained in the status bar."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from bingolino_app.core.session import Seat
from bingolino_app.games.lino.state import Move, Place

MAX_STEPS = 400


def scene_point(view, scene_pos):
    pos = view.mapFromScene(scene_pos)
    assert view.viewport().rect().contains(pos)
    return pos


def click(view, scene_pos) -> None:
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, scene_point(view, scene_pos))


def drag(view, start, end) -> None:
    a, b = scene_point(view, start), scene_point(view, end)
    QTest.mousePress(view.viewport(), Qt.LeftButton, Qt.NoModifier, a)
    mid = (a + b) / 2
    QTest.mouseMove(view.viewport(), mid)
    QTest.mouseMove(view.viewport(), b)
    QTest.mouseRelease(view.viewport(), Qt.LeftButton, Qt.NoModifier, b)


def test_full_game_against_greedy_through_the_board(window, qtbot):
    window.start_game("lino", [Seat("Ann"), Seat("Bot", "computer", "greedy")],
                      {"starter": 0}, 2024)
    session = window.controller.session
    view, board = window.view, window.board
    messages = []
    board.message.connect(messages.append)
    done = {"click_move": 0, "drag_move": 0, "mouse_stone": 0, "key_stone": 0}
    for step in range(MAX_STEPS):
        qtbot.waitUntil(lambda: bool(session.pending_humans()) or session.state.is_terminal(),
                        timeout=10_000)
        state = session.state
        if state.is_terminal():
            break
        before = len(session.history)
        legal = state.legal_actions(0)
        if state.phase == "build":
            move = legal[step * 7 % len(legal)]
            if step % 2:
                drag(view, board.tile_scene_pos(move.tile), board.cell_scene_pos((move.col,
                                                                                  move.row)))
                done["drag_move"] += 1
            else:
                click(view, board.tile_scene_pos(move.tile))
                click(view, board.cell_scene_pos((move.col, move.row)))
                done["click_move"] += 1
            assert session.history[before].action == move
        elif step % 5 == 0 and board.interaction.cursor is not None:
            # Keyboard: walk the cursor to an empty tile, then Enter.
            place = legal[0]
            target = state.pos[place.tile]
            view.setFocus()
            while board.interaction.cursor != target:
                c, r = board.interaction.cursor
                key = (Qt.Key_Right if c < target[0] else Qt.Key_Left if c > target[0]
                       else Qt.Key_Down if r < target[1] else Qt.Key_Up)
                QTest.keyClick(view, key)
            QTest.keyClick(view, Qt.Key_Return)
            assert session.history[before].action == place
            done["key_stone"] += 1
        else:
            taken = [t for t, s in enumerate(state.stones) if s != -1]
            if taken:  # a refused click explains itself and changes nothing
                count = len(messages)
                click(view, board.tile_scene_pos(taken[0]))
                assert len(session.history) == before and len(messages) == count + 1
            place = legal[-1]
            click(view, board.tile_scene_pos(place.tile))
            assert session.history[before].action == place
            done["mouse_stone"] += 1
        assert isinstance(session.history[before].action, (Move, Place))
    assert session.state.is_terminal()
    assert done["click_move"] and done["drag_move"] and done["mouse_stone"] and done["key_stone"]
    assert session.state.winners()
    assert sum(1 for s in session.state.stones if s == 0) == 24


def test_a_refused_drop_names_the_rule(window, qtbot):
    window.start_game("lino", [Seat("Ann"), Seat("Bob")], {"starter": 0}, 7)
    board, view = window.board, window.view
    messages = []
    board.message.connect(messages.append)
    state = window.controller.session.state
    tile = state.pos.index((5, 10))  # the bottom of the cross
    far = (0, 10)  # touches no other tile
    drag(view, board.tile_scene_pos(tile), board.cell_scene_pos(far))
    assert len(window.controller.session.history) == 1  # only the setup
    assert messages and "group" in messages[-1]
    other = state.pos.index((4, 0))
    drag(view, board.tile_scene_pos(other), board.cell_scene_pos((3, 1)))  # occupied now
    assert "before" in messages[-1]
