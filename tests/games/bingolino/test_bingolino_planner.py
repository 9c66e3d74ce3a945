"""Bingolino's planner pinned piece by piece: a dice count's score is its expected saving of
own turns (every roll's best tile, a miss's least harmful turn-back) less the help its total
gives the others, each piece assembled here from the board's values; the greedy player's
rules of thumb to the unit."""

from __future__ import annotations

import math
import random

import pytest

from bingolino_app.games.bingolino.bots import BOTS, GreedyBot, PlannerBot, _board
from bingolino_app.games.bingolino.rules import GRID, LINES, LINES_OF_CELL
from bingolino_app.games.bingolino.state import (
    Arrange, BingolinoState, ChooseDice, Deal, Flip, TurnBack,
)
from bingolino_app.games.bingolino.strategy import (
    OWN_OUTCOMES, SUM_ODDS, Board, expected_dice, hit_odds, need_of, next_totals, others_dice,
    set_cost, up_mask,
)

LAYOUT = (9, 9, 9, 10, 12, 13, 14, 15, 16, 10, 12, 13, 14, 15, 16, 12)
OTHER = (3, 4, 5, 6, 7, 8, 11, 17, 18, 19, 20, 21, 22, 2, 1, 7)
THIRD = (1, 2, 3, 4, 5, 6, 8, 11, 17, 18, 19, 20, 21, 22, 10, 13)  # three tiles of a number


def game(players: int, down=((0, 5, 10), (1, 2)), active: int = 0) -> BingolinoState:
    state = BingolinoState(players, {"starter": 0})
    grids = [LAYOUT, OTHER, THIRD][:players]
    state.apply(Deal(tuple(grids)), -1)
    for p in range(players):
        state.apply(Arrange(grids[p]), p)
    for p, cells in enumerate(down[:players]):
        for c in cells:
            state.facedown[p][c] = True
    state.active = active
    return state


def pieces(bot: PlannerBot, obs):
    """The pieces of a dice count's score, from the board alone."""
    me = obs.viewer
    board = bot.board(obs, me)
    up, need = up_mask(obs.facedown[me]), need_of(obs, me)
    totals = next_totals(obs, me) if bot.lookahead else None
    now = board.settle(up, need, None, totals)
    gains = {}
    for cell in range(GRID):
        if up >> cell & 1:
            n = board.grid[cell]
            gains[n] = max(gains.get(n, -math.inf),
                           now - board.settle(*board.flipped(up, cell, need), totals))
    downs = [c for c in range(GRID) if not up >> c & 1]
    miss = -min((board.settle(up | 1 << c, need, None, totals) - now for c in downs),
                default=0.0)
    own = {}
    for d, outcomes in OWN_OUTCOMES.items():
        own[d] = sum(p * max((g for n, g in gains.items() if mask >> n & 1), default=miss)
                     for mask, p in outcomes)
    return now, gains, miss, own


@pytest.mark.parametrize("lookahead", [False, True])
@pytest.mark.parametrize("players, down", [(2, ((0, 5, 10), (1, 2))), (3, ((), (1,), (4,))),
                                           (1, ((0, 1, 2, 7),))])
def test_a_dice_count_scores_its_expected_saving_less_the_help_it_gives(lookahead, players,
                                                                      down):
    state = game(players, down)
    obs = state.observation(0)
    bot = PlannerBot(lookahead=lookahead)
    now, gains, miss, own = pieces(bot, obs)
    got_now, help_, got_own = bot.dice_scores(obs)
    assert got_now == pytest.approx(now) and got_own == pytest.approx(own)
    assert bot._gains(obs, 0, next_totals(obs, 0) if lookahead else None) == (
        pytest.approx(gains), pytest.approx(now))
    assert help_ == pytest.approx(bot.rival_help(obs, now))
    values = bot.dice_values(obs)
    assert values == pytest.approx({d: now - (own[d] - help_[d]) for d in own})
    best = min(values, key=lambda d: (values[d], d))
    assert bot.dice_count(obs) == best
    if lookahead and players > 1:
        assert now != pytest.approx(bot.board(obs, 0).value(up_mask(obs.facedown[0]),
                                                             need_of(obs, 0)))


def test_a_fresh_grid_misses_nothing_it_must_turn_back():
    obs = game(1, ((),)).observation(0)
    now, gains, miss, own = pieces(PlannerBot(), obs)
    assert miss == 0.0
    assert PlannerBot().dice_scores(obs)[2] == pytest.approx(own)


