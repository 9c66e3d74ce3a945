"""Scene items of the Qwingo board: paper sheets, the symbol die, start-number chips, cursor.

Items hold plain data (a SheetLook, a face, a number), never model objects.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from bingolino_app.ui.boards.banner import BannerItem
from bingolino_app.ui.boards.fit import OVERLAY, TextBox
from bingolino_app.ui.boards.qwingo.paper import (
    CARD_H, CARD_W, SheetLook, box_at, box_rect, hand_font, paint_box, paint_sheet, plain_font,
)
from bingolino_app.ui.boards.qwingo.symbols import draw_die
from bingolino_app.ui.common import theme
from bingolino_app.ui.common.elide import elided


class SheetItem(QGraphicsObject):
    """One player's score sheet, drawn by paper.paint_sheet at card size (the board scales)."""

    def __init__(self, player: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.player = player
        self.look = SheetLook()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, CARD_W, CARD_H)

    def set_look(self, look: SheetLook) -> None:
        self.look = look
        self.update()

    def box_at(self, scene_pos: QPointF) -> tuple[int, int] | None:
        return None if self.look.hidden else box_at(self.mapFromScene(scene_pos))

    def box_centre(self, column: int, box: int) -> QPointF:
        return self.mapToScene(box_rect(column, box).center())

    def paint(self, painter: QPainter, option, widget=None) -> None:
        paint_sheet(painter, self.boundingRect(), self.look)


class DieItem(QGraphicsObject):
    SIZE = 120.0
    settled = Signal()
    """A roll came to rest on its face (not when it was stopped)."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.face: int | None = None  # None: no face shown (a number is being called)
        self.setTransformOriginPoint(self.SIZE / 2, self.SIZE / 2)
        self._anim: QVariantAnimation | None = None

    def boundingRect(self) -> QRectF:
        return QRectF(-10, -10, self.SIZE + 24, self.SIZE + 24)

    def set_face(self, face: int | None) -> None:
        self.face = face
        self.update()

    def roll_to(self, face: int, duration_ms: int) -> None:
        """Tumble through the faces and settle on ``face``."""
        self.stop()
        if duration_ms <= 0:
            self.set_face(face)
            return
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(duration_ms)

        def step(v: float) -> None:
            if v < 1.0:
                self.face = (face + 1 + int(v * 11)) % 6
                self.setRotation(math.sin(v * math.pi * 3) * 25 * (1 - v))
            self.update()

        def done() -> None:
            self.setRotation(0)
            self.set_face(face)
            if self._anim is anim:
                self._anim = None
                self.settled.emit()

        anim.valueChanged.connect(step)
        anim.finished.connect(done)
        self._anim = anim
        anim.start(QVariantAnimation.DeleteWhenStopped)

    @property
    def rolling(self) -> bool:
        return self._anim is not None

    def stop(self) -> None:
        if self._anim is not None:
            anim, self._anim = self._anim, None
            anim.stop()
            self.setRotation(0)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        draw_die(painter, self.face, QRectF(0, 0, self.SIZE, self.SIZE))


class ChipItem(QGraphicsObject):
    """A start number (10-50) waiting to be written during the setup."""

    SIZE = 84.0

    def __init__(self, number: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.number = number
        self.held = False  # chosen for the keyboard (keys 1-5)

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.SIZE + 8, self.SIZE + 8)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        rect = QRectF(0, 0, self.SIZE, self.SIZE)
        painter.setPen(QPen(theme.colour("table.cursor" if self.held else "qwingo.line"),
                            5 if self.held else 2))
        painter.setBrush(theme.colour("qwingo.paper"))
        painter.drawRoundedRect(rect, 12, 12)
        painter.setFont(hand_font(40))
        painter.setPen(theme.colour("qwingo.ink"))
        painter.drawText(rect, Qt.AlignCenter, str(self.number))


class CursorItem(QGraphicsItem):
    """The keyboard cursor: a bright dotted frame around one box (card coordinates)."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.rect = QRectF()

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = rect

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-8, -8, 8, 8)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        painter.setBrush(Qt.NoBrush)
        painter.setPen(QPen(theme.colour("table.cursor_halo"), 6))
        painter.drawRoundedRect(self.rect.adjusted(-4, -4, 4, 4), 8, 8)
        painter.setPen(QPen(theme.colour("table.cursor"), 3, Qt.DotLine))
        painter.drawRoundedRect(self.rect.adjusted(-4, -4, 4, 4), 8, 8)


