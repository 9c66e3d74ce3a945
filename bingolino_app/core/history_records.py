"""What the game history holds, as plain records: a finished game with its seats, and what
the store's queries give back (profiles, statistics, library rows). No SQL, no Qt."""

from __future__ import annotations

import hashlib
import json
import math
from typing import Any

import attrs
from bingolino_app.core.spec import MAX_NAME_LENGTH

NOT_VARIANT = frozenset({"starter", "layout"})
"""Options that pick who begins or where, not how the game is scored: statistics of games that
differ only in them belong together."""


# --- what is recorded --------------------------------------------------------------------------
@attrs.frozen
class SeatRecord:
    name: str
    kind: str  # "human" or "computer"
    level: str
    profile: str  # "" for a guest or a computer
    score: float | None
    won: bool


@attrs.frozen
class GameRecord:
    game: str
    variant: str  # variant_key(): the options that change the rules
    started: float  # seconds since the epoch
    ended: float
    seed: int
    turns: int
    seats: tuple[SeatRecord, ...]
    solo_turns: int | None  # a finished solo game's turns (its record); None otherwise
    save: dict  # saves.to_dict(): the game opens again from it

    @classmethod
    def from_session(cls, session: Any, started: float, ended: float) -> "GameRecord":
        from bingolino_app.core import saves

        state = session.state
        winners = set(state.winners())
        scores = state.scores()
        seats = tuple(SeatRecord(s.name, s.kind, s.level if s.kind == "computer" else "",
                                 s.profile, float(scores[i]) if i < len(scores) else None,
                                 i in winners)
                      for i, s in enumerate(session.seats))
        data = saves.to_dict(session)
        turns = turns_of(session)
        return cls(session.game_id, variant_key(session.options), float(started),
                   float(ended), int(session.seed), turns, seats,
                   solo_turns(len(seats), bool(winners), turns, data.get("snapshot") or {}),
                   data)


def turns_of(session: Any) -> int:
    """The game's own turn count where it keeps one (Bingolino, Qwingo), else its moves."""
    turn = getattr(session.state, "turn", None)
    if isinstance(turn, int) and not isinstance(turn, bool):
        return turn
    return sum(1 for step in session.history if step.player >= 0)


def solo_turns(players: int, won: bool, turns: int, snapshot: dict) -> int | None:
    """A solo game counts for the fewest-turns record when it was finished, not stopped by a
    stalemate (Qwingo: then it has no rank)."""
    if players != 1 or not won or snapshot.get("stalemate"):
        return None
    return turns


def variant_key(options: dict) -> str:
    return json.dumps({k: v for k, v in options.items() if k not in NOT_VARIANT},
                      sort_keys=True, separators=(",", ":"))


def variant_options(variant: str) -> dict:
    try:
        value = json.loads(variant)
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}


def digest(save: dict) -> str:
    """The same game (game, seed, options, moves) is recorded once, whoever replays it."""
    key = [save.get("game"), save.get("seed"), save.get("options"), save.get("actions")]
    return hashlib.sha1(json.dumps(key, sort_keys=True, separators=(",", ":"))
                        .encode("utf-8")).hexdigest()


# --- what is read back -------------------------------------------------------------------------
@attrs.frozen
class Profile:
    id: str
    name: str
    colour: str
    created: float
    stats_since: float  # statistics count the games ended from then on (0: all)


@attrs.frozen
class Best:
    """A personal best set by a game just recorded: kind "solo" (fewest turns; previous is
    the old record) or "streak" (wins in a row; previous is the old best streak)."""

    profile: str
    name: str
    kind: str
    value: int
    previous: int


@attrs.frozen
class Recorded:
    row: int
    new: bool  # False: this very game was recorded before (nothing written)
    bests: tuple[Best, ...] = ()


@attrs.frozen
class Opponent:
    kind: str  # "computer" (key: level), "profile" (key: profile id, name), "guest"
    key: str
    name: str
    games: int
    won: int


@attrs.frozen
class Bucket:
    key: str  # "2025-03", "2025-11" (week), "2025-03-14"
    start: float  # the first game's end in the bucket
    games: int
    won: int


@attrs.frozen
class Statistics:
    """One profile's results in one game (and rules variant, or all: None), counted from the
    profile's ``stats_since``. Games with others and solo games are counted apart."""

    profile: str
    game: str
    variant: str | None
    played: int = 0
    won: int = 0
    streak: int = 0  # the current run of wins
    best_streak: int = 0
    avg_score: float | None = None
    avg_turns: float | None = None
    opponents: tuple[Opponent, ...] = ()
    bucket: str = "month"
    timeline: tuple[Bucket, ...] = ()
    solo_played: int = 0
    solo_finished: int = 0
    solo_best: int | None = None
    solo_best_ended: float | None = None
    solo_avg: float | None = None
    histogram: tuple[tuple[int, int], ...] = ()  # (turns, games) of finished solo games

    @property
    def win_rate(self) -> float | None:
        return self.won / self.played if self.played else None


@attrs.frozen
class LibraryFilter:
    game: str = ""  # "" all games
    profile: str = ""  # "" anybody
    text: str = ""  # part of a player's name, any case


@attrs.frozen
class SeatRow:
    name: str
    kind: str
    level: str
    profile: str
    score: float | None
    won: bool


@attrs.frozen
class LibraryRow:
    id: int
    game: str
    variant: str
    started: float
    ended: float
    turns: int
    solo_turns: int | None
    seed: int
    seats: tuple[SeatRow, ...]
    damaged: bool = False  # a value of the row was not what the store writes: shown as such


@attrs.frozen
class ImportResult:
    recorded: int = 0
    known: int = 0  # recorded before
    unfinished: int = 0
    failed: int = 0


def clean_name(name: str) -> str:
    return " ".join(str(name).split())[:MAX_NAME_LENGTH]


# --- values read back --------------------------------------------------------------------------
# What the store gives back is checked before it reaches the window: a file changed by another
# program may hold text where a time belongs, or 1e300 (Qt crashes on such a date). A bad value
# becomes a safe one and the row says it was damaged; it never stops the list.
LATEST = 2.0 ** 35  # about the year 3058: later is no time a game was played
MOST = 10 ** 9  # more turns, games or points than any real game has


def moment(value: Any) -> float | None:
    """A time in seconds since the epoch, or None."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    return float(value) if math.isfinite(value) and 0 <= value < LATEST else None


def count(value: Any, most: int = MOST) -> int | None:
    """A whole number from 0 to ``most``, or None."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    if isinstance(value, float) and not (math.isfinite(value) and value.is_integer()):
        return None
    return int(value) if 0 <= value <= most else None


def real(value: Any) -> float | None:
    """A finite score within any game's reach, or None."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    return float(value) if math.isfinite(value) and abs(value) <= MOST else None


def text(value: Any, most: int = 200) -> str | None:
    """A short text (a name, a level, a key), or None when it is none."""
    if isinstance(value, bytes):
        value = value.decode("utf-8", "replace")
    if not isinstance(value, str):
        return None
    return value[:most]


def seed(value: Any) -> int | None:
    if isinstance(value, bool) or not isinstance(value, int):
        return None
    return value if -2 ** 63 <= value < 2 ** 63 else None
