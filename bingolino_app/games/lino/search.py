"""Alpha-beta over the filling phase: iterative deepening, principal-variation search, a
transposition table, closing moves first, gifts last and the rest by history; at the horizon
a short quiescence search settles the rows on offer. Values are integers (thousandths of a
point), so null windows are exact. It is exact once the search reaches the last stone; a node
cap keeps it deterministic and a cap on this process's CPU time protects the window (the
deepest finished depth is used, or a better move the unfinished one has already proved). CPU
time, not the wall clock: a machine busy with other work must not cut the search short.

Compiled with mypyc when the build can (bingolino_app/native.py): typed, and a compiled class
cannot be subclassed from Python, so the tests' plain path is an option (``plain``).
"""

from __future__ import annotations

import time
from operator import add
from typing import Final

from bingolino_app.games.lino.engine import (
    EMPTY, ORDER_UNIT, PACK, RUN_WEIGHT, SCALE, STONES, Position,
)

EXACT: Final = 0
LOWER: Final = 1
UPPER: Final = 2
INF: Final = 10 ** 9
# The move order adds tile - 64 x history to the position's order figure (ORDER_UNIT = 2 ** 38
# per unit): a history below this keeps the sum sorting as the tuple would.
HISTORY_LIMIT = int(ORDER_UNIT) >> 6


class OutOfBudget(Exception):
    pass


