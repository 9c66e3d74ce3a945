"""Issue 31's test: two real app windows, two processes with two data folders, play a Domino
Bingo match against each other through the table server that one of them starts inside
itself (Game → Host a table…), the other joining with the invite link (Game → Join a
table…). Each plays its seat through its board's signal; both see the same finished game and
each records it once in its own history."""

from __future__ import annotations

import os
import queue
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

HELPER = Path(__file__).resolve().parent / "helpers" / "remote_app.py"
ROOT = Path(__file__).resolve().parents[2]
LIMIT_S = 300


class App:
    """One app process; its stdout lines are read on a thread (never blocking the test)."""

    def __init__(self, tmp: Path, name: str, *args: str) -> None:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
                   BINGOLINO_DATA_DIR=str(tmp / name / "data"),
                   BINGOLINO_CONFIG_DIR=str(tmp / name / "config"))
        self.lines: queue.Queue[str] = queue.Queue()
        self.seen: list[str] = []
        self.err_path = tmp / f"{name}.stderr"
        self.proc = subprocess.Popen([sys.executable, str(HELPER), *args], cwd=ROOT, env=env,
                                     stdout=subprocess.PIPE, stderr=open(self.err_path, "w"),
                                     text=True)
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self.proc.stdout:
            self.lines.put(line.strip())

    def expect(self, word: str, seconds: float) -> list[str]:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            try:
                line = self.lines.get(timeout=0.2)
            except queue.Empty:
                if self.proc.poll() is not None and self.lines.empty():
                    break
                continue
            self.seen.append(line)
            if line.split(" ", 1)[0] == word:
                return line.split(" ")[1:]
        raise AssertionError(f"no {word!r} line; saw {self.seen}; stderr:\n"
                             + self.err_path.read_text()[-3000:])

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(10)


@pytest.mark.slow
def test_two_app_windows_play_a_domino_match_through_an_embedded_server(tmp_path):
    start = time.monotonic()
    flag = tmp_path / "guest-finished"
    host = App(tmp_path, "anna", "host", str(flag))
    guest = None
    try:
        (link,) = host.expect("invite", 90)
        assert link.startswith("bingolino://join?server=ws%3A%2F%2F127.0.0.1%3A")
        guest = App(tmp_path, "bob", "join", link)
        # Join a table… lists the host's table, found on the (loopback) network by mDNS.
        assert " ".join(guest.expect("found", 60)).startswith("Ann's table — 127.0.0.1:")
        host_seat = host.expect("seated", 90)[0]
        guest_seat = guest.expect("seated", 90)[0]
        assert {host_seat, guest_seat} == {"0", "1"}
        guest_result = guest.expect("result", LIMIT_S)
        host_result = host.expect("result", LIMIT_S)
        flag.write_text("done")
        # The same finished game (its save, digest for digest) in each player's own history,
        # once; each log told the match from its first deal.
        assert host_result[1] == guest_result[1]
        assert host_result[2] == "1" and guest_result[2] == "1"
        assert int(host_result[3]) > 10 and int(guest_result[3]) > 10
        host.expect("closed", 60)
        guest.expect("closed", 60)
        assert host.proc.wait(30) == 0 and guest.proc.wait(30) == 0
    finally:
        host.stop()
        if guest is not None:
            guest.stop()
    took = time.monotonic() - start
    print(f"two-app Domino match: {took:.1f} s (host {host.seen}, guest "
          f"{guest.seen if guest else []})")
    assert took < LIMIT_S
