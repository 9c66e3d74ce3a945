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
from functools import lru_cache

import attrs

from bingolino_app.core.analysis import Evaluation, Measure
from bingolino_app.games.bingolino.bots import BOTS
from bingolino_app.games.bingolino.rules import GRID
from bingolino_app.games.bingolino.state import Arrange, ChooseDice
from bingolino_app.games.bingolino.strategy import (
    BIG, Board, need_of, next_totals, plan_layout, up_mask,
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
    bot = BOTS["strong"]()
    if isinstance(first, ChooseDice):
        values = {ChooseDice(d): v for d, v in bot.dice_values(obs).items()}
        return Evaluation(values, ChooseDice(bot.dice_count(obs)))
    values = bot.cell_values(obs, legal)
    best = min(values, key=lambda a: (values[a], a.cell))
    return Evaluation(values, best)


# --- luck and skill (core.analysis.split) ------------------------------------------------------
OWN_DRIFT, OTHER_DRIFT = 1.25, 0.22
"""How far one own turn, and one turn of another player, lower the own turns still needed
when nothing lucky or unlucky happens: an own turn is a turn gone, and the others' rolls turn
tiles too (more than the values count). Fitted to games of the strong computer with two and
four players (tests/core/test_luck.py keeps the chance part of such games near zero)."""
PRIOR_DEALS = 48  # random hands averaged for the value before the deal


def _running(obs, layout) -> float:
    """Own turns still needed with ``layout`` before its first roll, on the scale of the dice
    and tile values (the strong computer's deep evaluation, the next own turn played out)."""
    me = obs.viewer
    grids = list(obs.grids)
    grids[me] = tuple(layout)
    seen = attrs.evolve(obs, grids=tuple(grids))
    bot = BOTS["strong"]()
    board = bot.board(seen, me)
    totals = next_totals(seen, me) if bot.lookahead else None
    return board.deep(ALL_UP, need_of(seen, me), None, totals)


def rebase(obs, judgement) -> float | None:
    """An arrangement is valued by the plain formula; the running scale is the deep one."""
    if isinstance(judgement.best, Arrange):
        return _running(obs, judgement.best.layout)
    return None


PRIORS = {1: 15.296, 2: 15.724, 3: 15.42, 4: 15.495}
"""``_prior`` worked out once per player count (two seconds each); a test recomputes them."""


def prior(num_players: int, options: dict) -> float:
    return PRIORS[num_players] if num_players in PRIORS else _prior(num_players)


@lru_cache(maxsize=8)
def _prior(num_players: int) -> float:
    """Own turns still needed before the tiles are drawn: the mean over random hands, each
    laid out as the strong computer lays it (a fixed sample, so the same every time)."""
    from bingolino_app.core import registry

    entry = registry.game("bingolino")
    rng = random.Random(f"prior/{num_players}")
    total = 0.0
    for _ in range(PRIOR_DEALS):
        state = entry.new_state(num_players, entry.spec.check_options({"starter": 0}))
        state.apply(state.sample_chance(rng), -1)
        obs = state.observation(0)
        total += _running(obs, plan_layout(obs.hands[0]))
    return total / PRIOR_DEALS


def elapsed(events, player: int) -> float:
    turns = [e.args.get("player") == player for e in events if e.key == "bingolino.turn"]
    return OWN_DRIFT * sum(turns) + OTHER_DRIFT * (len(turns) - sum(turns))


def outcome(state, player: int) -> float:
    """Own turns still needed at the end: none once the stars are there, else the estimate."""
    obs = state.observation(player)
    need = need_of(obs, player)
    if need <= 0 or obs.grids[player] is None:
        return 0.0
    bot = BOTS["strong"]()
    return min(bot.board(obs, player).deep(up_mask(obs.facedown[player]), need, None, None),
               BIG)
