"""Domino Bingo as the app lists it (id, title, players, options): imported at start
without the rules' state, which loads when a game begins (core.registry.LazyState)."""

from __future__ import annotations

from bingolino_app.core.spec import GameSpec, Option

RUSSIAN, ENGLISH = "russian", "english"  # the rules variants (rules.py uses them too)


def undo_reveals(before, after, events) -> str | None:
    """What a step showed the player whose views these are: the other's stone (played or
    declared), or a stone he drew. A trick his own stone finished, with nothing drawn after
    it (the stock closed or used up), shows him nothing: he may take his stone back."""
    me = after.viewer
    for event in events:
        if event.key in ("domino.played", "domino.declared") and \
                event.args.get("player") != me:
            return event.key
    held, holds = set(before.hands[me] or ()), set(after.hands[me] or ())
    if holds - held:
        return "domino.trick"  # played out, and a stone drawn after it
    return None


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
    # The other's stone and the draws after a trick: taking a stone back after them would
    # let a player choose again knowing them.
    undo_reveals=undo_reveals,
)
