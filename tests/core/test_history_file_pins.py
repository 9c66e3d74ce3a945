"""What the history tells the player when something goes wrong, pinned (core/history*.py):
every error's key, cause and words, and what happens to the file itself (set aside when
damaged, private, refused when newer, not a regular file or out of reach). The records and
the schema are pinned in test_history_pins.py."""

from __future__ import annotations

import errno
import os
import sqlite3
import stat

import pytest

from bingolino_app.core import history, history_errors
from bingolino_app.core.history import GameRecord, History, HistoryError, SeatRecord

T0 = 1_700_000_000.0


# --- errors: what the player is told ---------------------------------------------------------------
def test_an_error_carries_its_key_and_arguments_and_says_them():
    err = HistoryError("history.unusable", cause="full", reason="disk")
    assert str(err) == "history.unusable {'cause': 'full', 'reason': 'disk'}"
    assert (err.key, err.args_, err.cause) == ("history.unusable", {"cause": "full",
                                                                    "reason": "disk"}, "full")
    bare = HistoryError("profile.empty")
    assert str(bare) == "profile.empty" and bare.args_ == {} and bare.cause == "other"
    assert HistoryError("x", cause=5).cause == "5"
    assert history_errors.CAUSES == ("readonly", "full", "permission", "long_path", "busy",
                                     "other")


@pytest.mark.parametrize("code, cause", [
    (errno.EROFS, "readonly"), (errno.ENOSPC, "full"), (errno.EDQUOT, "full"),
    (errno.EACCES, "permission"), (errno.EPERM, "permission"),
    (errno.ENAMETOOLONG, "long_path"), (errno.EIO, "other"), (None, "other")])
def test_a_system_error_becomes_the_cause_the_player_reads(code, cause):
    exc = OSError(code, "what the system said") if code else OSError("no code")
    assert history_errors.cause_of_os_error(exc) == cause
    err = history_errors.unusable(exc)
    assert err.key == "history.unusable" and err.cause == cause
    assert err.args_["reason"] == ("what the system said" if code else "no code")


def test_an_unusable_store_named_in_words_is_another_cause():
    err = history_errors.unusable("gone")
    assert (err.key, err.args_) == ("history.unusable", {"cause": "other", "reason": "gone"})


def _sqlite_error(text: str, name: str = "") -> sqlite3.Error:
    exc = sqlite3.OperationalError(text)
    if name:
        exc.sqlite_errorname = name
    return exc


@pytest.mark.parametrize("text, name, key, cause", [
    ("file is not a database", "", "history.damaged", "other"),
    ("whatever", "SQLITE_CORRUPT", "history.damaged", "other"),
    ("whatever", "SQLITE_CORRUPT_INDEX", "history.damaged", "other"),
    ("whatever", "SQLITE_NOTADB", "history.damaged", "other"),
    ("database disk image is malformed", "", "history.damaged", "other"),
    ("no such table: games", "", "history.damaged", "other"),
    ("no such column: colour", "", "history.damaged", "other"),
    ("database is locked", "", "history.busy", "busy"),
    ("whatever", "SQLITE_BUSY", "history.busy", "busy"),
    ("whatever", "SQLITE_BUSY_SNAPSHOT", "history.busy", "busy"),
    ("whatever", "SQLITE_LOCKED", "history.busy", "busy"),
    ("attempt to write a readonly database", "", "history.unusable", "readonly"),
    ("the disk is read-only", "", "history.unusable", "readonly"),
    ("whatever", "SQLITE_READONLY_DBMOVED", "history.unusable", "readonly"),
    ("database or disk is full", "", "history.unusable", "full"),
    ("whatever", "SQLITE_FULL", "history.unusable", "full"),
    ("whatever", "SQLITE_PERM", "history.unusable", "permission"),
    ("whatever", "SQLITE_AUTH", "history.unusable", "permission"),
    ("disk I/O error", "SQLITE_IOERR", "history.unusable", "other"),
])
def test_a_sqlite_error_becomes_damaged_busy_or_unusable_with_its_cause(text, name, key, cause):
    err = history_errors.error_of(_sqlite_error(text, name))
    assert (err.key, err.cause) == (key, cause)
    if key == "history.damaged":
        assert err.args_ == {"reason": text}
    elif key == "history.busy":
        assert err.args_ == {"cause": "busy"}
    else:
        assert err.args_ == {"cause": cause, "reason": text}


