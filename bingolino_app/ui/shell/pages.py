"""What the rules window and the help pages share: a page of resources/<folder>/ in the
interface language (English where none is written yet), and one window per page that a second
request raises instead of opening again."""

from __future__ import annotations

from pathlib import Path
from typing import Callable, TypeVar

import shiboken6
from PySide6.QtWidgets import QWidget

from bingolino_app import paths

W = TypeVar("W", bound=QWidget)


def page_file(folder: str, name: str, lang: str) -> Path | None:
    """resources/<folder>/<name>.<lang>.html, else its English page, else None."""
    where = paths.resources_dir() / folder
    for code in (lang, "en"):
        path = where / f"{name}.{code}.html"
        if path.is_file():
            return path
    return None


def show_once(windows: dict[str, W], key: str, parent: QWidget | None,
              make: Callable[[], W]) -> W:
    """Show and raise the window kept under ``key``, made anew when there is none, its Qt
    object is gone, or it belongs to another parent. The window removes itself from
    ``windows`` as it closes."""
    window = windows.get(key)
    if window is not None and (not shiboken6.isValid(window) or window.parent() is not parent):
        window = None
    if window is None:
        window = make()
        windows[key] = window
    window.show()
    window.raise_()
    window.activateWindow()
    return window
