"""Strength and speed of the computer players: seeded games with seats rotated fairly.

    python -m bingolino_app.bench --game bingolino --players strong,greedy --games 400 --seed 1

Game i uses the seed S+i and the seat order rotated by i. A win shared by k players counts
1/k for each; how many of a player's wins were shared is reported apart ("shared"). Pure Python (no Qt); ``--processes`` spreads games over worker processes.

``--duplicate`` (as in duplicate bridge): n players play n games on one seed, the seats
rotated, and the k-th chance of each game (a deal, a roll) is drawn from the seed and k alone,
not from the game's place in its history as in a session: every player meets the same deals
from every seat, so part of the deals' luck cancels out of the comparison. The interval of a
player's win rate is then taken over the groups of n games (a group's mean share is one
sample). How much it narrows depends on the game: a Domino Bingo match meets the same deals at
other scores once its two games go apart, and 200 games gave an interval 15 % narrower than
Wilson's for the same rate (worth about 1.4 times the games).

Decision times are measured twice: CPU time of this process (``time.process_time``: what the
search costs, steady on a busy machine) and wall time (what a player waits; noisy when the
machine is shared). The header names the build of the search core (compiled or pure Python,
``bingolino_app.native``). A bot with an ``observe(state, seat)`` method (Domino Bingo's
benchmark-only ``cheater``) is handed what that method shows instead of its observation.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import sys
import time

from bingolino_app import native
from bingolino_app.core import registry
from bingolino_app.core.bots import bot_seed, choose_move, make_bot, split_levels
from bingolino_app.core.game import CHANCE
from bingolino_app.core.session import Seat, Session
from bingolino_app.bench.stats import group_interval, percentile, wilson


def seat_labels(players: list[str]) -> list[str]:
    """Names as given; a name used twice gets #1, #2 ... so each seat is reported apart."""
    labels = []
    for i, name in enumerate(players):
        if players.count(name) > 1:
            name = f"{name}#{players[:i + 1].count(name)}"
        labels.append(name)
    return labels


class DuplicateSession(Session):
    """A session whose k-th chance comes from the seed and k alone (``--duplicate``): two
    games on one seed deal the same deals in the same order however their players play."""

    def _resolve_chance(self) -> None:
        while self.state.decision().is_chance:
            k = sum(step.player == CHANCE for step in self.history)
            rng = random.Random(f"duplicate/{self.seed}/{k}")
            self._apply(CHANCE, self.state.sample_chance(rng))


def play_one(args: tuple) -> dict:
    """One game. Returns winners' shares and decision times per label, and the turn count."""
    game_id, levels, labels, options, seed, rotation, duplicate = args
    n = len(levels)
    order = [(j + rotation) % n for j in range(n)]  # seat j is played by player order[j]
    seats = [Seat(labels[p], "computer", levels[p]) for p in order]
    session = (DuplicateSession if duplicate else Session)(game_id, seats, options, seed)
    observers = [getattr(make_bot(game_id, s.level), "observe", None) for s in seats]
    times: dict[str, list[float]] = {label: [] for label in labels}
    cpu: dict[str, list[float]] = {label: [] for label in labels}
    while not session.state.is_terminal():
        seat = session.pending_players()[0]
        state = session.state
        observe = observers[seat]
        obs = observe(state, seat) if observe is not None else state.observation(seat)
        legal = state.legal_actions(seat)
        started, started_cpu = time.perf_counter(), time.process_time()
        action = choose_move(game_id, seats[seat].level, obs, legal,
                             bot_seed(session.seed, len(session.history), seat))
        cpu[seats[seat].name].append((time.process_time() - started_cpu) * 1000.0)
        times[seats[seat].name].append((time.perf_counter() - started) * 1000.0)
        session.apply(seat, action)
    winners = session.state.winners()
    shares = {seats[w].name: 1.0 / len(winners) for w in winners}
    turns = getattr(session.state, "turn", len(session.history))
    return {"shares": shares, "turns": turns, "times": times, "cpu": cpu,
            "seats": [s.name for s in seats]}


