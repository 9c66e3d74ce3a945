"""Nothing lost, part two (issue 29), through real app processes where the fault needs one:
a crash as a finished game is recorded, a busy or read-only history, starts that must work
whatever the settings and remembered files are, a frozen worker at quit, damaged history rows
and records, and data that must stay data (markup, formulas, bidirectional text)."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from bingolino_app.core import history as core
from bingolino_app.core import history_pending
from bingolino_app.core.session import Seat
from bingolino_app.ui.history import store as history_ui

HELPER = Path(__file__).resolve().parent / "helpers" / "app_run.py"
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def fresh_store():
    history_ui.reset_store()
    history_ui._unavailable.clear()
    yield
    history_ui.reset_store()


def run_app(tmp_path, *args, timeout=120, env_extra=None):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               BINGOLINO_DATA_DIR=str(tmp_path / "data"),
               BINGOLINO_CONFIG_DIR=str(tmp_path / "config"),
               PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    env.update(env_extra or {})
    return subprocess.run([sys.executable, str(HELPER), *args], capture_output=True,
                          text=True, timeout=timeout, env=env, cwd=str(tmp_path))


def games_in(tmp_path) -> int:
    store = core.History.open(tmp_path / "data" / core.FILE_NAME)
    try:
        return store.game_count()
    finally:
        store.close()


# --- a finished game survives a crash ----------------------------------------------------------
@pytest.mark.slow
@pytest.mark.parametrize("spot", ["record", "kept", "forget"])
def test_a_crash_as_the_finished_game_is_recorded_loses_nothing_and_records_it_once(tmp_path,
                                                                                   spot):
    died = run_app(tmp_path, "die", spot)
    assert died.returncode == -signal.SIGKILL, died.stdout + died.stderr
    waiting = history_pending.waiting(tmp_path / "data" / "pending")
    assert waiting or spot == "forget" or games_in(tmp_path) == 1
    assert not (tmp_path / "data" / "autosave.json").exists() or spot == "kept"

    started = run_app(tmp_path, "recover")
    assert started.returncode == 0, started.stderr
    assert started.stdout.split()[-2:] == ["games", "1"]  # recorded at the start, once
    assert history_pending.waiting(tmp_path / "data" / "pending") == []
    again = run_app(tmp_path, "recover")
    assert again.stdout.split()[-2:] == ["games", "1"]  # and never twice


def test_a_finished_game_left_in_the_autosave_is_recorded_at_the_start(window, qtbot,
                                                                       tmp_path):
    from bingolino_app import paths
    from bingolino_app.core import saves
    from tests_ui_play import finished_session

    session = finished_session("qwingo", 5)
    saves.save(session, paths.autosave_path())  # what a failed waiting-folder write leaves
    window.history.recover()
    assert history_ui.shared_store().game_count() == 1
    assert not paths.autosave_path().exists()
    window.history.recover()
    assert history_ui.shared_store().game_count() == 1


# --- a busy or read-only history keeps the game waiting ----------------------------------------
def _finish_on_screen(window, qtbot):
    from tests_ui_play import finish

    window.start_game("qwingo", [Seat("Solo")], {}, 12)
    finish(window, qtbot)


def test_a_busy_history_keeps_the_finished_game_and_records_it_when_free(window, qtbot,
                                                                         monkeypatch):
    monkeypatch.setattr(core, "BUSY_TIMEOUT_S", 0.2)
    history_ui.shared_store(window)  # opened before the other window takes the lock
    other = sqlite3.connect(str(core.default_path()), isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    history_ui.shared_store().db.execute("PRAGMA busy_timeout = 200")
    _finish_on_screen(window, qtbot)
    folder = history_pending.folder()
    assert len(history_pending.waiting(folder)) == 1  # kept on disk, not lost
    told = window.statusBar().currentMessage()
    assert "as soon as it can be written" in told and "busy" in told
    window.history.record_waiting()  # still busy: tried again quietly
    assert len(history_pending.waiting(folder)) == 1
    other.execute("ROLLBACK")
    other.close()
    assert window.history.record_waiting() == 1
    assert history_ui.shared_store().game_count() == 1
    assert history_pending.waiting(folder) == []


def test_a_read_only_history_keeps_the_finished_game_and_a_timer_retries(window, qtbot,
                                                                         monkeypatch):
    store = history_ui.shared_store(window)
    store.db.execute("PRAGMA query_only = 1")  # SQLite refuses every write: read-only
    window.history._retry.setInterval(50)
    _finish_on_screen(window, qtbot)
    assert len(history_pending.waiting(history_pending.folder())) == 1
    assert "read-only" in window.statusBar().currentMessage()
    assert window.history._retry.isActive()
    store.db.execute("PRAGMA query_only = 0")  # the file can be written again
    qtbot.waitUntil(lambda: not history_pending.waiting(history_pending.folder()),
                    timeout=5000)
    assert store.game_count() == 1
    assert not window.history._retry.isActive()


# --- the app always starts ---------------------------------------------------------------------
def _settings_with_recent(tmp_path, recent: list[str]) -> None:
    """Remembered files as an earlier version wrote them (settings.ini, read once)."""
    from PySide6.QtCore import QSettings

    config = tmp_path / "config"
    config.mkdir(parents=True, exist_ok=True)
    qs = QSettings(str(config / "settings.ini"), QSettings.IniFormat)
    qs.setValue("files/recent", json.dumps(recent))
    qs.sync()
    del qs


@pytest.mark.slow
@pytest.mark.parametrize("recent", [
    "x" * 300 + ".json",  # a name too long for the file system
    "/tmp/" + "deep/" * 1000 + "game.json",  # a path too long
    "/tmp/nul\0in-the-name.json",  # a NUL: no path at all
], ids=["long-name", "long-path", "nul"])
def test_the_app_starts_whatever_the_remembered_files_are(tmp_path, recent):
    _settings_with_recent(tmp_path, [recent, str(tmp_path / "fine.json")])
    result = run_app(tmp_path, "start")
    assert result.returncode == 0 and result.stdout.split()[-2:] == ["started", "0"], \
        result.stderr
    assert "Traceback" not in result.stderr


@pytest.mark.slow
def test_the_app_starts_when_a_remembered_file_lies_in_a_folder_it_cannot_enter(tmp_path):
    closed = tmp_path / "closed"
    closed.mkdir()
    _settings_with_recent(tmp_path, [str(closed / "game.json")])
    closed.chmod(0)
    try:
        result = run_app(tmp_path, "start")
    finally:
        closed.chmod(0o755)
    assert result.stdout.split()[-2:] == ["started", "0"], result.stderr
    assert "Traceback" not in result.stderr


@pytest.mark.slow
def test_the_app_starts_when_the_settings_folder_cannot_be_made(tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the settings folder should be")
    result = run_app(tmp_path, "start", env_extra={"BINGOLINO_CONFIG_DIR": str(blocker / "c")})
    assert result.stdout.split()[-2:] == ["started", "0"], result.stderr
    assert "Traceback" not in result.stderr
    assert blocker.read_text() == "a file where the settings folder should be"


@pytest.mark.slow
def test_the_app_starts_when_the_settings_file_is_a_fifo(tmp_path):
    config = tmp_path / "config"
    config.mkdir()
    os.mkfifo(config / "settings.json")
    result = run_app(tmp_path, "start", timeout=60)  # it used to wait for ever
    assert result.stdout.split()[-2:] == ["started", "0"], result.stderr
    assert (config / "settings.json").is_fifo()  # left as it was


@pytest.mark.slow
def test_the_app_starts_when_the_legacy_settings_file_is_a_fifo(tmp_path):
    config = tmp_path / "config"
    config.mkdir()
    os.mkfifo(config / "settings.ini")
    result = run_app(tmp_path, "start", timeout=60)
    assert result.stdout.split()[-2:] == ["started", "0"], result.stderr


def test_settings_that_cannot_be_kept_are_said_once_at_the_start(qtbot, tmp_path,
                                                                 monkeypatch):
    from bingolino_app.ui.common import settings as settings_module
    from bingolino_app.ui.shell.main_window import MainWindow
    from bingolino_app.ui.play.worker import BotWorker

    blocker = tmp_path / "file"
    blocker.write_text("x")
    monkeypatch.setenv("BINGOLINO_CONFIG_DIR", str(blocker / "config"))
    monkeypatch.setenv("BINGOLINO_DATA_DIR", str(tmp_path / "data"))
    settings_module.reset_settings()
    try:
        s = settings_module.get_settings()
        s.language = "ru"
        assert s.language == "ru"  # kept in memory for this run
        assert s.problem == "unwritable"
        w = MainWindow(BotWorker(inprocess=True))
        qtbot.addWidget(w)
        w.show()
        qtbot.waitUntil(lambda: w.startup_notes_shown, timeout=3000)
        assert "settings" in w.statusBar().currentMessage().lower()
    finally:
        settings_module.reset_settings()


# --- quitting after a frozen worker ------------------------------------------------------------
@pytest.mark.slow
@pytest.mark.skipif(not hasattr(signal, "SIGSTOP"), reason="POSIX signals")
def test_quit_ends_at_once_after_a_frozen_worker_was_replaced_and_leaves_no_process(tmp_path):
    # Three times: whether the old pool's thread was already waiting on the frozen process
    # as the app quit is a race (it hung about every other quit).
    for attempt in range(3):
        took, pids = _quit_after_a_frozen_worker(tmp_path / str(attempt))
        assert took < 2.0, f"quit took {took:.1f} s"
        assert len(pids) >= 2
        for pid in pids:  # the frozen worker and its replacement are gone, none stopped
            status = Path(f"/proc/{pid}/status")
            if status.exists():
                state = next(line for line in status.read_text().splitlines()
                             if line.startswith("State"))
                pytest.fail(f"worker {pid} left behind: {state}")


def _quit_after_a_frozen_worker(folder: Path) -> tuple[float, list[int]]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               BINGOLINO_DATA_DIR=str(folder / "data"),
               BINGOLINO_CONFIG_DIR=str(folder / "config"),
               PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    process = subprocess.Popen([sys.executable, str(HELPER), "frozen"], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True, env=env)
    try:
        line = ""
        while not line.startswith("closed"):
            line = process.stdout.readline()
            assert line, process.stderr.read()
        closed = time.monotonic()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            pytest.fail("quitting hung")
        took = time.monotonic() - closed + float(line.split()[1])
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    return took, [int(p) for p in line.split()[2:]]


# --- what the history holds, read back safely --------------------------------------------------
def _bad_values_history(path: Path) -> None:
    from tests_ui_play import fake

    store = core.History.open(path)
    for i in range(4):
        store.record(fake("bingolino", [(f"P{i}", "human", "", "", 3.0, True),
                                        ("Bot", "computer", "strong", "", 1.0, False)],
                          1_700_000_000.0 + i, turns=10 + i))
    rows = [r[0] for r in store._all("SELECT id FROM games ORDER BY id")]
    store.close()
    db = sqlite3.connect(str(path))
    db.execute("UPDATE games SET ended = 'yesterday' WHERE id = ?", (rows[0],))
    db.execute("UPDATE seats SET ended = 'yesterday' WHERE game_row = ?", (rows[0],))
    db.execute("UPDATE games SET ended = 1e300, started = -1e300 WHERE id = ?", (rows[1],))
    db.execute("UPDATE seats SET score = 'lots', name = x'00ff' WHERE game_row = ?", (rows[2],))
    db.execute("UPDATE games SET turns = 'many', solo_turns = 1e300, game = 42 WHERE id = ?",
               (rows[3],))
    db.execute("UPDATE seats SET solo_turns = 'x', turns = 1e300 WHERE game_row = ?",
               (rows[3],))
    db.commit()
    db.close()


LIBRARY_SCRIPT = r"""
import os, sys
sys.path.insert(0, sys.argv[1])
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
app = QApplication([])
from bingolino_app.ui.shell.main_window import MainWindow
from bingolino_app.ui.play.worker import BotWorker
from bingolino_app.ui.history import store as history_ui
window = MainWindow(BotWorker(inprocess=True))
window.show()
library = window.history.show_library()
library.resize(1200, 700)
for _ in range(5):
    app.processEvents()
