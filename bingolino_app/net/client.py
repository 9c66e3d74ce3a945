"""The client: an asyncio API, and a thread-backed wrapper with plain callbacks.

``Client`` speaks to one server. Requests are coroutines that return the server's answer or
raise NetError (its ``code`` is the server's error code, or "net.disconnected"). Updates of
the attached seats arrive through ``on_update(SeatUpdate)``. If the connection drops the
client reconnects by itself (``reconnect=True``) and attaches its seats again with the last
``seq`` it saw, so the update that follows carries every event missed meanwhile.

``ThreadedClient`` runs a Client on a thread of its own: its methods return
concurrent.futures.Future at once and its callbacks run on the network thread (the desktop
turns them into Qt signals; the GUI thread never waits on the network).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import itertools
import logging
import ssl as ssl_module
import threading
from typing import Any, Callable, Coroutine

import attrs
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

from bingolino_app.core.game import Action, Decision, Event
from bingolino_app.net import protocol, views, visibility
from bingolino_app.net.protocol import PROTOCOL_VERSION

log = logging.getLogger("bingolino.net.client")


class NetError(Exception):
    """A request that failed: ``code`` is a message key (the server's error code, or
    "net.disconnected", "net.timeout", "net.unreachable", "net.closed"); ``args`` fill it
    in. After "net.disconnected" or "net.timeout" an action may or may not have been applied:
    the seat's next update tells (and a retry with the same ``moves`` is applied once)."""

    def __init__(self, code: str, args: dict | None = None) -> None:
        super().__init__(code)
        self.code = code
        self.details = dict(args or {})


@attrs.frozen
class SeatUpdate:
    """A seat's table as the client knows it: the game's own records, ready to draw."""
    table: str
    seat: int
    seq: int
    game: str
    options: dict
    status: str
    mode: str
    seats: tuple[protocol.SeatInfo, ...]
    moves: int
    view: Any  # the game's observation record (its View)
    decision: Decision
    legal: tuple[Action, ...]
    events: tuple[Event, ...]
    save: dict | None

    @property
    def my_turn(self) -> bool:
        return self.status == "playing" and self.seat in self.decision.players

    @property
    def finished(self) -> bool:
        return self.status == "finished"


def seat_update(message: protocol.Update) -> SeatUpdate:
    """A wire update as the game's records (raises ValueError for one that does not fit)."""
    view = views.view_from_json(message.game, message.view)
    return SeatUpdate(
        table=message.table, seat=message.seat, seq=message.seq, game=message.game,
        options=message.options, status=message.status, mode=message.mode,
        seats=tuple(message.seats), moves=message.moves, view=view,
        decision=Decision(message.decision["kind"], tuple(message.decision["players"])),
        legal=tuple(visibility.legal_actions(message.game, view, message.seat, message.legal)),
        events=tuple(Event(e["key"], e["args"]) for e in message.events), save=message.save)


def finished_session(update: SeatUpdate, profile: str = ""):
    """The finished game of an update as a local session: to record in this player's history
    (``core.history_records.GameRecord.from_session``; ``profile`` on his own seat, the others
    guests) and to review (``core.review.Replay.of_session``). Raises ValueError before the
    end, saves.SaveError for a save that does not replay."""
    from bingolino_app.core import saves

    if update.save is None:
        raise ValueError("the game has not ended")
    session = saves.from_dict(update.save)  # replayed and checked against its snapshot
    session.seats = [attrs.evolve(s, profile=profile if i == update.seat and s.is_human else "")
                     for i, s in enumerate(session.seats)]
    return session


