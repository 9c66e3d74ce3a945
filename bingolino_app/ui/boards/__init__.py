"""One board (QGraphicsScene + controls) per game, in bingolino_app.ui.boards.<game_id>.
Imports printing (the score sheets' helpers) and common, never the window that hosts it."""

from __future__ import annotations

import importlib


def board_class(game_id: str) -> type:
    """The ``Board`` class (a GameBoard subclass) of ``game_id``; imported on demand."""
    return importlib.import_module(f"bingolino_app.ui.boards.{game_id}").Board
