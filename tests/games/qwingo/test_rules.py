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
