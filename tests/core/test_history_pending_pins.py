"""Finished games waiting to be recorded, pinned (core/history_pending.py): what a waiting file
holds, every reason one is no game, the times it trusts, the order they are recorded in."""

from __future__ import annotations

import json
import math
import os
import time

import pytest

from bingolino_app.core import history_pending as pending, saves
from bingolino_app.core.history import GameRecord, digest
from bingolino_app.core.session import Seat, Session
from history_helpers import finished

T0 = 1_700_000_000.0


@pytest.fixture(autouse=True)
def _run_elsewhere(tmp_path_factory, monkeypatch):
    """From an empty folder of its own: a mutant that lists the current folder
    (os.scandir(None)) sets aside what it finds there, once the mutation run's own files."""
    monkeypatch.chdir(tmp_path_factory.mktemp("cwd"))



def record(seed: int = 4, started=T0, ended=T0 + 100) -> GameRecord:
    return GameRecord.from_session(finished(seed=seed), started, ended)


def test_a_waiting_file_holds_the_save_the_times_and_the_row_it_replaces(tmp_path):
    rec = record()
    folder = tmp_path / "a" / "pending"
    path = pending.keep(folder, rec, replace=12)
    assert path == folder / f"{digest(rec.save)}.json" == pending.file_of(folder, rec)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data == {"format": "bingolino-pending-game", "version": 1, "started": T0,
                    "ended": T0 + 100, "replace": 12,
                    "save": json.loads(json.dumps(rec.save))}
    assert pending.FORMAT == "bingolino-pending-game" and pending.VERSION == 1
    assert json.loads(pending.keep(folder, rec).read_text())["replace"] is None
    assert pending.folder().name == "pending"


def test_reading_a_waiting_file_rebuilds_its_record_by_replaying(tmp_path):
    rec = record()
    path = pending.keep(tmp_path, rec, replace=3)
    entry = pending.read(path)
    assert entry == pending.Waiting(path, rec, 3)
    assert entry.record.save == rec.save and entry.record.turns == rec.turns


@pytest.mark.parametrize("content, reason", [
    (b"\xff\xfe", "unreadable: "),
    (b"[1]", "not a waiting game"),
    (json.dumps({"format": "bingolino-pending-game", "version": 2}).encode(),
     "not a waiting game"),
    (json.dumps({"format": "other", "version": 1}).encode(), "not a waiting game"),
    (json.dumps({"format": "bingolino-pending-game", "version": 1, "save": {}}).encode(),
     "not a game: save.foreign"),
])
def test_a_file_that_is_no_waiting_game_says_why(tmp_path, content, reason):
    path = tmp_path / "x.json"
    path.write_bytes(content)
    with pytest.raises(ValueError) as err:
        pending.read(path)
    assert str(err.value).startswith(reason)
    if reason == "unreadable: ":
        assert "codec" in str(err.value)


def test_a_file_too_large_or_not_a_file_is_unreadable(tmp_path, monkeypatch):
    path = pending.keep(tmp_path, record())
    monkeypatch.setattr(pending, "MAX_BYTES", path.stat().st_size - 1)
    with pytest.raises(ValueError, match="^unreadable: "):
        pending.read(path)
    monkeypatch.setattr(pending, "MAX_BYTES", path.stat().st_size)
    assert pending.read(path).record.seed == 4
    assert pending.MAX_BYTES == path.stat().st_size
    (tmp_path / "dir.json").mkdir()
    with pytest.raises(ValueError, match="^unreadable: "):
        pending.read(tmp_path / "dir.json")
    with pytest.raises(ValueError, match="^unreadable: "):
        pending.read(tmp_path / "absent.json")


def test_an_unfinished_game_is_not_finished(tmp_path):
    data = {"format": pending.FORMAT, "version": pending.VERSION, "started": 1.0,
            "ended": 2.0, "save": saves.to_dict(Session("qwingo", [Seat("Solo")], {}, 3))}
    path = tmp_path / "x.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ValueError) as err:
        pending.read(path)
    assert str(err.value) == "not finished"


