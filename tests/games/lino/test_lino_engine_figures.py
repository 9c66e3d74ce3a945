"""The computer players' row figures from their definitions: the run prospects of a row
pattern (a run made counts in full, a stretch free of the rival's stones by how much of it is
filled), the runs as the rules score them, the packed values a position sums, and the boards a
position refuses. Tiny boards (one straight row) keep every case countable by hand."""

from __future__ import annotations

import itertools
import random

import pytest
from lino_numbers_helpers import built_state

from bingolino_app.games.lino import engine
from bingolino_app.games.lino.bots import position
from bingolino_app.games.lino.engine import (
    PACK, RUN_WEIGHT, SCALE, Position, RowValues, Tables, pattern_runs, pattern_value, row_values, unpack,
)
from bingolino_app.games.lino.rules import STAR, STONES, TILES, back_number, back_owner
from bingolino_app.games.lino.scoring import Geometry, star_winner

E = -1  # an empty tile in a pattern; 0 blue, 1 white


@pytest.mark.parametrize("pattern, expected", [
    ((0, 0, 0, 0), 10.0),  # a run of 4 made: 10, more than its hope 0.6 x 10
    ((1, 1, 1, 1, 1), -20.0),  # white's run of 5 counts against blue
    ((E,) * 7, 0.0),  # nobody's stone: no prospect
    ((0, 0, 0), 0.0),  # a row of 3 can hold no run
    ((0, E, E, E, E, E, E), 0.6 * 40 / 49),  # one stone of 7 free tiles: (1/7)^2 of a 7-run
    ((0, 0, E, 1, E, E, E), -0.6 * 20 / 25),  # blue's 3 free tiles nothing; white's 5 hold 1
    ((0, 0, 0, 0, 0, E, E), 20.0),  # the run made (20) beats the hope 0.6 x 40 x (5/7)^2
    ((0, E, 0, 0, 0, E, 0), 0.6 * 40 * 25 / 49),  # no run yet: 5 of 7 filled hope more
    ((0, E, 0, 0, 0, E, E), 0.6 * 40 * 16 / 49),  # a stretch of 3 after a gap is no run
    ((0, 0, 0, 0, 1, 0, 0), 10.0),  # white's stone cuts blue's row: 4 made, 2 nothing
    ((1, 0, 0, 0, 0, 1, 1), 10.0),  # white's ends hold no 4 free tiles
    ((E, E, 1, E, E, E, E), -0.6 * 40 / 49),  # white 1 of 7 free tiles; blue's 2 and 4 nothing
])
def test_run_prospects_of_a_row_pattern(pattern, expected):
    assert pattern_value(pattern) == pytest.approx(expected)
    flipped = tuple(E if s == E else 1 - s for s in pattern)
    assert pattern_value(flipped) == pytest.approx(-expected)  # colours swapped, sign too


def test_the_run_weight_scales_the_hope_only():
    assert RUN_WEIGHT == 0.6
    assert pattern_value((0, E, E, E, E, E, E), 1.0) == pytest.approx(40 / 49)
    assert pattern_value((0, 0, 0, 0), 1.0) == pytest.approx(10.0)  # hope 10 = made 10
    assert pattern_value((0, 0, 0, E), 1.0) == pytest.approx(10 * 9 / 16)
    assert pattern_value((0, 0, 0, E), 0.0) == 0.0


@pytest.mark.parametrize("pattern, expected", [
    ((0, 0, 0, 0, 1, 1, 1, 1, 1), 10 - 20),
    ((E, E, E, E, E), 0),  # empty tiles make no run
    ((0, 0, 0, E, 0, 0, 0), 0),
    ((1,) * 9, -40),  # 7 or more: 40
    ((0, 1, 0, 1), 0),
    ((E, 0, 0, 0, 0), 10),  # a run at the end of the row
    ((0, 0, 0, 0, E), 10),  # ... and at its start
])
def test_runs_of_a_row_pattern_as_the_rules_score_them(pattern, expected):
    assert pattern_runs(pattern) == expected


