"""Start page, new-game dialog, rules window, about box, shared messages, language switch."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from bingolino_app.core.game import IllegalAction
from bingolino_app.core.saves import SaveError
from bingolino_app.core.session import Seat
from bingolino_app.ui.common import i18n, messages
from bingolino_app.ui.common.settings import get_settings, reset_settings


@pytest.fixture(autouse=True)
def isolated(tmp_path, monkeypatch, qapp):
    """Own config and data dirs, English interface."""
    monkeypatch.setenv("BINGOLINO_CONFIG_DIR", str(tmp_path / "cfg"))
    monkeypatch.setenv("BINGOLINO_DATA_DIR", str(tmp_path / "data"))
    reset_settings()
    i18n.install_language(qapp, "en")
    yield tmp_path
    i18n.install_language(qapp, "en")
    reset_settings()


# --- start page --------------------------------------------------------------------------------
def _start_page(qtbot):
    from bingolino_app.ui.shell.start_page import StartPage

    page = StartPage()
    qtbot.addWidget(page)
    return page


def test_start_page_lists_four_games_playable_once_registered_with_a_board(qtbot):
    import importlib.util

    from bingolino_app.core import registry

    page = _start_page(qtbot)
    assert [c.game_id for c in page.cards] == ["bingolino", "qwingo", "domino_bingo", "lino"]
    ready = [registry.game(c.game_id).new_state is not None
             and importlib.util.find_spec(f"bingolino_app.ui.boards.{c.game_id}") is not None
             for c in page.cards]
    assert ready[0]
    assert [c.isEnabled() for c in page.cards] == ready
    assert [c.button.text() for c in page.cards] == [
        "Play" if r else "Coming soon" for r in ready]
    assert page.cards[0].players.text() == "1–4 players"
    assert page.cards[2].players.text() == "2 players"
    assert all(c.blurb.text() for c in page.cards)


def test_play_button_and_card_click_request_a_new_game(qtbot):
    page = _start_page(qtbot)
    with qtbot.waitSignal(page.new_game_requested) as blocker:
        qtbot.mouseClick(page.cards[0].button, Qt.LeftButton)
    assert blocker.args == ["bingolino"]
    with qtbot.waitSignal(page.new_game_requested) as blocker:
        qtbot.mouseClick(page.cards[0], Qt.LeftButton)
    assert blocker.args == ["bingolino"]
    for card in [c for c in page.cards if not c.available]:  # games still to come
        with qtbot.assertNotEmitted(page.new_game_requested):
            qtbot.mouseClick(card, Qt.LeftButton)
            qtbot.mouseClick(card.button, Qt.LeftButton)


def test_enter_on_the_focused_play_button_starts(qtbot):
    page = _start_page(qtbot)
    page.show()
    page.cards[0].button.setFocus()
    with qtbot.waitSignal(page.new_game_requested) as blocker:
        qtbot.keyClick(page.cards[0].button, Qt.Key_Return)
    assert blocker.args == ["bingolino"]


def test_continue_needs_an_autosave(qtbot, isolated):
    from bingolino_app import paths

    page = _start_page(qtbot)
    assert not page.continue_button.isEnabled()
    paths.autosave_path().parent.mkdir(parents=True, exist_ok=True)
    paths.autosave_path().write_text("{}", encoding="utf-8")
    page.refresh()
    assert page.continue_button.isEnabled()
    with qtbot.waitSignal(page.continue_requested):
        qtbot.mouseClick(page.continue_button, Qt.LeftButton)
    with qtbot.waitSignal(page.open_file_requested):
        qtbot.mouseClick(page.open_button, Qt.LeftButton)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_continue_is_in_view_on_a_small_screen(qtbot, qapp, isolated, lang):
    """At 1024x600 it stood under the four cards, below the fold: a family coming back saw
    only the Play buttons."""
    from PySide6.QtWidgets import QScrollArea

    from bingolino_app import paths

    paths.autosave_path().parent.mkdir(parents=True, exist_ok=True)
    paths.autosave_path().write_text("{}", encoding="utf-8")
    i18n.install_language(qapp, lang)
    try:
        page = _start_page(qtbot)
        page.resize(1024, 540)  # what the window leaves it under the menu bar
        page.show()
        qtbot.waitExposed(page)
        viewport = page.findChild(QScrollArea).viewport()
        for button in (page.continue_button, page.open_button):
            corner = button.mapTo(viewport, button.rect().bottomRight())
            assert viewport.rect().contains(corner), (button.text(), corner)
        assert page.continue_button.isEnabled()
    finally:
        i18n.install_language(qapp, "en")


def test_recent_saves_are_listed_and_open(qtbot, isolated):
    first, second = isolated / "a.json", isolated / "b.json"
    first.write_text("{}", encoding="utf-8")
    second.write_text("{}", encoding="utf-8")
    get_settings().add_recent(str(first))
    get_settings().add_recent(str(second))
    get_settings().add_recent(str(isolated / "gone.json"))
    page = _start_page(qtbot)
    assert [b.text() for b in page.recent_buttons] == ["gone.json", "b.json", "a.json"]
    assert not page.recent_buttons[0].isEnabled()  # the file has disappeared
    assert page.no_recent.isHidden()
    with qtbot.waitSignal(page.open_requested) as blocker:
        qtbot.mouseClick(page.recent_buttons[2], Qt.LeftButton)
    assert blocker.args == [str(first)]


def test_a_refreshed_recent_list_leaves_no_stray_button_on_the_page(qtbot, isolated):
    """The list is made again after each game: the old buttons (deleted once the event loop
    runs) must not stay drawn over the page until then."""
    saved = isolated / "a.json"
    saved.write_text("{}", encoding="utf-8")
    get_settings().add_recent(str(saved))
    page = _start_page(qtbot)
    page.show()
    qtbot.waitExposed(page)
    qtbot.wait(10)
    old = list(page.recent_buttons)
    assert old and all(b.isVisible() for b in old)
    page.refresh()
    assert old and all(b.isHidden() for b in old)
    qtbot.wait(10)  # the layout shows the new buttons (the old ones are not deleted yet)
    shown = [b for b in page.findChildren(QPushButton) if b.isVisible() and b.text() == "a.json"]
    assert shown == page.recent_buttons
    # The link look comes from the page's one sheet, not the buttons' own.
    assert all(not b.styleSheet() for b in page.recent_buttons)
    assert page.recent_buttons[0].objectName() == "recentGame"
    assert "#recentGame" in page.styleSheet() and "#learnToPlay" in page.styleSheet()


def test_language_switch_at_runtime_retranslates_the_start_page(qtbot, qapp):
    page = _start_page(qtbot)
    assert page.continue_button.text() == "Continue last game"
    assert i18n.install_language(qapp, "ru") == "ru"
    assert i18n.current_language() == "ru"
    assert page.continue_button.text() == "Продолжить игру"
    assert page.cards[0].button.text() == "Играть"
    assert page.cards[0].title.text() == "Бинголино"
    assert page.cards[0].players.text() == "1–4 игрока"
    assert page.cards[1].players.text() == "1–5 игроков"
    assert page.cards[2].players.text() == "2 игрока"
    i18n.install_language(qapp, "en")
    assert page.continue_button.text() == "Continue last game"
    assert page.cards[0].title.text() == "Bingolino"


# --- new-game dialog -----------------------------------------------------------------------------
def _dialog(qtbot, game_id="bingolino"):
    from bingolino_app.ui.play.new_game import NewGameDialog

    dialog = NewGameDialog(game_id)
    qtbot.addWidget(dialog)
    return dialog


def test_new_game_defaults_you_against_one_computer(qtbot):
    choice = _dialog(qtbot).choice()
    assert choice.seats == [Seat("Player 1", "human", "normal"),
                            Seat("Computer 2", "computer", "normal")]
    assert choice.options == {"starter": -1}
    assert choice.seed is None


def test_new_game_returns_the_choices_and_remembers_them(qtbot):
    dialog = _dialog(qtbot)
    dialog.rows[0].name.setText("  Аня  ")
    dialog.rows[1].level.setCurrentIndex(2)  # strong
    third = dialog.add_player()
    third.kind.setCurrentIndex(0)  # human
    third.name.setText("Boris")
    starter = dialog.option_widgets["starter"]
    starter.setCurrentIndex(starter.findData(2))
    dialog.seed.setText("1234")
    dialog.accept()
    choice = dialog.result_choice
    assert choice.seats == [Seat("Аня", "human", "normal"), Seat("Computer 2", "computer", "strong"),
                            Seat("Boris", "human", "normal")]
    assert choice.options == {"starter": 2}
    assert choice.seed == 1234

    again = _dialog(qtbot)
    restored = again.choice()
    assert restored.seats == choice.seats
    assert restored.options == {"starter": 2}
    assert restored.seed is None  # a blank seed means a new game each time
    assert get_settings().last_new_game("lino") is None


def test_empty_names_get_defaults_and_limits_hold(qtbot):
    dialog = _dialog(qtbot)
    dialog.rows[1].name.setText("   ")
    assert dialog.choice().seats[1].name == "Computer 2"
    while dialog.add_player():
        pass
    assert len(dialog.rows) == 4
    assert not dialog.add_button.isEnabled()
    for row in list(dialog.rows):
        dialog.remove_player(row)
    assert len(dialog.rows) == 1  # bingolino can be played alone, but not by nobody
    assert not dialog.rows[0].remove.isEnabled()


def test_starter_choice_follows_the_seats(qtbot):
    dialog = _dialog(qtbot)
    combo = dialog.option_widgets["starter"]
    dialog.add_player()
    dialog.rows[2].name.setText("Zoe")
    combo.setCurrentIndex(combo.findData(2))
    assert combo.itemText(combo.findData(2)) == "Zoe"
    dialog.remove_player(dialog.rows[2])
    assert dialog.choice().options["starter"] == -1  # the starting seat has left


def test_changing_the_kind_renames_a_default_name_only(qtbot):
    dialog = _dialog(qtbot)
    dialog.rows[1].kind.setCurrentIndex(0)
    assert dialog.rows[1].name.text() == "Player 2"
    assert not dialog.rows[1].level.isEnabled()
    dialog.rows[1].name.setText("Vera")
    dialog.rows[1].kind.setCurrentIndex(1)
    assert dialog.rows[1].name.text() == "Vera"


def test_new_game_dialog_in_russian(qtbot, qapp):
    i18n.install_language(qapp, "ru")
    dialog = _dialog(qtbot)
    assert dialog.rows[0].name.text() == "Игрок 1"
    assert dialog.option_labels["starter"].text() == "Кто начинает"
    assert dialog.rows[1].level.currentText() == "Средний"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_game_option_says_what_it_changes(qtbot, qapp, lang):
    """Only the game number had a tooltip: "Bonus", "Match", "Players may pass" and the
    rules were left to be guessed."""
    from bingolino_app.core import registry

    i18n.install_language(qapp, lang)
    try:
        for entry in registry.all_games():
            dialog = _dialog(qtbot, entry.spec.id)
            for option in entry.spec.options:
                tip = dialog.option_labels[option.key].toolTip()
                assert len(tip) > 30, (entry.spec.id, option.key)
                assert dialog.option_widgets[option.key].toolTip() == tip
            dialog.close()
    finally:
        i18n.install_language(qapp, "en")


# --- rules, about, messages ----------------------------------------------------------------------
def test_rules_window_is_non_modal_with_a_fallback_text(qtbot, tmp_path, monkeypatch):
    from bingolino_app import paths
    from bingolino_app.ui.shell.rules_dialog import show_rules

    monkeypatch.setattr(paths, "resources_dir", lambda: tmp_path)  # no rules written here
    dialog = show_rules(None, "lino")
    qtbot.addWidget(dialog)
    assert not dialog.isModal()
    assert dialog.isVisible()
    assert show_rules(None, "lino") is dialog  # raised, not opened twice
    assert "not written yet" in dialog.browser.toPlainText()
    dialog.close()


def test_rules_page_falls_back_to_english(tmp_path, monkeypatch):
    from bingolino_app import paths
    from bingolino_app.ui.shell import rules_dialog

    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "bingolino.en.html").write_text("<p>x</p>", encoding="utf-8")
    monkeypatch.setattr(paths, "resources_dir", lambda: tmp_path)
    assert rules_dialog.rules_file("bingolino", "ru").name == "bingolino.en.html"
    (tmp_path / "rules" / "bingolino.ru.html").write_text("<p>x</p>", encoding="utf-8")
    assert rules_dialog.rules_file("bingolino", "ru").name == "bingolino.ru.html"
    assert rules_dialog.rules_file("qwingo", "ru") is None


def test_about_text_names_the_version_and_games():
    from bingolino_app import __version__
    from bingolino_app.ui.shell.about import about_text

    text = about_text()
    assert __version__ in text and "Domino Bingo" in text


SAVE_KEYS = {
    "save.foreign": {}, "save.corrupt": {"reason": "snapshot"}, "save.newer": {"version": "9.0"},
    "save.unknown_game": {"game": "chess"}, "save.unreadable": {"reason": "No such file"},
    "save.write_failed": {"reason": "Disk full"}, "save.too_large": {}, "save.not_a_file": {},
    "save.not_kept": {"reason": "Permission denied"},
}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_save_error_has_its_own_text_with_its_details(qapp, lang):
    i18n.install_language(qapp, lang)
    texts = {key: messages.save_error_text(SaveError(key, **args)) for key, args in SAVE_KEYS.items()}
    assert len(set(texts.values())) == len(texts)
    for key, args in SAVE_KEYS.items():
        for value in args.values():
            assert value in texts[key] or key == "save.corrupt"  # said in the player's words
        assert "save." not in texts[key]


def test_a_newer_save_names_no_version_that_is_this_ones(qapp):
    """A file whose rules are newer but whose program version is this one's said "saved by a
    newer version of the program (0.1.0)" in 0.1.0."""
    from bingolino_app import __version__

    for version in (__version__, "?"):
        text = messages.save_error_text(SaveError("save.newer", version=version))
        assert "newer version" in text and "(" not in text
    assert "(9.0)" in messages.save_error_text(SaveError("save.newer", version="9.0"))


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_damaged_save_is_explained_in_the_players_words(qapp, lang, tmp_path):
    """It showed the parser's English ("JSON: Expecting value, line 1, column 1") in the
    Russian interface, and "(actions[15])"."""
    from bingolino_app.core import saves

    i18n.install_language(qapp, lang)
    try:
        said = {}
        for name, content in (("garbage", "\x00\x01 not json"), ("cut", '{"format": "bingolino'),
                              ("foreign", '{"format_version": 1}')):
            path = tmp_path / f"{name}.json"
            path.write_text(content, encoding="utf-8")
            with pytest.raises(SaveError) as caught:
                saves.load(path)
            said[name] = messages.save_error_text(caught.value)
        said["move"] = messages.save_error_text(SaveError("save.corrupt", reason="actions[15]"))
        said["replay"] = messages.save_error_text(
            SaveError("save.corrupt", reason="replay: game.illegal"))
        for text in said.values():
            assert not any(word in text for word in ("JSON", "line 1", "actions", "replay",
                                                     "format_version", "UTF"))
        assert "16" in said["move"]
        if lang == "ru":
            assert all("повреждена" in said[k] for k in ("garbage", "cut", "move", "replay"))
            assert said["cut"].endswith("файл неполон или изменён другой программой.")
    finally:
        i18n.install_language(qapp, "en")


