"""Qwingo talks like a good opponent (issue 11), tried through the window with animations off:
the last number on each sheet stays marked, the log names every move, the end banner says who
won and why (in both languages), the winner's sheet is the large one in hot seat, Place for me
keeps hand-placed numbers, legal and risky boxes differ by shape and have a legend, and the
die shows no face while a number is being called."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter

from bingolino_app.core import saves
from bingolino_app.core.game import CHANCE
from bingolino_app.core.session import Seat, Session
from bingolino_app.games.qwingo import rules
from bingolino_app.games.qwingo.state import (
    DEFAULT_LAYOUT, Call, Enter, Roll, Setup, Starter,
)
from bingolino_app.ui.common import i18n
from bingolino_app.ui.boards.qwingo.paper import CARD_H, CARD_W, box_rect
from qwingo_ui import advice, click_scene, drag_scene

ANN, BEN = Seat("Ann"), Seat("Ben")
LIGHTNING = rules.LIGHTNING


@pytest.fixture
def russian(qapp):
    yield lambda: i18n.install_language(qapp, "ru")
    i18n.install_language(qapp, "en")


def load(window, tmp_path, seats, actions, name="game"):
    """Open a game made of ``actions`` (chance included) through Game -> Open."""
    session = Session.replay("qwingo", seats, {}, 1, actions)
    path = tmp_path / f"{name}.json"
    saves.save(session, path)
    assert window.open_path(path)
    return window.controller.session


def banana_race(decider: bool) -> list:
    """Two default sheets fill the banana column together. With ``decider`` a lightning turn
    first gives Ann one more number in the donut column (Ben: in the ice cream column):
    the cup column is level, the donut column decides. Ends just after the last roll."""
    actions = [(CHANCE, Starter(0)), (0, Setup(DEFAULT_LAYOUT)), (1, Setup(DEFAULT_LAYOUT))]
    turn = 0

    def play(number, face, entries):
        nonlocal turn
        actions.extend([(turn % 2, Call(number)), (CHANCE, Roll(face))])
        actions.extend((p, Enter(*box)) for p, box in enumerate(entries))
        turn += 1

    play(5, 0, [(0, 0), (0, 0)])
    if decider:
        play(35, LIGHTNING, [(2, 4), (3, 3)])
    for number in range(11, 20):
        play(number, 0, [(0, number - 9), (0, number - 9)])
    play(20, 0, [])  # both write 20 in the last banana box through the window
    return actions


def finish_race(window, session):
    """Each human clicks the last banana box on his own sheet, in the hot-seat order."""
    for _ in range(2):
        seated = window.controller.seated
        assert not window.controller.covered  # no secrets after the setups
        click_scene(window.view, window.board.box_scene_pos(seated, 0, 11))
    assert session.state.is_terminal()


def test_a_double_click_across_a_hot_seat_handover_writes_once(window, tmp_path, monkeypatch,
                                                              qtbot):
    """Entries hide nothing, so the next human's sheet comes at once, with no cover: the
    second click of the last player's double click lands on the new sheet, and is ignored
    for a moment; a click after it writes."""
    from bingolino_app.ui.play import controller as controller_module

    monkeypatch.setattr(controller_module, "HANDOVER_S", 0.4)
    session = load(window, tmp_path, [ANN, BEN], banana_race(decider=False))
    first = window.controller.seated
    box = window.board.box_scene_pos(first, 0, 11)
    click_scene(window.view, box)  # writes 20 for the first human
    second = window.controller.seated
    assert second != first and not window.controller.covered
    before = len(session.history)
    said = []
    window.controller.message.connect(said.append)
    click_scene(window.view, window.board.box_scene_pos(second, 0, 11))  # the double click
    assert len(session.history) == before and not session.state.is_terminal()
    name = session.seats[second].name  # ignored, not silently
    assert said == [f"Now it is {name}'s turn: click again."]
    qtbot.wait(450)
    click_scene(window.view, window.board.box_scene_pos(second, 0, 11))  # meant, later
    assert session.state.is_terminal()


def test_the_tie_break_ending_names_the_deciding_column_in_both_languages(
        window, tmp_path, qapp, russian):
    session = load(window, tmp_path, [ANN, BEN], banana_race(decider=True))
    finish_race(window, session)
    board, panel = window.board, window.side_panel
    assert session.state.winners() == [0]
    banner = board.end_banner
    assert banner is not None and banner.isVisible()
    assert banner.text == "Winner: Ann"
    # The end card every game has (issue 33): the reasons in words, the tie as a table of
    # the players × the columns compared, the deciding one marked.
    card = board.end_card.summary
    assert card.reasons == ("Full banana columns: Ann, Ben.", "A tie, decided by the donut column.")
    assert card.columns == ("donut",) and card.marked == 0
    assert card.rows == (("Ann", ("2",), True), ("Ben", ("1",), False))
    assert board.scene.sceneRect().contains(banner.sceneBoundingRect())
    assert not board.legend.isVisible()  # no box is legal any more: the banner has the room
    # Hot seat: Ben wrote last and is seated, yet the winner's sheet is the large one.
    assert window.controller.seated == 1 and board.big_player == 0
    assert board.sheets[0].scale() > board.sheets[1].scale()
    assert panel.turn_label.text() == "Game over. Winner: Ann"
    controls = board.controls()  # finished phases' controls make room for the result
    assert not controls.call_box.isVisibleTo(panel)
    assert not controls.setup_box.isVisibleTo(panel)
    assert "donut column" in panel.prompt_label.text()  # the panel agrees with the banner
    log = [panel.log.item(i).text() for i in range(panel.log.count())]
    assert "Ann and Ben fill a column in the same turn: the donut column decides the tie." in log
    assert log[-1] == "Winner: Ann."  # the banner's headline, a sentence in the log
    russian()
    qapp.processEvents()
    banner = board.end_banner
    assert banner.text == "Победитель: Ann"
    assert board.end_card.summary.reasons == ("Полные столбцы «банан»: Ann, Ben.",
                                              "Равенство: решил столбец «пончик».")
    assert board.end_card.summary.columns == ("пончик",)
    assert panel.turn_label.text() == "Игра окончена. Победитель: Ann"
    assert board.scene.sceneRect().contains(banner.sceneBoundingRect())


def test_a_shared_win_says_winners(window, tmp_path, qapp, russian):
    session = load(window, tmp_path, [ANN, BEN], banana_race(decider=False))
    finish_race(window, session)
    board, panel = window.board, window.side_panel
    assert session.state.winners() == [0, 1]
    assert board.end_banner.text == "Winners: Ann and Ben"
    assert board.end_card.summary.reasons[-2:] == (
        "A tie, level in every tie-break column.", "The win is shared.")
    assert panel.turn_label.text() == "Game over. Winners: Ann, Ben"
    assert board.big_player == 1  # the seated human won too: his own sheet stays large
    russian()
    qapp.processEvents()
    assert board.end_banner.text == "Победители: Ann и Ben"
    assert panel.turn_label.text() == "Игра окончена. Победители: Ann, Ben"


def solo_stalemate() -> list:
    """Every start number at the bottom, then a 1 just above each: nothing fits above."""
    actions = [(CHANCE, Starter(0)), (0, Setup(tuple((n, 11) for n in rules.START_NUMBERS)))]
    for c in range(1, rules.COLUMNS):  # the banana column (10 at the bottom) is dead already
        actions += [(0, Call(1)), (CHANCE, Roll(LIGHTNING)), (0, Enter(c, 10))]
    return actions


def test_a_stalemate_says_so_and_gives_no_rank(window, tmp_path, russian, qapp):
    session = load(window, tmp_path, [Seat("Solo")], solo_stalemate())
    assert session.state.is_terminal() and session.state.stalemate
    banner = window.board.end_banner
    assert banner.text == "Game over after 4 turns."
    assert window.board.end_card.summary.reasons == (
        "No column can be completed any more: no rank.",)
    assert window.board.look(0).note == ""  # no "Winner!" on a sheet nobody could finish
    russian()
    qapp.processEvents()
    assert window.board.end_card.summary.reasons == (
        "Ни один столбец уже не заполнить: без звания.",)


def test_a_solo_win_names_the_rank_and_the_turns(window, qtbot):
    window.start_game("qwingo", [Seat("Solo")], {}, 11)
    session, board = window.controller.session, window.board
    qtbot.mouseClick(board.controls().place_button, Qt.LeftButton)
    qtbot.mouseClick(board.controls().done_button, Qt.LeftButton)
    for _ in range(400):
        if session.state.is_terminal():
            break
        choice = advice(session, 0)
        if isinstance(choice, Call):
            board.controls().spin.setValue(choice.number)
            qtbot.mouseClick(board.call_button(), Qt.LeftButton)
        else:
            click_scene(window.view, board.box_scene_pos(0, choice.column, choice.box))
    turns = session.state.turn
    rank = {"professional": "Professional", "specialist": "Specialist", "expert": "Expert",
            "intermediate": "Intermediate", "beginner": "Beginner"}.get(
                rules.solo_rank(turns), "Unranked")
    assert board.end_banner.text == f"Qwingo in {turns} turns! Rank: {rank}."
    assert board.end_card.summary.reasons[0].endswith("column is full.")


def last_entries(session) -> dict[int, tuple[int, int]]:
    """Each player's latest entry, read from the history (what the board must mark)."""
    last = {}
    for player, action in session.actions:
        if isinstance(action, Enter):
            last[player] = (action.column, action.box)
    return last


