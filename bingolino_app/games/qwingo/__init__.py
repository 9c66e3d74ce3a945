"""Qwingo: call a number, roll the symbol die, keep every column rising."""

from bingolino_app.core import registry
from bingolino_app.games.qwingo.state import SPEC, QwingoState

# Bots load on first use (see registry.LazyBots).
registry.register(registry.GameEntry(
    SPEC, QwingoState, registry.LazyBots("bingolino_app.games.qwingo.bots")))
