"""The versioned JSON save format: write atomically, refuse what we cannot trust.

A save holds the seed and the action list; loading replays them and checks the result against
the stored snapshot. Files of a newer format are refused, older formats are migrated, a corrupt
or foreign file is reported and never touched. Every check a hostile or damaged file could
defeat (size, nesting, huge numbers, NaN, broken text, wrong types) happens before the
replay, so a bad file costs a message, never a hang or a crash.
"""

from __future__ import annotations

import errno
import json
import os
import re
import time
from pathlib import Path
from typing import Any, Callable, Iterator

import attrs

from bingolino_app import __version__
from bingolino_app.core import files, registry, safe_json
from bingolino_app.core.game import CHANCE, Action, IllegalAction, action_from_json
from bingolino_app.core.session import Seat, Session
from bingolino_app.core.spec import MAX_NAME_LENGTH

FORMAT = "bingolino-save"
FORMAT_VERSION = 1

MAX_FILE_BYTES = 4 * 2**20  # a save is a few kB; a long five-player game about 50 kB
MAX_ACTIONS = 100_000  # real games stay below a few thousand
MAX_PROFILE_LENGTH = 64  # a profile id (history.py makes short ones)
MAX_DEPTH = 32  # saves nest 7 deep
DETAIL_LENGTH = 80  # technical detail shown in a message
TEMP_AGE = files.TEMP_AGE
SEAT_KINDS = ("human", "computer")

# Migrations from format version N to N + 1, applied in order on load.
MIGRATIONS: dict[int, Callable[[dict], dict]] = {}


def short(value: Any, limit: int = DETAIL_LENGTH) -> str:
    """Text fit for a message: one line, valid, at most ``limit`` characters."""
    if not isinstance(value, str):
        try:
            value = str(value)
        except ValueError:  # an int too long to print
            value = "?"
    text = " ".join(value.split())
    text = text.encode("utf-8", "replace").decode("utf-8")
    return text if len(text) <= limit else text[:limit - 1] + "…"


class SaveError(Exception):
    """A save or load that failed. ``key`` is a message key the UI translates; ``args_`` are
    short texts to fill in."""

    def __init__(self, key: str, **args: Any) -> None:
        args = {k: short(v) for k, v in args.items()}
        super().__init__(f"{key} {args}" if args else key)
        self.key = key
        self.args_ = args


def _corrupt(where: str) -> SaveError:
    return SaveError("save.corrupt", reason=where)


@attrs.frozen
class Note:
    """Something loading changed that the player should know (a key the UI translates)."""

    key: str
    args: dict = attrs.field(factory=dict, hash=False)


@attrs.frozen
class Loaded:
    session: Session
    notes: tuple[Note, ...] = ()


@attrs.frozen
class Kept:
    """What became of the autosave a new game replaces: ``path`` is where it is now (None:
    nothing worth keeping); ``damaged``: it could not be read and was set aside as it was."""

    path: Path | None = None
    damaged: bool = False


# --- writing ---------------------------------------------------------------------------------
def to_dict(session: Session) -> dict:
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "app_version": __version__,
        "game": session.game_id,
        "rules_version": session.spec.rules_version,
        "options": session.options,
        "seed": session.seed,
        "players": [_seat_dict(s) for s in session.seats],
        "actions": [{"player": p, "action": a.to_json()} for p, a in session.actions],
        "snapshot": session.state.snapshot(),
    }


def dumps(session: Session) -> str:
    return json.dumps(to_dict(session), ensure_ascii=False, indent=1)


def save(session: Session, path: str | os.PathLike) -> None:
    try:
        data = dumps(session).encode("utf-8")
    except UnicodeEncodeError:
        raise SaveError("save.write_failed", reason="invalid characters in a name") from None
    try:
        files.write_atomic(Path(path), data)
    except files.UnsafeTarget as exc:
        raise SaveError("save.unsafe_target", what=exc.what) from None
    except OSError as exc:
        raise SaveError("save.write_failed", reason=exc.strerror or type(exc).__name__) from None


