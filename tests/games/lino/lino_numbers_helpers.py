"""Shared by the Lino tests: a 56-tile block layout, a new game past the set-up, a random
board after the building phase, the filling position of a random game a few stones from the
end."""

from __future__ import annotations

import random
from functools import lru_cache

from bingolino_app.core.game import CHANCE
from bingolino_app.games.lino import rules
from bingolino_app.games.lino.bots import position
from bingolino_app.games.lino.state import LinoState, Setup


# 56 tiles as 4 rows of 14 (a valid layout, one group)
BLOCK = "/".join(["#" * 14] * 4)


def new_state(**options) -> LinoState:
    state = LinoState(2, {"starter": 0, **options})
    state.apply(Setup(rules.cross_layout(), rules.tile_backs()), CHANCE)
    return state


def built_state(seed: int, bonus: str, layout: str = "cross", spare: int = 2) -> LinoState:
    """A random board after the building phase, with a random number of stones on it
    (``spare``: the larger, the more room is sure to be left)."""
    rng = random.Random(seed)
    state = LinoState(2, {"starter": seed % 2, "bonus": bonus, "layout": layout})
    state.apply(state.sample_chance(rng), -1)
    for _ in range(rng.randrange(0, rules.STONES - spare) + 6):
        if state.phase not in ("build", "fill"):
            break
        legal = state.legal_actions(state.active)
        state.apply(legal[rng.randrange(len(legal))], state.active)
    return state


@lru_cache(maxsize=None)
def endgame(seed: int, left: int):
    """The filling position of a seeded random game with ``left`` stones still to place (not
    to be changed: the searchers copy it)."""
    rng = random.Random(seed)
    state = LinoState(2, {"starter": seed % 2, "bonus": ("off", "full", "stars")[seed % 3],
                          "layout": "random" if seed % 4 == 3 else "cross"})
    state.apply(state.sample_chance(rng), -1)
    while state.phase in ("build", "fill"):
        obs = state.observation(state.active)
        if state.phase == "fill" and rules.STONES - sum(1 for s in obs.stones if s != -1) == left:
            return position(obs)
        legal = state.legal_actions(state.active)
        state.apply(legal[rng.randrange(len(legal))], state.active)
    raise AssertionError("no such endgame")
