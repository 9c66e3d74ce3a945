"""The analysers' hooks for luck and skill (core.analysis.split) pinned game by game: the
running scale a decision is rebased on, the drift of time alone, the value once the game is
over, the value before the deal, a match's banked margin. test_luck_split.py pins how split
adds them up; test_luck.py checks the fitted drifts on real games."""

from __future__ import annotations

import types

import pytest

from bingolino_app.core.analysis import Judgement
from bingolino_app.core.game import Event
from bingolino_app.games.bingolino import analysis as bingolino, strategy as bstrategy
from bingolino_app.games.bingolino.bots import BOTS as BINGOLINO_BOTS
from bingolino_app.games.bingolino.state import Arrange, BingolinoState, ChooseDice, Deal
from bingolino_app.games.domino_bingo import analysis as domino
from bingolino_app.games.lino import analysis as lino
from bingolino_app.games.qwingo import analysis as qwingo, strategy as qstrategy
from bingolino_app.games.qwingo.state import Call, Enter, Pass, Setup, DEFAULT_LAYOUT


def best(action) -> Judgement:
    """A verdict whose best move is ``action`` (the hooks read nothing else of it)."""
    return Judgement(5, 1, action, action, 0.0, 0.0, 0.0, 0.0, 0, "model", False, "good")


def turns(key: str, *players) -> list[Event]:
    """One turn event per player named, and an event of another kind that does not count."""
    return [Event(key, {"player": p}) for p in players] + [Event("x.other", {"player": 1})]


# --- Qwingo: the sheet's race value (see test_qwingo_verdicts.py for the numbers) -----------------
RACE = (5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 0, 0)  # two boxes left, for 51 to 100
DEAD = tuple((0, 0, 95 + c) + (0,) * 9 for c in range(4))  # nine boxes for five numbers
SHEET = (RACE,) + DEAD  # one live column missing two boxes: 6 turns; one box: 3 turns


def qwingo_obs(sheet, called=51):
    return types.SimpleNamespace(viewer=1, sheets=(None, sheet), called=called)


def test_qwingo_rebases_a_call_or_pass_on_the_sheet_and_an_entry_on_the_sheet_after_it():
    obs = qwingo_obs(SHEET)
    assert qwingo.rebase(obs, best(Call(30))) == pytest.approx(6.0)  # the call's own value
    assert qwingo.rebase(obs, best(Pass())) == pytest.approx(6.0)  # weighs the others, ties
    assert qwingo.rebase(obs, best(Enter(0, 10))) == pytest.approx(3.0)  # 51 in box 10
    assert qwingo.rebase(obs, best(Enter(0, 11))) == qstrategy.NEVER  # box 10 left no number
    assert obs.sheets[1] == SHEET  # the entry is tried on a copy
    assert qwingo.rebase(obs, best(Setup(DEFAULT_LAYOUT))) is None  # its own scale already
    assert qwingo.rebase(qwingo_obs(None), best(Call(30))) is None  # the sheet is hidden


def test_qwingo_time_lowers_the_race_value_by_own_and_other_turns():
    assert (qwingo.OWN_DRIFT, qwingo.OTHER_DRIFT) == (0.94, 0.5)
    assert qwingo.elapsed(turns("qwingo.turn", 0, 1, 2, 0), 0) == pytest.approx(
        2 * 0.94 + 2 * 0.5)
    assert qwingo.elapsed(turns("qwingo.turn", 0, 1, 2, 0), 2) == pytest.approx(0.94 + 3 * 0.5)
    assert qwingo.elapsed(turns("bingolino.turn", 0, 1), 0) == 0.0  # another game's turns
    assert qwingo.elapsed([], 0) == 0.0


def qwingo_end(sheet):
    """A finished game seen by player 1 (the hook asks the state for his observation)."""
    seen = []

    def observation(player):
        seen.append(player)
        return qwingo_obs(sheet)
    return types.SimpleNamespace(observation=observation), seen


def test_qwingo_at_the_end_needs_nothing_with_a_full_column_else_the_race_value():
    state, seen = qwingo_end(SHEET)
    assert qwingo.outcome(state, 1) == pytest.approx(6.0) and seen == [1]
    full = (tuple(range(1, 13)),) + SHEET[1:]  # a full column and four dead ones
    assert qwingo.outcome(qwingo_end(full)[0], 1) == 0.0
    assert qwingo.outcome(qwingo_end((RACE,) + (tuple(range(1, 13)),) + DEAD[1:])[0], 1) == 0.0
    assert qwingo.outcome(qwingo_end(DEAD + ((0, 0, 99) + (0,) * 9,))[0], 1) == qstrategy.NEVER
    assert qwingo.outcome(qwingo_end(None)[0], 1) == 0.0  # never set up: nothing to count


