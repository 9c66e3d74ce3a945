"""Speed of the game history with many recorded games (pure Python, no Qt).

    python -m bingolino_app.bench history --games 100000 --db /tmp/history-bench.sqlite3

Fills a store with ``--games`` recorded games (unless the file holds that many already), then
measures what the app does with it: the statistics window's queries for each profile, recording
one more game (from a finished session, as the app does at the end of a game), and the game
library's first page with its count, in every sort order and with filters. Targets: statistics
under 200 ms, recording under 20 ms, the library's first page under 100 ms.

The games are real: a pool of games played by the fast bots of every game, each recorded many
times over with other seats (four profiles, guests, computers of every level), seeds and dates
spread over three years. Each is a valid save that opens and replays.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics as stats
import sys
import tempfile
import time
from pathlib import Path

import attrs

from bingolino_app.core.bots import bot_seed, choose_move
from bingolino_app.core.history import GameRecord, History, LibraryFilter, SeatRecord
from bingolino_app.core.session import Seat, Session

PROFILES = ("Anna", "Boris", "Vera", "Gleb")
LEVELS = ("easy", "normal", "strong")
SCENARIOS = (  # game, seats as "p" (a profile), "c" (a computer), "g" (a guest); weight
    ("bingolino", "p", 10), ("bingolino", "pc", 20), ("bingolino", "ppc", 6),
    ("bingolino", "pg", 3), ("qwingo", "p", 14), ("qwingo", "pc", 10), ("qwingo", "ppg", 4),
    ("domino_bingo", "pc", 14), ("domino_bingo", "pp", 4), ("lino", "pc", 12),
    ("lino", "pp", 3),
)
OPTIONS = {"domino_bingo": ({"variant": "russian"}, {"variant": "english"}),
           "lino": ({"bonus": "off"}, {"bonus": "full"})}
TEMPLATES = 6  # real games played per scenario
YEARS = 3
TARGETS_MS = {"statistics": 200.0, "record": 20.0, "library": 100.0}


def play(game: str, count: int, seed: int, options: dict) -> Session:
    seats = [Seat(f"p{i}", "computer", "easy") for i in range(count)]
    session = Session(game, seats, options, seed)
    while not session.state.is_terminal():
        player = session.pending_players()[0]
        state = session.state
        session.apply(player, choose_move(game, "easy", state.observation(player),
                                          state.legal_actions(player),
                                          bot_seed(session.seed, len(session.history), player)))
    return session


def templates(seed: int) -> dict[tuple[str, str], list[GameRecord]]:
    pool: dict[tuple[str, str], list[GameRecord]] = {}
    rng = random.Random(seed)
    for game, shape, _weight in SCENARIOS:
        for _ in range(TEMPLATES):
            options = rng.choice(OPTIONS.get(game, ({},)))
            session = play(game, len(shape), rng.randrange(1, 2**31), options)
            pool.setdefault((game, shape), []).append(GameRecord.from_session(session, 0, 0))
    return pool


def recast(template: GameRecord, shape: str, profiles: list[tuple[str, str]], seed: int,
           ended: float, rng: random.Random) -> GameRecord:
    """The template game with other people at the table, another seed and date."""
    people = rng.sample(profiles, shape.count("p"))
    seats, players = [], []
    for kind, seat in zip(shape, template.seats):
        if kind == "p":
            profile_id, name = people.pop()
            new = SeatRecord(name, "human", "", profile_id, seat.score, seat.won)
        elif kind == "g":
            new = SeatRecord(f"Guest {rng.randrange(1, 40)}", "human", "", "", seat.score,
                             seat.won)
        else:
            level = rng.choice(LEVELS)
            new = SeatRecord(f"Computer {len(seats) + 1}", "computer", level, "", seat.score,
                             seat.won)
        seats.append(new)
        players.append({"name": new.name, "kind": new.kind, "level": new.level or "normal",
                        "profile": new.profile})
    save = {**template.save, "seed": seed, "players": players}
    return attrs.evolve(template, started=ended - rng.randrange(120, 3600), ended=ended,
                        seed=seed, seats=tuple(seats), save=save)


def fill(history: History, games: int, seed: int = 1, batch: int = 2000,
         now: float | None = None, progress=None) -> None:
    """Add ``games`` recorded games and the four profiles (if missing) to ``history``."""
    rng = random.Random(seed)
    have = {p.name: p.id for p in history.profiles()}
    profiles = [(have.get(n) or history.create_profile(n).id, n) for n in PROFILES]
    pool = templates(seed)
    weights = [w for _, _, w in SCENARIOS]
    now = time.time() if now is None else now
    start = now - YEARS * 365 * 86400
    base = history.game_count()
    pending = []
    for i in range(games):
        game, shape, _ = rng.choices(SCENARIOS, weights)[0]
        template = rng.choice(pool[(game, shape)])
        ended = start + (now - start) * (i + 1) / games
        pending.append(recast(template, shape, profiles, 10**9 + base + i, ended, rng))
        if len(pending) >= batch:
            history.record_many(pending)
            pending = []
            if progress:
                progress(i + 1)
    history.record_many(pending)


def timed(function, *args, **kwargs) -> tuple[float, object]:
    started = time.perf_counter()
    result = function(*args, **kwargs)
    return (time.perf_counter() - started) * 1000.0, result


def summary(values: list[float]) -> dict:
    ordered = sorted(values)
    return {"p50": stats.median(ordered), "p95": ordered[int(0.95 * (len(ordered) - 1))],
            "max": ordered[-1], "count": len(ordered)}


def statistics_window(history: History, profile_id: str, game: str | None = None) -> None:
    """What the statistics window asks when it opens (or switches player or game)."""
    history.profiles()
    games = history.games_of(profile_id)
    game = game or max(games, key=lambda g: games[g][1])
    history.variants(profile_id, game)
    history.statistics(profile_id, game, None)


def library_first_page(history: History, flt: LibraryFilter, sort: str = "date",
                       descending: bool = True) -> None:
    history.library_count(flt)
    history.library_page(flt, sort, descending, 0, 100)


def measure(path: Path, repeats: int = 5, records: int = 100, seed: int = 7) -> dict:
    opened_ms, history = timed(History.open, path)
    result: dict = {"games": history.game_count(), "open_ms": opened_ms}
    profiles = history.profiles()
    first = {}
    times: list[float] = []
    per_game: dict[str, list[float]] = {}
    for profile in profiles:
        first[profile.name] = timed(statistics_window, history, profile.id)[0]
        for game in history.games_of(profile.id):
            for _ in range(repeats):
                ms = timed(statistics_window, history, profile.id, game)[0]
                times.append(ms)
                per_game.setdefault(game, []).append(ms)
    result["statistics_first_ms"] = first
    result["statistics_ms"] = summary(times)
    result["statistics_by_game_ms"] = {g: summary(v) for g, v in per_game.items()}

    rng = random.Random(seed + result["games"])  # a run on a kept file records new games
    pool = [play(game, len(shape), rng.randrange(1, 2**31), {})
            for game, shape, _ in SCENARIOS if "g" not in shape]
    record_times = []
    for i in range(records):
        template = pool[i % len(pool)]
        seats = [attrs.evolve(s, kind="human", profile=profiles[j % len(profiles)].id,
                              name=profiles[j % len(profiles)].name) if j == 0 else s
                 for j, s in enumerate(template.seats)]
        session = Session.replay(template.game_id, seats, template.options,
                                 2 * 10**9 + rng.randrange(10**8), template.actions)

        def record_one(session=session):
            ended = time.time()
            return history.record(GameRecord.from_session(session, ended - 600, ended))
        ms, recorded = timed(record_one)
        assert recorded.new
        record_times.append(ms)
    result["record_ms"] = summary(record_times)

    library: dict[str, dict] = {}
    cases = [("date, newest first", LibraryFilter(), "date", True),
             ("date, oldest first", LibraryFilter(), "date", False)]
    cases += [(f"by {sort}", LibraryFilter(), sort, False)
              for sort in ("game", "players", "result", "turns")]
    cases += [("one game", LibraryFilter(game="lino"), "date", True),
              ("one player", LibraryFilter(profile=profiles[-1].id), "date", True),
              ("name search", LibraryFilter(text="gUEST 3"), "date", True)]
    for label, flt, sort, descending in cases:
        library[label] = summary([timed(library_first_page, history, flt, sort, descending)[0]
                                  for _ in range(repeats)])
    result["library_ms"] = library
    history.close()
    return result


def report(result: dict) -> str:
    def line(label: str, s: dict, target: float | None = None) -> str:
        verdict = "" if target is None else ("  ok" if s["max"] < target else "  SLOW")
        return (f"  {label:<24} p50 {s['p50']:7.1f}  p95 {s['p95']:7.1f}  max "
                f"{s['max']:7.1f} ms{verdict}")
    lines = [f"{result['games']} recorded games; opening the store {result['open_ms']:.1f} ms",
             f"statistics window data (target < {TARGETS_MS['statistics']:.0f} ms):",
             "  first opening per profile: " + ", ".join(
                 f"{k} {v:.1f} ms" for k, v in result["statistics_first_ms"].items()),
             line("all profiles and games", result["statistics_ms"], TARGETS_MS["statistics"])]
    for game, s in result["statistics_by_game_ms"].items():
        lines.append(line(game, s))
    lines.append(f"recording one game (target < {TARGETS_MS['record']:.0f} ms):")
    lines.append(line("record", result["record_ms"], TARGETS_MS["record"]))
    lines.append(f"library first page of 100 and count (target < "
                 f"{TARGETS_MS['library']:.0f} ms):")
    for label, s in result["library_ms"].items():
        lines.append(line(label, s, TARGETS_MS["library"]))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bingolino_app.bench history",
                                     description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--db", type=Path, help="the store to fill and measure (kept); "
                        "default: a temporary file, removed after")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="bingolino-bench-") as tmp:
        path = args.db or Path(tmp) / "history.sqlite3"
        history = History.open(path)
        missing = args.games - history.game_count()
        fill_ms = 0.0
        if missing > 0:
            def progress(n: int) -> None:
                if not args.json:
                    print(f"\rfilling: {n}/{missing}", end="", file=sys.stderr, flush=True)
            fill_ms, _ = timed(fill, history, missing, args.seed, progress=progress)
            if not args.json:
                print(file=sys.stderr)
        history.close()
        result = measure(path, args.repeats)
        result["fill_s"] = fill_ms / 1000.0
        result["file_mb"] = path.stat().st_size / 2**20
    if args.json:
        print(json.dumps(result))
    else:
        print(report(result))
        print(f"(filled in {result['fill_s']:.1f} s; file {result['file_mb']:.0f} MB)")
    return 0

