"""Shared pieces of the network tests: seeded local playouts and a server on loopback."""

from __future__ import annotations

import random
from typing import Iterator

from bingolino_app.core import registry
from bingolino_app.core.bots import bot_seed, choose_move
from bingolino_app.core.session import Seat, Session

GAME_IDS = [g.spec.id for g in registry.playable_games()]


def local_positions(game_id: str, players: int, seed: int, options: dict | None = None,
                    cap: int = 5000) -> Iterator[Session]:
    """A random game played locally, yielding the session at every decision."""
    seats = [Seat(f"P{i + 1}", "computer", "random") for i in range(players)]
    session = Session(game_id, seats, options or {}, seed)
    rng = random.Random(seed)
    for index in range(cap):
        yield session
        if session.state.is_terminal():
            return
        pending = session.pending_players()
        player = pending[rng.randrange(len(pending))]
        legal = session.state.legal_actions(player)
        action = choose_move(game_id, "random", session.state.observation(player), legal,
                             bot_seed(seed, index, player))
        session.apply(player, action)
