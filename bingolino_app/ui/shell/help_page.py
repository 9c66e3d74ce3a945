"""Help pages beside the rules: resources/help/<page>.<lang>.html in a small window of its own
(Help → Keyboard and screen reader), in the interface language, English where none is
written yet. Like the rules window it never blocks the game."""

from __future__ import annotations

from pathlib import Path

import shiboken6
from PySide6.QtCore import QEvent, QUrl
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from bingolino_app import paths
from bingolino_app.ui.common import i18n
from bingolino_app.ui.common.screen_fit import fitted_size

PAGES = ("keyboard",)
_open: dict[str, "HelpDialog"] = {}


def help_file(page: str, lang: str) -> Path | None:
    """The page in ``lang``, else in English, else None."""
    folder = paths.resources_dir() / "help"
    for code in (lang, "en"):
        path = folder / f"{page}.{code}.html"
        if path.is_file():
            return path
    return None


class HelpDialog(QDialog):
    def __init__(self, page: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.page = page
        self.setModal(False)
        self.resize(*fitted_size(self, 640, 640))
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        self.retranslate()

    def title(self) -> str:
        return self.tr("Keyboard and screen reader")

    def retranslate(self) -> None:
        self.setWindowTitle(self.title())
        self.browser.setAccessibleName(self.title())
        path = help_file(self.page, i18n.current_language())
        if path is None:
            self.browser.setPlainText(self.tr("This page is not written yet."))
        else:
            self.browser.setSource(QUrl.fromLocalFile(str(path)))

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def closeEvent(self, event) -> None:  # noqa: N802
        if _open.get(self.page) is self:
            del _open[self.page]
        super().closeEvent(event)


def show_help_page(parent: QWidget | None, page: str) -> HelpDialog:
    """Show (or raise) the help window of ``page``."""
    dialog = _open.get(page)
    if dialog is not None and (not shiboken6.isValid(dialog) or dialog.parent() is not parent):
        dialog = None
    if dialog is None:
        dialog = HelpDialog(page, parent)
        _open[page] = dialog
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    return dialog
