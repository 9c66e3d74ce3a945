"""Domino Bingo's analysis: a planted blunder is a mistake, the same move harmless when
nothing hangs on it."""

from __future__ import annotations

import pytest

from bingolino_app.core import analysis
from bingolino_app.core.analysis import DecisionPoint
from bingolino_app.games.domino_bingo import analysis as domino_analysis
from bingolino_app.games.domino_bingo.state import Play

import domino_helpers
from domino_helpers import S, seventh_tricks


def endgame(hand0: str, hand1: str, led: str, points: tuple[int, int]):
    """A Russian deal near its end (domino_helpers.endgame), six tricks to five."""
    return domino_helpers.endgame(hand0, hand1, led, points, trick_counts=(6, 5))


def point_of(state, played) -> DecisionPoint:
    legal = state.legal_actions(1)
    assert played in legal
    return DecisionPoint(30, 1, state.observation(1), tuple(legal), played)


def test_throwing_the_trump_double_onto_a_worthless_trick_is_a_mistake():
    # Trumps are sixes. Player 0 leads the worthless 2-1 and keeps 6-0 and 6-4; player 1 may
    # throw his 6-6 on it (28 points now) or keep it to catch the trump that must follow
    # (the Russian rules let him discard: nothing of twos or ones in his hand).
    # Kept, 6-6 takes 6-4 later and he reaches 70 first; thrown, the opponent does.
    state = endgame("6-0 6-4", "6-6 5-3 4-3", "2-1", points=(50, 35))
    blunder = analysis.judge("domino_bingo", point_of(state, Play(S("6-6"))), seed=1)
    assert blunder.basis == "solved" and blunder.exact and blunder.noise == 0.0
    assert blunder.mark == "mistake"
    assert blunder.best in (Play(S("5-3")), Play(S("4-3")))
    assert blunder.cost >= domino_analysis.MEASURE.mistake
    kept = analysis.judge("domino_bingo", point_of(state, blunder.best), seed=1)
    assert kept.mark == "good" and kept.cost == 0.0


def test_the_same_throw_is_fine_when_nothing_is_at_stake():
    # Far from 70 on both sides the deal's big points do not depend on it.
    state = endgame("6-0 6-4", "6-6 5-3 4-3", "2-1", points=(10, 5))
    verdict = analysis.judge("domino_bingo", point_of(state, Play(S("6-6"))), seed=1)
    assert verdict.mark == "good"



@pytest.mark.slow  # the exact solver over every world of a deal
def test_the_seventh_trick_is_solved_over_every_world():
    """With one unknown stone and the turned trump left to draw, every move's value is the
    mean over every world (each unknown stone the one in the stock) of its exact chance of
    winning the match: the label solver, run here world by world, gives the same numbers; no
    sampling noise."""
    import random

    from bingolino_app.games.domino_bingo import fast
    from bingolino_app.games.domino_bingo.sim import match_value

    class Chance(fast.Rewards):  # the measure: the chance of winning the match, unshaped
        def value(self, b0, b1, p0, p1):
            return match_value(b0, b1, self.target)

    checked = 0
    for seed, state in seventh_tricks(range(12)):
        p = state.to_move
        obs, legal = state.observation(p), state.legal_actions(p)
        verdict = domino_analysis.evaluate(obs, legal, None, random.Random(1))
        assert verdict.basis == "worlds" and verdict.noise == 0.0
        # (a double led without declaring is left out: the next test checks that way)
        expected, _ = domino_helpers.every_world(state, p, Chance(obs.variant, obs.target))
        assert expected
        for action, value in expected.items():
            assert abs(verdict.values[action] - value) < 1e-9, (seed, action)
        checked += 1
        if checked == 4:
            break  # four positions make the case; each costs every world solved twice
    assert checked >= 4


def test_a_double_led_without_declaring_is_solved_through_the_draws():
    """Leading a double and not declaring it, in the seventh trick: the value is plain
    minimax's on the reference simulator (small hands, the last two stones to draw)."""
    import random

    from bingolino_app.games.domino_bingo import fast, rules
    from bingolino_app.games.domino_bingo.sim import Sim, match_value

    def minimax(sim):
        if sim.done:
            b0, b1 = sim.final_big()
            return match_value(b0, b1, sim.target)
        values = []
        for move in sim.legal():
            child = sim.copy()
            child.step(move)
            values.append(minimax(child))
        return max(values) if sim.to_move == 0 else min(values)

    checked = 0
    for seed in range(40):
        rng = random.Random(seed)
        ids = list(range(28))
        rng.shuffle(ids)
        turned = ids[-1]
        t = rules.trump_of(turned)
        tb = fast.TABLES[t]
        mover = seed % 2
        doubles = [i for i in ids[:-1] if tb.doubles >> tb.label[i] & 1][:2]
        rest = [i for i in ids[:-1] if i not in doubles]
        mine, theirs, pile = doubles + rest[:1], rest[1:4], [rest[4], turned]
        hands = [rules.mask_of(mine), rules.mask_of(theirs)]
        if mover == 1:
            hands.reverse()
        pts, tk, big = [rng.randrange(40, 70), rng.randrange(30, 70)], [2, 3], [2, 4]
        variant = "english" if seed % 3 else "russian"
        pos = fast.Position(variant, 7, t, mover, tb.to_labels(hands[mover]), -1, (1, 1),
                            mover, -1, pts, tk, -1, 0, big, 2)
        double = doubles[0]
        sim = Sim(variant, 7, t, hands, pile, 0, -1, (1, 1), mover, -1, pts, tk, -1, 0, big)
        sim.step(double)
        sim.decl = 0  # led without showing the other double
        value = domino_analysis._undeclared_lead(
            pos, (tb.to_labels(hands[0]), tb.to_labels(hands[1])),
            (tb.label[pile[0]], tb.label[turned]), tb.label[double],
            domino_analysis._WinChance(variant, 7), {})
        assert abs(value - minimax(sim)) < 1e-9, seed
        checked += 1
    assert checked == 40
