"""What the window, the side panel and the history link use of the game on screen.

Two controllers keep it: ``GameController`` (controller.py), a game whose session lives in
this process (humans at this screen, computers in the worker), and ``RemoteController``
(remote/controller.py), one seat at a table whose session lives on a table server (moves go
there and come back as the seat's updates). Both draw the same boards with
``board.show_state(observation, legal by player, events)`` and say so through the same
signals, so the shell treats them alike; ``remote`` tells what only a local game offers
(undo, hints, saving, "Play again", a review before the end).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Protocol

from bingolino_app.core.game import Action, Event


class PlayController(Protocol):
    # Signals (PySide6 Signal instances on the QObject): changed(), message(str),
    # game_over(), cover_changed(), computer_trouble(), hint_explained(str).
    changed: Any
    message: Any
    game_over: Any
    cover_changed: Any
    computer_trouble: Any
    hint_explained: Any

    remote: bool
    """True for a seat at a table served elsewhere: no undo, hints, saves or replays here."""
    session: Any
    """The game as far as this screen knows it: a ``core.session.Session`` (a remote seat:
    a stand-in with the seats, whose turn it is and the log until the game ends, then the
    whole finished game, replayed from the server's save)."""
    board: Any
    path: Path | None
    finishing: Any
    """Set by the history link: called with the controller as its game ends, before the end
    is told (``game_over``); True once the end is safe on disk."""
    trouble: dict[int, str]
    cover_player: int | None
    seated: int | None
    new_events: list[Event]
    rebuild_log: bool
    hinting: bool
    """A hint is being shown: the board's words now are the hint's (they leave the status bar
    with the decision it answered)."""
    hinted: tuple[int, int] | None
    """Whose decision the last hint answered, and how many moves the game had then."""

    @property
    def covered(self) -> bool: ...

    def humans(self) -> list[int]: ...
    def hot_seat(self) -> bool: ...
    def viewer(self) -> int | None: ...
    def legal_by_human(self) -> dict[int, list[Action]]: ...
    def thinking_players(self) -> list[int]: ...
    def can_undo(self) -> bool: ...
    def undo_blocker(self) -> tuple[str, str] | None: ...
    def can_redo(self) -> bool: ...
    def undo(self) -> bool: ...
    def redo(self) -> bool: ...
    def suggest(self) -> bool: ...
    def reveal(self) -> None: ...
    def retry_computers(self) -> None: ...
    def play_simpler(self) -> None: ...
    def start(self) -> None: ...
    def stop(self) -> None: ...
    def drop_finished_autosave(self) -> None: ...
