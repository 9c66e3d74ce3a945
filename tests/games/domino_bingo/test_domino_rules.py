"""Domino Bingo's rules: values, trick winners, following, closing, declarations, big points."""

from __future__ import annotations

import pytest

from bingolino_app.core.game import IllegalAction
from bingolino_app.games.domino_bingo import rules
from bingolino_app.games.domino_bingo.rules import stone_id
from bingolino_app.games.domino_bingo.state import Close, Play, deal_awards

from domino_helpers import S, dealt, exhaust


# --- stones -------------------------------------------------------------------------------------
@pytest.mark.parametrize("trump,total,worth", [
    (0, 143, 14), (1, 135, 15), (2, 138, 15), (3, 131, 14), (4, 134, 14), (5, 147, 15),
    (6, 140, 14),
])
def test_totals_and_stones_worth_points_per_trump(trump, total, worth):
    assert rules.totals(trump) == (total, worth)


def test_values_of_special_stones():
    v = lambda s, t: rules.value(stone_id(S(s)), t)
    assert v("4-4", 4) == 28 and v("0-0", 4) == 14 and v("0-0", 0) == 28
    assert v("6-0", 6) == 13 and v("6-5", 6) == 11  # blank counts 7
    assert v("5-5", 2) == 10 and v("6-4", 1) == 10 and v("6-4", 6) == 10 and v("3-0", 3) == 10
    assert v("6-2", 4) == 0


def test_trump_suit_from_the_turned_stone_blank_above_six():
    assert rules.trump_of(stone_id(S("5-0"))) == 0
    assert rules.trump_of(stone_id(S("3-3"))) == 3
    assert rules.trump_of(stone_id(S("6-2"))) == 6


# --- trick winners -------------------------------------------------------------------------------
def wins(led: str, other: str, t: int) -> bool:
    """Does the follower win?"""
    return rules.follower_wins(stone_id(S(led)), stone_id(S(other)), t)


def test_bingo_wins_everything():
    assert wins("4-4", "0-0", 4) and not wins("0-0", "4-4", 4)
    assert wins("6-6", "0-0", 2)


def test_trump_against_trump_follows_the_trump_order():
    # t = 4: 4-4 > 4-0 > 4-6 > 4-5 > 4-3 > 4-2 > 4-1
    order = ["4-4", "4-0", "4-6", "4-5", "4-3", "4-2", "4-1"]
    for hi, lo in zip(order, order[1:]):
        assert wins(lo, hi, 4) and not wins(hi, lo, 4)


def test_a_trump_beats_any_plain_stone():
    assert wins("6-6", "4-1", 4) and not wins("4-1", "6-6", 4)


def test_plain_suits_double_first_then_the_other_half():
    assert wins("6-2", "6-6", 4) and wins("6-2", "6-0", 4) and wins("6-2", "6-3", 4)
    assert not wins("6-5", "6-3", 4)
    assert wins("5-0", "0-0", 4)  # bingo is a trump, never a plain blank


def test_ties_and_other_suits_go_to_the_leader():
    assert not wins("6-2", "2-2", 4)  # 6-2 leads sixes; a two does not follow
    assert not wins("6-2", "5-5", 4)
    assert not wins("5-0", "6-5", 3)  # blanks led (blank ranks above six)


# --- following ---------------------------------------------------------------------------------
def test_no_obligation_while_the_stock_is_open():
    state = dealt("6-2 1-1 2-1 3-1 3-2 5-1 5-2", "6-5 6-3 4-0 4-1 4-2 4-3 5-5", "4-4")
    state.apply(Play(S("6-2")), 0)
    assert len(state.legal_actions(1)) == 7  # any stone (English: the follower cannot close)


def test_english_follow_suit_then_trump_then_anything():
    state = exhaust(dealt("6-2 1-1 2-1 3-1 3-2 5-1 5-2", "6-5 6-3 4-1 2-0 2-2 4-3 5-5", "4-4"))
    state.apply(Play(S("6-2")), 0)
    assert {a.stone for a in state.legal_actions(1)} == {S("6-5"), S("6-3")}
    with pytest.raises(IllegalAction) as err:
        state.clone().apply(Play(S("2-2")), 1)
    assert err.value.key == "domino.must_follow" and err.value.args == {"suit": 6}
    state.hands[1] = [S("4-1"), S("2-0"), S("2-2")]
    assert {a.stone for a in state.legal_actions(1)} == {S("4-1")}
    with pytest.raises(IllegalAction) as err:
        state.clone().apply(Play(S("2-2")), 1)
    assert err.value.key == "domino.must_trump"
    state.hands[1] = [S("2-0"), S("2-2")]
    assert len(state.legal_actions(1)) == 2


