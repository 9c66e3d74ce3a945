"""Lino's computer players where only one stone is right, and the search's invariants: checks
that hold for any faithful search (budgets and implementation may change).

- A row to close: where closing a row is the only best stone (plain minimax says so), every
  level that searches to the end closes it (normal looks two stones ahead only).
- The search agrees with plain minimax once it can see to the end, at every budget that lets
  it finish; a deeper search never chooses a stone minimax proves worse than one a shallower
  search found."""

from __future__ import annotations

import random

import pytest

from bingolino_app.core.bots import bot_seed, choose_move
from bingolino_app.core.session import Seat, Session
from bingolino_app.games.lino.bots import GreedyBot, playout, position
from bingolino_app.games.lino.rules import STONES
from bingolino_app.games.lino.scoring import EMPTY
from bingolino_app.games.lino.search import Searcher
from bingolino_app.games.lino.state import Place

SEARCHING = ["strong", "expert", "strong_v2", "strong_v1",
             "strong(nodes=3000, seconds=60)"]  # they see to the end here


def endgames(seeds, most: int, options=None):
    """(seed, observation, legal) at the first position with ``most`` stones or fewer left
    in seeded games of random moves."""
    for seed in seeds:
        seats = [Seat("Blue", "computer", "random"), Seat("White", "computer", "random")]
        session = Session("lino", seats, options or {"starter": seed % 2}, seed=seed)
        while not session.state.is_terminal():
            p = session.pending_players()[0]
            state = session.state
            obs, legal = state.observation(p), state.legal_actions(p)
            left = STONES - sum(1 for s in obs.stones if s != EMPTY)
            if obs.phase == "fill" and left <= most and len(legal) >= 2:
                yield seed, obs, legal
                break
            session.apply(p, choose_move("lino", "random", obs, legal,
                                         bot_seed(seed, len(session.history), p)))


def minimax(pos, memo=None) -> float:
    """The final margin for the side to move with best play (brute force over every order of
    the stones, positions met twice looked up)."""
    memo = {} if memo is None else memo
    if pos.moves_left() == 0:
        return pos.final_margin()
    key = (pos.hash, pos.to_move, tuple(pos.points))
    if key not in memo:
        best = -1e9
        for t in pos.empties():
            gained = pos.play(t)
            best = max(best, -minimax(pos, memo))
            pos.undo(t, gained)
        memo[key] = best
    return memo[key]


def exact_values(obs, legal) -> dict[int, float]:
    pos = position(obs)
    out, memo = {}, {}
    for action in legal:
        gained = pos.play(action.tile)
        out[action.tile] = -minimax(pos, memo)
        pos.undo(action.tile, gained)
    return out


@pytest.fixture(scope="module")
def closing():
    """Endgames where one stone closes a row and it alone is best."""
    found = []
    for seed, obs, legal in endgames(range(60), 4):
        pos = position(obs)
        gains = {a.tile: pos.gain(a.tile) for a in legal}
        values = exact_values(obs, legal)
        best = max(values.values())
        winners = [t for t, v in values.items() if v == best]
        if len(winners) == 1 and gains[winners[0]] >= 3:
            found.append((seed, obs, legal, winners[0]))
        if len(found) >= 4:
            break
    assert len(found) >= 4
    return found


@pytest.mark.parametrize("level", SEARCHING)
def test_the_row_to_close_is_closed(closing, level):
    for seed, obs, legal, tile in closing:
        assert choose_move("lino", level, obs, legal, seed) == Place(tile), seed


def test_greedy_takes_the_most_points_now(closing):
    for seed, obs, legal, tile in closing:
        pos = position(obs)
        most = max(pos.gain(a.tile) for a in legal)
        choice = GreedyBot().choose(obs, legal, random.Random(seed))
        assert pos.gain(choice.tile) == most


@pytest.mark.parametrize("nodes", [20000, 200000])
def test_the_search_agrees_with_plain_minimax_once_it_sees_the_end(nodes):
    checked = 0
    for seed, obs, legal in endgames(range(12), 4, {"starter": 0, "bonus": "full"}):
        values = exact_values(obs, legal)
        searcher = Searcher(nodes, 60.0)
        tile = searcher.best_move(position(obs))
        assert values[tile] == max(values.values()), seed
        assert searcher.depth_done == position(obs).moves_left()
        margin = searcher.value / 1000  # thousandths: the points still to come
        pos = position(obs)
        scored = pos.points[pos.to_move] - pos.points[1 - pos.to_move]
        assert margin + scored == pytest.approx(max(values.values()))
        checked += 1
    assert checked >= 8


def test_a_deeper_search_never_chooses_a_stone_minimax_proves_worse():
    checked = 0
    for seed, obs, legal in endgames(range(14), 4):
        values = exact_values(obs, legal)
        chosen = []
        for depth in (1, 2, 4):
            tile = Searcher(10 ** 7, 60.0, max_depth=depth).best_move(position(obs))
            chosen.append(values[tile])
        assert chosen[-1] == max(values.values()), seed  # to the end: exact
        assert chosen[-1] >= max(chosen[:-1]), seed
        checked += 1
    assert checked >= 10


def test_a_playout_fills_the_board_and_reads_the_margin_for_the_player():
    for seed, obs, legal in endgames(range(5), 30):
        pos = position(obs)
        margin = playout(pos, random.Random(seed), obs.active)
        assert pos.moves_left() == 0
        expected = pos.final_margin()
        assert margin == (expected if pos.to_move == obs.active else -expected)
        other = position(obs)
        assert playout(other, random.Random(seed), 1 - obs.active) == -margin
