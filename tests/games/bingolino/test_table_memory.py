"""What the table remembers for the players to see: each player's last turned tile, the last
roll and its roller, the die set aside, and why the game ended (shared/rules/bingolino.md)."""

from __future__ import annotations

from bingolino_app.games.bingolino.state import TurnBack

from tests.games.bingolino.test_rules import (
    FIRST_THREE_ROWS, HIGH, L0, ONE_TO_16, cells, flip_numbers_in_order, preset, roll, start,
    tie_of_three,
)


def won(events):
    return next(e for e in events if e.key == "bingolino.won")


def test_each_players_last_turned_tile_stays_until_he_turns_another():
    state = start(ONE_TO_16, ONE_TO_16)
    assert state.observation(0).last_turned == (None, None)
    roll(state, 5)  # both turn their 5 (cell 4), each the only choice
    assert state.observation(1).last_turned == ((4, True), (4, True))
    state = start(ONE_TO_16, HIGH)
    roll(state, 3)  # p0 turns his 3; p1 holds no 3
    assert state.observation(None).last_turned == ((2, True), None)
    roll(state, 6, 6, 6)  # p1 rolls 18: p0 has no 18, p1 chooses one of his three 18s
    assert state.observation(None).last_turned == ((2, True), None)
    state.apply(state.legal_actions(1)[-1], 1)
    assert state.observation(None).last_turned == ((2, True), (13, True))  # p0's mark stays
    roll(state, 4)
    assert state.observation(None).last_turned == ((3, True), (13, True))  # p0's mark moved


def test_a_turn_back_is_remembered_as_turned_up():
    state = start(ONE_TO_16)
    roll(state, 3)
    roll(state, 4)
    roll(state, 6, 6, 6, 6, 6)  # 30, reduced 24: nothing; two tiles face down: he chooses
    state.apply(TurnBack(2), 0)
    assert state.observation(0).last_turned == ((2, False),)


def test_the_die_set_aside_is_remembered_and_named_in_the_event():
    state = start(ONE_TO_16, HIGH)
    events = roll(state, 6, 6, 4)  # 16 (cell 15) or drop a die: 10 or 12
    state.apply(next(a for a in state.legal_actions(0)
                     if state.grids[0][a.cell] == 10), 0)
    obs = state.observation(1)
    assert obs.aside == 6 and obs.last_roll == (6, 6, 4) and obs.last_roller == 0
    flipped = [e for e in state.events if e.key == "bingolino.flipped"]
    assert flipped[0].args["die"] == 6 and flipped[0].args["total"] == 16
    assert "bingolino.rolled" in [e.key for e in events]


def test_the_full_total_sets_no_die_aside_and_the_last_roll_outlives_the_turn():
    state = start(ONE_TO_16, HIGH)
    roll(state, 6, 6, 4)
    state.apply(next(a for a in state.legal_actions(0) if state.grids[0][a.cell] == 16), 0)
    obs = state.observation(0)
    assert obs.aside is None
    assert obs.phase == "choose" and obs.dice == ()  # the next turn has begun...
    assert obs.last_roll == (6, 6, 4) and obs.last_roller == 0  # ...and the roll is remembered
    roll(state, 1)
    obs = state.observation(0)
    assert obs.last_roll == (1,) and obs.last_roller == 1 and obs.aside is None


def test_the_end_says_why():
    state = start(ONE_TO_16, HIGH)
    preset(state, 0, FIRST_THREE_ROWS)
    args = won(roll(state, 6, 6, 2)).args
    assert args["reason"] == "four" and args["stars"] == [4]

    state = start(ONE_TO_16, L0)
    preset(state, 0, FIRST_THREE_ROWS)
    preset(state, 1, FIRST_THREE_ROWS)
    args = won(roll(state, 6, 6, 1)).args
    assert args["reason"] == "most" and args["stars"] == [5] and args["players"] == [0]

    state = tie_of_three([*range(1, 13), 14, 13, 19, 20])
    args = won(roll(state, 6, 6, 2)).args
    assert args["reason"] == "playoff" and args["players"] == [0, 1]
    assert args["target"] == 5 and args["stars"] == [6, 6]  # each 14 closed two lines

    state = start(ONE_TO_16)
    flip_numbers_in_order(state, range(1, 13))
    args = won(roll(state, 6, 6, 1)).args
    assert args["reason"] == "four" and args["turns"] == 13


def test_the_memory_stays_out_of_the_snapshot():
    """Older saves hold snapshots without it; the replay rebuilds it anyway."""
    state = start(ONE_TO_16, HIGH)
    roll(state, 3)
    assert not {"last_turned", "last_roll", "aside"} & set(state.snapshot())
    assert cells(state, 0, 3) == [2]
