"""Lino's computer players pinned: greedy's most points now (random among equals), easy's
share of random stones, the quick play-out policy, the strong builder's trial of candidate
moves on the same boards, and the levels' budgets."""

from __future__ import annotations

import random

import pytest

from bingolino_app.core.bots import bot_seed, choose_move
from bingolino_app.core.session import Seat, Session
from bingolino_app.games.lino import bots
from bingolino_app.games.lino.bots import (
    BOTS, EasyBot, GreedyBot, SearchBot, _best_by, normal, playout, position, strong,
)
from bingolino_app.games.lino.engine import Position
from bingolino_app.games.lino.scoring import EMPTY, Geometry
from bingolino_app.games.lino.state import Move, Place


def fill_position(seed: int, placed: int):
    seats = [Seat("Blue", "computer", "random"), Seat("White", "computer", "random")]
    session = Session("lino", seats, {"starter": 0, "bonus": "full"}, seed=seed)
    while True:
        p = session.pending_players()[0]
        state = session.state
        obs, legal = state.observation(p), state.legal_actions(p)
        if obs.phase == "fill" and sum(1 for s in obs.stones if s != EMPTY) >= placed:
            return session, p, obs, legal
        session.apply(p, choose_move("lino", "random", obs, legal,
                                     bot_seed(seed, len(session.history), p)))


def test_the_position_is_the_observation():
    session, p, obs, legal = fill_position(3, 10)
    pos = position(obs)
    assert pos.stones == list(obs.stones) and pos.to_move == obs.active
    assert pos.points == list(obs.row_points) and pos.mode == obs.bonus
    assert pos.backs == tuple(b if b is not None else "" for b in obs.backs)
    assert pos.geo == Geometry.of(obs.pos)


def test_greedy_takes_the_most_points_and_draws_among_equals():
    for seed in range(6):
        session, p, obs, legal = fill_position(seed, 30)
        pos = position(obs)
        gains = {a.tile: pos.gain(a.tile) for a in legal}
        best = max(gains.values())
        ties = [a for a in legal if gains[a.tile] == best]
        rng, check = random.Random(seed), random.Random(seed)
        assert GreedyBot().choose(obs, legal, rng) == ties[check.randrange(len(ties))]
    assert _best_by([3, 1, 3, 2], lambda x: x, random.Random(0)) == 3
    picks = {_best_by([1, 5, 5, 5], lambda x: x, random.Random(s)) for s in range(30)}
    assert picks == {5}


def test_greedy_builds_at_random():
    seats = [Seat("Blue", "computer", "random"), Seat("White", "computer", "random")]
    state = Session("lino", seats, {"starter": 0}, seed=2).state
    legal = state.legal_actions(0)
    assert isinstance(legal[0], Move)
    assert GreedyBot().choose(state.observation(0), legal, random.Random(4)) == \
        legal[random.Random(4).randrange(len(legal))]


def test_easy_plays_a_random_stone_one_time_in_three():
    session, p, obs, legal = fill_position(5, 20)
    assert EasyBot().blunder == pytest.approx(1 / 3)
    for seed in range(30):
        rng, check = random.Random(seed), random.Random(seed)
        choice = EasyBot().choose(obs, legal, rng)
        if check.random() < 1 / 3:
            assert choice == legal[check.randrange(len(legal))]
        else:
            assert choice == GreedyBot().choose(obs, legal, check)


def test_a_playout_takes_points_and_avoids_gifts_at_random_among_equals():
    session, p, obs, legal = fill_position(7, 36)
    pos = position(obs)
    rng = random.Random(3)
    check = position(obs)
    check_rng = random.Random(3)
    margin = playout(pos, rng, p)
    while check.moves_left():
        scores = {t: 2 * check.gains[t] - check.gifts[t] for t in check.empties()}
        best = max(scores.values())
        choice = [t for t in check.empties() if scores[t] == best]
        check.play(choice[check_rng.randrange(len(choice))])
    final = check.final_margin()
    assert margin == (final if check.to_move == p else -final)
    assert pos.stones == check.stones