def run(game_id: str, players: list[str], games: int, seed: int, processes: int = 1,
        options: dict | None = None, duplicate: bool = False) -> dict:
    entry = registry.game(game_id)
    for level in players:
        try:
            make_bot(game_id, level)
        except (KeyError, ValueError, TypeError) as exc:
            raise SystemExit(f"bad bot level {level!r} ({exc}); known: {sorted(entry.bots)}")
    labels = seat_labels(players)
    n = len(players)
    if duplicate and games % n:
        raise SystemExit(f"--duplicate plays {n} games a seed: --games must be a multiple of {n}")
    jobs = [(game_id, players, labels, dict(options or {}), seed + (i // n if duplicate else i),
             i, duplicate) for i in range(games)]
    if processes > 1:
        with multiprocessing.Pool(processes) as pool:
            results = pool.map(play_one, jobs, chunksize=max(1, games // (processes * 8)))
    else:
        results = [play_one(job) for job in jobs]
    wins = {label: 0.0 for label in labels}
    shared = {label: 0 for label in labels}  # games this player won together with others
    times: dict[str, list[float]] = {label: [] for label in labels}
    cpu: dict[str, list[float]] = {label: [] for label in labels}
    won_turns: dict[str, list[int]] = {label: [] for label in labels}
    for result in results:
        for label, share in result["shares"].items():
            wins[label] += share
            shared[label] += share < 1.0
            won_turns[label].append(result["turns"])
        for label, t in result["times"].items():
            times[label].extend(t)
        for label, t in result["cpu"].items():
            cpu[label].extend(t)
    mean_turns = sum(r["turns"] for r in results) / games if games else 0.0
    per_game = {k: [r["shares"].get(k, 0.0) for r in results] for k in labels}
    ci95 = {k: list(wilson(v, games)) for k, v in wins.items()}
    if duplicate:
        ci95 = {k: list(group_interval(v, n)) for k, v in per_game.items()}
    return {
        "game": game_id,
        "players": labels,
        "games": games,
        "seed": seed,
        "build": native.build(),
        "wins": wins,
        "duplicate": duplicate,
        "per_game": per_game,
        "win_rate": {k: v / games if games else 0.0 for k, v in wins.items()},
        "win_rate_ci95": ci95,
        "mean_turns": mean_turns,
        "shared_wins": shared,
        "mean_turns_won": {k: (sum(v) / len(v) if v else None) for k, v in won_turns.items()},
        "decision_ms": {k: {"p50": percentile(v, 0.5), "p95": percentile(v, 0.95),
                            "max": max(v, default=0.0), "count": len(v)}
                        for k, v in times.items()},
        "decision_cpu_ms": {k: {"p50": percentile(v, 0.5), "p95": percentile(v, 0.95),
                                "max": max(v, default=0.0), "count": len(v)}
                            for k, v in cpu.items()},
    }


def report(result: dict) -> str:
    rotated = "seats rotated"
    if result.get("duplicate"):
        rotated = ("duplicate: the same deals from every seat, the interval over groups of "
                   f"{len(result['players'])} games")
    lines = [f"{result['game']}: {result['games']} games, seed {result['seed']}, "
             f"{rotated}; a shared win counts 1/k for each of its k winners; search core: "
             f"{result['build']}; decision times in ms, CPU (process) and wall"]
    if len(result["players"]) == 1:
        lines.append(f"solo: mean turns {result['mean_turns']:.2f}")
    else:
        lines.append(f"mean turns per game {result['mean_turns']:.2f}")
    width = max([12] + [len(label) for label in result["players"]])
    lines.append(f"{'player':<{width}} {'win rate':>8} {'95% CI':>15} {'shared':>6} {'turns won':>9} "
                 f"{'cpu p50':>7} {'cpu p95':>7} {'cpu max':>7} "
                 f"{'wall p50':>8} {'wall p95':>8} {'wall max':>8}")
    for label in result["players"]:
        low, high = result["win_rate_ci95"][label]
        ms = result["decision_ms"][label]
        cpu = result["decision_cpu_ms"][label]
        turns = result["mean_turns_won"][label]
        lines.append(f"{label:<{width}} {result['win_rate'][label]:>8.1%} "
                     f"{f'[{low:.1%}, {high:.1%}]':>15} {result['shared_wins'][label]:>6} "
                     f"{'-' if turns is None else f'{turns:.1f}':>9} "
                     f"{cpu['p50']:>7.1f} {cpu['p95']:>7.1f} {cpu['max']:>7.1f} "
                     f"{ms['p50']:>8.1f} {ms['p95']:>8.1f} {ms['max']:>8.1f}")
    return "\n".join(lines)


def parse_option(text: str) -> tuple[str, object]:
    key, sep, value = text.partition("=")
    if not sep:
        raise argparse.ArgumentTypeError(f"expected key=value, got {text!r}")
    try:
        return key, json.loads(value)
    except json.JSONDecodeError:
        return key, value


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    parser = argparse.ArgumentParser(prog="python -m bingolino_app.bench", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="bingolino")
    parser.add_argument("--players", required=True,
                        help='bot levels by seat, comma separated; a level may carry named '
                             'parameters: "strong,strong(iterations=700)"')
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--processes", type=int, default=1)
    parser.add_argument("--option", type=parse_option, action="append", default=[],
                        help="game option key=value (value read as JSON when it parses)")
    parser.add_argument("--variant", help="rule variant (alias of --option variant=...)")
    parser.add_argument("--duplicate", action="store_true",
                        help="every seed played from every seat with the same deals and rolls")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    players = split_levels(args.players)
    options = dict(args.option)
    if args.variant:
        options["variant"] = args.variant
    result = run(args.game, players, args.games, args.seed, args.processes, options,
                 args.duplicate)
    print(json.dumps(result) if args.json else report(result))
    return 0

