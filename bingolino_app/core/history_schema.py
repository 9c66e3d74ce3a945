"""The history's SQLite schema and its migrations, version by version (PRAGMA user_version).

Version 1 was the first layout; version 2 shapes it for a hundred thousand games. A new file
runs every step, so each migration is used every day, not only on old files.
"""

from __future__ import annotations

import json
import sqlite3
import zlib
from typing import Any, Callable

from bingolino_app.core.history_records import solo_turns

SCHEMA_VERSION = 2


def _schema_1(db: sqlite3.Connection) -> None:
    """The first layout: one table per thing, the save as JSON text beside the game."""
    _script(db, """
        CREATE TABLE profiles (id TEXT PRIMARY KEY, name TEXT NOT NULL, created REAL NOT NULL);
        CREATE TABLE games (
            id INTEGER PRIMARY KEY, game TEXT NOT NULL, variant TEXT NOT NULL,
            started REAL NOT NULL, ended REAL NOT NULL, seed INTEGER NOT NULL,
            turns INTEGER NOT NULL, digest TEXT NOT NULL UNIQUE, save TEXT NOT NULL);
        CREATE TABLE seats (
            game_row INTEGER NOT NULL, seat INTEGER NOT NULL, name TEXT NOT NULL,
            kind TEXT NOT NULL, level TEXT NOT NULL, profile TEXT, score REAL,
            won INTEGER NOT NULL, PRIMARY KEY (game_row, seat));
        CREATE INDEX seats_v1_profile ON seats(profile);
    """)


_TABLES_2 = """
    CREATE TABLE games (
        id INTEGER PRIMARY KEY, game TEXT NOT NULL, variant TEXT NOT NULL,
        started REAL NOT NULL, ended REAL NOT NULL, seed INTEGER NOT NULL,
        turns INTEGER NOT NULL, players INTEGER NOT NULL, solo_turns INTEGER,
        names TEXT NOT NULL, winners TEXT NOT NULL, search TEXT NOT NULL,
        digest TEXT NOT NULL UNIQUE);
    CREATE TABLE records (game_row INTEGER PRIMARY KEY, save BLOB NOT NULL);
    CREATE TABLE seats (
        game_row INTEGER NOT NULL, seat INTEGER NOT NULL, name TEXT NOT NULL,
        kind TEXT NOT NULL, level TEXT NOT NULL, profile TEXT, score REAL,
        won INTEGER NOT NULL, game TEXT NOT NULL, variant TEXT NOT NULL, ended REAL NOT NULL,
        turns INTEGER NOT NULL, players INTEGER NOT NULL, solo_turns INTEGER,
        PRIMARY KEY (game_row, seat)) WITHOUT ROWID;
"""
_INDEXES_2 = """
    CREATE INDEX seats_by_profile ON seats(profile, game, variant, ended, won, players, score,
                                            turns, solo_turns, game_row)
        WHERE profile IS NOT NULL;
    CREATE INDEX seats_by_profile_ended ON seats(profile, ended, game_row)
        WHERE profile IS NOT NULL;
    CREATE INDEX games_by_ended ON games(ended);
    CREATE INDEX games_by_game ON games(game, ended);
    CREATE INDEX games_by_names ON games(names);
    CREATE INDEX games_by_winners ON games(winners);
    CREATE INDEX games_by_turns ON games(turns);
"""


def _schema_2(db: sqlite3.Connection) -> None:
    """For a hundred thousand games: the saves compressed in a table of their own (the games
    table stays small to scan), each seat carries its game's facts so one covering index
    answers a profile's statistics, the library's sort keys are indexed, and profiles have
    a colour and a statistics reset time."""
    _script(db, """
        ALTER TABLE profiles ADD COLUMN colour TEXT NOT NULL DEFAULT '';
        ALTER TABLE profiles ADD COLUMN stats_since REAL NOT NULL DEFAULT 0;
        ALTER TABLE games RENAME TO games_v1;
        ALTER TABLE seats RENAME TO seats_v1;
    """ + _TABLES_2)
    seats: dict[int, list[tuple]] = {}
    for row in db.execute("SELECT game_row, seat, name, kind, level, profile, score, won "
                          "FROM seats_v1 ORDER BY game_row, seat"):
        seats.setdefault(row[0], []).append(row[1:])
    for gid, game, variant, started, ended, seed, turns, key, text in db.execute(
            "SELECT id, game, variant, started, ended, seed, turns, digest, save "
            "FROM games_v1 ORDER BY id").fetchall():
        try:
            save = json.loads(text)
        except ValueError:
            save = None
        if not isinstance(save, dict):
            save = None  # junk in the old table: the game stays listed, without its record
        snapshot = (save or {}).get("snapshot") or {}
        mine = seats.get(gid, [])
        won = any(s[6] for s in mine)
        solo = solo_turns(len(mine), won, turns, snapshot if isinstance(snapshot, dict) else {})
        names = ", ".join(s[1] for s in mine)
        db.execute("INSERT INTO games VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
                   (gid, game, variant, started, ended, seed, turns, len(mine), solo, names,
                    ", ".join(s[1] for s in mine if s[6]), folded(names), key))
        if save is not None:
            db.execute("INSERT INTO records VALUES (?, ?)", (gid, pack_save(save)))
        db.executemany("INSERT INTO seats VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                       [(gid, *s, game, variant, ended, turns, len(mine), solo) for s in mine])
    _script(db, "DROP TABLE games_v1; DROP TABLE seats_v1;" + _INDEXES_2)


MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {0: _schema_1, 1: _schema_2}
"""From version N to N + 1. A new file runs them all, so every step is used every day."""


def _script(db: sqlite3.Connection, sql: str) -> None:
    """Statements one by one: executescript would commit the migration's transaction."""
    for statement in sql.split(";"):
        if statement.strip():
            db.execute(statement)


def pack_save(save: dict) -> bytes:
    return zlib.compress(json.dumps(save, ensure_ascii=False, separators=(",", ":"))
                         .encode("utf-8"), 6)


MAX_SAVE_BYTES = 4_000_000  # as a save file (core/saves.py)


def unpack_save(blob: bytes) -> Any:
    """The save a record holds (any JSON value: the caller checks its shape). Raises
    zlib.error, ValueError or TypeError; a record inflating past a save's limit is refused
    rather than filling the memory."""
    inflate = zlib.decompressobj()
    text = inflate.decompress(blob, MAX_SAVE_BYTES + 1)
    if len(text) > MAX_SAVE_BYTES or inflate.unconsumed_tail:
        raise ValueError("record too large")
    return json.loads(text.decode("utf-8"))


def folded(text: Any) -> str:
    return str(text or "").casefold()
