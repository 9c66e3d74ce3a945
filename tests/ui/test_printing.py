"""Score sheets: page layout, the PDF read back (pages, paper, text), the printer path, the
background export and the dialog."""

from __future__ import annotations

import re
import threading

import pypdf
import pytest
from PySide6.QtPrintSupport import QPrinter

from bingolino_app.core.bots import bot_seed, choose_move
from bingolino_app.core.session import Seat, Session
from bingolino_app.ui.common import settings as settings_module
from bingolino_app.ui.boards.bingolino.sheet import make_sheet
from bingolino_app.ui.common.i18n import install_language
from bingolino_app.ui.printing.dialog import (
    SheetChoice, SheetDialog, configure_printer, paint_on_printer,
)
from bingolino_app.ui.printing.layout import plan_pages
from bingolino_app.ui.printing.pdf import PdfExporter, write_pdf
from bingolino_app.ui.printing.available import has_sheet
from bingolino_app.ui.printing.sheet import SheetSet

A4, LETTER = (595, 842), (612, 792)


def page_sizes(path) -> list[tuple[float, float]]:
    return [(float(p.mediabox.width), float(p.mediabox.height))
            for p in pypdf.PdfReader(str(path)).pages]


def text_of(path) -> str:
    return "\n".join(p.extract_text() for p in pypdf.PdfReader(str(path)).pages)


def played(seed=5, moves=12) -> Session:
    """A Bingolino game a few turns in, its grids arranged."""
    seats = [Seat("Ann"), Seat("Bob", "computer", "greedy"), Seat("Cy", "computer", "greedy")]
    session = Session("bingolino", seats, {}, seed)
    for _ in range(moves):
        for p in session.pending_players():
            obs, legal = session.state.observation(p), session.state.legal_actions(p)
            session.apply(p, choose_move("bingolino", "greedy", obs, legal,
                                         bot_seed(seed, len(session.history), p)))
    return session


@pytest.fixture
def english(qapp):
    install_language(qapp, "en")
    yield
    install_language(qapp, "en")


def test_cards_are_laid_out_as_large_as_their_aspect_allows():
    # A portrait card: two side by side on a landscape page, four on a portrait page.
    assert plan_pages(0.75, 1, "a4").landscape is False
    two = plan_pages(0.75, 2, "a4")
    assert (two.landscape, two.columns, two.rows) == (True, 2, 1)
    four = plan_pages(0.75, 4, "letter")
    assert (four.landscape, four.columns, four.rows) == (False, 2, 2)
    # A wide card: one above the other on a portrait page.
    wide = plan_pages(1.6, 2, "a4")
    assert (wide.landscape, wide.columns, wide.rows) == (False, 1, 2)
    with pytest.raises(ValueError):
        plan_pages(0.75, 3, "a4")


@pytest.mark.parametrize("paper, size", [("a4", A4), ("letter", LETTER)])
def test_blank_sheets_for_four_players_two_per_page(tmp_path, english, paper, size):
    path = tmp_path / "blank.pdf"
    sheet = make_sheet(None, 4)
    assert write_pdf(sheet, path, paper, 2) == 2
    sizes = page_sizes(path)
    assert len(sizes) == 2
    landscape = plan_pages(sheet.aspect, 2, paper).landscape
    expected = (size[1], size[0]) if landscape else size
    for w, h in sizes:
        assert abs(w - expected[0]) <= 1 and abs(h - expected[1]) <= 1
    text = text_of(path)
    assert text.count("Bingolino") == 4 and text.count("Player:") == 4  # text stays text
    assert "Turns:" in text
    assert pypdf.PdfReader(str(path)).metadata.title == "Bingolino score sheet"
    assert not list(tmp_path.glob(".*.part"))


