"""What Bingolino's computer players know: dice odds, a board evaluation and layout planning.

The evaluation estimates how many of his own turns a player still needs to reach his star
target: for the cheapest sets of lines that would give the missing stars, the face-up numbers
in their union are collected one per turn, the easy ones first (they are hit sooner), so the
last ones to come are the hard ones; each step costs 1 / (chance of hitting any number still
needed, at the best dice count). Pure Python, cached, a few milliseconds per decision.
Board.deep plays the next own turn out exactly (every dice count, every roll, the best tile)
before that estimate judges what follows: the formula's errors count one turn later.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations

from bingolino_app.games.bingolino import rules
from bingolino_app.games.bingolino.rules import GRID, LINES, LINES_OF_CELL, MAX_DICE

BIG = 1000.0  # "cannot reach the target any more"
LINE_MASKS = tuple(sum(1 << c for c in line) for line in LINES)
THREE_LINE_CELLS = tuple(c for c in range(GRID) if len(LINES_OF_CELL[c]) == 3)
MAX_CANDIDATE_LINES = 6  # lines considered when choosing which ones to aim for


def _own_outcomes(dice: int) -> tuple[tuple[int, float], ...]:
    """(bitmask of numbers the active player can use, probability), merged by mask."""
    merged: dict[int, float] = {}
    for roll, prob in rules.roll_outcomes(dice):
        usable = {sum(roll)} | rules.reduced_totals(roll)
        mask = sum(1 << n for n in usable if 1 <= n <= 22)
        merged[mask] = merged.get(mask, 0.0) + prob
    return tuple(merged.items())


OWN_OUTCOMES = {d: _own_outcomes(d) for d in range(1, MAX_DICE + 1)}
SUM_ODDS = {d: rules.total_distribution(d) for d in range(1, MAX_DICE + 1)}


@lru_cache(maxsize=1 << 16)
def hit_odds(mask: int) -> tuple[float, int]:
    """Best chance for the active player to use one of the numbers in ``mask`` this turn, and
    the dice count giving it (fewest dice on ties)."""
    best, best_d = 0.0, 1
    for d in range(1, MAX_DICE + 1):
        p = sum(prob for m, prob in OWN_OUTCOMES[d] if m & mask)
        if p > best + 1e-12:
            best, best_d = p, d
    return best, best_d


REACH = {n: hit_odds(1 << n)[0] for n in rules.NUMBERS}
# Hardest first: the order in which numbers are sorted for set_cost.
RANK = {n: i for i, n in enumerate(sorted(rules.NUMBERS, key=lambda n: (REACH[n], n)))}


@lru_cache(maxsize=1 << 16)
def sum_odds(mask: int, dice: int) -> float:
    """Chance that a roll of ``dice`` dice totals one of the numbers in ``mask``: what another
    player's roll offers (he turns nothing for anybody else by setting a die aside)."""
    return sum(p for t, p in SUM_ODDS[dice].items() if mask >> t & 1)


@lru_cache(maxsize=1 << 17)
def set_cost(numbers: tuple[int, ...], others: tuple[int, ...] = (), weight: float = 1.0) -> float:
    """Expected own turns to hit every number of ``numbers`` (sorted hardest first).
    ``others``: the dice counts the other players are expected to roll between two own
    turns; a total of theirs showing a needed number turns it too (``weight`` scales that
    chance; no others: only the own rolls count)."""
    total, mask = 0.0, 0
    for n in numbers:  # the j hardest remain at the end: cost 1 / P(any of them)
        mask |= 1 << n
        p = hit_odds(mask)[0]
        if others:
            miss = 1.0 - p
            for d in others:
                miss *= 1.0 - weight * sum_odds(mask, d)
            p = 1.0 - miss
        total += 1.0 / p
    return total


