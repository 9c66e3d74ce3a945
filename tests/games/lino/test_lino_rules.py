"""Lino's rules: rows, building, closing several rows, end runs, bonus numbers and stars,
the fair match and the layouts."""

from __future__ import annotations

import random

import pytest

from bingolino_app.core.game import IllegalAction
from bingolino_app.games.lino import rules, scoring
from bingolino_app.games.lino.scoring import EMPTY, Geometry
from bingolino_app.games.lino.state import LinoState, Move, Place, Setup, move_refusal


def new_state(**options) -> LinoState:
    state = LinoState(2, {"starter": 0, **options})
    backs = rules.tile_backs()
    state.apply(Setup(rules.cross_layout(), backs), -1)
    return state


def fill_state(cells) -> LinoState:
    """A state in the filling phase on an arbitrary set of cells (scoring tests)."""
    state = new_state()
    state.start_cells = tuple(cells)
    state._new_game()
    state.stones = [EMPTY] * len(cells)
    state.phase, state.active = "fill", 0
    return state


def test_rows_are_maximal_straight_runs_of_two_or_more_in_four_directions():
    cells = [(0, 0), (1, 0), (2, 0), (4, 0), (0, 1), (1, 1)]
    rows = {tuple(r) for r in rules.rows_of(cells)}
    assert ((0, 0), (1, 0), (2, 0)) in rows  # horizontal, stops at the gap
    assert ((0, 0), (0, 1)) in rows and ((1, 0), (1, 1)) in rows  # vertical
    assert ((0, 1), (1, 0)) in rows and ((0, 0), (1, 1)) in rows  # both diagonals
    assert ((1, 1), (2, 0)) in rows
    assert not any((4, 0) in r for r in rows)  # a lone tile is in no row
    assert ((0, 1), (1, 1)) in rows
    assert len(rows) == 7


def test_the_starting_cross_has_56_tiles_in_one_group():
    cells = rules.cross_layout()
    assert len(cells) == 56 and rules.connected(set(cells))
    assert sorted(rules.tile_backs()).count("s") == 4
    assert sum(1 for b in rules.tile_backs() if b.startswith("b")) == 26


def test_a_move_may_connect_through_a_corner_only():
    state = new_state()
    obs = state.observation(0)
    # Tile at (3, 0) moved to (2, -1)? outside the cross's corner: touches (3, 0)'s neighbour
    # (4, 0) only diagonally once (3, 0) has left.
    tile = list(obs.pos).index((3, 0))
    assert move_refusal(obs, tile, (5, -1)) is None  # touches (4, 0) by its corner
    state.apply(Move(tile, 5, -1), 0)
    assert state.pos[tile] == (5, -1)


def test_building_refuses_used_cells_moved_tiles_and_splitting_the_group():
    state = new_state()
    obs = state.observation(0)
    a = list(obs.pos).index((3, 0))
    state.apply(Move(a, 5, -1), 0)
    b = list(state.pos).index((4, 0))
    with pytest.raises(IllegalAction) as err:  # (3, 0) held a tile at the start
        state.apply(Move(b, 3, 0), 1)
    assert err.value.key == "lino.cell_used"
    c = list(state.pos).index((0, 4))
    state.apply(Move(c, 11, 4), 1)
    with pytest.raises(IllegalAction) as err:
        state.apply(Move(a, 6, -1), 0)  # the tile has moved once already
    assert err.value.key == "lino.tile_moved"
    lone = list(state.pos).index((5, 10))
    with pytest.raises(IllegalAction) as err:  # far from every other tile
        state.apply(Move(lone, 0, 10), 0)
    assert err.value.key == "lino.disconnected"
    with pytest.raises(IllegalAction) as err:
        state.apply(Move(lone, 30, 30), 0)
    assert err.value.key == "lino.outside"


def test_six_moves_alternate_then_filling_begins_with_the_builder():
    state = new_state()
    for i in range(6):
        player = i % 2
        assert state.decision().players == (player,)
        state.apply(state.legal_actions(player)[i], player)
    assert state.phase == "fill" and state.active == 0


def test_a_stone_closing_rows_of_eight_and_three_scores_eleven():
    cells = [(c, 1) for c in range(8)] + [(3, 0), (3, 2)]
    state = fill_state(cells)
    centre = cells.index((3, 1))
    for t in range(len(cells)):
        if t != centre:
            state.stones[t] = 1
    events = state.apply(Place(centre), 0)
    assert sorted(e.args["points"] for e in events if e.key == "lino.closed") == [3, 8]
    assert state.row_points == [11, 0]


