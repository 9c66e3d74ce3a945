"""Bingolino's verdicts from the expectations worked out independently: the chance of using a
number this turn counted over every roll of every dice count, the expected turns to collect a
line's numbers from those chances, and the analysis reading the strong player's own values."""

from __future__ import annotations

import random
from itertools import combinations, product

import pytest

from bingolino_app.core import analysis
from bingolino_app.core.analysis import DecisionPoint
from bingolino_app.games.bingolino import analysis as bingolino_analysis, strategy
from bingolino_app.games.bingolino.bots import BOTS
from bingolino_app.games.bingolino.rules import GRID, LINES, NUMBERS
from bingolino_app.games.bingolino.state import (
    Arrange, BingolinoState, ChooseDice, Deal, Flip, TurnBack,
)


def usable_odds(dice: int, wanted: set[int]) -> float:
    """The chance that a roll of ``dice`` dice lets the roller use one of ``wanted``: its sum,
    or with two dice or more the sum of all but one die. Every roll counted."""
    hits = 0
    for roll in product(range(1, 7), repeat=dice):
        totals = {sum(roll)} | ({sum(roll) - d for d in roll} if dice >= 2 else set())
        hits += bool(totals & wanted)
    return hits / 6 ** dice


@pytest.fixture(scope="module")
def odds() -> dict[tuple[int, int], float]:
    return {(d, n): usable_odds(d, {n}) for d in range(1, 6) for n in NUMBERS}


def test_the_chance_to_use_a_number_is_the_best_dice_count_over_every_roll(odds):
    for n in NUMBERS:
        by_count = [odds[(d, n)] for d in range(1, 6)]
        best = max(by_count)
        fewest = 1 + next(i for i, p in enumerate(by_count) if p > best - 1e-12)
        assert strategy.hit_odds(1 << n) == (pytest.approx(best, abs=1e-12), fewest)
        assert strategy.REACH[n] == pytest.approx(best, abs=1e-12)
    # By hand: a 1 comes only from a single die (1/6), or two dice setting one aside:
    # 1 - (5/6)^2 = 11/36 with two dice; three dice (a pair summing to 1 is impossible) 0.
    assert odds[(1, 1)] == pytest.approx(1 / 6) and odds[(2, 1)] == pytest.approx(11 / 36)
    assert strategy.hit_odds(1 << 1) == (pytest.approx(11 / 36), 2)
    assert strategy.hit_odds(1 << 22) == (pytest.approx(odds[(5, 22)]), 5)
    assert strategy.hit_odds(0) == (0.0, 1)


def test_a_roll_offers_its_total_or_the_total_less_one_die_merged_by_what_it_allows():
    """strategy._own_outcomes (which builds OWN_OUTCOMES at import) by hand: one die offers its
    face; two dice a and b offer a, b and a + b (1-2: 1, 2 or 3; 6-6: 6 or 12); only the
    numbers 1 to 22 count (four dice 6-6-6-4 offer 22, 6-6-6-5 offer 17 and 18, not 23; five
    sixes offer nothing); the chances of rolls allowing the same numbers are merged."""
    one = dict(strategy._own_outcomes(1))
    assert one == pytest.approx({1 << k: 1 / 6 for k in range(1, 7)})
    two = dict(strategy._own_outcomes(2))
    assert len(two) == 21  # every sorted roll of two dice allows other numbers
    assert two[1 << 1 | 1 << 2 | 1 << 3] == pytest.approx(2 / 36)
    assert two[1 << 6 | 1 << 12] == pytest.approx(1 / 36)
    four = dict(strategy._own_outcomes(4))
    assert four[1 << 16 | 1 << 18 | 1 << 22] == pytest.approx(4 / 6 ** 4)  # 6-6-6-4
    assert four[1 << 17 | 1 << 18] == pytest.approx(4 / 6 ** 4)  # 6-6-6-5: not 23
    five = dict(strategy._own_outcomes(5))
    assert five[0] >= 1 / 6 ** 5  # five sixes: 30 or 24
    for d in range(1, 6):
        outcomes = strategy._own_outcomes(d)
        assert sum(p for _, p in outcomes) == pytest.approx(1.0)
        assert len({m for m, _ in outcomes}) == len(outcomes)
        assert all(m & 1 == 0 and m >> 23 == 0 for m, _ in outcomes)
        assert outcomes == strategy.OWN_OUTCOMES[d]


def test_a_set_of_numbers_is_hit_by_any_of_them():
    for numbers in ((7, 8), (1, 22), (11, 12, 13), (2, 21)):
        best = max(usable_odds(d, set(numbers)) for d in range(1, 6))
        mask = sum(1 << n for n in numbers)
        assert strategy.hit_odds(mask)[0] == pytest.approx(best, abs=1e-12)


def test_the_hardest_numbers_rank_first():
    order = sorted(NUMBERS, key=lambda n: strategy.RANK[n])
    reach = [strategy.REACH[n] for n in order]
    assert reach == sorted(reach)
    assert order[0] == 22 and strategy.RANK[22] == 0


