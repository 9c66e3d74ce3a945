"""The scene items of the Lino board: the tiles area and the score panel beside it."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from bingolino_app.ui.boards.lino import drawing
from bingolino_app.ui.boards.lino.drawing import Picture, fitted_font, font


class BoardItem(QGraphicsItem):
    """The tiles, stones and marks, painted by drawing.paint_board into a fixed square."""

    def __init__(self, side: float) -> None:
        super().__init__()
        self.rect = QRectF(0, 0, side, side)
        self.picture: Picture | None = None

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setPen(QPen(QColor(0, 0, 0, 60), 2))
        painter.setBrush(QColor(255, 255, 255, 18))
        painter.drawRoundedRect(self.rect.adjusted(1, 1, -1, -1), 12, 12)
        if self.picture is not None:
            drawing.paint_board(painter, self.rect.adjusted(8, 8, -8, -8), self.picture)

    def set_picture(self, picture: Picture) -> None:
        self.picture = picture
        self.update()

    def area(self) -> QRectF:
        return self.rect.adjusted(8, 8, -8, -8)

    def cell_rect(self, cell) -> QRectF:
        return drawing.cell_rect(self.picture.box, self.area(), cell)

    def cell_at(self, point: QPointF):
        return None if self.picture is None else drawing.cell_at(self.picture.box, self.area(),
                                                                  point)


class TileGhost(QGraphicsItem):
    """The tile under the mouse while it is dragged."""

    def __init__(self, size: float, back: str | None) -> None:
        super().__init__()
        self.size, self.back = size, back
        self.setZValue(50)
        self.setOpacity(0.85)

    def boundingRect(self) -> QRectF:
        return QRectF(-self.size / 2, -self.size / 2, self.size, self.size)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        drawing.paint_tile(painter, self.boundingRect(), self.back, -1, "selected")


class PanelItem(QGraphicsItem):
    """Names, scores, the score track with its 50/100 tiles, and the results of finished games."""

    def __init__(self, width: float, height: float) -> None:
        super().__init__()
        self.rect = QRectF(0, 0, width, height)
        self.names: list[str] = ["", ""]
        self.lines: list[str] = ["", ""]  # under each name: stones left, points...
        self.scores = (0, 0)
        self.active: int | None = None
        self.table: list[list[str]] = []  # finished games: header + rows
        self.banner = ""

    def boundingRect(self) -> QRectF:
        return self.rect

    def score_anchor(self, player: int) -> QPointF:
        """Where flying points land: the player's score."""
        return self.mapToScene(QPointF(self.rect.width() - 60, 34 + player * 72))

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        w = self.rect.width()
        for p in (0, 1):
            box = QRectF(0, p * 72, w, 64)
            painter.setPen(QPen(QColor("#ffd54a") if p == self.active else QColor(0, 0, 0, 80),
                                3 if p == self.active else 1))
            painter.setBrush(QColor(255, 255, 255, 30))
            painter.drawRoundedRect(box, 10, 10)
            drawing.paint_stone(painter, QPointF(30, box.center().y()), 16, p)
            painter.setPen(QColor("#f5f0e1"))
            name_rect = QRectF(56, box.top() + 4, w - 170, 30)
            # A long name first gets smaller, then ends in "…".
            painter.setFont(fitted_font(self.names[p], name_rect.width(), 22, True, 15))
            name = QFontMetricsF(painter.font()).elidedText(
                self.names[p], Qt.ElideRight, name_rect.width())
            painter.drawText(name_rect, Qt.AlignLeft | Qt.AlignVCenter, name)
            painter.setFont(font(15))
            painter.drawText(QRectF(56, box.top() + 34, w - 170, 24),
                             Qt.AlignLeft | Qt.AlignVCenter, self.lines[p])
            painter.setFont(font(34, True))
            painter.setPen(QColor("#ffe08a"))
            painter.drawText(QRectF(w - 120, box.top(), 110, 64), Qt.AlignRight | Qt.AlignVCenter,
                             str(int(self.scores[p])))
        drawing.paint_score_track(painter, QRectF(0, 160, w, 300), self.scores)
        y = 470.0
        if self.table:
            widths = [w * 0.3] + [w * 0.175] * 4
            for i, row in enumerate(self.table):
                x = 0.0
                painter.setPen(QColor("#ffe08a") if i == 0 else QColor("#f5f0e1"))
                for j, cell in enumerate(row):
                    painter.setFont(fitted_font(cell, widths[j] - 10, 14, i == 0))
                    painter.drawText(QRectF(x, y, widths[j] - 4, 24),
                                     (Qt.AlignLeft if j == 0 else Qt.AlignRight) | Qt.AlignVCenter,
                                     cell)
                    x += widths[j]
                y += 26
        if self.banner:
            painter.setFont(fitted_font(self.banner, w - 8, 34, True, 16))
            painter.setPen(QColor("#ffe08a"))
            painter.drawText(QRectF(0, y + 10, w, 60), Qt.AlignCenter | Qt.TextWordWrap,
                             self.banner)


class FlyText(QGraphicsObject):
    """"+11" flying from a closed row to the scorer's total."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text
        self.setZValue(60)

    def boundingRect(self) -> QRectF:
        return QRectF(-50, -22, 100, 44)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        painter.setPen(QPen(QColor("#000"), 2))
        painter.setBrush(QColor("#ffe08a"))
        painter.drawRoundedRect(QRectF(-40, -18, 80, 36), 10, 10)
        painter.setFont(font(22, True))
        painter.drawText(QRectF(-40, -18, 80, 36), Qt.AlignCenter, self.text)
