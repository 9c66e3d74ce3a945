"""The in-app rules: a non-modal window showing resources/rules/<game>.<lang>.html."""

from __future__ import annotations

from pathlib import Path

import shiboken6
from PySide6.QtCore import QEvent, QUrl
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from bingolino_app import paths
from bingolino_app.ui import i18n, messages
from bingolino_app.ui.screen_fit import fitted_size

_open: dict[str, "RulesDialog"] = {}


def rules_file(game_id: str, lang: str) -> Path | None:
    """The rules page in ``lang``, else in English, else None."""
    folder = paths.resources_dir() / "rules"
    for code in (lang, "en"):
        path = folder / f"{game_id}.{code}.html"
        if path.is_file():
            return path
    return None


class RulesDialog(QDialog):
    def __init__(self, game_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_id = game_id
        self.setModal(False)
        self.resize(*fitted_size(self, 700, 720))  # a 600-pixel picture and the scroll bar
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        self.browser.setSearchPaths([str(paths.resources_dir() / "rules")])
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rules of %1").replace("%1", messages.game_title(self.game_id)))
        path = rules_file(self.game_id, i18n.current_language())
        if path is None:
            self.browser.setPlainText(self.tr("The rules of this game are not written yet."))
        else:
            self.browser.setSource(QUrl.fromLocalFile(str(path)))

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def closeEvent(self, event) -> None:  # noqa: N802
        if _open.get(self.game_id) is self:
            del _open[self.game_id]
        super().closeEvent(event)


def show_rules(parent: QWidget | None, game_id: str) -> RulesDialog:
    """Show (or raise) the rules window of ``game_id``; it does not block the game."""
    dialog = _open.get(game_id)
    if dialog is not None and (not shiboken6.isValid(dialog) or dialog.parent() is not parent):
        dialog = None  # its window was destroyed, or it belongs to another one
    if dialog is None:
        dialog = RulesDialog(game_id, parent)
        _open[game_id] = dialog
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    return dialog
