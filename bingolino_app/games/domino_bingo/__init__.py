"""Domino Bingo: a two-player trick-taking game with a double-six domino set."""

from bingolino_app.core import registry
from bingolino_app.games.domino_bingo.state import SPEC, DominoState

# Bots load on first use (see registry.LazyBots).
registry.register(registry.GameEntry(
    SPEC, DominoState, registry.LazyBots("bingolino_app.games.domino_bingo.bots")))
