"""Every number of shared/rules/qwingo.md pinned on both sides: the rank chart, calls 1..100,
the six faces, 12 boxes in 5 columns, the setup numbers, the 200-turn stop and the validation
of every chance outcome."""

from __future__ import annotations

import random

import pytest

from bingolino_app.core.game import CHANCE, IllegalAction
from bingolino_app.games.qwingo import rules
from bingolino_app.games.qwingo.state import (
    DEFAULT_LAYOUT, MAX_TURNS, Call, Enter, Pass, QwingoState, Roll, Setup, Starter,
    valid_layout,
)


def playing(n=1, may_pass=False, starter=0) -> QwingoState:
    state = QwingoState(n, {"may_pass": may_pass})
    state.apply(Starter(starter), CHANCE)
    for p in range(n):
        state.apply(Setup(DEFAULT_LAYOUT), p)
    return state


def col(**boxes) -> list[int]:
    column = [0] * rules.BOXES
    for key, value in boxes.items():
        column[int(key[1:])] = value
    return column


# --- the chart ---------------------------------------------------------------------------------
@pytest.mark.parametrize("turns,rank", [
    (1, "professional"), (20, "professional"), (21, "specialist"), (25, "specialist"),
    (26, "expert"), (30, "expert"), (31, "intermediate"), (35, "intermediate"),
    (36, "beginner"), (40, "beginner"), (41, "unranked"),
])
def test_solo_rank_on_both_sides_of_every_limit(turns, rank):
    assert rules.solo_rank(turns) == rank


def _solo_win_after(turns: int):
    """A solo game won at the end of turn ``turns``: column 0 lacks one box until then."""
    state = playing(1)
    state.sheets[0][0] = list(range(1, 12)) + [0]
    state.turn = turns
    state.apply(Call(99), 0)
    state.apply(Roll(0), CHANCE)
    return state.apply(Enter(0, 11), 0), state


@pytest.mark.parametrize("turns,rank", [(25, "specialist"), (26, "expert"),
                                        (35, "intermediate"), (36, "beginner")])
def test_a_solo_win_carries_its_rank(turns, rank):
    events, state = _solo_win_after(turns)
    state_turn = state.turn
    assert state_turn == turns and state.is_terminal() and state.winners() == [0]
    won = [e for e in events if e.key == "qwingo.won"][-1]
    assert won.args == {"players": [0], "turns": turns, "rank": rank}
    assert "qwingo.tie" not in [e.key for e in events]  # one full column: no tie-break
    assert state.snapshot()["pending"] == [] and state.snapshot()["winners"] == [0]


def test_a_game_of_several_has_no_rank():
    state = playing(2)
    state.sheets[0][0] = list(range(1, 12)) + [0]
    state.apply(Call(99), 0)
    state.apply(Roll(0), CHANCE)
    state.apply(Enter(0, 11), 0)
    state.apply(Enter(0, 11), 1)  # player 1 writes his 99 too (he has a free box)
    won = [e for e in state.events if e.key == "qwingo.won"]
    assert won and won[-1].args["rank"] == ""


# --- calls and faces ---------------------------------------------------------------------------
@pytest.mark.parametrize("number,ok", [(0, False), (1, True), (100, True), (101, False)])
def test_calls_are_1_to_100(number, ok):
    state = playing(1)
    assert state.legal_actions(0) == [Call(n) for n in range(1, 101)]
    if ok:
        state.apply(Call(number), 0)
        assert state.called == number
    else:
        with pytest.raises(IllegalAction) as err:
            state.apply(Call(number), 0)
        assert err.value.key == "qwingo.bad_call" and err.value.args == {"low": 1, "high": 100}


@pytest.mark.parametrize("face,ok", [(-1, False), (0, True), (5, True), (6, False)])
def test_a_roll_is_one_of_six_faces(face, ok):
    state = playing(1)
    state.apply(Call(50), 0)
    assert state.is_chance_outcome(Roll(face)) is ok
    assert not state.is_chance_outcome(Starter(0))


def test_the_die_shows_all_six_faces_and_only_those():
    state = playing(1)
    state.apply(Call(50), 0)
    faces = {state.sample_chance(random.Random(s)).face for s in range(100)}
    assert faces == set(range(6))


@pytest.mark.parametrize("n,player,ok", [(3, -1, False), (3, 0, True), (3, 2, True),
                                         (3, 3, False)])
