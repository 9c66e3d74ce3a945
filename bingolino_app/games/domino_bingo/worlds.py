"""Sampling the hidden stones consistently with one player's observation.

What the viewer knows: his hand, every stone played, the turned trump stone (in the stock at
its end, or in the hand of whoever drew it), the doubles the opponent declared and still
holds, and the suits the opponent must be out of, because he did not follow them while the
follow rules applied (his hand has only shrunk since: no drawing once they apply).
"""

from __future__ import annotations

import random

from bingolino_app.games.domino_bingo import rules
from bingolino_app.games.domino_bingo.rules import ALL, PLAIN_MASK, TRUMP_MASK, stone_id
from bingolino_app.games.domino_bingo.sim import Sim


def voids(obs, player: int) -> int:
    """Stones ``player`` cannot hold: classes he failed to follow while the rules bound him."""
    t, ru = obs.trump, obs.variant == rules.RUSSIAN
    forbidden = 0
    for trick in obs.tricks:
        if not trick.strict or trick.leader == player:
            continue
        led, his = stone_id(trick.stones[0]), stone_id(trick.stones[1])
        if TRUMP_MASK[t] >> led & 1:
            if not TRUMP_MASK[t] >> his & 1:
                forbidden |= TRUMP_MASK[t]
            continue
        high, low = rules.high_low(led)
        if PLAIN_MASK[t][high] >> his & 1:
            continue
        forbidden |= PLAIN_MASK[t][high]
        if ru:
            if low != high and not PLAIN_MASK[t][low] >> his & 1:
                forbidden |= PLAIN_MASK[t][low]
        elif not TRUMP_MASK[t] >> his & 1:
            forbidden |= TRUMP_MASK[t]
    return forbidden


class WorldSampler:
    """Draws complete deals (the opponent's hand, the stock order) that fit ``obs``."""

    def __init__(self, obs, use_voids: bool = True) -> None:
        self.obs = obs
        me = self.me = obs.viewer
        opp = 1 - me
        self.mine = rules.mask_of(stone_id(s) for s in obs.hands[me])
        played = rules.mask_of(stone_id(s) for s in obs.played())
        known = set()
        for p, doubles in obs.declarations:
            if p == opp:
                known.update(stone_id(d) for d in doubles)
        trump_id = stone_id(obs.trump_stone)
        self.trump_in_stock = obs.trump_holder is None
        if obs.trump_holder == opp:
            known.add(trump_id)
        known_mask = rules.mask_of(known) & ~played & ~self.mine
        self.known_opp = known_mask
        unknown = ALL & ~self.mine & ~played & ~known_mask
        if self.trump_in_stock:
            unknown &= ~(1 << trump_id)
        self.unknown = rules.ids_of(unknown)
        self.need = obs.hand_sizes[opp] - bin(known_mask).count("1")
        forbidden = voids(obs, opp) if use_voids else 0
        self.allowed = [i for i in self.unknown if not forbidden >> i & 1]
        if len(self.allowed) < self.need:  # cannot happen with sound inference; stay safe
            self.allowed = list(self.unknown)
        self.forbidden_unknown = [i for i in self.unknown if i not in set(self.allowed)]
        self.trump_id = trump_id
        led = stone_id(obs.trick[0][1]) if obs.trick else -1
        decl = 0
        if obs.declared is not None and obs.trick:
            decl = len(obs.declared[1])
        self.base = dict(
            variant=obs.variant, target=obs.target, t=obs.trump, closed=-1
            if obs.closed_by is None else obs.closed_by,
            closed_tk=obs.closed_at[1] if obs.closed_at else (0, 0), to_move=obs.to_move,
            led=led, pts=obs.points, tk=obs.trick_counts,
            first70=-1 if obs.first70 is None else obs.first70, decl=decl, big=obs.big)

    def sample(self, rng: random.Random) -> Sim:
        allowed = self.allowed[:]
        rng.shuffle(allowed)
        opp_hand = self.known_opp | rules.mask_of(allowed[:self.need])
        rest = allowed[self.need:] + self.forbidden_unknown
        rng.shuffle(rest)
        if self.trump_in_stock:
            rest.append(self.trump_id)
        hands = [0, 0]
        hands[self.me], hands[1 - self.me] = self.mine, opp_hand
        return Sim(hands=hands, stock=rest, pos=0, **self.base)

    def opponent_hands(self) -> int:
        """How many different opponent hands fit (to enumerate when few)."""
        from math import comb

        return comb(len(self.allowed), self.need)

    def all_worlds(self):
        """Every fitting opponent hand, the rest in a fixed stock order: for a closed stock
        (never drawn again) or the seventh trick (one unknown stone, then the turned trump)."""
        from itertools import combinations

        for chosen in combinations(self.allowed, self.need):
            rest = [i for i in self.unknown if i not in chosen]
            if self.trump_in_stock:
                rest.append(self.trump_id)
            hands = [0, 0]
            hands[self.me] = self.mine
            hands[1 - self.me] = self.known_opp | rules.mask_of(chosen)
            yield Sim(hands=hands, stock=rest, pos=0, **self.base)
