"""The table server under load: N tables of two headless clients, on this machine.

    python -m bingolino_app.net.bench --tables 100 --moves 40
    python -m bingolino_app.net.bench --tables 1000 --moves 40 --think 2

The server runs as ``bingolino-server`` in a process of its own (computer seats off); the
clients run in other processes. Each client waits ``think`` seconds (0.5 to 1.5 times it, at
random) before each move, as a person would, then measures the round trip: from sending the
move to the server's "ok", which comes after the move is stored (SQLite, synchronous=FULL by
default) and sent to both seats. Reported: round trip p50/p95/max, the moves per second
served, and the server's memory (RSS) per table with its two connections.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import multiprocessing
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bingolino_app.net.client import Client
from bingolino_app.net.headless import HeadlessPlayer
from bingolino_app.net.protocol import SeatSpec

OPENING = 50  # connections opened at once by one client process


def _rss_kib(pid: int) -> int:
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def _cpu_seconds(pid: int) -> tuple[float, float]:
    """(user, system) CPU seconds of a process."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    tick = os.sysconf("SC_CLK_TCK")
    return int(fields[11]) / tick, int(fields[12]) / tick


def _percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


async def _clients(url: str, tables: int, moves: int, think: float, game: str, seed: int,
                   ready, release) -> dict:
    rng = random.Random(seed)
    rtts: list[float] = []
    clients: list[Client] = []
    players: list[HeadlessPlayer] = []
    pairs: list[tuple[HeadlessPlayer, HeadlessPlayer]] = []
    done = asyncio.Event()
    finished = 0

    def think_time() -> float:
        return think * (0.5 + rng.random()) if think else 0.0

    async def seat_pair(index: int) -> None:
        host, guest = Client(url, timeout=60), Client(url, timeout=60)
        clients.extend((host, guest))
        await host.connect()
        await guest.connect()
        pair = []
        for client in (host, guest):
            player = HeadlessPlayer(client, "random", think_time, rtts.append,
                                    keep_updates=False)
            player.limit = moves // 2
            player.paused = True  # every table first, then the moves
            pair.append(player)
        created = await host.create_table(game, [SeatSpec(f"H{index}"), SeatSpec("")], [0])
        await guest.join(created.code, f"G{index}")
        players.extend(pair)
        pairs.append(tuple(pair))

    semaphore = asyncio.Semaphore(OPENING)

    async def bounded(index: int) -> None:
        async with semaphore:
            await seat_pair(index)

    start = time.perf_counter()
    await asyncio.gather(*(bounded(i) for i in range(tables)))
    opened = time.perf_counter() - start

    async def watch() -> None:
        # A table is done when one of its players has made his moves (the other may then
        # wait for a turn that never comes) or its game has ended.
        nonlocal finished
        while True:
            finished = sum(a.done_playing() or b.done_playing() for a, b in pairs)
            if finished == len(pairs):
                done.set()
                return
            await asyncio.sleep(0.1)

    for player in players:
        player.kick()
    start = time.perf_counter()
    await watch()
    played = time.perf_counter() - start
    ready.set()  # the parent measures the server's memory now, every table still open
    await asyncio.get_running_loop().run_in_executor(None, release.wait)
    errors = [e for p in players for e in p.errors]
    used = resource.getrusage(resource.RUSAGE_SELF)
    for client in clients:
        await client.close()
    return {"rtts": rtts, "opened": opened, "played": played, "errors": errors,
            "cpu": used.ru_utime + used.ru_stime}


def _client_process(url, tables, moves, think, game, seed, ready, release, results) -> None:
    # The clients' own garbage-collector pauses would count in the round trips measured
    # here, yet they are no server's: 2,000 clients in one process are no desktop app.
    gc.disable()
    try:
        results.put(asyncio.run(_clients(url, tables, moves, think, game, seed, ready,
                                         release)))
    except BaseException as exc:  # the parent must hear of it, not wait forever
        ready.set()
        results.put({"failed": repr(exc)})


