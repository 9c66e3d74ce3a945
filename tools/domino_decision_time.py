"""CPU and wall time of Domino Bingo's strong decisions: the cost of a level without the load
of whatever else the machine runs.

    nice -n 5 python tools/domino_decision_time.py [--variant russian] [--games 10]
        [--level strong] [--against strong_v1]

Plays seeded matches (seeds 9000, 9001, …; seats swapped every match) of ``--level`` against
``--against`` and times every decision of ``--level``: ``time.process_time()`` (CPU: what the
search costs) and ``time.perf_counter()`` (wall: what a player waits on this machine now).
Prints p50/p95/max of both, and which build of the search core ran (compiled or pure). The
targets (issues 13 and 34): p95 under 500 ms, max under 1.5 s.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bingolino_app import native  # noqa: E402
from bingolino_app.bench.stats import percentile  # noqa: E402
from bingolino_app.core.bots import bot_seed, choose_move  # noqa: E402
from bingolino_app.core.session import Seat, Session  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="russian", choices=["russian", "english"])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--level", default="strong")
    parser.add_argument("--against", default="strong_v1")
    args = parser.parse_args(argv)
    cpu: list[float] = []
    wall: list[float] = []
    for k in range(args.games):
        levels = [args.level, args.against] if k % 2 == 0 else [args.against, args.level]
        timed = levels.index(args.level)
        session = Session("domino_bingo", [Seat(f"P{i}", "computer", lv)
                                           for i, lv in enumerate(levels)],
                          {"variant": args.variant}, 9000 + k)
        while not session.state.is_terminal():
            p = session.pending_players()[0]
            obs, legal = session.state.observation(p), session.state.legal_actions(p)
            seed = bot_seed(session.seed, len(session.history), p)
            c, w = time.process_time(), time.perf_counter()
            action = choose_move("domino_bingo", levels[p], obs, legal, seed)
            if p == timed:
                cpu.append((time.process_time() - c) * 1000.0)
                wall.append((time.perf_counter() - w) * 1000.0)
            session.apply(p, action)
    for name, values in (("cpu", cpu), ("wall", wall)):
        print(f"{native.build()}: {args.variant} {args.level} {name}: {len(values)} decisions, p50 "
              f"{percentile(values, 0.5):.0f} ms, p95 {percentile(values, 0.95):.0f} ms, "
              f"max {max(values):.0f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
