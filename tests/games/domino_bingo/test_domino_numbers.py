"""Every number of shared/rules/domino_bingo.md pinned on both sides: the goal of 70 at
69/70/71, each declaration's points and big points, the low thresholds 20/30, shutouts, the
match target, the first lead alternating between deals, the score pad crediting the right
deal, and the validation of every chance outcome (a malformed Deal is refused)."""

from __future__ import annotations

import random

import pytest

from bingolino_app.core.game import CHANCE, Decision, IllegalAction
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


# --- the rule tables against an independent reading of the rules -------------------------------
def _rank(pips):
    return 7 if pips == 0 else pips


def _trump(stone, t):
    return stone == (0, 0) or t in stone


def _trump_order(stone, t):
    if stone == (0, 0):
        return 100
    if stone == (t, t):
        return 50
    other = stone[1] if stone[0] == t else stone[0]
    return _rank(other)


def _led_suit(stone):
    return max(stone, key=_rank)


def _suit_order(stone, s):
    if s not in stone:
        return -1
    if stone[0] == stone[1]:
        return 50
    return _rank(stone[1] if stone[0] == s else stone[0])


def _follower_takes(led, other, t):
    if led == (0, 0):
        return False
    if other == (0, 0):
        return True
    if _trump(led, t) or _trump(other, t):
        return _trump(other, t) and (not _trump(led, t)
                                     or _trump_order(other, t) > _trump_order(led, t))
    s = _led_suit(led)
    return _suit_order(other, s) > _suit_order(led, s)


def test_every_trick_winner_for_every_trump_matches_the_rules():
    for t in range(7):
        for a in STONES:
            for b in STONES:
                if a == b:
                    continue
                ia, ib = rules.stone_id(a), rules.stone_id(b)
                expected = _follower_takes(a, b, t)
                assert rules._follower_wins(ia, ib, t) is expected, (a, b, t)
                assert rules.follower_wins(ia, ib, t) is expected


def test_stone_helpers():
    for i, (a, b) in enumerate(STONES):
        assert rules.stone(i) == (a, b) and rules.stone_id((b, a)) == i
        assert rules.high_low(i) == tuple(sorted((a, b), key=_rank, reverse=True))
        for t in range(7):
            assert rules.is_trump(i, t) is _trump((a, b), t)
            assert rules.led_suit(i, t) == (-1 if _trump((a, b), t) else _led_suit((a, b)))
            if _trump((a, b), t) and (a, b) != (0, 0):
                assert rules.trump_strength(i, t) == (99 if a == b else _trump_order((a, b), t))
            if not _trump((a, b), t):
                for s in range(7):
                    got = rules.suit_strength(i, s)
                    assert (got == 8) if (a == b == s) else got == _suit_order((a, b), s)
    assert rules.trump_strength(rules.BINGO, 3) == 100
    assert rules.high_low(rules.stone_id((5, 0))) == (0, 5)
    assert rules.trump_of(rules.stone_id((0, 0))) == 0


def test_masks_round_trip():
    assert rules.mask_of([]) == 0 and rules.ids_of(0) == []
    assert rules.mask_of([0, 3, 27]) == 1 | 8 | 1 << 27
    assert rules.ids_of(1 | 8 | 1 << 27) == [0, 3, 27]
    for ids in ([5], [1, 2], list(range(28))):
        assert rules.ids_of(rules.mask_of(ids)) == ids
    assert rules.ALL == (1 << 28) - 1


def _may_follow(hand, led, t, russian):
    """The follow rules of the rules file, read directly."""
    if _trump(led, t):
        trumps = [s for s in hand if _trump(s, t)]
        return trumps or hand
    high = _led_suit(led)
    low = led[1] if led[0] == high else led[0]
    same = [s for s in hand if high in s and not _trump(s, t)]
    if same:
        return same
    if russian:
        lows = [s for s in hand if low in s and not _trump(s, t)] if low != high else []
        return lows or hand
    return [s for s in hand if _trump(s, t)] or hand


