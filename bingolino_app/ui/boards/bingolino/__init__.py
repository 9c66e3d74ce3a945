"""The Bingolino board for the shell (ui/boards.board_class("bingolino") returns ``Board``)."""

from bingolino_app.ui.boards.bingolino.board import Board

__all__ = ["Board"]
