"""The Domino Bingo table: both hands, the stock with the turned trump, the trick, won tricks.

The viewer's hand is at the bottom, face up and sorted (trumps at the right, marked with a
gold corner); the opponent's is at the top, face down (a spectator sees both; behind the
hot-seat cover nobody's hand is drawn). It draws the observation it is given and turns clicks
and keys into legal actions; it never changes the game. Keys: Left/Right pick a stone,
Enter/Space play it, C closes the stock, D toggles declaring, T shows the last trick.

The pace is the player's (``pace.py``): a finished trick lies on the table until the player
has seen it, and the end of a deal is a sheet over the table; meanwhile the board holds the
table, so a computer's next lead waits (``table_pace.py``). What is drawn where is
``table.py``.
"""

from __future__ import annotations

import attrs
from PySide6.QtCore import (
    QCoreApplication, QEasingCurve, QEvent, QPointF, QPropertyAnimation, QRectF, Qt, Signal,
)
from PySide6.QtGui import QFont, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsTextItem, QMessageBox

from bingolino_app.core.game import Action, Event, IllegalAction
from bingolino_app.games.domino_bingo import rules
from bingolino_app.games.domino_bingo.rules import stone_id
from bingolino_app.games.domino_bingo.state import Close, Play
from bingolino_app.ui.boards.banner import BannerItem
from bingolino_app.ui.boards.base import GameBoard
from bingolino_app.ui.boards.domino_bingo import pad, summary, texts
from bingolino_app.ui.boards.domino_bingo.controls import DominoControls
from bingolino_app.ui.boards.domino_bingo.table_input import TableInput
from bingolino_app.ui.boards.domino_bingo.table_pace import TablePace
from bingolino_app.ui.boards.domino_bingo.pace import Pace
from bingolino_app.ui.boards.domino_bingo.items import W, StoneItem, felt_brush, text_item
from bingolino_app.ui.boards.domino_bingo.scene import DominoScene
from bingolino_app.ui.boards.domino_bingo.table import (
    BOTTOM_Y, HAND_X, HEIGHT, NAME_PX, PILE_X, PITCH, STOCK_Y, TEXT_PX, TOP_Y, TRICK_X, TRICK_Y,
    WIDTH, TableDrawing,
)
from bingolino_app.ui.boards.domino_bingo.texts import fill
from bingolino_app.ui.boards.fit import LAYER_KEY, OVERLAY, set_box
from bingolino_app.ui.common import theme
from bingolino_app.ui.common.elide import name_budget
from bingolino_app.ui.common.text import plain_box


