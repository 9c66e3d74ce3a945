"""Domino Bingo's scoring numbers pinned on both sides: the goal of 70 at 69/70/71, the low
thresholds 20/30, shutouts, each declaration's points and big points, and the match target."""

from __future__ import annotations

import pytest

from bingolino_app.games.domino_bingo.state import DominoState, Play, deal_awards

from domino_helpers import S, dealt
from domino_numbers_helpers import TEN, capture, declaring


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
