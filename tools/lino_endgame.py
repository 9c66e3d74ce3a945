"""How far Lino's endgame can be solved, and what strong loses by not solving it.

    nice -n 5 python tools/lino_endgame.py nodes [--empty 17 18] [--seeds 101 102]
    nice -n 5 python tools/lino_endgame.py blunders [--seeds 201 202 ...]

Positions come from seeded games of strong at a small budget (``strong(nodes=20000)``, bonus
"off" for odd seeds and "full" for even ones), taken when ``--empty`` tiles are left (a tile
stays empty for every stone still to place, plus the 8 that stay empty at the end).

``nodes``: what an exact answer costs at each size, in nodes (deterministic; CPU time quoted
beside them): the margin (today's search, iterative deepening to the last stone) and the
result only, win, draw or loss (``wld``: a few plies of iterative deepening to order the moves,
then one search at full depth with the window around a tie).

``blunders``: at 19 and 18 empty tiles, the result with best play (``wld``) against the result
after strong's move at its budget (bots.STRONG_NODES): how often strong gives away a win or a
draw it could have proved.

Uses the Searcher's public methods only, so it runs on the compiled build too (a compiled
class cannot be subclassed); ``bingolino --version`` says which build runs.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bingolino_app import native  # noqa: E402
from bingolino_app.core.bots import bot_seed, choose_move  # noqa: E402
from bingolino_app.core.session import Seat, Session  # noqa: E402
from bingolino_app.games.lino import bots  # noqa: E402
from bingolino_app.games.lino.engine import SCALE, Position  # noqa: E402
from bingolino_app.games.lino.rules import TILES  # noqa: E402
from bingolino_app.games.lino.search import OutOfBudget, Searcher  # noqa: E402
from bingolino_app.games.lino.state import Place, View  # noqa: E402

LEVEL = "strong(nodes=20000)"


def positions(seeds: list[int], empty: set[int]) -> list[tuple[int, int, View]]:
    """(seed, empty tiles, the mover's view) of every filling position with ``empty`` tiles
    left, from one seeded game per seed."""
    found = []
    for seed in seeds:
        seats = [Seat("A", "computer", LEVEL), Seat("B", "computer", LEVEL)]
        session = Session("lino", seats, {"bonus": "off" if seed % 2 else "full",
                                          "starter": 0}, seed)
        while not session.state.is_terminal():
            seat = session.pending_players()[0]
            state = session.state
            obs, legal = state.observation(seat), state.legal_actions(seat)
            if isinstance(legal[0], Place) and TILES - bots.position(obs).placed in empty:
                found.append((seed, TILES - bots.position(obs).placed, obs))
            session.apply(seat, choose_move("lino", LEVEL, obs, legal,
                                            bot_seed(session.seed, len(session.history), seat)))
    return found


def wld(searcher: Searcher, pos: Position, order_depth: int = 4) -> tuple[int, int]:
    """(a best move, 1 / 0 / -1: the mover wins / draws / loses with best play). Exact values
    are whole points (multiples of SCALE), so the window (tie - 1 point, tie + 1 point) tells
    the three apart and a win found ends the search."""
    pos = searcher.prepare(pos)
    moves = searcher.ordered(pos, None)
    best, left = moves[0], pos.moves_left()
    for depth in range(1, min(order_depth, left - 1) + 1):
        best, _ = searcher.root(pos, depth, best, moves)
        moves = [best] + [m for m in moves if m != best]
    tie = -searcher.scored(pos)  # what the points still to come must reach for a draw
    alpha, beta, outcome = tie - SCALE, tie + SCALE, -1
    for t in moves:
        gained = pos.play(t)
        g = gained * SCALE
        value = g - searcher.negamax(pos, left - 1, g - beta, g - alpha)
        pos.undo(t, gained)
        if value > alpha:
            best, alpha = t, value
            outcome = 1 if value >= beta else 0
            if outcome == 1:
                break
    return best, outcome


def measure_nodes(data, cap: int) -> None:
    print(f"{native.build()}; node cap {cap:,}")
    for empty in sorted({d[1] for d in data}):
        for mode in ("margin", "wld"):
            costs = []
            for seed, _, obs in (d for d in data if d[1] == empty):
                searcher = Searcher(cap, 1e9)
                started = time.process_time()
                try:
                    if mode == "wld":
                        wld(searcher, bots.position(obs))
                    else:
                        searcher.best_move(bots.position(obs))
                        if searcher.depth_done < bots.position(obs).moves_left():
                            raise OutOfBudget
                    costs.append(f"{searcher.nodes:,} ({time.process_time() - started:.1f} s)")
                except OutOfBudget:
                    costs.append(f"> {cap:,}")
            print(f"{empty} empty tiles, {mode}: " + "; ".join(costs), flush=True)


def blunders(data, cap: int) -> None:
    tally: dict[tuple[int, int, int], int] = {}
    for seed, empty, obs in data:
        try:
            solved = Searcher(cap, 1e9)
            _, best = wld(solved, bots.position(obs))
            strong = Searcher(bots.STRONG_NODES, 1e9)
            move = strong.best_move(bots.position(obs))
            child = bots.position(obs)
            child.play(move)
            after = -wld(Searcher(cap, 1e9), child)[1]
        except OutOfBudget:
            print(f"seed {seed}, {empty} empty: beyond {cap:,} nodes")
            continue
        tally[(empty, best, after)] = tally.get((empty, best, after), 0) + 1
        print(f"seed {seed}, {empty} empty: best play {best:+d} ({solved.nodes:,} nodes), "
              f"strong (depth {strong.depth_done} of {bots.position(obs).moves_left()}) "
              f"{after:+d}{'  GIVEN AWAY' if after < best else ''}", flush=True)
    given = sum(n for (_, best, after), n in tally.items() if after < best)
    print(f"{given} of {sum(tally.values())} positions given away; by (empty, best, after): "
          f"{dict(sorted(tally.items()))}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=("nodes", "blunders"))
    parser.add_argument("--seeds", type=int, nargs="+")
    parser.add_argument("--empty", type=int, nargs="+", default=[17, 18, 19, 20])
    parser.add_argument("--cap", type=int, default=5_000_000, help="nodes per solve, at most")
    args = parser.parse_args(argv)
    if args.what == "nodes":
        measure_nodes(positions(args.seeds or [101, 102, 103, 104], set(args.empty)), args.cap)
    else:
        blunders(positions(args.seeds or list(range(201, 225)), {18, 19}), args.cap)
    return 0


if __name__ == "__main__":
    sys.exit(main())
