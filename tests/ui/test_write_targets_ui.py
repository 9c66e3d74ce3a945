"""The files the window writes (settings, PDF, CSV) never replace what is not the user's own
regular file (issue 36): a FIFO or a link to one where the file belongs is refused with a
plain message, left as it was, and the app goes on (the settings then live in memory, told
once)."""

from __future__ import annotations

import os
import sys

import pytest
from bingolino_app.ui.history import store as history_ui
from bingolino_app.ui.common import settings as settings_module

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX file kinds")


@pytest.fixture(params=["fifo", "link to a fifo"])
def fifo_at(request, tmp_path):
    def make(path):
        path.parent.mkdir(parents=True, exist_ok=True)
        if request.param == "fifo":
            os.mkfifo(path)
            return path
        os.mkfifo(tmp_path / "real-fifo")
        path.symlink_to(tmp_path / "real-fifo")
        return tmp_path / "real-fifo"
    return make


def test_settings_on_a_fifo_live_in_memory_and_the_fifo_stays(tmp_path, monkeypatch, qapp,
                                                              fifo_at):
    monkeypatch.setenv("BINGOLINO_CONFIG_DIR", str(tmp_path / "cfg"))
    fifo = fifo_at(tmp_path / "cfg" / "settings.json")
    settings_module.reset_settings()
    try:
        s = settings_module.get_settings()
        s.language = "ru"
        s.animation_speed = 2.0
        assert (s.language, s.animation_speed) == ("ru", 2.0)  # kept for this run
        assert s.problem in ("unreadable", "unwritable")
        assert fifo.is_fifo()
    finally:
        settings_module.reset_settings()


def test_settings_that_become_unwritable_during_the_run_are_said_once(window, tmp_path):
    told = []
    window.settings.on_problem = lambda: told.append(True)
    path = window.settings.path
    window.settings.language = "en"  # written: the file is a regular one
    path.unlink()
    os.mkfifo(path)  # swapped for a FIFO by something else
    window.settings.language = "ru"
    window.settings.animation_speed = 0.5
    assert told == [True] and path.is_fifo()
    assert window.settings.language == "ru"


def test_a_pdf_export_onto_a_fifo_is_refused_with_a_plain_reason(tmp_path, qapp, fifo_at):
    from bingolino_app.ui.common.i18n import install_language
    from bingolino_app.ui.printing import pdf
    from bingolino_app.ui.printing.sheet import make_sheet

    install_language(qapp, "en")
    target = tmp_path / "out" / "sheets.pdf"
    fifo = fifo_at(target)
    with pytest.raises(pdf.ExportError) as err:
        pdf.write_pdf(make_sheet("bingolino", None, 2), target, "a4", 1)
    assert "other than an ordinary file" in err.value.strerror
    assert fifo.is_fifo()


def test_a_csv_export_onto_a_fifo_is_refused_with_a_plain_reason(window, qtbot, tmp_path,
                                                                monkeypatch, fifo_at):
    from tests_ui_play import fake

    history_ui.reset_store()
    history_ui.shared_store(window).record(fake("qwingo", [("A", "human", "", "", 1.0, True)],
                                                1_700_000_000.0, solo=9))
    library = window.history.show_library()
    qtbot.addWidget(library)
    shown = []
    monkeypatch.setattr(history_ui, "warn", lambda parent, title, text: shown.append(text))
    target = tmp_path / "out" / "list.csv"
    fifo = fifo_at(target)
    assert library.export_csv(target) is False
    assert shown and "ordinary file" in shown[0]
    assert fifo.is_fifo()
    history_ui.reset_store()
