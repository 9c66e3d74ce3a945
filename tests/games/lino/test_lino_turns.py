"""Lino's course of a game pinned: six building moves, 48 stones, draws and who begins next,
and the validation of every chance outcome."""

from __future__ import annotations

import random

import pytest

from bingolino_app.core.game import CHANCE
from bingolino_app.games.lino import rules
from bingolino_app.games.lino.scoring import EMPTY
from bingolino_app.games.lino.state import LinoState, Place, Setup, Starter

from lino_numbers_helpers import BLOCK, new_state


# --- the game ----------------------------------------------------------------------------------
def test_six_building_moves_then_filling():
    state = new_state()
    for k in range(6):
        assert state.phase == "build"
        assert state.observation(0).builds_left == [(3, 3), (2, 3), (2, 2), (1, 2), (1, 1),
                                                    (0, 1)][k]
        state.apply(state.legal_actions(state.active)[0], state.active)
    assert state.phase == "fill" and state.active == 0
    assert state.observation(0).builds_left == (0, 0)


def test_a_moved_tile_stays_and_used_cells_stay_used():
    state = new_state()
    move = state.legal_actions(0)[0]
    origin = state.pos[move.tile]
    state.apply(move, 0)
    assert state.moved[move.tile] and origin in state.used and (move.col, move.row) in state.used
    assert all(m.tile != move.tile for m in state.legal_actions(1))
    assert all((m.col, m.row) not in state.used for m in state.legal_actions(1))


def test_48_stones_end_the_game_47_do_not():
    state = new_state()
    for _ in range(6):
        state.apply(state.legal_actions(state.active)[0], state.active)
    for k in range(48):
        assert state.phase == "fill"
        left = state.observation(0).stones_left
        assert left == (24 - (k + 1) // 2, 24 - k // 2)
        state.apply(state.legal_actions(state.active)[0], state.active)
    assert state.phase == "end"
    assert state.stones.count(EMPTY) == 8
    assert state.observation(0).stones_left == (0, 0)


def test_equal_totals_are_a_draw_and_the_loser_begins_the_next_game():
    state = new_state()
    state.results = [{"first": 0, "rows": [0, 0], "runs": [0, 0], "bonus": [0, 0],
                      "total": [5, 5]}]
    state.stones = [0] * 24 + [1] * 23 + [EMPTY] * 9
    state.phase, state.active = "fill", 1
    state.results = []
    tile = state.stones.index(EMPTY)
    state.apply(Place(tile), 1)
    totals = state.results[0]["total"]
    assert state.winners() == [p for p in (0, 1) if totals[p] == max(totals)]
    if len(state.winners()) == 1:
        assert state.next_game_options()["starter"] == 1 - state.winners()[0]
    else:
        assert state.next_game_options()["starter"] == 0


# --- chance ------------------------------------------------------------------------------------
@pytest.mark.parametrize("player,ok", [(-1, False), (0, True), (1, True), (2, False)])
def test_the_starter_is_one_of_the_two(player, ok):
    state = LinoState(2, {"starter": -1})
    state.apply(Setup(rules.cross_layout(), rules.tile_backs()), CHANCE)
    assert state.phase == "starter"
    assert state.is_chance_outcome(Starter(player)) is ok
    assert {state.sample_chance(random.Random(s)).player for s in range(40)} == {0, 1}


def test_a_setup_is_the_chosen_layout_and_the_56_backs():
    state = LinoState(2, {"starter": 0})
    cross, backs = rules.cross_layout(), rules.tile_backs()
    assert state.is_chance_outcome(Setup(cross, backs))
    assert state.is_chance_outcome(Setup(cross, tuple(reversed(backs))))
    assert not state.is_chance_outcome(Setup(cross[:-1], backs))
    assert not state.is_chance_outcome(Setup(cross, backs[:-1]))
    assert not state.is_chance_outcome(Setup(cross, backs[:-1] + ("s",)))  # a fifth star
    assert not state.is_chance_outcome(Setup(cross, ("b9",) + backs[1:]))
    assert not state.is_chance_outcome(Setup(rules.parse_layout(BLOCK), backs))  # not the cross
    assert not state.is_chance_outcome(Starter(0))
    block = LinoState(2, {"layout": BLOCK, "starter": 0})
    assert block.is_chance_outcome(Setup(rules.parse_layout(BLOCK), backs))
    assert not block.is_chance_outcome(Setup(cross, backs))


def test_a_random_setup_needs_56_connected_distinct_cells():
    state = LinoState(2, {"layout": "random", "starter": 0})
    backs = rules.tile_backs()
    cells = rules.random_layout(random.Random(3))
    assert state.is_chance_outcome(Setup(cells, backs))
    assert not state.is_chance_outcome(Setup(cells[:-1] + (cells[0],), backs))  # a cell twice
    far = cells[:-1] + ((40, 40),)
    assert not state.is_chance_outcome(Setup(far, backs))  # two groups
    assert not state.is_chance_outcome(Setup(cells[:-1], backs))
