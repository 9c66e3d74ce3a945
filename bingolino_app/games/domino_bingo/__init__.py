"""Domino Bingo: a two-player trick-taking game with a double-six domino set."""

from bingolino_app.core import registry
from bingolino_app.games.domino_bingo import bots
from bingolino_app.games.domino_bingo.state import SPEC, DominoState

registry.register(registry.GameEntry(SPEC, DominoState, bots.BOTS))