def test_a_starter_is_one_of_the_players(n, player, ok):
    state = QwingoState(n, {})
    assert state.is_chance_outcome(Starter(player)) is ok
    assert not state.is_chance_outcome(Roll(0))
    seen = {state.sample_chance(random.Random(s)).player for s in range(60)}
    assert seen == set(range(n))


def test_one_to_five_players():
    for n in (1, 5):
        QwingoState(n, {})
    for n in (0, 6):
        with pytest.raises(IllegalAction):
            QwingoState(n, {})


@pytest.mark.parametrize("face,columns", [(0, [0]), (4, [4]), (5, [0, 1, 2, 3, 4])])
def test_a_symbol_is_its_column_the_lightning_is_any(face, columns):
    assert list(rules.columns_for_face(face)) == columns
    state = playing(1)
    state.apply(Call(60), 0)
    state.apply(Roll(face), CHANCE)
    assert sorted({c for c, _ in state.entry_boxes(0)}) == columns


# --- the sheet ---------------------------------------------------------------------------------
def test_five_columns_of_twelve_boxes():
    state = QwingoState(2, {})
    assert [len(sheet) for sheet in state.sheets] == [5, 5]
    assert all(len(c) == 12 for sheet in state.sheets for c in sheet)
    assert rules.START_NUMBERS == (10, 20, 30, 40, 50)


def test_an_empty_column_is_one_gap_from_0_to_101():
    assert rules.gaps([0] * 12) == [rules.Gap(0, 101, 0, 12)]
    assert rules.Gap(0, 101, 0, 12).room == 100
    assert rules.gap_of([0] * 12, 1) == rules.Gap(0, 101, 0, 12)
    assert rules.gap_of([0] * 12, 100) == rules.Gap(0, 101, 0, 12)
    assert rules.legal_boxes([0] * 12, 1) == list(range(12))
    assert rules.legal_boxes([0] * 12, 100) == list(range(12))


def test_gaps_between_numbers():
    column = col(b0=5, b3=40, b11=99)
    assert rules.gaps(column) == [rules.Gap(5, 40, 1, 2), rules.Gap(40, 99, 4, 7)]
    assert rules.gap_of(column, 5) is None and rules.gap_of(column, 6) == rules.Gap(5, 40, 1, 2)
    assert rules.gap_of(column, 39) == rules.Gap(5, 40, 1, 2)
    assert rules.gap_of(column, 40) is None and rules.gap_of(column, 100) is None
    assert rules.gap_of(column, 4) is None
    assert rules.gaps(col(b5=50)) == [rules.Gap(0, 50, 0, 5), rules.Gap(50, 101, 6, 6)]


def test_legal_boxes_stop_at_the_neighbours():
    column = col(b2=20, b6=60)
    assert rules.legal_boxes(column, 19) == [0, 1]
    assert rules.legal_boxes(column, 21) == [3, 4, 5]
    assert rules.legal_boxes(column, 59) == [3, 4, 5]
    assert rules.legal_boxes(column, 61) == list(range(7, 12))
    assert rules.legal_boxes(column, 20) == [] and rules.legal_boxes(column, 60) == []
    assert rules.legal_boxes(col(b0=1, b1=3), 2) == []
    assert rules.legal_boxes(col(b11=100), 99) == list(range(11))


def test_completable_at_the_edge():
    assert rules.completable(col(b0=89)) is True  # 90..100: eleven numbers for eleven boxes
    assert rules.completable(col(b0=90)) is False
    assert rules.completable(col(b11=12)) is True  # 1..11 above
    assert rules.completable(col(b11=11)) is False
    assert rules.completable(col(b0=10, b2=12)) is True  # one box, one number (11)
    assert rules.completable(col(b0=10, b2=11)) is False


def test_an_entry_keeps_completable_on_both_sides_of_the_limit():
    empty = [0] * 12
    # box 0 above: room 0..x-1 must hold 0 boxes; below: 11 boxes need 11 numbers above x
    assert rules.entry_keeps_completable(empty, 0, 89)
    assert not rules.entry_keeps_completable(empty, 0, 90)
    assert rules.entry_keeps_completable(empty, 11, 12)
    assert not rules.entry_keeps_completable(empty, 11, 11)
    assert rules.entry_keeps_completable(empty, 5, 6)  # 1..5 above
    assert not rules.entry_keeps_completable(empty, 5, 5)
    assert rules.entry_keeps_completable(empty, 5, 94)  # 95..100 for the six boxes below
    assert not rules.entry_keeps_completable(empty, 5, 95)


