"""The Qwingo board on its own: what it draws, what it lets a human do, its sheets on paper."""

from __future__ import annotations

import pypdf
import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QMessageBox

from bingolino_app.core.game import CHANCE
from bingolino_app.core.session import Seat, Session
from bingolino_app.games.qwingo.state import (
    DEFAULT_LAYOUT, Call, Enter, QwingoState, Roll, Setup, Starter,
)
from bingolino_app.ui.boards.qwingo import Board
from bingolino_app.ui.boards.qwingo.sheet import make_sheet
from bingolino_app.ui.common import theme
from bingolino_app.ui.common.i18n import install_language
from bingolino_app.ui.printing.pdf import write_pdf


@pytest.fixture
def english(qapp):
    install_language(qapp, "en")
    yield
    install_language(qapp, "en")


def make_board(n=2, humans=1):
    seats = [Seat(f"H{i}") for i in range(humans)]
    seats += [Seat(f"C{i}", "computer", "greedy") for i in range(n - humans)]
    board = Board(seats, {})
    board.animation_speed = 0
    chosen = []
    board.action_chosen.connect(lambda p, a: chosen.append((p, a)))
    return board, chosen


def playing(n=2) -> QwingoState:
    state = QwingoState(n, {})
    state.apply(Starter(0), CHANCE)
    for p in range(n):
        state.apply(Setup(DEFAULT_LAYOUT), p)
    return state


def show(board, state, viewer=0):
    legal = {p: state.legal_actions(p) for p in state.decision().players
             if board.seats[p].is_human} if not state.decision().is_chance else {}
    board.show_state(state.observation(viewer), legal, [])


def test_setup_by_keys_sends_one_valid_setup(english):
    board, chosen = make_board()
    state = QwingoState(2, {})
    state.apply(Starter(1), CHANCE)
    show(board, state)
    assert not board.look(1).columns and board.look(1).hidden  # the rival's sheet: face down
    keys = board.interaction.key
    keys(Qt.Key_Down)  # the first arrow shows the cursor
    for k in range(5):  # number k goes to column k, box k + 2: arrows then Enter
        keys(Qt.Key_1 + k)
        board.interaction.cursor = (k, k + 2)
        keys(Qt.Key_Return)
    assert chosen == []
    keys(Qt.Key_D)
    assert chosen == [(0, Setup(tuple((10 * (k + 1), k + 2) for k in range(5))))]


def test_place_for_me_fills_every_column(english):
    board, chosen = make_board(1)
    state = QwingoState(1, {})
    state.apply(Starter(0), CHANCE)
    show(board, state)
    assert not board.controls().done_button.isEnabled()
    board.controls().place_button.click()
    assert board.controls().done_button.isEnabled()
    board.controls().done_button.click()
    assert len(chosen) == 1 and state.is_legal_arrangement(0, chosen[0][1].layout)


def test_calls_are_typed_and_confirmed(english):
    board, chosen = make_board(1)
    board.controls()  # the shell puts them in the side panel
    said = []
    board.message.connect(said.append)
    state = playing(1)
    show(board, state)
    for key in (Qt.Key_4, Qt.Key_2):
        board.interaction.key(key)
    assert chosen == []  # typing alone does not call...
    assert board.controls().spin.value() == 42
    assert said[-1] == "Your call: 42 (Enter calls it and rolls)"  # ...nor says "Called"
    board.interaction.key(Qt.Key_Return)
    assert chosen == [(0, Call(42))]
    assert said[-1] == ""  # the status bar no longer offers Enter for a number called


def test_legal_boxes_light_up_and_a_risky_one_asks_first(english, monkeypatch):
    board, chosen = make_board(1)
    state = playing(1)
    state.apply(Call(19), 0)
    state.apply(Roll(1), CHANCE)  # column 1 holds 20 in box 2
    show(board, state)
    marks = board.look(0).marks
    assert marks[(1, 1)] == "legal" and marks[(1, 0)] == "risky"
    asked = []
    monkeypatch.setattr(QMessageBox, "exec",
                        lambda box: asked.append(box.text()) or QMessageBox.No)
    board.interaction.pick(0, 1, 0)
    assert asked and chosen == []  # refused at the question
    board.confirm_risky = False
    board.interaction.pick(0, 1, 0)
    assert chosen == [(0, Enter(1, 0))]
    board.interaction.pick(0, 1, 1)  # a safe box needs no question
    assert len(asked) == 1 and chosen[-1] == (0, Enter(1, 1))


