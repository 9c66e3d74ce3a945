"""A fair match of two Lino games through the window: the model begins the second game with the
first one's last stone, and the table shows the first game's end (its last stone, runs and
results, who leads) until the player goes on; the second game's computer waits meanwhile."""

from __future__ import annotations

import attrs
import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from bingolino_app.core import saves
from bingolino_app.core.session import Seat, Session
from bingolino_app.games.lino import scoring
from bingolino_app.games.lino.scoring import EMPTY, Geometry
from bingolino_app.games.lino.state import Move, Place
from bingolino_app.ui.common import i18n
from bingolino_app.ui.boards.lino import texts
from bingolino_app.ui.boards.lino.board import first_game_end

ANN, BOT = Seat("Ann"), Seat("Bot", "computer", "greedy")
MATCH = {"match": "fair", "bonus": "full", "starter": 0}


def first_game_nearly_over(tmp_path, stones: int = 47):
    """A fair match whose first game has ``stones`` stones placed (Ann began it, so with 47
    the bot places its last stone and begins the second game)."""
    session = Session("lino", [ANN, BOT], MATCH, 4)
    while sum(s != EMPTY for s in session.state.stones) < stones \
            or session.state.phase == "build":
        state = session.state
        session.apply(state.active, state.legal_actions(state.active)[0])
    path = tmp_path / "match.bingolino"
    saves.save(session, path)
    return path


def log_lines(window) -> list[str]:
    log = window.side_panel.log
    return [log.item(i).text() for i in range(log.count())]


def test_the_first_games_end_stays_on_the_table_until_the_player_goes_on(
        window, qtbot, tmp_path):
    assert window.open_path(first_game_nearly_over(tmp_path))
    session, board = window.controller.session, window.board
    qtbot.waitUntil(lambda: board.upcoming is not None, timeout=10_000)  # the bot's 48th
    state = session.state
    assert state.game_no == 1 and state.phase == "build"  # the model is in game 2 already
    shown = board.obs
    assert shown.phase == "end" and sum(s != EMPTY for s in shown.stones) == 48
    last = session.history[-1]
    assert last.player == 1 and shown.stones[last.action.tile] == 1
    assert shown.last[1] == ("place", last.action.tile, tuple(shown.pos[last.action.tile]))
    runs = tuple(scoring.runs(Geometry.of(shown.pos), shown.stones))
    assert board.picture().runs == runs  # game 1's runs marked on its board
    totals = state.results[0]["total"]
    assert tuple(int(x) for x in board.panel.scores) == tuple(totals)
    assert [row[0] for row in board.panel.table[1:]] == ["1: blue", "1: white"]
    head, _, detail = board.panel.banner.partition("\n")
    assert head.startswith("Game 1 is over: ") and ("leads by" in head or "each" in head)
    assert detail == "Click the board or press Space to begin game 2."
    assert board.controls().next_button.isVisible()
    # Game 2 waits: the bot, who begins it, does not move; the panel names Ann, the log
    # stops at game 1's result.
    assert session.pending_computers() == [1] and board.holding
    before = len(session.history)
    qtbot.wait(window.controller.pause_ms() + 600)
    assert len(session.history) == before
    panel = window.side_panel
    assert panel.turn_label.text() == "Now: Ann"
    assert panel.prompt_label.text() == detail
    assert log_lines(window)[-1].startswith("Game 1 is over: Ann: ")  # a name, its colon
    QTest.keyClick(window.view, Qt.Key_Space)
    assert board.upcoming is None and board.obs.phase == "build" and not board.holding
    assert not board.controls().next_button.isVisible()
    assert sum(s != EMPTY for s in board.obs.stones) == 0 and not board.panel.banner
    qtbot.waitUntil(lambda: len(session.history) == before + 1, timeout=10_000)
    assert isinstance(session.history[-1].action, Move)  # the bot builds game 2
    second = [line for line in log_lines(window) if line.startswith("Second game")]
    assert len(second) == 1


