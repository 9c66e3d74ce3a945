"""Scene items of the Domino Bingo table: domino stones (our own drawing) and text labels.

A stone is drawn upright (pips of the first half on top) and turned by rotating the item.
Items hold pip numbers and flags only, never model objects.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush, QFont, QLinearGradient, QPainter, QPainterPath, QPen, QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsObject, QGraphicsSimpleTextItem

from bingolino_app.ui.common import theme

W, H = 56.0, 112.0  # an upright stone
PIP_SPOTS = {  # pip centres in a unit half (0..1 x 0..1)
    0: (),
    1: ((0.5, 0.5),),
    2: ((0.25, 0.25), (0.75, 0.75)),
    3: ((0.25, 0.25), (0.5, 0.5), (0.75, 0.75)),
    4: ((0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)),
    5: ((0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)),
    6: ((0.25, 0.2), (0.75, 0.2), (0.25, 0.5), (0.75, 0.5), (0.25, 0.8), (0.75, 0.8)),
}


def felt_brush(rect: QRectF) -> QBrush:
    grad = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.7)
    grad.setColorAt(0.0, theme.colour("domino.felt_light"))
    grad.setColorAt(1.0, theme.colour("domino.felt_dark"))
    return QBrush(grad)


def paint_stone(painter: QPainter, rect: QRectF, top: int, bottom: int, *, face_up: bool = True,
                trump: bool = False, dim: bool = False, highlight: bool = False,
                selected: bool = False) -> None:
    """Draw an upright stone filling ``rect`` (also used by the printed score pad).
    ``highlight``: a solid glow (a stone to play); ``selected``: the keyboard cursor, dots
    on a dark halo as on the other boards (shape, not only colour)."""
    painter.save()
    painter.setRenderHint(QPainter.Antialiasing)
    radius = rect.width() * 0.14
    if highlight:
        painter.setPen(QPen(theme.colour("table.highlight"), rect.width() * 0.09))
        painter.setBrush(Qt.NoBrush)
        painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), radius + 3, radius + 3)
    if selected:
        frame = rect.adjusted(-3, -3, 3, 3) if not highlight else rect.adjusted(-7, -7, 7, 7)
        painter.setBrush(Qt.NoBrush)
        painter.setPen(QPen(theme.colour("table.cursor_halo"), rect.width() * 0.1))
        painter.drawRoundedRect(frame, radius + 3, radius + 3)
        painter.setPen(QPen(theme.colour("domino.cursor"), rect.width() * 0.06, Qt.DotLine))
        painter.drawRoundedRect(frame, radius + 3, radius + 3)
    if face_up:
        grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
        grad.setColorAt(0.0, theme.colour("domino.face_top"))
        grad.setColorAt(1.0, theme.colour("domino.face_bottom"))
        painter.setBrush(QBrush(grad))
    else:
        grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
        grad.setColorAt(0.0, theme.colour("domino.back_top"))
        grad.setColorAt(1.0, theme.colour("domino.back_bottom"))
        painter.setBrush(QBrush(grad))
    painter.setPen(QPen(theme.colour("domino.edge"), max(1.0, rect.width() * 0.025)))
    painter.drawRoundedRect(rect, radius, radius)
    if not face_up:
        painter.setPen(QPen(theme.colour("domino.back_inner"), max(1.0, rect.width() * 0.03)))
        inner = rect.adjusted(rect.width() * 0.18, rect.width() * 0.18,
                              -rect.width() * 0.18, -rect.width() * 0.18)
        painter.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
        painter.restore()
        return
    mid = rect.top() + rect.height() / 2
    painter.setPen(QPen(theme.colour("domino.midline"), max(1.0, rect.width() * 0.03)))
    painter.drawLine(QPointF(rect.left() + rect.width() * 0.15, mid),
                     QPointF(rect.right() - rect.width() * 0.15, mid))
    painter.setPen(Qt.NoPen)
    painter.setBrush(theme.colour("domino.pip"))
    pip_r = rect.width() * 0.085
    for half, pips in ((0, top), (1, bottom)):
        box = QRectF(rect.left(), rect.top() + half * rect.height() / 2, rect.width(),
                     rect.height() / 2).adjusted(rect.width() * 0.1, rect.width() * 0.1,
                                                 -rect.width() * 0.1, -rect.width() * 0.1)
        for x, y in PIP_SPOTS[pips]:
            painter.drawEllipse(QPointF(box.left() + x * box.width(),
                                        box.top() + y * box.height()), pip_r, pip_r)
    if trump:  # a gold corner: "this stone is a trump"
        path = QPainterPath()
        s = rect.width() * 0.32
        path.moveTo(rect.right() - s, rect.top())
        path.lineTo(rect.right() - radius * 0.3, rect.top())
        path.lineTo(rect.right(), rect.top() + radius * 0.3)
        path.lineTo(rect.right(), rect.top() + s)
        path.closeSubpath()
        painter.setBrush(theme.colour("domino.trump"))
        painter.setPen(QPen(theme.colour("domino.trump_edge"), max(1.0, rect.width() * 0.025)))
        painter.drawPath(path)
        painter.setPen(Qt.NoPen)
    if dim:
        painter.setBrush(theme.colour("domino.dim"))
        painter.drawRoundedRect(rect, radius, radius)
    painter.restore()


class StoneItem(QGraphicsObject):
    """One domino stone on the table."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.pips: tuple[int, int] = (0, 0)
        self.face_up = False  # a back until told which stone it is
        self.trump = False
        self.dim = False
        self.highlight = False
        self.selected = False
        self.key = None  # what the stone stands for in the board (a stone tuple or None)
        self.setTransformOriginPoint(W / 2, H / 2)

    def boundingRect(self) -> QRectF:
        return QRectF(-6, -6, W + 12, H + 12)

    def set_stone(self, pips, face_up: bool = True, trump: bool = False, dim: bool = False,
                  highlight: bool = False, selected: bool = False) -> None:
        self.pips = (int(pips[0]), int(pips[1])) if pips is not None else (0, 0)
        self.face_up, self.trump, self.dim = face_up, trump, dim
        self.highlight, self.selected = highlight, selected
        self.update()

    def centre(self) -> QPointF:
        return self.mapToScene(QPointF(W / 2, H / 2))

    def paint(self, painter: QPainter, option, widget=None) -> None:
        paint_stone(painter, QRectF(0, 0, W, H), self.pips[0], self.pips[1],
                    face_up=self.face_up, trump=self.trump, dim=self.dim,
                    highlight=self.highlight, selected=self.selected)


def text_item(scene, size: int, bold: bool = False, role: str = "table.text"
              ) -> QGraphicsSimpleTextItem:
    item = QGraphicsSimpleTextItem()
    font = QFont("Sans Serif")
    font.setPixelSize(size)
    font.setBold(bold)
    item.setFont(font)
    theme.tint(item, role)
    scene.addItem(item)
    return item
