"""PDF export of score sheets: vector output (text stays text), written off the GUI thread."""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from PySide6.QtCore import QBuffer, QCoreApplication, QIODevice, QObject, Signal
from PySide6.QtGui import QPainter, QPdfWriter

from bingolino_app import __version__
from bingolino_app.core import files
from bingolino_app.ui.printing.layout import plan_pages, render
from bingolino_app.ui.printing.sheet import SheetSet

RESOLUTION = 300  # dpi of the painter's coordinates; the output is vector all the same


class ExportError(OSError):
    """The PDF could not be written (``reason`` says why, in the system's words)."""


def render_pdf(sheet_set: SheetSet, paper: str = "a4", per_page: int = 1) -> tuple[bytes, int]:
    """The PDF's bytes and page count. Rendered in memory: QPdfWriter does not report a
    failed write to a file (a full disk gave a truncated PDF and success), Python's file
    writes do."""
    plan = plan_pages(sheet_set.aspect, per_page, paper)
    buffer = QBuffer()
    buffer.open(QIODevice.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(RESOLUTION)
    writer.setPageLayout(plan.page_layout())
    writer.setTitle(sheet_set.title)
    writer.setCreator(f"Bingolino {__version__}")
    painter = QPainter()
    if not painter.begin(writer):
        raise ExportError(0, QCoreApplication.translate("PdfExporter",
                                                        "The PDF could not be started."))
    try:
        pages = render(sheet_set, painter, writer, plan)
    finally:
        ended = painter.end()
    del writer  # writes the PDF's tail
    data = bytes(buffer.data())
    if not ended or not data:
        raise ExportError(0, QCoreApplication.translate("PdfExporter",
                                                        "The PDF could not be finished."))
    return data, pages


def write_pdf(sheet_set: SheetSet, path: str | Path, paper: str = "a4", per_page: int = 1) -> int:
    """Write ``sheet_set`` to ``path``; returns the page count. Safe to call from any thread.
    The file is written beside the target and then moved over it (core.files.write_atomic),
    so a failure (a full disk too) never leaves half a PDF behind and never damages an
    existing file; a name that is no regular file of the user's is refused."""
    path = Path(path)
    data, pages = render_pdf(sheet_set, paper, per_page)
    try:
        files.write_atomic(path, data, make_folder=False)
    except files.UnsafeTarget as exc:
        from bingolino_app.ui.common.messages import unsafe_target_text

        raise ExportError(exc.errno, unsafe_target_text(), str(path)) from exc
    except OSError as exc:
        raise ExportError(exc.errno, exc.strerror or str(exc), str(path)) from exc
    return pages


class PdfExporter(QObject):
    """Runs write_pdf in a background thread; the window stays responsive meanwhile."""

    finished = Signal(str, int)  # path, pages
    failed = Signal(str, str)  # path, reason

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="pdf-export")
        self._running: set[Future] = set()

    @property
    def busy(self) -> bool:
        return bool(self._running)

    def start(self, sheet_set: SheetSet, path: str | Path, paper: str = "a4",
              per_page: int = 1) -> Future:
        """Begin writing; ``finished`` or ``failed`` is emitted (queued to the receivers'
        threads) when done. Returns the future of the page count."""
        future = self._pool.submit(write_pdf, sheet_set, path, paper, per_page)
        self._running.add(future)
        target = str(path)

        def deliver(fut: Future) -> None:
            self._running.discard(fut)
            error = fut.exception()
            try:
                if error is None:
                    self.finished.emit(target, fut.result())
                else:
                    reason = getattr(error, "strerror", None) or str(error)
                    self.failed.emit(target, reason)
            except RuntimeError:  # the exporter was deleted (window closed)
                pass

        future.add_done_callback(deliver)
        return future

    def shutdown(self) -> None:
        """Cancel queued exports and wait for a running one (a fraction of a second): its
        thread must not emit on this object while the window is being destroyed."""
        self._pool.shutdown(wait=True, cancel_futures=True)
