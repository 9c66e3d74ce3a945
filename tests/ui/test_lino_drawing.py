"""Lino's board painter: each end run's points stand at a corner of one of its end tiles,
clear of every stone, every tile's back and every other label, no run's line is drawn across
a label; the keyboard cursor stands out on a cream tile."""

from __future__ import annotations

import math
import random

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from bingolino_app.games.lino import rules, scoring
from bingolino_app.games.lino.scoring import EMPTY, Geometry
from bingolino_app.ui.boards.lino import drawing
from bingolino_app.ui.common import theme

RECT = QRectF(0, 0, 600, 600)


def filled_board(seed: int, layout) -> drawing.Picture:
    """A finished board of random stones (one tile in ten empty): many runs, many crossing
    and many ending on the same tile."""
    rng = random.Random(seed)
    stones = [EMPTY if rng.random() < 0.1 else rng.randrange(2) for _ in layout]
    runs = tuple(scoring.runs(Geometry(layout), stones))
    backs = [f"{'bw'[rng.randrange(2)]}{rng.randint(1, 4)}" for _ in layout]  # all shown, as
    return drawing.Picture(box=rules.layout_box(layout), pos=layout, stones=tuple(stones),
                           backs=tuple(backs), runs=runs)  # on the printed final board


def boards():
    cross = rules.cross_layout()
    for seed in range(30):
        yield filled_board(seed, cross)


def corners(rect: QRectF):
    return (rect.topLeft(), rect.topRight(), rect.bottomLeft(), rect.bottomRight())


def touches_disc(label: QRectF, x: float, y: float, radius: float) -> bool:
    nx = min(max(x, label.left()), label.right())
    ny = min(max(y, label.top()), label.bottom())
    return math.hypot(nx - x, ny - y) < radius


def back_rect(pic: drawing.Picture, tile: int, size: float) -> QRectF:
    """Where paint_tile writes a tile's back: in its top-left corner under a stone, else large
    in its middle (a line of half a cell's height)."""
    cell = drawing.cell_rect(pic.box, RECT, pic.pos[tile])
    if pic.stones[tile] == EMPTY:
        return cell.adjusted(size * 0.05, size * 0.25, -size * 0.05, -size * 0.25)
    return QRectF(cell.left() + size * 0.05, cell.top() + size * 0.05, size * 0.32, size * 0.32)


def test_each_label_stands_at_a_corner_of_its_runs_end_clear_of_stones_backs_and_labels():
    seen_shared_ends = 0
    for pic in boards():
        assert pic.runs
        size, _ = drawing.geometry(pic.box, RECT)
        labels = drawing.run_labels(pic, RECT)
        assert [points for _, points in labels] == [points for _, _, points in pic.runs]
        ends = [(tiles[0], tiles[-1]) for _, tiles, _ in pic.runs]
        seen_shared_ends += sum(bool(set(a) & set(b)) for i, a in enumerate(ends)
                                for b in ends[i + 1:])
        for (label, _), (first, last) in zip(labels, ends):
            assert any(label.contains(c) for tile in (first, last)
                       for c in corners(drawing.cell_rect(pic.box, RECT, pic.pos[tile])))
            for tile, stone in enumerate(pic.stones):
                if stone != EMPTY:
                    centre = drawing.cell_rect(pic.box, RECT, pic.pos[tile]).center()
                    assert not touches_disc(label, centre.x(), centre.y(), size * 0.33)
                assert not label.intersects(back_rect(pic, tile, size)), tile
        for i, (a, _) in enumerate(labels):
            for b, _ in labels[i + 1:]:
                assert not a.intersects(b)
    assert seen_shared_ends >= 10  # the boards do test runs that end on one tile