def test_the_follow_rules_for_random_hands_match_the_rules():
    rng = random.Random(17)
    for _ in range(400):
        stones_ = rng.sample(STONES, 8)
        led, hand = stones_[0], stones_[1:]
        t = rng.randrange(7)
        for russian in (True, False):
            mask = rules.follow_mask(rules.mask_of(rules.stone_id(s) for s in hand),
                                     rules.stone_id(led), t, russian)
            got = sorted(STONES[i] for i in rules.ids_of(mask))
            assert got == sorted(_may_follow(hand, led, t, russian)), (hand, led, t, russian)


def _rule(hand, led, t, russian):
    return rules.follow_rule(rules.mask_of(rules.stone_id(S(s)) for s in hand.split()),
                             rules.stone_id(S(led)), t, russian)


def test_the_follow_rule_names_its_obligation():
    # trump fours
    assert _rule("4-1 6-2", "4-3", 4, True) == ("domino.must_trump_on_trump", {})
    assert _rule("0-0 6-2", "4-3", 4, False) == ("domino.must_trump_on_trump", {})
    assert _rule("6-2 5-1", "4-3", 4, True) == ("domino.free", {})
    assert _rule("6-1 5-1", "6-2", 4, True) == ("domino.must_follow", {"suit": 6})
    assert _rule("6-1 5-1", "6-2", 4, False) == ("domino.must_follow", {"suit": 6})
    assert _rule("2-1 5-1", "6-2", 4, True) == ("domino.must_follow_low", {"suit": 2, "high": 6})
    assert _rule("4-1 5-1", "6-2", 4, True) == ("domino.free", {})
    assert _rule("4-1 5-1", "6-2", 4, False) == ("domino.must_trump", {"suit": 6})
    assert _rule("3-1 5-1", "6-2", 4, False) == ("domino.free", {})
    assert _rule("3-1 5-1", "6-6", 4, True) == ("domino.free", {})  # a double has no low half
    assert _rule("6-1 5-1", "6-6", 4, True) == ("domino.must_follow", {"suit": 6})
    assert _rule("6-0 5-1", "5-0", 4, True) == ("domino.must_follow", {"suit": 0})


# --- what a save and a player see (the snapshot is compared on every load) ---------------------
def declared_and_closed():
    state = dealt("0-0 5-5 3-3 5-1 5-0 4-3 6-5", "6-3 6-1 6-0 4-1 4-0 3-1 1-0", "2-1",
                  variant="russian")
    state.apply(Play(S("5-5"), True), 0)
    assert state.snapshot()["declared"] == [0, [[5, 5], [0, 0], [3, 3]]]
    state.apply(Play(S("6-3")), 1)
    state.apply(Close(), 0)
    state.apply(Play(S("0-0")), 0)
    return state


RECORD = {"deal": 1, "leader": 0, "trump": 2, "points": [50, 0], "tricks": [1, 0],
          "closed": {"player": 0, "points": [50, 0], "tricks": [1, 0]},
          "declarations": [{"player": 0, "count": 3, "won": True, "points": 40, "big": 0}],
          "awards": [], "first70": None, "done": False}


def test_the_snapshot_is_pinned():
    state = declared_and_closed()
    assert state.snapshot() == {
        "phase": "play", "big": [0, 0], "deal": 1, "first_leader": 0, "to_move": 1,
        "leader": 0,
        "hands": [[[1, 1], [3, 3], [4, 3], [5, 0], [5, 1], [6, 5]],
                  [[1, 0], [2, 0], [3, 1], [4, 0], [4, 1], [6, 0], [6, 1]]],
        "stock": [[2, 2], [3, 0], [3, 2], [4, 2], [4, 4], [5, 2], [5, 3], [5, 4], [6, 2],
                  [6, 4], [6, 6], [2, 1]],
        "trump_stone": [2, 1], "trump_holder": None, "closed_by": 0,
        "trick": [[0, [0, 0]]], "points": [50, 0], "tricks": [1, 0], "first70": None,
        "declared": None, "records": [RECORD], "winner": None,
    }