def test_collecting_numbers_costs_the_inverse_chances_hardest_last(odds):
    p = {n: strategy.REACH[n] for n in NUMBERS}
    assert strategy.set_cost(()) == 0.0
    assert strategy.set_cost((22,)) == pytest.approx(1 / p[22])
    # Two numbers: first either of them, then the hard one alone.
    both = max(usable_odds(d, {22, 10}) for d in range(1, 6))
    assert strategy.set_cost((22, 10)) == pytest.approx(1 / p[22] + 1 / both)
    # The others' rolls help: a total of theirs showing the number turns it too.
    own = p[22]
    theirs = strategy.sum_odds(1 << 22, 5)
    assert theirs == pytest.approx(strategy.SUM_ODDS[5][22])
    assert strategy.set_cost((22,), (5,)) == pytest.approx(1 / (1 - (1 - own) * (1 - theirs)))
    half = 1 - (1 - own) * (1 - 0.5 * theirs)
    assert strategy.set_cost((22,), (5,), 0.5) == pytest.approx(1 / half)
    two = 1 - (1 - own) * (1 - theirs) * (1 - strategy.sum_odds(1 << 22, 3))
    assert strategy.set_cost((22,), (3, 5)) == pytest.approx(1 / two)


def board(completed=()) -> strategy.Board:
    grid = (22, 10, 7, 8, 1, 2, 3, 4, 5, 6, 9, 11, 12, 13, 14, 15)
    return strategy.Board(grid, completed)


def test_a_board_values_its_cheapest_lines():
    b = board()
    up = (1 << GRID) - 1
    assert b.value(up, 0) == 0.0 and b.value(up, -1) == 0.0
    row0 = sum(1 << c for c in LINES[0])
    only_22 = up & ~row0 | 1 << 0  # row 0 needs only its 22
    single = board(completed=tuple(range(1, 10)))  # row 0 the only line left
    assert single.value(only_22, 1) == pytest.approx(1 / strategy.REACH[22])
    assert single.value(only_22 & ~1, 1) == 0.0  # nothing left to turn: no turn needed
    assert b.numbers(1 << 0 | 1 << 1) == (22, 10)  # hardest first
    costs = [strategy.set_cost(b.numbers(sum(1 << c for c in line))) for line in LINES]
    assert b.value(up, 1) == pytest.approx(min(costs))
    pairs = []
    ranked = sorted(range(len(LINES)), key=lambda i: costs[i])[:strategy.MAX_CANDIDATE_LINES]
    for i, j in combinations(ranked, 2):
        cells = sum(1 << c for c in set(LINES[i] + LINES[j]))
        pairs.append(strategy.set_cost(b.numbers(cells)))
    assert b.value(up, 2) == pytest.approx(min(pairs))
    done = board(completed=tuple(range(9)))  # one line left: two stars cannot be had
    assert done.value(up, 2) == strategy.BIG == 1000.0
    assert done.pool == (9,)
    assert b.cost(row0) == pytest.approx(strategy.set_cost(b.numbers(row0)))


def test_turning_a_tile_completes_its_lines_and_lowers_the_need():
    b = board()
    up = (1 << GRID) - 1 & ~(1 << 1 | 1 << 2 | 1 << 3)  # row 0 lacks only cell 0
    new_up, need, pool = b.flipped(up, 0, 3)
    assert new_up == up & ~1 and need == 2 and 0 not in pool and len(pool) == 9
    assert b.flipped(up, 5, 3) == (up & ~(1 << 5), 3, b.pool)
    assert b.after_flip(up, 0, 1) == 0.0  # the last star


def test_the_need_is_the_target_less_the_stars():
    state = BingolinoState(2, {"starter": 0})
    state.apply(Deal((tuple(range(1, 17)), tuple(range(5, 21)))), -1)
    obs = state.observation(0)
    assert strategy.need_of(obs, 0) == 4
    state.completed[0] = [0, 4]
    state.contenders, state.target = (0, 1), 5  # a play-off for one star more
    assert strategy.need_of(state.observation(0), 0) == 3


def test_the_layout_puts_the_easiest_numbers_on_the_three_line_cells():
    hand = [22, 21, 20, 1, 19, 2, 3, 18, 7, 8, 10, 11, 14, 15, 12, 13]
    layout = strategy.plan_layout(hand)
    ranked = sorted(hand, key=lambda n: (-strategy.REACH[n], n))
    cells = list(strategy.THREE_LINE_CELLS) + [1, 2, 13, 14] + [4, 7, 8, 11]
    assert strategy.THREE_LINE_CELLS == (0, 3, 5, 6, 9, 10, 12, 15)
    assert [layout[c] for c in cells] == ranked


