"""Importing saves into the history and migrating it: a bad file is counted, a bug is never
counted as one."""

from __future__ import annotations

import pytest


# --- narrow excepts: a bug is never counted as a bad file --------------------------------------
def test_importing_saves_counts_bad_files_but_lets_a_bug_through(tmp_path):
    from bingolino_app.core.history import History

    folder = tmp_path / "saves"
    folder.mkdir()
    (folder / "junk.json").write_text("{not json")
    store = History.open(tmp_path / "history.sqlite3")
    try:
        result = store.import_saves([folder / "junk.json", folder / "gone.json"])
        assert (result.recorded, result.failed) == (0, 2)

        def buggy(path):
            raise AttributeError("'Session' object has no attribute 'game_id'")

        with pytest.raises(AttributeError):
            store.import_saves([folder / "junk.json"], load=buggy)
    finally:
        store.close()


def test_migrating_history_keeps_games_whose_old_save_is_junk(tmp_path):
    import sqlite3

    from bingolino_app.core.history import History

    path = tmp_path / "history.sqlite3"
    db = sqlite3.connect(path)
    db.executescript("""
        CREATE TABLE profiles (id TEXT PRIMARY KEY, name TEXT NOT NULL, created REAL NOT NULL);
        CREATE TABLE games (id INTEGER PRIMARY KEY, game TEXT NOT NULL, variant TEXT NOT NULL,
            started REAL NOT NULL, ended REAL NOT NULL, seed INTEGER NOT NULL,
            turns INTEGER NOT NULL, digest TEXT NOT NULL UNIQUE, save TEXT NOT NULL);
        CREATE TABLE seats (game_row INTEGER NOT NULL, seat INTEGER NOT NULL, name TEXT NOT NULL,
            kind TEXT NOT NULL, level TEXT NOT NULL, profile TEXT, score REAL,
            won INTEGER NOT NULL, PRIMARY KEY (game_row, seat));
        PRAGMA user_version = 1;
    """)
    for row, text in enumerate(["{not json", "[1, 2]", '"text"', '{"snapshot": 5}'], 1):
        db.execute("INSERT INTO games VALUES (?, 'qwingo', '{}', 1, 2, 3, 30, ?, ?)",
                   (row, f"d{row}", text))
        db.execute("INSERT INTO seats VALUES (?, 0, 'Vera', 'human', 'normal', NULL, 1, 1)",
                   (row,))
    db.commit()
    db.close()
    store = History.open(path)
    try:
        assert store.version == 2 and store.game_count() == 4
    finally:
        store.close()