class Board:
    """One player's grid seen by the evaluation: numbers, face-up mask and lines still open."""

    __slots__ = ("grid", "order", "pool", "others", "weight", "memo", "costs")

    def __init__(self, grid, completed, others: tuple[int, ...] = (), weight: float = 1.0) -> None:
        self.grid = tuple(grid)
        self.order = tuple(sorted(range(GRID), key=lambda c: RANK[self.grid[c]]))
        self.pool = tuple(i for i in range(len(LINES)) if i not in completed)
        self.others = others if weight > 0 else ()
        self.weight = weight
        self.memo: dict = {}  # value() by its arguments: lookahead asks for the same often
        self.costs: dict[int, float] = {}  # cost() by cell mask

    def cost(self, mask: int) -> float:
        """set_cost of the face-up numbers of the cells in ``mask``."""
        cost = self.costs.get(mask)
        if cost is None:
            cost = self.costs[mask] = set_cost(self.numbers(mask), self.others, self.weight)
        return cost

    def numbers(self, mask: int) -> tuple[int, ...]:
        g = self.grid
        return tuple(g[c] for c in self.order if mask >> c & 1)

    def value(self, up: int, need: int, pool: tuple[int, ...] | None = None) -> float:
        """Estimated own turns to earn ``need`` more stars with face-up cells ``up``."""
        if need <= 0:
            return 0.0
        pool = self.pool if pool is None else pool
        if need > len(pool):
            return BIG
        key = (up, need, pool)
        value = self.memo.get(key)
        if value is None:
            value = self.memo[key] = self._value(up, need, pool)
        return value

    def _value(self, up: int, need: int, pool: tuple[int, ...]) -> float:
        if need == 1:
            costs = [self.cost(LINE_MASKS[i] & up) for i in pool]
        else:
            # Only the cheapest lines are combined: keeps a decision to a few milliseconds.
            ranked = sorted(pool, key=lambda i: self.cost(LINE_MASKS[i] & up))
            costs = []
            for combo in combinations(ranked[:MAX_CANDIDATE_LINES], need):
                mask = 0
                for i in combo:
                    mask |= LINE_MASKS[i]
                costs.append(self.cost(mask & up))
        return min(costs)

    def after_flip(self, up: int, cell: int, need: int,
                   pool: tuple[int, ...] | None = None) -> float:
        """Value after turning ``cell`` face down (new stars lower the need)."""
        new_up, need, pool = self.flipped(up, cell, need, pool)
        return self.value(new_up, need, pool)

    def flipped(self, up: int, cell: int, need: int, pool: tuple[int, ...] | None = None):
        """(face-up cells, need, open lines) once ``cell`` is turned face down."""
        pool = self.pool if pool is None else pool
        new_up = up & ~(1 << cell)
        done = [i for i in LINES_OF_CELL[cell] if i in pool and not LINE_MASKS[i] & new_up]
        if not done:
            return new_up, need, pool
        return new_up, need - len(done), tuple(i for i in pool if i not in done)

    def after_roll(self, up: int, need: int, pool: tuple[int, ...] | None,
                   totals: dict[int, float]) -> float:
        """Expected value after another player's roll whose totals have odds ``totals``: a
        total showing on a face-up tile turns the best such tile (one-step expectation)."""
        if need <= 0:
            return 0.0
        cells: dict[int, list[int]] = {}
        for c in range(GRID):
            if up >> c & 1:
                cells.setdefault(self.grid[c], []).append(c)
        rest, total = 1.0, 0.0
        for n, where in cells.items():
            p = totals.get(n, 0.0)
            if p:
                total += p * min(self.after_flip(up, c, need, pool) for c in where)
                rest -= p
        return total + rest * self.value(up, need, pool)

    def settle(self, up: int, need: int, pool, totals) -> float:
        """The one-step value of a position: after the next other roll when ``totals``."""
        return self.after_roll(up, need, pool, totals) if totals else self.value(up, need, pool)

    def successors(self, up: int, need: int, pool, judge) -> tuple[dict, float]:
        """``judge``'s values of every position one own move away: turning a face-up tile
        down, by number (the best tile of each), and the least harmful turn-back."""
        pool = self.pool if pool is None else pool
        by_number: dict[int, float] = {}
        for c in range(GRID):
            if up >> c & 1:
                v = judge(*self.flipped(up, c, need, pool))
                n = self.grid[c]
                if v < by_number.get(n, BIG * 2):
                    by_number[n] = v
        backs = [judge(up | 1 << c, need, pool) for c in range(GRID) if not up >> c & 1]
        miss = min(backs) if backs else judge(up, need, pool)
        return by_number, miss

    def deep(self, up: int, need: int, pool=None, totals=None) -> float:
        """Expected own turns when the next own turn is played out exactly (best dice count,
        best tile for every roll) and the one-step value judges what follows."""
        if need <= 0:
            return 0.0
        pool = self.pool if pool is None else pool
        # The totals are SUM_ODDS's own dicts, kept for the program's life: their id names them.
        key = ("deep", up, need, pool, id(totals) if totals else 0)
        value = self.memo.get(key)
        if value is None:
            judge = lambda u, n, p: self.settle(u, n, p, totals)  # noqa: E731
            value = 1.0 + min(self.roll_values(up, need, pool, judge).values())
            self.memo[key] = value
        return value

    def roll_values(self, up: int, need: int, pool, judge) -> dict[int, float]:
        """Expected ``judge`` value after the own next roll, per dice count."""
        by_number, miss = self.successors(up, need, pool, judge)
        ranked = sorted(by_number.items(), key=lambda item: item[1])
        result = {}
        for d, outcomes in OWN_OUTCOMES.items():
            total = 0.0
            for mask, prob in outcomes:
                for n, v in ranked:
                    if mask >> n & 1:
                        total += prob * v
                        break
                else:
                    total += prob * miss
            result[d] = total
        return result


