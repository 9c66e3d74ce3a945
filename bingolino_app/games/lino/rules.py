"""Lino's fixed facts and pure rule helpers (rules: shared/rules/lino.md).

Cells are (column, row) pairs. The tile set and the starting cross come from data files in
resources/lino/, read without Qt.
"""

from __future__ import annotations

import json
import random
from functools import lru_cache

from bingolino_app import paths

TILES = 56
STONES_EACH = 24  # 25 stones, one of them marks the score
STONES = 2 * STONES_EACH
BUILD_MOVES = 6  # three each, alternating
MARGIN = 2  # moved tiles stay within the layout's box widened by this many cells
MAX_SIDE = 15  # an explicit layout fits in 15 x 15 cells
DIRECTIONS = ((1, 0), (0, 1), (1, 1), (1, -1))
NEIGHBOURS = tuple((dc, dr) for dc in (-1, 0, 1) for dr in (-1, 0, 1) if dc or dr)
STAR = "s"
BLUE, WHITE = 0, 1  # player 0 plays blue, player 1 white


def run_points(length: int) -> int:
    """End bonus for a run of ``length`` own stones: 4 -> 10, 5 -> 20, 6 -> 30, 7+ -> 40."""
    return 0 if length < 4 else 10 * min(length - 3, 4)


# --- data files -------------------------------------------------------------------------------
def _data(name: str) -> dict:
    return json.loads((paths.resources_dir() / "lino" / name).read_text(encoding="utf-8"))


@lru_cache(maxsize=None)
def tile_backs() -> tuple[str, ...]:
    """The 56 backs: "s" for a star, "b3" for a blue 3, "w1" for a white 1..."""
    data = _data("tiles.json")
    backs = [STAR] * data["stars"]
    for colour in data["colours"]:
        for number, count in sorted(data["numbers"].items()):
            backs += [f"{colour[0]}{number}"] * count
    if len(backs) != TILES:
        raise ValueError(f"tiles.json describes {len(backs)} tiles, not {TILES}")
    return tuple(backs)


def back_owner(back: str) -> int | None:
    """The player a number's background colour belongs to (None for a star)."""
    return None if back == STAR else (BLUE if back[0] == "b" else WHITE)


def back_number(back: str) -> int:
    return 0 if back == STAR else int(back[1:])


# --- layouts ----------------------------------------------------------------------------------
def encode_layout(cells) -> str:
    """A layout as text: rows of '#' and '.' joined by '/', trimmed to its bounding box."""
    cells = set(cells)
    c0, r0 = min(c for c, _ in cells), min(r for _, r in cells)
    c1, r1 = max(c for c, _ in cells), max(r for _, r in cells)
    return "/".join("".join("#" if (c, r) in cells else "." for c in range(c0, c1 + 1))
                    for r in range(r0, r1 + 1))


def parse_layout(text: str) -> tuple[tuple[int, int], ...] | None:
    """Cells of a layout string, or None when it is not a valid Lino start (56 tiles in one
    group, at most 15 x 15)."""
    if not isinstance(text, str):
        return None
    rows = text.split("/")
    if len(rows) > MAX_SIDE or any(len(r) > MAX_SIDE or set(r) - {"#", "."} for r in rows):
        return None
    cells = tuple((c, r) for r, line in enumerate(rows) for c, ch in enumerate(line) if ch == "#")
    if len(cells) != TILES or not connected(set(cells)):
        return None
    c0, r0 = min(c for c, _ in cells), min(r for _, r in cells)
    return tuple(sorted((c - c0, r - r0) for c, r in cells))


def is_layout_string(value) -> bool:
    return parse_layout(value) is not None


@lru_cache(maxsize=None)
def cross_layout() -> tuple[tuple[int, int], ...]:
    cells = parse_layout("/".join(_data("layouts.json")["cross"]))
    assert cells is not None, "the cross in layouts.json is not a valid layout"
    return cells


