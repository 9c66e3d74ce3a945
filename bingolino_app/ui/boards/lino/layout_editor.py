"""A dialog to draw a starting layout of one's own: 56 tiles in one group, on up to 15 x 15 cells.

Click or drag to lay and lift tiles (the first cell of a drag decides which); arrows and Space
do the same from the keyboard. OK stays disabled, with the reason shown, until the layout is one
the game accepts (rules.parse_layout).
"""

from __future__ import annotations

import random

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget,
)

from bingolino_app.games.lino import rules
from bingolino_app.ui.boards.lino import drawing
from bingolino_app.ui.common import theme

SIDE = rules.MAX_SIDE
ARROWS = {Qt.Key_Left: (-1, 0), Qt.Key_Right: (1, 0), Qt.Key_Up: (0, -1), Qt.Key_Down: (0, 1)}


def centred(cells) -> set[tuple[int, int]]:
    """``cells`` moved to the middle of the SIDE x SIDE drawing grid."""
    cells = {tuple(c) for c in cells}
    if not cells:
        return set()
    c0, r0 = min(c for c, _ in cells), min(r for _, r in cells)
    c1, r1 = max(c for c, _ in cells), max(r for _, r in cells)
    dc, dr = (SIDE - (c1 - c0 + 1)) // 2 - c0, (SIDE - (r1 - r0 + 1)) // 2 - r0
    return {(c + dc, r + dr) for c, r in cells}


