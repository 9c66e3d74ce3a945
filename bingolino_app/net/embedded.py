"""The table server inside the desktop app: its own thread and event loop, for the home
network, optionally announced by mDNS so "Join a table..." on other computers lists it.

    server = start_embedded(paths.data_dir() / "server", announce_as="Anna's table")
    server.url, server.port   # ws://<this computer>:<port> for the local client
    server.stop()             # at quit (waits a few seconds at most)
"""

from __future__ import annotations

import asyncio
import logging
import threading
from pathlib import Path

from bingolino_app.net.bots import BotRunner
from bingolino_app.net.server import ServerConfig, TableServer

log = logging.getLogger("bingolino.net")


class EmbeddedServer:
    def __init__(self, server: TableServer, loop: asyncio.AbstractEventLoop,
                 thread: threading.Thread, announcement) -> None:
        self.server = server
        self.port: int = server.port
        self.url = f"ws://127.0.0.1:{self.port}"  # for this computer's own client
        self.announced = announcement is not None
        self._loop = loop
        self._thread = thread
        self._announcement = announcement

    def stop(self, timeout: float = 10.0) -> None:
        if self._announcement is not None:
            self._announcement.close()
            self._announcement = None
        if not self._loop.is_closed():
            future = asyncio.run_coroutine_threadsafe(self.server.stop(), self._loop)
            try:
                future.result(timeout)
            finally:
                self._loop.call_soon_threadsafe(self._loop.stop)
                self._thread.join(timeout)


def start_embedded(data_dir: str | Path, host: str = "0.0.0.0", port: int = 0,
                   announce_as: str | None = None, announce_interfaces=None,
                   announce_addresses: list[str] | None = None, workers: int = 1,
                   config: ServerConfig | None = None, timeout: float = 30.0) -> EmbeddedServer:
    """Start a server on a thread of its own; returns once it listens (raises OSError if it
    cannot). A failed mDNS announcement is logged and the server runs unannounced.
    ``announce_interfaces``: zeroconf's choice of interfaces, ``announce_addresses`` the
    addresses announced (by default all of this computer's but loopback; the tests keep to
    ["127.0.0.1"] for both)."""
    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, name="bingolino-server", daemon=True)
    thread.start()
    server = TableServer(data_dir, config or ServerConfig(), BotRunner(workers))
    try:
        asyncio.run_coroutine_threadsafe(server.start(host, port), loop).result(timeout)
    except BaseException:
        loop.call_soon_threadsafe(loop.stop)
        thread.join(timeout)
        raise
    announcement = None
    if announce_as:
        try:
            from bingolino_app.net import discovery
            announcement = discovery.announce(announce_as, server.port,
                                              addresses=announce_addresses,
                                              interfaces=announce_interfaces)
        except Exception:  # no multicast, no zeroconf: the server still runs
            log.warning("could not announce the server on the local network", exc_info=True)
    return EmbeddedServer(server, loop, thread, announcement)
