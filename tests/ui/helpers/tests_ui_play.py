"""Playing games through the window in tests: finish the game on screen as a player would
(the board's signal, what a click sends), a finished session without a window, and a fake
record for the history."""

from __future__ import annotations

from typing import Callable

from bingolino_app.core import history as core
from bingolino_app.core.bots import bot_seed, choose_move
from bingolino_app.core.history import GameRecord, SeatRecord
from bingolino_app.core.session import Seat, Session


def finish(window, qtbot, limit: int = 3000, stop: Callable[[], bool] | None = None) -> None:
    """Play the game on screen to its end (or until ``stop()``): the humans' moves come from
    the board's signal, chosen as the greedy bot would; computers move by themselves."""
    c = window.controller
    session = c.session
    for _ in range(limit):
        if session.state.is_terminal() or (stop is not None and stop()):
            return
        humans = c.legal_by_human()
        if not humans:
            qtbot.waitUntil(lambda: bool(c.legal_by_human()) or session.state.is_terminal(),
                            timeout=20_000)
            continue
        player, legal = next(iter(humans.items()))
        action = choose_move(session.game_id, "greedy", session.state.observation(player),
                             legal, bot_seed(session.seed, len(session.history), player))
        window.board.action_chosen.emit(player, action)
    if stop is None:
        raise AssertionError("the game did not end")


def finished_session(game_id: str, seed: int, seats: list[Seat] | None = None) -> Session:
    """A game played to its end by greedy bots, without a window."""
    session = Session(game_id, seats or [Seat("Solo")], {}, seed)
    while not session.state.is_terminal():
        player = session.pending_players()[0]
        session.apply(player, choose_move(game_id, "greedy", session.state.observation(player),
                                          session.state.legal_actions(player),
                                          bot_seed(seed, len(session.history), player)))
    return session


def fake(game: str, seats: list[tuple], ended: float, solo: int | None = None,
         turns: int = 20, options: dict | None = None) -> GameRecord:
    """A record as the history keeps it, for tests that need many games fast."""
    records = tuple(SeatRecord(*s) for s in seats)
    save = {"game": game, "seed": int(ended), "options": options or {}, "actions": [],
            "players": [{"name": s.name, "kind": s.kind, "level": s.level or "normal",
                         "profile": s.profile} for s in records]}
    return GameRecord(game, core.variant_key(options or {}), ended - 60, ended, int(ended),
                      turns, records, solo, save)
