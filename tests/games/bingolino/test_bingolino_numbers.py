"""Every number of shared/rules/bingolino.md pinned on both sides: dice counts, tile counts,
copies, the star target, the dice-total distribution (against an independent enumeration) and
the validation of every chance outcome."""

from __future__ import annotations

import itertools
import math
from collections import Counter
from fractions import Fraction

import pytest

from bingolino_app.core.game import CHANCE, IllegalAction
from bingolino_app.games.bingolino import rules
from bingolino_app.games.bingolino.rules import LINES
from bingolino_app.games.bingolino.state import (
    Arrange, BingolinoState, ChooseDice, Deal, Flip, Roll, Starter, TurnBack,
)

ONE_TO_16 = tuple(range(1, 17))
HIGH = (17, 18, 19, 20, 21, 22) * 2 + (17, 18, 19, 20)


def start(*layouts, starter=0) -> BingolinoState:
    state = BingolinoState(len(layouts), {"starter": starter})
    state.apply(Deal(tuple(tuple(l) for l in layouts)), CHANCE)
    for p, layout in enumerate(layouts):
        state.apply(Arrange(tuple(layout)), p)
    return state


def roll(state: BingolinoState, *dice: int):
    state.apply(ChooseDice(len(dice)), state.active)
    return state.apply(Roll(tuple(dice)), CHANCE)


# --- fixed facts -----------------------------------------------------------------------------
def test_the_set_is_66_tiles_1_to_22_three_of_each():
    tiles = rules.all_tiles()
    assert len(tiles) == 66
    assert Counter(tiles) == {n: 3 for n in range(1, 23)}


def test_ten_lines_four_rows_four_columns_two_diagonals():
    assert len(LINES) == 10
    assert LINES[0] == (0, 1, 2, 3) and LINES[3] == (12, 13, 14, 15)
    assert LINES[4] == (0, 4, 8, 12) and LINES[7] == (3, 7, 11, 15)
    assert LINES[8] == (0, 5, 10, 15) and LINES[9] == (3, 6, 9, 12)
    # a corner lies on three lines, a centre cell on three, an edge cell on two
    assert [len(rules.LINES_OF_CELL[c]) for c in (0, 1, 5, 15)] == [3, 2, 3, 3]


# --- the dice ----------------------------------------------------------------------------------
def _totals_by_convolution(dice: int) -> dict[int, Fraction]:
    """An independent computation: add one die at a time."""
    dist = {0: Fraction(1)}
    for _ in range(dice):
        nxt: dict[int, Fraction] = {}
        for total, p in dist.items():
            for face in range(1, 7):
                nxt[total + face] = nxt.get(total + face, 0) + p / 6
        dist = nxt
    return dist


@pytest.mark.parametrize("dice", [1, 2, 3, 4, 5])
def test_total_distribution_is_exact_for_1_to_5_dice(dice):
    dist = rules.total_distribution(dice)
    expected = _totals_by_convolution(dice)
    assert list(dist) == list(range(dice, 6 * dice + 1))  # sorted, every total, no other
    for total, p in expected.items():
        assert dist[total] == pytest.approx(float(p), abs=1e-15)
    assert sum(dist.values()) == pytest.approx(1.0)
    # and by brute force: count the rolls of each total
    counts = Counter(sum(r) for r in itertools.product(range(1, 7), repeat=dice))
    assert dist == pytest.approx({t: c / 6 ** dice for t, c in counts.items()})


def test_known_values_of_the_total_distribution():
    assert rules.total_distribution(1) == {t: 1 / 6 for t in range(1, 7)}
    assert rules.total_distribution(2)[7] == pytest.approx(6 / 36)
    assert rules.total_distribution(2)[2] == pytest.approx(1 / 36)
    assert rules.total_distribution(5)[5] == pytest.approx(1 / 7776)
    assert rules.total_distribution(5)[17] == pytest.approx(780 / 7776)


