"""Shared by the Lino number tests: a 56-tile block layout and a new game past the set-up."""

from __future__ import annotations

from bingolino_app.core.game import CHANCE
from bingolino_app.games.lino import rules
from bingolino_app.games.lino.state import LinoState, Setup


# 56 tiles as 4 rows of 14 (a valid layout, one group)
BLOCK = "/".join(["#" * 14] * 4)


def new_state(**options) -> LinoState:
    state = LinoState(2, {"starter": 0, **options})
    state.apply(Setup(rules.cross_layout(), rules.tile_backs()), CHANCE)
    return state
