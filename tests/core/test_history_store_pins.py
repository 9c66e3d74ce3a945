"""More of the history pinned (core/history*.py, core/analysis_cache.py), found by mutation
testing: what a damaged file leaves behind, values of a row read back, and the statistics and
records a player reads. The broader pins are in test_history_pins.py, test_history_file_pins.py
and test_history_library_pins.py."""

from __future__ import annotations

import os
import tracemalloc
import zlib

import pytest

from bingolino_app.core import history_pending as pending, history_schema as schema, saves
from bingolino_app.core.history import GameRecord, History, LibraryFilter
from bingolino_app.core.session import Seat
from history_helpers import finished
from test_history import T0, fake
from test_history_library_pins import GOOD, put


# --- a damaged file ----------------------------------------------------------------------------
def test_a_file_damaged_inside_is_moved_while_held_so_its_journal_goes_with_it(tmp_path):
    # Closing first would let SQLite checkpoint and delete the journal of the damaged file;
    # moved while held, its -wal and -shm stay beside it as SQLite left them.
    path = tmp_path / "history.sqlite3"
    store = History.open(path)
    store.record_many(fake("bingolino", [(f"Player {i}", "human", "", "", 1.0, True)],
                           T0 + i, seed=i + 1) for i in range(600))
    store.close()
    data = bytearray(path.read_bytes())
    page, keep = 4096, 30  # the schema and the first pages of every table stay readable
    assert len(data) > (keep + 5) * page
    for start in range(keep * page, len(data), page):
        data[start:start + page] = bytes([0xA5]) * page
    path.write_bytes(bytes(data))

    store = History.open(path)
    moved = store.moved_aside
    assert moved is not None and moved.read_bytes() == bytes(data)
    assert os.path.exists(f"{moved}-wal") and os.path.exists(f"{moved}-shm")
    store.close()


# --- a library row read back -------------------------------------------------------------------
def test_an_empty_variant_reads_back_empty(store):
    # An empty variant (text or bytes) lists as "" (no options), not as a stand-in.
    for gid, variant in ((1, ""), (2, b"")):
        put(store, gid, variant=variant)
    rows = {r.id: r for r in store.library_page()}
    assert rows[1].variant == rows[2].variant == ""
    assert rows[1].seats == GOOD.seats


def _plan(store, sql: str, args: tuple) -> str:
    return " | ".join(r[-1] for r in store._all(f"EXPLAIN QUERY PLAN {sql}", args))


def test_a_players_list_by_date_is_read_in_index_order_without_sorting(store, monkeypatch):
    # With a hundred thousand games a player's newest page must come straight from his seats'
    # index in date order (s.ended, s.game_row), not from sorting all his games.
    anna = store.create_profile("Anna")
    store.record_many(fake("qwingo", [("Anna", "human", "", anna.id, 1.0, True)], T0 + i,
                           seed=i + 1) for i in range(5))
    seen = []
    real = store._all
    monkeypatch.setattr(store, "_all", lambda sql, args=(): seen.append((sql, tuple(args)))
                        or real(sql, args))
    rows = store.library_page(LibraryFilter(profile=anna.id))  # the default order: date
    assert [r.ended for r in rows] == [T0 + i for i in range(4, -1, -1)]
    sql, args = seen[0]
    plan = _plan(store, sql, args)
    assert "seats_by_profile_ended" in plan and "TEMP B-TREE" not in plan, plan
    for descending in (True, False):
        sql, args = store._library_sql(LibraryFilter(profile=anna.id), "date", descending)
        plan = _plan(store, sql, args)
        assert "seats_by_profile_ended" in plan and "TEMP B-TREE" not in plan, plan


# --- a waiting game's file ---------------------------------------------------------------------
def _named(name: str):
    session = finished(seats=[Seat(name)])
    return GameRecord.from_session(session, T0, T0 + 1)


