"""What a start cannot keep, said once: settings that stay in memory, a data folder that
cannot be written, a data folder path too long for the history. The app plays on all the
same; every check here is defensive and never raises."""

from __future__ import annotations

import os
from typing import Any

from PySide6.QtCore import QCoreApplication

from bingolino_app import paths

LONG_PATH = 400  # bytes: a data folder shorter than this leaves room for SQLite's file names


def _writable_folder(folder) -> bool:
    try:
        folder.mkdir(parents=True, exist_ok=True)
        return os.access(folder, os.W_OK | os.X_OK)
    except (OSError, ValueError, RuntimeError):
        return False


def startup_notes(settings: Any) -> list[str]:
    notes = []
    if settings.problem == "unwritable":
        notes.append(QCoreApplication.translate(
            "Startup", "Your settings cannot be kept: their folder cannot be written. Changes "
                       "apply until Bingolino closes."))
    elif settings.problem == "unreadable":
        text = QCoreApplication.translate(
            "Startup", "The settings file could not be read, so Bingolino starts with its "
                       "default settings.")
        if settings.aside is not None:
            text += " " + QCoreApplication.translate(
                "Startup", "The old file was kept as “%1”.").replace("%1", str(settings.aside))
        notes.append(text)
    try:
        data = paths.data_dir()
    except (OSError, RuntimeError, KeyError, ValueError):
        data = None
    if data is None or not _writable_folder(data):
        notes.append(QCoreApplication.translate(
            "Startup", "Games cannot be kept: the data folder “%1” cannot be written. The "
                       "autosave, saving into it and the game history do not work until it "
                       "can.").replace("%1", str(data or "?")))
    elif len(os.fsencode(os.path.abspath(data))) > LONG_PATH:  # else the history is fine
        from bingolino_app.core import history

        try:
            history.check_path(history.default_path())
        except history.HistoryError as err:
            from bingolino_app.ui.history.store import cause_text

            notes.append(QCoreApplication.translate(
                "Startup", "The game history cannot be kept: %1").replace("%1", cause_text(err)))
    return notes
