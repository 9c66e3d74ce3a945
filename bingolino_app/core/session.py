"""A game being played: seed, players, the action list, chance, undo and redo, autosave hook.

Chance outcomes come from an RNG derived from the seed and the position of the chance action
in the list, so a game is reproducible from its seed and actions, and a reloaded game continues
with the same dice it would have had. Undo never takes back a chance action: a roll that has
been seen cannot be rolled again.

Undo is fair, not strict: a player may take back his own last decision whenever nothing new
was shown to him since (``GameSpec.undo_reveals`` says what a step showed whom; the computers'
moves of a game without secrets show nothing hidden). A roll, a deal, another player's hidden
stone or one he drew end it.
"""

from __future__ import annotations

import random
from typing import Callable, Iterable

import attrs

from bingolino_app.core import registry
from bingolino_app.core.game import CHANCE, Action, Event, GameState, IllegalAction


@attrs.frozen
class Seat:
    name: str
    kind: str = "human"  # "human" or "computer"
    level: str = "normal"  # bot level of a computer seat
    profile: str = ""  # the id of a human's profile (core/history.py); "" a guest or computer

    @property
    def is_human(self) -> bool:
        return self.kind == "human"


@attrs.frozen
class Step:
    """One applied action with the events it caused."""

    player: int
    action: Action
    events: tuple[Event, ...]
    shown: tuple[str, ...] = ()
    """Per seat: what this step showed him that he did not know ("" nothing; for humans only,
    in a game with ``undo_reveals``)."""


def chance_rng(seed: int, index: int) -> random.Random:
    return random.Random(f"chance/{seed}/{index}")


class Session:
    def __init__(self, game_id: str, seats: list[Seat], options: dict | None = None,
                 seed: int | None = None) -> None:
        entry = registry.game(game_id)
        if entry.new_state is None:
            raise IllegalAction("game.not_available", game=game_id)
        self.game_id = game_id
        self.spec = entry.spec
        self.seats = list(seats)
        self.options = self.spec.check_options(dict(options or {}))
        self.seed = random.SystemRandom().randrange(1, 2**31) if seed is None else int(seed)
        self._new_state = entry.new_state
        self.state: GameState = entry.new_state(len(self.seats), self.options)
        self.history: list[Step] = []
        self._redo: list[list[Step]] = []
        self.listeners: list[Callable[["Session"], None]] = []
        self._resolve_chance()

    # --- playing --------------------------------------------------------------------------
    def apply(self, player: int, action: Action) -> list[Event]:
        """Apply a player's action, then any chance that follows. Returns all new events."""
        start = len(self.history)
        self._apply(player, action)
        self._redo.clear()
        self._resolve_chance()
        self._changed()
        return [e for step in self.history[start:] for e in step.events]

    def _apply(self, player: int, action: Action) -> None:
        reveals = self.spec.undo_reveals
        watched = [p for p, seat in enumerate(self.seats) if seat.is_human] \
            if reveals is not None and player >= 0 else []
        before = {p: self.state.observation(p) for p in watched}
        events = self.state.apply(action, player)
        shown = ()
        if before:
            shown = tuple(reveals(before[p], self.state.observation(p), events) or ""
                          if p in before else "" for p in range(len(self.seats)))
        self.history.append(Step(player, action, tuple(events), shown))

    def _resolve_chance(self) -> None:
        while self.state.decision().is_chance:
            rng = chance_rng(self.seed, len(self.history))
            self._apply(CHANCE, self.state.sample_chance(rng))

    @property
    def actions(self) -> list[tuple[int, Action]]:
        return [(s.player, s.action) for s in self.history]

    def events(self) -> list[Event]:
        return [e for step in self.history for e in step.events]

    def _changed(self) -> None:
        for listener in list(self.listeners):
            listener(self)

    # --- undo and redo ----------------------------------------------------------------------
    def undo_index(self, player: int | None = None) -> int | None:
        """Where undo would cut the history: at the last human decision (computers' moves
        after it go too). ``player``: only if that decision was his (several humans at one
        screen undo only their own moves). None when nothing can be undone."""
        return self._undo_scan(player)[0]

    def undo_blocker(self, player: int | None = None) -> tuple[str, str] | None:
        """Why undo is not possible now, as (kind, detail) for the UI to word: ("chance",
        action type) a roll or a deal came after the move; ("revealed", event key) something
        new was shown (``GameSpec.undo_barriers``); ("other", "") the last move was another
        human's; ("nothing", "") no move to take back. None: undo is possible."""
        return self._undo_scan(player)[1]

    def _undo_scan(self, player: int | None) -> tuple[int | None, tuple[str, str] | None]:
        mine = (lambda p: self.seats[p].is_human) if player is None else (lambda p: p == player)
        movers = {step.player for step in self.history
                  if step.player >= 0 and self.seats[step.player].is_human}
        if not any(mine(p) for p in movers):
            return None, ("other", "") if movers else ("nothing", "")
        barriers = set(self.spec.undo_barriers)
        for i in range(len(self.history) - 1, -1, -1):
            step = self.history[i]
            if step.player == CHANCE:
                return None, ("chance", type(step.action).__name__)
            shown = next((e.key for e in step.events if e.key in barriers), None)
            if shown is not None:
                return None, ("revealed", shown)
            if self.seats[step.player].is_human:
                if not mine(step.player):
                    return None, ("other", "")
                # His decision, and the computers' moves after it: did they show him
                # something he did not know?
                for later in self.history[i:]:
                    seen = later.shown[step.player] if step.player < len(later.shown) else ""
                    if seen:
                        return None, ("revealed", seen)
                return i, None
        return None, ("nothing", "")

    def can_undo(self, player: int | None = None) -> bool:
        return self.undo_index(player) is not None

    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self, player: int | None = None) -> bool:
        cut = self.undo_index(player)
        if cut is None:
            return False
        self._redo.append(self.history[cut:])
        self._replay([(s.player, s.action) for s in self.history[:cut]])
        self._changed()
        return True

    def redo(self) -> bool:
        if not self._redo:
            return False
        for step in self._redo.pop():
            self._apply(step.player, step.action)
        self._changed()
        return True

    def _replay(self, actions: Iterable[tuple[int, Action]]) -> None:
        self.state = self._new_state(len(self.seats), self.options)
        self.history = []
        for player, action in actions:
            self._apply(player, action)

    @classmethod
    def replay(cls, game_id: str, seats: list[Seat], options: dict, seed: int,
               actions: Iterable[tuple[int, Action]]) -> "Session":
        """Rebuild a session from its seed and actions (raises IllegalAction if they don't fit).
        ``actions`` may be an iterator, read once in order (a loader parsing as it goes)."""
        session = cls.__new__(cls)
        entry = registry.game(game_id)
        if entry.new_state is None:
            raise IllegalAction("game.not_available", game=game_id)
        session.game_id = game_id
        session.spec = entry.spec
        session.seats = list(seats)
        session.options = entry.spec.check_options(dict(options))
        session.seed = int(seed)
        session._new_state = entry.new_state
        session._redo = []
        session.listeners = []
        session._replay(actions)
        session._resolve_chance()
        return session

    # --- who acts ----------------------------------------------------------------------------
    def pending_players(self) -> tuple[int, ...]:
        decision = self.state.decision()
        return () if decision.is_chance or decision.is_end else decision.players

    def pending_humans(self) -> list[int]:
        return [p for p in self.pending_players() if self.seats[p].is_human]

    def pending_computers(self) -> list[int]:
        return [p for p in self.pending_players() if not self.seats[p].is_human]
