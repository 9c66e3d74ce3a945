"""One live table: the session, its seats, who is here, its computers and the absence rule.

Everything runs on the server's event loop; a table's lock makes its changes one at a time.
A change is applied to the session (the rules validate it and refuse without changing
anything), written to the store, and only then sent to the seats: a move anybody heard of
survives a killed server. What each seat receives comes from visibility.py alone.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import defaultdict
from typing import Any, Callable, Protocol

from bingolino_app.core import registry, saves
from bingolino_app.core.bots import bot_seed
from bingolino_app.core.game import CHANCE, IllegalAction, action_from_json
from bingolino_app.core.session import Seat, Session
from bingolino_app.net import protocol, views, visibility
from bingolino_app.net.bots import BotRunner
from bingolino_app.net.store import (
    FINISHED, OPEN, PLAYING, SeatRecord, TableRecord, ThreadedStore,
)

log = logging.getLogger("bingolino.net")
MAX_CATCHUP = 5000  # steps of events a reconnecting seat gets at most (more: the view only)


class Refused(Exception):
    """A request refused: ``code`` and ``args`` go back to the client as an error."""

    def __init__(self, code: str, **args: Any) -> None:
        super().__init__(code)
        self.code = code
        self.details = args


def _plain_args(args: dict) -> dict:
    """A rule's refusal arguments fit for the wire: numbers, short keys, lists of numbers."""
    out = {}
    for key, value in args.items():
        if isinstance(value, (bool, int)) or (isinstance(value, str) and len(value) <= 40):
            out[key] = value
        elif isinstance(value, (list, tuple)) and all(isinstance(v, int) for v in value):
            out[key] = list(value)[:16]
    return out


class Listener(Protocol):
    """A connection holding a seat: it takes encoded messages without waiting."""

    def send(self, text: str) -> None: ...


def _session_seat(record: SeatRecord) -> Seat:
    return Seat(record.name, record.kind, record.level if record.kind == "computer" else "normal")


