"""Lino's state machine (rules: shared/rules/lino.md).

Phases: setup (chance: layout and backs) -> starter (chance, when random) -> build (six tile
moves, alternating) -> fill (48 stones, alternating) -> end. With the fair match a second game
follows on the same starting layout and backs, begun by the other player; one state holds both.
Player 0 plays blue, player 1 white.
"""

from __future__ import annotations

import random

import attrs

from bingolino_app.core.game import Action, Decision, GameState, IllegalAction
from bingolino_app.games.lino import rules, scoring
from bingolino_app.games.lino.rules import BUILD_MOVES, STAR, STONES, TILES
from bingolino_app.games.lino.scoring import EMPTY, Geometry
from bingolino_app.games.lino.spec import SPEC



# --- actions ---------------------------------------------------------------------------------
@attrs.frozen
class Setup(Action):
    """Chance: the starting cell of every tile and the backs shuffled onto them."""
    cells: tuple[tuple[int, int], ...]
    backs: tuple[str, ...]


@attrs.frozen
class Starter(Action):
    """Chance: who begins the first game."""
    player: int


@attrs.frozen
class Move(Action):
    """Building: move ``tile`` to the cell (col, row)."""
    tile: int
    col: int
    row: int


@attrs.frozen
class Place(Action):
    """Filling: put a stone on ``tile``."""
    tile: int


ACTION_TYPES = (Setup, Starter, Move, Place)


@attrs.frozen
class View:
    """What a player sees: everything but the backs still face down."""
    viewer: int | None
    phase: str
    game_no: int  # 0, or 1 in the second game of a fair match
    games: int
    first: int  # who began this game
    active: int
    pos: tuple[tuple[int, int], ...]  # cell of each tile
    moved: tuple[bool, ...]
    used: tuple[tuple[int, int], ...]  # cells where a tile has lain in this game
    box: tuple[int, int, int, int]  # where tiles may go: c0, r0, c1, r1 (inclusive)
    stones: tuple[int, ...]  # per tile: -1 empty, else the player
    backs: tuple[str | None, ...]  # None while face down
    bonus: str
    builds_left: tuple[int, ...]
    stones_left: tuple[int, ...]
    row_points: tuple[int, ...]  # this game's points for closed rows
    results: tuple[dict, ...]  # finished games: first, rows, runs, bonus, total per player
    winners: tuple[int, ...]
    last: tuple = (None, None)
    """Each player's latest move in this game, shown until that player moves again: None,
    ("move", tile, origin cell, new cell) or ("place", tile, cell)."""

    def totals(self) -> tuple[int, int]:
        """Match totals so far (finished games plus this game's rows)."""
        done = [sum(r["total"][p] for r in self.results) for p in (0, 1)]
        if self.phase == "end":
            return done[0], done[1]
        return done[0] + self.row_points[0], done[1] + self.row_points[1]

    def start_cells(self) -> tuple[tuple[int, int], ...]:
        """This game's starting layout: a moved tile's new cell was never used before, so the
        used cells without those are where the tiles began."""
        moved_to = {tuple(self.pos[t]) for t, m in enumerate(self.moved) if m}
        return tuple(sorted(tuple(c) for c in self.used if tuple(c) not in moved_to))


def move_refusal(obs: View, tile: int, cell: tuple[int, int]) -> str | None:
    """The rule refusing to move ``tile`` to ``cell`` (a message key), or None if allowed."""
    if obs.moved[tile]:
        return "lino.tile_moved"
    c0, r0, c1, r1 = obs.box
    if not (c0 <= cell[0] <= c1 and r0 <= cell[1] <= r1):
        return "lino.outside"
    if tuple(cell) in set(obs.used) or tuple(cell) in set(obs.pos):
        return "lino.cell_used"
    if tuple(cell) not in rules.build_targets(set(obs.pos), obs.pos[tile], set(obs.used), obs.box):
        return "lino.disconnected"
    return None


