"""The versioned JSON save format: write atomically, refuse what we cannot trust.

A save holds the seed and the action list; loading replays them and checks the result against
the stored snapshot. Files of a newer format are refused, older formats are migrated, a corrupt
or foreign file is reported and never touched.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

import attrs

from bingolino_app import __version__
from bingolino_app.core import registry
from bingolino_app.core.game import Action, IllegalAction, action_from_json
from bingolino_app.core.session import Seat, Session

FORMAT = "bingolino-save"
FORMAT_VERSION = 1

# Migrations from format version N to N + 1, applied in order on load.
MIGRATIONS: dict[int, Callable[[dict], dict]] = {}


class SaveError(Exception):
    """A save or load that failed. ``key`` is a message key the UI translates."""

    def __init__(self, key: str, **args: Any) -> None:
        super().__init__(f"{key} {args}" if args else key)
        self.key = key
        self.args_ = args


def to_dict(session: Session) -> dict:
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "app_version": __version__,
        "game": session.game_id,
        "rules_version": session.spec.rules_version,
        "options": session.options,
        "seed": session.seed,
        "players": [attrs.asdict(s) for s in session.seats],
        "actions": [{"player": p, "action": a.to_json()} for p, a in session.actions],
        "snapshot": session.state.snapshot(),
    }


def from_dict(data: Any) -> Session:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("save.foreign")
    version = data.get("format_version")
    if not isinstance(version, int):
        raise SaveError("save.corrupt", reason="format_version")
    if version > FORMAT_VERSION:
        raise SaveError("save.newer", version=str(data.get("app_version", "?")))
    while version < FORMAT_VERSION:
        if version not in MIGRATIONS:
            raise SaveError("save.corrupt", reason="format_version")
        data = MIGRATIONS[version](data)
        version += 1
    try:
        entry = registry.game(data["game"])
    except (KeyError, TypeError):
        raise SaveError("save.unknown_game", game=str(data.get("game"))) from None
    if entry.new_state is None:
        raise SaveError("save.unknown_game", game=str(data.get("game")))
    if not isinstance(data.get("rules_version", 0), int):
        raise SaveError("save.corrupt", reason="rules_version")
    if data.get("rules_version", 0) > entry.spec.rules_version:
        raise SaveError("save.newer", version=str(data.get("app_version", "?")))
    try:
        seats = [Seat(**p) for p in data["players"]]
        actions: list[tuple[int, Action]] = [
            (int(a["player"]), action_from_json(a["action"], entry.new_state.action_types))
            for a in data["actions"]
        ]
        session = Session.replay(data["game"], seats, data["options"], data["seed"], actions)
    except (KeyError, TypeError, ValueError, IllegalAction) as exc:
        raise SaveError("save.corrupt", reason=str(exc)) from None
    if "snapshot" in data and _jsonable(session.state.snapshot()) != data["snapshot"]:
        raise SaveError("save.corrupt", reason="snapshot")
    return session


def _jsonable(value: Any) -> Any:
    return json.loads(json.dumps(value))


def dumps(session: Session) -> str:
    return json.dumps(to_dict(session), ensure_ascii=False, indent=1)


def save(session: Session, path: str | os.PathLike) -> None:
    write_atomic(Path(path), dumps(session))


def load(path: str | os.PathLike) -> Session:
    """Read and replay a save; never writes to the file."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise SaveError("save.corrupt", reason="encoding") from None
    except OSError as exc:
        raise SaveError("save.unreadable", reason=exc.strerror or str(exc)) from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError("save.corrupt", reason=str(exc)) from None
    return from_dict(data)


def keep_replaced_autosave(autosave: Path, folder: Path, new: Session) -> Path | None:
    """Before ``new`` takes over the autosave: move an unfinished game with human moves that
    ``new`` does not continue into ``folder``, so starting or opening another game never loses
    it. Returns where it went (None: nothing worth keeping, or it could not be moved)."""
    try:
        data = json.loads(autosave.read_text(encoding="utf-8"))
        humans = {i for i, p in enumerate(data["players"]) if p.get("kind") == "human"}
        actions = data["actions"]
        human_moves = any(a["player"] in humans for a in actions)
        ours = [{"player": p, "action": a.to_json()} for p, a in new.actions]
        continued = (data["game"] == new.game_id and data["seed"] == new.seed
                     and _jsonable(ours[:len(actions)]) == actions)
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None  # no autosave, or one nobody could continue anyway
    if continued or not human_moves:
        return None
    try:
        title = registry.game(data["game"]).spec.title
    except (KeyError, TypeError):  # a game this build lacks, or junk
        title = str(data["game"])
    stem = f"Unfinished {title} {time.strftime('%Y-%m-%d %H-%M-%S')}"
    target = folder / f"{stem}.json"
    for n in range(2, 100):
        if not target.exists():
            break
        target = folder / f"{stem} ({n}).json"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        os.replace(autosave, target)
    except OSError:
        return None
    return target


def write_atomic(path: Path, text: str) -> None:
    """Write to a temporary file beside ``path``, then replace it: the old file survives any
    failure (full disk, no permission)."""
    tmp = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
        tmp = None
    except OSError as exc:
        raise SaveError("save.write_failed", reason=exc.strerror or str(exc)) from None
    finally:
        if tmp is not None:
            try:
                os.unlink(tmp)
            except OSError:
                pass
