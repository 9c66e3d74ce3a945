"""Qwingo as the app lists it (id, title, players, options): imported at start
without the rules' state, which loads when a game begins (core.registry.LazyState)."""

from __future__ import annotations

from bingolino_app.core.spec import GameSpec, Option

SPEC = GameSpec(
    id="qwingo",
    title="Qwingo",
    min_players=1,
    max_players=5,
    rules_version=1,
    options=(Option("may_pass", "Players may pass", False),),
    hidden_information=True,
    undo_barriers=("qwingo.revealed",),  # a setup redone after seeing the others' is cheating
)
