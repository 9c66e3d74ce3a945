"""What a Domino Bingo player cannot see, for the conformance suite's hidden-information check.

Hidden from a player: the opponent's hand and the stock's order and content, except what the
table told him (the turned trump stone while in the stock or in the hand of whoever drew it,
doubles the opponent declared and still holds). Variants redistribute the rest.
"""

from __future__ import annotations

import random

from bingolino_app.games.domino_bingo.state import DominoState


def hidden_variants(state: DominoState, player: int | None, rng: random.Random,
                    count: int = 3) -> list[DominoState]:
    """States that differ from ``state`` only in what ``player`` cannot see."""
    if player is None or state.phase != "play":
        return [state.clone()]
    other = 1 - player
    known = set(d for p, doubles in state.declarations if p == other for d in doubles)
    if state.trump_holder == other:
        known.add(state.trump_stone)
    fixed_hand = [s for s in state.hands[other] if s in known]
    loose = [s for s in state.hands[other] if s not in known]
    stock_tail = state.stock[-1:] if state.trump_holder is None else []
    stock_free = state.stock[:-1] if state.trump_holder is None else list(state.stock)
    variants = []
    for _ in range(count):
        pool = loose + stock_free
        rng.shuffle(pool)
        variant = state.clone()
        variant.hands[other] = sorted(fixed_hand + pool[:len(loose)])
        variant.stock = pool[len(loose):] + stock_tail
        variants.append(variant)
    return variants