def test_a_waiting_file_keeps_names_as_written_in_utf8(tmp_path):
    # The file is UTF-8 text, not \\u escapes (six bytes a letter against a save's limit).
    rec = _named("Ülkü Анна 李")
    path = pending.keep(tmp_path, rec)
    raw = path.read_bytes()
    assert "Ülkü Анна 李".encode("utf-8") in raw and b"\\u" not in raw
    assert pending.read(path).record.seats[0].name == "Ülkü Анна 李"


def test_a_waiting_link_is_ordered_by_its_own_time_not_its_targets(tmp_path):
    target = tmp_path / "elsewhere.txt"
    target.write_text("{}")
    os.utime(target, (100, 100))
    plain = tmp_path / "plain.json"
    plain.write_text("{}")
    os.utime(plain, (2000, 2000))
    link = tmp_path / "link.json"
    link.symlink_to(target)
    os.utime(link, (3000, 3000), follow_symlinks=False)
    assert [p.name for p in pending.waiting(tmp_path)] == ["plain.json", "link.json"]


def test_a_waiting_file_gone_while_listed_counts_as_oldest(tmp_path, monkeypatch):
    # It vanished (another window recorded it): its time is 0, before any real file's.
    early, gone = tmp_path / "early.json", tmp_path / "gone.json"
    for path in (early, gone):
        path.write_text("{}")
    os.utime(early, (0.5, 0.5))
    real = os.scandir

    def listed_then_removed(where):
        entries = list(real(where))
        gone.unlink()
        return iter(entries)

    monkeypatch.setattr(pending.os, "scandir", listed_then_removed)
    assert [p.name for p in pending.waiting(tmp_path)] == ["gone.json", "early.json"]


# --- a record and its packed save --------------------------------------------------------------
def test_a_solo_game_stopped_by_a_stalemate_sets_no_record(monkeypatch):
    # The snapshot the save holds decides: a won solo game stalled (Qwingo) has no rank.
    session = finished(seats=[Seat("Solo")])
    assert session.state.winners()
    real = saves.to_dict
    rec = GameRecord.from_session(session, T0, T0 + 1)
    assert rec.solo_turns == rec.turns
    monkeypatch.setattr(saves, "to_dict", lambda s: {**real(s), "snapshot": {
        **real(s)["snapshot"], "stalemate": True}})
    assert GameRecord.from_session(session, T0, T0 + 1).solo_turns is None


def test_a_record_too_large_is_refused_without_inflating_it_whole():
    bomb = zlib.compress(b"[" + b" " * (16 * schema.MAX_SAVE_BYTES) + b"]", 9)
    tracemalloc.start()
    try:
        with pytest.raises(ValueError, match="^record too large$"):
            schema.unpack_save(bomb)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 3 * schema.MAX_SAVE_BYTES, peak  # at most a save's size, not 16 times it


# --- version 1 files, statistics of odd rows -----------------------------------------------------
def test_a_version_1_game_without_seats_or_with_two_winners_comes_up(tmp_path):
    from test_history_pins import _version_1

    path = tmp_path / "h.sqlite3"
    save = '{"game": "bingolino", "players": [], "snapshot": {}}'
    _version_1(path, [(1, "bingolino", "{}", save, []),
                      (2, "bingolino", "{}", save, [("Vera", "human", "", "p1", 4.0, 1),
                                                    ("Eve", "human", "", None, 4.0, 1)])])
    store = History.open(path)
    assert store._all("SELECT id, players, solo_turns, names, winners, search FROM games "
                      "ORDER BY id") == [(1, 0, None, "", "", ""),
                                         (2, 2, None, "Vera, Eve", "Vera, Eve", "vera, eve")]
    store.close()


def test_a_game_whose_end_is_no_time_counts_as_played_at_zero(store):
    put(store, 1, ended=1e300, seats=(("A", "human", "", "p", 1.0, 1),))
    assert store.games_of("p") == {"qwingo": (1, 0.0)}
