"""Qwingo's state machine: setup in secret, calls, the die, entries, passing, the end."""

from __future__ import annotations

import json
import random

import pytest

from bingolino_app.core.game import CHANCE, IllegalAction, action_from_json
from bingolino_app.games.qwingo import rules
from bingolino_app.games.qwingo.hidden import hidden_variants
from bingolino_app.games.qwingo.state import (
    ACTION_TYPES, DEFAULT_LAYOUT, Call, Enter, Pass, QwingoState, Roll, Setup, Starter,
)

LAYOUT_B = ((50, 8), (40, 6), (30, 4), (20, 2), (10, 0))


def started(n=2, may_pass=False, starter=0) -> QwingoState:
    state = QwingoState(n, {"may_pass": may_pass})
    state.apply(Starter(starter), CHANCE)
    return state


def playing(n=2, may_pass=False, layouts=None) -> QwingoState:
    state = started(n, may_pass)
    for p in range(n):
        state.apply(Setup((layouts or {}).get(p, DEFAULT_LAYOUT)), p)
    return state


def test_the_phases_in_order():
    state = QwingoState(3, {})
    assert state.decision().is_chance  # who starts
    state.apply(Starter(1), CHANCE)
    assert state.decision().kind == "simultaneous" and state.decision().players == (0, 1, 2)
    for p in (2, 0, 1):
        state.apply(Setup(DEFAULT_LAYOUT), p)
    assert state.decision().kind == "player" and state.decision().players == (1,)
    assert state.turn == 1
    state.apply(Call(33), 1)
    assert state.decision().is_chance
    state.apply(Roll(2), CHANCE)
    assert state.decision().kind == "simultaneous"
    assert set(state.decision().players) == {0, 1, 2}


def test_any_valid_setup_is_accepted_and_a_bad_one_refused():
    state = started(2)
    state.apply(Setup(LAYOUT_B), 0)
    assert state.sheets[0][0][8] == 50 and state.sheets[0][4][0] == 10
    with pytest.raises(IllegalAction) as err:
        state.apply(Setup(((10, 0), (10, 1), (30, 2), (40, 3), (50, 4))), 1)
    assert err.value.key == "qwingo.bad_setup"
    with pytest.raises(IllegalAction):
        state.apply(Setup(((10, 12), (20, 1), (30, 2), (40, 3), (50, 4))), 1)


def test_setup_is_hidden_from_the_others_until_everybody_has_placed():
    state = started(3)
    state.apply(Setup(LAYOUT_B), 0)
    assert state.observation(0).sheets[0] is not None  # his own
    assert state.observation(1).sheets[0] is None
    assert state.observation(None).sheets[0] is None  # spectators too
    assert state.observation(1).placed == (True, False, False)  # who is done is public
    for variant in hidden_variants(state, 1, random.Random(1)):
        assert variant.observation(1) == state.observation(1)
    assert any(v.snapshot() != state.snapshot() for v in hidden_variants(state, 1, random.Random(1)))
    state.apply(Setup(DEFAULT_LAYOUT), 1)
    state.apply(Setup(DEFAULT_LAYOUT), 2)
    assert all(s is not None for s in state.observation(None).sheets)  # now the table sees all
    assert state.observation(2).sheets[0] == tuple(tuple(c) for c in state.sheets[0])


def test_calls_are_whole_numbers_from_1_to_100():
    state = playing(1)
    assert state.legal_actions(0) == [Call(n) for n in range(1, 101)]
    for bad in (0, 101):
        with pytest.raises(IllegalAction) as err:
            state.clone().apply(Call(bad), 0)
        assert err.value.key == "qwingo.bad_call"


def test_a_symbol_allows_only_its_column_strictly_ascending():
    state = playing(1)  # column 2 holds 30 in box 3
    state.apply(Call(25), 0)
    state.apply(Roll(2), CHANCE)
    assert state.legal_actions(0) == [Enter(2, b) for b in range(3)]
    with pytest.raises(IllegalAction) as err:
        state.clone().apply(Enter(2, 4), 0)  # below the 30
    assert err.value.key == "qwingo.not_ascending"
    with pytest.raises(IllegalAction) as err:
        state.clone().apply(Enter(1, 0), 0)
    assert err.value.key == "qwingo.wrong_column"
    with pytest.raises(IllegalAction) as err:
        state.clone().apply(Enter(2, 3), 0)
    assert err.value.key == "qwingo.box_taken"
    state.apply(Enter(2, 1), 0)
    assert state.sheets[0][2][1] == 25
    assert state.decision().kind == "player" and state.turn == 2  # the next turn


def test_the_lightning_offers_every_column():
    state = playing(1)
    state.apply(Call(15), 0)
    state.apply(Roll(rules.LIGHTNING), CHANCE)
    columns = {a.column for a in state.legal_actions(0)}
    assert columns == {0, 1, 2, 3, 4}
    assert Enter(0, 0) not in state.legal_actions(0)  # above the 10 only numbers below 10


def test_entry_is_compulsory_unless_passing_is_allowed():
    state = playing(1)
    state.apply(Call(60), 0)
    state.apply(Roll(0), CHANCE)
    assert not any(isinstance(a, Pass) for a in state.legal_actions(0))
    with pytest.raises(IllegalAction) as err:
        state.clone().apply(Pass(), 0)
    assert err.value.key == "qwingo.no_pass"
    state = playing(1, may_pass=True)
    state.apply(Call(60), 0)
    state.apply(Roll(0), CHANCE)
    assert state.legal_actions(0)[-1] == Pass()
    state.apply(Pass(), 0)
    assert state.turn == 2 and rules.filled(state.sheets[0][0]) == 1