def random_layout(rng: random.Random, side: int = 11) -> tuple[tuple[int, int], ...]:
    """56 tiles grown as one group from the centre of a side x side box."""
    centre = (side // 2, side // 2)
    cells = {centre}
    frontier = sorted(_around(centre, side))
    while len(cells) < TILES:
        cell = frontier[rng.randrange(len(frontier))]
        cells.add(cell)
        frontier = sorted(set(frontier) | _around(cell, side) - cells)
    return tuple(sorted(cells))


def _around(cell, side: int) -> set:
    c, r = cell
    return {(c + dc, r + dr) for dc, dr in NEIGHBOURS
            if 0 <= c + dc < side and 0 <= r + dr < side}


# --- geometry ---------------------------------------------------------------------------------
def connected(cells: set) -> bool:
    return len(components(cells)) <= 1


def components(cells: set) -> list[set]:
    """Groups of cells connected through sides or corners."""
    left, groups = set(cells), []
    while left:
        start = left.pop()
        group, todo = {start}, [start]
        while todo:
            c, r = todo.pop()
            for dc, dr in NEIGHBOURS:
                n = (c + dc, r + dr)
                if n in left:
                    left.remove(n)
                    group.add(n)
                    todo.append(n)
        groups.append(group)
    return groups


def rows_of(cells) -> list[tuple[tuple[int, int], ...]]:
    """Every row: a maximal straight run of 2+ tiles, horizontal, vertical or diagonal."""
    cells = set(cells)
    rows = []
    for dc, dr in DIRECTIONS:
        for c, r in sorted(cells):
            if (c - dc, r - dr) in cells:
                continue  # not the start of a run
            run = [(c, r)]
            while (run[-1][0] + dc, run[-1][1] + dr) in cells:
                run.append((run[-1][0] + dc, run[-1][1] + dr))
            if len(run) >= 2:
                rows.append(tuple(run))
    return rows


def build_targets(cells: set, tile_cell, used: set, box) -> list[tuple[int, int]]:
    """Cells the tile on ``tile_cell`` may move to: inside ``box`` (c0, r0, c1, r1), never
    occupied in this game, and leaving all tiles one group."""
    rest = cells - {tile_cell}
    groups = components(rest)
    c0, r0, c1, r1 = box
    found = set()
    for c, r in _touching(groups[0]):
        if (c, r) in used or not (c0 <= c <= c1 and r0 <= r <= r1):
            continue
        if all(any((c + dc, r + dr) in g for dc, dr in NEIGHBOURS) for g in groups[1:]):
            found.add((c, r))
    return sorted(found)


def all_build_targets(cells: set, used: set, box) -> dict:
    """``build_targets`` for every tile at once (cell -> targets), fast: a tile whose
    neighbours stay linked around it cannot split the group, so only the empty cells next
    to it need a second look."""
    c0, r0, c1, r1 = box
    count: dict = {}
    for c, r in cells:
        for dc, dr in NEIGHBOURS:
            q = (c + dc, r + dr)
            if q not in cells and q not in used and c0 <= q[0] <= c1 and r0 <= q[1] <= r1:
                count[q] = count.get(q, 0) + 1
    found = {}
    for cell in cells:
        ring = {(cell[0] + dc, cell[1] + dr) for dc, dr in NEIGHBOURS} & cells
        if not _linked(ring):
            found[cell] = build_targets(cells, cell, used, box)
            continue
        c, r = cell
        found[cell] = sorted(q for q, n in count.items()
                             if n > 1 or max(abs(q[0] - c), abs(q[1] - r)) > 1)
    return found


def _linked(ring: set) -> bool:
    """True when the tiles around a cell touch each other in one chain (or there are none)."""
    return len(components(ring)) <= 1


def _touching(group: set) -> set:
    return {(c + dc, r + dr) for c, r in group for dc, dr in NEIGHBOURS} - group


# --- notation ---------------------------------------------------------------------------------
def column_name(box, col: int) -> str:
    """The letter of ``col`` on the board's edges: A for the box's first column (at most 19
    columns: A..S)."""
    return chr(ord("A") + col - box[0])


def row_name(box, row: int) -> str:
    """The number of ``row`` on the board's edges: 1 for the box's top row."""
    return str(row - box[1] + 1)


def cell_name(box, cell) -> str:
    """A cell as the log and the board's edges name it: "E5" is column E, row 5 from the top."""
    return column_name(box, cell[0]) + row_name(box, cell[1])


def layout_box(cells) -> tuple[int, int, int, int]:
    """Where tiles may go: the layout's bounding box widened by MARGIN."""
    return (min(c for c, _ in cells) - MARGIN, min(r for _, r in cells) - MARGIN,
            max(c for c, _ in cells) + MARGIN, max(r for _, r in cells) + MARGIN)
