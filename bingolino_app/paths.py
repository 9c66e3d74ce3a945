"""Where shipped files are: inside the installed package, or at the top of a source checkout."""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent
_CHECKOUT = _PACKAGE.parent


def _first_existing(name: str) -> Path:
    installed = _PACKAGE / name
    return installed if installed.is_dir() else _CHECKOUT / name


def resources_dir() -> Path:
    return _first_existing("resources")


def i18n_dir() -> Path:
    return _first_existing("i18n")


def data_dir() -> Path:
    """Saves and the autosave. BINGOLINO_DATA_DIR overrides it (tests, portable use)."""
    import os

    import platformdirs

    override = os.environ.get("BINGOLINO_DATA_DIR")
    return Path(override) if override else Path(platformdirs.user_data_dir("bingolino"))


def config_dir() -> Path:
    """Settings (an INI file). BINGOLINO_CONFIG_DIR overrides it."""
    import os

    import platformdirs

    override = os.environ.get("BINGOLINO_CONFIG_DIR")
    return Path(override) if override else Path(platformdirs.user_config_dir("bingolino"))


def saves_dir() -> Path:
    return data_dir() / "saves"


def autosave_path() -> Path:
    return data_dir() / "autosave.json"
