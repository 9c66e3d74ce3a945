"""The in-app rules: a non-modal window showing resources/rules/<game>.<lang>.html."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QUrl
from PySide6.QtWidgets import (
    QComboBox, QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QTextBrowser, QVBoxLayout,
    QWidget,
)

from bingolino_app import paths
from bingolino_app.core.registry import GAME_IDS
from bingolino_app.ui.common import i18n, messages
from bingolino_app.ui.common.screen_fit import fitted_size
from bingolino_app.ui.shell.pages import page_file, show_once

_open: dict[str, "RulesDialog"] = {}


def rules_file(game_id: str, lang: str) -> Path | None:
    """The rules page in ``lang``, else in English, else None."""
    return page_file("rules", game_id, lang)


class RulesDialog(QDialog):
    """One game's rules; ``choose``: with a list of the games above them (opened where no
    game is on the table, so no game is "this game")."""

    def __init__(self, game_id: str, parent: QWidget | None = None,
                 choose: bool = False) -> None:
        super().__init__(parent)
        self.game_id = game_id
        self.setModal(False)
        self.resize(*fitted_size(self, 700, 720))  # a 600-pixel picture and the scroll bar
        layout = QVBoxLayout(self)
        self.chooser: QComboBox | None = None
        if choose:
            self.chooser = QComboBox()
            for gid in GAME_IDS:
                self.chooser.addItem("", gid)
            self.chooser.setCurrentIndex(max(0, self.chooser.findData(game_id)))
            self.chooser.currentIndexChanged.connect(self._chosen)
            self.chooser_label = QLabel()
            self.chooser_label.setBuddy(self.chooser)
            row = QHBoxLayout()
            row.addWidget(self.chooser_label)
            row.addWidget(self.chooser, 1)
            layout.addLayout(row)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        self.browser.setSearchPaths([str(paths.resources_dir() / "rules")])
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        self.retranslate()

    def _chosen(self) -> None:
        self.game_id = self.chooser.currentData()
        self.retranslate()

    def retranslate(self) -> None:
        if self.chooser is not None:
            self.chooser_label.setText(self.tr("&Game:"))
            for i in range(self.chooser.count()):
                self.chooser.setItemText(i, messages.game_title(self.chooser.itemData(i)))
        self.setWindowTitle(self.tr("Rules of %1").replace("%1", messages.game_title(self.game_id)))
        self.browser.setAccessibleName(self.windowTitle())  # a screen reader's name for it
        path = rules_file(self.game_id, i18n.current_language())
        if path is None:
            self.browser.setPlainText(self.tr("The rules of this game are not written yet."))
        else:
            self.browser.setSource(QUrl.fromLocalFile(str(path)))

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def key(self) -> str:
        """Its place among the open rules windows: its game, or "" with the list of games."""
        return "" if self.chooser is not None else self.game_id

    def closeEvent(self, event) -> None:  # noqa: N802
        if _open.get(self.key()) is self:
            del _open[self.key()]
        super().closeEvent(event)


def show_rules(parent: QWidget | None, game_id: str | None) -> RulesDialog:
    """Show (or raise) the rules window of ``game_id``; it does not block the game. None
    (no game on the table): a rules window with the list of the games, the first chosen."""
    return show_once(_open, game_id or "", parent,
                     lambda: RulesDialog(game_id or GAME_IDS[0], parent, choose=game_id is None))
