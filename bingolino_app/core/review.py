"""Reviewing a game: every position of a recorded game, and who may see what in it.

A game is its seed and its action list, so a review replays that list through the game's own
rules and keeps the state of every position. Position 0 is the start (after the chance that
opens the game: the deal, the layout, who begins); position k is the table after the k-th
decision of a player and the chance that followed it (the roll after a call, the draws after
a trick). Chance is never a position of its own: nobody decided it.

What may be shown: once the game has ended, everything (``full_view``: both domino hands, the
stock's order, secret setups, face-down backs) or the view of any one player. While it is
still running, only what the reviewing player saw: no peeking at a running game's secrets.
"""

from __future__ import annotations

from typing import Iterable, Sequence

from bingolino_app.core import registry
from bingolino_app.core.game import CHANCE, Action, Event, GameState
from bingolino_app.core.session import Seat, Session


class ReviewRefused(PermissionError):
    """A view the rules of review do not allow (a hidden thing of an unfinished game)."""


class Replay:
    def __init__(self, game_id: str, seats: Sequence[Seat], options: dict, seed: int,
                 actions: Iterable[tuple[int, Action]], reviewer: int | None = None) -> None:
        entry = registry.game(game_id)
        self.game_id = game_id
        self.seats = list(seats)
        self.options = entry.spec.check_options(dict(options))
        self.seed = int(seed)
        self.actions: list[tuple[int, Action]] = []
        self.moves: list[tuple[int, Action]] = []  # (player, action) of move k at k - 1
        self.move_steps: list[int] = []  # index in ``actions`` of move k at k - 1
        self.bounds: list[int] = []  # actions applied in position k
        self.events: list[list[Event]] = [[]]  # what happened on the way to position k
        state = entry.new_state(len(self.seats), self.options)
        self._states: list[GameState] = []
        self._seen: dict[int, object] = {}
        for player, action in actions:
            if player != CHANCE:
                self._close_position(state)
                self.moves.append((player, action))
                self.move_steps.append(len(self.actions))
                self.events.append([])
            self.events[-1].extend(state.apply(action, player))
            self.actions.append((player, action))
        self._close_position(state)
        self.finished = state.is_terminal()
        humans = [p for p, seat in enumerate(self.seats) if seat.is_human]
        self.reviewer = reviewer if reviewer is not None else (humans[0] if humans else 0)

    @classmethod
    def of_session(cls, session: Session, reviewer: int | None = None) -> "Replay":
        return cls(session.game_id, session.seats, session.options, session.seed,
                   session.actions, reviewer)

    def _close_position(self, state: GameState) -> None:
        self._states.append(state.clone())
        self.bounds.append(len(self.actions))

    # --- positions ---------------------------------------------------------------------------
    @property
    def last(self) -> int:
        """The last position (the number of moves)."""
        return len(self.moves)

    def state(self, k: int) -> GameState:
        """The state at position ``k``: a copy, changed freely without harm to the review."""
        return self._states[self._check(k)].clone()

    def move(self, k: int) -> tuple[int, Action]:
        """(player, action) of the move that led to position ``k`` (k >= 1)."""
        if not 1 <= k <= self.last:
            raise IndexError(k)
        return self.moves[k - 1]

    def seen_before(self, k: int):
        """What the player of move ``k`` saw when he made it (kept: observations are frozen
        records, safe to share)."""
        player, _ = self.move(k)
        if k not in self._seen:
            self._seen[k] = self._states[k - 1].observation(player)
        return self._seen[k]

    def _check(self, k: int) -> int:
        if not 0 <= k <= self.last:
            raise IndexError(k)
        return k

    # --- what may be seen --------------------------------------------------------------------
    def may_show_all(self) -> bool:
        return self.finished

    def seats_allowed(self) -> list[int]:
        """Whose view may be shown: anybody's after the end, else only the reviewer's."""
        return list(range(len(self.seats))) if self.finished else [self.reviewer]

    def view(self, k: int, seat: int, show_all: bool = False):
        """What the board draws at position ``k``: ``seat``'s observation, or everything
        from his seat. Raises ReviewRefused for what an unfinished game must keep hidden."""
        if seat not in self.seats_allowed():
            raise ReviewRefused(f"seat {seat}: only the reviewer's view of a running game")
        if show_all and not self.may_show_all():
            raise ReviewRefused("nothing hidden is shown before the game has ended")
        state = self.state(k)
        return state.full_view(seat) if show_all else state.observation(seat)

    # --- going on from a position --------------------------------------------------------------
    def actions_until(self, k: int) -> list[tuple[int, Action]]:
        return self.actions[:self.bounds[self._check(k)]]

    def continue_from(self, k: int) -> Session:
        """A new game from position ``k``: the same seed and the moves so far. Chance after
        it is drawn as the original would have drawn it (the same seed, the same place)."""
        return Session.replay(self.game_id, self.seats, self.options, self.seed,
                              self.actions_until(k))
