"""The strong player of the first edition, frozen as the hidden level "strong_v1": new levels
are measured side by side against it (issue 13). Do not tune it: change the new levels.

ISMCTS with an early stop (a move that cannot be overtaken ends the search) over deals
sampled consistently with the hard facts (voids), rewarded by the chance of winning the
match; exact solving once no stone can be drawn any more.
"""

from __future__ import annotations

import functools
import random
import time

from bingolino_app.games.domino_bingo.bots import _moves
from bingolino_app.games.domino_bingo.search import deal_reward, ismcts, match_reward, solve
from bingolino_app.games.domino_bingo.worlds import WorldSampler

EXACT_CLOSED_STONES = 12  # a closed stock with more stones in hand: ISMCTS (solving is slower)


class SearchBotV1:
    """The first edition's search player (strong: all three flags on; normal: all off)."""

    def __init__(self, iterations: int = 700, seconds: float = 0.5, match_aware: bool = True,
                 infer: bool = True, solver: bool = True, worlds: int = 16) -> None:
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
        exact = obs.stock_size == 0 or sum(obs.hand_sizes) <= EXACT_CLOSED_STONES
        if self.solver and obs.strict and exact:
            if obs.stock_size == 0:
                values = solve(sampler.sample(rng), reward, best_only=True)
            else:
                values = self._solve_worlds(sampler, rng, reward)
            mine = {m: (v if me == 0 else 1.0 - v) for m, v in values.items()}
            best = None
            for m in values:
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
        deadline = time.process_time() + self.seconds
        for k in range(len(worlds) if worlds is not None else self.worlds):
            sim = worlds[k] if worlds is not None else sampler.sample(rng)
            for m, v in solve(sim, reward).items():
                totals[m] = totals.get(m, 0.0) + v
            count += 1
            if time.process_time() > deadline:
                break
        return {m: v / count for m, v in totals.items()}
