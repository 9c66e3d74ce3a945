"""One instance per data folder: a second start brings the first window to the front and
leaves its autosave alone; a second window (asked for) keeps its own autosave; a crashed
owner's lock does not block. Real app processes first, then the pieces in-process."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time

import pytest
from PySide6.QtCore import QLockFile, Qt
from PySide6.QtNetwork import QLocalServer

from bingolino_app import paths
from bingolino_app.core.session import Seat
from bingolino_app.ui.shell import instance
from bingolino_app.ui.shell.instance import claim, lock_path, server_name

pytestmark = pytest.mark.slow  # second app processes on one data folder

TWO_HUMANS = [Seat("Ann"), Seat("Bob")]


class App:
    """`python -m bingolino_app` processes on one data folder, their stderr in files."""

    def __init__(self, tmp_path):
        self.tmp = tmp_path
        self.data = tmp_path / "data"
        self.env = dict(os.environ, QT_QPA_PLATFORM="offscreen", BINGOLINO_DEBUG="1",
                        BINGOLINO_DATA_DIR=str(self.data),
                        BINGOLINO_CONFIG_DIR=str(tmp_path / "config"))
        self.procs: list[subprocess.Popen] = []

    def start(self, name: str, *args: str) -> subprocess.Popen:
        log = open(self.tmp / f"{name}.log", "wb")
        proc = subprocess.Popen([sys.executable, "-m", "bingolino_app", *args], env=self.env,
                                stdout=subprocess.DEVNULL, stderr=log)
        log.close()
        self.procs.append(proc)
        return proc

    def run(self, name: str, *args: str) -> tuple[int, float]:
        began = time.monotonic()
        proc = self.start(name, *args)
        code = proc.wait(timeout=60)
        return code, time.monotonic() - began

    def log(self, name: str) -> str:
        return (self.tmp / f"{name}.log").read_text(encoding="utf-8", errors="replace")

    def stop(self) -> None:
        for proc in self.procs:
            if proc.poll() is None:
                proc.kill()
                proc.wait(timeout=30)
        QLocalServer.removeServer(server_name(self.data))  # a killed owner's socket file


@pytest.fixture
def app(tmp_path, qapp):
    a = App(tmp_path)
    yield a
    a.stop()


def wait_for(condition, timeout=60.0, what=""):
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what or condition}")
        time.sleep(0.1)


def stable_bytes(path, quiet=1.0):
    """The file's bytes once they stopped changing (the first computer moves are done)."""
    wait_for(path.is_file, what=str(path))
    last, since = path.read_bytes(), time.monotonic()
    while time.monotonic() - since < quiet:
        time.sleep(0.1)
        now = path.read_bytes()
        if now != last:
            last, since = now, time.monotonic()
    return last


def computer_arranged(autosave) -> bool:
    try:
        actions = json.loads(autosave.read_text(encoding="utf-8"))["actions"]
    except (OSError, ValueError, KeyError):
        return False  # not there yet, or caught between two writes
    return any(a["player"] == 1 and a["action"]["type"] == "Arrange" for a in actions)


def start_main_instance(app) -> tuple[subprocess.Popen, bytes]:
    first = app.start("a", "--game", "bingolino", "--seed", "4")
    autosave = app.data / "autosave.json"
    # The computer arranges its tiles (a worker starting on a loaded machine may take seconds);
    # then only the human can act and the autosave stays as it is.
    wait_for(lambda: computer_arranged(autosave), 60, "the computer's arrangement in A's autosave")
    return first, stable_bytes(autosave)  # A listens before it starts one


def test_a_second_start_brings_the_first_window_forward_and_exits(app):
    first, autosave = start_main_instance(app)
    # Another game on the command line: before, it moved A's live game aside at once.
    code, took = app.run("b", "--game", "qwingo", "--seed", "1")
    assert code == 0, app.log("b")
    assert took < 30
    wait_for(lambda: "raise requested" in app.log("a"), 10, "A raised")
    assert first.poll() is None  # A still runs
    assert (app.data / "autosave.json").read_bytes() == autosave
    assert sorted(p.name for p in app.data.iterdir()) == ["autosave.json", "instance.lock"]


def test_another_window_keeps_its_own_autosave(app):
    first, autosave = start_main_instance(app)
    second = app.start("b", "--another-window", "--game", "qwingo", "--seed", "1")
    own = app.data / "autosave-2.json"
    wait_for(own.is_file, what="B's own autosave")
    assert b'"qwingo"' in own.read_bytes()
    assert (app.data / "instance-2.lock").is_file()
    time.sleep(1)  # B plays its start: still nothing of A's touched
    assert second.poll() is None and first.poll() is None
    assert "raise requested" not in app.log("a")
    assert (app.data / "autosave.json").read_bytes() == autosave
    assert not (app.data / "saves").exists()  # A's live game was not moved aside


def test_a_lock_left_by_a_dead_process_does_not_block(app):
    app.data.mkdir(parents=True)
    code = ("import os, sys; from PySide6.QtCore import QLockFile; "
            "lock = QLockFile(sys.argv[1]); lock.setStaleLockTime(0); "
            "assert lock.tryLock(0); os._exit(0)")  # dies holding the lock
    subprocess.run([sys.executable, "-c", code, str(lock_path(app.data, 1))], check=True,
                   timeout=60)
    dead_pid = int((app.data / "instance.lock").read_text().split()[0])
    first = app.start("a", "--game", "bingolino", "--seed", "4")
    stable_bytes(app.data / "autosave.json")
    assert (app.data / "instance.lock").read_text().split()[0] == str(first.pid) != str(dead_pid)
    assert "listening as" in app.log("a")