def test_save_error_details_are_short_and_readable(qapp):
    err = SaveError("save.corrupt", reason="x" * 5_000_000)
    err.args_["reason"] = "line\n" * 1_000_000  # even details set by hand
    text = messages.save_error_text(err)
    assert len(text) < 200 and "\n" not in text


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_notes_on_a_loaded_game_are_translated(qapp, lang):
    from bingolino_app.core.saves import Note

    i18n.install_language(qapp, lang)
    level = messages.save_note_text(Note("save.level_replaced", {"seat": "Bot", "level": "pro"}))
    kind = messages.save_note_text(Note("save.kind_replaced", {"seat": "Bot", "kind": "remote"}))
    assert "Bot" in level and "pro" in level and "Bot" in kind and "remote" in kind
    assert level != kind and "save." not in level + kind
    if lang == "ru":
        assert "Bot" in level and "компьютер" in (level + kind).lower()


def test_core_refusals_are_translated(qapp):
    keys = ["game.over", "game.not_your_turn", "game.illegal", "game.not_chance",
            "option.unknown", "option.bad_value", "action.malformed"]
    texts = [messages.illegal_text(IllegalAction(k, option="x")) for k in keys]
    assert all(t and not t.startswith(("game.", "option.", "action.")) for t in texts)
    assert len(set(texts)) == len(texts)
    i18n.install_language(qapp, "ru")
    assert messages.illegal_text(IllegalAction("game.not_your_turn")) == "Сейчас не ваш ход."