def test_filled_and_full():
    assert rules.filled(col(b0=1, b5=7)) == 2 and rules.filled([0] * 12) == 0
    assert not rules.is_full(list(range(1, 12)) + [0])
    assert rules.is_full(list(range(1, 13)))


@pytest.mark.parametrize("layout,ok", [
    (DEFAULT_LAYOUT, True),
    (((10, 0), (20, 11), (30, 0), (40, 11), (50, 5)), True),
    (((10, -1), (20, 1), (30, 2), (40, 3), (50, 4)), False),
    (((10, 12), (20, 1), (30, 2), (40, 3), (50, 4)), False),
    (((10, 1), (20, 2), (30, 3), (40, 4)), False),
    (((10, 1), (20, 2), (30, 3), (40, 4), (50, 5), (60, 6)), False),
    (((10, 1), (20, 2), (30, 3), (40, 4), (40, 5)), False),
    (((10, 1), (20, 2), (30, 3), (40, 4), (51, 5)), False),
    (((50, 1), (40, 2), (30, 3), (20, 4), (10, 5)), True),  # any column order
    (((10, 1.0), (20, 2), (30, 3), (40, 4), (50, 5)), False),
    ((10, 20, 30, 40, 50), False),
    (None, False),
])
def test_a_setup_writes_10_to_50_once_each_in_boxes_0_to_11(layout, ok):
    assert valid_layout(layout) is ok
    state = QwingoState(1, {})
    state.apply(Starter(0), CHANCE)
    assert state.is_legal_arrangement(0, layout) is ok
    if ok:
        state.apply(Setup(layout), 0)
        for c, (number, box) in enumerate(layout):
            assert state.sheets[0][c][box] == number
    else:
        with pytest.raises(IllegalAction) as err:
            state.apply(Setup(layout), 0)
        assert err.value.key == "qwingo.bad_setup"


# --- the end -----------------------------------------------------------------------------------
def test_two_hundred_turns_end_the_game_one_less_does_not():
    state = playing(1)
    assert MAX_TURNS == 200
    state.turn = 199
    state.apply(Call(1), 0)
    state.apply(Roll(4), CHANCE)
    state.apply(Enter(4, 0), 0)  # the 1 at the top of column 4
    assert state.turn == 200 and not state.is_terminal()
    state.apply(Call(2), 0)
    state.apply(Roll(4), CHANCE)
    state.apply(Enter(4, 1), 0)
    assert state.turn == 200 and state.is_terminal() and state.stalemate
    won = [e for e in state.events if e.key == "qwingo.won"][-1]
    assert won.args["rank"] == ""  # a stopped game has no rank
    assert rules.ending(state.sheets, True).turn_limit


def test_a_full_column_wins_and_the_second_column_breaks_a_tie():
    state = playing(2)
    for p in (0, 1):
        state.sheets[p][0] = list(range(1, 12)) + [0]
    state.sheets[1][1] = [1, 2] + [0] * 5 + [30, 0, 0, 0, 0]  # 3 in the cup column: more
    state.sheets[0][1] = [0] * 12
    state.sheets[0][1][7] = 20  # only his 20... plus the setup's? (replaced): 1 number
    state.apply(Call(99), 0)
    state.apply(Roll(0), CHANCE)
    state.apply(Enter(0, 11), 0)
    state.apply(Enter(0, 11), 1)
    assert state.is_terminal() and not state.stalemate
    assert state.winners() == [1]
    tie = [e for e in state.events if e.key == "qwingo.tie"]
    assert tie and tie[0].args == {"players": [0, 1], "column": 1}


def test_passing_is_an_option_only():
    state = playing(1, may_pass=True)
    state.apply(Call(60), 0)
    state.apply(Roll(5), CHANCE)
    assert Pass() in state.legal_actions(0)
    state = playing(1)
    state.apply(Call(60), 0)
    state.apply(Roll(5), CHANCE)
    assert Pass() not in state.legal_actions(0)
    with pytest.raises(IllegalAction) as err:
        state.apply(Pass(), 0)
    assert err.value.key == "qwingo.no_pass"


