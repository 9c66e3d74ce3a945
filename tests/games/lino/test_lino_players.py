"""Lino's computer players pinned: greedy's most points now (random among equals), easy's
share of random stones, the quick play-out policy, the strong builder's trial of candidate
moves on the same boards, and the levels' budgets."""

from __future__ import annotations

import random

import attrs
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


def builder_choice(obs, legal, seed: int, candidates: int, playouts: int, me: int):
    """The strong builder's move worked out by hand: ``candidates`` random legal moves, each
    board filled by ``playouts`` quick play-outs (the same dice for every candidate) under the
    game's bonus rule; the best total for ``me``, the first drawn among equals."""
    check = random.Random(seed)
    drawn = [legal[check.randrange(len(legal))] for _ in range(candidates)]
    seeds = [check.getrandbits(32) for _ in range(playouts)]
    backs = tuple(b if b is not None else "" for b in obs.backs)
    best, best_value = drawn[0], None
    for move in dict.fromkeys(drawn):
        cells = list(obs.pos)
        cells[move.tile] = (move.col, move.row)
        value = sum(playout(Position(Geometry(cells), [EMPTY] * len(cells), backs, obs.bonus,
                                     obs.first, (0, 0)), random.Random(s), me) for s in seeds)
        if best_value is None or value > best_value:
            best, best_value = move, value
    return best


def build_start(bonus: str, seed: int, starter: int = 1):
    seats = [Seat("Blue", "computer", "random"), Seat("White", "computer", "random")]
    return Session("lino", seats, {"starter": starter, "bonus": bonus}, seed=seed).state


def test_the_strong_builder_tries_candidates_on_the_same_boards():
    state = build_start("stars", 6)
    obs, legal = state.observation(1), state.legal_actions(1)
    bot = SearchBot(1000, 60.0, build=True, candidates=4, playouts=3)
    assert bot.choose(obs, legal, random.Random(9)) == builder_choice(obs, legal, 9, 4, 3, 1)
    plain = SearchBot(1000, 60.0)  # without build: a random move
    assert plain.choose(obs, legal, random.Random(9)) == legal[random.Random(9).randrange(
        len(legal))]


def test_the_builder_counts_the_numbers_left_on_empty_tiles_when_they_score():
    """With every bonus ("full") the numbers on the tiles left empty score at the end, so the
    builder's play-outs count them: its move is the one judged under the game's own rule,
    here not the one judged with stars only."""
    differs = 0
    for seed in range(4):
        state = build_start("full", seed)
        obs, legal = state.observation(1), state.legal_actions(1)
        bot = SearchBot(1000, 60.0, build=True, candidates=6, playouts=2)
        for rng_seed in range(3):
            choice = bot.choose(obs, legal, random.Random(rng_seed))
            assert choice == builder_choice(obs, legal, rng_seed, 6, 2, 1)
            stars_only = builder_choice(attrs.evolve(obs, bonus="stars"), legal, rng_seed, 6,
                                        2, 1)
            differs += choice != stars_only
    assert differs  # the numbers matter on some of these boards


def test_the_public_view_builds_for_the_player_to_move():
    """Asked on the public view (no viewer), the builder plays for the player to move: the
    same move as on his own view."""
    for seed in range(3):
        state = build_start("full", seed, starter=seed % 2)
        p = state.active
        legal = state.legal_actions(p)
        bot = SearchBot(1000, 60.0, build=True, candidates=5, playouts=2)
        mine = bot.choose(state.observation(p), legal, random.Random(seed))
        assert bot.choose(state.observation(None), legal, random.Random(seed)) == mine


def test_a_builder_with_one_candidate_plays_it_and_keeps_the_first_of_equals():
    state = build_start("stars", 3)
    obs, legal = state.observation(1), state.legal_actions(1)
    first = legal[random.Random(5).randrange(len(legal))]
    one = SearchBot(1000, 60.0, build=True, candidates=1, playouts=2)
    assert one.choose(obs, legal, random.Random(5)) == first
    # No play-out: every candidate is worth the same, and the first drawn is kept.
    blind = SearchBot(1000, 60.0, build=True, candidates=5, playouts=0)
    assert blind.choose(obs, legal, random.Random(5)) == first
    drawn = random.Random(5)
    assert len({legal[drawn.randrange(len(legal))] for _ in range(5)}) > 1  # a real choice


def test_the_searching_levels_place_the_searchers_best_tile():
    session, p, obs, legal = fill_position(4, 40)
    for bot in (normal(), strong(nodes=3000), SearchBot(3000, 60.0, depth=3, quiesce=2)):
        from bingolino_app.games.lino.search import Searcher

        expected = Searcher(bot.nodes, bot.seconds, bot.depth, bot.quiesce,
                            **bot.search).best_move(position(obs))
        assert bot.choose(obs, legal, random.Random(0)) == Place(expected)


def test_a_levels_settings_reach_its_search():
    """A quiescence or a star weight changes the searcher's move on this board; the level
    built with it places that move, not the plain searcher's."""
    from bingolino_app.games.lino.search import Searcher

    session, p, obs, legal = fill_position(0, 40)
    plain = Searcher(2500, 60.0, 2, 0).best_move(position(obs))
    for settings in ({"quiesce": 3}, {"star": 3.0}):
        quiesce = settings.get("quiesce", 0)
        search = {k: v for k, v in settings.items() if k != "quiesce"}
        expected = Searcher(2500, 60.0, 2, quiesce, **search).best_move(position(obs))
        assert expected != plain
        bot = normal(seconds=60.0, **settings)
        assert bot.choose(obs, legal, random.Random(0)) == Place(expected)


def test_the_levels_and_their_budgets():
    assert (bots.STRONG_NODES, bots.STRONG_SECONDS) == (450000, 3.0)
    assert (bots.EXPERT_NODES, bots.EXPERT_SECONDS) == (3000000, 15.0)
    assert (bots.NORMAL_NODES, bots.NORMAL_SECONDS) == (2500, 0.25)
    assert (bots.BUILD_CANDIDATES, bots.BUILD_PLAYOUTS) == (10, 2)
    s, e, n = strong(), bots.expert(), normal()
    assert (s.nodes, s.seconds, s.build, s.depth, s.quiesce, s.candidates, s.playouts,
            s.search) == (450000, 3.0, True, 64, 0, 10, 2, {})
    # expert: strong's search at about seven times the nodes
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