for sort in range(6):
    library.table.sortByColumn(sort, Qt.AscendingOrder)
    app.processEvents()
model = library.model
for r in range(model.rowCount()):
    for c in range(model.columnCount()):
        for role in (0, 3):
            model.data(model.index(r, c), role)
library.grab()
stats = window.history.show_statistics()
stats.grab()
store = history_ui.shared_store()
for p in store.profiles():
    for g in ("bingolino",):
        store.statistics(p.id, g)
print("rows", model.rowCount(), sum(row.damaged for row in model.rows))
"""


@pytest.mark.slow
def test_wrong_types_and_ranges_in_the_history_never_reach_qt(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    _bad_values_history(data / core.FILE_NAME)
    result = subprocess.run(
        [sys.executable, "-c", LIBRARY_SCRIPT, str(ROOT)], capture_output=True, text=True,
        timeout=120, env=dict(os.environ, BINGOLINO_DATA_DIR=str(data),
                              BINGOLINO_CONFIG_DIR=str(tmp_path / "config"),
                              PYTHONPATH=str(Path(__file__).parent)))
    assert result.returncode == 0, f"{result.returncode}: {result.stderr[-2000:]}"
    assert "Traceback" not in result.stderr
    assert result.stdout.split()[-3:] == ["rows", "4", "4"]  # all listed, all marked


def test_library_rows_with_wrong_values_are_checked_and_marked(tmp_path):
    path = tmp_path / core.FILE_NAME
    _bad_values_history(path)
    store = core.History.open(path)
    rows = store.library_page()
    assert len(rows) == 4 and all(r.damaged for r in rows)
    for row in rows:
        assert isinstance(row.ended, float) and 0 <= row.ended < 2 ** 35
        assert isinstance(row.turns, int)
        assert all(isinstance(s.name, str) and (s.score is None or abs(s.score) < 1e9)
                   for s in row.seats)
    store.close()


def _three_games(window, qtbot):
    from tests_ui_play import finished_session

    store = history_ui.shared_store(window)
    for seed in range(3):
        store.record(core.GameRecord.from_session(finished_session("qwingo", seed + 1),
                                                  1_700_000_000.0 + seed, 1_700_000_100.0))
    return store, [r.id for r in store.library_page(sort="date", descending=False)]


@pytest.mark.parametrize("blob", [b"not zlib at all", b"x\x9c\x03\x00\x00\x00\x00\x01",
                                  "text, not bytes"], ids=["junk", "empty", "text"])
def test_one_damaged_record_is_that_game_unavailable_never_the_whole_history(window, qtbot,
                                                                            monkeypatch, blob):
    import zlib

    store, rows = _three_games(window, qtbot)
    store.db.execute("UPDATE records SET save = ? WHERE game_row = ?", (blob, rows[1]))
    shown = []
    monkeypatch.setattr(history_ui, "warn", lambda parent, title, text: shown.append(text))
    assert window.history.open_recorded(rows[1]) is False
    assert shown and "damaged" in shown[-1] and "other games" in shown[-1]
    assert "no longer" not in shown[-1]
    assert store.moved_aside is None and store.game_count() == 3  # nothing set aside
    assert history_ui.is_unavailable(rows[1]) and not history_ui.is_unavailable(rows[0])
    assert window.history.open_recorded(rows[0]) is True  # the others open
    library = window.history.show_library()
    qtbot.addWidget(library)
    index = next(i for i, r in enumerate(library.model.rows) if r.id == rows[1])
    assert "damaged" in library.model.data(library.model.index(index, 4), Qt.DisplayRole)
    library.table.selectRow(index)
    assert not library.open_button.isEnabled() and not library.review_button.isEnabled()
    del zlib


@pytest.mark.parametrize("shape", [[1, 2, 3], "a string", {"players": "nobody"},
                                   {"players": [1, 2]}])
def test_a_record_of_the_wrong_shape_is_said_not_silently_ignored(window, qtbot, monkeypatch,
                                                                 shape):
    store, rows = _three_games(window, qtbot)
    store.db.execute("UPDATE records SET save = ? WHERE game_row = ?",
                     (core.pack_save(shape), rows[2]))
    shown = []
    monkeypatch.setattr(history_ui, "warn", lambda parent, title, text: shown.append(text))
    assert window.history.open_recorded(rows[2]) is False
    assert window.history.review_recorded(rows[2]) is None
    assert len(shown) == 2 and all("damaged" in t for t in shown)


def test_a_history_failing_its_integrity_check_is_set_aside_once_with_a_message(
        window, qtbot, monkeypatch, tmp_path):
    from tests_ui_play import fake

    path = core.default_path()
    store = core.History.open(path)
    store.record_many(fake("bingolino", [(f"P{i}", "human", "", "", 1.0, True)],
                           1_700_000_000.0 + i) for i in range(1500))
    store.close()
    data = bytearray(path.read_bytes())
    for start in range(30 * 4096, len(data), 4096):
        data[start:start + 4096] = bytes([0xA5]) * 4096
    path.write_bytes(bytes(data))
    shown = []
    monkeypatch.setattr(history_ui, "warn", lambda parent, title, text: shown.append(text))
    assert history_ui.shared_store(window) is not None
    assert len(shown) == 1 and "set aside" in shown[0]
    assert "SQLITE" not in shown[0] and "malformed" not in shown[0]
    window.history.show_library()
    window.history.show_statistics()
    assert len(shown) == 1  # once, not at every use


@pytest.mark.parametrize("cause, words", [
    ("readonly", "read-only"), ("full", "disk is full"), ("permission", "not allowed"),
    ("long_path", "too long"), ("not_file", "not an ordinary file"), ("other", "system"),
])
def test_history_failures_are_said_in_the_players_words(cause, words):
    err = core.HistoryError("history.unusable", cause=cause,
                            reason="database disk image is malformed (SQLITE_IOERR_SHORT_READ)",
                            length=600, limit=480)
    text = history_ui.error_text(err)
    assert words in text
    assert "SQLITE" not in text and "malformed" not in text and "database" not in text


def test_a_data_folder_path_too_long_for_the_history_is_refused_clearly(tmp_path):
    deep = tmp_path
    while len(str(deep)) < 560:
        deep = deep / ("d" * 60)
    with pytest.raises(core.HistoryError) as err:
        core.History.open(deep / core.FILE_NAME)
    assert err.value.key == "history.unusable" and err.value.cause == "long_path"
    assert not (deep / core.FILE_NAME).exists()
    assert "too long" in history_ui.error_text(err.value)


def test_a_fifo_where_the_history_belongs_is_refused_without_waiting(tmp_path):
    path = tmp_path / core.FILE_NAME
    os.mkfifo(path)
    with pytest.raises(core.HistoryError) as err:
        core.History.open(path)
    assert err.value.cause == "not_file"
    assert path.is_fifo()


def test_the_history_is_private_to_its_owner_like_the_saves(tmp_path):
    path = tmp_path / core.FILE_NAME
    core.History.open(path).close()
    assert path.stat().st_mode & 0o777 == 0o600
    path.chmod(0o644)  # made by an earlier version
    core.History.open(path).close()
    assert path.stat().st_mode & 0o777 == 0o600


# --- data stays data ---------------------------------------------------------------------------
def test_names_beginning_with_a_formula_character_are_neutralised_in_the_csv(window, qtbot,
                                                                            tmp_path):
    import csv

    from tests_ui_play import fake

    store = history_ui.shared_store(window)
    names = ["=HYPERLINK(\"http://x\")", "+1+1", "-2", "@SUM(A1)", "Anna"]
    for i, name in enumerate(names):
        store.record(fake("qwingo", [(name, "human", "", "", 1.0, True)],
                          1_700_000_000.0 + i, solo=9))
    library = window.history.show_library()
    qtbot.addWidget(library)
    target = tmp_path / "list.csv"
    assert library.export_csv(target)
    with open(target, encoding="utf-8-sig", newline="") as f:
        cells = [cell for row in list(csv.reader(f))[1:] for cell in row]
    assert not any(cell.startswith(("=", "+", "-", "@")) for cell in cells)
    assert "'=HYPERLINK(\"http://x\")" in cells and "Anna" in cells


def test_library_tooltips_show_names_as_text(window, qtbot):
    from tests_ui_play import fake

    store = history_ui.shared_store(window)
    store.record(fake("qwingo", [("<b>Bold</b><img src=x>", "human", "", "", 1.0, True)],
                      1_700_000_000.0, solo=9))
    library = window.history.show_library()
    qtbot.addWidget(library)
    tip = library.model.data(library.model.index(0, 3), Qt.ToolTipRole)
    assert "&lt;b&gt;Bold" in tip and "<img" not in tip


def test_a_saves_own_words_are_shown_as_text_in_message_boxes(window, qtbot, tmp_path,
                                                             monkeypatch):
    shown = []

    def exec_(box):
        shown.append((box.textFormat(), box.text()))
        return QMessageBox.Ok

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    newer = tmp_path / "newer.json"
    newer.write_text(json.dumps({"format": "bingolino-save", "format_version": 999,
                                 "app_version": "<b>9</b>", "game": "<img src=x>"}),
                     encoding="utf-8")
    assert not window.open_path(newer)
    assert shown and shown[-1][0] == Qt.PlainText and "<b>9</b>" in shown[-1][1]


def test_a_name_with_a_direction_override_is_isolated_in_every_log_line(window, qtbot):
    from tests_ui_play import finish

    name = "\u202eAnna"  # an override: without isolation it reverses the rest of the line
    window.start_game("bingolino", [Seat(name), Seat("Bot", "computer", "easy")], {}, 3)
    finish(window, qtbot, limit=40, stop=lambda: window.side_panel.log.count() > 6)
    lines = [window.side_panel.log.item(i).text()
             for i in range(window.side_panel.log.count())]
    with_name = [line for line in lines if "Anna" in line]
    assert with_name
    assert all("\u2068\u202eAnna\u2069" in line for line in with_name)
    assert all(line.count("\u202e") == line.count("\u2068\u202e") for line in with_name)


def test_bad_remembered_options_start_the_lesson_with_the_defaults(window, qtbot, monkeypatch):
    from bingolino_app.ui.common.settings import get_settings

    get_settings().set_last_new_game("domino_bingo", {"options": {"variant": "klingon",
                                                                  "nonsense": [1]}})
    shown = []
    monkeypatch.setattr("bingolino_app.ui.lessons.plain_warning",
                        lambda *args: shown.append(args))
    runner = window.lessons.start("domino_bingo")
    assert runner is not None and not shown
    window.lessons.end()
