"""The strong player of issue 12, unchanged: alpha-beta with 6000 nodes over the old engine,
building by two greedy playouts of ten random moves."""

from __future__ import annotations

import random

from bingolino_app.games.lino.scoring import EMPTY, Geometry
from bingolino_app.games.lino.state import Move, Place, View
from bingolino_app.games.lino.v1.engine import Position
from bingolino_app.games.lino.v1.search import Searcher

STRONG_NODES, STRONG_SECONDS = 6000, 2.5  # the node cap binds first (determinism)
BUILD_CANDIDATES, BUILD_PLAYOUTS = 10, 2


def position(obs: View) -> Position:
    backs = tuple(b if b is not None else "" for b in obs.backs)
    return Position(Geometry.of(obs.pos), obs.stones, backs, obs.bonus, obs.active, obs.row_points)


class SearchBotV1:
    def __init__(self, nodes: int = STRONG_NODES, seconds: float = STRONG_SECONDS,
                 depth: int = 64, build: bool = True) -> None:
        self.nodes, self.seconds, self.depth, self.build = nodes, seconds, depth, build

    def choose(self, obs: View, legal, rng: random.Random):
        if isinstance(legal[0], Move):
            return self._build(obs, legal, rng) if self.build else legal[rng.randrange(len(legal))]
        pos = position(obs)
        tile = Searcher(self.nodes, self.seconds, self.depth).best_move(pos)
        return Place(tile)

    def _build(self, obs: View, legal, rng: random.Random):
        """Try a few moves; judge each by quick playouts of the filling (same dice for all)."""
        candidates = [legal[rng.randrange(len(legal))] for _ in range(BUILD_CANDIDATES)]
        seeds = [rng.getrandbits(32) for _ in range(BUILD_PLAYOUTS)]
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
        for t in pos.empties():
            v = 2 * pos.gain(t) - pos.gift(t)
            if v > best:
                best, choice = v, [t]
            elif v == best:
                choice.append(t)
        pos.play(choice[rng.randrange(len(choice))])
    margin = pos.final_margin()
    return margin if pos.to_move == me else -margin