# --- the analysis reads the strong player's own values ------------------------------------------
def flip_position(layout, down, dice, players=1) -> BingolinoState:
    state = BingolinoState(players, {"starter": 0})
    state.apply(Deal((tuple(layout),) * players), -1)
    for p in range(players):
        state.apply(Arrange(tuple(layout)), p)
    for c in down:
        state.facedown[0][c] = True
    state.dice = tuple(dice)
    state.phase = "flip"
    state.pending = {0}
    return state


def judge(state, played, move=9):
    legal = state.legal_actions(0)
    return analysis.judge("bingolino", DecisionPoint(move, 0, state.observation(0),
                                                     tuple(legal), played), seed=1)


def test_a_flip_costs_its_difference_to_the_strong_players_best_tile():
    layout = [9, 9, 9, 10, 12, 13, 14, 15, 16, 10, 12, 13, 14, 15, 16, 12]
    state = flip_position(layout, down=[0, 1, 2], dice=(4, 6))
    obs, legal = state.observation(0), state.legal_actions(0)
    values = BOTS["strong"]().cell_values(obs, legal)
    best = min(values, key=lambda a: (values[a], a.cell))
    assert best == Flip(3)  # the tile that completes row 0
    for action in legal:
        verdict = judge(state, action)
        cost = values[action] - values[best]
        assert verdict.best == best and verdict.cost == pytest.approx(max(0.0, cost))
        assert verdict.mark == bingolino_analysis.MEASURE.mark(verdict.cost, 0.0)
        assert verdict.noise == 0.0 and verdict.basis == "model"
    worst = judge(state, Flip(9))
    assert worst.cost > 0 and worst.runner_up is not None


def test_a_dice_count_costs_its_difference_to_the_strong_players_count():
    hand = (1, 19, 20, 21, 22, 19, 1, 20, 21, 22, 19, 1, 2, 20, 21, 22)
    state = BingolinoState(1, {"starter": 0})
    state.apply(Deal((hand,)), -1)
    state.apply(Arrange(hand), 0)
    for c in (0, 6, 11, 12):
        state.facedown[0][c] = True
    bot = BOTS["strong"]()
    values = bot.dice_values(state.observation(0))
    chosen = bot.dice_count(state.observation(0))
    assert chosen == min(values, key=lambda d: (values[d], d)) == 5
    one = judge(state, ChooseDice(1))
    assert one.best == ChooseDice(5)
    assert one.cost == pytest.approx(values[1] - values[5]) and one.mark == "mistake"
    assert judge(state, ChooseDice(5)).mark == "good"


def dealt_solo():
    """A solo game's hand just dealt: (hand, observation, legal arrangements, the plan's)."""
    hand = (22, 21, 20, 1, 19, 2, 3, 18, 7, 8, 10, 11, 14, 15, 12, 13)
    state = BingolinoState(1, {"starter": 0})
    state.apply(Deal((hand,)), -1)
    return hand, state.observation(0), state.legal_actions(0), Arrange(strategy.plan_layout(hand))


def test_an_arrangement_is_valued_from_the_start_and_the_plan_is_best():
    hand, obs, legal, plan = dealt_solo()
    ev = bingolino_analysis.evaluate(obs, legal, Arrange(hand), random.Random(0))
    assert ev.best == plan and set(ev.values) == {plan, Arrange(hand)}
    full = (1 << GRID) - 1
    for action, value in ev.values.items():
        assert value == pytest.approx(strategy.Board(action.layout, ()).value(full, 4))
    as_planned = bingolino_analysis.evaluate(obs, legal, plan, random.Random(0))
    assert set(as_planned.values) == {plan}
    assert analysis.is_decision("bingolino", legal, Arrange(hand))
    assert not analysis.is_decision("bingolino", [ChooseDice(2)], ChooseDice(2))
    assert bingolino_analysis.ALL_UP == full


def test_a_turn_back_is_valued_as_the_strong_player_values_it():
    layout = [9, 9, 9, 10, 12, 13, 14, 15, 16, 10, 12, 13, 14, 15, 16, 12]
    state = flip_position(layout, down=[0, 1, 5, 10], dice=(1, 1))  # no 1 or 2 to turn
    legal = state.legal_actions(0)
    assert legal and all(isinstance(a, TurnBack) for a in legal)
    values = BOTS["strong"]().cell_values(state.observation(0), legal)
    ev = bingolino_analysis.evaluate(state.observation(0), legal, legal[0], random.Random(0))
    assert ev.values == values
    assert ev.best == min(values, key=lambda a: (values[a], a.cell))


def test_an_arrangement_hint_values_the_plan_alone():
    """A hint has no played move: the plan is the suggestion and the only value."""
    _, obs, legal, plan = dealt_solo()
    hint = analysis.hint_move("bingolino", "strong", obs, legal, 1)
    full = (1 << GRID) - 1
    assert (hint.action, hint.runner_up) == (plan, None)
    assert hint.value == pytest.approx(strategy.Board(plan.layout, ()).value(full, 4))
