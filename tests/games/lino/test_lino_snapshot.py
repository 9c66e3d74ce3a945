"""What a Lino save and player see: the pinned snapshot, the view and its totals, clones, and
each game of a fair match recorded."""

from __future__ import annotations

import random

import pytest

from bingolino_app.games.lino import rules
from bingolino_app.games.lino.scoring import EMPTY
from bingolino_app.games.lino.state import LinoState, Move

from lino_numbers_helpers import new_state


# --- what a save and a player see (the snapshot is compared on every load) ---------------------
def one_move_made() -> LinoState:
    state = new_state(bonus="stars")
    state.apply(Move(0, -1, 4), 0)
    return state


def test_the_snapshot_is_pinned():
    cross, backs = rules.cross_layout(), rules.tile_backs()
    pos = [[-1, 4]] + [list(c) for c in cross[1:]]
    assert cross[0] == (0, 4)
    assert one_move_made().snapshot() == {
        "phase": "build", "game_no": 0, "first": 0, "active": 1,
        "start": [list(c) for c in cross], "backs": list(backs), "pos": pos,
        "moved": [True] + [False] * 55, "used": sorted([list(c) for c in cross] + [[-1, 4]]),
        "stones": [-1] * 56, "row_points": [0, 0], "results": [], "winners": [],
    }


def test_a_player_sees_the_board_and_only_the_backs_face_up():
    state = one_move_made()
    view = state.observation(0)
    assert (view.viewer, view.phase, view.game_no, view.games, view.first, view.active) == (
        0, "build", 0, 1, 0, 1)
    assert view.pos[0] == (-1, 4) and view.moved[0] and not any(view.moved[1:])
    assert view.box == (-2, -2, 12, 12) and len(view.used) == 57
    assert view.stones == (EMPTY,) * 56 and view.bonus == "stars"
    assert (view.builds_left, view.stones_left, view.row_points) == ((2, 3), (24, 24), (0, 0))
    assert view.results == () and view.winners == ()
    assert view.last == (("move", 0, (0, 4), (-1, 4)), None)
    assert [b for b in view.backs if b is not None] == ["s"] * 4
    assert view.start_cells() == tuple(sorted(rules.cross_layout()))
    assert view.totals() == (0, 0)
    assert LinoState(2, {}).observation(0).box == (0, 0, 0, 0)  # nothing laid out yet


def test_view_totals_add_finished_games_and_this_games_rows():
    state = new_state(match="fair")
    state.results = [{"first": 0, "rows": [3, 4], "runs": [10, 0], "bonus": [0, 2],
                      "total": [13, 6]}]
    state.row_points = [5, 1]
    assert state.observation(0).totals() == (18, 7)
    assert state.scores() == [18.0, 7.0]
    state.phase = "end"
    assert state.observation(0).totals() == (13, 6)
    assert state.scores() == [13.0, 6.0]


@pytest.mark.parametrize("winners,starter", [((0,), 1), ((1,), 0), ((0, 1), -1)])
def test_the_loser_begins_the_next_game(winners, starter):
    state = new_state()
    state.options["starter"] = -1
    assert state.next_game_options() == state.options  # not over yet
    state.phase, state.winners_list = "end", winners
    options = state.next_game_options()
    assert options == {**state.options, "starter": starter}
    assert options is not state.options


def test_a_clone_is_equal_and_independent():
    state = one_move_made()
    twin = state.clone()
    assert twin.snapshot() == state.snapshot() and twin.last == state.last
    twin.apply(twin.legal_actions(1)[0], 1)
    assert state.snapshot() == one_move_made().snapshot()
    assert state.results == [] and twin.options is not state.options


def test_each_game_of_a_fair_match_is_recorded():
    state = new_state(match="fair")
    rng = random.Random(8)
    while not state.is_terminal():
        p = state.decision().players[0]
        legal = state.legal_actions(p)
        state.apply(legal[rng.randrange(len(legal))], p)
    assert [r["first"] for r in state.results] == [0, 1] and state.game_no == 1
    for r in state.results:
        assert set(r) == {"first", "rows", "runs", "bonus", "total"}
        assert r["total"] == [r["rows"][p] + r["runs"][p] + r["bonus"][p] for p in (0, 1)]
    totals = [sum(r["total"][p] for r in state.results) for p in (0, 1)]
    won = [e for e in state.events if e.key == "lino.won"]
    assert won[-1].args == {"players": list(state.winners()), "totals": totals}