class Board(TableDrawing, TableInput, TablePace, GameBoard):
    scene_type = DominoScene
    scores_on_board = True  # big points and this deal's points under each name
    has_last_round = False  # its own "Show last trick" (the last round of a duel)
    prompt_changed = Signal()
    """What to do now changed without a move (a trick gathered, a summary closed)."""

    def __init__(self, seats, options, parent=None) -> None:
        super().__init__(seats, options, parent)
        rect = QRectF(0, 0, WIDTH, HEIGHT)
        self.scene.setSceneRect(rect)
        theme.themed_background(self.scene, lambda: felt_brush(rect))
        self.hand_items = [[self._stone() for _ in range(8)] for _ in range(2)]
        self.trick_items = [self._stone() for _ in range(2)]
        for item in self.trick_items:
            item.setZValue(5)
        self.stock_items = [self._stone() for _ in range(7)]
        self.turned_item = self._stone()
        self.pile_items = [[self._stone() for _ in range(3)] for _ in range(2)]
        self.name_items = [text_item(self.scene, NAME_PX, True) for _ in range(2)]
        self.score_items = [text_item(self.scene, TEXT_PX) for _ in range(2)]
        self.pile_labels = [text_item(self.scene, TEXT_PX) for _ in range(2)]
        for row, y in ((0, BOTTOM_Y), (1, TOP_Y)):
            # A player's corner left of his hand: the name, then his scores under it.
            set_box(self.name_items[row], QRectF(20, y, HAND_X - 30, 36))
            set_box(self.score_items[row], QRectF(20, y + 36, HAND_X - 30, 76))
            set_box(self.pile_labels[row], QRectF(PILE_X - 30, y + 96, WIDTH - PILE_X + 20, 30))
        self.stock_label = text_item(self.scene, TEXT_PX)
        set_box(self.stock_label, QRectF(20, STOCK_Y + 160, TRICK_X[0] - 40, 40))
        self.trump_label = text_item(self.scene, 20, True, "table.accent")
        set_box(self.trump_label, QRectF(20, TOP_Y + 120, TRICK_X[0] - 40, 100))
        self.trick_label = text_item(self.scene, TEXT_PX, False, "table.accent")
        self.trick_label.setZValue(6)
        self.go_on_label = text_item(self.scene, TEXT_PX, False, "table.text")  # "click to go on"
        self.go_on_label.setZValue(6)
        middle = QRectF(160, TRICK_Y + 170, PILE_X - 160, BOTTOM_Y - TRICK_Y - 176)
        set_box(self.trick_label, middle)
        set_box(self.go_on_label, middle)
        self.frame = QGraphicsPathItem()  # around a finished trick shown in full
        path = QPainterPath()
        path.addRoundedRect(QRectF(TRICK_X[0] - 18, TRICK_Y - 56, TRICK_X[1] - TRICK_X[0]
                                   + W + 36, 2 * 40 + 112 + 32), 16, 16)
        self.frame.setPath(path)
        theme.tint(self.frame, "domino.frame")
        theme.tint_pen(self.frame, "table.accent", 2)
        self.frame.setZValue(4)
        self.frame.hide()
        self.scene.addItem(self.frame)
        # Beyond the scene rect too: the view shows felt around the table at other shapes.
        self.veil = self.scene.addRect(rect.adjusted(-4000, -4000, 4000, 4000), QPen(Qt.NoPen))
        theme.tint(self.veil, "domino.veil")
        self.veil.setZValue(49)  # under the sheet: the table behind it recedes
        self.veil.hide()
        self.sheet = summary.SummarySheet()  # the end of a deal, or of the match
        self.sheet.setData(LAYER_KEY, OVERLAY)  # its texts lie over the table's
        self.sheet.setZValue(50)
        self.sheet.hide()
        self.scene.addItem(self.sheet)
        self.pace = Pace(self._pace_changed, self)
        self.info = QGraphicsTextItem()
        theme.tint(self.info, "table.text")
        font = QFont("Sans Serif")
        font.setPixelSize(18)
        self.info.setFont(font)
        self.info.setTextWidth(340)
        self.info.setPos(720, 250)
        set_box(self.info, QRectF(700, TOP_Y + 130, WIDTH - 710, TRICK_Y + 160 - TOP_Y - 130))
        self.scene.addItem(self.info)
        self.obs = None
        self.legal: dict[int, list[Action]] = {}
        self.cursor: int | None = None  # index in the bottom hand, once keys are used
        self.declare = False
        self._controls: DominoControls | None = None
        self._animations: list = []
        self.hand_shown: list = [[], []]  # stones shown per seat row (0 bottom, 1 top)

    @property
    def banner(self) -> BannerItem | None:
        """The winner's banner at the end of the match: the end card's headline."""
        return self.end_card.banner if self.end_card is not None else None

    def end_summary(self):
        """Who won the match, why (the target reached and the big points), what the last
        deal gave, and both players' big points."""
        from bingolino_app.ui.boards.end_card import EndSummary

        obs = self.obs
        if obs is None or obs.phase != "end" or obs.winner is None:
            return None
        names = [s.name for s in self.seats]
        facts = summary.facts(obs, obs.deal)
        reasons = [summary.reason_text(facts, names)]
        reasons += [fill(QCoreApplication.translate("DominoSummary", "%1: %2 — %3"),
                         names[a["player"]], texts.big_text(a["amount"]),
                         texts.award_reason(a["reason"], a.get("args", {})))
                    for a in facts.awards]
        heading = QCoreApplication.translate("DominoBoard", "Big points")
        rows = tuple((names[p], (str(obs.big[p]),), p == obs.winner) for p in (0, 1))
        return EndSummary(summary.winner_text(facts, names), tuple(reasons), (heading,), rows)

    def end_card_room(self) -> QRectF:
        return QRectF(60, 40, WIDTH - 120, HEIGHT - 80)

    @property
    def after_trick(self) -> str:
        """"pause" or "click": how long a finished trick stays (the user's setting)."""
        return self.pace.after_trick

    @after_trick.setter
    def after_trick(self, mode: str) -> None:
        self.pace.set_after_trick(mode)

    def humans_here(self) -> bool:
        """Someone watches who must see each trick and each deal's end: a human plays."""
        return any(seat.is_human for seat in self.seats)

    def _stone(self) -> StoneItem:
        item = StoneItem()
        self.scene.addItem(item)
        item.hide()
        return item

    # --- who is where ------------------------------------------------------------------------
    def bottom(self) -> int:
        obs = self.obs
        return obs.viewer if obs is not None and obs.viewer is not None else 0

    def actor(self) -> int | None:
        """The human who may act now (the bottom player when it is his move); nobody while
        the last deal's summary lies on the table."""
        return None if self.summary_up() else next(iter(self.legal), None)

    def my_legal(self) -> list[Action]:
        actor = self.actor()
        return self.legal.get(actor, []) if actor is not None else []

    # --- the GameBoard interface -------------------------------------------------------------
    def controls(self) -> DominoControls:
        if self._controls is None:
            self._controls = DominoControls()
            self._controls.close_clicked.connect(self.close_stock)
            self._controls.declare_toggled.connect(self.set_declare)
            self._controls.last_clicked.connect(self.show_last_trick)
            self._controls.pad_requested.connect(self._update_pad)
            self._controls.destroyed.connect(self._controls_gone)
            self._update_controls()
        return self._controls

    def _controls_gone(self) -> None:
        self._controls = None

    def show_state(self, obs, legal, events) -> None:
        self._finish_animations()
        if obs.viewer is None and sum(seat.is_human for seat in self.seats) >= 2:
            # Hot seat behind the cover: the spectator's view holds both hands. Drop them
            # before anything is drawn, so no item ever carries a hidden stone.
            obs = attrs.evolve(obs, hands=(None, None))
        self.obs = obs
        self.legal = {p: list(a) for p, a in legal.items() if a}
        self.pace.speed = self.animation_speed
        self.pace.follow(obs, events, self.humans_here())
        if not any(isinstance(a, Play) and a.declare for a in self.my_legal()):
            self.declare = False
        hand = self._bottom_hand()
        if self.cursor is not None and (not hand or not self.legal):
            self.cursor = None
        if self.cursor is not None:
            self.cursor = min(self.cursor, len(hand) - 1)
        self._draw()
        self._update_controls()
        if self.animation_speed > 0:
            self._animate(events)
        self._hold_or_release()

    def prompt(self) -> str:
        obs = self.obs
        if obs is None:
            return ""
        names = [s.name for s in self.seats]
        if self.goes_on_by_click():  # as the table says under the trick, in either pace
            return QCoreApplication.translate(
                "DominoBoard", "Click the table or press Space to go on.")
        if obs.phase == "end":
            return fill(QCoreApplication.translate("DominoBoard", "%1 wins the match!"),
                        names[obs.winner])
        if self.summary_up():
            return fill(QCoreApplication.translate(
                "DominoBoard", "Deal %1 is over: read the summary, then press Next deal "
                "(or Enter)."), self.pace.summary_deal)
        acts = self.my_legal()
        if not acts and self.reviewing:
            return ""  # a review's table: nobody is waited for (the window names the move)
        if not acts:
            return fill(QCoreApplication.translate("DominoBoard", "Waiting for %1…"),
                        names[obs.to_move])
        if not obs.trick:
            text = QCoreApplication.translate(
                "DominoBoard", "Lead a stone: click it, or pick it with the arrow keys and "
                "press Enter.")
        elif obs.strict:
            text = fill(QCoreApplication.translate(
                "DominoBoard", "Answer %1's stone: only the highlighted stones may be played."),
                names[obs.trick[0][0]])
        else:
            text = fill(QCoreApplication.translate(
                "DominoBoard", "Answer %1's stone with any stone (the stock is still open)."),
                names[obs.trick[0][0]])
        return text

    def score_text(self, player: int) -> str:
        obs = self.obs
        if obs is None:
            return ""
        return fill(QCoreApplication.translate("DominoBoard", "%1 · %2 this deal"),
                    texts.big_text(obs.big[player]),
                    texts.points_text(self._deal_numbers()[1][player]))

    def event_text(self, event: Event) -> str | None:
        return texts.event_text(event, [s.name for s in self.seats])

    def illegal_text(self, error: IllegalAction) -> str:
        return texts.illegal_text(error)

    def show_hint(self, player: int, action: Action) -> None:
        if self._summary_refuses():  # a hint would show the next deal's hand
            return
        if isinstance(action, Close):
            self.message.emit(QCoreApplication.translate(
                "DominoBoard", "Suggestion: close the stock."))
            return
        if isinstance(action, Play):
            hand = self._bottom_hand()
            if tuple(action.stone) in hand:
                self.cursor = hand.index(tuple(action.stone))
                self._draw()
            # "declare your doubles and lead 4–4": Declare on, as it says (it stayed off).
            self.set_declare(bool(action.declare))
            text = fill(QCoreApplication.translate("DominoBoard", "Suggestion: play %1."),
                        texts.stone_text(action.stone))
            if action.declare:
                text = fill(QCoreApplication.translate(  # the rules' order: declare, lead
                    "DominoBoard", "Suggestion: declare your doubles and lead %1."),
                    texts.stone_text(action.stone))
            self.message.emit(text)

    def retranslate(self) -> None:
        if self.obs is not None:
            self._draw()  # holding or not stays as it was: only the words change
        if self._controls is not None:
            self._controls.retranslate()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        return super().event(event)

    # --- test helpers --------------------------------------------------------------------------
    def stone_scene_pos(self, stone) -> QPointF:
        """Where the bottom player's ``stone`` is drawn (for clicks in tests)."""
        hand = self._bottom_hand()
        i = hand.index(tuple(stone))
        return self.hand_items[0][i].centre()

    # --- actions -----------------------------------------------------------------------------
    def play(self, stone) -> bool:
        """Play ``stone`` from the bottom hand if the rules allow; otherwise say why."""
        obs, acts = self.obs, self.my_legal()
        if obs is None or self._summary_refuses():
            return False
        if not acts:
            self.message.emit(texts.refusals()["not_yours"] if obs.phase != "end"
                              else self.prompt())
            return False
        stone = tuple(stone)
        wanted = Play(stone, self.declare)
        if wanted in acts:
            self._emit(wanted)
            return True
        if self.declare and Play(stone) in acts:
            self.message.emit(texts.illegal_text(IllegalAction("domino.declare_needs_double")))
            return False
        self.message.emit(self._refusal(stone))
        return False

    def _refusal(self, stone) -> str:
        obs = self.obs
        hand = obs.hands[self.actor()] or ()
        if stone not in hand:
            return texts.illegal_text(IllegalAction("domino.not_in_hand"))
        key, args = rules.follow_rule(rules.mask_of(stone_id(s) for s in hand),
                                      stone_id(obs.trick[0][1]), obs.trump,
                                      obs.variant == rules.RUSSIAN)
        return texts.illegal_text(IllegalAction(key, **args))

    def _summary_refuses(self) -> bool:
        """While the deal's summary lies on the table nothing of the next deal is played."""
        if not self.summary_up():
            return False
        self.message.emit(QCoreApplication.translate(
            "DominoBoard", "First close the summary of the deal: press Next deal."))
        return True

    def close_stock(self) -> None:
        if self._summary_refuses():
            return
        if Close() not in self.my_legal():
            self.message.emit(texts.refusals()["no_close"])
            return
        if self.confirm_risky and not self._confirm_close():
            return
        self._emit(Close())

    def _confirm_close(self) -> bool:
        """Closing binds the player to 70 points: ask first (Settings: Confirm risky moves)."""
        views = self.scene.views()
        box = plain_box(
            QMessageBox.Question, views[0] if views else None,
            QCoreApplication.translate("DominoBoard", "Close the stock?"),
            QCoreApplication.translate(
                "DominoBoard", "Nobody draws again and the follow rules apply at once. You "
                "must reach 70 points in this deal: if you fall short, your opponent scores "
                "big points.\n\nClose the stock?"), QMessageBox.Yes | QMessageBox.No)
        return box.exec() == QMessageBox.Yes

    def set_declare(self, on: bool) -> None:
        allowed = any(isinstance(a, Play) and a.declare for a in self.my_legal())
        if on and not allowed:
            self.message.emit(texts.refusals()["no_declare"])
            on = False
        self.declare = on
        if self._controls is not None and self._controls.declare_button.isChecked() != on:
            self._controls.declare_button.setChecked(on)
        if self.obs is not None:
            self._draw_hands()

    def _emit(self, action: Action) -> None:
        actor = self.actor()
        self.declare = False
        self.action_chosen.emit(actor, action)

    def _update_pad(self) -> None:
        if self._controls is None or self.obs is None:
            return
        score_pad = self._controls.pad  # its lines wrap: a name may take one
        font = score_pad.font()
        names = [self.short(s.name, font, max(score_pad.viewport().width() - 24,
                                              name_budget(font)))
                 for s in self.seats]
        obs = self.obs
        # Finished deals only: the deal being played is counted on the table.
        if self.summary_up():  # the next deal's row appears with the next deal
            records = obs.records[:self.pace.summary_deal]
        elif obs.phase == "end" and not self.result_held():
            records = obs.records
        else:
            records = obs.records[:obs.deal - 1]
        self._controls.set_pad(pad.compact_html(records, names, obs.target, obs.variant)
                               if records else "")

    def _update_controls(self) -> None:
        if self._controls is None:
            return
        acts = self.my_legal()
        over = self.obs is not None and self.obs.phase == "end"
        self._controls.set_enabled(close=Close() in acts,
                                   declare=any(isinstance(a, Play) and a.declare for a in acts),
                                   last=self.pace.last is not None and not over,
                                   mine=bool(acts) and not over)
        self._controls.declare_button.setChecked(self.declare)
        self._update_pad()

    # --- animation ---------------------------------------------------------------------------
    def _animate(self, events) -> None:
        """Slide the stones just played from their owner's hand to the middle."""
        played = [e for e in events if e.key == "domino.played"]
        if not played:
            return
        duration = int(320 / self.animation_speed)
        for slot, item in enumerate(self.trick_items):
            if not item.isVisible():
                continue
            stone = item.pips
            event = next((e for e in played if tuple(e.args.get("stone", ())) == stone), None)
            if event is None:
                continue
            row = 0 if event.args.get("player") == self.bottom() else 1
            start = QPointF(HAND_X + 3 * PITCH, BOTTOM_Y if row == 0 else TOP_Y)
            anim = QPropertyAnimation(item, b"pos", self)
            anim.setStartValue(start)
            anim.setEndValue(item.pos())
            anim.setDuration(duration)
            anim.setEasingCurve(QEasingCurve.OutCubic)
            self._animations.append(anim)
            anim.finished.connect(lambda a=anim: a in self._animations
                                  and self._animations.remove(a))
            anim.start()

    def _finish_animations(self) -> None:
        for anim in list(self._animations):
            anim.setCurrentTime(anim.totalDuration())
            anim.stop()
        self._animations.clear()

    # --- a screen reader's table (access.py) -------------------------------------------------
    def accessible_items(self) -> list:
        from bingolino_app.ui.boards.domino_bingo import access

        return access.items(self)

    def accessible_focus(self) -> str | None:
        from bingolino_app.ui.boards.domino_bingo import access

        return access.focus(self)

    def position_text(self) -> str:
        from bingolino_app.ui.boards.domino_bingo import access

        return access.position_text(self)

    # --- lessons -------------------------------------------------------------------------------
    def cursor_rect(self):
        """The stone under the keyboard cursor (a zoomed view keeps it in sight)."""
        items = self.hand_items[0]
        if self.cursor is None or not 0 <= self.cursor < len(items) or \
                not items[self.cursor].isVisible():
            return None
        return items[self.cursor].sceneBoundingRect()

    def anchor(self, name: str):
        """Parts a lesson points at: hand (the bottom hand), stone:A-B (one of its stones),
        opponent (the top hand), trump (the turned stone), stock, trick, score:P (a
        player's name and points), summary (the sheet at a deal's end), and the controls
        declare, close and pad."""

        def united(items) -> QRectF | None:
            rect = QRectF()
            for item in items:
                if item.isVisible():
                    rect = rect.united(item.sceneBoundingRect())
            return None if rect.isEmpty() else rect

        kind, _, arg = name.partition(":")
        if kind == "stone":
            try:
                stone = tuple(int(x) for x in arg.split("-"))
                return self.hand_items[0][self._bottom_hand().index(stone)].sceneBoundingRect()
            except ValueError:
                return None
        if kind == "score":
            try:
                row = 0 if int(arg) == self.bottom() else 1
            except ValueError:
                return None
            return united([self.name_items[row], self.score_items[row]])
        if name == "hand":
            return united(self.hand_items[0])
        if name == "opponent":
            return united(self.hand_items[1])
        if name == "trump":
            return united([self.turned_item, self.trump_label])
        if name == "stock":
            return united(self.stock_items + [self.turned_item, self.stock_label])
        if name == "trick":
            return united(self.trick_items + [self.trick_label])
        if name == "summary":
            return self.sheet.sceneBoundingRect() if self.sheet.isVisible() else None
        controls = {"declare": lambda c: c.declare_button, "close": lambda c: c.close_button,
                    "pad": lambda c: c.pad_box}
        if name in controls:
            return controls[name](self.controls())
        return None
