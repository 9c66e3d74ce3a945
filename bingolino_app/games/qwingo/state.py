"""Qwingo's state machine (rules: shared/rules/qwingo.md).

Phases: starter (chance) -> setup (every player at once, in secret) -> call (active player)
-> roll (chance) -> enter (every player with a legal box, at once) -> next turn ... -> end.
A player without a legal box does nothing that turn. Entering is compulsory unless the option
"players may pass" is on. Our addition to the printed rules: when no player can complete any
column any more, or after MAX_TURNS turns, the game ends and the fullest column wins.
"""

from __future__ import annotations

import random

import attrs

from bingolino_app.core.game import Action, Decision, GameState, IllegalAction
from bingolino_app.games.qwingo import rules
from bingolino_app.games.qwingo.rules import BOXES, COLUMNS, FACES, HIGH, LOW
from bingolino_app.games.qwingo.spec import SPEC


DEFAULT_LAYOUT = ((10, 1), (20, 2), (30, 3), (40, 4), (50, 5))
"""Column c holds (number, box): a sensible setup, listed as the one legal Setup."""


# --- actions ---------------------------------------------------------------------------------
@attrs.frozen
class Starter(Action):
    """Chance: who calls first."""
    player: int


@attrs.frozen
class Setup(Action):
    """A player's secret start: ``layout[c]`` = (number, box) written in column c."""
    layout: tuple[tuple[int, int], ...]


@attrs.frozen
class Call(Action):
    number: int


@attrs.frozen
class Roll(Action):
    """Chance: the die face, 0-4 the symbols left to right, 5 the lightning."""
    face: int


@attrs.frozen
class Enter(Action):
    column: int
    box: int


@attrs.frozen
class Pass(Action):
    """Write nothing this turn (only with the option "players may pass")."""


ACTION_TYPES = (Starter, Setup, Call, Roll, Enter, Pass)
ALL_CALLS = tuple(Call(n) for n in range(LOW, HIGH + 1))
MAX_TURNS = 200
"""Our safety stop: no real game comes near it (about 30 turns), but careless play can leave
a column completable yet almost never fed."""


def valid_layout(layout) -> bool:
    try:
        numbers = sorted(n for n, _ in layout)
        boxes_ok = all(isinstance(b, int) and 0 <= b < BOXES for _, b in layout)
    except (TypeError, ValueError):
        return False
    return len(layout) == COLUMNS and tuple(numbers) == rules.START_NUMBERS and boxes_ok


@attrs.frozen
class View:
    """What one player sees. ``sheets[p]`` is None while p's secret setup is hidden."""
    viewer: int | None
    num_players: int
    phase: str
    active: int
    turn: int
    called: int | None
    face: int | None
    sheets: tuple[tuple[tuple[int, ...], ...] | None, ...]
    placed: tuple[bool, ...]
    pending: tuple[int, ...]
    may_pass: bool
    winners: tuple[int, ...]
    stalemate: bool
    last: tuple[tuple[int, int] | None, ...] = ()
    """(column, box) of each player's latest entry: the number just written, marked until
    that player writes again."""

    def sheet(self, player: int):
        return self.sheets[player]


