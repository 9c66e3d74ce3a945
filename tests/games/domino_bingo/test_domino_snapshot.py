"""What a Domino Bingo save and player see: the pinned snapshot, the view, clones, recorded
awards, and every refusal named by its rule."""

from __future__ import annotations

import pytest

from bingolino_app.games.domino_bingo.state import Close, Play

from domino_helpers import S, dealt
from domino_numbers_helpers import capture


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