def test_a_screenshot_needs_no_lock_and_raises_nothing(app):
    first, autosave = start_main_instance(app)
    shot = app.tmp / "shot.png"
    code, _ = app.run("shot", "--screenshot", str(shot))
    assert code == 0, app.log("shot")
    assert shot.is_file()
    time.sleep(0.5)
    assert "raise requested" not in app.log("a")
    assert (app.data / "autosave.json").read_bytes() == autosave


# --- in-process -------------------------------------------------------------------------------

@pytest.fixture
def folder(tmp_path, qapp):
    data = tmp_path / "data"
    yield data
    paths.use_instance_slot(1)


def test_the_server_answers_a_raise_request(folder, qtbot):
    place = claim(folder)
    # The asker is another process, as in life: a thread of this one would hold the GIL in
    # its blocking wait while the server's slots need it.
    code = ("import sys; from bingolino_app.ui.shell.instance import ask_running; "
            "print(ask_running(sys.argv[1], 20000))")
    try:
        assert place.slot == 1 and place.lock.isLocked() and place.server.listening
        with qtbot.waitSignal(place.server.raise_requested, timeout=30000):
            asker = subprocess.Popen([sys.executable, "-c", code, server_name(folder)],
                                     stdout=subprocess.PIPE, text=True)
        qtbot.waitUntil(lambda: asker.poll() is not None, timeout=30000)
        assert asker.stdout.read().strip() == "True"
    finally:
        place.release()
    assert not lock_path(folder, 1).exists()
    assert instance.ask_running(server_name(folder), 300) is False  # nobody listens now


def test_no_answer_lets_the_user_choose_a_second_window_or_quit(folder):
    folder.mkdir(parents=True)
    held = QLockFile(str(lock_path(folder, 1)))  # a live owner that does not answer
    assert held.tryLock(0)
    asked = []
    try:
        began = time.monotonic()
        assert claim(folder, ask_user=lambda: asked.append(1) or False, timeout_ms=300) is None
        assert asked == [1] and time.monotonic() - began < 5
        second = claim(folder, ask_user=lambda: True, timeout_ms=300)
        third = claim(folder, another=True, ask_user=lambda: pytest.fail("asked"))
        assert (second.slot, third.slot) == (2, 3)
        assert second.lock.isLocked() and second.server is None
        assert lock_path(folder, 3).is_file()
        second.release()
        assert claim(folder, another=True).slot == 2  # a closed window's slot is free again
    finally:
        held.unlock()


def test_data_folders_are_independent(tmp_path, qapp):
    one, two = tmp_path / "one", tmp_path / "two"
    assert server_name(one) != server_name(two)
    assert server_name(one) == server_name(tmp_path / "x" / ".." / "one")
    a = claim(one)
    b = claim(two, ask_user=lambda: pytest.fail("asked"), timeout_ms=300)
    try:
        assert (a.slot, b.slot) == (1, 1) and a.server.listening and b.server.listening
    finally:
        a.release()
        b.release()


def test_a_stale_lock_is_taken_over_in_process(folder):
    folder.mkdir(parents=True)
    code = ("import os, sys; from PySide6.QtCore import QLockFile; "
            "lock = QLockFile(sys.argv[1]); assert lock.tryLock(0); os._exit(0)")
    subprocess.run([sys.executable, "-c", code, str(lock_path(folder, 1))], check=True,
                   timeout=60)
    place = claim(folder, ask_user=lambda: pytest.fail("asked"), timeout_ms=300)
    try:
        assert place.slot == 1 and place.lock.isLocked()
    finally:
        place.release()


def test_bring_to_front_restores_a_minimized_window(window):
    window.showMinimized()
    assert window.windowState() & Qt.WindowMinimized
    instance.bring_to_front(window)
    assert not window.windowState() & Qt.WindowMinimized
    assert window.isVisible()


def test_a_second_window_continues_and_keeps_only_its_own_autosave(window, folder):
    first = paths.autosave_path()
    window.start_game("bingolino", TWO_HUMANS, {}, 5)  # the first window's live game
    window.controller.legal_by_human()
    window.close_game()
    theirs = first.read_bytes()
    paths.use_instance_slot(2)
    assert paths.autosave_path() == first.with_name("autosave-2.json")
    window.start_page.refresh()
    assert not window.start_page.continue_button.isEnabled()  # nothing of its own yet
    window.start_game("qwingo", TWO_HUMANS, {}, 6)
    assert paths.autosave_path().is_file()
    window.close_game()
    assert window.start_page.continue_button.isEnabled()
    assert window.continue_game()
    assert window.controller.session.game_id == "qwingo"  # its own game, not the first's
    window.start_game("lino", TWO_HUMANS, {}, 7)
    assert first.read_bytes() == theirs
    assert not paths.saves_dir().exists()  # the first window's game was never moved aside


@pytest.mark.parametrize("button, opens", [("Open another window", True), ("Quit", False)])
def test_the_no_answer_dialog_offers_a_second_window_or_quit(qapp, qtbot, button, opens):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    seen = []

    def click():
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, click)
            return
        seen.append(box.text())
        next(b for b in box.buttons() if b.text() == button).click()

    QTimer.singleShot(0, click)
    assert instance.ask_open_another() is opens
    assert "does not answer" in seen[0]
