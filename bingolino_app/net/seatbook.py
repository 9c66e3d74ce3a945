"""The seats a player holds on table servers, kept in his data folder.

A seat token is the only key to a seat: it is kept in ``<data>/network/seats.json``, written
atomically and readable by the owner only (a new file gets mode 0600). With it the app attaches
again after a restart, lists the player's tables (where it is his turn) and reconnects after a
crash. Finished tables are removed once recorded in the history.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

import attrs
import cattrs

from bingolino_app import paths
from bingolino_app.core import files

log = logging.getLogger("bingolino.net")
MAX_BYTES = 2**20
MAX_ENTRIES = 1000
_converter = cattrs.Converter()


@attrs.frozen
class SeatEntry:
    server: str  # ws:// or wss:// URL
    table: str
    seat: int
    token: str
    game: str
    seq: int = 0  # the last seq seen: attach with since=seq to get the events missed
    profile: str = ""  # the desktop's history profile playing this seat ("" a guest)
    name: str = ""  # the player's name at this seat (the app lists the table by it)


class SeatBook:
    def __init__(self, path: Path | None = None) -> None:
        self.path = path or paths.data_dir() / "network" / "seats.json"
        self._entries = self._read()

    def _read(self) -> list[SeatEntry]:
        try:
            data = json.loads(files.read_limited(self.path, MAX_BYTES))
            return [_converter.structure(e, SeatEntry) for e in data["seats"]][:MAX_ENTRIES]
        except FileNotFoundError:
            return []
        except (OSError, ValueError, KeyError, TypeError, cattrs.BaseValidationError):
            log.warning("the seat book %s could not be read; starting an empty one", self.path)
            return []

    def _write(self) -> None:
        data = {"format": "bingolino-seats", "seats": [attrs.asdict(e) for e in self._entries]}
        files.write_atomic(self.path, json.dumps(data, indent=1).encode("utf-8"))

    def entries(self, server: str | None = None) -> list[SeatEntry]:
        return [e for e in self._entries if server is None or e.server == server]

    def tokens(self, server: str) -> list[str]:
        return [e.token for e in self.entries(server)]

    def add(self, entry: SeatEntry) -> None:
        self._entries = [e for e in self._entries
                         if (e.server, e.table, e.seat) != (entry.server, entry.table, entry.seat)]
        self._entries.append(entry)
        self._entries = self._entries[-MAX_ENTRIES:]
        self._write()

    def remember_seq(self, server: str, table: str, seat: int, seq: int) -> None:
        self._entries = [attrs.evolve(e, seq=seq) if (e.server, e.table, e.seat) ==
                         (server, table, seat) else e for e in self._entries]
        self._write()

    def remove(self, server: str, table: str, seat: int) -> None:
        self._entries = [e for e in self._entries
                         if (e.server, e.table, e.seat) != (server, table, seat)]
        self._write()
