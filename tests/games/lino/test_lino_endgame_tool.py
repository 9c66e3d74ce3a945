"""tools/lino_endgame.py's win/draw/loss solve (the measure of how far the endgame can be
solved, quoted in issue 34's notes) agrees with the exact margin of today's search, and its move
keeps the result it promises."""

from __future__ import annotations

import pytest
import repo_scripts
from lino_numbers_helpers import endgame

from bingolino_app.games.lino.search import Searcher

SCALE = 1000


@pytest.fixture(scope="module")
def tool():
    return repo_scripts.load("tools/lino_endgame.py")


def sign(x: int) -> int:
    return (x > 0) - (x < 0)


@pytest.mark.parametrize("seed", range(12))
def test_the_result_is_the_sign_of_the_exact_margin_and_its_move_keeps_it(tool, seed):
    pos = endgame(seed, 5)
    exact = Searcher(10 ** 7, 1e9)
    exact.best_move(pos)
    assert exact.depth_done == pos.moves_left() == 5  # solved to the last stone
    margin = (pos.points[pos.to_move] - pos.points[1 - pos.to_move]) * SCALE + exact.value
    move, outcome = tool.wld(Searcher(10 ** 7, 1e9), pos)
    assert outcome == sign(margin)
    child = Searcher(1, 1.0).prepare(pos)  # a copy: ``endgame`` hands out one object a seed
    child.play(move)
    assert -tool.wld(Searcher(10 ** 7, 1e9), child)[1] == outcome  # the rival cannot undo it


def test_the_solve_needs_fewer_nodes_than_the_margin(tool):
    """Why the tool measures it: a result is cheaper to prove than the exact margin."""
    margin = wld = 0
    for seed in range(6):
        searcher = Searcher(10 ** 7, 1e9)
        searcher.best_move(endgame(seed, 6))
        margin += searcher.nodes
        searcher = Searcher(10 ** 7, 1e9)
        tool.wld(searcher, endgame(seed, 6))
        wld += searcher.nodes
    assert wld < margin
