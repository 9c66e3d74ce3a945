"""The SQLite table store: what goes in comes out, appends are checked, secrets are hashed."""

from __future__ import annotations

import time

import pytest

from bingolino_app.net import tokens
from bingolino_app.net.sqlite_store import SqliteTableStore
from bingolino_app.net.store import (
    FINISHED, OPEN, PLAYING, SeatRecord, Settings, StoreConflict, TableRecord,
)


def _record(table_id="t1", token="secret-token-of-ann", code="ABCDEFGHJK"):
    return TableRecord(
        id=table_id, game="lino", options={"bonus": "stars"}, seed=42,
        seats=(SeatRecord("Ann", "human", "normal", tokens.digest(token)),
               SeatRecord("", "human")),
        settings=Settings("computer", 60.0, "easy", "turn_based"),
        invite_hash=tokens.digest(code), created=time.time(),
        actions=((-1, {"type": "Setup", "cells": [[0, 0]], "backs": ["x"]}),))


def test_a_table_comes_back_as_it_went_in(tmp_path):
    store = SqliteTableStore(tmp_path / "t.db")
    record = _record()
    store.create(record)
    store.append("t1", 1, [(0, {"type": "Move", "tile": 1, "col": 2, "row": 3})], PLAYING)
    store.close()
    again = SqliteTableStore(tmp_path / "t.db").load("t1")
    assert again.seats == record.seats and again.settings == record.settings
    assert again.options == record.options and again.seed == 42
    assert again.actions == record.actions + ((0, {"type": "Move", "tile": 1, "col": 2,
                                                   "row": 3}),)
    assert again.status == PLAYING


def test_an_append_that_does_not_follow_the_stored_actions_is_refused(tmp_path):
    store = SqliteTableStore(tmp_path / "t.db")
    store.create(_record())
    with pytest.raises(StoreConflict):
        store.append("t1", 0, [(0, {"type": "Place", "tile": 1})], PLAYING)
    assert len(store.load("t1").actions) == 1  # nothing written


def test_invites_and_tokens_are_found_by_digest_only(tmp_path):
    store = SqliteTableStore(tmp_path / "t.db")
    store.create(_record())
    assert store.table_of_invite(tokens.digest("ABCDEFGHJK")) == "t1"
    assert store.table_of_invite("ABCDEFGHJK") is None
    assert store.seats_of_tokens([tokens.digest("secret-token-of-ann"), "nope"]) == [("t1", 0)]
    store.set_seat("t1", 1, SeatRecord("Bob", "human", "normal", tokens.digest("bob")),
                   PLAYING, True)
    assert store.table_of_invite(tokens.digest("ABCDEFGHJK")) is None  # full: code gone
    assert store.seats_of_tokens([tokens.digest("bob")]) == [("t1", 1)]
    store.close()
    raw = b"".join(p.read_bytes() for p in tmp_path.iterdir())
    assert b"secret-token-of-ann" not in raw and b"ABCDEFGHJK" not in raw


def test_finished_tables_leave_the_unfinished_list_and_are_purged_later(tmp_path):
    store = SqliteTableStore(tmp_path / "t.db")
    store.create(_record("t1", "a", "ABCDEFGHJK"))
    store.create(_record("t2", "b", "BCDEFGHJKM"))
    store.finish("t1", {"format": "bingolino-save"})
    assert [r.id for r in store.load_unfinished()] == ["t2"]
    assert store.load("t1").status == FINISHED and store.load("t1").save["format"]
    assert store.purge_finished(time.time() - 60) == 0
    assert store.purge_finished(time.time() + 1) == 1
    assert store.load("t1") is None and store.load("t2").status == OPEN


def test_appends_of_many_tables_share_one_transaction_and_conflicts_stay_apart(tmp_path):
    import asyncio
    import threading

    from bingolino_app.net.store import ThreadedStore

    store = SqliteTableStore(tmp_path / "t.db")
    for i in range(5):
        store.create(_record(f"t{i}", f"token{i}", f"CODE{i}ABCDE"[:10]))
    batches = []
    append_many = store.append_many
    store.append_many = lambda jobs: batches.append(len(jobs)) or append_many(jobs)
    threaded = ThreadedStore(store)

    disk = threading.Event()  # the store thread busy, as with a slow disk

    async def scenario():
        threaded._pool.submit(disk.wait, 10)
        move = [(0, {"type": "Place", "tile": 1})]
        calls = [asyncio.ensure_future(threaded.call("append", f"t{i}", 1, move, PLAYING))
                 for i in range(5)]
        calls.append(asyncio.ensure_future(threaded.call("append", "t0", 0, move, PLAYING)))
        await asyncio.sleep(0.1)  # every move waiting
        disk.set()
        return await asyncio.gather(*calls, return_exceptions=True)

    results = asyncio.run(scenario())
    threaded.close()
    assert results[:5] == [None] * 5 and isinstance(results[5], StoreConflict)  # a stale writer
    assert batches == [6]  # one transaction
    again = SqliteTableStore(tmp_path / "t.db")
    assert all(len(again.load(f"t{i}").actions) == 2 for i in range(5))
