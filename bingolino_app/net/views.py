"""Observations and actions as JSON, and back into the game's own records.

An observation is a frozen attrs record (``View`` of each game); cattrs unstructures it to
plain data and structures it back, so a client rebuilds the very object the boards and the
bots draw from (tests/net/test_views.py checks equality over whole games). Actions sent by a
client are read strictly: written back they must give the same JSON, so "3" never stands for
3 and no unknown field slips through.
"""

from __future__ import annotations

import functools
import json
from typing import Any

import cattrs

from bingolino_app.core import registry
from bingolino_app.core.game import Action, IllegalAction, action_from_json
from bingolino_app.net import codec

_converter = cattrs.Converter()


def _deep_tuple(value: Any) -> Any:
    return tuple(_deep_tuple(v) for v in value) if isinstance(value, (list, tuple)) else value


# A field typed plain ``tuple`` (Lino's ``last``: ("move", tile, (c, r), (c, r))) holds
# tuples all the way down; JSON made them lists.
_converter.register_structure_hook(tuple, lambda value, _: _deep_tuple(value))


@functools.cache
def view_type(game_id: str) -> type:
    """The class of a game's observations (one fresh state tells)."""
    entry = registry.game(game_id)
    return type(entry.new_state(entry.spec.min_players, {}).observation(None))


def view_to_json(view: Any) -> dict:
    """A view as plain data (the server sends the record itself: codec.dumps writes it)."""
    return json.loads(codec.dumps(view))


def view_from_json(game_id: str, data: dict) -> Any:
    """Raises ValueError when ``data`` is not a view of this game."""
    try:
        return _converter.structure(data, view_type(game_id))
    except (cattrs.BaseValidationError, TypeError, ValueError, KeyError) as exc:
        raise ValueError("not a view of this game") from exc


def action_types(game_id: str) -> tuple[type, ...]:
    return registry.game(game_id).new_state.action_types


def action_to_json(action: Action) -> dict:
    return action.to_json()


def _canonical(value: Any) -> str:
    return json.dumps(value, sort_keys=True)


def action_from_wire(game_id: str, raw: Any) -> Action:
    """A client's action, read strictly. Raises IllegalAction("action.malformed") (no
    arguments: the refused text is the sender's own and never echoed back)."""
    if not isinstance(raw, dict) or not isinstance(raw.get("type"), str):
        raise IllegalAction("action.malformed")
    try:
        action = action_from_json(raw, action_types(game_id))
        written = json.loads(json.dumps(action.to_json()))
    except (IllegalAction, TypeError, ValueError, RecursionError):
        raise IllegalAction("action.malformed") from None
    if set(raw) != set(written) or _canonical(written) != _canonical(raw):
        raise IllegalAction("action.malformed")
    return action


def actions_from_json(game_id: str, raw: list) -> list[Action]:
    """Actions from a trusted source (the server's list of legal actions)."""
    types = action_types(game_id)
    return [action_from_json(a, types) for a in raw]
