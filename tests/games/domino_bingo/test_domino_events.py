"""The events Domino Bingo's table and log show: a whole deal's log, the turned stone drawn,
lost declarations, deals without 70, and a chance action from a player refused."""

from __future__ import annotations

import pytest

from bingolino_app.core.game import CHANCE, IllegalAction
from bingolino_app.games.domino_bingo.rules import STONES
from bingolino_app.games.domino_bingo.state import Close, Deal, DominoState, Play, Starter

from domino_helpers import S, dealt, stones
from domino_numbers_helpers import TEN, capture


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
