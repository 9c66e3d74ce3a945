"""The review panel's lists (decisions, log): short on a small screen, following a move.
Their items hold the move they belong to (Qt.UserRole)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QPalette
from PySide6.QtWidgets import QAbstractItemView, QListWidget

from bingolino_app.ui.common.compact import MinimumHeightHint


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

    def follow_log(self, position: int, move_current: bool = True) -> None:
        """The log at ``position``: lines up to it as written, later ones greyed; the lines
        of the move that led here in bold and in view from their first (a move's own line
        came before the next turn's heading and was scrolled away), its last line current
        (``move_current`` False: the keys moved through the log itself, line by line, and
        the line stays where they put it)."""
        palette = self.palette()
        later = QBrush(palette.color(QPalette.Disabled, QPalette.Text))
        now = QBrush(palette.color(QPalette.Text))
        current = first = None
        for row in range(self.count()):
            item = self.item(row)
            k = item.data(Qt.UserRole)
            ahead = k > position
            item.setForeground(later if ahead else now)
            font = item.font()
            if font.bold() != (k == position):
                font.setBold(k == position)
                item.setFont(font)
            if not ahead:
                current = row
            if k == position and first is None:
                first = row
        if not move_current:
            return
        if current is not None:
            self.setCurrentRow(current)
            self.show_rows(current if first is None else first, current)
        else:
            self.following = None
            self.setCurrentItem(None)
            self.scrollToTop()

    def follow_decision(self, position: int) -> None:
        """The judged decisions at ``position``: its own selected, or the last one before it
        in view; the list follows the slider and the keys as the chart does."""
        row = None
        for i in range(self.count()):
            if self.item(i).data(Qt.UserRole) > position:
                break
            row = i
        if row is None:
            self.clearSelection()
            if self.count():
                self.show_rows(0, 0)
            return
        if self.item(row).data(Qt.UserRole) == position:
            self.setCurrentRow(row)
        else:
            self.clearSelection()
        self.show_rows(row, row)
