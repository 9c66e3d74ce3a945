"""Lino as the app lists it (id, title, players, options): imported at start
without the rules' state, which loads when a game begins (core.registry.LazyState)."""

from __future__ import annotations

from bingolino_app.core.spec import GameSpec, Option
from bingolino_app.games.lino import rules

SPEC = GameSpec(
    id="lino",
    title="Lino",
    min_players=2,
    max_players=2,
    rules_version=1,
    options=(
        Option("layout", "Starting layout", "cross",
               (("cross", "Starting cross"), ("random", "Random layout")),
               accepts=rules.is_layout_string),
        Option("bonus", "Bonus game", "off",
               (("off", "No bonus"), ("full", "Numbers and stars"), ("stars", "Stars only"))),
        Option("match", "Match", "single",
               (("single", "One game"), ("fair", "Fair match: two games"))),
        Option("starter", "Who starts", -1, ((-1, "At random"), (0, "Player 1"), (1, "Player 2"))),
    ),
)