def test_no_label_lies_on_a_runs_line_where_a_corner_is_free():
    """A label on another run's line read as that run's ("20" of a diagonal on a column's
    line): on these crowded boards a free corner is always found (23 of 150 lay on a line)."""
    for pic in boards():
        size, _ = drawing.geometry(pic.box, RECT)
        half = size * 0.13
        points = []
        for _player, tiles, _points in pic.runs:
            a = drawing.cell_rect(pic.box, RECT, pic.pos[tiles[0]]).center()
            b = drawing.cell_rect(pic.box, RECT, pic.pos[tiles[-1]]).center()
            steps = 5 * (len(tiles) - 1)
            points += [a + (b - a) * (k / steps) for k in range(steps + 1)]
        for label, _ in drawing.run_labels(pic, RECT):
            assert not any(label.adjusted(-half, -half, half, half).contains(p)
                           for p in points)


def test_no_runs_line_crosses_a_label(qapp):
    for pic in list(boards())[:10]:
        image = QImage(600, 600, QImage.Format_ARGB32)
        image.fill(QColor("#204030"))
        painter = QPainter(image)
        drawing.paint_board(painter, RECT, pic)
        painter.end()
        for label, _ in drawing.run_labels(pic, RECT):
            inner = label.adjusted(2, 2, -2, -2)
            for x in range(int(inner.left()) + 1, int(inner.right())):
                for y in range(int(inner.top()) + 1, int(inner.bottom())):
                    c = image.pixelColor(x, y)
                    # The runs' lines are blue or white: neither inside a label's face
                    # (yellow, with black digits).
                    assert not (c.blue() > c.red() + 40), (x, y, c.name())
                    assert not (c.red() > 235 and c.blue() > 235), (x, y, c.name())


def test_a_run_along_the_pictures_edge_keeps_its_label_inside():
    """The run lies on the picture's bottom row: its label goes above the row's edge."""
    pos = tuple((c, 1) for c in range(5)) + ((5, 1), (0, 0))
    stones = (0,) * 5 + (1, EMPTY)
    pic = drawing.Picture(box=(0, 0, 5, 1), pos=pos, stones=stones,
                          runs=tuple(scoring.runs(Geometry(pos), list(stones))))
    rect = QRectF(0, 0, 600, 200)
    (label, points), = drawing.run_labels(pic, rect)
    assert points == 20 and rect.contains(label)


def test_the_keyboard_cursor_stands_out_on_a_cream_tile(qapp):
    """A thin white outline on a cream tile was easy to miss: the cursor is yellow, dotted,
    on a black halo (as Qwingo's)."""
    pos = ((0, 0), (1, 0), (2, 0))
    pic = drawing.Picture(box=(0, 0, 2, 0), pos=pos, stones=(EMPTY,) * 3, cursor=(1, 0))
    image = QImage(300, 100, QImage.Format_ARGB32)
    image.fill(QColor("#204030"))
    painter = QPainter(image)
    drawing.paint_board(painter, QRectF(0, 0, 300, 100), pic)
    painter.end()
    cell = drawing.cell_rect(pic.box, QRectF(0, 0, 300, 100), (1, 0)).toRect()
    yellow = dark = 0
    for x in range(cell.left(), cell.right()):
        for y in range(cell.top(), cell.bottom()):
            c = image.pixelColor(x, y)
            yellow += c.red() > 200 and c.green() > 170 and c.blue() < 120
            dark += c.lightness() < 40
    assert yellow > 60 and dark > 60  # the ring and its halo, not a hairline


def test_a_tile_moves_arrow_lets_the_numbers_under_its_shaft_show(qapp):
    """A long arrow crossed other tiles with a solid pink bar as wide as a digit's stroke (a
    "1" under it read as a "7"): its shaft is thin and see-through, its head solid."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QColor, QImage, QPainter

    size = 100.0
    image = QImage(1000, 200, QImage.Format_ARGB32)
    image.fill(QColor("black"))
    painter = QPainter(image)
    drawing.paint_last_arrow(painter, QPointF(50, 100), QPointF(950, 100), size)
    painter.end()
    column = [QColor(image.pixel(500, y)) for y in range(200)]
    touched = [c for c in column if c != QColor("black")]
    assert 0 < len(touched) <= size * 0.1  # the shaft: thinner than a tenth of a cell
    last = theme.colour("lino.last")
    assert all(c.red() < last.red() for c in touched)  # the black shows through
    head = QColor(image.pixel(int(950 - size * 0.36 - 3), 100))
    assert head == last  # the head is solid
