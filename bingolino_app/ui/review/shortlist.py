"""The review panel's lists (decisions, log): short on a small screen, following a move."""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractItemView, QListWidget

from bingolino_app.ui.compact import MinimumHeightHint


class ShortList(MinimumHeightHint, QListWidget):
    """A list that asks only for its minimum height (ui/compact.py), and keeps a move's
    lines in view."""

    following: tuple[int, int] | None = None  # rows kept in view (show_rows)

    def show_rows(self, first: int, last: int) -> None:
        """Keep rows ``first``..``last`` in view, the first one above all, also when the
        list changes height afterwards (the panel's texts above it rewrap)."""
        self.following = first, last
        self._scroll()

    def _scroll(self) -> None:
        first, last = self.following
        if not 0 <= first <= last < self.count():
            return
        self.doItemsLayout()  # wrapped lines' heights now, not at the next event
        self.scrollToItem(self.item(last))
        if not self.viewport().rect().contains(self.visualItemRect(self.item(first))):
            self.scrollToItem(self.item(first), QAbstractItemView.PositionAtTop)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        if self.following is not None:
            self._scroll()
