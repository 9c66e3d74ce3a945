"""The table store in one SQLite file (WAL).

Every call is one transaction. An action list grows by ``append`` only: the server writes a
move here before anybody hears of it, so a server killed at any moment restarts with every
move it announced. ``synchronous=FULL`` by default also survives a power cut (a commit waits
for the disk); NORMAL survives a killed process, not a power cut, and costs no fsync per move.
The connection may be used from one thread at a time (the server uses one store thread).
"""

from __future__ import annotations

import json
import sqlite3
import time
from pathlib import Path

import attrs

from bingolino_app.net.store import (
    FINISHED, SeatRecord, Settings, StoreConflict, TableRecord,
)

SCHEMA_VERSION = 1
SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS tables (
    id TEXT PRIMARY KEY, game TEXT NOT NULL, options TEXT NOT NULL, seed INTEGER NOT NULL,
    settings TEXT NOT NULL, invite_hash TEXT UNIQUE, created REAL NOT NULL,
    updated REAL NOT NULL, status TEXT NOT NULL, save TEXT);
CREATE INDEX IF NOT EXISTS tables_status ON tables (status, updated);
CREATE TABLE IF NOT EXISTS seats (
    table_id TEXT NOT NULL, seat INTEGER NOT NULL, name TEXT NOT NULL, kind TEXT NOT NULL,
    level TEXT NOT NULL, token_hash TEXT UNIQUE, PRIMARY KEY (table_id, seat)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS actions (
    table_id TEXT NOT NULL, idx INTEGER NOT NULL, player INTEGER NOT NULL,
    action TEXT NOT NULL, PRIMARY KEY (table_id, idx)) WITHOUT ROWID;
"""


def _dumps(value) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


class SqliteTableStore:
    def __init__(self, path: str | Path, synchronous: str = "FULL") -> None:
        if synchronous not in ("FULL", "NORMAL"):
            raise ValueError(synchronous)
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        self.path = Path(path)
        self.db = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute(f"PRAGMA synchronous={synchronous}")
        self.db.execute("PRAGMA busy_timeout=5000")
        self.db.executescript(SCHEMA)
        found = self.db.execute("SELECT value FROM meta WHERE key='schema'").fetchone()
        if found is None:
            self.db.execute("INSERT INTO meta VALUES ('schema', ?)", (str(SCHEMA_VERSION),))
        elif int(found[0]) > SCHEMA_VERSION:
            raise RuntimeError("table store written by a newer server")

    def _tx(self):
        return _Transaction(self.db)

    # --- writing ---------------------------------------------------------------------------
    def create(self, table: TableRecord) -> None:
        now = table.created
        with self._tx():
            self.db.execute(
                "INSERT INTO tables VALUES (?,?,?,?,?,?,?,?,?,NULL)",
                (table.id, table.game, _dumps(table.options), table.seed,
                 _dumps(attrs.asdict(table.settings)), table.invite_hash, now, now,
                 table.status))
            self.db.executemany("INSERT INTO seats VALUES (?,?,?,?,?,?)", [
                (table.id, i, s.name, s.kind, s.level, s.token_hash)
                for i, s in enumerate(table.seats)])
            self._insert_actions(table.id, 0, list(table.actions))

    def _insert_actions(self, table_id: str, start: int, steps: list) -> None:
        self.db.executemany("INSERT INTO actions VALUES (?,?,?,?)", [
            (table_id, start + i, player, _dumps(action))
            for i, (player, action) in enumerate(steps)])

    def append(self, table_id: str, expected: int, steps: list[tuple[int, dict]],
               status: str) -> None:
        with self._tx():
            stored = self.db.execute("SELECT COUNT(*) FROM actions WHERE table_id=?",
                                     (table_id,)).fetchone()[0]
            if stored != expected:
                raise StoreConflict(f"{table_id}: {stored} actions stored, {expected} expected")
            self._insert_actions(table_id, expected, steps)
            self.db.execute("UPDATE tables SET status=?, updated=? WHERE id=?",
                            (status, time.time(), table_id))

    def append_many(self, jobs: list[tuple[str, int, list, str]]) -> list[Exception | None]:
        """Several tables' ``append`` in one transaction: one disk flush for all (group
        commit). Each job is checked alone: a conflict refuses that job only."""
        results: list[Exception | None] = []
        with self._tx():
            for table_id, expected, steps, status in jobs:
                stored = self.db.execute("SELECT COUNT(*) FROM actions WHERE table_id=?",
                                         (table_id,)).fetchone()[0]
                if stored != expected:
                    results.append(StoreConflict(f"{table_id}: {stored} stored, "
                                                 f"{expected} expected"))
                    continue
                self._insert_actions(table_id, expected, steps)
                self.db.execute("UPDATE tables SET status=?, updated=? WHERE id=?",
                                (status, time.time(), table_id))
                results.append(None)
        return results

    def set_seat(self, table_id: str, seat: int, record: SeatRecord, status: str,
                 clear_invite: bool) -> None:
        with self._tx():
            self.db.execute(
                "UPDATE seats SET name=?, kind=?, level=?, token_hash=? "
                "WHERE table_id=? AND seat=?",
                (record.name, record.kind, record.level, record.token_hash, table_id, seat))
            self.db.execute("UPDATE tables SET status=?, updated=? WHERE id=?",
                            (status, time.time(), table_id))
            if clear_invite:
                self.db.execute("UPDATE tables SET invite_hash=NULL WHERE id=?", (table_id,))

    def finish(self, table_id: str, save: dict) -> None:
        with self._tx():
            self.db.execute(
                "UPDATE tables SET status=?, save=?, invite_hash=NULL, updated=? WHERE id=?",
                (FINISHED, _dumps(save), time.time(), table_id))

    def purge_finished(self, before: float) -> int:
        with self._tx():
            ids = [r[0] for r in self.db.execute(
                "SELECT id FROM tables WHERE status=? AND updated<?", (FINISHED, before))]
            for table_id in ids:
                for name in ("actions", "seats"):
                    self.db.execute(f"DELETE FROM {name} WHERE table_id=?", (table_id,))
                self.db.execute("DELETE FROM tables WHERE id=?", (table_id,))
        return len(ids)

    # --- reading ---------------------------------------------------------------------------
    def load(self, table_id: str) -> TableRecord | None:
        row = self.db.execute("SELECT * FROM tables WHERE id=?", (table_id,)).fetchone()
        return None if row is None else self._record(row)

    def load_unfinished(self) -> list[TableRecord]:
        rows = self.db.execute("SELECT * FROM tables WHERE status!=? ORDER BY created",
                               (FINISHED,)).fetchall()
        return [self._record(row) for row in rows]

    def _record(self, row) -> TableRecord:
        (table_id, game, options, seed, settings, invite_hash, created, updated, status,
         save) = row
        seats = tuple(SeatRecord(name, kind, level, token) for name, kind, level, token in
                      self.db.execute("SELECT name, kind, level, token_hash FROM seats "
                                      "WHERE table_id=? ORDER BY seat", (table_id,)))
        actions = tuple((player, json.loads(action)) for player, action in self.db.execute(
            "SELECT player, action FROM actions WHERE table_id=? ORDER BY idx", (table_id,)))
        return TableRecord(
            id=table_id, game=game, options=json.loads(options), seed=seed, seats=seats,
            settings=Settings(**json.loads(settings)), invite_hash=invite_hash,
            created=created, status=status, actions=actions, updated=updated,
            save=json.loads(save) if save else None)

    def table_of_invite(self, invite_hash: str) -> str | None:
        row = self.db.execute("SELECT id FROM tables WHERE invite_hash=?",
                              (invite_hash,)).fetchone()
        return row[0] if row else None

    def seats_of_tokens(self, token_hashes: list[str]) -> list[tuple[str, int]]:
        found = []
        for token_hash in token_hashes:
            row = self.db.execute("SELECT table_id, seat FROM seats WHERE token_hash=?",
                                  (token_hash,)).fetchone()
            if row:
                found.append((row[0], row[1]))
        return found

    def close(self) -> None:
        self.db.close()


class _Transaction:
    """BEGIN IMMEDIATE ... COMMIT, or ROLLBACK on an exception."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db

    def __enter__(self):
        self.db.execute("BEGIN IMMEDIATE")
        return self.db

    def __exit__(self, kind, exc, tb) -> None:
        self.db.execute("COMMIT" if kind is None else "ROLLBACK")
