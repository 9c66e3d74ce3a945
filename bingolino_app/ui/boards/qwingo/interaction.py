"""Mouse, keys and the setup editor of the Qwingo board.

Only legal actions leave here (as ``board.action_chosen``); a refused click or key explains
itself through ``board.message``. Start numbers being placed are UI state kept per player
until he presses Done.
"""

from __future__ import annotations

import random
from typing import Any, Protocol, Sequence

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QMessageBox

from bingolino_app.core.game import IllegalAction
from bingolino_app.games.qwingo import rules
from bingolino_app.games.qwingo.bots import PlannerBot
from bingolino_app.games.qwingo.state import Call, Enter, Pass, Setup, entry_is_risky
from bingolino_app.ui.boards.qwingo import texts
from bingolino_app.ui.boards.qwingo.paper import box_rect
from bingolino_app.ui.common.text import plain_box



class Table(Protocol):
    """What the interaction uses of its board (board.Board is one): the view and legal moves,
    its sheets, start chips and cursor, peeking at a small sheet, the risky-move setting and
    signals. The board hands itself over; the interaction never imports it."""

    obs: Any
    legal: dict[int, list]
    sheets: Sequence[Any]
    chips: dict[int, Any]
    cursor_item: Any
    peeking: Any
    confirm_risky: bool
    message: Any  # Signal(str)
    action_chosen: Any  # Signal(int, object)
    scene: Any

    def prompt(self) -> str: ...

    def redraw(self) -> None: ...

    def peek(self, player: Any) -> None: ...

    def peek_next(self) -> bool: ...

    def settling(self) -> bool: ...

    def small_sheet_at(self, pos: QPointF) -> Any: ...

    def tray_pos(self, index: int) -> QPointF: ...

    def show_typed_call(self, number: int) -> None: ...

ARROWS = {Qt.Key_Left: (-1, 0), Qt.Key_Right: (1, 0), Qt.Key_Up: (0, -1), Qt.Key_Down: (0, 1)}
DIGITS = {getattr(Qt, f"Key_{d}"): d for d in range(10)}


