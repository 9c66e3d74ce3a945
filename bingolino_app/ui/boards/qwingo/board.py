"""The Qwingo board: every player's paper sheet (the acting one large), the die and the call.

It draws the observation it is given and turns clicks, drags and keys into legal actions
(interaction.py); it never changes the game.
"""

from __future__ import annotations

from typing import Sequence

import attrs
from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QAbstractButton, QGraphicsSimpleTextItem, QGraphicsTextItem

from bingolino_app.core.game import Action, Event, IllegalAction
from bingolino_app.games.qwingo import rules
from bingolino_app.games.qwingo.state import Call, Enter, Pass, Setup, entry_is_risky
from bingolino_app.ui.common import messages, theme
from bingolino_app.ui.boards.base import GameBoard, InteractionScene
from bingolino_app.ui.boards.qwingo import texts
from bingolino_app.ui.boards.qwingo.controls import QwingoControls
from bingolino_app.ui.boards.qwingo.interaction import Interaction
from bingolino_app.ui.boards.qwingo.items import (
    ChipItem, CursorItem, DieItem, EndBannerItem, LegendItem, SheetItem,
)
from bingolino_app.ui.boards.fit import set_box, set_elided
from bingolino_app.ui.boards.qwingo.paper import CARD_H, SheetLook
from bingolino_app.ui.common.elide import full_text_tip
from bingolino_app.ui.common.text import escaped

WIDTH, HEIGHT = 1240.0, 880.0
BIG = (HEIGHT - 30) / CARD_H
BIG_POS = QPointF(20, (HEIGHT - CARD_H * BIG) / 2)  # the large sheet's place
PANEL_W = WIDTH - 560.0 - 20.0
PANEL_X = 560.0
LABEL_PX = 20  # a small sheet's name and state, above and on it: readable at 1024x600
LABEL_H = 28.0  # the band above the small sheets for their names
END_MIN_SCALE = 0.75  # the end banner's least scale: its 24-pixel details stay readable
NAME_COLOUR, PEEKED = "table.text", "table.accent"  # a small sheet's name; lit (and
# underlined: not by colour alone) while shown large


