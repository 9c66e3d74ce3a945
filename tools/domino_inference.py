"""How well Domino Bingo's inference reads the opponent's hand (bingolino_app/games/domino_bingo/
infer.py): the weighted chance of each hidden stone scored against the hand he really holds.

    nice -n 10 python tools/domino_inference.py record --players "strong(iterations=6000),strong(iterations=6000)" --deals 60 --out /tmp/reads.pickle
    python tools/domino_inference.py score /tmp/reads.pickle --config "" --config "infer=False" --config "proposals=1600"

``record`` plays seeded deals (both variants, random match scores, as fit_domino_policy.py) and
keeps, at every decision while stones wait in the stock, the mover's observation and the
opponent's true hand. ``score`` builds the weighted worlds of each kept observation under each
configuration (``WeightedWorlds``' keyword arguments; ``weights=FILE`` also loads the policy's
constants from a file of ``NAME = (...)`` lines as fit_domino_policy.py prints them, in the
pure build only) and prints, per stone whose place is not a fact: the log loss and the Brier
score of its chance against the truth (lower is better; the same positions and seeds for every
configuration), and the weighted pools' effective number of hands. Deterministic: a seeded generator per
position.
"""

from __future__ import annotations

import argparse
import ast
import math
import pickle
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bingolino_app.core.bots import bot_seed, choose_move, split_levels  # noqa: E402
from bingolino_app.games.domino_bingo import infer, rules  # noqa: E402
from bingolino_app.games.domino_bingo.rules import stone_id  # noqa: E402
from bingolino_app.games.domino_bingo.state import DominoState, Starter  # noqa: E402

POLICY = ("LEAD", "LEAD_HAND", "FOLLOW", "FOLLOW_HAND", "CLOSE", "_LEAD_BOOST", "_FOLLOW_BOOST")
CLAMP = 1e-4  # a chance of 0 or 1 that is wrong would cost an infinite log loss


def record_deal(levels, variant: str, seed: int) -> list[tuple]:
    """(observation, the opponent's true hand as a mask of ids) at each decision with a stock."""
    state = DominoState(2, {"variant": variant, "target": 7})
    rng = random.Random(seed)
    state.apply(Starter(rng.randrange(2)), -1)
    state.big = [rng.randrange(7), rng.randrange(7)]
    state.apply(state.sample_chance(rng), -1)
    kept, k = [], 0
    while state.phase == "play":
        p = state.to_move
        obs, legal = state.observation(p), state.legal_actions(p)
        if state.stock:
            kept.append((obs, rules.mask_of(stone_id(s) for s in state.hands[1 - p])))
        action = legal[0] if len(legal) == 1 else choose_move(
            "domino_bingo", levels[p], obs, legal, bot_seed(seed, k, p))
        state.apply(action, p)
        k += 1
    return kept


def load_weights(path: str) -> None:
    """Replace the policy's constants of the (pure) infer module by those in ``path``."""
    for line in Path(path).read_text().splitlines():
        if "=" not in line or line.lstrip().startswith("#"):
            continue
        name, value = (part.strip() for part in line.split("=", 1))
        setattr(infer, name, tuple(ast.literal_eval(value)))
    infer._LEAD_BOOST = tuple(math.exp(w) for w in infer.LEAD_HAND)
    infer._FOLLOW_BOOST = tuple(math.exp(w) for w in infer.FOLLOW_HAND)
    for name in ("lead_table", "follow_table"):
        getattr(infer, name).cache_clear()


def parse_config(text: str) -> dict:
    out = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        key, value = (s.strip() for s in part.split("=", 1))
        out[key] = value if key == "weights" else ast.literal_eval(value)
    return out


def score(reads: list[tuple], config: dict) -> dict:
    config = dict(config)
    if "weights" in config:  # this configuration only: the next one gets today's weights back
        kept = {name: getattr(infer, name) for name in POLICY}
        load_weights(config.pop("weights"))
        try:
            return score(reads, config)
        finally:
            for name, value in kept.items():
                setattr(infer, name, value)
            infer.lead_table.cache_clear()
            infer.follow_table.cache_clear()
    loss = brier = 0.0
    stones = 0
    ess_sum, weighted = 0.0, 0
    started = time.process_time()
    for n, (obs, truth) in enumerate(reads):
        pool = infer.WeightedWorlds(obs, random.Random(n), **config)
        for stone in pool.allowed:
            p = min(1.0 - CLAMP, max(CLAMP, pool.probability_of(stone)))
            y = truth >> stone & 1
            loss -= math.log(p if y else 1.0 - p)
            brier += (p - y) ** 2
            stones += 1
        if not pool.uniform:  # the effective number of distinct hands the worlds come from
            ess_sum += pool.total ** 2 / sum(w * w for w in pool.weights)
            weighted += 1
    return {"positions": len(reads), "stones": stones, "log_loss": loss / stones,
            "brier": brier / stones, "ess": ess_sum / max(1, weighted),
            "ms": 1000.0 * (time.process_time() - started) / len(reads)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    rec = sub.add_parser("record")
    rec.add_argument("--players", default="strong(iterations=6000),strong(iterations=6000)")
    rec.add_argument("--deals", type=int, default=60, help="per variant")
    rec.add_argument("--seed", type=int, default=8000)
    rec.add_argument("--out", required=True)
    sc = sub.add_parser("score")
    sc.add_argument("reads")
    sc.add_argument("--every", type=int, default=1, help="score every n-th observation only")
    sc.add_argument("--config", action="append", default=[],
                    help="WeightedWorlds keywords, e.g. 'proposals=1600' ('' = the defaults)")
    args = parser.parse_args()
    if args.command == "record":
        levels = split_levels(args.players)
        reads = [r for i in range(args.deals) for variant in rules.VARIANTS
                 for r in record_deal(levels, variant, args.seed + i)]
        Path(args.out).write_bytes(pickle.dumps(reads))
        print(f"{len(reads)} observations from {2 * args.deals} deals -> {args.out}")
        return
    reads = pickle.loads(Path(args.reads).read_bytes())[::args.every]
    print(f"{'configuration':40} {'log loss':>9} {'brier':>7} {'hands (ess)':>12} {'ms':>6}")
    for text in args.config or [""]:
        r = score(reads, parse_config(text))
        print(f"{text or '(defaults)':40} {r['log_loss']:9.4f} {r['brier']:7.4f} "
              f"{r['ess']:12.1f} {r['ms']:6.1f}")


if __name__ == "__main__":
    main()
