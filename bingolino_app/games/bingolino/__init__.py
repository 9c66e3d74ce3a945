"""Bingolino: dice and a 4 x 4 grid of number tiles."""

from bingolino_app.core import registry
from bingolino_app.games.bingolino.spec import SPEC

# The state and the bots load on first use (registry.LazyState, registry.LazyBots).
registry.register(registry.GameEntry(
    SPEC, registry.LazyState("bingolino_app.games.bingolino.state", "BingolinoState"),
    registry.LazyBots("bingolino_app.games.bingolino.bots")))