def remove_stale_temp_files(*folders: Path, age: float = TEMP_AGE) -> list[Path]:
    """Remove leftovers of interrupted writes in ``folders`` (run at start)."""
    return [p for folder in folders for p in files.remove_stale_temp_files(Path(folder), age)]


# --- reading ---------------------------------------------------------------------------------
def load(path: str | os.PathLike) -> Session:
    """Read and replay a save; never writes to the file."""
    return load_with_notes(path).session


def load_with_notes(path: str | os.PathLike) -> Loaded:
    """Like load, with notes on what had to change (an unknown computer level...)."""
    notes: list[Note] = []
    session = _from_dict(parse(read(path)), notes)
    return Loaded(session, tuple(notes))


def read(path: str | os.PathLike) -> bytes:
    try:
        return files.read_limited(path, MAX_FILE_BYTES)
    except files.NotRegularFile:
        raise SaveError("save.not_a_file") from None
    except files.FileTooLarge:
        raise SaveError("save.too_large") from None
    except OSError as exc:
        raise SaveError("save.unreadable", reason=exc.strerror or type(exc).__name__) from None


# A refusal of safe_json in the technical words a message shows as its detail.
_UNSAFE = {"utf8": "not UTF-8 text", "number": "number too large", "depth": "nested too deeply",
           "text": "invalid text", "value": "unexpected value"}


def _unsafe(exc: safe_json.Unsafe) -> SaveError:
    if exc.reason == "json":
        return _corrupt(f"JSON: {exc.detail}")
    if exc.reason == "constant":
        return _corrupt(f"{exc.detail} is not a number")
    return _corrupt(_UNSAFE[exc.reason])


def parse(raw: bytes) -> Any:
    try:
        return safe_json.loads(raw)
    except safe_json.Unsafe as exc:
        raise _unsafe(exc) from None


def _check_values(data: Any) -> None:
    try:
        safe_json.check(data, MAX_DEPTH)
    except safe_json.Unsafe as exc:
        raise _unsafe(exc) from None


def from_dict(data: Any) -> Session:
    return _from_dict(data, [])


def _from_dict(data: Any, notes: list[Note]) -> Session:
    fields = _read_fields(data, notes)
    try:
        session = Session.replay(fields.game, fields.seats, fields.options, fields.seed,
                                 fields.moves())
    except IllegalAction as exc:  # a move or a chance outcome the rules refuse
        raise _corrupt(f"replay: {exc.key}") from None
    if fields.snapshot is not _ABSENT and _jsonable(session.state.snapshot()) != fields.snapshot:
        raise _corrupt("snapshot")
    return session


def _jsonable(value: Any) -> Any:
    return json.loads(json.dumps(value))


_ABSENT = object()


@attrs.frozen
class _Fields:
    """A save's fields, checked for type and range. The moves are parsed one by one as the
    replay reaches them (``moves()``), so a bad or surplus move stops it at once."""

    entry: registry.GameEntry
    game: str
    options: dict
    seed: int
    seats: list[Seat]
    humans: frozenset[int]  # seats saved as human
    actions: list[dict]  # entries of the right shape; the actions themselves still raw
    snapshot: Any  # the state to compare with after the replay (_ABSENT: not stored)

    def moves(self) -> Iterator[tuple[int, Action]]:
        types = self.entry.new_state.action_types
        for index, entry in enumerate(self.actions):
            yield entry["player"], _read_action(entry["action"], index, types)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _read_fields(data: Any, notes: list[Note]) -> _Fields:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("save.foreign")
    _check_values(data)
    version = data.get("format_version")
    if not _is_int(version):
        raise _corrupt("format_version")
    if version > FORMAT_VERSION:
        raise SaveError("save.newer", version=data.get("app_version", "?"))
    while version < FORMAT_VERSION:
        if version not in MIGRATIONS:
            raise _corrupt("format_version")
        data = MIGRATIONS[version](data)
        version += 1
    for key in ("game", "options", "seed", "players", "actions"):
        if key not in data:
            raise _corrupt(f"no {key}")
    game = data["game"]
    if not isinstance(game, str):
        raise _corrupt("game")
    try:
        entry = registry.game(game)
    except KeyError:
        raise SaveError("save.unknown_game", game=game) from None
    if entry.new_state is None:
        raise SaveError("save.unknown_game", game=game)
    rules = data.get("rules_version", 0)
    if not _is_int(rules) or rules < 0:
        raise _corrupt("rules_version")
    if rules > entry.spec.rules_version:
        raise SaveError("save.newer", version=data.get("app_version", "?"))
    if not _is_int(data["seed"]):
        raise _corrupt("seed")
    players = data["players"]
    spec = entry.spec
    if not isinstance(players, list) or not spec.min_players <= len(players) <= spec.max_players:
        raise _corrupt("players")
    seats = [_read_seat(p, i, entry, notes) for i, p in enumerate(players)]
    actions = data["actions"]
    if not isinstance(actions, list):
        raise _corrupt("actions")
    if len(actions) > MAX_ACTIONS:
        raise SaveError("save.too_large")
    for index, item in enumerate(actions):
        _check_action_entry(item, index, len(seats))
    return _Fields(
        entry=entry, game=game, options=_read_options(data["options"], entry), seed=data["seed"],
        seats=seats,
        humans=frozenset(i for i, p in enumerate(players) if p.get("kind", "human") == "human"),
        actions=actions, snapshot=data.get("snapshot", _ABSENT))


