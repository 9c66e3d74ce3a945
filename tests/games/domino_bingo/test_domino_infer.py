"""Inference from the opponent's own plays: worlds weighted by a simple policy (issue 13)."""

from __future__ import annotations

import random

import pytest

from bingolino_app.core.session import Seat, Session
from bingolino_app.games.domino_bingo import infer, rules
from bingolino_app.games.domino_bingo.rules import stone_id
from bingolino_app.games.domino_bingo.state import Close, Play

from domino_helpers import S, dealt


def chance(obs, stone: str, weighted: bool = True, proposals: int = 3000) -> float:
    """The viewer's chance that the opponent holds ``stone``."""
    pool = infer.WeightedWorlds(obs, random.Random(5), proposals, infer=weighted)
    return pool.probability_of(stone_id(S(stone)))


def test_an_opponent_who_led_a_low_trump_is_less_likely_to_hold_bingo():
    # Fours are trump (4-2 turned). Player 1 leads the lowest trump, 4-1.
    state = dealt("6-6 5-5 6-5 6-3 5-3 2-2 1-0", "4-1 3-1 2-1 5-1 6-1 6-2 3-2", "4-2",
                  leader=1)
    state.apply(Play(S("4-1")), 1)
    obs = state.observation(0)
    prior, after = chance(obs, "0-0", weighted=False), chance(obs, "0-0")
    assert prior == pytest.approx(6 / 19)  # six hidden stones of his among nineteen
    assert after < prior - 0.03


def test_an_opponent_who_let_a_premium_stone_go_holds_fewer_cheap_winners():
    # Sixes are trump (6-1 turned). Player 0 leads the premium 3-0; player 1 lets it go
    # with a blank stone... he had no cheap trump to take it, most likely.
    state = dealt("3-0 5-5 5-4 5-3 2-2 4-4 1-0", "2-1 3-1 3-2 4-1 4-2 4-3 5-1", "6-1")
    state.apply(Play(S("3-0")), 0)
    state.apply(Play(S("2-1")), 1)
    obs = state.observation(0)
    prior = chance(obs, "6-2", weighted=False)
    assert chance(obs, "6-2") < prior - 0.03  # a cheap trump: he would have won with it


def test_a_double_led_without_a_declaration_means_no_other_double():
    state = dealt("6-5 6-3 5-3 5-2 4-2 4-1 3-1", "3-3 6-1 5-1 2-1 6-0 5-0 4-0", "6-2",
                  leader=1)
    state.apply(Play(S("3-3")), 1)  # led, not declared
    obs = state.observation(0)
    for double in ("6-6", "5-5", "4-4", "2-2", "1-1"):
        assert chance(obs, double) < 0.5 * chance(obs, double, weighted=False)


def test_a_declaration_shows_every_double_he_held():
    state = dealt("6-5 6-3 5-3 5-2 4-2 4-1 3-1", "3-3 1-1 5-1 2-1 6-0 5-0 4-0", "6-2",
                  leader=1)
    state.apply(Play(S("3-3"), True), 1)
    obs = state.observation(0)
    assert chance(obs, "1-1") == pytest.approx(1.0)
    assert chance(obs, "6-6") < 0.5 * chance(obs, "6-6", weighted=False)


def test_an_opponent_who_closed_early_holds_a_strong_hand():
    # Russian rules: the leader closes before his first lead (blanks are trump).
    state = dealt("6-5 6-3 5-3 5-2 4-2 4-1 3-1", "0-0 6-0 5-0 2-1 6-6 4-0 2-2", "3-0",
                  variant="russian", leader=1)
    state.apply(Close(), 1)
    state.apply(Play(S("2-1")), 1)
    obs = state.observation(0)
    for strong in ("0-0", "6-0", "5-0"):
        assert chance(obs, strong) > chance(obs, strong, weighted=False) + 0.03


