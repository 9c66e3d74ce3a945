"""Bingolino through the strong computer's eyes: own turns still needed for the stars.

The values are the strong bot's own evaluation (strategy.Board: the expected number of own
turns to earn the missing stars through the cheapest lines), a deterministic formula, so no
sampling noise:
- an arrangement: the turns the grid needs from the start;
- a tile turned down, or back up: the turns needed after it;
- a dice count: the turns needed after this roll on average (a miss turns the least harmful
  tile back up), plus the strong bot's weight for the help the total gives the others.
Fewer is better.
"""

from __future__ import annotations

import math
import random

from bingolino_app.core.analysis import Evaluation, Measure
from bingolino_app.games.bingolino.bots import PlannerBot
from bingolino_app.games.bingolino.rules import GRID
from bingolino_app.games.bingolino.state import Arrange, ChooseDice, Flip, TurnBack
from bingolino_app.games.bingolino.strategy import (
    OWN_OUTCOMES, SUM_ODDS, Board, need_of, plan_layout, up_mask,
)

MEASURE = Measure("turns", higher_is_better=False, inaccuracy=0.5, mistake=1.5)
ALL_UP = (1 << GRID) - 1


def is_decision(legal, played) -> bool:
    """An arrangement is always a choice (any order of the hand is allowed, one is listed)."""
    return len(legal) >= 2 or isinstance(played, Arrange)


def evaluate(obs, legal, played, rng: random.Random, effort: float = 1.0) -> Evaluation:
    me = obs.viewer
    first = legal[0]
    if isinstance(first, Arrange):
        preferred = Arrange(plan_layout(obs.hands[me]))
        need = need_of(obs, me)
        values = {a: Board(a.layout, ()).value(ALL_UP, need)
                  for a in dict.fromkeys([preferred] + ([played] if played else []))}
        return Evaluation(values, preferred)
    board = Board(obs.grids[me], obs.completed[me])
    up, need = up_mask(obs.facedown[me]), need_of(obs, me)
    if isinstance(first, ChooseDice):
        values = _dice_values(obs, board, up, need)
    elif isinstance(first, Flip):
        values = {a: board.after_flip(up, a.cell, need) for a in legal}
    else:
        values = {a: board.value(up | 1 << a.cell, need) for a in legal
                  if isinstance(a, TurnBack)}
    best = min(values, key=lambda a: (values[a], getattr(a, "cell", 0), getattr(a, "count", 0)))
    return Evaluation(values, best)


def _gains(obs, player: int) -> tuple[dict[int, float], float]:
    """Best saving of the player's turns per number turned down, and his turns needed now
    (as PlannerBot weighs them)."""
    board = Board(obs.grids[player], obs.completed[player])
    up, need = up_mask(obs.facedown[player]), need_of(obs, player)
    now = board.value(up, need)
    gains: dict[int, float] = {}
    for cell in range(GRID):
        if up >> cell & 1:
            n = board.grid[cell]
            gain = now - board.after_flip(up, cell, need)
            if gain > gains.get(n, -math.inf):
                gains[n] = gain
    return gains, now


def _dice_values(obs, board: Board, up: int, need: int) -> dict:
    """Turns needed after the roll with each dice count (PlannerBot's score, as turns)."""
    me = obs.viewer
    rivalry = PlannerBot().rivalry
    gains, now = _gains(obs, me)
    down = [c for c in range(GRID) if not up >> c & 1]
    miss = -min((board.value(up | 1 << c, need) - now for c in down), default=0.0)
    rivals = []
    values = []
    for p in range(obs.num_players):
        if p != me and obs.in_play(p) and obs.grids[p] is not None:
            rival_gains, value = _gains(obs, p)
            rivals.append(rival_gains)
            values.append(value)
    if values:
        lead = min(values + [now])
        weights = [rivalry * math.exp(-(v - lead) / 3.0) for v in values]
        rivals = list(zip(weights, rivals))
    out = {}
    for d, outcomes in OWN_OUTCOMES.items():
        score = 0.0
        for mask, prob in outcomes:
            gain = max((g for n, g in gains.items() if mask >> n & 1), default=None)
            score += prob * (miss if gain is None else gain)
        for weight, rival_gains in rivals:
            score -= weight * sum(prob * rival_gains.get(t, 0.0)
                                  for t, prob in SUM_ODDS[d].items())
        out[ChooseDice(d)] = now - score
    return out
