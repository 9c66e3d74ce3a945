"""The rest of Domino Bingo's bookkeeping: a new match and deal record, award arguments,
big declarations, captures and ties at the target."""

from __future__ import annotations

import pytest

from bingolino_app.core.game import Decision
from bingolino_app.games.domino_bingo.state import Close, DominoState, Play

from domino_helpers import S, dealt
from domino_numbers_helpers import TEN, capture, declaring


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
