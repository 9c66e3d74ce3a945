"""Painting a Lino board with a bare QPainter: the scene item, the rules pictures and the printed
sheet all use it (no QPixmap or QWidget, so it also runs in a PDF worker thread).

Stones differ by shape as well as colour: blue stones are round, white stones are square; a
tile's back says its colour by the same shapes (a ring for blue, a square for white), and a
white player's run is dashed. Marks differ by shape too: a ring round a player's latest stone, a dashed outline where a
moved tile lay with an arrow into its new cell, a folded corner on a tile moved already.
"""

from __future__ import annotations

import math

import attrs
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPainterPath, QPen

from bingolino_app.games.lino.rules import STAR
from bingolino_app.ui.common import theme
from bingolino_app.ui.printing.fit import draw_fitted, fit

MARKS = {  # tile highlight kind -> the theme's role of its colour
    "target": "lino.target",
    "selected": "table.highlight",
    "near": "lino.near",
    "cursor": "table.cursor",  # dotted on a black halo, as Qwingo's: plain on cream
    "flash": "lino.flash",
}


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
            painter.setPen(QPen(theme.either(pic.ink, "faint", "lino.used"),
                                max(1.0, size * 0.04)))
            painter.drawLine(r.topLeft(), r.bottomRight())
            painter.drawLine(r.topRight(), r.bottomLeft())
    for cell in pic.targets:
        r = cell_rect(pic.box, rect, cell).adjusted(3, 3, -3, -3)
        painter.setPen(QPen(theme.colour("lino.target_edge"), max(1.5, size * 0.05), Qt.DashLine))
        painter.setBrush(theme.colour(MARKS["target"]))
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
        painter.setPen(QPen(theme.either(pic.ink, "ink", "lino.label_edge"), 1))
        painter.setBrush(theme.either(pic.ink, "paper", "lino.label"))
        painter.drawRoundedRect(label, size * 0.08, size * 0.08)
        painter.setPen(theme.either(pic.ink, "ink", "lino.label_ink"))
        draw_fitted(painter, label, Qt.AlignCenter, str(points), font(size * 0.3, True),
                    wrap=False)
    if pic.cursor is not None:
        r = cell_rect(pic.box, rect, pic.cursor).adjusted(1, 1, -1, -1)
        painter.setBrush(Qt.NoBrush)
        painter.setPen(QPen(theme.colour("table.cursor_halo"), max(3.0, size * 0.16)))
        painter.drawRoundedRect(r, size * 0.15, size * 0.15)
        painter.setPen(QPen(theme.colour(MARKS["cursor"]), max(2.0, size * 0.08), Qt.DotLine))
        painter.drawRoundedRect(r, size * 0.15, size * 0.15)
    painter.restore()


def paint_tile(painter: QPainter, r: QRectF, back: str | None, stone: int, mark: str | None,
               near: int = 0, ink: bool = False, moved: bool = False) -> None:
    size = r.width()
    inner = r.adjusted(size * 0.05, size * 0.05, -size * 0.05, -size * 0.05)
    face = theme.either(ink, "paper", "lino.tile")
    if back == STAR:
        face = theme.either(ink, "fill", "lino.back_star")
    elif back:
        blue = back[0] == "b"
        face = theme.either(ink, "tint_blue" if blue else "paper",
                            "lino.back_blue" if blue else "lino.back_white")
    painter.setPen(QPen(theme.either(ink, "ink", "lino.tile_edge"), max(1.0, size * 0.04)))
    painter.setBrush(face)
    painter.drawRoundedRect(inner, size * 0.1, size * 0.1)
    if moved:
        paint_fold(painter, inner, ink)
    if mark in ("selected", "flash", "near"):
        # On a dark line: a gold frame on a pale tile must still stand out.
        painter.setBrush(Qt.NoBrush)
        painter.setPen(QPen(theme.colour("lino.mark_edge"), max(3.0, size * 0.14)))
        painter.drawRoundedRect(inner.adjusted(1, 1, -1, -1), size * 0.1, size * 0.1)
        painter.setPen(QPen(theme.colour(MARKS[mark]), max(2.0, size * 0.09)))
        painter.drawRoundedRect(inner.adjusted(1, 1, -1, -1), size * 0.1, size * 0.1)
    corner = None  # on screen, a back's number beside a stone: a badge over the stone
    if back:
        tile_ink = theme.colour("lino.tile_ink")  # on paper too (printing paints light)
        painter.setPen(tile_ink)
        if back == STAR:
            _star(painter, inner.center(), size * 0.32 if stone < 0 else size * 0.16,
                  inner.topLeft() + QPointF(size * 0.2, size * 0.2) if stone >= 0 else None)
        elif stone >= 0 and not ink:
            corner = back
        else:
            text_rect = inner if stone < 0 else QRectF(inner.left(), inner.top(),
                                                      size * 0.32, size * 0.32)
            # The back's shape says its colour (colour never alone; on paper it may not
            # print): a ring for blue, a square for white. On screen round the whole number
            # (which keeps its size), on paper close round a smaller one.
            if ink or stone >= 0:
                mark = size * (0.3 if stone < 0 else 0.15)
            else:
                mark = size * 0.4
            paint_back_mark(painter, text_rect.center(), mark, back[0] == "b", tile_ink)
            painter.setPen(tile_ink)
            draw_fitted(painter, text_rect, Qt.AlignCenter, back[1:],
                        font(size * (0.5 if stone < 0 else 0.26) * (0.8 if ink else 1), True),
                        wrap=False)
    if stone >= 0:
        paint_stone(painter, inner.center(), size * 0.33, stone)
    if corner is not None:
        paint_corner_number(painter, inner, corner)
    if near and stone < 0:
        painter.setPen(theme.colour("lino.near_text"))
        draw_fitted(painter, inner.adjusted(0, 0, -size * 0.06, 0),
                    Qt.AlignRight | Qt.AlignBottom, f"+{near}", font(size * 0.3, True),
                    wrap=False)


