"""Every rule decision and worked example of shared/rules/bingolino.md, played on the model.

Grids are chosen by dealing the hands we want and arranging them as written (cells row by
row); dice are chosen by applying the Roll ourselves.
"""

from __future__ import annotations

import pytest

from bingolino_app.core.game import CHANCE, IllegalAction
from bingolino_app.games.bingolino import rules
from bingolino_app.games.bingolino.rules import LINES
from bingolino_app.games.bingolino.state import (
    Arrange, BingolinoState, ChooseDice, Deal, Flip, Roll, Starter, TurnBack,
)

ONE_TO_16 = list(range(1, 17))
HIGH = [17, 18, 19, 20, 21, 22, 17, 18, 19, 20, 21, 22, 17, 18, 19, 20]  # nothing below 17
COL, ANTI = 4, 9  # index in LINES of column 0 and of the diagonal (3, 6, 9, 12)


def start(*layouts, starter=0) -> BingolinoState:
    state = BingolinoState(len(layouts), {"starter": starter})
    state.apply(Deal(tuple(tuple(l) for l in layouts)), CHANCE)
    for p, layout in enumerate(layouts):
        state.apply(Arrange(tuple(layout)), p)
    return state


def roll(state: BingolinoState, *dice: int):
    state.apply(ChooseDice(len(dice)), state.active)
    return state.apply(Roll(tuple(dice)), CHANCE)


def cells(state, player, *numbers) -> list[int]:
    return [c for c, n in enumerate(state.grids[player]) if n in numbers]


def down(state, player) -> list[int]:
    return [c for c in range(16) if state.facedown[player][c]]


def keys(events) -> list[str]:
    return [e.key for e in events]


def preset(state, player, face_down) -> None:
    """Lay tiles face down before a test's decisive roll, with the stars they earned (the long
    way there is tested on its own in test_solo_counts_turns_until_four_stars)."""
    for c in face_down:
        state.facedown[player][c] = True
    state.completed[player] |= {
        i for i, line in enumerate(LINES) if all(state.facedown[player][c] for c in line)}


