"""The Domino Bingo scene (routes keys and clicks to the board) and the order of a hand."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QGraphicsScene

from bingolino_app.games.domino_bingo import rules
from bingolino_app.games.domino_bingo.rules import stone_id



class Routed(Protocol):
    """Where the scene sends keys and clicks (board.Board is one)."""

    def key(self, key: int) -> bool: ...

    def click(self, pos: QPointF) -> bool: ...


def hand_order(hand, trump: int) -> list:
    """Plain stones by suit (higher half, blank first), then trumps weakest to strongest."""
    def key(s):
        i = stone_id(s)
        if rules.is_trump(i, trump):
            return (1, rules.trump_strength(i, trump), 0)
        high, low = rules.high_low(i)
        return (0, -rules.rank(high), -rules.suit_strength(i, high))
    return sorted(hand, key=key)


class DominoScene(QGraphicsScene):
    def __init__(self, board: Routed) -> None:
        super().__init__(board)
        self._board = board

    def keyPressEvent(self, event) -> None:
        if self._board.key(event.key()):
            event.accept()
        else:
            super().keyPressEvent(event)

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.LeftButton and self._board.click(event.scenePos()):
            event.accept()
        else:
            super().mousePressEvent(event)