def test_the_log_says_what_went_wrong_in_sqlite_s_words(caplog):
    caplog.set_level("INFO", logger="bingolino.history")
    history_errors.error_of(_sqlite_error("database is locked", "SQLITE_BUSY"))
    history_errors.error_of(_sqlite_error("no name"))
    history_errors.unusable(OSError(errno.ENOSPC, "No space left on device"))
    history_errors.unusable("words only")  # nothing logged: the caller says why
    history_errors.error_of(UnicodeDecodeError("utf-8", b"\xff", 0, 1, "bad"))
    assert [(r.name, r.levelname) for r in caplog.records] == [("bingolino.history", "INFO")] * 4
    assert [r.getMessage() for r in caplog.records] == [
        "history error: database is locked (SQLITE_BUSY)",
        "history error: no name ()",
        "history unusable: [Errno 28] No space left on device",
        "history error with an undecodable message: 'utf-8' codec can't decode byte 0xff in "
        "position 0: bad"]


def test_an_error_whose_message_is_not_utf8_means_a_damaged_file():
    err = history_errors.error_of(UnicodeDecodeError("utf-8", b"\xff", 0, 1, "bad"))
    assert (err.key, err.args_) == ("history.damaged", {"reason": "undecodable error message"})


# --- the file ---------------------------------------------------------------------------------------
def test_a_damaged_file_is_set_aside_under_a_free_dated_name_with_its_journals(tmp_path,
                                                                              monkeypatch):
    import time as real_time

    moment = real_time.struct_time((2025, 1, 2, 3, 4, 5, 3, 2, 0))
    real = real_time.strftime
    monkeypatch.setattr(history.time, "strftime", lambda fmt: real(fmt, moment))
    path = tmp_path / "history.sqlite3"
    for content in (b"one", b"two", b"three"):
        path.write_bytes(content)
        (tmp_path / "history.sqlite3-wal").write_bytes(content + b" wal")
        (tmp_path / "history.sqlite3-shm").write_bytes(content + b" shm")
        history.set_aside(path)
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == sorted(f"history-damaged-20250102-030405{n}.sqlite3{s}"
                           for n in ("", "-2", "-3") for s in ("", "-shm", "-wal"))
    assert (tmp_path / "history-damaged-20250102-030405.sqlite3").read_bytes() == b"one"
    assert (tmp_path / "history-damaged-20250102-030405-2.sqlite3").read_bytes() == b"two"
    assert (tmp_path / "history-damaged-20250102-030405-3.sqlite3-wal").read_bytes() == \
        b"three wal"
    path.write_bytes(b"four")  # no journals: only the file moves
    (tmp_path / "history-damaged-20250102-030405-4.sqlite3-shm").write_bytes(b"in the way")
    (tmp_path / "history-damaged-20250102-030405-5.sqlite3-wal").write_bytes(b"in the way")
    (tmp_path / "history-damaged-20250102-030405-6.sqlite3").write_bytes(b"in the way")
    assert history.set_aside(path).name == "history-damaged-20250102-030405-7.sqlite3"
    assert (tmp_path / "history-damaged-20250102-030405-6.sqlite3").read_bytes() == \
        b"in the way"
    assert not path.exists()


def test_a_file_that_cannot_be_moved_aside_is_unusable(tmp_path, monkeypatch):
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"x")

    def refuse(src, dst):
        raise OSError(errno.EACCES, "no")

    monkeypatch.setattr(history.os, "replace", refuse)
    with pytest.raises(HistoryError) as err:
        history.set_aside(path)
    assert (err.value.key, err.value.cause) == ("history.unusable", "permission")
    assert path.read_bytes() == b"x"


