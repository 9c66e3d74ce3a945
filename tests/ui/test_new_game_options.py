"""The shell with the new games' needs: options of any type, defaults that follow the interface
language, and a first view (the --screenshot path) for every registered game."""

from __future__ import annotations

import argparse
import importlib.util

import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox

from bingolino_app.core import registry
from bingolino_app.core.game import GameSpec, Option
from bingolino_app.ui.common import i18n
from bingolino_app.ui.common.settings import get_settings, reset_settings
from bingolino_app.games.bingolino.state import BingolinoState

GAME = "options_test"
SPEC = GameSpec(GAME, "Options", 1, 4, 1, options=(
    Option("variant", "Rules", "english", (("russian", "Russian rules"),
                                           ("english", "English rules")),
           language_defaults=(("ru", "russian"), ("en", "english"))),
    Option("flag", "Players may pass", False),
    Option("target", "Match to", 7, ((7, "7 big points"), (8, "8 big points"))),
))


class OptionsState(BingolinoState):
    spec = SPEC

    def __init__(self, num_players, options):
        super().__init__(num_players, {})  # Bingolino underneath; only the options differ
        self.options = SPEC.check_options(dict(options))


@pytest.fixture(autouse=True)
def isolated(tmp_path, monkeypatch, qapp):
    monkeypatch.setenv("BINGOLINO_CONFIG_DIR", str(tmp_path / "cfg"))
    monkeypatch.setenv("BINGOLINO_DATA_DIR", str(tmp_path / "data"))
    reset_settings()
    registry.register(registry.GameEntry(SPEC, OptionsState, {}))
    i18n.install_language(qapp, "en")
    yield
    i18n.install_language(qapp, "en")
    registry._games.pop(GAME, None)
    reset_settings()


def dialog_for(qtbot):
    from bingolino_app.ui.play.new_game import NewGameDialog

    dialog = NewGameDialog(GAME)
    qtbot.addWidget(dialog)
    return dialog


@pytest.mark.parametrize("lang, variant", [("en", "english"), ("ru", "russian")])
def test_an_option_defaults_to_the_interface_language(qtbot, qapp, lang, variant):
    from bingolino_app.ui.shell.app import default_options

    i18n.install_language(qapp, lang)
    dialog = dialog_for(qtbot)
    assert dialog.choice().options == {"variant": variant, "flag": False, "target": 7}
    assert default_options(GAME) == {"variant": variant, "flag": False, "target": 7}
    combo = dialog.option_widgets["variant"]
    assert isinstance(combo, QComboBox)
    expected = "Русские правила" if lang == "ru" else "Russian rules"
    assert combo.itemText(0) == expected


def test_string_and_bool_options_round_trip_and_are_remembered(qtbot, qapp):
    dialog = dialog_for(qtbot)
    combo = dialog.option_widgets["variant"]
    flag = dialog.option_widgets["flag"]
    assert isinstance(flag, QCheckBox)
    combo.setCurrentIndex(0)
    flag.setChecked(True)
    dialog.option_widgets["target"].setCurrentIndex(1)
    dialog.accept()
    assert dialog.result_choice.options == {"variant": "russian", "flag": True, "target": 8}
    assert get_settings().last_new_game(GAME)["options"]["variant"] == "russian"

    # A remembered choice wins over the language default.
    i18n.install_language(qapp, "en")
    again = dialog_for(qtbot)
    assert again.choice().options == {"variant": "russian", "flag": True, "target": 8}


def _has_board(game_id: str) -> bool:
    return importlib.util.find_spec(f"bingolino_app.ui.boards.{game_id}") is not None


@pytest.mark.parametrize("game_id", [e.spec.id for e in registry.playable_games()
                                     if _has_board(e.spec.id)])
def test_screenshot_path_shows_every_game_to_its_human(qtbot, qapp, tmp_path, game_id):
    from bingolino_app.ui.shell.app import _screenshot
    from bingolino_app.ui.shell.main_window import MainWindow
    from bingolino_app.ui.play.worker import BotWorker

    window = MainWindow(BotWorker(inprocess=True), restore=False)
    qtbot.addWidget(window)
    shown = []
    window.start_game = _spy(window.start_game, shown, window)
    out = tmp_path / f"{game_id}.png"
    args = argparse.Namespace(screenshot=str(out), game=game_id, seed=4)
    assert _screenshot(qapp, window, args) == 0
    assert out.is_file() and out.stat().st_size > 0
    controller, covered, options = shown[0]
    assert not covered  # one human: never a cover
    assert options == registry.game(game_id).spec.default_options("en")
    assert controller.viewer() == 0


def _spy(start_game, shown, window):
    """Records, once the computers have moved, whether a cover is up and the options used."""
    def wrapped(game_id, seats, options=None, seed=None):
        controller = start_game(game_id, seats, options, seed)
        original = controller.run_computers_sync

        def run(*a, **k):
            original(*a, **k)
            shown.append((controller, window.board_stack.currentWidget() is window.cover,
                          dict(options)))

        controller.run_computers_sync = run
        return controller

    return wrapped
