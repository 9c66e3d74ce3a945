"""What a Bingolino player cannot see, for the conformance suite's hidden-information check.

Everything on the table is public (drawn tiles lie face up); only the bag of undrawn tiles is
hidden. Its content can be deduced from the hands, its order cannot, so variants shuffle it.
"""

from __future__ import annotations

import random

from bingolino_app.games.bingolino.state import BingolinoState


def hidden_variants(state: BingolinoState, player: int | None, rng: random.Random,
                    count: int = 3) -> list[BingolinoState]:
    """States that differ from ``state`` only in what ``player`` cannot see."""
    variants = []
    for _ in range(count):
        other = state.clone()
        rng.shuffle(other.bag)
        variants.append(other)
    return variants