def test_the_store_is_private_and_an_older_public_one_made_private(tmp_path):
    store = History.open(tmp_path / "new.sqlite3")
    assert stat.S_IMODE(os.stat(tmp_path / "new.sqlite3").st_mode) == history.PRIVATE == 0o600
    store.close()
    old = tmp_path / "old.sqlite3"
    sqlite3.connect(old).close()
    os.chmod(old, 0o644)
    History.open(old).close()
    assert stat.S_IMODE(os.stat(old).st_mode) == 0o600
    os.chmod(old, 0o640)
    history.keep_private(old)
    assert stat.S_IMODE(os.stat(old).st_mode) == 0o600
    os.chmod(old, 0o700)
    history.keep_private(old)
    assert stat.S_IMODE(os.stat(old).st_mode) == 0o700  # only group and others are taken away
    history.keep_private(tmp_path / "absent")  # nothing to change, nothing said
    history.make_private(old)  # there already: left as it is
    assert stat.S_IMODE(os.stat(old).st_mode) == 0o700


def test_a_store_opens_in_folders_it_makes(tmp_path):
    store = History.open(str(tmp_path / "a" / "b" / "h.sqlite3"))
    assert store.path == tmp_path / "a" / "b" / "h.sqlite3" and store.version == 2
    store.close()
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(HistoryError) as err:
        History.open(blocker / "deeper" / "h.sqlite3")
    assert err.value.args_ == {"cause": "other", "reason": "Not a directory"}


def test_a_file_found_damaged_inside_names_what_sqlite_found(tmp_path):
    path = tmp_path / "h.sqlite3"
    store = History.open(path)
    store.record_many(GameRecord("bingolino", "{}", T0 + i - 60, T0 + i, i + 1, 20,
                                 (SeatRecord(f"Player {i}", "human", "", "", 1.0, True),),
                                 None, {"game": "bingolino", "seed": i + 1, "options": {},
                                        "actions": [], "players": []}) for i in range(300))
    store.close()
    data = bytearray(path.read_bytes())
    for start in range(len(data) - 6 * 4096, len(data), 4096):  # the first rows stay readable
        data[start:start + 4096] = bytes([0xA5]) * 4096
    path.write_bytes(bytes(data))
    with pytest.raises(HistoryError) as err:
        History(path)  # open() would set it aside
    assert err.value.key == "history.damaged"
    assert list(err.value.args_) == ["reason"]
    assert err.value.args_["reason"].startswith("*** in database main ***")
    opened = History.open(path)
    assert opened.moved_aside is not None and opened.game_count() == 0
    opened.close()


def test_a_store_opened_directly_knows_its_path_and_nothing_moved(tmp_path):
    store = History(tmp_path / "h.sqlite3")
    assert store.path == tmp_path / "h.sqlite3" and store.moved_aside is None
    assert store.db is not None and store.version == 2
    store.close()
    with pytest.raises(HistoryError) as err:
        History(tmp_path / "missing" / "h.sqlite3")  # only open() makes the folder
    assert err.value.key == "history.unusable"
    assert err.value.args_["reason"] == "unable to open database file"


def test_the_connection_waits_for_another_writer_and_leaves_transactions_to_the_store(
        tmp_path, monkeypatch):
    seen = []
    real = sqlite3.connect

    def spy(*args, **kwargs):
        seen.append(kwargs)
        return real(*args, **kwargs)

    monkeypatch.setattr(history.sqlite3, "connect", spy)
    History.open(tmp_path / "h.sqlite3").close()
    assert seen == [{"timeout": history.BUSY_TIMEOUT_S, "isolation_level": None}]


def test_a_new_file_is_created_private_before_sqlite_writes_it(tmp_path):
    path = tmp_path / "new.sqlite3"
    history.make_private(path)
    assert path.exists() and path.read_bytes() == b""
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600
    history.make_private(tmp_path / "no" / "folder.sqlite3")  # nothing to say: SQLite will


