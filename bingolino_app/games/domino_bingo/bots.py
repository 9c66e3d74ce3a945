"""Domino Bingo's computer players. Each decides from its player's observation only.

* random, greedy: the baselines (greedy: win valuable tricks cheaply, keep trumps, declare,
  close once 70 is safe).
* easy: greedy with frequent random moves.
* normal: a small ISMCTS that plays for the deal's big points and ignores what the
  opponent's failures to follow reveal.
* strong: ISMCTS over deals sampled consistently with everything seen, rewarded by the chance
  of winning the match; once no stone can be drawn any more it solves the rest of the deal
  exactly (every world when the opponent's hand is one of few, else a sample of them).
"""

from __future__ import annotations

import functools
import random
import time

from bingolino_app.core.bots import RandomBot
from bingolino_app.games.domino_bingo import rules
from bingolino_app.games.domino_bingo.rules import (
    BINGO, FOLLOWER_WINS, GOAL, TRUMP_MASK, VALUE, stone_id,
)
from bingolino_app.games.domino_bingo.search import deal_reward, ismcts, match_reward, solve
from bingolino_app.games.domino_bingo.sim import CLOSE
from bingolino_app.games.domino_bingo.state import Close, Play
from bingolino_app.games.domino_bingo.v1 import StrongV1
from bingolino_app.games.domino_bingo.worlds import WorldSampler


def _moves(legal) -> dict[int, object]:
    """Simulator move -> the action it stands for (a double is declared whenever allowed)."""
    out: dict[int, object] = {}
    for action in legal:
        if isinstance(action, Close):
            out[CLOSE] = action
        elif action.declare or stone_id(action.stone) not in out:
            out[stone_id(action.stone)] = action
    return out


def _unseen_trumps(obs) -> int:
    me = obs.viewer
    seen = {stone_id(s) for s in obs.played()} | {stone_id(s) for s in obs.hands[me]}
    return TRUMP_MASK[obs.trump] & ~rules.mask_of(seen)


class GreedyBot:
    def choose(self, obs, legal, rng: random.Random):
        moves = _moves(legal)
        if not obs.trick:
            if CLOSE in moves and self._safe_70(obs):
                return moves[CLOSE]
            return moves[self._lead(obs, moves)]
        return moves[self._follow(obs, moves)]

    def _safe_70(self, obs) -> bool:
        """My points plus what my unbeatable trumps will surely bring reach 70."""
        t, me = obs.trump, obs.viewer
        unseen = _unseen_trumps(obs)
        top = max((rules.trump_strength(i, t) for i in rules.ids_of(unseen)), default=-1)
        sure = sum(VALUE[t][stone_id(s)] for s in obs.hands[me]
                   if rules.is_trump(stone_id(s), t)
                   and rules.trump_strength(stone_id(s), t) > top)
        return obs.points[me] + sure >= GOAL

    def _lead(self, obs, moves) -> int:
        t = obs.trump
        stones = [m for m in moves if m != CLOSE]
        declared = [m for m in stones if isinstance(moves[m], Play) and moves[m].declare]
        if declared:  # show the doubles with the one least likely to be beaten
            return min(declared, key=lambda i: (rules.is_trump(i, t) and i != BINGO
                                                and rules.trump_strength(i, t) < 99, VALUE[t][i]))
        return min(stones, key=lambda i: (rules.is_trump(i, t), VALUE[t][i],
                                          sum(rules.rank(x) for x in rules.STONES[i])))

    def _follow(self, obs, moves) -> int:
        t = obs.trump
        led = stone_id(obs.trick[0][1])
        stones = [m for m in moves if m != CLOSE]
        wins = FOLLOWER_WINS[t][led]
        winners = [i for i in stones if wins[i]]
        losers = [i for i in stones if not wins[i]]
        if led == rules.INDEX[(t, t)] and BINGO in winners and t:
            return BINGO  # bingo captures the trump double: a big point
        worth = VALUE[t][led]
        if winners:
            cheapest = min(winners, key=lambda i: (rules.is_trump(i, t),
                                                   rules.trump_strength(i, t)
                                                   if rules.is_trump(i, t) else 0, VALUE[t][i]))
            costly = rules.is_trump(cheapest, t) and rules.trump_strength(cheapest, t) >= 99
            if worth + VALUE[t][cheapest] > 0 and (not costly or worth >= 10) or not losers:
                return cheapest
        return min(losers, key=lambda i: (VALUE[t][i], rules.is_trump(i, t),
                                          sum(rules.rank(x) for x in rules.STONES[i])))