class Interaction:
    def __init__(self, board: Table) -> None:
        self.board = board
        self.layouts: dict[int, dict[int, tuple[int, int]]] = {}  # player: column -> (n, box)
        self.by_hand: dict[int, set[int]] = {}  # player: start numbers he placed himself
        self.held = rules.START_NUMBERS[0]  # the start number keys and clicks place
        self.cursor: tuple[int, int] = (0, 0)  # (column, box) on the big sheet
        self.keyboard = False  # show the cursor once keys are used
        self.typed = ""  # digits typed for a call
        self._drag: dict | None = None
        self._suggestions = 0

    # --- who may do what ------------------------------------------------------------------
    def _kind_players(self, kind: type) -> list[int]:
        return sorted(p for p, acts in self.board.legal.items() if isinstance(acts[0], kind))

    def editor(self) -> int | None:
        """The human whose start numbers are being placed (the first in seat order)."""
        players = self._kind_players(Setup)
        return players[0] if players else None

    def actor(self) -> int | None:
        """Whom the board acts for now: the editor, the caller, or the first human to enter."""
        for kind in (Setup, Call):
            players = self._kind_players(kind)
            if players:
                return players[0]
        enterers = sorted(p for p, acts in self.board.legal.items()
                          if any(isinstance(a, (Enter, Pass)) for a in acts))
        return enterers[0] if enterers else None

    def entries(self, player: int) -> list[tuple[int, int]]:
        return [(a.column, a.box) for a in self.board.legal.get(player, [])
                if isinstance(a, Enter)]

    def sync(self) -> None:
        """A new state: forget drags; a newly setting-up human starts from an empty sheet."""
        for p in self._kind_players(Setup):
            self.layouts.setdefault(p, {})
            self.by_hand.setdefault(p, set())
        self._drag = None
        self.typed = ""
        self._next_held()

    def _next_held(self) -> None:
        editor = self.editor()
        if editor is None:
            return
        placed = {n for n, _ in self.layouts[editor].values()}
        if self.held in placed:
            free = [n for n in rules.START_NUMBERS if n not in placed]
            self.held = free[0] if free else self.held

    # --- actions ---------------------------------------------------------------------------
    def _emit(self, player: int, action) -> None:
        self.board.action_chosen.emit(player, action)

    def call(self, number: int) -> None:
        players = self._kind_players(Call)
        if not players:
            self.board.message.emit(texts.texts()["cannot_call"])
            return
        self.board.message.emit("")  # "Your call: 21 (Enter calls it…)" is done with
        self._emit(players[0], Call(int(number)))

    def place_for_me(self) -> None:
        editor = self.editor()
        if editor is None:
            return
        self._suggestions += 1  # each press offers another sensible arrangement, reproducibly
        hand = self.by_hand.setdefault(editor, set())
        kept = {c: nb for c, nb in self.layouts[editor].items() if nb[0] in hand}
        if len(kept) == rules.COLUMNS:
            self.board.message.emit(texts.texts()["all_placed"])
            return
        layout = PlannerBot.complete_setup(
            kept, random.Random(f"place/{editor}/{self._suggestions}"))
        self.layouts[editor] = dict(enumerate(layout))
        self._next_held()
        self.board.redraw()

    def done(self) -> None:
        editor = self.editor()
        if editor is None or len(self.layouts[editor]) < rules.COLUMNS:
            return
        layout = tuple(self.layouts[editor][c] for c in range(rules.COLUMNS))
        self._emit(editor, Setup(layout))

    def pass_turn(self) -> None:
        for p, acts in sorted(self.board.legal.items()):
            if Pass() in acts:
                self._emit(p, Pass())
                return

    def place(self, player: int, number: int, column: int, box: int) -> None:
        """Setup: write start ``number`` at (column, box), sending back what it displaces."""
        layout = self.layouts[player]
        hand = self.by_hand.setdefault(player, set())
        for c, (n, _) in list(layout.items()):
            if n == number:
                del layout[c]
        if column in layout:  # the number it displaces goes back to the tray
            hand.discard(layout[column][0])
        layout[column] = (number, box)
        hand.add(number)
        self._next_held()
        self.board.redraw()

    def hold(self, number: int) -> None:
        """Hold start ``number``: the next box chosen gets it (a click on its chip)."""
        self.held = number
        self.board.redraw()

    def pick(self, player: int, column: int, box: int) -> None:
        """A click or Enter on a box of ``player``'s sheet."""
        board, t = self.board, texts.texts()
        if player == self.editor():
            self.place(player, self.held, column, box)
            return
        if (column, box) in self.entries(player):
            self.enter(player, column, box)
            return
        if not board.legal.get(player):
            board.message.emit(t["not_yours"] if board.legal else board.prompt())
        else:
            board.message.emit(t["not_legal"])

    def enter(self, player: int, column: int, box: int) -> None:
        obs, board = self.board.obs, self.board
        if board.confirm_risky and entry_is_risky(obs.sheets[player][column], box, obs.called):
            t = texts.texts()
            views = board.scene.views()
            box = plain_box(QMessageBox.Question, views[0] if views else None,
                            t["risky_title"], texts.fill(t["risky"], texts.symbol_name(column)),
                            QMessageBox.Yes | QMessageBox.No)
            if box.exec() != QMessageBox.Yes:
                return
        self._emit(player, Enter(column, box))

    # --- mouse -------------------------------------------------------------------------------
    def hit(self, pos: QPointF) -> tuple[int, int, int] | None:
        for item in self.board.sheets:
            if item.isVisible() and item.sceneBoundingRect().contains(pos):
                box = item.box_at(pos)
                return (item.player, *box) if box is not None else None
        return None

    def leave(self) -> None:
        """The mouse left the board: no sheet is peeked at any more."""
        self.board.peek(None)

    def press(self, pos: QPointF) -> bool:
        if self.board.settling():
            return True  # the die still rolls: no box takes the number yet
        self.keyboard = False
        self.board.cursor_item.hide()
        editor = self.editor()
        if editor is not None:
            for number, chip in self.board.chips.items():
                if chip.isVisible() and chip.sceneBoundingRect().contains(pos):
                    self._drag = {"number": number, "start": pos, "moved": False}
                    return True
            target = self.hit(pos)
            if target is not None and target[0] == editor:
                pencil = {(c, b): n for c, (n, b) in self.layouts[editor].items()}
                number = pencil.get(target[1:])
                if number is not None:  # pick up a number already placed
                    self._drag = {"number": number, "start": pos, "moved": False}
                    return True
        target = self.hit(pos)
        if target is None:
            return False
        self.pick(*target)
        return True

    def move(self, pos: QPointF) -> bool:
        drag = self._drag
        if drag is None:
            under = self.board.small_sheet_at(pos)
            if under != self.board.peeking:  # not the look again at every pixel moved
                self.board.peek(under)
            return False
        if (pos - drag["start"]).manhattanLength() > 6:
            drag["moved"] = True
        if drag["moved"]:
            chip = self.board.chips[drag["number"]]
            chip.show()
            chip.setPos(pos - chip.boundingRect().center())
        return True

    def release(self, pos: QPointF) -> bool:
        drag, self._drag = self._drag, None
        if drag is None:
            return False
        editor = self.editor()
        if not drag["moved"]:  # a click on a chip: hold that number for the next box
            self.hold(drag["number"])
            return True
        target = self.hit(pos)
        if editor is not None and target is not None and target[0] == editor:
            self.place(editor, drag["number"], target[1], target[2])
        else:
            layout = self.layouts.get(editor, {})
            for c, (n, _) in list(layout.items()):
                if n == drag["number"]:
                    del layout[c]  # dropped off the sheet: back to the tray
                    self.by_hand.get(editor, set()).discard(n)
            self.board.redraw()
        return True

    # --- keys ----------------------------------------------------------------------------------
    def key(self, key: int) -> bool:
        if self.board.settling() and key not in (Qt.Key_O,):
            return True  # the die still rolls: no box takes the number yet
        if key == Qt.Key_O:  # a small sheet large, the next player's at each press
            return self.board.peek_next()
        editor = self.editor()
        if editor is not None:
            if Qt.Key_1 <= key <= Qt.Key_5:
                self.held = rules.START_NUMBERS[key - Qt.Key_1]
                self.board.redraw()
                return True
            if key == Qt.Key_P:
                self.place_for_me()
                return True
            if key == Qt.Key_D:
                self.done()
                return True
        elif self._kind_players(Call):
            if key in DIGITS:
                self.typed = (self.typed + str(DIGITS[key]))[-3:]
                self._show_typed()
                return True
            if key == Qt.Key_Backspace:
                self.typed = self.typed[:-1]
                self._show_typed()
                return True
            if key in (Qt.Key_Return, Qt.Key_Enter) and self.typed:
                number, self.typed = int(self.typed), ""
                if rules.LOW <= number <= rules.HIGH:
                    self.call(number)
                else:
                    self.board.message.emit(texts.illegal_text(IllegalAction("qwingo.bad_call")))
                return True
        elif key == Qt.Key_P and any(Pass() in a for a in self.board.legal.values()):
            self.pass_turn()
            return True
        if key in ARROWS or key in (Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space):
            actor = self.actor()
            if actor is None or self._kind_players(Call):
                return False
            if not self.keyboard:  # the first key only shows where the cursor is
                self.keyboard = True
                self.place_items()
                return True
            if key in ARROWS:
                self._move_cursor(*ARROWS[key])
            else:
                self.pick(actor, *self.cursor)
            return True
        return False

    def _show_typed(self) -> None:
        if self.typed:
            self.board.show_typed_call(max(rules.LOW, min(rules.HIGH, int(self.typed))))
        # Typed, not called yet: "Called: 37" said so before Enter.
        self.board.message.emit(texts.fill(texts.texts()["typed"], self.typed or "…"))

    def _cells(self) -> list[tuple[int, int]]:
        actor = self.actor()
        if actor is None:
            return []
        if actor == self.editor():
            return [(c, b) for c in range(rules.COLUMNS) for b in range(rules.BOXES)]
        return self.entries(actor)

    def cursor_box(self) -> tuple[int, int, int] | None:
        """(player, column, box) under the keyboard cursor; None when there is none (a
        number is being called, nobody here acts)."""
        cells = self._cells()
        if not cells:
            return None
        column, box = self.cursor if self.cursor in cells else cells[0]
        return self.actor(), column, box

    def _move_cursor(self, dc: int, db: int) -> None:
        cells = self._cells()
        c0, b0 = self.cursor
        best, best_cost = None, None
        for c, b in cells:
            ahead = (c - c0) * dc * 3 + (b - b0) * db  # columns are wider than rows
            side = abs((c - c0) * db) * 3 + abs((b - b0) * dc)
            if ahead <= 0:
                continue
            cost = ahead + 2 * side
            if best_cost is None or cost < best_cost:
                best, best_cost = (c, b), cost
        if best is not None:
            self.cursor = best
        self.place_items()

    # --- items ---------------------------------------------------------------------------------
    def place_items(self) -> None:
        """Chips of the setup tray and the keyboard cursor, after a redraw."""
        board = self.board
        editor = self.editor()
        placed = {n for n, _ in self.layouts.get(editor, {}).values()} if editor is not None else set()
        for i, (number, chip) in enumerate(board.chips.items()):
            chip.setVisible(editor is not None and number not in placed)
            chip.held = number == self.held
            chip.setPos(board.tray_pos(i))
            chip.update()
        cells = self._cells()
        item = board.cursor_item
        if not cells:
            item.hide()
            return
        if self.cursor not in cells:
            self.cursor = cells[0]
        sheet = board.sheets[self.actor()]
        item.setParentItem(sheet)
        item.set_rect(box_rect(*self.cursor))
        item.setVisible(self.keyboard)
