"""Bingolino as the app lists it (id, title, players, options): imported at start
without the rules' state, which loads when a game begins (core.registry.LazyState)."""

from __future__ import annotations

from bingolino_app.core.spec import GameSpec, Option

SPEC = GameSpec(
    id="bingolino",
    title="Bingolino",
    min_players=1,
    max_players=4,
    rules_version=1,
    options=(
        Option("starter", "Who starts", -1, (
            (-1, "At random"), (0, "Player 1"), (1, "Player 2"), (2, "Player 3"), (3, "Player 4"),
        )),
    ),
)