def expected_dice(grid, facedown) -> int:
    """The dice count a player is expected to roll: the best for his face-up numbers."""
    mask = sum(1 << grid[c] for c in range(GRID) if not facedown[c])
    return hit_odds(mask)[1] if mask else 1


def others_dice(obs, player: int) -> tuple[int, ...]:
    """The dice counts the other players in play are expected to roll (sorted: a cache key)."""
    return tuple(sorted(expected_dice(obs.grids[p], obs.facedown[p])
                        for p in range(obs.num_players)
                        if p != player and obs.in_play(p) and obs.grids[p] is not None))


def next_totals(obs, player: int) -> dict[int, float] | None:
    """Odds of the totals of the next roll by another player in play (at the dice count he
    is expected to choose); None when nobody else rolls."""
    for step in range(1, obs.num_players + 1):
        p = (obs.active + step) % obs.num_players
        if p != player and obs.in_play(p) and obs.grids[p] is not None:
            return SUM_ODDS[expected_dice(obs.grids[p], obs.facedown[p])]
    return None


def up_mask(facedown) -> int:
    return sum(1 << c for c in range(GRID) if not facedown[c])


def need_of(obs, player: int) -> int:
    target = obs.target if obs.contenders else rules.STARS_TO_WIN
    return target - len(obs.completed[player])


# --- layout -----------------------------------------------------------------------------------
def plan_layout(hand) -> tuple[int, ...]:
    """A grid for ``hand``: the most reachable numbers on the eight cells of three lines, the
    worst four on edge cells 4, 7, 8, 11, which spoil only rows 1-2 and columns 0 and 3, so
    rows 0 and 3 and both diagonals (the cheapest four lines: 12 cells) stay clean.
    (A swap search judged by the evaluation was tried: no fewer turns, much slower.)"""
    numbers = sorted(hand, key=lambda n: (-REACH[n], n))
    cells = list(THREE_LINE_CELLS) + [1, 2, 13, 14] + [4, 7, 8, 11]
    layout = [0] * GRID
    for cell, n in zip(cells, numbers):
        layout[cell] = n
    return tuple(layout)
