"""Issue 12: any name, one number in one place, only the controls of the phase being played.

The layout audit (test_layout_audit.py) measures; these tests pin the behaviour behind it:
names end in "…" with the full text in a tooltip, the new-game dialog says its limit, the
Scores box only where the board shows no scores, each game's finished controls hidden.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from bingolino_app.core.saves import MAX_NAME_LENGTH
from bingolino_app.core.session import Session
from bingolino_app.ui.common import i18n
from bingolino_app.ui.play.controller import GameController
from bingolino_app.ui.common.elide import elided, first_names, shorten_names
from layout_audit import LONG_NAMES, SEED, played, seats, session_at

pytestmark = pytest.mark.slow  # whole games at every size

LONG = LONG_NAMES[0]


@pytest.fixture
def still(window, monkeypatch):
    """The window, its computers never moving on their own: a replayed moment stays."""
    monkeypatch.setattr(GameController, "_schedule_computers", lambda self: None)
    return window


def at(window, game: str, count: int, phase: str):
    window._install(session_at(game, count, phase))
    QApplication.processEvents()  # a layout shows a widget added to it from the event loop
    return window.board


# --- names -----------------------------------------------------------------------------------
def test_a_long_name_is_cut_with_an_ellipsis_and_a_short_one_kept(qapp):
    font = QFont("Sans Serif")
    font.setPixelSize(16)
    width = QFontMetricsF(font).horizontalAdvance("Ann") + 1
    assert elided("Ann", font, width) == "Ann"
    cut = elided(LONG, font, 120)
    assert cut.endswith("…") and LONG.startswith(cut[:-1])
    assert QFontMetricsF(font).horizontalAdvance(cut) <= 120
    # Cut just after a word, the space goes too: "Konstantin…", not "Konstantin …".
    two = "Konstantin Petrovich"
    for width in range(40, int(QFontMetricsF(font).horizontalAdvance(two))):
        cut = elided(two, font, width)
        assert cut.endswith("…") and not cut[:-1].endswith(" ") and two.startswith(cut[:-1])
    # In a sentence every long name is cut to the font's name budget; short ones stay.
    budget = elided(LONG, font, QFontMetricsF(font).height() * 9)
    assert budget.endswith("…")
    text = f"{LONG} passes to Ann and {LONG}"
    assert shorten_names(text, [LONG, "Ann"], font) == f"{budget} passes to Ann and {budget}"
    # A cut name at a sentence's end takes no full stop after its "…".
    assert shorten_names(f"First to 70: {LONG}.", [LONG], font) == f"First to 70: {budget}"
    # A name inside a longer one is not cut twice.
    assert shorten_names("Ann Marie-Louise", ["Ann", "Ann Marie-Louise"], font, 1000) == \
        "Ann Marie-Louise"


def test_a_list_of_many_players_names_them_by_first_names_that_tell_them_apart():
    # A short name gains nothing by losing a word ("Bo Li"); nor does a numbered one.
    assert first_names(["Konstantin Petrovich", "Ann", "Ann Smith", "Ann Jones", "Bo Li",
                        "Computer 2", "Alexandra Wilhelmina 2"]) == \
        ["Konstantin", "Ann", "Ann Smith", "Ann Jones", "Bo Li", "Computer 2",
         "Alexandra Wilhelmina 2"]
    assert first_names(["Екатерина Сергеевна", " Dana ", "Екатерина"]) == \
        ["Екатерина Сергеевна", "Dana", "Екатерина"]


def test_the_side_panel_shortens_names_and_keeps_them_in_tooltips(still):
    at(still, "qwingo", 5, "play")
    panel = still.side_panel
    for label in (panel.turn_label, panel.thinking_label, *panel.score_labels):
        if LONG_NAMES[0] in label.toolTip() or "…" in label.text():
            assert "…" in label.text() and LONG not in label.text()
    assert "…" in panel.turn_label.text() and LONG in panel.turn_label.toolTip()
    items = [panel.log.item(i) for i in range(panel.log.count())]
    cut = [item for item in items if "…" in item.text()]
    assert cut and all(any(n in item.toolTip() for n in LONG_NAMES) for item in cut)
    assert all(not any(n in item.text() for n in LONG_NAMES) for item in items)


def test_a_usual_long_name_stays_whole_in_the_side_panel(still):
    """Only names wider than the narrowest panel's line are cut: "Konstantin Petrovich" was
    cut at a sentence's budget ("Konstantin Petro…") with room to spare."""
    from bingolino_app.core.session import Seat

    still.start_game("domino_bingo", [Seat("Konstantin Petrovich"),
                                      Seat("Maximilian Alexander", "computer", "easy")], {}, 5)
    panel = still.side_panel
    texts = [panel.turn_label.text(), *(label.text() for label in panel.score_labels)]
    texts += [panel.log.item(i).text() for i in range(panel.log.count())]
    assert any("Konstantin Petrovich" in t or "Maximilian Alexander" in t for t in texts)
    assert not any("…" in t for t in texts)


