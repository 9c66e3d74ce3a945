"""What Qwingo's computer players know: the race value of a sheet and where a number goes.

The race value is the expected number of turns until some column is full, counting every
completable column's missing boxes and assuming each roll brings one entry (a symbol: that
column; the lightning: the fullest column, which is optimal). A column that can no longer be
completed never counts. It is an exact dynamic program over the sorted vector of missing
boxes, computed once (a few thousand states); for five fresh columns it gives the 28.43 turns
of the rules file.

Where a number goes (SheetModel): the free box, among those keeping the column completable,
whose target on an even profile 1..100 lies nearest the number. Columns kept on one shared profile accept the
same calls, which is what lets a solo player place nearly every number.
"""

from __future__ import annotations

import math
from functools import lru_cache

from bingolino_app.games.qwingo import rules
from bingolino_app.games.qwingo.rules import BOXES, COLUMNS, HIGH

DEAD = BOXES + 1  # "missing boxes" of a column that can no longer be completed
NEVER = 1000.0  # expected turns when no column can be completed
TARGET = tuple((box + 0.5) * HIGH / BOXES for box in range(BOXES))
SPACING = HIGH / BOXES


@lru_cache(maxsize=None)
def expected_turns(missing: tuple[int, ...]) -> float:
    """Expected turns until a column is full; ``missing`` sorted ascending (DEAD = never)."""
    if not missing or missing[0] == 0:
        return 0.0
    live = [i for i, m in enumerate(missing) if m != DEAD]
    if not live:
        return NEVER
    faces = COLUMNS + 1
    stay = len(missing) - len(live)  # dead columns' faces change nothing
    total = 1.0
    for i in live:
        total += expected_turns(_minus(missing, i)) / faces
    total += expected_turns(_minus(missing, live[0])) / faces  # the lightning: fullest
    return min(NEVER, total / (1.0 - stay / faces))


def _minus(missing: tuple[int, ...], i: int) -> tuple[int, ...]:
    return tuple(sorted(missing[:i] + (missing[i] - 1,) + missing[i + 1:]))


def missing_of(column) -> int:
    return BOXES - rules.filled(column) if rules.completable(column) else DEAD


def deviation(box: int, number: int) -> float:
    return ((number - TARGET[box]) / SPACING) ** 2


class SheetModel:
    """One sheet seen by the bots, with everything a call or an entry needs precomputed:
    the race value now, after one more entry in each column and after killing each column,
    and for every number the best box of each column."""

    __slots__ = ("sheet", "missing", "base", "minus", "dead", "boxes")

    def __init__(self, sheet) -> None:
        self.sheet = sheet
        self.missing = [missing_of(c) for c in sheet]
        self.base = self._turns(self.missing)
        self.minus, self.dead = [], []
        for c, m in enumerate(self.missing):
            if m == DEAD or m == 0:  # 0: a column just filled, the game ends this turn
                self.minus.append(self.base)
                self.dead.append(self.base)
                continue
            self.minus.append(self._turns(self.missing[:c] + [m - 1] + self.missing[c + 1:]))
            self.dead.append(self._turns(self.missing[:c] + [DEAD] + self.missing[c + 1:]))
        self.boxes = [_best_boxes(column) for column in sheet]

    @staticmethod
    def _turns(missing) -> float:
        return expected_turns(tuple(sorted(missing)))

    def entry_value(self, column: int, box: int, number: int) -> float:
        """Race value after writing ``number`` in ``box`` of ``column`` (a legal box)."""
        if self.missing[column] == DEAD:
            return self.base
        after = list(self.sheet[column])
        after[box] = number
        return self.minus[column] if rules.completable(after) else self.dead[column]

    def best_entry(self, column: int, number: int) -> tuple[float, int, int] | None:
        """(race value, deviation cost, box) of the best box for ``number``; None: no box."""
        place = self.boxes[column][number]
        if place is None:
            return None
        box, safe = place
        if self.missing[column] == DEAD:
            value = self.base
        else:
            value = self.minus[column] if safe else self.dead[column]
        return value, deviation(box, number), box


@lru_cache(maxsize=256)
def sheet_model(sheet: tuple) -> SheetModel:
    """The model of a sheet (a tuple of column tuples, as seen in a View): every player's
    call and entry of a turn looks at the same few sheets."""
    return SheetModel(sheet)


def _best_boxes(column) -> list:
    """Index n -> (best box, keeps the column completable) or None, for n in 0..101; a box
    that kills the column is offered only when no other box takes n."""
    result: list = [None] * (HIGH + 2)
    for gap in rules.gaps(column):
        boxes = range(gap.start, gap.start + gap.size)
        for n in range(gap.lo + 1, gap.hi):
            lowest = max(0, gap.size - 1 - (gap.hi - n - 1))
            highest = min(gap.size - 1, n - gap.lo - 1)
            if lowest > highest:
                result[n] = (gap.start + min(lowest, gap.size - 1), False)
            else:
                best = min(boxes[lowest:highest + 1], key=lambda b: abs(TARGET[b] - n))
                result[n] = (best, True)
    return result


# --- the tie-break -----------------------------------------------------------------------------
TIE_COLUMNS = tuple(range(1, COLUMNS))  # the columns the tie-break counts, the first first
TIE_ORDER = TIE_COLUMNS + (0,)  # column 1 never counts: last
TIE_RANK = {c: i for i, c in enumerate(TIE_ORDER)}


def tie_counts(sheet) -> tuple[int, ...]:
    return tuple(rules.filled(sheet[c]) for c in TIE_COLUMNS)


@lru_cache(maxsize=1 << 14)
def tie_standing(mine, theirs, decay: float = 0.7, margin: float = 0.4) -> float:
    """How surely ``mine`` wins a tie-break against ``theirs`` (both tie_counts), in -1..1:
    the first column that differs decides, a later one counts less (the earlier ones may
    still change), and a lead of two is safer than a lead of one."""
    weight = 1.0
    for a, b in zip(mine, theirs):
        if a != b:
            sure = 1.0 - margin ** abs(a - b)
            return weight * (sure if a > b else -sure)
        weight *= decay
    return 0.0


def simultaneous_odds(turns_a: float, turns_b: float) -> float:
    """Chance that two players' races end on the same roll (both fill a column), from their
    race values: measured in strong-against-strong games (0.82 when level, about 0.5 two
    turns apart, 0.2 at five)."""
    return 0.85 * math.exp(-abs(turns_a - turns_b) / 4.0)


# --- solo: every call placed ---------------------------------------------------------------------
SOLO_LAYOUT = tuple((n, 0) for n in rules.START_NUMBERS)
"""Solo setup: every start number in the top box, so that every column takes any number above
its lowest entry; calling the next number each turn then fits every column (AI.md: the floor
of 28.43 turns is reached), and the hundred numbers last the longest possible game (51 turns)."""


def ascending_call(sheet) -> int | None:
    """Solo: the number one above the highest entry of the columns still completable, when
    every such column is filled from the top without a hole (the ascending plan); None when
    the sheet is not in that shape or the numbers have run out."""
    top = 0
    for column in sheet:
        if not rules.completable(column):
            continue
        k = rules.filled(column)
        if not all(column[:k]) or any(column[k:]):
            return None
        top = max(top, column[k - 1] if k else 0)
    return top + 1 if top and top < HIGH else None
