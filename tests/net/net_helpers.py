"""Shared pieces of the network tests: seeded local playouts and a server on loopback."""

from __future__ import annotations

import random
from typing import Iterator

from bingolino_app.core import registry
from bingolino_app.core.bots import bot_seed, choose_move
from bingolino_app.core.session import Seat, Session

GAME_IDS = [g.spec.id for g in registry.playable_games()]


def local_positions(game_id: str, players: int, seed: int, options: dict | None = None,
                    cap: int = 5000) -> Iterator[Session]:
    """A random game played locally, yielding the session at every decision."""
    seats = [Seat(f"P{i + 1}", "computer", "random") for i in range(players)]
    session = Session(game_id, seats, options or {}, seed)
    rng = random.Random(seed)
    for index in range(cap):
        yield session
        if session.state.is_terminal():
            return
        pending = session.pending_players()
        player = pending[rng.randrange(len(pending))]
        legal = session.state.legal_actions(player)
        action = choose_move(game_id, "random", session.state.observation(player), legal,
                             bot_seed(seed, index, player))
        session.apply(player, action)


# --- a server and players on loopback ----------------------------------------------------------
import asyncio  # noqa: E402
import contextlib  # noqa: E402

from bingolino_app.net.bots import BotRunner  # noqa: E402
from bingolino_app.net.client import Client  # noqa: E402
from bingolino_app.net.headless import HeadlessPlayer  # noqa: E402
from bingolino_app.net.protocol import SeatSpec, SettingsSpec  # noqa: E402
from bingolino_app.net.server import ServerConfig, TableServer  # noqa: E402


def run(coroutine, timeout: float = 60.0):
    """Run a test's scenario on a fresh event loop, bounded in time."""
    async def bounded():
        return await asyncio.wait_for(coroutine, timeout)
    return asyncio.run(bounded())


@contextlib.asynccontextmanager
async def running_server(data_dir, workers: int = 0, **config):
    """A server on loopback; its computers think in a thread (``workers=0``) or in that many
    processes."""
    # Headless players move at once, far faster than people: no rate limit unless asked.
    config = {"rate": 10_000.0, "burst": 10_000.0, **config}
    server = TableServer(data_dir, ServerConfig(allow_seed=True, **config), BotRunner(workers))
    await server.start()
    try:
        yield server
    finally:
        await server.stop()


def url_of(server: TableServer) -> str:
    return f"ws://127.0.0.1:{server.port}"


class Seated:
    """One human seat played by a headless client, with every frame it received."""

    def __init__(self, url: str, level: str = "random", play: bool = True) -> None:
        self.frames: list[str] = []
        self.client = Client(url, on_raw=self.frames.append)
        self.level = level
        self.player: HeadlessPlayer | None = None
        self.table = ""
        self.seat = -1
        self.token = ""
        if play:
            self.play()

    def play(self) -> None:
        """Let the bot play this seat (from its latest update on, if it has one)."""
        self.player = HeadlessPlayer(self.client, self.level)
        self.player.expected = 1
        latest = self.client.latest.get((self.table, self.seat))
        if latest is not None:
            self.player._on_update(latest)

    async def close(self) -> None:
        await self.client.close()


async def seat_players(url: str, game: str, kinds: list[str], options: dict | None = None,
                       seed: int = 1, level: str = "random",
                       settings: SettingsSpec | None = None,
                       play: bool = True) -> list[Seated | None]:
    """A table with one headless client per "human" in ``kinds`` (the first hosts, the
    others join by the invite) and server computers for "computer" (at ``level``)."""
    specs = [SeatSpec("Host") if i == 0 else SeatSpec("", "human") if k == "human"
             else SeatSpec(f"Bot{i}", "computer", level) for i, k in enumerate(kinds)]
    assert kinds[0] == "human"
    players: list[Seated | None] = [Seated(url, play=play) if k == "human" else None
                                    for k in kinds]
    host = players[0]
    await host.client.connect()
    created = await host.client.create_table(game, specs, [0], options, settings, seed)
    host.table, host.seat, host.token = created.table, 0, created.seats[0].token
    for i, player in enumerate(players[1:], start=1):
        if player is not None:
            await player.client.connect()
            joined = await player.client.join(created.code, f"Guest{i}")
            player.table, player.seat, player.token = joined.table, joined.seat, joined.token
            assert joined.seat == i
    return players


async def finish(players: list[Seated | None]) -> dict:
    """Wait until every human seat has seen the end; returns the final save."""
    humans = [p for p in players if p is not None]
    await asyncio.gather(*(p.player.finished.wait() for p in humans))
    saves_ = [p.player.ended[(p.table, p.seat)].save for p in humans]
    assert all(s == saves_[0] for s in saves_)
    for p in humans:
        await p.close()
    return saves_[0]


# --- what a seat received, checked against what it may know ------------------------------------
import importlib  # noqa: E402
import json  # noqa: E402