def test_the_humans_own_last_stone_ends_game_1_on_the_table_and_the_button_goes_on(
        window, qtbot, tmp_path):
    assert window.open_path(first_game_nearly_over(tmp_path, 46))
    session, board = window.controller.session, window.board
    window.set_speed(0)  # no animation: the end waits all the same
    free = [t for t, s in enumerate(board.obs.stones) if s == EMPTY]
    assert session.pending_humans() == [0] and len(free) == 10
    board.action_chosen.emit(0, Place(free[0]))
    qtbot.waitUntil(lambda: board.upcoming is not None, timeout=10_000)
    assert board.holding and board.obs.phase == "end"
    board.controls().next_button.click()
    assert board.upcoming is None and board.obs.phase == "build"
    qtbot.waitUntil(lambda: isinstance(session.history[-1].action, Move), timeout=10_000)


def test_undo_while_the_first_games_end_is_shown_goes_back_to_game_1(
        window, qtbot, tmp_path):
    assert window.open_path(first_game_nearly_over(tmp_path, 46))
    session, board = window.controller.session, window.board
    free = [t for t, s in enumerate(board.obs.stones) if s == EMPTY]
    board.action_chosen.emit(0, Place(free[0]))
    qtbot.waitUntil(lambda: board.upcoming is not None, timeout=10_000)
    window.undo()  # Ann's 47th stone and the bot's 48th
    qtbot.waitUntil(lambda: not board.holding, timeout=2000)
    assert board.upcoming is None and board.obs.phase == "fill"
    assert session.state.game_no == 0 and session.pending_humans() == [0]


def test_two_computers_play_a_match_through_without_waiting(window, qtbot):
    window.start_game("lino", [Seat("Cy", "computer", "greedy"), BOT], MATCH, 5)
    session, board = window.controller.session, window.board
    qtbot.waitUntil(lambda: session.state.is_terminal(), timeout=60_000)
    assert board.upcoming is None and not board.holding
    assert len(board.obs.results) == 2


def test_a_game_that_is_not_a_matchs_first_shows_no_interval(tmp_path):
    session = Session("lino", [ANN, BOT], {"starter": 0}, 4)
    while not session.state.is_terminal():
        state = session.state
        before = state.observation(0)
        events = session.apply(state.active, state.legal_actions(state.active)[0])
        assert first_game_end(before, session.state.observation(0), events) is None


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_first_games_headline_names_who_leads_or_says_level(qapp, lang, tmp_path):
    session = Session("lino", [ANN, BOT], MATCH, 4)
    while session.state.game_no == 0:
        state = session.state
        before = state.observation(0)
        events = session.apply(state.active, state.legal_actions(state.active)[0])
    ended = first_game_end(before, session.state.observation(0), events)
    i18n.install_language(qapp, lang)
    try:
        names = ["Ann", "Bot"]
        result = dict(ended.results[0])
        for totals in ((60, 83), (61, 60), (70, 70)):
            view = attrs.evolve(ended, results=({**result, "total": list(totals)},))
            text = texts.first_game_headline(view, names)
            if lang == "en":
                assert text == {(60, 83): "Game 1 is over: Bot leads by 23 points.",
                                (61, 60): "Game 1 is over: Ann leads by 1 point.",
                                (70, 70): "Game 1 is over: 70 points each."}[totals]
            else:
                assert text == {(60, 83): "Партия 1 окончена. Ведёт Bot: на 23 очка больше.",
                                (61, 60): "Партия 1 окончена. Ведёт Ann: на 1 очко больше.",
                                (70, 70): "Партия 1 окончена: у каждого по 70 очков."}[totals]
    finally:
        i18n.install_language(qapp, "en")


