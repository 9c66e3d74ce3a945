"""Speed and stability of the analysis: seeded games, every decision of one seat judged twice.

    python -m bingolino_app.bench analysis --game lino --games 20 --seed 1
    python -m bingolino_app.bench analysis --game all --games 20 --json

Game i is played by computers (``--players``, by seat) from the seed S+i; the decisions of
``--seat`` are then analysed with two different analysis seeds (``--seeds``). Reported: the
time per game (per deal for Domino Bingo, whose game is a match of several deals; ``--deals``
stops a match after that many), the marks found, and how often both analyses gave a decision
the same mark (stability). Targets on 2 cores: a Domino Bingo deal or a Qwingo game under
20 s, a Lino game under 40 s. The machine's load is reported with the times.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time

from bingolino_app.bench.stats import percentile
from bingolino_app.core import analysis, registry
from bingolino_app.core.bots import bot_seed, choose_move, split_levels
from bingolino_app.core.review import Replay
from bingolino_app.core.session import Seat, Session

DEFAULT_PLAYERS = {"bingolino": "easy,strong", "qwingo": "easy,strong",
                   "domino_bingo": "easy,strong", "lino": "easy,strong"}
TARGET_SECONDS = {"domino_bingo": 20.0, "qwingo": 20.0, "lino": 40.0}


def play(game_id: str, levels: list[str], seed: int, deals: int | None) -> Session:
    seats = [Seat(f"{level} {i + 1}", "computer", level) for i, level in enumerate(levels)]
    session = Session(game_id, seats, {}, seed=seed)
    while not session.state.is_terminal():
        if deals is not None and getattr(session.state, "deal_no", 0) > deals:
            break
        p = session.pending_players()[0]
        state = session.state
        session.apply(p, choose_move(game_id, levels[p], state.observation(p),
                                     state.legal_actions(p),
                                     bot_seed(seed, len(session.history), p)))
    return session


def deals_of(replay: Replay, points) -> int:
    """Deals in which the analysed seat decided something (Domino Bingo), else 1."""
    if replay.game_id != "domino_bingo":
        return 1
    return max(1, len({pt.obs.deal for pt in points}))


def load() -> list[float]:
    try:
        return [round(x, 2) for x in os.getloadavg()]
    except OSError:
        return []


def run(game_id: str, players: list[str], games: int, seed: int, seat: int,
        seeds: tuple[int, int], effort: float, deals: int | None) -> dict:
    entry = registry.game(game_id)
    if not entry.spec.min_players <= len(players) <= entry.spec.max_players:
        raise SystemExit(f"{game_id} takes {entry.spec.min_players}-{entry.spec.max_players} "
                         "players")
    load_before = load()
    per_unit: list[float] = []  # seconds per game (per deal in Domino Bingo), first seed
    per_game: list[float] = []
    cpu_unit: list[float] = []  # the same in CPU seconds: what a loaded machine hides
    decisions, same, same_mistake, mistakes_either = 0, 0, 0, 0
    marks = {m: 0 for m in analysis.MARKS}
    for i in range(games):
        replay = Replay.of_session(play(game_id, players, seed + i, deals))
        points = analysis.decision_points(replay, seat)
        runs = []
        for s in seeds:
            started, cpu = time.perf_counter(), time.process_time()
            runs.append([analysis.judge(game_id, pt, s, effort) for pt in points])
            if s == seeds[0]:
                spent = time.perf_counter() - started
                per_game.append(spent)
                per_unit.append(spent / deals_of(replay, points))
                cpu_unit.append((time.process_time() - cpu) / deals_of(replay, points))
        for a, b in zip(*runs):
            decisions += 1
            marks[a.mark] += 1
            same += a.mark == b.mark
            if "mistake" in (a.mark, b.mark):
                mistakes_either += 1
                same_mistake += a.mark == b.mark
    unit = "deal" if game_id == "domino_bingo" else "game"
    return {
        "game": game_id, "players": players, "seat": seat, "games": games, "seed": seed,
        "analysis_seeds": list(seeds), "effort": effort, "decisions": decisions,
        "unit": unit,
        "seconds_per_unit": {"mean": sum(per_unit) / len(per_unit) if per_unit else 0.0,
                             "p50": percentile(per_unit, 0.5),
                             "p95": percentile(per_unit, 0.95),
                             "max": max(per_unit, default=0.0)},
        "cpu_seconds_per_unit": {"mean": sum(cpu_unit) / len(cpu_unit) if cpu_unit else 0.0,
                                 "max": max(cpu_unit, default=0.0)},
        "seconds_per_game": {"mean": sum(per_game) / len(per_game) if per_game else 0.0,
                             "max": max(per_game, default=0.0)},
        "target_seconds": TARGET_SECONDS.get(game_id),
        "marks": marks,
        "agreement": same / decisions if decisions else 1.0,
        "mistake_agreement": same_mistake / mistakes_either if mistakes_either else 1.0,
        "cores": os.cpu_count(), "load_before": load_before, "load_after": load(),
    }


def report(result: dict) -> str:
    t = result["seconds_per_unit"]
    target = result["target_seconds"]
    verdict = "" if target is None else (
        f" (target < {target:g} s: {'met' if t['mean'] < target else 'MISSED'})")
    marks = ", ".join(f"{k} {v}" for k, v in result["marks"].items())
    return "\n".join([
        f"{result['game']}: {result['games']} games of {','.join(result['players'])}, seed "
        f"{result['seed']}; seat {result['seat']} analysed with seeds "
        f"{result['analysis_seeds'][0]} and {result['analysis_seeds'][1]}, effort "
        f"{result['effort']:g}",
        f"  time per {result['unit']}: mean {t['mean']:.1f} s, median {t['p50']:.1f} s, "
        f"p95 {t['p95']:.1f} s, max {t['max']:.1f} s{verdict}; CPU time mean "
        f"{result['cpu_seconds_per_unit']['mean']:.1f} s, max "
        f"{result['cpu_seconds_per_unit']['max']:.1f} s",
        f"  decisions {result['decisions']}: {marks}",
        f"  same mark under both seeds: {result['agreement']:.1%}; of the decisions either "
        f"called a mistake: {result['mistake_agreement']:.1%}",
        f"  {result['cores']} cores, load {result['load_before']} before, "
        f"{result['load_after']} after",
    ])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bingolino_app.bench analysis",
                                     description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="all", help="a game id, or all")
    parser.add_argument("--players", help="bot levels by seat (default: easy,strong)")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--seat", type=int, default=0, help="whose decisions are analysed")
    parser.add_argument("--seeds", default="1,2", help="the two analysis seeds")
    parser.add_argument("--effort", type=float, default=1.0)
    parser.add_argument("--deals", type=int, default=1,
                        help="Domino Bingo: deals of each match analysed (0: the whole match)")
    parser.add_argument("--json", action="store_true", help="print one JSON object per game")
    args = parser.parse_args(argv)
    seeds = tuple(int(s) for s in args.seeds.split(","))
    if len(seeds) != 2 or seeds[0] == seeds[1]:
        parser.error("--seeds takes two different seeds")
    game_ids = registry.GAME_IDS if args.game == "all" else (args.game,)
    for game_id in game_ids:
        players = split_levels(args.players or DEFAULT_PLAYERS[game_id])
        result = run(game_id, players, args.games, args.seed, args.seat, seeds, args.effort,
                     args.deals or None)
        print(json.dumps(result) if args.json else report(result), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