# --- what a save and a player see (the snapshot is compared on every load) ---------------------
def _sheet(*extra):
    sheet = [[0] * 12 for _ in range(5)]
    for c, (n, b) in enumerate(DEFAULT_LAYOUT):
        sheet[c][b] = n
    for c, b, n in extra:
        sheet[c][b] = n
    return sheet


def one_entry_made() -> QwingoState:
    state = playing(2)
    state.apply(Call(60), 0)
    state.apply(Roll(5), CHANCE)
    state.apply(Enter(2, 6), 0)
    return state


def test_the_snapshot_is_pinned():
    assert one_entry_made().snapshot() == {
        "phase": "enter", "sheets": [_sheet((2, 6, 60)), _sheet()], "placed": [True, True],
        "active": 0, "turn": 1, "called": 60, "face": 5, "pending": [1], "winners": [],
        "stalemate": False,
    }


def test_a_player_sees_every_sheet_once_the_setups_are_made():
    view = one_entry_made().observation(1)
    assert (view.viewer, view.num_players, view.phase, view.active, view.turn) == (
        1, 2, "enter", 0, 1)
    assert (view.called, view.face, view.pending, view.may_pass) == (60, 5, (1,), False)
    assert view.sheets == (tuple(map(tuple, _sheet((2, 6, 60)))), tuple(map(tuple, _sheet())))
    assert view.sheet(1) == view.sheets[1]
    assert view.placed == (True, True) and view.winners == () and not view.stalemate
    assert view.last == ((2, 6), None)
    assert QwingoState(2, {"may_pass": True}).observation(0).may_pass is True


def test_a_setup_is_secret_until_everybody_has_made_one():
    state = QwingoState(3, {})
    assert state.has_secrets()  # the starter is still to be drawn
    state.apply(Starter(0), CHANCE)
    assert state.has_secrets()
    state.apply(Setup(DEFAULT_LAYOUT), 1)
    assert state.observation(1).sheets[1] is not None
    assert state.observation(0).sheets == (None, None, None)
    assert state.observation(None).sheets == (None, None, None)
    assert state.observation(2).sheets[1] is None
    state.apply(Setup(DEFAULT_LAYOUT), 0)
    state.apply(Setup(DEFAULT_LAYOUT), 2)
    assert not state.has_secrets()
    assert all(s is not None for s in state.observation(None).sheets)


def test_a_clone_is_equal_and_independent():
    state = one_entry_made()
    twin = state.clone()
    assert twin.snapshot() == state.snapshot() and twin.last == state.last
    assert twin.entry_boxes(1) == state.entry_boxes(1)
    twin.apply(Enter(2, 7), 1)
    assert state.snapshot() == one_entry_made().snapshot()
    assert state.last == one_entry_made().last and state.pending == {1}
    assert state.entry_boxes(1) == one_entry_made().entry_boxes(1)
    assert twin.options == state.options and twin.options is not state.options


def test_scores_are_the_fullest_columns():
    state = one_entry_made()
    assert state.scores() == [2.0, 1.0]


def test_the_shell_accepts_any_valid_setup_only_from_a_pending_player():
    state = QwingoState(2, {})
    assert not state.is_legal_arrangement(0, DEFAULT_LAYOUT)  # the starter first
    state.apply(Starter(0), CHANCE)
    assert state.is_legal_arrangement(0, DEFAULT_LAYOUT)
    assert not state.is_legal_arrangement(0, DEFAULT_LAYOUT[:4])
    state.apply(Setup(DEFAULT_LAYOUT), 0)
    assert not state.is_legal_arrangement(0, DEFAULT_LAYOUT)
    assert state.is_legal_arrangement(1, DEFAULT_LAYOUT)


def test_a_risky_entry_is_one_that_kills_a_completable_column():
    state = playing(1)
    state.apply(Call(99), 0)
    state.apply(Roll(0), CHANCE)  # the column holds a 10 in box 1
    assert state.is_risky(0, Enter(0, 2))  # 99 in box 2: nine boxes below, only 100 left
    assert not state.is_risky(0, Enter(0, 11))
    assert not state.is_risky(0, Pass())
    events = state.apply(Enter(0, 2), 0)
    assert [e.args["dead"] for e in events if e.key == "qwingo.entered"] == [True]
    assert not state.is_risky(0, Enter(0, 5))  # no call yet in the new turn


