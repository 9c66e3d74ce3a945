"""Bingolino through the strong computer's eyes: own turns still needed for the stars.

The values are the strong bot's own evaluation (strategy.Board: the expected number of own
turns to earn the missing stars through the cheapest lines), a deterministic formula, so no
sampling noise:
- an arrangement: the turns the grid needs from the start;
- a tile turned down, or back up: the turns needed after it, the next own turn played out
  (every dice count, every roll's best tile);
- a dice count: the turns needed after this roll on average (a miss turns the least harmful
  tile back up), plus the strong bot's weight for the help the total gives the others.
The shipped strong level computes them (PlannerBot.cell_values, dice_values), so whatever it
counts in (the other players' rolls, the next own turn) the analysis counts too. Fewer is
better.
"""

from __future__ import annotations

import random

from bingolino_app.core.analysis import Evaluation, Measure
from bingolino_app.games.bingolino.bots import BOTS
from bingolino_app.games.bingolino.rules import GRID
from bingolino_app.games.bingolino.state import Arrange, ChooseDice
from bingolino_app.games.bingolino.strategy import Board, need_of, plan_layout

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
    bot = BOTS["strong"]()
    if isinstance(first, ChooseDice):
        values = {ChooseDice(d): v for d, v in bot.dice_values(obs).items()}
        return Evaluation(values, ChooseDice(bot.dice_count(obs)))
    values = bot.cell_values(obs, legal)
    best = min(values, key=lambda a: (values[a], a.cell))
    return Evaluation(values, best)