def test_russian_follow_high_half_then_low_half_then_anything():
    state = exhaust(dealt("6-2 1-1 2-1 3-1 3-2 5-1 5-2", "6-5 6-3 4-1 2-0 2-2 4-3 5-5", "4-4",
                          variant="russian"))
    state.apply(Play(S("6-2")), 0)
    assert {a.stone for a in state.legal_actions(1)} == {S("6-5"), S("6-3")}
    state.hands[1] = [S("4-1"), S("2-0"), S("2-2"), S("5-5")]
    assert {a.stone for a in state.legal_actions(1)} == {S("2-0"), S("2-2")}
    with pytest.raises(IllegalAction) as err:
        state.clone().apply(Play(S("4-1")), 1)
    assert err.value.key == "domino.must_follow_low" and err.value.args["suit"] == 2
    state.hands[1] = [S("4-1"), S("5-5")]  # no six, no two: anything, trumping not demanded
    assert {a.stone for a in state.legal_actions(1)} == {S("4-1"), S("5-5")}


def test_led_trump_demands_a_trump_in_both_variants():
    for variant in ("russian", "english"):
        state = exhaust(dealt("4-2 1-1 2-1 3-1 3-2 5-1 5-2", "6-5 6-3 0-0 2-0 2-2 4-3 5-5",
                              "4-4", variant=variant))
        state.apply(Play(S("4-2")), 0)
        assert {a.stone for a in state.legal_actions(1)} == {S("0-0"), S("4-3")}
        with pytest.raises(IllegalAction) as err:
            state.clone().apply(Play(S("6-5")), 1)
        assert err.value.key == "domino.must_trump_on_trump"


# --- closing -------------------------------------------------------------------------------------
HANDS = ("6-2 1-1 2-1 3-1 3-2 5-1 5-2", "6-5 6-3 4-1 2-0 2-2 4-3 5-5", "4-4")


def test_english_only_the_leader_closes_before_leading():
    state = dealt(*HANDS, variant="english")
    assert Close() in state.legal_actions(0)
    state.apply(Play(S("6-2")), 0)
    assert Close() not in state.legal_actions(1)
    with pytest.raises(IllegalAction) as err:
        state.clone().apply(Close(), 1)
    assert err.value.key == "domino.close_leader_only"


def test_russian_the_follower_may_close_and_must_then_follow():
    state = dealt(*HANDS, variant="russian")
    state.apply(Play(S("6-2")), 0)
    assert Close() in state.legal_actions(1)
    events = state.apply(Close(), 1)
    assert events[0].key == "domino.closed" and events[0].args["player"] == 1
    assert {a.stone for a in state.legal_actions(1)} == {S("6-5"), S("6-3")}
    assert Close() not in state.legal_actions(1)


def test_closing_stops_drawing_and_cannot_happen_twice_or_on_an_empty_stock():
    state = dealt(*HANDS)
    state.apply(Close(), 0)
    with pytest.raises(IllegalAction) as err:
        state.clone().apply(Close(), 0)
    assert err.value.key in ("domino.already_closed", "game.illegal")
    assert state.explain_illegal(Close(), 0).key == "domino.already_closed"
    state.apply(Play(S("1-1")), 0)
    state.apply(Play(S("4-1")), 1)
    assert len(state.hands[0]) == len(state.hands[1]) == 6 and len(state.stock) == 14
    empty = exhaust(dealt(*HANDS))
    assert Close() not in empty.legal_actions(0)
    assert empty.explain_illegal(Close(), 0).key == "domino.stock_empty"


# --- a trick and drawing ---------------------------------------------------------------------------
def test_winner_scores_both_stones_and_draws_first():
    state = dealt("6-4 1-1 2-1 3-1 3-2 5-1 5-2", "6-6 6-3 4-1 2-0 2-2 4-3 5-5", "3-3",
                  stock_order="1-0 3-0")
    state.apply(Play(S("6-4")), 0)
    state.apply(Play(S("6-6")), 1)  # the double is the top of the sixes
    assert state.points == [0, 22] and state.trick_counts == [0, 1]
    assert S("1-0") in state.hands[1] and S("3-0") in state.hands[0]
    assert state.to_move == 1


