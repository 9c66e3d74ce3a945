"""The user's settings, declared in one place with their types and defaults (Kajongg's lesson).

Stored in an INI file in paths.config_dir(). Lists and dicts are kept as JSON strings: the INI
backend turns a one-element list into a plain string, and JSON keeps ints and bools typed.
Every setter syncs at once so a second Settings (or a crash) sees the value.
"""

from __future__ import annotations

import json
import math
from typing import Any

from PySide6.QtCore import QByteArray, QSettings

from bingolino_app import paths

MAX_RECENT = 8
ANIMATION_SPEEDS = (0.0, 0.5, 1.0, 2.0)  # off, slow, normal, fast
MAX_ANIMATION_SPEED = 4.0
AFTER_TRICK = ("pause", "click")  # a finished trick stays for a pause, or until a click


def sane_animation_speed(value: float) -> float:
    """Boards and the computers' think pause divide by the speed, so a hand-edited 1e-7
    would stall the game and nan or 1e9 break every pause: 0 stays "off", other values
    fall into [slowest offered, MAX_ANIMATION_SPEED], nonsense becomes normal."""
    if not math.isfinite(value) or value < 0:
        return 1.0
    if value == 0:
        return 0.0
    return min(max(value, ANIMATION_SPEEDS[1]), MAX_ANIMATION_SPEED)


class Settings:
    def __init__(self) -> None:
        directory = paths.config_dir()
        directory.mkdir(parents=True, exist_ok=True)
        self.path = directory / "settings.ini"
        self._qs = QSettings(str(self.path), QSettings.IniFormat)

    # --- plumbing ---------------------------------------------------------------------------
    def _get(self, key: str, default: Any, kind: type) -> Any:
        value = self._qs.value(key, default)
        if value is None:
            return default
        try:
            if kind is bool:
                if isinstance(value, str):
                    return value.strip().lower() in ("1", "true", "yes", "on")
                return bool(value)
            return kind(value)
        except (TypeError, ValueError):
            return default

    def _set(self, key: str, value: Any) -> None:
        self._qs.setValue(key, value)
        self._qs.sync()

    def _get_json(self, key: str, default: Any) -> Any:
        text = self._qs.value(key, "")
        if not isinstance(text, str) or not text:
            return default
        try:
            return json.loads(text)
        except ValueError:
            return default

    def _set_json(self, key: str, value: Any) -> None:
        self._set(key, json.dumps(value, ensure_ascii=False))

    def sync(self) -> None:
        self._qs.sync()

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

    # --- files --------------------------------------------------------------------------------
    @property
    def recent_files(self) -> list[str]:
        value = self._get_json("files/recent", [])
        if not isinstance(value, list):
            return []
        return [p for p in value if isinstance(p, str) and p][:MAX_RECENT]

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

    # --- window -------------------------------------------------------------------------------
    def _get_bytes(self, key: str) -> QByteArray | None:
        value = self._qs.value(key)
        if isinstance(value, QByteArray) and not value.isEmpty():
            return value
        if isinstance(value, (bytes, bytearray)) and value:
            return QByteArray(bytes(value))
        return None

    @property
    def geometry(self) -> QByteArray | None:
        return self._get_bytes("window/geometry")

    @geometry.setter
    def geometry(self, value: QByteArray | None) -> None:
        self._set("window/geometry", QByteArray(value) if value is not None else QByteArray())

    @property
    def window_state(self) -> QByteArray | None:
        return self._get_bytes("window/state")

    @window_state.setter
    def window_state(self, value: QByteArray | None) -> None:
        self._set("window/state", QByteArray(value) if value is not None else QByteArray())


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
