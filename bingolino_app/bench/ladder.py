"""An Elo-style ladder of the computer levels: one seeded round-robin, ratings with intervals.

    python -m bingolino_app.bench ladder --game domino_bingo --variant russian --games 20 --seed 1
    python -m bingolino_app.bench ladder --game lino --levels easy,normal,strong,greedy --games 10

Every pair of levels plays ``--games`` two-player games (strength.py: game i has the seed S+i
and the seats rotated; every pair meets the same seeds). The ratings are the Bradley-Terry
maximum-likelihood fit of all the pairs' scores, on the Elo scale (400 points: 10 to 1 odds),
anchored at ``greedy`` = 1000 (the first level when greedy is not playing); a shared win counts
half. Each pair's score has a half-win prior each way, so that a level that won every game
still has a finite rating. The 95 % intervals come from a bootstrap over games (each pair's
games resampled, the ratings fitted again). The frozen baselines are ``greedy`` and
``strong_v1``; the levels default to easy, normal, strong, expert and both baselines.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import random
import sys

from bingolino_app.bench import strength
from bingolino_app.bench.stats import wilson
from bingolino_app.core.bots import split_levels

DEFAULT_LEVELS = "easy,normal,strong,expert,greedy,strong_v1"
ANCHOR, ANCHOR_RATING = "greedy", 1000.0


def fit(levels: list[str], scores: dict[tuple[str, str], tuple[float, int]],
        prior: float = 0.5, rounds: int = 2000) -> dict[str, float]:
    """Elo ratings from (a, b) -> (a's wins, games) by the Bradley-Terry MM iteration."""
    wins = {level: 0.0 for level in levels}
    games: dict[tuple[str, str], float] = {}
    for (a, b), (w, n) in scores.items():
        wins[a] += w + prior
        wins[b] += n - w + prior
        games[(a, b)] = games[(b, a)] = n + 2 * prior
    strength_ = {level: 1.0 for level in levels}
    for _ in range(rounds):
        new = {}
        for a in levels:
            denom = sum(n / (strength_[a] + strength_[b]) for (x, b), n in games.items()
                        if x == a)
            new[a] = wins[a] / denom if denom else strength_[a]
        norm = math.exp(sum(math.log(v) for v in new.values()) / len(new))
        new = {k: v / norm for k, v in new.items()}
        done = max(abs(math.log(new[k] / strength_[k])) for k in levels) < 1e-9
        strength_ = new
        if done:
            break
    anchor = ANCHOR if ANCHOR in levels else levels[0]
    return {k: ANCHOR_RATING + 400.0 * math.log10(v / strength_[anchor])
            for k, v in strength_.items()}


def run(game_id: str, levels: list[str], games: int, seed: int, options: dict,
        processes: int = 1, bootstrap: int = 400, progress=None) -> dict:
    pairs = {}
    per_game: dict[tuple[str, str], list[float]] = {}
    cpu: dict[str, list[float]] = {level: [] for level in levels}
    for a, b in itertools.combinations(levels, 2):
        result = strength.run(game_id, [a, b], games, seed, processes, options)
        pairs[(a, b)] = result
        per_game[(a, b)] = result["per_game"][a]
        if progress:
            progress(f"{a} vs {b}: {result['win_rate'][a]:.1%} of {games}")
    scores = {k: (sum(v), len(v)) for k, v in per_game.items()}
    ratings = fit(levels, scores)
    rng = random.Random(seed)
    samples: dict[str, list[float]] = {level: [] for level in levels}
    for _ in range(bootstrap):
        drawn = {}
        for k, v in per_game.items():
            pick = [v[rng.randrange(len(v))] for _ in v]
            drawn[k] = (sum(pick), len(pick))
        for level, r in fit(levels, drawn, rounds=300).items():
            samples[level].append(r)
    intervals = {}
    for level, values in samples.items():
        values.sort()
        intervals[level] = (values[int(0.025 * (len(values) - 1))],
                            values[int(0.975 * (len(values) - 1))])
    for (a, b), result in pairs.items():
        for level, label in ((a, a), (b, b)):
            cpu[level].append(result["decision_cpu_ms"][label]["p95"])
    return {"game": game_id, "levels": levels, "games": games, "seed": seed, "options": options,
            "build": pairs[next(iter(pairs))]["build"] if pairs else "",
            "ratings": ratings, "ratings_ci95": intervals,
            "pairs": {f"{a} vs {b}": {"score": scores[(a, b)][0], "games": games,
                                      "ci95": list(wilson(scores[(a, b)][0], games))}
                      for a, b in pairs},
            "cpu_p95_ms": {level: max(v, default=0.0) for level, v in cpu.items()}}


def report(result: dict) -> str:
    lines = [f"{result['game']} ladder: {len(result['levels'])} levels, {result['games']} games "
             f"a pair, seed {result['seed']}, options {result['options']}; search core: "
             f"{result['build']}; Elo anchored at {ANCHOR} = {ANCHOR_RATING:.0f}, 95 % "
             "bootstrap intervals"]
    order = sorted(result["levels"], key=lambda k: -result["ratings"][k])
    width = max(10, *(len(k) for k in order))
    lines.append(f"{'level':<{width}} {'Elo':>6} {'95% interval':>16} {'cpu p95 ms':>10}")
    for level in order:
        low, high = result["ratings_ci95"][level]
        lines.append(f"{level:<{width}} {result['ratings'][level]:>6.0f} "
                     f"{f'[{low:.0f}, {high:.0f}]':>16} {result['cpu_p95_ms'][level]:>10.0f}")
    lines.append("pairs (first level's score):")
    for name, pair in result["pairs"].items():
        low, high = pair["ci95"]
        lines.append(f"  {name}: {pair['score'] / pair['games']:.1%} [{low:.1%}, {high:.1%}] "
                     f"of {pair['games']}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    parser = argparse.ArgumentParser(prog="python -m bingolino_app.bench ladder",
                                     description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="domino_bingo")
    parser.add_argument("--levels", default=DEFAULT_LEVELS)
    parser.add_argument("--games", type=int, default=20, help="games per pair")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--processes", type=int, default=1)
    parser.add_argument("--option", type=strength.parse_option, action="append", default=[])
    parser.add_argument("--variant")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    options = dict(args.option)
    if args.variant:
        options["variant"] = args.variant
    levels = split_levels(args.levels)
    result = run(args.game, levels, args.games, args.seed, options, args.processes,
                 progress=None if args.json else lambda text: print(text, flush=True))
    if args.json:
        result["ratings_ci95"] = {k: list(v) for k, v in result["ratings_ci95"].items()}
        print(json.dumps(result))
    else:
        print(report(result))
    return 0