def test_the_turned_stone_goes_to_the_loser_of_the_seventh_trick():
    state = dealt(*HANDS)
    for _ in range(7):
        p = state.to_move
        state.apply(state.legal_actions(p)[0] if not isinstance(state.legal_actions(p)[0], Close)
                    else state.legal_actions(p)[1], p)
        q = state.to_move
        events = state.apply(next(a for a in state.legal_actions(q) if isinstance(a, Play)), q)
    drew = [e for e in events if e.key == "domino.drew_trump"]
    winner = next(e for e in events if e.key == "domino.trick").args["winner"]
    assert drew and drew[0].args["player"] == 1 - winner == state.trump_holder
    assert S("4-4") in state.hands[1 - winner] and not state.stock


# --- declarations ------------------------------------------------------------------------------
def test_declaring_doubles_scores_when_the_trick_is_won_and_may_be_repeated():
    state = dealt("6-6 5-5 3-3 2-1 3-1 5-1 5-2", "6-5 6-3 4-1 2-0 2-2 4-3 1-1", "4-4")
    assert Play(S("6-6"), True) in state.legal_actions(0)
    assert Play(S("2-1"), True) not in state.legal_actions(0)
    events = state.apply(Play(S("6-6"), True), 0)
    assert events[0].key == "domino.declared" and events[0].args["count"] == 3
    events = state.apply(Play(S("2-2")), 1)
    won = [e for e in events if e.key == "domino.declaration_won"]
    assert won and won[0].args["points"] == 40 and state.points[0] == 12 + 4 + 40
    # Again on the next double lead, with the doubles held now (5-5, 3-3 and what was drawn).
    n = sum(1 for s in state.hands[0] if s[0] == s[1])
    state.apply(Play(S("5-5"), True), 0)
    assert state.declared == (0, tuple([S("5-5")] + [s for s in state.hands[0] if s[0] == s[1]]))
    assert len(state.declared[1]) == n


def test_a_declaration_lost_gives_nothing():
    state = dealt("6-6 5-5 3-3 2-1 3-1 5-1 5-2", "6-5 6-3 4-1 2-0 2-2 4-3 0-0", "4-4")
    state.apply(Play(S("5-5"), True), 0)
    events = state.apply(Play(S("0-0")), 1)
    assert any(e.key == "domino.declaration_lost" for e in events)
    assert state.points == [0, 24]


@pytest.mark.parametrize("variant,points,big", [("english", 70, 0), ("russian", 0, 1)])
def test_six_doubles_the_emperor(variant, points, big):
    state = dealt("6-6 5-5 3-3 2-2 1-1 0-0 5-2", "6-5 6-3 4-1 2-0 2-1 4-3 3-1", "4-4",
                  variant=variant)
    state.apply(Play(S("0-0"), True), 0)
    state.apply(Play(S("6-5")), 1)
    assert state.points[0] == 14 + points and state.big[0] == big


def test_seven_doubles_the_invincible_russian_three_big_points():
    state = dealt("6-6 5-5 3-3 2-2 1-1 0-0 4-4", "6-5 6-3 4-1 2-0 2-1 4-3 3-1", "5-2",
                  variant="russian")
    state.apply(Play(S("0-0"), True), 0)
    events = state.apply(Play(S("6-5")), 1)
    award = [e for e in events if e.key == "domino.award"]
    assert award[0].args["reason"] == "declaration" and award[0].args["amount"] == 3


# --- big points -----------------------------------------------------------------------------------
def test_bingo_capturing_the_trump_double_earns_a_big_point_at_once():
    state = dealt("4-4 1-1 2-1 3-1 3-2 5-1 5-2", "6-5 6-3 4-1 2-0 2-2 4-3 0-0", "4-2")
    state.apply(Play(S("4-4")), 0)
    events = state.apply(Play(S("0-0")), 1)
    award = [e for e in events if e.key == "domino.award"]
    assert award and award[0].args["player"] == 1 and award[0].args["reason"] == "bingo_capture"
    assert state.big == [0, 1]


def test_no_capture_award_when_blanks_are_trump():
    state = dealt("5-5 1-1 2-1 3-1 3-2 5-1 5-2", "6-5 6-3 4-1 2-0 2-2 4-3 0-0", "5-0")
    assert state.trump == 0
    state.apply(Play(S("5-5")), 0)
    events = state.apply(Play(S("0-0")), 1)
    assert not any(e.key == "domino.award" for e in events)


