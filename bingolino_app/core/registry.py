"""Every game registers itself here under its stable id (PySolFC's lesson)."""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable

from bingolino_app.core.spec import GameSpec

if TYPE_CHECKING:
    from bingolino_app.core.game import GameState

GAME_IDS = ("bingolino", "qwingo", "domino_bingo", "lino")
"""The four games in the order the start page shows them. Ids never change."""

BOT_LEVELS = ("easy", "normal", "strong", "expert")
"""Levels offered to players; ``random`` and ``greedy`` stay for measuring. Expert is strong's
search at a larger budget (a few seconds a decision in Domino Bingo and Lino; Bingolino's and
Qwingo's strong have no budget to raise, and their expert plays as strong)."""


class LazyBots(Mapping):
    """A game's bots (level -> factory), imported on first use: listing the games on the start
    page should not pay for loading their search code."""

    def __init__(self, module: str) -> None:
        self._module = module
        self._bots: dict | None = None

    def _load(self) -> dict:
        if self._bots is None:
            self._bots = importlib.import_module(self._module).BOTS
        return self._bots

    def __getitem__(self, level: str):
        return self._load()[level]

    def __iter__(self):
        return iter(self._load())

    def __len__(self) -> int:
        return len(self._load())


class LazyState:
    """A game's state class, imported on first use (called, or asked for an attribute such
    as ``action_types``): the start page lists the games by their specs alone."""

    def __init__(self, module: str, name: str) -> None:
        self._module, self._name = module, name
        self._class: type | None = None

    def load(self) -> type:
        if self._class is None:
            self._class = getattr(importlib.import_module(self._module), self._name)
        return self._class

    def __call__(self, num_players: int, options: dict) -> GameState:
        return self.load()(num_players, options)

    def __getattr__(self, name: str):
        if name.startswith("_"):  # copy and pickle ask for these before __init__ has run
            raise AttributeError(name)
        return getattr(self.load(), name)


@dataclass(frozen=True)
class GameEntry:
    """A game as registered: its spec, its state class (loaded on first use) and bots.
    A dataclass, not attrs: the start page lists the games without loading attrs."""

    spec: GameSpec
    new_state: Callable[[int, dict], GameState] | None  # None: not built yet
    bots: Any = field(default_factory=dict)  # level name -> factory returning a Bot


_games: dict[str, GameEntry] = {}
_loaded = False

# Games not yet built are shown on the start page as "coming".
_COMING = {
    "qwingo": GameSpec("qwingo", "Qwingo", 1, 5, 0, available=False),
    "domino_bingo": GameSpec("domino_bingo", "Domino Bingo", 2, 2, 0, available=False),
    "lino": GameSpec("lino", "Lino", 2, 2, 0, available=False),
}


def register(entry: GameEntry) -> None:
    _games[entry.spec.id] = entry


def _load() -> None:
    # A flag, not "if _games": importing one game module registers it before we get here.
    global _loaded
    if _loaded:
        return
    _loaded = True
    for game_id in GAME_IDS:
        if game_id in _games:
            continue
        module = f"bingolino_app.games.{game_id}"
        try:
            importlib.import_module(module)
        except ModuleNotFoundError as exc:
            if exc.name != module:
                raise
            register(GameEntry(_COMING[game_id], None))


def game(game_id: str) -> GameEntry:
    _load()
    try:
        return _games[game_id]
    except KeyError:
        raise KeyError(f"unknown game id {game_id!r}") from None


def all_games() -> list[GameEntry]:
    _load()
    return [_games[g] for g in GAME_IDS if g in _games]


def playable_games() -> list[GameEntry]:
    return [g for g in all_games() if g.new_state is not None]