def test_sheets_in_russian(tmp_path, qapp):
    install_language(qapp, "ru")
    try:
        sheet = make_sheet(None, 2)
        write_pdf(sheet, tmp_path / "ru.pdf", "a4", 4)
    finally:
        install_language(qapp, "en")
    text = text_of(tmp_path / "ru.pdf")
    assert "Бинголино" in text and "Игрок:" in text and "Ходы:" in text
    assert "Player" not in text
    assert len(page_sizes(tmp_path / "ru.pdf")) == 1


def test_filled_sheets_show_each_grid_as_arranged(tmp_path, english):
    session = played()
    obs = session.state.observation(None)
    assert all(grid is not None for grid in obs.grids)
    path = tmp_path / "filled.pdf"
    assert write_pdf(make_sheet(session, 3), path, "a4", 1) == 3
    pages = [p.extract_text() for p in pypdf.PdfReader(str(path)).pages]
    for player, text in enumerate(pages):
        assert session.seats[player].name in text
        numbers = re.findall(r"\d+", text.split(session.seats[player].name, 1)[1])
        grid = [str(n) for n in obs.grids[player]]
        assert any(numbers[i:i + 16] == grid for i in range(len(numbers))), (numbers, grid)
        assert f"Turns: {obs.turn}" in " ".join(text.split())


def test_the_printer_uses_the_same_painting(tmp_path, english):
    sheet = make_sheet(None, 3)
    choice = SheetChoice("bingolino", False, 3, 2, "letter")
    printer = QPrinter(QPrinter.HighResolution)
    printer.setOutputFormat(QPrinter.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    configure_printer(printer, sheet, choice)
    assert paint_on_printer(printer, sheet, choice) == 2
    sizes = page_sizes(tmp_path / "printed.pdf")
    assert len(sizes) == 2 and sorted(sizes[0]) == pytest.approx(sorted(LETTER), abs=1)
    assert text_of(tmp_path / "printed.pdf").count("Player:") == 3


def test_export_paints_in_a_worker_thread_and_reports_back(qtbot, tmp_path, english):
    sheet = make_sheet(None, 2)
    threads = []

    def paint(painter, rect, index):
        threads.append(threading.get_ident())
        sheet.paint_card(painter, rect, index)

    recorded = SheetSet(sheet.title, sheet.cards, sheet.aspect, paint)
    exporter = PdfExporter()
    with qtbot.waitSignal(exporter.finished, timeout=20000) as blocker:
        future = exporter.start(recorded, tmp_path / "out.pdf", "a4", 1)
    assert future.result() == 2
    assert blocker.args == [str(tmp_path / "out.pdf"), 2]
    assert threads and threading.main_thread().ident not in threads
    assert len(page_sizes(tmp_path / "out.pdf")) == 2
    exporter.shutdown()


def test_an_unwritable_place_is_reported_and_leaves_no_file(qtbot, tmp_path, english):
    exporter = PdfExporter()
    target = tmp_path / "missing" / "out.pdf"
    with qtbot.waitSignal(exporter.failed, timeout=20000) as blocker:
        exporter.start(make_sheet(None, 1), target, "a4", 1)
    assert blocker.args[0] == str(target) and blocker.args[1]
    assert not target.parent.exists()
    exporter.shutdown()


def test_dialog_offers_blank_sheets_without_a_game_and_filled_ones_with_it(qtbot, english):
    assert has_sheet("bingolino")
    dialog = SheetDialog(None, True, None)
    qtbot.addWidget(dialog)
    assert dialog.game_id() == "bingolino"
    assert not dialog.filled.isEnabled() and dialog.blank.isChecked()
    assert (dialog.players.minimum(), dialog.players.maximum()) == (1, 4)
    dialog.players.setValue(3)
    dialog.per_page.setCurrentIndex(dialog.per_page.findData(4))
    assert dialog.choice() == SheetChoice("bingolino", False, 3, 4, dialog.paper.currentData())
    assert dialog.per_page.itemText(0) == "1 card" and dialog.per_page.itemText(2) == "4 cards"

    session = played(moves=3)
    with_game = SheetDialog(None, False, "bingolino", session)
    qtbot.addWidget(with_game)
    assert with_game.filled.isChecked() and not with_game.players.isEnabled()
    assert with_game.choice().filled and with_game.choice().players == 3
    with_game.blank.setChecked(True)
    assert with_game.players.isEnabled() and not with_game.choice().filled


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch, english):
    from bingolino_app.ui.shell.main_window import MainWindow
    from bingolino_app.ui.play.worker import BotWorker

    monkeypatch.setenv("BINGOLINO_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("BINGOLINO_CONFIG_DIR", str(tmp_path / "config"))
    settings_module.reset_settings()
    settings_module.get_settings().animation_speed = 0
    w = MainWindow(BotWorker(inprocess=True))
    w.autosave = False
    qtbot.addWidget(w)
    w.show()
    yield w
    w.close()
    settings_module.reset_settings()


def test_menu_export_writes_the_current_game_in_the_background(window, qtbot, tmp_path,
                                                               monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    window.start_game("bingolino", [Seat("Ann"), Seat("Bob", "computer", "greedy")], {}, 2)
    assert window.act_export_pdf.isEnabled() and window.act_print.isEnabled()
    asked = []

    def ask(parent, export, game_id, session=None):
        asked.append((export, game_id, session))
        return SheetChoice(game_id, True, len(session.seats), 2, "a4")

    monkeypatch.setattr(SheetDialog, "ask", staticmethod(ask))
    target = tmp_path / "game"  # the extension is added
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a, **k: (str(target), "")))
    with qtbot.waitSignal(window.printing.exporter.finished, timeout=20000):
        window.act_export_pdf.trigger()
    assert asked == [(True, "bingolino", window.controller.session)]
    assert len(page_sizes(tmp_path / "game.pdf")) == 1
    qtbot.waitUntil(lambda: "game.pdf" in window.statusBar().currentMessage())
    assert not window.printing.busy_bar.isVisible()


