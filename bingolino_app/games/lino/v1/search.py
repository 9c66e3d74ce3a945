"""Alpha-beta over the filling phase: iterative deepening, a transposition table, closing moves
first and gifts last. It is exact once the search reaches the last stone; a node cap keeps it
deterministic and a cap on CPU time protects the window (the deepest finished depth is used).
"""

from __future__ import annotations

import time

from bingolino_app.games.lino.v1.engine import Position

EXACT, LOWER, UPPER = 0, 1, 2
INF = 1e9


class OutOfBudget(Exception):
    pass


class Searcher:
    def __init__(self, max_nodes: int, max_seconds: float, max_depth: int = 64,
                 width: int | None = None) -> None:
        self.max_nodes = max_nodes
        self.max_seconds = max_seconds
        self.max_depth = max_depth
        self.width = width  # only the best few moves below the root (None: all)
        self.nodes = 0
        self.depth_done = 0
        self.table: dict[int, tuple] = {}

    def best_move(self, pos: Position) -> int:
        """The best empty tile for the side to move."""
        self.nodes = 0
        self.deadline = time.process_time() + self.max_seconds
        moves = self.ordered(pos, None, root=True)
        best = moves[0]
        for depth in range(1, min(self.max_depth, pos.moves_left()) + 1):
            try:
                best, _ = self.root(pos, depth, best, moves)
            except OutOfBudget:
                break
            self.depth_done = depth
            moves = [best] + [m for m in moves if m != best]
        return best

    def root(self, pos: Position, depth: int, first: int, moves: list[int]) -> tuple[int, float]:
        alpha, best = -INF, first
        for t in moves:
            gained = pos.play(t)
            try:
                value = gained - self.negamax(pos, depth - 1, -INF, -(alpha - gained) + 0.0)
            finally:
                pos.undo(t, gained)
            if value > alpha:
                alpha, best = value, t
        return best, alpha

    def negamax(self, pos: Position, depth: int, alpha: float, beta: float) -> float:
        """Value for the side to move of the points still to come (scored points excluded:
        the caller adds each move's gain)."""
        self.nodes += 1
        if self.nodes > self.max_nodes or (self.nodes & 255 == 0
                                           and time.process_time() > self.deadline):
            raise OutOfBudget
        if pos.moves_left() == 0:
            return pos.final_margin() - self._scored(pos)
        if depth == 0:
            return pos.evaluate() - self._scored(pos)
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
        start_alpha, best_value, best_move = alpha, -INF, None
        for t in self.ordered(pos, tt_move):
            gained = pos.play(t)
            try:
                value = gained - self.negamax(pos, depth - 1, -(beta - gained), -(alpha - gained))
            finally:
                pos.undo(t, gained)
            if value > best_value:
                best_value, best_move = value, t
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
        flag = UPPER if best_value <= start_alpha else LOWER if best_value >= beta else EXACT
        self.table[pos.hash] = (depth, best_value, flag, best_move)
        return best_value

    @staticmethod
    def _scored(pos: Position) -> float:
        p = pos.to_move
        return pos.points[p] - pos.points[1 - p]

    def ordered(self, pos: Position, tt_move: int | None, root: bool = False) -> list[int]:
        keyed = sorted(((pos.gift(t) - 2 * pos.gain(t), t) for t in pos.empties()))
        moves = [t for _, t in keyed]
        if not root and self.width is not None and pos.moves_left() > 12:
            moves = moves[:self.width]
        if tt_move is not None and tt_move in moves:
            moves.remove(tt_move)
            moves.insert(0, tt_move)
        return moves
