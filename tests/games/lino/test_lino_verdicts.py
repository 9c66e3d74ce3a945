"""Lino's verdicts on endgames the exact solver settles, and the noise of a searched one.

The last stones are solved: each stone's value is the final margin with best play after it,
which plain minimax over the board gives too, so the verdict's cost and mark follow from it.
Before that, the noise is how much the difference between the preferred and the played stone
moved between the last two depths searched."""

from __future__ import annotations

import random

import pytest

from bingolino_app.core import analysis
from bingolino_app.core.analysis import DecisionPoint
from bingolino_app.core.bots import bot_seed, choose_move
from bingolino_app.core.session import Seat, Session
from bingolino_app.games.lino import analysis as lino_analysis
from bingolino_app.games.lino.bots import position
from bingolino_app.games.lino.search import INF, SCALE, Searcher
from bingolino_app.games.lino.state import Move, Place


def positions(seed: int, wanted, options=None):
    """Every position of a seeded game of random moves where ``wanted(pos, legal)`` holds,
    for the player to move: (move number, player, observation, legal)."""
    seats = [Seat("Blue", "computer", "random"), Seat("White", "computer", "random")]
    session = Session("lino", seats, options or {"starter": 0}, seed=seed)
    found = []
    while not session.state.is_terminal():
        p = session.pending_players()[0]
        state = session.state
        obs, legal = state.observation(p), state.legal_actions(p)
        if obs.phase == "fill" and len(legal) >= 2 and wanted(position(obs), legal):
            found.append((sum(1 for q, _ in session.actions if q >= 0) + 1, p, obs, legal))
        session.apply(p, choose_move("lino", "random", obs, legal,
                                     bot_seed(seed, len(session.history), p)))
    return found


def minimax(pos) -> float:
    """The final margin for the side to move with best play (brute force)."""
    if pos.moves_left() == 0:
        return pos.final_margin()
    best = -1e9
    for t in pos.empties():
        gained = pos.play(t)
        best = max(best, -minimax(pos))
        pos.undo(t, gained)
    return best


@pytest.mark.parametrize("seed, options", [(3, {"starter": 0}),
                                           (5, {"starter": 1, "bonus": "full"}),
                                           (8, {"starter": 0, "bonus": "stars"})])
def test_every_verdict_on_the_last_three_stones_is_what_minimax_says(seed, options):
    measure = lino_analysis.MEASURE
    judged = 0
    for move, p, obs, legal in positions(seed, lambda pos, legal: pos.moves_left() <= 3,
                                         options):
        pos = position(obs)
        exact = {}
        for action in legal:
            gained = pos.play(action.tile)
            exact[action] = -minimax(pos)
            pos.undo(action.tile, gained)
        best = max(exact.values())
        for action in legal:
            verdict = analysis.judge("lino", DecisionPoint(move, p, obs, tuple(legal), action),
                                     seed=1, effort=0.2)
            assert verdict.exact and verdict.basis == "solved" and verdict.noise == 0.0
            assert verdict.played_value == exact[action]
            assert verdict.best_value == best and exact[verdict.best] == best
            assert verdict.cost == best - exact[action]
            assert verdict.mark == measure.mark(best - exact[action], 0.0)
            judged += 1
    assert judged >= 10