def flip_numbers_in_order(state, numbers) -> None:
    """Solo: roll exactly each number in turn (1..6 with one die, else a 6 and the rest)."""
    for n in numbers:
        dice = (n,) if n <= 6 else (6,) * ((n - 1) // 6) + ((n - 1) % 6 + 1,)
        roll(state, *dice)


# --- the worked examples -----------------------------------------------------------------------
def test_21_from_6_6_5_4_active_may_take_21_or_a_reduced_total_others_only_21():
    p0 = [21, 15, 16, 17, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
    p1 = [21, 21, 15, 16, 17, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
    state = start(p0, p1)
    roll(state, 6, 6, 5, 4)
    assert rules.reduced_totals((6, 6, 5, 4)) == {15, 16, 17}
    assert state.decision().players == (0, 1)
    assert state.legal_actions(0) == [Flip(c) for c in cells(state, 0, 21, 15, 16, 17)]
    assert state.legal_actions(1) == [Flip(c) for c in cells(state, 1, 21)]

    events = state.apply(Flip(cells(state, 0, 16)[0]), 0)
    assert events[0].args["reduced"] is True
    assert state.decision().players == (1,)  # one tile per turn: he is done
    state.apply(Flip(1), 1)
    assert down(state, 0) == cells(state, 0, 16)
    assert down(state, 1) == [1]  # only one of his two 21s
    assert state.decision().players == (1,) and state.phase == "choose"


def test_others_may_not_take_the_reduced_total():
    state = start([21, 15, 16, 17, *range(1, 13)], [21, 21, 15, 16, 17, *range(1, 12)])
    roll(state, 6, 6, 5, 4)
    with pytest.raises(IllegalAction) as err:
        state.apply(Flip(cells(state, 1, 15)[0]), 1)
    assert err.value.key == "bingolino.tile_not_matching"


def test_17_from_6_6_5_without_17_11_12_forces_a_turn_back():
    p0 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 13, 14, 18, 19, 20, 22]
    p1 = [17, 17, 2, 3, 4, 5, 6, 7, 8, 9, 10, 13, 14, 18, 19, 20]
    state = start(p0, p1)
    roll(state, 1)  # p0 turns his 1
    roll(state, 2)  # p1's turn: both turn a 2
    assert down(state, 0) == [0, 1]
    events = roll(state, 6, 6, 5)
    assert "bingolino.must_turn_back" in keys(events)
    assert state.decision().players == (0, 1)  # p1 may turn a 17
    assert state.legal_actions(0) == [TurnBack(0), TurnBack(1)]
    assert state.legal_actions(1) == [Flip(0), Flip(1)]
    with pytest.raises(IllegalAction) as err:
        state.apply(Flip(5), 0)
    assert err.value.key == "bingolino.no_match"
    state.apply(TurnBack(1), 0)
    assert down(state, 0) == [0]


def test_a_column_and_a_diagonal_at_once_give_two_stars():
    # Column 0 (cells 0, 4, 8, 12) and the other diagonal (3, 6, 9, 12) share cell 12.
    layout = [1, 8, 9, 4, 2, 10, 5, 11, 3, 6, 12, 13, 7, 14, 15, 16]
    state = start(layout)
    flip_numbers_in_order(state, [1, 2, 3, 4, 5, 6])
    assert state.stars(0) == 0
    events = roll(state, 6, 1)  # 7; dropping a die gives 1 or 6, both face down already
    assert keys(events).count("bingolino.star") == 2
    assert sorted(state.completed[0]) == [COL, ANTI]


def test_a_star_stays_after_a_turn_back_and_is_not_earned_twice():
    layout = [1, 8, 9, 4, 2, 10, 5, 11, 3, 6, 12, 13, 7, 14, 15, 16]
    state = start(layout)
    flip_numbers_in_order(state, [1, 2, 3, 4, 5, 6, 7])
    roll(state, 6, 6, 6, 6)  # 24 or 18: nothing face up matches, so he turns one back
    state.apply(TurnBack(12), 0)
    assert state.stars(0) == 2
    events = roll(state, 6, 1)  # the 7 again completes both lines again
    assert state.facedown[0][12]
    assert "bingolino.star" not in keys(events)
    assert state.stars(0) == 2


# --- turning tiles -----------------------------------------------------------------------------
def test_nothing_happens_without_a_match_and_without_face_down_tiles():
    state = start(HIGH, ONE_TO_16)
    events = roll(state, 1)
    assert "bingolino.nothing_to_do" in keys(events)
    assert down(state, 0) == [] and down(state, 1) == [0]  # p1 turned his 1
    assert state.phase == "choose" and state.active == 1 and state.turn == 2


def test_a_single_face_down_tile_is_turned_back_without_asking():
    state = start(ONE_TO_16)
    roll(state, 3)
    events = roll(state, 6, 6, 6, 6, 6)  # 30, 24: nothing matches
    assert "bingolino.turned_back" in keys(events)
    assert down(state, 0) == []
    assert state.phase == "choose" and state.turn == 3


def test_a_single_possible_tile_is_turned_without_asking():
    state = start(ONE_TO_16, HIGH)
    events = roll(state, 5)
    assert keys(events) == ["bingolino.rolled", "bingolino.flipped", "bingolino.turn"]
    assert down(state, 0) == [4]


def test_an_automatic_flip_does_not_end_the_turn_before_others_decide():
    # p0 has one 6 (turned at once), p1 has two (his choice): p1 must still be asked.
    state = start(ONE_TO_16, [6, 6, 1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 13, 14, 15])
    roll(state, 6)
    assert down(state, 0) == [5]
    assert state.decision().players == (1,)
    assert state.turn == 1


def test_one_die_leaves_no_reduced_total():
    assert rules.reduced_totals((4,)) == set()
    assert rules.reduced_totals((3, 4)) == {3, 4}
    state = start([*range(6, 22)])  # no 4 nor anything below 6
    roll(state, 4)
    assert state.phase == "choose" and state.turn == 2  # nothing to do


def test_two_dice_let_the_active_player_drop_either():
    state = start(ONE_TO_16)
    roll(state, 3, 4)
    assert state.legal_actions(0) == [Flip(2), Flip(3), Flip(6)]


def test_other_players_never_turn_back():
    state = start(HIGH, ONE_TO_16)
    roll(state, 1)  # p1 turns his 1
    roll(state, 2)  # p1 active: he turns his 2
    roll(state, 6, 6, 6, 6, 5)  # p0 active: 29, 23 or 24; nobody has any
    assert down(state, 1) == [0, 1]
    assert state.active == 1


def test_no_decline_is_offered():
    state = start(ONE_TO_16, [7, 7, *range(1, 7), *range(8, 16)])
    roll(state, 3, 4)
    assert state.decision().players == (0, 1)
    for p in (0, 1):
        legal = state.legal_actions(p)
        assert len(legal) > 1 and all(isinstance(a, Flip) for a in legal)


def test_illegal_moves_name_their_rule():
    state = start(ONE_TO_16, ONE_TO_16)
    with pytest.raises(IllegalAction) as err:
        state.apply(ChooseDice(6), 0)
    assert err.value.key == "bingolino.dice_count"
    with pytest.raises(IllegalAction) as err:
        state.apply(ChooseDice(2), 1)
    assert err.value.key == "game.not_your_turn"
    roll(state, 3, 4)
    with pytest.raises(IllegalAction) as err:
        state.apply(Flip(10), 0)
    assert err.value.key == "bingolino.tile_not_matching"
    with pytest.raises(IllegalAction) as err:
        state.apply(TurnBack(0), 0)
    assert err.value.key == "bingolino.must_flip_not_back"


# --- setup -------------------------------------------------------------------------------------
def test_any_permutation_is_a_legal_arrangement_and_nothing_else():
    state = BingolinoState(2, {"starter": 0})
    state.apply(Deal((tuple(ONE_TO_16), tuple(HIGH))), CHANCE)
    for bad in (tuple(HIGH), tuple(ONE_TO_16[:-1]) + (1,), tuple(ONE_TO_16[:15])):
        with pytest.raises(IllegalAction) as err:
            state.apply(Arrange(bad), 0)
        assert err.value.key == "bingolino.bad_arrangement"
    state.apply(Arrange(tuple(reversed(ONE_TO_16))), 0)
    assert state.grids[0] == list(reversed(ONE_TO_16))
    assert state.decision().players == (1,)


def test_a_deal_holds_no_number_more_than_three_times():
    state = BingolinoState(2, {"starter": 0})
    with pytest.raises(IllegalAction):
        state.apply(Deal(((1,) * 16, tuple(ONE_TO_16))), CHANCE)


def test_fixed_starter():
    state = start(ONE_TO_16, ONE_TO_16, ONE_TO_16, starter=2)
    assert state.decision().players == (2,)
    with pytest.raises(IllegalAction) as err:
        BingolinoState(2, {"starter": 3})
    assert err.value.key == "option.bad_value"


def test_random_starter_is_a_chance_action():
    state = BingolinoState(3, {"starter": -1})
    state.apply(Deal((tuple(ONE_TO_16),) * 3), CHANCE)
    assert state.decision().is_chance
    with pytest.raises(IllegalAction):
        state.apply(Starter(3), CHANCE)
    state.apply(Starter(1), CHANCE)
    for p in range(3):
        state.apply(Arrange(tuple(ONE_TO_16)), p)
    assert state.decision().players == (1,)


def test_random_starter_draws_every_player():
    import random

    starters = set()
    for seed in range(40):
        state = BingolinoState(3, {"starter": -1})
        state.apply(state.sample_chance(random.Random(seed)), CHANCE)
        action = state.sample_chance(random.Random(seed))
        assert isinstance(action, Starter)
        starters.add(action.player)
    assert starters == {0, 1, 2}


# --- the end -----------------------------------------------------------------------------------
FIRST_THREE_ROWS = range(12)
L0 = [*range(1, 13), 14, 13, 15, 16]  # 13 at cell 13 completes column 1; 14 at cell 12
# completes column 0 and the other diagonal


def test_exactly_one_player_at_four_stars_wins():
    state = start(ONE_TO_16, HIGH)
    preset(state, 0, FIRST_THREE_ROWS)
    assert state.stars(0) == 3
    events = roll(state, 6, 6, 2)  # 14 at cell 13: column 1
    assert state.stars(0) == 4
    assert state.is_terminal() and state.winners() == [0]
    assert "bingolino.won" in keys(events)
    assert state.legal_actions(1) == []


def test_of_two_at_four_the_one_with_more_stars_wins():
    state = start(ONE_TO_16, L0)
    preset(state, 0, FIRST_THREE_ROWS)
    preset(state, 1, FIRST_THREE_ROWS)
    roll(state, 6, 6, 1)  # 13: p0's cell 12 gives two lines, p1's cell 13 one
    assert (state.stars(0), state.stars(1)) == (5, 4)
    assert state.winners() == [0]


def tie_of_three(p1):
    p2 = [17, 17, 17, 21, 21, 21, 22, 22, 22, 18, 18, 19, 19, 20, 20, 16]
    state = start(L0, p1, p2)
    for p in (0, 1):
        preset(state, p, FIRST_THREE_ROWS)
    events = roll(state, 6, 6, 1)  # 13: both reach 4
    assert (state.stars(0), state.stars(1)) == (4, 4)
    assert not state.is_terminal()
    assert "bingolino.playoff" in keys(events)
    assert state.contenders == (0, 1) and state.target == 5
    return state


def test_a_tie_at_four_is_played_off_by_the_tied_only():
    state = tie_of_three([*range(1, 13), 18, 13, 19, 20])
    assert state.active == 1
    roll(state, 6, 6, 5)  # 17, 11, 12: p1 must turn back; p2 holds 17s but is out
    assert state.legal_actions(2) == [] and 2 not in state.decision().players
    state.apply(TurnBack(0), 1)
    assert state.active == 0  # p2's turn is skipped
    assert down(state, 2) == []


def test_the_first_to_pass_the_tie_wins():
    state = tie_of_three([*range(1, 13), 18, 13, 19, 20])
    roll(state, 6, 6, 6)  # p1 turns his 18: column 0, five stars; p2's 18s stay up
    assert state.winners() == [1]
    assert down(state, 2) == []


def test_passing_the_tie_in_the_same_turn_shares_the_win():
    state = tie_of_three([*range(1, 13), 14, 13, 19, 20])
    events = roll(state, 6, 6, 2)  # 14 for both: p1 by his roll, p0 as another player
    assert state.winners() == [0, 1]
    won = [e for e in events if e.key == "bingolino.won"]
    assert won and won[0].args["players"] == [0, 1]


def test_solo_counts_turns_until_four_stars():
    state = start(ONE_TO_16)
    flip_numbers_in_order(state, range(1, 13))
    assert state.stars(0) == 3 and state.turn == 13 and not state.is_terminal()
    events = roll(state, 6, 6, 1)  # 13 at cell 12: column 0 and the other diagonal
    assert state.is_terminal() and state.winners() == [0]
    won = [e for e in events if e.key == "bingolino.won"]
    assert won[0].args["turns"] == 13
