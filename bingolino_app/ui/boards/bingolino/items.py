"""Scene items of the Bingolino board: number tiles, dice, star markers, grids and banners.

Items hold numbers and flags only (never model objects). Sizes are in item coordinates; the
board scales whole grids, so one tile drawing serves the large and the small grids.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt, QVariantAnimation, QEasingCurve
from PySide6.QtGui import (
    QBrush, QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen,
    QPolygonF, QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsSimpleTextItem

from bingolino_app.ui.boards.banner import BannerItem
from bingolino_app.ui.boards.fit import OVERLAY, TextBox, pixel_size, set_box, set_elided
from bingolino_app.ui.common import theme

TILE = 100.0  # tile side in grid coordinates
PITCH = 110.0  # tile + gap
HEADER = 64.0  # room for the name above the tiles
GRID_SIDE = 3 * PITCH + TILE  # 430
STAR_OFF = 30.0  # star markers sit this far outside the tiles
MIN_TEXT_PX = 19.0
"""The smallest letters of a grid's texts in scene units: about 11 px on the screen when the
four-player table is fitted into a 1024x600 window (scale 0.58)."""

HIGHLIGHT_ROLES = {
    "match": "table.highlight",  # turn this tile down (the total): a plain frame
    "reduced": "bingolino.reduced",  # active player only: total minus one die; badge "−1"
    "back": "bingolino.back_mark",  # forced: turn a face-down tile back up; badge "↑"
    "could": "bingolino.could",  # another player's (or a computer's) option: dashed
}
"""Each highlight has its own shape too (colour plus shape): TileItem.paint draws both."""
BADGES = {"reduced": "−1", "back": "↑"}


def felt_brush(rect: QRectF) -> QBrush:
    grad = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.7)
    grad.setColorAt(0.0, theme.colour("bingolino.felt_light"))
    grad.setColorAt(1.0, theme.colour("bingolino.felt_dark"))
    return QBrush(grad)


def cell_origin(cell: int) -> QPointF:
    return QPointF((cell % 4) * PITCH, HEADER + (cell // 4) * PITCH)


def cell_centre(cell: int) -> QPointF:
    return cell_origin(cell) + QPointF(TILE / 2, TILE / 2)


def star_centre(line: int) -> QPointF:
    """Where a line's star goes: right of a row, below a column, at the diagonal's end."""
    if line < 4:
        return QPointF(GRID_SIDE + STAR_OFF, HEADER + line * PITCH + TILE / 2)
    below = HEADER + GRID_SIDE + STAR_OFF
    if line < 8:
        return QPointF((line - 4) * PITCH + TILE / 2, below)
    if line == 8:  # cells 0, 5, 10, 15 end at the bottom right
        return QPointF(GRID_SIDE + STAR_OFF, below)
    return QPointF(-STAR_OFF, below)  # cells 3, 6, 9, 12 end at the bottom left


def star_polygon(centre: QPointF, outer: float, inner: float) -> QPolygonF:
    points = []
    for i in range(10):
        r = outer if i % 2 == 0 else inner
        a = -math.pi / 2 + i * math.pi / 5
        points.append(QPointF(centre.x() + r * math.cos(a), centre.y() + r * math.sin(a)))
    return QPolygonF(points)


def number_font(number: int, size: int) -> QFont:
    font = QFont("Sans Serif")
    font.setPixelSize(size)
    font.setBold(True)
    font.setUnderline(number in (6, 9))  # tell 6 from 9 as real tiles do
    return font


class TileItem(QGraphicsObject):
    """A number tile; face down shows the tile back. Flips by squashing horizontally."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.number = 0
        self.facedown = False
        self.highlight: str | None = None
        self.hinted = False  # Help → Suggest a move chose it: a second frame and an arrow
        self.selected = False  # picked for a swap during the arrangement
        self.dimmed = False
        self._squash = 1.0
        self._anim: QVariantAnimation | None = None
        self.setTransformOriginPoint(TILE / 2, TILE / 2)

    def boundingRect(self) -> QRectF:
        return QRectF(-8, -8, TILE + 18, TILE + 20)

    def set_face(self, number: int, facedown: bool) -> None:
        self.stop_animation()
        self.number, self.facedown = number, facedown
        self.update()

    def set_highlight(self, kind: str | None) -> None:
        if kind != self.highlight:
            self.highlight = kind
            self.update()

    def stop_animation(self) -> None:
        if self._anim is not None:
            anim, self._anim = self._anim, None
            anim.stop()
            self._squash = 1.0
            self.update()

    def flip_to(self, facedown: bool, duration_ms: int) -> None:
        """Animate turning over; the face switches at the half-way point."""
        self.stop_animation()
        if duration_ms <= 0 or facedown == self.facedown:
            self.set_face(self.number, facedown)
            return
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(duration_ms)
        anim.setEasingCurve(QEasingCurve.InOutSine)

        def step(value: float) -> None:
            self._squash = abs(math.cos(math.pi * value))
            if value >= 0.5:
                self.facedown = facedown
            self.update()

        def done() -> None:
            if self._anim is anim:
                self._anim = None
            self.facedown, self._squash = facedown, 1.0
            self.update()

        anim.valueChanged.connect(step)
        anim.finished.connect(done)
        self._anim = anim
        anim.start(QVariantAnimation.DeleteWhenStopped)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        painter.save()
        if self._squash < 1.0:
            painter.translate(TILE / 2, 0)
            painter.scale(max(self._squash, 0.02), 1.0)
            painter.translate(-TILE / 2, 0)
        lift = -4.0 if self.selected else 0.0
        body = QRectF(0, lift, TILE, TILE)
        if self.dimmed:
            painter.setOpacity(0.55)
        # shadow
        painter.setPen(Qt.NoPen)
        painter.setBrush(theme.colour("table.shadow"))
        painter.drawRoundedRect(body.translated(3, 5 - lift), 13, 13)
        if self.facedown:
            self._paint_back(painter, body)
        else:
            self._paint_face(painter, body)
        role = HIGHLIGHT_ROLES.get(self.highlight or "")
        if role is not None:
            colour = theme.colour(role)
            pen = QPen(colour, 7 if self.highlight != "could" else 4)
            if self.highlight == "could":
                pen.setStyle(Qt.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.NoBrush)
            painter.drawRoundedRect(body.adjusted(-4, -4, 4, 4), 15, 15)
            badge = BADGES.get(self.highlight)
            if badge is not None:
                paint_badge(painter, body.bottomLeft() + QPointF(10, -10), badge, colour)
        if self.hinted:  # shape too: a wide outer frame and an arrow badge at the top
            colour = theme.colour("table.highlight")
            painter.setPen(QPen(colour, 4))
            painter.setBrush(Qt.NoBrush)
            painter.drawRoundedRect(body.adjusted(-11, -11, 11, 11), 19, 19)
            paint_badge(painter, body.topRight() + QPointF(-10, 10), "→", colour)
        if self.selected:
            painter.setPen(QPen(theme.colour("bingolino.selected"), 5))
            painter.setBrush(Qt.NoBrush)
            painter.drawRoundedRect(body.adjusted(-5, -5, 5, 5), 16, 16)
        painter.restore()

    def _paint_face(self, painter: QPainter, body: QRectF) -> None:
        grad = QLinearGradient(body.topLeft(), body.bottomRight())
        grad.setColorAt(0.0, theme.colour("bingolino.tile_top"))
        grad.setColorAt(1.0, theme.colour("bingolino.tile_bottom"))
        painter.setBrush(grad)
        painter.setPen(QPen(theme.colour("bingolino.tile_edge"), 2))
        painter.drawRoundedRect(body, 13, 13)
        painter.setPen(QPen(theme.colour("bingolino.tile_inner"), 2))
        painter.setBrush(Qt.NoBrush)
        painter.drawRoundedRect(body.adjusted(5, 5, -5, -5), 9, 9)
        painter.setFont(number_font(self.number, 54))
        painter.setPen(theme.colour("bingolino.tile_number"))
        painter.drawText(body.adjusted(0, 2, 0, 0), Qt.AlignCenter, str(self.number))

    def _paint_back(self, painter: QPainter, body: QRectF) -> None:
        grad = QLinearGradient(body.topLeft(), body.bottomRight())
        grad.setColorAt(0.0, theme.colour("bingolino.back_top"))
        grad.setColorAt(1.0, theme.colour("bingolino.back_bottom"))
        painter.setBrush(grad)
        painter.setPen(QPen(theme.colour("bingolino.back_edge"), 2))
        painter.drawRoundedRect(body, 13, 13)
        painter.save()
        path = QPainterPath()
        path.addRoundedRect(body.adjusted(8, 8, -8, -8), 8, 8)
        painter.setClipPath(path)
        painter.setPen(QPen(theme.colour("bingolino.back_lattice"), 2))
        step = 14.0
        for i in range(-8, 9):  # a lattice of diagonals
            x = body.left() + i * step
            painter.drawLine(QPointF(x, body.top()), QPointF(x + TILE, body.bottom()))
            painter.drawLine(QPointF(x + TILE, body.top()), QPointF(x, body.bottom()))
        painter.restore()
        # The number stays readable, faintly, as on the paper card: the forced turn-back is
        # a choice and must not be blind. (Every tile lay face up before: no secret.)
        emblem = body.topLeft() + QPointF(19, 19)
        painter.setPen(QPen(theme.colour("bingolino.emblem_star"), 2))
        painter.setBrush(theme.colour("bingolino.emblem"))
        painter.drawEllipse(emblem, 10, 10)
        painter.setBrush(theme.colour("bingolino.emblem_star"))
        painter.setPen(Qt.NoPen)
        painter.drawPolygon(star_polygon(emblem, 7, 3))
        painter.setPen(theme.colour("bingolino.back_number"))
        painter.setFont(number_font(self.number, 44))
        painter.drawText(body.adjusted(0, 6, 0, 0), Qt.AlignCenter, str(self.number))


