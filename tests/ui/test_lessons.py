"""Learn to play: every lesson played to its end through the window's own controls, in both
languages, at the smallest window; and what a lesson must never do."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, Qt

from bingolino_app import paths
from bingolino_app.core import lessons
from bingolino_app.core.session import Seat
from bingolino_app.ui.common import i18n
from bingolino_app.ui.lessons import never_played
from bingolino_app.ui.lessons.callout import place
from bingolino_app.ui.play.new_game import NewGameChoice, NewGameDialog
from bingolino_app.ui.common.settings import get_settings

import lesson_drive  # tests/ui/helpers

SMALL = (1024, 600)
LESSONS = [("bingolino", None), ("qwingo", None), ("domino_bingo", "english"),
           ("domino_bingo", "russian"), ("lino", None)]


@pytest.fixture
def lesson_window(window, qapp):
    get_settings().confirm_risky = False  # closing the stock asks first otherwise
    window.resize(*SMALL)
    yield window
    i18n.install_language(qapp, "en")


def start(window, game, variant=None):
    runner = window.lessons.start(game, {"variant": variant} if variant else None)
    assert runner is not None and runner.running
    return runner


def settle(qtbot, runner, index):
    """Wait until the step's anchor is there (a deal's summary appears after its last
    trick has been shown) or the lesson moved on."""
    step = runner.step
    if step is not None and step.anchor and runner.index == index:
        qtbot.waitUntil(lambda: runner.index != index or not runner.running
                        or runner.anchor_rect() is not None, timeout=5000)


def check_callout(window, runner):
    """The callout lies inside the window's central part, beside a visible anchor."""
    callout, area = runner.callout, runner.area()
    assert callout.isVisible()
    assert area.contains(callout.geometry()), \
        f"step {runner.step.id}: callout {callout.geometry()} leaves {area}"
    anchor = runner.anchor_rect()
    assert anchor is not None, f"step {runner.step.id}: no anchor {runner.step.anchor}"
    assert QRect(QPoint(0, 0), window.size()).intersects(anchor)
    around = runner.around_rect()
    if runner.step.around:  # what the text talks about stays in view
        assert around is not None, f"step {runner.step.id}: no part {runner.step.around}"
        assert not callout.bubble_rect().intersects(around), \
            f"step {runner.step.id}: callout {callout.bubble_rect()} covers {around}"
    assert callout.text.text() and not callout.text.text().isspace()


def play_through(window, qtbot, runner, lang, each=None, keys=False):
    """Every step through the window's controls, its callout checked (and by ``each``);
    ``keys``: every explanation read on with Enter or Space."""
    shown = []
    for _ in range(200):
        if not runner.running:
            break
        index = runner.index
        settle(qtbot, runner, index)
        if runner.index != index:
            continue
        check_callout(window, runner)
        if each is not None:
            each(runner)
        step = runner.step
        expected = lessons.text(runner.lesson.game, step.key, step.text, lang)
        assert runner.callout.text.text() == expected
        # Skip lesson on every step but the last, which has Finish instead.
        assert runner.callout.skip_button.isVisible() == (not runner.last)
        shown.append(step.id)
        lesson_drive.do_step(window, runner, keys)
        qtbot.waitUntil(lambda: runner.index != index or not runner.running, timeout=15000)
    return shown


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game,variant", LESSONS,
                         ids=["bingolino", "qwingo", "domino-en", "domino-ru", "lino"])
