"""Shared by the save tests: a session some way into the game, its save as a dict, the bad
files a load must refuse, and tools to watch the disk and a call that may block."""

from __future__ import annotations

import json
import os
import stat
import threading
import time
from pathlib import Path

import pytest

from bingolino_app.core import saves
from bingolino_app.core.session import Seat, Session


SEATS = [Seat("Ann"), Seat("Bot", "computer", "strong")]


def played(moves: int = 12, seed: int = 21) -> Session:
    """A session some way into the game, every move the first legal one."""
    session = Session("bingolino", SEATS, {"starter": 1}, seed=seed)
    for _ in range(moves):
        player = session.pending_players()[0]
        session.apply(player, session.state.legal_actions(player)[0])
    return session


def _valid() -> dict:
    return json.loads(saves.dumps(played()))


def _text_with(edit):
    """A valid save's text with a textual edit (for what json.dumps cannot write)."""
    return lambda: edit(saves.dumps(played())).encode("utf-8")


def _nested(levels: int):
    return _text_with(lambda t: t.replace('"snapshot": {', '"snapshot": {"extra": '
                                          + "[" * levels + "]" * levels + ", ", 1))


def _write(content):
    """A maker of a file holding ``content`` (bytes, or a function giving them)."""
    def make(path: Path) -> Path:
        path.write_bytes(content() if callable(content) else content)
        return path
    return make


def _sparse(size: int):
    def make(path: Path) -> Path:
        with open(path, "wb") as f:
            f.truncate(size)
        return path
    return make


def _fifo(path: Path) -> Path:
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs here")
    os.mkfifo(path)
    return path


def _dev_zero(path: Path) -> Path:
    if not os.path.exists("/dev/zero"):
        pytest.skip("no /dev/zero here")
    path.symlink_to("/dev/zero")
    return path


def _directory(path: Path) -> Path:
    path.mkdir()
    (path / "inside.json").write_text("{}")
    return path


def _many_actions(path: Path) -> Path:
    data = _valid()
    data["actions"] = [data["actions"][-1]] * (saves.MAX_ACTIONS + 1)
    path.write_text(json.dumps(data, separators=(",", ":")))
    return path


BAD_FILES = {
    "deep_nesting": (_write(b"[" * 100_000 + b"]" * 100_000), "save.corrupt"),
    "deep_nesting_in_a_valid_save": (_write(_nested(5000)), "save.corrupt"),
    "nesting_below_the_json_limit": (_write(_nested(500)), "save.corrupt"),
    "huge_int": (_write(_text_with(lambda t: t.replace('"seed": 21', '"seed": 1' + "0" * 5000))),
                 "save.corrupt"),
    "huge_int_in_a_move": (_write(_text_with(lambda t: t.replace(
        '"player": 0', '"player": 1' + "0" * 5000, 1))), "save.corrupt"),
    "huge_int_in_the_snapshot": (_write(_text_with(lambda t: t.replace(
        '"snapshot": {', '"snapshot": {"extra": 1' + "0" * 5000 + ", ", 1))), "save.corrupt"),
    "absurd_seed": (_write(_text_with(lambda t: t.replace('"seed": 21', '"seed": 1' + "0" * 300))),
                    "save.corrupt"),
    "nan": (_write(_text_with(lambda t: t.replace('"seed": 21', '"seed": NaN'))), "save.corrupt"),
    "infinity": (_write(_text_with(lambda t: t.replace('"seed": 21', '"seed": -Infinity'))),
                 "save.corrupt"),
    "float_overflow": (_write(_text_with(lambda t: t.replace('"seed": 21', '"seed": 1e999'))),
                       "save.corrupt"),
    "lone_surrogate": (_write(_text_with(lambda t: t.replace('"Ann"', '"An\\ud800n"'))),
                       "save.corrupt"),
    "wrong_types": (_write(lambda: json.dumps(dict(_valid(), players={"name": "Ann"})).encode()),
                    "save.corrupt"),
    "too_many_actions": (_many_actions, "save.too_large"),
    "huge_file": (_sparse(50 * 2**20), "save.too_large"),
    "fifo": (_fifo, "save.not_a_file"),
    "symlink_to_dev_zero": (_dev_zero, "save.not_a_file"),
    "directory": (_directory, "save.not_a_file"),
}


def disk_state(folder: Path) -> dict:
    """Every entry under ``folder`` with its type, size, mtime and (small files) bytes."""
    state = {}
    for root, dirs, files in os.walk(folder):
        for name in dirs + files:
            path = Path(root) / name
            st = os.lstat(path)
            small = stat.S_ISREG(st.st_mode) and st.st_size < 2**20
            state[str(path)] = (st.st_mode, st.st_size, st.st_mtime_ns,
                                path.read_bytes() if small else None)
    return state


def briefly(fn, limit: float = 1.0):
    """Run ``fn`` in a thread; returns (outcome, seconds). A call that blocks (a FIFO) fails
    the test instead of hanging the suite."""
    outcome: dict = {}

    def run():
        try:
            outcome["value"] = fn()
        except BaseException as exc:  # noqa: BLE001 - reported to the test
            outcome["error"] = exc

    start = time.monotonic()
    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(limit * 5)
    return outcome, time.monotonic() - start, thread.is_alive()


def _release(path: Path) -> None:
    """Let a reader blocked on opening a FIFO go (old code hangs there)."""
    try:
        os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))
    except OSError:
        pass
