"""The command line: --version, --screenshot with and without a game."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from PySide6.QtGui import QImage

from bingolino_app.ui.shell.app import build_parser

pytestmark = pytest.mark.slow  # starts the app in processes of its own


def run(args, tmp_path, **extra):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               BINGOLINO_DATA_DIR=str(tmp_path / "data"),
               BINGOLINO_CONFIG_DIR=str(tmp_path / "config"), **extra)
    return subprocess.run([sys.executable, *args], env=env, capture_output=True, text=True,
                          timeout=120)


def test_version_needs_no_qt(tmp_path):
    code = ("import sys; from bingolino_app.ui.shell.app import main; r = main(['--version']); "
            "print('qt' if 'PySide6.QtWidgets' in sys.modules else 'no qt'); sys.exit(r)")
    result = run(["-c", code], tmp_path)
    assert result.returncode == 0, result.stderr
    version, qt = result.stdout.splitlines()
    assert qt == "no qt"
    # the build of the search core is named: pure Python in the editable install
    assert version in ("bingolino 0.1.0, search core: pure Python",
                       "bingolino 0.1.0, search core: compiled (mypyc)")


def test_options_are_parsed():
    args = build_parser().parse_args(["--screenshot", "a.png", "--game", "bingolino",
                                      "--lang", "ru", "--seed", "5"])
    assert (args.screenshot, args.game, args.lang, args.seed) == ("a.png", "bingolino", "ru", 5)
    assert args.another_window is False
    assert build_parser().parse_args(["--another-window"]).another_window is True


def test_screenshot_of_the_start_page(tmp_path):
    out = tmp_path / "start.png"
    result = run(["-m", "bingolino_app", "--screenshot", str(out)], tmp_path)
    assert result.returncode == 0, result.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1200, 800)


def test_screenshot_of_a_game_waits_for_the_human_and_leaves_no_files(tmp_path):
    out = tmp_path / "game.png"
    result = run(["-m", "bingolino_app", "--screenshot", str(out), "--game", "bingolino",
                  "--seed", "4", "--lang", "ru"], tmp_path)
    assert result.returncode == 0, result.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1200, 800)
    assert not (tmp_path / "data" / "autosave.json").exists()


def test_an_unknown_game_lists_the_known_ids_and_exits_2(tmp_path):
    result = run(["-m", "bingolino_app", "--game", "chess"], tmp_path)
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert "chess" in result.stderr
    for game_id in ("bingolino", "qwingo", "domino_bingo", "lino"):
        assert game_id in result.stderr
    assert not (tmp_path / "data").exists()  # refused before anything was started


def test_a_screenshot_waits_for_the_tables_animations(window, qapp, monkeypatch, tmp_path):
    """Domino Bingo's first computer lead slides onto the table: the picture is taken once it
    lies there, not with the stone half-way across the computer's hand."""
    from PySide6.QtCore import QAbstractAnimation

    from bingolino_app.ui.shell import app as app_module

    from bingolino_app.ui.common import settings

    settings.get_settings().animation_speed = 1.0  # as a player has it (the fixture: off)

    def running() -> int:
        return sum(a.state() == QAbstractAnimation.Running
                   for a in window.board.findChildren(QAbstractAnimation))

    at_grab, at_settle = [], []
    grab = window.grab
    monkeypatch.setattr(window, "grab", lambda: at_grab.append(running()) or grab())
    monkeypatch.setattr(window, "close", lambda: True)  # the fixture closes it
    settle = app_module.settle
    monkeypatch.setattr(app_module, "settle",
                        lambda *a: at_settle.append(running()) or settle(*a))
    out = tmp_path / "shot.png"
    args = build_parser().parse_args(["--screenshot", str(out), "--game", "domino_bingo",
                                      "--seed", "3"])
    assert app_module._screenshot(qapp, window, args) == 0
    assert at_settle and at_settle[0] > 0  # the lead was still sliding when the window showed
    assert at_grab == [0] and QImage(str(out)).width() == 1200