def test_a_row_key_reads_its_pattern_and_packs_both_figures():
    """Key: digit i (0 empty, 1 blue, 2 white) of the row's i-th tile, shifted left by 6 bits,
    plus the row's length. Every pattern of up to 5 tiles and a sample of 7."""
    memo = row_values()
    patterns = [p for n in range(2, 6) for p in itertools.product((E, 0, 1), repeat=n)]
    patterns += [p for i, p in enumerate(itertools.product((E, 0, 1), repeat=7)) if i % 17 == 0]
    for pattern in patterns:
        key = sum((s + 1) * 3 ** i for i, s in enumerate(pattern)) << 6 | len(pattern)
        prospect, runs = unpack(memo[key])
        assert prospect == round(SCALE * pattern_value(pattern)), pattern
        assert runs == pattern_runs(pattern), pattern
    assert row_values() is memo and row_values(RUN_WEIGHT) is memo
    other = row_values(0.8125)  # a weight nothing else uses: a memo made here
    assert other is not memo and other.weight == 0.8125
    key = 1 << 6 | 7  # one blue stone on an empty row of 7
    assert unpack(other[key]) == (round(SCALE * 0.8125 * 40 / 49), 0)
    assert unpack(memo[key]) == (round(SCALE * 0.6 * 40 / 49), 0)
    fresh = RowValues(0.8125)  # made here, whatever memos the process already holds
    assert fresh.weight == 0.8125 and unpack(fresh[key]) == unpack(other[key])
    assert PACK == 1 << 24


def test_a_fresh_memo_decodes_every_key_and_keeps_what_it_computed():
    """A memo made here (the process's memos were filled before the test) decodes every row
    key of up to 5 tiles itself: the prospects and the runs of its pattern, packed as exact
    integers (the search undoes moves by subtracting them), and the second reading of a key
    is the value kept by the first."""
    for weight in (0.6, 0.9):
        fresh = RowValues(weight)
        for n in range(2, 6):
            for pattern in itertools.product((E, 0, 1), repeat=n):
                key = sum((s + 1) * 3 ** i for i, s in enumerate(pattern)) << 6 | n
                value = fresh[key]
                assert type(value) is int and key in fresh, pattern
                assert unpack(value) == (round(SCALE * pattern_value(pattern, weight)),
                                         pattern_runs(pattern)), pattern
                assert fresh[key] == value
    assert all(type(pattern_runs(p)) is int
               for p in ((0, 0, 0, 0), (1, 1, 1, 1, 1), (E, 0, 0, 0, 0, 1)))


def line(n: int) -> Geometry:
    return Geometry([(i, 0) for i in range(n)])


def test_a_board_with_a_row_longer_than_63_tiles_is_refused():
    Tables(line(63))
    with pytest.raises(ValueError, match="^a row longer than 63 tiles$"):
        Tables(line(64))


def test_a_board_without_rows_has_nothing_to_score_or_gift():
    """Before the first tiles are laid the board has no rows: no gift, no gain, no error."""
    for geo in (Geometry([]), Geometry([(0, 0)])):
        tab = Tables(geo)
        assert tab.max_gift == 0 and tab.lens == ()
        pos = Position(geo, [E] * len(geo.pos), ("",) * len(geo.pos), "off", 0, (0, 0))
        assert pos.gift_count == [len(geo.pos)] and pos.least_gift() == 0
        assert pos.total == 0 and pos.hot == set()


def test_a_position_on_one_row_counts_gains_gifts_and_runs():
    """Blue and white on a row of 5: the stone that fills it scores 5; the one that leaves a
    single empty tile gifts the row; the end margin counts the runs."""
    geo = line(5)
    pos = Position(geo, [0, 0, 0, E, E], ("",) * 5, "off", 0, (0, 0))
    assert (pos.gain(3), pos.gift(3), pos.gain(4), pos.gift(4)) == (0, 5, 0, 5)
    assert pos.least_gift() == 5 and pos.gift_count[5] == 2 and pos.gift_count[0] == 0
    assert pos.play(3) == 0
    assert (pos.gain(4), pos.gift(4), pos.hot) == (5, 0, {4})
    assert pos.best_gain() == 5
    assert pos.play(4) == 5  # white fills the row
    assert pos.points == [0, 5]
    assert pos.blue_end_margin() == 10  # 0 0 0 0 1: blue's run of 4
    pos.undo(4, 5)
    pos.undo(3, 0)
    assert pos.points == [0, 0] and pos.to_move == 0
    pos = Position(geo, [0, 0, 0, 0, E], ("",) * 5, "off", 0, (0, 0))
    assert pos.least_gift() == 0  # no empty tile gifts a row
    assert pos.play(4) == 5 and pos.blue_end_margin() == 20  # blue's run of 5
    assert pos.final_margin() == -(5 + 20)  # white to move: blue's 5 points and run


