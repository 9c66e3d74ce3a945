"""The side panel: its game log follows new lines to the very last (wrapped) one, unless the
user has scrolled back to read; its end headline; its texts agree with how many players they
name."""

from __future__ import annotations

import attrs
import pytest
from PySide6.QtGui import QFontMetricsF

from bingolino_app.core.session import Seat
from bingolino_app.ui.common import i18n
from bingolino_app.ui.play import side_panel


def test_the_log_shows_its_last_line_and_leaves_a_reader_alone(window, qtbot):
    window.resize(1000, 700)  # a narrow log: long lines wrap
    window.start_game("lino", [Seat("A", "computer", "greedy"), Seat("B", "computer", "greedy")],
                      {"starter": 0}, 5)
    session = window.controller.session
    log = window.side_panel.log
    bar = log.verticalScrollBar()
    qtbot.waitUntil(lambda: log.count() > 40, timeout=20_000)
    qtbot.wait(50)
    assert bar.maximum() > 0 and bar.value() == bar.maximum()
    bar.setValue(0)  # the user scrolls back
    count = log.count()
    qtbot.waitUntil(lambda: log.count() > count + 5 or session.state.is_terminal(),
                    timeout=20_000)
    qtbot.wait(50)
    assert bar.value() == 0
    bar.setValue(bar.maximum())  # and down again: the log follows once more
    qtbot.waitUntil(lambda: session.state.is_terminal(), timeout=30_000)
    qtbot.wait(50)
    assert bar.value() == bar.maximum()
    last = log.visualItemRect(log.item(log.count() - 1))
    assert log.viewport().rect().contains(last), "the last line is cut off"


def test_play_again_after_the_end_with_the_same_players_and_the_loser_first(window, qtbot):
    seats = [Seat("Ann", "computer", "greedy"), Seat("Bob", "computer", "easy")]
    window.start_game("lino", seats, {"starter": 0, "bonus": "stars"}, 8)
    session = window.controller.session
    button = window.side_panel.again_button
    assert not button.isVisible() and not window.act_again.isEnabled()
    window.play_again()  # the shortcut does nothing during a game
    assert window.controller.session is session
    qtbot.waitUntil(lambda: session.state.is_terminal(), timeout=30_000)
    assert button.isVisible() and window.act_again.isEnabled()
    (winner,) = session.state.winners()
    button.click()
    again = window.controller.session
    assert again is not session and again.seats == session.seats
    assert again.options["bonus"] == "stars"
    assert again.options["starter"] == 1 - winner  # Lino: the loser begins
    assert not again.state.is_terminal() and not window.side_panel.again_button.isVisible()


def test_the_end_headline_names_one_winner_several_winners_or_the_boards_own(window, qtbot):
    seats = [Seat("Ann", "computer", "greedy"), Seat("Bob", "computer", "greedy"),
             Seat("Cy", "computer", "greedy")]
    window.start_game("bingolino", seats, {}, 4)
    state = window.controller.session.state
    qtbot.waitUntil(state.is_terminal, timeout=30_000)
    label = window.side_panel.turn_label
    for winners, text in (([1], "Game over. Winner: Bob"),
                          ([0, 2], "Game over. Winners: Ann, Cy")):
        state.winners = lambda w=winners: w
        window.side_panel.refresh(log=False)
        assert label.text() == text
    window.board.end_headline = lambda: "Ann wins by 23 points!"
    window.side_panel.refresh(log=False)
    assert label.text() == "Ann wins by 23 points!"


def test_a_lino_draw_is_called_a_draw_in_the_panel(window, qtbot):
    seats = [Seat("Ann", "computer", "greedy"), Seat("Bob", "computer", "greedy")]
    window.start_game("lino", seats, {"starter": 0}, 8)
    session = window.controller.session
    qtbot.waitUntil(session.state.is_terminal, timeout=30_000)
    label = window.side_panel.turn_label
    assert label.text() == window.board.end_headline() and "wins by" in label.text()
    window.board.obs = attrs.evolve(window.board.obs, winners=(0, 1))  # as if drawn
    window.side_panel.refresh(log=False)
    assert label.text().startswith("A draw:")  # not "Winners: Ann, Bob"