def test_every_lesson_plays_to_its_end_with_the_windows_controls(lesson_window, qtbot, qapp,
                                                                 game, variant, lang):
    i18n.install_language(qapp, lang)
    window = lesson_window
    runner = start(window, game, variant)
    lesson = runner.lesson
    shown = play_through(window, qtbot, runner, lang)
    assert not runner.running
    assert runner.problems == []
    taught = [s.id for s in lesson.steps if s.kind != "watch"]
    assert [s for s in shown if s in taught] == taught  # every explanation and move was shown
    assert window.controller.coach is None  # the game goes on as a normal game
    # The status bar agrees with the board: Lino's lesson plays its game to the end.
    over = window.controller.session.state.is_terminal()
    assert window.statusBar().currentMessage() == (
        ("Lesson finished. The game is over." if over else
         "Lesson finished. This game goes on against the computer.") if lang == "en" else
        ("Урок пройден. Игра окончена." if over else
         "Урок пройден. Эта игра с компьютером продолжается."))
    assert over == (game == "lino")
    assert get_settings().game_value(game, "lesson_done", False)
    assert not never_played(game)


@pytest.mark.parametrize("game,variant", LESSONS,
                         ids=["bingolino", "qwingo", "domino-en", "domino-ru", "lino"])
def test_enter_or_space_reads_on_and_never_plays_behind_the_lesson(lesson_window, qtbot,
                                                                   game, variant):
    """Enter and Space on the board did nothing at an explanation (Next lay three to nine
    Tabs away); at Domino's "deal over" they dealt the next deal behind the lesson, whose
    last step then pointed at a summary that was gone."""
    window = lesson_window
    runner = start(window, game, variant)
    shown = play_through(window, qtbot, runner, "en", keys=True)
    assert not runner.running and runner.problems == []
    taught = [s.id for s in runner.lesson.steps if s.kind != "watch"]
    assert [s for s in shown if s in taught] == taught


def test_only_the_taught_move_counts_and_a_refusal_nudges(lesson_window, qtbot):
    window = lesson_window
    runner = start(window, "bingolino")
    session = window.controller.session
    while runner.step.id != "roll3":
        lesson_drive.do_step(window, runner)
    before = len(session.history)
    lesson_drive.click_widget(window, runner, window.board.dice_button(5))
    assert len(session.history) == before  # refused: nothing rolled
    assert runner.step.id == "roll3"
    assert runner.callout.nudge.isVisible()
    assert runner.callout.nudge.text() == runner.step.nudge
    lesson_drive.click_widget(window, runner, window.board.dice_button(3))
    assert len(session.history) > before and runner.step.id == "flip11"
    assert not runner.callout.nudge.isVisible()  # a new step starts without the nudge


def test_the_computer_waits_while_an_explanation_is_read(lesson_window, qtbot):
    window = lesson_window
    runner = start(window, "bingolino")
    session = window.controller.session
    while runner.step.id != "aside_note":
        index = runner.index
        lesson_drive.do_step(window, runner)
        qtbot.waitUntil(lambda: runner.index != index, timeout=15000)
    assert session.pending_computers()  # the computer's turn...
    before = len(session.history)
    qtbot.wait(1200)  # ...well past its thinking pause
    assert len(session.history) == before
    assert not window.controller.thinking_players()
    assert not window.side_panel.thinking_label.text()  # nobody shown thinking meanwhile
    lesson_drive.do_step(window, runner)  # Next: a watch step lets it play
    qtbot.waitUntil(lambda: len(session.history) > before, timeout=10000)


def test_a_waited_for_move_shows_nobody_thinking(lesson_window, qtbot):
    """The computer still has to write its number, but waits for the step: the side panel
    must not say it is thinking (it was, in the watch step just before)."""
    window = lesson_window
    runner = start(window, "qwingo")
    while runner.step.id != "compulsory":
        index = runner.index
        lesson_drive.do_step(window, runner)
        qtbot.waitUntil(lambda: runner.index != index, timeout=15000)
    assert window.controller.session.pending_computers()
    assert not window.side_panel.thinking_label.text()