@pytest.mark.parametrize("dice", [1, 2, 3, 4, 5])
def test_roll_outcomes_are_the_sorted_rolls_with_multinomial_probabilities(dice):
    outcomes = rules.roll_outcomes(dice)
    assert len(outcomes) == math.comb(dice + 5, 5)  # 252 for five dice
    assert [k for k, _ in outcomes] == sorted(k for k, _ in outcomes)
    for roll_, p in outcomes:
        assert list(roll_) == sorted(roll_) and len(roll_) == dice
        ways = math.factorial(dice)
        for count in Counter(roll_).values():
            ways //= math.factorial(count)
        assert p == pytest.approx(ways / 6 ** dice)
    assert sum(p for _, p in outcomes) == pytest.approx(1.0)


def test_reduced_totals():
    assert rules.reduced_totals((6, 6, 5, 4)) == {15, 16, 17}
    assert rules.reduced_totals((6, 6, 5)) == {11, 12}
    assert rules.reduced_totals((2, 5)) == {5, 2}
    assert rules.reduced_totals((4,)) == set()
    assert rules.reduced_totals(()) == set()


@pytest.mark.parametrize("count,ok", [(0, False), (1, True), (5, True), (6, False)])
def test_one_to_five_dice(count, ok):
    state = start(ONE_TO_16)
    assert state.legal_actions(0) == [ChooseDice(n) for n in range(1, 6)]
    if ok:
        state.apply(ChooseDice(count), 0)
        assert state.dice_count == count and state.decision().is_chance
    else:
        with pytest.raises(IllegalAction) as err:
            state.apply(ChooseDice(count), 0)
        assert err.value.key == "bingolino.dice_count"


def test_the_roll_uses_the_chosen_number_of_six_sided_dice():
    import random
    state = start(ONE_TO_16)
    state.apply(ChooseDice(5), 0)
    seen = set()
    for seed in range(60):
        dice = state.sample_chance(random.Random(seed)).dice
        assert len(dice) == 5
        seen |= set(dice)
    assert seen == set(range(1, 7))


@pytest.mark.parametrize("dice,ok", [
    ((1, 1, 1), True), ((6, 6, 6), True), ((0, 1, 1), False), ((7, 1, 1), False),
    ((1, 1), False), ((1, 1, 1, 1), False),
])
def test_a_roll_outcome_needs_the_chosen_count_of_faces_1_to_6(dice, ok):
    state = start(ONE_TO_16)
    state.apply(ChooseDice(3), 0)
    assert state.is_chance_outcome(Roll(dice)) is ok
    assert not state.is_chance_outcome(Starter(0))


# --- the deal ----------------------------------------------------------------------------------
def _fresh(n=1, starter=0) -> BingolinoState:
    return BingolinoState(n, {"starter": starter})


@pytest.mark.parametrize("hands,ok", [
    ((ONE_TO_16,), True),
    ((tuple(range(7, 23)),), True),  # 22 is a number
    ((ONE_TO_16[:15],), False),  # 15 tiles
    ((ONE_TO_16 + (17,),), False),  # 17 tiles
    (((0,) + ONE_TO_16[1:],), False),  # no 0
    ((ONE_TO_16[:15] + (23,),), False),  # no 23
    (((1, 1, 1) + ONE_TO_16[3:],), True),  # three copies
    (((1, 1, 1, 1) + ONE_TO_16[4:],), False),  # not four
    ((ONE_TO_16, ONE_TO_16), False),  # a hand per player, not more
    ((), False),
])
def test_a_deal_is_16_tiles_per_player_numbers_1_to_22_at_most_three_each(hands, ok):
    assert _fresh().is_chance_outcome(Deal(hands)) is ok


def test_three_copies_across_players_not_four():
    state = _fresh(2)
    a = (5, 5) + tuple(range(7, 21))
    assert state.is_chance_outcome(Deal((a, (5,) + tuple(range(7, 22)))))
    assert not state.is_chance_outcome(Deal((a, (5, 5) + tuple(range(7, 21)))))


