"""Render the pictures of the Lino rules pages with the board's own painter.

    QT_QPA_PLATFORM=offscreen python tools/render_lino_images.py

Writes resources/rules/img/lino_<picture>.png: the starting cross, a stone closing rows of
8 and 3, end runs, and a star with its neighbours. The pictures hold no text, so both
languages share them.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bingolino_app.games.lino import rules, scoring  # noqa: E402
from bingolino_app.games.lino.scoring import EMPTY, Geometry  # noqa: E402
from bingolino_app.ui.boards.lino.drawing import Picture, paint_board  # noqa: E402

OUT = ROOT / "resources" / "rules" / "img"


def box(cells, margin: int = 0):
    return (min(c for c, _ in cells) - margin, min(r for _, r in cells) - margin,
            max(c for c, _ in cells) + margin, max(r for _, r in cells) + margin)


def save(name: str, picture: Picture, cell: int = 44) -> None:
    c0, r0, c1, r1 = picture.box
    w, h = (c1 - c0 + 1) * cell + 20, (r1 - r0 + 1) * cell + 20
    image = QImage(w, h, QImage.Format_ARGB32)
    image.fill(QColor("#1f4a44"))
    painter = QPainter(image)
    paint_board(painter, QRectF(10, 10, w - 20, h - 20), picture)
    painter.end()
    image.save(str(OUT / f"lino_{name}.png"))


def main() -> None:
    QApplication.instance() or QApplication([])
    OUT.mkdir(parents=True, exist_ok=True)
    cross = rules.cross_layout()
    save("cross", Picture(box=box(cross), pos=cross, stones=(EMPTY,) * len(cross)), 36)

    # A stone on the marked tile closes a row of 8 and a row of 3: 11 points.
    cells = [(c, 1) for c in range(8)] + [(3, 0), (3, 2), (6, 0), (0, 2)]
    stones = [0, 1, 1, EMPTY, 0, 1, 0, 1, 0, 1, EMPTY, EMPTY]
    save("closing", Picture(box=box(cells), pos=cells, stones=tuple(stones),
                            marks={3: "near"}, near={3: 11}))

    # End runs for blue: 4, 4, 5 and 6 stones in a row (10 + 10 + 20 + 30).
    cells = ([(c, 0) for c in range(5)] + [(c, 2) for c in range(6)]
             + [(c, 4) for c in range(7)] + [(c, 6) for c in range(6)])
    stones = ([0, 0, 0, 0, 1] + [1, 0, 0, 0, 0, EMPTY] + [0, 0, 0, 0, 0, 1, EMPTY]
              + [0, 0, 0, 0, 0, 0])
    geo = Geometry(cells)
    save("runs", Picture(box=box(cells), pos=cells, stones=tuple(stones),
                         runs=tuple(scoring.runs(geo, stones))))

    # A star: blue has four stones around it, white three.
    cells = [(c, r) for r in range(3) for c in range(3)]
    backs = ["w1", "b2", "w1", "b1", "s", "w2", "b3", "w1", "b1"]
    stones = [0, 0, 1, 0, EMPTY, 1, 0, 1, EMPTY]
    save("star", Picture(box=box(cells), pos=cells, stones=tuple(stones), backs=tuple(backs)),
         60)


if __name__ == "__main__":
    main()
