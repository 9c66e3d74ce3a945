"""The history in the window: games recorded as they end (once), found in the statistics and
the library, opened again from there; profiles in the new-game dialog; reset and delete ask
first; the CSV export; a damaged history set aside with a message."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from bingolino_app.core import history as core
from bingolino_app.core import saves
from bingolino_app.core.bots import choose_move
from bingolino_app.core.session import Seat, Session
from bingolino_app.ui.history import profiles, statistics
from bingolino_app.ui.history import store as history_ui
from bingolino_app.ui.history import texts as history_texts
from bingolino_app.ui.common import i18n
from bingolino_app.ui.shell.main_window import MainWindow
from bingolino_app.ui.play.worker import BotWorker
from tests_ui_play import fake, finish

T0 = 1_700_000_000.0


@pytest.fixture(autouse=True)
def fresh_store():
    history_ui.reset_store()  # every test reads its own data folder
    yield
    history_ui.reset_store()


def store():
    return history_ui.shared_store()


# --- recorded as it ends -----------------------------------------------------------------------
def test_a_finished_game_is_in_the_statistics_and_the_library_and_opens_again(window, qtbot):
    anna = store().create_profile("Anna")
    window.start_game("qwingo", [Seat("Anna", profile=anna.id)], {}, 12)
    finish(window, qtbot)
    session = window.controller.session
    assert store().game_count() == 1

    stats = window.history.show_statistics()
    qtbot.addWidget(stats)
    assert stats.current_profile() == anna.id and stats.current_game() == "qwingo"
    assert stats.stats.solo_played == 1 and stats.stats.solo_best == session.state.turn
    assert str(session.state.turn) in stats.solo_text.text()
    assert stats.histogram.bins == [(session.state.turn, 1)]
    assert stats.histogram.isVisibleTo(stats)
    assert stats.histogram.best == session.state.turn

    library = window.history.show_library()
    qtbot.addWidget(library)
    model = library.model
    assert model.rowCount() == 1
    assert model.cell_text(model.rows[0], "game") == "Qwingo"
    assert model.cell_text(model.rows[0], "players") == "Anna: 12"
    assert f"Finished in {session.state.turn} turns" in model.cell_text(model.rows[0], "result")
    window.close_game()
    assert window.controller is None

    library.table.selectRow(0)
    assert library.open_button.isEnabled()
    qtbot.mouseClick(library.open_button, Qt.LeftButton)
    opened = window.controller.session
    assert opened.state.is_terminal() and opened.state.snapshot() == session.state.snapshot()
    assert opened.seats == session.seats
    assert store().game_count() == 1  # opened to look at, not recorded again


def test_a_game_is_recorded_once_whatever_undo_and_redo_do_to_its_end(window, qtbot):
    window.start_game("qwingo", [Seat("Solo")], {}, 5)
    finish(window, qtbot)
    first = store().library_page()[0]
    assert window.controller.can_undo()
    window.undo()
    assert not window.controller.session.state.is_terminal()
    window.redo()
    assert window.controller.session.state.is_terminal()
    assert store().game_count() == 1 and store().library_page()[0] == first  # the same end
    c = window.controller
    ending = [step.action for step in c.session.history if step.player == 0][-1]
    window.undo()
    [player] = c.legal_by_human()
    other = [a for a in c.legal_by_human()[player] if a != ending]
    assert other, "this seed leaves one box only: choose another"
    window.board.action_chosen.emit(player, other[0])
    finish(window, qtbot)
    assert store().game_count() == 1  # a different end replaces the record of the game
    replaced = store().library_page()[0]
    assert replaced.id == first.id
    data = store().load_save(replaced.id)
    assert data["actions"] == json.loads(saves.dumps(c.session))["actions"]


def test_play_again_is_another_game_and_recorded_too(window, qtbot):
    window.start_game("qwingo", [Seat("Solo")], {}, 5)
    finish(window, qtbot)
    window.play_again()
    finish(window, qtbot)
    assert store().game_count() == 2


def test_a_finished_save_opened_is_not_recorded(window, qtbot, tmp_path):
    session = Session("qwingo", [Seat("Solo")], {}, 3)
    while not session.state.is_terminal():
        player = session.pending_players()[0]
        session.apply(player, choose_move("qwingo", "greedy", session.state.observation(player),
                                          session.state.legal_actions(player), 1))
    saves.save(session, tmp_path / "done.json")
    assert window.open_path(tmp_path / "done.json")
    assert window.controller.session.state.is_terminal()
    assert store().game_count() == 0


def test_a_screenshot_window_records_nothing(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("BINGOLINO_DATA_DIR", str(tmp_path / "data"))
    w = MainWindow(BotWorker(inprocess=True), restore=False)
    qtbot.addWidget(w)
    w.autosave = False
    w.start_game("bingolino", [Seat("A", "computer", "greedy"), Seat("B", "computer", "greedy")],
                 {}, 4)
    w.controller.run_computers_sync()
    assert w.controller.session.state.is_terminal()
    assert not (tmp_path / "data" / core.FILE_NAME).exists()


def test_a_personal_best_is_announced_at_the_end_of_the_game(window, qtbot):
    anna = store().create_profile("Anna")
    store().record(fake("qwingo", [("Anna", "human", "", anna.id, 12.0, True)], T0, solo=199,
                        turns=199, options={"may_pass": False}))  # the same rules
    window.start_game("qwingo", [Seat("Anna", profile=anna.id)], {}, 12)
    assert window.side_panel.note_label.isHidden()
    finish(window, qtbot)
    turns = window.controller.session.state.turn
    note = window.side_panel.note_label
    assert not note.isHidden()
    assert note.text() == f"Personal best for Anna: {turns} turns (before: 199 turns)."
    assert window.statusBar().currentMessage() == note.text()
    window.play_again()
    assert note.isHidden()  # the next game starts without it


def test_the_announcement_in_russian(window, qtbot, qapp):
    anna = store().create_profile("Анна")
    for i, won in enumerate([True, True]):
        store().record(fake("bingolino", [("Анна", "human", "", anna.id, 4.0, won),
                                          ("Bot", "computer", "easy", "", 1.0, not won)],
                            T0 + i))
    i18n.install_language(qapp, "ru")
    try:
        best = core.Best(anna.id, "Анна", "streak", 3, 2)
        assert history_texts.best_text(best) == (
            "Личный рекорд: Анна — 3 победы подряд (было: 2 победы подряд).")
        best = core.Best(anna.id, "Анна", "solo", 21, 25)
        assert history_texts.best_text(best) == "Личный рекорд: Анна — 21 ход (было: 25 ходов)."
    finally:
        i18n.install_language(qapp, "en")


# --- the statistics window ---------------------------------------------------------------------
def test_statistics_show_numbers_opponents_and_reset_asks_first(window, qtbot, monkeypatch):
    anna, boris = store().create_profile("Anna"), store().create_profile("Boris")
    results = [True, False, True, True]
    for i, won in enumerate(results):
        store().record(fake("bingolino", [("Anna", "human", "", anna.id, 4.0 if won else 1, won),
                                          ("C", "computer", "strong", "", 1.0, not won)],
                            T0 + i))
    store().record(fake("bingolino", [("Boris", "human", "", boris.id, 4.0, True),
                                      ("Anna", "human", "", anna.id, 2.0, False)], T0 + 9))
    stats = window.history.show_statistics()
    qtbot.addWidget(stats)
    stats.profile_combo.setCurrentIndex(stats.profile_combo.findData(anna.id))
    assert stats.current_game() == "bingolino"
    tiles = {k: t.value.text() for k, t in stats.tiles.items()}
    assert tiles == {"played": "5", "won": "3", "rate": "60%", "streak": "0",
                     "best_streak": "2", "score": "3", "turns": "20"}
    table = [[stats.against.item(r, c).text() for c in range(4)]
             for r in range(stats.against.rowCount())]
    assert table == [["Computer: Strong", "4", "3", "75%"], ["Boris", "1", "0", "0%"]]
    assert stats.solo_box.isVisibleTo(stats)  # Bingolino can be played alone
    assert stats.solo_text.text() == "No solo games yet."
    assert not stats.histogram.isVisibleTo(stats)  # said once, in words: no empty chart
    assert sum(games for _, games, _ in stats.timeline.points) == 5

    asked = []

    def answer(choice):
        def ask(box):
            asked.append((box.text(), [b.text() for b in box.buttons()]))
            wanted = [b for b in box.buttons() if b.text() == choice]
            if wanted:
                wanted[0].click()
            return bool(wanted) and box.buttonRole(wanted[0]) == QMessageBox.AcceptRole
        return ask

    monkeypatch.setattr(statistics, "ask_yes", answer("&Cancel"))
    qtbot.mouseClick(stats.reset_button, Qt.LeftButton)
    assert asked and asked[0][0] == "Start the statistics again from now?"
    assert stats.tiles["played"].value.text() == "5"  # cancelled: nothing reset
    monkeypatch.setattr(statistics, "ask_yes", answer("Reset Anna"))
    qtbot.mouseClick(stats.reset_button, Qt.LeftButton)
    assert stats.tiles["played"].value.text() == "0"
    assert store().statistics(boris.id, "bingolino").played == 1  # only Anna's
    monkeypatch.setattr(statistics, "ask_yes", answer("Reset all profiles"))
    qtbot.mouseClick(stats.reset_button, Qt.LeftButton)
    assert store().statistics(boris.id, "bingolino").played == 0
    assert store().game_count() == 5  # the games stay in the library


def test_statistics_without_profiles_explain_and_offer_one(window, qtbot, monkeypatch):
    stats = window.history.show_statistics()
    qtbot.addWidget(stats)
    assert stats.pages.currentWidget() is stats.empty_page
    assert "profile" in stats.empty_text.text()
    monkeypatch.setattr(profiles, "ask_text", lambda *args: "Vera")
    qtbot.mouseClick(stats.new_button, Qt.LeftButton)
    assert stats.pages.currentWidget() is stats.stats_page
    assert stats.profile_combo.currentText() == "Vera"


def test_deleting_a_profile_asks_and_says_what_happens_to_its_games(window, qtbot, monkeypatch):
    vera = store().create_profile("Vera")
    for i in range(3):
        store().record(fake("bingolino", [("Vera", "human", "", vera.id, 4.0, True)], T0 + i,
                            solo=20))
    dialog = profiles.ProfilesDialog(window)
    qtbot.addWidget(dialog)
    asked = []

    def refuse(box):
        asked.append(box.informativeText())
        return False

    monkeypatch.setattr(profiles, "ask_yes", refuse)
    dialog.delete()
    assert asked == ["The 3 games played with this profile stay in the game library under its "
                     "last name, as a guest’s; its statistics are deleted."]
    assert [p.name for p in store().profiles()] == ["Vera"]
    monkeypatch.setattr(profiles, "ask_yes", lambda box: True)
    dialog.delete()
    assert store().profiles() == [] and dialog.list.count() == 0
    assert store().game_count() == 3


def test_renaming_a_profile_renames_it_in_the_library(window, qtbot, monkeypatch):
    vera = store().create_profile("Vera")
    store().record(fake("bingolino", [("Vera", "human", "", vera.id, 4.0, True)], T0, solo=20))
    dialog = profiles.ProfilesDialog(window)
    qtbot.addWidget(dialog)
    monkeypatch.setattr(profiles, "ask_text", lambda *args: "Вера")
    dialog.rename()
    assert dialog.list.item(0).text() == "Вера"
    library = window.history.show_library()
    qtbot.addWidget(library)
    assert library.model.cell_text(library.model.rows[0], "players") == "Вера: 4"
    monkeypatch.setattr(profiles, "ask_text", lambda *args: "vera")  # taken? no: her own
    dialog.rename()
    other = store().create_profile("Gleb")
    dialog.refresh(other.id)
    monkeypatch.setattr(profiles, "ask_text", lambda *args: "VERA")
    dialog.rename()  # refused, with a message
    assert sorted(p.name for p in store().profiles()) == ["Gleb", "vera"]
    assert any(isinstance(w, QMessageBox) and "already" in w.text()
               for w in dialog.findChildren(QMessageBox))


# --- profiles in the new-game dialog -----------------------------------------------------------
def _dialog(qtbot, game="bingolino"):
    from bingolino_app.ui.play.new_game import NewGameDialog

    dialog = NewGameDialog(game)
    qtbot.addWidget(dialog)
    return dialog


def test_the_new_game_dialog_seats_profiles_and_remembers_them(window, qtbot, monkeypatch):
    anna, boris = store().create_profile("Anna"), store().create_profile("Boris")
    dialog = _dialog(qtbot)
    first = dialog.rows[0]
    assert first.who.currentWidget() is first.profile
    assert [first.profile.itemText(i) for i in range(first.profile.count())] == [
        "Anna", "Boris", "Guest", "New profile…"]
    assert first.profile.value() == "" and first.name.text() == "Player 1"  # a guest at first
    first.profile.setCurrentIndex(first.profile.findData(boris.id))
    first.profile.activated.emit(first.profile.currentIndex())
    assert first.name.text() == "Boris" and not first.name.isEnabled()
    second = dialog.rows[1]
    second.kind.setCurrentIndex(0)  # human
    second.profile.setCurrentIndex(second.profile.findData(boris.id))
    second.profile.activated.emit(second.profile.currentIndex())
    assert first.profile.value() == "" and first.name.text() == "Player 1"  # Boris moved seats
    assert first.name.isEnabled()
    first.profile.setCurrentIndex(first.profile.findData(anna.id))
    first.profile.activated.emit(first.profile.currentIndex())
    dialog.accept()
    seats = dialog.result_choice.seats
    assert [(s.name, s.profile) for s in seats] == [("Anna", anna.id), ("Boris", boris.id)]

    store().rename_profile(anna.id, "Anya")
    again = _dialog(qtbot)
    assert [(r.name.text(), r.profile.value()) for r in again.rows] == [
        ("Anya", anna.id), ("Boris", boris.id)]
    store().delete_profile(boris.id)
    third = _dialog(qtbot)
    assert third.rows[1].profile.value() == "" and third.rows[1].kind_value() == "human"

    monkeypatch.setattr(profiles, "ask_text", lambda *args: "Gleb")
    row = third.rows[1]
    row.profile.setCurrentIndex(row.profile.findData(profiles.ProfileChooser.NEW))
    row.profile.activated.emit(row.profile.currentIndex())
    gleb = next(p for p in store().profiles() if p.name == "Gleb")
    assert row.profile.value() == gleb.id and row.name.text() == "Gleb"
    assert third.rows[0].profile.findData(gleb.id) >= 0  # every seat offers the new one
    assert third.choice().seats[1] == Seat("Gleb", "human", "normal", gleb.id)


def test_a_seat_of_a_game_started_from_the_dialog_counts_for_its_profile(window, qtbot,
                                                                         monkeypatch):
    from bingolino_app.ui.play.new_game import NewGameChoice, NewGameDialog

    vera = store().create_profile("Vera")
    choice = NewGameChoice([Seat("Vera", "human", "normal", vera.id)], {}, 31)
    monkeypatch.setattr(NewGameDialog, "ask", classmethod(lambda cls, parent, game: choice))
    window.new_game("qwingo")
    finish(window, qtbot)
    assert store().statistics(vera.id, "qwingo").solo_played == 1


# --- a damaged history -------------------------------------------------------------------------
def test_a_damaged_history_is_set_aside_with_a_message_and_play_goes_on(window, qtbot):
    path = core.default_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"garbage" * 1000)
    window.start_game("qwingo", [Seat("Solo")], {}, 5)
    finish(window, qtbot)
    moved = [p for p in path.parent.iterdir() if "damaged" in p.name]
    assert len(moved) == 1 and moved[0].read_bytes() == b"garbage" * 1000
    boxes = [b for b in window.findChildren(QMessageBox) if b.isVisible()]
    assert any(str(moved[0]) in b.text() for b in boxes)
    assert store().game_count() == 1  # the game went into the fresh history


def test_a_newer_history_is_left_alone_and_told_once(window, qtbot):
    import sqlite3

    path = core.default_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    db = sqlite3.connect(path)
    db.execute("PRAGMA user_version = 50")
    db.commit()
    db.close()
    before = path.read_bytes()
    window.start_game("qwingo", [Seat("Solo")], {}, 5)
    finish(window, qtbot)
    window.play_again()
    finish(window, qtbot)
    boxes = [b for b in window.findChildren(QMessageBox) if "newer version" in b.text()]
    assert len(boxes) == 1
    assert path.read_bytes() == before


def test_menus_and_start_page_open_the_windows(window, qtbot):
    assert window.act_statistics.text() == "S&tatistics…"
    window.act_library.trigger()
    assert window.history.library_window.isVisible()
    qtbot.mouseClick(window.start_page.statistics_button, Qt.LeftButton)
    assert window.history.statistics_window.isVisible()
    window.history.library_window.close()
    qtbot.mouseClick(window.start_page.library_button, Qt.LeftButton)
    assert window.history.library_window.isVisible()


def test_the_windows_in_russian(window, qtbot, qapp):
    anna = store().create_profile("Анна")
    for i in range(5):
        store().record(fake("qwingo", [("Анна", "human", "", anna.id, 12.0, True)], T0 + i,
                            solo=21 + i, turns=21 + i))
    i18n.install_language(qapp, "ru")
    try:
        stats = window.history.show_statistics()
        qtbot.addWidget(stats)
        assert stats.windowTitle() == "Статистика"
        assert stats.solo_text.text().startswith("5 партий · лучший результат: 21 ход (")
        assert stats.solo_text.text().endswith("— Специалист · в среднем 23")
        library = window.history.show_library()
        qtbot.addWidget(library)
        assert library.count_label.text() == "5 партий"
        assert library.model.cell_text(library.model.rows[0], "result") == \
            "Закончена за 25 ходов — Специалист"
        assert window.act_library.text() == "&Библиотека партий…"
    finally:
        i18n.install_language(qapp, "en")


def test_the_charts_draw_what_they_are_given(qtbot):
    from bingolino_app.ui.common import theme
    from bingolino_app.ui.common.charts import HistogramChart, WinRateChart

    histogram = HistogramChart()
    qtbot.addWidget(histogram)
    histogram.resize(400, 200)
    histogram.set_data([(20, 3), (24, 1)], 20, [(20, "Professional"), (25, "Specialist")],
                       ["20 turns: 3 games", "24 turns: 1 game"])
    image = histogram.grab().toImage()
    best = histogram._hover[0][0].center()
    assert image.pixelColor(best.toPoint()) == theme.colour("chart.best")  # the best in gold
    assert histogram.hover_text(best) == "20 turns: 3 games"
    assert histogram.hover_text(histogram._hover[1][0].center()) == "24 turns: 1 game"
    # "Professional" stands beside its dashed line over the bar of 20, not hidden by it.
    bar = histogram._hover[0][0].adjusted(0, 4, 0, 0)
    line_x = bar.right() + bar.width() * 0.12 / 0.76 - 1
    label = QPoint(int(line_x - 10), int(bar.top() + 12))
    assert bar.contains(QPointF(label)) and image.pixelColor(label) != theme.colour("chart.best")
    rate = WinRateChart()
    qtbot.addWidget(rate)
    rate.resize(400, 200)
    rate.set_data([("Jan", 4, 1), ("Feb", 2, 2)], "#d9534f")
    rate.grab()
    assert [t for _, t in rate._hover] == ["Jan: 1/4", "Feb: 2/2"]
    empty = WinRateChart()
    qtbot.addWidget(empty)
    empty.empty_text = "nothing"
    empty.set_data([])
    empty.grab()  # draws the note, no error


def test_a_deleted_window_row_is_not_opened_twice(window, qtbot):
    """A recorded game whose row is gone (another window reset it) is told, not crashed."""
    assert not window.history.open_recorded(999)
    assert window.controller is None


def test_the_librarys_result_shows_whole_at_its_opening_width(window, qtbot, qapp):
    """At 980 pixels in Russian the result read "Закончена за 37 ходов — …"."""
    from PySide6.QtGui import QFontMetrics

    from bingolino_app.ui.common import i18n
    from bingolino_app.ui.history.library import COLUMNS

    anna = store().create_profile("Анна")
    window.start_game("qwingo", [Seat("Анна", profile=anna.id)], {}, 12)
    finish(window, qtbot)
    i18n.install_language(qapp, "ru")
    try:
        library = window.history.show_library()
        qtbot.addWidget(library)
        library.resize(980, 640)
        library.show()
        qtbot.waitExposed(library)
        model, table = library.model, library.table
        column = COLUMNS.index("result")
        text = model.cell_text(model.rows[0], "result")
        need = QFontMetrics(table.font()).horizontalAdvance(text) + 12
        assert table.columnWidth(column) >= need, (table.columnWidth(column), text)
    finally:
        i18n.install_language(qapp, "en")


@pytest.mark.parametrize("game", ["qwingo", "domino_bingo"])
def test_the_statistics_fit_a_small_screen(window, qtbot, qapp, game):
    """A 1024x600 screen leaves the window 980x540: the solo histogram stood under the fold
    (only the tops of its bars showed), and a game without solo left a third of the window
    empty under its table and chart."""
    anna = store().create_profile("Anna")
    for i in range(6):
        store().record(fake(game, [("Anna", "human", "", anna.id, 2.0, i % 2 == 0),
                                   ("C", "computer", "strong", "", 1.0, i % 2 == 1)],
                            T0 + i * 86400 * 9))
    if game == "qwingo":
        for i, turns in enumerate((18, 21, 24, 27)):
            store().record(fake(game, [("Anna", "human", "", anna.id, 0.0, True)],
                                T0 + 500 + i, solo=turns, turns=turns))
    i18n.install_language(qapp, "ru")
    try:
        stats = window.history.show_statistics()
        qtbot.addWidget(stats)
        stats.resize(980, 540)
        stats.profile_combo.setCurrentIndex(stats.profile_combo.findData(anna.id))
        index = stats.game_combo.findData(game)
        stats.game_combo.setCurrentIndex(index)
        stats.show()
        for _ in range(3):
            QApplication.processEvents()
        assert stats.current_game() == game
        assert stats.stats_page.verticalScrollBar().maximum() == 0
        page = stats.stats_page.viewport()
        bottom = page.height() - 8
        if game == "qwingo":
            assert stats.histogram.isVisible() and stats.histogram.height() >= 120
            lowest = stats.solo_box
        else:
            assert not stats.solo_box.isVisible()
            lowest = stats.timeline_box
        # The lowest box reaches down to the foot of the page: no empty band under it.
        assert lowest.mapTo(page, lowest.rect().bottomLeft()).y() >= bottom - 12
    finally:
        i18n.install_language(qapp, "en")
