"""The table server: asyncio, WebSocket text frames, one Table per table in play.

Every frame from the network is hostile until proven otherwise: websockets refuses frames
over ``max_size`` (and closes), a token bucket limits each connection's messages, every
message is parsed strictly (protocol.decode_client) and every refusal is an ``error`` reply
that changed nothing. A token that is no seat's gets the same answer as a table that does
not exist. A client that stops reading is cut off once its send buffer passes a limit, and
one that vanishes is found by the WebSocket pings.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import ssl as ssl_module
import time
from pathlib import Path
from typing import Any

import attrs
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.protocol import State

from bingolino_app.core import registry
from bingolino_app.core.bots import is_known_level
from bingolino_app.core.game import IllegalAction
from bingolino_app.core.session import Seat, Session
from bingolino_app.net import protocol, tokens
from bingolino_app.net.bots import BotRunner
from bingolino_app.net.protocol import PROTOCOL_VERSION, BadMessage
from bingolino_app.net.ratelimit import TokenBucket
from bingolino_app.net.sqlite_store import SqliteTableStore
from bingolino_app.net.store import (
    FINISHED, OPEN, PLAYING, SeatRecord, Settings, TableRecord, ThreadedStore,
)
from bingolino_app.net.table import Refused, Table

log = logging.getLogger("bingolino.net")
STORE_FILE = "tables.sqlite3"
MAX_OPTION_TEXT = 1000  # an option's text (Lino's drawn layouts are about 200 characters)


@attrs.define
class ServerConfig:
    rate: float = 20.0  # messages a second per connection, on average ...
    burst: float = 60.0  # ... with bursts this long
    flood_close: int = 200  # messages over the limit before the connection is closed
    creates_per_minute: float = 10.0  # new tables per connection
    joins_per_minute: float = 20.0  # invite codes tried per connection
    max_tables: int = 20_000  # tables in play (unfinished) on this server
    max_connections: int = 10_000
    max_attached: int = 64  # seats one connection holds
    max_buffer: int = 4 * 2**20  # bytes queued for a client that does not read: then cut off
    hello_timeout: float = 10.0
    ping_interval: float | None = 20.0  # WebSocket pings find vanished clients
    allow_seed: bool = False  # "create" may fix the seed (tests only: never on a server)
    keep_finished_days: float = 30.0  # finished tables are forgotten after this
    synchronous: str = "FULL"  # SQLite: FULL survives a power cut, NORMAL a killed process
    tune_gc: bool = False  # the server's own process only (bingolino-server): see _tune_gc


class _Conn:
    """One client connection: its limits and the seats it holds."""

    def __init__(self, ws: ServerConnection, config: ServerConfig) -> None:
        self.ws = ws
        self.config = config
        self.bucket = TokenBucket(config.rate, config.burst)
        self.creates = TokenBucket(config.creates_per_minute / 60, config.creates_per_minute)
        self.joins = TokenBucket(config.joins_per_minute / 60, config.joins_per_minute)
        self.attached: dict[tuple[str, int], Table] = {}
        self.over_limit = 0
        self._flush_due = False

    def send(self, text: str) -> None:
        """Queue a message without waiting. The frames queued in one turn of the event loop
        leave in one write (a move's update and its "ok": one system call, not two)."""
        protocol_ = self.ws.protocol
        if protocol_.state is not State.OPEN:
            return
        protocol_.send_text(text.encode("utf-8"))
        if not self._flush_due:
            self._flush_due = True
            asyncio.get_running_loop().call_soon(self._flush)

    def _flush(self) -> None:
        self._flush_due = False
        try:
            self.ws.send_data()
        except Exception:  # the connection is going: its handler cleans up
            return
        transport = self.ws.transport
        if transport is not None and transport.get_write_buffer_size() > self.config.max_buffer:
            log.warning("cutting off a client that does not read")  # a client too far behind
            transport.abort()

    def reply(self, message: Any) -> None:
        self.send(protocol.encode(message))


class TableServer:
    def __init__(self, data_dir: str | Path, config: ServerConfig | None = None,
                 bots: BotRunner | None = None) -> None:
        self.data_dir = Path(data_dir)
        self.config = config or ServerConfig()
        self.bots = bots or BotRunner()
        self.tables: dict[str, Table] = {}
        self.connections: set[_Conn] = set()
        self.store: ThreadedStore | None = None
        self.port: int | None = None
        self._server = None
        self._purge: asyncio.Task | None = None
        self._gc: asyncio.Task | None = None

    # --- running -------------------------------------------------------------------------------
    async def start(self, host: str = "127.0.0.1", port: int = 0,
                    ssl: ssl_module.SSLContext | None = None) -> int:
        """Load every unfinished table, then listen; returns the port."""
        self.store = ThreadedStore(SqliteTableStore(self.data_dir / STORE_FILE,
                                                    self.config.synchronous))
        for record in await self.store.call("load_unfinished"):
            try:
                table = Table(record, self.store, self.bots)
            except Exception:  # a table this version cannot replay stays in the store
                log.exception("table %s could not be resumed", record.id)
                continue
            self.tables[table.id] = table
            await table.finish_if_ended()
            table.schedule()
        log.info("%d tables resumed", len(self.tables))
        self._server = await serve(
            self._handle, host, port, ssl=ssl, max_size=protocol.MAX_CLIENT_MESSAGE,
            max_queue=4, compression=None, ping_interval=self.config.ping_interval,
            ping_timeout=self.config.ping_interval, open_timeout=self.config.hello_timeout,
            process_request=self._admit)
        self.port = self._server.sockets[0].getsockname()[1]
        self._purge = asyncio.get_running_loop().create_task(self._purge_finished())
        if self.config.tune_gc:
            self._gc = asyncio.get_running_loop().create_task(_tune_gc())
        log.info("listening on %s:%d (%s)", host, self.port, "wss" if ssl else "ws")
        return self.port

    async def stop(self) -> None:
        for task in (self._purge, self._gc):
            if task is not None:
                task.cancel()
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        for table in self.tables.values():
            table.close()
            async with table.lock:  # a move being written finishes first
                pass
        self.tables.clear()
        if self.store is not None:
            self.store.close()
        self.bots.shutdown()

    def _admit(self, connection, request):
        if len(self.connections) >= self.config.max_connections:
            return connection.respond(503, "busy\n")
        return None

    async def _purge_finished(self) -> None:
        while True:
            before = time.time() - self.config.keep_finished_days * 86400
            try:
                gone = await self.store.call("purge_finished", before)
                if gone:
                    log.info("forgot %d finished tables", gone)
            except Exception:
                log.exception("purging finished tables failed")
            await asyncio.sleep(3600)

    # --- one connection ------------------------------------------------------------------------
    async def _handle(self, ws: ServerConnection) -> None:
        conn = _Conn(ws, self.config)
        self.connections.add(conn)
        try:
            if await self._greet(conn):
                async for frame in ws:
                    await self._frame(conn, frame)
        except ConnectionClosed:
            pass
        finally:
            self.connections.discard(conn)
            for (table_id, seat), table in list(conn.attached.items()):
                table.detach(seat, conn)
                self._maybe_unload(table)

    async def _greet(self, conn: _Conn) -> bool:
        try:
            frame = await asyncio.wait_for(conn.ws.recv(), self.config.hello_timeout)
            message = protocol.decode_client(frame)
        except (asyncio.TimeoutError, BadMessage):
            message = None
        if not isinstance(message, protocol.Hello):
            conn.reply(protocol.Error("protocol.hello_first"))
            await conn.ws.close(1008)
            return False
        if message.version != PROTOCOL_VERSION:
            conn.reply(protocol.Error("protocol.version", {"server": PROTOCOL_VERSION}))
            await conn.ws.close(1002)
            return False
        conn.reply(protocol.Welcome(PROTOCOL_VERSION))
        return True

    async def _frame(self, conn: _Conn, frame: str | bytes) -> None:
        try:
            message = protocol.decode_client(frame)
        except BadMessage as exc:
            message, refused = None, exc
        else:
            refused = None
        ref = refused.ref if refused else getattr(message, "ref", None)
        if not conn.bucket.take():  # dropped unread, answered so the client need not wait
            conn.over_limit += 1
            if conn.over_limit >= self.config.flood_close:
                await conn.ws.close(1008)
                return
            conn.reply(protocol.Error("protocol.rate_limited", ref=ref))
            return
        conn.over_limit = 0
        if refused is not None:
            conn.reply(protocol.Error(refused.code, ref=ref))
            return
        try:
            await self._dispatch(conn, message)
        except Refused as exc:
            conn.reply(protocol.Error(exc.code, exc.details, ref))
        except Exception:
            log.exception("request %s failed", type(message).__name__)
            conn.reply(protocol.Error("server.internal", ref=ref))

    async def _dispatch(self, conn: _Conn, message: Any) -> None:
        if isinstance(message, protocol.Act):
            table = self._held(conn, message.table, message.seat)
            seq = await table.act(message.seat, message.moves, message.action)
            conn.reply(protocol.Ok(message.ref, seq))
        elif isinstance(message, protocol.Attach):
            await self._attach(conn, message)
        elif isinstance(message, protocol.Create):
            await self._create(conn, message)
        elif isinstance(message, protocol.Join):
            await self._join(conn, message)
        elif isinstance(message, protocol.Tables):
            await self._list(conn, message)
        elif isinstance(message, protocol.Leave):
            table = self._held(conn, message.table, message.seat)
            del conn.attached[(table.id, message.seat)]
            table.detach(message.seat, conn)
            self._maybe_unload(table)
            conn.reply(protocol.Ok(message.ref))
        elif isinstance(message, protocol.Resign):
            table = self._held(conn, message.table, message.seat)
            del conn.attached[(table.id, message.seat)]
            await table.resign(message.seat)
            conn.reply(protocol.Ok(message.ref))
        elif isinstance(message, protocol.Hello):
            raise Refused("protocol.malformed")  # a second hello

    def _held(self, conn: _Conn, table_id: str, seat: int) -> Table:
        table = conn.attached.get((table_id, seat))
        if table is None:
            raise Refused("seat.not_attached")
        return table

    # --- tables --------------------------------------------------------------------------------
    async def _table(self, table_id: str) -> Table | None:
        """A table in play, or a finished one loaded again (for its end and its save)."""
        table = self.tables.get(table_id)
        if table is None:
            record = await self.store.call("load", table_id)
            if record is None:
                return None
            table = Table(record, self.store, self.bots)
            self.tables[table_id] = table
            table.schedule()
        return table

    def _maybe_unload(self, table: Table) -> None:
        """A finished table nobody looks at leaves memory (the store keeps it)."""
        if table.status == FINISHED and not any(table.listeners.values()):
            table.close()
            self.tables.pop(table.id, None)

    async def _attach(self, conn: _Conn, message: protocol.Attach) -> None:
        if not isinstance(message.token, str) or len(message.token) > tokens.MAX_TOKEN_LENGTH:
            raise Refused("table.unknown")
        found = await self.store.call("seats_of_tokens", [tokens.digest(message.token)])
        if not found:
            raise Refused("table.unknown")  # a wrong token acts for nobody, and learns nothing
        table_id, seat = found[0]
        table = await self._table(table_id)
        if table is None or table.seats[seat].token_hash != tokens.digest(message.token):
            raise Refused("table.unknown")
        if (table_id, seat) not in conn.attached and len(conn.attached) >= self.config.max_attached:
            raise Refused("seat.too_many")
        conn.attached[(table_id, seat)] = table
        conn.reply(protocol.Attached(message.ref, table_id, seat, table.seq))
        await table.attach(seat, conn, message.since)

    async def _create(self, conn: _Conn, message: protocol.Create) -> None:
        if not conn.creates.take():
            raise Refused("protocol.rate_limited")
        if sum(t.status != FINISHED for t in self.tables.values()) >= self.config.max_tables:
            raise Refused("server.busy")
        entry = _game_entry(message.game)
        seats = _check_seats(message, entry)
        settings = _check_settings(message.settings, message.game)
        options = _check_options(message.options, entry)
        if message.seed is not None and not self.config.allow_seed:
            raise Refused("create.bad_options")
        try:
            session = Session(message.game, [Seat(s.name or "", s.kind, s.level) for s in seats],
                              options, message.seed)
        except IllegalAction:
            raise Refused("create.bad_options") from None
        host_tokens = {p: tokens.new_token() for p in message.host}
        records = tuple(SeatRecord(s.name, s.kind, s.level if s.kind == "computer" else "normal",
                                   tokens.digest(host_tokens[p]) if p in host_tokens else None)
                        for p, s in enumerate(seats))
        open_seats = any(r.kind == "human" and r.token_hash is None for r in records)
        code = tokens.new_code() if open_seats else None
        record = TableRecord(
            id=secrets.token_hex(8), game=message.game, options=session.options,
            seed=session.seed, seats=records, settings=settings,
            invite_hash=tokens.digest(code) if code else None, created=time.time(),
            status=OPEN if open_seats else PLAYING,
            actions=tuple((p, a.to_json()) for p, a in session.actions))
        await self.store.call("create", record)
        table = Table(record, self.store, self.bots)
        self.tables[table.id] = table
        conn.reply(protocol.Created(message.ref, table.id,
                                    [protocol.SeatToken(p, t) for p, t in host_tokens.items()],
                                    code))
        table.schedule()

    async def _join(self, conn: _Conn, message: protocol.Join) -> None:
        if not conn.joins.take():
            raise Refused("protocol.rate_limited")
        name = _check_name(message.name)
        code = tokens.normalize_code(message.code)
        table_id = code and await self.store.call("table_of_invite", tokens.digest(code))
        table = table_id and await self._table(table_id)
        if not table:
            raise Refused("invite.unknown")
        token = tokens.new_token()
        seat = await table.join(name, tokens.digest(token))
        conn.reply(protocol.Joined(message.ref, table.id, seat, token))

    async def _list(self, conn: _Conn, message: protocol.Tables) -> None:
        if len(message.tokens) > protocol.MAX_TOKENS:
            raise Refused("protocol.malformed")
        digests = [tokens.digest(t) for t in message.tokens
                   if isinstance(t, str) and len(t) <= tokens.MAX_TOKEN_LENGTH]
        found = await self.store.call("seats_of_tokens", digests)
        summaries = []
        for table_id, seat in found:
            table = self.tables.get(table_id)
            if table is None:  # finished and out of memory: the store's word
                record = await self.store.call("load", table_id)
                if record is None:
                    continue
                summaries.append(protocol.TableSummary(
                    record.id, seat, record.game, record.status, record.settings.mode, False,
                    len(record.actions), [s.name for s in record.seats], record.updated))
            else:
                summaries.append(table.summary(seat))
        conn.reply(protocol.TableList(message.ref, summaries))


async def _tune_gc(freeze_every: float = 30.0, full_every: float = 3600.0) -> None:
    """Keep the garbage collector's pauses short. Garbage here is freed by reference counts;
    the collector only finds cycles, but a full collection walks every object of every table.
    At a thousand tables such pauses showed in the benchmark's round trips (one run with the
    collector off: p95 18 ms instead of about 100 ms; a shared, noisy machine). So what has
    lived a while is frozen (the collector skips it) and a full collection runs once an hour,
    for cycles frozen meanwhile. In the server's own process only: freezing is global, and
    the desktop's objects are the desktop's business.
    """
    import gc

    last_full = time.monotonic()
    while True:
        await asyncio.sleep(freeze_every)
        if time.monotonic() - last_full >= full_every:
            gc.unfreeze()
            gc.collect()
            last_full = time.monotonic()
        gc.freeze()


# --- checking a new table ------------------------------------------------------------------------
def _game_entry(game_id: str):
    try:
        entry = registry.game(game_id)
    except KeyError:
        raise Refused("create.bad_game") from None
    if entry.new_state is None:
        raise Refused("create.bad_game")
    return entry


def _check_name(name: str) -> str:
    name = " ".join(name.split())
    if not 1 <= len(name) <= protocol.MAX_NAME or not name.isprintable():
        raise Refused("name.bad")
    return name


def _check_seats(message: protocol.Create, entry) -> list[protocol.SeatSpec]:
    spec = entry.spec
    seats = message.seats
    if not spec.min_players <= len(seats) <= spec.max_players:
        raise Refused("create.bad_seats")
    checked = []
    for seat in seats:
        if seat.kind == "computer":
            if not is_known_level(spec.id, seat.level):
                raise Refused("create.bad_seats")
            name = _check_name(seat.name)
        elif seat.kind == "human":
            name = _check_name(seat.name) if seat.name else ""
        else:
            raise Refused("create.bad_seats")
        checked.append(attrs.evolve(seat, name=name))
    host = message.host
    if (not host or len(set(host)) != len(host)
            or any(not 0 <= p < len(seats) or seats[p].kind != "human" or not checked[p].name
                   for p in host)):
        raise Refused("create.bad_seats")
    return checked


def _check_settings(settings: protocol.SettingsSpec, game_id: str) -> Settings:
    if (settings.absence not in ("wait", "computer")
            or not 0 <= settings.absence_seconds <= 30 * 86400
            or settings.mode not in ("live", "turn_based")
            or not is_known_level(game_id, settings.takeover_level)):
        raise Refused("create.bad_settings")
    return Settings(settings.absence, float(settings.absence_seconds), settings.takeover_level,
                    settings.mode)


def _check_options(options: dict, entry) -> dict:
    known = {o.key: o for o in entry.spec.options}
    for key, value in options.items():
        # The dialog's types only (True is no 1), as a save's options are read.
        if (key not in known or type(value) is not type(known[key].default)
                or (isinstance(value, str) and len(value) > MAX_OPTION_TEXT)):
            raise Refused("create.bad_options")
    try:
        return entry.spec.check_options(dict(options))
    except IllegalAction:
        raise Refused("create.bad_options") from None
