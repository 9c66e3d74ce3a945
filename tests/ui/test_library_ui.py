"""The game library window: old names, filters, sort, pages, the CSV export and importing saved
games (split from test_history_ui.py, which keeps the recording, statistics and profiles)."""

from __future__ import annotations

import csv

import pytest
from PySide6.QtCore import Qt

from bingolino_app.core import saves
from bingolino_app.core.bots import choose_move
from bingolino_app.core.session import Seat, Session
from bingolino_app.ui.history import store as history_ui
from tests_ui_play import fake

T0 = 1_700_000_000.0


@pytest.fixture(autouse=True)
def fresh_store():
    history_ui.reset_store()  # every test reads its own data folder
    yield
    history_ui.reset_store()


def store():
    return history_ui.shared_store()


# --- the library -------------------------------------------------------------------------------
def test_the_library_names_an_old_versions_you_as_a_new_game_would(window, qtbot, monkeypatch,
                                                                      tmp_path):
    """Games of an earlier version call the first human "You"/"Вы": listed, exported and
    opened, that seat has the name a new game gives; computers and real names keep theirs."""
    from bingolino_app.ui.common import player_names

    monkeypatch.setattr(player_names, "account_name", lambda: "Marta")
    store().record(fake("lino", [("You", "human", "", "", 30.0, True),
                                 ("Bot", "computer", "strong", "", 20.0, False)], T0))
    store().record(fake("lino", [("Вы", "human", "", "", 10.0, False),
                                 ("Вы", "computer", "easy", "", 25.0, True)], T0 + 60))
    store().record(fake("lino", [("Ann", "human", "", "", 10.0, False),
                                 ("You", "human", "", "", 25.0, True)], T0 + 120))
    library = window.history.show_library()
    qtbot.addWidget(library)
    model = library.model
    shown = {model.cell_text(r, "players"): model.cell_text(r, "result") for r in model.rows}
    assert shown == {"Marta: 30 · Bot (Strong): 20": "Won by Marta",
                     "Marta: 10 · Вы (Easy): 25": "Won by Вы",
                     "Ann: 10 · Player 2: 25": "Won by Player 2"}
    target = tmp_path / "games.csv"
    assert library.export_csv(target)
    text = target.read_text(encoding="utf-8-sig")
    assert "You" not in text and "Marta" in text and "Player 2" in text


def test_the_library_filters_sorts_pages_and_exports_csv(window, qtbot, tmp_path):
    anna = store().create_profile("Anna")
    store().record_many(
        fake("bingolino" if i % 2 else "lino",
             [("Anna" if i % 3 else "Bob; \"the, best\"", "human", "",
               anna.id if i % 3 else "", 4.0, True),
              ("Comp", "computer", "easy", "", 1.0, False)], T0 + i * 60, turns=i)
        for i in range(450))
    library = window.history.show_library()
    qtbot.addWidget(library)
    model = library.model
    assert model.total == 450 and model.rowCount() == 200  # a page
    assert library.count_label.text() == "450 games"
    while model.canFetchMore():
        model.fetchMore()
    assert model.rowCount() == 450
    assert [r.turns for r in model.rows[:3]] == [449, 448, 447]  # newest first

    library.game_combo.setCurrentIndex(library.game_combo.findData("lino"))
    assert model.total == 225 and {r.game for r in model.rows} == {"lino"}
    library.profile_combo.setCurrentIndex(library.profile_combo.findData(anna.id))
    assert model.total == 150
    library.search.setText("BOB")
    assert model.total == 0
    library.profile_combo.setCurrentIndex(0)
    assert model.total == 75
    header = library.table.horizontalHeader()
    header.setSortIndicator(5, Qt.AscendingOrder)  # turns
    assert [r.turns for r in model.rows[:3]] == [0, 6, 12]
    header.setSortIndicator(2, Qt.AscendingOrder)  # the rules: no order of their own
    assert header.sortIndicatorSection() == 5 and [r.turns for r in model.rows[:2]] == [0, 6]

    target = tmp_path / "out.csv"
    assert library.export_csv(target)
    with open(target, encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    assert rows[0] == ["Date", "Game", "Rules", "Players", "Scores", "Winners", "Turns", "Game number"]
    assert len(rows) == 76  # every row of the filtered list, not only the loaded page
    assert rows[1][1:] == ["Lino", "Standard rules", 'Bob; "the, best", Comp (Easy)', "4 : 1",
                           'Bob; "the, best"', "0", str(int(T0))]
    assert target.read_bytes().startswith(b"\xef\xbb\xbf")  # spreadsheets read UTF-8 right


def test_export_through_the_button_and_a_failed_export_keeps_the_old_file(window, qtbot,
                                                                          tmp_path, monkeypatch):
    store().record(fake("bingolino", [("A", "human", "", "", 4.0, True)], T0, solo=9))
    library = window.history.show_library()
    qtbot.addWidget(library)
    target = tmp_path / "list"
    monkeypatch.setattr("bingolino_app.ui.history.library.QFileDialog.getSaveFileName",
                        lambda *args, **kwargs: (str(target), ""))
    qtbot.mouseClick(library.export_button, Qt.LeftButton)
    written = tmp_path / "list.csv"
    assert written.is_file() and "A" in written.read_text(encoding="utf-8-sig")
    before = written.read_bytes()
    broken = tmp_path / "gone" / "list.csv"
    assert not library.export_csv(broken)
    assert written.read_bytes() == before
    assert not broken.exists()


def test_saved_games_are_imported_in_the_background(window, qtbot):
    from bingolino_app import paths

    paths.saves_dir().mkdir(parents=True, exist_ok=True)
    session = Session("qwingo", [Seat("Solo")], {}, 8)
    while not session.state.is_terminal():
        player = session.pending_players()[0]
        session.apply(player, choose_move("qwingo", "greedy", session.state.observation(player),
                                          session.state.legal_actions(player), 2))
    saves.save(session, paths.saves_dir() / "finished.json")
    library = window.history.show_library()
    qtbot.addWidget(library)
    with qtbot.waitSignal(library.imported, timeout=20_000) as blocker:
        qtbot.mouseClick(library.import_button, Qt.LeftButton)
    assert blocker.args == [1]
    assert library.model.total == 1
    assert library.count_label.text() == "1 finished game recorded from the saves."
