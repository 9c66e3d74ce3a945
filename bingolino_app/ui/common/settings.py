"""The user's settings, declared in one place with their types and defaults (Kajongg's lesson).

Kept in ``settings.json`` in paths.config_dir() as plain JSON values (window geometry as
base64), written through the same guarded atomic write as every file of the app
(core/files.py): a link is followed only to the user's own regular file, a device, FIFO or
folder is never opened or replaced, and a failed write leaves the old file whole. Qt never
writes this file itself. Every setter writes at once (after reading the file again, so a
second window's changes are kept) so a second Settings, or a crash, sees the value.

What cannot be read or written never stops the app: an unreadable file is set aside (never
deleted) and the defaults used; a folder that cannot be made or written keeps the settings in
memory for this run. ``problem`` says what happened, for the window to tell once. The INI file
of earlier versions (``settings.ini``) is read once when there is no JSON file yet.
"""

from __future__ import annotations

import base64
import json
import math
import os
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray

from bingolino_app import paths
from bingolino_app.core import files

MAX_RECENT = 8
MAX_PATH = 4096  # a remembered file name longer than any the system takes is junk
MAX_BYTES = 1_000_000
FILE_NAME = "settings.json"
LEGACY_NAME = "settings.ini"
ANIMATION_SPEEDS = (0.0, 0.5, 1.0, 2.0)  # off, slow, normal, fast
MAX_ANIMATION_SPEED = 4.0
AFTER_TRICK = ("pause", "click")  # a finished trick stays for a pause, or until a click
THEMES = ("system", "light", "dark", "high_contrast")  # as ui/common/theme.py names them
ZOOMS = (1.0, 1.25, 1.5, 1.75, 2.0)  # the board's zoom over its fit to the window


def sane_animation_speed(value: float) -> float:
    """Boards and the computers' think pause divide by the speed, so a hand-edited 1e-7
    would stall the game and nan or 1e9 break every pause: 0 stays "off", other values
    fall into [slowest offered, MAX_ANIMATION_SPEED], nonsense becomes normal."""
    if not math.isfinite(value) or value < 0:
        return 1.0
    if value == 0:
        return 0.0
    return min(max(value, ANIMATION_SPEEDS[1]), MAX_ANIMATION_SPEED)


def sane_zoom(value: float) -> float:
    """The nearest of ZOOMS (a hand-edited 7 or nan must not blow the board up)."""
    if not math.isfinite(value):
        return 1.0
    return min(ZOOMS, key=lambda z: abs(z - value))


def _config_dir() -> Path | None:
    """The settings folder, or None when the system cannot name one (no home folder)."""
    try:
        return paths.config_dir()
    except (OSError, RuntimeError, KeyError, ValueError):
        return None


