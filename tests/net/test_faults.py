"""Faults mid-game: a client killed and back, a connection cut during a move, the server
killed with SIGKILL and started again on its data. Every game ends with nothing lost: the
frames each seat received still add up to the final game (check_frames), and the game is the
local game of the same seed and decisions."""

from __future__ import annotations

import asyncio
import signal
import socket
import subprocess
import sys
import time

import pytest
from net_helpers import (
    Seated, check_frames, check_local_replay, finish, run, running_server, seat_players, url_of,
)

from bingolino_app.net import protocol

H, C = "human", "computer"


async def _until(condition, seconds=20.0):
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError("condition not met")
        await asyncio.sleep(0.01)


def _seq(player: Seated) -> int:
    update = player.client.latest.get((player.table, player.seat))
    return update.seq if update else 0


@pytest.mark.slow  # a whole game through a server, one client killed and back
def test_a_client_killed_mid_game_comes_back_with_its_token(tmp_path):
    async def scenario():
        async with running_server(tmp_path) as server:
            url = url_of(server)
            host, guest = await seat_players(url, "domino_bingo", [H, H], seed=21)
            await _until(lambda: _seq(guest) >= 40)
            # The app dies: no goodbye, its client object is gone with everything it knew.
            guest.client.reconnect = False
            guest.client.drop_connection()
            seen = _seq(guest)
            await asyncio.sleep(0.2)
            assert _seq(host) == seen or _seq(host) > seen  # the table waits or goes on
            # Restarted, it has only its token (and the last seq, kept with it).
            again = Seated(url)
            again.table, again.seat, again.token = guest.table, guest.seat, guest.token
            await again.client.connect()
            await again.client.attach(again.token, since=seen)
            save = await finish([host, again])
            await guest.client.close()
            return save, host, guest, again, seen

    save, host, guest, again, seen = run(scenario(), 60)
    check_local_replay(save)
    check_frames(save, 0, host.frames)
    # The old client's frames up to its death, then the new one's: one unbroken story.
    check_frames(save, 1, guest.frames + again.frames)
    first = next(u for u in again.player.updates)
    assert first.seq >= seen and (first.seq == seen or first.events)


def test_a_connection_cut_during_moves_loses_and_doubles_nothing(tmp_path):
    async def scenario():
        async with running_server(tmp_path) as server:
            host, guest = await seat_players(url_of(server), "lino", [H, H], {"bonus": "full"},
                                             seed=22)
            client = guest.client
            send = client._send
            count = {"acts": 0, "cuts": 0}

            async def cutting_send(message):
                if isinstance(message, protocol.Act):
                    count["acts"] += 1
                    if count["acts"] % 7 == 3:  # cut before the move leaves
                        count["cuts"] += 1
                        client.drop_connection()
                    elif count["acts"] % 7 == 6:  # cut just after it left
                        await send(message)
                        count["cuts"] += 1
                        client.drop_connection()
                        return
                await send(message)

            client._send = cutting_send
            save = await finish([host, guest])
            return save, host, guest, count

    save, host, guest, count = run(scenario(), 60)
    assert count["cuts"] >= 4 and "net.disconnected" in guest.player.errors
    check_local_replay(save)
    for player in (host, guest):
        check_frames(save, player.seat, player.frames)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _start_server(data, port) -> subprocess.Popen:
    port_file = data / f"port-{time.monotonic_ns()}"
    process = subprocess.Popen(
        [sys.executable, "-m", "bingolino_app.net.cli", "--host", "127.0.0.1", "--port",
         str(port), "--data", str(data), "--workers", "0", "--allow-seed", "--log-level",
         "warning", "--port-file", str(port_file), "--synchronous", "NORMAL"],
        stderr=subprocess.PIPE)
    deadline = time.monotonic() + 20
    while not port_file.exists():
        if process.poll() is not None or time.monotonic() > deadline:
            process.kill()
            raise RuntimeError(process.stderr.read().decode())
        time.sleep(0.02)
    return process


@pytest.mark.slow
@pytest.mark.parametrize("game_id, kinds, options", [
    ("domino_bingo", [H, H], {}),
    ("qwingo", [H, C, H], {}),
])
def test_the_server_killed_mid_game_restarts_with_every_move(tmp_path, game_id, kinds, options):
    port = _free_port()
    url = f"ws://127.0.0.1:{port}"
    processes = [_start_server(tmp_path, port)]

    async def scenario():
        players = await seat_players(url, game_id, kinds, options, seed=23, level="easy")
        humans = [p for p in players if p is not None]
        for client in (p.client for p in humans):
            client.timeout = 3.0
        for kill_at in (15, 45):
            await _until(lambda: min(_seq(p) for p in humans) >= kill_at, 30)
            processes[-1].send_signal(signal.SIGKILL)
            processes[-1].wait(10)
            processes.append(_start_server(tmp_path, port))  # the clients reconnect by themselves
        return await finish(players), humans

    try:
        save, humans = run(scenario(), 90)
    finally:
        for process in processes:
            if process.poll() is None:
                process.terminate()
                try:
                    process.wait(10)
                except subprocess.TimeoutExpired:
                    process.kill()
    assert [p.returncode for p in processes[:-1]] == [-signal.SIGKILL] * 2
    check_local_replay(save)
    for player in humans:
        check_frames(save, player.seat, player.frames)