def test_the_rival_closest_to_winning_weighs_most():
    state = game(3, ((0, 5, 10), (1, 2, 3, 6), (4,)))
    obs = state.observation(0)
    bot = PlannerBot(rivalry=0.8)
    now = 7.5
    rivals = [bot._gains(obs, p) for p in (1, 2)]
    lead = min([v for _, v in rivals] + [now])
    weights = [0.8 * math.exp(-(v - lead) / 3.0) for _, v in rivals]
    expected = {d: sum(w * sum(p * g.get(t, 0.0) for t, p in SUM_ODDS[d].items())
                       for w, (g, _) in zip(weights, rivals)) for d in OWN_OUTCOMES}
    assert bot.rival_help(obs, now) == pytest.approx(expected)
    assert PlannerBot(rivalry=0.0).rival_help(obs, now) == {d: 0.0 for d in OWN_OUTCOMES}
    alone = game(1, ((0, 5),)).observation(0)
    assert bot.rival_help(alone, now) == {d: 0.0 for d in OWN_OUTCOMES}
    out = game(2).observation(0)
    state2 = game(2)
    state2.contenders = (0,)  # the other is out of a play-off: no help counts
    assert bot.rival_help(state2.observation(0), now) == {d: 0.0 for d in OWN_OUTCOMES}
    assert bot.rival_help(out, now) != {d: 0.0 for d in OWN_OUTCOMES}


def test_in_a_play_off_only_the_other_contender_is_helped():
    """Three players, a play-off between players 0 and 1 (player 2 is out): the help a total
    gives is the help to player 1 alone, as in a two-player game on the same grids."""
    three = game(3, ((0, 5, 10), (1, 2), (4,)))
    three.contenders, three.target = (0, 1), 4
    two = game(2, ((0, 5, 10), (1, 2)))
    bot = PlannerBot()
    helped = bot.rival_help(three.observation(0), 7.5)
    assert helped == pytest.approx(bot.rival_help(two.observation(0), 7.5))
    assert any(helped.values())


def test_in_a_play_off_the_next_roll_that_counts_is_the_other_contenders():
    """Player 1 rolls now; the next roll after his is player 2's, but in a play-off between
    players 0 and 1 player 2 is out: the roll player 0 expects next is player 1's again."""
    state = game(3, ((0, 5, 10), (0, 1, 2, 3), (4,)), active=1)  # his low numbers down
    obs = state.observation(0)
    assert next_totals(obs, 0) is SUM_ODDS[expected_dice(obs.grids[2], obs.facedown[2])]
    state.contenders, state.target = (0, 1), 4
    obs = state.observation(0)
    assert next_totals(obs, 0) is SUM_ODDS[expected_dice(obs.grids[1], obs.facedown[1])]
    assert expected_dice(obs.grids[1], obs.facedown[1]) != \
        expected_dice(obs.grids[2], obs.facedown[2])


def test_a_boards_memo_keeps_the_values_under_each_next_roll_apart():
    """Boards live across decisions (bots._board) while the odds of the next other roll
    change from one decision to the next: a value asked under one set of odds (or none) is
    never served for another; each is what a fresh board gives."""
    down = (0, 5, 10)
    up = up_mask([c in down for c in range(GRID)])
    odds = [None, SUM_ODDS[2], SUM_ODDS[3]]
    fresh = [Board(LAYOUT, ()).deep(up, 4, None, t) for t in odds]
    assert len(set(fresh)) == 3  # the odds matter on this board
    board = Board(LAYOUT, ())
    for t, value in zip(odds + odds[::-1], fresh + fresh[::-1]):
        assert board.deep(up, 4, None, t) == value


def test_the_best_dice_count_is_the_highest_score_and_the_fewest_on_ties():
    assert PlannerBot.best_dice({1: 0.0, 2: 0.0, 3: 0.0}, {1: 1.0, 2: 3.0, 3: 2.0}) == 2
    assert PlannerBot.best_dice({1: 0.0, 2: 0.0}, {1: 2.0, 2: 2.0}) == 1
    assert PlannerBot.best_dice({1: 0.0, 2: 0.0}, {1: 2.0, 2: 2.0 + 1e-13}) == 1
    assert PlannerBot.best_dice({1: 0.0, 2: 0.0}, {1: 2.0, 2: 2.0 + 1e-12}) == 1  # the edge
    assert PlannerBot.best_dice({1: 0.0, 2: 0.0}, {1: 2.0, 2: 2.0 + 1e-11}) == 2
    assert PlannerBot.best_dice({1: 1.5, 2: 0.0}, {1: 2.0, 2: 1.0}) == 2  # help counts against


def test_the_others_dice_enter_the_board_only_when_counted():
    state = game(3, ((0,), (1,), (2,)))
    obs = state.observation(0)
    counted = PlannerBot(others=0.7).board(obs, 0)
    assert counted.others == others_dice(obs, 0) and len(counted.others) == 2
    assert counted.others == tuple(sorted(expected_dice(obs.grids[p], obs.facedown[p])
                                          for p in (1, 2)))
    assert counted.weight == 0.7
    plain = PlannerBot().board(obs, 0)
    assert plain.others == () and plain.grid == LAYOUT
    assert plain.pool == tuple(range(len(LINES)))
    _board.cache_clear()
    assert PlannerBot().board(obs, 0) is PlannerBot().board(obs, 0)  # kept across decisions