def _read_options(options: Any, entry: registry.GameEntry) -> dict:
    if not isinstance(options, dict):
        raise _corrupt("options")
    known = {o.key: o for o in entry.spec.options}
    for key, value in options.items():
        # A value of another type than the default's never comes from the dialog (True for 1).
        if key not in known or type(value) is not type(known[key].default):
            raise _corrupt(f"options: {short(key, 30)}")
    try:
        return entry.spec.check_options(dict(options))
    except IllegalAction:
        raise _corrupt("options") from None


def _seat_dict(seat: Seat) -> dict:
    """A seat as saved; a guest's empty profile is left out, so the saves of games without
    profiles stay what the previous version wrote (it refuses keys it does not know)."""
    data = attrs.asdict(seat)
    if not data["profile"]:
        del data["profile"]
    return data


def _read_seat(seat: Any, index: int, entry: registry.GameEntry, notes: list[Note]) -> Seat:
    where = f"players[{index}]"
    if (not isinstance(seat, dict) or "name" not in seat
            or set(seat) - {"name", "kind", "level", "profile"}):
        raise _corrupt(where)
    name, kind, level = seat["name"], seat.get("kind", "human"), seat.get("level", "normal")
    profile = seat.get("profile", "")  # the history's person in this seat ("": a guest)
    if (not all(isinstance(v, str) for v in (name, kind, level, profile))
            or len(name) > MAX_NAME_LENGTH or len(profile) > MAX_PROFILE_LENGTH):
        raise _corrupt(where)
    if kind not in SEAT_KINDS:
        # A later version's kind of player: a computer plays the seat, never default moves.
        notes.append(Note("save.kind_replaced", {"seat": name, "kind": short(kind)}))
        return Seat(name, "computer", "normal")
    if level not in entry.bots:
        if kind == "computer":
            notes.append(Note("save.level_replaced", {"seat": name, "level": short(level)}))
        level = "normal"  # a human's level means nothing: no note
    return Seat(name, kind, level, profile if kind == "human" else "")


def _canonical(value: Any) -> str:
    return json.dumps(value, sort_keys=True)


def _check_action_entry(entry: Any, index: int, seats: int) -> None:
    if not (isinstance(entry, dict) and set(entry) == {"player", "action"}
            and _is_int(entry["player"]) and CHANCE <= entry["player"] < seats
            and isinstance(entry["action"], dict)
            and isinstance(entry["action"].get("type"), str)):
        raise _corrupt(f"actions[{index}]")


def _read_action(raw: dict, index: int, types: tuple) -> Action:
    try:
        action = action_from_json(raw, types)
    except IllegalAction:
        raise _corrupt(f"actions[{index}]") from None
    # Written back it must read the same: no field coerced ("3" or 3.0 for 3), none unknown.
    written = _jsonable(action.to_json())
    if set(raw) - set(written) or _canonical({k: written[k] for k in raw}) != _canonical(raw):
        raise _corrupt(f"actions[{index}]")
    return action