def _with(tmp_path, **changes):
    path = pending.keep(tmp_path, record())
    data = json.loads(path.read_text(encoding="utf-8"))
    data.update(changes)
    path.write_text(json.dumps(data), encoding="utf-8")
    return pending.read(path)


@pytest.mark.parametrize("value, kept", [
    (0, True), (0.0, True), (2 ** 33 - 1, True), (1.5, True),
    (2 ** 33, False), (-1, False), (True, False), ("1", False), (None, False),
])
def test_a_time_is_trusted_from_the_epoch_to_2242_and_else_now(tmp_path, value, kept):
    before = time.time()
    entry = _with(tmp_path, started=value, ended=value)
    after = time.time()
    if kept:
        assert entry.record.started == entry.record.ended == float(value)
    else:
        assert before <= entry.record.started <= entry.record.ended <= after


def test_nan_and_infinity_are_no_times(tmp_path):
    before = time.time()
    assert before <= pending._moment(math.inf) <= time.time()
    assert before <= pending._moment(math.nan) <= time.time()
    assert pending._moment(7) == 7.0 and isinstance(pending._moment(7), float)


def test_a_game_ended_before_it_started_ends_when_it_started(tmp_path):
    entry = _with(tmp_path, started=500.0, ended=100.0)
    assert (entry.record.started, entry.record.ended) == (500.0, 500.0)


@pytest.mark.parametrize("value, kept", [
    (1, 1), (2 ** 63 - 1, 2 ** 63 - 1), (0, None), (-3, None), (2 ** 63, None), (True, None),
    (2.0, None), ("4", None), (None, None)])
def test_only_a_row_id_is_a_row_to_replace(tmp_path, value, kept):
    assert _with(tmp_path, replace=value).replace == kept


def test_waiting_files_are_taken_oldest_first_and_only_json(tmp_path):
    assert pending.waiting(tmp_path / "absent") == []
    names = ["c.json", "a.json", "b.json", ".hidden.json", "d.txt", "e.json.damaged"]
    for i, name in enumerate(names):
        (tmp_path / name).write_text("{}")
        os.utime(tmp_path / name, (1000 + i, 1000 + i))
    os.utime(tmp_path / "b.json", (1000, 1000))  # as old as c.json: the name decides
    assert [p.name for p in pending.waiting(tmp_path)] == ["b.json", "c.json", "a.json"]
    assert all(isinstance(p, type(tmp_path)) for p in pending.waiting(tmp_path))


def test_a_file_that_is_no_game_is_set_aside_beside_itself(tmp_path):
    path = tmp_path / "x.json"
    path.write_text("junk")
    moved = pending.set_aside(path)
    assert moved == tmp_path / "x.json.damaged" and moved.read_text() == "junk"
    assert not path.exists()
    assert pending.set_aside(tmp_path / "gone.json") is None


def test_forgetting_a_file_already_gone_is_fine(tmp_path):
    path = pending.keep(tmp_path, record())
    pending.forget(path)
    assert not path.exists()
    pending.forget(path)


def test_recording_takes_the_oldest_first_and_reports_each(store, tmp_path):
    folder = tmp_path / "pending"
    first = pending.keep(folder, record(4, T0, T0 + 1))
    second = pending.keep(folder, record(5, T0, T0 + 2))
    os.utime(first, (10, 10))
    os.utime(second, (20, 20))
    (folder / "bad.json").write_text("junk")
    os.utime(folder / "bad.json", (15, 15))
    recorded, damaged = pending.record_waiting(store, folder)
    assert [r.row for r in recorded] == [1, 2] and all(r.new for r in recorded)
    assert damaged == [folder / "bad.json.damaged"]
    assert [row.ended for row in store.library_page(sort="date", descending=False)] == [
        T0 + 1, T0 + 2]
    assert pending.waiting(folder) == []
    assert pending.record_waiting(store, folder) == ([], [])
