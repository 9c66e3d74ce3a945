"""Painting a Lino board with a bare QPainter: the scene item, the rules pictures and the printed
sheet all use it (no QPixmap or QWidget, so it also runs in a PDF worker thread).

Stones differ by shape as well as colour: blue stones are round, white stones are square.
Marks differ by shape too: a ring round a player's latest stone, a dashed outline where a
moved tile lay with an arrow into its new cell, a folded corner on a tile moved already.
"""

from __future__ import annotations

import math

import attrs
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen

from bingolino_app.games.lino.rules import STAR
from bingolino_app.ui.printing.fit import draw_fitted, fit

BLUE_FILL, BLUE_EDGE = QColor("#2f6fd6"), QColor("#0b2350")
WHITE_FILL, WHITE_EDGE = QColor("#f7f5ee"), QColor("#2a2a2a")
TILE_FACE, TILE_EDGE = QColor("#e9dcbc"), QColor("#8a7350")
BACK_BLUE, BACK_WHITE, BACK_STAR = QColor("#a9c6f2"), QColor("#fbfbf8"), QColor("#f4cf4a")
INK_BACK_BLUE = QColor("#dbe7fb")  # printed: a light tint, and a round mark (paint_back_mark)
MARKS = {  # tile highlight kind -> colour
    "target": QColor(120, 230, 140, 150),
    "selected": QColor("#ffd54a"),
    "near": QColor("#ff8a3d"),
    "cursor": QColor("#ffd43b"),  # dotted on a black halo, as Qwingo's: plain on cream
    "flash": QColor(255, 240, 120, 200),
}
LAST = QColor("#ff3fa4")  # a player's latest move: ring, dashed outline, arrow
LAST_EDGE = QColor("#1a0010")
FOLD = QColor("#6b5333")  # the folded corner of a tile moved already


@attrs.define
class Picture:
    """What to draw: cells of the tiles, stones, visible backs and marks."""
    box: tuple[int, int, int, int]
    pos: tuple
    stones: tuple
    backs: tuple = ()
    used: tuple = ()  # cells where a tile lay before (shown faintly)
    targets: tuple = ()  # cells a dragged tile may go to
    marks: dict = attrs.field(factory=dict)  # tile -> kind
    near: dict = attrs.field(factory=dict)  # tile -> points a stone there would score
    runs: tuple = ()  # (player, tiles, points)
    moved: frozenset = frozenset()  # tiles moved already (a folded corner)
    hidden_tile: int | None = None  # the tile being dragged
    cursor: tuple[int, int] | None = None
    ink: bool = False  # printing: black outlines on white


def geometry(box, rect: QRectF) -> tuple[float, QPointF]:
    """Cell size and the top-left of the box's first cell inside ``rect`` (centred)."""
    cols, rows = box[2] - box[0] + 1, box[3] - box[1] + 1
    size = min(rect.width() / cols, rect.height() / rows)
    left = rect.left() + (rect.width() - size * cols) / 2
    top = rect.top() + (rect.height() - size * rows) / 2
    return size, QPointF(left, top)


def cell_rect(box, rect: QRectF, cell) -> QRectF:
    size, origin = geometry(box, rect)
    return QRectF(origin.x() + (cell[0] - box[0]) * size, origin.y() + (cell[1] - box[1]) * size,
                  size, size)


def cell_at(box, rect: QRectF, point: QPointF) -> tuple[int, int] | None:
    size, origin = geometry(box, rect)
    c = math.floor((point.x() - origin.x()) / size) + box[0]
    r = math.floor((point.y() - origin.y()) / size) + box[1]
    if box[0] <= c <= box[2] and box[1] <= r <= box[3]:
        return c, r
    return None


def font(px: float, bold: bool = False) -> QFont:
    f = QFont("Sans Serif")
    f.setPixelSize(max(1, int(px)))
    f.setBold(bold)
    return f


