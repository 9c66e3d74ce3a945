"""Qwingo's verdicts on positions whose expectations are worked out by hand.

Four dead columns and one that misses two boxes: the race is one column's, and expected turns
follow from the six faces alone. A column missing m boxes with the other four dead is hit by
its own face or the lightning, 2 faces of 6: E(1) = 3 turns, E(2) = 3 + 3 = 6. A call the
column takes keeps E(1) = 3 on its own face and on the lightning and E(2) = 6 on the four dead
faces: (3 + 3 + 4 x 6) / 6 = 5 turns; a call it cannot take leaves 6 everywhere: 6 turns."""

from __future__ import annotations

import pytest

from bingolino_app.core import analysis
from bingolino_app.core.analysis import DecisionPoint
from bingolino_app.core.game import CHANCE
from bingolino_app.games.qwingo import analysis as qwingo_analysis, strategy
from bingolino_app.games.qwingo.rules import BOXES
from bingolino_app.games.qwingo.state import (
    DEFAULT_LAYOUT, Call, Enter, Pass, QwingoState, Roll, Setup, Starter,
)

D = strategy.DEAD
RACE = [5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 0, 0]  # two boxes left, for 51 to 100
DEAD_COLUMNS = [[0, 0, 95 + c] + [0] * 9 for c in range(4)]  # nine boxes for five numbers


def raced(options: dict | None = None) -> QwingoState:
    state = QwingoState(1, options or {})
    state.apply(Starter(0), CHANCE)
    state.apply(Setup(DEFAULT_LAYOUT), 0)
    state.sheets[0] = [list(RACE)] + [list(c) for c in DEAD_COLUMNS]
    return state


def judge(state: QwingoState, played) -> analysis.Judgement:
    legal = state.legal_actions(0)
    assert played in legal or isinstance(played, Setup)
    return analysis.judge("qwingo", DecisionPoint(20, 0, state.observation(0), tuple(legal),
                                                  played), seed=1)


def test_the_race_values_of_one_live_column_by_hand():
    assert strategy.expected_turns((1, D, D, D, D)) == pytest.approx(3.0)
    assert strategy.expected_turns((2, D, D, D, D)) == pytest.approx(6.0)
    assert strategy.expected_turns((3, D, D, D, D)) == pytest.approx(9.0)
    # Two live columns missing one box each: any of their two faces or the lightning ends
    # it, 3 faces of 6; E(1, 2): the second column's face leaves (1, 1) worth 2 turns.
    assert strategy.expected_turns((1, 1, D, D, D)) == pytest.approx(2.0)
    assert strategy.expected_turns((1, 2, D, D, D)) == pytest.approx((1 + 2 / 6) / (3 / 6))
    assert strategy.expected_turns((0, 3, D, D, D)) == 0.0  # a full column: over
    assert strategy.expected_turns(()) == 0.0
    assert strategy.expected_turns((D, D, D, D, D)) == strategy.NEVER == 1000.0
    assert strategy.expected_turns((1,)) == pytest.approx(1.0)  # a lone column: any face
    assert strategy.expected_turns((11, 11, 11, 11, 11)) == pytest.approx(28.43, abs=0.005)


def test_a_sheet_model_of_one_live_column():
    model = strategy.SheetModel(tuple(tuple(c) for c in raced().sheets[0]))
    assert model.missing == [2, D, D, D, D]
    assert model.base == pytest.approx(6.0)
    assert model.minus[0] == pytest.approx(3.0) and model.dead[0] == 1000.0
    assert model.minus[1:] == [model.base] * 4 and model.dead[1:] == [model.base] * 4
    assert model.entry_value(0, 10, 51) == pytest.approx(3.0)  # safe: 52..100 for box 11
    assert model.entry_value(0, 11, 51) == 1000.0  # box 10 has nothing left between 50, 51
    assert model.entry_value(2, 0, 3) == model.base  # a dead column changes nothing
    assert model.best_entry(0, 51) == (pytest.approx(3.0), strategy.deviation(10, 51), 10)
    assert model.best_entry(0, 100) == (pytest.approx(3.0), strategy.deviation(11, 100), 11)
    assert model.best_entry(0, 30) is None  # no free box between its neighbours
    assert model.best_entry(1, 30)[0] == model.base


def test_a_call_the_column_takes_saves_a_turn_and_one_it_cannot_take_is_an_inaccuracy():
    state = raced()
    good = judge(state, Call(51))  # the ascending plan's call
    assert (good.best, good.cost, good.mark) == (Call(51), 0.0, "good")
    assert good.best_value == pytest.approx(5.0) and good.played_value == pytest.approx(5.0)
    assert good.exact is False and good.noise == 0.0 and good.basis == "model"
    fits_elsewhere = judge(state, Call(100))
    assert fits_elsewhere.played_value == pytest.approx(5.0) and fits_elsewhere.mark == "good"
    low = judge(state, Call(30))
    assert low.played_value == pytest.approx(6.0) and low.cost == pytest.approx(1.0)
    assert low.mark == "inaccuracy"  # 1 turn: past 0.5, short of 1.5
    ev = qwingo_analysis.evaluate(state.observation(0), state.legal_actions(0), None, None)
    assert len(ev.values) == 100
    assert {round(v, 9) for n, v in ((a.number, v) for a, v in ev.values.items()) if n > 50} \
        == {5.0}
    assert {round(v, 9) for n, v in ((a.number, v) for a, v in ev.values.items()) if n <= 50} \
        == {6.0}


