"""A remote seat's stand-in for the session, until the game ends.

The window, the side panel and the history link read a game through ``controller.session``:
its game and seats, whose turn it is, the log, whether it is over. At a table served
elsewhere this screen holds no session (never the seed, the stock or the others' hands),
only the seat's updates: ``TableMirror`` answers those questions from them. Once the game
has ended the controller replaces it by the real finished session, replayed from the save
the server sends to every seat (``net.client.finished_session``), and from then on the game
is a local finished game: winners, scores, the review, the history.
"""

from __future__ import annotations

from typing import Any

from bingolino_app.core import registry
from bingolino_app.core.game import Event
from bingolino_app.core.session import Seat
from bingolino_app.net.client import SeatUpdate


def seats_at_this_screen(update: SeatUpdate, profile: str = "") -> list[Seat]:
    """The table's seats as this screen's board draws them: the seat played here is the
    human's (the board's own place, its hand face up), every other one is played elsewhere
    (by a person at another computer or by the server's computer) and drawn as a computer's
    seat is, as the review draws the seats of the player it follows."""
    seats = []
    for i, info in enumerate(update.seats):
        name = info.name or "?"
        if i == update.seat:
            seats.append(Seat(name, "human", "normal", profile))
        else:
            seats.append(Seat(name, "computer", info.level or "normal"))
    return seats


class _SeatState:
    """What the window asks of ``session.state`` while the game goes on."""

    def __init__(self, mirror: "TableMirror") -> None:
        self._mirror = mirror

    def is_terminal(self) -> bool:
        return False  # the end comes with the save, and the real session replaces this

    def winners(self) -> list[int]:
        return []

    def scores(self) -> list:
        return []

    def has_secrets(self) -> bool:
        return True

    def observation(self, player: int | None) -> Any:
        return self._mirror.update.view  # this seat's view is all this screen knows

    def legal_actions(self, player: int) -> list:
        update = self._mirror.update
        return list(update.legal) if player == update.seat and update.my_turn else []

    def decision(self):
        return self._mirror.update.decision


class TableMirror:
    """The seat's table as a session-like object (see the module's text)."""

    remote = True

    def __init__(self, update: SeatUpdate, seats: list[Seat]) -> None:
        entry = registry.game(update.game)
        self.game_id = update.game
        self.spec = entry.spec
        self.options = dict(update.options)
        self.seats = list(seats)
        self.seed = 0  # the server's secret until the end
        self.history: list = []  # the moves are the server's: none replayed here
        self.actions: list = []
        self.listeners: list = []
        self.update = update
        self.log: list[Event] = []  # what this seat was told since it came to the table
        self.state = _SeatState(self)

    def follow(self, update: SeatUpdate, events: list[Event]) -> None:
        self.update = update
        self.log.extend(events)

    def events(self) -> list[Event]:
        return list(self.log)

    def pending_players(self) -> tuple[int, ...]:
        if self.update.status != "playing":
            return ()
        return tuple(self.update.decision.players)

    def pending_humans(self) -> list[int]:
        return [p for p in self.pending_players() if p == self.update.seat]

    def pending_computers(self) -> list[int]:
        return [p for p in self.pending_players() if p != self.update.seat]

    def can_undo(self, player: int | None = None) -> bool:
        return False

    def can_redo(self) -> bool:
        return False

    def undo_blocker(self, player: int | None = None) -> tuple[str, str]:
        return ("remote", "")
