"""The main window: pages, menus, language, saving and opening, autosave, undo, computers."""

from __future__ import annotations

import errno
import json
import os
import time

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QFileDialog, QMessageBox

from bingolino_app import paths
from bingolino_app.core.session import Seat
from bingolino_app.ui.common import settings as settings_module
from bingolino_app.ui.shell.main_window import MainWindow
from bingolino_app.ui.play.worker import BotWorker

VS_COMPUTER = [Seat("Ann"), Seat("Bot", "computer", "greedy")]
TWO_HUMANS = [Seat("Ann"), Seat("Bob")]


@pytest.fixture
def warnings(monkeypatch):
    """A message box records its text instead of blocking (and every one is plain text)."""
    shown: list[str] = []

    def exec_(box):
        assert box.textFormat() == Qt.PlainText
        shown.append(box.text())
        return QMessageBox.Ok

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    return shown


def human_moves(w):
    for player, legal in w.controller.legal_by_human().items():
        w.board.action_chosen.emit(player, legal[0])


def test_opens_on_the_start_page_with_game_actions_disabled(window):
    assert window.stack.currentWidget() is window.start_page
    assert window.controller is None and window.board is None
    assert not window.act_save.isEnabled() and not window.act_undo.isEnabled()
    assert window.windowTitle() == "Bingolino"
    assert window.minimumWidth() >= 640


def test_menus_and_shortcuts(window):
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles == ["&Game", "&Edit", "&View", "&Settings", "&Help"]
    expected = {
        window.act_new: "Ctrl+N", window.act_open: "Ctrl+O", window.act_save: "Ctrl+S",
        window.act_save_as: "Ctrl+Shift+S", window.act_close: "Ctrl+W",
        window.act_quit: "Ctrl+Q", window.act_undo: "Ctrl+Z",
        window.act_redo: "Ctrl+Shift+Z", window.act_fullscreen: "F11",
        window.act_rules: "F1", window.act_hint: "Ctrl+H",
    }
    for action, keys in expected.items():
        assert action.shortcut() == QKeySequence(keys), action.text()
    assert window.act_print.shortcut() == QKeySequence(QKeySequence.Print)
    for action in (window.act_print, window.act_export_pdf):
        assert action.isEnabled()  # Bingolino has a score sheet
    assert [a.text() for a in window.language_menu.actions()] == ["System", "English",
                                                                   "Русский"]
    assert len(window.speed_menu.actions()) == 4
    assert window.act_confirm.isCheckable()


class ShoutingTranslator(QTranslator):
    """Every text in capitals: shows which texts are re-read after a language change."""

    def translate(self, context, source, disambiguation=None, n=-1):
        return source.upper()

    def isEmpty(self):
        return False


def test_a_language_change_retranslates_menus_panel_and_title(window):
    window.start_game("bingolino", TWO_HUMANS, {}, 5)
    app = QCoreApplication.instance()
    translator = ShoutingTranslator()
    app.installTranslator(translator)
    try:
        QCoreApplication.processEvents()
        assert window.game_menu.title() == "&GAME"
        assert window.act_undo.text() == "&UNDO"
        assert window.side_panel.log_box.title() == "GAME LOG"
        assert window.windowTitle().endswith("BINGOLINO")
    finally:
        app.removeTranslator(translator)
        QCoreApplication.processEvents()
    assert window.game_menu.title() == "&Game"


def test_language_menu_switches_to_russian_at_once(window):
    if not (paths.i18n_dir() / "bingolino_ru.qm").is_file():
        pytest.skip("the Russian translation is not compiled")
    try:
        window.language_actions["ru"].trigger()
        QCoreApplication.processEvents()
        assert settings_module.get_settings().language == "ru"
        assert window.game_menu.title() != "&Game"
    finally:
        window.language_actions["en"].trigger()
        QCoreApplication.processEvents()
    assert window.game_menu.title() == "&Game"


def test_settings_menu_reaches_the_board(window):
    window.start_game("bingolino", TWO_HUMANS, {}, 5)
    window.speed_actions[2.0].trigger()
    assert window.board.animation_speed == 2.0
    assert settings_module.get_settings().animation_speed == 2.0
    window.act_confirm.trigger()
    assert window.board.confirm_risky is False
    assert settings_module.get_settings().confirm_risky is False


