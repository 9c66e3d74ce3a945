"""Lino's analysis: a stone that hands the opponent a long row is a mistake; exact at the end."""

from __future__ import annotations

import random

from bingolino_app.core import analysis
from bingolino_app.core.analysis import DecisionPoint
from bingolino_app.core.bots import bot_seed, choose_move
from bingolino_app.core.session import Seat, Session
from bingolino_app.games.lino import analysis as lino_analysis
from bingolino_app.games.lino.bots import position
from bingolino_app.games.lino.state import Place


def first_position(seed: int, wanted):
    """A seeded game of random moves up to player 0's first stone where ``wanted(pos,
    legal)`` holds: (move number, observation, legal stones)."""
    seats = [Seat("Blue", "computer", "random"), Seat("White", "computer", "random")]
    session = Session("lino", seats, {}, seed=seed)
    while not session.state.is_terminal():
        p = session.pending_players()[0]
        state = session.state
        obs, legal = state.observation(p), state.legal_actions(p)
        if p == 0 and obs.phase == "fill" and wanted(position(obs), legal):
            return sum(1 for q, _ in session.actions if q >= 0) + 1, obs, legal
        session.apply(p, choose_move("lino", "random", obs, legal,
                                     bot_seed(seed, len(session.history), p)))
    raise AssertionError("no such position")


def gifts(pos, legal) -> dict[int, int]:
    return {a.tile: pos.gift(a.tile) for a in legal}


def test_a_stone_that_hands_the_opponent_a_long_row_is_a_mistake():
    # Ten stones or fewer left; one tile leaves a row of six or more a stone from closing,
    # another gives nothing away.
    def wanted(pos, legal):
        g = gifts(pos, legal)
        return pos.moves_left() <= 10 and max(g.values()) >= 6 and min(g.values()) == 0

    move, obs, legal = first_position(3, wanted)
    given = gifts(position(obs), legal)
    tile = max(given, key=given.get)
    verdict = analysis.judge("lino", DecisionPoint(move, 0, obs, tuple(legal), Place(tile)),
                             seed=1, effort=0.3)
    assert verdict.mark == "mistake"
    assert verdict.cost >= max(given[tile], lino_analysis.MEASURE.mistake)
    assert verdict.cost > verdict.noise
    assert verdict.best != Place(tile)


def test_the_last_stones_are_solved_exactly():
    # Eight tiles stay empty: with three stones to go, eleven tiles take them.
    move, obs, legal = first_position(3, lambda pos, legal: pos.moves_left() <= 3)
    verdict = lino_analysis.evaluate(obs, legal, legal[0], random.Random(1), 1.0)
    assert verdict.exact and verdict.basis == "solved" and verdict.noise == 0.0
    assert verdict.samples == position(obs).moves_left()
    assert set(verdict.values) == set(legal)


def test_early_stones_are_searched_and_carry_their_noise():
    move, obs, legal = first_position(3, lambda pos, legal: pos.moves_left() >= 40)
    played = legal[-1]
    verdict = lino_analysis.evaluate(obs, legal, played, random.Random(1), 0.2)
    assert verdict.basis == "search" and not verdict.exact
    assert verdict.samples >= lino_analysis.SHALLOW
    assert played in verdict.values and verdict.best in verdict.values
    assert verdict.noise >= 0.0


def test_building_moves_are_valued_on_fresh_boards():
    seats = [Seat("Blue", "computer", "random"), Seat("White", "computer", "random")]
    session = Session("lino", seats, {}, seed=4)
    p = session.pending_players()[0]
    obs, legal = session.state.observation(p), session.state.legal_actions(p)
    played = legal[0]
    verdict = lino_analysis.evaluate(obs, legal, played, random.Random(2), 0.25)
    assert verdict.basis == "playouts" and verdict.samples >= 8
    assert played in verdict.values
    again = lino_analysis.evaluate(obs, legal, played, random.Random(2), 0.25)
    assert again == verdict  # the same seed, the same boards
