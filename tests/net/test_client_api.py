"""The client API the desktop will call: the thread-backed client against an embedded server,
turn-based listing (where is it my turn), leaving, resigning, and the seat book."""

from __future__ import annotations

import json
import threading
import time

import pytest

from bingolino_app.core import saves
from bingolino_app.core.review import Replay
from bingolino_app.games.lino.state import Place
from bingolino_app.core.history_records import GameRecord
from bingolino_app.net.client import NetError, ThreadedClient, finished_session
from bingolino_app.net.embedded import start_embedded
from bingolino_app.net.protocol import SeatSpec, SettingsSpec
from bingolino_app.net.server import ServerConfig


class Inbox:
    """Updates as a GUI would get them: on the network thread, handed over by a lock."""

    def __init__(self) -> None:
        self.updates = []
        self.lock = threading.RLock()
        self.threads = set()

    def __call__(self, update) -> None:
        with self.lock:
            self.updates.append(update)
            self.threads.add(threading.current_thread().name)

    def latest(self, table, seat):
        with self.lock:
            found = [u for u in self.updates if (u.table, u.seat) == (table, seat)]
        return found[-1] if found else None

    def wait(self, condition, seconds=15.0):
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            with self.lock:
                if condition():
                    return
            time.sleep(0.01)
        raise AssertionError("not in time")


@pytest.fixture
def server(tmp_path):
    server = start_embedded(tmp_path / "server", host="127.0.0.1", workers=0,
                            config=ServerConfig(rate=1000.0, burst=1000.0))
    yield server
    server.stop()


def _clients(server, count):
    made = []
    for _ in range(count):
        inbox = Inbox()
        client = ThreadedClient(server.url, on_update=inbox)
        client.connect().result(10)
        made.append((client, inbox))
    return made


def test_two_players_play_through_the_threaded_client(server):
    (ann, ann_in), (bob, bob_in) = _clients(server, 2)
    try:
        created = ann.create_table("domino_bingo", [SeatSpec("Ann"), SeatSpec("")], [0],
                                   settings=SettingsSpec(mode="turn_based")).result(10)
        assert created.code and len(created.seats) == 1
        joined = bob.join(created.code, "Bob").result(10)
        assert (joined.table, joined.seat) == (created.table, 1)
        table = created.table
        players = {0: (ann, ann_in), 1: (bob, bob_in)}
        tokens = {0: created.seats[0].token, 1: joined.token}
        while True:
            ann_in.wait(lambda: ann_in.latest(table, 0) is not None)
            now = [players[s][1].latest(table, s) for s in (0, 1)]
            if all(u is not None and u.finished for u in now):
                break
            mover = next((s for s in (0, 1) if now[s] is not None and now[s].my_turn), None)
            if mover is None:
                time.sleep(0.01)
                continue
            # Turn-based: the lobby lists where it is whose turn.
            listed = ann.list_tables([tokens[0], tokens[1]]).result(10)
            assert {(t.seat, t.my_turn) for t in listed} == {(mover, True), (1 - mover, False)}
            assert all(t.mode == "turn_based" and t.status == "playing" for t in listed)
            client, inbox = players[mover]
            seq = now[mover].seq
            client.act(table, mover, now[mover].legal[0]).result(10)
            inbox.wait(lambda: inbox.latest(table, mover).seq > seq)
        final = ann_in.latest(table, 0)
        # The finished game comes with its save: recorded and reviewed as a local game.
        session = finished_session(final, profile="ann-profile")
        assert [s.profile for s in session.seats] == ["ann-profile", ""]
        record = GameRecord.from_session(session, 1.0, 2.0)
        assert record.save["seed"] == final.save["seed"] and record.seats[0].profile
        assert saves.from_dict(json.loads(saves.dumps(session))).state.snapshot() == \
            session.state.snapshot()
        review = Replay.of_session(session, reviewer=0)
        assert review.finished and review.may_show_all()
        assert review.view(review.last, 1, show_all=True).hands[1] is not None
        listed = bob.list_tables([tokens[1]]).result(10)
        assert listed[0].status == "finished" and not listed[0].my_turn
        assert ann_in.threads == {"bingolino-net"}  # callbacks come on the network thread
    finally:
        ann.close()
        bob.close()


