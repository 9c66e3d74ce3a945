"""The messages between a client and the table server: typed records, JSON text frames.

Every message is a JSON object with a ``type`` tag. The first message of a connection is the
client's ``hello`` with the protocol version; the server answers ``welcome`` or an ``error``
("protocol.version") and closes. A client request carries a ``ref`` number that the reply
repeats (``error`` too), so a client can match replies to requests.

Errors are codes with arguments (``table.unknown``, ``game.not_your_turn``...), translated by
the desktop, never prose. A refused message changes nothing.
"""

from __future__ import annotations

from typing import Any

import attrs
import cattrs

from bingolino_app.net import codec

PROTOCOL_VERSION = 1
MAX_CLIENT_MESSAGE = 64 * 1024  # bytes of one client frame (the largest real one: ~2 kB)
MAX_SERVER_MESSAGE = 8 * 2**20  # bytes of one server frame (a long game's catch-up)
MAX_TOKENS = 256  # tokens in one "tables" request
MAX_NAME = 24  # a seat's name (the new-game dialog's limit)


# --- client to server ----------------------------------------------------------------------
@attrs.frozen
class Hello:
    version: int
    app: str = "bingolino"


@attrs.frozen
class SeatSpec:
    name: str
    kind: str = "human"  # "human" (the host's or an invited player's) or "computer"
    level: str = "normal"


@attrs.frozen
class SettingsSpec:
    absence: str = "wait"  # "wait" or "computer"
    absence_seconds: float = 300.0
    takeover_level: str = "normal"
    mode: str = "live"  # "live" or "turn_based"


@attrs.frozen
class Create:
    """A new table. ``host``: the seats the creator plays (tokens come back for each); the
    other human seats are taken with the invite code."""
    ref: int
    game: str
    seats: list[SeatSpec]
    host: list[int]
    options: dict = attrs.field(factory=dict)
    settings: SettingsSpec = SettingsSpec()
    seed: int | None = None  # only where the server allows it (tests); else drawn


@attrs.frozen
class Join:
    ref: int
    code: str
    name: str


@attrs.frozen
class Attach:
    """Play (or watch again) the seat of ``token`` on this connection. ``since``: the last
    ``seq`` this client saw; the update then carries the events after it."""
    ref: int
    token: str
    since: int | None = None


@attrs.frozen
class Act:
    """An action of an attached seat. ``moves``: how many decisions this seat has made (from
    its last update), so a move sent twice (a retry after a drop) is applied once."""
    ref: int
    table: str
    seat: int
    moves: int
    action: dict


@attrs.frozen
class Leave:
    """Stop receiving this seat's updates here (the seat stays the player's)."""
    ref: int
    table: str
    seat: int


@attrs.frozen
class Resign:
    """Give the seat up for good: a computer plays it from now on, the token acts no more."""
    ref: int
    table: str
    seat: int


@attrs.frozen
class Tables:
    """The tables of these tokens: where it is my turn, which have ended."""
    ref: int
    tokens: list[str]


CLIENT_MESSAGES: dict[str, type] = {
    "hello": Hello, "create": Create, "join": Join, "attach": Attach, "act": Act,
    "leave": Leave, "resign": Resign, "tables": Tables,
}


# --- server to client ----------------------------------------------------------------------
@attrs.frozen
class Welcome:
    version: int
    server: str = "bingolino"


@attrs.frozen
class Error:
    code: str
    args: dict = attrs.field(factory=dict)
    ref: int | None = None


@attrs.frozen
class SeatToken:
    seat: int
    token: str


@attrs.frozen
class Created:
    ref: int
    table: str
    seats: list[SeatToken]
    code: str | None  # the invite code (None: no seat left to invite to)


@attrs.frozen
class Joined:
    ref: int
    table: str
    seat: int
    token: str


@attrs.frozen
class Attached:
    """The seat of a token is held here now; its update follows."""
    ref: int
    table: str
    seat: int
    seq: int


@attrs.frozen
class Ok:
    """A request done (an action applied: ``seq`` is the table's after it)."""
    ref: int
    seq: int | None = None


@attrs.frozen
class SeatInfo:
    name: str
    kind: str  # "human" or "computer"
    level: str
    taken: bool  # a human seat somebody holds (False: still open to the invite)
    connected: bool  # somebody plays it now (a computer seat: always True)


