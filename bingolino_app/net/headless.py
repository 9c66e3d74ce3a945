"""A client's seats played by a bot: the tests' and the benchmark's players.

It decides only from what its seat receives (the view and the legal actions rebuilt by the
client), exactly as a desktop board would, with a seed made of the table, the seat and the
position: after a dropped connection the same position gives the same move again.
"""

from __future__ import annotations

import asyncio
import time
import zlib
from typing import Callable

from bingolino_app.core.bots import choose_move
from bingolino_app.net.client import Client, NetError, SeatUpdate


def position_seed(table: str, seat: int, seq: int) -> int:
    return zlib.crc32(f"headless/{table}/{seat}/{seq}".encode())


class HeadlessPlayer:
    """Plays every seat its client holds, until each has ended (``finished`` is set)."""

    def __init__(self, client: Client, level: str = "random",
                 think: Callable[[], float] | None = None,
                 on_move: Callable[[float], None] | None = None,
                 keep_updates: bool = True) -> None:
        self.client = client
        self.level = level
        self.think = think  # seconds to wait before a move (the benchmark's players)
        self.on_move = on_move  # called with each move's round trip in seconds
        self.updates: list[SeatUpdate] = []  # every update received (if keep_updates)
        self.keep_updates = keep_updates
        self.ended: dict[tuple[str, int], SeatUpdate] = {}
        self.finished = asyncio.Event()
        self.expected = 0  # seats this player should see to their end
        self.errors: list[str] = []
        self.limit: int | None = None  # stop after this many own moves (the benchmark)
        self.made = 0
        self.paused = False  # updates are kept, but no move is made until kick()
        self._busy: set[tuple[str, int]] = set()
        client.on_update = self._on_update

    def done_playing(self) -> bool:
        return (self.limit is not None and self.made >= self.limit) or (
            bool(self.ended) and not self._busy)

    def kick(self) -> None:
        """Start (or resume) playing from the latest updates."""
        self.paused = False
        for update in list(self.client.latest.values()):
            self._maybe_move(update)

    def _on_update(self, update: SeatUpdate) -> None:
        if self.keep_updates:
            self.updates.append(update)
        key = (update.table, update.seat)
        if update.finished:
            self.ended[key] = update
            if self.expected and len(self.ended) >= self.expected:
                self.finished.set()
            return
        self._maybe_move(update)

    def _maybe_move(self, update: SeatUpdate) -> None:
        key = (update.table, update.seat)
        if self.paused or (self.limit is not None and self.made >= self.limit):
            return
        if update.my_turn and key not in self._busy:
            self._busy.add(key)
            asyncio.get_running_loop().create_task(self._move(key))

    async def _move(self, key: tuple[str, int]) -> None:
        failures = 0
        try:
            while failures < 20:
                update = self.client.latest[key]
                if not update.my_turn:
                    return
                if self.think:
                    await asyncio.sleep(self.think())
                update = self.client.latest[key]
                if not update.my_turn:
                    return
                action = choose_move(update.game, self.level, update.view, list(update.legal),
                                     position_seed(update.table, update.seat, update.seq))
                start = time.perf_counter()
                try:
                    await self.client.act(update.table, update.seat, action)
                except NetError as exc:
                    self.errors.append(exc.code)
                    failures += 1
                    if exc.code in ("net.disconnected", "net.closed"):
                        return  # the update after reconnecting starts the next try
                    await asyncio.sleep(0.05 if exc.code == "protocol.rate_limited" else 0.01)
                    continue
                self.made += 1
                if self.on_move:
                    self.on_move(time.perf_counter() - start)
                if self.limit is not None and self.made >= self.limit:
                    return
                # The update announcing the move came before the "ok": decide again from it.
        finally:
            self._busy.discard(key)
