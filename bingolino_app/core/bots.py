"""The bot protocol and what every game shares: the random baseline and a seeded call.

A bot receives only the observation of its player, the legal actions (derived from what that
player may see) and a seeded RNG, and returns one of the legal actions. Same seed, same move.
"""

from __future__ import annotations

import random
import zlib
from typing import Any, Callable, Protocol, Sequence

from bingolino_app.core.game import Action


class Bot(Protocol):
    def choose(self, obs: Any, legal: Sequence[Action], rng: random.Random) -> Action: ...


class RandomBot:
    """Uniform over the legal actions: the floor every other bot must beat."""

    def choose(self, obs: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        return legal[rng.randrange(len(legal))]


_ALTERNATIVES: dict[type, Callable[[Action, Action], bool]] = {}


def accept_alternatives(action_type: type, same_choice: Callable[[Action, Action], bool]) -> None:
    """Let a game accept actions that ``legal`` stands for without listing them (Bingolino
    lists one Arrange but takes any permutation of the hand): ``same_choice(action, listed)``."""
    _ALTERNATIVES[action_type] = same_choice


def is_legal_choice(action: Action, legal: Sequence[Action]) -> bool:
    if action in legal:
        return True
    same = _ALTERNATIVES.get(type(action))
    return same is not None and any(type(a) is type(action) and same(action, a) for a in legal)


def bot_seed(seed: int, move_index: int, player: int) -> int:
    """A seed for one bot decision, stable across replays and processes."""
    return zlib.crc32(f"bot/{seed}/{move_index}/{player}".encode())


def choose_move(game_id: str, level: str, obs: Any, legal: Sequence[Action], seed: int) -> Action:
    """Top-level (picklable) entry point: a worker process runs this for the UI."""
    from bingolino_app.core import registry

    bot = registry.game(game_id).bots[level]()
    action = bot.choose(obs, list(legal), random.Random(seed))
    if not is_legal_choice(action, legal):  # a bot bug must never become an illegal move
        raise RuntimeError(f"{game_id}/{level} bot returned an illegal action {action!r}")
    return action