def test_skip_lesson_leaves_the_autosave_and_the_history_alone(lesson_window, qtbot):
    window = lesson_window
    window.start_game("qwingo", [Seat("Ann"), Seat("Bot", "computer", "easy")], {}, 3)
    autosave = paths.autosave_path()
    qtbot.waitUntil(autosave.is_file, timeout=5000)
    kept = autosave.read_bytes()
    runner = start(window, "bingolino")
    for _ in range(6):
        lesson_drive.do_step(window, runner)
        qtbot.wait(50)
    assert autosave.read_bytes() == kept  # the lesson writes no autosave
    lesson_drive.click_widget(window, runner, runner.callout.skip_button)
    assert not runner.running and runner.problems == []
    assert window.controller is None
    assert window.stack.currentWidget() is window.start_page
    assert window.start_page.continue_button.isEnabled()  # the unfinished game is still there
    assert autosave.read_bytes() == kept
    assert not get_settings().game_value("bingolino", "lesson_done", False)


def test_a_finished_lesson_game_is_not_recorded(lesson_window, qtbot, qapp):
    """The Lino lesson plays its game to the end: a practice game stays out of the history."""
    window = lesson_window
    store = window.history.store()
    runner = start(window, "lino")
    play_through(window, qtbot, runner, "en")
    assert window.controller.session.state.is_terminal()
    assert store is None or store.game_count() == 0


def test_undo_is_off_and_says_why(lesson_window, qtbot):
    window = lesson_window
    runner = start(window, "bingolino")
    for _ in range(5):
        lesson_drive.do_step(window, runner)
        qtbot.wait(30)
    assert not window.act_undo.isEnabled()
    assert "lesson" in window.act_undo.toolTip()
    window.undo()
    assert runner.running and window.controller.session.history


def test_help_menu_offers_every_lesson(lesson_window, qtbot):
    window = lesson_window
    menu = window.lessons.menu
    assert menu.menuAction() in window.help_menu.actions()
    assert set(menu.entries) == set(lessons.LESSONS)
    menu.entries["qwingo"].trigger()
    runner = window.lessons.runner
    assert runner.running and runner.lesson.game == "qwingo"
    menu.entries["lino"].trigger()  # another lesson replaces it; the first one ends
    assert not runner.running and window.lessons.runner.lesson.game == "lino"
    assert window.controller.coach is window.lessons.runner


def test_a_lesson_can_be_played_again(lesson_window, qtbot):
    window = lesson_window
    first = start(window, "qwingo")
    play_through(window, qtbot, first, "en")
    again = start(window, "qwingo")
    assert again is not first and again.index == 0 and again.running
    assert len(window.controller.session.history) == again.start


def test_the_start_page_offers_the_lesson_of_games_never_played(lesson_window, qtbot):
    window = lesson_window
    page = window.start_page
    page.refresh()
    cards = {card.game_id: card for card in page.cards}
    assert all(not card.lesson_button.isHidden() for card in cards.values())
    get_settings().set_last_new_game("qwingo", {"seats": [], "options": {}})
    get_settings().set_game_value("lino", "lesson_done", True)
    page.refresh()
    assert cards["qwingo"].lesson_button.isHidden() and cards["lino"].lesson_button.isHidden()
    assert not cards["bingolino"].lesson_button.isHidden()
    qtbot.mouseClick(cards["bingolino"].lesson_button, Qt.LeftButton)
    assert window.lessons.runner.lesson.game == "bingolino"


def test_the_new_game_dialog_link_starts_the_lesson_of_the_chosen_variant(lesson_window, qtbot,
                                                                           monkeypatch):
    dialog = NewGameDialog("domino_bingo", lesson_window)
    qtbot.addWidget(dialog)
    assert dialog.lesson_link.text()
    combo = dialog.option_widgets["variant"]
    combo.setCurrentIndex(combo.findData("russian"))
    dialog.learn()
    choice = dialog.result_choice
    assert choice.lesson and choice.options["variant"] == "russian"
    assert get_settings().last_new_game("domino_bingo") is None  # not remembered as played
    monkeypatch.setattr(NewGameDialog, "ask", classmethod(lambda cls, parent, game: choice))
    lesson_window.new_game("domino_bingo")
    runner = lesson_window.lessons.runner
    assert runner.lesson.options["variant"] == "russian"
    assert lesson_window.controller.session.options["variant"] == "russian"
    monkeypatch.setattr(NewGameDialog, "ask", classmethod(
        lambda cls, parent, game: NewGameChoice([Seat("A"), Seat("B", "computer")], {})))
    lesson_window.new_game("domino_bingo")  # an ordinary new game ends the lesson
    assert not runner.running and lesson_window.controller.coach is None