def test_the_others_totals_count_in_a_lines_cost_at_the_planners_weight():
    """A line's cost counts the tiles the others' totals may turn, each chance scaled by the
    planner's weight (0.7 here); a board made without a weight counts them in full."""
    obs = game(3, ((0,), (1,), (2,))).observation(0)
    counted = PlannerBot(others=0.7).board(obs, 0)
    mask = up_mask(obs.facedown[0]) & 0b1111  # row 0's face-up cells
    assert counted.cost(mask) == set_cost(counted.numbers(mask), counted.others, 0.7)
    assert counted.cost(mask) != set_cost(counted.numbers(mask), counted.others, 1.0)
    assert Board(LAYOUT, (), counted.others).cost(mask) == \
        set_cost(counted.numbers(mask), counted.others, 1.0)


def test_in_a_play_off_the_board_counts_only_the_other_contenders_dice():
    state = game(3, ((0, 5, 10), (0, 1, 2, 3), (4,)), active=1)
    assert len(others_dice(state.observation(0), 0)) == 2
    state.contenders, state.target = (0, 1), 4
    obs = state.observation(0)
    assert others_dice(obs, 0) == (expected_dice(obs.grids[1], obs.facedown[1]),)


@pytest.mark.parametrize("rival_down", [(5,), (0, 1, 2, 3)])
def test_a_cell_value_is_the_position_after_it_judged_one_step_or_two(rival_down):
    """(With the rival's low numbers face down he is expected to roll totals of 5 and more,
    which show on this board: there the next other roll changes the values.)"""
    state = game(2, ((0, 1, 2), rival_down))
    state.dice, state.phase, state.pending = (4, 6), "flip", {0}
    obs, legal = state.observation(0), state.legal_actions(0)
    assert Flip(3) in legal and Flip(9) in legal
    for bot in (PlannerBot(), PlannerBot(lookahead=True), PlannerBot(deep=True),
                PlannerBot(lookahead=True, deep=True)):
        board = bot.board(obs, 0)
        up, need = up_mask(obs.facedown[0]), need_of(obs, 0)
        totals = next_totals(obs, 0) if bot.lookahead else None
        values = bot.cell_values(obs, [ChooseDice(2)] + legal + [TurnBack(0)])
        assert set(values) == set(legal) | {TurnBack(0)}  # a dice count is no cell
        for action, value in values.items():
            after = board.flipped(up, action.cell, need) if isinstance(action, Flip) else \
                (up | 1 << action.cell, need, None)
            judged = board.deep(*after, totals) if bot.deep else board.settle(*after, totals)
            assert value == pytest.approx(judged)
        assert bot.choose(obs, legal, random.Random(0)) == min(
            (a for a in values if a in legal), key=lambda a: (values[a], a.cell))
    if len(rival_down) > 1:  # the next other roll matters here
        bot = PlannerBot(lookahead=True)
        board, up, need = bot.board(obs, 0), up_mask(obs.facedown[0]), need_of(obs, 0)
        values = bot.cell_values(obs, legal)
        assert all(values[a] != pytest.approx(board.settle(*board.flipped(up, a.cell, need),
                                                           None)) for a in legal)


def rolled_position(seed: int, moves: int):
    """The observation of the player to choose a dice count after ``moves`` moves of a
    two-player game of random players."""
    from bingolino_app.core.bots import bot_seed, choose_move
    from bingolino_app.core.session import Seat, Session

    seats = [Seat("A", "computer", "random"), Seat("B", "computer", "random")]
    session = Session("bingolino", seats, {"starter": 0}, seed=seed)
    while len(session.history) < moves:
        p = session.pending_players()[0]
        obs, legal = session.state.observation(p), session.state.legal_actions(p)
        session.apply(p, choose_move("bingolino", "random", obs, legal,
                                     bot_seed(seed, len(session.history), p)))
    p = session.pending_players()[0]
    assert isinstance(session.state.legal_actions(p)[0], ChooseDice)
    return session.state.observation(p)