# --- the autosave a new game replaces ---------------------------------------------------------
def english_stem(kind: str, game_id: str | None) -> str:
    """The name (before the date) of a file set aside: kind "unfinished" or "damaged". The
    UI passes its own, in the interface language (messages.kept_file_stem)."""
    if kind == "damaged":
        return "Damaged autosave"
    return f"Unfinished {registry.game(game_id).spec.title}" if game_id else "Unfinished game"


def keep_replaced_autosave(autosave: Path, folder: Path, new: Session,
                           stem: Callable[[str, str | None], str] = english_stem) -> Kept:
    """Before ``new`` takes over the autosave: move an unfinished game with human moves that
    ``new`` does not continue into ``folder`` (beside the autosave if that folder cannot
    take it), so starting or opening another game never loses it. A damaged autosave is set
    aside there too, as it was. ``stem(kind, game id or None)`` names the file ("unfinished"
    or "damaged"); the date follows. Raises SaveError("save.not_kept") when it cannot be
    kept: the caller must ask before letting the new game overwrite it."""
    folders = [folder] + ([autosave.parent] if autosave.parent != folder else [])
    if not os.path.lexists(autosave):
        return Kept()
    raw = data = None
    try:
        raw = read(autosave)
        data = parse(raw)
        fields = _read_fields(data, [])
    except SaveError as err:
        if err.key in ("save.newer", "save.unknown_game"):  # a later version's game: keep it
            return _set_aside(autosave, folders, stem("unfinished", _game_id(data)), raw,
                              False)
        return _set_aside(autosave, folders, stem("damaged", None), raw, True)
    if not any(a["player"] in fields.humans for a in fields.actions):
        return Kept()  # only computers played: nothing of the players' to lose
    if (fields.game == new.game_id and fields.seed == new.seed
            and len(fields.actions) <= len(new.actions)):
        try:  # the new game goes on from this one (Continue, or the same game reopened)
            if all(a == b for a, b in zip(fields.moves(), new.actions)):
                return Kept()
        except SaveError:
            pass  # a move this version cannot read: not the same game
    return _set_aside(autosave, folders, stem("unfinished", fields.game), raw, False)


def _game_id(data: Any) -> str | None:
    """The game of a file for its name; never a name taken from the file (it could be a
    path): a known id or None."""
    game = data.get("game") if isinstance(data, dict) else None
    return game if game in registry.GAME_IDS else None


_NOT_IN_FILE_NAMES = re.compile(r'[<>:"/\\|?*\x00-\x1f]')


def file_stem(text: str) -> str:
    """``text`` (a title, maybe translated) made a file name on every system: no path
    separators, none of the characters Windows refuses, no trailing dot or space."""
    return " ".join(_NOT_IN_FILE_NAMES.sub(" ", text).split()).rstrip(". ") or "game"


def _set_aside(src: Path, folders: list[Path], stem: str, raw: bytes | None,
               damaged: bool) -> Kept:
    stem = f"{file_stem(stem)} {time.strftime('%Y-%m-%d %H-%M-%S')}"
    error: OSError | None = None
    for folder in folders:
        try:
            folder.mkdir(parents=True, exist_ok=True)
            target = _free_name(folder, stem)
            files.move(src, target, raw)
        except OSError as exc:
            error = exc
            continue
        return Kept(target, damaged)
    if not os.path.lexists(src):
        return Kept()  # gone meanwhile: nothing left to overwrite
    raise SaveError("save.not_kept",
                    reason=(error.strerror or type(error).__name__) if error else "?")


def _free_name(folder: Path, stem: str) -> Path:
    for n in range(1, 1000):
        target = folder / (f"{stem}.json" if n == 1 else f"{stem} ({n}).json")
        if not os.path.lexists(target):
            return target
    raise OSError(errno.EEXIST, os.strerror(errno.EEXIST))