def test_the_bag_keeps_the_66_minus_the_drawn_tiles():
    state = _fresh(2)
    state.apply(Deal((ONE_TO_16, HIGH)), CHANCE)
    assert len(state.bag) == 66 - 32
    assert Counter(state.bag) + Counter(ONE_TO_16) + Counter(HIGH) == Counter(rules.all_tiles())
    assert state.bag == sorted(state.bag)


def test_a_dealt_hand_is_16_drawn_tiles_per_player():
    import random
    for n in (1, 4):
        state = _fresh(n)
        deal = state.sample_chance(random.Random(3))
        assert len(deal.hands) == n and all(len(h) == 16 for h in deal.hands)
        assert state.is_chance_outcome(deal)


@pytest.mark.parametrize("n,player,ok", [(3, -1, False), (3, 0, True), (3, 2, True),
                                         (3, 3, False)])
def test_a_starter_is_one_of_the_players(n, player, ok):
    state = _fresh(n, starter=-1)
    state.apply(Deal(tuple(_hands(n))), CHANCE)
    assert state.decision().is_chance and state.phase == "starter"
    assert state.is_chance_outcome(Starter(player)) is ok
    assert not state.is_chance_outcome(Roll((1,)))


def _hands(n):
    # n hands of 16 from the 66 tiles, no number more than three times
    tiles = sorted(rules.all_tiles())
    return [tuple(tiles[i * 16:(i + 1) * 16]) for i in range(n)]


def test_sampled_starters_cover_every_player_and_no_other():
    import random
    state = _fresh(4, starter=-1)
    state.apply(Deal(tuple(_hands(4))), CHANCE)
    seen = {state.sample_chance(random.Random(s)).player for s in range(80)}
    assert seen == {0, 1, 2, 3}


@pytest.mark.parametrize("n,starter,ok", [(2, 1, True), (2, 2, False), (4, 3, True),
                                          (1, 0, True), (1, 1, False)])
def test_the_starter_option_must_name_a_seat(n, starter, ok):
    if ok:
        state = BingolinoState(n, {"starter": starter})
        assert state.active == starter
    else:
        with pytest.raises(IllegalAction):
            BingolinoState(n, {"starter": starter})


def test_a_random_starter_begins_at_seat_0_until_drawn():
    assert BingolinoState(3, {"starter": -1}).active == 0


# --- the arrangement ---------------------------------------------------------------------------
def test_an_arrangement_is_exactly_the_16_drawn_tiles():
    state = _fresh(1)
    state.apply(Deal((ONE_TO_16,)), CHANCE)
    assert not state.is_legal_arrangement(0, ONE_TO_16[:15])
    assert not state.is_legal_arrangement(0, ONE_TO_16 + (16,))
    assert not state.is_legal_arrangement(0, (1,) + ONE_TO_16[:15])
    assert state.is_legal_arrangement(0, tuple(reversed(ONE_TO_16)))
    with pytest.raises(IllegalAction) as err:
        state.apply(Arrange(ONE_TO_16[:15] + (1,)), 0)
    assert err.value.key == "bingolino.bad_arrangement"


# --- stars -------------------------------------------------------------------------------------
def _preset(state, player, cells):
    for c in cells:
        state.facedown[player][c] = True
    state.completed[player] |= {
        i for i, line in enumerate(LINES) if all(state.facedown[player][c] for c in line)}


ROWS_1_TO_3 = list(range(4, 16))  # three stars; every column and diagonal still needs row 0
TWO_ROWS_AND_13 = list(range(4, 12)) + [13]  # two stars; cell 13 readies column 1


@pytest.mark.parametrize("before,after,won", [(TWO_ROWS_AND_13, 3, False), (ROWS_1_TO_3, 4, True)])
def test_four_stars_win_three_do_not(before, after, won):
    state = start(ONE_TO_16)
    _preset(state, 0, before)
    events = roll(state, 2)  # the 2 in cell 1 completes column 1: one star more
    assert state.stars(0) == after
    assert (state.phase == "end") is won
    if won:
        assert state.winners() == [0]
        assert [e.args for e in events if e.key == "bingolino.won"] == [
            {"players": [0], "turns": 1, "reason": "four", "stars": [4], "target": 4}]
    else:
        assert state.phase == "choose" and state.turn == 2