def test_a_player_without_a_box_does_nothing():
    layouts = {1: ((10, 1), (20, 2), (30, 3), (40, 4), (50, 5))}
    state = playing(2, layouts=layouts)
    state.apply(Call(10), 0)  # both hold a 10 in column 0: nobody can write it there
    events = state.apply(Roll(0), CHANCE)
    assert [e.key for e in events].count("qwingo.no_box") == 2
    assert state.decision().kind == "player" and state.active == 1  # straight to the next turn


def test_a_risky_entry_is_recognised():
    state = playing(1)
    state.apply(Call(12), 0)  # column 1: 20 in box 2
    state.apply(Roll(1), CHANCE)
    assert state.is_risky(0, Enter(1, 0)) is False
    assert state.is_risky(0, Enter(1, 1)) is False
    state = playing(1)
    state.apply(Call(19), 0)
    state.apply(Roll(1), CHANCE)
    assert state.is_risky(0, Enter(1, 0))  # box 1 would need a number between 19 and 20
    events = state.apply(Enter(1, 0), 0)
    assert events[0].args["dead"] is True


def fill_column(state: QwingoState, player: int, column: int) -> None:
    """Write the column full around what is there (test setup, not play)."""
    values = iter(n for n in range(1, 101) if n not in state.sheets[player][column])
    col = state.sheets[player][column]
    start = [v for v in col if v]
    numbers = sorted(start + [next(values) for _ in range(rules.BOXES - len(start))])
    col[:] = numbers


def finish_turn(state: QwingoState, number: int, face: int) -> list:
    state.apply(Call(number), state.active)
    events = state.apply(Roll(face), CHANCE)
    while state.decision().kind == "simultaneous":
        p = state.decision().players[0]
        events += state.apply(state.legal_actions(p)[0], p)
    return events


def test_a_full_column_wins_at_the_end_of_the_turn():
    state = playing(2)
    fill_column(state, 1, 3)
    state.sheets[1][3][11] = 0  # one box short
    state.sheets[1][3][10] = 90
    events = finish_turn(state, 99, 3)
    assert state.is_terminal() and state.winners() == [1]
    assert events[-1].key == "qwingo.won" and events[-1].args["players"] == [1]


def test_the_tie_break_chain():
    state = playing(3)
    for p in range(3):
        fill_column(state, p, 0)
    state.sheets[1][2][0] = 1  # player 1: one more in the third column
    state.sheets[2][1][0] = 1  # player 2: one more in the second column: that outranks
    state.sheets[0][4][0] = 1
    events = finish_turn(state, 77, 3)
    assert state.winners() == [2]
    tie = next(e for e in events if e.key == "qwingo.tie")
    assert tie.args["players"] == [0, 1, 2] and tie.args["column"] == 1
    state = playing(2)
    for p in range(2):
        fill_column(state, p, 0)
    finish_turn(state, 77, 3)
    assert state.winners() == [0, 1]  # all equal: a shared win


def test_solo_counts_turns_and_ranks():
    state = playing(1)
    fill_column(state, 0, 4)
    state.sheets[0][4][11] = 0
    state.sheets[0][4][10] = 90
    for _ in range(21):  # 21 turns with nothing to write
        finish_turn(state, 10, 0)
    events = finish_turn(state, 99, 4)
    assert state.turn == 22 and state.is_terminal()
    assert events[-1].args["rank"] == "specialist"


def test_the_game_ends_when_nobody_can_complete_a_column():
    state = playing(2)
    for p in range(2):
        for c in range(rules.COLUMNS):
            state.sheets[p][c] = [0] * rules.BOXES
            state.sheets[p][c][0] = 95 - c  # eleven boxes below, too few numbers
    state.sheets[1][0][1] = 97  # player 1 has the fullest column
    events = finish_turn(state, 1, 2)
    assert state.is_terminal() and state.stalemate
    assert state.winners() == [1]
    assert any(e.key == "qwingo.stalemate" for e in events)


def test_actions_round_trip_through_json():
    for action in (Starter(2), Setup(LAYOUT_B), Call(42), Roll(5), Enter(3, 7), Pass()):
        data = json.loads(json.dumps(action.to_json()))
        assert action_from_json(data, ACTION_TYPES) == action


def test_each_sheet_remembers_its_latest_entry_until_that_player_writes_again():
    state = playing(2)
    assert state.observation(0).last == (None, None)
    state.apply(Call(15), 0)
    state.apply(Roll(5), CHANCE)  # lightning: both may write anywhere
    state.apply(Enter(0, 2), 0)
    state.apply(Enter(1, 0), 1)
    assert state.observation(1).last == ((0, 2), (1, 0))
    state.apply(Call(12), 1)
    state.apply(Roll(0), CHANCE)  # no box for 12 between player 0's 10 and 15
    assert state.decision().players == (1,)
    state.apply(Enter(0, 5), 1)  # only player 1 writes: player 0's mark stays
    assert state.observation(None).last == ((0, 2), (0, 5))
    assert state.clone().observation(None).last == ((0, 2), (0, 5))
