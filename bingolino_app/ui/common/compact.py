"""Widgets that ask only for their minimum height: a panel laid out at the height its content
wants (a scroll area around it) then fits a small screen, and a taller window gives them the
rest through their layout stretch."""

from __future__ import annotations

from PySide6.QtCore import QSize


class MinimumHeightHint:
    """Mixin, before the Qt widget class: the size hint's height is the minimum height."""

    def sizeHint(self) -> QSize:  # noqa: N802
        hint = super().sizeHint()  # type: ignore[misc]
        return QSize(hint.width(), self.minimumHeight())  # type: ignore[attr-defined]