def test_of_two_only_the_one_at_four_wins():
    state = start(ONE_TO_16, ONE_TO_16)
    _preset(state, 0, ROWS_1_TO_3)
    _preset(state, 1, TWO_ROWS_AND_13)
    events = roll(state, 2)
    assert (state.stars(0), state.stars(1)) == (4, 3)
    assert [e.args["reason"] for e in events if e.key == "bingolino.won"] == ["four"]
    assert state.winners() == [0]


def test_of_several_at_four_the_one_with_most_wins():
    state = start(ONE_TO_16, ONE_TO_16)
    _preset(state, 0, ROWS_1_TO_3 + [0])  # + column 0 and the diagonal: 5
    _preset(state, 1, ROWS_1_TO_3)
    events = roll(state, 2)
    assert (state.stars(0), state.stars(1)) == (6, 4)
    assert [e.args["reason"] for e in events if e.key == "bingolino.won"] == ["most"]
    assert state.winners() == [0]


def tied_at_four() -> BingolinoState:
    state = start(ONE_TO_16, ONE_TO_16, HIGH)
    for player in (0, 1):
        _preset(state, player, ROWS_1_TO_3)
    events = roll(state, 2)
    assert (state.stars(0), state.stars(1)) == (4, 4)
    assert [e.args for e in events if e.key == "bingolino.playoff"] == [
        {"players": [0, 1], "target": 5}]
    return state


def test_a_tie_at_four_sets_the_target_one_higher_for_the_tied_only():
    state = tied_at_four()
    assert state.contenders == (0, 1) and state.target == 5
    assert state.phase == "choose" and state.active == 1  # player 2 is out
    assert state.observation(0).target == 5


def test_in_the_playoff_one_short_of_the_target_plays_on():
    state = tied_at_four()
    roll(state, 6, 6, 5)  # 17, or 11 / 12 for the roller: all down or absent
    assert state.pending == {1}  # player 2 shows a 17 but is out of the playoff
    state.apply(TurnBack(4), 1)
    assert state.phase == "choose" and state.active == 0
    assert (state.stars(0), state.stars(1)) == (4, 4)


def test_in_the_playoff_reaching_the_target_wins_and_together_shares():
    state = tied_at_four()
    events = roll(state, 3)  # cell 2: column 2, a fifth star for both
    assert (state.stars(0), state.stars(1)) == (5, 5)
    assert state.phase == "end" and state.winners() == [0, 1]
    assert [e.args["reason"] for e in events if e.key == "bingolino.won"] == ["playoff"]


def test_a_turn_back_is_forced_only_without_a_match():
    state = start(HIGH)
    state.facedown[0][0] = True
    events = roll(state, 1)  # nothing shows 1: the only face-down tile comes back
    assert not state.facedown[0][0]
    assert [e.key for e in events][1:3] == ["bingolino.must_turn_back", "bingolino.turned_back"]


def test_turns_are_counted():
    state = start(HIGH)
    assert state.turn == 1
    roll(state, 1)
    assert state.turn == 2
    roll(state, 1)
    assert state.turn == 3


# --- what a save and a player see (the snapshot is compared on every load) ---------------------
def one_flip_made() -> BingolinoState:
    state = start(ONE_TO_16, HIGH)
    roll(state, 6, 6, 5, 4)  # 21, or 15-17 for player 0
    state.apply(Flip(15), 0)  # the 16, with the 5 set aside
    state.apply(Flip(4), 1)  # one of his two 21s
    return state


def test_the_snapshot_is_pinned():
    bag = sorted((Counter(rules.all_tiles()) - Counter(ONE_TO_16) - Counter(HIGH)).elements())
    assert one_flip_made().snapshot() == {
        "phase": "choose", "hands": [list(ONE_TO_16), list(HIGH)], "bag": bag,
        "grids": [list(ONE_TO_16), list(HIGH)],
        "facedown": [[False] * 15 + [True], [False] * 4 + [True] + [False] * 11],
        "completed": [[], []], "active": 1, "turn": 2, "dice": [], "pending": [],
        "contenders": [], "target": 4, "winners": [],
    }


