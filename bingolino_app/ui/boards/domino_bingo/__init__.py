"""The Domino Bingo board for the shell (``board_class("domino_bingo")`` returns ``Board``)."""

from bingolino_app.ui.boards.domino_bingo.board import Board

__all__ = ["Board"]