class Table:
    def __init__(self, record: TableRecord, store: ThreadedStore, bots: BotRunner,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.id = record.id
        self.game_id = record.game
        self.settings = record.settings
        self.seats = list(record.seats)
        self.status = record.status
        self.invite_hash = record.invite_hash
        self.created = record.created
        self.updated = record.updated or record.created
        self.save = record.save
        self.store = store
        self.bots = bots
        self.clock = clock
        types = registry.game(record.game).new_state.action_types
        self.session = Session.replay(
            record.game, [_session_seat(s) for s in self.seats], record.options, record.seed,
            [(p, action_from_json(a, types)) for p, a in record.actions])
        self.stored = len(record.actions)  # steps in the store (replay may add chance)
        self.moves = [0] * len(self.seats)
        for player, _ in self.session.actions:
            if player != CHANCE:
                self.moves[player] += 1
        self.listeners: dict[int, set[Listener]] = defaultdict(set)
        now = clock()
        self.absent_since = {p: now for p, s in enumerate(self.seats) if s.kind == "human"}
        self.lock = asyncio.Lock()
        self._timer: asyncio.TimerHandle | None = None
        self._bot: asyncio.Task | None = None
        self._tasks: set[asyncio.Task] = set()  # seat changes being told (kept referenced)
        self.closed = False

    # --- reading -----------------------------------------------------------------------------
    @property
    def seq(self) -> int:
        return len(self.session.history)

    def seat_infos(self) -> list[protocol.SeatInfo]:
        return [protocol.SeatInfo(
            name=s.name, kind=s.kind, level=s.level if s.kind == "computer" else "",
            taken=s.kind == "computer" or s.token_hash is not None,
            connected=s.kind == "computer" or bool(self.listeners.get(p)))
            for p, s in enumerate(self.seats)]

    def update_for(self, seat: int, since: int | None) -> protocol.Update:
        state = self.session.state
        part = visibility.seat_state(self.game_id, state, seat)
        events: list[dict] = []
        if since is not None and 0 <= since < self.seq:
            first = max(since, self.seq - MAX_CATCHUP)
            events = visibility.visible_events(
                self.game_id, (e for step in self.session.history[first:] for e in step.events),
                seat)
        return protocol.Update(
            table=self.id, seat=seat, seq=self.seq, game=self.game_id,
            options=dict(self.session.options), status=self.status, mode=self.settings.mode,
            seats=self.seat_infos(), moves=self.moves[seat], view=part["view"],
            decision=part["decision"], legal=part["legal"], events=events,
            save=self.save if self.status == FINISHED else None)

    def my_turn(self, seat: int) -> bool:
        return self.status == PLAYING and seat in self.session.pending_players()

    def summary(self, seat: int) -> protocol.TableSummary:
        return protocol.TableSummary(
            table=self.id, seat=seat, game=self.game_id, status=self.status,
            mode=self.settings.mode, my_turn=self.my_turn(seat), seq=self.seq,
            names=[s.name for s in self.seats], updated=self.updated)

    # --- sending -----------------------------------------------------------------------------
    def broadcast(self, since: int | None) -> None:
        """Send every attached seat its update: the events after step ``since``."""
        for seat, listeners in list(self.listeners.items()):
            if listeners:
                text = protocol.encode(self.update_for(seat, since))
                for listener in list(listeners):
                    listener.send(text)

    async def attach(self, seat: int, listener: Listener, since: int | None) -> None:
        # Under the lock: a change being written is sent to nobody until it is stored.
        async with self.lock:
            first = not self.listeners.get(seat)
            self.listeners[seat].add(listener)
            self.absent_since.pop(seat, None)
            listener.send(protocol.encode(self.update_for(seat, since)))
            if first:
                self._others_see_seats(seat)
            self.schedule()

    def detach(self, seat: int, listener: Listener) -> None:
        listeners = self.listeners.get(seat)
        if not listeners or listener not in listeners:
            return
        listeners.discard(listener)
        if not listeners and self.seats[seat].kind == "human":
            self.absent_since[seat] = self.clock()
            if not self.closed:
                self._tasks.add(asyncio.get_running_loop().create_task(self._left(seat)))

    async def _left(self, seat: int) -> None:
        self._tasks.discard(asyncio.current_task())
        async with self.lock:
            self._others_see_seats(seat)
            self.schedule()

    def _others_see_seats(self, seat: int) -> None:
        """Tell the other seats who is here now (an update without events)."""
        for other, listeners in list(self.listeners.items()):
            if other != seat and listeners:
                text = protocol.encode(self.update_for(other, None))
                for listener in list(listeners):
                    listener.send(text)

    # --- changing ----------------------------------------------------------------------------
    async def act(self, seat: int, moves: int, raw: dict) -> int:
        """A human's action; returns the table's seq after it. Raises Refused."""
        async with self.lock:
            if self.status == OPEN:
                raise Refused("table.not_started")
            if self.status == FINISHED:
                raise Refused("table.finished")
            if self.seats[seat].kind != "human":  # resigned meanwhile
                raise Refused("seat.not_attached")
            if moves != self.moves[seat]:
                raise Refused("action.stale", moves=self.moves[seat])
            try:
                action = views.action_from_wire(self.game_id, raw)
            except IllegalAction as exc:
                raise Refused(exc.key) from None
            await self._apply(seat, action)
            return self.seq

    async def _apply(self, player: int, action) -> None:
        start = self.seq
        try:
            self.session.apply(player, action)
        except IllegalAction as exc:  # the rules refuse: nothing changed
            raise Refused(exc.key, **_plain_args(exc.args)) from None
        except Exception:
            log.exception("table %s: the model failed on a move", self.id)
            self._rewind(start)
            raise Refused("server.internal") from None
        await self._persist(start)

    async def _persist(self, start: int) -> None:
        """Write the steps after ``start`` (and the end), then tell the seats."""
        first = self.stored
        history = self.session.history
        steps = [(step.player, step.action.to_json()) for step in history[first:]]
        terminal = self.session.state.is_terminal()
        try:
            if steps:
                await self.store.call("append", self.id, first, steps, PLAYING)
            self.stored = self.seq
            if terminal and self.status != FINISHED:
                save = saves.to_dict(self.session)
                await self.store.call("finish", self.id, save)
                self.save, self.status = save, FINISHED
        except Exception:
            log.exception("table %s: the store refused a move", self.id)
            self._rewind(first)
            raise Refused("server.internal") from None
        for step in history[start:]:
            if step.player != CHANCE:
                self.moves[step.player] += 1
        self.updated = time.time()
        self.broadcast(start)
        self.schedule()

    def _rewind(self, steps: int) -> None:
        """Back to the first ``steps`` steps (after a failure half-way through a change)."""
        session = self.session
        self.session = Session.replay(self.game_id, session.seats, session.options,
                                      session.seed, session.actions[:steps])

    async def finish_if_ended(self) -> None:
        """At load: a table whose end was not yet written (killed in between)."""
        if self.status != FINISHED and (self.session.state.is_terminal()
                                        or self.stored < self.seq):
            async with self.lock:
                await self._persist(self.stored)

    async def join(self, name: str, token_hash: str) -> int:
        """Bind the first free human seat to a joining player; returns it."""
        async with self.lock:
            free = [p for p, s in enumerate(self.seats) if s.kind == "human" and not s.token_hash]
            if self.status != OPEN or not free:
                raise Refused("invite.unknown")
            await self._take_seat(free[0], SeatRecord(name, "human", "normal", token_hash))
            return free[0]

    async def resign(self, seat: int) -> None:
        """The seat is a computer's from now on (at the takeover level); its token is dead."""
        async with self.lock:
            if self.status != FINISHED:
                await self._take_seat(seat, SeatRecord(
                    self.seats[seat].name, "computer", self.settings.takeover_level, None))

    async def _take_seat(self, seat: int, record: SeatRecord) -> None:
        seats = self.seats[:seat] + [record] + self.seats[seat + 1:]
        status = self.status
        if status == OPEN and all(s.token_hash or s.kind == "computer" for s in seats):
            status = PLAYING  # every seat taken: the game begins
        await self.store.call("set_seat", self.id, seat, record, status, status != OPEN)
        self.seats = seats
        self.session.seats[seat] = _session_seat(record)
        self.status = status
        if status != OPEN:
            self.invite_hash = None
        if record.kind == "computer":  # resigned: the seat is no longer theirs
            self.absent_since.pop(seat, None)
            self.listeners.pop(seat, None)
        self.broadcast(None)
        self.schedule()

    # --- computers and absent players ----------------------------------------------------------
    def schedule(self) -> None:
        """Start a computer move if one is due; else set a timer for the next takeover."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if self.closed or self.status != PLAYING or (self._bot and not self._bot.done()):
            return
        wait: float | None = None
        for player in self.session.pending_players():
            level = self._computer_level(player)
            if level is not None:
                self._bot = asyncio.get_running_loop().create_task(self._bot_move(player, level))
                return
            if player in self.absent_since and self.settings.absence == "computer":
                left = self.absent_since[player] + self.settings.absence_seconds - self.clock()
                wait = left if wait is None else min(wait, left)
        if wait is not None:
            self._timer = asyncio.get_running_loop().call_later(max(wait, 0.0), self.schedule)

    def _computer_level(self, player: int) -> str | None:
        """The level a computer plays this seat at now, or None (a human decides)."""
        seat = self.seats[player]
        if seat.kind == "computer":
            return seat.level
        since = self.absent_since.get(player)
        if (self.settings.absence == "computer" and since is not None
                and self.clock() - since >= self.settings.absence_seconds):
            return self.settings.takeover_level
        return None

    async def _bot_move(self, player: int, level: str) -> None:
        index = self.seq
        state = self.session.state
        obs, legal = state.observation(player), state.legal_actions(player)
        try:
            action = await self.bots.choose(self.game_id, level, obs, legal,
                                            bot_seed(self.session.seed, index, player))
        except Exception:
            log.exception("table %s: the computer of seat %d failed", self.id, player)
            if not self.closed:  # try again a little later (a worker restarts)
                asyncio.get_running_loop().call_later(1.0, self.schedule)
            return
        async with self.lock:
            # Still the same position, still a computer's move? Else it thinks again.
            if (not self.closed and self.seq == index
                    and player in self.session.pending_players()
                    and self._computer_level(player) is not None):
                try:
                    await self._apply(player, action)
                except Refused:
                    log.error("table %s: a computer move was refused", self.id)
        self._bot = None
        if not self.closed:
            self.schedule()

    def close(self) -> None:
        self.closed = True
        if self._timer is not None:
            self._timer.cancel()
        if self._bot is not None:
            self._bot.cancel()
