"""The About box."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, qVersion
from PySide6.QtWidgets import QMessageBox, QWidget

from bingolino_app import __version__
from bingolino_app.core import registry
from bingolino_app.ui.common import messages


def about_text() -> str:
    games = ", ".join(messages.game_title(e.spec.id) for e in registry.all_games())
    title = QCoreApplication.translate("About", "Bingolino")
    parts = [
        f"<h2>{title} {__version__}</h2>",
        "<p>" + QCoreApplication.translate(
            "About", "Tabletop games to play at home, alone, with friends or against the "
            "computer.") + "</p>",
        "<p>" + QCoreApplication.translate("About", "Games: %1.").replace("%1", games) + "</p>",
        "<p>" + QCoreApplication.translate("About", "Made with Qt %1 and Python.")
        .replace("%1", qVersion()) + "</p>",
    ]
    return "".join(parts)


def show_about(parent: QWidget | None) -> None:
    QMessageBox.about(parent, QCoreApplication.translate("About", "About Bingolino"), about_text())
