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

    override = os.environ.get("BINGOLINO_DATA_DIR")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_data_dir("bingolino"))


def config_dir() -> Path:
    """Settings (an INI file). BINGOLINO_CONFIG_DIR overrides it."""
    import os

    override = os.environ.get("BINGOLINO_CONFIG_DIR")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_config_dir("bingolino"))


def saves_dir() -> Path:
    return data_dir() / "saves"


_instance_slot = 1


def use_instance_slot(slot: int) -> None:
    """Which window of the data folder this process is: 1, the folder's main instance, keeps
    autosave.json; a second window the user asked for (``--another-window``) keeps its own
    autosave-<slot>.json and never writes, moves or continues the first one's."""
    global _instance_slot
    _instance_slot = max(1, int(slot))


def instance_slot() -> int:
    return _instance_slot


def autosave_path() -> Path:
    name = "autosave.json" if _instance_slot == 1 else f"autosave-{_instance_slot}.json"
    return data_dir() / name
