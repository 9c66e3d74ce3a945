"""The network client in Qt's terms: nothing here ever waits on the GUI thread.

``TableLink`` is one seat's connection to a table server (a ``net.client.ThreadedClient`` with
a thread and event loop of its own). Its requests return at once; their answers come back as
a call of ``done(result, error)`` on the GUI thread, and the seat's updates and the
connection's news as the signals ``updated`` and ``connection``, also on the GUI thread.

How: the client's callbacks and its futures' done-callbacks run on the network thread, where
they touch nothing but ``post(owner, function)``: a queued signal of one bridge object that
lives as long as the app (a thread must never emit on a QObject the GUI thread may be
deleting). The bridge runs the function on the GUI thread if its owner still lives, and drops
it otherwise. ``in_background(owner, work, done)`` runs a blocking call (starting the
embedded server, browsing the local network) on a thread of its own the same way.
"""

from __future__ import annotations

import itertools
import logging
import threading
import weakref
from typing import Any, Callable

from PySide6.QtCore import QObject, Qt, Signal
from shiboken6 import Shiboken

from bingolino_app.net.client import NetError, SeatUpdate, ThreadedClient

log = logging.getLogger("bingolino.remote")
Done = Callable[[Any, "BaseException | None"], None]
CLOSE_SECONDS = 5.0  # a closing client waits this long for the server, on its own thread


class _Bridge(QObject):
    call = Signal(int, object)  # owner key, a function to run on the GUI thread

    def __init__(self) -> None:
        super().__init__()
        self.owners: weakref.WeakValueDictionary = weakref.WeakValueDictionary()
        self.keys = itertools.count(1)
        self.call.connect(self._run, Qt.QueuedConnection)

    def _run(self, key: int, function: Callable[[], None]) -> None:
        owner = self.owners.get(key)
        if owner is not None and Shiboken.isValid(owner):
            function()


_bridge: _Bridge | None = None


def bridge() -> _Bridge:
    """The app's bridge, made on first use on the GUI thread."""
    global _bridge
    if _bridge is None:
        _bridge = _Bridge()
    return _bridge


def owner_key(owner: QObject) -> int:
    """``owner``'s key on the bridge (registered on first use, on the GUI thread)."""
    key = getattr(owner, "_bridge_key", 0)
    if not key:
        b = bridge()
        key = next(b.keys)
        b.owners[key] = owner
        owner._bridge_key = key
    return key


def poster(owner: QObject) -> Callable[[Callable[[], None]], None]:
    """A function any thread may call with a function to run on the GUI thread for
    ``owner`` (dropped once ``owner`` is gone). Made on the GUI thread."""
    key, call = owner_key(owner), bridge().call
    return lambda function: call.emit(key, function)


def in_background(owner: QObject, work: Callable[[], Any], done: Done,
                  name: str = "bingolino-remote") -> None:
    """Run ``work()`` on a thread of its own; ``done(result, error)`` on the GUI thread."""
    post = poster(owner)

    def run() -> None:
        try:
            result, error = work(), None
        except BaseException as exc:  # noqa: BLE001 - handed to the GUI thread to tell
            result, error = None, exc
        post(lambda: done(result, error))

    threading.Thread(target=run, name=name, daemon=True).start()


def close_in_background(client: ThreadedClient) -> threading.Thread:
    """Close a client without waiting for it: its goodbye to the server may take seconds."""
    thread = threading.Thread(target=client.close, args=(CLOSE_SECONDS,),
                              name="bingolino-net-close", daemon=True)
    thread.start()
    return thread


