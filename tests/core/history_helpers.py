"""Finished games for the history's tests, played by greedy bots without a window."""

from __future__ import annotations

from bingolino_app.core.bots import bot_seed, choose_move
from bingolino_app.core.session import Seat, Session


def finished(game_id: str = "qwingo", seed: int = 4, seats: list[Seat] | None = None) -> Session:
    session = Session(game_id, seats or [Seat("Solo")], {}, seed)
    while not session.state.is_terminal():
        player = session.pending_players()[0]
        session.apply(player, choose_move(game_id, "greedy", session.state.observation(player),
                                          session.state.legal_actions(player),
                                          bot_seed(seed, len(session.history), player)))
    return session
