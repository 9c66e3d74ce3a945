"""The rest of Lino's bookkeeping: end runs, a second game's results, move refusals at the
box's edges, whose turn it is, and bonus points in the total."""

from __future__ import annotations

import random

import pytest

from bingolino_app.core.game import CHANCE, Decision, IllegalAction
from bingolino_app.games.lino import rules, scoring
from bingolino_app.games.lino.scoring import EMPTY
from bingolino_app.games.lino.state import LinoState, Move, Place, Starter, move_refusal

from lino_numbers_helpers import new_state


# --- the rest of the state's bookkeeping -------------------------------------------------------
def last_stone_of(state: LinoState, pattern):
    """Fill the built board with ``pattern`` (tile -> player or EMPTY) but for one stone of
    player 1, then place it: the game's end events."""
    for _ in range(6):
        state.apply(state.legal_actions(state.active)[0], state.active)
    state.stones = list(pattern)
    last = state.stones.index(EMPTY)
    state.active = 1
    return state.apply(Place(last), 1)


def test_end_runs_are_told_with_their_tiles_points_and_ends():
    state = new_state()
    events = last_stone_of(state, [0] * 24 + [1] * 23 + [EMPTY] * 9)
    runs = scoring.runs(state.geo, state.stones)
    assert runs and any(p == 0 for p, _, _ in runs)
    assert [e.args for e in events if e.key == "lino.run"] == [
        {"player": p, "tiles": list(tiles), "points": points,
         "names": [state.cell_name(state.pos[tiles[0]]), state.cell_name(state.pos[tiles[-1]])]}
        for p, tiles, points in runs]


def test_a_second_game_keeps_the_first_ones_result_in_copies_and_snapshots():
    state = new_state(match="fair")
    last_stone_of(state, [0] * 24 + [1] * 23 + [EMPTY] * 9)
    assert state.game_no == 1 and len(state.results) == 1 and state.phase == "build"
    assert state.snapshot()["results"] == state.results
    twin = state.clone()
    assert twin.results == state.results and twin.options == state.options
    assert twin.events == [] and twin.snapshot() == state.snapshot()
    twin.results[0]["total"] = "changed"
    assert state.results[0]["total"] != "changed"


def test_move_refusals_at_the_edges_of_the_box():
    state = new_state()
    view = state.observation(0)
    c0, r0, c1, r1 = view.box
    tip = view.pos.index((4, 10))
    assert move_refusal(view, tip, (3, 11)) == "lino.disconnected"  # it would touch only itself
    assert move_refusal(view, tip, (4, 11)) is None
    state.apply(Move(tip, 5, 11), 0)
    view = state.observation(1)
    right = view.pos.index((10, 3))
    assert move_refusal(view, right, (5, r1)) is None  # the bottom edge is inside
    assert move_refusal(view, right, (5, r1 + 1)) == "lino.outside"
    state.apply(Move(view.pos.index((0, 4)), 11, 3), 1)
    view = state.observation(0)
    assert move_refusal(view, view.pos.index((0, 5)), (c1, 3)) is None  # the right edge too
    assert move_refusal(view, right, (c1 + 1, 4)) == "lino.outside"
    assert move_refusal(view, right, (c0 - 1, 4)) == "lino.outside"
    assert move_refusal(view, right, (4, r0 - 1)) == "lino.outside"


def test_a_chance_action_from_a_player_is_refused_by_name():
    state = new_state()
    with pytest.raises(IllegalAction) as err:
        state.apply(Starter(0), 0)
    assert (err.value.key, err.value.args) == ("game.illegal", {"action": "Starter"})


def test_moves_checked_without_the_list_of_legal_moves():
    """Right after a move nothing is cached: each check runs on its own."""
    state = new_state()
    tip = state.pos.index((4, 10))
    state.apply(Move(state.pos.index((10, 3)), 11, 4), 0)
    assert state._legal_set is None
    with pytest.raises(IllegalAction) as err:
        state.apply(Move(tip, 3, 11), 1)  # touching only itself
    assert err.value.key == "lino.disconnected"
    state.apply(Move(tip, 4, 11), 1)
    with pytest.raises(IllegalAction) as err:
        state.apply(Move(56, 0, 0), 0)
    assert err.value.key == "lino.not_building"
    state.apply(Move(0, -1, 4), 0)  # tile 0 may move too
    assert state.pos[0] == (-1, 4)


def test_no_move_while_filling():
    state = new_state()
    for _ in range(6):
        state.apply(state.legal_actions(state.active)[0], state.active)
    state.apply(Place(3), 0)
    tile = state.moved.index(False)
    target = rules.build_targets(set(state.pos), state.pos[tile], state.used, state.box())[0]
    with pytest.raises(IllegalAction) as err:
        state.apply(Move(tile, *target), 1)
    assert err.value.key == "lino.not_building" and state.phase == "fill"
    state.apply(Place(0), 1)  # tile 0 too
    assert state.stones[0] == 1


def test_whose_turn_and_the_filling_begins_with_the_builder():
    state = new_state(starter=1)
    assert state.decision() == Decision("player", (1,))
    assert state.legal_actions(0) == [] and state.legal_actions(1)
    events = []
    for _ in range(6):
        events += state.apply(state.legal_actions(state.active)[0], state.active)
    assert (events[-1].key, events[-1].args) == ("lino.filling", {"player": 1})
    assert state.legal_actions(0) == [] and state.legal_actions(1)


def test_a_random_setup_is_told_as_random():
    state = LinoState(2, {"layout": "random", "starter": 0})
    events = state.apply(state.sample_chance(random.Random(1)), CHANCE)
    assert events[0].args == {"layout": "random"}


def test_a_fair_match_begun_by_white_gives_blue_the_second_game():
    state = new_state(match="fair", starter=1)
    assert state.first == 1
    last_stone_of(state, [0] * 24 + [1] * 23 + [EMPTY] * 9)
    assert state.game_no == 1 and state.first == 0 and state.active == 0
    assert state.phase == "build"


def test_bonus_points_are_added_to_the_total():
    state = new_state(bonus="full")
    last_stone_of(state, [0] * 24 + [1] * 23 + [EMPTY] * 9)
    result = state.results[0]
    assert result["bonus"] != [0, 0]
    assert result["total"] == [result["rows"][p] + result["runs"][p] + result["bonus"][p]
                               for p in (0, 1)]
    for e in state.events:
        if e.key in ("lino.star", "lino.number"):
            assert e.args["name"] == state.cell_name(state.pos[e.args["tile"]])
