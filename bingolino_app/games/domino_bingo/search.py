"""The searches of the first edition's player (``v1.py``, the hidden level strong_v1) and of
the review's analysis (``analysis.py``); today's strong searches in ``fast.py`` and ``exact.py``.

* ``solve``: exact memoised minimax over the rest of a deal once no stone can be drawn any
  more (stock exhausted or closed) and both hands are known; the value is the chance of
  winning the match after the deal's big points (``sim.match_value``).
* ``ismcts``: single-observer Information Set MCTS (Cowling, Powley & Whitehouse 2012): one
  tree over the viewer's information sets, a freshly sampled deal per iteration, UCB with
  availability counts, the simulator's default policy for play-outs. Anytime: an iteration cap
  (deterministic) and a cap on CPU time (protects the window; a busy machine changes nothing).
"""

from __future__ import annotations

import math
import random
import time
from typing import Callable

from bingolino_app.games.domino_bingo import rules
from bingolino_app.games.domino_bingo.rules import (
    BINGO, DOUBLE_MASK, FOLLOWER_WINS, GOAL, VALUE,
)
from bingolino_app.games.domino_bingo.sim import TRUMP_DOUBLE, Sim, match_value


# --- rewards -------------------------------------------------------------------------------
def match_reward(sim: Sim) -> float:
    """Player 0's chance to win the match, plus a small nudge for deal points up to 70 (it
    breaks ties between outcomes the big points do not tell apart; capped at 70 so the
    solver may merge positions by points capped the same way)."""
    b0, b1 = sim.final_big()
    shaped = (min(sim.pts[0], GOAL) - min(sim.pts[1], GOAL)) / GOAL
    return 0.95 * match_value(b0, b1, sim.target) + 0.025 * (1.0 + shaped)


def deal_reward(sim: Sim, start_big: tuple[int, int]) -> float:
    """Player 0's share of this deal's big points (blind to the match score)."""
    b0, b1 = sim.final_big()
    gain = (b0 - start_big[0]) - (b1 - start_big[1])
    shaped = (min(sim.pts[0], GOAL) - min(sim.pts[1], GOAL)) / GOAL
    return 0.5 + 0.14 * max(-3, min(3, gain)) + 0.05 * shaped


# --- exact endgame ---------------------------------------------------------------------------
_EXACT, _LOWER, _UPPER = 0, 1, 2
_INF = float("inf")