# --- Bingolino: the strong computer's own turns -------------------------------------------------
HAND = (22, 21, 20, 1, 19, 2, 3, 18, 7, 8, 10, 11, 14, 15, 12, 13)
OTHER_HAND = tuple(range(1, 17))


def dealt(players: int) -> BingolinoState:
    """Player 0 to arrange HAND; with two players the other has laid his grid already."""
    state = BingolinoState(players, {"starter": 0})
    state.apply(Deal((HAND, OTHER_HAND)[:players]), -1)
    if players == 2:
        state.apply(Arrange(OTHER_HAND), 1)
    return state


@pytest.mark.parametrize("players", [1, 2])
def test_bingolino_rebases_an_arrangement_on_the_deep_value_of_the_grid_it_lays(players):
    """The arrangement's own value is the plain formula; the dice and tile values that follow
    are the strong computer's deep ones: the running scale is the deep value of the grid as
    laid, before its first roll (with the other player's next roll counted when he has a
    grid: the strong computer's lookahead)."""
    state = dealt(players)
    layout = bstrategy.plan_layout(HAND)
    after = state.clone()
    after.apply(Arrange(layout), 0)
    seen = after.observation(0)
    totals = bstrategy.next_totals(seen, 0)
    assert (totals is None) == (players == 1)
    board = BINGOLINO_BOTS["strong"]().board(seen, 0)
    deep = board.deep(bingolino.ALL_UP, 4, None, totals)
    assert bingolino.rebase(state.observation(0), best(Arrange(layout))) == pytest.approx(deep)
    if players == 2:  # the other's roll changes it: the lookahead is in
        assert deep != pytest.approx(board.deep(bingolino.ALL_UP, 4, None, None))
    assert bingolino.rebase(state.observation(0), best(ChooseDice(2))) is None


def test_bingolino_priors_are_the_kept_ones_for_the_usual_player_counts():
    assert [bingolino.prior(n, {}) for n in (1, 2, 3, 4)] == [15.296, 15.724, 15.42, 15.495]


def test_bingolino_time_lowers_the_turns_needed_by_own_and_other_turns():
    assert (bingolino.OWN_DRIFT, bingolino.OTHER_DRIFT) == (1.25, 0.22)
    assert bingolino.elapsed(turns("bingolino.turn", 0, 1, 2, 0), 0) == pytest.approx(
        2 * 1.25 + 2 * 0.22)
    assert bingolino.elapsed(turns("bingolino.turn", 0, 1, 2, 0), 1) == pytest.approx(
        1.25 + 3 * 0.22)
    assert bingolino.elapsed(turns("qwingo.turn", 0, 1), 0) == 0.0


def arranged() -> BingolinoState:
    state = dealt(2)
    state.apply(Arrange(HAND), 0)
    for c in (0, 1, 2):
        state.facedown[0][c] = True
    return state


@pytest.mark.parametrize("player", [0, 1])
def test_bingolino_at_the_end_needs_the_deep_value_of_the_grid_as_it_is(player):
    """Nobody rolls after the end: the deep value without another player's roll."""
    state = arranged()
    obs = state.observation(player)
    up = bstrategy.up_mask(obs.facedown[player])
    board = BINGOLINO_BOTS["strong"]().board(obs, player)
    value = bingolino.outcome(state, player)
    assert value == pytest.approx(board.deep(up, 4, None, None))
    assert value != pytest.approx(board.deep(up, 4, None, bstrategy.next_totals(obs, player)))


def test_bingolino_at_the_end_needs_nothing_with_the_stars_or_without_a_grid():
    state = arranged()
    state.completed[0] = [0, 1, 2, 3]
    assert bingolino.outcome(state, 0) == 0.0
    state.completed[0] = [0, 1, 2]  # one star short: turns still needed
    assert bingolino.outcome(state, 0) > 1.0
    assert bingolino.outcome(dealt(2), 0) == 0.0  # never arranged
    out = arranged()  # a play-off for two stars more with one line left: out of reach
    out.completed[0], out.contenders, out.target = list(range(9)), (0, 1), 11
    assert bingolino.outcome(out, 0) == bstrategy.BIG


# --- Lino and Domino Bingo: even at the start, a match's margin banked ------------------------------
def test_lino_and_domino_start_even():
    assert lino.prior(2, {}) == 0.0
    assert domino.prior(2, {}) == 0.5


def test_lino_banks_the_margin_of_the_matchs_finished_games():
    state = types.SimpleNamespace(results=[{"total": (30, 20)}, {"total": (10, 25)}])
    assert lino.banked(state, 0) == -5.0 and lino.banked(state, 1) == 5.0
    assert isinstance(lino.banked(state, 0), float)
    assert lino.banked(types.SimpleNamespace(results=[]), 1) == 0.0