def test_each_sheets_last_number_stays_marked_until_that_player_writes_again(window, qtbot):
    window.start_game("qwingo", [Seat("Ann"), Seat("Cora", "computer", "greedy")], {}, 7)
    session, board = window.controller.session, window.board
    qtbot.mouseClick(board.controls().place_button, Qt.LeftButton)
    qtbot.mouseClick(board.controls().done_button, Qt.LeftButton)
    seen: dict[int, set] = {0: set(), 1: set()}
    kept = 0  # turns after which a sheet's mark stayed because its player wrote nothing
    for _ in range(30):
        qtbot.waitUntil(lambda: bool(session.pending_humans()) or session.state.is_terminal())
        if session.state.is_terminal():
            break
        before, turn = last_entries(session), session.state.turn
        choice = advice(session, 0)
        if isinstance(choice, Call):
            board.controls().spin.setValue(choice.number)
            qtbot.mouseClick(board.call_button(), Qt.LeftButton)
        else:
            click_scene(window.view, board.box_scene_pos(0, choice.column, choice.box))
        qtbot.waitUntil(lambda: bool(session.pending_humans()) or session.state.is_terminal())
        expected = last_entries(session)
        for p in (0, 1):
            marked = [box for box, mark in board.look(p).marks.items() if mark == "last"]
            assert marked == ([expected[p]] if p in expected else [])
            if p in expected:
                seen[p].add(expected[p])
                kept += session.state.turn > turn and before.get(p) == expected[p]
    assert len(seen[0]) > 3 and len(seen[1]) > 3  # the marker moved with every entry
    assert kept  # and stayed put while its player did not write


