"""Mouse, keys and the arrangement editor of the Bingolino board.

Only legal actions leave here (as ``board.action_chosen``); a refused click or key explains
itself through ``board.message``. The arrangement being edited is UI state kept per player
until he presses Done.
"""

from __future__ import annotations

from typing import Any, Protocol, Sequence

from PySide6.QtCore import QCoreApplication, QPointF, Qt

from bingolino_app.core.game import IllegalAction
from bingolino_app.games.bingolino.state import Arrange, ChooseDice, Flip, TurnBack
from bingolino_app.ui.boards.bingolino import texts
from bingolino_app.ui.boards.bingolino.items import cell_origin



class Table(Protocol):
    """What the interaction uses of its board (board.Board is one): the view it draws, the
    legal moves by player, where a grid lies, its items and signals. The board hands
    itself over; the interaction never imports it."""

    obs: Any
    legal: dict[int, list]
    grids: Sequence[Any]
    cursor_item: Any
    message: Any  # Signal(str)
    action_chosen: Any  # Signal(int, object)

    def prompt(self) -> str: ...

    def slot(self, player: int) -> tuple[QPointF, float]: ...

    def draw_grids(self, events: Any) -> None: ...

ARROWS = {Qt.Key_Left: (0, -1), Qt.Key_Right: (0, 1), Qt.Key_Up: (-1, 0), Qt.Key_Down: (1, 0)}


def suggested_layout(hand) -> tuple[int, ...]:
    """The strong bot's layout when available, else the tiles as drawn."""
    try:
        from bingolino_app.games.bingolino.strategy import plan_layout

        layout = tuple(plan_layout(tuple(hand)))  # deterministic with its defaults
    except Exception:  # the planner is another module's; never let it break the board
        return tuple(hand)
    return layout if sorted(layout) == sorted(hand) else tuple(hand)


