"""Tables across computers in tests: a window's seat played through the board's own signal
(what a click sends), and a headless player at another "computer" (its own client thread).

Used by the window tests (tests/ui/test_remote*.py) and by the real app processes of the
two-window match (remote_app.py)."""

from __future__ import annotations

import time
import zlib
from typing import Callable

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from bingolino_app.core.bots import choose_move
from bingolino_app.net.client import ThreadedClient
from bingolino_app.net.headless import HeadlessPlayer


def step(window, level: str = "greedy") -> bool:
    """One thing a player at the window does now, if any: close a deal's summary, gather a
    finished trick, or choose a move (as ``level`` would) on the board. True if it acted."""
    c, board = window.controller, window.board
    if c is None or not c.remote or c.finished:
        return False
    sheet = getattr(board, "sheet", None)
    if sheet is not None and sheet.isVisible():
        QTest.keyClick(window.view, Qt.Key_Return)  # the deal's summary: "Next deal"
        return True
    if board.holding:
        QTest.keyClick(window.view, Qt.Key_Space)  # a finished trick: gather it
        return True
    mine = c.legal_by_human()
    if not mine:
        return False
    player, legal = next(iter(mine.items()))
    shown = c.shown
    seed = zlib.crc32(f"window/{shown.table}/{player}/{shown.seq}".encode())
    action = choose_move(shown.game, level, shown.view, legal, seed)
    board.action_chosen.emit(player, action)
    return True


def play_to_the_end(window, process_events: Callable[[], None], limit_s: float = 240.0,
                    level: str = "greedy", stop: Callable[[], bool] | None = None) -> int:
    """Play the window's seat until its game ends (or ``stop()``); returns the moves made."""
    deadline = time.monotonic() + limit_s
    made = 0
    while time.monotonic() < deadline:
        process_events()
        c = window.controller
        if c is not None and c.remote and c.finished:
            return made
        if stop is not None and stop():
            return made
        if step(window, level):
            made += 1
        else:
            time.sleep(0.005)
    raise AssertionError("the remote game did not end in time")


class Guest:
    """A player at another computer: a client of its own (thread and connection) whose
    seat a bot plays from what the seat receives."""

    def __init__(self, url: str, level: str = "random") -> None:
        self.client = ThreadedClient(url)
        self.player = HeadlessPlayer(self.client.client, level)
        self.player.expected = 1
        self.client.connect().result(15)
        self.table = ""
        self.seat = -1

    def join(self, code: str, name: str = "Bob"):
        joined = self.client.join(code, name).result(15)
        self.table, self.seat = joined.table, joined.seat
        return joined

    def done(self) -> bool:
        return bool(self.player.ended)

    def final(self):
        return self.player.ended.get((self.table, self.seat))

    def close(self) -> None:
        self.client.close()
