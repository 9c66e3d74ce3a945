"""Golden decisions: recorded positions of every game, the move each computer level chooses
there and the analysis' verdict on the move played, kept in tests/games/golden/<game>.json
and checked by tests/games/test_golden.py.

    python tools/golden.py write [game ...]   # record them anew (all games by default)
    python tools/golden.py check [game ...]   # what differs from the recorded ones, per level

The positions come from seeded games of the quick levels (greedy, easy, random, normal), so
they do not move when a search level changes; a position is its game's seed, options and
moves so far (replayed through the rules). At each position every level of the game's BOTS
decides with the seed the app would give it (core.bots.bot_seed), its clock guard lifted (the
node and iteration budgets decide), and a few cheaper configurations of the search levels
decide too (CHEAP: what the mutation tests run). The
search levels at their full budget decide at every FULL_EVERY-th position only (seconds each).
The analysis is core.analysis.judge on the move that was played, at the effort of EFFORT,
with every move's value from the game's analyser.

A changed decision is not a failure of the rules: regenerate deliberately, after a change
meant to change how a level plays (a new budget, a new evaluation, a merged search), and say
in the commit why the decisions moved (``check`` lists them first).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from bingolino_app.core import analysis, registry  # noqa: E402
from bingolino_app.core.analysis import DecisionPoint  # noqa: E402
from bingolino_app.core.bots import bot_seed, choose_move, parse_level  # noqa: E402
from bingolino_app.core.game import action_from_json  # noqa: E402
from bingolino_app.core.session import Seat, Session  # noqa: E402

FOLDER = ROOT / "tests" / "games" / "golden"
GAMES = ("bingolino", "qwingo", "domino_bingo", "lino")

# The games the positions come from: (options, players, the levels that play them, seeds) and
# how many positions each game gives.
SOURCES = {
    "bingolino": [({"starter": 0}, 1, ["greedy"], [1, 2], 5),
                  ({"starter": 0}, 2, ["greedy", "easy"], [3, 4], 6),
                  ({"starter": 1}, 3, ["normal", "greedy", "random"], [5], 8),
                  ({"starter": 2}, 4, ["easy", "greedy", "normal", "greedy"], [6], 8)],
    "qwingo": [({}, 1, ["greedy"], [1, 2], 6),
               ({}, 2, ["greedy", "easy"], [3, 4], 7),
               ({"may_pass": True}, 3, ["easy", "greedy", "random"], [5], 8),
               ({}, 5, ["greedy", "easy", "greedy", "easy", "greedy"], [6], 8)],
    "domino_bingo": [({"variant": "russian", "target": 7}, 2, ["greedy", "easy"], [1, 2, 3], 8),
                     ({"variant": "english", "target": 8}, 2, ["easy", "greedy"], [4, 5, 6], 8)],
    "lino": [({"layout": "cross", "bonus": "off", "starter": 0}, 2, ["greedy", "easy"], [1], 9),
             ({"layout": "random", "bonus": "full", "starter": 1}, 2, ["easy", "greedy"], [2], 9),
             ({"layout": "cross", "bonus": "stars", "match": "fair", "starter": 0}, 2,
              ["greedy", "random"], [3], 9)],
}
# Where a game is long (Domino: a match of many deals) the positions come from its start.
MAX_DECISIONS = {"domino_bingo": 70}

# Cheaper configurations of the search levels, decided at every position (the mutation tests
# run them: a full strong decision costs seconds).
CHEAP = {
    "bingolino": [],
    "qwingo": [],
    "domino_bingo": ["strong(iterations=300)", "strong(iterations=300, common=24)",
                     "strong_v1(iterations=150)"],
    "lino": ["strong(nodes=1500, candidates=4)", "normal(nodes=400)", "strong_v1(nodes=1500)"],
}
# The levels whose full budget costs a second or so a decision: recorded at every
# FULL_EVERY-th position only (strong_v2: issue 13's strong, frozen).
EXPENSIVE = {"domino_bingo": ("strong", "strong_v2", "strong_v1"),
             "lino": ("strong", "strong_v2", "strong_v1")}
FULL_EVERY = 6
# Levels not recorded. Domino Bingo's and Lino's expert is strong's search at a larger budget:
# 4 to 12 seconds a decision in the pure Python build, too dear for the fast tests, and at a
# cheap budget it is strong at that budget (CHEAP already decides it). Domino Bingo's cheater
# is a benchmark's: with a player's own observation it plays as strong.
LEFT_OUT = {"domino_bingo": ("expert", "cheater"), "lino": ("expert",)}
# The analysis' effort per game (Domino: 24 sampled deals per move, no clock involved).
EFFORT = {"bingolino": 1.0, "qwingo": 1.0, "domino_bingo": 0.002, "lino": 0.05}
ANALYSIS_SEED = 11


# --- positions -------------------------------------------------------------------------------
def seats(players: int) -> list[Seat]:
    return [Seat(f"P{i + 1}", "computer", "greedy") for i in range(players)]


def rebuild(game: str, entry: dict) -> Session:
    """The session of a recorded position (its seed, options and moves so far)."""
    types = registry.game(game).new_state.action_types
    actions = [(p, action_from_json(a, types)) for p, a in entry["actions"]]
    return Session.replay(game, seats(entry["players"]), entry["options"], entry["seed"],
                          actions)


def candidates(game: str, options: dict, players: int, levels: list[str], seed: int):
    """(session actions so far, player, the move played) at each decision of a seeded game."""
    session = Session(game, seats(players), options, seed)
    found = []
    limit = MAX_DECISIONS.get(game, 10 ** 6)
    while not session.state.is_terminal() and len(found) < limit:
        state = session.state
        player = session.pending_players()[0]
        legal = state.legal_actions(player)
        level = levels[player % len(levels)]
        move = choose_move(game, level, state.observation(player), legal,
                           bot_seed(seed, len(session.history), player))
        if analysis.is_decision(game, legal, move):
            found.append((list(session.actions), player, move))
        session.apply(player, move)
    return found


def positions(game: str) -> list[dict]:
    out = []
    for options, players, levels, seeds, count in SOURCES[game]:
        for seed in seeds:
            found = candidates(game, options, players, levels, seed)
            picks = sorted({round(i * (len(found) - 1) / max(1, count - 1))
                            for i in range(count)})
            for k in picks:
                actions, player, move = found[k]
                out.append({"options": options, "players": players, "seed": seed,
                            "actions": [[p, a.to_json()] for p, a in actions],
                            "player": player, "played": move.to_json()})
    return out


# --- what is recorded at a position ---------------------------------------------------------------
def levels_at(game: str, index: int) -> list[str]:
    names = [name for name in registry.game(game).bots if name not in LEFT_OUT.get(game, ())]
    expensive = EXPENSIVE.get(game, ())
    chosen = [n for n in names if n not in expensive or index % FULL_EVERY == 0]
    return chosen + CHEAP[game]


def plain(value):
    """As JSON reads it back (tuples become lists)."""
    return json.loads(json.dumps(value))


def unguarded(game: str, level: str) -> str:
    """The level with its clock guard lifted (seconds=600) where it has one: the guard only
    protects the window on a slow machine, and a decision that depends on the clock cannot be
    recorded. The node and iteration budgets decide."""
    name, params = parse_level(level)
    if "seconds" in params:
        return level
    try:
        registry.game(game).bots[name](**{**params, "seconds": 600})
    except TypeError:
        return level
    args = ", ".join(f"{k}={v!r}" for k, v in {**params, "seconds": 600}.items())
    return f"{name}({args})"


def decide(game: str, entry: dict, level: str) -> dict:
    session = rebuild(game, entry)
    p, state = entry["player"], session.state
    seed = bot_seed(entry["seed"], len(session.history), p)
    return plain(choose_move(game, unguarded(game, level), state.observation(p),
                             state.legal_actions(p), seed).to_json())


def judge(game: str, entry: dict) -> dict:
    """The analysis of the move played: its verdict (core.analysis.judge) and every value."""
    session = rebuild(game, entry)
    p, state = entry["player"], session.state
    types = registry.game(game).new_state.action_types
    played = action_from_json(entry["played"], types)
    legal = state.legal_actions(p)
    move = len([1 for q, _ in session.actions if q >= 0]) + 1
    point = DecisionPoint(move, p, state.observation(p), tuple(legal), played)
    effort = EFFORT[game]
    verdict = analysis.judge(game, point, ANALYSIS_SEED, effort)
    ev = analysis.analyser(game).evaluate(point.obs, list(point.legal), played,
                                          analysis.decision_rng(ANALYSIS_SEED, move), effort)
    return plain({"move": move, "effort": effort, "verdict": verdict.to_json(),
                  "values": [[a.to_json(), v] for a, v in ev.values.items()],
                  "best": ev.best.to_json(), "noise": ev.noise, "samples": ev.samples,
                  "basis": ev.basis, "exact": ev.exact})


def record(game: str) -> dict:
    entries = positions(game)
    for i, entry in enumerate(entries):
        entry["decisions"] = {level: decide(game, entry, level) for level in levels_at(game, i)}
        entry["analysis"] = judge(game, entry)
        print(f"{game}: position {i + 1} of {len(entries)}", file=sys.stderr, flush=True)
    return {"game": game, "regenerate": f"python tools/golden.py write {game}",
            "positions": entries}


def path_of(game: str) -> Path:
    return FOLDER / f"{game}.json"


def load(game: str) -> dict:
    return json.loads(path_of(game).read_text(encoding="utf-8"))


def write(game: str) -> None:
    data = record(game)
    FOLDER.mkdir(parents=True, exist_ok=True)
    text = json.dumps(data, ensure_ascii=False, indent=None, separators=(",", ":"))
    # One position a line: a regenerated file shows which positions changed.
    lines = text.replace('{"options":', '\n{"options":')
    path_of(game).write_text(lines + "\n", encoding="utf-8")


def close(a, b, tolerance: float = 1e-9) -> bool:
    """JSON values equal, numbers within ``tolerance``."""
    if isinstance(a, bool) or isinstance(b, bool):
        return a == b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return abs(a - b) <= tolerance
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(close(a[k], b[k], tolerance) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(close(x, y, tolerance) for x, y in zip(a, b))
    return a == b


def check(game: str) -> int:
    data, differences = load(game), 0
    for i, entry in enumerate(data["positions"]):
        for level, expected in entry["decisions"].items():
            if parse_level(level)[0] not in registry.game(game).bots:
                print(f"{game} #{i}: level {level} is gone")
                differences += 1
                continue
            got = decide(game, entry, level)
            if got != expected:
                differences += 1
                print(f"{game} #{i} {level}: {expected} -> {got}")
        for level in levels_at(game, i):
            if level not in entry["decisions"]:
                differences += 1
                print(f"{game} #{i}: level {level} not recorded")
        got = judge(game, entry)
        if not close(got, entry["analysis"]):
            differences += 1
            print(f"{game} #{i} analysis: {entry['analysis']['verdict']} -> {got['verdict']}")
    print(f"{game}: {differences} difference(s) in {len(data['positions'])} positions")
    return differences


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("command", choices=("write", "check"))
    parser.add_argument("games", nargs="*", help=f"some of {', '.join(GAMES)} (all: none)")
    args = parser.parse_args(argv)
    games = args.games or list(GAMES)
    unknown = [g for g in games if g not in GAMES]
    if unknown:
        parser.error(f"not a game: {', '.join(unknown)}")
    if args.command == "write":
        for game in games:
            write(game)
        return 0
    return 1 if sum(check(game) for game in games) else 0


if __name__ == "__main__":
    sys.exit(main())