def test_a_player_sees_his_hand_and_the_table():
    state = declared_and_closed()
    view = state.observation(1)
    assert view.hands == (None, ((1, 0), (2, 0), (3, 1), (4, 0), (4, 1), (6, 0), (6, 1)))
    assert state.observation(0).hands[1] is None and state.observation(0).hands[0]
    assert state.observation(None).hands[0] and state.observation(None).hands[1]
    assert (view.viewer, view.variant, view.target, view.phase) == (1, "russian", 7, "play")
    assert (view.big, view.deal, view.to_move, view.leader) == ((0, 0), 1, 1, 0)
    assert (view.hand_sizes, view.stock_size, view.trump, view.trump_stone) == (
        (6, 7), 12, 2, (2, 1))
    assert (view.trump_holder, view.closed_by, view.closed_at) == (None, 0, ((50, 0), (1, 0)))
    assert view.trick == ((0, (0, 0)),)
    assert [(t.leader, t.stones, t.winner, t.strict) for t in view.tricks] == [
        (0, ((5, 5), (6, 3)), 0, False)]
    assert (view.points, view.trick_counts, view.first70) == ((50, 0), (1, 0), None)
    assert view.declarations == ((0, ((5, 5), (0, 0), (3, 3))),) and view.declared is None
    assert view.records == (RECORD,) and view.winner is None
    assert view.strict and view.won(0) == [(5, 5), (6, 3)] and view.won(1) == []
    assert view.played() == [(5, 5), (6, 3), (0, 0)]
    view.records[0]["points"][0] = 999  # a copy: the state keeps its own
    assert state.records[0]["points"] == [50, 0]


def test_a_clone_is_equal_and_independent():
    state = declared_and_closed()
    twin = state.clone()
    assert twin.snapshot() == state.snapshot() and twin.options == state.options
    twin.apply(twin.legal_actions(1)[0], 1)
    assert twin.snapshot() != state.snapshot()
    assert state.snapshot() == declared_and_closed().snapshot()
    assert state.records == declared_and_closed().records
    assert state.scores() == [0.0, 0.0] and state.winners() == []


def test_an_award_is_recorded_with_its_reason():
    state = capture((2, 3))
    assert state.records[-1]["awards"] == [
        {"player": 1, "amount": 1, "reason": "bingo_capture", "args": {}}]
    assert [e.args for e in state.events if e.key == "domino.award"] == [
        {"player": 1, "amount": 1, "reason": "bingo_capture", "big": [2, 4]}]
    assert state.scores() == [2.0, 4.0]
    state = capture((0, 6))
    assert [e.args for e in state.events if e.key == "domino.match_won"] == [
        {"player": 1, "big": [0, 7]}]
    assert state.winners() == [1] and state.phase == "end"


def _refusal(state, action, player):
    from bingolino_app.core.game import IllegalAction
    with pytest.raises(IllegalAction) as err:
        state.apply(action, player)
    return err.value.key, err.value.args


def test_every_refusal_names_its_rule():
    hands = ("6-6 5-5 5-4 5-3 5-1 5-0 4-3", "6-3 6-1 6-0 4-1 4-0 3-1 1-0", "2-1")
    state = dealt(*hands)
    assert _refusal(state, Play(S("6-3")), 0) == ("domino.not_in_hand", {})
    assert _refusal(state, Play(S("5-4"), True), 0) == ("domino.declare_needs_double", {})
    state.apply(Play(S("5-4")), 0)
    assert _refusal(state, Close(), 1) == ("domino.close_leader_only", {})  # english
    assert _refusal(state, Play(S("6-3"), True), 1) == ("domino.declare_leader_only", {})
    one = dealt("6-6 6-5 5-4 5-3 5-1 5-0 4-3", hands[1], hands[2])
    assert _refusal(one, Play(S("6-6"), True), 0) == ("domino.declare_needs_two", {})
    closed = dealt(*hands)
    closed.apply(Close(), 0)
    assert _refusal(closed, Close(), 0) == ("domino.already_closed", {})
    empty = dealt(*hands)
    empty.stock = []
    assert _refusal(empty, Close(), 0) == ("domino.stock_empty", {})
    empty.apply(Play(S("6-6")), 0)
    assert _refusal(empty, Play(S("4-1")), 1) == ("domino.must_follow", {"suit": 6})
    assert _refusal(empty, Close(), 1) == ("domino.stock_empty", {})


