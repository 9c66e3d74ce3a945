"""The network client in Qt's terms (play/remote/link.py) and the words for its errors: the GUI
thread never waits on the network (a slow server does not freeze the event loop), answers
and updates arrive on the GUI thread, an answer for a link that is gone is dropped, and every
error code of the protocol has its sentence in English and Russian."""

from __future__ import annotations

import asyncio
import json
import threading
import time

import pytest
from PySide6.QtCore import QCoreApplication, QElapsedTimer, QObject, QTimer

from bingolino_app.net import protocol
from bingolino_app.net.client import NetError
from bingolino_app.ui.play.remote import texts
from bingolino_app.ui.play.remote.link import TableLink, in_background

SLOW_S = 1.5


class SlowServer:
    """A server on the loopback that answers "hello" only after SLOW_S seconds, and every
    other request never."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.port = asyncio.run_coroutine_threadsafe(self._start(), self.loop).result(10)

    async def _start(self) -> int:
        from websockets.asyncio.server import serve

        async def handler(ws) -> None:
            async for frame in ws:
                message = json.loads(frame)
                if message["type"] == "hello":
                    await asyncio.sleep(SLOW_S)
                    await ws.send(json.dumps({"type": "welcome", "version": 1,
                                              "server": "slow"}))
        self.server = await serve(handler, "127.0.0.1", 0)
        return self.server.sockets[0].getsockname()[1]

    def stop(self) -> None:
        async def close() -> None:
            self.server.close()
            await self.server.wait_closed()
        asyncio.run_coroutine_threadsafe(close(), self.loop).result(10)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)


@pytest.fixture
def slow_server():
    server = SlowServer()
    yield server
    server.stop()


def test_a_slow_server_never_freezes_the_event_loop(qtbot, slow_server):
    link = TableLink(f"ws://127.0.0.1:{slow_server.port}")
    gaps, answers = [], []
    clock, last = QElapsedTimer(), [0]
    clock.start()

    def tick() -> None:
        now = clock.elapsed()
        gaps.append(now - last[0])
        last[0] = now

    ticker = QTimer()
    ticker.setInterval(10)
    ticker.timeout.connect(tick)
    ticker.start()
    started = time.monotonic()
    link.open(lambda result, error: answers.append((threading.current_thread(), error)))
    called = time.monotonic() - started
    link.list_tables(["x"], lambda result, error: answers.append(("tables", error)))
    qtbot.waitUntil(lambda: len(answers) >= 1, timeout=10_000)
    ticker.stop()
    waited = time.monotonic() - started
    assert called < 0.2  # the request returned at once...
    assert waited >= SLOW_S * 0.9  # ...its answer came when the server gave it...
    assert answers[0] == (threading.main_thread(), None)  # ...on the GUI thread
    assert len(gaps) > 30 and max(gaps[1:]) < 500  # the loop turned all the while
    link.close()


def test_an_unreachable_server_is_told_in_words(qtbot):
    link = TableLink("ws://127.0.0.1:9")  # discard: nobody listens
    answers = []
    link.open(lambda result, error: answers.append(error))
    qtbot.waitUntil(lambda: bool(answers), timeout=20_000)
    assert isinstance(answers[0], NetError) and answers[0].code == "net.unreachable"
    assert "cannot be reached" in texts.error_text(answers[0])
    link.close()


def test_an_answer_for_a_link_that_is_gone_is_dropped(qtbot):
    owner = QObject()
    heard = []
    in_background(owner, lambda: time.sleep(0.3) or 5, lambda result, error: heard.append(5))
    owner.deleteLater()
    QCoreApplication.processEvents()
    del owner
    qtbot.wait(600)
    assert heard == []
    keeper = QObject()
    in_background(keeper, lambda: 7, lambda result, error: heard.append((result, error)))
    qtbot.waitUntil(lambda: bool(heard), timeout=5000)
    assert heard == [(7, None)]


def test_every_error_code_has_its_words_in_both_languages(qapp):
    from bingolino_app.ui.common.i18n import install_language

    codes = [c for c in protocol.ERROR_CODES] + ["net.unreachable", "net.disconnected",
                                                  "net.timeout", "net.closed"]
    try:
        for language in ("en", "ru"):
            install_language(qapp, language)
            seen = set()
            for code in codes:
                text = texts.error_text(NetError(code))
                assert code not in text, (language, code)
                if language == "ru":
                    assert any("а" <= ch <= "я" for ch in text.lower()), (code, text)
                seen.add(text)
            assert len(seen) >= len(codes) - 3  # the protocol's own faults share one
            # A rule's refusal is the game's own words; an unknown one names its key.
            rule = texts.error_text(NetError("game.not_your_turn"))
            assert rule and "game." not in rule
            assert "x.y" in texts.error_text(NetError("x.y"))
            assert texts.error_text(OSError(98, "Address in use"))
    finally:
        install_language(qapp, "en")


def test_a_rules_refusal_is_worded_by_the_board(qapp):
    class Board:
        def illegal_text(self, error):
            return f"board says {error.key} {error.args.get('suit')}"

    text = texts.error_text(NetError("domino.must_follow", {"suit": 3}), Board())
    assert text == "board says domino.must_follow 3"
