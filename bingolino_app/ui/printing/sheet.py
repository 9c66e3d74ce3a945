"""What a game's score sheet module provides, and how the shell finds it.

Each game may offer ``bingolino_app.ui.boards.<id>.sheet`` with

    def make_sheet(session: Session | None, num_players: int) -> SheetSet

``session`` None asks for blank sheets for ``num_players`` players; otherwise the filled
sheets of that game. ``make_sheet`` runs in the GUI thread: it resolves every translated text
and copies the data it needs, because ``paint_card`` may run later in a worker thread (PDF
export) and must not touch the live session, QPixmap or widgets.
"""

from __future__ import annotations

import functools
import importlib
from types import ModuleType
from typing import Callable

import attrs
from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter


@attrs.define
class SheetSet:
    title: str
    """Translated, e.g. "Bingolino score sheet" (also the PDF title)."""
    cards: int
    """How many cards: one per player, or pages of a record."""
    aspect: float
    """Preferred card width / height (0.7: portrait)."""
    paint_card: Callable[[QPainter, QRectF, int], None]
    """Draws card ``i`` filling the rect (device units: size everything relative to it)."""


@functools.lru_cache(maxsize=None)  # menus ask after every move; imports are found once
def sheet_module(game_id: str) -> ModuleType | None:
    """The game's sheet module, or None when the game has no score sheet (yet)."""
    name = f"bingolino_app.ui.boards.{game_id}.sheet"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name in (name, f"bingolino_app.ui.boards.{game_id}"):
            return None
        raise




def make_sheet(game_id: str, session, num_players: int) -> SheetSet:
    module = sheet_module(game_id)
    if module is None:
        raise LookupError(f"{game_id} has no score sheet")
    return module.make_sheet(session, num_players)