def test_the_follow_rule_tests_the_led_stone_not_its_neighbour():
    # 3-3 (a plain double next to the trump 4-0 in the table), 4-4 (a trump next to 5-0)
    assert _rule("4-1 3-1", "3-3", 4, True) == ("domino.must_follow", {"suit": 3})
    assert _rule("4-1 6-2", "4-4", 4, True) == ("domino.must_trump_on_trump", {})
    assert _rule("4-1 6-2", "4-4", 4, False) == ("domino.must_trump_on_trump", {})


# --- the events the table and the log show -----------------------------------------------------
def test_the_event_log_of_a_russian_deal_with_a_declaration_and_a_close():
    state = DominoState(2, {"variant": "russian"})
    events = state.apply(Starter(1), CHANCE)
    h0, h1 = stones("0-0 5-5 3-3 5-1 5-0 4-3 6-5"), stones("6-3 6-1 6-0 4-1 4-0 3-1 1-0")
    front, turned = stones("6-6 2-0"), S("2-1")
    rest = [s for s in STONES if s not in h0 + h1 + front and s != turned]
    events += state.apply(Deal((tuple(sorted(h0)), tuple(sorted(h1))),
                               tuple(front + rest + [turned])), CHANCE)
    for action, player in [(Play(S("6-3")), 1), (Play(S("6-5")), 0), (Play(S("5-5"), True), 0),
                           (Play(S("6-1")), 1), (Close(), 0), (Play(S("0-0")), 0),
                           (Play(S("2-0")), 1)]:
        events += state.apply(action, player)
    assert [(e.key, e.args) for e in events] == [
        ("domino.lot", {"player": 1}),
        ("domino.dealt", {"deal": 1, "leader": 1, "turner": 0, "trump_stone": [2, 1],
                          "trump": 2}),
        ("domino.played", {"player": 1, "stone": [6, 3]}),
        ("domino.played", {"player": 0, "stone": [6, 5]}),
        ("domino.trick", {"winner": 0, "stones": [[6, 3], [6, 5]], "points": 0}),
        ("domino.declared", {"player": 0, "count": 4,
                             "doubles": [[5, 5], [0, 0], [3, 3], [6, 6]]}),
        ("domino.played", {"player": 0, "stone": [5, 5]}),
        ("domino.played", {"player": 1, "stone": [6, 1]}),
        ("domino.trick", {"winner": 0, "stones": [[5, 5], [6, 1]], "points": 10}),
        ("domino.declaration_won", {"player": 0, "count": 4, "points": 50}),
        ("domino.closed", {"player": 0, "points": [60, 0], "tricks": [2, 0], "stock": 10}),
        ("domino.played", {"player": 0, "stone": [0, 0]}),
        ("domino.played", {"player": 1, "stone": [2, 0]}),
        ("domino.trick", {"winner": 0, "stones": [[0, 0], [2, 0]], "points": 23}),
        ("domino.reached70", {"player": 0, "points": 83}),
    ]
    assert state.hands == [stones("1-1 3-3 4-3 5-0 5-1 6-6"), stones("1-0 2-2 3-1 4-0 4-1 6-0")]
    events = []
    while state.phase == "play":
        p = state.to_move
        events += state.apply(state.legal_actions(p)[0], p)
    assert [(e.key, e.args) for e in events[-2:]] == [
        ("domino.deal_end", {"deal": 1, "points": [91, 40], "tricks": [5, 4]}),
        ("domino.award", {"player": 0, "amount": 1, "reason": "closer", "big": [1, 0]}),
    ]
    assert state.records[0]["done"] and state.phase == "deal" and state.big == [1, 0]
    assert state.records[0]["awards"] == [
        {"player": 0, "amount": 1, "reason": "closer", "args": {}}]