def paint_corner_number(painter: QPainter, inner: QRectF, back: str) -> None:
    """A back's number on a tile that holds a stone: in the top-left corner, over the stone's
    edge (larger than room beside the stone allows: it was 6 pixels at 1024x600), on a badge
    of the back's colour shaped as its stone, a disc for blue and a square for white."""
    size = inner.width() / 0.9
    radius = size * 0.21
    centre = inner.topLeft() + QPointF(radius * 0.95, radius * 0.95)
    blue = back[0] == "b"
    ink = theme.colour("lino.tile_ink")
    painter.save()
    painter.setPen(QPen(ink, max(1.0, size * 0.035)))
    painter.setBrush(theme.colour("lino.back_blue" if blue else "lino.back_white"))
    badge = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
    if blue:
        painter.drawEllipse(badge)
    else:
        painter.drawRoundedRect(badge.adjusted(radius * 0.08, radius * 0.08, -radius * 0.08,
                                               -radius * 0.08), radius * 0.2, radius * 0.2)
    painter.setPen(ink)
    draw_fitted(painter, badge.adjusted(radius * 0.15, 0, -radius * 0.15, 0), Qt.AlignCenter,
                back[1:], font(size * 0.34, True), smallest=size * 0.2, wrap=False)
    painter.restore()


def paint_back_mark(painter: QPainter, centre: QPointF, radius: float, blue: bool,
                    ink=None) -> None:
    """The sign of a back's colour, shaped like that colour's stone: a ring for blue, a
    square for white (a black-and-white print, or an eye that tells no blue from white,
    still tells them apart). ``ink``: its colour (the tile's ink by default)."""
    painter.save()
    painter.setPen(QPen(ink if ink is not None else theme.colour("lino.tile_ink"),
                        max(1.0, radius * 0.12)))
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
    painter.setBrush(theme.either(ink, "paper", "lino.fold_cut"))
    painter.drawPath(cut)  # the corner folded away shows the table
    painter.setPen(QPen(theme.either(ink, "ink", "lino.tile_edge"), max(1.0, side * 0.08)))
    painter.setBrush(theme.either(ink, "fill_dark", "lino.fold"))
    painter.drawPath(fold)
    painter.restore()


def paint_last_stone(painter: QPainter, cell: QRectF) -> None:
    """A ring round the stone just placed on ``cell``."""
    size = cell.width()
    painter.save()
    painter.setRenderHint(QPainter.Antialiasing)
    painter.setBrush(Qt.NoBrush)
    centre, radius = cell.center(), size * 0.45
    painter.setPen(QPen(theme.colour("lino.last_edge"), size * 0.13))
    painter.drawEllipse(centre, radius, radius)
    painter.setPen(QPen(theme.colour("lino.last"), size * 0.075))
    painter.drawEllipse(centre, radius, radius)
    painter.restore()