@attrs.frozen
class Update:
    """What one seat may know of its table now. ``view``: its observation (the game's record
    on the server, an object on the wire: views.py turns it back into the record);
    ``legal``: its legal actions (None: the client rebuilds them from the view, see
    visibility.legal_actions); ``events``: what happened since the seat's last update,
    filtered for it; ``save``: the whole game (saves.to_dict), only once it has ended."""
    table: str
    seat: int
    seq: int
    game: str
    options: dict
    status: str  # "open", "playing", "finished"
    mode: str
    seats: list[SeatInfo]
    moves: int
    view: Any
    decision: dict
    legal: list | None
    events: list[dict]
    save: dict | None = None


@attrs.frozen
class TableSummary:
    table: str
    seat: int
    game: str
    status: str
    mode: str
    my_turn: bool
    seq: int
    names: list[str]
    updated: float


@attrs.frozen
class TableList:
    ref: int
    tables: list[TableSummary]


SERVER_MESSAGES: dict[str, type] = {
    "welcome": Welcome, "error": Error, "created": Created, "joined": Joined,
    "attached": Attached, "ok": Ok,
    "update": Update, "table_list": TableList,
}
_TAGS = {cls: tag for tag, cls in {**CLIENT_MESSAGES, **SERVER_MESSAGES}.items()}

_strict = codec.strict_converter()
_lenient = cattrs.Converter()


class BadMessage(ValueError):
    """A frame that is no valid message: ``code`` is the error code to answer with."""

    def __init__(self, code: str, ref: int | None = None) -> None:
        super().__init__(code)
        self.code = code
        self.ref = ref


def encode(message: Any) -> str:
    return codec.dumps({"type": _TAGS[type(message)], **codec.record_fields(message)})


def _ref_of(data: dict) -> int | None:
    ref = data.get("ref")
    return ref if type(ref) is int else None


def decode_client(text: str | bytes) -> Any:
    """A client's frame as a record; raises BadMessage. Strict: unknown keys, wrong types and
    coerced values are refused."""
    try:
        data = codec.loads(text)
    except codec.BadJson:
        raise BadMessage("protocol.malformed") from None
    if not isinstance(data, dict):
        raise BadMessage("protocol.malformed")
    kind = CLIENT_MESSAGES.get(data.get("type")) if isinstance(data.get("type"), str) else None
    if kind is None:
        raise BadMessage("protocol.unknown_type", _ref_of(data))
    fields = {k: v for k, v in data.items() if k != "type"}
    try:
        return _strict.structure(fields, kind)
    except (cattrs.BaseValidationError, TypeError, ValueError, KeyError):
        raise BadMessage("protocol.malformed", _ref_of(data)) from None


def decode_server(text: str | bytes) -> Any:
    """A server's frame as a record (lenient about fields a newer server adds)."""
    data = codec.loads(text, check=False)
    if not isinstance(data, dict) or data.get("type") not in SERVER_MESSAGES:
        raise BadMessage("protocol.unknown_type")
    fields = {k: v for k, v in data.items() if k != "type"}
    try:
        return _lenient.structure(fields, SERVER_MESSAGES[data["type"]])
    except (cattrs.BaseValidationError, TypeError, ValueError, KeyError):
        raise BadMessage("protocol.malformed") from None


ERROR_CODES = (
    "protocol.malformed",  # not JSON, not an object, wrong fields or types
    "protocol.unknown_type",
    "protocol.version",  # args: server (its version)
    "protocol.hello_first",
    "protocol.rate_limited",
    "server.busy",  # too many tables or connections
    "server.internal",  # a fault of the server's; nothing changed
    "table.unknown",  # no such table, or a token that is no seat's (never told apart)
    "table.not_started",  # seats still open
    "table.finished",
    "seat.not_attached",  # act/leave/resign for a seat this connection does not hold
    "seat.too_many",  # attached seats on one connection
    "invite.unknown",  # no such code, or the table is full
    "create.bad_game", "create.bad_seats", "create.bad_options", "create.bad_settings",
    "name.bad",
    "action.malformed",
    "action.stale",  # args: moves (the seat's count now): a move already applied or outdated
    # ... and the rules' own refusals (IllegalAction keys: game.not_your_turn, domino.*, ...)
)
