"""Domino Bingo's analysis: a planted blunder is a mistake, the same move harmless when
nothing hangs on it."""

from __future__ import annotations

from bingolino_app.core import analysis
from bingolino_app.core.analysis import DecisionPoint
from bingolino_app.games.domino_bingo import analysis as domino_analysis
from bingolino_app.games.domino_bingo.rules import STONES
from bingolino_app.games.domino_bingo.state import Play, Trick

from domino_helpers import S, dealt, stones


def endgame(hand0: str, hand1: str, led: str, points: tuple[int, int]):
    """A Russian deal near its end, trumps sixes, the stock drawn: player 0 has led ``led``
    and player 1 must answer. Every other stone lies in earlier tricks."""
    state = dealt("6-1 5-5 4-4 3-3 2-2 1-1 6-2", "5-4 5-2 5-1 4-2 4-1 3-2 3-1", "6-3",
                  variant="russian", leader=0)
    h0, h1 = stones(hand0), stones(hand1)
    rest = [s for s in STONES if s not in h0 + h1 + [S(led)]]
    state.hands = [sorted(h0), sorted(h1)]
    state.stock = []
    state.trump_holder = 1
    state.tricks = [Trick(i % 2, (rest[2 * i], rest[2 * i + 1]), i % 2, False)
                    for i in range(len(rest) // 2)]
    state.trick_counts = [6, 5]
    state.points = list(points)
    state.trick = [(0, S(led))]
    state.leader, state.to_move = 0, 1
    return state


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