def test_start_game_shows_board_and_panel(window):
    window.start_game("bingolino", VS_COMPUTER, {}, 11)
    assert window.stack.currentWidget() is window.splitter
    assert window.view.scene() is window.board.scene
    assert window.side_panel.score_labels[0].text().startswith("Ann")
    assert window.act_save.isEnabled() and window.act_close.isEnabled()
    window.act_close.trigger()
    assert window.controller is None
    assert window.stack.currentWidget() is window.start_page


def test_computer_moves_and_the_log_grows(window, qtbot):
    window.start_game("bingolino", VS_COMPUTER, {}, 11)
    qtbot.waitUntil(lambda: window.controller.session.pending_players() == (0,), timeout=5000)
    session = window.controller.session
    while session.state.turn < 3:
        qtbot.waitUntil(lambda: bool(session.pending_humans()), timeout=5000)
        human_moves(window)
    movers = {step.player for step in session.history}
    assert 1 in movers  # the computer did play
    assert window.side_panel.log.count() > 0


def test_opening_a_corrupt_file_keeps_the_current_game(window, tmp_path, warnings):
    window.start_game("bingolino", TWO_HUMANS, {}, 5)
    controller = window.controller
    bad = tmp_path / "broken.json"
    bad.write_text("{ not json", encoding="utf-8")
    assert window.open_path(bad) is False
    assert len(warnings) == 1 and warnings[0]
    assert window.controller is controller
    assert bad.read_text(encoding="utf-8") == "{ not json"  # never touched


@pytest.mark.parametrize("old", ["You", "Вы"])
def test_a_human_an_earlier_version_called_you_gets_a_name(window, tmp_path, old):
    """Saves of earlier versions call the first human "You"/"Вы", which breaks every sentence
    ("You wins"): opened (to play on or to review), the seat has the name a new game gives;
    a computer or a human named otherwise keeps his name."""
    from bingolino_app.core import saves
    from bingolino_app.core.session import Seat, Session
    from bingolino_app.ui.common.player_names import player_text
    from bingolino_app.ui.review import open_review_file

    session = Session("bingolino", [Seat(old), Seat("Вы", "computer", "easy"), Seat("Anna")],
                      {}, 5)
    saved = tmp_path / "old.json"
    saves.save(session, saved)
    assert window.open_path(saved)
    names = [seat.name for seat in window.controller.session.seats]
    assert names == [player_text(1), "Вы", "Anna"]
    review = open_review_file(window, saved)
    assert [seat.name for seat in review.replay.seats] == names
    review.close()


def test_save_open_and_recent_files(window, tmp_path, monkeypatch):
    window.start_game("bingolino", TWO_HUMANS, {}, 5)
    human_moves(window)
    target = tmp_path / "mine"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a, **k: (str(target), "")))
    assert window.save()  # no file yet: asks where
    saved = tmp_path / "mine.json"
    assert json.loads(saved.read_text(encoding="utf-8"))["game"] == "bingolino"
    assert "mine.json" in window.windowTitle()
    actions = window.controller.session.actions
    window.act_close.trigger()
    assert window.open_path(saved)
    assert window.controller.session.actions == actions
    assert settings_module.get_settings().recent_files[0] == str(saved)


def test_a_failed_save_reports_and_keeps_the_old_file(window, tmp_path, warnings):
    window.start_game("bingolino", TWO_HUMANS, {}, 5)
    folder = tmp_path / "taken"
    folder.mkdir()  # a directory where the file should go: the write fails
    assert window._save_to(folder) is False
    assert len(warnings) == 1
    assert folder.is_dir()


def test_autosave_after_an_action_and_continue_restores_it(window):
    window.start_game("bingolino", TWO_HUMANS, {}, 5)
    human_moves(window)
    actions = window.controller.session.actions
    assert paths.autosave_path().is_file()
    window.act_close.trigger()
    assert window.start_page.continue_button.isEnabled()
    window.start_page.continue_button.click()
    assert window.controller is not None
    assert window.controller.session.actions == actions
    assert window.controller.path is None  # Save asks for a file, never writes the autosave


