"""The first edition's ISMCTS (``search.ismcts``, the hidden level strong_v1): when it stops
(the iteration cap, the CPU-time cap, the early stop once the leader cannot be caught) and the
visits and mean values it reports, on a tiny fake deal whose numbers can be worked out by hand.

The fake deal: one move ends it; move 0 always gives player 0 the reward 1.0, move 1 always
0.0. With ``explore=0`` the search tries both root moves once (the first two iterations) and
then plays the better one every time, so before iteration ``it`` (``it >= 2``) the winner has
``it - 1`` visits and the loser 1.
"""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from bingolino_app.games.domino_bingo import search


class OneMoveDeal:
    """A deal that ends after one move of ``to_move``, chosen among ``moves``."""

    def __init__(self, moves=(0, 1), to_move=0) -> None:
        self.moves, self.to_move = list(moves), to_move
        self.played = None

    @property
    def done(self) -> bool:
        return self.played is not None

    def legal(self):
        return list(self.moves)

    def step(self, move) -> None:
        self.played = move

    def rollout(self, rng) -> None:
        pass


def reward(sim) -> float:
    """Player 0's reward: 1.0 after move 0, 0.0 after move 1."""
    return 1.0 if sim.played == 0 else 0.0


class Sampler:
    """Deals fresh fake deals and counts them (one per iteration)."""

    def __init__(self, **kwargs) -> None:
        self.kwargs, self.calls = kwargs, 0

    def __call__(self, rng):
        self.calls += 1
        return OneMoveDeal(**self.kwargs)


def early_stop_iteration(iterations: int) -> int:
    """The first iteration (checked every 32nd, it & 31 == 31) at which the winner's lead,
    it - 2 visits, is more than the iterations left: what the search must stop at."""
    for it in range(iterations):
        if it & 31 == 31 and it - 2 > iterations - it:
            return it
    return iterations


def test_ismcts_stops_once_the_most_visited_move_cannot_be_caught():
    """124 iterations: at 63 the lead (61) only equals the 61 left, so the search goes on;
    at 95 it leads by 93 with 29 left and stops: 95 deals sampled, 94 visits to 1."""
    assert early_stop_iteration(124) == 95
    sample = Sampler()
    stats = search.ismcts(sample, random.Random(3), 124, 60.0, reward, explore=0.0)
    assert sample.calls == 95
    assert stats == {0: (94, 1.0), 1: (1, 0.0)}


def test_ismcts_s_early_stop_depends_on_its_iteration_cap():
    """The stop depends on the cap: with 64 iterations the lead at 63 (61) is more than the 1
    left; with 200 the lead at 95 (93) is less than the 105 left, at 127 (125) more than 73."""
    assert early_stop_iteration(64) == 63
    sample = Sampler()
    assert search.ismcts(sample, random.Random(3), 64, 60.0, reward, explore=0.0) == \
        {0: (62, 1.0), 1: (1, 0.0)}
    assert sample.calls == 63
    assert early_stop_iteration(200) == 127
    sample = Sampler()
    assert search.ismcts(sample, random.Random(3), 200, 60.0, reward, explore=0.0)[0][0] == 126
    assert sample.calls == 127


def test_ismcts_with_one_legal_move_runs_to_its_cap():
    """A single root move: nothing to overtake, no early stop (and no second-best to read)."""
    sample = Sampler(moves=(0,))
    assert search.ismcts(sample, random.Random(3), 100, 60.0, reward, explore=0.0) == \
        {0: (100, 1.0)}
    assert sample.calls == 100


def test_ismcts_reports_the_value_for_the_player_who_moves():
    """Player 1 to move: a node's value is 1 - player 0's reward, so move 1 (reward 0.0 for
    player 0) is worth 1.0 to the mover and wins the visits."""
    sample = Sampler(to_move=1)
    stats = search.ismcts(sample, random.Random(3), 124, 60.0, reward, explore=0.0)
    assert stats == {0: (1, 0.0), 1: (94, 1.0)}
    assert sample.calls == 95


def test_ismcts_stops_at_the_cpu_deadline_and_still_reports(monkeypatch):
    """The clock is read at the start and every 32nd iteration; past the deadline the search
    stops there (31 deals) and returns what it has."""
    ticks = iter([0.0] + [100.0] * 10)
    monkeypatch.setattr(search, "time", SimpleNamespace(process_time=lambda: next(ticks)))
    sample = Sampler()
    stats = search.ismcts(sample, random.Random(3), 124, 5.0, reward, explore=0.0)
    assert sample.calls == 31
    assert stats == {0: (30, 1.0), 1: (1, 0.0)}


def test_ismcts_goes_on_while_the_clock_stands_at_the_deadline(monkeypatch):
    """Only a clock past the deadline stops the search: a clock that never moves, with no
    time to spend, is exactly at the deadline and the search runs to its early stop."""
    monkeypatch.setattr(search, "time", SimpleNamespace(process_time=lambda: 7.0))
    sample = Sampler()
    stats = search.ismcts(sample, random.Random(3), 124, 0.0, reward, explore=0.0)
    assert sample.calls == 95
    assert stats == {0: (94, 1.0), 1: (1, 0.0)}


@pytest.mark.parametrize("seed", range(4))
def test_ismcts_means_are_the_average_reward_of_each_move(seed):
    """With exploration, both moves keep being visited; each mean is its rewards' average
    (here always 1.0 and 0.0), whatever the visit counts."""
    sample = Sampler()
    stats = search.ismcts(sample, random.Random(seed), 50, 60.0, reward, explore=2.0)
    assert sum(v for v, _ in stats.values()) == sample.calls
    assert stats[0][1] == 1.0 and stats[1][1] == 0.0
    assert stats[0][0] > stats[1][0] > 1
