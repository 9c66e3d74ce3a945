"""The bot protocol and what every game shares: the random baseline and a seeded call.

A bot receives only the observation of its player, the legal actions (derived from what that
player may see) and a seeded RNG, and returns one of the legal actions. Same seed, same move.
"""

from __future__ import annotations

import ast
import random
import re
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


_LEVEL = re.compile(r"\s*([A-Za-z_]\w*)\s*(?:\((.*)\))?\s*\Z", re.S)


def parse_level(level: str) -> tuple[str, dict[str, Any]]:
    """A level is a bot's name with optional named parameters, so that two configurations
    can meet in one benchmark: "strong" -> ("strong", {}); "strong(iterations=2800,
    seconds=0.5)" -> ("strong", {"iterations": 2800, "seconds": 0.5}). Values are Python
    literals. Raises ValueError for anything else."""
    match = _LEVEL.match(level) if isinstance(level, str) else None
    if match is None:
        raise ValueError(f"not a bot level: {level!r}")
    name, inside = match.group(1), match.group(2)
    params: dict[str, Any] = {}
    if inside and inside.strip():
        try:
            call = ast.parse(f"f({inside})", mode="eval").body
            if (not isinstance(call, ast.Call) or not isinstance(call.func, ast.Name)
                    or call.args):
                raise ValueError
            for keyword in call.keywords:
                if keyword.arg is None:
                    raise ValueError
                params[keyword.arg] = ast.literal_eval(keyword.value)
        except (SyntaxError, ValueError, TypeError):
            raise ValueError(f"bad parameters in bot level {level!r}") from None
    return name, params


def split_levels(text: str) -> list[str]:
    """"strong,strong(iterations=700, seconds=1)" -> the two levels (commas inside the
    parentheses stay with their level)."""
    levels, depth, current = [], 0, ""
    for char in text:
        depth += (char == "(") - (char == ")")
        if char == "," and depth == 0:
            levels.append(current.strip())
            current = ""
        else:
            current += char
    levels.append(current.strip())
    return [level for level in levels if level]


def make_bot(game_id: str, level: str) -> Bot:
    """The bot of a level of a game, with its parameters (KeyError: no such bot; TypeError
    or ValueError: parameters it does not take)."""
    from bingolino_app.core import registry

    name, params = parse_level(level)
    return registry.game(game_id).bots[name](**params)


def is_known_level(game_id: str, level: str) -> bool:
    """Whether ``level`` names a bot of this game (parameters are checked when it plays)."""
    from bingolino_app.core import registry

    try:
        return parse_level(level)[0] in registry.game(game_id).bots
    except (ValueError, KeyError):
        return False


def choose_move(game_id: str, level: str, obs: Any, legal: Sequence[Action], seed: int) -> Action:
    """Top-level (picklable) entry point: a worker process runs this for the UI."""
    bot = make_bot(game_id, level)
    action = bot.choose(obs, list(legal), random.Random(seed))
    if not is_legal_choice(action, legal):  # a bot bug must never become an illegal move
        raise RuntimeError(f"{game_id}/{level} bot returned an illegal action {action!r}")
    return action