def test_a_box_that_is_not_legal_is_refused_with_a_reason(english):
    board, chosen = make_board(1)
    messages = []
    board.message.connect(messages.append)
    state = playing(1)
    state.apply(Call(25), 0)
    state.apply(Roll(2), CHANCE)
    show(board, state)
    board.interaction.pick(0, 2, 8)
    assert chosen == [] and messages == ["The number cannot go into that box."]


def test_a_human_without_a_box_is_told(english):
    board, chosen = make_board(1)
    messages = []
    board.message.connect(messages.append)
    state = playing(1)
    state.apply(Call(10), 0)
    events = state.apply(Roll(0), CHANCE)  # column 0 already holds the 10
    board.show_state(state.observation(0), {0: state.legal_actions(0)}, events)
    assert messages == ["There is no box for 10 on your sheet this turn."]


def test_russian_texts_after_a_language_change(qapp, english):
    board, _ = make_board(1)
    state = playing(1)
    show(board, state)
    install_language(qapp, "ru")
    try:
        qapp.processEvents()
        assert board.controls().call_button.text() == "Назвать и бросить"
        assert "число" in board.prompt()
    finally:
        install_language(qapp, "en")


def paint(sheet_set, index) -> QImage:
    image = QImage(400, 700, QImage.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    sheet_set.paint_card(painter, QRectF(0, 0, 400, 700), index)
    painter.end()
    return image


def test_blank_and_filled_cards_paint(english):
    blank = make_sheet(None, 3)
    assert blank.cards == 3 and 0.4 < blank.aspect < 0.8
    session = Session("qwingo", [Seat("Ann"), Seat("Ben")], {}, 3)
    for p in (0, 1):
        session.apply(p, Setup(DEFAULT_LAYOUT))
    filled = make_sheet(session, 2)
    assert filled.cards == 2
    a, b = paint(blank, 0), paint(filled, 0)
    assert a != b  # the filled card shows its numbers and name
    assert QColor(a.pixel(200, 350)) != QColor(a.pixel(0, 0)) or a.pixel(200, 40) != 0


def pdf_text(sheet_set, path) -> str:
    write_pdf(sheet_set, path, "a4", 1)
    return " ".join(" ".join(p.extract_text() for p in pypdf.PdfReader(str(path)).pages).split())


def test_pdf_names_the_columns_in_the_interface_language(qapp, tmp_path, english):
    text = pdf_text(make_sheet(None, 1), tmp_path / "en.pdf")
    for name in ("banana", "cup", "donut", "ice cream", "watermelon"):
        assert name in text
    assert "Professional" in text and "Turns:" in text
    install_language(qapp, "ru")
    try:
        text = pdf_text(make_sheet(None, 1), tmp_path / "ru.pdf")
    finally:
        install_language(qapp, "en")
    for name in ("банан", "чашка", "пончик", "мороженое", "арбуз"):
        assert name in text
    assert "banana" not in text


def test_a_secret_setup_is_not_printed(english, tmp_path):
    session = Session("qwingo", [Seat("Ann"), Seat("Ben")], {}, 3)
    session.apply(0, Setup(((10, 7), (20, 8), (30, 9), (40, 10), (50, 11))))
    text = pdf_text(make_sheet(session, 2), tmp_path / "secret.pdf")
    assert "Ann" in text and "50" not in text.split("Ann", 1)[1].split("Ben")[0]


def test_a_small_sheets_winner_note_stands_below_its_boxes(english):
    """Bot fills the banana column while Ann, her 11 in the last banana box, can enter
    nothing: at the end "Winner!" stands on Bot's small sheet below its boxes, not across
    them (it hid the very column that won)."""
    actions = [(CHANCE, Starter(0)), (0, Setup(DEFAULT_LAYOUT)), (1, Setup(DEFAULT_LAYOUT))]
    turn = 0

    def play(number, entries):
        nonlocal turn
        actions.extend([(turn % 2, Call(number)), (CHANCE, Roll(0))])
        actions.extend((p, Enter(0, box)) for p, box in entries)
        turn += 1

    play(5, [(0, 0), (1, 0)])
    play(11, [(0, 11), (1, 2)])
    for number in range(12, 21):
        play(number, [(1, number - 9)])
    seats = [Seat("Ann"), Seat("Bot", "computer", "greedy")]
    session = Session.replay("qwingo", seats, {}, 1, actions)
    assert session.state.is_terminal() and session.state.winners() == [1]
    board, _ = make_board()
    board.seats = seats
    board.show_state(session.state.observation(0), {}, [])
    assert board.big_player == 0  # the human's own sheet stays the large one
    note = board.state_labels[1]
    assert note.isVisible() and note.toPlainText() == "Winner!"
    area = note.sceneBoundingRect()
    for column in range(5):
        for box in range(12):
            assert not area.contains(board.box_scene_pos(1, column, box)), (column, box)
    assert board.sheets[1].sceneBoundingRect().contains(area)


def test_pointing_at_a_small_sheet_shows_it_large_until_the_mouse_leaves(english, qtbot):
    """Five players: the small sheets cannot be read at 1024x600. The one under the mouse is
    shown large in the large sheet's place, its name lit; it goes when the mouse moves off,
    leaves the board, or when that sheet becomes the large one itself."""
    from PySide6.QtCore import QEvent, QPointF
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from bingolino_app.ui.play.board_view import BoardView
    from bingolino_app.ui.boards.qwingo import board as qboard

    board, _ = make_board(5)
    state = playing(5)
    state.apply(Call(19), 0)
    state.apply(Roll(1), CHANCE)
    for p in (1, 2):
        state.apply(state.legal_actions(p)[0], p)  # two computers wrote theirs, 19 is "last"
    show(board, state)
    view = BoardView()
    qtbot.addWidget(view)
    view.set_board_scene(board.scene)
    view.resize(760, 550)
    view.show()
    qtbot.waitExposed(view)
    big = board.big_player
    small = 2
    assert big != small and 19 in state.sheets[small][1]

    def point(scene_pos: QPointF) -> None:
        QTest.mouseMove(view.viewport(), view.mapFromScene(scene_pos))
        QApplication.processEvents()

    point(board.sheets[small].sceneBoundingRect().center())
    peek = board.peek_item
    assert board.peeking == small and peek.isVisible()
    assert peek.look.name == f"C{small - 1}"
    assert [list(c) for c in peek.look.columns] == [list(c) for c in state.sheets[small]]
    assert peek.sceneBoundingRect() == board.sheets[big].sceneBoundingRect()
    assert peek.zValue() > board.sheets[big].zValue()
    assert set(peek.look.marks.values()) <= {"last"}  # not its player's legal boxes
    assert peek.look.note == f"C{small - 1}'s sheet"  # it looks like one's own: says whose
    assert board.name_labels[small].brush().color() == theme.colour(qboard.PEEKED)
    assert board.name_labels[small].font().underline()  # lit: not by colour alone
    assert all(board.name_labels[p].brush().color() == theme.colour(qboard.NAME_COLOUR)
               and not board.name_labels[p].font().underline()
               for p in range(5) if p != small)
    point(board.call_item.sceneBoundingRect().center())  # off the small sheets
    assert board.peeking is None and not peek.isVisible()
    assert board.name_labels[small].brush().color() == theme.colour(qboard.NAME_COLOUR)
    point(board.sheets[small].sceneBoundingRect().center())
    assert peek.isVisible()
    QApplication.sendEvent(view.viewport(), QEvent(QEvent.Leave))  # off the board
    assert not peek.isVisible()
    point(board.sheets[small].sceneBoundingRect().topLeft() + QPointF(30, 30))  # back on it
    assert peek.isVisible()
    board.show_state(state.observation(small), {}, [])  # now that sheet is the large one
    assert board.big_player == small and not peek.isVisible()


def test_key_o_shows_each_small_sheet_large_in_turn(english, qtbot):
    """Opponents' small sheets are too small to read at 1024x600: O shows the next one large
    (the keyboard's way to lean over), after the last none; their tooltips and the keys'
    line say so."""
    board, _ = make_board(5)
    state = playing(5)
    show(board, state)
    others = [p for p in range(5) if p != board.big_player]
    shown = []
    for _ in range(len(others) + 1):
        assert board.interaction.key(Qt.Key_O)
        shown.append(board.peeking)
        assert board.peek_item.isVisible() == (board.peeking is not None)
    assert shown == others + [None]
    assert "O" in board.sheets[others[0]].toolTip()
    assert board.sheets[board.big_player].toolTip() == ""
    assert "O shows" in board.controls().keys.text()


def test_the_small_sheets_keep_their_order_whoever_is_large(english):
    """They rotated with the large sheet: for Anna "Boris, Clara, Dmitri, Eve", for Clara
    "Dmitri, Eve, Anna, Boris"; players who watch a rival by his place lost him."""
    board, _ = make_board(5)
    show(board, playing(5))
    for big in range(5):
        board.big_player = big
        board._layout()
        order = sorted((p for p in range(5) if p != big), key=lambda p: board.slot(p)[0].x())
        assert order == [p for p in range(5) if p != big]
