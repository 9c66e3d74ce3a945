"""Plays one seat at a table served elsewhere, on the same boards as a local game.

``RemoteController`` keeps the window's controller interface (``controller_api``): the board
draws the seat's own view from each update (``board.show_state(update.view, legal, events)``:
the observation the server sent, the seat's legal moves, the events it may see), a choice on
the board goes to the server (``link.act``) and comes back as the next update. Nothing is
applied here and nothing is autosaved: the server keeps the table, the seat book the token.

Updates are shown in order, one at a time, and wait while the board holds the table (a
finished trick, a deal's summary): the pace stays the player's, as against a local computer.
When the game ends, the save every seat receives becomes the local finished session (the
player's profile on his seat): the history link records it once, as a local game, and the
review opens it.
"""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QObject, Signal

from bingolino_app.core.game import Action
from bingolino_app.net.client import SeatUpdate, finished_session
from bingolino_app.ui.play.remote.link import TableLink
from bingolino_app.ui.play.remote.mirror import TableMirror, seats_at_this_screen
from bingolino_app.ui.play.remote.texts import error_text

log = logging.getLogger("bingolino.remote")


class RemoteController(QObject):
    """A seat at a table on a table server (``controller_api.PlayController``)."""

    remote = True
    changed = Signal()
    message = Signal(str)
    game_over = Signal()
    cover_changed = Signal()  # never: one seat, one screen
    computer_trouble = Signal()  # never: the server's computers are the server's
    hint_explained = Signal(str)  # never: no hints at a shared table
    presence_changed = Signal()
    """Who is at the table, or this screen's connection, changed (the banner)."""
    finished_kept = Signal()
    """The finished game is safe in this player's history (or waits on disk for it)."""
    leave_requested = Signal()
    resign_requested = Signal()

    def __init__(self, link: TableLink, board: Any, profile: str = "", hosted: bool = False,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        update = link.latest
        if update is None:
            raise ValueError("a seat is played from its first update")
        self.link = link
        link.setParent(self)  # the connection goes with the game
        self.board = board
        self.profile = profile
        self.hosted = hosted  # this computer serves the table (the embedded server)
        self.seat = update.seat
        self.session: Any = TableMirror(update, seats_at_this_screen(update, profile))
        self.path = None
        self.finishing: Any = None
        self.trouble: dict[int, str] = {}
        self.cover_player: int | None = None
        self.seated: int | None = self.seat
        self.coach: Any = None
        self.hinting = False  # no hints at a table across computers
        self.hinted: tuple[int, int] | None = None
        self.new_events: list = []
        self.rebuild_log = False
        self.shown: SeatUpdate | None = None  # the update on the board
        self.finished = False
        self.connection = link.state if link.state != "connecting" else "connected"
        self._queue: list[SeatUpdate] = []  # updates waiting for the board to let go
        self._acting: int | None = None  # the seat's move count when its move went out
        self._stopped = False
        self._panel: Any = None
        link.updated.connect(self._on_update)
        link.connection.connect(self._on_connection)
        board.action_chosen.connect(self._on_action_chosen)
        board.released.connect(self._show_queued)

    # --- what the window asks ------------------------------------------------------------------
    @property
    def covered(self) -> bool:
        return False

    @property
    def latest(self) -> SeatUpdate:
        """The newest update received (shown or still waiting for the board)."""
        return self._queue[-1] if self._queue else self.shown or self.link.latest

    def humans(self) -> list[int]:
        return [self.seat]

    def hot_seat(self) -> bool:
        return False

    def viewer(self) -> int:
        return self.seat

    def legal_by_human(self) -> dict[int, list[Action]]:
        """The seat's legal moves while it is its turn on the board; none while a move is on
        its way, or newer updates wait to be shown (the board's position is not the table's)."""
        shown = self.shown
        if (shown is None or self._stopped or self._acting is not None or self._queue
                or not shown.my_turn):
            return {}
        return {self.seat: list(shown.legal)}

    def thinking_players(self) -> list[int]:
        """Whose move the table awaits, if he is at it: the server's computers and the
        players at other computers (those away are named by the banner)."""
        shown = self.shown
        if shown is None or self.finished or self._stopped or self.board.holding:
            return []
        return [p for p in self.session.pending_players()
                if p != self.seat and shown.seats[p].connected]

    def away_players(self) -> list[int]:
        """Players who hold a seat but are not at the table now."""
        update = self.latest
        if update is None or update.finished:
            return []
        return [p for p, info in enumerate(update.seats)
                if p != self.seat and info.kind == "human" and info.taken and not info.connected]

    def can_undo(self) -> bool:
        return False

    def undo_blocker(self) -> tuple[str, str]:
        return ("remote", "")

    def can_redo(self) -> bool:
        return False

    def undo(self) -> bool:
        return False

    def redo(self) -> bool:
        return False

    def suggest(self) -> bool:
        return False

    def reveal(self) -> None:
        pass

    def retry_computers(self) -> None:
        pass

    def play_simpler(self) -> None:
        pass

    def drop_finished_autosave(self) -> None:
        pass  # no autosave: the server keeps the table

    def panel_widget(self) -> Any:
        """The table's banner for the side panel: who is here, the connection, Leave and
        Resign (made once; the side panel takes it)."""
        from bingolino_app.ui.play.remote.panel import RemotePanel

        if self._panel is None:
            self._panel = RemotePanel(self)
            self._panel.leave.connect(self.leave_requested)
            self._panel.resign.connect(self.resign_requested)
        return self._panel

    # --- starting and stopping ---------------------------------------------------------------
    def start(self) -> None:
        """The first drawing: the latest update as it stands (nothing to animate), and the
        log of everything the seat was told since the game began."""
        self._queue = []
        if not self.finished:
            self.session.log = list(self.link.events)
        self._show(self.link.latest, [], rebuild=True)

    def stop(self) -> None:
        """The game leaves the screen. The connection closes (the seat stays the player's:
        the server sees him away until he comes back)."""
        if self._stopped:
            return
        self._stopped = True
        self._queue.clear()
        for signal, slot in ((self.board.action_chosen, self._on_action_chosen),
                             (self.board.released, self._show_queued),
                             (self.link.updated, self._on_update),
                             (self.link.connection, self._on_connection)):
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass
        self.link.close()

    # --- the table's news ----------------------------------------------------------------------
    def _on_update(self, update: SeatUpdate) -> None:
        if self._stopped:
            return
        shown = self.shown
        if (shown is not None and not self._queue and update.seq == shown.seq
                and update.status == shown.status and update.moves == shown.moves):
            # Nothing played: who is at the table changed (somebody came or went).
            self.shown = update
            if not self.finished:
                self.session.follow(update, [])
            self.new_events, self.rebuild_log = [], False
            self.presence_changed.emit()
            self.changed.emit()
            return
        self._queue.append(update)
        self._show_queued()

    def _show_queued(self) -> None:
        """Show the waiting updates in order, until the board holds the table again."""
        while self._queue and not self.board.holding and not self._stopped:
            update = self._queue.pop(0)
            self._show(update, list(update.events))

    def _show(self, update: SeatUpdate, events: list, rebuild: bool = False) -> None:
        end = update.finished and not self.finished
        if self._acting is not None and update.moves != self._acting:
            self._acting = None  # the seat's move is in: the board may offer the next one
        self.shown = update
        if not self.finished:
            self.session.follow(update, events)
        if end:
            self._finish(update)
        self.new_events, self.rebuild_log = events, rebuild
        self.board.show_state(update.view, self.legal_by_human(), events)
        if self._turn_paced(events, end):
            self.board.hold_turn()  # the next update waits (a pause or a click), as at home
        self.presence_changed.emit()
        self.changed.emit()
        if end:
            self.game_over.emit()

    def _turn_paced(self, events: list, end: bool) -> bool:
        """Another seat's turn stays on the table before the next is shown (issue 33, item
        1: every game, a table across computers too): a turn ended, the game goes on and
        this seat has nothing to decide now."""
        return (bool(events) and not end and not self._stopped and not self.legal_by_human()
                and self.board.turn_ended(events))

    def _finish(self, update: SeatUpdate) -> None:
        """The game ended: the save becomes the local finished session, written to the
        history's waiting folder before the end is told (the history link's ``finishing``)."""
        self.finished = True
        try:
            session = finished_session(update, self.profile)
        except Exception as exc:  # noqa: BLE001 - a save that does not replay: said, kept out
            log.warning("the finished table %s does not replay: %s", update.table, exc)
            self.message.emit(self.tr("The finished game could not be read back, so it is not "
                                      "recorded in the history."))
            return
        self.session = session
        kept = True
        if self.finishing is not None:
            kept = bool(self.finishing(self))
        if kept:
            self.finished_kept.emit()

    def _on_connection(self, status: str) -> None:
        if self._stopped:
            return
        self.connection = status
        if status == "closed" and not self.finished:
            self.message.emit(error_text(_closed()))
        self.new_events, self.rebuild_log = [], False
        self.presence_changed.emit()
        self.changed.emit()

    # --- the seat's moves --------------------------------------------------------------------
    def _on_action_chosen(self, player: int, action: Action) -> None:
        if player != self.seat or player not in self.legal_by_human():
            return
        self._acting = self.shown.moves
        self.link.act(action, self._acted)

    def _acted(self, seq: Any, error: BaseException | None) -> None:
        if self._stopped:
            return
        acting, self._acting = self._acting, None
        if error is None:
            if acting is not None and not self._queue:
                self._redraw()  # the answer came before its update (never, today): offer again
            return
        self.message.emit(error_text(error, self.board))
        if not self._queue:
            self._redraw()  # the board forgets the refused choice (a picked stone)

    def _redraw(self) -> None:
        if self.shown is None:
            return
        self.new_events, self.rebuild_log = [], False
        self.board.show_state(self.shown.view, self.legal_by_human(), [])
        self.changed.emit()


def _closed():
    from bingolino_app.net.client import NetError

    return NetError("net.closed")
