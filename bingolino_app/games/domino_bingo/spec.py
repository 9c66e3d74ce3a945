"""Domino Bingo as the app lists it (id, title, players, options): imported at start
without the rules' state, which loads when a game begins (core.registry.LazyState)."""

from __future__ import annotations

from bingolino_app.core.spec import GameSpec, Option

RUSSIAN, ENGLISH = "russian", "english"  # the rules variants (rules.py uses them too)

SPEC = GameSpec(
    id="domino_bingo",
    title="Domino Bingo",
    min_players=2,
    max_players=2,
    rules_version=1,
    options=(
        Option("variant", "Rules", ENGLISH, (
            (RUSSIAN, "Russian rules"), (ENGLISH, "English rules"),
        ), language_defaults=(("ru", RUSSIAN), ("en", ENGLISH))),
        Option("target", "Match to", 7, ((7, "7 big points"), (8, "8 big points"))),
    ),
    hidden_information=True,
    # A finished trick shows the other's stone and is followed by the draws: taking it back
    # would let a player choose again knowing them.
    undo_barriers=("domino.trick",),
)
