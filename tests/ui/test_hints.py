"""Hints (issue 33, item 7): Bingolino's hint marks the tile on the board (it was only "row 4,
column 1" in the status bar); a Domino hint to declare turns Declare on; a hint never compares
two numbers that read the same ("24.7 turns … instead of 24.7"); a hint leaves the status bar
with the decision it answered (it stayed 15 seconds into the next ones)."""

from __future__ import annotations

import pytest

from bingolino_app.core.analysis import Hint
from bingolino_app.core.bots import bot_seed, choose_move
from bingolino_app.core.session import Seat, Session
from bingolino_app.games.bingolino.state import ChooseDice, Flip
from bingolino_app.games.domino_bingo.state import Play
from bingolino_app.ui.boards import analysis_texts as texts
from bingolino_app.ui.boards.accessible import part_of


def test_equal_looking_values_are_told_apart_or_called_as_good(qapp):
    obs = None
    close = Hint(ChooseDice(3), "turns", 24.71, ChooseDice(2), 24.74)
    text = texts.hint_reason("bingolino", close, obs)
    assert "24.71" in text and "24.74" in text, text
    same = Hint(ChooseDice(3), "turns", 24.7, ChooseDice(2), 24.7)
    text = texts.hint_reason("bingolino", same, obs)
    assert "is as good" in text and "instead of" not in text, text
    chance = Hint(ChooseDice(3), "win_chance", 0.4501, ChooseDice(2), 0.4499)
    text = texts.hint_reason("bingolino", chance, obs)
    assert "45.01%" in text or "45.0%" not in text, text


def _play_until(window, qtbot, wanted, limit=400):
    c = window.controller
    for _ in range(limit):
        humans = c.legal_by_human()
        if humans and wanted(humans):
            return humans
        if window.board.go_on():
            continue
        if humans:
            player, legal = next(iter(humans.items()))
            s = c.session
            window.board.action_chosen.emit(player, choose_move(
                s.game_id, "greedy", s.state.observation(player), legal,
                bot_seed(s.seed, len(s.history), player)))
        else:
            qtbot.wait(10)
    raise AssertionError("never reached")


def test_bingolinos_hint_marks_the_tile_and_leaves_with_the_decision(window, qtbot):
    window.start_game("bingolino", [Seat("Ann"), Seat("Bot", "computer", "greedy")],
                      {"starter": 0}, 5)
    board = window.board
    _play_until(window, qtbot, lambda h: len(h.get(0, [])) >= 2 and isinstance(h[0][0], Flip))
    window.suggest_move()
    qtbot.waitUntil(lambda: board.hint_cell is not None, timeout=20_000)
    player, cell = board.hint_cell
    tile = board.grids[player].tiles[cell]
    assert tile.hinted
    assert "suggested" in part_of(board, f"cell:{player}:{cell}").name
    reason = window.statusBar().currentMessage()
    assert reason.startswith("The strong computer plays")
    board.action_chosen.emit(0, Flip(cell))
    assert window.statusBar().currentMessage() != reason
    assert not any(t.hinted for g in board.grids for t in g.tiles)


def test_a_domino_hint_to_declare_turns_declare_on(window, qtbot):
    window.start_game("domino_bingo", [Seat("Ann"), Seat("Bot", "computer", "greedy")],
                      {"variant": "russian"}, 1)
    board = window.board
    for seed in range(1, 40):
        try:
            humans = _play_until(window, qtbot, lambda h: any(
                isinstance(a, Play) and a.declare for a in h.get(0, [])), limit=200)
            break
        except AssertionError:
            window.start_game("domino_bingo", [Seat("Ann"), Seat("Bot", "computer", "greedy")],
                              {"variant": "russian"}, seed + 1)
            board = window.board
    declare = next(a for a in humans[0] if isinstance(a, Play) and a.declare)
    assert not board.declare
    board.show_hint(0, declare)
    assert board.declare and board.controls().declare_button.isChecked()
