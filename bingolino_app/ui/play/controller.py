"""Runs one game: applies the humans' choices, schedules the computers, autosaves.

The controller owns the Session and the board. After every change it redraws the board and,
when computers must decide, asks the worker for their moves after a short visible pause. A
generation counter discards results that arrive after New / Undo / Redo / Close / Open.

Hot seat: in a game with hidden information played by several humans at one screen, the board
shows one human at a time. When the decision passes to another human the controller raises a
cover (``cover_player``) and shows only the spectator view until ``reveal()``.
"""

from __future__ import annotations

import time
from concurrent.futures import Future
from pathlib import Path
from typing import Any

import attrs
from PySide6.QtCore import QObject, QTimer, Signal

from bingolino_app import paths
from bingolino_app.core import saves
from bingolino_app.core.analysis import Hint, hint_move
from bingolino_app.core.bots import bot_seed, choose_move
from bingolino_app.core.game import Action, Event, IllegalAction
from bingolino_app.core.session import Session
from bingolino_app.ui.play.worker import BotWorker
from bingolino_app.ui.play.worker_bridge import bridge

THINK_PAUSE_MS = 400  # at animation speed 1: long enough to see who is moving
MOVE_DEADLINE_S = 30.0
"""A computer's answer later than this means a stuck worker. Many times the slowest level's
budget (a few seconds), with room for starting a fresh worker process on a loaded machine."""
SIMPLER_LEVELS = ("easy", "random")
"""What plays a move, in this process, when the worker failed twice and the player chose not
to wait: rules of thumb, instant in every game; random cannot fail."""
HANDOVER_S = 0.5
"""Hot seat, a human's view handed to the next without a cover (nothing hidden, Qwingo's
entries): for this long the board's clicks are the last player's and are ignored."""


@attrs.define
class _Job:
    """One question to the worker: a computer's move or a hint for a human."""

    kind: str  # "move" or "hint"
    player: int
    args: tuple  # choose_move's arguments
    generation: int
    attempt: int = 0  # 1: the retry after a failure
    future: Future | None = None
    deadline: float = 0.0  # time.monotonic() past which the worker is stuck