def test_a_player_sees_the_table_and_its_recent_past():
    view = one_flip_made().observation(1)
    assert (view.viewer, view.num_players, view.phase, view.active, view.turn) == (
        1, 2, "choose", 1, 2)
    assert view.hands == (ONE_TO_16, HIGH) and view.grids == (ONE_TO_16, HIGH)
    assert view.facedown[0][15] and view.facedown[1][4] and sum(map(sum, view.facedown)) == 2
    assert view.completed == ((), ()) and view.dice == () and view.pending == ()
    assert (view.contenders, view.target, view.winners) == ((), 4, ())
    assert view.last_turned == ((15, True), (4, True))
    assert (view.last_roll, view.last_roller, view.aside) == ((6, 6, 5, 4), 0, 5)
    assert view.total == 0 and view.stars(0) == 0
    assert view.in_play(0) and view.in_play(1)
    assert BingolinoState(2, {"starter": 0}).observation(0).grids == (None, None)


def test_only_the_tied_are_in_play_in_the_playoff():
    state = tied_at_four()
    view = state.observation(2)
    assert view.in_play(0) and view.in_play(1) and not view.in_play(2)
    assert state.in_play(1) and not state.in_play(2)
    assert state.options_of(2) == ("none", [])
    assert view.stars(0) == 4 and view.completed[0] == (1, 2, 3, 5)


def test_the_win_reports_turns_stars_and_the_target():
    state = tied_at_four()
    events = roll(state, 3)
    [won] = [e for e in events if e.key == "bingolino.won"]
    assert won.args == {"players": [0, 1], "turns": 2, "reason": "playoff", "stars": [5, 5],
                        "target": 5}
    assert state.pending == set() and state.decision().is_end
    assert state.scores() == [5.0, 5.0, 0.0]


# --- the events the table and the log show -----------------------------------------------------
def test_the_event_log_of_four_turns():
    state = BingolinoState(3, {"starter": -1})
    events = state.apply(Deal(tuple(_hands(3))), CHANCE)
    events += state.apply(Starter(2), CHANCE)
    for p in range(3):
        events += state.apply(Arrange(state.hands[p]), p)
    state.facedown[2][0] = True  # player 2's 11
    events += state.apply(ChooseDice(2), 2) + state.apply(Roll((5, 6)), CHANCE)
    events += state.apply(Flip(14), 1)
    events += state.apply(ChooseDice(1), 0) + state.apply(Roll((1,)), CHANCE)
    events += state.apply(Flip(0), 0)
    events += state.apply(ChooseDice(5), 1) + state.apply(Roll((6,) * 5), CHANCE)
    events += state.apply(ChooseDice(2), 2) + state.apply(Roll((1, 1)), CHANCE)
    assert [(e.key, e.args) for e in events] == [
        ("bingolino.dealt", {}),
        ("bingolino.arranged", {"player": 0}),
        ("bingolino.arranged", {"player": 1}),
        ("bingolino.arranged", {"player": 2}),
        ("bingolino.turn", {"player": 2, "turn": 1}),
        ("bingolino.rolled", {"player": 2, "dice": [5, 6], "total": 11}),
        ("bingolino.must_turn_back", {"player": 2, "total": 11, "reduced": [5, 6]}),
        ("bingolino.turned_back", {"player": 2, "cell": 0, "number": 11}),
        ("bingolino.flipped", {"player": 1, "cell": 14, "number": 11, "reduced": False,
                               "total": 11}),
        ("bingolino.turn", {"player": 0, "turn": 2}),
        ("bingolino.rolled", {"player": 0, "dice": [1], "total": 1}),
        ("bingolino.flipped", {"player": 0, "cell": 0, "number": 1, "reduced": False,
                               "total": 1}),
        ("bingolino.turn", {"player": 1, "turn": 3}),
        ("bingolino.rolled", {"player": 1, "dice": [6, 6, 6, 6, 6], "total": 30}),
        ("bingolino.must_turn_back", {"player": 1, "total": 30, "reduced": [24]}),
        ("bingolino.turned_back", {"player": 1, "cell": 14, "number": 11}),
        ("bingolino.turn", {"player": 2, "turn": 4}),
        ("bingolino.rolled", {"player": 2, "dice": [1, 1], "total": 2}),
        ("bingolino.nothing_to_do", {"player": 2, "total": 2}),
    ]
    assert state.phase == "flip" and state.pending == {0} and state.active == 2
    assert state.last_turned == [(0, True), (14, False), (0, False)]