@pytest.mark.parametrize("seed, moves", [(1, 13), (1, 19)])
def test_deep_chooses_its_dice_count_two_own_rolls_ahead(seed, moves):
    """With ``deep`` a dice count's value is the position after the roll judged with the next
    own turn played out (plus the help to the others), with the next other roll's odds only
    under ``lookahead``; here that choice is not the one-roll score's."""
    obs = rolled_position(seed, moves)
    me = obs.viewer
    for lookahead in (False, True):
        bot = PlannerBot(lookahead=lookahead, deep=True)
        board = bot.board(obs, me)
        up, need = up_mask(obs.facedown[me]), need_of(obs, me)
        totals = next_totals(obs, me) if lookahead else None
        deep = board.roll_values(up, need, None, lambda u, n, p: board.deep(u, n, p, totals))
        help_ = bot.rival_help(obs, board.settle(up, need, None, totals))
        values = bot.dice_values(obs)
        assert values == pytest.approx({d: deep[d] + help_[d] for d in deep})
        assert bot.dice_count(obs) == min(values, key=lambda d: (values[d], d))
        assert bot.dice_count(obs) != PlannerBot.best_dice(*bot.dice_scores(obs)[1:])


def test_the_levels_are_the_configurations_they_say():
    strong = BOTS["strong"]()
    assert (strong.rivalry, strong.others, strong.lookahead, strong.deep) == (1.0, 1.0, True,
                                                                              True)
    assert vars(BOTS["expert"]()) == vars(strong)  # strong as it is (no budget to raise)
    v1 = BOTS["strong_v1"]()
    assert (v1.rivalry, v1.others, v1.lookahead, v1.deep) == (1.0, 0.0, False, False)
    assert BOTS["easy"]().blunder == pytest.approx(1 / 3)
    assert sorted(BOTS) == ["easy", "expert", "greedy", "normal", "random", "strong",
                            "strong_v1"]


# --- greedy's rules of thumb ---------------------------------------------------------------------
def test_greedy_turns_the_tile_with_the_most_line_progress():
    """Progress of a cell: over its lines not yet complete, the face-down cells on each plus
    one. With cells 0 and 2 face down, cell 1 (row 0: 2 down, column 1: none) makes 3 + 1 = 4
    and cell 6 (row 1: none, column 2: 1, the anti-diagonal: none) 1 + 2 + 1 = 4: a tie goes
    to the lower cell. Cell 10 face down too: cell 6's column has 2, it makes 5."""
    layout = (20, 7, 20, 20, 21, 21, 7, 21, 22, 22, 22, 18, 19, 19, 19, 18)
    state = BingolinoState(1, {"starter": 0})
    state.apply(Deal((layout,)), -1)
    state.apply(Arrange(layout), 0)
    for c in (0, 2):
        state.facedown[0][c] = True
    state.dice, state.phase, state.pending = (3, 4), "flip", {0}

    def progress(cell, down):
        return sum(sum(down[c] for c in LINES[i]) + 1 for i in LINES_OF_CELL[cell])

    down = state.facedown[0]
    assert progress(6, down) == progress(1, down)
    legal = state.legal_actions(0)
    assert set(legal) == {Flip(1), Flip(6)}
    assert GreedyBot().choose(state.observation(0), legal, random.Random(0)) == Flip(1)
    state.facedown[0][10] = True
    assert progress(6, state.facedown[0]) > progress(1, state.facedown[0])
    assert GreedyBot().choose(state.observation(0), state.legal_actions(0),
                              random.Random(0)) == Flip(6)


def test_greedy_turns_back_the_tile_that_hurts_its_lines_least_and_keeps_its_layout():
    state = BingolinoState(1, {"starter": 0})
    state.apply(Deal((LAYOUT,)), -1)
    assert GreedyBot().choose(state.observation(0), state.legal_actions(0),
                              random.Random(0)) == Arrange(LAYOUT)
    state.apply(Arrange(LAYOUT), 0)
    for c in (0, 1, 2, 15):
        state.facedown[0][c] = True
    state.dice, state.phase, state.pending = (1, 1), "flip", {0}
    legal = state.legal_actions(0)
    assert all(isinstance(a, TurnBack) for a in legal)
    # Progress: cell 0 (row 0: 3 down, column 0: 1, diagonal: 2) 4 + 2 + 3 = 9; cell 1 (row 0,
    # column 1: 1) 4 + 2 = 6; cell 2 (row 0, column 2: 1) 6; cell 15 (row 3: 1, column 3: 1,
    # diagonal: 2) 2 + 2 + 3 = 7. The least harm: 6, the lower cell of the tie.
    assert GreedyBot().choose(state.observation(0), legal, random.Random(0)) == TurnBack(1)


def test_greedy_rolls_the_count_most_likely_to_hit_an_open_number():
    state = BingolinoState(1, {"starter": 0})
    state.apply(Deal((LAYOUT,)), -1)
    state.apply(Arrange(LAYOUT), 0)
    mask = sum(1 << n for n in set(LAYOUT))
    assert GreedyBot().choose(state.observation(0), state.legal_actions(0),
                              random.Random(0)) == ChooseDice(hit_odds(mask)[1])
