"""Every number of shared/rules/domino_bingo.md pinned on both sides: the goal of 70 at
69/70/71, each declaration's points and big points, the low thresholds 20/30, shutouts, the
match target, the first lead alternating between deals, the score pad crediting the right
deal, and the validation of every chance outcome (a malformed Deal is refused)."""

from __future__ import annotations

import random

import pytest

from bingolino_app.core.game import CHANCE
from bingolino_app.games.domino_bingo import rules
from bingolino_app.games.domino_bingo.rules import STONES
from bingolino_app.games.domino_bingo.state import Close, Deal, DominoState, Play, Starter, \
    deal_awards

from domino_helpers import S, dealt, stones

# t = 2 (turned 2-1); no 2 in either hand. 5-5 is worth 10, 6-3 nothing: the leader's trick.
TEN = ("5-5 6-5 5-4 5-3 5-1 5-0 4-3", "6-3 6-1 6-0 4-1 4-0 3-1 1-0", "2-1")


# --- the goal of 70 ----------------------------------------------------------------------------
@pytest.mark.parametrize("before,reached", [(59, False), (60, True), (61, True)])
def test_the_goal_is_70_points_69_is_not_enough(before, reached):
    state = dealt(*TEN)
    state.points = [before, 0]
    state.records[-1]["points"] = [before, 0]
    state.apply(Play(S("5-5")), 0)
    events = state.apply(Play(S("6-3")), 1)
    assert state.points[0] == before + 10
    assert (state.first70 == 0) is reached
    assert state.records[-1]["first70"] == (0 if reached else None)
    got = [e.args for e in events if e.key == "domino.reached70"]
    assert got == ([{"player": 0, "points": before + 10}] if reached else [])


def test_the_goal_is_reached_once_by_the_first():
    state = dealt(*TEN)
    state.points = [75, 65]
    state.first70 = 0
    state.apply(Play(S("5-5")), 0)
    state.apply(Play(S("6-3")), 1)
    assert state.first70 == 0


@pytest.mark.parametrize("other,also", [(69, False), (70, True), (71, True)])
def test_the_other_player_scores_one_for_70_not_for_69(other, also):
    got = deal_awards("russian", [90, other], [4, 3], 0, None, None)
    assert ((1, 1, "also70", {}) in got) is also
    got = deal_awards("english", [other, 90], [3, 4], 1, None, None)
    assert ((0, 1, "also70", {}) in got) is also


@pytest.mark.parametrize("points,made", [(69, False), (70, True), (71, True)])
def test_a_closer_needs_70(points, made):
    got = deal_awards("russian", [points, 30], [4, 3], None, 0, ((0, 0), (1, 1)))
    if made:
        assert got == [(0, 1, "closer", {})]
    else:
        assert got == [(1, 2, "closer_failed", {})]
    got = deal_awards("english", [points, 30], [4, 3], 0 if made else None, 0, ((0, 0), (1, 1)))
    assert got == ([(0, 1, "first70", {})] if made else [(1, 2, "closer_failed", {})])


@pytest.mark.parametrize("points,made", [(69, False), (70, True)])
def test_the_closers_opponent_scores_one_more_for_70(points, made):
    got = deal_awards("russian", [50, points], [4, 3], None, 0, ((0, 0), (1, 1)))
    assert ((1, 1, "opponent70", {}) in got) is made


# --- the low thresholds and shutouts ------------------------------------------------------------
@pytest.mark.parametrize("variant,low", [("russian", 20), ("english", 30)])
@pytest.mark.parametrize("closer", [None, 0])
def test_fewer_than_the_low_mark_gives_two_the_mark_itself_one(variant, low, closer):
    closed = None if closer is None else ((0, 0), (1, 1))
    if closer is not None and variant == "english":
        prefix = "first70"  # the closer made 70: the open-stock rule
    else:
        prefix = "first70" if closer is None else "closer"
    assert deal_awards(variant, [80, low - 1], [5, 2], 0, closer, closed) == [
        (0, 2, prefix + "_low", {"low": low})]
    assert deal_awards(variant, [80, low], [5, 2], 0, closer, closed) == [(0, 1, prefix, {})]


@pytest.mark.parametrize("closer", [None, 0])
def test_a_shutout_is_no_trick_at_all_one_trick_is_not(closer):
    closed = None if closer is None else ((0, 0), (1, 1))
    prefix = "first70" if closer is None else "closer"
    assert deal_awards("russian", [80, 30], [7, 0], 0, closer, closed) == [
        (0, 3, prefix + "_shutout", {})]
    assert deal_awards("russian", [80, 30], [6, 1], 0, closer, closed) == [(0, 1, prefix, {})]