class Board(GameBoard):
    scene_type = InteractionScene

    def __init__(self, seats, options, parent=None) -> None:
        super().__init__(seats, options, parent)
        self.scene.setSceneRect(QRectF(0, 0, WIDTH, HEIGHT))
        theme.themed_background(self.scene, lambda: theme.colour("qwingo.felt"))
        n = len(self.seats)
        others = max(1, n - 1)  # the small sheets share the band above the panel
        self.small = min(0.42, (PANEL_W - (others - 1) * 12) / (others * 520))
        self.sheets = [SheetItem(p) for p in range(n)]
        for item in self.sheets:
            self.scene.addItem(item)
        self.panel_y = 24.0 if n == 1 else 24.0 + LABEL_H + CARD_H * self.small + 24.0
        # A small sheet's own writing is too small to read: its name above it and its state
        # ("Ready", "Winner!") across it are texts of the board's size instead.
        self.name_labels = [self._label(QGraphicsSimpleTextItem(), NAME_COLOUR) for _ in range(n)]
        self.state_labels = [self._label(QGraphicsTextItem(), "qwingo.state") for _ in range(n)]
        self.die = DieItem()
        self.die.settled.connect(self._die_settled)
        self._said: list = []  # "no box for 42": said once the die shows its face
        self.die.setPos(PANEL_X + 20, self.panel_y + 10)
        self.scene.addItem(self.die)
        self.call_item = QGraphicsSimpleTextItem()
        font = QFont("DejaVu Sans")
        font.setPixelSize(44)
        font.setBold(True)
        self.call_item.setFont(font)
        theme.tint(self.call_item, "table.accent")
        self.call_item.setPos(PANEL_X + 170, self.panel_y + 40)
        self.scene.addItem(self.call_item)
        self.info_item = QGraphicsTextItem()
        theme.tint(self.info_item, "table.text")
        info_font = QFont("DejaVu Sans")
        info_font.setPixelSize(21)
        self.info_item.setFont(info_font)
        self.info_item.setTextWidth(WIDTH - PANEL_X - 30)
        self.info_item.setPos(PANEL_X + 10, self.panel_y + 150)
        set_box(self.info_item, QRectF(PANEL_X, self.panel_y, WIDTH - PANEL_X,
                                        HEIGHT - self.panel_y))
        self.scene.addItem(self.info_item)
        self.chips = {n: ChipItem(n) for n in rules.START_NUMBERS}
        for i, chip in enumerate(self.chips.values()):
            chip.setPos(self.tray_pos(i))
            chip.setZValue(15)
            self.scene.addItem(chip)
            chip.hide()
        self.legend = LegendItem(WIDTH - PANEL_X - 40)
        self.legend.setPos(PANEL_X + 20, HEIGHT - LegendItem.ROW_H * 3 - 10)
        self.scene.addItem(self.legend)
        self.legend.hide()
        # A small sheet under the mouse shown large over the acting one's, as a player leans
        # over to read a neighbour's sheet: with five players the small ones are too small.
        self.peek_item = SheetItem(-1)
        self.peek_item.setZValue(12)
        self.peek_item.hide()
        self.scene.addItem(self.peek_item)
        self.peeking: int | None = None
        self.cursor_item = CursorItem()
        self.cursor_item.setZValue(20)
        self.cursor_item.hide()
        self.scene.addItem(self.cursor_item)
        self.obs = None
        self.legal: dict[int, list[Action]] = {}
        self.big_player = 0
        self.hint: tuple[int, int, int] | None = None  # player, column, box
        self._controls: QwingoControls | None = None
        self.interaction = Interaction(self)

    def _label(self, item, role: str):
        font = QFont("DejaVu Sans")
        font.setPixelSize(LABEL_PX)
        font.setBold(True)
        item.setFont(font)
        theme.tint(item, role)
        if isinstance(item, QGraphicsTextItem):  # a state: wrapped, centred on the sheet
            option = item.document().defaultTextOption()
            option.setAlignment(Qt.AlignHCenter)
            item.document().setDefaultTextOption(option)
        item.setZValue(2)
        item.hide()
        self.scene.addItem(item)
        return item

    # --- the GameBoard interface ---------------------------------------------------------------
    def controls(self) -> QwingoControls:
        if self._controls is None:
            self._controls = QwingoControls()
            self._controls.call_clicked.connect(self.interaction.call)
            self._controls.place_clicked.connect(self.interaction.place_for_me)
            self._controls.done_clicked.connect(self.interaction.done)
            self._controls.pass_clicked.connect(self.interaction.pass_turn)
            self._controls.destroyed.connect(self._controls_gone)
            self._update_controls()
        return self._controls

    def _controls_gone(self) -> None:
        self._controls = None

    def show_typed_call(self, number: int) -> None:
        """A number typed on the board stands in the call field too (when it is shown)."""
        if self._controls is not None:
            self._controls.spin.setValue(number)

    def call_button(self) -> QAbstractButton:
        return self.controls().call_button

    def tray_pos(self, index: int) -> QPointF:
        return QPointF(PANEL_X + 20 + index * 110, HEIGHT - 130)

    def box_scene_pos(self, player: int, column: int, box: int) -> QPointF:
        """Centre of a box in scene coordinates (for tests and hints)."""
        return self.sheets[player].box_centre(column, box)

    def chip_scene_pos(self, number: int) -> QPointF:
        chip = self.chips[number]
        return chip.mapToScene(chip.boundingRect().center())

    def show_state(self, obs, legal, events: Sequence[Event]) -> None:
        self.obs, self.legal = obs, {p: list(a) for p, a in legal.items() if a}
        self.hint = None
        self.interaction.sync()
        self.big_player = self._big_player()
        self._layout()
        rolled = [e for e in events if e.key == "qwingo.rolled"]
        speed = self.animation_speed
        # While the die rolls nothing says its column and no box takes the number: the die
        # says it when it stops (the column was named, the boxes clickable, mid-roll).
        self._said = [e for e in events if e.key == "qwingo.no_box"]
        if rolled and speed > 0 and obs.face is not None:  # not when the next call began
            self.die.roll_to(rolled[-1].args["face"], int(700 / speed))
            self.hold("die")  # a computer's entry waits for the die as the player does
        else:
            self.die.stop()
            self.die.set_face(obs.face)
            self.release("die")
        self.redraw()
        if not self.die.rolling:
            self._say_no_box()

    def settling(self) -> bool:
        """The die still rolls: its face, and so the column, is not shown yet."""
        return self.die.rolling

    def _die_settled(self) -> None:
        self.redraw()
        self._say_no_box()
        self.release("die")

    def _say_no_box(self) -> None:
        for event in self._said:
            if event.args.get("player") in self._humans():
                if len(self._humans()) == 1 or event.args["player"] == self.big_player:
                    self.message.emit(texts.fill(texts.texts()["no_box"],
                                                 event.args.get("number", "")))
        self._said = []

    def _big_player(self) -> int:
        """Whose sheet is large: the one who acts; at the end a winner (in hot seat the
        seated human if he won, else the winner: that sheet shows why); else the viewer."""
        obs = self.obs
        actor = self.interaction.actor()
        if actor is not None:
            return actor
        viewer = obs.viewer
        if obs.phase == "end" and obs.winners and viewer not in obs.winners:
            if viewer is None or len(self._humans()) > 1:
                return obs.winners[0]
        return viewer if viewer is not None else obs.active

    def _humans(self) -> list[int]:
        return [p for p, s in enumerate(self.seats) if s.is_human]

    turn_event = "qwingo.turn"

    def round_turns(self) -> int:
        """One turn: everybody enters (or passes) on every number called."""
        return 1

    def turn_ended(self, events) -> bool:
        """A turn was played (a number called, the die rolled, the entries written)."""
        return any(e.key == "qwingo.turn" and e.args.get("turn", 0) > 1 for e in events)

    def turn_pace_changed(self) -> None:
        if self.obs is not None:
            self._draw_panel()

    def prompt(self) -> str:
        obs = self.obs
        if obs is None:
            return ""
        if self.pace_prompt() and obs.phase != "end":
            return self.pace_prompt()
        t, names = texts.texts(), [s.name for s in self.seats]
        if obs.phase == "end":  # the side panel's words, short: the card has the table
            reasons = list(texts.end_summary(obs, names)[0])
            return "\n".join([self.headline()] + reasons if len(names) == 1 else reasons)
        if not self.legal and self.reviewing:
            return ""  # a review's table: nobody is waited for (the window names the move)
        if not self.legal:
            waiting = [names[p] for p in obs.pending] or [names[obs.active]]
            return texts.fill(t["waiting"], texts.join_names(waiting))
        first = next(iter(self.legal.values()))[0]
        if isinstance(first, Setup):
            return t["setup"]
        if isinstance(first, Call):
            return t["call"]
        return t["enter_or_pass"] if obs.may_pass else t["enter"]

    def headline(self) -> str:
        obs = self.obs
        return texts.result_text(obs.winners, [s.name for s in self.seats], obs.turn,
                                 "" if obs.stalemate else rules.solo_rank(obs.turn))

    def score_text(self, player: int, short: bool = False) -> str:
        obs = self.obs
        if obs is None or obs.sheets[player] is None:
            return ""
        best = max(rules.filled(c) for c in obs.sheets[player])
        text = f"{best}/{rules.BOXES}" if short else texts.best_text(best)
        if len(self.seats) == 1:
            text += " · " + texts.turns_text(obs.turn)
        return text

    def score_heading(self) -> str:
        # Said once above five players, not on each line: "best column 7/12" took two lines
        # a player at 1024x600 and made the panel scroll.
        return texts.best_heading()

    def panel_score(self, player: int) -> str:
        return self.score_text(player, short=True)

    def event_text(self, event: Event) -> str | None:
        return texts.event_text(event, [s.name for s in self.seats])

    def illegal_text(self, error: IllegalAction) -> str:
        return texts.illegal_text(error) or messages.illegal_text(error)

    def show_hint(self, player: int, action: Action) -> None:
        if isinstance(action, Setup):
            self.interaction.layouts[player] = {c: nb for c, nb in enumerate(action.layout)}
            self.interaction.by_hand[player] = set()  # the suggestion may be changed freely
        elif isinstance(action, Enter):
            self.hint = (player, action.column, action.box)
        elif isinstance(action, Call):
            if self._controls is not None:
                self._controls.spin.setValue(action.number)
            self.message.emit(texts.fill(texts.texts()["called"], action.number))
        elif isinstance(action, Pass):
            self.message.emit(self._controls.pass_button.text() if self._controls else "")
        self.redraw()

    def retranslate(self) -> None:
        if self.obs is not None:
            self.redraw()
        if self._controls is not None:
            self._controls.retranslate()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        return super().event(event)

    # --- drawing -------------------------------------------------------------------------------
    def slot(self, player: int) -> tuple[QPointF, float]:
        n = len(self.seats)
        if player == self.big_player:
            return BIG_POS, BIG
        # In seat order, whoever is large: a player's sheet keeps its place among the small
        # ones from one turn to the next (they rotated with the large one).
        others = [p for p in range(n) if p != self.big_player]
        i = others.index(player)
        return QPointF(PANEL_X + 10 + i * (520 * self.small + 12), 20 + LABEL_H), self.small

    def _layout(self) -> None:
        for item in self.sheets:
            pos, scale = self.slot(item.player)
            item.setPos(pos)
            item.setScale(scale)

    def small_sheet_at(self, pos: QPointF) -> int | None:
        """The player whose small sheet (or the name above it) is at ``pos``."""
        for item in self.sheets:
            if item.player != self.big_player and item.isVisible():
                card = item.sceneBoundingRect().adjusted(0, -LABEL_H, 0, 0)
                if card.contains(pos):
                    return item.player
        return None

    def peek(self, player: int | None) -> None:
        """Show ``player``'s sheet large in the large sheet's place (None: stop)."""
        if player == self.big_player or self.obs is None:
            player = None
        self.peeking = player
        for p, label in enumerate(self.name_labels):  # whose sheet it is, lit above it
            theme.tint(label, PEEKED if p == player else NAME_COLOUR)
            font = label.font()
            font.setUnderline(p == player)
            label.setFont(font)
        if player is None:
            self.peek_item.hide()
            return
        look = self.look(player)
        # Only its last number marked: the boxes it may take are its player's business. Its
        # foot says whose it is (it looks like one's own sheet), unless it won.
        look = attrs.evolve(look, marks={k: v for k, v in look.marks.items() if v == "last"},
                            active=False, note=look.note or texts.fill(
                                texts.texts()["peeked"], self.seats[player].name))
        self.peek_item.player = player
        self.peek_item.set_look(look)
        self.peek_item.setPos(BIG_POS)
        self.peek_item.setScale(BIG)
        self.peek_item.show()

    def peek_next(self) -> bool:
        """Key O: the next small sheet shown large (in seat order after the one shown), and
        after the last none; False when there is no small sheet."""
        others = [s.player for s in self.sheets if s.player != self.big_player and s.isVisible()]
        if not others or self.obs is None:
            return False
        if self.peeking in others:
            index = others.index(self.peeking) + 1
            self.peek(others[index] if index < len(others) else None)
        else:
            self.peek(others[0])
        return True

    def _draw_label(self, sheet: SheetItem, small: bool, text: str, hidden: bool = True) -> None:
        """A small sheet's name above it and its state ("Ready", "Winner!") on it, in the
        board's letters; the large sheet writes its own. Across a hidden sheet; on a shown
        one at its foot, below the boxes (across them it hid the very column that won)."""
        name, state = self.name_labels[sheet.player], self.state_labels[sheet.player]
        name.setVisible(small)
        state.setVisible(small and bool(text))
        # Its writing is too small to read here: say how to see it large.
        sheet.setToolTip(QCoreApplication.translate(
            "QwingoBoard", "Point at it or press O to read it large") if small else "")
        if not small:
            return
        card = sheet.sceneBoundingRect()
        set_elided(name, self.seats[sheet.player].name, card.width())
        name.setPos(card.left(), card.top() - LABEL_H + 2)
        set_box(name, QRectF(card.left(), card.top() - LABEL_H, card.width(), LABEL_H))
        if text:
            state.setPlainText(text)
            state.setTextWidth(card.width())
            height = state.boundingRect().height()
            y = card.center().y() - height / 2 if hidden else card.bottom() - height - 2
            state.setPos(card.left(), y)
            set_box(state, card)

    def redraw(self) -> None:
        obs = self.obs
        if obs is None:
            return
        for item in self.sheets:
            look = self.look(item.player)
            small = item.player != self.big_player
            state = look.hidden_text if look.hidden else look.note
            if small:  # its name and state are the board's labels: readable letters
                look = attrs.evolve(look, name="", note="", hidden_text="")
            hidden = look.hidden
            item.set_look(look)
            self._draw_label(item, small, state, hidden)
        self._draw_panel()
        self.interaction.place_items()
        self._update_controls()
        self.peek(self.peeking)  # its sheet as it now is (or gone, now large itself)

    def look(self, player: int) -> SheetLook:
        obs, t = self.obs, texts.texts()
        sheet = obs.sheets[player]
        editing = player == self.interaction.editor()
        look = SheetLook(title=messages.game_title("qwingo"), name=self.seats[player].name,
                         active=obs.phase in ("call", "roll", "enter") and player == obs.active)
        if sheet is None and not editing:
            look.hidden = True
            look.hidden_text = t["ready"] if obs.placed[player] else t["secret"]
            return look
        look.columns = sheet
        if editing:
            look.pencil = {(c, b): n for c, (n, b) in self.interaction.layouts[player].items()}
        elif sheet is not None:
            look.dead = frozenset(c for c in range(rules.COLUMNS)
                                  if not rules.completable(sheet[c]))
        look.marks = self.marks(player)
        if player in obs.winners and not (len(self.seats) == 1 and obs.stalemate):
            look.note = t["winner"]  # a solo game nobody can finish is no win
        if len(self.seats) == 1:
            look.tally, look.tally_label = obs.turn, t["turns"]
        return look

    def marks(self, player: int) -> dict:
        obs = self.obs
        marks: dict = {}
        last = obs.last[player] if player < len(obs.last) else None
        if last is not None and obs.sheets[player] is not None:
            marks[last] = "last"
        if obs.phase != "enter" or obs.sheets[player] is None or self.settling():
            return marks  # the die still rolls: no box yet
        boxes = [(a.column, a.box) for a in self.legal.get(player, []) if isinstance(a, Enter)]
        if boxes:
            sheet = obs.sheets[player]
            for c, b in boxes:
                marks[(c, b)] = "risky" if entry_is_risky(sheet[c], b, obs.called) else "legal"
        elif player in obs.pending:
            for c in rules.columns_for_face(obs.face):
                for b in rules.legal_boxes(obs.sheets[player][c], obs.called):
                    marks[(c, b)] = "could"
        if self.hint is not None and self.hint[0] == player:
            marks[self.hint[1:]] = "hint"
        return marks

    def _draw_panel(self) -> None:
        obs = self.obs
        end = obs.phase == "end"
        # While a number is being called the die is blank: the last face would read as if
        # this turn's die were already rolled.
        self.die.setVisible(not end and (obs.face is not None or obs.phase == "call"))
        if not self.die.rolling:
            self.die.set_face(obs.face)
        self.die.setOpacity(1.0 if obs.face is not None else 0.5)
        called = obs.called
        self.call_item.setText(texts.fill(texts.texts()["called"], called)
                               if called is not None and not end else "")
        lines = []  # rich text: every text put in is escaped (names are never markup)
        if obs.face is not None and not end and not self.settling():
            lines.append(escaped(texts.goes_text(obs.face)))
        if not end:  # the banner says it
            # Its lines wrap: a name may take one ("Waiting for Bartholomew Jones…" was cut
            # to "Bartholomew Jon……" with the line to spare).
            lines.append(escaped(self.short(self.prompt(), self.info_item.font(),
                                            self.info_item.textWidth() - 10)))
            # How a tie is broken matters for where the start numbers go: said once, then;
            # the rules and the end banner tell it again when it decides.
            if len(self.seats) > 1 and obs.phase in ("starter", "setup"):
                lines.append(escaped(texts.texts()["tie"]))
        self.info_item.setHtml("<br>".join(lines))
        self._draw_legend()
        self._draw_banner()

    def _draw_legend(self) -> None:
        """What the marks mean while the sheets are in play (the setup tray sits there
        before; the end banner takes the room after: no box is legal or risky any more)."""
        obs, t = self.obs, texts.texts()
        shown = obs.phase in ("call", "roll", "enter") and self.interaction.editor() is None
        self.legend.setVisible(shown)
        if shown:
            self.legend.set_rows([("legal", "", t["legend_legal"]),
                                  ("risky", "", t["legend_risky"]),
                                  ("last", "42", t["legend_last"])])

    def _draw_banner(self) -> None:
        """The end card in the free band under the small sheets (end_card.py)."""
        if self.obs.phase != "end":
            self.hide_end_card()
            return
        self.show_end_card(END_MIN_SCALE if len(self.seats) > 1 else 0.6)

    @property
    def end_banner(self):
        """The winner's banner: the end card's headline."""
        return self.end_card.banner if self.end_card is not None else None

    def end_card_room(self) -> QRectF:
        return QRectF(PANEL_X, self.panel_y, WIDTH - PANEL_X, HEIGHT - self.panel_y)

    def end_summary(self):
        """Who won and why; the scores as a table: each player's fullest column, or, when a
        tie was broken column by column, the tied players' numbers in each column compared,
        the one that decided marked."""
        from bingolino_app.ui.boards.end_card import EndSummary

        obs = self.obs
        if obs is None or obs.phase != "end":
            return None
        names = [s.name for s in self.seats]
        summary = texts.end_summary(obs, names)
        return EndSummary(self.headline(), *summary)

    def _update_controls(self) -> None:
        if self._controls is None:
            return
        kinds = {type(a) for acts in self.legal.values() for a in acts}
        editor = self.interaction.editor()
        complete = editor is not None and len(self.interaction.layouts[editor]) == rules.COLUMNS
        self._controls.set_enabled(call=Call in kinds, setup=Setup in kinds, done=complete,
                                   may_pass=Pass in kinds)
        self._controls.show_phase(self.obs.phase if self.obs is not None else "starter")

    # --- a screen reader's board (access.py) -------------------------------------------------
    def accessible_items(self) -> list:
        from bingolino_app.ui.boards.qwingo import access

        return access.items(self)

    def accessible_focus(self) -> str | None:
        from bingolino_app.ui.boards.qwingo import access

        return access.focus(self)

    def position_text(self) -> str:
        from bingolino_app.ui.boards.qwingo import access

        return access.position_text(self)

    # --- lessons -------------------------------------------------------------------------------
    def anchor(self, name: str):
        """Parts a lesson points at: sheet:P, column:P:C (header and boxes), box:P:C:B, die,
        called (the number called), call (the call controls)."""
        from bingolino_app.ui.boards.qwingo.paper import box_rect, header_rect

        kind, *args = name.split(":")
        try:
            numbers = [int(a) for a in args]
            if kind == "sheet":
                return self.sheets[numbers[0]].sceneBoundingRect()
            if kind == "column":
                sheet, column = self.sheets[numbers[0]], numbers[1]
                if not 0 <= column < rules.COLUMNS:
                    return None
                rect = header_rect(column).united(box_rect(column, rules.BOXES - 1))
                return sheet.mapRectToScene(rect)
            if kind == "box":
                sheet, column, box = self.sheets[numbers[0]], numbers[1], numbers[2]
                if not (0 <= column < rules.COLUMNS and 0 <= box < rules.BOXES):
                    return None
                return sheet.mapRectToScene(box_rect(column, box))
        except (IndexError, ValueError):
            return None
        if name == "die":
            return self.die.sceneBoundingRect() if self.die.isVisible() else None
        if name == "called":
            return self.call_item.sceneBoundingRect() if self.call_item.text() else None
        if name == "call":
            return self.controls().call_box
        return None
