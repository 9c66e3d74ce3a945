"""Lino: build a board of 56 tiles, then close rows with stones (two players)."""

from bingolino_app.core import registry
from bingolino_app.games.lino.state import SPEC, LinoState

# Bots load on first use (see registry.LazyBots).
registry.register(registry.GameEntry(
    SPEC, LinoState, registry.LazyBots("bingolino_app.games.lino.bots")))