def test_a_big_point_reaching_the_target_ends_the_match_mid_deal():
    state = dealt("4-4 1-1 2-1 3-1 3-2 5-1 5-2", "6-5 6-3 4-1 2-0 2-2 4-3 0-0", "4-2")
    state.big = [3, 6]
    state.apply(Play(S("4-4")), 0)
    events = state.apply(Play(S("0-0")), 1)
    assert state.is_terminal() and state.winners() == [1]
    assert events[-1].key == "domino.match_won"
    assert state.hands[0] and state.legal_actions(0) == []


def awards(variant, points, tricks, first70, closer=None, closed_tricks=(1, 1)):
    closed_at = None if closer is None else ((0, 0), closed_tricks)
    return [(p, n, r) for p, n, r, _ in deal_awards(variant, points, tricks, first70, closer,
                                                     closed_at)]


@pytest.mark.parametrize("variant", ["russian", "english"])
def test_open_stock_awards(variant):
    low = 20 if variant == "russian" else 30
    assert awards(variant, [100, 40], [9, 0], 0) == [(0, 3, "first70_shutout")]
    assert awards(variant, [100, low - 1], [9, 5], 0) == [(0, 2, "first70_low")]
    assert awards(variant, [90, low], [9, 5], 0) == [(0, 1, "first70")]
    assert awards(variant, [72, 75], [7, 7], 1) == [(1, 1, "first70"), (0, 1, "also70")]
    assert awards(variant, [65, 60], [7, 7], None) == []


def test_thresholds_differ_between_variants():
    assert awards("russian", [100, 25], [9, 5], 0) == [(0, 1, "first70")]
    assert awards("english", [100, 25], [9, 5], 0) == [(0, 2, "first70_low")]


def test_russian_closing_awards():
    assert awards("russian", [80, 10], [5, 2], 0, closer=0) == [(0, 2, "closer_low")]
    assert awards("russian", [80, 30], [5, 0], 0, closer=0) == [(0, 3, "closer_shutout")]
    assert awards("russian", [75, 70], [5, 5], 1, closer=0) == [(0, 1, "closer"),
                                                                 (1, 1, "opponent70")]
    assert awards("russian", [60, 40], [5, 5], None, closer=0) == [(1, 2, "closer_failed")]
    assert awards("russian", [60, 40], [5, 5], None, closer=0, closed_tricks=(3, 0)) == [
        (1, 3, "closer_failed_shutout")]
    assert awards("russian", [50, 80], [5, 5], 1, closer=0) == [(1, 2, "closer_failed"),
                                                                 (1, 1, "opponent70")]


def test_english_closing_awards():
    assert awards("english", [60, 40], [5, 5], None, closer=0, closed_tricks=(3, 0)) == [
        (1, 2, "closer_failed")]
    assert awards("english", [50, 80], [5, 5], 1, closer=0) == [(1, 2, "closer_failed"),
                                                                 (1, 1, "opponent70")]
    # The closer made 70: the open-stock rule decides.
    assert awards("english", [80, 20], [5, 2], 0, closer=0) == [(0, 2, "first70_low")]


def test_deal_end_awards_and_the_next_deal_alternates_the_lead():
    state = dealt(*HANDS, leader=0)
    state.points = [90, 10]
    state.first70 = 0
    state.trick_counts = [6, 1]
    state.hands = [[S("6-2")], [S("6-5")]]
    state.stock = []
    state.apply(Play(S("6-2")), 0)
    events = state.apply(Play(S("6-5")), 1)
    keys = [e.key for e in events]
    assert "domino.deal_end" in keys and state.big == [2, 0]
    assert state.records[0]["awards"] == [{"player": 0, "amount": 2, "reason": "first70_low",
                                           "args": {"low": 30}}]
    assert state.phase == "deal" and state.decision().is_chance


def test_a_tie_at_the_target_plays_another_deal():
    state = dealt(*HANDS, leader=0)
    state.big = [6, 6]
    state.points, state.first70, state.trick_counts = [75, 72], 0, [6, 6]
    state.hands = [[S("6-2")], [S("6-5")]]
    state.stock = []
    state.apply(Play(S("6-2")), 0)
    events = state.apply(Play(S("6-5")), 1)
    assert state.big == [7, 7] and not state.is_terminal()
    assert any(e.key == "domino.tie_play_on" for e in events)
