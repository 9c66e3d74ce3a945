"""Review mode in the window, around the review itself: Continue from here, the ways in (the
end screen, the menu, a saved file, a recent game, the library), the move list as a PDF and
its write fault, the language, and the panel at the smallest screen with the most players and
long names (the stepping, views and analysis: test_review.py)."""

from __future__ import annotations

from pathlib import Path

import pypdf
import pytest
from PySide6.QtCore import QCoreApplication, Qt

from bingolino_app.core import analysis, saves
from bingolino_app.core.registry import GAME_IDS
from bingolino_app.core.session import Seat
from bingolino_app.ui.history import store as history_ui
from bingolino_app.ui.common import i18n
from bingolino_app.ui.boards import analysis_texts as texts
from bingolino_app.ui.review import chart as chart_module
from review_drive import (  # noqa: F401 (fresh_store: autouse)
    analysed, finished, fresh_store, review,
)


# --- going on ---------------------------------------------------------------------------------------
def test_continue_from_here_starts_a_new_game_and_keeps_the_original(window, qtbot):
    session = finished("bingolino")
    path = Path(window.settings_dir if hasattr(window, "settings_dir") else ".")  # noqa: F841
    rw = review(window, session)
    original = list(rw.replay.actions)
    rw.go(6)
    controller = rw.continue_from_here()
    assert controller is window.controller
    assert controller.session.actions[:len(rw.replay.actions_until(6))] == \
        rw.replay.actions_until(6)
    assert controller.session.seed == session.seed
    assert rw.replay.actions == original and session.state.is_terminal()
    rw.go(rw.replay.last)
    assert not rw.continue_button.isEnabled()  # nothing to go on with after the end
    rw.close()


# --- the ways in -------------------------------------------------------------------------------------
def test_the_end_screen_and_the_menu_open_a_review_of_the_game_on_screen(window, qtbot):
    window.start_game("lino", [Seat("Ann"), Seat("Bot", "computer", "greedy")], {}, 3)
    assert not window.side_panel.review_button.isVisible()
    rw = window.review_game()  # during the game: the player's own view only
    assert rw.replay.seats_allowed() == [0] and not rw.replay.finished
    rw.close()
    c = window.controller
    while not c.session.state.is_terminal():
        humans = c.legal_by_human()
        if not humans:
            qtbot.waitUntil(lambda: bool(c.legal_by_human()) or c.session.state.is_terminal(),
                            timeout=20_000)
            continue
        p, legal = next(iter(humans.items()))
        window.board.action_chosen.emit(p, legal[0])
    qtbot.waitUntil(window.side_panel.review_button.isVisible, timeout=5000)
    qtbot.mouseClick(window.side_panel.review_button, Qt.LeftButton)
    rw = window.reviews[-1]
    assert rw.replay.finished and rw.replay.last == sum(
        1 for p, _ in c.session.actions if p >= 0)
    rw.close()


def test_a_saved_file_and_a_recent_game_open_in_review(window, qtbot, tmp_path):
    session = finished("qwingo")
    path = tmp_path / "game.json"
    saves.save(session, path)
    rw = window.review_path(str(path))
    assert rw.replay.actions == session.actions
    rw.close()
    window.settings.add_recent(str(path))
    window.start_page.refresh()
    button = window.start_page.recent_buttons[0]
    review_action = button.actions()[0]
    review_action.trigger()
    assert window.reviews[-1].replay.actions == session.actions
    window.reviews[-1].close()
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    warned = []
    window._warn = lambda title, text: warned.append(title)
    assert window.review_path(str(bad)) is None and warned


def test_the_library_opens_a_recorded_game_in_review(window, qtbot):
    from bingolino_app.core.history import GameRecord

    session = finished("bingolino")
    history_ui.shared_store().record(GameRecord.from_session(session, 1.0, 2.0))
    library = window.history.show_library()
    library.table.selectRow(0)
    assert library.review_button.isEnabled()
    qtbot.mouseClick(library.review_button, Qt.LeftButton)
    rw = window.reviews[-1]
    assert rw.replay.actions == session.actions and rw.replay.finished
    rw.close()
    library.close()


# --- the move list --------------------------------------------------------------------------------
def test_the_move_list_with_marks_exports_as_pdf(window, qtbot, tmp_path, qapp):
    i18n.install_language(qapp, "en")
    rw = review(window, finished("lino"))
    analysed(qtbot, rw)
    target = tmp_path / "moves.pdf"
    future = rw.export_moves_to(str(target))
    qtbot.waitUntil(future.done, timeout=30_000)
    assert future.exception() is None and target.is_file()
    reader = pypdf.PdfReader(str(target))
    text = " ".join(" ".join(page.extract_text() for page in reader.pages).split())
    assert len(reader.pages) >= 2  # 54 moves: two pages
    assert "Lino: the moves of the game" in text and "stone on" in text
    assert "The computer prefers" in text
    counts = analysis.summary(rw.judgements.values())
    if counts["mistake"]:
        assert "Mistake" in text
    qtbot.waitUntil(lambda: "saved to" in rw.statusBar().currentMessage(), timeout=5000)
    rw.close()


