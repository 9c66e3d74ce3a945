"""Lino's scoring numbers pinned: the run points 4/5/6/7, closed rows, and the bonus of stars
and numbers."""

from __future__ import annotations

import pytest

from bingolino_app.games.lino import rules, scoring
from bingolino_app.games.lino.scoring import EMPTY, Geometry


# --- scoring -----------------------------------------------------------------------------------
@pytest.mark.parametrize("length,points", [(1, 0), (2, 0), (3, 0), (4, 10), (5, 20), (6, 30),
                                           (7, 40), (8, 40), (11, 40)])
def test_run_points(length, points):
    assert rules.run_points(length) == points


@pytest.mark.parametrize("length,points", [(3, None), (4, 10), (5, 20), (6, 30), (7, 40),
                                           (9, 40)])
def test_a_run_of_own_stones_on_the_board_scores_once(length, points):
    cells = [(c, 0) for c in range(length + 2)]
    geo = Geometry(cells)
    stones = [1] + [0] * length + [EMPTY]
    found = scoring.runs(geo, stones)
    if points is None:
        assert found == []
    else:
        assert found == [(0, tuple(range(1, length + 1)), points)]


def test_empty_tiles_make_no_run():
    geo = Geometry([(c, 0) for c in range(5)])
    assert scoring.runs(geo, [EMPTY] * 5) == []


def test_a_closed_row_needs_every_tile():
    geo = Geometry([(c, 0) for c in range(3)])
    assert scoring.closed_rows(geo, [0, EMPTY, EMPTY], 1) == []
    assert scoring.closed_rows(geo, [0, EMPTY, 1], 1) == [0]


def test_a_star_is_worth_10_a_number_its_face():
    cells = [(c, r) for r in range(3) for c in range(3)]
    geo = Geometry(cells)
    backs = ["b2"] * 9
    backs[4] = "s"
    stones = [0, 0, 1, EMPTY, EMPTY, EMPTY, EMPTY, EMPTY, EMPTY]
    items = scoring.bonus_items(geo, stones, backs, "full")
    assert (0, 4, 10) in items
    assert sorted(t for _, t, _ in items if t != 4) == [3, 5, 6, 7, 8]
    assert all(p == 0 and pts == 2 for p, t, pts in items if t != 4)
    assert scoring.bonus_items(geo, stones, backs, "stars") == [(0, 4, 10)]
    assert scoring.bonus_items(geo, stones, backs, "off") == []
    assert scoring.end_totals(geo, stones, backs, "full") == ([0, 0], [20, 0])


@pytest.mark.parametrize("blue,white,winner", [(3, 2, 0), (2, 3, 1), (0, 1, 1), (1, 0, 0)])
def test_the_star_goes_to_the_majority(blue, white, winner):
    cells = [(c, r) for r in range(3) for c in range(3)]
    geo = Geometry(cells)
    ring = [0, 1, 2, 3, 5, 6, 7, 8]
    stones = [EMPTY] * 9
    for t in ring[:blue]:
        stones[t] = 0
    for t in ring[blue:blue + white]:
        stones[t] = 1
    assert scoring.star_winner(geo, stones, 4) == winner