class LayoutCanvas(QWidget):
    """The drawing grid."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cells: set[tuple[int, int]] = set()
        self.cursor = (SIDE // 2, SIDE // 2)
        self._adding: bool | None = None  # during a drag: laying (True) or lifting (False)
        self.setFocusPolicy(Qt.StrongFocus)
        self.setMinimumSize(360, 360)

    def sizeHint(self) -> QSize:
        return QSize(480, 480)

    def set_cells(self, cells) -> None:
        self.cells = centred(cells)
        self.update()
        self.changed.emit()

    # --- geometry ----------------------------------------------------------------------------
    def _grid(self) -> tuple[float, QPointF]:
        size = min(self.width(), self.height()) / SIDE
        return size, QPointF((self.width() - size * SIDE) / 2, (self.height() - size * SIDE) / 2)

    def cell_rect(self, cell) -> QRectF:
        size, origin = self._grid()
        return QRectF(origin.x() + cell[0] * size, origin.y() + cell[1] * size, size, size)

    def cell_at(self, point: QPointF) -> tuple[int, int] | None:
        size, origin = self._grid()
        c, r = int((point.x() - origin.x()) // size), int((point.y() - origin.y()) // size)
        return (c, r) if 0 <= c < SIDE and 0 <= r < SIDE else None

    # --- changing ----------------------------------------------------------------------------
    def _set(self, cell, present: bool) -> None:
        if present == (cell in self.cells):
            return
        if present:
            self.cells.add(cell)
        else:
            self.cells.discard(cell)
        self.update()
        self.changed.emit()

    def toggle(self, cell) -> None:
        self._set(cell, cell not in self.cells)

    def mousePressEvent(self, event) -> None:  # noqa: N802
        cell = self.cell_at(event.position())
        if event.button() == Qt.LeftButton and cell is not None:
            self._adding = cell not in self.cells
            self.cursor = cell
            self._set(cell, self._adding)

    def mouseMoveEvent(self, event) -> None:  # noqa: N802
        cell = self.cell_at(event.position())
        if self._adding is not None and cell is not None:
            self.cursor = cell
            self._set(cell, self._adding)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        self._adding = None

    def keyPressEvent(self, event) -> None:  # noqa: N802
        key = event.key()
        if key in ARROWS:
            dc, dr = ARROWS[key]
            self.cursor = (min(max(self.cursor[0] + dc, 0), SIDE - 1),
                           min(max(self.cursor[1] + dr, 0), SIDE - 1))
            self.update()
        elif key == Qt.Key_Space:
            self.toggle(self.cursor)
        else:
            super().keyPressEvent(event)

    # --- painting ----------------------------------------------------------------------------
    def paintEvent(self, event) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.Antialiasing)
        size, origin = self._grid()
        board = QRectF(origin.x(), origin.y(), size * SIDE, size * SIDE)
        painter.fillRect(board, theme.colour("lino.felt_light"))
        painter.setPen(QPen(theme.colour("lino.editor_grid"), 1))
        for i in range(SIDE + 1):
            painter.drawLine(QPointF(board.left() + i * size, board.top()),
                             QPointF(board.left() + i * size, board.bottom()))
            painter.drawLine(QPointF(board.left(), board.top() + i * size),
                             QPointF(board.right(), board.top() + i * size))
        for cell in self.cells:
            drawing.paint_tile(painter, self.cell_rect(cell), None, -1, None)
        if self.hasFocus():
            painter.setBrush(Qt.NoBrush)
            painter.setPen(QPen(theme.colour(drawing.MARKS["cursor"]), max(2.0, size * 0.08)))
            painter.drawRoundedRect(self.cell_rect(self.cursor).adjusted(1, 1, -1, -1), 4, 4)
        painter.end()


class LayoutEditor(QDialog):
    """Draw a layout; ``layout_text()`` is the accepted layout as rules.encode_layout gives it."""

    def __init__(self, start: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.canvas = LayoutCanvas()
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.cross_button = QPushButton()
        self.random_button = QPushButton()
        self.clear_button = QPushButton()
        for button in (self.cross_button, self.random_button, self.clear_button):
            button.setAutoDefault(False)
        self.cross_button.clicked.connect(lambda: self.canvas.set_cells(rules.cross_layout()))
        self.random_button.clicked.connect(
            lambda: self.canvas.set_cells(rules.random_layout(random.Random())))
        self.clear_button.clicked.connect(lambda: self.canvas.set_cells(()))
        self.buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.canvas, 1)
        layout.addWidget(self.status)
        row = QHBoxLayout()
        for button in (self.cross_button, self.random_button, self.clear_button):
            row.addWidget(button)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addWidget(self.buttons)

        self.canvas.changed.connect(self._check)
        cells = rules.parse_layout(start) if start else None
        self.canvas.set_cells(cells or rules.cross_layout())
        self.retranslate()
        self.canvas.setFocus()

    def layout_text(self) -> str | None:
        """The drawn layout, or None while it is not a valid start."""
        cells = self.canvas.cells
        if not cells:
            return None
        text = rules.encode_layout(cells)
        return text if rules.is_layout_string(text) else None

    def problem(self) -> str:
        """Why OK is disabled ("" when the layout is fine)."""
        cells = self.canvas.cells
        count = self.tr("%n tile(s) laid", "", len(cells))
        if len(cells) != rules.TILES:
            return f"{count}. " + self.tr("A board needs exactly 56 tiles.")
        if not rules.connected(cells):
            return f"{count}. " + self.tr(
                "The tiles must form one group: each touches another by a side or a corner.")
        return ""

    def _check(self) -> None:
        problem = self.problem()
        self.status.setText(problem or self.tr("56 tiles in one group: ready to play."))
        self.buttons.button(QDialogButtonBox.Ok).setEnabled(not problem)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Draw a starting layout"))
        self.intro.setText(self.tr(
            "Click or drag over the grid to lay tiles and to take them away (arrow keys and "
            "Space work too). Lay exactly 56 tiles in one group."))
        self.cross_button.setText(self.tr("Start from the cross"))
        self.random_button.setText(self.tr("Random"))
        self.clear_button.setText(self.tr("Clear"))
        self._check()

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    @classmethod
    def ask(cls, parent: QWidget | None, start: str | None = None) -> str | None:
        """The layout the user drew, or None when cancelled."""
        dialog = cls(start, parent)
        try:
            return dialog.layout_text() if dialog.exec() == QDialog.Accepted else None
        finally:
            dialog.deleteLater()
