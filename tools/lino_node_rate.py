"""CPU cost per node of Lino's strong search, and a digest of the tree it searched.

    nice -n 5 python tools/lino_node_rate.py [--seeds 1 2] [--nodes N] [--verbose]

Plays seeded Lino games, strong against strong (game i uses seed i, bonus "off" for the first
seed and "full" for the others so the star and number terms run too), and records for every
strong filling decision the tile chosen, the nodes searched and the ``time.process_time()``
spent in ``Searcher.best_move`` (CPU time: the machine is shared, wall time is noisy), and
which build runs (``bingolino_app.native``: pure Python or compiled). Prints
p50/p95/max CPU ms per decision, nodes per CPU second, and a digest of the (move, nodes)
sequence: a speed-up that keeps the search the same tree keeps the digest. ``--nodes`` sets
the strong node budget (default: bots.STRONG_NODES), to see what a budget costs. It also
says how early the endgame is solved exactly: a decision is exact when the finished depth
reaches the last stone (empty tiles = stones still to place + 8).

A decision whose CPU time passed the searcher's deadline is flagged: its node count then
depends on the build's speed, and so does the digest.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bingolino_app import native  # noqa: E402
from bingolino_app.bench.stats import percentile  # noqa: E402
from bingolino_app.core.bots import bot_seed, choose_move  # noqa: E402
from bingolino_app.core.session import Seat, Session  # noqa: E402
from bingolino_app.games.lino import bots, search  # noqa: E402
from bingolino_app.games.lino.rules import STONES, TILES  # noqa: E402


def play(seed: int, level: str, bonus: str) -> None:
    seats = [Seat("A", "computer", level), Seat("B", "computer", level)]
    session = Session("lino", seats, {"bonus": bonus, "starter": 0}, seed)
    while not session.state.is_terminal():
        seat = session.pending_players()[0]
        state = session.state
        obs, legal = state.observation(seat), state.legal_actions(seat)
        action = choose_move("lino", seats[seat].level, obs, legal,
                             bot_seed(session.seed, len(session.history), seat))
        session.apply(seat, action)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--nodes", type=int, default=None)
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args(argv)
    level = "strong" if args.nodes is None else f"strong(nodes={args.nodes})"

    records: list[tuple[int, int, float, bool]] = []
    exact: list[tuple[int, bool]] = []  # (stones still to place, solved to the end?)

    class Timed:
        """A searcher that records each search (a compiled Searcher cannot be patched)."""

        def __init__(self, *args, **params) -> None:
            self.searcher = search.Searcher(*args, **params)

        def best_move(self, pos):
            started = time.process_time()
            move = self.searcher.best_move(pos)
            spent = time.process_time() - started
            late = time.process_time() > self.searcher.deadline
            records.append((move, self.searcher.nodes, spent, late))
            left = pos.moves_left()
            exact.append((left, self.searcher.depth_done >= left))
            return move

    bots.Searcher = Timed
    try:
        for i, seed in enumerate(args.seeds):
            play(seed, level, "off" if i == 0 else "full")
    finally:
        bots.Searcher = search.Searcher

    ms = [r[2] * 1000.0 for r in records]
    nodes = sum(r[1] for r in records)
    digest = hashlib.sha256(repr([(r[0], r[1]) for r in records]).encode()).hexdigest()[:16]
    if args.verbose:
        for move, n, spent, late in records:
            print(f"{move:3d} {n:7d} {spent * 1000:8.1f} ms{'  LATE' if late else ''}")
    print(f"{native.build()}: budget {args.nodes or bots.STRONG_NODES} nodes, seeds {args.seeds}: "
          f"{len(records)} decisions, {nodes} nodes")
    print(f"CPU ms per decision: p50 {percentile(ms, 0.5):.0f}  p95 {percentile(ms, 0.95):.0f}"
          f"  max {max(ms):.0f}")
    print(f"nodes/s (CPU): {nodes / (sum(ms) / 1000.0):,.0f}")
    solved = [left for left, done in exact if done]
    always = max((n for n in range(1, 49)
                  if all(done for left, done in exact if left <= n)), default=0)
    print(f"exact to the end: {len(solved)} of {len(exact)} decisions; every decision with "
          f"{always} stones or fewer to place ({always + TILES - STONES} empty tiles); the "
          f"most stones to place of an exact one {max(solved, default=0)}")
    for low in range(1, 49, 4):
        group = [done for left, done in exact if low <= left < low + 4]
        if group:
            print(f"  {low:2d}-{low + 3:2d} stones to place ({low + TILES - STONES}-"
                  f"{low + 3 + TILES - STONES} empty tiles): {sum(group)} of {len(group)} exact")
    late = sum(r[3] for r in records)
    print(f"digest (move, nodes): {digest}" + (f"  ({late} decisions hit the deadline!)"
                                               if late else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