def test_the_new_game_dialog_says_the_name_limit_when_it_is_reached(window, qtbot):
    from bingolino_app.ui.play.new_game import NewGameDialog

    dialog = NewGameDialog("bingolino", window)
    qtbot.addWidget(dialog)
    dialog.show()
    field = dialog.rows[0].name
    field.clear()
    QTest.keyClicks(field, "W" * 30)
    assert field.text() == "W" * MAX_NAME_LENGTH  # the save format's limit, kept
    assert dialog.limit_note.isVisible()
    assert str(MAX_NAME_LENGTH) in dialog.limit_note.text()
    assert str(MAX_NAME_LENGTH) in field.toolTip()
    QTest.keyClick(field, "\b")
    assert not dialog.limit_note.isVisible()


@pytest.mark.parametrize("game, count", [("bingolino", 4), ("domino_bingo", 2), ("lino", 2)])
def test_names_on_the_board_are_cut_to_their_box_with_the_full_name_in_a_tooltip(
        still, game, count):
    board = at(still, game, count, "play")
    tips = [item.toolTip() for item in board.scene.items() if item.toolTip()]
    assert any(LONG in tip for tip in tips), "no tooltip holds the full name"
    for box in board.text_boxes():
        # Whole where its line has room for it (a banner, Domino's caption across the
        # table), cut elsewhere: never out of its box.
        if LONG[:6] in box.text:
            assert box.box.adjusted(-1, -1, 1, 1).contains(box.rect), box.text


def test_dominos_caption_names_a_player_whole_across_the_table(still):
    """"Bot led", "Last trick went to …" stand across the table: even the widest names whole
    (they were cut at a sentence's budget, "…to Александра Викт…" with the table empty)."""
    board = at(still, "domino_bingo", 2, "play")
    caption = board.trick_label.text()
    named = [n for n in LONG_NAMES[:2] if n[:6] in caption]
    assert named and all(n in caption for n in named), caption


# --- one number, one place ------------------------------------------------------------------
@pytest.mark.parametrize("game, count, box", [("bingolino", 4, False), ("qwingo", 5, True),
                                              ("domino_bingo", 2, False), ("lino", 2, False)])
def test_the_scores_box_only_where_the_board_shows_no_scores(still, game, count, box):
    at(still, game, count, "play")
    assert still.side_panel.scores_box.isVisible() == box


def test_domino_tricks_and_big_points_stand_once_on_the_table(still):
    board = at(still, "domino_bingo", 2, "play")
    obs = board.obs
    tricks = [item.text() for item in board.pile_labels]
    assert all("trick" in t for t in tricks)
    for item in board.score_items:
        assert "trick" not in item.text()  # the pile counts them
    assert "Big points" not in board.info.toPlainText()  # under the names already
    pad = board.controls().pad.toPlainText()
    assert f"Deal {obs.deal}" not in pad  # the deal being played is on the table only


