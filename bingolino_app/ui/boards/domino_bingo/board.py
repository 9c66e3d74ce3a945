"""The Domino Bingo table: both hands, the stock with the turned trump, the trick, won tricks.

The viewer's hand is at the bottom, face up and sorted (trumps at the right, marked with a
gold corner); the opponent's is at the top, face down (a spectator sees both). It draws the
observation it is given and turns clicks and keys into legal actions; it never changes the
game. Keys: Left/Right pick a stone, Enter/Space play it, C closes the stock, D toggles
declaring.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QCoreApplication, QEasingCurve, QEvent, QPointF, QPropertyAnimation, QRectF, Qt,
)
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QGraphicsTextItem

from bingolino_app.core.game import Action, Event, IllegalAction
from bingolino_app.games.domino_bingo import rules
from bingolino_app.games.domino_bingo.rules import stone_id
from bingolino_app.games.domino_bingo.state import Close, Play
from bingolino_app.ui.boards.banner import BannerItem
from bingolino_app.ui.boards.base import GameBoard
from bingolino_app.ui.boards.domino_bingo import pad, texts
from bingolino_app.ui.boards.domino_bingo.controls import DominoControls
from bingolino_app.ui.boards.domino_bingo.items import W, StoneItem, felt_brush, text_item
from bingolino_app.ui.boards.domino_bingo.scene import DominoScene, hand_order
from bingolino_app.ui.boards.domino_bingo.texts import fill
from bingolino_app.ui.text import escaped

WIDTH, HEIGHT = 1180.0, 800.0
PITCH = W + 12
HAND_X = 300.0  # left edge of a 7-stone hand row
TOP_Y, BOTTOM_Y = 40.0, 640.0
TRICK_Y = 320.0
TRICK_X = (480.0, 560.0)  # leader's slot, follower's slot
STOCK_X, STOCK_Y = 90.0, 290.0
PILE_X = 1000.0


class Board(GameBoard):
    scene_type = DominoScene

    def __init__(self, seats, options, parent=None) -> None:
        super().__init__(seats, options, parent)
        rect = QRectF(0, 0, WIDTH, HEIGHT)
        self.scene.setSceneRect(rect)
        self.scene.setBackgroundBrush(felt_brush(rect))
        self.hand_items = [[self._stone() for _ in range(8)] for _ in range(2)]
        self.trick_items = [self._stone() for _ in range(2)]
        for item in self.trick_items:
            item.setZValue(5)
        self.stock_items = [self._stone() for _ in range(7)]
        self.turned_item = self._stone()
        self.pile_items = [[self._stone() for _ in range(3)] for _ in range(2)]
        self.name_items = [text_item(self.scene, 24, True) for _ in range(2)]
        self.score_items = [text_item(self.scene, 17) for _ in range(2)]
        self.pile_labels = [text_item(self.scene, 16) for _ in range(2)]
        self.stock_label = text_item(self.scene, 16)
        self.trump_label = text_item(self.scene, 20, True, "#ffe08a")
        self.trick_label = text_item(self.scene, 17, False, "#ffe08a")
        self.info = QGraphicsTextItem()
        self.info.setDefaultTextColor(QColor("#f5f0e1"))
        font = QFont("Sans Serif")
        font.setPixelSize(18)
        self.info.setFont(font)
        self.info.setTextWidth(300)
        self.info.setPos(720, 250)
        self.scene.addItem(self.info)
        self.banner: BannerItem | None = None  # the winner, at the end of the match
        self.obs = None
        self.legal: dict[int, list[Action]] = {}
        self.cursor: int | None = None  # index in the bottom hand, once keys are used
        self.declare = False
        self._controls: DominoControls | None = None
        self._animations: list = []
        self.hand_shown: list = [[], []]  # stones shown per seat row (0 bottom, 1 top)

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
        """The human who may act now (the bottom player when it is his move)."""
        return next(iter(self.legal), None)

    def my_legal(self) -> list[Action]:
        actor = self.actor()
        return self.legal.get(actor, []) if actor is not None else []

    # --- the GameBoard interface -------------------------------------------------------------
    def controls(self) -> DominoControls:
        if self._controls is None:
            self._controls = DominoControls()
            self._controls.close_clicked.connect(self.close_stock)
            self._controls.declare_toggled.connect(self.set_declare)
            self._controls.pad_requested.connect(self._update_pad)
            self._controls.destroyed.connect(self._controls_gone)
            self._update_controls()
        return self._controls

    def _controls_gone(self) -> None:
        self._controls = None

    def show_state(self, obs, legal, events) -> None:
        self._finish_animations()
        self.obs = obs
        self.legal = {p: list(a) for p, a in legal.items() if a}
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

    def prompt(self) -> str:
        obs = self.obs
        if obs is None:
            return ""
        names = [s.name for s in self.seats]
        if obs.phase == "end":
            return fill(QCoreApplication.translate("DominoBoard", "%1 wins the match!"),
                        names[obs.winner])
        acts = self.my_legal()
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
                    texts.big_text(obs.big[player]), texts.points_text(obs.points[player]))

    def event_text(self, event: Event) -> str | None:
        return texts.event_text(event, [s.name for s in self.seats])

    def illegal_text(self, error: IllegalAction) -> str:
        return texts.illegal_text(error)

    def show_hint(self, player: int, action: Action) -> None:
        if isinstance(action, Close):
            self.message.emit(QCoreApplication.translate(
                "DominoBoard", "Suggestion: close the stock."))
            return
        if isinstance(action, Play):
            hand = self._bottom_hand()
            if tuple(action.stone) in hand:
                self.cursor = hand.index(tuple(action.stone))
                self._draw()
            text = fill(QCoreApplication.translate("DominoBoard", "Suggestion: play %1."),
                        texts.stone_text(action.stone))
            if action.declare:
                text = fill(QCoreApplication.translate(
                    "DominoBoard", "Suggestion: play %1 and declare your doubles."),
                    texts.stone_text(action.stone))
            self.message.emit(text)

    def retranslate(self) -> None:
        if self.obs is not None:
            self._draw()
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
        if obs is None:
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

    def close_stock(self) -> None:
        if Close() in self.my_legal():
            self._emit(Close())
        else:
            self.message.emit(texts.refusals()["no_close"])

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

    def click(self, pos: QPointF) -> bool:
        for i, item in enumerate(self.hand_items[0]):
            if item.isVisible() and item.sceneBoundingRect().contains(pos):
                hand = self._bottom_hand()
                if i < len(hand) and self.obs.hands[self.bottom()] is not None:
                    self.cursor = None
                    self.play(hand[i])
                    return True
        if self.turned_item.isVisible() and self.turned_item.sceneBoundingRect().contains(pos):
            if Close() in self.my_legal():
                self.close_stock()
                return True
        return False

    def key(self, key: int) -> bool:
        hand = self._bottom_hand()
        if key in (Qt.Key_Left, Qt.Key_Right) and hand:
            step = -1 if key == Qt.Key_Left else 1
            self.cursor = (len(hand) - 1 if step < 0 else 0) if self.cursor is None \
                else (self.cursor + step) % len(hand)
            self._draw_hands()
            return True
        if key in (Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space) and self.cursor is not None:
            if self.cursor < len(hand):
                self.play(hand[self.cursor])
            return True
        if key == Qt.Key_C:
            self.close_stock()
            return True
        if key == Qt.Key_D:
            self.set_declare(not self.declare)
            return True
        return False

    # --- drawing -----------------------------------------------------------------------------
    def _bottom_hand(self) -> list:
        obs = self.obs
        if obs is None or obs.hands[self.bottom()] is None:
            return []
        return hand_order(obs.hands[self.bottom()], obs.trump)

    def _draw(self) -> None:
        self._draw_hands()
        self._draw_table()
        self._draw_texts()
        self._update_pad()

    def _draw_hands(self) -> None:
        obs, me = self.obs, self.bottom()
        acts = self.my_legal()
        playable = {tuple(a.stone) for a in acts if isinstance(a, Play)}
        declarable = {tuple(a.stone) for a in acts if isinstance(a, Play) and a.declare}
        for row, player in ((0, me), (1, 1 - me)):
            hand = obs.hands[player]
            stones = hand_order(hand, obs.trump) if hand is not None else [None] * \
                obs.hand_sizes[player]
            self.hand_shown[row] = stones
            x0 = HAND_X + (7 - len(stones)) * PITCH / 2
            y = BOTTOM_Y if row == 0 else TOP_Y
            for i, item in enumerate(self.hand_items[row]):
                if i >= len(stones):
                    item.hide()
                    continue
                s = stones[i]
                item.show()
                item.setRotation(0)
                item.setPos(x0 + i * PITCH, y)
                if s is None:
                    item.set_stone(None, face_up=False)
                    continue
                trump = rules.is_trump(stone_id(s), obs.trump)
                mine = row == 0 and bool(acts)
                if mine and self.declare:
                    lit, dim = s in declarable, s not in declarable
                else:
                    lit = mine and obs.strict and bool(obs.trick) and s in playable
                    dim = mine and s not in playable
                item.set_stone(s, trump=trump, dim=dim, highlight=lit,
                               selected=row == 0 and self.cursor == i)
                item.setPos(x0 + i * PITCH, y - (10 if lit or (row == 0 and self.cursor == i)
                                                 else 0))

    def _draw_table(self) -> None:
        obs = self.obs
        # The stock: a stack of backs lying across, the turned trump stone beneath them.
        n = obs.stock_size
        shown = (n - 1 if obs.trump_holder is None else n) if n else 0
        for i, item in enumerate(self.stock_items):
            visible = i < min(shown, 7)
            item.setVisible(visible)
            if visible:
                item.set_stone(None, face_up=False)
                item.setRotation(90)
                item.setPos(STOCK_X + i * 3, STOCK_Y - i * 4)
                item.setZValue(2 + i)
        in_stock = obs.trump_holder is None and n > 0
        self.turned_item.setVisible(in_stock)
        if in_stock:
            self.turned_item.set_stone(obs.trump_stone, face_up=obs.closed_by is None,
                                       trump=obs.closed_by is None)
            self.turned_item.setRotation(90)
            self.turned_item.setPos(STOCK_X, STOCK_Y + 84)
            self.turned_item.setZValue(1)
        # The trick in the middle; between tricks the last one stays there, dimmed.
        trick = list(obs.trick)
        finished = None
        if not trick and obs.tricks and obs.phase == "play":
            finished = obs.tricks[-1]
            trick = [(finished.leader, finished.stones[0]), (1 - finished.leader,
                                                               finished.stones[1])]
        for slot, item in enumerate(self.trick_items):
            if slot < len(trick):
                player, s = trick[slot]
                item.show()
                item.setRotation(0)
                item.setOpacity(0.75 if finished else 1.0)
                item.set_stone(s, trump=rules.is_trump(stone_id(s), obs.trump))
                item.setPos(TRICK_X[slot], TRICK_Y + (-40 if player != self.bottom() else 40))
            else:
                item.hide()
        # Won tricks beside each player.
        for row, player in ((0, self.bottom()), (1, 1 - self.bottom())):
            count = obs.trick_counts[player]
            for i, item in enumerate(self.pile_items[row]):
                item.setVisible(i < min(count, 3))
                if i < count:
                    item.set_stone(None, face_up=False)
                    item.setRotation(90)
                    item.setPos(PILE_X + 28 + i * 4, (BOTTOM_Y + 10 if row == 0 else TOP_Y + 10)
                                - i * 4)

    def _draw_texts(self) -> None:
        obs = self.obs
        names = [s.name for s in self.seats]
        me = self.bottom()
        for row, player in ((0, me), (1, 1 - me)):
            y = BOTTOM_Y if row == 0 else TOP_Y
            name = self.name_items[row]
            name.setText(names[player] + ("  ◀" if obs.to_move == player
                                          and obs.phase == "play" else ""))
            name.setPos(30, y + 4)
            score = self.score_items[row]
            score.setText(fill(QCoreApplication.translate("DominoBoard", "%1\n%2 this deal\n%3"),
                               texts.big_text(obs.big[player]),
                               texts.points_text(obs.points[player]),
                               texts.tricks_text(obs.trick_counts[player])))
            score.setPos(30, y + 38)
            label = self.pile_labels[row]
            label.setText(texts.tricks_text(obs.trick_counts[player]))
            label.setPos(PILE_X, (BOTTOM_Y if row == 0 else TOP_Y) + 84)
        self.stock_label.setText(texts.stock_text(obs.stock_size))
        self.stock_label.setPos(STOCK_X - 40, STOCK_Y + 172)
        trump = fill(QCoreApplication.translate("DominoBoard", "Trumps: %1"),
                     texts.suit_name(obs.trump))
        if obs.closed_by is not None:
            trump += "\n" + fill(QCoreApplication.translate("DominoBoard", "Closed by %1"),
                                 names[obs.closed_by])
        elif obs.trump_holder is not None:
            trump += "\n" + fill(QCoreApplication.translate("DominoBoard", "%1 drew %2"),
                                 names[obs.trump_holder], texts.stone_text(obs.trump_stone))
        self.trump_label.setText(trump)
        self.trump_label.setPos(STOCK_X - 40, STOCK_Y - 80)
        caption = ""
        if obs.trick:
            caption = fill(QCoreApplication.translate("DominoBoard", "%1 led"),
                           names[obs.trick[0][0]])
            if obs.declared is not None:
                caption += " · " + fill(QCoreApplication.translate(
                    "DominoBoard", "declared %1: %2"), texts.doubles_text(len(obs.declared[1])),
                    ", ".join(texts.stone_text(d) for d in obs.declared[1]))
        elif obs.tricks and obs.phase == "play":
            last = obs.tricks[-1]
            caption = fill(QCoreApplication.translate("DominoBoard", "%1 took the last trick"),
                           names[last.winner])
        self.trick_label.setText(caption)
        self.trick_label.setPos(TRICK_X[0] - 60, TRICK_Y + 200)
        # Rich text: every text put in is escaped (names are never markup).
        lines = [escaped(fill(QCoreApplication.translate("DominoBoard", "Deal %1 · %2"),
                              obs.deal, texts.variant_name(obs.variant))),
                 escaped(fill(QCoreApplication.translate(
                     "DominoBoard", "Big points %1 : %2, match to %3"),
                     obs.big[me], obs.big[1 - me], obs.target))]
        if obs.strict and obs.phase == "play":
            lines.append("<span style='color:#ffb36b'>%s</span>" % escaped(
                QCoreApplication.translate("DominoBoard", "Follow rules apply: no more drawing.")))
        if obs.first70 is not None:
            lines.append(escaped(fill(QCoreApplication.translate(
                "DominoBoard", "%1 reached 70 first."), names[obs.first70])))
        self.info.setHtml("<br>".join(lines))
        if self.banner is not None:
            self.scene.removeItem(self.banner)
            self.banner = None
        if obs.phase == "end":
            self.banner = BannerItem(self.prompt(), 40)
            self.banner.setZValue(30)
            self.banner.fit(WIDTH - 40)
            self.banner.setPos(WIDTH / 2, TRICK_Y - 60)
            self.scene.addItem(self.banner)

    def _update_pad(self) -> None:
        if self._controls is None or self.obs is None:
            return
        names = [s.name for s in self.seats]
        self._controls.set_pad(pad.compact_html(self.obs.records, names, self.obs.target,
                                                self.obs.variant))

    def _update_controls(self) -> None:
        if self._controls is None:
            return
        acts = self.my_legal()
        self._controls.set_enabled(close=Close() in acts,
                                   declare=any(isinstance(a, Play) and a.declare for a in acts))
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