def fitted_font(text: str, width: float, px: float, bold: bool = False,
                smallest: float = 11) -> QFont:
    """``font(px, bold)``, made smaller (down to ``smallest``) until ``text`` fits ``width``."""
    f = font(px, bold)
    while px > smallest and QFontMetricsF(f).horizontalAdvance(text) > width:
        px -= 1
        f = font(px, bold)
    return f


def paint_board(painter: QPainter, rect: QRectF, pic: Picture) -> None:
    painter.save()
    painter.setRenderHint(QPainter.Antialiasing)
    size, _ = geometry(pic.box, rect)
    for cell in pic.used:
        if tuple(cell) not in {tuple(p) for p in pic.pos}:
            r = cell_rect(pic.box, rect, cell).adjusted(size * 0.3, size * 0.3, -size * 0.3,
                                                       -size * 0.3)
            painter.setPen(QPen(QColor(0, 0, 0, 60) if pic.ink else QColor(255, 255, 255, 50),
                                max(1.0, size * 0.04)))
            painter.drawLine(r.topLeft(), r.bottomRight())
            painter.drawLine(r.topRight(), r.bottomLeft())
    for cell in pic.targets:
        r = cell_rect(pic.box, rect, cell).adjusted(3, 3, -3, -3)
        painter.setPen(QPen(QColor("#3fbf5f"), max(1.5, size * 0.05), Qt.DashLine))
        painter.setBrush(MARKS["target"])
        painter.drawRoundedRect(r, size * 0.12, size * 0.12)
    for tile, cell in enumerate(pic.pos):
        if tile == pic.hidden_tile:
            continue
        back = pic.backs[tile] if tile < len(pic.backs) else None
        r = cell_rect(pic.box, rect, cell)
        paint_tile(painter, r, back, pic.stones[tile] if tile < len(pic.stones) else -1,
                   pic.marks.get(tile), pic.near.get(tile, 0), pic.ink, tile in pic.moved)
    # Every run's line first, then every label: no line crosses a label.
    for player, tiles, points in pic.runs:
        a = cell_rect(pic.box, rect, pic.pos[tiles[0]]).center()
        b = cell_rect(pic.box, rect, pic.pos[tiles[-1]]).center()
        paint_run_line(painter, a, b, size, player, pic.ink)
    for label, points in run_labels(pic, rect):
        painter.setPen(QPen(QColor("#000000"), 1))
        painter.setBrush(QColor("#ffe08a") if not pic.ink else QColor("#ffffff"))
        painter.drawRoundedRect(label, size * 0.08, size * 0.08)
        draw_fitted(painter, label, Qt.AlignCenter, str(points), font(size * 0.3, True),
                    wrap=False)
    if pic.cursor is not None:
        r = cell_rect(pic.box, rect, pic.cursor).adjusted(1, 1, -1, -1)
        painter.setBrush(Qt.NoBrush)
        painter.setPen(QPen(QColor("#000000"), max(3.0, size * 0.16)))
        painter.drawRoundedRect(r, size * 0.15, size * 0.15)
        painter.setPen(QPen(MARKS["cursor"], max(2.0, size * 0.08), Qt.DotLine))
        painter.drawRoundedRect(r, size * 0.15, size * 0.15)
    painter.restore()


