"""Qwingo through the strong computer's eyes: expected turns until a column is full.

The values are the strong bot's own race values (strategy.expected_turns, an exact dynamic
program over the columns' missing boxes), so they carry no sampling noise:
- a setup: the race value of the sheet it makes (a start number that leaves too few numbers
  for its gap kills that column from the start);
- an entry: the race value of the sheet after it (the same column's safe boxes are equal; a
  box that kills the column costs what the column was worth);
- a call: the expected race value once the die has fallen and the number is entered, plus,
  with other players, the turns the call would save them (the strong bot's rivalry weights).
Fewer is better.
"""

from __future__ import annotations

import math
import random

from bingolino_app.core.analysis import Evaluation, Measure
from bingolino_app.games.qwingo import strategy
from bingolino_app.games.qwingo.bots import PlannerBot
from bingolino_app.games.qwingo.rules import BOXES, COLUMNS, HIGH, LOW
from bingolino_app.games.qwingo.state import Call, Enter, Pass, Setup

MEASURE = Measure("turns", higher_is_better=False, inaccuracy=0.5, mistake=1.5)


def is_decision(legal, played) -> bool:
    """A setup is always a choice (any layout is allowed, one is listed)."""
    return len(legal) >= 2 or isinstance(played, Setup)


def evaluate(obs, legal, played, rng: random.Random, effort: float = 1.0) -> Evaluation:
    bot = PlannerBot()
    first = legal[0]
    if isinstance(first, Setup):
        return _setups(obs, legal, played, bot, rng)
    if isinstance(first, Call):
        return _calls(obs, bot)
    return _entries(obs, legal, played)


def _setups(obs, legal, played, bot: PlannerBot, rng: random.Random) -> Evaluation:
    preferred = bot.choose(obs, legal, rng)
    values = {}
    for setup in dict.fromkeys([preferred] + ([played] if played is not None else [])):
        sheet = [[0] * BOXES for _ in range(COLUMNS)]
        for c, (number, box) in enumerate(setup.layout):
            sheet[c][box] = number
        values[setup] = strategy.SheetModel(sheet).base
    return Evaluation(values, preferred)


def _calls(obs, bot: PlannerBot) -> Evaluation:
    """Each call's value as PlannerBot.best_call weighs it (its lowest is the bot's call)."""
    me = obs.viewer
    model = strategy.SheetModel(obs.sheets[me])
    rivals = []
    others = [strategy.SheetModel(obs.sheets[p]) for p in range(obs.num_players)
              if p != me and obs.sheets[p] is not None]
    if others and bot.rivalry > 0:
        lead = min(m.base for m in others)
        raw = [math.exp(-(m.base - lead) / 3.0) for m in others]
        rivals = [(bot.rivalry * r / sum(raw), m) for r, m in zip(raw, others)]
    values, best, best_score = {}, None, math.inf
    for n in range(LOW, HIGH + 1):
        score = bot.call_value(model, n)
        for weight, other in rivals:
            score += weight * (other.base - bot.call_value(other, n))
        values[Call(n)] = score
        if score < best_score - 1e-12:
            best, best_score = Call(n), score
    return Evaluation(values, best)


def _entries(obs, legal, played) -> Evaluation:
    me, n = obs.viewer, obs.called
    model = strategy.SheetModel(obs.sheets[me])
    values = {}
    for action in legal:
        if isinstance(action, Enter):
            values[action] = model.entry_value(action.column, action.box, n)
        elif isinstance(action, Pass):
            values[action] = model.base
    best = min(values, key=lambda a: (
        values[a], strategy.deviation(a.box, n) if isinstance(a, Enter) else math.inf,
        getattr(a, "column", COLUMNS), getattr(a, "box", BOXES)))
    return Evaluation(values, best)