@pytest.mark.parametrize("lang,one,several,counted", [
    ("en", "Bob is thinking…", "Bob, Cy are thinking…", "3 computers are thinking…"),
    ("ru", "Bob думает…", "Bob, Cy думают…", "3 компьютера думают…"),
])
def test_the_thinking_line_agrees_with_how_many_think(window, qtbot, qapp, lang, one, several,
                                                      counted):
    """Qwingo's computers enter at once: "Bob, Cy are thinking…", not "is"; three or more are
    counted (their names in the tooltip), four long names took four lines."""
    seats = [Seat("Ann"), Seat("Bob", "computer", "greedy"), Seat("Cy", "computer", "greedy"),
             Seat("Dan", "computer", "greedy")]
    window.start_game("qwingo", seats, {}, 4)
    i18n.install_language(qapp, lang)
    try:
        controller, label = window.controller, window.side_panel.thinking_label
        for thinking, text in (([1], one), ([1, 2], several), ([1, 2, 3], counted)):
            controller.thinking_players = lambda t=thinking: t
            window.side_panel.refresh(log=False)
            assert label.text() == text
        assert "Bob, Cy, Dan" in label.toolTip()
    finally:
        i18n.install_language(qapp, "en")


@pytest.mark.parametrize("lang,one,several", [
    ("en", "it tries once more", "they try once more"),
    ("ru", "Bob не может выбрать ход", "Bob, Cy не могут выбрать ход"),
])
def test_the_trouble_question_agrees_with_how_many_computers_stopped(window, qapp, lang, one,
                                                                     several):
    seats = [Seat("Ann"), Seat("Bob", "computer", "greedy"), Seat("Cy", "computer", "greedy")]
    controller = window.start_game("qwingo", seats, {}, 4)
    i18n.install_language(qapp, lang)
    try:
        for trouble, text in (({1: 2}, one), ({1: 2, 2: 2}, several)):
            controller.trouble = trouble
            window._on_computer_trouble()
            assert text in window.trouble_box.text()
    finally:
        window.trouble_box.close()
        i18n.install_language(qapp, "en")


def test_a_wider_panel_names_the_winner_whole_and_a_narrower_one_cuts_again(window, qtbot):
    """The side panel's names may take a line of the panel as wide as it is now: at
    1920x1080 "Game over. Winner: Александра Викторовна" stands whole (it was cut at the
    narrowest panel's budget), at 1024x600 the long name is cut, and wide again whole."""
    from PySide6.QtWidgets import QApplication

    name = "Александра Викторовна"
    seats = [Seat(name, "computer", "greedy"), Seat("Bob", "computer", "greedy")]
    window.start_game("bingolino", seats, {}, 4)
    state = window.controller.session.state
    qtbot.waitUntil(state.is_terminal, timeout=30_000)
    state.winners = lambda: [0]
    window.side_panel.refresh(log=False)
    label = window.side_panel.turn_label
    shown = {}
    for size in ((1920, 1080), (1024, 600), (1920, 1080)):
        window.resize(*size)
        for _ in range(3):
            QApplication.processEvents()
        shown[size] = label.text()
        assert label.width() <= window.side_panel.scroll.viewport().width()
    assert shown[(1920, 1080)] == f"Game over. Winner: {name}"
    assert label.toolTip() == ""  # nothing cut, nothing to tell
    window.resize(1024, 600)
    for _ in range(3):
        QApplication.processEvents()
    width = window.side_panel.width()
    if QFontMetricsF(label.font()).horizontalAdvance(name) > width - side_panel.LINE_MARGIN:
        assert "…" in shown[(1024, 600)] and name in label.toolTip()


def test_no_score_yet_is_no_empty_score_lines(window):
    """Qwingo's set-up listed "Anna:", "Boris:" with nothing after them."""
    window.start_game("qwingo", [Seat("Anna"), Seat("Boris")], {}, 4)
    panel = window.side_panel
    assert window.board.score_text(0) == ""  # nothing written yet
    assert not panel.scores_box.isVisible()
    window.board.score_text = lambda p, short=False: "1/12" if short else "best column 1/12"
    panel.refresh(log=False)
    assert panel.scores_box.isVisible()
    # What the numbers count is said once, in the box's title.
    assert panel.scores_box.title() == "Best column"
    assert panel.score_labels[0].text() == "Anna: 1/12"
