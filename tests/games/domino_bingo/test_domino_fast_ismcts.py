"""The fast deal engine's ISMCTS (fast.ismcts): when it stops, what it reports, the moves it
offers, its play-outs and its rewards, on deals small enough to follow by hand."""

from __future__ import annotations

import random

import pytest

from bingolino_app.games.domino_bingo import fast, rules
from bingolino_app.games.domino_bingo.bots import _position
from bingolino_app.games.domino_bingo.rules import stone_id
from bingolino_app.games.domino_bingo.search import match_reward
from bingolino_app.games.domino_bingo.sim import Sim
from bingolino_app.games.domino_bingo.state import Close, Play

from domino_helpers import (
    S, endgame_sim, exactly_70, fast_position, mirrored, random_positions,
    six_doubles_and_bingo,
)


# --- when the engine's ISMCTS stops, and what it reports --------------------------------------
def _last_tricks(me: int, mine: str, opp: str, led: str):
    """The last two tricks of an English deal (trump 0, stock gone): ``1 - me`` has led
    ``led`` and holds ``opp``; ``me`` holds ``mine``, to follow. Returns the engine's position,
    a world source counting its calls, and each legal move's reward for ``me`` by the reference
    simulator (after the move the deal plays itself out: one stone each)."""
    t = 0
    tb = fast.TABLES[t]
    ids = [stone_id(S(s)) for s in mine.split()]
    opp_ids = [stone_id(S(s)) for s in opp.split()]
    hands = [0, 0]
    hands[me], hands[1 - me] = rules.mask_of(ids), rules.mask_of(opp_ids)
    led_id = stone_id(S(led))
    pts, tk, big = (30, 30), (2, 2), (0, 0)
    pos = fast.Position("english", 7, t, me, tb.to_labels(hands[me]), -1, (0, 0), me,
                        tb.label[led_id], pts, tk, -1, 0, big, 0)
    calls = []

    def world(rng):
        calls.append(1)
        return tb.to_labels(hands[1 - me]), ()

    sim = Sim("english", 7, t, hands, (), 0, -1, (0, 0), me, led_id, pts, tk, -1, 0, big)
    rewards = {}
    for move in sim.legal():
        child = sim.copy()
        child.step(move)
        child.rollout(random.Random(0))
        r0 = match_reward(child)
        rewards[tb.label[move]] = r0 if me == 0 else 1.0 - r0
    return pos, world, calls, rewards


def _label(stone: str) -> int:
    """A stone's label under trump 0."""
    return fast.TABLES[0].label[stone_id(S(stone))]


def test_the_engine_stops_once_the_most_visited_move_cannot_be_caught():
    """explore=0: both root moves are tried once, then the better one (6-6 takes the trick)
    every time, so before iteration it it leads by it - 2. The lead is checked every 64th
    iteration (it & 63 == 63): at 63 it is 61, more than the 60 left of 123 iterations (stop:
    63 worlds drawn), only as many as the 61 left of 124 (all 124 run); with 200, 61 is not
    more than 137 left, at 127 125 is more than 73."""
    pos, world, calls, rewards = _last_tricks(0, "6-6 6-1", "2-1", "6-5")
    win, lose = _label("6-6"), _label("6-1")
    assert rewards[win] > rewards[lose]
    for iterations, stop in ((123, 63), (124, 124), (200, 127)):
        calls.clear()
        stats = fast.ismcts(pos, world, random.Random(5), iterations, 60.0, explore=0.0)
        assert len(calls) == stop
        assert stats == {win: (stop - 1, pytest.approx(rewards[win])),
                         lose: (1, pytest.approx(rewards[lose]))}


def test_the_engine_reports_the_mean_for_the_player_to_move():
    """Player 1 to move: each root move's mean is player 1's reward, 1 - player 0's."""
    pos, world, calls, rewards = _last_tricks(1, "6-6 6-1", "2-1", "6-5")
    win, lose = _label("6-6"), _label("6-1")
    assert rewards[win] > rewards[lose]
    stats = fast.ismcts(pos, world, random.Random(5), 123, 60.0, explore=0.0)
    assert stats == {win: (62, pytest.approx(rewards[win])),
                     lose: (1, pytest.approx(rewards[lose]))}