def test_the_log_names_every_move(window, qtbot, russian, qapp):
    window.start_game("qwingo", [Seat("Ann"), Seat("Cora", "computer", "greedy")], {}, 7)
    session, board, panel = window.controller.session, window.board, window.side_panel
    qtbot.mouseClick(board.controls().place_button, Qt.LeftButton)
    qtbot.mouseClick(board.controls().done_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: bool(session.pending_humans()))
    for _ in range(6):  # a few turns: calls by both, entries by both
        choice = advice(session, 0)
        if isinstance(choice, Call):
            board.controls().spin.setValue(choice.number)
            qtbot.mouseClick(board.call_button(), Qt.LeftButton)
        else:
            click_scene(window.view, board.box_scene_pos(0, choice.column, choice.box))
        qtbot.waitUntil(lambda: bool(session.pending_humans()))
    log = [panel.log.item(i).text() for i in range(panel.log.count())]
    names = ("Ann", "Cora")
    symbols = ("banana", "cup", "donut", "ice cream", "watermelon", "lightning")
    for event in session.events():
        a = event.args
        if event.key == "qwingo.rolled":
            assert f"{names[a['player']]} rolls: {symbols[a['face']]}." in log
        elif event.key == "qwingo.entered":
            line = (f"{names[a['player']]} writes {a['number']} in the {symbols[a['column']]}"
                    f" column, box {a['box'] + 1} from the top.")
            assert any(text.startswith(line) for text in log), line
        elif event.key == "qwingo.called":
            assert f"{names[a['player']]} calls {a['number']}." in log
    assert sum(e.key == "qwingo.entered" for e in session.events()) >= 4
    russian()
    qapp.processEvents()
    log = [panel.log.item(i).text() for i in range(panel.log.count())]
    assert any(t.startswith("Cora бросает кубик: ") or t.startswith("Ann бросает кубик: ")
               for t in log)
    assert any(" сверху." in t and t.startswith("Cora вписывает ") for t in log)


def test_place_for_me_keeps_the_numbers_placed_by_hand(window, qtbot):
    window.start_game("qwingo", [Seat("Solo")], {}, 3)
    session, board, view = window.controller.session, window.board, window.view
    drag_scene(view, board.chip_scene_pos(30), board.box_scene_pos(0, 4, 9))
    drag_scene(view, board.chip_scene_pos(10), board.box_scene_pos(0, 0, 11))
    for _ in range(3):  # every press re-places only the rest
        qtbot.mouseClick(board.controls().place_button, Qt.LeftButton)
        layout = board.interaction.layouts[0]
        assert layout[4] == (30, 9) and layout[0] == (10, 11) and len(layout) == 5
    qtbot.mouseClick(board.controls().done_button, Qt.LeftButton)
    sheet = session.state.sheets[0]
    assert sheet[4][9] == 30 and sheet[0][11] == 10
    assert sorted(v for column in sheet for v in column if v) == list(rules.START_NUMBERS)


