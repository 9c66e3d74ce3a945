"""Lino: build a board of 56 tiles, then close rows with stones (two players)."""

from bingolino_app.core import registry
from bingolino_app.games.lino.spec import SPEC

# The state and the bots load on first use (registry.LazyState, registry.LazyBots).
registry.register(registry.GameEntry(
    SPEC, registry.LazyState("bingolino_app.games.lino.state", "LinoState"),
    registry.LazyBots("bingolino_app.games.lino.bots")))
