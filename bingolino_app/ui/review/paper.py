"""The review window's move list on paper: printed through the preview, or exported as a PDF
in the background. A mixin of ``ReviewWindow``; texts are translated in the "ReviewWindow"
context."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog

from bingolino_app.ui.common import messages
from bingolino_app.ui.review import movelist


class MoveListMixin:
    def move_sheet(self):
        return movelist.sheet(self.replay, self.judgements, self.measure.key, self.seat,
                              (self.measure.inaccuracy, self.measure.mistake))

    def print_moves(self) -> None:
        from PySide6.QtPrintSupport import QPrintPreviewDialog, QPrinter

        from bingolino_app.ui.printing.dialog import SheetChoice, configure_printer, \
            default_paper, paint_on_printer

        sheet = self.move_sheet()
        choice = SheetChoice(self.game_id, True, len(self.replay.seats), 1, default_paper())
        printer = QPrinter(QPrinter.HighResolution)
        configure_printer(printer, sheet, choice)
        preview = QPrintPreviewDialog(printer, self)
        preview.paintRequested.connect(lambda p: paint_on_printer(p, sheet, choice))
        preview.exec()
        preview.deleteLater()

    def export_moves(self) -> None:
        start = Path.home() / f"{self.game_id}-moves.pdf"
        path, _ = QFileDialog.getSaveFileName(
            self, QCoreApplication.translate("ReviewWindow", "Export the move list"), str(start),
            QCoreApplication.translate("ReviewWindow", "PDF files (*.pdf)"))
        if path:
            self.export_moves_to(path if path.lower().endswith(".pdf") else path + ".pdf")

    def export_moves_to(self, path: str):
        """Write the move list in the background (the score sheets' PDF writer)."""
        from bingolino_app.ui.printing.dialog import default_paper
        from bingolino_app.ui.printing.pdf import PdfExporter

        if self.exporter is None:
            self.exporter = PdfExporter(self)
            self.exporter.finished.connect(self._exported)
            self.exporter.failed.connect(self._export_failed)
        self.statusBar().showMessage(
            QCoreApplication.translate("ReviewWindow", "Exporting the move list…"))
        return self.exporter.start(self.move_sheet(), path, default_paper(), 1)

    def _exported(self, path: str, pages: int) -> None:
        self.statusBar().showMessage(messages.fill(QCoreApplication.translate(
            "ReviewWindow", "The move list was saved to %1."), path), 10_000)

    def _export_failed(self, path: str, reason: str) -> None:
        from bingolino_app.ui.common.text import plain_warning

        failed = QCoreApplication.translate("ReviewWindow", "Export failed")
        self.statusBar().showMessage(failed, 10_000)
        plain_warning(self, failed, messages.fill(QCoreApplication.translate(
            "ReviewWindow", "The move list could not be written to %1:\n%2"), path, reason))
