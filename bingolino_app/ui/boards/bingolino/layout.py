"""Where every grid and the dice panel sit on the Bingolino table: fixed for the whole game.

A player's place at a real table does not move, so the places depend only on the seats, never
on whose turn it is (the roller is shown by a frame and the dice):
- one human (or nobody: a computers-only game shows the first seat): his grid large at the
  bottom left, the others small in a row above in seat order, the dice panel beside his grid;
- several humans at one screen (hot seat, all deciding at once after a roll): every grid the
  same size in seat order, two by two, the panel below (two players), in the free corner
  (three) or to the right (four).
"""

from __future__ import annotations

from typing import Sequence

import attrs

GRID_W, GRID_H = 554.0, 596.0  # GridItem bounding box at scale 1
GRID_LEFT, GRID_TOP = 62.0, 6.0  # where that box starts left of / above the grid's origin
BIG, SMALL = 0.9, 0.5625  # a lone human's grid is 1.6 times the others
ODDS_W, ODDS_H = 620.0, 238.0  # the odds chart at scale 1
WIDTH = 1240.0  # the scene width of the one-human and two-player tables
PANEL_X = 590.0  # the one-human table's panel, right of the large grid
GAP, MARGIN = 40.0, 20.0


@attrs.frozen
class Slot:
    x: float  # the grid's origin (its first tile), scene coordinates
    y: float
    scale: float

    def box(self) -> tuple[float, float, float, float]:
        """The grid's bounding box in the scene: x, y, width, height."""
        s = self.scale
        return self.x - GRID_LEFT * s, self.y - GRID_TOP * s, GRID_W * s, GRID_H * s


@attrs.frozen
class Panel:
    """The dice, the total, the roller and the explanations, and the odds chart."""
    x: float
    y: float
    w: float
    h: float
    text_w: float  # width of the dice and text column
    odds_x: float
    odds_y: float
    odds_scale: float
    total_below: bool  # the total goes under the dice (a narrow column), not beside them
    text_scale: float = 1.0  # larger texts where the whole table is shown smaller


@attrs.frozen
class Table:
    width: float
    height: float
    slots: tuple[Slot, ...]
    panel: Panel


def own_seats(kinds: Sequence[bool]) -> tuple[int, ...]:
    """The seats whose grids are the players' own at this screen: the humans (``kinds``: is
    human, by seat), or the first seat when only computers play."""
    humans = tuple(p for p, human in enumerate(kinds) if human)
    return humans or (0,)


def _box_slot(x: float, y: float, scale: float) -> Slot:
    return Slot(x + GRID_LEFT * scale, y + GRID_TOP * scale, scale)


def _tall_panel(x: float, y: float, w: float, h: float, text_scale: float = 1.0) -> Panel:
    scale = min(1.0, w / ODDS_W)
    return Panel(x, y, w, h, w, x, y + h - ODDS_H * scale, scale, total_below=w < 590,
                 text_scale=text_scale)


def table(num_players: int, own: Sequence[int]) -> Table:
    n = num_players
    if len(own) >= 2:
        return _hot_seat(n)
    big = own[0] if own else 0
    bh = GRID_H * BIG
    top_band = 0.0 if n == 1 else MARGIN + GRID_H * SMALL + 24.0
    panel_y = top_band + MARGIN
    slots: list[Slot | None] = [None] * n
    slots[big] = _box_slot(30.0, panel_y, BIG)
    others = [(big + i) % n for i in range(1, n)]
    row = len(others) * GRID_W * SMALL + (len(others) - 1) * GAP
    x0 = (WIDTH - row) / 2
    for i, p in enumerate(others):
        slots[p] = _box_slot(x0 + i * (GRID_W * SMALL + GAP), MARGIN, SMALL)
    panel = _tall_panel(PANEL_X, panel_y, WIDTH - PANEL_X - 30.0, bh)
    return Table(WIDTH, panel_y + bh + MARGIN, tuple(slots), panel)


def _hot_seat(n: int) -> Table:
    bw, bh = GRID_W * BIG, GRID_H * BIG
    if n == 2:
        x0 = (WIDTH - 2 * bw - GAP) / 2
        slots = tuple(_box_slot(x0 + i * (bw + GAP), MARGIN, BIG) for i in range(2))
        y = MARGIN + bh + MARGIN
        w, h, scale = WIDTH - 60.0, 230.0, 0.8
        panel = Panel(30.0, y, w, h, w - ODDS_W * scale - 20, 30.0 + w - ODDS_W * scale, y,
                      scale, total_below=False)
        return Table(WIDTH, y + h + MARGIN, slots, panel)
    x0, y0 = 30.0, MARGIN
    cells = [(x0 + (i % 2) * (bw + GAP), y0 + (i // 2) * (bh + MARGIN)) for i in range(4)]
    slots = tuple(_box_slot(x, y, BIG) for x, y in cells[:n])
    height = y0 + 2 * bh + 2 * MARGIN
    if n == 3:  # the free corner holds the panel
        x, y = cells[3]
        return Table(x0 + 2 * bw + GAP + 30.0, height, slots, _tall_panel(x, y, bw, bh, 1.3))
    x = x0 + 2 * bw + GAP + 30.0
    return Table(x + 500.0 + 30.0, height, slots,
                 _tall_panel(x, y0, 500.0, 2 * bh + MARGIN, 1.3))