def solve(sim: Sim, reward: Callable[[Sim], float] = match_reward,
          best_only: bool = False) -> dict[int, float]:
    """Player 0's value after each legal move, playing both sides perfectly: alpha-beta with
    a transposition table. Only for a sim in which no stone will be drawn any more.
    ``best_only``: exact only for the best move (the others are bounds that never beat it),
    which is enough to choose and much faster."""
    t, ru, target = sim.t, sim.ru, sim.target
    values, wins = VALUE[t], FOLLOWER_WINS[t]
    trump_double = TRUMP_DOUBLE[t]
    low_cap = GOAL
    memo: dict = {}
    follow = rules.follow_mask

    def terminal(pts0, pts1, tk0, tk1, first70, big0, big1) -> float:
        s = sim.copy()
        s.pts, s.tk, s.first70, s.big = [pts0, pts1], [tk0, tk1], first70, [big0, big1]
        s.h = [0, 0]
        s.over = False
        return reward(s)

    def over_value(big0, big1, pts0, pts1) -> float:
        s = sim.copy()
        s.big, s.over, s.pts = [big0, big1], True, [pts0, pts1]
        return reward(s)

    def ordered(mask: int) -> list[int]:
        # Valuable stones first: they decide most tricks, so cut-offs come early.
        return sorted(rules.ids_of(mask), key=lambda i: -values[i])

    def node(h0, h1, mover, led, decl, pts0, pts1, tk0, tk1, first70, big0, big1,
             alpha, beta):
        key = (h0, h1, mover, led, decl, min(pts0, low_cap), min(pts1, low_cap),
               tk0 > 0, tk1 > 0, first70, big0, big1)
        hit = memo.get(key)
        if hit is not None:
            v, flag = hit
            if flag == _EXACT or (flag == _LOWER and v >= beta) or \
                    (flag == _UPPER and v <= alpha):
                return v
        a0, b0 = alpha, beta
        maximize = mover == 0
        best = -_INF if maximize else _INF
        hand = h0 if maximize else h1
        if led < 0:
            for i in ordered(hand):
                d = 0
                if DOUBLE_MASK >> i & 1:
                    n = bin(hand & DOUBLE_MASK).count("1")
                    d = n if n >= 2 else 0
                if maximize:
                    v = node(h0 ^ 1 << i, h1, 1, i, d, pts0, pts1, tk0, tk1, first70, big0,
                             big1, alpha, beta)
                else:
                    v = node(h0, h1 ^ 1 << i, 0, i, d, pts0, pts1, tk0, tk1, first70, big0,
                             big1, alpha, beta)
                if maximize:
                    if v > best:
                        best = v
                    if best > alpha:
                        alpha = best
                else:
                    if v < best:
                        best = v
                    if best < beta:
                        beta = best
                if alpha >= beta:
                    break
        else:
            for i in ordered(follow(hand, led, t, ru)):
                v = after_trick(h0 ^ 1 << i if maximize else h0,
                                h1 if maximize else h1 ^ 1 << i, mover, led, i, decl, pts0,
                                pts1, tk0, tk1, first70, big0, big1, alpha, beta)
                if maximize:
                    if v > best:
                        best = v
                    if best > alpha:
                        alpha = best
                else:
                    if v < best:
                        best = v
                    if best < beta:
                        beta = best
                if alpha >= beta:
                    break
        flag = _UPPER if best <= a0 else _LOWER if best >= b0 else _EXACT
        memo[key] = (best, flag)
        return best

    def after_trick(h0, h1, follower, led, i, decl, pts0, pts1, tk0, tk1, first70, big0, big1,
                    alpha, beta):
        leader = 1 - follower
        w = follower if wins[led][i] else leader
        gained = values[led] + values[i]
        bonus_big = 0
        if t and (led == BINGO or i == BINGO) and (led == trump_double or i == trump_double):
            bonus_big = 1
        if decl and w == leader:
            if ru and decl >= 6:
                bonus_big += rules.RUSSIAN_DECLARATION_BIG[decl]
            else:
                gained += rules.DECLARATION_POINTS[decl]
        if w == 0:
            pts0 += gained
            tk0 += 1
            if first70 < 0 and pts0 >= GOAL:
                first70 = 0
            big0 += bonus_big
            if bonus_big and big0 >= target and big0 > big1:
                return over_value(big0, big1, pts0, pts1)
        else:
            pts1 += gained
            tk1 += 1
            if first70 < 0 and pts1 >= GOAL:
                first70 = 1
            big1 += bonus_big
            if bonus_big and big1 >= target and big1 > big0:
                return over_value(big0, big1, pts0, pts1)
        if not (h0 or h1):
            return terminal(pts0, pts1, tk0, tk1, first70, big0, big1)
        return node(h0, h1, w, -1, 0, pts0, pts1, tk0, tk1, first70, big0, big1, alpha, beta)

    h0, h1 = sim.h
    mover = sim.to_move
    out: dict[int, float] = {}
    hand = sim.h[mover]
    state = (sim.pts[0], sim.pts[1], sim.tk[0], sim.tk[1], sim.first70, sim.big[0], sim.big[1])
    best = None
    if sim.led < 0:
        moves = ordered(hand)
    else:
        moves = ordered(follow(hand, sim.led, t, ru))
    for i in moves:
        alpha, beta = -_INF, _INF
        if best_only and best is not None:  # only a better move needs an exact value
            alpha, beta = (best, _INF) if mover == 0 else (-_INF, best)
        nh0, nh1 = (h0 ^ 1 << i, h1) if mover == 0 else (h0, h1 ^ 1 << i)
        if sim.led < 0:
            d = 0
            if DOUBLE_MASK >> i & 1:
                n = bin(hand & DOUBLE_MASK).count("1")
                d = n if n >= 2 else 0
            v = node(nh0, nh1, 1 - mover, i, d, *state, alpha, beta)
        else:
            v = after_trick(nh0, nh1, mover, sim.led, i, sim.decl, *state, alpha, beta)
        out[i] = v
        if best is None or (v > best if mover == 0 else v < best):
            best = v
    return out


# --- ISMCTS ------------------------------------------------------------------------------------
class Node:
    __slots__ = ("children", "visits", "total", "avail", "player")

    def __init__(self, player: int) -> None:
        self.children: dict[int, Node] = {}
        self.visits = 0
        self.total = 0.0
        self.avail = 0
        self.player = player  # who made the move leading here


def ismcts(sample: Callable[[random.Random], Sim], rng: random.Random, iterations: int,
           seconds: float, reward: Callable[[Sim], float], explore: float = 0.4
           ) -> dict[int, tuple[int, float]]:
    """Visits and mean value (for the root mover) of each root move."""
    root = Node(-1)
    deadline = time.process_time() + seconds
    for it in range(iterations):
        if it & 31 == 31:
            if time.process_time() > deadline:
                break
            # Stop early once the most visited move cannot be overtaken any more.
            visits = sorted((c.visits for c in root.children.values()), reverse=True)
            if len(visits) > 1 and visits[0] - visits[1] > iterations - it:
                break
        sim = sample(rng)
        node, path = root, []
        while not sim.done:
            legal = sim.legal()
            children = node.children
            untried = [m for m in legal if m not in children]
            if untried:
                move = untried[int(rng.random() * len(untried))]
                child = children[move] = Node(sim.to_move)
                for m in legal:
                    if m in children:
                        children[m].avail += 1
                sim.step(move)
                path.append(child)
                break
            log_terms = {}
            best, best_score = legal[0], -1.0
            for m in legal:
                c = children[m]
                c.avail += 1
                n = c.avail
                if n not in log_terms:
                    log_terms[n] = math.log(n)
                score = c.total / c.visits + explore * math.sqrt(log_terms[n] / c.visits)
                if score > best_score:
                    best, best_score = m, score
            sim.step(best)
            node = children[best]
            path.append(node)
        sim.rollout(rng)
        r0 = reward(sim)
        for n in path:
            n.visits += 1
            n.total += r0 if n.player == 0 else 1.0 - r0
    return {m: (c.visits, c.total / c.visits if c.visits else 0.0)
            for m, c in root.children.items()}