class Client:
    def __init__(self, url: str, *, ssl: ssl_module.SSLContext | None = None,
                 on_update: Callable[[SeatUpdate], None] | None = None,
                 on_status: Callable[[str], None] | None = None,
                 on_raw: Callable[[str], None] | None = None,
                 reconnect: bool = True, timeout: float = 15.0) -> None:
        self.url = url
        self.ssl = ssl
        self.on_update = on_update
        self.on_status = on_status  # "connected", "reconnecting", "closed"
        self.on_raw = on_raw  # every server frame as received (tests)
        self.reconnect = reconnect
        self.timeout = timeout
        self.latest: dict[tuple[str, int], SeatUpdate] = {}
        self.tokens: dict[tuple[str, int], str] = {}  # the seats to attach again
        self._ws: ClientConnection | None = None
        self._refs = itertools.count(1)
        self._waiting: dict[int, asyncio.Future] = {}
        self._reader: asyncio.Task | None = None
        self._closing = False
        self._connected = asyncio.Event()

    # --- the connection ------------------------------------------------------------------------
    async def connect(self) -> None:
        """Open the connection and say hello (raises NetError)."""
        await self._open()
        self._reader = asyncio.get_running_loop().create_task(self._read_forever())

    async def _open(self) -> None:
        try:
            extra = {"ssl": self.ssl} if self.ssl is not None else {}  # wss: default trust
            ws = await asyncio.wait_for(connect(
                self.url, max_size=protocol.MAX_SERVER_MESSAGE, compression=None,
                open_timeout=self.timeout, **extra), self.timeout)
        except (OSError, InvalidHandshake, asyncio.TimeoutError, ValueError) as exc:
            raise NetError("net.unreachable") from exc
        try:
            await ws.send(protocol.encode(protocol.Hello(PROTOCOL_VERSION)))
            answer = protocol.decode_server(await asyncio.wait_for(ws.recv(), self.timeout))
        except (ConnectionClosed, asyncio.TimeoutError, ValueError) as exc:
            await ws.close()
            raise NetError("net.unreachable") from exc
        if isinstance(answer, protocol.Error):
            await ws.close()
            raise NetError(answer.code, answer.args)
        self._ws = ws
        self._connected.set()
        self._status("connected")

    def _status(self, status: str) -> None:
        if self.on_status:
            self.on_status(status)

    async def _read_forever(self) -> None:
        while True:
            ws = self._ws
            try:
                async for frame in ws:
                    self._receive(frame)
            except ConnectionClosed:
                pass
            self._connected.clear()
            self._fail_waiting("net.disconnected")
            if self._closing or not self.reconnect:
                self._status("closed")
                return
            self._status("reconnecting")
            await self._reconnect()

    async def _reconnect(self) -> None:
        delay = 0.1
        while not self._closing:
            try:
                await self._open()
            except NetError as exc:
                if exc.code == "protocol.version":
                    self._closing = True
                    self._status("closed")
                    return
                await asyncio.sleep(delay)
                delay = min(delay * 2, 5.0)
                continue
            try:
                for (table, seat), token in list(self.tokens.items()):
                    known = self.latest.get((table, seat))
                    ref = next(self._refs)  # the answer and the update come unasked
                    await self._send(protocol.Attach(ref, token, known.seq if known else None))
            except NetError:
                continue  # gone again at once: the reader will see it closed
            return

    def _receive(self, frame: str | bytes) -> None:
        if self.on_raw:
            self.on_raw(frame if isinstance(frame, str) else frame.decode("utf-8", "replace"))
        try:
            message = protocol.decode_server(frame)
        except ValueError:
            log.warning("a server message that is no message")
            return
        if isinstance(message, protocol.Update):
            try:
                update = seat_update(message)
            except (ValueError, KeyError, TypeError, AttributeError):
                log.warning("an update that does not fit its game")
                return
            self.latest[(update.table, update.seat)] = update
            if update.finished:
                self.tokens.pop((update.table, update.seat), None)  # nothing to attach again
            if self.on_update:
                try:
                    self.on_update(update)
                except Exception:  # the app's fault must not stop the client
                    log.exception("on_update failed")
            return
        ref = getattr(message, "ref", None)
        future = self._waiting.pop(ref, None) if ref is not None else None
        if future is None or future.done():
            if isinstance(message, protocol.Error) and ref is None:
                log.info("server says %s", message.code)
            return
        if isinstance(message, protocol.Error):
            future.set_exception(NetError(message.code, message.args))
        else:
            future.set_result(message)

    def _fail_waiting(self, code: str) -> None:
        waiting, self._waiting = self._waiting, {}
        for future in waiting.values():
            if not future.done():
                future.set_exception(NetError(code))

    async def _send(self, message: Any) -> None:
        if self._ws is None:
            raise NetError("net.disconnected")
        try:
            await self._ws.send(protocol.encode(message))
        except ConnectionClosed:
            raise NetError("net.disconnected") from None

    async def _request(self, make: Callable[[int], Any]) -> Any:
        if not self._connected.is_set():
            if self._closing:
                raise NetError("net.closed")
            try:
                await asyncio.wait_for(self._connected.wait(), self.timeout)
            except asyncio.TimeoutError:
                raise NetError("net.disconnected") from None
        ref = next(self._refs)
        future = asyncio.get_running_loop().create_future()
        self._waiting[ref] = future
        try:
            await self._send(make(ref))
            return await asyncio.wait_for(future, self.timeout)
        except asyncio.TimeoutError:
            raise NetError("net.timeout") from None
        finally:
            self._waiting.pop(ref, None)

    async def close(self) -> None:
        self._closing = True
        if self._ws is not None:
            await self._ws.close()
        if self._reader is not None:
            try:
                await asyncio.wait_for(self._reader, 5)
            except (asyncio.TimeoutError, asyncio.CancelledError):
                self._reader.cancel()
        self._fail_waiting("net.closed")

    def drop_connection(self) -> None:
        """Cut the connection as a network failure would (no closing handshake)."""
        if self._ws is not None and self._ws.transport is not None:
            self._ws.transport.abort()

    # --- requests ------------------------------------------------------------------------------
    async def create_table(self, game: str, seats: list[protocol.SeatSpec], host: list[int],
                           options: dict | None = None,
                           settings: protocol.SettingsSpec | None = None,
                           seed: int | None = None) -> protocol.Created:
        """A new table; the seats in ``host`` are this client's (attached at once)."""
        created = await self._request(lambda ref: protocol.Create(
            ref, game, list(seats), list(host), dict(options or {}),
            settings or protocol.SettingsSpec(), seed))
        for seat_token in created.seats:
            await self.attach(seat_token.token)
        return created

    async def join(self, code: str, name: str) -> protocol.Joined:
        """Take a seat with an invite code (attached at once)."""
        joined = await self._request(lambda ref: protocol.Join(ref, code, name))
        await self.attach(joined.token)
        return joined

    async def attach(self, token: str, since: int | None = None) -> protocol.Attached:
        """Play the seat of ``token`` here; returns once its first update has come (through
        on_update, and in ``latest``). ``since``: the last seq this player saw (the update
        then carries the events after it)."""
        attached = await self._request(lambda ref: protocol.Attach(ref, token, since))
        key = (attached.table, attached.seat)
        self.tokens[key] = token
        # The seat's update follows the answer at once: return when it is here.
        deadline = asyncio.get_running_loop().time() + self.timeout
        while key not in self.latest or self.latest[key].seq < attached.seq:
            if asyncio.get_running_loop().time() > deadline:
                raise NetError("net.timeout")
            await asyncio.sleep(0.005)
        return attached

    async def act(self, table: str, seat: int, action: Action) -> int:
        """Send a seat's action; returns the table's seq after it (NetError: refused)."""
        known = self.latest.get((table, seat))
        moves = known.moves if known else 0
        ok = await self._request(lambda ref: protocol.Act(ref, table, seat, moves,
                                                          action.to_json()))
        return ok.seq

    async def leave(self, table: str, seat: int) -> None:
        self.tokens.pop((table, seat), None)
        await self._request(lambda ref: protocol.Leave(ref, table, seat))

    async def resign(self, table: str, seat: int) -> None:
        self.tokens.pop((table, seat), None)
        await self._request(lambda ref: protocol.Resign(ref, table, seat))

    async def list_tables(self, tokens: list[str]) -> list[protocol.TableSummary]:
        """The tables of these tokens (where it is my turn: ``my_turn``)."""
        answer = await self._request(lambda ref: protocol.Tables(ref, list(tokens)))
        return list(answer.tables)