class LinoState(GameState):
    spec = SPEC
    action_types = ACTION_TYPES

    def __init__(self, num_players: int, options: dict) -> None:
        super().__init__(num_players, options)
        self.phase = "setup"
        self.games = 2 if self.options["match"] == "fair" else 1
        self.game_no = 0
        self.start_cells: tuple = ()
        self.backs: tuple[str, ...] = ()
        self.first = self.active = max(self.options["starter"], 0)
        self.results: list[dict] = []
        self.winners_list: tuple[int, ...] = ()
        self._new_game()

    def _new_game(self) -> None:
        self.pos = list(self.start_cells)
        self.moved = [False] * TILES
        self.used = set(self.start_cells)
        self.builds = 0
        self.stones = [EMPTY] * TILES
        self.row_points = [0, 0]
        self.last: tuple = (None, None)  # per player, see View.last (not in the snapshot:
        # replaying the actions rebuilds it, and old saves must keep matching)
        self._legal: list | None = None
        self._legal_set: frozenset | None = None

    def clone(self) -> "LinoState":
        other = object.__new__(LinoState)
        other.__dict__.update(self.__dict__)
        other.options = dict(self.options)
        other.events = []
        other.pos, other.moved, other.used = list(self.pos), list(self.moved), set(self.used)
        other.stones, other.row_points = list(self.stones), list(self.row_points)
        other.results = [dict(r) for r in self.results]
        return other  # the legal-move cache is immutable and shared

    # --- whose decision ---------------------------------------------------------------------
    def decision(self) -> Decision:
        if self.phase in ("setup", "starter"):
            return Decision("chance")
        if self.phase == "end":
            return Decision("end")
        return Decision("player", (self.active,))

    def box(self) -> tuple[int, int, int, int]:
        return rules.layout_box(self.start_cells)

    def legal_actions(self, player: int) -> list[Action]:
        if self.phase not in ("build", "fill") or player != self.active:
            return []
        if self._legal is None:
            if self.phase == "fill":
                self._legal = [Place(t) for t in range(TILES) if self.stones[t] == EMPTY]
            else:
                targets = rules.all_build_targets(set(self.pos), self.used, self.box())
                legal = [Move(t, c, r) for t in range(TILES) if not self.moved[t]
                         for c, r in targets[self.pos[t]]]
                self._legal = legal
            self._legal_set = frozenset(self._legal)
        return list(self._legal)

    # --- chance ------------------------------------------------------------------------------
    def sample_chance(self, rng: random.Random) -> Action:
        if self.phase == "starter":
            return Starter(rng.randrange(2))
        layout = self.options["layout"]
        if layout == "cross":
            cells = rules.cross_layout()
        elif layout == "random":
            cells = rules.random_layout(rng)
        else:
            cells = rules.parse_layout(layout)
        backs = list(rules.tile_backs())
        rng.shuffle(backs)
        return Setup(tuple(cells), tuple(backs))

    def is_chance_outcome(self, action: Action) -> bool:
        if self.phase == "starter":
            return isinstance(action, Starter) and action.player in (0, 1)
        if not isinstance(action, Setup):
            return False
        cells = {tuple(c) for c in action.cells}
        layout = self.options["layout"]
        fits = (layout == "random" or cells == set(
            rules.cross_layout() if layout == "cross" else rules.parse_layout(layout)))
        return (fits and len(cells) == TILES == len(action.cells) and rules.connected(cells)
                and sorted(action.backs) == sorted(rules.tile_backs()))

    # --- applying ----------------------------------------------------------------------------
    def apply(self, action: Action, player: int):
        # A fast check instead of searching the (long) list of building moves.
        if player == self.active and self._quick_legal(action):
            self.events = []
            self._apply(action, player)
            return list(self.events)
        return super().apply(action, player)

    def _quick_legal(self, action: Action) -> bool:
        if self.phase == "fill" and isinstance(action, Place):
            return 0 <= action.tile < TILES and self.stones[action.tile] == EMPTY
        if self.phase == "build" and isinstance(action, Move):
            if self._legal_set is not None:  # shared by clones: cheap for many tries
                return action in self._legal_set
            t = action.tile
            return (0 <= t < TILES and not self.moved[t] and (action.col, action.row) in
                    rules.build_targets(set(self.pos), self.pos[t], self.used, self.box()))
        return False

    def explain_illegal(self, action: Action, player: int) -> IllegalAction:
        if isinstance(action, Move) and self.phase == "build" and 0 <= action.tile < TILES:
            key = move_refusal(self.observation(player), action.tile, (action.col, action.row))
            return IllegalAction(key or "game.illegal", tile=action.tile)
        if isinstance(action, Place) and self.phase == "fill":
            return IllegalAction("lino.tile_taken", tile=action.tile)
        if isinstance(action, Place):
            return IllegalAction("lino.not_filling")
        if isinstance(action, Move):
            return IllegalAction("lino.not_building")
        return super().explain_illegal(action, player)

    def _apply(self, action: Action, player: int) -> None:
        self._legal = self._legal_set = None
        if isinstance(action, Setup):
            self.start_cells = tuple(tuple(c) for c in action.cells)
            self.backs = tuple(action.backs)
            self._new_game()
            self.emit("lino.setup", layout=self.options["layout"]
                      if self.options["layout"] in ("cross", "random") else "custom")
            if self.options["starter"] < 0:
                self.phase = "starter"
            else:
                self._begin_building()
        elif isinstance(action, Starter):
            self.first = self.active = action.player
            self._begin_building()
        elif isinstance(action, Move):
            origin = self.pos[action.tile]
            cell = (action.col, action.row)
            self.pos[action.tile] = cell
            self.moved[action.tile] = True
            self.used.add(cell)
            self.builds += 1
            self._remember(player, ("move", action.tile, tuple(origin), cell))
            self.emit("lino.moved", player=player, tile=action.tile, origin=list(origin),
                      cell=list(cell), names=[self.cell_name(origin), self.cell_name(cell)])
            self.active = 1 - player
            if self.builds == BUILD_MOVES:
                self._begin_filling()
        elif isinstance(action, Place):
            self._place(player, action.tile)

    def _begin_building(self) -> None:
        self.phase = "build"
        self.active = self.first
        self.emit("lino.building", player=self.first, game=self.game_no)

    def _begin_filling(self) -> None:
        self.phase = "fill"
        self.active = self.first
        self.emit("lino.filling", player=self.first)

    @property
    def geo(self) -> Geometry:
        """Rows of the built board (tiles no longer move once filling begins)."""
        return Geometry.of(self.pos)

    def cell_name(self, cell) -> str:
        """``cell`` in the notation of the board's edges ("E5")."""
        return rules.cell_name(self.box(), cell)

    def _ends(self, tiles) -> list[str]:
        """The cells at both ends of a row of tiles, named."""
        return [self.cell_name(self.pos[tiles[0]]), self.cell_name(self.pos[tiles[-1]])]

    def _remember(self, player: int, move: tuple) -> None:
        last = list(self.last)
        last[player] = move
        self.last = tuple(last)

    def _place(self, player: int, tile: int) -> None:
        rows = scoring.closed_rows(self.geo, self.stones, tile)
        self.stones[tile] = player
        cell = tuple(self.pos[tile])
        self._remember(player, ("place", tile, cell))
        self.emit("lino.placed", player=player, tile=tile, name=self.cell_name(cell))
        for i in rows:
            length = len(self.geo.rows[i])
            self.row_points[player] += length
            self.emit("lino.closed", player=player, tiles=list(self.geo.rows[i]), points=length,
                      names=self._ends(self.geo.rows[i]))
        self.active = 1 - player
        if sum(s != EMPTY for s in self.stones) == STONES:
            self._end_game()

    def _end_game(self) -> None:
        geo, mode = self.geo, self.options["bonus"]
        for player, tiles, points in scoring.runs(geo, self.stones):
            self.emit("lino.run", player=player, tiles=list(tiles), points=points,
                      names=self._ends(tiles))
        for player, tile, points in scoring.bonus_items(geo, self.stones, self.backs, mode):
            key = "lino.star" if self.backs[tile] == STAR else "lino.number"
            self.emit(key, player=player, tile=tile, points=points,
                      name=self.cell_name(self.pos[tile]))
        runs, bonus = scoring.end_totals(geo, self.stones, self.backs, mode)
        total = [self.row_points[p] + runs[p] + bonus[p] for p in (0, 1)]
        self.results.append({"first": self.first, "rows": list(self.row_points), "runs": runs,
                             "bonus": bonus, "total": total})
        self.emit("lino.game_over", game=self.game_no, totals=total, games=self.games)
        if self.game_no + 1 < self.games:
            self.game_no += 1
            self.first = 1 - self.first  # each player begins one game of the match
            self._new_game()
            self._begin_building()
            return
        final = [sum(r["total"][p] for r in self.results) for p in (0, 1)]
        best = max(final)
        self.winners_list = tuple(p for p in (0, 1) if final[p] == best)
        self.phase = "end"
        self.emit("lino.won", players=list(self.winners_list), totals=final)

    # --- reading -----------------------------------------------------------------------------
    def scores(self) -> list[float]:
        done = [sum(r["total"][p] for r in self.results) for p in (0, 1)]
        if self.phase == "end":
            return [float(d) for d in done]
        return [float(done[p] + self.row_points[p]) for p in (0, 1)]

    def winners(self) -> list[int]:
        return list(self.winners_list)

    def next_game_options(self) -> dict:
        """The loser of this game (or match) begins the next one; after a draw the starter
        is chosen as it was."""
        options = dict(self.options)
        if self.phase == "end" and len(self.winners_list) == 1:
            options["starter"] = 1 - self.winners_list[0]
        return options

    def visible_back(self, tile: int) -> str | None:
        mode, back = self.options["bonus"], self.backs[tile]
        if mode == "full" or (mode == "stars" and back == STAR):
            return back
        return None

    def observation(self, player: int | None) -> View:
        placed = [sum(1 for s in self.stones if s == p) for p in (0, 1)]
        builds = [0, 0]
        if self.phase == "build":
            for k in range(self.builds, BUILD_MOVES):
                builds[(self.first + k) % 2] += 1
        return View(
            viewer=player, phase=self.phase, game_no=self.game_no, games=self.games,
            first=self.first, active=self.active,
            pos=tuple(self.pos), moved=tuple(self.moved), used=tuple(sorted(self.used)),
            box=self.box() if self.start_cells else (0, 0, 0, 0),
            stones=tuple(self.stones),
            backs=tuple(self.visible_back(t) for t in range(len(self.backs))),
            bonus=self.options["bonus"], builds_left=tuple(builds),
            stones_left=tuple(rules.STONES_EACH - placed[p] for p in (0, 1)),
            row_points=tuple(self.row_points),
            results=tuple(dict(r) for r in self.results),
            winners=self.winners_list,
            last=self.last,
        )

    def full_view(self, player: int | None) -> View:
        """Every back face up, from ``player``'s seat (a review after the end)."""
        return attrs.evolve(self.observation(player), backs=tuple(self.backs))

    def snapshot(self) -> dict:
        return {
            "phase": self.phase, "game_no": self.game_no, "first": self.first,
            "active": self.active, "start": [list(c) for c in self.start_cells],
            "backs": list(self.backs), "pos": [list(c) for c in self.pos],
            "moved": list(self.moved), "used": sorted(list(c) for c in self.used),
            "stones": list(self.stones), "row_points": list(self.row_points),
            "results": [dict(r) for r in self.results], "winners": list(self.winners_list),
        }
