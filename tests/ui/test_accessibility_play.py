"""Whole games played the way a screen reader user plays them: every choice made by finding a
part of the window by its accessible name and performing its press action (the board's tiles,
stones, boxes and cells, the side panel's buttons), never a click or a key; and every move
said once, in order, with the text of its log line, through a QAccessibleAnnouncementEvent.

A computer ("greedy") decides what the screen reader user plays (the test needs a brain, not
eyes); only its choice is looked up by name and pressed.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QMessageBox

from a11y import Heard, Reader, name, press
from bingolino_app.core.bots import bot_seed, choose_move
from bingolino_app.core.session import Seat
from bingolino_app.ui.play.announce import MOVE, PROMPT

MAX_STEPS = 4000


@pytest.fixture
def screen_reader(window, monkeypatch):
    """Accessibility switched on (as when Orca runs), risky moves not asked about, and an
    ear on the announcer."""
    QAccessible.setActive(True)
    monkeypatch.setattr(QMessageBox, "exec", lambda box: QMessageBox.Yes)
    heard = Heard(monkeypatch, window.announcer)
    yield heard
    QAccessible.setActive(False)


def brain(session, player: int = 0):
    """What the greedy computer would play for ``player`` now."""
    state = session.state
    return choose_move(session.game_id, "greedy", state.observation(player),
                       state.legal_actions(player), bot_seed(session.seed, len(session.history),
                                                             player))


def wait(qtbot, window, board_waits=False) -> None:
    session, board = window.controller.session, window.board
    qtbot.waitUntil(lambda: bool(session.pending_humans()) or session.state.is_terminal()
                    or (board_waits and board.waits_for_click()), timeout=15_000)


def check_announced(window, heard: Heard) -> None:
    """Each line of the log said once, in order, as a polite announcement to Qt."""
    lines = window.side_panel.lines()
    assert lines and heard.kind(MOVE) == lines
    posted = [text for text, politeness in heard.events if politeness == "Polite"]
    said_politely = [text for text, kind in heard.said if kind in (MOVE, PROMPT)]
    assert posted == said_politely  # every one of them reached Qt as an event


def test_bingolino_by_screen_reader(window, qtbot, screen_reader):
    window.start_game("bingolino", [Seat("Ann"), Seat("Bot", "computer", "greedy")], {}, 5)
    session = window.controller.session
    reader = Reader(window.splitter)
    did = {"arrange": 0, "dice": 0, "tile": 0}
    for _ in range(MAX_STEPS):
        wait(qtbot, window)
        if session.state.is_terminal():
            break
        before = len(session.history)
        phase = session.state.phase
        if phase == "arrange":
            press(reader.find("^Arrange for me$"))
            press(reader.find("^Done$"))
            did["arrange"] += 1
        elif phase == "choose":
            count = brain(session).count
            press(reader.find(f"^Roll {count} dic?e$"))
            did["dice"] += 1
        else:
            action = brain(session)
            grid = reader.find("^Ann's grid")
            row, column = divmod(action.cell, 4)
            tile = reader.find(f"^Row {row + 1}, column {column + 1}: ", within=grid)
            assert "you may turn it" in name(tile)
            press(tile)
            did["tile"] += 1
        assert len(session.history) > before, f"the press did nothing in phase {phase}"
    assert session.state.is_terminal()
    assert did["arrange"] == 1 and did["dice"] and did["tile"]
    check_announced(window, screen_reader)
    assert screen_reader.kind(PROMPT)  # what to do was said too


def test_qwingo_by_screen_reader(window, qtbot, screen_reader):
    from bingolino_app.games.qwingo.state import Call, Enter, Pass, Setup
    from bingolino_app.ui.boards.qwingo.texts import symbol_name

    window.start_game("qwingo", [Seat("Ann"), Seat("Bot", "computer", "greedy")], {}, 8)
    session = window.controller.session
    reader = Reader(window.splitter)
    did = {"setup": 0, "call": 0, "enter": 0, "pass": 0}
    for _ in range(MAX_STEPS):
        wait(qtbot, window)
        if session.state.is_terminal():
            break
        before = len(session.history)
        action = brain(session)
        if isinstance(action, Setup):
            press(reader.find("^Place for me$"))
            press(reader.find("^Done$"))
            did["setup"] += 1
        elif isinstance(action, Call):
            field = reader.find("^Number to call$")
            field.valueInterface().setCurrentValue(action.number)
            press(reader.find("^Call and roll$"))
            did["call"] += 1
        elif isinstance(action, Enter):
            sheet = reader.find("^Ann's sheet")
            column = reader.find(f"^{symbol_name(action.column)} column", within=sheet)
            box = reader.find(f"^Box {action.box + 1}: ", within=column)
            assert "may go here" in name(box)
            press(box)
            did["enter"] += 1
        elif isinstance(action, Pass):
            press(reader.find("^Pass$"))
            did["pass"] += 1
        assert len(session.history) > before, f"the press did nothing for {action}"
    assert session.state.is_terminal()
    assert did["setup"] == 1 and did["call"] and did["enter"]
    check_announced(window, screen_reader)


def test_domino_bingo_by_screen_reader(window, qtbot, screen_reader):
    from bingolino_app.games.domino_bingo.state import Close

    window.set_after_trick("click")  # each finished trick waits: pressed away by the table
    window.start_game("domino_bingo", [Seat("Ann"), Seat("Bot", "computer", "greedy")],
                      {"variant": "russian", "target": 7}, 12)
    session, board = window.controller.session, window.board
    reader = Reader(window.splitter)
    did = {"stone": 0, "table": 0, "sheet": 0, "close": 0, "declare": 0}
    for _ in range(MAX_STEPS):
        wait(qtbot, window, board_waits=True)
        if session.state.is_terminal() and not board.result_held():
            break
        before = (len(session.history), board.pace.fresh, board.pace.summary_deal)
        if board.sheet.isVisible():
            press(reader.find("^Next deal$"))
            did["sheet"] += 1
        elif board.waits_for_click() or (board.pace.fresh is not None
                                          and not board.my_legal()):
            press(reader.find("^Table: "))
            did["table"] += 1
        else:
            action = brain(session)
            if isinstance(action, Close):
                press(reader.find("^Close the stock$"))
                did["close"] += 1
            else:
                if action.declare:
                    press(reader.find("^Declare doubles$"))
                    did["declare"] += 1
                hand = reader.find("^Ann's hand")
                stone = reader.find(f"^{action.stone[0]}–{action.stone[1]}\\b", within=hand)
                assert "you may" in name(stone)
                press(stone)
                did["stone"] += 1
        after = (len(session.history), board.pace.fresh, board.pace.summary_deal)
        assert after != before, "the press did nothing"
    assert session.state.is_terminal()
    assert did["stone"] and did["table"] and did["sheet"]
    check_announced(window, screen_reader)


def test_lino_by_screen_reader(window, qtbot, screen_reader):
    from bingolino_app.games.lino import rules
    from bingolino_app.games.lino.state import Move

    window.start_game("lino", [Seat("Ann"), Seat("Bot", "computer", "greedy")], {}, 3)
    session, board = window.controller.session, window.board
    reader = Reader(window.splitter)
    did = {"move": 0, "place": 0, "next": 0}
    for _ in range(MAX_STEPS):
        wait(qtbot, window, board_waits=True)
        if session.state.is_terminal():
            break
        before = (len(session.history), board.upcoming is None)
        if board.upcoming is not None:
            press(reader.find("^Begin game 2$"))
            did["next"] += 1
            continue
        action = brain(session)
        obs = board.obs
        table = reader.find("^The board, ")
        if isinstance(action, Move):
            where = rules.cell_name(obs.box, obs.pos[action.tile])
            tile = reader.find(f"^{where}: ", within=table)
            assert "you may move this tile" in name(tile)
            press(tile)
            target = reader.find(f"^{rules.cell_name(obs.box, (action.col, action.row))}: ",
                                 within=reader.find("^The board, "))
            assert "the picked tile may go here" in name(target)
            press(target)
            did["move"] += 1
        else:
            where = rules.cell_name(obs.box, obs.pos[action.tile])
            cell = reader.find(f"^{where}: ", within=table)
            assert "you may place a stone here" in name(cell)
            press(cell)
            did["place"] += 1
        assert (len(session.history), board.upcoming is None) != before, "the press did nothing"
    assert session.state.is_terminal()
    assert did["move"] and did["place"]
    check_announced(window, screen_reader)
