"""Qwingo: call a number, roll the symbol die, keep every column rising."""

from bingolino_app.core import registry
from bingolino_app.games.qwingo.spec import SPEC

# The state and the bots load on first use (registry.LazyState, registry.LazyBots).
registry.register(registry.GameEntry(
    SPEC, registry.LazyState("bingolino_app.games.qwingo.state", "QwingoState"),
    registry.LazyBots("bingolino_app.games.qwingo.bots")))
