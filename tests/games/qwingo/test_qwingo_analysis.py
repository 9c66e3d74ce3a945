"""Qwingo's analysis: an entry that kills a column is a mistake; calls and setups valued as
the strong computer values them."""

from __future__ import annotations

import random

from bingolino_app.core import analysis
from bingolino_app.core.analysis import DecisionPoint
from bingolino_app.core.game import CHANCE
from bingolino_app.games.qwingo import analysis as qwingo_analysis
from bingolino_app.games.qwingo.bots import PlannerBot
from bingolino_app.games.qwingo.state import (
    DEFAULT_LAYOUT, Call, Enter, QwingoState, Roll, Setup, Starter,
)


def solo_with(column0: list[int], called: int, face: int) -> QwingoState:
    """A solo game whose banana column holds ``column0``, ``called`` rolled on ``face``."""
    state = QwingoState(1, {})
    state.apply(Starter(0), CHANCE)
    state.apply(Setup(DEFAULT_LAYOUT), 0)
    state.sheets[0][0] = list(column0)
    state.apply(Call(called), 0)
    state.apply(Roll(face), CHANCE)
    return state


def verdict(state: QwingoState, played) -> analysis.Judgement:
    legal = state.legal_actions(0)
    return analysis.judge("qwingo", DecisionPoint(8, 0, state.observation(0), tuple(legal),
                                                  played), seed=1)


def test_an_entry_that_kills_a_column_is_a_mistake():
    # Five numbers in the banana column, 27 on the banana: the bottom box leaves five boxes
    # for the four numbers 23-26; the box under 22 keeps the column alive.
    state = solo_with([3, 10, 14, 18, 22, 0, 0, 0, 0, 0, 0, 0], called=27, face=0)
    killing = Enter(0, 11)
    assert state.is_risky(0, killing)
    bad = verdict(state, killing)
    assert bad.mark == "mistake" and bad.exact is False and bad.noise == 0.0
    assert bad.cost >= qwingo_analysis.MEASURE.mistake
    assert not state.is_risky(0, bad.best)
    good = verdict(state, bad.best)
    assert good.mark == "good" and good.cost == 0.0


def test_every_safe_box_of_a_column_is_as_good():
    state = solo_with([3, 10, 14, 18, 22, 0, 0, 0, 0, 0, 0, 0], called=27, face=0)
    safe = [a for a in state.legal_actions(0) if not state.is_risky(0, a)]
    assert len(safe) >= 2
    assert {verdict(state, a).cost for a in safe} == {0.0}


def test_the_strong_call_costs_nothing_and_a_hopeless_call_costs_turns():
    state = QwingoState(1, {})
    state.apply(Starter(0), CHANCE)
    state.apply(Setup(DEFAULT_LAYOUT), 0)
    obs, legal = state.observation(0), state.legal_actions(0)
    strong = PlannerBot().choose(obs, legal, random.Random(1))
    assert verdict(state, strong).cost == 0.0
    assert verdict(state, Call(10)).cost > 0  # 10 is written already: fits nowhere


def test_a_setup_that_kills_a_column_from_the_start_is_a_mistake():
    state = QwingoState(1, {})
    state.apply(Starter(0), CHANCE)
    legal = state.legal_actions(0)
    # 10 in the bottom box: eleven boxes above it for nine numbers.
    bad = Setup(((10, 11), (20, 2), (30, 3), (40, 4), (50, 5)))
    judged = analysis.judge("qwingo", DecisionPoint(1, 0, state.observation(0), tuple(legal),
                                                    bad), seed=1)
    assert analysis.is_decision("qwingo", legal, bad)
    assert judged.mark in ("inaccuracy", "mistake") and judged.cost > 0
