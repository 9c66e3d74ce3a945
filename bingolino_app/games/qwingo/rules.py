"""Qwingo's fixed facts and pure rule helpers, shared by the state, the bots and the boards.

A column is a tuple of 12 ints, 0 for an empty box, top first. It is always strictly ascending
(the rules refuse any other entry), so a number fits exactly the free boxes of the gap that
surrounds it: a "gap" is a run of empty boxes with the values around it (0 above the top box,
101 below the bottom one).
"""

from __future__ import annotations

from typing import NamedTuple

COLUMNS = 5
BOXES = 12
LOW, HIGH = 1, 100  # the numbers a player may call
START_NUMBERS = (10, 20, 30, 40, 50)
SYMBOLS = ("banana", "cup", "donut", "ice_cream", "watermelon")  # left to right
LIGHTNING = 5  # the sixth die face: wild
FACES = COLUMNS + 1
RANKS = ((20, "professional"), (25, "specialist"), (30, "expert"), (35, "intermediate"),
         (40, "beginner"))


class Gap(NamedTuple):
    lo: int  # the value above the run (0 at the top)
    hi: int  # the value below the run (101 at the bottom)
    start: int  # first empty box of the run
    size: int  # empty boxes in the run

    @property
    def room(self) -> int:
        """Integers that would fit between lo and hi."""
        return self.hi - self.lo - 1


def gaps(column) -> list[Gap]:
    """The runs of empty boxes, top to bottom."""
    result, lo, start = [], LOW - 1, None
    for box, value in enumerate(column):
        if value:
            if start is not None:
                result.append(Gap(lo, value, start, box - start))
                start = None
            lo = value
        elif start is None:
            start = box
    if start is not None:
        result.append(Gap(lo, HIGH + 1, start, BOXES - start))
    return result


def gap_of(column, number: int) -> Gap | None:
    """The gap ``number`` would go into, or None (no free box between its neighbours)."""
    for gap in gaps(column):
        if gap.lo < number < gap.hi:
            return gap
    return None


def legal_boxes(column, number: int) -> list[int]:
    """Free boxes where ``number`` keeps the column strictly ascending."""
    above, below = -1, BOXES  # the nearest filled boxes around the number's place
    for box, value in enumerate(column):
        if value:
            if value < number:
                above = box
            elif value == number:
                return []
            else:
                below = box
                break
    return list(range(above + 1, below))


def completable(column) -> bool:
    """Can every empty box still be filled (enough integers in every gap)?"""
    return all(g.size <= g.room for g in gaps(column))


def entry_keeps_completable(column, box: int, number: int) -> bool:
    """Would writing ``number`` in ``box`` leave the column completable? (Assumes a legal box
    of a completable column: only the gap that is split can go wrong.)"""
    gap = gap_of(column, number)
    above = box - gap.start
    below = gap.size - 1 - above
    return above <= number - gap.lo - 1 and below <= gap.hi - number - 1


def filled(column) -> int:
    return sum(1 for v in column if v)


def is_full(column) -> bool:
    return all(column)


def tie_key(sheet) -> tuple[int, ...]:
    """Among several players who fill a column in the same turn, more numbers in the second
    column wins, then the third, fourth and fifth."""
    return tuple(filled(sheet[c]) for c in range(1, COLUMNS))


def stalemate_key(sheet) -> tuple[int, ...]:
    """When no column of anybody can be completed any more: the fullest column, then the
    usual tie-break."""
    return (max(filled(c) for c in sheet),) + tie_key(sheet)


class Ending(NamedTuple):
    """Why a game ended the way it did, for the end banner and the log."""
    candidates: tuple[int, ...]  # players compared: a full column (everybody in a stalemate)
    winners: tuple[int, ...]
    column: int | None  # the column (1-4) whose count last separated the candidates
    level: tuple[int, ...]  # the candidates still level when that column was counted
    stalemate: bool
    turn_limit: bool  # a stalemate by the safety stop, with columns still completable
    splits: tuple = ()  # (column, the candidates level then) for each column that split them


def ending(sheets, stalemate: bool) -> Ending:
    """Compare the candidates key entry by key entry (the tie-break), noting the last
    column that split those still level. In a stalemate the fullest column comes first; a
    split there names no column."""
    players = range(len(sheets))
    if stalemate:
        candidates, key, offset = tuple(players), stalemate_key, 0
    else:
        candidates = tuple(p for p in players if any(is_full(c) for c in sheets[p]))
        key, offset = tie_key, 1
    level, column, last_level, splits = list(candidates), None, (), []
    for i in range(len(key(sheets[candidates[0]])) if candidates else 0):
        best = max(key(sheets[p])[i] for p in level)
        top = [p for p in level if key(sheets[p])[i] == best]
        if len(top) < len(level):
            column = i + offset if i + offset >= 1 else None
            last_level = tuple(level) if column is not None else ()
            if column is not None:
                splits.append((column, tuple(level)))
        level = top
    turn_limit = stalemate and any(completable(c) for sheet in sheets for c in sheet)
    return Ending(candidates, tuple(level), column, last_level, stalemate, turn_limit,
                  tuple(splits))


def solo_rank(turns: int) -> str:
    """The solo chart: up to 20 turns professional ... up to 40 beginner, else unranked."""
    for limit, rank in RANKS:
        if turns <= limit:
            return rank
    return "unranked"


def columns_for_face(face: int) -> range:
    return range(COLUMNS) if face == LIGHTNING else range(face, face + 1)
