"""Lino through the strong computer's eyes: the final point margin (own minus the other's).

Filling: the strong bot's alpha-beta (search.Searcher) gives every stone a value two stones
deep (the stone and the reply); then the best few and the played stone are searched deeper,
as far as the node budget reaches, and compared at the same depth. Once the search reaches
the last stone the values are exact. Before that the evaluation guesses the rest of the game,
and the noise is how much the difference between the preferred and the played stone moved
between the last two depths: a verdict must hold at both.

Building: the strong bot's way, by playing each board out with its quick filling policy. A few
moves it might have tried and the played one get the same boards (paired); half of them pick
the preferred move, the other half value the moves, and the noise is twice the standard error
of the difference on those. Boards played out this way differ a lot: a building move is
seldom called a mistake, because seldom can the numbers tell.
"""

from __future__ import annotations

import math
import random

from bingolino_app.core.analysis import Evaluation, Measure
from bingolino_app.games.lino.bots import playout, position
from bingolino_app.games.lino.engine import Position
from bingolino_app.games.lino.scoring import EMPTY, Geometry
from bingolino_app.games.lino.search import INF, SCALE, OutOfBudget, Searcher
from bingolino_app.games.lino.state import Move, Place

MEASURE = Measure("margin", higher_is_better=True, inaccuracy=3.0, mistake=6.0)
SHALLOW = 2  # every stone: its own gain and the best reply
DEEP_MOVES = 3  # the best few searched deeper, with the played one
DEEP_NODES = 24000  # per decision at effort 1 beyond the two-ply pass (strong: 100,000 a move)
BUILD_PLAYOUTS = 32  # boards per move: half to choose, half to value
BUILD_MOVES = 6  # moves tried: the strong bot tries more with two boards each; fewer, played out more, tell more


def evaluate(obs, legal, played, rng: random.Random, effort: float = 1.0) -> Evaluation:
    if isinstance(legal[0], Move):
        return _build(obs, legal, played, rng, effort)
    return _fill(obs, legal, played, effort)


# --- filling -------------------------------------------------------------------------------------
def _values(searcher: Searcher, pos: Position, tiles, depth: int) -> dict[int, float]:
    """Each tile's value for the side to move at ``depth`` (points still to come)."""
    out = {}
    for t in tiles:
        gained = pos.play(t)
        try:
            out[t] = gained - searcher.negamax(pos, depth - 1, -INF, INF) / SCALE
        finally:
            pos.undo(t, gained)
    return out


def _fill(obs, legal, played, effort: float) -> Evaluation:
    searcher = Searcher(10 ** 12, 10 ** 9)
    pos = searcher.prepare(position(obs))
    searcher.deadline = math.inf
    me = pos.to_move
    scored = pos.points[me] - pos.points[1 - me]
    tiles = [a.tile for a in legal]
    left = pos.moves_left()
    shallow = min(SHALLOW, left)
    values = _values(searcher, pos, tiles, shallow)
    depth, history = shallow, [values]
    ranked = sorted(tiles, key=lambda t: (-values[t], t))
    deep = ranked[:DEEP_MOVES]
    if played is not None and played.tile not in deep:
        deep.append(played.tile)
    searcher.max_nodes = searcher.nodes + max(200, int(DEEP_NODES * effort))
    for d in range(shallow + 1, left + 1):
        try:
            found = _values(searcher, pos, deep, d)
        except OutOfBudget:
            break
        values = {**values, **found}
        history.append(found)
        depth = d
    compared = deep if depth > shallow else tiles  # values of one depth only
    best_tile = max(compared, key=lambda t: (values[t], -t))
    other = played.tile if played is not None else _runner_up(compared, values, best_tile)
    noise = 0.0
    exact = depth >= left
    if not exact and other is not None and len(history) >= 2:
        now, before = history[-1], history[-2]
        if other in before and best_tile in before:
            noise = abs((now[best_tile] - now[other]) - (before[best_tile] - before[other]))
    final = {Place(t): scored + values[t] for t in compared}
    return Evaluation(final, Place(best_tile), noise=noise, samples=depth,
                      basis="solved" if exact else "search", exact=exact)


def _runner_up(tiles, values, best):
    others = [t for t in tiles if t != best]
    return max(others, key=lambda t: values[t]) if others else None


# --- building ------------------------------------------------------------------------------------
def _build(obs, legal, played, rng: random.Random, effort: float) -> Evaluation:
    """Half the boards choose the best move, the other half value the moves: the best of
    several noisy means is too good to be true (the winner's curse), fresh boards are not."""
    me = obs.viewer if obs.viewer is not None else obs.active
    candidates = [legal[rng.randrange(len(legal))] for _ in range(BUILD_MOVES)]
    if played is not None:
        candidates.append(played)
    candidates = list(dict.fromkeys(candidates))
    half = max(4, round(BUILD_PLAYOUTS * effort / 2))
    choose = [rng.getrandbits(32) for _ in range(half)]
    check = [rng.getrandbits(32) for _ in range(half)]
    backs = tuple(b if b is not None else "" for b in obs.backs)

    def margins(move, seeds) -> list[float]:
        cells = list(obs.pos)
        cells[move.tile] = (move.col, move.row)
        geo = Geometry(cells)
        return [playout(Position(geo, [EMPTY] * len(cells), backs, obs.bonus, obs.first,
                                 (0, 0)), random.Random(seed), me) for seed in seeds]

    chosen = {m: sum(margins(m, choose)) for m in candidates}
    best = max(candidates, key=lambda m: chosen[m])
    checked = {m: margins(m, check) for m in candidates}
    values = {m: sum(v) / half for m, v in checked.items()}
    other = played if played is not None else max(
        (m for m in candidates if m != best), key=lambda m: values[m], default=None)
    noise = 0.0
    if other is not None and other != best:
        diffs = [a - b for a, b in zip(checked[best], checked[other])]
        mean = sum(diffs) / half
        var = sum((d - mean) ** 2 for d in diffs) / max(1, half - 1)
        noise = 2.0 * math.sqrt(var / half)
    return Evaluation(values, best, noise=noise, samples=2 * half, basis="playouts")


# --- luck and skill (core.analysis.split) ------------------------------------------------------
def prior(num_players: int, options: dict) -> float:
    """Before the board is laid out neither player is ahead."""
    return 0.0


def banked(state, player: int) -> float:
    """The margin of the match's finished games: the values count the game being played."""
    return float(sum(r["total"][player] - r["total"][1 - player] for r in state.results))