class EasyBot:
    """Greedy, with a random move four times in ten: a beginner can beat it."""

    def __init__(self, blunder: float = 0.4) -> None:
        self.blunder = blunder
        self.greedy = GreedyBot()

    def choose(self, obs, legal, rng: random.Random):
        if rng.random() < self.blunder:
            return legal[rng.randrange(len(legal))]
        return self.greedy.choose(obs, legal, rng)


EXACT_CLOSED_STONES = 12  # a closed stock with more stones in hand: ISMCTS (solving is slower)


class SearchBot:
    """ISMCTS while stones can still be drawn; then exact solving (when ``solver``)."""

    def __init__(self, iterations: int, seconds: float, match_aware: bool, infer: bool,
                 solver: bool, worlds: int = 24) -> None:
        self.iterations, self.seconds = iterations, seconds
        self.match_aware, self.infer, self.solver = match_aware, infer, solver
        self.worlds = worlds

    def choose(self, obs, legal, rng: random.Random):
        moves = _moves(legal)
        if len(moves) == 1:
            return next(iter(moves.values()))
        me = obs.viewer
        sampler = WorldSampler(obs, use_voids=self.infer)
        if self.match_aware:
            reward = match_reward
        else:
            reward = functools.partial(deal_reward, start_big=tuple(obs.big))
        # Exact solving once no stone can be drawn: always when the stock is exhausted (one
        # known world), over sampled worlds when it was closed and the hands are small.
        exact = obs.stock_size == 0 or sum(obs.hand_sizes) <= EXACT_CLOSED_STONES
        if self.solver and obs.strict and exact:
            if obs.stock_size == 0:  # one known world: only the best move needs its value
                values = solve(sampler.sample(rng), reward, best_only=True)
            else:
                values = self._solve_worlds(sampler, rng, reward)
            mine = {m: (v if me == 0 else 1.0 - v) for m, v in values.items()}
            best = None
            for m in values:  # evaluation order: the first best is exact, not a bound
                if best is None or mine[m] > mine[best]:
                    best = m
            return moves[best]
        stats = ismcts(sampler.sample, rng, self.iterations, self.seconds, reward)
        best = max(moves, key=lambda m: (stats.get(m, (0, 0.0)), -m))
        return moves[best]

    def _solve_worlds(self, sampler: WorldSampler, rng: random.Random, reward) -> dict:
        if sampler.opponent_hands() <= self.worlds:
            worlds = list(sampler.all_worlds())
        else:
            worlds = None
        totals: dict[int, float] = {}
        count = 0
        deadline = time.perf_counter() + self.seconds
        for k in range(len(worlds) if worlds is not None else self.worlds):
            sim = worlds[k] if worlds is not None else sampler.sample(rng)
            for m, v in solve(sim, reward).items():
                totals[m] = totals.get(m, 0.0) + v
            count += 1
            if time.perf_counter() > deadline:
                break
        return {m: v / count for m, v in totals.items()}


BOTS = {
    "random": RandomBot,
    "greedy": GreedyBot,
    "easy": EasyBot,
    "normal": functools.partial(SearchBot, 120, 0.12, False, False, False),
    "strong": functools.partial(SearchBot, 700, 0.5, True, True, True, worlds=16),
    "strong_v1": StrongV1,  # hidden: the first edition's strong, to measure against
}
