"""Hostile input: random and malformed frames, wrong tokens, oversized frames, floods, a
client vanishing mid-frame. The table stays exactly as it was, every answer is a typed error,
and the server keeps serving (the game then plays to its end)."""

from __future__ import annotations

import asyncio
import json
import random
import re
import string

import pytest

from net_helpers import check_local_replay, finish, run, running_server, seat_players, url_of
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from bingolino_app.net import protocol
from bingolino_app.net.client import NetError

KEY = re.compile(r"^[a-z0-9_]+(\.[a-z0-9_]+)+$")
HELLO = json.dumps({"type": "hello", "version": protocol.PROTOCOL_VERSION})


def _random_value(rng: random.Random, depth: int = 0):
    kind = rng.randrange(9 if depth < 3 else 6)
    return [
        lambda: rng.randrange(-2**70, 2**70),
        lambda: rng.random() * 10**rng.randrange(0, 300),
        lambda: "".join(rng.choice(string.printable) for _ in range(rng.randrange(40))),
        lambda: rng.choice([True, False, None]),
        lambda: rng.choice(["", "0", "hello", "ABCDE-FGHJK", "\u0000", "é" * 30]),
        lambda: rng.randrange(-3, 10),
        lambda: [_random_value(rng, depth + 1) for _ in range(rng.randrange(4))],
        lambda: {rng.choice(["type", "ref", "seat", "table", "stone", "x"]):
                 _random_value(rng, depth + 1) for _ in range(rng.randrange(4))},
        lambda: {"type": rng.choice(["Play", "Close", "Place", "Move"]),
                 "stone": [rng.randrange(-1, 8), rng.randrange(-1, 8)],
                 "declare": rng.choice([True, 1, "no"])},
    ][kind]()


def _random_message(rng: random.Random, table: str) -> str:
    kind = rng.choice(list(protocol.CLIENT_MESSAGES) + ["nope", "HELLO", ""])
    fields = {"ref": rng.randrange(1000)}
    names = ["table", "seat", "moves", "action", "token", "since", "code", "name", "game",
             "seats", "host", "options", "settings", "tokens", "version", "seed", "junk"]
    for name in rng.sample(names, rng.randrange(1, 7)):
        fields[name] = _random_value(rng)
    if rng.random() < 0.3:
        fields["table"] = table
    return json.dumps({"type": kind, **fields})


def _frames(rng: random.Random, table: str):
    """Text and binary frames of every kind of wrong."""
    for _ in range(60):
        yield bytes(rng.randrange(256) for _ in range(rng.randrange(1, 200)))
    for _ in range(60):
        yield "".join(chr(rng.randrange(32, 0x2FFF)) for _ in range(rng.randrange(80)))
    yield from ["{", "}", "[]", "null", "1e999", '{"type": "act"', '"act"', "{}" * 500,
                '{"type": "hello", "version": 1}', "[" * 10000]
    for _ in range(400):
        yield _random_message(rng, table)


async def _talk(url: str, frames, answers: list) -> None:
    """Send frames on one connection after hello (a new one whenever the server closes)."""
    frames = list(frames)
    while frames:
        async with connect(url, max_size=2**23) as ws:
            await ws.send(HELLO)
            answers.append(json.loads(await ws.recv()))
            try:
                while frames:
                    await ws.send(frames.pop(0))
                    answers.append(json.loads(await asyncio.wait_for(ws.recv(), 5)))
            except ConnectionClosed:
                pass


def _table_now(server, table_id):
    table = server.tables[table_id]
    return table.seq, json.dumps(table.session.state.snapshot(), sort_keys=True), table.moves[:]