class ThreadedClient:
    """A Client on a thread of its own, for a GUI: every method returns a
    concurrent.futures.Future at once (add_done_callback to hear the answer); ``on_update``
    and ``on_status`` are called on the network thread."""

    def __init__(self, url: str, **kwargs: Any) -> None:
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="bingolino-net",
                                        daemon=True)
        self._thread.start()
        self.client: Client = self._call_now(lambda: Client(url, **kwargs))

    def _call_now(self, make: Callable[[], Any]) -> Any:
        async def build():
            return make()
        return asyncio.run_coroutine_threadsafe(build(), self._loop).result()

    def _submit(self, coroutine: Coroutine) -> concurrent.futures.Future:
        return asyncio.run_coroutine_threadsafe(coroutine, self._loop)

    def connect(self) -> concurrent.futures.Future:
        return self._submit(self.client.connect())

    def create_table(self, *args: Any, **kwargs: Any) -> concurrent.futures.Future:
        return self._submit(self.client.create_table(*args, **kwargs))

    def join(self, code: str, name: str) -> concurrent.futures.Future:
        return self._submit(self.client.join(code, name))

    def attach(self, token: str, since: int | None = None) -> concurrent.futures.Future:
        return self._submit(self.client.attach(token, since))

    def act(self, table: str, seat: int, action: Action) -> concurrent.futures.Future:
        return self._submit(self.client.act(table, seat, action))

    def leave(self, table: str, seat: int) -> concurrent.futures.Future:
        return self._submit(self.client.leave(table, seat))

    def resign(self, table: str, seat: int) -> concurrent.futures.Future:
        return self._submit(self.client.resign(table, seat))

    def list_tables(self, tokens: list[str]) -> concurrent.futures.Future:
        return self._submit(self.client.list_tables(tokens))

    def close(self, timeout: float = 5.0) -> None:
        """Close the connection and end the thread (waits at most ``timeout`` seconds)."""
        if self._loop.is_closed():
            return  # closed before
        try:
            self._submit(self.client.close()).result(timeout)
        except Exception:  # closing anyway
            pass
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(timeout)
        if not self._thread.is_alive():
            # Closed here, not by the garbage collector: an unclosed loop found later warns,
            # and may find its self-pipe already gone ("Invalid file descriptor: -1").
            self._loop.close()