@pytest.mark.parametrize("action,key,args", [
    (Enter(5, 0), "game.illegal", {"action": "Enter"}),
    (Enter(0, 12), "game.illegal", {"action": "Enter"}),
    (Enter(-1, 3), "game.illegal", {"action": "Enter"}),
    (Enter(0, -1), "game.illegal", {"action": "Enter"}),
    (Enter(1, 3), "qwingo.wrong_column", {"face": 0}),
    (Enter(0, 1), "qwingo.box_taken", {}),
    (Enter(0, 0), "qwingo.not_ascending", {"number": 60}),
])
def test_every_refused_entry_names_its_rule(action, key, args):
    state = playing(1)
    state.apply(Call(60), 0)
    state.apply(Roll(0), CHANCE)
    with pytest.raises(IllegalAction) as err:
        state.apply(action, 0)
    assert (err.value.key, err.value.args) == (key, args)
    assert Enter(0, 11) in state.legal_actions(0) and Enter(0, 0) not in state.legal_actions(0)


# --- the ending, field by field ----------------------------------------------------------------
DEAD = [95] + [0] * 11  # eleven boxes below 95: never completable


def test_no_full_column_and_no_stalemate_has_no_candidates():
    assert rules.ending([[DEAD] * 5, [DEAD] * 5], stalemate=False) == rules.Ending(
        (), (), None, (), False, False)


def test_a_stalemate_split_by_the_fullest_column_names_no_column_and_nobody_level():
    one = [DEAD] * 5
    two = [DEAD] * 4 + [[95, 97] + [0] * 10]
    assert rules.ending([one, two], stalemate=True) == rules.Ending(
        (0, 1), (1,), None, (), True, False)


def test_a_tie_split_in_the_cup_column_is_complete_in_every_field():
    full = list(range(1, 13))
    a = [full, [1, 2] + [0] * 10] + [DEAD] * 3
    b = [full, [1] + [0] * 11] + [DEAD] * 3
    assert rules.ending([a, b], stalemate=False) == rules.Ending(
        (0, 1), (0,), 1, (0, 1), False, False, ((1, (0, 1)),))


def test_an_entry_below_a_number_needs_room_above_it_too():
    column = col(b0=10)
    assert rules.entry_keeps_completable(column, 2, 12)  # 11 fits the box between
    assert not rules.entry_keeps_completable(column, 2, 11)  # nothing fits between 10 and 11
    assert rules.entry_keeps_completable(column, 1, 11)


# --- the events the table and the log show -----------------------------------------------------
def test_the_event_log_of_three_turns():
    state = QwingoState(2, {"may_pass": True})
    events = state.apply(Starter(1), CHANCE)
    events += state.apply(Setup(DEFAULT_LAYOUT), 0) + state.apply(Setup(DEFAULT_LAYOUT), 1)
    events += state.apply(Call(10), 1) + state.apply(Roll(0), CHANCE)  # 10 is taken: no box
    events += state.apply(Call(99), 0) + state.apply(Roll(1), CHANCE)
    events += state.apply(Enter(1, 3), 0) + state.apply(Pass(), 1)
    assert [(e.key, e.args) for e in events] == [
        ("qwingo.starter", {"player": 1}),
        ("qwingo.set_up", {"player": 0}),
        ("qwingo.set_up", {"player": 1}),
        ("qwingo.revealed", {}),
        ("qwingo.turn", {"player": 1, "turn": 1}),
        ("qwingo.called", {"player": 1, "number": 10}),
        ("qwingo.rolled", {"player": 1, "face": 0, "number": 10}),
        ("qwingo.no_box", {"player": 0, "number": 10}),
        ("qwingo.no_box", {"player": 1, "number": 10}),
        ("qwingo.turn", {"player": 0, "turn": 2}),
        ("qwingo.called", {"player": 0, "number": 99}),
        ("qwingo.rolled", {"player": 0, "face": 1, "number": 99}),
        ("qwingo.entered", {"player": 0, "column": 1, "box": 3, "number": 99, "dead": True}),
        ("qwingo.passed", {"player": 1}),
        ("qwingo.turn", {"player": 1, "turn": 3}),
    ]
    assert state.last == [(1, 3), None] and state.active == 1 and state.phase == "call"


