"""Domino Bingo: a two-player trick-taking game with a double-six domino set."""

from bingolino_app.core import registry
from bingolino_app.games.domino_bingo.spec import SPEC

# The state and the bots load on first use (registry.LazyState, registry.LazyBots).
registry.register(registry.GameEntry(
    SPEC, registry.LazyState("bingolino_app.games.domino_bingo.state", "DominoState"),
    registry.LazyBots("bingolino_app.games.domino_bingo.levels")))
