"""More of the history pinned (core/history*.py, core/analysis_cache.py), found by mutation
testing: what a damaged file leaves behind, values of a row read back, and the statistics and
records a player reads. The broader pins are in test_history_pins.py, test_history_file_pins.py
and test_history_library_pins.py."""

from __future__ import annotations

import os

from bingolino_app.core.history import History
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