def test_a_move_list_that_cannot_be_written_is_reported(window, qtbot, tmp_path, monkeypatch):
    from bingolino_app.ui.common.text import QMessageBox

    warned = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: warned.append(box.text()))
    rw = review(window, finished("qwingo"))
    future = rw.export_moves_to(str(tmp_path / "missing" / "moves.pdf"))
    qtbot.waitUntil(future.done, timeout=30_000)
    qtbot.waitUntil(lambda: bool(warned), timeout=5000)
    assert "moves.pdf" in warned[0] and not (tmp_path / "missing").exists()
    assert rw.statusBar().currentMessage() == "Export failed"
    rw.close()


def test_review_texts_follow_the_language(window, qtbot, qapp):
    rw = review(window, finished("qwingo"))
    try:
        i18n.install_language(qapp, "ru")
        qtbot.waitUntil(lambda: rw.tabs.tabText(0) != "Analysis", timeout=3000)
        assert rw.analyse_button.text() != "&Analyse"
    finally:
        i18n.install_language(qapp, "en")
    assert rw.tabs.tabText(0) == "Analysis"
    rw.close()


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_panel_fits_the_smallest_screen(window, qtbot, qapp, game_id, lang):
    """At 1024x600, analysed, on the decisions with the longest verdicts: the whole panel
    shows without scrolling (the lists and the chart give way), texts wrap, nothing is cut
    off, and the board keeps most of the room."""
    i18n.install_language(qapp, lang)
    try:
        rw = review(window, finished(game_id))
        rw.show()
        qtbot.waitExposed(rw)
        analysed(qtbot, rw)
        scroll = rw.splitter.widget(1)
        longest = sorted(rw.judgements, key=lambda k: -len(texts.verdict_text(
            game_id, rw.judgements[k], rw.replay.seen_before(k), rw.measure.key)))
        for k in longest[:3] + [0]:
            rw.go(k)
            QCoreApplication.processEvents()
            assert rw.verdict_label.isVisible() == bool(rw.verdict_label.text()), k
            assert scroll.verticalScrollBar().maximum() == 0, (k, rw.panel.height())
            assert rw.panel.width() <= scroll.viewport().width()
            for part in (rw.continue_button, rw.pdf_button, rw.decisions):
                bottom = part.mapTo(rw.panel, part.rect().bottomLeft()).y()
                assert bottom < scroll.viewport().height(), (k, part)
        # The chart has a tab of its own: readable there (it was 45 pixels under the list).
        rw.tabs.setCurrentIndex(2)
        QCoreApplication.processEvents()
        assert scroll.verticalScrollBar().maximum() == 0
        assert rw.chart.height() >= chart_module.MIN_HEIGHT
        bottom = rw.chart.mapTo(rw.panel, rw.chart.rect().bottomLeft()).y()
        assert bottom < scroll.viewport().height()
        assert rw.view.width() > 500  # the board keeps most of the room
        rw.close()
    finally:
        i18n.install_language(qapp, "en")


LONG = ["Александра Викторовна", "Konstantin Petrovich", "Maximilian Alexander",
        "Екатерина Сергеевна", "Bartholomew Jones"]
MOST = {"bingolino": 4, "qwingo": 5, "domino_bingo": 2, "lino": 2}


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_panel_fits_a_small_screen_with_the_most_players_and_long_names(
        window, qtbot, qapp, game_id):
    """A 1024x600 screen leaves the window 984x540: in Russian with long names the panel
    scrolled in every game (a heading of the game and its players, the result under it, the
    scores the board shows already), "Continue from here" below the fold; Qwingo's five,
    four of them sharing the win, by two lines more (the winners named, then everyone's
    best column by whole names)."""
    i18n.install_language(qapp, "ru")
    try:
        rw = review(window, finished(game_id, names=LONG[:MOST[game_id]]))
        rw.resize(984, 540)
        analysed(qtbot, rw)
        scroll = rw.splitter.widget(1)
        longest = sorted(rw.judgements, key=lambda k: -len(texts.verdict_text(
            game_id, rw.judgements[k], rw.replay.seen_before(k), rw.measure.key)))
        for k in longest[:2] + [0, rw.replay.last]:
            rw.go(k)
            for _ in range(3):
                QCoreApplication.processEvents()
            assert scroll.verticalScrollBar().maximum() == 0, (k, rw.panel.height())
            bottom = rw.continue_button.mapTo(rw.panel, rw.continue_button.rect().bottomLeft())
            assert bottom.y() < scroll.viewport().height(), k
        assert all(name in rw.heading.text() or name in rw.heading.toolTip()
                   for name in LONG[:MOST[game_id]])
        if game_id == "qwingo":  # four of five share the win: counted, named on hover
            assert "Победу делят 4 игрока" in rw.heading.text()
            assert rw.heading.toolTip().count("Победители:") == 1
            assert "Konstantin Petrovich" not in rw.scores_label.text()
            assert "· Konstantin: 1" in rw.scores_label.text()
            assert "· Konstantin Petrovich: 1" in rw.scores_label.toolTip()
        rw.close()
    finally:
        i18n.install_language(qapp, "en")