def paint_badge(painter: QPainter, corner: QPointF, text: str, colour: QColor) -> None:
    """A highlight's own sign at a tile's bottom-left corner (centred on ``corner``): a badge in
    the highlight's colour with ``text`` ("−1", "↑") in the badge ink, so the kinds differ by
    shape as well as by colour."""
    painter.save()
    radius = 14.0
    painter.setPen(QPen(theme.colour("bingolino.badge_ink"), 2.5))
    painter.setBrush(colour)
    painter.drawEllipse(corner, radius, radius)
    font = QFont("Sans Serif")
    font.setPixelSize(17)
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(theme.colour("bingolino.badge_ink"))
    painter.drawText(QRectF(corner.x() - radius, corner.y() - radius, 2 * radius, 2 * radius),
                     Qt.AlignCenter, text)
    painter.restore()


PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.27, 0.27), (0.73, 0.73)],
    3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
    4: [(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)],
    5: [(0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)],
    6: [(0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)],
}


class DieItem(QGraphicsObject):
    SIZE = 64.0

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.value = 1
        self.aside = False  # drawn apart and paler: the die the reduced total leaves out
        self.setTransformOriginPoint(self.SIZE / 2, self.SIZE / 2)

    def boundingRect(self) -> QRectF:
        return QRectF(-8, -8, self.SIZE + 16, self.SIZE + 16)

    def set_value(self, value: int) -> None:
        self.value = value
        self.update()

    def set_aside(self, aside: bool) -> None:
        if aside != self.aside:
            self.aside = aside
            self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        s = self.SIZE
        rect = QRectF(0, 0, s, s)
        painter.setPen(Qt.NoPen)
        if self.aside:  # no shadow: it lies apart, out of the roll, outlined like a gap
            painter.setPen(QPen(theme.colour("bingolino.aside"), 3, Qt.DashLine))
            painter.setBrush(Qt.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-5, -5, 5, 5), 15, 15)
            painter.setPen(Qt.NoPen)
        else:
            painter.setBrush(theme.colour("bingolino.die_shadow"))
            painter.drawRoundedRect(rect.translated(3, 4), 12, 12)
        grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
        grad.setColorAt(0.0, theme.colour("bingolino.die_top"))
        grad.setColorAt(1.0, theme.colour("bingolino.die_bottom"))
        painter.setBrush(grad)
        painter.setPen(QPen(theme.colour("bingolino.die_edge"), 1.5))
        painter.drawRoundedRect(rect, 12, 12)
        painter.setPen(Qt.NoPen)
        painter.setBrush(theme.colour("bingolino.pip_one" if self.value == 1 else "bingolino.pip"))
        radius = s * (0.11 if self.value == 1 else 0.085)
        for fx, fy in PIPS.get(self.value, []):
            painter.drawEllipse(QPointF(fx * s, fy * s), radius, radius)


