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
            if m == DEAD:
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
