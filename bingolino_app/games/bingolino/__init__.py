"""Bingolino: dice and a 4 x 4 grid of number tiles."""

from bingolino_app.core import registry
from bingolino_app.games.bingolino import bots
from bingolino_app.games.bingolino.state import SPEC, BingolinoState

registry.register(registry.GameEntry(SPEC, BingolinoState, bots.BOTS))