def test_menu_print_previews_with_the_sheet_painting(window, qtbot, tmp_path, monkeypatch):
    from PySide6.QtPrintSupport import QPrintPreviewDialog

    monkeypatch.setattr(SheetDialog, "ask", staticmethod(
        lambda parent, export, game_id, session=None: SheetChoice("bingolino", False, 4, 4,
                                                                  "letter")))
    out = tmp_path / "preview.pdf"

    def fake_exec(dialog):  # what the preview would paint, sent to a PDF instead
        printer = dialog.printer()
        printer.setOutputFormat(QPrinter.PdfFormat)
        printer.setOutputFileName(str(out))
        dialog.paintRequested.emit(printer)
        return 0

    monkeypatch.setattr(QPrintPreviewDialog, "exec", fake_exec)
    assert window.controller is None and window.act_print.isEnabled()  # start page: blank
    window.act_print.trigger()
    assert len(page_sizes(out)) == 1
    assert text_of(out).count("Player:") == 4


GOOD_OLD_PDF = b"%PDF-1.4 the good sheets exported last week"


class FailingPainter:
    """QPainter whose end() reports failure (what a writer that could not finish returns)."""

    def __new__(cls, *args):
        from PySide6.QtGui import QPainter

        class Painter(QPainter):
            def end(self) -> bool:
                super().end()
                return False

        return Painter(*args)


def test_a_painter_that_fails_keeps_the_old_file(tmp_path, english, monkeypatch):
    from bingolino_app.ui.printing import pdf

    target = tmp_path / "sheets.pdf"
    target.write_bytes(GOOD_OLD_PDF)
    monkeypatch.setattr(pdf, "QPainter", FailingPainter)
    with pytest.raises(pdf.ExportError) as failure:
        write_pdf(make_sheet(None, 2), target, "a4", 1)
    assert failure.value.strerror  # a reason to show
    assert target.read_bytes() == GOOD_OLD_PDF
    assert sorted(p.name for p in tmp_path.iterdir()) == ["sheets.pdf"]  # no temp file left


