"""The search's fast paths (depth-1 nodes judging their children with ``Position.leaf``, the
move order sorted as floats) must search exactly the tree of the plain path: same move, value,
node count and transposition table, under every option the searcher takes."""

from __future__ import annotations

import random

import pytest

from bingolino_app.games.lino.bots import position
from bingolino_app.games.lino.search import HISTORY_LIMIT, Searcher
from bingolino_app.games.lino.state import LinoState

CONFIGS = [{}, {"prospects": 3, "lmr": 1}, {"quiesce": 2, "stand_take": True},
           {"alternate": True, "width": 6}, {"star_lead": True, "numbers": 0.5},
           {"prospects": 1}, {"lmr": 1, "lmr_after": 2, "lmr_more": 4}]


def Plain(*args, **config) -> Searcher:
    """Every node through ``negamax``'s loop, moves sorted by tuples (a compiled Searcher
    cannot be subclassed from Python: the plain path is an option)."""
    return Searcher(*args, plain=True, **config)


def filling_positions(count: int):
    found, seed = [], 0
    while len(found) < count:
        rng = random.Random(seed)
        state = LinoState(2, {"starter": seed % 2, "bonus": ("off", "full", "stars")[seed % 3],
                              "layout": "random" if seed % 4 == 3 else "cross"})
        state.apply(state.sample_chance(rng), -1)
        for _ in range(rng.randrange(20, 110)):
            if state.phase not in ("build", "fill"):
                break
            legal = state.legal_actions(state.active)
            state.apply(legal[rng.randrange(len(legal))], state.active)
        if state.phase == "fill":
            found.append(position(state.observation(state.active)))
        seed += 1
    return found


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: ",".join(c) or "strong")
def test_fast_paths_search_the_same_tree_as_the_plain_one(config):
    for pos in filling_positions(6):
        fast, plain = Searcher(4000, 100.0, **config), Plain(4000, 100.0, **config)
        move = fast.best_move(pos)
        assert (move, fast.nodes, fast.value, fast.depth_done) == (
            plain.best_move(pos), plain.nodes, plain.value, plain.depth_done)
        assert fast.table == plain.table
        assert fast.history == plain.history


def test_float_keys_sort_as_the_tuples_up_to_the_history_limit():
    pos = filling_positions(1)[0]
    searcher = Searcher(100, 100.0)
    pos = searcher.prepare(pos)
    rng = random.Random(3)
    for t in pos.empties():  # histories from none to just below the limit, many ties
        h = rng.choice((0, 0, 1, 4, HISTORY_LIMIT - 1))
        searcher.history[t], searcher.rank[t] = h, float(t - 64 * h)
    for tt_move in (None, pos.empties()[-1]):
        fast = searcher.ordered(pos, tt_move)
        searcher.small_history = False
        assert fast == searcher.ordered(pos, tt_move)
        searcher.small_history = True
    searcher.cutoff(pos.empties()[0], 1 << 16)  # past the limit: the tuples take over
    assert not searcher.small_history