def legal_and_risky(window, tmp_path):
    """Solo, default sheet, 19 called and the cup rolled: box 1 of the cup column is safe,
    box 0 risky (nothing smaller than 19 would fit box 1 any more)."""
    actions = [(CHANCE, Starter(0)), (0, Setup(DEFAULT_LAYOUT)), (0, Call(19)),
               (CHANCE, Roll(1))]
    return load(window, tmp_path, [Seat("Solo")], actions, "marks")


def box_mask(item, column: int, box: int) -> list[bool]:
    """Which pixels of a box are drawn on (not plain paper), painted alone at card size:
    the shape of its mark, whatever its colour."""
    image = QImage(int(CARD_W), int(CARD_H), QImage.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    item.paint(painter, None)
    painter.end()
    r = box_rect(column, box).toRect()
    paper = QColor("#fffdf6")
    return [abs(QColor(image.pixel(x, y)).lightness() - paper.lightness()) > 70
            for y in range(r.top() + 4, r.bottom() - 3) for x in range(r.left() + 4,
                                                                 r.right() - 3)]


def test_legal_and_risky_boxes_differ_by_shape_and_a_legend_says_how(window, tmp_path):
    legal_and_risky(window, tmp_path)
    board = window.board
    marks = board.look(0).marks
    assert marks[(1, 1)] == "legal" and marks[(1, 0)] == "risky"
    legal, risky = box_mask(board.sheets[0], 1, 1), box_mask(board.sheets[0], 1, 0)
    differ = sum(a != b for a, b in zip(legal, risky))
    assert differ > len(legal) // 10  # a dot against hatching and a "!", not a hue
    legend = board.legend
    assert legend.isVisible()
    assert [row[0] for row in legend.rows] == ["legal", "risky", "last"]
    assert "Risky" in legend.rows[1][2] and "last" in legend.rows[2][2]
    view_rect = window.view.mapToScene(window.view.viewport().rect()).boundingRect()
    assert view_rect.contains(legend.sceneBoundingRect())
    assert not legend.collidesWithItem(board.info_item)


def test_the_die_shows_no_face_while_a_number_is_called(window, qtbot):
    window.start_game("qwingo", [Seat("Solo")], {}, 5)
    session, board = window.controller.session, window.board
    qtbot.mouseClick(board.controls().place_button, Qt.LeftButton)
    qtbot.mouseClick(board.controls().done_button, Qt.LeftButton)
    for _ in range(6):
        state = session.state
        if state.phase == "call":
            assert board.die.isVisible() and board.die.face is None
            board.controls().spin.setValue(advice(session, 0).number)
            qtbot.mouseClick(board.call_button(), Qt.LeftButton)
        else:  # the roll is in: the die shows it
            assert board.die.face == state.face
            choice = advice(session, 0)
            click_scene(window.view, board.box_scene_pos(0, choice.column, choice.box))
    assert session.state.turn >= 3


def test_every_tie_break_step_is_said_in_order_and_a_shared_win_after_them(qapp, russian):
    """Five filled the donut column in the same turn; the banner named only the ice cream
    column's four (Александра, out at the cup column, was not mentioned) and then said
    "level in every tie-break column" right after a column had split them."""
    from types import SimpleNamespace

    from bingolino_app.games.qwingo import rules
    from bingolino_app.ui.boards.qwingo import texts as qwingo_texts

    def sheet(counts):
        return [[7] * n + [0] * (rules.BOXES - n) for n in counts]

    names = ["Alexandra", "Anastasia", "Bart", "Konstantin", "Max"]
    counts = [(9, 8, 12, 8, 7), (9, 9, 12, 8, 6), (9, 9, 12, 8, 6), (7, 9, 12, 7, 7),
              (8, 9, 12, 7, 5)]
    obs = SimpleNamespace(sheets=[sheet(c) for c in counts], stalemate=False, turn=30)
    end = rules.ending(obs.sheets, False)
    assert end.winners == (1, 2)
    assert [c for c, _ in end.splits] == [1, 3]  # the cup column, then the ice cream column
    lines = qwingo_texts.reason_lines(obs, names)
    assert lines == [
        "Full donut columns: Alexandra, Anastasia, Bart, Konstantin, Max.",
        "Tie-break: more numbers in the cup column — Alexandra: 8, Anastasia: 9, Bart: 9, "
        "Konstantin: 9, Max: 9.",
        "Tie-break: more numbers in the ice cream column — Anastasia: 8, Bart: 8, "
        "Konstantin: 7, Max: 7.",
        "Still level at the end of the tie-break: the win is shared."]
    russian()
    assert qwingo_texts.reason_lines(obs, names)[-1] == "Сравнение окончено вничью: победа общая."