def test_a_searched_verdict_s_noise_is_the_move_of_the_difference_between_two_depths():
    found = positions(4, lambda pos, legal: 14 <= pos.moves_left() <= 18)
    move, p, obs, legal = found[0]
    played = legal[len(legal) // 2]
    ev = lino_analysis.evaluate(obs, legal, played, random.Random(0), 0.05)
    assert ev.basis == "search" and not ev.exact
    depth = ev.samples
    assert lino_analysis.SHALLOW < depth < position(obs).moves_left()
    tiles = [ev.best.tile, played.tile]

    def values_at(d):  # a fresh table each time: a deeper result must not answer for d
        searcher = Searcher(10 ** 12, 10 ** 9)
        pos = searcher.prepare(position(obs))
        searcher.deadline = float("inf")
        return lino_analysis._values(searcher, pos, tiles, d), pos

    now, pos = values_at(depth)
    before, _ = values_at(depth - 1)
    best, other = tiles
    assert ev.noise == pytest.approx(abs((now[best] - now[other]) -
                                         (before[best] - before[other])))
    scored = pos.points[pos.to_move] - pos.points[1 - pos.to_move]
    assert ev.values[played] == pytest.approx(scored + now[other])
    assert ev.values[ev.best] == pytest.approx(scored + now[best])


def test_two_plies_value_every_stone_and_the_best_few_go_deeper():
    found = positions(6, lambda pos, legal: pos.moves_left() >= 30)
    move, p, obs, legal = found[0]
    ev = lino_analysis.evaluate(obs, legal, None, random.Random(0), 0.0)  # the least budget
    searcher = Searcher(10 ** 12, 10 ** 9)
    pos = searcher.prepare(position(obs))
    searcher.deadline = float("inf")
    two = lino_analysis._values(searcher, pos, [a.tile for a in legal], 2)
    scored = pos.points[pos.to_move] - pos.points[1 - pos.to_move]
    assert set(ev.values) == set(legal) or len(ev.values) <= lino_analysis.DEEP_MOVES + 1
    ranked = sorted(two, key=lambda t: (-two[t], t))
    if ev.samples == 2:
        assert ev.values == {Place(t): scored + v for t, v in two.items()}
        assert ev.best == Place(ranked[0])
    else:
        assert {a.tile for a in ev.values} <= set(ranked[:lino_analysis.DEEP_MOVES])
    assert lino_analysis.SHALLOW == 2 and lino_analysis.DEEP_MOVES == 3
    assert lino_analysis.DEEP_NODES == 24000


def test_a_value_is_the_stone_s_gain_less_the_rival_s_best_after_it():
    found = positions(7, lambda pos, legal: pos.moves_left() <= 4)
    move, p, obs, legal = found[0]
    searcher = Searcher(10 ** 12, 10 ** 9)
    pos = searcher.prepare(position(obs))
    searcher.deadline = float("inf")
    values = lino_analysis._values(searcher, pos, [a.tile for a in legal], pos.moves_left())
    for action in legal:
        gained = pos.play(action.tile)
        expected = gained - (minimax(pos) - (pos.points[pos.to_move] -
                                             pos.points[1 - pos.to_move]))
        pos.undo(action.tile, gained)
        assert values[action.tile] == pytest.approx(expected)
    assert SCALE == 1000 and INF == 10 ** 9


def test_a_building_verdict_compares_moves_on_the_same_fresh_boards():
    seats = [Seat("Blue", "computer", "random"), Seat("White", "computer", "random")]
    session = Session("lino", seats, {"starter": 0}, seed=9)
    obs, legal = session.state.observation(0), session.state.legal_actions(0)
    assert isinstance(legal[0], Move)
    played = legal[3]
    ev = lino_analysis.evaluate(obs, legal, played, random.Random(5), 0.25)
    half = max(4, round(lino_analysis.BUILD_PLAYOUTS * 0.25 / 2))
    assert ev.samples == 2 * half == 8 and ev.basis == "playouts"
    assert played in ev.values and ev.best in ev.values
    assert len(ev.values) <= lino_analysis.BUILD_MOVES + 1
    assert all(v * half == pytest.approx(round(v * half)) for v in ev.values.values())
    if ev.best != played:
        assert ev.noise > 0.0 or ev.values[ev.best] == ev.values[played]
    least = lino_analysis.evaluate(obs, legal, None, random.Random(5), 0.0)
    assert least.samples == 8  # never fewer than four boards each way
    assert lino_analysis.BUILD_PLAYOUTS == 32 and lino_analysis.BUILD_MOVES == 6


def test_a_hint_s_noise_compares_the_best_stone_with_the_runner_up():
    """Without a played stone the noise is that of the difference the hint rests on: the
    best stone against the next best one of those searched as deep."""
    found = positions(4, lambda pos, legal: 14 <= pos.moves_left() <= 18)
    move, p, obs, legal = found[1]  # the runner-up is not the stone of the highest number
    ev = lino_analysis.evaluate(obs, legal, None, random.Random(0), 0.05)
    assert ev.basis == "search" and ev.samples > lino_analysis.SHALLOW
    best = ev.best.tile
    others = sorted((a.tile for a in ev.values if a.tile != best),
                    key=lambda t: (-ev.values[Place(t)], t))
    runner = others[0]
    assert ev.values[Place(runner)] > ev.values[Place(others[-1])]  # one runner-up
    assert runner != max(others)

    def values_at(d):
        searcher = Searcher(10 ** 12, 10 ** 9)
        pos = searcher.prepare(position(obs))
        searcher.deadline = float("inf")
        return lino_analysis._values(searcher, pos, [best] + others, d)

    now, before = values_at(ev.samples), values_at(ev.samples - 1)
    moved = {t: abs((now[best] - now[t]) - (before[best] - before[t])) for t in others}
    assert ev.noise == pytest.approx(moved[runner]) and ev.noise > 0.0
    assert moved[runner] != pytest.approx(moved[others[-1]])  # the runner-up, not another


def test_a_hint_with_one_stone_offered_has_nothing_to_compare():
    """hint_move passes what is legal; with a single stone there is no runner-up."""
    move, p, obs, legal = positions(4, lambda pos, legal: pos.moves_left() <= 3)[0]
    ev = lino_analysis.evaluate(obs, legal[:1], None, random.Random(0), 0.05)
    assert ev.best == legal[0] and list(ev.values) == [legal[0]] and ev.noise == 0.0


def test_a_building_hint_compares_the_best_move_with_the_runner_up_on_the_same_boards():
    """Without a played move the noise is that of the best against the next best; with one
    move offered there is nothing to compare. Half the boards at effort 0.5 are 8 each way.
    A spectator's view is valued for the player to move."""
    seats = [Seat("Blue", "computer", "random"), Seat("White", "computer", "random")]
    session = Session("lino", seats, {"starter": 0, "bonus": "full"}, seed=9)
    state = session.state
    obs, legal = state.observation(0), state.legal_actions(0)
    ev = lino_analysis.evaluate(obs, legal, None, random.Random(5), 0.5)
    assert ev.samples == 16 and ev.noise > 0.0
    alone = lino_analysis.evaluate(obs, legal[:1], None, random.Random(5), 0.25)
    assert (alone.best, list(alone.values), alone.noise) == (legal[0], [legal[0]], 0.0)
    seen_by_all = lino_analysis.evaluate(state.observation(None), legal, None,
                                         random.Random(5), 0.25)
    assert seen_by_all == lino_analysis.evaluate(obs, legal, None, random.Random(5), 0.25)


def test_a_deeper_search_s_noise_compares_its_last_two_depths():
    """Four stones deep the noise is the move between depths 3 and 4, not 2 and 3."""
    move, p, obs, legal = positions(4, lambda pos, legal: 14 <= pos.moves_left() <= 18)[0]
    played = legal[len(legal) // 2]
    ev = lino_analysis.evaluate(obs, legal, played, random.Random(0), 0.2)
    assert ev.samples == 4 and ev.basis == "search"
    tiles = [ev.best.tile, played.tile]

    def values_at(d):
        searcher = Searcher(10 ** 12, 10 ** 9)
        pos = searcher.prepare(position(obs))
        searcher.deadline = float("inf")
        return lino_analysis._values(searcher, pos, tiles, d)

    three, four = values_at(3), values_at(4)
    best, other = tiles
    assert ev.noise == pytest.approx(abs((four[best] - four[other]) -
                                         (three[best] - three[other])))
