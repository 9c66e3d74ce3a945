"""The main window for the play-through tests: its own settings and data folders, animations
off, computer moves in-process so a test waits for nothing but the game."""

from __future__ import annotations

import gc
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent

# helpers/: modules the tests import by name (a spawned worker process imports them too).
sys.path.insert(0, str(Path(__file__).resolve().parent / "helpers"))

from bingolino_app.ui.common import settings as settings_module
from bingolino_app.ui.shell.main_window import MainWindow
from bingolino_app.ui.play.worker import BotWorker


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("BINGOLINO_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("BINGOLINO_CONFIG_DIR", str(tmp_path / "config"))
    settings_module.reset_settings()
    settings_module.get_settings().animation_speed = 0
    w = MainWindow(BotWorker(inprocess=True))
    qtbot.addWidget(w)
    w.resize(1300, 850)
    w.show()
    yield w
    w.close()
    settings_module.reset_settings()
    from bingolino_app.ui.common import i18n

    if i18n.current_language() != "en":  # a test that failed in Russian leaves English
        i18n.install_language(QCoreApplication.instance(), "en")


@pytest.fixture(autouse=True)
def _nobody_at_the_computer(monkeypatch):
    """The first human's default name is "Player 1" on every machine (not the account name
    of whoever runs the tests); a test that wants a name patches account_name itself."""
    from bingolino_app.ui.common import player_names

    monkeypatch.setattr(player_names, "account_name", lambda: "")


@pytest.fixture(autouse=True)
def _no_handover_pause(monkeypatch):
    """Tests act for the next hot-seat human at once; the pause that ignores a double
    click across a handover has its own test (test_qwingo_table_talk.py)."""
    from bingolino_app.ui.play import controller

    monkeypatch.setattr(controller, "HANDOVER_S", 0.0)


@pytest.fixture(autouse=True)
def _no_turn_pause(monkeypatch):
    """Tests play on at once after a computer's turn; the pause and the click that keep a
    turn on the table have their own tests (test_turn_pace.py)."""
    from bingolino_app.ui.boards import base

    monkeypatch.setattr(base, "TURN_PAUSE_MS", 0)
    monkeypatch.setattr(base, "OFF_TURN_PAUSE_MS", 0)


@pytest.fixture(autouse=True)
def _destroy_what_the_test_left(qapp):
    """Boards, scenes and controllers a test made die at its end, not at a random moment of
    a later test's event loop (a scene destroyed by the garbage collector there asked its
    half-gone Python items for their bounds)."""
    yield
    QCoreApplication.sendPostedEvents(None, QEvent.DeferredDelete)
    gc.collect()
    QCoreApplication.sendPostedEvents(None, QEvent.DeferredDelete)


@pytest.fixture(autouse=True)
def _back_to_the_light_theme():
    """A test that chose another theme leaves the light one: the next draws today's colours."""
    yield
    from bingolino_app.ui.common import theme

    if theme.setting() != "system" or theme.current().name != "light":
        theme.apply("system")


WHOLE_WINDOW = {"window", "lesson_window", "audit_window", "contrast_window"}


def pytest_collection_modifyitems(items):
    """A test that drives the whole main window (its fixtures above) plays games through it:
    slow by what it does, left out of the fast tier (``pytest -m "not slow"``)."""
    import pytest

    for item in items:
        if WHOLE_WINDOW & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.slow)