def run(args: argparse.Namespace) -> dict:
    data = Path(tempfile.mkdtemp(prefix="bingolino-bench-"))
    port_file = data / "port"
    server = subprocess.Popen(
        args.server_prefix.split() +
        [sys.executable, "-m", "bingolino_app.net.cli", "--host", "127.0.0.1", "--port", "0",
         "--data", str(data), "--workers", "0", "--log-level", "warning",
         "--port-file", str(port_file), "--synchronous", args.synchronous,
         "--max-connections", str(4 * args.tables + 100)])
    try:
        deadline = time.monotonic() + 30
        while not port_file.exists():
            if server.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError("the server did not start")
            time.sleep(0.05)
        url = f"ws://127.0.0.1:{port_file.read_text()}"
        time.sleep(0.5)
        base_rss, base_cpu = _rss_kib(server.pid), _cpu_seconds(server.pid)
        context = multiprocessing.get_context("spawn")
        results, release = context.Queue(), context.Event()
        share = [args.tables // args.processes + (i < args.tables % args.processes)
                 for i in range(args.processes)]
        readies, processes = [], []
        for i, tables in enumerate(share):
            ready = context.Event()
            readies.append(ready)
            processes.append(context.Process(target=_client_process, args=(
                url, tables, args.moves, args.think, args.game, i, ready, release, results)))
        start = time.perf_counter()
        for process in processes:
            process.start()
        for ready in readies:
            if not ready.wait(args.timeout):
                raise RuntimeError("the clients did not finish in time")
        wall = time.perf_counter() - start
        rss, cpu = _rss_kib(server.pid), _cpu_seconds(server.pid)
        release.set()
        parts = [results.get(timeout=120) for _ in processes]
        for process in processes:
            process.join(60)
    finally:
        server.terminate()
        server.wait(30)
    failed = [p["failed"] for p in parts if "failed" in p]
    if failed:
        raise RuntimeError(failed[0])
    rtts = [r for p in parts for r in p["rtts"]]
    played = max(p["played"] for p in parts)
    return {
        "tables": args.tables, "moves_per_table": args.moves, "think_s": args.think,
        "game": args.game, "client_processes": args.processes,
        "synchronous": args.synchronous, "moves": len(rtts),
        "moves_per_s": round(len(rtts) / played, 1),
        "rtt_ms": {"p50": round(1000 * _percentile(rtts, 50), 2),
                   "p95": round(1000 * _percentile(rtts, 95), 2),
                   "max": round(1000 * max(rtts), 2),
                   "mean": round(1000 * statistics.fmean(rtts), 2)},
        "open_s": round(max(p["opened"] for p in parts), 1), "play_s": round(played, 1),
        "wall_s": round(wall, 1),
        "server_rss_mib": {"idle": round(base_rss / 1024, 1), "loaded": round(rss / 1024, 1)},
        "server_kib_per_table": round((rss - base_rss) / args.tables, 1),
        "server_cpu_s": {"user": round(cpu[0] - base_cpu[0], 1),
                         "system": round(cpu[1] - base_cpu[1], 1)},
        "server_cpu_ms_per_move": round(1000 * (sum(cpu) - sum(base_cpu)) / len(rtts), 2),
        "clients_cpu_s": round(sum(p["cpu"] for p in parts), 1),
        "errors": sorted({e for p in parts for e in p["errors"]}),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bingolino_app.net.bench")
    parser.add_argument("--tables", type=int, default=100)
    parser.add_argument("--moves", type=int, default=40, help="moves per table (both seats)")
    parser.add_argument("--think", type=float, default=1.0,
                        help="seconds a player waits before a move (mean)")
    parser.add_argument("--game", default="domino_bingo")
    parser.add_argument("--processes", type=int, default=1, help="client processes")
    parser.add_argument("--synchronous", choices=("FULL", "NORMAL"), default="FULL")
    parser.add_argument("--timeout", type=float, default=900.0)
    parser.add_argument("--server-prefix", default="", help=argparse.SUPPRESS)  # e.g. a profiler
    args = parser.parse_args(argv)
    report = run(args)
    print(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