def test_end_runs_of_4_4_5_6_score_70_and_a_run_of_6_counts_once():
    cells = ([(c, 0) for c in range(4)] + [(c, 2) for c in range(4)]
             + [(c, 4) for c in range(5)] + [(c, 6) for c in range(6)])
    geo = Geometry(cells)
    stones = [0] * len(cells)
    found = scoring.runs(geo, stones)
    assert sorted(p for _, _, p in found) == [10, 10, 20, 30]
    assert scoring.end_totals(geo, stones, [""] * len(cells), "off")[0] == [70, 0]
    stones[-3] = 1  # break the 6 into 3 + 2: no longer a run
    assert sorted(p for _, _, p in scoring.runs(geo, stones)) == [10, 10, 20]


def test_bonus_numbers_on_empty_tiles_go_to_their_colour():
    cells = [(2 * c, 0) for c in range(10)]
    backs = ["b2", "b2", "b2", "w1", "w5", "w2", "w1", "w2", "b4", "w3"]
    stones = [EMPTY] * 8 + [0, 1]  # the last two are covered: they count for nobody
    geo = Geometry(cells)
    assert scoring.end_totals(geo, stones, backs, "full")[1] == [6, 11]
    assert scoring.end_totals(geo, stones, backs, "stars")[1] == [0, 0]


def test_stars_go_to_the_majority_around_then_to_the_stone_on_them():
    cells = [(c, r) for r in range(3) for c in range(3)]
    geo = Geometry(cells)
    star = cells.index((1, 1))
    backs = ["w1"] * 9
    backs[star] = "s"
    stones = [0, 0, 0, 0, EMPTY, 1, 1, 1, EMPTY]  # blue 4, white 3 around
    assert scoring.star_winner(geo, stones, star) == 0
    assert scoring.end_totals(geo, stones, backs, "stars")[1] == [10, 0]
    tie = [0, 0, EMPTY, 1, EMPTY, 1, EMPTY, EMPTY, EMPTY]  # 2-2 around
    tie[star] = 1
    assert scoring.star_winner(geo, tie, star) == 1  # 2-2: the stone on the star decides
    tie[star] = EMPTY
    assert scoring.star_winner(geo, tie, star) is None


def play_randomly(state: LinoState, rng: random.Random) -> None:
    while not state.is_terminal():
        player = state.decision().players[0]
        legal = state.legal_actions(player)
        state.apply(legal[rng.randrange(len(legal))], player)


def test_fair_match_plays_two_games_each_begun_by_one_player_and_adds_them():
    state = new_state(match="fair")
    play_randomly(state, random.Random(4))
    first, second = state.results
    assert {first["first"], second["first"]} == {0, 1}
    totals = [first["total"][p] + second["total"][p] for p in (0, 1)]
    assert state.scores() == totals
    assert state.winners() == [p for p in (0, 1) if totals[p] == max(totals)]
    for result in state.results:
        assert all(result["total"][p] == result["rows"][p] + result["runs"][p]
                   + result["bonus"][p] for p in (0, 1))


def test_a_game_places_24_stones_each_and_leaves_8_tiles_empty():
    state = new_state(bonus="full")
    play_randomly(state, random.Random(9))
    assert state.stones.count(0) == state.stones.count(1) == 24
    assert state.stones.count(EMPTY) == 8


def test_layout_option_accepts_cross_random_and_an_explicit_board():
    random_cells = rules.random_layout(random.Random(2))
    assert len(random_cells) == 56 and rules.connected(set(random_cells))
    text = rules.encode_layout(random_cells)
    assert rules.parse_layout(text) is not None
    state = LinoState(2, {"layout": text})
    assert state.options["layout"] == text
    setup = state.sample_chance(random.Random(1))
    assert set(setup.cells) == set(rules.parse_layout(text))
    with pytest.raises(IllegalAction):
        LinoState(2, {"layout": "##/##"})  # four tiles are not a Lino board
    assert rules.encode_layout(rules.cross_layout()).count("#") == 56


def test_observation_hides_backs_face_down():
    assert all(b is None for b in new_state().observation(0).backs)
    stars = new_state(bonus="stars").observation(1).backs
    assert sum(b == "s" for b in stars) == 4 and stars.count(None) == 52
    assert None not in new_state(bonus="full").observation(None).backs


def test_the_fast_target_finder_agrees_with_the_plain_rule():
    rng = random.Random(5)
    for seed in range(6):
        state = LinoState(2, {"layout": "random" if seed % 2 else "cross"})
        state.apply(state.sample_chance(random.Random(seed)), -1)
        if state.phase == "starter":
            state.apply(state.sample_chance(random.Random(seed)), -1)
        while state.phase == "build":
            cells, box = set(state.pos), state.box()
            fast = rules.all_build_targets(cells, state.used, box)
            for cell in cells:
                assert fast[cell] == rules.build_targets(cells, cell, state.used, box)
            legal = state.legal_actions(state.active)
            state.apply(legal[rng.randrange(len(legal))], state.active)