class LegendItem(QGraphicsObject):
    """What the marks on the boxes mean: a sample box (drawn by paper.paint_box, as on the
    sheet) and a line of text for each; texts already translated."""

    BOX = QRectF(0, 0, 74, 36)
    ROW_H = 44.0
    FONT = plain_font(19)  # about 11 px on the screen at 1024x600

    def __init__(self, width: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.width = width
        self.rows: list[tuple[str, str, str]] = []  # (mark, sample number, text)

    def set_rows(self, rows: list[tuple[str, str, str]]) -> None:
        self.prepareGeometryChange()
        self.rows = rows
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -8, self.width + 8, self.ROW_H * len(self.rows) + 8)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        for i, (mark, number, text) in enumerate(self.rows):
            box = self.BOX.translated(0, i * self.ROW_H)
            painter.setPen(Qt.NoPen)
            painter.setBrush(theme.colour("qwingo.paper"))
            painter.drawRoundedRect(box.adjusted(-3, -3, 3, 3), 6, 6)  # a scrap of paper
            paint_box(painter, box, mark, number, True, hand_font(24))
            painter.setFont(self.FONT)
            painter.setPen(theme.colour("table.text"))
            line, rect = self._line(i)
            painter.drawText(rect, Qt.AlignLeft | Qt.AlignVCenter, line)

    def _line(self, i: int) -> tuple[str, QRectF]:
        """Row ``i``'s text, cut with "…" to the room beside its sample box, and that room."""
        box = self.BOX.translated(0, i * self.ROW_H)
        room = self.width - box.width() - 14
        line = elided(self.rows[i][2], self.FONT, room)
        return line, QRectF(box.right() + 14, box.top() - 4, room, box.height() + 8)

    def text_boxes(self) -> list[TextBox]:
        boxes = []
        metrics = QFontMetricsF(self.FONT)
        for i in range(len(self.rows)):
            line, room = self._line(i)
            ink = QRectF(room.left(), room.center().y() - metrics.height() / 2,
                         metrics.horizontalAdvance(line), metrics.height())
            boxes.append(TextBox(line, self.mapRectToScene(ink), self.mapRectToScene(room),
                                 self.FONT.pixelSize() * self.sceneTransform().m11(),
                                 colour=theme.colour("table.text")))
        return boxes


class EndBannerItem(BannerItem):
    """The end banner: who won in big letters (BannerItem's look), why in smaller lines
    below, both wrapped to ``width`` (five winners' names, Russian). Everything is drawn as
    paths: the texts are always plain."""

    def __init__(self, headline: str, details: list[str], width: float, size: int = 48,
                 detail_size: int = 24, parent: QGraphicsItem | None = None) -> None:
        super().__init__(headline, size, parent=parent)
        self.details = list(details)
        self.detail_size = detail_size
        big, small = self.fonts(size, detail_size)
        self._path, bottom = _centred_lines(_wrap(headline, QFontMetricsF(big), width), big, 0)
        self.lines = [line for text in self.details
                      for line in _wrap(text, QFontMetricsF(small), width)]
        self._detail, _ = _centred_lines(self.lines, small, bottom + 14)
        shift = self.boundingRect().center().y()  # the origin at the middle of the whole
        self._path.translate(0, -shift)
        self._detail.translate(0, -shift)

    @staticmethod
    def fonts(size: int = 48, detail_size: int = 24) -> tuple[QFont, QFont]:
        """The headline's and the details' fonts."""
        big = QFont("Sans Serif")
        big.setPixelSize(size)
        big.setBold(True)
        small = QFont("Sans Serif")
        small.setPixelSize(detail_size)
        return big, small

    def text_boxes(self) -> list[TextBox]:
        boxes = super().text_boxes()
        if self.lines:
            head = boxes[0]
            boxes.append(TextBox("\n".join(self.lines),
                                 self.mapRectToScene(self._detail.boundingRect()), head.box,
                                 self.detail_size * self.sceneTransform().m11(), OVERLAY,
                                 theme.colour("table.text")))
        return boxes

    def boundingRect(self) -> QRectF:
        rect = self._path.boundingRect()
        if self.lines:
            rect = rect.united(self._detail.boundingRect())
        return rect.adjusted(-30, -20, 30, 20)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        super().paint(painter, option, widget)
        painter.setPen(Qt.NoPen)
        painter.setBrush(theme.colour("table.text"))
        painter.drawPath(self._detail)


def _centred_lines(lines: list[str], font: QFont, top: float) -> tuple[QPainterPath, float]:
    """Lines of text as one path, each centred on x = 0, the first line's top at ``top``;
    returns the path and the bottom of the last line."""
    metrics = QFontMetricsF(font)
    path, y = QPainterPath(), top
    for line in lines:
        path.addText(-metrics.horizontalAdvance(line) / 2, y + metrics.ascent(), font, line)
        y += metrics.lineSpacing()
    return path, y


def _wrap(text: str, metrics: QFontMetricsF, width: float) -> list[str]:
    """Greedy word wrap; a single word wider than ``width`` stays whole (fit() shrinks)."""
    lines: list[str] = []
    for word in text.split():
        if lines and metrics.horizontalAdvance(lines[-1] + " " + word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines
