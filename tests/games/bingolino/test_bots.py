"""Bingolino's computer players: legal, reproducible, and sensible in constructed positions."""

from __future__ import annotations

import random

import pytest

from bingolino_app.core.bots import bot_seed, choose_move, is_legal_choice
from bingolino_app.core.session import Seat, Session
from bingolino_app.games.bingolino.bots import BOTS, GreedyBot, PlannerBot
from bingolino_app.games.bingolino.rules import LINES_OF_CELL
from bingolino_app.games.bingolino.state import Arrange, BingolinoState, Deal, Flip
from bingolino_app.games.bingolino.strategy import REACH, plan_layout

LEVELS = sorted(BOTS)


def play(levels: list[str], seed: int, check=None) -> Session:
    session = Session("bingolino", [Seat(f"P{i}", "computer", lv) for i, lv in enumerate(levels)],
                      {}, seed)
    while not session.state.is_terminal():
        player = session.pending_players()[0]
        obs, legal = session.state.observation(player), session.state.legal_actions(player)
        action = choose_move("bingolino", levels[player], obs, legal,
                             bot_seed(session.seed, len(session.history), player))
        if check:
            check(levels[player], obs, legal, action)
        session.apply(player, action)
    return session


@pytest.mark.parametrize("count", [1, 2, 3, 4])
def test_every_level_plays_legal_moves_to_the_end(count):
    arrangements = []

    def check(level, obs, legal, action):
        assert is_legal_choice(action, legal)
        if isinstance(action, Arrange):
            assert sorted(action.layout) == sorted(obs.hands[obs.viewer])
            arrangements.append((level, action.layout != legal[0].layout))
        else:
            assert action in legal

    for seed in range(2):
        levels = [LEVELS[(seed + i) % len(LEVELS)] for i in range(count)]
        session = play(levels, seed, check)
        assert session.state.winners()
    if count >= 2:  # a planner rearranged its tiles at least once: not just the listed order
        assert any(changed for level, changed in arrangements
                   if level in ("normal", "strong", "expert"))  # expert: strong's planner


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_same_move(level):
    rng = random.Random(7)
    session = Session("bingolino", [Seat("a", "computer", level)] * 3, {"starter": 0}, 11)
    for _ in range(40):  # walk some way into a game, comparing each decision made twice
        if session.state.is_terminal():
            break
        player = session.pending_players()[0]
        obs, legal = session.state.observation(player), session.state.legal_actions(player)
        seed = rng.randrange(2**31)
        first = choose_move("bingolino", level, obs, legal, seed)
        assert choose_move("bingolino", level, obs, legal, seed) == first
        session.apply(player, first)


def position(layout, down_cells, dice, players=1):
    """A state in the flip phase with player 0's grid ``layout`` and ``down_cells`` face down."""
    state = BingolinoState(players, {"starter": 0})
    state.apply(Deal((tuple(layout),) * players), -1)
    for p in range(players):
        state.apply(Arrange(tuple(layout)), p)
    for c in down_cells:
        state.facedown[0][c] = True
    state.dice = tuple(dice)
    state.phase = "flip"
    state.pending = {0}
    return state


def test_strong_turns_the_tile_that_completes_a_line():
    layout = [9, 9, 9, 10,
              12, 13, 14, 15,
              16, 10, 12, 13,
              14, 15, 16, 12]
    # Row 0 lacks only cell 3; cell 9 (centre, three lines) shows the same number.
    state = position(layout, down_cells=[0, 1, 2], dice=(4, 6))
    legal = state.legal_actions(0)
    assert set(legal) >= {Flip(3), Flip(9)}
    assert PlannerBot().choose(state.observation(0), legal, random.Random(1)) == Flip(3)


def test_strong_layout_puts_reachable_numbers_on_three_line_cells():
    hand = [22, 21, 20, 1, 19, 2, 3, 18, 7, 8, 10, 11, 14, 15, 12, 13]
    layout = plan_layout(hand)
    assert sorted(layout) == sorted(hand)
    three = [layout[c] for c in range(16) if len(LINES_OF_CELL[c]) == 3]
    two = [layout[c] for c in range(16) if len(LINES_OF_CELL[c]) == 2]
    assert min(REACH[n] for n in three) >= max(REACH[n] for n in two)
    obs = BingolinoState(1, {"starter": 0})
    obs.apply(Deal((tuple(hand),)), -1)
    chosen = PlannerBot().choose(obs.observation(0), obs.legal_actions(0), random.Random(0))
    assert chosen.layout == layout


def test_dice_count_aims_at_the_open_numbers():
    # Open tiles show only 19 to 22: five dice reach them best (sum or sum less a die).
    hand = (1, 19, 20, 21, 22, 19, 1, 20, 21, 22, 19, 1, 2, 20, 21, 22)
    state = BingolinoState(1, {"starter": 0})
    state.apply(Deal((hand,)), -1)
    state.apply(Arrange(hand), 0)
    for c in (0, 6, 11, 12):  # the low numbers are down; no line is complete
        state.facedown[0][c] = True
    for bot in (GreedyBot(), PlannerBot()):
        assert bot.choose(state.observation(0), state.legal_actions(0),
                          random.Random(0)).count == 5


@pytest.mark.slow  # whole solo games of two levels
def test_strong_needs_fewer_solo_turns_than_greedy():
    strong = sum(play(["strong"], seed).state.turn for seed in range(25))
    greedy = sum(play(["greedy"], seed).state.turn for seed in range(25))
    assert strong < greedy


