"""What a Qwingo player cannot see, for the conformance suite's hidden-information check.

Only the other players' setups are secret, and only until everybody has placed: variants
give every other player who has already placed a different random setup. Once the sheets are
revealed, or while nobody else has placed (a solo game always), nothing is hidden and the
only variant is the state itself.
"""

from __future__ import annotations

import random

from bingolino_app.games.qwingo.rules import BOXES, COLUMNS, START_NUMBERS
from bingolino_app.games.qwingo.state import QwingoState


def hidden_variants(state: QwingoState, player: int | None, rng: random.Random,
                    count: int = 3) -> list[QwingoState]:
    """States that differ from ``state`` only in what ``player`` cannot see."""
    secret = [p for p in range(state.num_players)
              if state.phase == "setup" and state.placed[p] and p != player]
    variants = []
    for _ in range(count if secret else 1):
        other = state.clone()
        for p in secret:
            numbers = list(START_NUMBERS)
            rng.shuffle(numbers)
            other.sheets[p] = [[0] * BOXES for _ in range(COLUMNS)]
            for c, n in enumerate(numbers):
                other.sheets[p][c][rng.randrange(BOXES)] = n
        variants.append(other)
    return variants
