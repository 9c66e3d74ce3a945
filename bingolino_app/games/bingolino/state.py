"""Bingolino's state machine (rules: shared/rules/bingolino.md).

Phases: deal (chance) -> starter (chance, when random) -> arrange (all players at once) ->
choose dice (active player) -> roll (chance) -> flip (every player with a choice, at once) ->
next turn ... -> end. A player with exactly one possible tile turns it without being asked:
the rules allow no "decline", so there is nothing to decide.
"""

from __future__ import annotations

import random
from collections import Counter

import attrs

from bingolino_app.core.game import (
    Action, Decision, GameState, IllegalAction,
)
from bingolino_app.games.bingolino import rules
from bingolino_app.games.bingolino.rules import GRID, MAX_DICE, STARS_TO_WIN
from bingolino_app.games.bingolino.spec import SPEC



# --- actions ---------------------------------------------------------------------------------
@attrs.frozen
class Deal(Action):
    """Chance: the 16 tiles each player draws, in the order drawn."""
    hands: tuple[tuple[int, ...], ...]


@attrs.frozen
class Starter(Action):
    """Chance: who takes the first turn."""
    player: int


@attrs.frozen
class Arrange(Action):
    """A player's grid: his 16 drawn numbers in cell order (row by row)."""
    layout: tuple[int, ...]


@attrs.frozen
class ChooseDice(Action):
    count: int


@attrs.frozen
class Roll(Action):
    """Chance: the dice as rolled."""
    dice: tuple[int, ...]


@attrs.frozen
class Flip(Action):
    """Turn the tile in ``cell`` face down."""
    cell: int


@attrs.frozen
class TurnBack(Action):
    """Turn the face-down tile in ``cell`` face up again (forced when nothing matches)."""
    cell: int


ACTION_TYPES = (Deal, Starter, Arrange, ChooseDice, Roll, Flip, TurnBack)


@attrs.frozen
class View:
    """What one player sees: everything but the order and content of the bag."""
    viewer: int | None
    num_players: int
    phase: str
    active: int
    turn: int
    hands: tuple[tuple[int, ...], ...]  # drawn numbers, public (tiles lie face up)
    grids: tuple[tuple[int, ...] | None, ...]  # None until arranged
    facedown: tuple[tuple[bool, ...], ...]
    completed: tuple[tuple[int, ...], ...]  # lines that earned a star, per player
    dice: tuple[int, ...]
    pending: tuple[int, ...]
    contenders: tuple[int, ...]  # players in the tie play-off, () when none
    target: int  # stars needed to win now
    winners: tuple[int, ...]
    # What the table shows of the recent past (never needed to decide a move):
    last_turned: tuple[tuple[int, bool] | None, ...] = ()  # per player: (cell, face down)
    last_roll: tuple[int, ...] = ()  # the dice of the latest roll, kept into the next turn
    last_roller: int | None = None
    aside: int | None = None  # the die the roller set aside in that roll, if he did

    @property
    def total(self) -> int:
        return sum(self.dice)

    def stars(self, player: int) -> int:
        return len(self.completed[player])

    def in_play(self, player: int) -> bool:
        return not self.contenders or player in self.contenders