class QwingoState(GameState):
    spec = SPEC
    action_types = ACTION_TYPES

    def __init__(self, num_players: int, options: dict) -> None:
        super().__init__(num_players, options)
        self.phase = "starter"
        self.sheets = [[[0] * BOXES for _ in range(COLUMNS)] for _ in range(num_players)]
        self.placed = [False] * num_players
        self.active = 0
        self.turn = 0  # turns begun (solo: the tally the player keeps low)
        self.called: int | None = None
        self.face: int | None = None
        self.pending: set[int] = set()
        self.winners_list: tuple[int, ...] = ()
        self.stalemate = False
        # Each player's latest entry. Not in snapshot(): it follows from the history, and
        # the snapshots in older saves must still match.
        self.last: list[tuple[int, int] | None] = [None] * num_players
        self._boxes: dict[int, list[tuple[int, int]]] = {}  # this roll's entry_boxes

    # --- whose decision ---------------------------------------------------------------------
    def decision(self) -> Decision:
        if self.phase in ("starter", "roll"):
            return Decision("chance")
        if self.phase == "end":
            return Decision("end")
        if self.phase == "call":
            return Decision("player", (self.active,))
        return Decision("simultaneous", tuple(sorted(self.pending)))

    def entry_boxes(self, player: int) -> list[tuple[int, int]]:
        """(column, box) pairs where ``player`` may write the called number now."""
        if self.called is None or self.face is None:
            return []
        if player in self._boxes:
            return self._boxes[player]
        sheet = self.sheets[player]
        return [(c, b) for c in rules.columns_for_face(self.face)
                for b in rules.legal_boxes(sheet[c], self.called)]

    def legal_actions(self, player: int) -> list[Action]:
        if player not in self.decision().players:
            return []
        if self.phase == "setup":
            return [Setup(DEFAULT_LAYOUT)]  # any valid layout is accepted too
        if self.phase == "call":
            return list(ALL_CALLS)
        actions: list[Action] = [Enter(c, b) for c, b in self.entry_boxes(player)]
        if self.options["may_pass"]:
            actions.append(Pass())
        return actions

    def is_risky(self, player: int, action: Action) -> bool:
        """Would this entry leave a column that could be completed unable to be completed?"""
        if not isinstance(action, Enter) or self.called is None:
            return False
        return entry_is_risky(self.sheets[player][action.column], action.box, self.called)

    # --- chance ------------------------------------------------------------------------------
    def sample_chance(self, rng: random.Random) -> Action:
        if self.phase == "starter":
            return Starter(rng.randrange(self.num_players))
        return Roll(rng.randrange(FACES))

    def is_chance_outcome(self, action: Action) -> bool:
        if self.phase == "starter" and isinstance(action, Starter):
            return 0 <= action.player < self.num_players
        return self.phase == "roll" and isinstance(action, Roll) and 0 <= action.face < FACES

    # --- applying ----------------------------------------------------------------------------
    def apply(self, action: Action, player: int):
        # Any valid layout is a legal setup; legal_actions lists one. Calls and entries are
        # checked directly: the generic check scans the hundred listed calls (a hot path).
        phase = self.phase
        if phase == "setup" and isinstance(action, Setup):
            ok = player in self.pending and valid_layout(action.layout)
        elif phase == "call" and type(action) is Call:
            ok = player == self.active and LOW <= action.number <= HIGH
        elif phase == "enter" and type(action) is Enter:
            ok = (player in self.pending
                  and (action.column, action.box) in self.entry_boxes(player))
        else:
            return super().apply(action, player)
        if not ok:
            if phase == "setup" and player in self.pending:
                # Not the generic check: a box 1.0 equals the listed setup's 1, then crashes.
                raise self.explain_illegal(action, player)
            return super().apply(action, player)  # raises the right refusal
        self.events = []
        self._apply(action, player)
        return list(self.events)

    def is_legal_arrangement(self, player: int, layout) -> bool:
        """For the shell: a setup the rules accept (any, not only the listed one)."""
        return self.phase == "setup" and player in self.pending and valid_layout(layout)

    def explain_illegal(self, action: Action, player: int) -> IllegalAction:
        if isinstance(action, Setup):
            return IllegalAction("qwingo.bad_setup")
        if isinstance(action, Call):
            return IllegalAction("qwingo.bad_call", low=LOW, high=HIGH)
        if isinstance(action, Pass):
            return IllegalAction("qwingo.no_pass")
        if isinstance(action, Enter) and self.phase == "enter":
            if not (0 <= action.column < COLUMNS and 0 <= action.box < BOXES):
                return IllegalAction("game.illegal", action="Enter")
            if action.column not in rules.columns_for_face(self.face):
                return IllegalAction("qwingo.wrong_column", face=self.face)
            if self.sheets[player][action.column][action.box]:
                return IllegalAction("qwingo.box_taken")
            return IllegalAction("qwingo.not_ascending", number=self.called)
        return super().explain_illegal(action, player)

    def _apply(self, action: Action, player: int) -> None:
        if isinstance(action, Starter):
            self.active = action.player
            self.phase = "setup"
            self.pending = set(range(self.num_players))
            self.emit("qwingo.starter", player=action.player)
        elif isinstance(action, Setup):
            sheet = self.sheets[player]
            for c, (number, box) in enumerate(action.layout):
                sheet[c][box] = number
            self.placed[player] = True
            self.pending.discard(player)
            self.emit("qwingo.set_up", player=player)
            if not self.pending:
                self.emit("qwingo.revealed")
                self._begin_turn()
        elif isinstance(action, Call):
            self.called = action.number
            self.phase = "roll"
            self.emit("qwingo.called", player=player, number=action.number)
        elif isinstance(action, Roll):
            self._rolled(action.face)
        elif isinstance(action, Enter):
            column = self.sheets[player][action.column]
            risky = entry_is_risky(column, action.box, self.called)
            column[action.box] = self.called
            self.last[player] = (action.column, action.box)
            self._boxes.pop(player, None)
            self.emit("qwingo.entered", player=player, column=action.column, box=action.box,
                      number=self.called, dead=risky)
            self._decided(player)
        elif isinstance(action, Pass):
            self.emit("qwingo.passed", player=player)
            self._decided(player)

    def _begin_turn(self) -> None:
        self.turn += 1
        self.phase = "call"
        self.called = self.face = None
        self._boxes = {}
        self.emit("qwingo.turn", player=self.active, turn=self.turn)

    def _rolled(self, face: int) -> None:
        self.face = face
        self.emit("qwingo.rolled", player=self.active, face=face, number=self.called)
        self.pending = set()
        self._boxes = {p: self.entry_boxes(p) for p in range(self.num_players)}
        for p in range(self.num_players):
            if self._boxes[p]:
                self.pending.add(p)
            else:
                self.emit("qwingo.no_box", player=p, number=self.called)
        self.phase = "enter"
        if not self.pending:
            self._end_turn()

    def _decided(self, player: int) -> None:
        self.pending.discard(player)
        if not self.pending:
            self._end_turn()

    def _end_turn(self) -> None:
        full = [p for p in range(self.num_players)
                if any(rules.is_full(c) for c in self.sheets[p])]
        if full:
            return self._finish(full, rules.tie_key, stalemate=False)
        if (self.turn >= MAX_TURNS
                or not any(rules.completable(c) for sheet in self.sheets for c in sheet)):
            return self._finish(list(range(self.num_players)), rules.stalemate_key,
                                stalemate=True)
        self.active = (self.active + 1) % self.num_players
        self._begin_turn()

    def _finish(self, candidates: list[int], key, stalemate: bool) -> None:
        best = max(key(self.sheets[p]) for p in candidates)
        self.winners_list = tuple(p for p in candidates if key(self.sheets[p]) == best)
        self.phase = "end"
        self.pending = set()
        self.stalemate = stalemate
        if stalemate:
            self.emit("qwingo.stalemate")
        elif len(candidates) > 1:
            self.emit("qwingo.tie", players=candidates,
                      column=rules.ending(self.sheets, stalemate).column)
        self.emit("qwingo.won", players=list(self.winners_list), turns=self.turn,
                  rank=rules.solo_rank(self.turn) if self.num_players == 1 and not stalemate else "")

    def clone(self) -> "QwingoState":
        other = QwingoState.__new__(QwingoState)  # much faster than a deepcopy
        other.__dict__.update(self.__dict__)
        other.sheets = [[list(c) for c in sheet] for sheet in self.sheets]
        other.placed = list(self.placed)
        other.last = list(self.last)
        other.pending = set(self.pending)
        other.events = list(self.events)
        other.options = dict(self.options)
        other._boxes = dict(self._boxes)
        return other

    # --- reading -----------------------------------------------------------------------------
    def scores(self) -> list[float]:
        """The fullest column of each player."""
        return [float(max(rules.filled(c) for c in sheet)) for sheet in self.sheets]

    def winners(self) -> list[int]:
        return list(self.winners_list)

    def has_secrets(self) -> bool:
        """Only the setups are secret, and only until everybody has made one (or while the
        starter is being drawn, just before)."""
        return self.phase in ("starter", "setup")

    def observation(self, player: int | None) -> View:
        secret = self.phase == "setup"
        sheets = tuple(
            None if (secret and (p != player or not self.placed[p]))
            else tuple(tuple(c) for c in self.sheets[p])
            for p in range(self.num_players))
        return View(
            viewer=player, num_players=self.num_players, phase=self.phase, active=self.active,
            turn=self.turn, called=self.called, face=self.face, sheets=sheets,
            placed=tuple(self.placed), pending=tuple(sorted(self.pending)),
            may_pass=bool(self.options["may_pass"]), winners=self.winners_list,
            stalemate=self.stalemate, last=tuple(self.last))

    def full_view(self, player: int | None) -> View:
        """Every sheet, secret setups too, from ``player``'s seat (a review after the end)."""
        return attrs.evolve(self.observation(player), sheets=tuple(
            tuple(tuple(c) for c in sheet) for sheet in self.sheets))

    def snapshot(self) -> dict:
        return {
            "phase": self.phase,
            "sheets": [[list(c) for c in sheet] for sheet in self.sheets],
            "placed": list(self.placed),
            "active": self.active,
            "turn": self.turn,
            "called": self.called,
            "face": self.face,
            "pending": sorted(self.pending),
            "winners": list(self.winners_list),
            "stalemate": self.stalemate,
        }


def entry_is_risky(column, box: int, number: int) -> bool:
    """True when the column could be completed before the entry and not after it."""
    if not rules.completable(column):
        return False
    after = list(column)
    after[box] = number
    return not rules.completable(after)