# --- the static value from the stones ------------------------------------------------------------
def random_position(seed: int, bonus: str, layout: str) -> Position:
    """A random board after the building phase, room left on it, as the bots see it."""
    state = built_state(seed, bonus, layout, spare=6)
    return position(state.observation(state.active))


def plain_gains_gifts(pos: Position) -> tuple[dict[int, int], dict[int, int]]:
    """Per empty tile: the rows a stone there fills, and the rows it leaves one tile short."""
    gains, gifts = {}, {}
    for t in pos.empties():
        rows = [pos.geo.rows[r] for r in pos.geo.rows_of[t]]
        empty = [sum(1 for x in row if pos.stones[x] == E) for row in rows]
        gains[t] = sum(len(row) for row, n in zip(rows, empty) if n == 1)
        gifts[t] = sum(len(row) for row, n in zip(rows, empty) if n == 2)
    return gains, gifts


def plain_static(pos: Position, take: bool = True) -> int:
    """``Position.static`` as documented, from the stones: run prospects, stars (won, or by
    the lead against the tiles open around them), the share of the numbers on empty tiles that
    stay empty, the best row on offer (or both sides taking them in turn), else the parity of
    the safe moves. Thousandths, for the side to move."""
    p, stones = pos.to_move, pos.stones
    sign = 1 if p == 0 else -1
    weight = pos.memo.weight
    value = sign * sum(round(SCALE * pattern_value(tuple(stones[t] for t in row), weight))
                       for row in pos.geo.rows)
    stars = [t for t, b in enumerate(pos.backs) if b == STAR] if pos.mode != "off" else []
    for s in stars:
        around = pos.geo.around[s]
        blue = sum(1 for x in around if stones[x] == 0)
        white = sum(1 for x in around if stones[x] == 1)
        if pos.star_lead:
            lead = 2 * (blue - white) + (stones[s] == 0) - (stones[s] == 1)
            open_ = len(around) - blue - white
            if lead > 2 * open_:
                share = 10 * SCALE  # white can no longer catch up
            elif -lead > 2 * open_:
                share = -10 * SCALE
            else:
                share = 10 * SCALE * lead // (2 * open_ + 2)
        else:
            owner = 0 if blue > white else 1 if white > blue else stones[s]
            share = 0 if owner == E else pos.star_value if owner == 0 else -pos.star_value
        value += sign * share
    if pos.mode == "full" and pos.numbers:
        numbers = sum(back_number(b) * (1 if back_owner(b) == 0 else -1)
                      for t, b in enumerate(pos.backs)
                      if b and b != STAR and stones[t] == E)
        placed = sum(1 for s in stones if s != E)
        share = pos.numbers * numbers * (TILES - STONES) // (TILES - placed)
        value += sign * share
    gains, gifts = plain_gains_gifts(pos)
    on_offer = sorted((g for g in gains.values() if g), reverse=True)
    if on_offer and take:
        if pos.alternate:
            return value + SCALE * (sum(on_offer[::2]) - sum(on_offer[1::2]))
        return value + SCALE * on_offer[0]
    safe = sum(1 for g in gifts.values() if g == 0)
    if safe < pos.moves_left():
        least = min((g for g in gifts.values() if g), default=0)
        value += pos.parity * least if safe % 2 else -pos.parity * least
    return value


@pytest.mark.parametrize("seed", range(12))
def test_the_static_value_is_its_definition_from_the_stones(seed):
    bonus = ("off", "full", "stars")[seed % 3]
    pos = random_position(seed, bonus, "random" if seed % 4 == 3 else "cross")
    rng = random.Random(seed)
    for step in range(16):
        pos.numbers = (0, 500, 1300)[step % 3]
        pos.star_lead = step % 2 == 1
        pos.alternate = step % 4 >= 2
        pos.star_value, pos.parity = 3000 + 700 * step, 250 + 100 * seed
        if not pos.moves_left():
            break
        for take in (True, False):
            assert pos.static(take) == plain_static(pos, take), (step, take)
            p = pos.to_move
            assert pos.evaluate(take) == (
                (pos.points[p] - pos.points[1 - p]) * SCALE + plain_static(pos, take))
        gains, gifts = plain_gains_gifts(pos)
        assert pos.best_gain() == max(gains.values(), default=0)
        assert pos.least_gift() == min((g for g in gifts.values() if g), default=0)
        for i, t in enumerate(pos.stars):  # who wins each star as the stones stand
            assert pos.star_owner(i) == star_winner(pos.geo, pos.stones, t), (step, t)
        pos.play(rng.choice(pos.empties()))