# --- issue 13: other players' rolls, configured levels ---------------------------------------
LAYOUT = (9, 9, 9, 10, 12, 13, 14, 15, 16, 10, 12, 13, 14, 15, 16, 12)


def test_a_roll_of_another_player_is_weighed_by_its_odds():
    from bingolino_app.games.bingolino.strategy import Board

    board, up, need = Board(LAYOUT, ()), ALL_UP & ~0b111, 3  # row 0 lacks only cell 3 (a 10)
    now = board.value(up, need)
    assert board.after_roll(up, need, None, {}) == now  # nobody rolls: nothing changes
    assert board.after_roll(up, need, None, {5: 1.0}) == now  # no face-up 5
    assert board.after_roll(up, need, None, {10: 1.0}) == board.after_flip(up, 3, need) < now
    half = board.after_roll(up, need, None, {10: 0.5})
    assert half == pytest.approx((now + board.after_flip(up, 3, need)) / 2)
    assert board.after_roll(up, 0, None, {10: 1.0}) == 0.0  # the stars are all there


def test_the_value_counts_the_tiles_turned_on_the_others_rolls():
    from bingolino_app.games.bingolino.strategy import Board

    alone, watched = Board(LAYOUT, ()), Board(LAYOUT, (), (3, 3), 1.0)
    assert watched.value(ALL_UP, 3) < alone.value(ALL_UP, 3)  # their totals help, never hurt
    assert Board(LAYOUT, (), (3, 3), 0.0).value(ALL_UP, 3) == alone.value(ALL_UP, 3)


ALL_UP = (1 << 16) - 1
CONFIGURED = ["strong", "strong_v1", "strong(others=0.5, lookahead=True)",
              "strong(lookahead=False)", "strong(deep=False)", "strong_v1(rivalry=0.5)"]


@pytest.mark.parametrize("level", CONFIGURED)
@pytest.mark.parametrize("players", [2, 3])
def test_configured_levels_are_deterministic_and_legal(level, players):
    """Same seed, same observation: same move, also with the boards' memos emptied (they are
    kept across decisions), and every move legal."""
    from bingolino_app.games.bingolino import bots

    session = Session("bingolino", [Seat(str(i), "computer", level) for i in range(players)],
                      {}, 30 + players)
    while not session.state.is_terminal():
        player = session.pending_players()[0]
        obs, legal = session.state.observation(player), session.state.legal_actions(player)
        seed = bot_seed(session.seed, len(session.history), player)
        move = choose_move("bingolino", level, obs, legal, seed)
        bots._board.cache_clear()
        assert choose_move("bingolino", level, obs, legal, seed) == move
        assert is_legal_choice(move, legal)
        session.apply(player, move)
    assert session.state.winners()


# --- the next own turn played out (Board.deep) -------------------------------------------------
def by_the_rules(board, up, need, judge):
    """Per dice count: every roll, the best tile it lets the player turn (the sum, or the sum
    less one die) or, with none, the least harmful turn-back, judged by ``judge``."""
    from bingolino_app.games.bingolino import rules

    downs = [c for c in range(16) if not up >> c & 1]
    miss = min((judge(up | 1 << c, need, None) for c in downs), default=judge(up, need, None))
    result = {}
    for dice in range(1, 6):
        expected = 0.0
        for roll, prob in rules.roll_outcomes(dice):
            usable = {sum(roll)} | rules.reduced_totals(roll)
            flips = [judge(*board.flipped(up, c, need)) for c in range(16)
                     if up >> c & 1 and board.grid[c] in usable]
            expected += prob * (min(flips) if flips else miss)
        result[dice] = expected
    return result


def board_and_odds(totals):
    from bingolino_app.games.bingolino.strategy import SUM_ODDS, Board

    if totals:
        return Board(LAYOUT, (), (3,), 1.0), SUM_ODDS[3]
    return Board(LAYOUT, ()), None


def up_without(cells):
    up = ALL_UP
    for c in cells:
        up &= ~(1 << c)
    return up


@pytest.mark.parametrize("down", [(), (0, 1, 2), (0, 5, 10, 3, 7)])
@pytest.mark.parametrize("totals", [False, True])
def test_the_next_own_turn_is_played_out_by_the_rules(down, totals):
    board, odds = board_and_odds(totals)
    up = up_without(down)

    def settle(u, n, p):  # the one-step value: after the next other roll, when one comes
        return board.after_roll(u, n, p, odds) if odds else board.value(u, n, p)

    expected = 1.0 + min(by_the_rules(board, up, 3, settle).values())
    assert board.deep(up, 3, None, odds) == pytest.approx(expected)
    assert board.deep(up, 0, None, odds) == 0.0


@pytest.mark.parametrize("down", [(0, 1, 2), (0, 5, 10, 3, 7)])
def test_strong_rolls_the_dice_count_whose_roll_played_out_leaves_least(down):
    """Strong (deep) judges a dice count two own turns ahead: this roll's best tile, then the
    next turn played out (Board.deep); alone, no rival term."""
    hand = LAYOUT
    state = BingolinoState(1, {"starter": 0})
    state.apply(Deal((hand,)), -1)
    state.apply(Arrange(hand), 0)
    for c in down:
        state.facedown[0][c] = True
    obs = state.observation(0)
    strong = BOTS["strong"]()
    assert strong.deep
    board = strong.board(obs, 0)
    expected = by_the_rules(board, up_without(down), 4, lambda u, n, p: board.deep(u, n, p))
    values = strong.dice_values(obs)
    assert values == pytest.approx(expected)
    move = strong.choose(obs, state.legal_actions(0), random.Random(0))
    assert move.count == min(expected, key=expected.get)
