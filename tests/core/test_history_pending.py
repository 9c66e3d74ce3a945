"""Finished games waiting to be recorded (core/history_pending.py), records read back safely,
and the analysis cache that ignores what it cannot read (issue 29)."""

from __future__ import annotations

import json
import os

import pytest

from bingolino_app.core import history_pending as pending
from bingolino_app.core.analysis_cache import AnalysisCache
from bingolino_app.core.history import GameRecord, History, HistoryError
from history_helpers import finished


@pytest.fixture(autouse=True)
def _run_elsewhere(tmp_path_factory, monkeypatch):
    """From an empty folder of its own: a mutant that lists the current folder
    (os.scandir(None)) sets aside what it finds there, once the mutation run's own files."""
    monkeypatch.chdir(tmp_path_factory.mktemp("cwd"))



def record(seed: int = 4) -> GameRecord:
    return GameRecord.from_session(finished(seed=seed), 1_700_000_000.0, 1_700_000_100.0)


def test_a_kept_game_is_recorded_once_and_its_file_goes(store, tmp_path):
    folder = tmp_path / "pending"
    rec = record()
    path = pending.keep(folder, rec)
    assert pending.waiting(folder) == [path]
    assert path.stat().st_mode & 0o077 == 0  # private, like a save
    recorded, damaged = pending.record_waiting(store, folder)
    assert [r.new for r in recorded] == [True] and damaged == []
    assert pending.waiting(folder) == [] and store.game_count() == 1
    row = store.library_page()[0]
    assert (row.started, row.ended) == (rec.started, rec.ended)  # when it was played
    pending.keep(folder, rec)  # the same game again (a second window, a crash after commit)
    recorded, _ = pending.record_waiting(store, folder)
    assert [r.new for r in recorded] == [False] and store.game_count() == 1


def test_a_waiting_game_replaces_the_record_of_its_earlier_end(store, tmp_path):
    folder = tmp_path / "pending"
    first = store.record(record(4))
    pending.keep(folder, record(5), replace=first.row)
    pending.record_waiting(store, folder)
    assert store.game_count() == 1
    assert store.library_page()[0].id == first.row


@pytest.mark.parametrize("content", [
    b"", b"not json", b"[1, 2]", json.dumps({"format": "other"}).encode(),
    json.dumps({"format": pending.FORMAT, "version": pending.VERSION, "save": {}}).encode(),
], ids=["empty", "junk", "list", "foreign", "no game"])
def test_a_damaged_waiting_file_is_set_aside_and_the_others_recorded(store, tmp_path, content):
    folder = tmp_path / "pending"
    pending.keep(folder, record())
    bad = folder / "0000bad.json"
    bad.write_bytes(content)
    recorded, damaged = pending.record_waiting(store, folder)
    assert len(recorded) == 1 and damaged == [folder / "0000bad.json.damaged"]
    assert damaged[0].read_bytes() == content  # never deleted
    assert pending.waiting(folder) == []


def test_an_unfinished_game_is_no_waiting_game(store, tmp_path):
    from bingolino_app.core import saves
    from bingolino_app.core.session import Seat, Session

    folder = tmp_path / "pending"
    folder.mkdir()
    data = {"format": pending.FORMAT, "version": pending.VERSION, "started": 1.0,
            "ended": 2.0, "replace": None,
            "save": saves.to_dict(Session("qwingo", [Seat("Solo")], {}, 3))}
    (folder / "x.json").write_text(json.dumps(data), encoding="utf-8")
    assert pending.record_waiting(store, folder)[0] == []
    assert store.game_count() == 0


def test_a_store_that_fails_keeps_every_game_waiting(store, tmp_path, monkeypatch):
    folder = tmp_path / "pending"
    pending.keep(folder, record(4))
    pending.keep(folder, record(5))

    def busy(*args, **kwargs):
        raise HistoryError("history.busy", cause="busy")

    monkeypatch.setattr(store, "record", busy)
    with pytest.raises(HistoryError):
        pending.record_waiting(store, folder)
    assert len(pending.waiting(folder)) == 2


def test_nonsense_times_in_a_waiting_file_become_now(store, tmp_path):
    folder = tmp_path / "pending"
    path = pending.keep(folder, record())
    data = json.loads(path.read_text(encoding="utf-8"))
    data.update(started=1e300, ended="soon", replace=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    entry = pending.read(path)
    assert 0 < entry.record.started <= entry.record.ended < 2 ** 35 and entry.replace is None


# --- the analysis cache ------------------------------------------------------------------------
@pytest.mark.parametrize("damage", [
    b"{", b"[]", b'{"version": %d, "players": []}',
    b'{"version": %d, "players": {"0": []}}',
    b'{"version": %d, "players": {"0": {"effort": "much", "judgements": []}}}',
    b'{"version": %d, "players": {"0": {"effort": 5, "judgements": {"a": 1}}}}',
    b'{"version": %d, "players": {"0": {"effort": 5, "judgements": [{"move": "x"}]}}}',
    b'{"version": %d, "players": {"0": {"effort": 1e999, "judgements": [1, 2]}}}',
], ids=["cut", "list", "players-list", "entry-list", "effort-text", "judgements-dict",
        "judgement-junk", "infinite"])
def test_a_damaged_analysis_file_is_ignored_and_rebuilt(tmp_path, damage):
    from bingolino_app.core.analysis import VERSION

    cache = AnalysisCache(tmp_path / "analysis")
    cache.folder.mkdir()
    text = damage.replace(b"%d", str(VERSION).encode())
    cache.path("k").write_bytes(text)
    assert cache.load("k", "qwingo", 0, 1.0) == {}  # as if there were none
    cache.store("k", "qwingo", 0, 1.0, [])
    assert cache.load("k", "qwingo", 0, 1.0) == {}  # rebuilt: readable again
    assert json.loads(cache.path("k").read_text())["players"]["0"]["effort"] == 1.0


def test_stale_temp_files_of_the_cache_are_cleaned(tmp_path):
    cache = AnalysisCache(tmp_path / "analysis")
    cache.folder.mkdir()
    old = cache.folder / ".abc.json.k2j3h4g5.tmp"
    young = cache.folder / ".def.json.a1b2c3d4.tmp"
    old.write_text("x")
    young.write_text("y")
    os.utime(old, (1, 1))
    cache.clean()
    assert not old.exists() and young.exists()


def test_an_error_message_that_is_not_utf8_means_a_damaged_file_not_a_crash(tmp_path,
                                                                          monkeypatch):
    """A damaged file made SQLite report an error whose text Python cannot decode (found by
    tools/attack.py history: 3 of 40 damaged files crashed the window)."""
    import sqlite3

    from bingolino_app.core import history

    real_connect = sqlite3.connect
    calls = []

    class Garbled:
        def __init__(self, db):
            self.db = db

        def execute(self, sql, *args):
            if sql.startswith("PRAGMA journal_mode") and not calls:
                calls.append(sql)
                raise UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte")
            return self.db.execute(sql, *args)

        def __getattr__(self, name):
            return getattr(self.db, name)

    monkeypatch.setattr(history.sqlite3, "connect",
                        lambda *a, **k: Garbled(real_connect(*a, **k)))
    store = History.open(tmp_path / "history.sqlite3")
    assert calls and store.moved_aside is not None  # set aside, a fresh one started
    assert store.game_count() == 0
    store.close()