def test_lino_totals_stand_once_at_the_end(still):
    board = at(still, "lino", 2, "end")
    panel = board.panel
    # The end card (issue 33): the headline on a line, or the long name on one and the
    # margin on the next; the breakdown in the card's table, the totals once beside the names.
    assert not panel.banner and len(board.end_banner.text.splitlines()) <= 2
    assert board.end_card.summary.columns[-1] == "Total"
    assert panel.lines == ["", ""]
    assert panel.table == []
    side = still.side_panel  # who won by how much: said once, as the side panel's heading
    assert board.end_headline() in side.turn_label.text() + side.turn_label.toolTip()
    assert side.prompt_label.text() == ""


# --- only the controls of the phase being played --------------------------------------------
def test_domino_your_move_only_in_the_humans_turn(still):
    board = at(still, "domino_bingo", 2, "play")
    controls = board.controls()
    assert board.my_legal() and controls.move_box.isVisible()
    # The computer's turn right after the human's move.
    actions, phases = played("domino_bingo", 2)
    session = still.controller.session
    index = len(session.history)
    computer = next(i for i, _, p in phases if i > index and p == 1)
    from bingolino_app.core.session import Session

    still._install(Session.replay("domino_bingo", session.seats, {}, session.seed,
                                  actions[:computer]))
    QApplication.processEvents()
    board = still.board
    controls = board.controls()
    assert not board.my_legal() and not controls.move_box.isVisible()
    board = at(still, "domino_bingo", 2, "end")
    controls = board.controls()
    assert not controls.move_box.isVisible() and not controls.last_button.isVisible()


def test_qwingo_tie_rule_is_said_while_setting_up_only(still):
    from bingolino_app.ui.boards.qwingo import texts

    tie = texts.texts()["tie"]
    board = at(still, "qwingo", 5, "setup")
    assert tie in board.info_item.toPlainText()
    board = at(still, "qwingo", 5, "play")
    assert tie not in board.info_item.toPlainText()


def test_lino_near_rows_toggle_only_while_stones_are_placed(still):
    for phase, shown in (("setup", False), ("play", True), ("end", False)):
        board = at(still, "lino", 2, phase)
        assert board.controls().near_check.isVisible() == shown, phase
        # The keys while there is something to choose; the stones' shapes always.
        assert board.controls().keys.isVisible() == (phase != "end"), phase
        assert board.controls().legend.isVisible()


def test_bingolino_odds_toggle_gone_at_the_end(still):
    board = at(still, "bingolino", 4, "play")
    assert board.controls().odds_check.isVisible() and board.controls().keys_label.isVisible()
    board = at(still, "bingolino", 4, "end")
    assert not board.controls().odds_check.isVisible()
    assert not board.controls().dice_box.isVisible()
    assert not board.controls().keys_label.isVisible()  # nothing is left to choose


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_five_qwingo_players_fit_the_side_panel_at_1024x600(still, qapp, lang):
    """Everyone writing at once named five long names on five lines of "Now:", and "best
    column 7/12" took two lines a player: the panel scrolled and the log kept three lines."""
    i18n.install_language(qapp, lang)
    try:
        still.resize(1024, 600)
        actions, phases = played("qwingo", 5)
        entering = [i for i, phase, player in phases if phase == "enter" and player == 0]
        k = entering[len(entering) // 2]
        still._install(Session.replay("qwingo", seats("qwingo", 5), {}, SEED, actions[:k]))
        for _ in range(3):  # the panel's layout settles over a few rounds of events
            QApplication.processEvents()
        panel, c = still.side_panel, still.controller
        bar = panel.scroll.verticalScrollBar()
        assert len(c.session.pending_players()) == 5  # the moment everyone writes
        assert panel.turn_label.text() == ("Now: everyone" if lang == "en" else "Ходят все")
        assert bar.maximum() == 0
        c.run_computers_sync()  # the computers have written: the player at the screen is left
        for _ in range(3):
            QApplication.processEvents()
        assert list(c.session.pending_players()) == [0]
        assert bar.maximum() == 0
        assert panel.scores_box.title() == ("Best column" if lang == "en" else "Лучший столбец")
        for label in panel.score_labels:
            assert label.text().endswith("/12") and label.height() < 2 * label.fontMetrics().height()
    finally:
        i18n.install_language(qapp, "en")