class GameController(QObject):
    """A game played in this process (``controller_api.PlayController``)."""

    remote = False  # the session is here: undo, hints, saves, "Play again"
    changed = Signal()
    """The game changed (a move, undo, redo, load): refresh everything that shows it."""
    message = Signal(str)
    """A short translated note for the status bar (refused move, autosave failure...)."""
    game_over = Signal()
    cover_changed = Signal()
    """The hot-seat cover went up (``cover_player`` names who is to sit down) or came down."""
    computer_trouble = Signal()
    """A computer's move failed twice (``trouble`` names who), or that was resolved."""
    hint_explained = Signal(str)
    """Why the suggested move: "The strong computer plays X: win chance 62% instead of…"."""

    def __init__(self, session: Session, board: Any, worker: BotWorker | None = None,
                 parent: QObject | None = None, autosave: bool = True) -> None:
        super().__init__(parent)
        self.session = session
        self.board = board
        self.worker = worker or BotWorker()
        self.path: Path | None = None  # the file Save writes to, None until saved
        self.autosave_enabled = autosave
        self.finishing: Any = None
        """Called with the controller as its game ends, before the autosave goes (HistoryUi:
        the end is written to the history's waiting folder); False keeps the autosave."""
        self.generation = 0
        self._jobs: dict[int, _Job] = {}  # by job number: asked of the worker, not answered
        self._next_job = 0
        self.move_function = choose_move  # what the worker runs (tests inject faults here)
        self.hint_function = hint_move  # a hint: the analysis' best move, with its reason
        self.deadline_seconds = MOVE_DEADLINE_S
        self.trouble: dict[int, str] = {}  # computers that failed twice: player -> reason
        self.last_error: BaseException | None = None
        # Timers are children with bound-method slots (no static singleShot with a Python
        # callable): they die with the controller and never call into a freed function.
        self._pause = QTimer(self)
        self._pause.setSingleShot(True)
        self._pause.timeout.connect(self._pause_over)
        self._pause_generation = 0
        self._deadlines = QTimer(self)
        self._deadlines.setSingleShot(True)
        self._deadlines.timeout.connect(self._check_deadlines)
        self._stopped = False
        self.seated: int | None = None  # hot seat: the human whose view is shown
        self._handover_until = 0.0  # hot seat: clicks before this are the last player's
        self.cover_player: int | None = None  # hot seat: the cover asks for this human
        self._bridge = bridge()
        self._key = next(self._bridge.keys)
        self._bridge.controllers[self._key] = self
        self._held: list[tuple[int, int, Action]] = []  # computer moves waiting for the board
        self.hinting = False  # a hint is being shown (its words leave with the decision)
        self.hinted: tuple[int, int] | None = None  # whose decision the last hint answered
        """(player, his moves so far) when the hint was shown."""
        self.coach: Any = None
        """A lesson running on this game (ui/lessons/runner.py), or None. It decides which
        human moves count (``accepts``), when the computers move (``computers_may_move``)
        and what they play (``computer_move``: a listed move, or None for the bot)."""
        session.listeners.append(self._autosave)
        board.action_chosen.connect(self._on_action_chosen)
        board.released.connect(self._play_held)

    # --- who sees what ---------------------------------------------------------------------
    def humans(self) -> list[int]:
        return [i for i, seat in enumerate(self.session.seats) if seat.is_human]

    def hot_seat(self) -> bool:
        """A game with secrets and several humans at one screen: one human is seated at a
        time, and a cover hides the board between two of them while secrets are held."""
        return self.session.spec.hidden_information and len(self.humans()) >= 2

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
        """Seat the next human after a change, behind a cover while the game holds secrets
        (hands, setups being made) and directly when it holds none; True if the cover
        changed. Several humans deciding at once are asked one at a time, in seat order."""
        humans = sorted(self.session.pending_humans())
        before = self.cover_player
        secrets = self.session.state.has_secrets()
        if self.covered:
            if self.seated in humans:  # the seated human took a move back: his turn again
                # Behind the cover the next player may sit at the screen already (anyone
                # can press Undo): the cover names the seated one before his hand shows.
                self.cover_player = self.seated if secrets else None
            elif not secrets:  # nothing left to hide (setups revealed, the game over)
                if humans:
                    self.seated = self.cover_player if self.cover_player in humans else humans[0]
                self.cover_player = None
            elif humans and self.cover_player not in humans:
                self.cover_player = humans[0]
        elif humans and self.seated not in humans:
            if secrets:
                self.cover_player = humans[0]
            else:
                if self.seated is not None:  # nothing hidden: the next one's view at once...
                    self._handover_until = time.monotonic() + HANDOVER_S
                self.seated = humans[0]
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
        if self._stopped or not self._computers_may_move():
            return []  # a lesson holding the computers back: nobody is thinking
        if self.board.holding:
            return []  # the table waits for a human's click, not for a computer
        return [p for p in self.session.pending_computers() if p not in self.trouble]

    # --- starting and stopping ---------------------------------------------------------------
    def start(self) -> None:
        """First drawing of the game, the autosave of its start, and computers if they begin.
        Whoever installs the game keeps the previous autosave first (MainWindow: it may have
        to ask, before the current game is dropped)."""
        self._autosave(self.session)
        self._refresh([], rebuild_log=True)

    def stop(self) -> None:
        """Forget pending computer moves (Close, Quit, another game). A search still running
        is ended, so the next game's computers never queue behind it."""
        self._stopped = True
        self.generation += 1
        if any(not job.future.done() for job in self._jobs.values() if job.future is not None):
            self.worker.restart()
        self._drop_jobs()
        self._held.clear()
        self.trouble.clear()
        try:
            self.board.action_chosen.disconnect(self._on_action_chosen)
            self.board.released.disconnect(self._play_held)
        except (RuntimeError, TypeError):
            pass
        if self._autosave in self.session.listeners:
            self.session.listeners.remove(self._autosave)

    # --- moves -------------------------------------------------------------------------------
    def _on_action_chosen(self, player: int, action: Action) -> None:
        if player not in self.legal_by_human():
            return
        if time.monotonic() < self._handover_until:
            # ...so a double click of the last player does not act on the new view; said,
            # should it have been meant.
            self.message.emit(self.tr("Now it is %1's turn: click again.")
                              .replace("%1", self.board.seats[player].name))
            return
        if self.coach is not None and not self.coach.accepts(player, action):
            self._refresh([])  # the board forgets the refused choice (a picked tile)
            return
        self.apply(player, action)

    def _computers_may_move(self) -> bool:
        if self.coach is not None and not self.coach.computers_may_move():
            return False
        # After Undo a human's move waits to be redone; computers deciding at the same time
        # (Qwingo's entries) wait for him: their move would throw Redo away, and not always
        # be the same move again.
        return not (self.session.can_redo() and self.session.pending_humans())

    def resume_computers(self) -> None:
        """The coach lets the computers move again (a lesson's step changed or ended)."""
        self._play_held()
        self._schedule_computers()

    def apply(self, player: int, action: Action) -> bool:
        try:
            events = self.session.apply(player, action)
        except IllegalAction as err:
            self.message.emit(self.board.illegal_text(err))
            return False
        self._refresh(events)
        return True

    def _undo_player(self) -> int | None:
        """Whose moves Undo may take back: in hot seat only the seated human's own (-1:
        nobody is seated yet); else the last human move, whoever made it (None)."""
        if not self.hot_seat():
            return None
        return -1 if self.seated is None else self.seated

    def can_undo(self) -> bool:
        return self.coach is None and self.session.can_undo(self._undo_player())

    def undo_blocker(self) -> tuple[str, str] | None:
        """Why Undo is not possible now (``Session.undo_blocker``), None when it is."""
        if self.coach is not None:
            return ("lesson", "")  # a lesson's steps only go forward
        return self.session.undo_blocker(self._undo_player())

    def can_redo(self) -> bool:
        return self.session.can_redo()

    def undo(self) -> bool:
        if self.coach is not None:
            return False
        player = self._undo_player()
        self._forget_computers()
        done = self.session.undo(player)
        self._refresh([], rebuild_log=True)
        return done

    def redo(self) -> bool:
        self._forget_computers()
        done = self.session.redo()
        self._refresh([], rebuild_log=True)
        return done

    def run_computers_sync(self, limit: int = 100_000) -> None:
        """Let the computers move in this process until a human must act (screenshots)."""
        self._forget_computers()
        events: list[Event] = []
        while self.session.pending_computers() and limit > 0:
            for player in self.session.pending_computers():
                events += self.session.apply(player, self._compute(player))
                limit -= 1
        self._refresh(events, rebuild_log=True)
        self.board.end_turn_hold()  # played at once: nothing to wait for

    # --- computers ---------------------------------------------------------------------------
    def _job(self, player: int, level: str) -> tuple:
        session = self.session
        return (session.game_id, level, session.state.observation(player),
                session.state.legal_actions(player),
                bot_seed(session.seed, len(session.history), player))

    def _compute(self, player: int, level: str | None = None) -> Action:
        return choose_move(*self._job(player, level or self.session.seats[player].level))

    def pause_ms(self) -> int:
        speed = float(getattr(self.board, "animation_speed", 1.0) or 0)
        return 0 if speed <= 0 else int(THINK_PAUSE_MS / speed)

    def _forget_computers(self) -> None:
        """The position changed under the computers (undo, redo): their pending answers no
        longer fit. A search still running finishes in the worker and is ignored."""
        self.generation += 1
        self._drop_jobs()
        self._held.clear()
        self.trouble.clear()

    def _in_flight(self) -> set[int]:
        """Computers asked and not yet played (answers held for the board count too)."""
        return ({job.player for job in self._jobs.values() if job.kind == "move"}
                | {player for _, player, _ in self._held})

    def _schedule_computers(self) -> None:
        if self._stopped or self._pause.isActive() or not self._computers_may_move():
            return
        busy = self._in_flight() | set(self.trouble)
        waiting = [p for p in self.session.pending_computers() if p not in busy]
        if not waiting:
            return
        self._pause_generation = self.generation
        self._pause.start(self.pause_ms())

    def _pause_over(self) -> None:
        self._submit_computers(self._pause_generation)

    def _submit_computers(self, generation: int) -> None:
        if generation != self.generation or self._stopped:
            self._schedule_computers()  # state moved on meanwhile: look again
            return
        busy = self._in_flight() | set(self.trouble)
        for player in self.session.pending_computers():
            if player in busy:
                continue
            listed = self.coach.computer_move(player) if self.coach is not None else None
            if listed is not None:  # a lesson's prepared move: no search
                self._held.append((self.generation, player, listed))
                continue
            self._submit(_Job("move", player, self._job(player, self.level(player)),
                              self.generation))
        self._play_held()

    def level(self, player: int) -> str:
        return self.session.seats[player].level

    def _submit(self, job: _Job) -> None:
        """Hand a job to the worker, with its deadline. Results come back through the bridge
        with the job's number; a job no longer in ``_jobs`` is answered by nobody."""
        self._next_job += 1
        number = self._next_job
        self._jobs[number] = job
        function = self.hint_function if job.kind == "hint" else self.move_function
        try:
            job.future = self.worker.submit(function, *job.args)
        except Exception as exc:  # noqa: BLE001 - a pool that cannot start (quitting, no fork)
            self._bridge.done.emit(self._key, number, None, exc)
            return
        if not job.future.done():
            job.deadline = time.monotonic() + self.deadline_seconds
            self._arm_deadlines()
        done, key = self._bridge.done, self._key

        def deliver(fut) -> None:  # on the pool's thread: touch nothing but the bridge
            if fut.cancelled():
                return
            error = fut.exception()
            done.emit(key, number, None if error else fut.result(), error)

        job.future.add_done_callback(deliver)

    def _take_job(self, number: int) -> _Job | None:
        job = self._jobs.pop(number, None)
        if not self._jobs:
            self._deadlines.stop()
        return job

    def _drop_jobs(self) -> None:
        for number in list(self._jobs):
            self._take_job(number)

    def _arm_deadlines(self) -> None:
        """One timer for all jobs, set to the earliest deadline."""
        waiting = [job.deadline for job in self._jobs.values() if job.deadline]
        if waiting:
            delay = max(0.0, min(waiting) - time.monotonic())
            self._deadlines.start(int(delay * 1000) + 1)

    def _check_deadlines(self) -> None:
        now = time.monotonic()
        late = [n for n, job in self._jobs.items() if job.deadline and job.deadline <= now]
        if late:
            self._deadline_passed(late[0])  # replaces the worker: the others are sent again
        self._arm_deadlines()

    def _deadline_passed(self, number: int) -> None:
        """A search far past its budget is stuck: replace the worker and try once more. The
        other jobs in that worker die with it; they are sent again as they were."""
        job = self._take_job(number)
        if job is None:
            return
        others = [self._take_job(n) for n in list(self._jobs)]
        self.worker.restart()
        for other in others:
            self._submit(other)
        self._failed(job, TimeoutError(f"no answer within {self.deadline_seconds:g} s"))

    def _on_worker_done(self, number: int, action: Any, error: Any) -> None:
        job = self._take_job(number)
        if job is None or job.generation != self.generation or self._stopped:
            return  # cancelled, timed out, or the position changed meanwhile
        if job.kind == "move" and job.player not in self.session.pending_computers():
            return
        hint = action if isinstance(action, Hint) else None
        action = hint.action if hint is not None else action
        legal = self.session.state.legal_actions(job.player)
        if error is None and self._acceptable(job.player, action, legal):
            if job.kind == "hint":
                if job.player in self.legal_by_human():
                    self.hinting = True  # what the board says now belongs to the hint
                    self.hinted = (job.player, sum(1 for step in self.session.history
                                                   if step.player == job.player))
                    try:
                        self.board.show_hint(job.player, action)
                        if hint is not None:
                            self._explain_hint(job.player, hint)
                    finally:
                        self.hinting = False
            else:
                self._held.append((job.generation, job.player, action))
                self._play_held()
            return
        self._failed(job, error or RuntimeError(f"unacceptable action {action!r}"))

    def _play_held(self) -> None:
        """Play the computers' answers, unless the board holds the table for a human (then
        ``released`` brings us back). Each move may make the board hold again."""
        while (self._held and not self.board.holding and not self._stopped
               and self._computers_may_move()):
            generation, player, action = self._held.pop(0)
            if (generation == self.generation and player in self.session.pending_computers()
                    and self._acceptable(player, action,
                                         self.session.state.legal_actions(player))):
                self.apply(player, action)

    def _failed(self, job: _Job, error: BaseException) -> None:
        """First failure: once more in a fresh worker (a dead pool is replaced on submit).
        Second failure: a hint is given up; a move waits for the player to choose between
        waiting and a simpler level (``trouble``), never a silent weak move."""
        self.last_error = error
        if job.attempt == 0:
            self._submit(attrs.evolve(job, attempt=1, future=None, deadline=0.0))
            return
        if job.kind == "hint":
            self.message.emit(self.tr("The hint could not be worked out. Please try again."))
            return
        self.trouble[job.player] = type(error).__name__
        self.computer_trouble.emit()
        self.changed.emit()

    def retry_computers(self) -> None:
        """The player chose to wait: a fresh worker and a fresh deadline for every computer
        in trouble."""
        if not self.trouble:
            return
        self.trouble.clear()
        self.worker.restart()
        self.computer_trouble.emit()
        self._schedule_computers()

    def play_simpler(self) -> None:
        """The player chose a simpler level for this move: an instant rules-of-thumb move
        worked out here (the next move tries the chosen level again)."""
        players, self.trouble = list(self.trouble), {}
        self.computer_trouble.emit()
        for player in players:
            if player not in self.session.pending_computers():
                continue
            for level in SIMPLER_LEVELS:
                try:
                    action = self._compute(player, level)
                except Exception:  # noqa: BLE001 - the next level is simpler still
                    continue
                self.apply(player, action)
                break
        self._schedule_computers()

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
        self._submit(_Job("hint", player, self._job(player, "strong"), self.generation))
        return True

    def _explain_hint(self, player: int, hint: Hint) -> None:
        from bingolino_app.ui.boards.analysis_texts import hint_reason

        obs = self.session.state.observation(player)
        self.hint_explained.emit(hint_reason(self.session.game_id, hint, obs))

    # --- drawing and saving ------------------------------------------------------------------
    def _turn_paced(self, events: list[Event]) -> bool:
        """The turn just played stays on the table before a computer begins the next: a
        human plays here (no lesson steering), none may act now, and a computer would."""
        state = self.session.state
        return (bool(events) and self.coach is None and not self._stopped and bool(self.humans())
                and not state.is_terminal() and not self.legal_by_human()
                and bool(self.session.pending_computers()) and self.board.turn_ended(events))

    def _refresh(self, events: list[Event], rebuild_log: bool = False) -> None:
        self.new_events = list(events)
        self.rebuild_log = rebuild_log
        state = self.session.state
        cover_moved = self.hot_seat() and self._update_cover()
        if not events:
            self.board.end_turn_hold()  # undo, redo, a reveal: the held turn is not news
        self.board.show_state(state.observation(self.viewer()), self.legal_by_human(), events)
        if self._turn_paced(events):
            self.board.hold_turn()
        if cover_moved:
            self.cover_changed.emit()
        self.changed.emit()
        if state.is_terminal():
            self.game_over.emit()
        else:
            self._schedule_computers()

    def _autosave(self, session: Session) -> None:
        """Keep the game in the autosave after every change. A game that just ended goes
        to the history's waiting folder first (``finishing``, HistoryUi); only once it is
        safe there does its autosave go, and when it cannot be written there the finished
        game stays in the autosave (recorded at the next start)."""
        if not self.autosave_enabled:
            return
        target = paths.autosave_path()
        try:
            if session.state.is_terminal() and (self.finishing is None or self.finishing(self)):
                target.unlink(missing_ok=True)
            else:
                saves.save(session, target)
        except (saves.SaveError, OSError):
            self.message.emit(self.tr("Could not write the autosave."))

    def drop_finished_autosave(self) -> None:
        """The finished game that waited in the autosave is in the history now."""
        if self.autosave_enabled and self.session.state.is_terminal():
            try:
                paths.autosave_path().unlink(missing_ok=True)
            except OSError:
                pass

    def save(self, path: str | Path) -> None:
        """Write the game to ``path`` (raises SaveError; the old file then stays as it was)."""
        saves.save(self.session, path)
        self.path = Path(path)
