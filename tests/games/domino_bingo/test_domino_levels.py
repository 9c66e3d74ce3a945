"""Domino Bingo's levels as configurations (issue 13): the frozen first-edition strong, the
ladder's parameters, determinism and legality."""

from __future__ import annotations

import random

import pytest

from bingolino_app.core.bots import choose_move
from bingolino_app.core.session import Seat, Session

# The first edition's strong on positions of two greedy matches (recorded before issue 13):
# "strong_v1" must keep playing exactly these moves, or the side-by-side benches measure
# against a moving baseline.
V1_MOVES = [
    (5, 0, 'Close()'),
    (5, 9, 'Play(stone=(5, 5), declare=True)'),
    (5, 27, 'Close()'),
    (5, 45, 'Play(stone=(3, 0), declare=False)'),
    (5, 54, 'Close()'),
    (5, 63, 'Play(stone=(3, 0), declare=False)'),
    (5, 72, 'Play(stone=(3, 0), declare=False)'),
    (5, 81, 'Play(stone=(1, 1), declare=True)'),
    (5, 90, 'Play(stone=(6, 6), declare=False)'),
    (5, 99, 'Play(stone=(0, 0), declare=False)'),
    (5, 108, 'Play(stone=(5, 2), declare=False)'),
    (5, 117, 'Play(stone=(3, 0), declare=False)'),
    (5, 126, 'Play(stone=(6, 4), declare=False)'),
    (5, 135, 'Play(stone=(2, 0), declare=False)'),
    (5, 144, 'Play(stone=(5, 0), declare=False)'),
    (5, 153, 'Play(stone=(0, 0), declare=False)'),
    (5, 162, 'Play(stone=(4, 0), declare=False)'),
    (5, 171, 'Play(stone=(6, 3), declare=False)'),
    (5, 180, 'Play(stone=(6, 2), declare=False)'),
    (6, 0, 'Play(stone=(3, 3), declare=True)'),
    (6, 9, 'Play(stone=(2, 0), declare=False)'),
    (6, 18, 'Play(stone=(0, 0), declare=False)'),
    (6, 36, 'Close()'),
    (6, 45, 'Play(stone=(6, 4), declare=False)'),
    (6, 54, 'Play(stone=(1, 1), declare=False)'),
    (6, 63, 'Play(stone=(5, 5), declare=False)'),
    (6, 81, 'Play(stone=(4, 1), declare=False)'),
    (6, 90, 'Play(stone=(6, 3), declare=False)'),
    (6, 99, 'Play(stone=(6, 6), declare=False)'),
    (6, 108, 'Play(stone=(6, 0), declare=False)'),
    (6, 135, 'Play(stone=(3, 0), declare=False)'),
    (6, 144, 'Play(stone=(6, 6), declare=False)'),
    (6, 153, 'Play(stone=(0, 0), declare=False)'),
]


def greedy_positions(seed: int, variant: str, every: int = 9, limit: int = 400):
    """(step, observation, legal) every ``every`` steps of a seeded greedy match."""
    session = Session("domino_bingo", [Seat("A", "computer", "greedy"),
                                       Seat("B", "computer", "greedy")],
                      {"variant": variant}, seed)
    rng = random.Random(seed)
    k = 0
    while not session.state.is_terminal() and k < limit:
        p = session.pending_players()[0]
        obs, legal = session.state.observation(p), session.state.legal_actions(p)
        if len(legal) > 1 and k % every == 0:
            yield k, obs, legal
        session.apply(p, choose_move("domino_bingo", "greedy", obs, legal,
                                     rng.randrange(1 << 30)))
        k += 1


def test_strong_v1_plays_as_the_first_edition_strong():
    played = []
    for seed, variant in ((5, "russian"), (6, "english")):
        for k, obs, legal in greedy_positions(seed, variant):
            played.append((seed, k, repr(choose_move("domino_bingo", "strong_v1", obs,
                                                     legal, k))))
    assert played == V1_MOVES


def _mixed_positions(count: int):
    """Positions of random matches in both variants, open, closed and exhausted stock."""
    out = []
    for seed in range(count):
        variant = "russian" if seed % 2 else "english"
        session = Session("domino_bingo", [Seat("A", "computer"), Seat("B", "computer")],
                          {"variant": variant}, seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(0, 28)):
            state = session.state
            if state.is_terminal():
                break
            session.apply(state.to_move, rng.choice(state.legal_actions(state.to_move)))
        state = session.state
        if not state.is_terminal():
            p = state.to_move
            out.append((state.observation(p), state.legal_actions(p)))
    return out


@pytest.mark.parametrize("level", [
    "easy", "normal", "strong(iterations=300)", "strong(iterations=300, common=40)",
    "strong(iterations=300, infer=False, explore=0.3)", "strong_v1(iterations=200)"])
def test_configured_levels_are_deterministic_and_legal(level):
    for k, (obs, legal) in enumerate(_mixed_positions(16)):
        move = choose_move("domino_bingo", level, obs, legal, 1000 + k)
        assert move in legal
        assert choose_move("domino_bingo", level, obs, legal, 1000 + k) == move


@pytest.mark.slow  # the default strong at its full budget: seconds a decision
def test_the_default_strong_is_deterministic_and_legal():
    for k, (obs, legal) in enumerate(_mixed_positions(4)):
        move = choose_move("domino_bingo", "strong", obs, legal, k)
        assert move in legal and choose_move("domino_bingo", "strong", obs, legal, k) == move
