"""Shared by the core-numbers tests: a session some way into a game, its save as a dict,
and the check that a save is refused."""

from __future__ import annotations

import json

import pytest

from bingolino_app.core import saves
from bingolino_app.core.saves import SaveError
from bingolino_app.core.session import Seat, Session


SEATS = [Seat("Ann"), Seat("Bot", "computer", "strong")]


def played(game="bingolino", moves=12, seed=21, seats=SEATS, options=None) -> Session:
    session = Session(game, seats, {"starter": 1} if options is None else options, seed=seed)
    for _ in range(moves):
        player = session.pending_players()[0]
        session.apply(player, session.state.legal_actions(player)[0])
    return session


def _data(**changes) -> dict:
    data = json.loads(saves.dumps(played()))
    data.update(changes)
    return data


def _refused(data, key="save.corrupt") -> None:
    with pytest.raises(SaveError) as err:
        saves.from_dict(data)
    assert err.value.key == key