def test_option_and_level_labels_translate(qapp):
    i18n.install_language(qapp, "ru")
    assert messages.option_text("Who starts") == "Кто начинает"
    assert messages.option_text("Player 3") == "Игрок 3"
    assert [messages.level_name(l) for l in ("easy", "normal", "strong")] == [
        "Лёгкий", "Средний", "Сильный"]
    assert messages.game_title("bingolino") == "Бинголино"


def test_remembered_choices_that_no_longer_fit_are_ignored(qtbot):
    get_settings().set_last_new_game("bingolino", json.loads(
        '{"seats": [{"name": "A"}, {"name": "B"}, {"name": "C"}, {"name": "D"}, {"name": "E"}],'
        ' "options": {"starter": 7}}'))
    choice = _dialog(qtbot).choice()
    assert len(choice.seats) == 4
    assert choice.options == {"starter": -1}


def test_rules_window_follows_the_language(qtbot, qapp, tmp_path, monkeypatch):
    from bingolino_app import paths
    from bingolino_app.ui.shell.rules_dialog import RulesDialog

    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "bingolino.en.html").write_text("<p>Roll dice</p>", encoding="utf-8")
    (tmp_path / "rules" / "bingolino.ru.html").write_text("<p>Бросайте кубики</p>",
                                                          encoding="utf-8")
    monkeypatch.setattr(paths, "resources_dir", lambda: tmp_path)
    dialog = RulesDialog("bingolino")
    qtbot.addWidget(dialog)
    assert "Roll dice" in dialog.browser.toPlainText()
    i18n.install_language(qapp, "ru")
    assert "Бросайте кубики" in dialog.browser.toPlainText()
    assert dialog.windowTitle() == "Правила: Бинголино"