class Searcher:
    def __init__(self, max_nodes: int, max_seconds: float, max_depth: int = 64,
                 quiesce: int = 0, stand_take: bool = False, alternate: bool = False,
                 prospects: int = 0, lmr: int = 0, lmr_after: int = 3, lmr_more: int = 99,
                 width: int = 0,
                 star: float = 0.5, parity: float = 0.5, numbers: float = 0.0,
                 star_lead: bool = False, runs: float = RUN_WEIGHT, plain: bool = False) -> None:
        # ``plain``: every node through ``negamax``'s loop and moves sorted by tuples (the
        # tests compare the fast paths with it: the same tree).
        self.plain = plain
        self.inline_leaves = not plain  # depth 1 through ``frontier``
        self.run_weight = runs
        self.star_value = round(star * 10 * SCALE)
        self.parity = round(parity * SCALE)
        self.numbers = round(numbers * SCALE)
        self.star_lead = star_lead
        self.stand_take, self.alternate = stand_take, alternate
        self.prospects, self.lmr, self.lmr_after = prospects, lmr, lmr_after
        self.lmr_more, self.width = lmr_more, width
        self.max_nodes = max_nodes
        self.max_seconds = max_seconds
        self.max_depth = max_depth
        self.quiesce = quiesce  # captures followed at the horizon, at most (0: none)
        self.nodes = 0
        self.depth_done = 0
        self.value = 0
        self.table: dict[int, tuple[int, int, int, int | None]] = {}
        self.history: list[int] = []
        self.rank: list[float] = []
        self.small_history = not plain
        self.deadline = 0.0
        self.partial: int = -1  # a move the unfinished depth proved better (-1: none)

    def prepare(self, pos: Position) -> Position:
        """A copy of ``pos`` judged with this searcher's weights; the counters reset. Callers
        of ``negamax`` (the analysis) start here; its values are in thousandths (SCALE)."""
        pos = Position(pos.geo, pos.stones, pos.backs, pos.mode, pos.to_move, pos.points,
                       self.run_weight)
        pos.alternate = self.alternate
        pos.star_value, pos.parity = self.star_value, self.parity
        pos.numbers, pos.star_lead = self.numbers, self.star_lead
        self.nodes = 0
        self.deadline = time.process_time() + self.max_seconds
        self.history = [0] * len(pos.stones)
        self.rank = [float(t) for t in range(len(pos.stones))]  # tile - 64 x history
        self.small_history = len(pos.stones) <= 64 and not self.plain
        return pos

    def best_move(self, pos: Position) -> int:
        """The best empty tile for the side to move (``pos`` is left as it was)."""
        pos = self.prepare(pos)
        moves = self.ordered(pos, None)
        best = moves[0]
        for depth in range(1, min(self.max_depth, pos.moves_left()) + 1):
            self.partial = -1
            try:
                best, self.value = self.root(pos, depth, best, moves)
            except OutOfBudget:
                partial = self.partial  # (read after the call: set during it)
                if partial >= 0:
                    best = partial
                break
            self.depth_done = depth
            moves = [best] + [m for m in moves if m != best]
        return best

    def root(self, pos: Position, depth: int, first: int, moves: list[int]) -> tuple[int, int]:
        alpha, best = -INF, first
        for i, t in enumerate(moves):
            gained = pos.play(t) * SCALE
            if i == 0:
                value = gained - self.negamax(pos, depth - 1, -INF, INF)
            else:
                a = alpha - gained
                value = gained - self.negamax(pos, depth - 1, -a - 1, -a)
                if value > alpha:
                    self.partial = t  # proved better than the best so far
                    value = gained - self.negamax(pos, depth - 1, -INF, -a)
            pos.undo(t, gained // SCALE)
            if value > alpha:
                alpha, best = value, t
        return best, alpha

    def negamax(self, pos: Position, depth: int, alpha: int, beta: int) -> int:
        """Value for the side to move of the points still to come (scored points excluded:
        the caller adds each move's gain)."""
        nodes = self.nodes + 1
        self.nodes = nodes
        if nodes > self.max_nodes or (nodes & 1023 == 0 and time.process_time() > self.deadline):
            raise OutOfBudget
        if pos.placed == STONES:
            return self.final(pos)
        if depth <= 0:
            return self.horizon(pos, alpha, beta, self.quiesce)
        entry = self.table.get(pos.hash)
        tt_move = None
        if entry is not None:
            e_depth, e_value, e_flag, tt_move = entry
            if e_depth >= depth:
                if e_flag == EXACT:
                    return e_value
                if e_flag == LOWER and e_value >= beta:
                    return e_value
                if e_flag == UPPER and e_value <= alpha:
                    return e_value
        if depth == 1 and self.quiesce <= 0 and self.inline_leaves:
            return self.frontier(pos, alpha, beta, tt_move)
        start_alpha, best_value, best_move = alpha, -INF, None
        reduce = self.lmr if depth >= 3 else 0
        moves = self.ordered(pos, tt_move, depth)
        if self.width and depth >= 2 and len(moves) > self.width:
            moves = moves[:self.width]
        for i, t in enumerate(moves):
            gained = pos.play(t)
            g = gained * SCALE
            if i == 0:
                value = g - self.negamax(pos, depth - 1, g - beta, g - alpha)
            else:
                if reduce and i >= self.lmr_after and not gained:
                    # A late quiet move is first tried shallower; only a surprise is re-searched.
                    r = reduce + (depth >= 5 and i >= self.lmr_more)
                    value = g - self.negamax(pos, depth - 1 - r, g - alpha - 1, g - alpha)
                    if value <= alpha:
                        pos.undo(t, gained)
                        if value > best_value:
                            best_value, best_move = value, t
                        continue
                value = g - self.negamax(pos, depth - 1, g - alpha - 1, g - alpha)
                if alpha < value < beta:
                    value = g - self.negamax(pos, depth - 1, g - beta, g - value)
            pos.undo(t, gained)
            if value > best_value:
                best_value, best_move = value, t
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        self.cutoff(t, depth)
                        break
        flag = UPPER if best_value <= start_alpha else LOWER if best_value >= beta else EXACT
        self.table[pos.hash] = (depth, best_value, flag, best_move)
        return best_value

    def frontier(self, pos: Position, alpha: int, beta: int, tt_move: int | None) -> int:
        """``negamax`` at depth 1 without quiescence, its children inlined: a child is one
        node whose value is its static value (or the end margin) whatever the window, so the
        null-window search and the re-search PVS may give it are counted but not redone."""
        start_alpha, best_value = alpha, -INF
        best_move: int | None = None
        max_nodes, nodes = self.max_nodes, self.nodes
        deadline = self.deadline
        # The last stone (the end margin) and ``alternate`` are played out; else ``leaf``.
        played = pos.alternate or pos.placed == STONES - 1
        if self.small_history and not (self.prospects and 1 >= self.prospects):
            keys, mask = self.ordered_keys(pos, tt_move), 63  # tiles read as they are reached
        else:
            keys, mask = [float(t) for t in self.ordered(pos, tt_move, 1)], -1
        for i, k in enumerate(keys):
            t = int(k) & mask
            nodes += 1
            if nodes > max_nodes or (nodes & 1023 == 0 and time.process_time() > deadline):
                self.nodes = nodes
                raise OutOfBudget
            value: int
            if played:
                gained = pos.play(t)
                value = gained * SCALE - (self.final(pos) if pos.placed == STONES
                                          else pos.static())
                pos.undo(t, gained)
            else:
                value = pos.leaf(t)
            if i and alpha < value < beta:  # the re-search of the same leaf: one more node
                nodes += 1
                if nodes > max_nodes or (nodes & 1023 == 0 and time.process_time() > deadline):
                    self.nodes = nodes
                    raise OutOfBudget
            if value > best_value:
                best_value, best_move = value, t
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        self.cutoff(t, 1)
                        break
        self.nodes = nodes
        flag = UPPER if best_value <= start_alpha else LOWER if best_value >= beta else EXACT
        self.table[pos.hash] = (1, best_value, flag, best_move)
        return best_value

    def cutoff(self, t: int, depth: int) -> None:
        h = self.history[t] + depth * depth
        self.history[t] = h
        self.rank[t] = self.rank[t] - 64 * depth * depth
        if h >= HISTORY_LIMIT:
            self.small_history = False

    def horizon(self, pos: Position, alpha: int, beta: int, captures: int) -> int:
        """The static value, or, with rows on offer, the best of taking one (and what follows)
        and of the static value."""
        if captures <= 0 or not pos.hot:
            return pos.evaluate() - self.scored(pos)
        stand = pos.evaluate(self.stand_take) - self.scored(pos)
        if stand >= beta:
            return stand
        best = stand
        if stand > alpha:
            alpha = stand
        gains, gifts = pos.gains, pos.gifts
        for t in sorted(pos.hot, key=lambda x: (gifts[x] - 2 * gains[x], x)):
            self.nodes += 1
            gained = pos.play(t)
            g = gained * SCALE
            if pos.placed == STONES:
                value = g - self.final(pos)
            else:
                value = g - self.horizon(pos, g - beta, g - alpha, captures - 1)
            pos.undo(t, gained)
            if value > best:
                best = value
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
        return best

    @staticmethod
    def final(pos: Position) -> int:
        """The end margin still to come for the side to move."""
        margin = pos.blue_end_margin()
        return (margin if pos.to_move == 0 else -margin) * SCALE

    @staticmethod
    def scored(pos: Position) -> int:
        p = pos.to_move
        return (pos.points[p] - pos.points[1 - p]) * SCALE

    def ordered(self, pos: Position, tt_move: int | None, depth: int = 99) -> list[int]:
        """Closing moves first, gifts last; among equals the moves that cut off before."""
        if self.prospects and depth >= self.prospects:
            return self.ordered_by_prospects(pos, tt_move)
        if self.small_history:
            return [int(k) & 63 for k in self.ordered_keys(pos, tt_move)]
        gains, gifts, history, stones = pos.gains, pos.gifts, self.history, pos.stones
        keyed = sorted([(gifts[t] - 2 * gains[t], -history[t], t)
                        for t in range(len(stones)) if stones[t] == EMPTY])
        moves = [k[2] for k in keyed]
        if tt_move is not None:
            moves.remove(tt_move)
            moves.insert(0, tt_move)
        return moves

    def ordered_keys(self, pos: Position, tt_move: int | None) -> list[float]:
        """``ordered`` as sort keys, the tile in their low 6 bits (``int(k) & 63``): they sort
        as (gift - 2 gain, -history, tile), filled tiles last (cut off). Only while
        ``small_history``."""
        order, rank = pos.order, self.rank
        keyed = sorted(map(add, order, rank))
        del keyed[len(order) - pos.placed:]
        if tt_move is not None:
            k = order[tt_move] + rank[tt_move]
            keyed.remove(k)
            keyed.insert(0, k)
        return keyed

    def ordered_by_prospects(self, pos: Position, tt_move: int | None) -> list[int]:
        """Points now, less the points handed over, plus the run prospects a stone adds."""
        gains, gifts, history, stones = pos.gains, pos.gifts, self.history, pos.stones
        key, value, memo = pos.key, pos.value, pos.memo
        p = pos.to_move
        touch = pos.touch[p]
        half = PACK // 2
        keyed = []
        for t in range(len(stones)):
            if stones[t] != EMPTY:
                continue
            delta = 0
            for r, _, digit, _, _ in touch[t]:
                k = key[r] + digit
                v = memo[k]
                delta += v - value[r]
            delta = (delta + half) // PACK
            score = SCALE * (2 * gains[t] - gifts[t]) + (delta if p == 0 else -delta)
            keyed.append((-score, -history[t], t))
        keyed.sort()
        moves = [k[2] for k in keyed]
        if tt_move is not None:
            moves.remove(tt_move)
            moves.insert(0, tt_move)
        return moves