def test_unpack_reads_runs_from_minus_to_just_below_half_a_pack():
    """A packed value is prospects x PACK plus runs, the runs from -PACK / 2 to PACK / 2 - 1:
    the prospects round to the nearest pack (a half up), both parts integers."""
    half = PACK // 2
    for prospect in (-3, 0, 2):
        for runs in (-half, -half + 1, -(PACK // 3) - 1, 0, PACK // 3 + 1, half - 1):
            got = unpack(prospect * PACK + runs)
            assert got == (prospect, runs), (prospect, runs)
            assert type(got[0]) is int and type(got[1]) is int


def blocks(*stones_by_line: tuple[int, ...]) -> Geometry:
    """Straight lines of tiles, one a row, three rows apart (they share no row)."""
    return Geometry([(i, 3 * k) for k, line_ in enumerate(stones_by_line)
                     for i in range(len(line_))])


def test_with_alternate_both_sides_take_the_rows_on_offer_in_turn():
    """Rows of 6, 5, 4, 3 and 2 tiles, each one stone short: the side to move takes 6, the
    rival 5, then 4, 3, 2 in turn: 6 - 5 + 4 - 3 + 2 = 4 points, where the plain judgement
    counts the largest row (6); with two rows on offer, 6 - 5."""
    for lines, taken in (([6, 5, 4, 3, 2], 4), ([6, 5], 1), ([2, 6, 3, 5], 2)):
        rows = tuple(tuple([E] + [i % 2] * (n - 1)) for i, n in enumerate(lines))
        geo = blocks(*rows)
        stones = [s for row in rows for s in row]
        pos = Position(geo, stones, ("",) * len(stones), "off", 0, (0, 0))
        assert sorted(pos.gain(t) for t in pos.hot) == sorted(lines)
        plain = pos.static()
        pos.alternate = True
        assert pos.static() - plain == SCALE * (taken - max(lines)), lines


def star_share(blue: int, white: int, centre: int, to_move: int) -> int:
    """The star's part of ``static`` judged by the lead, on a 3 x 3 block with the star in
    the middle: ``blue`` and ``white`` stones around it, the rest of the 8 open (the same
    stones with the bonus off, where a star's back counts nothing, give the rest)."""
    geo = Geometry([(c, r) for r in range(3) for c in range(3)])
    around = [t for t in range(9) if t != 4]
    stones = [E] * 9
    for i, t in enumerate(around[:blue + white]):
        stones[t] = 0 if i < blue else 1
    stones[4] = centre
    backs = tuple(STAR if t == 4 else "" for t in range(9))
    values = []
    for mode in ("stars", "off"):
        pos = Position(geo, stones, backs, mode, to_move, (0, 0))
        pos.star_lead = True
        values.append(pos.static())
    return values[0] - values[1]


@pytest.mark.parametrize("blue, white, centre, expected", [
    (4, 4, E, 0),  # all 8 taken, tied, nobody on the star: nobody wins it
    (4, 3, E, 5000),  # one open tile: white can still tie (lead 2 = 2 x 1 open)
    (3, 4, E, -5000),  # ... and so can blue
    (5, 2, E, 10000),  # lead 6 > 2: sure
    (2, 5, E, -10000),
    (3, 3, 1, -1667),  # the star's own stone counts 1, 2 open: 10000 x -1 // 6
    (4, 1, 0, 10000),  # lead 7 > 2 x 3 open
    (1, 3, E, -4000),  # lead -4, 4 open: 10000 x -4 // 10
])
def test_a_star_judged_by_the_lead_against_the_tiles_still_open(blue, white, centre, expected):
    assert star_share(blue, white, centre, 0) == expected
    assert star_share(blue, white, centre, 1) == -expected


def test_a_weight_gets_its_memo_on_first_use_and_keeps_it(monkeypatch):
    """With no memo made yet (the process's memos set aside), the first call for a weight
    makes an empty memo of that weight, later calls return the same one, and another weight
    gets its own."""
    monkeypatch.setattr(engine, "_MEMOS", {})
    memo = row_values(0.7)
    assert type(memo) is RowValues and memo.weight == 0.7 and len(memo) == 0
    assert row_values(0.7) is memo
    default = row_values()
    assert default is not memo and default.weight == RUN_WEIGHT
    assert unpack(memo[1 << 6 | 7]) == (round(SCALE * 0.7 * 40 / 49), 0)  # one blue of 7