def test_every_window_opens_no_larger_than_a_small_screen(window, qtbot, monkeypatch):
    """A 1024x600 netbook (570 pixels free under a panel): the rules window, the review,
    the statistics, the library and a fresh main window open inside it, their buttons on
    the screen (the rules window opened at 640x720 with Close below the screen's edge)."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QScreen

    from bingolino_app.ui.shell.main_window import MainWindow
    from bingolino_app.ui.shell.rules_dialog import RulesDialog
    from bingolino_app.ui.play.worker import BotWorker

    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, 1024, 570))
    window.start_game("lino", [Seat("Ann"), Seat("Bot", "computer", "greedy")],
                      {"starter": 0}, 3)
    rules = RulesDialog("lino")
    qtbot.addWidget(rules)
    review = window.review_game()
    window.history.show_statistics()
    window.history.show_library()
    fresh = MainWindow(BotWorker(inprocess=True), restore=False)
    qtbot.addWidget(fresh)
    for shown in (rules, review, window.history.statistics_window,
                  window.history.library_window, fresh):
        assert shown.width() <= 1024 and shown.height() <= 570, type(shown).__name__
    review.close()


@pytest.mark.parametrize("game", ["bingolino", "qwingo", "domino_bingo", "lino"])
def test_the_rules_pictures_fit_the_rules_window_without_scrolling_sideways(qtbot, game):
    from bingolino_app.ui.shell.rules_dialog import RulesDialog

    dialog = RulesDialog(game)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    bar = dialog.browser.verticalScrollBar()
    for value in range(0, bar.maximum() + 1, max(1, bar.pageStep())):
        bar.setValue(value)  # every picture laid out
    assert dialog.browser.horizontalScrollBar().maximum() == 0


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_usual_long_name_shows_whole_in_its_field(qtbot, qapp, lang):
    """The name fields were about 125 pixels wide: "Александра Викторовна" showed as
    "сандра Викторовна". With Qwingo's five seats, in both languages, at its opening size."""
    from PySide6.QtWidgets import QStyle, QStyleOptionFrame

    i18n.install_language(qapp, lang)
    dialog = _dialog(qtbot, "qwingo")
    while dialog.add_player() is not None:
        pass
    dialog.show()
    qtbot.waitExposed(dialog)
    for row in dialog.rows:
        field = row.name
        field.setText("Александра Викторовна")
        option = QStyleOptionFrame()
        field.initStyleOption(option)
        inner = field.style().subElementRect(QStyle.SE_LineEditContents, option, field)
        assert field.fontMetrics().horizontalAdvance(field.text()) <= inner.width() - 4
    assert dialog.width() <= 1024 - 40


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game", ["bingolino", "qwingo", "domino_bingo", "lino"])
def test_every_rules_page_has_a_table_of_its_keys(game, lang):
    """Domino Bingo's and Lino's keys were only in running text."""
    from bingolino_app.ui.shell.rules_dialog import rules_file

    page = rules_file(game, lang).read_text(encoding="utf-8")
    assert page.count('<td class="key">') >= 3
