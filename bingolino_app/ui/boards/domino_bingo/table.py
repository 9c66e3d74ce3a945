"""Drawing the Domino Bingo table: the hands, the stock with the turned trump, the trick in
the middle with its caption, the won piles, the texts around them and the deal's summary sheet.

A mixin of ``board.Board``: it reads the board's observation, pace and items and only places
them; what the player can do with them is the board's business.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QFontMetricsF

from bingolino_app.games.domino_bingo import rules
from bingolino_app.games.domino_bingo.rules import stone_id
from bingolino_app.games.domino_bingo.state import Play
from bingolino_app.ui.boards.domino_bingo import shown, summary, texts
from bingolino_app.ui.boards.domino_bingo.items import W
from bingolino_app.ui.boards.domino_bingo.scene import hand_order
from bingolino_app.ui.boards.domino_bingo.texts import fill
from bingolino_app.ui.boards.fit import set_box, set_elided
from bingolino_app.ui.common import theme
from bingolino_app.ui.common.elide import full_text_tip, names_to_fit
from bingolino_app.ui.common.text import escaped

WIDTH, HEIGHT = 1180.0, 800.0
PITCH = W + 12
HAND_X = 300.0  # left edge of a 7-stone hand row
NAME_PX, NAME_MIN_PX = 24, 19  # a player's name beside his hand: its size, the least
TOP_Y, BOTTOM_Y = 40.0, 640.0
TRICK_Y = 320.0
TRICK_X = (480.0, 560.0)  # leader's slot, follower's slot
STOCK_X, STOCK_Y = 90.0, 290.0
PILE_X = 1000.0
TEXT_PX = 18  # the table's small texts: about 11 px on the screen at 1024x600 (scale 0.64)


class TableDrawing:
    """The drawing half of the board (see the module's docstring)."""

    def _bottom_hand(self) -> list:
        obs = self.obs
        if obs is None or obs.hands[self.bottom()] is None:
            return []
        return hand_order(obs.hands[self.bottom()], obs.trump)

    def _draw(self) -> None:
        self._draw_hands()
        self._draw_table()
        self._draw_texts()
        self._draw_sheet()
        # The match's end card says who reached 70 and the target: these lines stood out
        # beside it, cut at its edge.
        self.info.setVisible(self.end_card is None)
        self._update_pad()

    def _deal_numbers(self):
        """(deal, points, tricks) the table shows: between two deals, the finished one's."""
        obs = self.obs
        if self.summary_up():
            record = obs.records[self.pace.summary_deal - 1]
            return self.pace.summary_deal, record["points"], record["tricks"]
        return obs.deal, obs.points, obs.trick_counts

    def _draw_hands(self) -> None:
        obs, me = self.obs, self.bottom()
        acts = self.my_legal()
        playable = {tuple(a.stone) for a in acts if isinstance(a, Play)}
        declarable = {tuple(a.stone) for a in acts if isinstance(a, Play) and a.declare}
        between = self.summary_up()  # the next deal's hands stay in the box until then
        for row, player in ((0, me), (1, 1 - me)):
            hand = obs.hands[player]
            stones = [] if between else hand_order(hand, obs.trump) if hand is not None \
                else [None] * obs.hand_sizes[player]
            self.hand_shown[row] = stones
            x0 = HAND_X + (7 - len(stones)) * PITCH / 2
            y = BOTTOM_Y if row == 0 else TOP_Y
            for i, item in enumerate(self.hand_items[row]):
                if i >= len(stones):
                    item.hide()
                    item.set_stone(None, face_up=False)  # a hidden item keeps no stone
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
        between = self.summary_up()
        # The stock: a stack of backs lying across, the turned trump stone beneath them.
        n = 0 if between else obs.stock_size
        shown_n = (n - 1 if obs.trump_holder is None else n) if n else 0
        for i, item in enumerate(self.stock_items):
            visible = i < min(shown_n, 7)
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
        # The trick in the middle: a finished trick in full (just taken, or brought back)
        # inside a frame; else the trick being played; between tricks the last one, dimmed.
        full = self.pace.trick()
        finished = None
        if full is not None:
            t = full[0]
            trick, trump = [(t.leader, t.stones[0]), (1 - t.leader, t.stones[1])], t.trump
        elif between:
            trick, trump = [], obs.trump
        else:
            trick, trump = list(obs.trick), obs.trump
            if not trick and obs.tricks and obs.phase == "play":
                finished = obs.tricks[-1]
                trick = [(finished.leader, finished.stones[0]),
                         (1 - finished.leader, finished.stones[1])]
        self.frame.setVisible(full is not None)
        for slot, item in enumerate(self.trick_items):
            if slot < len(trick):
                player, s = trick[slot]
                item.show()
                item.setRotation(0)
                item.setOpacity(0.75 if finished else 1.0)
                item.set_stone(s, trump=rules.is_trump(stone_id(s), trump))
                item.setPos(TRICK_X[slot], TRICK_Y + (-40 if player != self.bottom() else 40))
            else:
                item.hide()
        # Won tricks beside each player.
        _, _, counts = self._deal_numbers()
        for row, player in ((0, self.bottom()), (1, 1 - self.bottom())):
            count = counts[player]
            for i, item in enumerate(self.pile_items[row]):
                item.setVisible(i < min(count, 3))
                if i < count:
                    item.set_stone(None, face_up=False)
                    item.setRotation(90)
                    item.setPos(PILE_X + 28 + i * 4, (BOTTOM_Y + 10 if row == 0 else TOP_Y + 10)
                                - i * 4)

    def _big_shown(self, player: int) -> int:
        """A player's big points on the table: while the match's last trick still holds the
        result, without what the final deal gave (the end sheet tells it)."""
        obs = self.obs
        if not self.result_held() or not obs.records:
            return obs.big[player]
        won = sum(a["amount"] for a in obs.records[-1]["awards"] if a["player"] == player)
        return obs.big[player] - won

    def _draw_texts(self) -> None:
        obs = self.obs
        names = [s.name for s in self.seats]
        me = self.bottom()
        between = self.summary_up()
        deal, points, counts = self._deal_numbers()
        for row, player in ((0, me), (1, 1 - me)):
            y = BOTTOM_Y if row == 0 else TOP_Y
            name = self.name_items[row]
            # The turn marker always shows: the name gives way to it, ending in "…".
            marker = "  ◀" if obs.to_move == player and not between and obs.phase == "play" \
                else ""
            # A long name is set smaller, down to NAME_MIN_PX, before it is cut: "Konstantin
            # Petro…" stood cut in the full size with the hand's whole row beside it.
            font = name.font()
            for px in range(NAME_PX, NAME_MIN_PX - 1, -1):
                font.setPixelSize(px)
                room = HAND_X - 40 - px * 1.5 * bool(marker)
                if QFontMetricsF(font).horizontalAdvance(names[player]) <= room:
                    break
            name.setFont(font)
            # A hand of fewer stones (the last tricks, the end) leaves the name more room: it
            # stands whole there, at the size it had beside the full hand.
            extra = (7 - len(self.hand_shown[row])) * PITCH / 2
            room += extra
            set_box(name, QRectF(20, y, HAND_X - 30 + extra, 36))
            set_elided(name, names[player], room)
            name.setText(name.text() + marker)
            name.setPos(30, y + 4)
            # Big points and this deal's points; the tricks are counted by the won pile.
            score = self.score_items[row]
            score.setText(fill(QCoreApplication.translate("DominoBoard", "%1\n%2 this deal"),
                               texts.big_text(self._big_shown(player)),
                               texts.points_text(points[player])))
            score.setPos(30, y + 38)
            label = self.pile_labels[row]
            label.setText(texts.tricks_text(counts[player]))
            label.setPos(PILE_X, y + 98)  # under the pile, whose stones lie across
        self.stock_label.setVisible(not between)
        self.trump_label.setVisible(not between)
        self.stock_label.setText(texts.stock_text(obs.stock_size))
        self.stock_label.setPos(STOCK_X - 40, STOCK_Y + 172)
        trump = fill(QCoreApplication.translate("DominoBoard", "Trumps: %1"),
                     texts.suit_name(obs.trump))
        if obs.closed_by is not None:
            trump += "\n" + fill(QCoreApplication.translate("DominoBoard", "Closed by: %1"),
                                 names[obs.closed_by])
        elif obs.trump_holder is not None:
            trump += "\n" + fill(QCoreApplication.translate("DominoBoard", "%1 drew %2"),
                                 names[obs.trump_holder], texts.stone_text(obs.trump_stone))
        # A name gets the line as far as the trick's place (the label's box in board.py).
        self._set_text(self.trump_label, trump, TRICK_X[0] - 20 - (STOCK_X - 40))
        self.trump_label.setPos(STOCK_X - 40, STOCK_Y - 80)
        self._draw_caption(names)
        # Rich text: every text put in is escaped (names are never markup). The big points
        # stand under the names; here only what the match is played to.
        lines = [escaped(fill(QCoreApplication.translate("DominoBoard", "Deal %1 · %2"),
                              deal, texts.variant_name(obs.variant))),
                 escaped(fill(QCoreApplication.translate(
                     "DominoBoard", "The match is played to %1 big points."), obs.target))]
        if obs.strict and obs.phase == "play" and not between:
            lines.append("<span style='color:%s'>%s</span>" % (theme.hex("domino.strict"), escaped(
                QCoreApplication.translate("DominoBoard", "Follow rules apply: no more drawing."))))
        if obs.first70 is not None:  # the sentence wraps: a name may take a line of it
            lines.append(escaped(self.short(fill(QCoreApplication.translate(
                "DominoBoard", "%1 reached 70 first."), names[obs.first70]), self.info.font(),
                self.info.textWidth() - 12)))
        self.info.setHtml("<br>".join(lines))

    def _set_text(self, item, text: str, room: float | None = None) -> None:
        """A text of the table with long names shortened (with ``room``: each line's names
        only as far as a line that wide needs), the full text in the tooltip."""
        if room is None:
            shown = self.short(text, item.font())
        else:
            names = [s.name for s in self.seats]
            shown = "\n".join(names_to_fit(line, names, item.font(), room)
                              for line in text.split("\n"))
        item.setText(shown)
        item.setToolTip(full_text_tip(shown, text))

    def _draw_caption(self, names) -> None:
        """Under the trick: who led; for a finished trick who took it, and what came with it."""
        obs = self.obs
        full = self.pace.trick()
        note = ""
        if full is not None:
            t, recalled = full
            lines = [shown.recalled_text(t, names) if recalled else shown.taken_text(t, names)]
            lines += shown.notes_text(t, names)
            caption = "\n".join(lines)
            if recalled:
                note = QCoreApplication.translate("DominoBoard",
                                                  "Click or press any key to go back.")
            elif self.goes_on_by_click():
                # the table waits (a human to move just plays; a review steps by its keys)
                note = QCoreApplication.translate("DominoBoard",
                                                  "Click the table or press Space to go on.")
        elif self.summary_up():
            caption = ""
        elif obs.trick:
            caption = fill(QCoreApplication.translate("DominoBoard", "%1 led"),
                           names[obs.trick[0][0]])
            if obs.declared is not None:
                caption += " · " + fill(QCoreApplication.translate(
                    "DominoBoard", "declared %1: %2"), texts.doubles_text(len(obs.declared[1])),
                    ", ".join(texts.stone_text(d) for d in obs.declared[1]))
        elif obs.tricks and obs.phase == "play":
            last = obs.tricks[-1]
            caption = fill(QCoreApplication.translate("DominoBoard", "Last trick went to %1"),
                           names[last.winner])
        else:
            caption = ""
        # What to do now stands on the table, as in the other games (it was only in the side
        # panel, small beside a table drawn twice as large at 1920x1080).
        if not note and not self.reviewing and obs.phase != "end" and self.humans_here():
            note = self.prompt()
        # It stands between the hands' left edge and the won piles (placed below).
        room = PILE_X - 20 - max(HAND_X - 120, 170)
        self._set_text(self.trick_label, caption, room)
        self._set_text(self.go_on_label, "\n".join(self._wrapped(note, room)), room)
        self.go_on_label.setVisible(bool(note))
        centre = TRICK_X[0] + (TRICK_X[1] - TRICK_X[0] + W) / 2
        y = TRICK_Y + 176
        for item in (self.trick_label, self.go_on_label):
            width = item.boundingRect().width()
            x = min(max(centre - width / 2, HAND_X - 120), PILE_X - 20 - width)
            item.setPos(max(x, 170), y)
            y += item.boundingRect().height() + 4

    def _wrapped(self, text: str, room: float) -> list[str]:
        """``text`` in lines no wider than ``room`` (the go-on label's font)."""
        from PySide6.QtGui import QFontMetricsF

        metrics = QFontMetricsF(self.go_on_label.font())
        lines, line = [], ""
        for word in text.split():
            trial = f"{line} {word}" if line else word
            if line and metrics.horizontalAdvance(trial) > room:
                lines.append(line)
                line = word
            else:
                line = trial
        return lines + ([line] if line else [])

    def _draw_sheet(self) -> None:
        """The summary over the table once the last trick of the deal has been seen."""
        obs = self.obs
        if self.pace.trick() is not None:
            deal = None
        elif obs.phase == "end":
            deal = obs.deal
        else:
            deal = self.pace.summary_deal
        if deal is None or deal < 1:
            self.sheet.hide()
            self.veil.hide()
            self.hide_end_card()
            return
        if obs.phase == "end":  # the match: the end card every game has (end_card.py)
            self.sheet.hide()
            self.veil.show()
            self.show_end_card(0.6)
            return
        self.hide_end_card()
        # The winner's banner has the sheet's width: the whole name where it fits; in the
        # table a long name wraps.
        room = summary.banner_room()
        names = [s.name for s in self.seats]
        self.sheet.show_facts(summary.facts(obs, deal), summary.table_names(names),
                              [self.short(n, room[0], room[1]) for n in names])
        rect = self.sheet.boundingRect()
        scale = min(1.0, (HEIGHT - 24) / rect.height())
        self.sheet.setScale(scale)
        self.sheet.setPos((WIDTH - rect.width() * scale) / 2,
                          max(12.0, (HEIGHT - rect.height() * scale) / 2))
        self.sheet.show()
        self.veil.show()