def test_the_engine_with_one_legal_move_runs_to_its_cap():
    """Only 6-6 follows suit: one root move, nothing to overtake, every iteration runs."""
    pos, world, calls, rewards = _last_tricks(0, "6-6 2-1", "4-1", "6-5")
    only = _label("6-6")
    assert list(rewards) == [only]
    stats = fast.ismcts(pos, world, random.Random(5), 100, 60.0, explore=0.0)
    assert stats == {only: (100, pytest.approx(rewards[only]))}
    assert len(calls) == 100


def test_the_engine_stops_at_the_cpu_deadline_and_still_reports(monkeypatch):
    """The CPU clock is read at the start and every 64th iteration: past the deadline the
    search stops there (63 worlds) and returns what it has; a clock standing exactly at the
    deadline (no time to spend, a clock that never moves) does not stop it."""
    import time

    pos, world, calls, rewards = _last_tricks(0, "6-6 6-1", "2-1", "6-5")
    win, lose = _label("6-6"), _label("6-1")
    ticks = iter([0.0] + [100.0] * 10)
    monkeypatch.setattr(time, "process_time", lambda: next(ticks))
    stats = fast.ismcts(pos, world, random.Random(5), 124, 5.0, explore=0.0)
    assert len(calls) == 63
    assert {m: v for m, (v, _) in stats.items()} == {win: 62, lose: 1}
    calls.clear()
    monkeypatch.setattr(time, "process_time", lambda: 7.0)
    stats = fast.ismcts(pos, world, random.Random(5), 124, 0.0, explore=0.0)
    assert len(calls) == 124
    assert {m: v for m, (v, _) in stats.items()} == {win: 123, lose: 1}


def _engine_on(sim: Sim, iterations: int, seed: int = 1, **kwargs) -> dict:
    """fast.ismcts from a simulator position whose hidden stones are known (every world is
    that one), for the player to move; its stats by stone id (or CLOSE)."""
    tb = fast.TABLES[sim.t]
    me = sim.to_move
    pos = fast_position(sim)
    world = (tb.to_labels(sim.h[1 - me]), [tb.label[i] for i in sim.stock[sim.pos:]])
    stats = fast.ismcts(pos, lambda rng: world, random.Random(seed), iterations, 60.0,
                        **kwargs)
    return {m if m == fast.CLOSE else tb.order[m]: v for m, v in stats.items()}


def test_the_engine_offers_an_english_follower_no_close_after_the_cheapest_stone_led():
    """English, stock still open, 2-1 (label 0 under trump 0) led: the follower may play
    either stone and may not close; the root moves are exactly those."""
    hands = [rules.mask_of(stone_id(S(s)) for s in ("5-2", "6-4")), 1 << stone_id(S("3-3"))]
    sim = Sim("english", 7, 0, hands, [stone_id(S("4-4")), stone_id(S("6-0"))], 0, -1,
              (0, 0), 0, stone_id(S("2-1")), [20, 30], [2, 2], -1, 0, [1, 1])
    assert set(_engine_on(sim, 40)) == set(sim.legal()) == {stone_id(S("5-2")),
                                                            stone_id(S("6-4"))}


def test_the_engine_rewards_a_match_ended_by_six_declared_doubles_and_the_bingo():
    """The follower's only move, the trump double 3-3, lets the bingo led with six declared
    doubles take it: two big points, 5 to 3 becomes 7 to 3, the match is over in that trick.
    Every iteration's reward is the simulator's for the follower (both seats)."""
    for sim in (six_doubles_and_bingo(), mirrored(six_doubles_and_bingo())):
        child = sim.copy()
        child.step(stone_id(S("3-3")))
        assert child.over and sorted(child.big) == [3, 7]
        mine = match_reward(child) if sim.to_move == 0 else 1.0 - match_reward(child)
        assert _engine_on(sim, 30) == {stone_id(S("3-3")): (30, pytest.approx(mine))}


