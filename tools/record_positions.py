"""Record decisions of a computer player on positions from seeded games: the data of the
compiled/pure twin test (tests/games/test_compiled_twin.py).

    nice -n 10 python tools/record_positions.py --game domino_bingo --positions 500 \
        --out tests/games/domino_bingo/twin_positions.json
    nice -n 10 python tools/record_positions.py --game lino --positions 500 \
        --out tests/games/lino/twin_positions.json

Plays seeded games between two cheap levels (``--players``), keeps every decision with more
than one legal action (``--every`` thins them), and records there what ``--level`` chooses
with the seed of that decision (``core.bots.bot_seed``). A game is stored as its options, seed
and actions, so a position is rebuilt by replaying them (``replay``). Which build ran (pure
or compiled) is stored too; ``--check FILE`` replays a file, counts the moves that differ in the
build that runs now and sums the CPU time of the decisions (``BINGOLINO_PURE=1`` runs an
installation's compiled modules as Python: the same decisions in both builds).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bingolino_app import native  # noqa: E402
from bingolino_app.bench.stats import percentile  # noqa: E402
from bingolino_app.core import registry  # noqa: E402
from bingolino_app.core.bots import bot_seed, choose_move, split_levels  # noqa: E402
from bingolino_app.core.game import action_from_json  # noqa: E402
from bingolino_app.core.session import Seat, Session  # noqa: E402

DEFAULTS = {  # the players of the games, the level judged, the options of game i
    "domino_bingo": ("strong(iterations=400, seconds=60),normal",
                     "strong(iterations=2000, seconds=60)",
                     lambda i: {"variant": ("russian", "english")[i % 2]}),
    "lino": ("strong(nodes=3000, seconds=60),normal",
             "strong(nodes=20000, seconds=60)",
             lambda i: {"bonus": ("off", "full", "stars")[i % 3]}),
}


def record(game_id: str, players: list[str], level: str, positions: int, seed: int,
           every: int) -> dict:
    options_of = DEFAULTS[game_id][2]
    games, found, i = [], [], 0
    while len(found) < positions:
        options = options_of(i)
        levels = players if i % 2 == 0 else players[::-1]
        seats = [Seat(f"P{k}", "computer", lv) for k, lv in enumerate(levels)]
        session = Session(game_id, seats, options, seed + i)
        decisions = 0
        while not session.state.is_terminal():
            p = session.pending_players()[0]
            obs, legal = session.state.observation(p), session.state.legal_actions(p)
            index = len(session.history)
            if len(legal) > 1 and len(found) < positions:
                decisions += 1
                if decisions % every == 0:
                    move = choose_move(game_id, level, obs, legal, bot_seed(seed + i, index, p))
                    found.append({"game": len(games), "index": index, "player": p,
                                  "move": move.to_json()})
            action = choose_move(game_id, levels[p], obs, legal,
                                 bot_seed(session.seed, index, p))
            session.apply(p, action)
        games.append({"options": session.options, "seed": session.seed,
                      "actions": [[pl, a.to_json()] for pl, a in session.actions]})
        i += 1
    return {"game": game_id, "level": level, "build": native.build(), "games": games,
            "positions": found}


def replay(data: dict):
    """(position, observation, legal actions, seed) of every recorded position, in order."""
    game_id = data["game"]
    types = registry.game(game_id).new_state.action_types
    by_game: dict[int, list[dict]] = {}
    for position in data["positions"]:
        by_game.setdefault(position["game"], []).append(position)
    for g, game in enumerate(data["games"]):
        wanted = {p["index"]: p for p in by_game.get(g, [])}
        if not wanted:
            continue
        state = registry.game(game_id).new_state(2, game["options"])
        for index, (pl, a) in enumerate(game["actions"]):  # chance steps included
            position = wanted.get(index)
            if position is not None:
                p = position["player"]
                yield (position, state.observation(p), state.legal_actions(p),
                       bot_seed(game["seed"], index, p))
            state.apply(action_from_json(a, types), pl)


def check(data: dict, level: str | None = None, spent: list | None = None) -> list[dict]:
    """The recorded positions whose move the build running now chooses differently;
    ``spent`` gets the CPU seconds of each decision."""
    game_id = data["game"]
    level = level or data["level"]
    differ = []
    for position, obs, legal, seed in replay(data):
        started = time.process_time()
        action = choose_move(game_id, level, obs, legal, seed)
        if spent is not None:
            spent.append(time.process_time() - started)
        move = json.loads(json.dumps(action.to_json()))
        if move != position["move"]:
            differ.append({**position, "now": move})
    return differ


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=sorted(DEFAULTS), default="domino_bingo")
    parser.add_argument("--positions", type=int, default=500)
    parser.add_argument("--players")
    parser.add_argument("--level")
    parser.add_argument("--seed", type=int, default=34000)
    parser.add_argument("--every", type=int, default=3)
    parser.add_argument("--out")
    parser.add_argument("--check", help="replay this file and count the moves that differ")
    parser.add_argument("--limit", type=int, help="--check: the first N positions only")
    parser.add_argument("--json", action="store_true", help="--check: one JSON object")
    args = parser.parse_args(argv)
    started = time.process_time()
    if args.check:
        data = json.loads(Path(args.check).read_text(encoding="utf-8"))
        if args.limit is not None:
            data["positions"] = data["positions"][:args.limit]
        spent: list[float] = []
        differ = check(data, args.level, spent)
        if args.json:
            print(json.dumps({"build": native.build(), "positions": len(data["positions"]),
                              "same": len(data["positions"]) - len(differ),
                              "cpu": sum(spent), "differ": differ[:10]}))
            return 1 if differ else 0
        print(f"{native.build()}: {len(data['positions']) - len(differ)} of "
              f"{len(data['positions'])} moves as recorded ({data['build']}); decisions "
              f"{sum(spent):.2f} s CPU (p50 {1000 * percentile(spent, 0.5):.1f} ms, p95 "
              f"{1000 * percentile(spent, 0.95):.1f} ms), "
              f"{time.process_time() - started:.1f} s CPU in all")
        for d in differ[:10]:
            print("  differs:", d)
        return 1 if differ else 0
    players, level, _ = DEFAULTS[args.game]
    data = record(args.game, split_levels(args.players or players), args.level or level,
                  args.positions, args.seed, args.every)
    data["command"] = "python tools/record_positions.py " + " ".join(sys.argv[1:] if argv is None
                                                                     else argv)
    text = json.dumps(data, separators=(",", ":"))
    if args.out:
        Path(args.out).write_text(text + "\n", encoding="utf-8")
    print(f"{args.game}: {len(data['positions'])} positions from {len(data['games'])} games "
          f"({native.build()}), {len(text) // 1024} KiB, "
          f"{time.process_time() - started:.1f} s CPU")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