def test_the_turned_stone_drawn_and_the_stock_exhausted_are_told():
    state = dealt(*TEN)
    events = []
    for _ in range(7):
        p = state.to_move
        events += state.apply(state.legal_actions(p)[0], p)
        events += state.apply(state.legal_actions(1 - p)[0], 1 - p)
    assert [(e.key, e.args) for e in events[-2:]] == [
        ("domino.drew_trump", {"player": 1, "stone": [2, 1]}),
        ("domino.stock_exhausted", {}),
    ]
    assert state.trump_holder == 1 and state.observation(0).trump_holder == 1


def test_a_lost_declaration_is_told_and_recorded():
    state = dealt("6-6 5-5 3-3 2-1 3-1 5-1 5-2", "6-5 6-3 4-1 2-0 2-2 4-3 0-0", "4-4")
    state.apply(Play(S("5-5"), True), 0)
    events = state.apply(Play(S("0-0")), 1)
    assert [e.args for e in events if e.key == "domino.declaration_lost"] == [
        {"player": 0, "count": 3}]
    assert state.records[-1]["declarations"] == [
        {"player": 0, "count": 3, "won": False, "points": 0, "big": 0}]


def test_a_deal_without_70_says_so_and_a_tie_at_the_target_plays_on():
    state = dealt(*TEN)
    state.hands, state.stock = [[S("5-5")], [S("6-3")]], []
    state.points, state.trick_counts = [40, 50], [6, 6]
    state.apply(Play(S("5-5")), 0)
    events = state.apply(Play(S("6-3")), 1)
    assert [e.key for e in events][-2:] == ["domino.deal_end", "domino.no_award"]
    state = dealt(*TEN)
    state.hands, state.stock = [[S("5-5")], [S("6-3")]], []
    state.big, state.points, state.trick_counts, state.first70 = [6, 6], [75, 72], [6, 6], 0
    state.apply(Play(S("5-5")), 0)
    events = state.apply(Play(S("6-3")), 1)
    assert [(e.key, e.args) for e in events if e.key == "domino.tie_play_on"] == [
        ("domino.tie_play_on", {"big": [7, 7]})]
    assert state.phase == "deal" and not state.is_terminal()


def test_a_chance_action_from_a_player_is_refused_by_name():
    state = dealt(*TEN)
    with pytest.raises(IllegalAction) as err:
        state.apply(Starter(0), 0)
    assert (err.value.key, err.value.args) == ("game.illegal", {"action": "Starter"})


def test_the_view_shows_the_declaration_riding_on_the_trick_the_first_at_70_and_the_winner():
    state = dealt("0-0 5-5 3-3 5-1 5-0 4-3 6-5", "6-3 6-1 6-0 4-1 4-0 3-1 1-0", "2-1")
    state.apply(Play(S("5-5"), True), 0)
    assert state.observation(1).declared == (0, ((5, 5), (0, 0), (3, 3)))
    state = capture((0, 6))
    state.first70 = 1
    view = state.observation(None)
    assert view.winner == 1 and view.first70 == 1 and view.phase == "end"


def test_a_clone_has_its_own_events():
    state = dealt(*TEN)
    state.apply(Play(S("5-5")), 0)
    twin = state.clone()
    assert twin.events == state.events
    assert twin.apply(Play(S("6-3")), 1) and state.events[-1].key == "domino.played"


# --- the rest of the state's bookkeeping -------------------------------------------------------
def test_a_new_match_before_the_lot():
    state = DominoState(2, {})
    assert state.snapshot() == {
        "phase": "starter", "big": [0, 0], "deal": 0, "first_leader": 0, "to_move": 0,
        "leader": 0, "hands": [[], []], "stock": [], "trump_stone": [0, 0],
        "trump_holder": None, "closed_by": None, "trick": [], "points": [0, 0], "tricks": [0, 0],
        "first70": None, "declared": None, "records": [], "winner": None}
    assert state.observation(0).trump == 0 and state.observation(0).trump_stone == (0, 0)


def test_a_fresh_deal_record():
    state = dealt(*TEN, leader=1)
    assert state.records == [{
        "deal": 1, "leader": 1, "trump": 2, "points": [0, 0], "tricks": [0, 0], "closed": None,
        "declarations": [], "awards": [], "first70": None, "done": False}]
    assert state.decision() == Decision("player", (1,))
    assert state.legal_actions(0) == [] and state.legal_actions(1)


