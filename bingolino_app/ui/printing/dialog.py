"""Game → Print score sheet… / Export score sheet as PDF…: the choices, the preview, the export.

SheetDialog asks which game, blank or filled sheets, how many players, cards per page and the
paper. SheetPrinter (one per main window) runs the print preview or the background export and
reports the outcome.
"""

from __future__ import annotations

from pathlib import Path

import attrs
from PySide6.QtCore import QEvent, QLocale, QObject, Signal
from PySide6.QtPrintSupport import QPrintPreviewDialog, QPrinter
from PySide6.QtWidgets import (
    QButtonGroup, QComboBox, QDialog, QDialogButtonBox, QFileDialog, QFormLayout, QLabel,
    QProgressBar, QRadioButton, QSpinBox, QVBoxLayout, QWidget,
)

from bingolino_app.core import registry
from bingolino_app.ui.common import messages
from bingolino_app.ui.printing.layout import PER_PAGE, plan_pages, render
from bingolino_app.ui.printing.pdf import PdfExporter
from bingolino_app.ui.printing.available import sheet_games
from bingolino_app.ui.printing.sheet import SheetSet, make_sheet
from bingolino_app.ui.common.text import plain_warning

PAPER_CODES = ("a4", "letter")


def default_paper() -> str:
    """Letter in the countries that use it, else A4."""
    letter = {QLocale.UnitedStates, QLocale.Canada, QLocale.Mexico, QLocale.Chile,
              QLocale.Colombia, QLocale.Venezuela, QLocale.Philippines}
    return "letter" if QLocale.system().territory() in letter else "a4"


@attrs.define
class SheetChoice:
    game_id: str
    filled: bool
    players: int
    per_page: int
    paper: str


