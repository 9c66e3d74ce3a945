"""Bingolino's fixed facts and pure rule helpers, shared by the state and the bots."""

from __future__ import annotations

from itertools import product
from functools import lru_cache

NUMBERS = range(1, 23)  # tiles show 1..22
COPIES = 3  # three tiles of each number: 66 in all
GRID = 16  # a 4 x 4 grid, cells 0..15 row by row
MAX_DICE = 5
STARS_TO_WIN = 4

# The ten lines: four rows, four columns, the two diagonals (cells row-major).
LINES: tuple[tuple[int, ...], ...] = (
    *(tuple(range(r * 4, r * 4 + 4)) for r in range(4)),
    *(tuple(range(c, 16, 4)) for c in range(4)),
    (0, 5, 10, 15),
    (3, 6, 9, 12),
)
LINES_OF_CELL: tuple[tuple[int, ...], ...] = tuple(
    tuple(i for i, line in enumerate(LINES) if cell in line) for cell in range(GRID)
)


def all_tiles() -> list[int]:
    return [n for n in NUMBERS for _ in range(COPIES)]


def reduced_totals(dice: tuple[int, ...]) -> set[int]:
    """Totals the active player reaches by setting one die aside (none with a single die)."""
    if len(dice) < 2:
        return set()
    total = sum(dice)
    return {total - d for d in dice}


def flip_cells(grid, facedown, numbers: set[int]) -> list[int]:
    """Face-up cells showing one of ``numbers``."""
    return [c for c in range(GRID) if not facedown[c] and grid[c] in numbers]


def new_lines(facedown, cell: int, completed) -> list[int]:
    """Lines completed for the first time if ``cell`` is turned face down."""
    return [
        line for line in LINES_OF_CELL[cell]
        if line not in completed and all(facedown[c] or c == cell for c in LINES[line])
    ]


@lru_cache(maxsize=None)
def total_distribution(dice: int) -> dict[int, float]:
    """Probability of each total with ``dice`` dice."""
    counts: dict[int, int] = {}
    for roll in product(range(1, 7), repeat=dice):
        counts[sum(roll)] = counts.get(sum(roll), 0) + 1
    n = 6 ** dice
    return {t: c / n for t, c in sorted(counts.items())}


@lru_cache(maxsize=None)
def roll_outcomes(dice: int) -> tuple[tuple[tuple[int, ...], float], ...]:
    """Every sorted roll of ``dice`` dice with its probability (252 outcomes for five)."""
    counts: dict[tuple[int, ...], int] = {}
    for roll in product(range(1, 7), repeat=dice):
        key = tuple(sorted(roll))
        counts[key] = counts.get(key, 0) + 1
    n = 6 ** dice
    return tuple((k, c / n) for k, c in sorted(counts.items()))
