"""Qwingo's rule helpers: ascending columns, gaps, completability, tie-break and ranks."""

from __future__ import annotations

from bingolino_app.games.qwingo import rules


def col(**boxes) -> tuple[int, ...]:
    """A column from box=value pairs: col(b0=5, b3=40)."""
    column = [0] * rules.BOXES
    for key, value in boxes.items():
        column[int(key[1:])] = value
    return tuple(column)


def test_a_number_fits_only_between_its_neighbours():
    column = col(b2=20, b6=60)
    assert rules.legal_boxes(column, 10) == [0, 1]  # above the 20
    assert rules.legal_boxes(column, 40) == [3, 4, 5]  # between 20 and 60
    assert rules.legal_boxes(column, 70) == list(range(7, 12))  # below the 60


def test_strictly_ascending_refuses_an_equal_number():
    column = col(b2=20, b6=60)
    assert rules.legal_boxes(column, 20) == []
    assert rules.legal_boxes(column, 60) == []


def test_a_number_between_two_adjacent_boxes_has_no_box():
    assert rules.legal_boxes(col(b3=30, b4=40), 35) == []


def test_completable_counts_the_integers_left_for_each_gap():
    assert rules.completable(col(b2=3))  # 1 and 2 above
    assert not rules.completable(col(b2=2))  # two boxes above, only the number 1
    assert not rules.completable(col(b0=95))  # eleven boxes below, only 96..100
    assert rules.completable(col(b0=89))  # 90..100 fill the eleven
    assert not rules.completable(col(b3=10, b6=12))  # two boxes, one number (11)


def test_an_entry_can_be_legal_and_still_kill_the_column():
    column = col(b0=10, b5=16)  # four boxes between 10 and 16: five integers, fine
    assert rules.completable(column)
    assert 1 in rules.legal_boxes(column, 15)
    assert not rules.entry_keeps_completable(column, 1, 15)  # boxes 2-4 left for 15 < n < 16
    assert rules.entry_keeps_completable(column, 4, 15)


def test_tie_break_looks_at_the_second_column_then_the_next():
    a = [col(b0=1)] * 5
    b = [col(b0=1), col(b0=1, b1=2), col(b0=1), col(b0=1), col(b0=1)]
    assert rules.tie_key(b) > rules.tie_key(a)
    c = [col(b0=1), col(b0=1), col(b0=1), col(b0=1), col(b0=1, b1=2)]
    assert rules.tie_key(c) > rules.tie_key(a)  # equal until the fifth column
    assert rules.tie_key(b) > rules.tie_key(c)  # the second column outranks the fifth


def test_solo_ranks():
    assert rules.solo_rank(17) == "professional"
    assert rules.solo_rank(20) == "professional"
    assert rules.solo_rank(21) == "specialist"
    assert rules.solo_rank(25) == "specialist"
    assert rules.solo_rank(30) == "expert"
    assert rules.solo_rank(35) == "intermediate"
    assert rules.solo_rank(40) == "beginner"
    assert rules.solo_rank(41) == "unranked"
    assert rules.solo_rank(90) == "unranked"


def test_the_lightning_allows_every_column():
    assert list(rules.columns_for_face(rules.LIGHTNING)) == list(range(rules.COLUMNS))
    assert list(rules.columns_for_face(2)) == [2]


FULL = tuple(range(1, 13))
EMPTY = (0,) * rules.BOXES


def sheet(full_column=None, counts=(0, 0, 0, 0, 0)):
    """A sheet with ``counts[c]`` numbers in column c (top boxes), one column full."""
    return [FULL if c == full_column else tuple(
        list(range(1, counts[c] + 1)) + [0] * (rules.BOXES - counts[c]))
        for c in range(rules.COLUMNS)]


def test_the_ending_names_the_column_that_split_the_tie():
    a = sheet(0, (0, 3, 5, 0, 0))
    b = sheet(0, (0, 3, 4, 9, 9))  # level in the cup column, behind in the donut column
    c = sheet(None, (0, 11, 11, 11, 11))  # no full column: not a candidate
    end = rules.ending([a, b, c], stalemate=False)
    assert end.candidates == (0, 1) and end.winners == (0,)
    assert end.column == 2 and end.level == (0, 1)


def test_the_ending_names_the_last_split_and_who_was_still_level():
    sheets = [sheet(0, (0, 3, 5, 0, 0)), sheet(0, (0, 3, 5, 1, 0)), sheet(0, (0, 2, 9, 9, 9))]
    end = rules.ending(sheets, stalemate=False)
    assert end.winners == (1,) and end.column == 3 and end.level == (0, 1)


def test_a_shared_win_and_a_lone_full_column_name_no_column():
    end = rules.ending([sheet(0), sheet(0)], stalemate=False)
    assert end.winners == (0, 1) and end.column is None and end.level == ()
    end = rules.ending([sheet(0), sheet(None, (0, 5, 5, 5, 5))], stalemate=False)
    assert end.candidates == (0,) and end.winners == (0,) and end.column is None


def test_a_stalemate_is_decided_by_the_fullest_column_then_the_tie_break():
    dead = (95,) + (0,) * 11  # eleven boxes below 95: too few numbers, never completable
    one = [dead] * rules.COLUMNS
    two = [dead] * 4 + [(95, 97) + (0,) * 10]
    end = rules.ending([one, two], stalemate=True)
    assert end.winners == (1,) and end.column is None and not end.turn_limit
    three = [dead, (95, 97) + (0,) * 10] + [dead] * 3  # as full, and more in the cup column
    end = rules.ending([two, three], stalemate=True)
    assert end.winners == (1,) and end.column == 1 and end.level == (0, 1)
    end = rules.ending([[EMPTY] * 5, [EMPTY] * 5], stalemate=True)
    assert end.turn_limit and end.winners == (0, 1)
