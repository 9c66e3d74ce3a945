"""Our own simple vector art for the five column symbols, the lightning and the die.

Everything draws with QPainter into a given square, with no widgets or pixmaps, so the same
code serves the scene, the printed sheet and PDF export (which may run in a worker thread).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPen, QPolygonF

from bingolino_app.games.qwingo.rules import LIGHTNING
from bingolino_app.ui.common import theme


def _pen(role: str, width: float, ink: bool = False) -> QPen:
    """A pen of the theme's ``role`` ("symbol.stalk"), or printed ink (``ink``)."""
    pen = QPen(theme.printed("ink") if ink else theme.colour(role), width)
    pen.setCapStyle(Qt.RoundCap)
    pen.setJoinStyle(Qt.RoundJoin)
    return pen


def draw_symbol(painter: QPainter, face: int, rect: QRectF, ink: bool = False) -> None:
    """Draw face ``face`` (0-4 symbols left to right, 5 the lightning) inside ``rect``.
    ``ink``: black outlines only, for printing economically."""
    painter.save()
    painter.setRenderHint(QPainter.Antialiasing)
    side = min(rect.width(), rect.height())
    painter.translate(rect.center())
    painter.scale(side / 100.0, side / 100.0)  # draw in a 100 x 100 box around (0, 0)
    (_banana, _cup, _donut, _ice_cream, _watermelon, _lightning)[face](painter, ink)
    painter.restore()


def _fill(painter: QPainter, ink: bool, role: str, outline: str = "symbol.outline",
          width: float = 3.0) -> None:
    painter.setPen(_pen(outline, width, ink))
    painter.setBrush(theme.either(ink, "paper", role))


def _banana(painter: QPainter, ink: bool) -> None:
    path = QPainterPath(QPointF(-38, -22))
    path.cubicTo(-30, 30, 25, 40, 40, -8)  # outer curve
    path.cubicTo(30, 18, -18, 20, -30, -26)  # inner curve back
    path.closeSubpath()
    _fill(painter, ink, "symbol.banana")
    painter.drawPath(path)
    painter.setPen(_pen("symbol.stalk", 5, ink))
    painter.drawLine(QPointF(-38, -22), QPointF(-36, -32))  # stalk
    painter.setPen(_pen("symbol.banana_line", 2, ink))
    painter.setBrush(Qt.NoBrush)
    inner = QPainterPath(QPointF(-30, -14))
    inner.cubicTo(-20, 22, 20, 26, 34, -2)
    painter.drawPath(inner)


def _cup(painter: QPainter, ink: bool) -> None:
    _fill(painter, ink, "symbol.cup")
    body = QPolygonF([QPointF(-30, -26), QPointF(26, -26), QPointF(18, 26), QPointF(-22, 26)])
    painter.drawPolygon(body)
    painter.setBrush(Qt.NoBrush)
    painter.drawEllipse(QPointF(30, -2), 11, 13)  # the handle
    _fill(painter, ink, "symbol.saucer")
    painter.drawEllipse(QRectF(-42, 24, 80, 14))  # the saucer
    painter.setPen(_pen("symbol.cup_line", 3, ink))
    painter.drawLine(QPointF(-18, -12), QPointF(12, -12))
    if not ink:  # steam
        painter.setPen(_pen("symbol.steam", 2.5))
        for x in (-12, 2):
            steam = QPainterPath(QPointF(x, -34))
            steam.cubicTo(x - 6, -40, x + 6, -44, x, -50)
            painter.drawPath(steam)


def _donut(painter: QPainter, ink: bool) -> None:
    ring = QPainterPath()
    ring.addEllipse(QPointF(0, 2), 40, 36)
    hole = QPainterPath()
    hole.addEllipse(QPointF(0, 2), 13, 11)
    _fill(painter, ink, "symbol.donut")
    painter.drawPath(ring.subtracted(hole))
    icing = QPainterPath()
    icing.addEllipse(QPointF(0, -1), 33, 28)
    _fill(painter, ink, "symbol.icing", width=2)
    painter.drawPath(icing.subtracted(hole))
    if not ink:
        colours = ("symbol.sprinkle1", "symbol.sprinkle2", "symbol.sprinkle3",
                   "symbol.sprinkle4")
        for i, (x, y) in enumerate(((-20, -12), (14, -18), (22, 4), (-24, 8), (0, -22),
                                    (-8, 18), (16, 16))):
            painter.setPen(_pen(colours[i % 4], 3.5))
            painter.drawLine(QPointF(x, y), QPointF(x + 5, y + 2))


