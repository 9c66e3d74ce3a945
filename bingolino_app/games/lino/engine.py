"""A fast filling-phase position for the computer players: make/unmake moves and judge them.

Everything a search asks per node is kept up to date by the move itself instead of being
recounted: per row the empty tiles left and a base-3 code of its stones (whose run values are
memoised), per empty tile the points a stone there scores now (``gains``) and the points it
leaves to the rival (``gifts``), a count of empty tiles per gift value, the tiles that score,
the stones around each star, the numbers on empty tiles and the Zobrist hash. A move touches
at most four rows, and only a row reaching three, two, one or no empty tiles changes a tile's
gain or gift, and each empty tile's order figure for the search's move order. ``recount``
rebuilds the same figures from scratch (tests compare the two). ``leaf`` judges a stone one
ply on without playing it: the search's depth-1 nodes ask it for most of its nodes.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Final, Sequence

from bingolino_app.games.lino import rules, scoring
from bingolino_app.games.lino.rules import back_number, back_owner, run_points
from bingolino_app.games.lino.scoring import Geometry

# The rules' numbers as this module's constants (mypyc reads a Final as a C constant, an
# imported name as a lookup).
STAR: Final[str] = rules.STAR
STONES: Final[int] = rules.STONES
TILES: Final[int] = rules.TILES
EMPTY: Final[int] = scoring.EMPTY

SCALE: Final = 1000  # run values are kept in thousandths of a point, as integers (exact undo)
RUN_WEIGHT: Final = 0.6  # run potential is uncertain: 8 tiles stay empty, the rival blocks
STAR_VALUE: Final = SCALE * 10 // 2  # a star half won while stones can still change it
PARITY: Final = SCALE // 2  # half the least gift goes to the player the safe moves favour

# A row's key is its code shifted left by 6 bits plus its length; its value packs blue's minus
# white's run prospects (x SCALE) above PACK and the run points as they stand below it, so one
# lookup and one sum keep both totals (|runs| stays far below PACK / 2 on any board).
PACK: Final = 1 << 24

# A search orders the empty tiles by gift - 2 gain, then by its history, then by tile: the
# position keeps the first figure as a float in units of ORDER_UNIT (filled tiles: FILLED),
# for the search to add its history and tile below the unit and sort plain floats. Every
# figure is an integer below 2 ** 53, so the sums are exact.
ORDER_UNIT: Final = float(1 << 38)
FILLED: Final = float(1 << 52)
# Per row through a tile: (row, its length, the mover's digit there, the row's tiles, the
# length in ORDER_UNITs).
Touch = tuple[int, int, int, tuple[int, ...], float]


def _decode(code: int, length: int) -> tuple[int, ...]:
    """A row code (digit i: 0 empty, 1 blue, 2 white, for the row's i-th tile) as stones."""
    out = []
    for _ in range(length):
        code, digit = divmod(code, 3)
        out.append(digit - 1)
    return tuple(out)


def pattern_value(pattern: tuple[int, ...], weight: float = RUN_WEIGHT) -> float:
    """Blue's minus white's run prospects on one row pattern (-1 empty, 0 blue, 1 white): a
    run already made counts in full, a stretch free of the rival's stones by how much of it
    is filled."""
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
                hope = weight * run_points(min(len(seg), 7)) * (own / len(seg)) ** 2
                value += sign * max(sure, hope)
            i = j
    return value


def pattern_runs(pattern: tuple[int, ...]) -> int:
    """Blue's minus white's points for the maximal runs of 4+ stones in one row pattern."""
    total, i, n = 0, 0, len(pattern)
    while i < n:
        j = i
        while j + 1 < n and pattern[j + 1] == pattern[i]:
            j += 1
        if pattern[i] != EMPTY:
            total += run_points(j - i + 1) * (1 if pattern[i] == 0 else -1)
        i = j + 1
    return total


class RowValues(dict):
    """Packed values of row keys for one run weight, computed on first use."""

    def __init__(self, weight: float) -> None:
        super().__init__()
        self.weight = weight

    def __missing__(self, key: int) -> int:
        pattern = _decode(key >> 6, key & 63)
        value = round(SCALE * pattern_value(pattern, self.weight)) * PACK + pattern_runs(pattern)
        self[key] = value
        return value


_MEMOS: dict[float, RowValues] = {}


def row_values(weight: float = RUN_WEIGHT) -> RowValues:
    memo = _MEMOS.get(weight)
    if memo is None:
        memo = _MEMOS[weight] = RowValues(weight)
    return memo


def unpack(value: int) -> tuple[int, int]:
    """(prospects, runs) of a packed value or sum of them."""
    prospect = (value + PACK // 2) // PACK
    return prospect, value - prospect * PACK


class Tables:
    """What a position needs about a board that never changes during filling."""

    touch: tuple[tuple[tuple[Touch, ...], ...], ...]
    keys: tuple[tuple[int, int], ...]
    zobrist: tuple[tuple[int, ...], ...]

    def __init__(self, geo: Geometry) -> None:
        self.rows = geo.rows
        self.lens = tuple(len(r) for r in geo.rows)
        if max(self.lens, default=0) > 63:
            raise ValueError("a row longer than 63 tiles")
        index = {(r, t): i for r, row in enumerate(geo.rows) for i, t in enumerate(row)}
        # Per player and tile: (row, its length, the player's digit at the tile's place in
        # the row key, the row's tiles, the length in ORDER_UNITs) for every row through it.
        self.touch = tuple(
            tuple(tuple((r, self.lens[r], (digit * 3 ** index[(r, t)]) << 6, geo.rows[r],
                         self.lens[r] * ORDER_UNIT)
                        for r in rows)
                  for t, rows in enumerate(geo.rows_of))
            for digit in (1, 2))
        self.max_gift = max((sum(self.lens[r] for r in rows) for rows in geo.rows_of),
                            default=0)
        if self.max_gift >= 1 << 12:
            raise ValueError("rows too long for the move order's keys")
        rng = random.Random(56)
        self.keys = tuple((rng.getrandbits(64), rng.getrandbits(64)) for _ in geo.pos)
        self.zobrist = tuple(tuple(k[p] for k in self.keys) for p in (0, 1))  # [player][tile]


@lru_cache(maxsize=16)
def tables(geo: Geometry) -> Tables:
    return Tables(geo)


class Position:
    """The stones on a built board, the row points so far and who moves next."""

    alternate: bool = False
    star_value: int = STAR_VALUE
    parity: int = PARITY
    star_lead: bool = False  # judge a star by the lead against the tiles still open around it
    numbers: int = 0  # weight (x SCALE) of the numbers on empty tiles, as 8 of them stay empty

    memo: dict[int, int]  # a RowValues: typed as the dict it is, so its values are ints
    stones: list[int]
    backs: tuple[str, ...]
    to_move: int
    points: list[int]
    placed: int
    stars: list[int]
    star_of: list[list[int]]
    star_around: list[int]
    number: list[int]
    empty_in: list[int]
    key: list[int]
    value: list[int]
    total: int
    gains: list[int]
    gifts: list[int]
    gift_count: list[int]
    order: list[float]
    hot: set[int]
    star_count: list[list[int]]
    empty_numbers: int
    hash: int
    touch: tuple[tuple[tuple[Touch, ...], ...], ...]
    zobrist: tuple[tuple[int, ...], ...]
    lens: tuple[int, ...]

    def __init__(self, geo: Geometry, stones: Sequence[int], backs: Sequence[str], mode: str,
                 to_move: int, points: Sequence[int], run_weight: float = RUN_WEIGHT) -> None:
        self.memo = row_values(run_weight)
        tab = tables(geo)
        self.geo, self.tab = geo, tab
        self.rows, self.rows_of, self.lens, self.touch = geo.rows, geo.rows_of, tab.lens, tab.touch
        self.zobrist = tab.zobrist
        self.stones = list(stones)
        self.backs = tuple(backs)
        self.mode = mode
        self.to_move = to_move
        self.points = list(points)
        n = len(self.stones)
        self.placed = sum(1 for s in self.stones if s != EMPTY)
        self.stars = [t for t, b in enumerate(self.backs) if b == STAR] if mode != "off" else []
        self.star_of: list[list[int]] = [[] for _ in range(n)]
        self.star_around = [len(geo.around[t]) for t in self.stars]
        for i, t in enumerate(self.stars):
            for x in geo.around[t]:
                self.star_of[x].append(i)
        # Numbers on empty tiles go to their colour's owner at the end (blue plus).
        self.number = [0] * n
        if mode == "full":
            for t, b in enumerate(self.backs):
                if b and b != STAR:
                    self.number[t] = back_number(b) * (1 if back_owner(b) == 0 else -1)
        self.recount()

    def recount(self) -> None:
        """Every derived figure from the stones alone (the moves keep them up to date)."""
        stones, lens = self.stones, self.lens
        self.empty_in = [sum(1 for t in r if stones[t] == EMPTY) for r in self.rows]
        self.key = [sum((stones[t] + 1) * 3 ** i for i, t in enumerate(row)) << 6 | len(row)
                    for row in self.rows]
        self.value = [self.memo[k] for k in self.key]
        self.total = sum(self.value)
        e = self.empty_in
        self.gains = [sum(lens[r] for r in rows if e[r] == 1) for rows in self.rows_of]
        self.gifts = [sum(lens[r] for r in rows if e[r] == 2) for rows in self.rows_of]
        self.gift_count = [0] * (self.tab.max_gift + 1)
        self.order = [FILLED if s != EMPTY else (self.gifts[t] - 2 * self.gains[t]) * ORDER_UNIT
                      for t, s in enumerate(stones)]
        self.hot = set()
        for t, s in enumerate(stones):
            if s == EMPTY:
                self.gift_count[self.gifts[t]] += 1
                if self.gains[t]:
                    self.hot.add(t)
        self.star_count = [[0, 0] for _ in self.stars]
        for i, t in enumerate(self.stars):
            for x in self.geo.around[t]:
                if stones[x] != EMPTY:
                    self.star_count[i][stones[x]] += 1
        self.empty_numbers = sum(v for t, v in enumerate(self.number) if stones[t] == EMPTY)
        self.hash = 0
        for t, s in enumerate(stones):
            if s != EMPTY:
                self.hash ^= self.tab.keys[t][s]

    def moves_left(self) -> int:
        return STONES - self.placed

    def empties(self) -> list[int]:
        return [t for t, s in enumerate(self.stones) if s == EMPTY]

    def gain(self, t: int) -> int:
        """Points a stone on the empty tile ``t`` scores now."""
        return self.gains[t]

    def gift(self, t: int) -> int:
        """Points a stone on the empty tile ``t`` leaves for the rival: the rows it brings to
        one empty tile."""
        return self.gifts[t]

    def play(self, t: int) -> int:
        """Put the mover's stone on ``t``; returns the points it scored."""
        p = self.to_move
        stones, gains, gifts, count = self.stones, self.gains, self.gifts, self.gift_count
        e, key, value, memo, order = self.empty_in, self.key, self.value, self.memo, self.order
        stones[t] = p
        order[t] = FILLED
        count[gifts[t]] = count[gifts[t]] - 1
        if gains[t]:
            self.hot.discard(t)
        gained = delta = 0
        for r, length, digit, row, unit in self.touch[p][t]:
            k = key[r] + digit
            key[r] = k
            v = memo[k]
            delta += v - value[r]
            value[r] = v
            k = e[r]
            e[r] = k - 1
            if k == 1:
                gained += length
            elif k == 2:  # the last empty tile now closes the row instead of gifting it
                for x in row:
                    if stones[x] == EMPTY:
                        break
                g = gifts[x]
                count[g] = count[g] - 1
                count[g - length] = count[g - length] + 1
                gifts[x] = g - length
                g = gains[x]
                if not g:
                    self.hot.add(x)
                gains[x] = g + length
                order[x] = order[x] - 3 * unit
            elif k == 3:  # both empty tiles left now gift the row
                for x in row:
                    if stones[x] == EMPTY:
                        g = gifts[x]
                        count[g] = count[g] - 1
                        count[g + length] = count[g + length] + 1
                        gifts[x] = g + length
                        order[x] = order[x] + unit
        self.total += delta
        for i in self.star_of[t]:
            self.star_count[i][p] = self.star_count[i][p] + 1
        if gained:
            self.points[p] = self.points[p] + gained
        self.empty_numbers -= self.number[t]
        self.placed += 1
        self.hash ^= self.zobrist[p][t]
        self.to_move = 1 - p
        return gained

    def undo(self, t: int, gained: int) -> None:
        p = 1 - self.to_move
        stones, gains, gifts, count = self.stones, self.gains, self.gifts, self.gift_count
        e, key, value, memo, order = self.empty_in, self.key, self.value, self.memo, self.order
        delta = 0
        for r, length, digit, row, unit in self.touch[p][t]:
            k = key[r] - digit
            key[r] = k
            v = memo[k]
            delta += v - value[r]
            value[r] = v
            k = e[r] + 1
            e[r] = k
            if k == 2:
                for x in row:
                    if stones[x] == EMPTY:
                        break
                g = gains[x] - length
                gains[x] = g
                if not g:
                    self.hot.discard(x)
                g = gifts[x]
                count[g] = count[g] - 1
                count[g + length] = count[g + length] + 1
                gifts[x] = g + length
                order[x] = order[x] + 3 * unit
            elif k == 3:
                for x in row:
                    if stones[x] == EMPTY:
                        g = gifts[x]
                        count[g] = count[g] - 1
                        count[g - length] = count[g - length] + 1
                        gifts[x] = g - length
                        order[x] = order[x] - unit
        self.total += delta
        stones[t] = EMPTY
        order[t] = (gifts[t] - 2 * gains[t]) * ORDER_UNIT
        count[gifts[t]] = count[gifts[t]] + 1
        if gains[t]:
            self.hot.add(t)
        for i in self.star_of[t]:
            self.star_count[i][p] = self.star_count[i][p] - 1
        if gained:
            self.points[p] = self.points[p] - gained
        self.empty_numbers += self.number[t]
        self.placed -= 1
        self.hash ^= self.zobrist[p][t]
        self.to_move = p

    def leaf(self, t: int) -> int:
        """What a stone of the mover on the empty tile ``t`` is worth one ply on, without
        playing it: its points x SCALE less the rival's ``static()`` after it (the search's
        leaves). Not for the last stone, nor with ``alternate`` (play it out instead)."""
        p = self.to_move
        q = 1 - p
        stones, gains, e, key, value, memo = (self.stones, self.gains, self.empty_in, self.key,
                                              self.value, self.memo)
        touch = self.touch[p][t]
        stones[t] = p  # for the moment, so that the scans below skip t as play's do
        gained = 0
        take = 0  # the most a tile left to close scores: a row brought to one empty tile...
        total = self.total
        for r, length, digit, row, _ in touch:
            total += memo[key[r] + digit] - value[r]
            n = e[r]
            if n == 1:
                gained += length
            elif n == 2:
                for x in row:
                    if stones[x] == EMPTY:
                        break
                g = gains[x] + length
                if g > take:
                    take = g
        for x in self.hot:  # ... or a row on offer already
            if x != t:
                g = gains[x]
                if g > take:
                    take = g
        prospect = (total + PACK // 2) // PACK
        result = prospect if q == 0 else -prospect
        if self.stars:
            star_count = self.star_count
            for i in self.star_of[t]:
                star_count[i][p] = star_count[i][p] + 1
            result += self._star_value(q)
            for i in self.star_of[t]:
                star_count[i][p] = star_count[i][p] - 1
        placed = self.placed + 1
        if self.numbers:
            numbers = self.empty_numbers - self.number[t]
            if numbers:
                share = self.numbers * numbers * (TILES - STONES) // (TILES - placed)
                result += share if q == 0 else -share
        if take:
            result += SCALE * take
        else:  # no row on offer: every gift count as play leaves it (no row reached 1 tile)
            count, gifts = self.gift_count, self.gifts
            count[gifts[t]] = count[gifts[t]] - 1
            for r, length, digit, row, _ in touch:
                if e[r] == 3:
                    for x in row:
                        if stones[x] == EMPTY:
                            g = gifts[x]
                            count[g] = count[g] - 1
                            count[g + length] = count[g + length] + 1
            safe = count[0]
            if safe < STONES - placed:
                least = self.least_gift()
                result += self.parity * least if safe % 2 else -self.parity * least
            for r, length, digit, row, _ in touch:
                if e[r] == 3:
                    for x in row:
                        if stones[x] == EMPTY:
                            g = gifts[x]
                            count[g + length] = count[g + length] - 1
                            count[g] = count[g] + 1
            count[gifts[t]] = count[gifts[t]] + 1
        stones[t] = EMPTY
        return gained * SCALE - result

    # --- judging -----------------------------------------------------------------------------
    def star_owner(self, i: int) -> int | None:
        blue, white = self.star_count[i]
        if blue != white:
            return 0 if blue > white else 1
        s = self.stones[self.stars[i]]
        return None if s == EMPTY else s

    def blue_end_margin(self) -> int:
        """Blue's minus white's runs and bonus if the game ended now (row points excluded)."""
        margin = unpack(self.total)[1] + self.empty_numbers
        for i in range(len(self.stars)):
            owner = self.star_owner(i)
            if owner is not None:
                margin += 10 if owner == 0 else -10
        return margin

    def final_margin(self) -> float:
        """Exact end score of the side to move minus the rival's (all stones placed)."""
        p = self.to_move
        margin = self.points[0] - self.points[1] + self.blue_end_margin()
        return float(margin if p == 0 else -margin)

    def least_gift(self) -> int:
        """The smallest gift among the empty tiles that gift something (0 when none do)."""
        count = self.gift_count
        for g in range(1, len(count)):
            if count[g]:
                return g
        return 0

    def best_gain(self) -> int:
        gains = self.gains
        return max([gains[t] for t in self.hot], default=0)

    def evaluate(self, take: bool = True) -> int:
        """Estimated final margin for the side to move, in thousandths of a point: points, run
        prospects, stars, the closing move on offer (unless ``take`` is false: a quiescence
        search plays it out instead), and the parity of safe moves (who must gift a row
        first)."""
        p = self.to_move
        return (self.points[p] - self.points[1 - p]) * SCALE + self.static(take)

    def static(self, take: bool = True) -> int:
        """``evaluate`` less the points already scored: what the search asks at its horizon."""
        p = self.to_move
        prospect = (self.total + PACK // 2) // PACK
        value = prospect if p == 0 else -prospect
        if self.stars:
            value += self._star_value(p)
        if self.numbers and self.empty_numbers:
            share = self.numbers * self.empty_numbers * (TILES - STONES) // (TILES - self.placed)
            value += share if p == 0 else -share
        hot = self.hot
        if hot and take:
            gains = self.gains
            if self.alternate and len(hot) > 1:
                # Each side takes the largest row left in turn (rows on offer are hot).
                ranked = sorted([gains[t] for t in hot], reverse=True)
                return value + SCALE * (sum(ranked[::2]) - sum(ranked[1::2]))
            return value + SCALE * max([gains[t] for t in hot])
        safe = self.gift_count[0]
        if safe < STONES - self.placed:
            least = self.least_gift()
            # The side to move meets the first forced gift when the safe moves run out on it.
            value += self.parity * least if safe % 2 else -self.parity * least
        return value

    def _star_value(self, p: int) -> int:
        value = 0
        if self.star_lead:
            around = self.star_around
            for i, (blue, white) in enumerate(self.star_count):
                lead = 2 * (blue - white) + (self.stones[self.stars[i]] == 0) - (
                    self.stones[self.stars[i]] == 1)
                open_ = around[i] - blue - white
                if lead > 2 * open_:
                    share = 10 * SCALE
                elif -lead > 2 * open_:
                    share = -10 * SCALE
                else:
                    share = 10 * SCALE * lead // (2 * open_ + 2)
                value += share if p == 0 else -share
        else:
            for i, (blue, white) in enumerate(self.star_count):
                if blue == white:
                    owner = self.stones[self.stars[i]]
                    if owner == EMPTY:
                        continue
                else:
                    owner = 0 if blue > white else 1
                value += self.star_value if owner == p else -self.star_value
        return value
