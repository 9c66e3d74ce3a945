"""A fast filling-phase position for the computer players: make/unmake moves and judge them.

Per row it keeps the count of empty tiles (a row closes when it reaches 0) and a base-3 code of
its stones, whose run potential is memoised; so a move touches at most four rows.
"""

from __future__ import annotations

import random

from bingolino_app.games.lino import scoring
from bingolino_app.games.lino.rules import STAR, STONES, run_points
from bingolino_app.games.lino.scoring import EMPTY, Geometry

_RUN_MEMO: dict[tuple[int, ...], float] = {}
RUN_WEIGHT = 0.6  # run potential is uncertain: 8 tiles stay empty, the rival blocks
STAR_WEIGHT = 0.5


def _pattern_value(pattern: tuple[int, ...]) -> float:
    """Blue's minus white's run prospects on one row pattern (-1 empty, 0 blue, 1 white)."""
    value = _RUN_MEMO.get(pattern)
    if value is not None:
        return value
    value = 0.0
    for player, sign in ((0, 1.0), (1, -1.0)):
        i, n = 0, len(pattern)
        while i < n:  # segments free of the rival's stones
            if pattern[i] == 1 - player:
                i += 1
                continue
            j = i
            while j < n and pattern[j] != 1 - player:
                j += 1
            seg = pattern[i:j]
            if len(seg) >= 4:
                own = sum(1 for s in seg if s == player)
                best_run = run = 0
                for s in seg:
                    run = run + 1 if s == player else 0
                    best_run = max(best_run, run)
                sure = float(run_points(best_run))
                hope = RUN_WEIGHT * run_points(min(len(seg), 7)) * (own / len(seg)) ** 2
                value += sign * max(sure, hope)
            i = j
    _RUN_MEMO[pattern] = value
    return value


class Position:
    """The stones on a built board, the row points so far and who moves next."""

    def __init__(self, geo: Geometry, stones, backs, mode: str, to_move: int, points) -> None:
        self.geo = geo
        self.rows, self.rows_of = geo.rows, geo.rows_of
        self.lens = [len(r) for r in geo.rows]
        self.stones = list(stones)
        self.backs = tuple(backs)
        self.mode = mode
        self.to_move = to_move
        self.points = list(points)
        self.placed = sum(1 for s in self.stones if s != EMPTY)
        self.empty_in = [sum(1 for t in r if self.stones[t] == EMPTY) for r in geo.rows]
        self.stars = [t for t, b in enumerate(self.backs) if b == STAR] if mode != "off" else []
        self.run_value = [_pattern_value(tuple(self.stones[t] for t in r)) for r in geo.rows]
        self.run_total = sum(self.run_value)
        rng = random.Random(56)
        self.keys = [[rng.getrandbits(64) for _ in range(2)] for _ in self.stones]
        self.hash = 0
        for t, s in enumerate(self.stones):
            if s != EMPTY:
                self.hash ^= self.keys[t][s]

    def moves_left(self) -> int:
        return STONES - self.placed

    def empties(self) -> list[int]:
        return [t for t, s in enumerate(self.stones) if s == EMPTY]

    def gain(self, t: int) -> int:
        """Points a stone on ``t`` scores now."""
        e, lens = self.empty_in, self.lens
        return sum(lens[r] for r in self.rows_of[t] if e[r] == 1)

    def gift(self, t: int) -> int:
        """Points a stone on ``t`` leaves for the rival: rows it brings to one empty tile."""
        e, lens = self.empty_in, self.lens
        return sum(lens[r] for r in self.rows_of[t] if e[r] == 2)

    def play(self, t: int) -> int:
        p = self.to_move
        stones, e, rows, values = self.stones, self.empty_in, self.rows, self.run_value
        gained = 0
        stones[t] = p
        for r in self.rows_of[t]:
            e[r] -= 1
            if e[r] == 0:
                gained += self.lens[r]
            new = _pattern_value(tuple(stones[x] for x in rows[r]))
            self.run_total += new - values[r]
            values[r] = new
        self.points[p] += gained
        self.placed += 1
        self.hash ^= self.keys[t][p]
        self.to_move = 1 - p
        return gained

    def undo(self, t: int, gained: int) -> None:
        p = 1 - self.to_move
        stones, e, rows, values = self.stones, self.empty_in, self.rows, self.run_value
        stones[t] = EMPTY
        for r in self.rows_of[t]:
            e[r] += 1
            new = _pattern_value(tuple(stones[x] for x in rows[r]))
            self.run_total += new - values[r]
            values[r] = new
        self.points[p] -= gained
        self.placed -= 1
        self.hash ^= self.keys[t][p]
        self.to_move = p

    # --- judging -----------------------------------------------------------------------------
    def final_margin(self) -> float:
        """Exact end score of the side to move minus the rival's (all stones placed)."""
        runs, bonus = scoring.end_totals(self.geo, self.stones, self.backs, self.mode)
        total = [self.points[p] + runs[p] + bonus[p] for p in (0, 1)]
        p = self.to_move
        return float(total[p] - total[1 - p])

    def evaluate(self) -> float:
        """Estimated final margin for the side to move: points, run prospects, stars, the
        closing move on offer, and the parity of safe moves (who must gift a row first)."""
        p = self.to_move
        sign = 1.0 if p == 0 else -1.0
        value = self.points[p] - self.points[1 - p] + sign * self.run_total
        for t in self.stars:
            owner = scoring.star_winner(self.geo, self.stones, t)
            if owner is not None:
                value += STAR_WEIGHT * 10 * (1 if owner == p else -1)
        best_gain, safe, least_gift = 0, 0, 99
        for t in self.empties():
            g = self.gain(t)
            if g > best_gain:
                best_gain = g
            gift = self.gift(t)
            if gift == 0:
                safe += 1
            elif gift < least_gift:
                least_gift = gift
        value += best_gain
        if best_gain == 0 and safe < self.moves_left() and least_gift < 99:
            # The side to move meets the first forced gift when the safe moves run out on it.
            value += 0.5 * least_gift * (1 if safe % 2 else -1)
        return value