def _ice_cream(painter: QPainter, ink: bool) -> None:
    _fill(painter, ink, "symbol.cone")
    cone = QPolygonF([QPointF(-22, -6), QPointF(22, -6), QPointF(0, 46)])
    painter.drawPolygon(cone)
    painter.save()
    clip = QPainterPath()
    clip.addPolygon(cone)
    painter.setClipPath(clip)
    painter.setPen(_pen("symbol.waffle", 1.5, ink))
    for i in range(-3, 4):  # the waffle pattern
        painter.drawLine(QPointF(-22 + i * 9, -6), QPointF(8 + i * 9, 46))
        painter.drawLine(QPointF(22 + i * 9, -6), QPointF(-8 + i * 9, 46))
    painter.restore()
    _fill(painter, ink, "symbol.scoop")
    scoop = QPainterPath()
    scoop.addEllipse(QPointF(0, -22), 25, 21)
    painter.drawPath(scoop)
    if not ink:
        painter.setPen(Qt.NoPen)
        painter.setBrush(theme.colour("symbol.cherry"))
        painter.drawEllipse(QPointF(4, -44), 6, 6)  # the cherry


def _watermelon(painter: QPainter, ink: bool) -> None:
    rind = QPainterPath(QPointF(-44, -12))
    rind.arcTo(QRectF(-44, -56, 88, 88), 180, 180)
    rind.closeSubpath()
    _fill(painter, ink, "symbol.rind")
    painter.drawPath(rind)
    flesh = QPainterPath(QPointF(-36, -12))
    flesh.arcTo(QRectF(-36, -48, 72, 72), 180, 180)
    flesh.closeSubpath()
    _fill(painter, ink, "symbol.flesh", width=1.5)
    painter.drawPath(flesh)
    painter.setPen(Qt.NoPen)
    painter.setBrush(theme.either(ink, "ink", "symbol.seed"))
    for x, y in ((-18, -2), (-4, 6), (10, 0), (20, -6), (-26, -8), (2, -6)):
        painter.drawEllipse(QPointF(x, y), 2.6, 4)


def _lightning(painter: QPainter, ink: bool) -> None:
    bolt = QPolygonF([QPointF(p[0], p[1]) for p in (
        (10, -46), (-24, 6), (-2, 6), (-14, 46), (26, -10), (4, -10), (18, -46))])
    _fill(painter, ink, "symbol.bolt", outline="symbol.bolt_edge")
    painter.drawPolygon(bolt)


def draw_die(painter: QPainter, face: int | None, rect: QRectF) -> None:
    """A white die showing ``face`` (a rounded square with the symbol); None: not rolled yet,
    a blank face with a faint "?"."""
    painter.save()
    painter.setRenderHint(QPainter.Antialiasing)
    painter.setPen(Qt.NoPen)
    painter.setBrush(theme.colour("table.shadow"))
    painter.drawRoundedRect(rect.translated(4, 5), rect.width() * 0.18, rect.width() * 0.18)
    painter.setBrush(theme.colour("symbol.die_lightning" if face == LIGHTNING else "symbol.die"))
    painter.setPen(QPen(theme.colour("symbol.die_edge"), 2))
    painter.drawRoundedRect(rect, rect.width() * 0.18, rect.width() * 0.18)
    if face is None:
        font = painter.font()
        font.setPixelSize(max(1, round(rect.height() * 0.55)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(theme.colour("symbol.die_unknown"))
        painter.drawText(rect, Qt.AlignCenter, "?")
    else:
        draw_symbol(painter, face, rect.adjusted(rect.width() * 0.14, rect.height() * 0.14,
                                                 -rect.width() * 0.14, -rect.height() * 0.14))
    painter.restore()
