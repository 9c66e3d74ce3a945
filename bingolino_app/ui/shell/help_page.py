"""Help pages beside the rules: resources/help/<page>.<lang>.html in a small window of its own
(Help → Keyboard and screen reader), in the interface language, English where none is
written yet. Like the rules window it never blocks the game."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QUrl
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from bingolino_app.ui.common import i18n
from bingolino_app.ui.common.screen_fit import fitted_size
from bingolino_app.ui.shell.pages import page_file, show_once

PAGES = ("keyboard",)
_open: dict[str, "HelpDialog"] = {}


def help_file(page: str, lang: str) -> Path | None:
    """The page in ``lang``, else in English, else None."""
    return page_file("help", page, lang)


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
    return show_once(_open, page, parent, lambda: HelpDialog(page, parent))