def test_without_evidence_the_worlds_are_uniform():
    state = dealt("6-5 6-3 5-3 5-2 4-2 4-1 3-1", "3-3 1-1 5-1 2-1 6-0 5-0 4-0", "6-2")
    pool = infer.WeightedWorlds(state.observation(0), random.Random(1), 400)
    assert pool.uniform  # nothing played yet: every hand fits alike


def test_the_weights_never_rule_out_the_true_hand():
    """The opponent's real hand always has a positive weight, whatever he played."""
    for seed in range(12):
        rng = random.Random(seed)
        session = Session("domino_bingo", [Seat("A", "computer"), Seat("B", "computer")],
                          {"variant": "russian" if seed % 2 else "english"}, seed)
        for _ in range(rng.randrange(4, 26)):
            state = session.state
            if state.is_terminal():
                break
            session.apply(state.to_move, rng.choice(state.legal_actions(state.to_move)))
        state = session.state
        if state.is_terminal() or state.phase != "play":
            continue
        p = state.to_move
        obs = state.observation(p)
        steps = infer.opponent_steps(obs)
        tb = infer.TABLES[state.trump]
        truth = tb.to_labels(rules.mask_of(stone_id(s) for s in state.hands[1 - p]))
        trump_label = tb.label[stone_id(state.trump_stone)]
        for k in range(5):
            value = infer.log_likelihood(steps, truth, state.trump, state.russian,
                                         trump_label, random.Random(k))
            assert value > -60  # each choice costs at most log(UNLIKELY) or log(uniform)


def test_without_inference_each_hidden_stone_is_equally_likely():
    # He led 3-3 and declared 1-1 with it: 1-1 is his for sure; his other five stones are any
    # five of the stones the viewer cannot see (the turned 6-2 lies under the stock).
    state = dealt("6-5 6-3 5-3 5-2 4-2 4-1 3-1", "3-3 1-1 5-1 2-1 6-0 5-0 4-0", "6-2",
                  leader=1)
    state.apply(Play(S("3-3"), True), 1)
    obs = state.observation(0)
    pool = infer.WeightedWorlds(obs, random.Random(5), 400, infer=False)
    assert pool.uniform
    seen = set(obs.hands[0]) | {S("3-3"), S("1-1"), S("6-2")}
    hidden = [s for s in rules.STONES if s not in seen]
    assert len(hidden) == 28 - 7 - 3
    assert pool.probability_of(stone_id(S("1-1"))) == 1.0
    for s in hidden:
        assert pool.probability_of(stone_id(s)) == pytest.approx(5 / len(hidden))
    for s in seen - {S("1-1")}:  # mine, played, or the turned trump
        assert pool.probability_of(stone_id(s)) == 0.0
    total = sum(pool.probability_of(i) for i in range(28))
    assert total == pytest.approx(6)  # the stones left in his hand


def test_once_the_stock_is_drawn_a_world_deals_only_his_hand():
    # The turned trump is in a hand now: it must not come back as a stone left to draw
    # (test_domino_tactics covers a world while the stock lasts).
    rng = random.Random(3)
    session = Session("domino_bingo", [Seat("A", "computer"), Seat("B", "computer")],
                      {"variant": "english"}, 11)
    while not (session.state.phase == "play" and session.state.trump_holder is not None):
        state = session.state
        legal = state.legal_actions(state.to_move)
        plays = [a for a in legal if not isinstance(a, Close)] or legal  # the stock stays open
        session.apply(state.to_move, rng.choice(plays))
    state = session.state
    p = state.to_move
    obs = state.observation(p)
    assert not state.stock and not state.is_terminal()
    pool = infer.WeightedWorlds(obs, random.Random(1), 200, infer=False)
    source = infer.WorldSource(pool, obs.trump, shuffle=True)
    his = infer.TABLES[obs.trump].to_labels(rules.mask_of(stone_id(s)
                                                          for s in state.hands[1 - p]))
    for k in range(4):
        assert source.draw(random.Random(k)) == (his, [])  # one world fits: his true hand
