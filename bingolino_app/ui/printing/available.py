"""Which games have a score sheet, found without importing a sheet (or its board): the menus
ask at start."""

from __future__ import annotations

from pathlib import Path


def has_sheet(game_id: str) -> bool:
    """Whether the game has a sheet module, without importing it (and its board): menus ask
    this at startup. The boards package lies beside this one."""
    return (Path(__file__).resolve().parents[1] / "boards" / game_id / "sheet.py").is_file()


def sheet_games() -> list[str]:
    """Playable games that have a score sheet (the menus ask at start: no sheet is imported)."""
    from bingolino_app.core import registry

    return [e.spec.id for e in registry.playable_games() if has_sheet(e.spec.id)]
