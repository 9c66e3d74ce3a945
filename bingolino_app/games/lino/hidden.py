"""What a Lino player cannot see, for the conformance suite's hidden-information check.

Backs that lie face down (all of them in the standard game, the numbers with "stars only") are
hidden from both players alike; variants shuffle them among the face-down tiles.
"""

from __future__ import annotations

import random

from bingolino_app.games.lino.state import LinoState


def hidden_variants(state: LinoState, player: int | None, rng: random.Random,
                    count: int = 3) -> list[LinoState]:
    """States that differ from ``state`` only in backs nobody can see."""
    hidden = [t for t in range(len(state.backs)) if state.visible_back(t) is None]
    variants = []
    for _ in range(count):
        other = state.clone()
        backs = list(other.backs)
        shuffled = [backs[t] for t in hidden]
        rng.shuffle(shuffled)
        for t, back in zip(hidden, shuffled):
            backs[t] = back
        other.backs = tuple(backs)
        variants.append(other)
    return variants