def test_a_file_that_cannot_be_looked_at_is_unusable_with_the_systems_reason(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(HistoryError) as err:
        history.check_regular(blocker / "h.sqlite3")
    assert err.value.args_ == {"cause": "other", "reason": "Not a directory"}


def test_a_newer_version_met_while_migrating_is_refused(tmp_path):
    store = History.open(tmp_path / "h.sqlite3")
    store.db.execute("PRAGMA user_version = 5")
    with pytest.raises(HistoryError) as err:
        store._migrate()
    assert (err.value.key, err.value.args_) == ("history.newer", {"version": 5})
    store.close()


def test_a_system_that_moves_no_open_file_closes_it_first(tmp_path, monkeypatch):
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"not a database at all" * 50)
    real = history.set_aside
    tries = []

    def refuse_while_open(target):
        tries.append(target)
        if len(tries) == 1:
            raise HistoryError("history.unusable", cause="permission")
        return real(target)

    monkeypatch.setattr(history, "set_aside", refuse_while_open)
    store = History.open(path)
    assert tries == [path, path]
    assert store.moved_aside is not None and store.moved_aside.exists()
    assert store.version == 2
    store.close()


def test_what_is_not_a_regular_file_is_refused_before_sqlite_opens_it(tmp_path):
    fifo = tmp_path / "fifo.sqlite3"
    os.mkfifo(fifo)
    for target in (fifo, tmp_path):
        with pytest.raises(HistoryError) as err:
            history.check_regular(target)
        assert (err.value.key, err.value.args_) == ("history.unusable", {"cause": "not_file"})
    history.check_regular(tmp_path / "absent")
    with pytest.raises(HistoryError) as err:
        History.open(fifo)
    assert err.value.cause == "not_file"


def test_a_path_too_long_for_sqlite_is_refused_with_its_length(tmp_path):
    limit = history.MAX_PATH_BYTES
    assert limit == 480
    folder = tmp_path / ("d" * 100) / ("d" * 100) / ("d" * 100)
    base = len(os.fsencode(os.path.abspath(folder))) + 1
    ok = folder / ("a" * (limit - base))
    history.check_path(ok)
    too_long = folder / ("a" * (limit - base + 1))
    with pytest.raises(HistoryError) as err:
        history.check_path(too_long)
    assert err.value.key == "history.unusable"
    assert err.value.args_ == {"cause": "long_path", "length": limit + 1, "limit": limit}
    with pytest.raises(HistoryError):
        History.open(too_long)
    assert not folder.exists()  # refused before any folder is made


def test_a_closed_store_says_so_when_used(tmp_path):
    store = History.open(tmp_path / "h.sqlite3")
    store.close()
    for use in (store.game_count, lambda: store.create_profile("A"), lambda: store.version):
        with pytest.raises(HistoryError) as err:
            use()
        assert (err.value.key, err.value.args_) == ("history.unusable", {"reason": "closed"})
    assert history.default_path().name == history.FILE_NAME == "history.sqlite3"
    assert history.BUSY_TIMEOUT_S == 10.0


def test_a_newer_file_is_refused_with_its_version(tmp_path):
    path = tmp_path / "h.sqlite3"
    db = sqlite3.connect(path)
    db.execute("PRAGMA user_version = 3")
    db.commit()
    db.close()
    with pytest.raises(HistoryError) as err:
        History.open(path)
    assert (err.value.key, err.value.args_) == ("history.newer", {"version": 3})


def test_a_query_that_fails_says_why_in_the_players_words(store):
    with pytest.raises(HistoryError) as err:
        store._all("SELECT nosuchcolumn FROM games")
    assert err.value.key == "history.damaged"  # no such column: a damaged file
    with pytest.raises(HistoryError) as err:
        store._one("SELECT id FROM games WHERE id = ? AND seed = ?", (1,))
    assert err.value.key == "history.unusable"  # a wrong call: not the file's fault


def test_a_failed_write_is_rolled_back_and_the_bug_goes_through(store):
    with pytest.raises(KeyError):
        with store._write() as db:
            db.execute("INSERT INTO profiles VALUES ('x', 'X', '', 0, 0)")
            raise KeyError("a bug, not the store")
    assert store.profiles() == []
    with pytest.raises(HistoryError) as err:
        with store._write() as db:
            db.execute("INSERT INTO profiles VALUES ('y', 'Y', '', 0, 0)")
            db.execute("INSERT INTO nowhere VALUES (1)")
    assert err.value.key == "history.damaged" and store.profiles() == []
    assert store._one("SELECT id FROM profiles") == ()
    with store._write() as db:  # and the store goes on
        db.execute("INSERT INTO profiles VALUES ('z', 'Z', '', 0, 0)")
    assert [p.id for p in store.profiles()] == ["z"]
