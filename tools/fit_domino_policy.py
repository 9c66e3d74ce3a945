"""Fit the weights of Domino Bingo's opponent model (bingolino_app/games/domino_bingo/infer.py).

    python tools/fit_domino_policy.py --players "strong_v1,strong_v1" --deals 100

Plays seeded deals (both variants, random match scores) between two bot levels, records every
lead, follow and chance to close with the true hand of the player, and fits by maximum
likelihood the softmax over infer.lead_features / follow_features plus the hand features
(LEAD, LEAD_HAND, FOLLOW, FOLLOW_HAND) and the logistic close model (CLOSE). Prints the
constants to paste into infer.py and the mean log-likelihood against a uniform choice.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random

from bingolino_app.core.bots import bot_seed, choose_move, split_levels
from bingolino_app.games.domino_bingo import infer, rules
from bingolino_app.games.domino_bingo.rules import stone_id
from bingolino_app.games.domino_bingo.state import Close, DominoState, Play, Starter


def record_deal(args) -> tuple[list, list]:
    levels, variant, seed = args
    state = DominoState(2, {"variant": variant, "target": 7})
    rng = random.Random(seed)
    state.apply(Starter(rng.randrange(2)), -1)
    state.big = [rng.randrange(7), rng.randrange(7)]
    state.apply(state.sample_chance(rng), -1)
    plays, closes = [], []
    k = 0
    while state.phase == "play":
        p = state.to_move
        obs, legal = state.observation(p), state.legal_actions(p)
        action = legal[0] if len(legal) == 1 else choose_move(
            "domino_bingo", levels[p], obs, legal, bot_seed(seed, k, p))
        hand = rules.mask_of(stone_id(s) for s in state.hands[p])
        if any(isinstance(a, Close) for a in legal):
            closes.append((infer.close_features(state.trump, hand, state.points[p],
                                                state.points[1 - p], len(state.stock),
                                                not state.trick), isinstance(action, Close)))
        if isinstance(action, Play):
            legal_mask = rules.mask_of(stone_id(a.stone) for a in legal if isinstance(a, Play))
            led = stone_id(state.trick[0][1]) if state.trick else -1
            plays.append((state.trump, state.strict, led, hand, legal_mask,
                          stone_id(action.stone)))
        state.apply(action, p)
        k += 1
    return plays, closes


def features(trump, strict, led, hand, legal, stone) -> list[float]:
    tb = infer.TABLES[trump]
    lab = tb.label
    h, m = tb.to_labels(hand), tb.to_labels(legal)
    if led < 0:
        special = infer.lead_hand_stones(h, tb.trumps)
        base = infer.lead_features(stone, trump, strict)
    else:
        special = infer.follow_hand_stones(m, tb.beats[lab[led]])
        base = infer.follow_features(stone, led, trump)
    return list(base) + [float(lab[stone] == s) for s in special]


def fit_softmax(data, iterations=400, rate=0.5, l2=0.003):
    d = len(data[0][0][0])
    w = [0.0] * d
    for _ in range(iterations):
        grad, ll = [0.0] * d, 0.0
        for rows, chosen in data:
            scores = [sum(a * b for a, b in zip(w, x)) for x in rows]
            top = max(scores)
            exps = [math.exp(s - top) for s in scores]
            z = sum(exps)
            ll += scores[chosen] - top - math.log(z)
            for x, e in zip(rows, exps):
                for k in range(d):
                    grad[k] -= e / z * x[k]
            for k in range(d):
                grad[k] += rows[chosen][k]
        w = [a + rate * (g / len(data) - l2 * a) for a, g in zip(w, grad)]
    uniform = sum(-math.log(len(rows)) for rows, _ in data) / len(data)
    return w, ll / len(data), uniform


def fit_logistic(data, iterations=2000, rate=1.0):
    d = len(data[0][0])
    w = [0.0] * d
    for _ in range(iterations):
        grad, ll = [0.0] * d, 0.0
        for x, y in data:
            p = 1.0 / (1.0 + math.exp(-sum(a * b for a, b in zip(w, x))))
            ll += math.log(p if y else 1.0 - p)
            for k in range(d):
                grad[k] += (y - p) * x[k]
        w = [a + rate * g / len(data) for a, g in zip(w, grad)]
    return w, ll / len(data)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--players", default="strong_v1,strong_v1")
    parser.add_argument("--deals", type=int, default=100, help="per variant")
    parser.add_argument("--seed", type=int, default=7000)
    parser.add_argument("--processes", type=int, default=2)
    args = parser.parse_args()
    levels = split_levels(args.players)
    jobs = [(levels, variant, args.seed + i) for i in range(args.deals)
            for variant in rules.VARIANTS]
    with multiprocessing.Pool(args.processes) as pool:
        results = pool.map(record_deal, jobs, chunksize=2)
    plays = [p for ps, _ in results for p in ps]
    closes = [c for _, cs in results for c in cs]
    split = {"LEAD": [], "FOLLOW": []}
    for trump, strict, led, hand, legal, stone in plays:
        stones = rules.ids_of(legal)
        if len(stones) < 2:
            continue
        rows = [features(trump, strict, led, hand, legal, i) for i in stones]
        split["LEAD" if led < 0 else "FOLLOW"].append((rows, stones.index(stone)))
    for name, data in split.items():
        w, ll, uniform = fit_softmax(data)
        n = len(infer.LEAD if name == "LEAD" else infer.FOLLOW)
        print(f"# {len(data)} choices: log-likelihood {ll:.3f} per choice, uniform {uniform:.3f}")
        print(f"{name} = ({', '.join(f'{x:.2f}' for x in w[:n])})")
        print(f"{name}_HAND = ({', '.join(f'{x:.2f}' for x in w[n:])})")
    w, ll = fit_logistic(closes)
    rate = sum(y for _, y in closes) / len(closes)
    base = rate * math.log(rate) + (1 - rate) * math.log(1 - rate)
    print(f"# {len(closes)} chances to close: log-likelihood {ll:.4f}, constant {base:.4f}")
    print(f"CLOSE = ({', '.join(f'{x:.2f}' for x in w)})")


if __name__ == "__main__":
    main()