def paint_tile(painter: QPainter, r: QRectF, back: str | None, stone: int, mark: str | None,
               near: int = 0, ink: bool = False, moved: bool = False) -> None:
    size = r.width()
    inner = r.adjusted(size * 0.05, size * 0.05, -size * 0.05, -size * 0.05)
    face = TILE_FACE if not ink else QColor("#ffffff")
    if back == STAR:
        face = BACK_STAR if not ink else QColor("#f2f2f2")
    elif back:
        face = (BACK_BLUE if back[0] == "b" else BACK_WHITE) if not ink else \
            (INK_BACK_BLUE if back[0] == "b" else QColor("#ffffff"))
    painter.setPen(QPen(TILE_EDGE if not ink else QColor("#000000"), max(1.0, size * 0.04)))
    painter.setBrush(face)
    painter.drawRoundedRect(inner, size * 0.1, size * 0.1)
    if moved:
        paint_fold(painter, inner, ink)
    if mark in ("selected", "flash", "near"):
        painter.setPen(QPen(MARKS[mark], max(2.0, size * 0.09)))
        painter.setBrush(Qt.NoBrush)
        painter.drawRoundedRect(inner.adjusted(1, 1, -1, -1), size * 0.1, size * 0.1)
    if back:
        painter.setPen(QColor("#1d1d1d"))
        if back == STAR:
            _star(painter, inner.center(), size * 0.32 if stone < 0 else size * 0.16,
                  inner.topLeft() + QPointF(size * 0.2, size * 0.2) if stone >= 0 else None)
        else:
            text_rect = inner if stone < 0 else QRectF(inner.left(), inner.top(),
                                                      size * 0.32, size * 0.32)
            if ink:  # on paper the colour may not print: the back's shape says it
                paint_back_mark(painter, text_rect.center(),
                                size * (0.3 if stone < 0 else 0.15), back[0] == "b")
            painter.setPen(QColor("#1d1d1d"))
            draw_fitted(painter, text_rect, Qt.AlignCenter, back[1:],
                        font(size * (0.5 if stone < 0 else 0.26) * (0.8 if ink else 1), True),
                        wrap=False)
    if stone >= 0:
        paint_stone(painter, inner.center(), size * 0.33, stone)
    if near and stone < 0:
        painter.setPen(QColor("#b54700"))
        draw_fitted(painter, inner.adjusted(0, 0, -size * 0.06, 0),
                    Qt.AlignRight | Qt.AlignBottom, f"+{near}", font(size * 0.3, True),
                    wrap=False)


def paint_back_mark(painter: QPainter, centre: QPointF, radius: float, blue: bool) -> None:
    """The printed sign of a back's colour, shaped like that colour's stone: a ring for
    blue, a square for white (a black-and-white print still tells them apart)."""
    painter.save()
    painter.setPen(QPen(QColor("#1d1d1d"), max(1.0, radius * 0.12)))
    painter.setBrush(Qt.NoBrush)
    if blue:
        painter.drawEllipse(centre, radius, radius)
    else:
        side = radius * 1.7
        painter.drawRect(QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side))
    painter.restore()


def paint_fold(painter: QPainter, inner: QRectF, ink: bool = False) -> None:
    """A folded top-right corner: this tile has moved and may not move again."""
    side = inner.width() * 0.4
    right, top = inner.right(), inner.top()
    fold = QPainterPath(QPointF(right - side, top))
    fold.lineTo(QPointF(right, top + side))
    fold.lineTo(QPointF(right - side, top + side))
    fold.closeSubpath()
    cut = QPainterPath(QPointF(right - side, top))
    cut.lineTo(QPointF(right, top))
    cut.lineTo(QPointF(right, top + side))
    cut.closeSubpath()
    painter.save()
    painter.setPen(Qt.NoPen)
    painter.setBrush(QColor(0, 0, 0, 110) if not ink else QColor("#ffffff"))
    painter.drawPath(cut)  # the corner folded away shows the table
    painter.setPen(QPen(QColor("#000000") if ink else TILE_EDGE, max(1.0, side * 0.08)))
    painter.setBrush(QColor("#cccccc") if ink else FOLD)
    painter.drawPath(fold)
    painter.restore()


def paint_last_stone(painter: QPainter, cell: QRectF) -> None:
    """A ring round the stone just placed on ``cell``."""
    size = cell.width()
    painter.save()
    painter.setRenderHint(QPainter.Antialiasing)
    painter.setBrush(Qt.NoBrush)
    centre, radius = cell.center(), size * 0.45
    painter.setPen(QPen(LAST_EDGE, size * 0.13))
    painter.drawEllipse(centre, radius, radius)
    painter.setPen(QPen(LAST, size * 0.075))
    painter.drawEllipse(centre, radius, radius)
    painter.restore()