def test_the_strong_builder_tries_candidates_on_the_same_boards():
    seats = [Seat("Blue", "computer", "random"), Seat("White", "computer", "random")]
    state = Session("lino", seats, {"starter": 1, "bonus": "stars"}, seed=6).state
    obs, legal = state.observation(1), state.legal_actions(1)
    bot = SearchBot(1000, 60.0, build=True, candidates=4, playouts=3)
    rng = random.Random(9)
    choice = bot.choose(obs, legal, rng)
    check = random.Random(9)
    candidates = [legal[check.randrange(len(legal))] for _ in range(4)]
    seeds = [check.getrandbits(32) for _ in range(3)]
    backs = tuple(b if b is not None else "" for b in obs.backs)
    best, best_value = candidates[0], -1e9
    for move in dict.fromkeys(candidates):
        cells = list(obs.pos)
        cells[move.tile] = (move.col, move.row)
        value = sum(playout(Position(Geometry(cells), [EMPTY] * len(cells), backs, obs.bonus,
                                     obs.first, (0, 0)), random.Random(s), 1) for s in seeds)
        if value > best_value:
            best, best_value = move, value
    assert choice == best
    plain = SearchBot(1000, 60.0)  # without build: a random move
    assert plain.choose(obs, legal, random.Random(9)) == legal[random.Random(9).randrange(
        len(legal))]


def test_the_searching_levels_place_the_searchers_best_tile():
    session, p, obs, legal = fill_position(4, 40)
    for bot in (normal(), strong(nodes=3000), SearchBot(3000, 60.0, depth=3, quiesce=2)):
        from bingolino_app.games.lino.search import Searcher

        expected = Searcher(bot.nodes, bot.seconds, bot.depth, bot.quiesce,
                            **bot.search).best_move(position(obs))
        assert bot.choose(obs, legal, random.Random(0)) == Place(expected)


def test_the_levels_and_their_budgets():
    assert (bots.STRONG_NODES, bots.STRONG_SECONDS) == (300000, 3.0)
    assert (bots.EXPERT_NODES, bots.EXPERT_SECONDS) == (3000000, 15.0)
    assert (bots.NORMAL_NODES, bots.NORMAL_SECONDS) == (2500, 0.25)
    assert (bots.BUILD_CANDIDATES, bots.BUILD_PLAYOUTS) == (10, 2)
    s, e, n = strong(), bots.expert(), normal()
    assert (s.nodes, s.seconds, s.build, s.depth, s.quiesce, s.candidates, s.playouts,
            s.search) == (300000, 3.0, True, 64, 0, 10, 2, {})
    # expert: strong's search at ten times the nodes
    assert (e.nodes, e.seconds, e.build, e.depth, e.quiesce, e.candidates, e.playouts,
            e.search) == (3000000, 15.0, True, 64, 0, 10, 2, {})
    assert (n.nodes, n.seconds, n.build, n.depth) == (2500, 0.25, False, 2)
    assert strong(nodes=7, star=0.2).search == {"star": 0.2} and strong(nodes=7).nodes == 7
    assert bots.expert(nodes=7, star=0.2).search == {"star": 0.2}
    assert bots.expert(nodes=7).nodes == 7
    assert sorted(BOTS) == ["easy", "expert", "greedy", "normal", "random", "strong",
                            "strong_v1", "strong_v2"]


def test_strong_v2_is_issue_13s_strong_every_parameter_pinned():
    v2 = bots.strong_v2()
    assert (v2.nodes, v2.seconds, v2.build, v2.depth, v2.quiesce, v2.candidates,
            v2.playouts) == (100000, 2.5, True, 64, 0, 10, 2)
    assert v2.search == {"stand_take": False, "alternate": False, "prospects": 0, "lmr": 0,
                         "lmr_after": 3, "lmr_more": 99, "width": 0, "star": 0.5,
                         "parity": 0.5, "numbers": 0.0, "star_lead": False, "runs": 0.6}
    assert bots.strong_v2(nodes=7).nodes == 7 and bots.strong_v2(star=0.1).search["star"] == 0.1
