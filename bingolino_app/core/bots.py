"""The bot protocol and what every game shares: the random baseline and a seeded call.

A bot receives only the observation of its player, the legal actions (derived from what that
player may see) and a seeded RNG, and returns one of the legal actions. Same seed, same move.
"""

from __future__ import annotations

import random
import zlib
from typing import Any, Protocol, Sequence

from bingolino_app.core.game import Action


class Bot(Protocol):
    def choose(self, obs: Any, legal: Sequence[Action], rng: random.Random) -> Action: ...


class RandomBot:
    """Uniform over the legal actions: the floor every other bot must beat."""

    def choose(self, obs: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        return legal[rng.randrange(len(legal))]


def bot_seed(seed: int, move_index: int, player: int) -> int:
    """A seed for one bot decision, stable across replays and processes."""
    return zlib.crc32(f"bot/{seed}/{move_index}/{player}".encode())


def choose_move(game_id: str, level: str, obs: Any, legal: Sequence[Action], seed: int) -> Action:
    """Top-level (picklable) entry point: a worker process runs this for the UI."""
    from bingolino_app.core import registry

    bot = registry.game(game_id).bots[level]()
    action = bot.choose(obs, list(legal), random.Random(seed))
    if action not in legal:  # a bot bug must never become an illegal move
        raise RuntimeError(f"{game_id}/{level} bot returned an illegal action {action!r}")
    return action