class Settings:
    def __init__(self) -> None:
        directory = _config_dir()
        self.path: Path | None = directory / FILE_NAME if directory is not None else None
        self.problem = ""  # "" or why the settings are not kept: "unreadable", "unwritable"
        self.aside: Path | None = None  # where an unreadable settings file was set aside
        self._values: dict[str, Any] = {}
        self._memory_only = self.path is None
        self.on_problem: Any = None  # called when a write first fails during the run
        if self.path is None:
            self.problem = "unwritable"
            return
        try:
            directory.mkdir(parents=True, exist_ok=True)
        except OSError:
            self._memory_only, self.problem = True, "unwritable"
        self._values = self._read(first=True)

    # --- plumbing ---------------------------------------------------------------------------
    def _read(self, first: bool = False) -> dict[str, Any]:
        """The values in the file ({} when there is none); an unreadable file is set aside
        at the first reading and the defaults used."""
        if self.path is None:
            return {}
        try:
            raw = files.read_limited(self.path, MAX_BYTES)
        except FileNotFoundError:
            return self._legacy() if first else {}
        except (OSError, ValueError, files.NotRegularFile, files.FileTooLarge):
            return self._unreadable(first)
        try:
            data = json.loads(raw.decode("utf-8"))
        except (ValueError, UnicodeDecodeError):
            return self._unreadable(first, set_aside=True)
        values = data.get("values") if isinstance(data, dict) else None
        if not isinstance(values, dict):
            return self._unreadable(first, set_aside=True)
        return values

    def _unreadable(self, first: bool, set_aside: bool = False) -> dict[str, Any]:
        if not first:
            return dict(self._values)  # keep what this run knows
        self.problem = self.problem or "unreadable"
        if set_aside and self.path is not None:  # a damaged file: kept beside, never lost
            target = self.path.with_name(f"settings-damaged-{time.strftime('%Y%m%d-%H%M%S')}"
                                         ".json")
            try:
                os.replace(self.path, target)
                self.aside = target
            except OSError:
                self._memory_only = True
        else:  # a device, FIFO, folder, or an unreadable file: never replaced
            self._memory_only = True
        return {}

    def _legacy(self) -> dict[str, Any]:
        """The INI file of earlier versions, read once (through a copy: QSettings itself would
        open a FIFO and wait for ever)."""
        legacy = self.path.with_name(LEGACY_NAME)
        try:
            raw = files.read_limited(legacy, MAX_BYTES)
        except (OSError, ValueError, files.NotRegularFile, files.FileTooLarge):
            return {}
        return _read_ini(raw)

    def _get(self, key: str, default: Any, kind: type) -> Any:
        value = self._values.get(key, default)
        if value is None:
            return default
        try:
            if kind is bool:
                if isinstance(value, str):
                    return value.strip().lower() in ("1", "true", "yes", "on")
                return bool(value)
            if kind is float:
                return float(value) if isinstance(value, (int, float, str)) else default
            if kind is str:
                return value if isinstance(value, str) else default
            return kind(value)
        except (TypeError, ValueError, OverflowError):
            return default

    def _set(self, key: str, value: Any) -> None:
        """Remember ``value`` and write the file (the other window's changes kept)."""
        if not self._memory_only:
            self._values = {**self._read(), key: value}
        else:
            self._values[key] = value
        self._write()

    def _write(self) -> None:
        if self._memory_only or self.path is None:
            return
        data = json.dumps({"format": "bingolino-settings", "version": 1,
                           "values": self._values}, ensure_ascii=False, indent=1,
                          sort_keys=True)
        try:
            files.write_atomic(self.path, data.encode("utf-8"))
        except OSError:
            self._memory_only, self.problem = True, "unwritable"
            if self.on_problem is not None:  # the window says it, once
                self.on_problem()

    def _get_json(self, key: str, default: Any) -> Any:
        return self._values.get(key, default)

    def _set_json(self, key: str, value: Any) -> None:
        self._set(key, json.loads(json.dumps(value, ensure_ascii=False)))

    def sync(self) -> None:
        """Nothing waits: every setter has written already."""

    # --- interface ----------------------------------------------------------------------------
    @property
    def language(self) -> str:
        """"" follows the system, else a code of bingolino_app.languages."""
        from bingolino_app.languages import codes

        value = self._get("ui/language", "", str)
        return value if value in ("", *codes()) else ""

    @language.setter
    def language(self, value: str) -> None:
        self._set("ui/language", value or "")

    @property
    def animation_speed(self) -> float:
        return sane_animation_speed(self._get("ui/animation_speed", 1.0, float))

    @animation_speed.setter
    def animation_speed(self, value: float) -> None:
        self._set("ui/animation_speed", sane_animation_speed(float(value)))

    @property
    def confirm_risky(self) -> bool:
        return self._get("ui/confirm_risky", True, bool)

    @confirm_risky.setter
    def confirm_risky(self, value: bool) -> None:
        self._set("ui/confirm_risky", bool(value))

    @property
    def after_trick(self) -> str:
        """How long a finished trick stays on the table: "pause" (a readable pause; a click
        continues at once) or "click" (until the player clicks)."""
        value = self._get("ui/after_trick", AFTER_TRICK[0], str)
        return value if value in AFTER_TRICK else AFTER_TRICK[0]

    @after_trick.setter
    def after_trick(self, value: str) -> None:
        self._set("ui/after_trick", value if value in AFTER_TRICK else AFTER_TRICK[0])

    @property
    def theme(self) -> str:
        """"system" follows the system's colour scheme; else "light", "dark" or
        "high_contrast" (ui/common/theme.py)."""
        value = self._get("ui/theme", THEMES[0], str)
        return value if value in THEMES else THEMES[0]

    @theme.setter
    def theme(self, value: str) -> None:
        self._set("ui/theme", value if value in THEMES else THEMES[0])

    @property
    def zoom(self) -> float:
        """The board's zoom over its fit to the window: one of ZOOMS (1 = the whole table)."""
        return sane_zoom(self._get("ui/zoom", 1.0, float))

    @zoom.setter
    def zoom(self, value: float) -> None:
        self._set("ui/zoom", sane_zoom(float(value)))

    # --- files --------------------------------------------------------------------------------
    @property
    def recent_files(self) -> list[str]:
        value = self._get_json("files/recent", [])
        if not isinstance(value, list):
            return []
        return [p for p in value
                if isinstance(p, str) and p and len(p) <= MAX_PATH and "\0" not in p][:MAX_RECENT]

    @recent_files.setter
    def recent_files(self, value: list[str]) -> None:
        unique: list[str] = []
        for path in value:
            if path and path not in unique:
                unique.append(str(path))
        self._set_json("files/recent", unique[:MAX_RECENT])

    def add_recent(self, path: str) -> None:
        path = str(path)
        self.recent_files = [path] + [p for p in self.recent_files if p != path]

    def remove_recent(self, path: str) -> None:
        self.recent_files = [p for p in self.recent_files if p != str(path)]

    # --- new-game dialog ----------------------------------------------------------------------
    def last_new_game(self, game_id: str) -> dict | None:
        value = self._get_json(f"new_game/{game_id}", None)
        return value if isinstance(value, dict) else None

    def set_last_new_game(self, game_id: str, choice: dict) -> None:
        self._set_json(f"new_game/{game_id}", choice)

    def game_value(self, game_id: str, key: str, default: Any = None) -> Any:
        """A value a game's board keeps between games (Lino: the last starting layout)."""
        return self._get_json(f"game/{game_id}/{key}", default)

    def set_game_value(self, game_id: str, key: str, value: Any) -> None:
        self._set_json(f"game/{game_id}/{key}", value)

    def network_value(self, key: str, default: Any = None) -> Any:
        """A value of play across computers (the embedded server's port, the last names)."""
        return self._get_json(f"network/{key}", default)

    def set_network_value(self, key: str, value: Any) -> None:
        self._set_json(f"network/{key}", value)

    # --- window -------------------------------------------------------------------------------
    def _get_bytes(self, key: str) -> QByteArray | None:
        value = self._values.get(key)
        if not isinstance(value, str) or not value:
            return None
        try:
            data = base64.b64decode(value.encode("ascii"), validate=True)
        except (ValueError, UnicodeEncodeError):
            return None
        return QByteArray(data) if data else None

    def _set_bytes(self, key: str, value: QByteArray | None) -> None:
        data = bytes(value) if value is not None else b""
        self._set(key, base64.b64encode(data).decode("ascii"))

    @property
    def geometry(self) -> QByteArray | None:
        return self._get_bytes("window/geometry")

    @geometry.setter
    def geometry(self, value: QByteArray | None) -> None:
        self._set_bytes("window/geometry", value)

    @property
    def window_state(self) -> QByteArray | None:
        return self._get_bytes("window/state")

    @window_state.setter
    def window_state(self, value: QByteArray | None) -> None:
        self._set_bytes("window/state", value)


