"""Qwingo through the strong computer's eyes: expected turns until a column is full.

The values are the strong bot's own race values (strategy.expected_turns, an exact dynamic
program over the columns' missing boxes), so they carry no sampling noise:
- a setup: the race value of the sheet it makes (a start number that leaves too few numbers
  for its gap kills that column from the start);
- an entry: the race value of the sheet after it (the same column's safe boxes are equal; a
  box that kills the column costs what the column was worth);
- a call: the expected race value once the die has fallen and the number is entered, plus,
  with other players, the turns the call would save them (the strong bot's rivalry weights),
  less what it is worth in the tie-break (PlannerBot.call_scores);
- with other players an entry also counts its tie-break standing (PlannerBot.entry_key);
  alone, the strong bot's ascending plan is the best move where it applies.
Fewer is better.
"""

from __future__ import annotations

import math
import random

from bingolino_app.core.analysis import Evaluation, Measure
from bingolino_app.games.qwingo import strategy
from bingolino_app.games.qwingo.bots import BOTS, PlannerBot
from bingolino_app.games.qwingo.rules import BOXES, COLUMNS
from bingolino_app.games.qwingo.state import Call, Enter, Pass, Setup

MEASURE = Measure("turns", higher_is_better=False, inaccuracy=0.5, mistake=1.5)


def is_decision(legal, played) -> bool:
    """A setup is always a choice (any layout is allowed, one is listed)."""
    return len(legal) >= 2 or isinstance(played, Setup)


def evaluate(obs, legal, played, rng: random.Random, effort: float = 1.0) -> Evaluation:
    bot = BOTS["strong"]()
    first = legal[0]
    if isinstance(first, Setup):
        return _setups(obs, legal, played, bot, rng)
    if isinstance(first, Call):
        return _calls(obs, bot)
    return _entries(obs, legal, bot)


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
    """Each call's value as the strong bot weighs it (its lowest is the bot's call; alone on
    the ascending plan, the plan's call is the best)."""
    values, best, best_score = {}, None, math.inf
    for n, score in bot.call_scores(obs, obs.viewer):
        values[Call(n)] = score
        if score < best_score - 1e-12:
            best, best_score = Call(n), score
    planned = bot.plan_move(obs, [best])
    return Evaluation(values, best if planned is None else planned)


def _entries(obs, legal, bot: PlannerBot) -> Evaluation:
    """Each entry's value as the strong bot ranks them (a pass: the sheet as it is)."""
    key = bot.entry_key(obs)
    values, ranks = {}, {}
    model = strategy.sheet_model(obs.sheets[obs.viewer])
    for action in legal:
        if isinstance(action, Enter):
            ranks[action] = key(action)
            values[action] = ranks[action][0]
        elif isinstance(action, Pass):
            values[action] = model.base
    best = min(ranks, key=ranks.get) if ranks else next(iter(values))
    planned = bot.plan_move(obs, legal)
    return Evaluation(values, best if planned is None else planned)


# --- luck and skill (core.analysis.split) ------------------------------------------------------
OWN_DRIFT, OTHER_DRIFT = 0.94, 0.5
"""How far a turn lowers the race value when nothing lucky or unlucky happens: the race value
assumes every roll brings an entry, and in play an own call (a number chosen for the own
sheet) brings about nine in ten, another player's call one in two. Fitted to games of the
strong computer with two and four players (tests/core/test_luck.py keeps the chance part of
such games near zero)."""


def _base(sheet) -> float:
    return strategy.sheet_model(sheet).base


def rebase(obs, judgement) -> float | None:
    """A call's value weighs the others' gain and the tie-break, an entry's its box's spacing:
    the running scale is the sheet's race value (after the best entry)."""
    best = judgement.best
    sheet = obs.sheets[obs.viewer]
    if sheet is None:
        return None
    if isinstance(best, (Call, Pass)):
        return _base(sheet)
    if isinstance(best, Enter):
        after = [list(column) for column in sheet]
        after[best.column][best.box] = obs.called
        return _base(tuple(tuple(column) for column in after))
    return None


def elapsed(events, player: int) -> float:
    turns = [e.args.get("player") == player for e in events if e.key == "qwingo.turn"]
    return OWN_DRIFT * sum(turns) + OTHER_DRIFT * (len(turns) - sum(turns))


def outcome(state, player: int) -> float:
    """Turns still needed at the end: none with a full column, else the sheet's race value."""
    sheet = state.observation(player).sheets[player]
    if sheet is None:
        return 0.0
    if any(all(box for box in column) for column in sheet):
        return 0.0
    return min(_base(sheet), strategy.NEVER)
