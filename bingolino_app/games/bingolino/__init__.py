"""Bingolino: dice and a 4 x 4 grid of number tiles."""

from bingolino_app.core import registry
from bingolino_app.games.bingolino.state import SPEC, BingolinoState

# Bots load on first use (see registry.LazyBots).
registry.register(registry.GameEntry(
    SPEC, BingolinoState, registry.LazyBots("bingolino_app.games.bingolino.bots")))