def test_a_stalemate_is_told():
    state = playing(2)
    for p in range(2):
        state.sheets[p] = [list(DEAD) for _ in range(5)]
    state.apply(Call(96), 0)
    events = state.apply(Roll(5), CHANCE)
    events += state.apply(Enter(0, 1), 0) + state.apply(Enter(0, 1), 1)
    assert [e.key for e in events][-2:] == ["qwingo.stalemate", "qwingo.won"]
    assert events[-1].args == {"players": [0, 1], "turns": 1, "rank": ""}
    assert state.stalemate and state.winners() == [0, 1]
    assert state.observation(0).stalemate is True and state.snapshot()["stalemate"] is True


# --- the fast paths of apply refuse what the rules refuse ---------------------------------------
def _refusal(state, action, player):
    with pytest.raises(IllegalAction) as err:
        state.apply(action, player)
    return err.value.key, err.value.args


def rolled(n=2, face=5, number=60) -> QwingoState:
    state = playing(n)
    state.apply(Call(number), 0)
    state.apply(Roll(face), CHANCE)
    return state


def test_a_call_only_by_the_active_player_in_the_call_phase():
    state = playing(2)
    assert _refusal(state, Call(50), 1) == ("game.not_your_turn", {"player": 1})
    assert _refusal(state, Enter(0, 0), 0) == ("game.illegal", {"action": "Enter"})
    assert _refusal(state, Setup(DEFAULT_LAYOUT), 0) == ("qwingo.bad_setup", {})
    state = rolled()
    assert _refusal(state, Call(50), 0) == ("qwingo.bad_call", {"low": 1, "high": 100})
    assert state.phase == "enter" and state.called == 60


def test_one_entry_per_player_and_roll():
    state = rolled()  # the lightning: any column
    state.apply(Enter(2, 6), 0)
    assert state.entry_boxes(0) == [(c, b) for c in range(5) if c != 2
                                    for b in rules.legal_boxes(state.sheets[0][c], 60)]
    assert _refusal(state, Enter(3, 8), 0) == ("game.not_your_turn", {"player": 0})
    assert _refusal(state, Setup(DEFAULT_LAYOUT), 1) == ("qwingo.bad_setup", {})
    assert _refusal(state, Starter(0), 1) == ("game.illegal", {"action": "Starter"})
    assert state.sheets[1][3][8] == 0 and state.pending == {1}


def test_after_entering_a_symbol_roll_the_column_holds_the_number():
    state = rolled(face=1)
    state.apply(Enter(1, 5), 0)
    assert state.entry_boxes(0) == [] and state.entry_boxes(1)


def test_no_boxes_before_the_die_is_rolled():
    state = playing(1)
    assert state.entry_boxes(0) == []
    state.apply(Call(60), 0)
    assert state.phase == "roll" and state.entry_boxes(0) == []


def test_entering_in_a_column_already_dead_is_not_risky():
    column = [95] + [0] * 11
    assert not rules.completable(column)
    from bingolino_app.games.qwingo.state import entry_is_risky
    assert not entry_is_risky(column, 1, 96)
    assert entry_is_risky([0] * 12, 0, 90) and not entry_is_risky([0] * 12, 0, 89)


def test_a_new_game_and_a_new_turn_before_anything_is_called():
    state = QwingoState(3, {})
    snap = state.snapshot()
    assert (snap["phase"], snap["active"], snap["turn"], snap["called"], snap["face"]) == (
        "starter", 0, 0, None, None)
    assert snap["placed"] == [False] * 3 and snap["pending"] == [] and snap["winners"] == []
    assert snap["stalemate"] is False
    state = rolled(3, face=0, number=10)  # every first column holds a 10: the turn ends
    snap = state.snapshot()
    assert (snap["phase"], snap["active"], snap["turn"], snap["called"], snap["face"]) == (
        "call", 1, 2, None, None)


def test_the_turn_passes_clockwise():
    state = playing(3)
    order = []
    for _ in range(4):
        order.append(state.active)
        state.apply(Call(10), state.active)  # taken: nobody writes, the turn ends
        state.apply(Roll(0), CHANCE)
    assert order == [0, 1, 2, 0]


def test_a_normal_win_is_no_stalemate():
    _, state = _solo_win_after(10)
    assert state.snapshot()["stalemate"] is False and state.observation(0).stalemate is False


def test_a_clone_has_the_same_events():
    state = rolled()
    twin = state.clone()
    assert twin.events == state.events and twin.events is not state.events