class BingolinoState(GameState):
    spec = SPEC
    action_types = ACTION_TYPES

    def __init__(self, num_players: int, options: dict) -> None:
        super().__init__(num_players, options)
        starter = self.options["starter"]
        if starter >= num_players:
            raise IllegalAction("option.bad_value", option="starter", value=starter)
        self.phase = "deal"
        self.hands: list[tuple[int, ...]] = []
        self.bag: list[int] = []
        self.grids: list[list[int] | None] = [None] * num_players
        self.facedown = [[False] * GRID for _ in range(num_players)]
        self.completed: list[set[int]] = [set() for _ in range(num_players)]
        self.active = max(starter, 0)
        self.turn = 0  # turns begun so far (solo: the count the player tries to keep low)
        self.dice: tuple[int, ...] = ()
        self.pending: set[int] = set()
        self.contenders: tuple[int, ...] = ()
        self.target = STARS_TO_WIN
        self.winners_list: tuple[int, ...] = ()
        self.dice_count = 0
        # The table's memory for the players' eyes; left out of the snapshot (older saves
        # lack it, and replaying the actions rebuilds it).
        self.last_turned: list[tuple[int, bool] | None] = [None] * num_players
        self.last_roll: tuple[int, ...] = ()
        self.last_roller: int | None = None
        self.aside: int | None = None

    # --- whose decision ---------------------------------------------------------------------
    def decision(self) -> Decision:
        if self.phase in ("deal", "starter", "roll"):
            return Decision("chance")
        if self.phase == "end":
            return Decision("end")
        if self.phase == "choose":
            return Decision("player", (self.active,))
        return Decision("simultaneous", tuple(sorted(self.pending)))

    def in_play(self, player: int) -> bool:
        return not self.contenders or player in self.contenders

    def options_of(self, player: int) -> tuple[str, list[int]]:
        """After a roll: ("flip", cells) the player may turn down, or ("back", cells) he must
        turn up again; ("none", []) when he does nothing."""
        if not self.in_play(player) or self.grids[player] is None:
            return "none", []
        grid, down = self.grids[player], self.facedown[player]
        numbers = {sum(self.dice)}
        if player == self.active:
            numbers |= rules.reduced_totals(self.dice)
        cells = rules.flip_cells(grid, down, numbers)
        if cells:
            return "flip", cells
        if player == self.active:
            back = [c for c in range(GRID) if down[c]]
            return ("back", back) if back else ("none", [])
        return "none", []

    def legal_actions(self, player: int) -> list[Action]:
        if self.phase == "arrange" and player in self.pending:
            return [Arrange(self._arrangement_hint(player))]  # any permutation is legal too
        if self.phase == "choose" and player == self.active:
            return [ChooseDice(n) for n in range(1, MAX_DICE + 1)]
        if self.phase == "flip" and player in self.pending:
            kind, cells = self.options_of(player)
            return [Flip(c) if kind == "flip" else TurnBack(c) for c in cells]
        return []

    def _arrangement_hint(self, player: int) -> tuple[int, ...]:
        return tuple(self.hands[player])

    def is_legal_arrangement(self, player: int, layout: tuple[int, ...]) -> bool:
        return len(layout) == GRID and Counter(layout) == Counter(self.hands[player])

    # --- chance ------------------------------------------------------------------------------
    def sample_chance(self, rng: random.Random) -> Action:
        if self.phase == "deal":
            tiles = rules.all_tiles()
            rng.shuffle(tiles)
            return Deal(tuple(tuple(tiles[i * GRID:(i + 1) * GRID])
                              for i in range(self.num_players)))
        if self.phase == "starter":
            return Starter(rng.randrange(self.num_players))
        return Roll(tuple(rng.randint(1, 6) for _ in range(self.dice_count)))

    def is_chance_outcome(self, action: Action) -> bool:
        if self.phase == "deal" and isinstance(action, Deal):
            drawn = Counter(n for hand in action.hands for n in hand)
            return (len(action.hands) == self.num_players
                    and all(len(h) == GRID for h in action.hands)
                    and all(1 <= n <= 22 and c <= rules.COPIES for n, c in drawn.items()))
        if self.phase == "starter" and isinstance(action, Starter):
            return 0 <= action.player < self.num_players
        if self.phase == "roll" and isinstance(action, Roll):
            return (len(action.dice) == self.dice_count
                    and all(1 <= d <= 6 for d in action.dice))
        return False

    # --- applying ----------------------------------------------------------------------------
    def apply(self, action: Action, player: int):
        # Any permutation of the drawn tiles is a legal arrangement; legal_actions lists one.
        if (self.phase == "arrange" and isinstance(action, Arrange) and player in self.pending
                and self.is_legal_arrangement(player, action.layout)):
            self.events = []
            self._apply(action, player)
            return list(self.events)
        return super().apply(action, player)

    def explain_illegal(self, action: Action, player: int) -> IllegalAction:
        if isinstance(action, Arrange):
            return IllegalAction("bingolino.bad_arrangement")
        if isinstance(action, ChooseDice):
            return IllegalAction("bingolino.dice_count")
        if isinstance(action, (Flip, TurnBack)) and self.phase == "flip":
            kind, _ = self.options_of(player)
            if isinstance(action, TurnBack) and kind == "flip":
                return IllegalAction("bingolino.must_flip_not_back")
            if isinstance(action, Flip) and kind == "back":
                return IllegalAction("bingolino.no_match", total=sum(self.dice))
            return IllegalAction("bingolino.tile_not_matching", total=sum(self.dice))
        return super().explain_illegal(action, player)

    def _apply(self, action: Action, player: int) -> None:
        if isinstance(action, Deal):
            self.hands = [tuple(h) for h in action.hands]
            rest = Counter(rules.all_tiles()) - Counter(n for h in action.hands for n in h)
            self.bag = sorted(rest.elements())
            self.emit("bingolino.dealt")
            self.phase = "starter" if self.options["starter"] < 0 else "arrange"
            if self.phase == "arrange":
                self.pending = set(range(self.num_players))
        elif isinstance(action, Starter):
            self.active = action.player
            self.phase = "arrange"
            self.pending = set(range(self.num_players))
        elif isinstance(action, Arrange):
            self.grids[player] = list(action.layout)
            self.pending.discard(player)
            self.emit("bingolino.arranged", player=player)
            if not self.pending:
                self._begin_turn()
        elif isinstance(action, ChooseDice):
            self.dice_count = action.count
            self.phase = "roll"
        elif isinstance(action, Roll):
            self._rolled(tuple(action.dice))
        elif isinstance(action, Flip):
            self._flip(player, action.cell)
            self._decided(player)
        elif isinstance(action, TurnBack):
            self.facedown[player][action.cell] = False
            self.last_turned[player] = (action.cell, False)
            self.emit("bingolino.turned_back", player=player, cell=action.cell,
                      number=self.grids[player][action.cell])
            self._decided(player)

    def _begin_turn(self) -> None:
        self.turn += 1
        self.phase = "choose"
        self.dice = ()
        self.emit("bingolino.turn", player=self.active, turn=self.turn)

    def _rolled(self, dice: tuple[int, ...]) -> None:
        self.dice = dice
        self.last_roll, self.last_roller, self.aside = dice, self.active, None
        self.emit("bingolino.rolled", player=self.active, dice=list(dice), total=sum(dice))
        self.pending = set()
        for p in range(self.num_players):
            kind, cells = self.options_of(p)
            if kind == "back" and len(cells) > 0:
                self.emit("bingolino.must_turn_back", player=p, total=sum(dice),
                          reduced=sorted(rules.reduced_totals(dice)))
            if len(cells) == 1:  # only one possibility: no decision to ask for
                self._apply(Flip(cells[0]) if kind == "flip" else TurnBack(cells[0]), p)
            elif cells:
                self.pending.add(p)
            elif p == self.active:
                self.emit("bingolino.nothing_to_do", player=p, total=sum(dice))
        self.phase = "flip"  # only now: an automatic flip above must not end the turn early
        if not self.pending:
            self._end_turn()

    def _flip(self, player: int, cell: int) -> None:
        number, total = self.grids[player][cell], sum(self.dice)
        reduced = player == self.active and number != total
        lines = rules.new_lines(self.facedown[player], cell, self.completed[player])
        self.facedown[player][cell] = True
        self.last_turned[player] = (cell, True)
        extra = {}
        if reduced:
            self.aside = total - number
            extra["die"] = self.aside
        self.emit("bingolino.flipped", player=player, cell=cell, number=number, reduced=reduced,
                  total=total, **extra)
        for line in lines:
            self.completed[player].add(line)
            self.emit("bingolino.star", player=player, line=line,
                      stars=len(self.completed[player]))

    def _decided(self, player: int) -> None:
        if self.phase != "flip":
            return
        self.pending.discard(player)
        if not self.pending:
            self._end_turn()

    def _end_turn(self) -> None:
        stars = [len(c) for c in self.completed]
        if self.contenders:
            reached = [p for p in self.contenders if stars[p] >= self.target]
            if reached:
                return self._finish(reached, "playoff")
        else:
            reached = [p for p in range(self.num_players) if stars[p] >= STARS_TO_WIN]
            if len(reached) == 1:
                return self._finish(reached, "four")
            if reached:
                best = max(stars[p] for p in reached)
                top = [p for p in reached if stars[p] == best]
                if len(top) == 1:
                    return self._finish(top, "most")
                self.contenders = tuple(top)
                self.target = best + 1
                self.emit("bingolino.playoff", players=list(top), target=self.target)
        self.active = self._next_player(self.active)
        self._begin_turn()

    def _next_player(self, player: int) -> int:
        for step in range(1, self.num_players + 1):
            p = (player + step) % self.num_players
            if self.in_play(p):
                return p
        return player

    def _finish(self, winners: list[int], reason: str) -> None:
        """``reason``: "four" (the only one at four stars), "most" (of several at four, the
        one with most stars), "playoff" (first past the tie; several share it)."""
        self.winners_list = tuple(winners)
        self.phase = "end"
        self.pending = set()
        self.emit("bingolino.won", players=list(winners), turns=self.turn, reason=reason,
                  stars=[len(self.completed[p]) for p in winners], target=self.target)

    # --- reading -----------------------------------------------------------------------------
    def stars(self, player: int) -> int:
        return len(self.completed[player])

    def scores(self) -> list[float]:
        return [float(len(c)) for c in self.completed]

    def winners(self) -> list[int]:
        return list(self.winners_list)

    def observation(self, player: int | None) -> View:
        return View(
            viewer=player,
            num_players=self.num_players,
            phase=self.phase,
            active=self.active,
            turn=self.turn,
            hands=tuple(self.hands),
            grids=tuple(tuple(g) if g is not None else None for g in self.grids),
            facedown=tuple(tuple(d) for d in self.facedown),
            completed=tuple(tuple(sorted(c)) for c in self.completed),
            dice=self.dice,
            pending=tuple(sorted(self.pending)),
            contenders=self.contenders,
            target=self.target,
            winners=tuple(self.winners_list),
            last_turned=tuple(self.last_turned),
            last_roll=self.last_roll,
            last_roller=self.last_roller,
            aside=self.aside,
        )

    def snapshot(self) -> dict:
        return {
            "phase": self.phase,
            "hands": [list(h) for h in self.hands],
            "bag": list(self.bag),
            "grids": [list(g) if g is not None else None for g in self.grids],
            "facedown": [list(d) for d in self.facedown],
            "completed": [sorted(c) for c in self.completed],
            "active": self.active,
            "turn": self.turn,
            "dice": list(self.dice),
            "pending": sorted(self.pending),
            "contenders": list(self.contenders),
            "target": self.target,
            "winners": list(self.winners_list),
        }