def test_the_box_that_kills_the_last_live_column_costs_the_whole_race():
    state = raced()
    state.apply(Call(51), 0)
    state.apply(Roll(0), CHANCE)  # the banana: the live column
    legal = state.legal_actions(0)
    assert set(legal) == {Enter(0, 10), Enter(0, 11)}
    killed = judge(state, Enter(0, 11))
    assert killed.best == Enter(0, 10)
    assert killed.best_value == pytest.approx(3.0) and killed.played_value == 1000.0
    assert killed.cost == pytest.approx(997.0) and killed.mark == "mistake"
    kept = judge(state, Enter(0, 10))
    assert (kept.cost, kept.mark, kept.runner_up) == (0.0, "good", Enter(0, 11))


def test_a_pass_keeps_the_race_where_it_was():
    state = raced({"may_pass": True})
    state.apply(Call(51), 0)
    state.apply(Roll(0), CHANCE)
    assert Pass() in state.legal_actions(0)
    passed = judge(state, Pass())
    assert passed.played_value == pytest.approx(6.0) and passed.cost == pytest.approx(3.0)
    assert passed.mark == "mistake" and passed.best == Enter(0, 10)


def test_a_setup_is_valued_by_the_sheet_it_makes():
    state = QwingoState(1, {})
    state.apply(Starter(0), CHANCE)
    legal = state.legal_actions(0)
    even = judge(state, Setup(DEFAULT_LAYOUT))
    assert even.played_value == pytest.approx(
        strategy.expected_turns(tuple(sorted(BOXES - 1 for _ in range(5)))))
    # 10 in the bottom box leaves eleven boxes above it for the nine numbers 1 to 9: dead.
    dead = Setup(((10, 11), (20, 1), (30, 2), (40, 3), (50, 4)))
    verdict = judge(state, dead)
    assert verdict.played_value == pytest.approx(strategy.expected_turns((11, 11, 11, 11, D)))
    assert verdict.cost == pytest.approx(verdict.played_value - verdict.best_value)
    assert verdict.cost > 0 and verdict.best == Setup(strategy.SOLO_LAYOUT)
    assert analysis.is_decision("qwingo", legal[:1], dead)


# --- the pieces worked out by hand -----------------------------------------------------------------
def test_deviation_is_the_squared_distance_from_the_even_profile_in_boxes():
    assert strategy.TARGET[0] == pytest.approx(100 / 24) and strategy.SPACING == 100 / 12
    assert strategy.deviation(0, 100 / 24) == 0.0
    assert strategy.deviation(5, 5.5 * 100 / 12 + 100 / 12) == pytest.approx(1.0)
    assert strategy.deviation(11, 11.5 * 100 / 12 - 200 / 12) == pytest.approx(4.0)


def test_the_tie_break_standing_reads_the_first_column_that_differs():
    assert strategy.tie_standing((3, 2, 0, 0), (3, 1, 0, 0)) == pytest.approx(0.7 * 0.6)
    assert strategy.tie_standing((1, 0, 0, 0), (3, 0, 0, 0)) == pytest.approx(-(1 - 0.4 ** 2))
    assert strategy.tie_standing((2, 2, 2, 5), (2, 2, 2, 4)) == pytest.approx(0.7 ** 3 * 0.6)
    assert strategy.tie_standing((1, 1, 1, 1), (1, 1, 1, 1)) == 0.0
    assert strategy.simultaneous_odds(10.0, 10.0) == pytest.approx(0.85)
    assert strategy.simultaneous_odds(12.0, 8.0) == pytest.approx(0.85 * 2.718281828 ** -1)
    assert strategy.tie_counts(raced().sheets[0]) == (1, 1, 1, 1)
    assert strategy.TIE_ORDER == (1, 2, 3, 4, 0)
    assert strategy.TIE_RANK == {1: 0, 2: 1, 3: 2, 4: 3, 0: 4}


def test_the_ascending_plan_calls_one_above_the_top_of_the_live_columns():
    sheet = [[10, 0, 0] + [0] * 9, [20] + [0] * 11, [5, 30] + [0] * 10] + DEAD_COLUMNS[:2]
    assert strategy.ascending_call(sheet) == 31
    assert strategy.ascending_call([list(RACE)] + DEAD_COLUMNS) == 51
    holed = [[10, 0, 12] + [0] * 9] + DEAD_COLUMNS
    assert strategy.ascending_call(holed) is None  # not filled from the top
    assert strategy.ascending_call([[0] * 12] + DEAD_COLUMNS) is None  # nothing written
    topped = [list(range(1, 12)) + [100]]
    assert strategy.ascending_call(topped) is None  # the numbers have run out
    assert strategy.ascending_call([[89] + [0] * 11]) == 90
    assert strategy.ascending_call([[99] + [0] * 11]) is None  # dead: no live column
    assert strategy.missing_of(RACE) == 2 and strategy.missing_of(DEAD_COLUMNS[0]) == D
    assert strategy.SOLO_LAYOUT == ((10, 0), (20, 0), (30, 0), (40, 0), (50, 0))


