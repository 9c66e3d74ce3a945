"""Statistics and the library say what they show (issue 33, item 11): the win-rate chart's
pale bars are explained; dates follow the language's format ("2 Dec", "2026" and "12/2/26"
stood in one window); "average score / turns" says what it counts in each game; the library
opens without cutting Players and Result."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QDate, QDateTime, QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication

from bingolino_app.core.registry import GAME_IDS
from bingolino_app.ui.common import i18n
from bingolino_app.ui.history import statistics
from bingolino_app.ui.history import store as history_ui
from bingolino_app.ui.history import texts as history_texts
from bingolino_app.ui.history.statistics import StatisticsWindow, measure_captions
from tests_ui_play import fake

T0 = 1_700_000_000.0


@pytest.fixture(autouse=True)
def fresh_store():
    history_ui.reset_store()
    yield
    history_ui.reset_store()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_period_is_dated_as_the_window_dates_a_day(qapp, lang):
    i18n.install_language(qapp, lang)
    try:
        day = StatisticsWindow._bucket_label(None, T0, "day")
        assert day == history_texts.date_text(T0, time_too=False)  # one format for a day
        month = StatisticsWindow._bucket_label(None, T0, "month")
        date = QDateTime.fromSecsSinceEpoch(int(T0)).date()
        assert month.endswith(str(date.year())) and not month[0].isdigit()
        assert StatisticsWindow._bucket_label(None, T0, "year") == str(date.year())
    finally:
        i18n.install_language(qapp, "en")


def test_the_averages_say_what_they_count_in_each_game(qapp):
    captions = {game: measure_captions(game) for game in GAME_IDS}
    scores = {game: c[0][0] for game, c in captions.items()}
    assert len(set(scores.values())) == len(GAME_IDS)  # stars, columns, big points, points
    assert "average score" not in scores.values()
    assert all(c[0][1] and c[1][1] for c in captions.values())  # and a sentence on hover


def test_the_window_explains_its_chart_and_its_averages(window, qtbot):
    store = history_ui.shared_store()
    anna = store.create_profile("Anna")
    for i in range(5):
        store.record(fake("domino_bingo", [("Anna", "human", "", anna.id, 7.0, i % 2 == 0),
                                           ("C", "computer", "strong", "", 5.0, i % 2 == 1)],
                          T0 + i * 86400 * 40))
    stats = window.history.show_statistics()
    qtbot.addWidget(stats)
    stats.profile_combo.setCurrentIndex(stats.profile_combo.findData(anna.id))
    assert stats.current_game() == "domino_bingo"
    assert stats.tiles["score"].caption.text() == "average big points"
    assert stats.tiles["turns"].caption.text() == "average moves"
    note = stats.timeline_note
    assert note.isVisibleTo(stats) and "bars" in note.text() and "line" in note.text()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_library_opens_with_players_and_result_whole(window, qtbot, qapp, lang):
    store = history_ui.shared_store()
    names = ["Александра Викторовна", "Konstantin Petrovich", "Maximilian Alexander",
             "Екатерина Сергеевна"]
    for i in range(3):
        store.record(fake("bingolino", [(n, "human" if j == 0 else "computer",
                                         "" if j == 0 else "strong", "", float(j), j == 1)
                                        for j, n in enumerate(names)], T0 + i))
    i18n.install_language(qapp, lang)
    try:
        library = window.history.show_library()
        qtbot.addWidget(library)
        # As it opens on a 1024x600 screen (fitted_size: 980 wide); the offscreen test screen
        # is 800 wide, where four long names cannot fit two lines in any column.
        library.resize(980, 540)
        library.show()
        qtbot.waitExposed(library)
        QApplication.processEvents()
        table, model = library.table, library.model
        metrics = QFontMetrics(table.font())
        for column in ("players", "result"):
            c = statistics_column(column)
            for r in range(model.rowCount()):
                rect = table.visualRect(model.index(r, c))
                text = model.data(model.index(r, c))
                need = metrics.boundingRect(QRect(0, 0, rect.width() - 8, 10_000),
                                            Qt.TextWordWrap, text)
                assert need.height() <= rect.height() - 4, (column, text, rect)
    finally:
        i18n.install_language(qapp, "en")


def statistics_column(name: str) -> int:
    from bingolino_app.ui.history.library import COLUMNS

    return COLUMNS.index(name)