class StarMarker(QGraphicsItem):
    """A line's star: gold once earned, a faint outline where one can still be earned."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.earned = False

    def boundingRect(self) -> QRectF:
        return QRectF(-26, -26, 52, 52)

    def set_earned(self, earned: bool) -> None:
        if earned != self.earned:
            self.earned = earned
            self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        poly = star_polygon(QPointF(0, 0), 22, 9.5)
        if self.earned:
            grad = QRadialGradient(QPointF(-4, -6), 26)
            grad.setColorAt(0.0, theme.colour("bingolino.star_light"))
            grad.setColorAt(1.0, theme.colour("bingolino.star"))
            painter.setBrush(grad)
            painter.setPen(QPen(theme.colour("bingolino.star_edge"), 2))
        else:
            painter.setBrush(Qt.NoBrush)
            painter.setPen(QPen(theme.colour("bingolino.star_open"), 2, Qt.DashLine))
        painter.drawPolygon(poly)


class LastMoveMarker(QGraphicsItem):
    """The tile a player turned last, until he turns another: a badge on its top right
    corner with an arrow, down for turned face down, up for turned back up (shape, not only
    colour; drawn without any animation)."""

    RADIUS = 16.0
    CENTRE = QPointF(TILE - 8, 8)

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.cell: int | None = None
        self.down = True
        self.setZValue(5)  # above the tiles and their highlights
        self.hide()

    def boundingRect(self) -> QRectF:
        r = self.RADIUS + 3
        return QRectF(self.CENTRE.x() - r, self.CENTRE.y() - r, 2 * r, 2 * r)

    def show_at(self, cell: int | None, down: bool = True) -> None:
        self.cell, self.down = cell, down
        if cell is None:
            self.hide()
            return
        self.setPos(cell_origin(cell))
        self.show()
        self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        centre = self.CENTRE
        painter.setPen(QPen(theme.colour("bingolino.badge_ink"), 3))
        painter.setBrush(theme.colour("bingolino.badge"))
        painter.drawEllipse(centre, self.RADIUS, self.RADIUS)
        sign = 1.0 if self.down else -1.0  # the arrow points the way the tile went
        arrow = QPolygonF([
            centre + QPointF(-8, -3 * sign), centre + QPointF(-3, -3 * sign),
            centre + QPointF(-3, -10 * sign), centre + QPointF(3, -10 * sign),
            centre + QPointF(3, -3 * sign), centre + QPointF(8, -3 * sign),
            centre + QPointF(0, 9 * sign),
        ])
        painter.setPen(Qt.NoPen)
        painter.setBrush(theme.colour("bingolino.badge_ink"))
        painter.drawPolygon(arrow)


class GridItem(QGraphicsObject):
    """One player's grid: a panel, name and stars, 16 tiles and 10 star markers."""

    def __init__(self, player: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.player = player
        self.is_active = False
        self.tiles = [TileItem(self) for _ in range(16)]
        for cell, tile in enumerate(self.tiles):
            tile.setPos(cell_origin(cell))
        self.stars = [StarMarker(self) for _ in range(10)]
        for line, star in enumerate(self.stars):
            star.setPos(star_centre(line))
        self.last_marker = LastMoveMarker(self)
        self.name_item = QGraphicsSimpleTextItem(self)
        self.score_item = QGraphicsSimpleTextItem(self)
        self.note_item = QGraphicsSimpleTextItem(self)  # "arranging…" and the like
        for item in (self.name_item, self.score_item):
            theme.tint(item, "table.text")
        theme.tint(self.note_item, "table.accent")
        self.full_name = ""
        self.set_text_scale(1.0)
        header = QRectF(-8, 0, GRID_SIDE + 16, HEADER)
        set_box(self.name_item, header)
        set_box(self.score_item, header)
        set_box(self.note_item, QRectF(-8, HEADER + GRID_SIDE + STAR_OFF + 20,
                                       GRID_SIDE + 16, STAR_OFF + 30))

    def set_text_scale(self, scale: float) -> None:
        """The header's and the note's letters for a grid drawn at ``scale``: a small grid's
        texts are larger in its own units, so they stay readable in a small window."""
        for item, size, bold in ((self.name_item, 32, True), (self.score_item, 28, False),
                                 (self.note_item, 26, False)):
            font = QFont("Sans Serif")
            font.setPixelSize(round(max(size, MIN_TEXT_PX / scale)))
            font.setBold(bold)
            item.setFont(font)
        # A long name may shrink to three quarters (never below the readable size) before
        # it is cut.
        self._name_px = (round(max(32, MIN_TEXT_PX / scale)),
                         round(max(24, MIN_TEXT_PX / scale)))
        if self.full_name:
            self._place_texts()

    def boundingRect(self) -> QRectF:
        return QRectF(-62, -6, GRID_SIDE + 124, HEADER + GRID_SIDE + 2 * STAR_OFF + 42)

    def set_texts(self, name: str, score: str, note: str = "") -> None:
        self.full_name = name
        self.score_item.setText(score)
        self.note_item.setText(note)
        self._place_texts()

    def _place_texts(self) -> None:
        width = self.score_item.boundingRect().width()
        header_mid = HEADER / 2 - 2
        self.score_item.setPos(GRID_SIDE - width,
                               header_mid - self.score_item.boundingRect().height() / 2)
        # The name ends in "…" where it would run into the score, smaller first; the
        # tooltip has it all.
        room = GRID_SIDE - width - 20
        font = self.name_item.font()
        for px in range(self._name_px[0], self._name_px[1] - 1, -1):
            font.setPixelSize(px)
            if QFontMetricsF(font).horizontalAdvance(self.full_name) <= room:
                break
        self.name_item.setFont(font)
        set_elided(self.name_item, self.full_name, room)
        self.name_item.setPos(0, header_mid - self.name_item.boundingRect().height() / 2)
        note_w = self.note_item.boundingRect().width()
        self.note_item.setPos((GRID_SIDE - note_w) / 2, HEADER + GRID_SIDE + STAR_OFF + 24)

    def set_active(self, active: bool) -> None:
        if active != self.is_active:
            self.is_active = active
            self.update()

    def cell_at(self, pos: QPointF) -> int | None:
        """The cell under ``pos`` (grid coordinates), gaps included in the nearest cell."""
        x, y = pos.x(), pos.y() - HEADER
        if not (-5 <= x < GRID_SIDE + 5 and -5 <= y < GRID_SIDE + 5):
            return None
        col = min(3, max(0, int((x + 5) // PITCH)))
        row = min(3, max(0, int((y + 5) // PITCH)))
        return row * 4 + col

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        rect = self.boundingRect().adjusted(4, 4, -4, -4)
        painter.setBrush(theme.colour("bingolino.grid"))
        if self.is_active:
            painter.setPen(QPen(theme.colour("table.highlight"), 5))
        else:
            painter.setPen(QPen(theme.colour("bingolino.grid_edge"), 2))
        painter.drawRoundedRect(rect, 24, 24)


class CursorItem(QGraphicsItem):
    """The keyboard cursor: a bright frame around one tile."""

    def boundingRect(self) -> QRectF:
        return QRectF(-14, -14, TILE + 28, TILE + 28)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        painter.setBrush(Qt.NoBrush)
        painter.setPen(QPen(theme.colour("table.cursor_halo"), 8))
        painter.drawRoundedRect(QRectF(-10, -10, TILE + 20, TILE + 20), 18, 18)
        painter.setPen(QPen(theme.colour("bingolino.cursor"), 4, Qt.DotLine))
        painter.drawRoundedRect(QRectF(-10, -10, TILE + 20, TILE + 20), 18, 18)


class NoteItem(QGraphicsObject):
    """A sentence on a dark pill, wrapped to a width and centred on its position: why the
    game ended, under the winners' banner. Plain text only."""

    PAD = 14.0

    def __init__(self, text: str, width: float, size: int = 26,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.text = text
        self._font = self.font(size)
        self.box: QRectF | None = None  # where it must stay (scene; None: the scene rect)
        inner = max(width - 2 * self.PAD, 40.0)
        flags = int(Qt.AlignHCenter | Qt.TextWordWrap)
        box = QFontMetricsF(self._font).boundingRect(QRectF(0, 0, inner, 10_000), flags, text)
        w, h = box.width() + 2 * self.PAD, box.height() + 2 * self.PAD * 0.7
        self._rect = QRectF(-w / 2, -h / 2, w, h)
        self._text_rect = QRectF(-box.width() / 2, -box.height() / 2, box.width(), box.height())

    font = staticmethod(BannerItem.font)  # the banner's face, smaller

    def text_boxes(self) -> list[TextBox]:
        box = self.box if self.box is not None else self.scene().sceneRect()
        return [TextBox(self.text, self.mapRectToScene(self._text_rect), box,
                        pixel_size(self._font) * self.sceneTransform().m11(), OVERLAY,
                        theme.colour("table.text"))]

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        painter.setPen(Qt.NoPen)
        painter.setBrush(theme.colour("table.pill"))
        painter.drawRoundedRect(self._rect, 16, 16)
        painter.setPen(theme.colour("table.text"))
        painter.setFont(self._font)
        painter.drawText(self._rect.adjusted(self.PAD, 0, -self.PAD, 0),
                         Qt.AlignCenter | Qt.TextWordWrap, self.text)