_settings: Settings | None = None


def get_settings() -> Settings:
    global _settings
    if _settings is None:
        _settings = Settings()
    return _settings


def reset_settings() -> None:
    """Forget the singleton: the next get_settings() reads paths.config_dir() afresh."""
    global _settings
    if _settings is not None:
        _settings.sync()
    _settings = None


def _read_ini(raw: bytes) -> dict[str, Any]:
    """The values of an earlier version's settings.ini (QSettings' INI format), parsed by Qt
    from a private copy; {} when there is nothing usable."""
    import tempfile

    from PySide6.QtCore import QSettings

    values: dict[str, Any] = {}
    try:
        with tempfile.TemporaryDirectory(prefix="bingolino-settings-") as folder:
            copy = Path(folder) / LEGACY_NAME
            copy.write_bytes(raw)
            qs = QSettings(str(copy), QSettings.IniFormat)
            for key in qs.allKeys():
                value = qs.value(key)
                if key.startswith("window/"):
                    if isinstance(value, QByteArray) and not value.isEmpty():
                        values[key] = base64.b64encode(bytes(value)).decode("ascii")
                elif key.startswith(("files/", "new_game/", "game/")):
                    try:  # these were kept as JSON text
                        values[key] = json.loads(value) if isinstance(value, str) else None
                    except ValueError:
                        pass
                elif isinstance(value, str):
                    values[key] = value
            del qs
    except OSError:
        return {}
    return {k: v for k, v in values.items() if v is not None}