class Interaction:
    def __init__(self, board: Table) -> None:
        self.board = board
        self.layouts: dict[int, list[int]] = {}
        self.selected: int | None = None  # cell picked for a swap
        self.cursor: tuple[int, int] | None = None
        self.keyboard = False  # show the cursor once keys are used
        self._drag: dict | None = None
        self._editor: int | None = None

    # --- who may do what ------------------------------------------------------------------
    def editor(self) -> int | None:
        """The human whose arrangement is edited now (the first pending one)."""
        arranging = [p for p, acts in self.board.legal.items() if isinstance(acts[0], Arrange)]
        return min(arranging) if arranging else None

    def actor(self) -> int | None:
        """Who the keyboard acts for: the editor, else the active human, else the first."""
        editor = self.editor()
        if editor is not None:
            return editor
        legal, obs = self.board.legal, self.board.obs
        flippers = [p for p, a in legal.items() if isinstance(a[0], (Flip, TurnBack))]
        if not flippers:
            return None
        return obs.active if obs.active in flippers else min(flippers)

    def cells(self, player: int) -> list[int]:
        acts = self.board.legal.get(player, [])
        if acts and isinstance(acts[0], Arrange):
            return list(range(16))
        return sorted(a.cell for a in acts if isinstance(a, (Flip, TurnBack)))

    def sync(self) -> None:
        """A new state: start editing with the drawn order for a newly arranging human."""
        obs = self.board.obs
        for p, acts in self.board.legal.items():
            if isinstance(acts[0], Arrange):
                if sorted(self.layouts.get(p, [])) != sorted(obs.hands[p]):
                    self.layouts[p] = list(obs.hands[p])
        editor = self.editor()
        if editor != self._editor:
            self.selected = None
            self._editor = editor
        self._drag = None

    # --- actions ---------------------------------------------------------------------------
    def _emit(self, player: int, action) -> None:
        self.selected = None
        self.board.action_chosen.emit(player, action)

    def choose_dice(self, n: int) -> None:
        for p, acts in self.board.legal.items():
            if ChooseDice(n) in acts:
                self._emit(p, ChooseDice(n))
                return
        self.board.message.emit(QCoreApplication.translate("BingolinoBoard",
                                                           "You cannot roll now."))

    def arrange_for_me(self) -> None:
        p = self.editor()
        if p is None:
            return
        self.layouts[p] = list(suggested_layout(self.board.obs.hands[p]))
        self.selected = None
        self.board.draw_grids(())

    def done(self) -> None:
        p = self.editor()
        if p is not None:
            self._emit(p, Arrange(tuple(self.layouts[p])))

    def swap(self, a: int, b: int) -> None:
        p = self.editor()
        if p is None:
            return
        layout = self.layouts[p]
        layout[a], layout[b] = layout[b], layout[a]
        self.selected = None
        self.board.draw_grids(())

    def pick(self, player: int, cell: int) -> None:
        """A click or Enter on ``player``'s ``cell``."""
        board, obs = self.board, self.board.obs
        refusals = texts.refusal_texts()
        if obs is None:
            return
        if player == self.editor():
            if self.selected is None:
                self.selected = cell
                board.draw_grids(())
            elif self.selected == cell:
                self.selected = None
                board.draw_grids(())
            else:
                self.swap(self.selected, cell)
            return
        acts = board.legal.get(player)
        if not acts:
            board.message.emit(refusals["not_yours"] if board.legal else board.prompt())
            return
        for action in acts:
            if isinstance(action, (Flip, TurnBack)) and action.cell == cell:
                self._emit(player, action)
                return
        if isinstance(acts[0], TurnBack):
            board.message.emit(texts.illegal_text(
                IllegalAction("bingolino.no_match", total=obs.total)))
        elif obs.facedown[player][cell]:
            board.message.emit(refusals["facedown"])
        elif isinstance(acts[0], Flip):
            board.message.emit(texts.illegal_text(
                IllegalAction("bingolino.tile_not_matching", total=obs.total)))
        else:
            board.message.emit(board.prompt())

    # --- mouse -------------------------------------------------------------------------------
    def hit(self, pos: QPointF) -> tuple[int, int] | None:
        for grid in self.board.grids:
            cell = grid.cell_at(grid.mapFromScene(pos))
            if cell is not None:
                return grid.player, cell
        return None

    def press(self, pos: QPointF) -> bool:
        target = self.hit(pos)
        if target is None:
            return False
        self.keyboard = False
        self.board.cursor_item.hide()
        player, cell = target
        if player == self.editor():
            grid = self.board.grids[player]
            tile = grid.tiles[cell]
            self._drag = {"player": player, "cell": cell, "start": pos, "moved": False,
                          "offset": grid.mapFromScene(pos) - tile.pos()}
            tile.setZValue(10)
            return True
        self.pick(player, cell)
        return True

    def move(self, pos: QPointF) -> bool:
        drag = self._drag
        if drag is None:
            return False
        if (pos - drag["start"]).manhattanLength() > 6:
            drag["moved"] = True
        if drag["moved"]:
            grid = self.board.grids[drag["player"]]
            grid.tiles[drag["cell"]].setPos(grid.mapFromScene(pos) - drag["offset"])
        return True

    def release(self, pos: QPointF) -> bool:
        drag, self._drag = self._drag, None
        if drag is None:
            return False
        grid = self.board.grids[drag["player"]]
        if not drag["moved"]:
            grid.tiles[drag["cell"]].setZValue(0)
            self.pick(drag["player"], drag["cell"])
            return True
        target = grid.cell_at(grid.mapFromScene(pos))
        if target is not None and target != drag["cell"]:
            self.swap(drag["cell"], target)
        else:
            self.board.draw_grids(())  # snap back
        return True

    # --- keys ----------------------------------------------------------------------------------
    def key(self, key: int) -> bool:
        if Qt.Key_1 <= key <= Qt.Key_5:
            self.choose_dice(key - Qt.Key_1 + 1)
            return True
        if key == Qt.Key_A:
            self.arrange_for_me()
            return True
        if key == Qt.Key_D:
            self.done()
            return True
        if key in ARROWS or key in (Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space):
            if not self.keyboard:  # the first key only shows where the cursor is
                self.keyboard = True
                self.place_cursor()
                return True
            if key in ARROWS:
                self._move_cursor(*ARROWS[key])
            elif self.cursor is not None:
                self.pick(*self.cursor)
            return True
        return False

    def place_cursor(self) -> None:
        actor = self.actor()
        item = self.board.cursor_item
        if actor is None:
            self.cursor = None
            item.hide()
            return
        cells = self.cells(actor)
        if self.cursor is None or self.cursor[0] != actor or self.cursor[1] not in cells:
            self.cursor = (actor, cells[0])
        origin, scale = self.board.slot(actor)  # the final place, even mid-animation
        item.setPos(origin + cell_origin(self.cursor[1]) * scale)
        item.setScale(scale)
        item.setVisible(self.keyboard)

    def _move_cursor(self, dr: int, dc: int) -> None:
        if self.cursor is None:
            return
        player, cell = self.cursor
        r, c = divmod(cell, 4)
        best, best_cost = None, None
        for other in self.cells(player):
            orow, ocol = divmod(other, 4)
            ahead = (orow - r) * dr + (ocol - c) * dc  # distance along the arrow
            side = abs((orow - r) * dc) + abs((ocol - c) * dr)  # distance across it
            if ahead <= 0:
                continue
            cost = ahead + 2 * side
            if best_cost is None or cost < best_cost:
                best, best_cost = other, cost
        if best is not None:
            self.cursor = (player, best)
        self.place_cursor()