def test_hostile_frames_change_nothing_and_the_server_goes_on(tmp_path):
    rng = random.Random(31)

    async def scenario():
        async with running_server(tmp_path, rate=500.0, burst=500.0) as server:
            url = url_of(server)
            host, guest = await seat_players(url, "domino_bingo", ["human", "human"], seed=31,
                                             play=False)
            table = host.table
            before = _table_now(server, table)
            stored = len((await server.store.call("load", table)).actions)
            answers: list[dict] = []
            await _talk(url, _frames(rng, table), answers)
            # Wrong tokens, tokens of nobody, and acting for seats this connection lacks.
            for token in ["", "x" * 64, "x" * 100000, guest.token[:-1] + "A", "ABCDEFGHJK"]:
                await _talk(url, [json.dumps({"type": "attach", "ref": 1, "token": token})],
                            answers)
            for seat in (0, 1, 2, -1):
                await _talk(url, [json.dumps({"type": "act", "ref": 2, "table": table,
                                              "seat": seat, "moves": 0,
                                              "action": {"type": "Close"}})], answers)
            # The host itself, attached, sends moves that are stale, malformed or illegal.
            latest = host.client.latest[(table, 0)]
            bad = [{"type": "Play", "stone": [9, 9], "declare": False},
                   {"type": "Play", "stone": [0, 0]},
                   {"type": "Close", "extra": 1},
                   {"type": "Deal", "hands": [], "stock": []}]
            for action in bad:
                for moves in (latest.moves, latest.moves + 1, -1):
                    try:
                        await host.client._request(lambda ref: protocol.Act(
                            ref, table, 0, moves, action))
                    except NetError as exc:
                        answers.append({"type": "error", "code": exc.code})
            assert _table_now(server, table) == before
            assert len((await server.store.call("load", table)).actions) == stored
            for p in (host, guest):  # and the game goes on to its end
                p.play()
            check_local_replay(await finish([host, guest]))
            return answers

    answers = run(scenario(), 120)
    kinds = {a["type"] for a in answers}
    assert kinds <= {"welcome", "error"}, kinds
    codes = {a["code"] for a in answers if a["type"] == "error"}
    assert all(KEY.match(code) for code in codes), codes
    assert {"protocol.malformed", "protocol.unknown_type", "table.unknown",
            "seat.not_attached", "action.stale", "action.malformed"} <= codes, codes


@pytest.mark.slow  # a soak: floods, oversized frames and clients vanishing mid-frame (12 s)
def test_floods_oversized_frames_and_vanishing_clients_leave_the_server_up(tmp_path):
    async def scenario():
        async with running_server(tmp_path, rate=20.0, burst=60.0, flood_close=100) as server:
            url = url_of(server)
            host, guest = await seat_players(url, "lino", ["human", "human"], seed=32,
                                             play=False)
            table = host.table
            before = _table_now(server, table)
            # A flood: answered "rate_limited", then cut off.
            async with connect(url) as ws:
                await ws.send(HELLO)
                await ws.recv()
                got = []
                try:
                    for _ in range(1000):
                        await ws.send(json.dumps({"type": "tables", "ref": 1, "tokens": []}))
                    async for frame in ws:
                        got.append(json.loads(frame))
                except ConnectionClosed:
                    pass
                assert ws.close_code == 1008
                assert any(g.get("code") == "protocol.rate_limited" for g in got)
                assert sum(g["type"] == "table_list" for g in got) <= 60 + 40
            # An oversized frame: the connection is closed (1009), nothing read.
            async with connect(url, max_size=None) as ws:
                await ws.send(HELLO)
                await ws.recv()
                try:
                    await ws.send("x" * (protocol.MAX_CLIENT_MESSAGE + 1))
                    await ws.recv()
                except ConnectionClosed:
                    pass
                assert ws.close_code == 1009
            # Silence instead of hello, then a client vanishing in the middle of a frame.
            async with connect(url) as ws:
                await ws.send("{}")
                assert json.loads(await ws.recv())["code"] == "protocol.hello_first"
            for _ in range(20):
                ws = await connect(url)
                await ws.send(HELLO)
                ws.transport.write(b"\x81\xfe\x10\x00" + b"{" * 100)  # 4 kB announced
                ws.transport.abort()
            await asyncio.sleep(0.2)
            assert _table_now(server, table) == before
            assert len(server.connections) == 2  # only the two players are left
            # ... and the game goes on to its end.
            for p in (host, guest):
                p.play()
            return await finish([host, guest])

    save = run(scenario(), 120)
    check_local_replay(save)