def test_a_reduced_flip_names_the_die_set_aside_and_a_star_its_line():
    state = start(ONE_TO_16)
    _preset(state, 0, [4, 8, 12])  # column 0 but its top
    events = roll(state, 3, 6)  # his 9 is down: the 6 or the 3, by setting a die aside
    flips = [e.args for e in events if e.key == "bingolino.flipped"]
    assert flips == [] and state.pending == {0}
    events = state.apply(Flip(2), 0)  # the 3: the 6 set aside
    assert [(e.key, e.args) for e in events] == [
        ("bingolino.flipped", {"player": 0, "cell": 2, "number": 3, "reduced": True,
                               "total": 9, "die": 6}),
        ("bingolino.turn", {"player": 0, "turn": 2}),
    ]
    events = roll(state, 1)
    assert [(e.key, e.args) for e in events][1:3] == [
        ("bingolino.flipped", {"player": 0, "cell": 0, "number": 1, "reduced": False,
                               "total": 1}),
        ("bingolino.star", {"player": 0, "line": 4, "stars": 1}),
    ]


# --- refusals, field by field ------------------------------------------------------------------
def _refusal(state, action, player):
    with pytest.raises(IllegalAction) as err:
        state.apply(action, player)
    return err.value.key, err.value.args


def test_every_refusal_names_its_rule_and_its_numbers():
    with pytest.raises(IllegalAction) as err:
        BingolinoState(2, {"starter": 2})
    assert (err.value.key, err.value.args) == ("option.bad_value",
                                               {"option": "starter", "value": 2})
    state = start(ONE_TO_16, ONE_TO_16)
    assert _refusal(state, ChooseDice(6), 0) == ("bingolino.dice_count", {})
    assert _refusal(state, Flip(0), 0) == ("game.illegal", {"action": "Flip"})
    assert _refusal(state, Arrange(ONE_TO_16), 0) == ("bingolino.bad_arrangement", {})
    roll(state, 3, 4)  # 7, or 3 / 4 for the roller
    assert _refusal(state, Flip(10), 0) == ("bingolino.tile_not_matching", {"total": 7})
    assert _refusal(state, TurnBack(0), 0) == ("bingolino.must_flip_not_back", {})
    assert _refusal(state, Starter(0), 0) == ("game.illegal", {"action": "Starter"})
    high = start(HIGH)
    high.facedown[0][0] = high.facedown[0][1] = True
    roll(high, 1)  # nothing shows 1: he must turn one of two tiles back
    assert _refusal(high, Flip(5), 0) == ("bingolino.no_match", {"total": 1})
    assert _refusal(high, TurnBack(5), 0) == ("bingolino.tile_not_matching", {"total": 1})
    high.apply(TurnBack(1), 0)
    assert high.facedown[0][:2] == [True, False]


def test_options_after_a_roll_name_what_each_player_may_do():
    state = start(HIGH, ONE_TO_16)
    state.apply(ChooseDice(1), 0)
    state.dice = (1,)  # as rolled, before anybody acts
    assert state.options_of(0) == ("none", [])  # no 1, nothing face down
    assert state.options_of(1) == ("flip", [0])
    state.facedown[0][3] = True
    assert state.options_of(0) == ("back", [3])
    state.facedown[1][0] = True
    assert state.options_of(1) == ("none", [])  # only the roller turns tiles back
