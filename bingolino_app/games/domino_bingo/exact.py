"""Exact play of the rest of a deal in one known world, on ``fast`` labels.

Alpha-beta with a transposition table (value, bound, best move). Unlike ``search.solve`` it
also plays the last draws: a world whose stock still holds stones in a known order may be
solved through its remaining tricks with drawing and closing (the seventh trick, when the
stock holds the last unknown stone and the turned trump). Moves are tried best-known first,
then dearest first (a lowest-label-last scan of the mask needs no sorting).
"""

from __future__ import annotations

from typing import Sequence

from bingolino_app.games.domino_bingo import rules
from bingolino_app.games.domino_bingo.fast import CLOSE, TABLES, Position, Rewards
from bingolino_app.games.domino_bingo.rules import GOAL

_EXACT, _LOWER, _UPPER = 0, 1, 2
_INF = float("inf")


def solve(pos: Position, h0: int, h1: int, stock: Sequence[int] = (),
          rewards: Rewards | None = None, best_only: bool = False,
          moves: Sequence[int] | None = None, drawn: dict | None = None) -> dict[int, float]:
    """Player 0's value after each of the mover's moves (labels, CLOSE), both sides playing
    perfectly; ``best_only``: exact for the best move only, the others bounds that do not
    beat it. ``moves``: the root moves to evaluate (default: all legal ones). ``drawn``: a
    table for the positions once the stock is spent, which depend on the hands only, so
    solves of several worlds of one position may share it (those before the draws may not:
    they depend on the stock order)."""
    tb = TABLES[pos.t]
    ru, target = pos.ru, pos.target
    values, doubles, beats = tb.value, tb.doubles, tb.beats
    first, second = tb.first[ru], tb.second[ru]
    bingo, td, tnz = tb.bingo, tb.trump_double, pos.t != 0
    decl_points, decl_big = rules.DECLARATION_POINTS, rules.RUSSIAN_DECLARATION_BIG
    rewards = rewards or Rewards(pos.variant, target)
    final, value_of = rewards.final, rewards.value
    ns: int = len(stock)
    goal: int = GOAL
    memo: dict[tuple, tuple[float, int, int]] = {}
    spent = memo if drawn is None else drawn

    def legal(hand: int, led: int, sp: int, closed: int, mover: int) -> int:
        if led >= 0 and (closed >= 0 or sp >= ns):
            mask = hand & first[led] or hand & second[led] or hand
        else:
            mask = hand
        if closed < 0 and sp < ns and (ru or led < 0):
            mask |= 1 << CLOSE
        return mask

    def node(h0: int, h1: int, mover: int, led: int, decl: int, p0: int, p1: int, t0: int,
             t1: int, f70: int, b0: int, b1: int, sp: int, closed: int, ctk: tuple[int, ...],
             alpha: float, beta: float) -> float:
        key = (h0, h1, mover, led, decl, p0 if p0 < goal else goal,
               p1 if p1 < goal else goal, t0 > 0, t1 > 0, f70, b0, b1, sp, closed,
               closed >= 0 and ctk[1 - closed] > 0)
        table = memo if sp < ns else spent
        hit = table.get(key)
        first_move = -1
        if hit is not None:
            v, flag, first_move = hit
            if flag == _EXACT or (flag == _LOWER and v >= beta) or \
                    (flag == _UPPER and v <= alpha):
                return v
        a0, b0_ = alpha, beta
        maximize = mover == 0
        best = -_INF if maximize else _INF
        best_move = -1
        mask: int = legal(h0 if maximize else h1, led, sp, closed, mover)
        order: list[int] = []
        if first_move >= 0 and mask >> first_move & 1:
            order.append(first_move)
            mask ^= 1 << first_move
        while mask:
            i = mask.bit_length() - 1
            order.append(i)
            mask ^= 1 << i
        for i in order:
            v = play(h0, h1, mover, led, decl, p0, p1, t0, t1, f70, b0, b1, sp, closed, ctk,
                     i, alpha, beta)
            if maximize:
                if v > best:
                    best, best_move = v, i
                    if best > alpha:
                        alpha = best
            elif v < best:
                best, best_move = v, i
                if best < beta:
                    beta = best
            if alpha >= beta:
                break
        flag = _UPPER if best <= a0 else _LOWER if best >= b0_ else _EXACT
        table[key] = (best, flag, best_move)
        return best

    def play(h0: int, h1: int, mover: int, led: int, decl: int, p0: int, p1: int, t0: int,
             t1: int, f70: int, b0: int, b1: int, sp: int, closed: int, ctk: tuple[int, ...],
             i: int, alpha: float, beta: float) -> float:
        """The value after ``mover`` makes move ``i``."""
        if i == CLOSE:
            return node(h0, h1, mover, led, decl, p0, p1, t0, t1, f70, b0, b1, sp, mover,
                        (t0, t1), alpha, beta)
        if mover == 0:
            h0 ^= 1 << i
        else:
            h1 ^= 1 << i
        if led < 0:
            d = 0
            if doubles >> i & 1:
                n = bin((h0 if mover == 0 else h1) & doubles).count("1") + 1
                d = n if n >= 2 else 0
            return node(h0, h1, 1 - mover, i, d, p0, p1, t0, t1, f70, b0, b1, sp, closed, ctk,
                        alpha, beta)
        leader = 1 - mover
        w = mover if beats[led] >> i & 1 else leader
        gained = values[led] + values[i]
        bonus = 1 if tnz and (led == bingo or i == bingo) and (led == td or i == td) else 0
        if decl and w == leader:
            if ru and decl >= 6:
                bonus += decl_big[decl]
            else:
                gained += decl_points[decl]
        if w == 0:
            p0 += gained
            t0 += 1
            if f70 < 0 and p0 >= goal:
                f70 = 0
            if bonus:
                b0 += bonus
                if b0 >= target and b0 > b1:
                    return value_of(b0, b1, p0, p1)
        else:
            p1 += gained
            t1 += 1
            if f70 < 0 and p1 >= goal:
                f70 = 1
            if bonus:
                b1 += bonus
                if b1 >= target and b1 > b0:
                    return value_of(b0, b1, p0, p1)
        if closed < 0 and sp < ns:
            if w == 0:
                h0 |= 1 << stock[sp]
                h1 |= 1 << stock[sp + 1]
            else:
                h1 |= 1 << stock[sp]
                h0 |= 1 << stock[sp + 1]
            sp += 2
        if not (h0 or h1):
            return final(p0, p1, t0, t1, f70, closed, ctk, b0, b1)
        return node(h0, h1, w, -1, 0, p0, p1, t0, t1, f70, b0, b1, sp, closed, ctk,
                    alpha, beta)

    mover, led = pos.to_move, pos.led
    state = (pos.pts[0], pos.pts[1], pos.tk[0], pos.tk[1], pos.first70, pos.big[0],
             pos.big[1], 0, pos.closed, pos.closed_tk)
    if moves is None:
        moves = rules.ids_of(legal(h0 if mover == 0 else h1, led, 0, pos.closed, mover))
        moves.reverse()  # dearest first
    out: dict[int, float] = {}
    best = None
    for i in moves:
        alpha, beta = -_INF, _INF
        if best_only and best is not None:  # only a better move needs an exact value
            alpha, beta = (best, _INF) if mover == 0 else (-_INF, best)
        v = play(h0, h1, mover, led, pos.decl, *state, i, alpha, beta)
        out[i] = v
        if best is None or (v > best if mover == 0 else v < best):
            best = v
    return out
