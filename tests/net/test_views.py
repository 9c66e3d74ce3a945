"""Observations and actions survive the trip through JSON, exactly; bad actions are refused."""

from __future__ import annotations

import json

import pytest
from net_helpers import GAME_IDS, local_positions

from bingolino_app.core import registry
from bingolino_app.core.game import IllegalAction
from bingolino_app.games.lino import seen as lino_seen
from bingolino_app.net import codec, views, visibility


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_view_of_a_game_comes_back_equal(game_id):
    spec = registry.game(game_id).spec
    checked = 0
    for players in {spec.min_players, spec.max_players}:
        for session in local_positions(game_id, players, seed=11 + players):
            for seat in range(players):
                view = session.state.observation(seat)
                data = json.loads(json.dumps(views.view_to_json(view)))
                assert views.view_from_json(game_id, data) == view
                checked += 1
    assert checked > 50


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_legal_actions_come_back_equal(game_id):
    for session in local_positions(game_id, registry.game(game_id).spec.max_players, seed=5):
        for seat in session.pending_players():
            sent = visibility.seat_state(game_id, session.state, seat)
            sent = json.loads(codec.dumps(sent))
            view = views.view_from_json(game_id, sent["view"])
            got = visibility.legal_actions(game_id, view, seat, sent["legal"])
            assert got == session.state.legal_actions(seat)


def test_lino_rebuilds_its_legal_moves_from_the_view_and_sends_none():
    assert visibility.legal_is_derived("lino")
    assert not visibility.legal_is_derived("domino_bingo")
    positions = 0
    for session in local_positions("lino", 2, seed=3, options={"layout": "random"}):
        for seat in (0, 1):
            view = session.state.observation(seat)
            assert lino_seen.legal_from_view(view, seat) == session.state.legal_actions(seat)
            positions += 1
    assert positions > 100


def test_a_view_of_another_game_is_refused():
    session = next(local_positions("domino_bingo", 2, seed=1))
    data = views.view_to_json(session.state.observation(0))
    with pytest.raises(ValueError):
        views.view_from_json("lino", data)


@pytest.mark.parametrize("raw", [
    None, [], "Play", {"type": 5}, {"type": "Nope"}, {"type": "Play"},
    {"type": "Play", "stone": [1, 2], "declare": False, "extra": 1},
    {"type": "Play", "stone": ["1", 2], "declare": False},
    {"type": "Play", "stone": [1, 2], "declare": 0},
    {"type": "Play", "stone": [1, 2, 3], "declare": False},
    {"type": "Play", "stone": [1.0, 2], "declare": False},
    {"type": "Play", "stone": {"a": 1}, "declare": False},
])
def test_malformed_actions_are_refused_without_echo(raw):
    with pytest.raises(IllegalAction) as caught:
        views.action_from_wire("domino_bingo", raw)
    assert caught.value.key == "action.malformed" and caught.value.args == {}


def test_a_well_formed_action_is_read():
    action = views.action_from_wire("domino_bingo",
                                    {"type": "Play", "stone": [1, 2], "declare": False})
    assert action.to_json() == {"type": "Play", "stone": (1, 2), "declare": False}


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_event_whitelist_names_every_event_and_argument_the_game_emits(game_id):
    """A new event (or argument) must be decided on in seen.py, or it never reaches a seat."""
    allowed = visibility.seen(game_id).EVENT_ARGS
    spec = registry.game(game_id).spec
    seen_keys = set()
    for seed in range(6):
        players = (spec.min_players, spec.max_players)[seed % 2]
        options = {"bonus": ("off", "full", "stars")[seed % 3]} if game_id == "lino" else {}
        for session in local_positions(game_id, players, seed, options):
            pass
        for event in session.events():
            assert event.key in allowed, event.key
            assert set(event.args) <= set(allowed[event.key]), event
            seen_keys.add(event.key)
    assert len(seen_keys) >= len(allowed) // 2