def test_the_engine_makes_a_player_first_to_70_at_exactly_70_and_only_the_first():
    """The last trick, 6-6 taking 6-1 for 12 points: 58 + 12 = 70 exactly makes its taker
    first to 70 (both seats); when the other player was first already, it stays so (the
    taker only also reached 70). The engine's reward is the simulator's."""
    first_already = exactly_70()
    first_already.pts, first_already.first70 = [75, 58], 0
    cases = [exactly_70(), mirrored(exactly_70()), first_already, mirrored(first_already)]
    for sim in cases:
        follower = 1 - sim.to_move
        sim.to_move, sim.led = follower, stone_id(S("6-1"))
        sim.leader = 1 - follower
        sim.h[1 - follower] = 0
        child = sim.copy()
        child.step(stone_id(S("6-6")))
        assert child.done and child.pts[follower] == 70
        r0 = match_reward(child)
        mine = r0 if follower == 0 else 1.0 - r0
        assert _engine_on(sim, 20) == {stone_id(S("6-6")): (20, pytest.approx(mine))}


@pytest.mark.parametrize("seed", range(3))
def test_the_engine_keeps_visiting_both_moves_while_exploring(seed):
    """With exploration the worse root move (6-1, losing the trick) is tried again now and
    then: both moves get several visits (the better one at least as many), each mean its
    own reward."""
    pos, world, calls, rewards = _last_tricks(0, "6-6 6-1", "2-1", "6-5")
    stats = fast.ismcts(pos, world, random.Random(seed), 60, 60.0, explore=2.0)
    win, lose = _label("6-6"), _label("6-1")
    assert stats[win][0] >= stats[lose][0] > 2
    assert stats[win][1] == pytest.approx(rewards[win])
    assert stats[lose][1] == pytest.approx(rewards[lose])


def test_the_engine_draws_common_worlds_once_each_from_its_own_generator():
    """common=3: the n-th visit of every root move meets the same n-th world, cycling
    through 3 of them: the world source is asked exactly 3 times, each time with a random
    generator of its own (not the search's)."""
    pos, _, _, _ = _last_tricks(0, "6-6 6-1", "2-1", "6-5")
    tb = fast.TABLES[0]
    asked = []

    def world(rng):
        assert isinstance(rng, random.Random) and rng is not search_rng
        asked.append(1)
        return tb.to_labels(1 << stone_id(S("2-1"))), ()

    search_rng = random.Random(4)
    stats = fast.ismcts(pos, world, search_rng, 40, 60.0, common=3)
    assert len(asked) == 3
    assert sum(v for v, _ in stats.values()) == 40


def test_the_engine_offers_closing_to_a_leader_and_to_a_russian_follower():
    """With stones left to draw, an English leader and a Russian follower may close: CLOSE is
    a root move beside the stones (as the simulator's legal moves say)."""
    hands = [rules.mask_of(stone_id(S(s)) for s in ("5-2", "6-4")),
             rules.mask_of(stone_id(S(s)) for s in ("3-3", "2-1"))]
    stock = [stone_id(S("4-4")), stone_id(S("6-0"))]
    leader = Sim("english", 7, 0, hands, stock, 0, -1, (0, 0), 0, -1, [20, 30], [2, 2], -1, 0,
                 [1, 1])
    follower = Sim("russian", 7, 0, [hands[0], 1 << stone_id(S("3-3"))], stock, 0, -1, (0, 0),
                   0, stone_id(S("2-1")), [20, 30], [2, 2], -1, 0, [1, 1])
    for sim in (leader, follower):
        assert fast.CLOSE in sim.legal()
        assert set(_engine_on(sim, 40)) == set(sim.legal())


def test_the_engine_s_defaults_are_the_strong_player_s():
    """Called without explore and lead_random, the engine searches as with the strong
    player's defaults (explore 0.4, half the leads at random)."""
    from bingolino_app.games.domino_bingo.bots import SearchBot

    bot = SearchBot()
    sim = endgame_sim("russian", 2, "6-6 6-1 4-3", "2-1 5-5 3-0", 0, "", (20, 20), (2, 2),
                      (1, 1))
    assert _engine_on(sim, 150, seed=3) == _engine_on(sim, 150, seed=3, explore=bot.explore,
                                                      lead_random=bot.lead_random)
    assert _engine_on(sim, 150, seed=3) != _engine_on(sim, 150, seed=3, explore=1.4)
    assert _engine_on(sim, 150, seed=3) != _engine_on(sim, 150, seed=3, lead_random=1.0)