def test_another_game_keeps_the_unfinished_one_among_the_saves(window):
    messages = []
    window.statusBar().messageChanged.connect(messages.append)
    window.start_game("bingolino", TWO_HUMANS, {}, 5)
    human_moves(window)
    actions = window.controller.session.actions
    window.act_close.trigger()  # back to the start page: Continue would still restore it
    window.start_game("qwingo", TWO_HUMANS, {}, 6)  # ...but another game takes the autosave
    kept = [p for p in paths.saves_dir().glob("*.json")]
    assert len(kept) == 1 and str(kept[0]) in settings_module.get_settings().recent_files
    assert any(kept[0].name in m for m in messages)
    assert window.open_path(kept[0])
    assert window.controller.session.actions == actions
    window.continue_game()  # the autosave now holds the Bingolino game again...
    window.start_game("qwingo", TWO_HUMANS, {}, 6)
    assert len(list(paths.saves_dir().glob("*.json"))) == 2  # ...and is kept once more


def test_a_damaged_autosave_is_set_aside_when_a_game_starts(window):
    autosave = paths.autosave_path()
    autosave.parent.mkdir(parents=True, exist_ok=True)
    autosave.write_bytes(b"[" * 100_000)  # deep nesting: json itself would give up
    messages = []
    window.statusBar().messageChanged.connect(messages.append)
    window.start_game("bingolino", TWO_HUMANS, {}, 5)
    assert window.controller is not None
    kept = list(paths.saves_dir().glob("Damaged autosave *.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == b"[" * 100_000
    assert any(kept[0].name in m for m in messages)
    assert str(kept[0]) not in settings_module.get_settings().recent_files  # it cannot open
    assert json.loads(autosave.read_text(encoding="utf-8"))["game"] == "bingolino"


def _answer(monkeypatch, role):
    """QMessageBox.exec clicks the button of ``role`` and records the question."""
    asked = []

    def exec_(box):
        asked.append(box.text() + " " + box.informativeText())
        for button in box.buttons():
            if box.buttonRole(button) == role:
                button.click()
                break
        return 0

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    return asked


@pytest.mark.parametrize("answer", ["cancel", "start anyway"])
def test_an_unfinished_game_that_cannot_be_kept_is_lost_only_if_the_player_says_so(
        window, monkeypatch, answer):
    window.start_game("bingolino", TWO_HUMANS, {}, 5)
    human_moves(window)
    old = window.controller
    autosave = paths.autosave_path()
    before = autosave.read_bytes(), os.stat(autosave).st_mtime_ns
    listing = sorted(os.listdir(paths.data_dir()))
    real_replace = os.replace

    def replace(src, dst, *args, **kwargs):
        if os.fspath(dst) != os.fspath(autosave):  # nothing can go anywhere but the autosave
            raise OSError(errno.EACCES, os.strerror(errno.EACCES))
        return real_replace(src, dst, *args, **kwargs)

    monkeypatch.setattr(os, "replace", replace)
    role = QMessageBox.RejectRole if answer == "cancel" else QMessageBox.AcceptRole
    asked = _answer(monkeypatch, role)
    window.start_game("qwingo", TWO_HUMANS, {}, 6)
    assert len(asked) == 1 and "Permission denied" in asked[0]
    if answer == "cancel":
        assert window.controller is old and not old._stopped  # the current game goes on
        assert window.stack.currentWidget() is window.splitter
        assert (autosave.read_bytes(), os.stat(autosave).st_mtime_ns) == before
        # No copy, temporary file or moved game anywhere (an empty saves folder may appear).
        assert sorted(set(os.listdir(paths.data_dir())) - {"saves"}) == listing
        assert not list(paths.saves_dir().glob("*")) and not list(paths.saves_dir().glob(".*"))
        human_moves(window)  # still playable
        assert autosave.read_bytes() != before[0]
    else:
        assert window.controller is not old and window.controller.session.game_id == "qwingo"
        assert json.loads(autosave.read_text(encoding="utf-8"))["game"] == "qwingo"


def test_opening_through_a_refused_keep_returns_false(window, tmp_path, monkeypatch):
    window.start_game("bingolino", TWO_HUMANS, {}, 5)
    saved = tmp_path / "other.json"
    window._save_to(saved)
    human_moves(window)
    from bingolino_app.core import saves

    def cannot_keep(*args):
        raise saves.SaveError("save.not_kept", reason="Read-only file system")

    monkeypatch.setattr(saves, "keep_replaced_autosave", cannot_keep)
    asked = _answer(monkeypatch, QMessageBox.RejectRole)
    old = window.controller
    assert window.open_path(saved) is False
    assert asked and window.controller is old


def test_opening_a_save_with_an_unknown_computer_level_says_so(window, tmp_path, monkeypatch):
    window.start_game("bingolino", VS_COMPUTER, {}, 5)
    path = tmp_path / "future.json"
    window._save_to(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["players"][1]["level"] = "grandmaster"
    path.write_text(json.dumps(data), encoding="utf-8")
    shown = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()))
    assert window.open_path(path)
    assert window.controller.session.seats[1] == Seat("Bot", "computer", "normal")
    assert len(shown) == 1 and "Bot" in shown[0] and "grandmaster" in shown[0]
    assert "Normal" in shown[0]


def test_stale_temporary_files_are_removed_when_the_window_opens(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("BINGOLINO_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("BINGOLINO_CONFIG_DIR", str(tmp_path / "config"))
    settings_module.reset_settings()
    paths.saves_dir().mkdir(parents=True)
    stale = [paths.data_dir() / ".autosave.json.abcd1234.tmp",
             paths.saves_dir() / ".game.json.abcd1234.tmp"]
    fresh = paths.data_dir() / ".autosave.json.fresh123.tmp"
    for path in stale + [fresh]:
        path.write_text("{")
    old = time.time() - 300
    for path in stale:
        os.utime(path, (old, old))
    w = MainWindow(BotWorker(inprocess=True))
    qtbot.addWidget(w)
    assert not any(p.exists() for p in stale) and fresh.exists()
    w.close()
    settings_module.reset_settings()


def test_undo_and_redo_through_the_edit_menu(window):
    window.start_game("bingolino", TWO_HUMANS, {}, 5)
    assert not window.act_undo.isEnabled()
    human_moves(window)
    after = window.controller.session.actions
    assert window.act_undo.isEnabled() and not window.act_redo.isEnabled()
    window.act_undo.trigger()
    assert len(window.controller.session.actions) < len(after)
    assert window.act_redo.isEnabled()
    window.act_redo.trigger()
    assert window.controller.session.actions == after


def test_a_disabled_undo_says_why(window, qtbot):
    from PySide6.QtTest import QTest

    window.start_game("bingolino", TWO_HUMANS, {}, 5)
    assert window.act_undo.toolTip() == "There is no move of yours to take back."
    human_moves(window)
    c = window.controller
    roller = c.legal_by_human()
    player, legal = next(iter(roller.items()))
    window.board.action_chosen.emit(player, legal[0])  # choosing dice rolls them at once
    assert not window.act_undo.isEnabled()
    why = "Undo is not possible: the dice have been rolled since your last move."
    assert window.act_undo.toolTip() == why and window.act_undo.statusTip() == why
    QTest.keySequence(window, "Ctrl+Z")
    assert window.statusBar().currentMessage() == why
    assert c.session.actions[-1][0] == -1  # nothing was taken back


def test_new_game_during_a_computer_move_is_safe(window, qtbot, monkeypatch):
    from bingolino_app.ui.play import new_game

    window.settings.animation_speed = 1  # a visible pause: the computer has not moved yet
    window.start_game("bingolino", VS_COMPUTER, {}, 11)
    old = window.controller
    assert old.thinking_players() == [1]
    choice = new_game.NewGameChoice(seats=TWO_HUMANS, options={}, seed=9)
    monkeypatch.setattr(new_game.NewGameDialog, "ask", classmethod(lambda cls, p, g: choice))
    window.act_new.trigger()
    assert window.controller is not old
    assert window.controller.session.seats == TWO_HUMANS
    qtbot.wait(int(old.pause_ms() * 1.5))  # the old pause has run out
    assert len(old.session.history) == 2  # deal and starter only: the old move was dropped
    assert window.controller.session.pending_players() == (0, 1)


def test_suggest_a_move_reaches_the_board(window, qtbot, monkeypatch):
    window.start_game("bingolino", TWO_HUMANS, {}, 5)
    hints = []
    monkeypatch.setattr(window.board, "show_hint", lambda p, a: hints.append((p, a)))
    window.act_hint.trigger()
    qtbot.waitUntil(lambda: bool(hints), timeout=5000)
    assert hints[0][0] == 0


def test_geometry_is_saved_on_close_and_restored(window, qtbot):
    window.resize(800, 580)  # the offscreen screen is 800 x 600: restoring clamps to it
    window.close()
    assert settings_module.get_settings().geometry is not None
    again = MainWindow(BotWorker(inprocess=True))
    qtbot.addWidget(again)
    assert (again.width(), again.height()) == (800, 580)  # not the 1200 x 800 default


def test_view_fits_the_board_when_resized(window, qtbot):
    window.start_game("bingolino", TWO_HUMANS, {}, 5)
    window.resize(900, 600)
    qtbot.wait(10)
    small = window.view.transform().m11()
    window.resize(1400, 1000)
    qtbot.wait(10)
    assert window.view.transform().m11() > small
    rect = window.view.mapFromScene(window.board.scene.sceneRect()).boundingRect()
    viewport = window.view.viewport().rect()
    assert rect.width() <= viewport.width() + 2 and rect.height() <= viewport.height() + 2


def test_rules_open_beside_the_game_without_blocking(window):
    from bingolino_app.ui.shell.rules_dialog import RulesDialog

    window.start_game("bingolino", TWO_HUMANS, {}, 5)
    window.act_rules.trigger()
    dialogs = [d for d in window.findChildren(RulesDialog) if d.isVisible()]
    assert len(dialogs) == 1 and not dialogs[0].isModal()
    assert dialogs[0].chooser is None and dialogs[0].game_id == "bingolino"
    dialogs[0].close()


def test_rules_with_no_game_on_the_table_list_the_games(window):
    """Help → Rules on the start page showed Bingolino's rules as "this game"'s."""
    from bingolino_app.ui.shell.rules_dialog import RulesDialog, rules_file

    window.start_game("lino", TWO_HUMANS, {"starter": 0}, 5)
    window.close_game()
    assert window.act_rules.text() == "&Rules of the games"
    window.act_rules.trigger()
    (dialog,) = [d for d in window.findChildren(RulesDialog) if d.isVisible()]
    assert dialog.chooser_label.text() == "&Game:" and dialog.chooser_label.buddy() is \
        dialog.chooser
    titles = [dialog.chooser.itemText(i) for i in range(dialog.chooser.count())]
    assert titles == ["Bingolino", "Qwingo", "Domino Bingo", "Lino"]
    dialog.chooser.setCurrentIndex(3)
    assert dialog.game_id == "lino" and dialog.windowTitle() == "Rules of Lino"
    assert dialog.browser.source().toLocalFile() == str(rules_file("lino", "en"))
    dialog.close()
    window.start_game("qwingo", TWO_HUMANS, {}, 5)
    assert window.act_rules.text() == "&Rules of this game"


def test_quit_during_a_computer_move_in_the_worker_process(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("BINGOLINO_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("BINGOLINO_CONFIG_DIR", str(tmp_path / "config"))
    settings_module.reset_settings()
    settings_module.get_settings().animation_speed = 0
    worker = BotWorker(inprocess=False)
    w = MainWindow(worker)
    qtbot.addWidget(w)
    w.show()
    busy = worker.submit(sum, range(10**10))  # keeps the process busy far beyond the test
    w.start_game("bingolino", VS_COMPUTER, {}, 11)
    qtbot.waitUntil(lambda: bool(w.controller._in_flight), timeout=5000)  # queued behind
    controller = w.controller
    w.act_quit.trigger()
    assert not w.isVisible()
    assert not worker.started  # the pool is gone, its process terminated
    qtbot.waitUntil(busy.done, timeout=10_000)  # the busy job ends as the process dies
    assert 1 in controller.session.pending_players()  # no late move landed
    settings_module.reset_settings()


def record_dialog_folders(monkeypatch):
    """Open and Save As dialogs record the folder or file they start at, and are cancelled."""
    given: list[str] = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        staticmethod(lambda parent, title, start, *a, **k:
                                     (given.append(start), ("", ""))[1]))
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda parent, title, start, *a, **k:
                                     (given.append(start), ("", ""))[1]))
    return given


def test_open_and_save_as_start_in_the_saves_folder(window, monkeypatch):
    given = record_dialog_folders(monkeypatch)
    assert window.open_dialog() is False
    window.start_game("bingolino", TWO_HUMANS, {}, 5)
    assert window.save_as() is False
    assert given == [str(paths.saves_dir()), str(paths.saves_dir() / "Bingolino.json")]


def test_a_plain_file_named_saves_sends_the_dialogs_to_the_data_folder(window, monkeypatch):
    paths.data_dir().mkdir(parents=True, exist_ok=True)
    paths.saves_dir().write_text("not a folder", encoding="utf-8")
    given = record_dialog_folders(monkeypatch)
    assert window.open_dialog() is False  # the dialog opened (and was cancelled): no exception
    assert str(paths.saves_dir()) in window.statusBar().currentMessage()  # and why there
    window.start_game("bingolino", TWO_HUMANS, {}, 5)
    window.statusBar().clearMessage()
    assert window.save_as() is False
    assert str(paths.saves_dir()) in window.statusBar().currentMessage()
    assert given == [str(paths.data_dir()), str(paths.data_dir() / "Bingolino.json")]
    assert paths.saves_dir().read_text(encoding="utf-8") == "not a folder"


def test_a_data_folder_that_cannot_exist_sends_the_dialogs_home(window, monkeypatch, tmp_path):
    blocker = tmp_path / "blocker"
    blocker.write_text("a file where a folder should be", encoding="utf-8")
    monkeypatch.setenv("BINGOLINO_DATA_DIR", str(blocker / "data"))
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    messages = []
    window.statusBar().messageChanged.connect(messages.append)
    given = record_dialog_folders(monkeypatch)
    assert window.open_dialog() is False
    assert given == [str(home)]
    assert any(str(paths.saves_dir()) in m for m in messages)


def test_the_status_bar_forgets_the_last_games_news_and_the_old_language(window, qapp):
    """"The game is over." stood on the next game's cover; an English message stayed after a
    switch to Russian."""
    from bingolino_app.core.session import Seat
    from bingolino_app.ui.common import i18n

    bar = window.statusBar()
    bar.showMessage("The game is over.", 5000)
    window.start_game("lino", [Seat("Ann"), Seat("Bob")], {"starter": 0}, 3)
    assert bar.currentMessage() == ""
    bar.showMessage("Saved.", 3000)
    i18n.install_language(qapp, "ru")
    try:
        assert bar.currentMessage() == ""
    finally:
        i18n.install_language(qapp, "en")


def test_the_side_panel_takes_the_room_the_board_cannot_use(window, qtbot):
    """At 1920x1080 the panel stayed ~300 pixels beside bare felt: it now takes what the
    board's shape leaves free (the board keeps its full height), and a player who drags the
    handle keeps his choice."""
    from PySide6.QtWidgets import QApplication

    from bingolino_app.core.session import Seat
    from bingolino_app.ui.shell import main_window_page

    window.resize(1920, 1080)
    window.start_game("domino_bingo", [Seat("Ann"), Seat("Bot", "computer", "greedy")], {}, 3)
    for _ in range(3):
        QApplication.processEvents()
    board_w, panel_w = window.splitter.sizes()
    assert 330 < panel_w <= main_window_page.PANEL_MAX
    shown = window.view.mapFromScene(window.board.scene.sceneRect()).boundingRect()
    assert shown.height() >= window.view.height() - 6  # still as tall as it can be
    window.resize(1024, 600)
    for _ in range(3):
        QApplication.processEvents()
    assert window.splitter.sizes()[1] <= 330  # a small window: the board first
    window.resize(1920, 1080)
    for _ in range(3):
        QApplication.processEvents()
    assert window.splitter.sizes()[1] == panel_w  # fitted again
    window.splitter.splitterMoved.emit(700, 1)  # the player drags the handle
    total = sum(window.splitter.sizes())
    window.splitter.setSizes([total - 280, 280])
    window.fit_panel()
    assert window.splitter.sizes()[1] == 280  # his width stays
