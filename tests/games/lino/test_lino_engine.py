"""The computer players' fast position: what each move keeps up to date (gains, gifts, row
values, stars, numbers, hash) must equal the plain recomputation from the stones, over many
seeded positions and random walks of moves and take-backs."""

from __future__ import annotations

import random

import pytest
from lino_numbers_helpers import built_state

from bingolino_app.games.lino import rules, scoring
from bingolino_app.games.lino.bots import position
from bingolino_app.games.lino.engine import PACK, STONES, Position, unpack
from bingolino_app.games.lino.scoring import EMPTY, Geometry


def plain_gain(pos: Position, t: int) -> int:
    return sum(len(pos.geo.rows[r]) for r in scoring.closed_rows(pos.geo, pos.stones, t))


def plain_gift(pos: Position, t: int) -> int:
    """Rows through ``t`` that a stone there leaves with exactly one empty tile."""
    return sum(len(row) for row in (pos.geo.rows[r] for r in pos.geo.rows_of[t])
               if sum(1 for x in row if pos.stones[x] == EMPTY) == 2)


def plain_end_margin(pos: Position) -> int:
    """Blue's minus white's runs and bonus from scoring.py (row points excluded)."""
    runs, bonus = scoring.end_totals(pos.geo, pos.stones, pos.backs, pos.mode)
    return runs[0] + bonus[0] - runs[1] - bonus[1]


def check_against_plain(pos: Position) -> None:
    empties = pos.empties()
    for t in empties:
        assert pos.gain(t) == plain_gain(pos, t), t
        assert pos.gift(t) == plain_gift(pos, t), t
    assert pos.hot == {t for t in empties if plain_gain(pos, t)}
    counts = [0] * len(pos.gift_count)
    for t in empties:
        counts[plain_gift(pos, t)] += 1
    assert pos.gift_count == counts
    assert pos.blue_end_margin() == plain_end_margin(pos)
    fresh = Position(pos.geo, pos.stones, pos.backs, pos.mode, pos.to_move, pos.points)
    assert (pos.key, pos.value, pos.total, pos.hash, pos.star_count, pos.empty_numbers) == (
        fresh.key, fresh.value, fresh.total, fresh.hash, fresh.star_count, fresh.empty_numbers)
    assert pos.order == fresh.order
    if pos.moves_left():
        assert pos.evaluate() == fresh.evaluate()
        assert pos.evaluate(take=False) == fresh.evaluate(take=False)


@pytest.mark.parametrize("seed", range(24))
def test_moves_and_take_backs_keep_every_figure_equal_to_the_plain_count(seed):
    bonus = ("off", "full", "stars")[seed % 3]
    state = built_state(seed, bonus, "random" if seed % 4 == 3 else "cross")
    pos = position(state.observation(state.active))
    start = (list(pos.stones), list(pos.points), pos.to_move, pos.hash, pos.total)
    check_against_plain(pos)
    rng = random.Random(1000 + seed)
    played: list[tuple[int, int]] = []
    for _ in range(60):
        if played and (not pos.moves_left() or rng.random() < 0.35):
            tile, gained = played.pop()
            pos.undo(tile, gained)
        else:
            tile = rng.choice(pos.empties())
            expected = plain_gain(pos, tile)
            gained = pos.play(tile)
            assert gained == expected
            played.append((tile, gained))
        check_against_plain(pos)
    while played:
        pos.undo(*played.pop())
    assert (pos.stones, pos.points, pos.to_move, pos.hash, pos.total) == (
        start[0], start[1], start[2], start[3], start[4])


def test_final_margin_is_the_game_result():
    """Played to the end, the position's margin equals the state's final scores."""
    for seed, bonus in ((5, "full"), (6, "stars"), (7, "off")):
        state = built_state(seed, bonus)
        rng = random.Random(seed)
        while state.phase == "build":
            legal = state.legal_actions(state.active)
            state.apply(legal[rng.randrange(len(legal))], state.active)
        pos = position(state.observation(state.active))
        while state.phase == "fill":
            tile = rng.choice(pos.empties())
            state.apply(state.legal_actions(state.active)[0].__class__(tile), state.active)
            pos.play(tile)
        total = state.results[0]["total"]
        me = pos.to_move
        assert pos.final_margin() == total[me] - total[1 - me]


def test_packed_row_values_unpack_both_figures():
    for prospect, runs in ((0, 0), (1234, -70), (-5678, 90), (-1, -1), (3, PACK // 4)):
        assert unpack(prospect * PACK + runs) == (prospect, runs)


@pytest.mark.parametrize("seed", range(18))
def test_leaf_value_equals_playing_the_stone_and_judging_the_rival(seed):
    """``leaf`` judges a stone without playing it; it must give what play, ``static`` and undo
    give, under every weight the searchers set, and leave the position as it was."""
    bonus = ("off", "full", "stars")[seed % 3]
    state = built_state(seed, bonus, "random" if seed % 4 == 3 else "cross")
    pos = position(state.observation(state.active))
    pos.numbers, pos.star_lead = (seed % 2) * 500, seed % 5 == 1
    pos.star_value, pos.parity = 3000 + 100 * seed, 250 + 50 * seed
    rng = random.Random(2000 + seed)
    checked = 0
    while pos.moves_left() > 1:
        before = (list(pos.stones), list(pos.gift_count), [list(c) for c in pos.star_count],
                  set(pos.hot), pos.total, pos.hash)
        for t in pos.empties():
            gained = pos.play(t)
            expected = gained * 1000 - pos.static()
            pos.undo(t, gained)
            assert pos.leaf(t) == expected, t
            checked += 1
        assert (pos.stones, pos.gift_count, pos.star_count, pos.hot, pos.total, pos.hash) == before
        pos.play(rng.choice(pos.empties()))
    assert checked


def test_leaf_and_static_values_are_integers():
    """The search's values are integers (thousandths of a point: its null windows are exact),
    never floats, however the stars, numbers and gifts stand."""
    for seed in (0, 1, 2, 3):
        state = built_state(seed, ("off", "full", "stars")[seed % 3])
        pos = position(state.observation(state.active))
        pos.numbers, pos.star_lead = 500 * (seed % 2), seed == 2
        rng = random.Random(seed)
        while pos.moves_left() > 1:
            for t in pos.empties():
                assert type(pos.leaf(t)) is int, t
            assert type(pos.static()) is int and type(pos.static(take=False)) is int
            assert type(pos.evaluate()) is int
            pos.play(rng.choice(pos.empties()))


def test_leaf_leaves_out_the_parity_when_the_safe_tiles_outlast_the_stones():
    """A made-up cross board, 12 tiles empty: after a stone on tile 0 no row is on offer, 3
    stones are left and at least 3 empty tiles gift nothing, so nobody is forced to gift a
    row: ``leaf`` adds no parity term, as ``static`` after the move adds none."""
    geo = Geometry.of(tuple(rules.cross_layout()))
    left_empty = {7, 8, 9, 14, 16, 17, 22, 23, 25, 32, 33}
    stones = [EMPTY if t in left_empty or t == 0 else t % 2 for t in range(len(geo.pos))]
    pos = Position(geo, stones, ("",) * len(stones), "off", 0, [0, 0])
    gained = pos.play(0)
    assert not pos.hot and pos.gift_count[0] == STONES - pos.placed == 3
    assert pos.least_gift() > 0
    expected = gained * 1000 - pos.static()
    pos.undo(0, gained)
    assert pos.leaf(0) == expected