def test_refusals_arrive_as_net_errors_with_codes(server):
    ((ann, inbox),) = _clients(server, 1)
    try:
        with pytest.raises(NetError) as caught:
            ann.join("ABCDE-FGHJK", "Ann").result(10)
        assert caught.value.code == "invite.unknown"
        with pytest.raises(NetError) as caught:
            ann.attach("no-such-token").result(10)
        assert caught.value.code == "table.unknown"
        with pytest.raises(NetError) as caught:
            ann.create_table("chess", [SeatSpec("Ann")], [0]).result(10)
        assert caught.value.code == "create.bad_game"
        with pytest.raises(NetError) as caught:
            ann.create_table("lino", [SeatSpec("Ann"), SeatSpec("B", "computer", "godlike")],
                             [0]).result(10)
        assert caught.value.code == "create.bad_seats"
        with pytest.raises(NetError) as caught:  # a fixed seed only on a test server
            ann.create_table("lino", [SeatSpec("Ann"), SeatSpec("B", "computer", "easy")],
                             [0], seed=5).result(10)
        assert caught.value.code == "create.bad_options"
        created = ann.create_table("lino", [SeatSpec("Ann"), SeatSpec("")], [0]).result(10)
        inbox.wait(lambda: inbox.latest(created.table, 0) is not None)
        update = inbox.latest(created.table, 0)
        assert update.status == "open" and not update.seats[1].taken
        with pytest.raises(NetError) as caught:  # nobody plays before every seat is taken
            ann.act(created.table, 0, Place(0)).result(10)
        assert caught.value.code == "table.not_started"
    finally:
        ann.close()


def test_a_resigned_seat_is_played_by_the_computer_and_its_token_is_dead(server):
    (ann, ann_in), (bob, bob_in) = _clients(server, 2)
    try:
        created = ann.create_table("lino", [SeatSpec("Ann"), SeatSpec("")], [0]).result(10)
        joined = bob.join(created.code, "Bob").result(10)
        bob.resign(created.table, 1).result(10)
        ann_in.wait(lambda: ann_in.latest(created.table, 0).seats[1].kind == "computer")
        with pytest.raises(NetError) as caught:
            bob.attach(joined.token).result(10)
        assert caught.value.code == "table.unknown"
        ann.leave(created.table, 0).result(10)  # Ann away; "wait": nothing moves for her
        again = ann.attach(created.seats[0].token).result(10)
        assert again.table == created.table
    finally:
        ann.close()
        bob.close()


def test_the_seat_book_keeps_tokens_private_and_survives_a_bad_file(tmp_path):
    import os
    import stat

    from bingolino_app.net.seatbook import SeatBook, SeatEntry

    path = tmp_path / "network" / "seats.json"
    book = SeatBook(path)
    book.add(SeatEntry("ws://h:1", "t1", 0, "secret", "lino"))
    book.add(SeatEntry("ws://h:1", "t2", 1, "other", "qwingo"))
    book.add(SeatEntry("ws://x:2", "t3", 0, "third", "lino"))
    book.remember_seq("ws://h:1", "t1", 0, 57)
    book.remove("ws://h:1", "t2", 1)
    again = SeatBook(path)
    assert again.tokens("ws://h:1") == ["secret"]
    assert again.entries("ws://h:1")[0].seq == 57 and len(again.entries()) == 2
    if os.name == "posix":
        assert stat.S_IMODE(path.stat().st_mode) == 0o600
    path.write_text("{broken")
    assert SeatBook(path).entries() == []


def test_a_closed_threaded_client_leaves_no_event_loop_to_the_garbage_collector(server):
    """Its loop is closed with it: an unclosed loop found by the collector later warns, and
    can fail on a self-pipe already gone (seen as an unraisable ValueError in the suite)."""
    ((client, _inbox),) = _clients(server, 1)
    loop = client._loop
    client.close()
    assert loop.is_closed() and not client._thread.is_alive()
    client.close()  # twice: still quiet