def test_a_failed_closer_gives_three_only_if_the_opponent_had_no_trick_at_closing():
    assert deal_awards("russian", [60, 40], [5, 5], None, 1, ((0, 0), (0, 2))) == [
        (0, 3, "closer_failed_shutout", {})]
    assert deal_awards("russian", [60, 40], [5, 5], None, 1, ((0, 0), (1, 2))) == [
        (0, 2, "closer_failed", {})]
    assert deal_awards("russian", [40, 60], [5, 5], None, 0, ((0, 0), (2, 0))) == [
        (1, 3, "closer_failed_shutout", {})]


def test_nobody_at_70_gives_nothing():
    assert deal_awards("russian", [69, 69], [7, 7], None, None, None) == []
    assert deal_awards("english", [69, 69], [7, 7], None, None, None) == []


# --- declarations ------------------------------------------------------------------------------
DOUBLES = ["0-0", "1-1", "2-2", "3-3", "4-4", "5-5", "6-6"]
PLAIN = ["6-5", "6-3", "4-1", "2-1", "4-3", "3-1", "5-2", "6-2", "5-4", "5-3", "6-1", "4-2",
         "3-2", "5-1"]


def declaring(n: int, variant: str):
    """Player 0 leads the bingo holding ``n`` doubles and declares; the bingo wins."""
    hand0 = DOUBLES[:n] + PLAIN[7:7 + 7 - n]
    hand1 = DOUBLES[n:] + PLAIN[:7 - (7 - n)]
    turned = next(s for s in PLAIN[::-1] if s not in hand0 + hand1)
    state = dealt(" ".join(hand0), " ".join(hand1), turned, variant=variant, target=8)
    events = state.apply(Play(S("0-0"), True), 0)
    assert events[0].args["count"] == n
    follow = next(s for s in state.hands[1])
    events += state.apply(Play(follow), 1)
    gained = rules.value(rules.stone_id(S("0-0")), state.trump) + \
        rules.value(rules.stone_id(follow), state.trump)
    return state, events, gained


@pytest.mark.parametrize("n,points", [(2, 20), (3, 40), (4, 50), (5, 60), (6, 70), (7, 210)])
def test_english_declarations_score_their_points(n, points, ):
    state, events, gained = declaring(n, "english")
    assert state.points[0] == gained + points
    assert [e.args for e in events if e.key == "domino.declaration_won"] == [
        {"player": 0, "count": n, "points": points}]
    assert state.records[-1]["declarations"] == [
        {"player": 0, "count": n, "won": True, "points": points, "big": 0}]
    assert state.big == [0, 0]


@pytest.mark.parametrize("n,points,big", [(2, 20, 0), (5, 60, 0), (6, 0, 1), (7, 0, 3)])
def test_russian_declarations_of_six_and_seven_give_big_points(n, points, big):
    state, events, gained = declaring(n, "russian")
    assert state.points[0] == gained + points
    assert state.big == [big, 0]
    assert state.records[-1]["declarations"][0]["big"] == big
    assert state.records[-1]["declarations"][0]["points"] == points


def test_one_double_cannot_be_declared():
    state = dealt("6-6 6-5 5-4 5-3 5-1 5-0 4-3", "6-3 6-1 6-0 4-1 4-0 3-1 1-0", "2-1")
    assert Play(S("6-6"), True) not in state.legal_actions(0)
    state = dealt("6-6 5-5 5-4 5-3 5-1 5-0 4-3", "6-3 6-1 6-0 4-1 4-0 3-1 1-0", "2-1")
    assert Play(S("6-6"), True) in state.legal_actions(0)


# --- the match ---------------------------------------------------------------------------------
def capture(big, target=7):
    """Player 1's bingo captures the trump double 4-4: one big point at once."""
    state = dealt("4-4 1-1 2-1 3-1 3-2 5-1 5-2", "6-5 6-3 4-1 2-0 2-2 4-3 0-0", "4-2",
                  target=target)
    state.big = list(big)
    state.apply(Play(S("4-4")), 0)
    state.apply(Play(S("0-0")), 1)
    return state


@pytest.mark.parametrize("target,before,ends", [(7, 5, False), (7, 6, True), (8, 6, False),
                                                (8, 7, True)])
def test_the_match_ends_at_the_target_not_before(target, before, ends):
    state = capture((0, before), target)
    assert state.big == [0, before + 1]
    assert state.is_terminal() is ends
    assert state.winners() == ([1] if ends else [])


def test_the_target_option_is_7_or_8():
    assert DominoState(2, {}).target == 7
    assert DominoState(2, {"target": 8}).target == 8


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
    (lambda: _deal([ALL[:7], ALL[7:13] + [ALL[0]]], ALL[13:]), False),  # twice, 28 in all
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
