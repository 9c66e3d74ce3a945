"""Lino's computer players. Each decides from the observation (``obs.viewer`` is its player).

- random, greedy (most points now, random among equals; builds at random): baselines.
- easy: greedy, one stone in three at random.
- normal: two plies (its stone and the reply) with the evaluation; builds at random.
- strong: iterative-deepening alpha-beta (search.py), exact near the end; builds by trying a
  handful of moves and playing each board out with a quick sensible policy.
- expert: strong at about seven times the nodes (a few seconds a decision).
- strong_v2, strong_v1 (hidden, to measure against): issue 13's strong (the same code at its
  budget, every parameter pinned) and issue 12's (its own frozen code, v1/).

The budgets are node counts (deterministic); the ``seconds`` guards count CPU time and stay
above what the nodes cost in the compiled build (bingolino_app/native.py: strong's p95 about
0.8 s of CPU here), so a busy machine does not change a move; the pure Python build is about
2.2x slower, and there the guard protects the window.
"""

from __future__ import annotations

import random

from bingolino_app.core.bots import RandomBot
from bingolino_app.games.lino.engine import Position
from bingolino_app.games.lino.scoring import EMPTY, Geometry
from bingolino_app.games.lino.search import Searcher
from bingolino_app.games.lino.state import Move, Place, View
from bingolino_app.games.lino.v1.bot import SearchBotV1

STRONG_NODES, STRONG_SECONDS = 450000, 3.0  # the node cap binds first (determinism)
EXPERT_NODES, EXPERT_SECONDS = 3000000, 15.0
NORMAL_NODES, NORMAL_SECONDS = 2500, 0.25
# Issue 13's strong, every parameter pinned (the defaults may change, strong_v2 may not).
STRONG_V2 = {"nodes": 100000, "seconds": 2.5, "depth": 64, "build": True, "quiesce": 0,
             "candidates": 10, "playouts": 2, "stand_take": False, "alternate": False,
             "prospects": 0, "lmr": 0, "lmr_after": 3, "lmr_more": 99, "width": 0, "star": 0.5,
             "parity": 0.5, "numbers": 0.0, "star_lead": False, "runs": 0.6}
BUILD_CANDIDATES, BUILD_PLAYOUTS = 10, 2


def position(obs: View) -> Position:
    backs = tuple(b if b is not None else "" for b in obs.backs)
    return Position(Geometry.of(obs.pos), obs.stones, backs, obs.bonus, obs.active, obs.row_points)


def _best_by(legal, key, rng: random.Random):
    best = max(key(a) for a in legal)
    ties = [a for a in legal if key(a) == best]
    return ties[rng.randrange(len(ties))]


class GreedyBot:
    """Most points for this stone; moves tiles at random."""

    def choose(self, obs: View, legal, rng: random.Random):
        if isinstance(legal[0], Move):
            return legal[rng.randrange(len(legal))]
        pos = position(obs)
        return _best_by(legal, lambda a: pos.gain(a.tile), rng)


class EasyBot(GreedyBot):
    def __init__(self, blunder: float = 1 / 3) -> None:
        self.blunder = blunder

    def choose(self, obs: View, legal, rng: random.Random):
        if rng.random() < self.blunder:
            return legal[rng.randrange(len(legal))]
        return super().choose(obs, legal, rng)


class SearchBot:
    """Alpha-beta on the filling phase; ``build_playouts`` > 0 builds with a purpose."""

    def __init__(self, nodes: int, seconds: float, depth: int = 64, build: bool = False,
                 quiesce: int = 0, candidates: int = BUILD_CANDIDATES,
                 playouts: int = BUILD_PLAYOUTS, **search) -> None:
        self.search = search
        self.nodes, self.seconds, self.depth, self.build = nodes, seconds, depth, build
        self.quiesce, self.candidates, self.playouts = quiesce, candidates, playouts

    def choose(self, obs: View, legal, rng: random.Random):
        if isinstance(legal[0], Move):
            return self._build(obs, legal, rng) if self.build else legal[rng.randrange(len(legal))]
        pos = position(obs)
        tile = Searcher(self.nodes, self.seconds, self.depth, self.quiesce, **self.search).best_move(pos)
        return Place(tile)

    def _build(self, obs: View, legal, rng: random.Random):
        """Try a few moves; judge each by quick playouts of the filling (same dice for all)."""
        candidates = [legal[rng.randrange(len(legal))] for _ in range(self.candidates)]
        seeds = [rng.getrandbits(32) for _ in range(self.playouts)]
        me = obs.viewer if obs.viewer is not None else obs.active
        backs = tuple(b if b is not None else "" for b in obs.backs)
        best, best_value = candidates[0], -1e9
        for move in dict.fromkeys(candidates):
            cells = list(obs.pos)
            cells[move.tile] = (move.col, move.row)
            geo = Geometry(cells)
            value = 0.0
            for seed in seeds:
                pos = Position(geo, [EMPTY] * len(cells), backs, obs.bonus, obs.first, (0, 0))
                value += playout(pos, random.Random(seed), me)
            if value > best_value:
                best, best_value = move, value
        return best


def playout(pos: Position, rng: random.Random, me: int) -> float:
    """Fill the board with a quick policy (take points, avoid gifts); ``me``'s final margin."""
    while pos.moves_left():
        best, choice = -1e9, []
        gains, gifts = pos.gains, pos.gifts
        for t in pos.empties():
            v = 2 * gains[t] - gifts[t]
            if v > best:
                best, choice = v, [t]
            elif v == best:
                choice.append(t)
        pos.play(choice[rng.randrange(len(choice))])
    margin = pos.final_margin()
    return margin if pos.to_move == me else -margin


def strong(nodes: int = STRONG_NODES, seconds: float = STRONG_SECONDS, **params) -> SearchBot:
    return SearchBot(nodes, seconds, build=True, **params)


def expert(nodes: int = EXPERT_NODES, seconds: float = EXPERT_SECONDS, **params) -> SearchBot:
    return SearchBot(nodes, seconds, build=True, **params)


def strong_v2(**params) -> SearchBot:
    return SearchBot(**{**STRONG_V2, **params})


def normal(nodes: int = NORMAL_NODES, seconds: float = NORMAL_SECONDS, depth: int = 2,
           **params) -> SearchBot:
    return SearchBot(nodes, seconds, depth=depth, **params)


BOTS = {
    "random": RandomBot,
    "greedy": GreedyBot,
    "easy": EasyBot,
    "normal": normal,
    "strong": strong,
    "expert": expert,
    "strong_v2": strong_v2,  # hidden: issue 13's strong, for side-by-side benches
    "strong_v1": SearchBotV1,  # hidden: issue 12's strong, for side-by-side benches
}
