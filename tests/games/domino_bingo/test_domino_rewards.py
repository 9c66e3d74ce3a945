"""What Domino Bingo's searches play for, worked out by hand: the chance of winning the match
after a deal's big points, nudged by the deal points up to 70 (the strong player's reward), the
share of a deal's big points (the normal player's), and the exact solver's contract: the best
move's value exact, the others never better than it."""

from __future__ import annotations

import random

import pytest

from bingolino_app.games.domino_bingo import fast, rules, search
from bingolino_app.games.domino_bingo.rules import stone_id
from bingolino_app.games.domino_bingo.search import deal_reward, match_reward
from bingolino_app.games.domino_bingo.sim import Sim, match_value

from domino_helpers import S


def finished(pts, tk, big, first70=-1, closed=-1, closed_tk=(0, 0), variant="english",
             target=7) -> Sim:
    """A deal over: both hands empty, the awards still to come (final_big adds them)."""
    return Sim(variant, target, 6, [0, 0], [], 0, closed, closed_tk, 0, -1, pts, tk, first70,
               0, big)


def test_the_strong_reward_is_the_match_chance_nudged_by_the_points_to_70():
    # 75 to 40, first to 70 player 0 with a trick each: one big point, 3 to 2 in a match to 7.
    sim = finished([75, 40], [4, 3], [2, 2], first70=0)
    assert sim.final_big() == (3, 2)
    shaped = (70 - 40) / 70
    assert match_reward(sim) == pytest.approx(0.95 * match_value(3, 2, 7)
                                              + 0.025 * (1 + shaped))
    level = finished([30, 30], [4, 3], [2, 2])  # nobody reached 70: no award, even points
    assert match_reward(level) == pytest.approx(0.95 * match_value(2, 2, 7) + 0.025)
    assert match_reward(level) == pytest.approx(0.95 * 0.5 + 0.025)


def test_the_points_count_only_up_to_70():
    a = finished([70, 10], [5, 1], [0, 0], first70=0)
    b = finished([110, 10], [5, 1], [0, 0], first70=0)
    assert match_reward(a) == match_reward(b)
    assert deal_reward(a, (0, 0)) == deal_reward(b, (0, 0))


def test_the_normal_reward_is_a_share_of_the_deal_s_big_points():
    sim = finished([75, 10], [6, 1], [4, 1], first70=0)  # 10 < 30 (English): two big points
    assert sim.final_big() == (6, 1)
    shaped = (70 - 10) / 70
    assert deal_reward(sim, (4, 1)) == pytest.approx(0.5 + 0.14 * 2 + 0.05 * shaped)
    shutout = finished([80, 0], [7, 0], [0, 0], first70=0)  # no trick: three big points
    assert shutout.final_big() == (3, 0)
    assert deal_reward(shutout, (0, 0)) == pytest.approx(0.5 + 0.14 * 3 + 0.05)
    lost = finished([0, 80], [0, 7], [0, 0], first70=1)
    assert deal_reward(lost, (0, 0)) == pytest.approx(0.5 - 0.14 * 3 - 0.05)
    big_gain = finished([70, 60], [4, 3], [0, 0], first70=0)
    big_gain.big = [5, 0]  # won 5 during the deal (declarations), 1 more at its end: 6
    assert big_gain.final_big() == (6, 0)
    assert deal_reward(big_gain, (0, 0)) == pytest.approx(0.5 + 0.14 * 3 + 0.05 * 10 / 70)


def test_the_fast_rewards_are_the_same_as_the_reference_and_kept():
    rewards = fast.Rewards("russian", 8)
    for pts, tk, f70, closed, ctk, big in [
            ((75, 40), (4, 3), 0, -1, (0, 0), (3, 5)),
            ((60, 66), (3, 4), -1, 1, (2, 2), (1, 1)),
            ((72, 71), (4, 3), 1, 0, (3, 0), (7, 7)),
            ((10, 90), (0, 7), 1, -1, (0, 0), (0, 0))]:
        sim = Sim("russian", 8, 6, [0, 0], [], 0, closed, ctk, 0, -1, list(pts), list(tk),
                  f70, 0, list(big))
        value = rewards.final(*pts, *tk, f70, closed, ctk, *big)
        assert value == pytest.approx(match_reward(sim))
        assert rewards.final(*pts, *tk, f70, closed, ctk, *big) == value  # kept
    assert len(rewards.cache) == 4
    assert rewards.value(3, 2, 80, 40) == pytest.approx(0.95 * match_value(3, 2, 8)
                                                        + 0.025 * (1 + 30 / 70))


def test_a_big_point_during_the_deal_can_end_the_match():
    sim = Sim("english", 7, 6, [1 << stone_id(S("0-0")), 1 << stone_id(S("6-6"))], [], 0,
              -1, (0, 0), 1, -1, [10, 10], [1, 1], -1, 0, [6, 3])
    sim.step(stone_id(S("6-6")))  # player 1 leads the trump double; bingo takes it
    sim.step(stone_id(S("0-0")))
    assert sim.over and sim.done and sim.big == [7, 3]
    # 6-6 (28) and the bingo (14) to player 0: 52 to 10.
    assert match_reward(sim) == pytest.approx(0.95 * 1.0 + 0.025 * (1 + (52 - 10) / 70))
    assert sim.final_big() == (7, 3)  # no deal awards after the match is over


def test_the_solver_s_best_move_is_exact_and_no_bound_beats_it():
    for seed in range(12):
        rng = random.Random(seed)
        ids = list(range(28))
        rng.shuffle(ids)
        t = rules.trump_of(ids[-1])
        hands = [rules.mask_of(ids[:3]), rules.mask_of(ids[3:6])]
        mover = seed % 2
        sim = Sim("russian" if seed % 3 else "english", 7, t, hands, [], 0, seed % 2, (1, 1),
                  mover, -1, [rng.randrange(70), rng.randrange(70)], [2, 2], -1, 0,
                  [rng.randrange(7), rng.randrange(7)])
        full = search.solve(sim)
        fast_best = search.solve(sim, best_only=True)
        assert set(full) == set(fast_best) == set(sim.legal())
        pick = max if mover == 0 else min
        best = pick(full.values())
        assert pick(fast_best.values()) == pytest.approx(best)
        for m, v in fast_best.items():
            if mover == 0:
                assert v <= best + 1e-12
            else:
                assert v >= best - 1e-12
        rewarded = search.solve(sim, lambda s: deal_reward(s, tuple(sim.big)))
        assert set(rewarded) == set(full)


def test_the_fast_rewards_tell_a_closer_s_opponent_without_a_trick_at_the_close():
    """Russian: a closer who stays under 70 gives the opponent 3 big points if the opponent
    had no trick when the stock was closed, else 2. Deals alike but for that trick count (0,
    1 or 2) are told apart by one cached Rewards (for either closer), each as the reference
    reward says."""
    for closer in (0, 1):
        rewards = fast.Rewards("russian", 7)
        values = []
        for tricks in (0, 1, 2):
            closed_tk = [2, 2]
            closed_tk[1 - closer] = tricks
            sim = Sim("russian", 7, 6, [0, 0], [], 0, closer, tuple(closed_tk), 0, -1,
                      [40, 50], [3, 4], -1, 0, [2, 2])
            value = rewards.final(40, 50, 3, 4, -1, closer, tuple(closed_tk), 2, 2)
            assert value == pytest.approx(match_reward(sim))
            values.append(value)
        gain = (lambda v: v) if closer == 1 else (lambda v: 1 - v)  # the opponent's share
        assert gain(values[0]) > gain(values[1]) == pytest.approx(gain(values[2]))
