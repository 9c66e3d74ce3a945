"""The start page's "Your tables": the seat book's tables, each server asked in the
background, where it is the player's turn first, a server that cannot be reached said so."""

from __future__ import annotations

import pytest

from bingolino_app.net.client import ThreadedClient
from bingolino_app.net.embedded import start_embedded
from bingolino_app.net.protocol import SeatSpec, SettingsSpec
from bingolino_app.net.seatbook import SeatBook, SeatEntry
from bingolino_app.net.server import ServerConfig
from bingolino_app.ui.common import i18n
from bingolino_app.ui.play.remote.tables import YourTables


@pytest.fixture
def server(tmp_path):
    server = start_embedded(tmp_path / "server", host="127.0.0.1", workers=0,
                            config=ServerConfig(rate=1000.0, burst=1000.0))
    yield server
    server.stop()


def test_your_tables_lists_my_turn_first_and_says_what_it_cannot_reach(qtbot, qapp, server,
                                                                      tmp_path):
    i18n.install_language(qapp, "en")
    client = ThreadedClient(server.url)
    try:
        client.connect().result(10)
        # A table that waits for a friend, and one against the server's computer.
        waiting = client.create_table("domino_bingo", [SeatSpec("Ann"), SeatSpec("")], [0],
                                      settings=SettingsSpec(mode="turn_based")).result(10)
        playing = client.create_table("lino", [SeatSpec("Ann"),
                                               SeatSpec("Robo", "computer", "easy")],
                                      [0]).result(10)
        book = SeatBook(tmp_path / "seats.json")
        book.add(SeatEntry(server.url, waiting.table, 0, waiting.seats[0].token,
                           "domino_bingo"))
        book.add(SeatEntry(server.url, playing.table, 0, playing.seats[0].token, "lino"))
        book.add(SeatEntry("ws://127.0.0.1:9", "gone", 1, "t" * 32, "qwingo"))
        tables = YourTables(lambda: book)
        qtbot.addWidget(tables)
        assert tables.isHidden() or not tables.buttons or len(tables.buttons) == 3
        tables.ask(force=True)
        assert all("asking" in b.text() for b in tables.buttons)  # listed at once
        qtbot.waitUntil(lambda: len(tables.summaries) == 2 and bool(tables.unreachable),
                        timeout=20_000)
        texts = [b.text() for b in tables.buttons]
        # Lino begins with the layout both players build: Ann's turn (as the computer's).
        lino = next(t for t in texts if t.startswith("Lino"))
        domino = next(t for t in texts if t.startswith("Domino Bingo"))
        assert lino.endswith("your turn") and "Robo" in lino
        assert domino.endswith("seats still free")
        assert texts[0] == lino and texts[-1].endswith("cannot be reached now")
        with qtbot.waitSignal(tables.open_requested) as blocker:
            tables.buttons[0].click()
        assert blocker.args[0].table == playing.table
        tables.ask()  # asked a moment ago: not again
        assert not tables._asking
    finally:
        client.close()
