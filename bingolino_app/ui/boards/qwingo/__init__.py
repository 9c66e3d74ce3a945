"""The Qwingo board for the shell (ui/boards.board_class("qwingo") returns ``Board``)."""

from bingolino_app.ui.boards.qwingo.board import Board

__all__ = ["Board"]
