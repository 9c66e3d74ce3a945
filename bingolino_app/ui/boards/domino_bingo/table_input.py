"""How the Domino Bingo table takes the player's clicks and keys (a part of its Board): a
click or a key goes on from a finished trick or a deal's summary, plays a stone, closes the
stock; nothing here changes the game, the Board turns choices into actions."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from bingolino_app.games.domino_bingo.state import Close


class TableInput:
    """Mouse and keys of the table (mixed into the Board)."""

    def click(self, pos: QPointF) -> bool:
        if self.obs is None:
            return False
        if self.end_card is not None:  # the match is over: its card's buttons
            return self.end_card.press(pos)
        if self.sheet.isVisible():  # the sheet lies over the table: only its button works
            if self.sheet.button.hit(pos):
                self.sheet_button()
            return True
        if self.pace.recall is not None or (self.pace.fresh is not None and not (
                self.my_legal() and self._hand_hit(pos))):
            return self.go_on()  # a click anywhere gathers the trick; a stone is played
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

    def _hand_hit(self, pos: QPointF) -> bool:
        return any(item.isVisible() and item.sceneBoundingRect().contains(pos)
                   for item in self.hand_items[0])

    def key(self, key: int) -> bool:
        if self.obs is None:
            return False
        if key == Qt.Key_T:
            self.show_last_trick()
            return True
        if self.pace.recall is not None:
            return self.go_on()  # any key puts the recalled trick away
        go_keys = (Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space)
        if self.sheet.isVisible():
            if key in go_keys and self.obs.phase != "end":
                self.sheet_button()  # "Next deal"; "Play again" only by its button
                return True
            return False
        if self.pace.fresh is not None and (key in go_keys or key == Qt.Key_Escape) and (
                not self.my_legal() or self.cursor is None):
            return self.go_on()
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