def test_the_callout_follows_the_language(lesson_window, qtbot, qapp):
    window = lesson_window
    runner = start(window, "lino")
    english = runner.callout.text.text()
    i18n.install_language(qapp, "ru")
    step = runner.step
    assert runner.callout.text.text() == lessons.text("lino", step.key, step.text, "ru")
    assert runner.callout.text.text() != english
    assert runner.callout.skip_button.text() != "Skip lesson"


@pytest.mark.parametrize("game,variant", [("domino_bingo", "english"), ("lino", None)])
def test_at_a_large_window_too_every_callout_stands_inside(lesson_window, qtbot, game,
                                                            variant):
    window = lesson_window
    window.resize(1920, 1080)
    runner = start(window, game, variant)
    play_through(window, qtbot, runner, "en")
    assert runner.problems == []


# --- where a callout stands -----------------------------------------------------------------
AREA = QRect(0, 0, 1000, 600)


def test_the_callout_stands_beside_its_anchor_on_the_side_asked():
    anchor = QRect(400, 250, 60, 60)
    size = QSize(300, 120)
    rect, side = place(anchor, size, AREA)
    assert side == "right" and not rect.intersects(anchor) and AREA.contains(rect)
    rect, side = place(anchor, size, AREA, "above")
    assert side == "above" and rect.bottom() < anchor.top() and AREA.contains(rect)


def test_the_callout_turns_to_another_side_when_one_is_too_small():
    anchor = QRect(880, 20, 60, 40)  # near the top right corner
    rect, side = place(anchor, QSize(300, 120), AREA, "above")
    assert AREA.contains(rect) and not rect.intersects(anchor)
    assert side in ("left", "below")


def test_the_callout_never_leaves_the_area_even_over_a_huge_anchor():
    anchor = QRect(10, 10, 980, 580)
    rect, _ = place(anchor, QSize(300, 120), AREA)
    assert AREA.contains(rect)


def test_a_damaged_lesson_file_is_reported_not_raised(lesson_window, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    warned = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: warned.append(box.text()))

    def broken(game, options=None):
        raise lessons.LessonError("bingolino.json: Expecting value")

    monkeypatch.setattr(lessons, "load", broken)
    assert lesson_window.lessons.start("bingolino") is None
    assert warned and lesson_window.controller is None


@pytest.mark.parametrize("size", [(1920, 1080), SMALL])
def test_lino_runs_stay_in_view_while_the_lesson_talks_about_them(lesson_window, qtbot, size):
    """At 1920x1080 the runs step's callout stood over other runs, and the last step's over
    the board; now neither covers a tile of a run."""
    from bingolino_app.games.lino import scoring
    from bingolino_app.games.lino.scoring import Geometry

    window = lesson_window
    window.resize(*size)
    checked = []

    def runs_uncovered(runner) -> None:
        if runner.step.id in ("runs", "end"):
            obs = window.board.obs
            tiles = {t for _, run, _ in scoring.runs(Geometry.of(obs.pos), obs.stones)
                     for t in run}
            bubble = runner.callout.bubble_rect()
            covered = [t for t in tiles if bubble.intersects(runner._anchor_rect(f"tile:{t}"))]
            assert covered == [], f"step {runner.step.id} covers run tiles {covered}"
            checked.append(runner.step.id)

    play_through(window, qtbot, start(window, "lino"), "en", runs_uncovered)
    assert checked == ["runs", "end"]