def test_award_args_are_kept_in_the_record_and_its_copies():
    state = dealt(*TEN)
    state.hands, state.stock = [[S("5-5")], [S("6-3")]], []
    state.points, state.trick_counts, state.first70 = [80, 20], [6, 6], 0
    state.apply(Play(S("5-5")), 0)
    events = state.apply(Play(S("6-3")), 1)
    award = {"player": 0, "amount": 2, "reason": "first70_low", "args": {"low": 30}}
    assert state.records[0]["awards"] == [award]
    assert state.snapshot()["records"][0]["awards"] == [award]
    assert state.observation(0).records[0]["awards"] == [award]
    assert [e.args for e in events if e.key == "domino.award"] == [
        {"player": 0, "amount": 2, "reason": "first70_low", "big": [2, 0], "low": 30}]


@pytest.mark.parametrize("n,big", [(6, 1), (7, 3)])
def test_a_russian_big_declaration_is_told_with_its_count(n, big):
    state, events, _ = declaring(n, "russian")
    assert [(e.key, e.args) for e in events if e.key in (
        "domino.declaration_won", "domino.award")] == [
        ("domino.declaration_won", {"player": 0, "count": n, "points": 0}),
        ("domino.award", {"player": 0, "amount": big, "reason": "declaration", "big": [big, 0],
                          "count": n}),
    ]
    assert state.records[-1]["awards"][0]["args"] == {"count": n}


def test_after_a_lost_declaration_the_trick_goes_on_as_usual():
    state = dealt("6-6 5-5 3-3 2-1 3-1 5-1 5-2", "6-5 6-3 4-1 2-0 2-2 4-3 0-0", "4-4")
    state.apply(Play(S("5-5"), True), 0)
    state.apply(Play(S("0-0")), 1)
    assert len(state.stock) == 12 and state.to_move == state.leader == 1
    assert [len(h) for h in state.hands] == [7, 7]


def test_the_bingo_captures_the_trump_double_of_ones_too():
    state = dealt("2-0 6-6 2-2 3-2 4-3 5-4 6-5", "6-3 6-2 6-0 4-2 4-0 3-0 0-0", "1-1")
    assert state.trump == 1
    state.hands[0][0] = S("1-1")  # as if drawn: the turned stone is the trump double here
    state.apply(Play(S("1-1")), 0)
    events = state.apply(Play(S("0-0")), 1)
    assert [e.args["reason"] for e in events if e.key == "domino.award"] == ["bingo_capture"]


def test_a_capture_that_ends_the_match_stops_the_trick_there():
    state = capture((0, 6))
    assert state.is_terminal() and len(state.stock) == 14
    assert [len(h) for h in state.hands] == [6, 6]


def test_deal_end_awards_that_reach_the_target_end_the_match():
    state = dealt(*TEN)
    state.hands, state.stock = [[S("5-5")], [S("6-3")]], []
    state.big, state.points, state.trick_counts, state.first70 = [5, 0], [80, 20], [6, 6], 0
    state.apply(Play(S("5-5")), 0)
    events = state.apply(Play(S("6-3")), 1)
    assert state.is_terminal() and state.winners() == [0] and state.big == [7, 0]
    assert events[-1].key == "domino.match_won"


def test_a_tie_at_the_target_names_no_winner_even_for_a_moment():
    state = dealt(*TEN)
    state.hands, state.stock = [[S("5-5")], [S("6-3")]], []
    state.big, state.points, state.trick_counts, state.first70 = [6, 6], [75, 72], [6, 6], 0
    state.apply(Play(S("5-5")), 0)
    events = state.apply(Play(S("6-3")), 1)
    assert state.winner is None and state.winners() == []
    assert "domino.match_won" not in [e.key for e in events]


def test_a_russian_closer_who_fails_gives_three_when_the_other_had_no_trick_at_closing():
    state = dealt(*TEN, variant="russian")
    state.apply(Close(), 0)
    assert state.closed_at == ((0, 0), (0, 0))
    state.points = [50, 40]
    assert state.deal_awards() == [(1, 3, "closer_failed_shutout", {})]
