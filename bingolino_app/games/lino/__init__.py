"""Lino: build a board of 56 tiles, then close rows with stones (two players)."""

from bingolino_app.core import registry
from bingolino_app.games.lino import bots
from bingolino_app.games.lino.state import SPEC, LinoState

registry.register(registry.GameEntry(SPEC, LinoState, bots.BOTS))