def test_the_best_box_of_a_number_is_the_nearest_to_its_place_that_keeps_the_column():
    column = [0, 0, 0, 0, 0, 40, 0, 0, 0, 0, 0, 0]
    boxes = strategy._best_boxes(column)
    assert len(boxes) == 102 and boxes[0] is None and boxes[40] is None
    assert boxes[1] == (0, True)  # 1 fits only the top box and keeps the four above 40 free
    assert boxes[20] == (2, True)  # 20 is nearest box 2's place (20.8)
    assert boxes[39] == (4, True)  # the box just above 40
    assert boxes[41] == (6, True) and boxes[100] == (11, True)
    assert boxes[95] == (11, True)  # box 11's place is 95.8
    tight = [0, 0, 0, 4] + [0] * 8  # three boxes for exactly 1, 2 and 3
    t = strategy._best_boxes(tight)
    assert (t[1], t[2], t[3]) == ((0, True), (1, True), (2, True))
    dead = DEAD_COLUMNS[0]  # nine boxes below 95 for five numbers: any box kills
    d = strategy._best_boxes(dead)
    assert d[97] == (8, False)  # the highest box that leaves three boxes below for 98-100
    assert d[96] == (7, False) and d[100] == (3 + 8, False)
    assert d[50] == (1, True)  # above 95 two boxes, both safe: the nearer to 50's place


def test_a_number_just_below_a_high_gap_takes_the_gaps_top_box_not_the_nearest_place():
    """50 written in box 0: 51 has only box 1 that keeps the column (a box lower leaves too few
    numbers for the boxes above it), though boxes 2 and 3 lie nearer 51's place; 52 may use
    boxes 1 and 2 and takes 2, the nearer."""
    b = strategy._best_boxes([50] + [0] * 11)
    assert b[51] == (1, True)
    assert b[52] == (2, True)
    assert b[60] == (7, True)  # the whole gap is open: the box nearest 60's place (62.5)


def test_the_ascending_plan_skips_a_dead_column_that_comes_first():
    assert strategy.ascending_call(DEAD_COLUMNS[:1] + [[20] + [0] * 11]) == 21
    assert strategy.ascending_call(DEAD_COLUMNS[:2] + [[10, 30] + [0] * 10, [5] + [0] * 11]) == 31


# --- hints and the ascending plan --------------------------------------------------------------------
def test_alone_the_entry_of_the_ascending_plan_is_the_best_of_equal_entries():
    """Three live columns, topped 10, 20 and 30: the plan calls 31; the die names column 0,
    where every box below 10 keeps the race as it is. The plan writes it right below the
    column's last entry (box 1), not in the box nearest 31's place."""
    state = raced()
    state.sheets[0] = [[10] + [0] * 11, [20] + [0] * 11, [5, 30] + [0] * 10] + [
        list(c) for c in DEAD_COLUMNS[:2]]
    state.apply(Call(31), 0)
    state.apply(Roll(0), CHANCE)
    obs, legal = state.observation(0), state.legal_actions(0)
    ev = qwingo_analysis.evaluate(obs, legal, None, None)
    assert len(set(round(v, 9) for v in ev.values.values())) == 1  # all alike
    assert ev.best == Enter(0, 1)
    key = qwingo_analysis.BOTS["strong"]().entry_key(obs)
    assert min((a for a in legal if isinstance(a, Enter)), key=key) != Enter(0, 1)


def test_a_pass_alone_is_the_best_and_keeps_the_race():
    """The analyser values the moves it is given (the game itself passes for a player with
    no box to write in, so a pass alone is offered only by a caller)."""
    state = raced({"may_pass": True})
    state.apply(Call(51), 0)
    state.apply(Roll(0), CHANCE)
    ev = qwingo_analysis.evaluate(state.observation(0), [Pass()], None, None)
    assert ev.best == Pass() and ev.values == {Pass(): pytest.approx(6.0)}


def test_a_setup_hint_values_the_plan_alone():
    state = QwingoState(1, {})
    state.apply(Starter(0), CHANCE)
    ev = qwingo_analysis.evaluate(state.observation(0), state.legal_actions(0), None, None)
    assert ev.best == Setup(strategy.SOLO_LAYOUT) and list(ev.values) == [ev.best]


def test_two_moves_are_a_choice_one_is_not_unless_a_setup():
    assert analysis.is_decision("qwingo", [Call(1), Call(2)], Call(1))
    assert not analysis.is_decision("qwingo", [Call(1)], Call(1))
    assert analysis.is_decision("qwingo", [Setup(DEFAULT_LAYOUT)], Setup(DEFAULT_LAYOUT))
