"""The Lino board for the shell (ui/boards.board_class("lino") returns ``Board``)."""

from bingolino_app.ui.boards.lino.board import Board

__all__ = ["Board"]
