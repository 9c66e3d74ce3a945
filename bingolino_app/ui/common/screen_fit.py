"""Windows open no larger than the screen they open on: a 1024x600 netbook shows their buttons."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

FRAME = (40, 60)  # room left for the window's frame and title bar


def fitted_size(widget: QWidget, width: int, height: int) -> tuple[int, int]:
    """``width`` x ``height``, shrunk to the available area of ``widget``'s screen."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return width, height
    area = screen.availableGeometry()
    return (max(1, min(width, area.width() - FRAME[0])),
            max(1, min(height, area.height() - FRAME[1])))
