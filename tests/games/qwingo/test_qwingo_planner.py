"""Qwingo's planner pinned piece by piece: a call's score is the own race value expected over
the six faces, plus the turns it saves the others (the rivalry weights, the leader most), less
the tie-break standing it buys; an entry's key its race value less the tie-break it buys; each
piece assembled here from the sheet models. And greedy's rules of thumb."""

from __future__ import annotations

import math
import random

import pytest

from bingolino_app.core.game import CHANCE
from bingolino_app.games.qwingo import rules, strategy
from bingolino_app.games.qwingo.bots import BOTS, FACE_P, GreedyBot, PlannerBot, _added
from bingolino_app.games.qwingo.rules import COLUMNS, HIGH, LOW
from bingolino_app.games.qwingo.state import (
    DEFAULT_LAYOUT, Call, Enter, Pass, QwingoState, Roll, Setup, Starter,
)

MINE = [[3, 9, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        [0, 0, 30, 36, 0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 40, 0, 0, 0, 0, 0, 0, 0, 88],
        [0, 0, 0, 0, 50, 0, 0, 0, 0, 0, 0, 0]]
THEIRS = [[0, 10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [1, 2, 3, 20, 0, 0, 0, 0, 0, 0, 0, 0],
          [0, 0, 30, 0, 0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 40, 41, 42, 43, 0, 0, 0, 0, 0],
          [0, 0, 0, 0, 50, 0, 0, 0, 0, 0, 0, 0]]
THIRD = [[0, 10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
         [0, 0, 30, 0, 0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 40, 0, 0, 0, 0, 0, 0, 0, 0],
         [0, 0, 0, 0, 50, 0, 0, 0, 0, 0, 0, 0]]


def game(*sheets) -> QwingoState:
    state = QwingoState(len(sheets), {})
    state.apply(Starter(0), CHANCE)
    for p in range(len(sheets)):
        state.apply(Setup(DEFAULT_LAYOUT), p)
    for p, sheet in enumerate(sheets):
        state.sheets[p] = [list(c) for c in sheet]
    return state


def model(sheet) -> strategy.SheetModel:
    return strategy.sheet_model(tuple(tuple(c) for c in sheet))


def test_the_outcomes_of_a_call_are_the_best_entry_per_face_and_the_lightning_last():
    m = model(MINE)
    for n in (1, 15, 33, 45, 60, 95):
        outcomes = PlannerBot().outcomes(m, n)
        assert len(outcomes) == COLUMNS + 1
        for c in range(COLUMNS):
            entry = m.best_entry(c, n)
            assert outcomes[c] == ((m.base, None) if entry is None else (entry[0], c))
        fits = [(m.best_entry(c, n)[0], c) for c in strategy.TIE_ORDER
                if m.best_entry(c, n) is not None]
        best = min(fits, key=lambda f: (f[0], strategy.TIE_RANK[f[1]])) if fits else None
        assert outcomes[-1] == ((m.base, None) if best is None else best)
    spread = PlannerBot(spread=0.5).outcomes(m, 45)
    entry = m.best_entry(2, 45)
    assert spread[2] == (entry[0] + 0.5 * entry[1], 2)


def expected_call_score(bot: PlannerBot, obs, n: int) -> float:
    """A call's score worked out from the sheet models of game(MINE, THEIRS, THIRD), player 0:
    the own expected race value, plus the turns the call saves the others, less the tie-break
    standing it buys."""
    mine = model(MINE)
    others = [model(THEIRS), model(THIRD)]
    race = [r for r, _ in PlannerBot.rivals(obs, 0, bot.rivalry)]
    tie = [r for r, _ in PlannerBot.rivals(obs, 0)]
    own = bot.outcomes(mine, n)
    expected = FACE_P * sum(v for v, _ in own)
    for weight, t_weight, other in zip(race, tie, others):
        theirs = bot.outcomes(other, n)
        if bot.rivalry > 0:
            expected += weight * (other.base - FACE_P * sum(v for v, _ in theirs))
        if bot.tiebreak > 0:
            scale = bot.tiebreak * t_weight * strategy.simultaneous_odds(mine.base, other.base)
            standing = sum(strategy.tie_standing(
                strategy.tie_counts(MINE) if c is None else _added(strategy.tie_counts(MINE), c),
                strategy.tie_counts(other.sheet) if d is None else
                _added(strategy.tie_counts(other.sheet), d))
                for (_, c), (_, d) in zip(own, theirs))
            expected -= scale * FACE_P * standing
    return expected


def test_a_call_scores_its_expected_race_plus_the_turns_it_saves_the_others():
    state = game(MINE, THEIRS, THIRD)
    obs = state.observation(0)
    for bot in (PlannerBot(), PlannerBot(rivalry=0.0), PlannerBot(tiebreak=6.0),
                PlannerBot(rivalry=0.3, tiebreak=1.0)):
        scores = dict(bot.call_scores(obs, 0))
        assert list(scores) == list(range(LOW, HIGH + 1))
        for n in (5, 25, 44, 61, 97):
            assert scores[n] == pytest.approx(expected_call_score(bot, obs, n)), (
                bot.rivalry, bot.tiebreak, n)
        low = min(scores.values())
        assert bot.best_call(obs, 0) == min(n for n, s in scores.items() if s < low + 1e-12)


def test_a_call_weighs_a_light_tie_break_without_any_rivalry():
    obs = game(MINE, THEIRS, THIRD).observation(0)
    plain = dict(PlannerBot(rivalry=0.0).call_scores(obs, 0))
    for tiebreak in (1.0, 0.5):
        bot = PlannerBot(rivalry=0.0, tiebreak=tiebreak)
        scores = dict(bot.call_scores(obs, 0))
        for n in (5, 25, 44, 61, 97):
            assert scores[n] == pytest.approx(expected_call_score(bot, obs, n)), (tiebreak, n)
        assert any(abs(scores[n] - plain[n]) > 1e-6 for n in scores), tiebreak


def test_the_rivals_share_the_weight_the_one_closest_to_finishing_most():
    obs = game(MINE, THEIRS, THIRD).observation(0)
    rivals = PlannerBot.rivals(obs, 0, 0.6)
    bases = [model(THEIRS).base, model(THIRD).base]
    lead = min(bases)
    raw = [math.exp(-(b - lead) / 3.0) for b in bases]
    assert [w for w, _ in rivals] == pytest.approx([0.6 * r / sum(raw) for r in raw])
    assert sum(w for w, _ in rivals) == pytest.approx(0.6)
    assert [m.base for _, m in rivals] == pytest.approx(bases)
    assert PlannerBot.rivals(game(MINE).observation(0), 0) == []


def entries_after_a_lightning():
    """The state, player 0's view and entries after 45 is called and the lightning rolled."""
    state = game(MINE, THEIRS)
    state.apply(Call(45), 0)
    state.apply(Roll(rules.LIGHTNING), CHANCE)
    legal = [a for a in state.legal_actions(0) if isinstance(a, Enter)]
    assert len(legal) > 3
    return state, state.observation(0), legal


def test_an_entry_is_keyed_by_its_race_value_less_the_tie_break_it_buys():
    state, obs, legal = entries_after_a_lightning()
    mine = model(MINE)
    plain = PlannerBot().entry_key(obs)
    for a in legal:
        assert plain(a) == (mine.entry_value(a.column, a.box, 45)
                            + 0.0 * strategy.deviation(a.box, 45),
                            strategy.deviation(a.box, 45), a.column, a.box)
    bot = PlannerBot(tiebreak=6.0, prefer_tie=True)
    key = bot.entry_key(obs)
    other = model(THEIRS)
    weight = PlannerBot.rivals(obs, 0)[0][0]
    scale = 6.0 * weight * strategy.simultaneous_odds(mine.base, other.base)
    column = bot.outcomes(other, 45)[rules.LIGHTNING][1]
    theirs = strategy.tie_counts(THEIRS)
    theirs = theirs if column is None else _added(theirs, column)
    for a in legal:
        value = mine.entry_value(a.column, a.box, 45) - scale * strategy.tie_standing(
            _added(strategy.tie_counts(MINE), a.column), theirs)
        assert key(a) == (round(value, 9), strategy.TIE_RANK[a.column],
                          strategy.deviation(a.box, 45), a.column, a.box)
    assert bot.choose(obs, state.legal_actions(0), random.Random(0)) == min(legal, key=key)
    only_prefer = PlannerBot(prefer_tie=True).entry_key(obs)
    a = legal[0]
    assert only_prefer(a)[1] == strategy.TIE_RANK[a.column]
    assert only_prefer(a)[0] == round(mine.entry_value(a.column, a.box, 45), 9)


def expected_entry_key(bot: PlannerBot, obs, a: Enter) -> tuple:
    """An entry's key worked out from the sheet models: its race value plus ``spread`` times
    its deviation, less, with a tie-break, the standing it buys against each rival's best
    entry of the same roll; then the tie-break column rank (prefer_tie), the deviation."""
    n, me = obs.called, obs.viewer
    deviation = strategy.deviation(a.box, n)
    mine = model(obs.sheets[me])
    value = mine.entry_value(a.column, a.box, n) + bot.spread * deviation
    if bot.tiebreak <= 0 and not bot.prefer_tie:
        return (value, deviation, a.column, a.box)
    if bot.tiebreak > 0:
        for weight, other in PlannerBot.rivals(obs, me):
            scale = bot.tiebreak * weight * strategy.simultaneous_odds(mine.base, other.base)
            column = bot.outcomes(other, n)[obs.face][1]
            theirs = strategy.tie_counts(other.sheet)
            theirs = theirs if column is None else _added(theirs, column)
            value -= scale * strategy.tie_standing(
                _added(strategy.tie_counts(obs.sheets[me]), a.column), theirs)
    return (round(value, 9), strategy.TIE_RANK[a.column] if bot.prefer_tie else 0, deviation,
            a.column, a.box)


def test_an_entry_key_weighs_a_light_tie_break_and_the_spread_without_the_column_rank():
    _, obs, legal = entries_after_a_lightning()
    for bot in (PlannerBot(tiebreak=1.0), PlannerBot(tiebreak=0.5, spread=0.5),
                PlannerBot(spread=0.5), PlannerBot(spread=0.5, prefer_tie=True)):
        key = bot.entry_key(obs)
        for a in legal:
            assert key(a) == pytest.approx(expected_entry_key(bot, obs, a)), (
                bot.tiebreak, bot.spread, bot.prefer_tie, a)
    plain = PlannerBot().entry_key(obs)
    light = PlannerBot(tiebreak=1.0).entry_key(obs)
    assert any(light(a)[0] != round(plain(a)[0], 9) for a in legal)  # the tie-break counts


def test_an_entry_in_the_first_column_counts_nothing_for_the_tie_break():
    assert _added((1, 2, 3, 4), 0) == (1, 2, 3, 4)
    assert _added((1, 2, 3, 4), 1) == (2, 2, 3, 4)
    assert _added((1, 2, 3, 4), 4) == (1, 2, 3, 5)


def test_a_pass_is_never_chosen_over_a_safe_entry():
    state = QwingoState(1, {"may_pass": True})
    state.apply(Starter(0), CHANCE)
    state.apply(Setup(DEFAULT_LAYOUT), 0)
    state.apply(Call(45), 0)
    state.apply(Roll(2), CHANCE)
    legal = state.legal_actions(0)
    assert Pass() in legal and len(legal) > 1
    for level in ("greedy", "normal", "strong", "strong_v1"):
        choice = BOTS[level]().choose(state.observation(0), legal, random.Random(0))
        assert isinstance(choice, Enter) and not state.is_risky(0, choice), level


def test_a_shuffled_setup_keeps_the_even_profile_and_what_was_placed():
    rng = random.Random(4)
    layout = PlannerBot.setup(rng)
    box = dict(DEFAULT_LAYOUT)
    assert sorted(n for n, _ in layout) == [10, 20, 30, 40, 50]
    assert all(b == box[n] for n, b in layout)
    assert layout != DEFAULT_LAYOUT or PlannerBot.setup(random.Random(5)) != DEFAULT_LAYOUT
    kept = {1: (30, 7), 3: (10, 0)}
    done = PlannerBot.complete_setup(kept, random.Random(2))
    assert done[1] == (30, 7) and done[3] == (10, 0)
    free = [done[c] for c in (0, 2, 4)]
    assert sorted(n for n, _ in free) == [20, 40, 50]
    assert all(b == box[n] for n, b in free)
    mixed = PlannerBot(mix_setup=True).choose(_setup_obs(), [Setup(DEFAULT_LAYOUT)],
                                              random.Random(4))
    assert mixed == Setup(PlannerBot.setup(random.Random(4)))
    plain = PlannerBot(mix_setup=False).choose(_setup_obs(), [Setup(DEFAULT_LAYOUT)],
                                               random.Random(4))
    assert plain == Setup(DEFAULT_LAYOUT)


def _setup_obs():
    state = QwingoState(2, {})
    state.apply(Starter(0), CHANCE)
    return state.observation(0)


def test_the_levels_are_the_configurations_they_say():
    strong, normal, v1 = BOTS["strong"](), BOTS["normal"](), BOTS["strong_v1"]()
    assert (strong.tiebreak, strong.prefer_tie, strong.solo, strong.rivalry) == (6.0, True,
                                                                                 True, 0.5)
    assert (normal.tiebreak, normal.prefer_tie, normal.solo) == (1.0, True, False)
    assert (v1.tiebreak, v1.prefer_tie, v1.solo, v1.spread, v1.mix_setup) == (
        0.0, False, False, 0.0, True)
    assert vars(BOTS["expert"]()) == vars(strong)  # strong as it is (no budget to raise)
    assert BOTS["easy"]().blunder == pytest.approx(1 / 3)
    assert sorted(BOTS) == ["easy", "expert", "greedy", "normal", "random", "strong",
                            "strong_v1"]
    assert FACE_P == pytest.approx(1 / 6)


# --- greedy's rules of thumb ---------------------------------------------------------------------
def test_greedy_calls_for_its_fullest_column_in_the_middle_of_its_roomiest_gap():
    state = game(MINE)
    call = GreedyBot().choose(state.observation(0), state.legal_actions(0), random.Random(0))
    # The fullest columns hold two numbers; the first of them (column 0, 3 and 9 on top) has
    # one gap below 9: boxes 2-11 for 10-100, its middle box 7 aims at 7.5 x 100 / 12 = 62.5,
    # rounded to the even 62.
    gap = rules.gaps(MINE[0])[-1]
    assert (gap.start, gap.size, gap.lo, gap.hi) == (2, 10, 9, 101)
    box = gap.start + gap.size // 2
    lo, hi = gap.lo + 1 + (box - gap.start), gap.hi - 1 - (gap.start + gap.size - 1 - box)
    assert call == Call(min(max(round(strategy.TARGET[box]), lo), hi)) == Call(62)


def test_greedy_calls_the_middle_when_no_column_has_a_gap_with_room():
    full = [[n + 12 * c for n in range(1, 13)] for c in range(5)]
    state = game(full)
    assert GreedyBot().choose(state.observation(0), state.legal_actions(0),
                              random.Random(0)) == Call((LOW + HIGH) // 2)


def test_greedy_writes_safely_into_its_fullest_column_near_the_profile():
    state = game(MINE)
    state.apply(Call(45), 0)
    state.apply(Roll(rules.LIGHTNING), CHANCE)
    legal = state.legal_actions(0)
    choice = GreedyBot().choose(state.observation(0), legal, random.Random(0))
    key = lambda a: (not state.is_risky(0, a), rules.filled(MINE[a.column]),  # noqa: E731
                     -strategy.deviation(a.box, 45))
    assert choice == max((a for a in legal if isinstance(a, Enter)), key=key)
    assert not state.is_risky(0, choice) and rules.filled(MINE[choice.column]) == 2


def test_greedy_calls_the_one_number_a_tight_gap_of_its_fullest_column_takes():
    # Column 0 holds 4-12 below three empty boxes: 1, 2 and 3 fill them exactly; the middle
    # box takes only 2. A gap with just enough room counts as a gap to call for.
    sheet = [[0, 0, 0] + list(range(4, 13))] + [[0] * 12 for _ in range(4)]
    state = game(sheet)
    assert GreedyBot().choose(state.observation(0), state.legal_actions(0),
                              random.Random(0)) == Call(2)


def test_greedy_calls_no_lower_than_the_middle_box_of_a_high_gap_can_take():
    # 50 on top of column 0: the middle box of the gap below (box 6) aims at 54.2, but five
    # boxes above it need 51-55 first, so the call is 56.
    sheet = [[50] + [0] * 11] + [[0] * 12 for _ in range(4)]
    state = game(sheet)
    assert round(strategy.TARGET[6]) == 54
    assert GreedyBot().choose(state.observation(0), state.legal_actions(0),
                              random.Random(0)) == Call(56)


def test_greedy_writes_into_the_safe_box_though_a_risky_one_lies_nearer_the_profile():
    # Column 0: 12 at the bottom, eleven boxes above for exactly 1-11. A 5 keeps the column
    # only in box 4; box 0's place (4.2) is nearer 5, but a 5 there kills the column.
    sheet = [[0] * 11 + [12]] + [[0] * 12 for _ in range(4)]
    state = game(sheet)
    state.apply(Call(5), 0)
    state.apply(Roll(rules.LIGHTNING), CHANCE)
    legal = state.legal_actions(0)
    assert Enter(0, 0) in legal and state.is_risky(0, Enter(0, 0))
    assert GreedyBot().choose(state.observation(0), legal, random.Random(0)) == Enter(0, 4)


def test_greedy_sets_up_on_the_default_layout_without_reading_a_sheet():
    # The setup needs no sheet: from a spectator's view (no viewer) too.
    state = QwingoState(1, {})
    state.apply(Starter(0), CHANCE)
    assert GreedyBot().choose(state.observation(None), state.legal_actions(0),
                              random.Random(0)) == Setup(DEFAULT_LAYOUT)


def test_the_solo_plan_sends_the_lightning_to_the_fuller_of_two_live_columns():
    # Two live columns filled from the top (10; 5 and 20) and three dead ones that take no
    # 21: the plan calls 21; on the lightning both tops take it, the fuller column gains more.
    dead = [0] * 11 + [5]  # eleven boxes for the numbers below 5
    sheet = [[10] + [0] * 11, [5, 20] + [0] * 10] + [list(dead) for _ in range(3)]
    state = game(sheet)
    bot = BOTS["strong"]()
    assert bot.choose(state.observation(0), state.legal_actions(0), random.Random(0)) == Call(21)
    state.apply(Call(21), 0)
    state.apply(Roll(rules.LIGHTNING), CHANCE)
    legal = state.legal_actions(0)
    tops = [a for a in legal if isinstance(a, Enter) and a.box == rules.filled(sheet[a.column])]
    assert tops == [Enter(0, 1), Enter(1, 2)]
    assert bot.choose(state.observation(0), legal, random.Random(0)) == Enter(1, 2)
