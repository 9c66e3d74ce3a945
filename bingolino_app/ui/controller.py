"""Runs one game: applies the humans' choices, schedules the computers, autosaves.

The controller owns the Session and the board. After every change it redraws the board and,
when computers must decide, asks the worker for their moves after a short visible pause. A
generation counter discards results that arrive after New / Undo / Redo / Close / Open.

Hot seat: in a game with hidden information played by several humans at one screen, the board
shows one human at a time. When the decision passes to another human the controller raises a
cover (``cover_player``) and shows only the spectator view until ``reveal()``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from bingolino_app import paths
from bingolino_app.core import saves
from bingolino_app.core.bots import bot_seed, choose_move
from bingolino_app.core.game import Action, Event, IllegalAction
from bingolino_app.core.session import Session
from bingolino_app.ui.worker import BotWorker

THINK_PAUSE_MS = 400  # at animation speed 1: long enough to see who is moving


class _Bridge(QObject):
    """Carries worker results (delivered on a pool thread) into the GUI thread."""

    done = Signal(int, str, int, object, object)  # generation, kind, player, action, error


class GameController(QObject):
    changed = Signal()
    """The game changed (a move, undo, redo, load): refresh everything that shows it."""
    message = Signal(str)
    """A short translated note for the status bar (refused move, autosave failure...)."""
    game_over = Signal()
    cover_changed = Signal()
    """The hot-seat cover went up (``cover_player`` names who is to sit down) or came down."""

    def __init__(self, session: Session, board: Any, worker: BotWorker | None = None,
                 parent: QObject | None = None, autosave: bool = True) -> None:
        super().__init__(parent)
        self.session = session
        self.board = board
        self.worker = worker or BotWorker()
        self.path: Path | None = None  # the file Save writes to, None until saved
        self.autosave_enabled = autosave
        self.generation = 0
        self._in_flight: set[int] = set()
        self._pause_pending = False
        self._stopped = False
        self.seated: int | None = None  # hot seat: the human whose view is shown
        self.cover_player: int | None = None  # hot seat: the cover asks for this human
        self._bridge = _Bridge(self)
        self._bridge.done.connect(self._on_worker_done, Qt.QueuedConnection)
        session.listeners.append(self._autosave)
        board.action_chosen.connect(self._on_action_chosen)

    # --- who sees what ---------------------------------------------------------------------
    def hot_seat(self) -> bool:
        """Secrets and several humans at one screen: one human at a time, behind a cover."""
        humans = sum(1 for seat in self.session.seats if seat.is_human)
        return self.session.spec.hidden_information and humans >= 2

    @property
    def covered(self) -> bool:
        return self.cover_player is not None

    def viewer(self) -> int | None:
        """Whose eyes the board shows. Hot seat: the seated human (None, the spectator view,
        while the cover is up). Otherwise the first human who must act, else the first human;
        None when no human plays."""
        if self.hot_seat():
            return None if self.covered else self.seated
        humans = self.session.pending_humans()
        if humans:
            return humans[0]
        for i, seat in enumerate(self.session.seats):
            if seat.is_human:
                return i
        return None

    def legal_by_human(self) -> dict[int, list[Action]]:
        state = self.session.state
        humans = self.session.pending_humans()
        if self.hot_seat():  # only the seated human may act, and not behind the cover
            humans = [p for p in humans if p == self.seated and not self.covered]
        return {p: state.legal_actions(p) for p in humans}

    def _update_cover(self) -> bool:
        """Raise, retarget or keep the cover after a change; True if it changed. Several
        humans deciding at once are asked one at a time, in seat order."""
        humans = sorted(self.session.pending_humans())
        before = self.cover_player
        if self.covered:
            if humans and self.cover_player not in humans:
                self.cover_player = humans[0]
        elif humans and self.seated not in humans:
            self.cover_player = humans[0]
        return self.cover_player != before

    def reveal(self) -> None:
        """The player named by the cover is at the screen: show him his view."""
        if not self.covered or self._stopped:
            return
        self.seated, self.cover_player = self.cover_player, None
        state = self.session.state
        self.board.show_state(state.observation(self.seated), self.legal_by_human(), [])
        self.new_events = []
        self.rebuild_log = False
        self.cover_changed.emit()
        self.changed.emit()

    def thinking_players(self) -> list[int]:
        """Computers whose move is awaited now (the side panel shows 'thinking…')."""
        return [] if self._stopped else self.session.pending_computers()

    # --- starting and stopping ---------------------------------------------------------------
    def start(self) -> None:
        """First drawing of the game, the autosave of its start, and computers if they begin.
        Whoever installs the game keeps the previous autosave first (MainWindow: it may have
        to ask, before the current game is dropped)."""
        self._autosave(self.session)
        self._refresh([], rebuild_log=True)

    def stop(self) -> None:
        """Forget pending computer moves (Close, Quit, another game)."""
        self._stopped = True
        self.generation += 1
        self._in_flight.clear()
        try:
            self.board.action_chosen.disconnect(self._on_action_chosen)
        except (RuntimeError, TypeError):
            pass
        if self._autosave in self.session.listeners:
            self.session.listeners.remove(self._autosave)

    # --- moves -------------------------------------------------------------------------------
    def _on_action_chosen(self, player: int, action: Action) -> None:
        if player not in self.legal_by_human():
            return
        self.apply(player, action)

    def apply(self, player: int, action: Action) -> bool:
        try:
            events = self.session.apply(player, action)
        except IllegalAction as err:
            self.message.emit(self.board.illegal_text(err))
            return False
        self._refresh(events)
        return True

    def can_undo(self) -> bool:
        return self.session.can_undo()

    def can_redo(self) -> bool:
        return self.session.can_redo()

    def undo(self) -> bool:
        self.generation += 1
        self._in_flight.clear()
        done = self.session.undo()
        self._refresh([], rebuild_log=True)
        return done

    def redo(self) -> bool:
        self.generation += 1
        self._in_flight.clear()
        done = self.session.redo()
        self._refresh([], rebuild_log=True)
        return done

    def run_computers_sync(self, limit: int = 100_000) -> None:
        """Let the computers move in this process until a human must act (screenshots)."""
        self.generation += 1
        self._in_flight.clear()
        events: list[Event] = []
        while self.session.pending_computers() and limit > 0:
            for player in self.session.pending_computers():
                events += self.session.apply(player, self._compute(player))
                limit -= 1
        self._refresh(events, rebuild_log=True)

    # --- computers ---------------------------------------------------------------------------
    def _job(self, player: int, level: str) -> tuple:
        session = self.session
        return (session.game_id, level, session.state.observation(player),
                session.state.legal_actions(player),
                bot_seed(session.seed, len(session.history), player))

    def _compute(self, player: int) -> Action:
        return choose_move(*self._job(player, self.session.seats[player].level))

    def pause_ms(self) -> int:
        speed = float(getattr(self.board, "animation_speed", 1.0) or 0)
        return 0 if speed <= 0 else int(THINK_PAUSE_MS / speed)

    def _schedule_computers(self) -> None:
        if self._stopped or self._pause_pending:
            return
        waiting = [p for p in self.session.pending_computers() if p not in self._in_flight]
        if not waiting:
            return
        self._pause_pending = True
        generation = self.generation
        QTimer.singleShot(self.pause_ms(), self, lambda: self._submit_computers(generation))

    def _submit_computers(self, generation: int) -> None:
        self._pause_pending = False
        if generation != self.generation or self._stopped:
            self._schedule_computers()  # state moved on meanwhile: look again
            return
        for player in self.session.pending_computers():
            if player in self._in_flight:
                continue
            self._in_flight.add(player)
            job = self._job(player, self.session.seats[player].level)
            self._submit("move", player, job)

    def _submit(self, kind: str, player: int, job: tuple) -> None:
        generation = self.generation
        try:
            future = self.worker.submit(choose_move, *job)
        except RuntimeError as exc:  # pool shut down (quitting)
            self._bridge.done.emit(generation, kind, player, None, exc)
            return
        bridge = self._bridge

        def deliver(fut) -> None:
            if fut.cancelled():
                return
            error = fut.exception()
            try:
                bridge.done.emit(generation, kind, player, None if error else fut.result(),
                                 error)
            except RuntimeError:  # the bridge was deleted (window closed)
                pass

        future.add_done_callback(deliver)

    def _on_worker_done(self, generation: int, kind: str, player: int, action: Any,
                        error: Any) -> None:
        if kind == "hint":
            # A hint is only worth showing while that decision is still open.
            if (generation == self.generation and error is None and not self._stopped
                    and player in self.legal_by_human()
                    and self._acceptable(player, action, self.session.state.legal_actions(player))):
                self.board.show_hint(player, action)
            return
        if generation != self.generation or self._stopped:
            return
        self._in_flight.discard(player)
        if player not in self.session.pending_computers():
            return
        legal = self.session.state.legal_actions(player)
        if error is not None or not self._acceptable(player, action, legal):
            # A failing bot must not stall the game: note it and play the first legal move.
            self.message.emit(self.tr("A computer player failed; it made a default move."))
            action = legal[0]
        self.apply(player, action)

    def _acceptable(self, player: int, action: Any, legal: list[Action]) -> bool:
        if action in legal:
            return True
        check = getattr(self.session.state, "is_legal_arrangement", None)
        layout = getattr(action, "layout", None)
        return bool(check and layout is not None and check(player, layout))

    # --- hints -------------------------------------------------------------------------------
    def suggest(self) -> bool:
        """Ask the strong bot for the viewer's move; the board shows it. False: nothing to do."""
        humans = list(self.legal_by_human())
        if not humans or self._stopped:
            return False
        player = humans[0]
        self._submit("hint", player, self._job(player, "strong"))
        return True

    # --- drawing and saving ------------------------------------------------------------------
    def _refresh(self, events: list[Event], rebuild_log: bool = False) -> None:
        self.new_events = list(events)
        self.rebuild_log = rebuild_log
        state = self.session.state
        cover_moved = self.hot_seat() and self._update_cover()
        self.board.show_state(state.observation(self.viewer()), self.legal_by_human(), events)
        if cover_moved:
            self.cover_changed.emit()
        self.changed.emit()
        if state.is_terminal():
            self.game_over.emit()
        else:
            self._schedule_computers()

    def _autosave(self, session: Session) -> None:
        if not self.autosave_enabled:
            return
        target = paths.autosave_path()
        try:
            if session.state.is_terminal():
                target.unlink(missing_ok=True)
            else:
                saves.save(session, target)
        except (saves.SaveError, OSError):
            self.message.emit(self.tr("Could not write the autosave."))

    def save(self, path: str | Path) -> None:
        """Write the game to ``path`` (raises SaveError; the old file then stays as it was)."""
        saves.save(self.session, path)
        self.path = Path(path)
