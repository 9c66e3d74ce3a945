"""Mouse and keys of the Lino board.

Building: drag a tile (or click it, then a cell); the green cells are where it may go, and a
refused drop names the rule. Filling: click an empty tile. Keys: arrows move a cursor, Enter or
Space acts like a click, Escape drops the picked tile, N shows rows one stone from closing.
Only legal actions leave here (as ``board.action_chosen``).
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QPointF, Qt

from bingolino_app.core.game import IllegalAction
from bingolino_app.games.lino.state import Move, Place, move_refusal
from bingolino_app.ui.boards.lino import texts
from bingolino_app.ui.boards.lino.items import TileGhost



class Table(Protocol):
    """What the interaction uses of its board (board.Board is one): the view and legal moves,
    the board item, whose move it is, the "near" marks, going on after a game's end and
    signals. The board hands itself over; the interaction never imports it."""

    obs: Any
    legal: dict[int, list]
    board_item: Any
    scene: Any
    show_near: bool
    message: Any  # Signal(str)
    action_chosen: Any  # Signal(int, object)

    def prompt(self) -> str: ...

    def redraw(self) -> None: ...

    def human_to_move(self) -> int | None: ...

    def go_on(self) -> bool: ...

    def set_show_near(self, on: bool) -> None: ...

ARROWS = {Qt.Key_Left: (-1, 0), Qt.Key_Right: (1, 0), Qt.Key_Up: (0, -1), Qt.Key_Down: (0, 1)}


class Interaction:
    def __init__(self, board: Table) -> None:
        self.board = board
        self.selected: int | None = None  # the tile picked to move
        self.cursor: tuple[int, int] | None = None
        self.keyboard = False  # the cursor shows once keys are used
        self._drag: dict | None = None
        self._dropped: int | None = None  # a tile just dragged to its cell (it needs no slide)

    # --- what is allowed ----------------------------------------------------------------------
    def player(self) -> int | None:
        return self.board.human_to_move()

    def actions(self) -> list:
        p = self.player()
        return self.board.legal.get(p, []) if p is not None else []

    def targets(self, tile: int) -> list[tuple[int, int]]:
        return [(a.col, a.row) for a in self.actions() if isinstance(a, Move) and a.tile == tile]

    def tile_at(self, cell) -> int | None:
        obs = self.board.obs
        try:
            return list(map(tuple, obs.pos)).index(tuple(cell))
        except ValueError:
            return None

    def take_dropped(self, tile: int) -> bool:
        """Whether ``tile`` was just put in place by a drag (asked once per move)."""
        dropped, self._dropped = self._dropped, None
        return dropped == tile

    def dragged_tile(self) -> int | None:
        return self._drag["tile"] if self._drag and self._drag.get("ghost") else None

    def sync(self) -> None:
        """A new state: forget a pick that is no longer possible."""
        if self.selected is not None and not self.targets(self.selected):
            self.selected = None
        self._drag = None
        obs = self.board.obs
        if self.cursor is None and obs is not None and obs.pos:
            self.cursor = tuple(obs.pos[0])

    # --- acting ------------------------------------------------------------------------------
    def _emit(self, action) -> None:
        player = self.player()
        self.selected = None
        self.board.action_chosen.emit(player, action)

    def _refuse(self, key: str) -> None:
        self.board.message.emit(texts.illegal_text(IllegalAction(key)))

    def pick(self, cell) -> None:
        """A click, or Enter on the cursor's cell."""
        board, obs = self.board, self.board.obs
        if obs is None or cell is None:
            return
        acts = self.actions()
        if not acts:
            board.message.emit(board.prompt())
            return
        tile = self.tile_at(cell)
        if obs.phase == "fill":
            if tile is None:
                board.message.emit(board.prompt())
            elif Place(tile) in acts:
                self._emit(Place(tile))
            else:
                self._refuse("lino.tile_taken")
            return
        if self.selected is None or tile is not None:
            if tile is None:
                board.message.emit(board.prompt())
            elif tile == self.selected:
                self.selected = None
            elif obs.moved[tile]:
                self._refuse("lino.tile_moved")
            else:
                self.selected = tile
                if not self.targets(tile):
                    self._refuse("lino.disconnected")
                    self.selected = None
            board.redraw()
            return
        self.drop(self.selected, cell)

    def drop(self, tile: int, cell) -> bool:
        """Move ``tile`` to ``cell`` if that is legal (True), else say which rule refuses it."""
        move = Move(tile, cell[0], cell[1])
        if move in self.actions():
            self._emit(move)
            return True
        self._refuse(move_refusal(self.board.obs, tile, tuple(cell)) or "lino.disconnected")
        self.board.redraw()
        return False

    # --- mouse -------------------------------------------------------------------------------
    def _cell(self, pos: QPointF):
        item = self.board.board_item
        return item.cell_at(item.mapFromScene(pos))

    def press(self, pos: QPointF) -> bool:
        if self.board.go_on():  # anywhere on the board: the first game's end was seen
            return True
        cell = self._cell(pos)
        if cell is None or self.board.obs is None:
            return False
        self.keyboard = False
        obs = self.board.obs
        tile = self.tile_at(cell)
        if (obs.phase == "build" and tile is not None and self.actions() and not obs.moved[tile]
                and self.targets(tile)):
            self.selected = tile
            self._drag = {"tile": tile, "start": pos, "cell": cell, "ghost": None}
            self.board.redraw()
            return True
        self.pick(cell)
        return True

    def move(self, pos: QPointF) -> bool:
        drag = self._drag
        if drag is None:
            return False
        if drag["ghost"] is None:
            if (pos - drag["start"]).manhattanLength() < 6:
                return True
            obs = self.board.obs
            size = self.board.board_item.cell_rect(drag["cell"]).width()
            drag["ghost"] = TileGhost(size, obs.backs[drag["tile"]] if obs.backs else None)
            self.board.scene.addItem(drag["ghost"])
            self.board.redraw()
        drag["ghost"].setPos(pos)
        return True

    def release(self, pos: QPointF) -> bool:
        drag = self._drag
        if drag is None:
            return False
        self._drag = None
        if drag["ghost"] is not None:
            self.board.scene.removeItem(drag["ghost"])
        cell = self._cell(pos)
        if drag["ghost"] is None or cell is None or tuple(cell) == tuple(drag["cell"]):
            self.board.redraw()  # a click: the tile stays picked, waiting for its cell
            return True
        self._dropped = drag["tile"]
        if not self.drop(drag["tile"], cell):
            self._dropped = None
        return True

    # --- keys --------------------------------------------------------------------------------
    def key(self, key: int) -> bool:
        obs = self.board.obs
        if obs is None or not obs.pos:
            return False
        if key in (Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space) and self.board.go_on():
            return True
        if key == Qt.Key_N:
            self.board.set_show_near(not self.board.show_near)
            return True
        if key in ARROWS:
            dc, dr = ARROWS[key]
            c0, r0, c1, r1 = obs.box
            c, r = self.cursor or tuple(obs.pos[0])
            self.cursor = (min(max(c + dc, c0), c1), min(max(r + dr, r0), r1))
            self.keyboard = True
            self.board.redraw()
            return True
        if key in (Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space):
            self.keyboard = True
            self.pick(self.cursor)
            return True
        if key == Qt.Key_Escape and self.selected is not None:
            self.selected = None
            self.board.redraw()
            return True
        return False