def paint_last_origin(painter: QPainter, cell: QRectF, player: int) -> None:
    """Where a moved tile lay: a dashed outline with a small stone of the player who moved it."""
    size = cell.width()
    painter.save()
    painter.setRenderHint(QPainter.Antialiasing)
    r = cell.adjusted(size * 0.08, size * 0.08, -size * 0.08, -size * 0.08)
    painter.setBrush(Qt.NoBrush)
    painter.setPen(QPen(theme.colour("lino.last_edge"), size * 0.1))
    painter.drawRoundedRect(r, size * 0.1, size * 0.1)
    pen = QPen(theme.colour("lino.last"), size * 0.06, Qt.CustomDashLine)
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
    last, edge = theme.colour("lino.last"), theme.colour("lino.last_edge")
    for pen, width, alpha in ((edge, 0.09, 0.6), (last, 0.045, 0.75)):
        painter.setOpacity(alpha)
        painter.setPen(QPen(pen, size * width, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
        painter.drawLine(tail, shaft_end)
    painter.setOpacity(1.0)
    for pen, width in ((edge, 0.14), (last, 0.07)):
        painter.setPen(QPen(pen, size * width, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
        painter.setBrush(pen)
        painter.drawPath(arrow)
    painter.restore()


def paint_stone(painter: QPainter, centre: QPointF, radius: float, player: int) -> None:
    painter.save()
    if player == 0:  # blue: round
        painter.setPen(QPen(theme.colour("lino.blue_edge"), max(1.0, radius * 0.16)))
        painter.setBrush(theme.colour("lino.blue"))
        painter.drawEllipse(centre, radius, radius)
        painter.setPen(QPen(theme.colour("lino.blue_ring"), max(1.0, radius * 0.1)))
        painter.setBrush(Qt.NoBrush)
        painter.drawEllipse(centre, radius * 0.55, radius * 0.55)
    else:  # white: square
        side = radius * 1.75
        painter.setPen(QPen(theme.colour("lino.white_edge"), max(1.0, radius * 0.16)))
        painter.setBrush(theme.colour("lino.white"))
        painter.drawRoundedRect(QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side),
                                radius * 0.25, radius * 0.25)
        painter.setPen(QPen(theme.colour("lino.white_ring"), max(1.0, radius * 0.1)))
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
    painter.setBrush(theme.colour("lino.star"))
    painter.setPen(QPen(theme.colour("lino.star_edge"), max(1.0, radius * 0.08)))
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
    """A run of 4+: on screen a line in the player's colour on a dark edge, dashed for white
    (not by colour alone); on paper a white halo and a black line, solid for blue and dashed
    for white (a white line would not show)."""
    painter.save()
    if ink:
        painter.setPen(QPen(theme.printed("paper"), size * 0.26, Qt.SolidLine, Qt.RoundCap))
        painter.drawLine(a, b)
        pen = QPen(theme.printed("ink"), size * 0.12, Qt.SolidLine, Qt.FlatCap)
        if player == 1:
            pen.setStyle(Qt.CustomDashLine)
            pen.setDashPattern([2.0, 1.2])
        painter.setPen(pen)
        painter.drawLine(a, b)
    else:
        colour = theme.colour("lino.run_blue" if player == 0 else "lino.run_white")
        # A white line needs a darker edge to show over white stones and pale tiles.
        edge = theme.colour("lino.run_blue_edge" if player == 0 else "lino.run_white_edge")
        painter.setPen(QPen(edge, size * 0.26, Qt.SolidLine, Qt.RoundCap))
        painter.drawLine(a, b)
        pen = QPen(colour, size * 0.16, Qt.SolidLine, Qt.RoundCap)
        if player == 1:  # dashed, as on paper: the edge shows between the dashes
            pen.setCapStyle(Qt.FlatCap)
            pen.setStyle(Qt.CustomDashLine)
            pen.setDashPattern([2.0, 0.8])
        painter.setPen(pen)
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
        painter.setPen(QPen(theme.either(ink, "ink", "lino.track_edge"), 1))
        painter.setBrush(theme.either(ink, "paper", "lino.track"))
        if n % 10 == 0:
            painter.setBrush(theme.either(ink, "fill_ten", "lino.track_ten"))
        painter.drawRect(cell)
        painter.setPen(theme.colour("lino.track_ink"))
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
            painter.setPen(QPen(theme.either(ink, "ink", "lino.chip_edge"), 1))
            painter.setBrush(theme.either(ink, "paper", "lino.chip"))
            painter.drawRoundedRect(chip, 4, 4)
            stone_r = min(size * 0.25, chip.width() * 0.18)
            paint_stone(painter, QPointF(chip.left() + stone_r * 1.6, chip.center().y()),
                        stone_r, player)
            painter.setPen(theme.either(ink, "ink", "lino.chip_ink"))
            text = chip.adjusted(stone_r * 3.2, 0, -size * 0.05, 0)
            if number is None:  # a number shrinks, never cut
                number = fit("100", text, Qt.AlignCenter, font(size * 0.45, True),
                             smallest=size * 0.2, wrap=False).font
            draw_fitted(painter, text, Qt.AlignCenter, str(value), number, wrap=False)
    painter.restore()