def paint_last_origin(painter: QPainter, cell: QRectF, player: int) -> None:
    """Where a moved tile lay: a dashed outline with a small stone of the player who moved it."""
    size = cell.width()
    painter.save()
    painter.setRenderHint(QPainter.Antialiasing)
    r = cell.adjusted(size * 0.08, size * 0.08, -size * 0.08, -size * 0.08)
    painter.setBrush(Qt.NoBrush)
    painter.setPen(QPen(LAST_EDGE, size * 0.1))
    painter.drawRoundedRect(r, size * 0.1, size * 0.1)
    pen = QPen(LAST, size * 0.06, Qt.CustomDashLine)
    pen.setDashPattern([2.0, 1.5])
    painter.setPen(pen)
    painter.drawRoundedRect(r, size * 0.1, size * 0.1)
    paint_stone(painter, r.center(), size * 0.13, player)
    painter.restore()


def paint_last_arrow(painter: QPainter, start: QPointF, end: QPointF, size: float) -> None:
    """An arrow from the centre of the cell a tile left to the edge of the cell it went to."""
    line = end - start
    length = math.hypot(line.x(), line.y())
    if length < 1e-6:
        return
    ux, uy = line.x() / length, line.y() / length
    tip = end - QPointF(ux, uy) * (size * 0.36)
    tail = start + QPointF(ux, uy) * (size * 0.2)
    head = size * 0.28
    left = tip - QPointF(ux, uy) * head + QPointF(-uy, ux) * head * 0.6
    right = tip - QPointF(ux, uy) * head - QPointF(-uy, ux) * head * 0.6
    arrow = QPainterPath(left)
    arrow.lineTo(tip)
    arrow.lineTo(right)
    arrow.closeSubpath()
    painter.save()
    painter.setRenderHint(QPainter.Antialiasing)
    # The shaft thin and see-through (it crosses other tiles, whose numbers must stay
    # readable: a "1" under it read as a "7"), the head solid.
    shaft_end = tip - QPointF(ux, uy) * head * 0.5
    for pen, width, alpha in ((LAST_EDGE, 0.09, 0.6), (LAST, 0.045, 0.75)):
        painter.setOpacity(alpha)
        painter.setPen(QPen(pen, size * width, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
        painter.drawLine(tail, shaft_end)
    painter.setOpacity(1.0)
    for pen, width in ((LAST_EDGE, 0.14), (LAST, 0.07)):
        painter.setPen(QPen(pen, size * width, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
        painter.setBrush(pen)
        painter.drawPath(arrow)
    painter.restore()


def paint_stone(painter: QPainter, centre: QPointF, radius: float, player: int) -> None:
    painter.save()
    if player == 0:  # blue: round
        painter.setPen(QPen(BLUE_EDGE, max(1.0, radius * 0.16)))
        painter.setBrush(BLUE_FILL)
        painter.drawEllipse(centre, radius, radius)
        painter.setPen(QPen(QColor(255, 255, 255, 150), max(1.0, radius * 0.1)))
        painter.setBrush(Qt.NoBrush)
        painter.drawEllipse(centre, radius * 0.55, radius * 0.55)
    else:  # white: square
        side = radius * 1.75
        painter.setPen(QPen(WHITE_EDGE, max(1.0, radius * 0.16)))
        painter.setBrush(WHITE_FILL)
        painter.drawRoundedRect(QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side),
                                radius * 0.25, radius * 0.25)
        painter.setPen(QPen(QColor(0, 0, 0, 90), max(1.0, radius * 0.1)))
        painter.setBrush(Qt.NoBrush)
        s2 = side * 0.5
        painter.drawRect(QRectF(centre.x() - s2 / 2, centre.y() - s2 / 2, s2, s2))
    painter.restore()


def _star(painter: QPainter, centre: QPointF, radius: float, at: QPointF | None = None) -> None:
    c = at if at is not None else centre
    path = QPainterPath()
    for i in range(10):
        angle = -math.pi / 2 + i * math.pi / 5
        rr = radius if i % 2 == 0 else radius * 0.45
        point = QPointF(c.x() + rr * math.cos(angle), c.y() + rr * math.sin(angle))
        path.moveTo(point) if i == 0 else path.lineTo(point)
    path.closeSubpath()
    painter.setBrush(QColor("#c98a00"))
    painter.setPen(QPen(QColor("#5a3d00"), max(1.0, radius * 0.08)))
    painter.drawPath(path)


LABEL_W, LABEL_H = 0.64, 0.336  # a run's points label, in cell sizes


def run_labels(pic: Picture, rect: QRectF) -> list[tuple[QRectF, int]]:
    """Where each run's points stand: in the seam between two cells, ending at a corner of
    an end tile of the run. There no stone lies (the label misses the round and square stones
    of the four cells that meet), nor the back shown in the top-left of the cell beyond the
    corner. The corners beyond the run's last tile come first, then those beyond its first;
    the first that covers no earlier label, lies on no run's line (it would read as that
    run's) and lies inside ``rect`` wins, so runs ending on one tile keep their labels
    apart."""
    size, _ = geometry(pic.box, rect)
    w, h = size * LABEL_W, size * LABEL_H
    # Points along every run's line, every fifth of a cell, for "lies on a line".
    on_lines = []
    for _player, tiles, _points in pic.runs:
        a = cell_rect(pic.box, rect, pic.pos[tiles[0]]).center()
        b = cell_rect(pic.box, rect, pic.pos[tiles[-1]]).center()
        steps = max(1, int(5 * (len(tiles) - 1)))
        on_lines += [a + (b - a) * (k / steps) for k in range(steps + 1)]
    half = size * 0.13  # half a run line's width
    taken: list[QRectF] = []
    out = []
    for _player, tiles, points in pic.runs:
        first, last = pic.pos[tiles[0]], pic.pos[tiles[-1]]
        dx = (last[0] > first[0]) - (last[0] < first[0])
        dy = (last[1] > first[1]) - (last[1] < first[1])
        spots = []
        for (cx, cy), sx, sy in ((last, dx, dy), (first, -dx, -dy)):
            centre = cell_rect(pic.box, rect, (cx, cy)).center()
            # A step along the run leads to the corners ahead; across it, both sides.
            corners = [(sx or side, sy or side) for side in (1, -1)] if sx == 0 or sy == 0 \
                else [(sx, sy), (sx, -sy), (-sx, sy)]
            spots += [QPointF(centre.x() + ox * size / 2, centre.y() + oy * size / 2)
                      for ox, oy in dict.fromkeys(corners)]
        boxes = [QRectF(p.x() + size * 0.03 - w, p.y() - h / 2, w, h) for p in spots]
        label = min(boxes, key=lambda r: (
            any(r.intersects(t) for t in taken),
            any(r.adjusted(-half, -half, half, half).contains(p) for p in on_lines),
            not rect.contains(r)))
        taken.append(label)
        out.append((label, points))
    return out


def paint_run_line(painter: QPainter, a: QPointF, b: QPointF, size: float, player: int,
                   ink: bool = False) -> None:
    """A run of 4+: on screen a line in the player's colour; on paper a white halo and a
    black line, solid for blue and dashed for white (a white line would not show)."""
    painter.save()
    if ink:
        painter.setPen(QPen(QColor("#ffffff"), size * 0.26, Qt.SolidLine, Qt.RoundCap))
        painter.drawLine(a, b)
        pen = QPen(QColor("#000000"), size * 0.12, Qt.SolidLine, Qt.FlatCap)
        if player == 1:
            pen.setStyle(Qt.CustomDashLine)
            pen.setDashPattern([2.0, 1.2])
        painter.setPen(pen)
        painter.drawLine(a, b)
    else:
        colour = QColor("#1d5fd0") if player == 0 else QColor("#fafafa")
        # A white line needs a darker edge to show over white stones and pale tiles.
        edge = QColor(0, 0, 0, 160 if player == 0 else 225)
        painter.setPen(QPen(edge, size * 0.26, Qt.SolidLine, Qt.RoundCap))
        painter.drawLine(a, b)
        painter.setPen(QPen(colour, size * 0.16, Qt.SolidLine, Qt.RoundCap))
        painter.drawLine(a, b)
    painter.restore()


def score_tiles(score: int) -> list[int]:
    """The score tiles beside the track for ``score`` (the marker shows score mod 50): the
    rulebook's tile shows 50, then is turned to 100 on the next lap; the next lap takes a
    new tile. 215 -> [100, 100] and the marker on 15."""
    laps = max(0, int(score)) // 50
    return [100] * (laps // 2) + [50] * (laps % 2)


TRACK_NUMBER = 0.4  # a track number's height, in squares: 0.3 read 7 px at 1024x600


def track_square(rect: QRectF) -> float:
    """The side of a square of the score track drawn in ``rect`` (10 x 5 squares)."""
    return min(rect.width() / 10, (rect.height() * 0.78) / 5)


def paint_score_track(painter: QPainter, rect: QRectF, scores, ink: bool = False) -> None:
    """The physical score board: squares 0..49 in a serpentine; each player's marker sits on
    score mod 50 and the 50/100 tiles below (score_tiles) count the laps."""
    painter.save()
    painter.setRenderHint(QPainter.Antialiasing)
    cols, rows = 10, 5
    size = track_square(rect)
    left = rect.left() + (rect.width() - size * cols) / 2
    for n in range(50):
        r, c = divmod(n, cols)
        if r % 2:
            c = cols - 1 - c
        cell = QRectF(left + c * size, rect.top() + r * size, size, size).adjusted(1, 1, -1, -1)
        painter.setPen(QPen(QColor("#5b4a2c") if not ink else QColor("#000"), 1))
        painter.setBrush(QColor("#d9c79f") if not ink else QColor("#fff"))
        if n % 10 == 0:
            painter.setBrush(QColor("#c9b27f") if not ink else QColor("#eee"))
        painter.drawRect(cell)
        painter.setPen(QColor("#3a2f1a"))
        draw_fitted(painter, cell.adjusted(2, 0, 0, 0), Qt.AlignLeft | Qt.AlignTop, str(n),
                    font(size * TRACK_NUMBER), wrap=False)
    for player, score in enumerate(scores):
        n = int(score) % 50
        r, c = divmod(n, cols)
        if r % 2:
            c = cols - 1 - c
        centre = QPointF(left + c * size + size * (0.4 + 0.3 * player),
                         rect.top() + r * size + size * 0.7)
        paint_stone(painter, centre, size * 0.24, player)
        tiles = score_tiles(score)
        if not tiles:
            continue
        # Each player's tiles in his half of the width under the track.
        room = size * 5 - size * 0.2
        pitch = min(size * 2.3, room / len(tiles))
        number = None  # one size for a player's tiles: the one "100" needs
        for i, value in enumerate(tiles):
            chip = QRectF(left + player * size * 5 + i * pitch,
                          rect.top() + rows * size + size * 0.3, pitch - size * 0.1, size * 0.9)
            painter.setPen(QPen(QColor("#000"), 1))
            painter.setBrush(QColor("#f0e0b0") if not ink else QColor("#fff"))
            painter.drawRoundedRect(chip, 4, 4)
            stone_r = min(size * 0.25, chip.width() * 0.18)
            paint_stone(painter, QPointF(chip.left() + stone_r * 1.6, chip.center().y()),
                        stone_r, player)
            painter.setPen(QColor("#000"))
            text = chip.adjusted(stone_r * 3.2, 0, -size * 0.05, 0)
            if number is None:  # a number shrinks, never cut
                number = fit("100", text, Qt.AlignCenter, font(size * 0.45, True),
                             smallest=size * 0.2, wrap=False).font
            draw_fitted(painter, text, Qt.AlignCenter, str(value), number, wrap=False)
    painter.restore()