class SheetDialog(QDialog):
    def __init__(self, parent: QWidget | None, export: bool, game_id: str | None,
                 session=None) -> None:
        super().__init__(parent)
        self.export = export
        self.session = session
        self.games = sheet_games()
        layout = QVBoxLayout(self)
        form = QFormLayout()
        layout.addLayout(form)
        self.game_label, self.game = QLabel(), QComboBox()
        for gid in self.games:
            self.game.addItem("", gid)
        start = game_id if game_id in self.games else (self.games[0] if self.games else None)
        self.game.setCurrentIndex(max(0, self.game.findData(start)))
        self.game_label.setBuddy(self.game)
        form.addRow(self.game_label, self.game)

        self.content_label = QLabel()
        self.blank = QRadioButton()
        self.filled = QRadioButton()
        self.content = QButtonGroup(self)
        self.content.addButton(self.blank)
        self.content.addButton(self.filled)
        box = QVBoxLayout()
        box.addWidget(self.blank)
        box.addWidget(self.filled)
        form.addRow(self.content_label, box)

        self.players_label, self.players = QLabel(), QSpinBox()
        self.players_label.setBuddy(self.players)
        form.addRow(self.players_label, self.players)
        self.per_page_label, self.per_page = QLabel(), QComboBox()
        for n in PER_PAGE:
            self.per_page.addItem("", n)
        self.per_page_label.setBuddy(self.per_page)
        form.addRow(self.per_page_label, self.per_page)
        self.paper_label, self.paper = QLabel(), QComboBox()
        for code in PAPER_CODES:
            self.paper.addItem("", code)
        self.paper.setCurrentIndex(self.paper.findData(default_paper()))
        self.paper_label.setBuddy(self.paper)
        form.addRow(self.paper_label, self.paper)

        self.buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        self.game.currentIndexChanged.connect(self._game_changed)
        self.content.buttonToggled.connect(lambda *_: self._update())
        self._game_changed()
        if self._can_fill():
            self.filled.setChecked(True)
        else:
            self.blank.setChecked(True)
        self.retranslate()

    # --- state --------------------------------------------------------------------------------
    def game_id(self) -> str | None:
        return self.game.currentData()

    def _can_fill(self) -> bool:
        return self.session is not None and self.session.game_id == self.game_id()

    def _game_changed(self) -> None:
        gid = self.game_id()
        if gid is None:
            return
        spec = registry.game(gid).spec
        self.players.setRange(max(1, spec.min_players), spec.max_players)
        if self.session is not None and self.session.game_id == gid:
            self.players.setValue(len(self.session.seats))
        else:
            self.players.setValue(min(max(2, spec.min_players), spec.max_players))
        if not self._can_fill():
            self.blank.setChecked(True)
        self._update()

    def _update(self) -> None:
        self.filled.setEnabled(self._can_fill())
        self.players.setEnabled(not self.filled.isChecked())
        self.buttons.button(QDialogButtonBox.Ok).setEnabled(self.game_id() is not None)

    def choice(self) -> SheetChoice:
        filled = self.filled.isChecked() and self._can_fill()
        players = len(self.session.seats) if filled else self.players.value()
        return SheetChoice(self.game_id(), filled, players, self.per_page.currentData(),
                           self.paper.currentData())

    # --- language -----------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Export score sheets as PDF") if self.export
                            else self.tr("Print score sheets"))
        self.game_label.setText(self.tr("Game:"))
        for i, gid in enumerate(self.games):
            self.game.setItemText(i, messages.game_title(gid))
        self.content_label.setText(self.tr("Sheets:"))
        self.blank.setText(self.tr("Blank sheets"))
        self.filled.setText(self.tr("The sheets of this game"))
        self.players_label.setText(self.tr("Players:"))
        self.per_page_label.setText(self.tr("Per page:"))
        for i, n in enumerate(PER_PAGE):
            self.per_page.setItemText(i, self.tr("%n card(s)", "", n))
        self.paper_label.setText(self.tr("Paper:"))
        self.paper.setItemText(0, self.tr("A4"))
        self.paper.setItemText(1, self.tr("Letter"))
        ok = self.buttons.button(QDialogButtonBox.Ok)
        ok.setText(self.tr("Export…") if self.export else self.tr("Preview…"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    @classmethod
    def ask(cls, parent: QWidget | None, export: bool, game_id: str | None,
            session=None) -> SheetChoice | None:
        dialog = cls(parent, export, game_id, session)
        try:
            return dialog.choice() if dialog.exec() == QDialog.Accepted else None
        finally:
            dialog.deleteLater()


def sheet_for(choice: SheetChoice, session) -> SheetSet:
    """The sheets to print. Blank ones fill every place on the page (4 per page printed one
    pad and three empty quarters); a game's own sheets take the fewest places per page that
    hold them all (``choice.per_page`` lowered: one card is not printed in a quarter)."""
    sheet = make_sheet(choice.game_id, session if choice.filled else None, choice.players)
    if choice.filled:
        choice.per_page = fewest_per_page(sheet.cards, choice.per_page)
        return sheet
    return whole_pages(sheet, choice.per_page)


def fewest_per_page(cards: int, per_page: int) -> int:
    """The smallest of PER_PAGE (up to ``per_page``) that still puts ``cards`` on as few pages
    as ``per_page`` would."""
    pages = -(-cards // per_page)
    return min(n for n in PER_PAGE if n <= per_page and -(-cards // n) == pages)


def whole_pages(sheet: SheetSet, per_page: int) -> SheetSet:
    """Blank cards repeated to fill their last page (every card blank and alike in kind:
    card ``i`` is card ``i % cards``)."""
    cards = -(-sheet.cards // per_page) * per_page
    if cards == sheet.cards:
        return sheet
    paint, count = sheet.paint_card, sheet.cards
    return attrs.evolve(sheet, cards=cards,
                        paint_card=lambda painter, rect, i: paint(painter, rect, i % count))


def configure_printer(printer: QPrinter, sheet_set: SheetSet, choice: SheetChoice) -> None:
    printer.setPageLayout(plan_pages(sheet_set.aspect, choice.per_page, choice.paper)
                          .page_layout())
    printer.setDocName(sheet_set.title)


def paint_on_printer(printer: QPrinter, sheet_set: SheetSet, choice: SheetChoice) -> int:
    """The printer's (and the preview's) painting: the same render as the PDF."""
    from PySide6.QtGui import QPainter

    plan = plan_pages(sheet_set.aspect, choice.per_page, choice.paper)
    painter = QPainter()
    if not painter.begin(printer):
        return 0
    try:
        return render(sheet_set, painter, printer, plan)
    finally:
        painter.end()


class SheetPrinter(QObject):
    """The main window's printing: asks, previews, prints, exports, and tells the outcome."""

    message = Signal(str)  # a note for the status bar

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self.exporter = PdfExporter(self)
        self.exporter.finished.connect(self._exported)
        self.exporter.failed.connect(self._export_failed)
        self.busy_bar = QProgressBar()
        self.busy_bar.setRange(0, 0)  # no known end: a busy indicator
        self.busy_bar.setMaximumWidth(120)
        self.busy_bar.hide()
        self.preview: QPrintPreviewDialog | None = None

    def print_sheets(self, game_id: str | None, session=None) -> None:
        choice = SheetDialog.ask(self.window, False, game_id, session)
        if choice is None:
            return
        sheet_set = sheet_for(choice, session)
        printer = QPrinter(QPrinter.HighResolution)
        configure_printer(printer, sheet_set, choice)
        preview = QPrintPreviewDialog(printer, self.window)
        preview.paintRequested.connect(lambda p: paint_on_printer(p, sheet_set, choice))
        self.preview = preview
        preview.exec()
        self.preview = None
        preview.deleteLater()

    def export_pdf(self, game_id: str | None, session=None) -> None:
        choice = SheetDialog.ask(self.window, True, game_id, session)
        if choice is None:
            return
        sheet_set = sheet_for(choice, session)
        start = Path.home() / f"{messages.sheets_file_stem(choice.game_id)}.pdf"
        path, _ = QFileDialog.getSaveFileName(self.window, self.tr("Export score sheets"),
                                              str(start), self.tr("PDF files (*.pdf)"))
        if not path:
            return
        if not path.lower().endswith(".pdf"):
            path += ".pdf"
        self.start_export(sheet_set, path, choice)

    def start_export(self, sheet_set: SheetSet, path: str, choice: SheetChoice):
        """Write in the background; returns the future (the window stays responsive)."""
        self.busy_bar.show()
        self.message.emit(self.tr("Exporting the score sheets…"))
        return self.exporter.start(sheet_set, path, choice.paper, choice.per_page)

    def _exported(self, path: str, pages: int) -> None:
        self.busy_bar.setVisible(self.exporter.busy)
        self.message.emit(self.tr("Score sheets saved to %1.").replace("%1", path))

    def _export_failed(self, path: str, reason: str) -> None:
        self.busy_bar.setVisible(self.exporter.busy)
        self.message.emit(self.tr("Export failed"))  # not "Exporting…" left standing
        # The path is the user's: plain text, filled in one pass.
        plain_warning(self.window, self.tr("Export failed"), messages.fill(
            self.tr("The score sheets could not be written to %1:\n%2"), path, reason))

    def shutdown(self) -> None:
        self.exporter.shutdown()