def test_the_results_table_names_players_by_their_colours(window, qtbot):
    """"1: Алекс…" in the table's narrow first column: the whole names stand above it, each
    by its stone."""
    names = ["Александра Викторовна", "Konstantin Petrovich"]
    window.start_game("lino", [Seat(n, "computer", "greedy") for n in names], {}, 3)
    session = window.controller.session
    qtbot.waitUntil(lambda: session.state.is_terminal(), timeout=60_000)
    # At the end the breakdown is the end card's table (issue 33), by the players' names;
    # the panel's names stand whole above, each by its stone.
    qtbot.waitUntil(lambda: window.board.end_card is not None, timeout=5000)
    assert [row[0] for row in window.board.end_card.summary.rows] == names
    shown = {t.text for t in window.board.panel.texts()}
    assert set(names) <= shown


def test_a_hint_for_game_2_waits_with_it(window, qtbot, tmp_path):
    assert window.open_path(first_game_nearly_over(tmp_path, 46))
    session, board = window.controller.session, window.board
    free = [t for t, s in enumerate(board.obs.stones) if s == EMPTY]
    board.action_chosen.emit(0, Place(free[0]))
    qtbot.waitUntil(lambda: board.upcoming is not None, timeout=10_000)
    move = session.state.legal_actions(1)[0]  # a building move of game 2
    board.show_hint(0, move)
    assert board.interaction.selected is None and board.obs.phase == "end"


def test_the_log_says_game_1_only_in_a_match(qapp):
    """"Партия 1 окончена" closed a single game, which has no game 2."""
    from bingolino_app.ui.boards.lino import texts as lino_texts

    for options, said in (({"starter": 0}, "The game is over: Ann: "),
                          (MATCH, "Game 1 is over: Ann: ")):
        session = Session("lino", [ANN, BOT], options, 4)
        while session.state.game_no == 0 and not session.state.is_terminal():
            state = session.state
            session.apply(state.active, state.legal_actions(state.active)[0])
        over = [e for e in session.events() if e.key == "lino.game_over"]
        assert lino_texts.event_text(over[0], ["Ann", "Bot"]).startswith(said)


def test_the_first_games_end_is_built_only_from_the_view_just_before_its_last_stone(tmp_path):
    """Moves played in one go (a screenshot's computers) bring a view from further back: its
    stones are not game 1's end, and no end is made of them."""
    session = Session("lino", [ANN, BOT], MATCH, 4)
    views = []
    while session.state.game_no == 0:
        state = session.state
        views.append(state.observation(0))
        events = session.apply(state.active, state.legal_actions(state.active)[0])
    after = session.state.observation(0)
    assert first_game_end(views[-1], after, events) is not None
    older = views[-2]
    assert first_game_end(older, after, events) is None


def test_the_review_shows_the_first_games_end_at_its_last_stone(window, qtbot, tmp_path):
    from bingolino_app.ui.review import open_review

    session = Session("lino", [ANN, BOT], MATCH, 4)
    while not session.state.is_terminal():
        state = session.state
        session.apply(state.active, state.legal_actions(state.active)[0])
    rw = open_review(window, session)
    last_of_game_1 = next(k for k in range(1, rw.replay.last + 1)
                          if any(e.key == "lino.game_over" for e in rw.replay.events[k]))
    rw.go(last_of_game_1)
    board = rw.board
    assert board.obs.phase == "end" and sum(s != EMPTY for s in board.obs.stones) == 48
    assert board.panel.banner.startswith("Game 1 is over: ") and "\n" not in board.panel.banner
    assert board.upcoming is None and not board.holding
    rw.go(last_of_game_1 + 1)  # game 2's first building move
    assert board.obs.phase == "build" and board.obs.game_no == 1
    rw.go(rw.replay.last)  # the match's end: the end card every game has
    assert board.end_card is not None and not board.panel.banner
    assert board.end_card.summary.headline.startswith(
        ("Ann wins the match", "Bot wins the match", "A draw"))
    assert not board.end_card.button_rects()  # a review plays nothing again
    rw.close()
