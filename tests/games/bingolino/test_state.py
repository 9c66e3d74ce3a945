"""Bingolino's state machine as the core sees it: phases, chance checks, clone, snapshot,
observation and the JSON form of its actions."""

from __future__ import annotations

import random
from collections import Counter

import attrs
import pytest

from bingolino_app.core.game import CHANCE, IllegalAction, action_from_json
from bingolino_app.games.bingolino import rules
from bingolino_app.games.bingolino.hidden import hidden_variants
from bingolino_app.games.bingolino.state import (
    ACTION_TYPES, Arrange, BingolinoState, ChooseDice, Deal, Flip, Roll, Starter, TurnBack,
)

ONE_TO_16 = tuple(range(1, 17))


def dealt(n=2, starter=0, seed=1) -> BingolinoState:
    state = BingolinoState(n, {"starter": starter})
    state.apply(state.sample_chance(random.Random(seed)), CHANCE)
    return state


def test_the_phases_in_order():
    state = BingolinoState(2, {"starter": -1})
    assert state.decision().kind == "chance"  # the deal
    state.apply(state.sample_chance(random.Random(1)), CHANCE)
    assert state.decision().kind == "chance"  # who starts
    state.apply(Starter(1), CHANCE)
    assert state.decision().kind == "simultaneous" and state.decision().players == (0, 1)
    for p in (0, 1):
        state.apply(Arrange(state.hands[p]), p)
    assert state.decision().kind == "player" and state.decision().players == (1,)
    state.apply(ChooseDice(2), 1)
    assert state.decision().kind == "chance"
    assert isinstance(state.sample_chance(random.Random(3)), Roll)
    assert len(state.sample_chance(random.Random(3)).dice) == 2


def test_the_deal_gives_16_tiles_each_and_the_rest_stays_in_the_bag():
    for n in (1, 2, 3, 4):
        state = dealt(n)
        assert [len(h) for h in state.hands] == [16] * n
        drawn = Counter(x for h in state.hands for x in h) + Counter(state.bag)
        assert drawn == Counter(rules.all_tiles())
        assert len(state.bag) == 66 - 16 * n


@pytest.mark.parametrize("outcome", [
    Deal((ONE_TO_16,)),  # one hand for two players
    Deal((ONE_TO_16, ONE_TO_16[:15])),  # a short hand
    Deal((ONE_TO_16, (23,) * 16)),  # no such tile
    Starter(0),  # not this chance event
])
def test_impossible_deals_are_refused(outcome):
    state = BingolinoState(2, {"starter": 0})
    with pytest.raises(IllegalAction) as err:
        state.apply(outcome, CHANCE)
    assert err.value.key == "game.not_chance"


@pytest.mark.parametrize("dice", [(1, 2), (1, 2, 7), (0, 1, 2)])
def test_impossible_rolls_are_refused(dice):
    state = dealt()
    for p in (0, 1):
        state.apply(Arrange(state.hands[p]), p)
    state.apply(ChooseDice(3), 0)
    with pytest.raises(IllegalAction):
        state.apply(Roll(dice), CHANCE)
    with pytest.raises(IllegalAction):
        state.apply(ChooseDice(3), 0)  # a player cannot act while the dice are out


def test_nobody_acts_out_of_turn():
    state = dealt()
    assert state.legal_actions(0) == [Arrange(state.hands[0])]
    with pytest.raises(IllegalAction) as err:
        state.apply(Roll((1,)), CHANCE)
    assert err.value.key == "game.not_chance"
    state.apply(Arrange(state.hands[0]), 0)
    assert state.legal_actions(0) == []
    with pytest.raises(IllegalAction) as err:
        state.apply(Arrange(state.hands[0]), 0)
    assert err.value.key == "game.not_your_turn"


def test_clone_is_independent():
    state = dealt()
    copy = state.clone()
    copy.apply(Arrange(copy.hands[0]), 0)
    assert state.grids[0] is None and state.decision().players == (0, 1)


def test_snapshot_is_plain_data_and_follows_the_state():
    import json

    state = dealt()
    before = state.snapshot()
    assert json.loads(json.dumps(before)) == before
    state.apply(Arrange(state.hands[0]), 0)
    assert state.snapshot() != before
    assert state.snapshot()["grids"][0] == list(state.hands[0])


def test_observation_shows_the_table_and_not_the_bag():
    state = dealt(3)
    obs = state.observation(1)
    assert obs.viewer == 1 and obs.num_players == 3
    assert obs.hands == tuple(state.hands)
    assert "bag" not in attrs.asdict(obs)
    assert state.observation(None).viewer is None
    for other in hidden_variants(state, 1, random.Random(4)):
        assert other.observation(1) == obs


def test_view_helpers():
    state = BingolinoState(2, {"starter": 0})
    state.apply(Deal((ONE_TO_16, ONE_TO_16)), CHANCE)
    for p in (0, 1):
        state.apply(Arrange(ONE_TO_16), p)
    state.apply(ChooseDice(2), 0)
    state.apply(Roll((3, 4)), CHANCE)
    obs = state.observation(0)
    assert obs.total == 7 and obs.dice == (3, 4)
    assert obs.pending == (0,)
    assert obs.stars(0) == 0 and obs.in_play(1)


@pytest.mark.parametrize("action", [
    Deal((ONE_TO_16, ONE_TO_16)), Starter(2), Arrange(ONE_TO_16), ChooseDice(4),
    Roll((1, 6, 6)), Flip(15), TurnBack(0),
])
def test_actions_round_trip_through_json(action):
    import json

    data = json.loads(json.dumps(action.to_json()))
    assert data["type"] == type(action).__name__
    assert action_from_json(data, ACTION_TYPES) == action


@pytest.mark.parametrize("data", [
    {"type": "Castle"}, {"type": "Flip"}, {"type": "Flip", "cell": "left"}, {"cell": 3},
])
def test_malformed_actions_are_refused(data):
    with pytest.raises(IllegalAction) as err:
        action_from_json(data, ACTION_TYPES)
    assert err.value.key == "action.malformed"


def test_player_count_is_checked():
    for n in (0, 5):
        with pytest.raises(IllegalAction) as err:
            BingolinoState(n, {})
        assert err.value.key == "game.player_count"


def test_unknown_option_is_refused():
    with pytest.raises(IllegalAction) as err:
        BingolinoState(2, {"variant": "fast"})
    assert err.value.key == "option.unknown"