from bingolino_app.core.game import CHANCE, IllegalAction, action_from_json  # noqa: E402
from bingolino_app.net import views  # noqa: E402


def _plain(value):
    return json.loads(json.dumps(value))


def replay_states(save: dict):
    """The state after every step of a finished game's save, and each step's events."""
    entry = registry.game(save["game"])
    types = entry.new_state.action_types
    state = entry.new_state(len(save["players"]), save["options"])
    steps = [(a["player"], action_from_json(a["action"], types)) for a in save["actions"]]
    states, events = [state.clone()], []
    for player, action in steps:
        events.append(state.apply(action, player))
        states.append(state.clone())
    return steps, states, events


def allowed_events(game_id: str, events) -> list[dict]:
    """The checker's own reading of the whitelist (independent of net/visibility.py)."""
    allowed = importlib.import_module(f"bingolino_app.games.{game_id}.seen").EVENT_ARGS
    return _plain([{"key": e.key, "args": {k: e.args[k] for k in allowed[e.key] if k in e.args}}
                   for e in events if e.key in allowed])


def _seat_part(game_id: str, state, seat: int, derived: bool) -> dict:
    decision = state.decision()
    return _plain({
        "view": views.view_to_json(state.observation(seat)),
        "decision": {"kind": decision.kind, "players": list(decision.players)},
        "legal": None if derived else [a.to_json() for a in state.legal_actions(seat)]})


def check_frames(save: dict, seat: int, frames: list[str], variants: int = 6) -> dict:
    """Every update ``seat`` received must be what its view, its legal actions and the
    whitelisted events say, identical in every hidden variant of what it could not see:
    after each change (the state part) and before it (the events, in every variant
    consistent with what the seat saw afterwards). Returns counts, so a caller can insist
    that variants really differed."""
    game_id = save["game"]
    hidden = importlib.import_module(f"bingolino_app.games.{game_id}.hidden").hidden_variants
    derived = hasattr(importlib.import_module(f"bingolino_app.games.{game_id}.seen"),
                      "legal_from_view")
    steps, states, events = replay_states(save)
    rng = random.Random(seat)
    stats = {"updates": 0, "state_variants": 0, "event_variants": 0}
    previous = None
    for frame in frames:
        message = json.loads(frame)
        if message["type"] != "update" or message["seat"] != seat:
            continue
        stats["updates"] += 1
        n = message["seq"]
        if message["status"] != "finished":
            assert message["save"] is None
            assert "seed" not in message and not message["view"].get("stock_order")
        got = {k: message[k] for k in ("view", "decision", "legal")}
        real = states[n]
        assert got == _seat_part(game_id, real, seat, derived), f"seq {n}: not the seat's part"
        for variant in hidden(real, seat, rng, count=variants):
            assert _seat_part(game_id, variant, seat, derived) == got, f"seq {n}: leak"
            stats["state_variants"] += variant.snapshot() != real.snapshot()
        start = n if previous is None else previous
        expected = allowed_events(game_id, [e for k in range(start, n) for e in events[k]])
        assert message["events"] == expected, f"seq {n}: events"
        if start < n:
            for variant in hidden(states[start], seat, rng, count=variants):
                other = variant.clone()
                try:
                    found = [e for p, a in steps[start:n] for e in other.apply(a, p)]
                except IllegalAction:
                    continue  # this world is refuted by what happened
                if _seat_part(game_id, other, seat, derived) != got:
                    continue  # ... or by what the seat saw afterwards
                assert allowed_events(game_id, found) == message["events"], f"seq {n}: leak"
                stats["event_variants"] += variant.snapshot() != states[start].snapshot()
        previous = n
    return stats


def check_local_replay(save: dict) -> None:
    """The server's game is the local game of the same seed and decisions: chance drawn
    from the seed, computer moves from the same bots with core.bots.bot_seed."""
    from bingolino_app.core import saves
    from bingolino_app.core.bots import bot_seed, choose_move
    from bingolino_app.core.session import Seat, Session

    loaded = saves.from_dict(save)  # replays and checks the stored snapshot
    seats = [Seat(p["name"], p.get("kind", "human"), p.get("level", "normal"))
             for p in save["players"]]
    steps, states, _ = replay_states(save)
    local = Session(save["game"], seats, save["options"], save["seed"])
    for index, (player, action) in enumerate(steps):
        if player == CHANCE:
            continue  # the local session draws its own chance from the seed
        assert local.actions == steps[:index], f"step {index}: chance differs"
        if seats[player].kind == "computer":
            state = states[index]
            chosen = choose_move(save["game"], seats[player].level, state.observation(player),
                                 state.legal_actions(player), bot_seed(save["seed"], index, player))
            assert chosen == action, f"step {index}: not the bot's move"
        local.apply(player, action)
    assert local.actions == steps
    assert local.state.snapshot() == loaded.state.snapshot() == _plain(save["snapshot"]) \
        or _plain(local.state.snapshot()) == _plain(save["snapshot"])
    assert local.state.is_terminal()