def test_a_full_disk_keeps_the_old_file(tmp_path, english, monkeypatch):
    import errno

    from bingolino_app.ui.printing import pdf

    from bingolino_app.core import files

    target = tmp_path / "sheets.pdf"
    target.write_bytes(GOOD_OLD_PDF)

    def disk_full(fd):  # the part is written, then the disk says it is full
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(files.os, "fsync", disk_full)
    with pytest.raises(pdf.ExportError) as failure:
        write_pdf(make_sheet(None, 2), target, "a4", 1)
    assert failure.value.strerror == "No space left on device"
    assert target.read_bytes() == GOOD_OLD_PDF
    assert sorted(p.name for p in tmp_path.iterdir()) == ["sheets.pdf"]


def test_a_failed_final_replace_keeps_the_old_file(tmp_path, english, monkeypatch):
    import errno

    from bingolino_app.ui.printing import pdf

    target = tmp_path / "sheets.pdf"
    target.write_bytes(GOOD_OLD_PDF)

    def refuse(src, dst):
        raise OSError(errno.EROFS, "Read-only file system")

    from bingolino_app.core import files

    monkeypatch.setattr(files.os, "replace", refuse)
    with pytest.raises(pdf.ExportError):
        write_pdf(make_sheet(None, 2), target, "a4", 1)
    assert target.read_bytes() == GOOD_OLD_PDF
    assert sorted(p.name for p in tmp_path.iterdir()) == ["sheets.pdf"]


@pytest.fixture
def tiny_disk(tmp_path):
    """A 64 KiB tmpfs (Linux, root only: skipped elsewhere), unmounted afterwards."""
    import os
    import subprocess
    import sys

    if not sys.platform.startswith("linux") or os.geteuid() != 0:
        pytest.skip("mounting a tmpfs needs Linux and root")
    mount = tmp_path / "tiny"
    mount.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(mount)],
                          capture_output=True)
    if done.returncode != 0:
        pytest.skip("tmpfs not mountable here")
    try:
        yield mount
    finally:
        subprocess.run(["umount", str(mount)], capture_output=True)


def test_a_really_full_disk_reports_failure_and_keeps_the_old_file(tiny_disk, english):
    from bingolino_app.ui.printing import pdf

    target = tiny_disk / "sheets.pdf"
    target.write_bytes(GOOD_OLD_PDF)
    with open(tiny_disk / "filler", "wb") as filler:  # leave a few KiB: less than a PDF
        filler.write(b"x" * (56 * 1024))
    with pytest.raises(pdf.ExportError):
        write_pdf(make_sheet(None, 4), target, "a4", 1)
    assert target.read_bytes() == GOOD_OLD_PDF
    assert sorted(p.name for p in tiny_disk.iterdir()) == ["filler", "sheets.pdf"]


def test_a_failed_export_from_the_menu_warns_and_never_says_saved(window, qtbot, tmp_path,
                                                                  monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    from bingolino_app.ui.printing import dialog, pdf

    shown = []
    monkeypatch.setattr(dialog, "plain_warning", lambda parent, title, text: shown.append(text))
    monkeypatch.setattr(SheetDialog, "ask", staticmethod(
        lambda parent, export, game_id, session=None: SheetChoice("bingolino", False, 2, 1,
                                                                  "a4")))
    target = tmp_path / "sheets.pdf"
    target.write_bytes(GOOD_OLD_PDF)
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a, **k: (str(target), "")))
    monkeypatch.setattr(pdf, "QPainter", FailingPainter)
    with qtbot.waitSignal(window.printing.exporter.failed, timeout=20000):
        window.act_export_pdf.trigger()
    qtbot.waitUntil(lambda: bool(shown))
    assert str(target) in shown[0] and "could not be written" in shown[0]
    assert "saved" not in window.statusBar().currentMessage().lower()
    assert "Exporting" not in window.statusBar().currentMessage()
    assert target.read_bytes() == GOOD_OLD_PDF
    assert not window.printing.busy_bar.isVisible()