def _playout_checked(state, moves, tb, lead_random, leads):
    """Replay one traced deal of a single iteration on the real state: its first move is the
    tree's (a new root child), every later one the play-out policy's, checked here: a
    follower takes the cheapest winner (lowest label) when the trick is worth anything or it
    has no losing stone, else the cheapest loser; a leader with lead_random 0 leads the
    cheapest plain stone when it has one. Leads from two stones or more are collected in
    ``leads`` as (move, hand mask)."""
    state = state.clone()
    deal = state.deal_no
    for n, move in enumerate(moves):
        p = state.to_move
        legal = state.legal_actions(p)
        mask = 0
        for a in legal:
            if isinstance(a, Play):
                mask |= 1 << tb.label[stone_id(a.stone)]
        if n and move != fast.CLOSE:
            if not state.trick:
                plain = mask & ~tb.trumps
                if lead_random == 0.0 and plain:
                    assert move == (plain & -plain).bit_length() - 1
                if bin(mask).count("1") > 1:
                    leads.append((move, mask))
            else:
                led = tb.label[stone_id(state.trick[0][1])]
                win = mask & tb.beats[led]
                lose = mask ^ win
                cheapest_win = (win & -win).bit_length() - 1
                if win and (tb.value[led] + tb.value[cheapest_win] > 0 or not lose):
                    assert move == cheapest_win
                else:
                    assert move == (lose & -lose).bit_length() - 1
        if move == fast.CLOSE:
            action = Close()
        else:
            stone = rules.STONES[tb.order[move]]
            action = Play(stone, Play(stone, True) in legal)
        assert action in legal
        state.apply(action, p)
        if state.deal_no != deal or state.is_terminal() or state.phase != "play":
            break


@pytest.mark.parametrize("variant", ["russian", "english"])
def test_the_engine_s_playouts_follow_the_playout_policy(variant):
    """One iteration from each of 30 real positions (the true hidden stones as the world):
    after the tree's first move the deal is played out by the policy, followers and, with
    lead_random 0, leaders checked move by move; with lead_random 1 every lead is a random
    stone of the hand, so across the positions some leads are neither the hand's cheapest
    nor its dearest stone, and some are each."""
    leads_random: list = []
    for seed, state in random_positions(variant, 30):
        p = state.to_move
        tb = fast.TABLES[state.trump]
        opp = tb.to_labels(rules.mask_of(stone_id(s) for s in state.hands[1 - p]))
        stock = [tb.label[stone_id(s)] for s in state.stock]
        for lead_random in (0.0, 1.0):
            trace: list = []
            fast.ismcts(_position(state.observation(p)), lambda rng: (opp, stock),
                        random.Random(seed), 1, 60.0, lead_random=lead_random, trace=trace)
            (_, _, moves, _, _, _, _), = trace
            _playout_checked(state, moves, tb, lead_random,
                             leads_random if lead_random else [])
    assert len(leads_random) > 40
    lowest = sum(move == (mask & -mask).bit_length() - 1 for move, mask in leads_random)
    highest = sum(move == mask.bit_length() - 1 for move, mask in leads_random)
    assert lowest and highest and lowest + highest < len(leads_random)


def test_the_engine_s_first_iteration_tries_a_random_root_move():
    """The first iteration expands one root move chosen at random: over 40 seeds each of the
    leader's five stones is the first move tried."""
    sim = endgame_sim("russian", 2, "6-6 6-1 4-3 5-0 2-2", "2-1 5-5 3-0 4-4 1-0", 0, "",
                      (20, 20), (1, 1), (1, 1))
    firsts = set()
    for seed in range(40):
        trace: list = []
        tb = fast.TABLES[sim.t]
        pos = fast.Position("russian", 7, 2, 0, tb.to_labels(sim.h[0]), -1, (0, 0), 0, -1,
                            sim.pts, sim.tk, -1, 0, sim.big, 0)
        fast.ismcts(pos, lambda rng: (tb.to_labels(sim.h[1]), ()), random.Random(seed), 1,
                    60.0, trace=trace)
        firsts.add(tb.order[trace[0][2][0]])
    assert firsts == set(sim.legal())
