"""What one seat receives: its view, its legal actions, and the events it may see.

Leak-proof by construction: everything a seat gets is computed here from the state through
``observation(seat)`` (which the conformance suite checks against ``hidden_variants``), from
``legal_actions(seat)`` (checked the same way), and from events passed through the game's
whitelist (``games/<id>/seen.py``: event key -> the arguments a seat may see). An event key
that is not listed never leaves the server. tests/net/test_conformance.py checks every
message a seat received against the hidden variants of what it could not see.
"""

from __future__ import annotations

import functools
import importlib
from types import ModuleType
from typing import Any, Iterable

from bingolino_app.core.game import Event, GameState
from bingolino_app.net import views


@functools.cache
def seen(game_id: str) -> ModuleType:
    """The game's ``seen`` module (its event whitelist, maybe ``legal_from_view``)."""
    return importlib.import_module(f"bingolino_app.games.{game_id}.seen")


def visible_events(game_id: str, events: Iterable[Event], seat: int | None) -> list[dict]:
    """The events ``seat`` may see, as plain data, with only their whitelisted arguments."""
    allowed = seen(game_id).EVENT_ARGS
    out = []
    for event in events:
        names = allowed.get(event.key)
        if names is None:
            continue
        out.append({"key": event.key,
                    "args": {k: event.args[k] for k in names if k in event.args}})
    return out


def legal_is_derived(game_id: str) -> bool:
    """Whether a client rebuilds the legal actions from its view (none are sent)."""
    return hasattr(seen(game_id), "legal_from_view")


def seat_state(game_id: str, state: GameState, seat: int) -> dict:
    """The part of an update that follows from the state alone, for ``seat``:
    observation (the record: codec.dumps writes it), decision (kind and who decides) and
    legal actions (None: derive them)."""
    decision = state.decision()
    legal: list | None
    if legal_is_derived(game_id):
        legal = None
    else:
        legal = [a.to_json() for a in state.legal_actions(seat)]
    return {
        "view": state.observation(seat),
        "decision": {"kind": decision.kind, "players": list(decision.players)},
        "legal": legal,
    }


def legal_actions(game_id: str, view: Any, seat: int, legal: list | None) -> list:
    """On the client: the seat's legal actions as records, sent or rebuilt from its view."""
    if legal is None:
        return seen(game_id).legal_from_view(view, seat)
    return views.actions_from_json(game_id, legal)