class TableLink(QObject):
    """One seat at a table on the server ``url``, over a connection of its own."""

    updated = Signal(object)
    """The seat's update (net.client.SeatUpdate), in the order the server sent them."""
    connection = Signal(str)
    """The connection's news: "connected", "reconnecting" (the client comes back by itself
    and attaches the seat again), "closed"."""

    def __init__(self, url: str, parent: QObject | None = None,
                 client_factory: Callable[..., ThreadedClient] = ThreadedClient) -> None:
        super().__init__(parent)
        self.url = url
        self.table = ""
        self.seat = -1
        self.token = ""
        self.code: str | None = None  # the invite code, for the host of an open table
        self.latest: SeatUpdate | None = None
        self.events: list = []
        """Everything the seat was told, in order: from the game's start once ``attach`` (or
        ``catch_up``) has answered, for the game log."""
        self._floor = -1  # the events of steps up to this seq are in ``events`` already
        self._fresh = False  # the next update is the attach's: the seat's whole log
        self._catching: list[SeatUpdate] | None = None  # updates while catching up
        self._factory = client_factory
        self.state = "connecting"
        self.closed = False
        self._post = poster(self)
        post = self._post
        self.client = client_factory(
            url, on_update=lambda update: post(lambda: self._update(update)),
            on_status=lambda status: post(lambda: self._status(status)))

    # --- from the network thread, delivered here -----------------------------------------------
    def _update(self, update: SeatUpdate) -> None:
        if self.closed:
            return
        if self.table and (update.table, update.seat) != (self.table, self.seat):
            return  # a link plays one seat
        self.table, self.seat = update.table, update.seat
        self.latest = update
        # An update tells the events of one change, from the seq before it to its own: one
        # of a later seq than what the log holds adds to it, an earlier one is in it.
        if self._fresh:
            self.events, self._floor, self._fresh = list(update.events), update.seq, False
        elif self._catching is not None:
            self._catching.append(update)
        elif update.seq > self._floor:
            self.events.extend(update.events)
            self._floor = update.seq
        self.updated.emit(update)

    def _status(self, status: str) -> None:
        if self.closed:
            return
        self.state = status
        self.connection.emit(status)

    def _request(self, future, done: Done | None) -> None:
        post = self._post

        def finished(fut) -> None:  # on the network thread, or here if it is done already
            if fut.cancelled():
                result, error = None, NetError("net.closed")
            else:
                error = fut.exception()
                result = None if error is not None else fut.result()
            if done is not None:
                post(lambda: done(result, error))
            elif error is not None:
                log.info("a request failed: %s", getattr(error, "code", error))

        future.add_done_callback(finished)

    # --- requests: each returns at once ------------------------------------------------------
    def open(self, done: Done) -> None:
        """Connect and say hello."""
        self._request(self.client.connect(), done)

    def create(self, game: str, seats: list, host: list[int], options: dict, settings,
               done: Done) -> None:
        def created(result, error) -> None:
            if error is None:
                self.table = result.table
                self.seat = result.seats[0].seat
                self.token = result.seats[0].token
                self.code = result.code
            done(result, error)
        self._request(self.client.create_table(game, seats, host, options, settings), created)

    def join(self, code: str, name: str, done: Done) -> None:
        def joined(result, error) -> None:
            if error is None:
                self.table, self.seat, self.token = result.table, result.seat, result.token
            done(result, error)
        self._request(self.client.join(code, name), joined)

    def attach(self, token: str, done: Done) -> None:
        """Play the seat of ``token`` here (on a link that plays none yet), with everything
        it was told since the game began: its first update tells it all (``events``)."""
        self._fresh = True

        def attached(result, error) -> None:
            if error is None:
                self.table, self.seat, self.token = result.table, result.seat, token
            else:
                self._fresh = False
            done(result, error)
        self._request(self.client.attach(token, 0), attached)

    def catch_up(self, done: Done, timeout: float = 15.0) -> None:
        """The seat's log from the game's start, after create or join (whose first update
        tells only what comes next): a second connection attaches the seat from step 0 for
        a moment; its first update holds every event up to its seq, and the updates of this
        link with a later seq follow it. ``done(update or None, error)``."""
        self._catching = []
        token, url, factory = self.token, self.url, self._factory

        def work():
            first: list = []
            other = factory(url, on_update=lambda u: first.append(u) if not first else None)
            try:
                other.connect().result(timeout)
                other.attach(token, 0).result(timeout)
            finally:
                other.close(CLOSE_SECONDS)
            return first[0] if first else None

        def caught(first, error) -> None:
            caught_up, self._catching = self._catching or [], None
            if first is not None:
                self.events = list(first.events)
                self._floor = first.seq
            for update in caught_up:
                if update.seq > self._floor:
                    self.events.extend(update.events)
                    self._floor = update.seq
            done(first, error)
        in_background(self, work, caught, name="bingolino-catch-up")

    def act(self, action, done: Done) -> None:
        self._request(self.client.act(self.table, self.seat, action), done)

    def leave(self, done: Done | None = None) -> None:
        self._request(self.client.leave(self.table, self.seat), done)

    def resign(self, done: Done | None = None) -> None:
        self._request(self.client.resign(self.table, self.seat), done)

    def list_tables(self, tokens: list[str], done: Done) -> None:
        self._request(self.client.list_tables(tokens), done)

    def close(self) -> None:
        """Hang up (on a thread of its own); nothing more is told from this link."""
        if not self.closed:
            self.closed = True
            close_in_background(self.client)
