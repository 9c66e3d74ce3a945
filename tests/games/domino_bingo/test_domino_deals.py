"""Domino Bingo's deals: the first lead alternating, points credited to the right deal, and
the validation of every chance outcome (a malformed Deal or lot is refused)."""

from __future__ import annotations

import random

import pytest

from bingolino_app.core.game import CHANCE
from bingolino_app.games.domino_bingo.rules import STONES
from bingolino_app.games.domino_bingo.state import Close, Deal, DominoState, Starter

from domino_helpers import dealt
from domino_numbers_helpers import TEN


# --- deals -------------------------------------------------------------------------------------
def play_out_deal(state: DominoState) -> None:
    while state.phase == "play":
        action = next(a for a in state.legal_actions(state.to_move) if not isinstance(a, Close))
        state.apply(action, state.to_move)


@pytest.mark.parametrize("first", [0, 1])
def test_the_first_lead_alternates_between_deals_and_points_go_to_each_deals_record(first):
    state = DominoState(2, {"target": 8})
    state.apply(Starter(first), CHANCE)
    leaders, rng = [], random.Random(5)
    for deal in range(3):
        state.big = [0, 0]  # keep the match going
        state.apply(state.sample_chance(rng), CHANCE)
        assert state.deal_no == deal + 1
        leaders.append(state.to_move)
        assert state.records[-1]["leader"] == state.to_move == state.leader
        play_out_deal(state)
        record = state.records[deal]
        assert record["points"] == state.points and record["tricks"] == state.trick_counts
        assert sum(record["tricks"]) == 14 and record["done"]
    assert leaders == [first, 1 - first, first]
    assert [r["deal"] for r in state.records] == [1, 2, 3]
    assert len({tuple(r["points"]) for r in state.records}) > 1  # each deal its own score


def test_a_second_deals_points_are_credited_to_the_second_record():
    state = DominoState(2, {"target": 8})
    state.apply(Starter(0), CHANCE)
    rng = random.Random(2)
    state.apply(state.sample_chance(rng), CHANCE)
    play_out_deal(state)
    first = {k: (list(v) if isinstance(v, list) else v) for k, v in state.records[0].items()
             if k in ("points", "tricks", "first70")}
    state.big = [0, 0]
    state.phase = "deal"
    state.apply(state.sample_chance(rng), CHANCE)
    assert state.records[1]["points"] == [0, 0]
    p = state.to_move
    state.apply(state.legal_actions(p)[0], p)
    state.apply(state.legal_actions(1 - p)[0], 1 - p)
    assert sum(state.records[1]["tricks"]) == 1
    assert state.records[1]["points"] == state.points
    assert {k: state.records[0][k] for k in first} == first


def test_a_deal_gives_seven_stones_each_and_a_stock_of_fourteen():
    state = DominoState(2, {})
    state.apply(Starter(0), CHANCE)
    deal = state.sample_chance(random.Random(1))
    assert [len(h) for h in deal.hands] == [7, 7] and len(deal.stock) == 14
    assert state.is_chance_outcome(deal)
    state.apply(deal, CHANCE)
    assert state.trump_stone == tuple(deal.stock[-1])
    assert len(state.stock) == 14 and state.trump_holder is None


def _deal(hands, stock):
    return Deal(tuple(tuple(h) for h in hands), tuple(stock))


ALL = list(STONES)


@pytest.mark.parametrize("make,ok", [
    (lambda: _deal([ALL[:7], ALL[7:14]], ALL[14:]), True),
    (lambda: _deal([ALL[:6], ALL[6:14]], ALL[14:]), False),  # 6 and 8
    (lambda: _deal([ALL[:8], ALL[8:15]], ALL[15:]), False),  # 8 and 7, stock 13
    (lambda: _deal([ALL[:7]], ALL[7:]), False),  # one hand
    (lambda: _deal([ALL[:7], ALL[7:14], ()], ALL[14:]), False),  # three hands
    (lambda: _deal([ALL[:7], ALL[7:14]], ALL[14:27]), False),  # a stone missing
    (lambda: _deal([ALL[:7], ALL[7:14]], ALL[14:] + [ALL[0]]), False),  # a stone twice
    (lambda: _deal([ALL[:7], ALL[7:13] + [ALL[0]]], ALL[13:27]), False),  # twice, 28 in all
    (lambda: _deal([ALL[:7], ALL[7:14]], ALL[14:27] + [(7, 0)]), False),  # no 7-0
    (lambda: _deal([ALL[:7], ALL[7:14]], ALL[14:27] + [(1, 2, 3)]), False),
    (lambda: _deal([[(b, a) for a, b in ALL[:7]], ALL[7:14]], ALL[14:]), True),  # either way
])
def test_a_deal_is_two_hands_of_seven_and_all_28_stones(make, ok):
    state = DominoState(2, {})
    state.apply(Starter(0), CHANCE)
    assert state.is_chance_outcome(make()) is ok
    assert not state.is_chance_outcome(Starter(0))


@pytest.mark.parametrize("player,ok", [(-1, False), (0, True), (1, True), (2, False)])
def test_the_lot_names_one_of_the_two_players(player, ok):
    state = DominoState(2, {})
    assert state.is_chance_outcome(Starter(player)) is ok
    assert not state.is_chance_outcome(_deal([ALL[:7], ALL[7:14]], ALL[14:]))
    assert {state.sample_chance(random.Random(s)).player for s in range(40)} == {0, 1}


def test_the_turned_stone_goes_to_the_loser_of_the_seventh_trick_and_the_stock_empties():
    state = dealt(*TEN)
    for _ in range(7):
        p = state.to_move
        state.apply(state.legal_actions(p)[0], p)
        state.apply(state.legal_actions(1 - p)[0], 1 - p)
    assert state.stock == [] and state.trump_holder is not None
    assert state.trump_holder != state.tricks[-1].winner
    assert [len(h) for h in state.hands] == [7, 7]
