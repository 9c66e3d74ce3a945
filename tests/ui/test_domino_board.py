"""The Domino Bingo board: drawing, clicks, keys, refusals, close/declare, texts, score pad."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QMessageBox

from bingolino_app.core.game import IllegalAction
from bingolino_app.core.session import Seat, Session
from bingolino_app.games.domino_bingo.state import Close, Play
from bingolino_app.ui.boards.domino_bingo import Board, pad, summary, texts
from bingolino_app.ui.boards.domino_bingo.sheet import make_sheet

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "games" / "domino_bingo"))
from domino_helpers import S, dealt, exhaust  # noqa: E402


class Recorder:
    def __init__(self, board: Board) -> None:
        self.actions, self.messages = [], []
        board.action_chosen.connect(lambda p, a: self.actions.append((p, a)))
        board.message.connect(self.messages.append)


def show_state(board: Board, state, viewer=0) -> None:
    legal = {viewer: state.legal_actions(viewer)} if viewer is not None and \
        state.decision().players == (viewer,) else {}
    board.show_state(state.observation(viewer), legal, [])


def make(state, qtbot, viewer=0):
    board = Board([Seat("Anna"), Seat("Boris", "computer")], state.options)
    board.animation_speed = 0
    qtbot.addWidget(board.controls())
    show_state(board, state, viewer)
    return board, Recorder(board)


HANDS = ("6-2 1-1 2-1 3-1 3-2 5-1 5-2", "6-5 6-3 4-1 2-0 2-2 4-3 5-5", "4-4")


def test_hands_are_drawn_face_up_below_and_hidden_above(qtbot):
    board, _ = make(dealt(*HANDS), qtbot)
    bottom = [i for i in board.hand_items[0] if i.isVisible()]
    top = [i for i in board.hand_items[1] if i.isVisible()]
    assert len(bottom) == len(top) == 7
    assert all(i.face_up for i in bottom) and not any(i.face_up for i in top)
    assert board.turned_item.isVisible() and board.turned_item.pips == (4, 4)
    trumps = {i.pips for i in bottom if i.trump}
    assert trumps == set()  # no four in Anna's hand
    spectator, _ = make(dealt(*HANDS), qtbot, viewer=None)
    assert all(i.face_up for i in spectator.hand_items[1] if i.isVisible())


def test_a_click_plays_the_stone(qtbot):
    state = dealt(*HANDS)
    board, rec = make(state, qtbot)
    assert board.click(board.stone_scene_pos(S("6-2")))
    assert rec.actions == [(0, Play(S("6-2")))]


def test_strict_following_lights_the_legal_stones_and_explains_a_refusal(qtbot):
    state = exhaust(dealt(*HANDS, variant="english"))
    state.apply(Play(S("2-1")), 0)  # twos led; Boris holds 2-2 and 2-0 (not trumps)
    board, rec = make(state, qtbot, viewer=1)
    lit = {i.pips for i in board.hand_items[0] if i.isVisible() and i.highlight}
    dim = {i.pips for i in board.hand_items[0] if i.isVisible() and i.dim}
    assert lit == {(2, 2), (2, 0)} and (6, 5) in dim
    assert not board.play(S("6-5"))
    assert rec.actions == []
    expected = texts.illegal_text(IllegalAction("domino.must_follow", suit=2))
    assert rec.messages == [expected]
    assert board.play(S("2-2")) and rec.actions == [(1, Play(S("2-2")))]


def test_close_button_only_when_closing_is_allowed(qtbot, monkeypatch):
    monkeypatch.setattr(QMessageBox, "exec", lambda box: QMessageBox.Yes)
    english = dealt(*HANDS, variant="english")
    board, rec = make(english, qtbot)
    controls = board.controls()
    assert not controls.close_button.isHidden()
    qtbot.mouseClick(controls.close_button, Qt.LeftButton)
    assert rec.actions == [(0, Close())]
    english.apply(Play(S("6-2")), 0)
    show_state(board, english, 1)
    assert controls.close_button.isHidden()  # English: the follower may not close
    russian = dealt(*HANDS, variant="russian")
    russian.apply(Play(S("6-2")), 0)
    board, rec = make(russian, qtbot, viewer=1)
    assert not board.controls().close_button.isHidden()
    board.key(Qt.Key_C)
    assert rec.actions == [(1, Close())]


def test_declaring_doubles_by_toggle_then_a_double(qtbot):
    state = dealt("6-6 5-5 3-3 2-1 3-1 5-1 5-2", "6-5 6-3 4-1 2-0 2-2 4-3 1-1", "4-4")
    board, rec = make(state, qtbot)
    controls = board.controls()
    assert not controls.declare_button.isHidden()
    qtbot.mouseClick(controls.declare_button, Qt.LeftButton)
    assert board.declare
    lit = {i.pips for i in board.hand_items[0] if i.isVisible() and i.highlight}
    assert lit == {(6, 6), (5, 5), (3, 3)}
    assert not board.play(S("2-1")) and rec.messages  # not a double: refused
    assert board.play(S("5-5"))
    assert rec.actions == [(0, Play(S("5-5"), True))]
    plain = dealt(*HANDS)
    board, rec = make(plain, qtbot)
    assert board.controls().declare_button.isHidden()
    board.set_declare(True)
    assert not board.declare and rec.messages


def test_keys_move_the_cursor_and_play(qtbot):
    board, rec = make(dealt(*HANDS), qtbot)
    board.key(Qt.Key_Right)
    board.key(Qt.Key_Right)
    stone = board._bottom_hand()[1]
    board.key(Qt.Key_Return)
    assert rec.actions == [(0, Play(stone))]


def played_match(seed: int, variant: str) -> Session:
    session = Session("domino_bingo", [Seat("Anna", "computer"), Seat("Boris", "computer")],
                      {"variant": variant}, seed)
    rng = random.Random(seed)
    while not session.state.is_terminal():
        p = session.pending_players()[0]
        legal = session.state.legal_actions(p)
        declare = [a for a in legal if isinstance(a, Play) and a.declare]
        session.apply(p, declare[0] if declare and rng.random() < 0.7 else rng.choice(legal))
    return session


@pytest.mark.parametrize("variant", ["russian", "english"])
def test_every_event_and_refusal_has_a_text(qtbot, variant):
    board = Board([Seat("Anna"), Seat("Boris")], {"variant": variant})
    keys = set()
    for seed in range(6):
        for event in played_match(seed, variant).events():
            text = board.event_text(event)
            assert text and "%" not in text, event
            keys.add(event.key)
    assert {"domino.dealt", "domino.trick", "domino.award", "domino.match_won",
            "domino.declared", "domino.closed"} <= keys
    for key in ("domino.must_follow", "domino.must_follow_low", "domino.must_trump",
                "domino.must_trump_on_trump", "domino.not_in_hand", "domino.already_closed",
                "domino.stock_empty", "domino.close_leader_only", "domino.declare_leader_only",
                "domino.declare_needs_double", "domino.declare_needs_two"):
        text = board.illegal_text(IllegalAction(key, suit=6, high=6))
        assert text != key and "%" not in text
    for reason in ("bingo_capture", "declaration", "first70_shutout", "first70_low", "first70",
                   "also70", "closer_shutout", "closer_low", "closer", "closer_failed",
                   "closer_failed_shutout", "opponent70"):
        assert texts.award_reason(reason, {"low": 20, "count": 6}) != reason


def test_the_pad_and_the_printed_record_explain_the_awards(qtbot):
    session = played_match(3, "russian")
    names = [s.name for s in session.seats]
    records = session.state.observation(None).records
    rows = pad.rows(records, names)
    assert len(rows) == len(records) >= 1
    reasons = {texts.award_reason(a["reason"], a["args"]) for r in records for a in r["awards"]}
    assert any(reason in row[6] for row in rows for reason in reasons)
    assert rows[-1][7] == f"{session.state.big[0]} : {session.state.big[1]}"
    html = pad.compact_html(records, names, 7, "russian")
    assert all(reason in html for reason in reasons)
    assert "<p><b>Russian rules · match to 7</b></p>" in html
    for sheet in (make_sheet(session, 2), make_sheet(None, 2)):
        assert sheet.cards >= 1 and sheet.title
        image = QImage(700, 500, QImage.Format_RGB32)
        image.fill(0xFFFFFFFF)
        painter = QPainter(image)
        for i in range(sheet.cards):
            sheet.paint_card(painter, QRectF(10, 10, 680, 480), i)
        painter.end()
        assert any(image.pixel(x, 200) != 0xFFFFFFFF for x in range(0, 700, 5))


def test_the_board_speaks_russian_after_a_language_change(qtbot):
    from bingolino_app.ui.common import i18n

    app = QCoreApplication.instance()
    board, _ = make(dealt(*HANDS), qtbot)
    english = board.prompt()
    try:
        i18n.install_language(app, "ru")
        board.retranslate()
        assert board.prompt() != english and "Enter" in board.prompt()
        assert texts.points_text(5) == "5 очков" and texts.points_text(1) == "1 очко"
        assert texts.suit_name(6) == "шестёрки"
        html = pad.compact_html([], ["Аня", "Боря"], 7, "russian")  # a heading: capital
        assert "<p><b>Русские правила · партия до 7</b></p>" in html
    finally:
        i18n.install_language(app, "en")
    assert board.prompt() == english
    assert texts.points_text(1) == "1 point" and texts.points_text(2) == "2 points"


def test_the_log_names_who_did_each_thing(qtbot):
    """Every play, trick, draw of the turned stone, closing and declaration says who."""
    board = Board([Seat("Anna"), Seat("Boris")], {"variant": "russian"})
    names = ("Anna", "Boris")
    seen = set()
    for seed in range(4):
        for event in played_match(seed, "russian").events():
            who = event.args.get("winner", event.args.get("player"))
            if event.key in ("domino.played", "domino.trick", "domino.drew_trump",
                             "domino.closed", "domino.declared", "domino.declaration_won",
                             "domino.declaration_lost", "domino.award"):
                text = board.event_text(event)
                assert names[who] in text, (event, text)
                if event.key == "domino.closed":  # the other's tricks, by name too
                    assert names[1 - who] in text
                seen.add(event.key)
    assert {"domino.played", "domino.trick", "domino.drew_trump", "domino.closed",
            "domino.declared"} <= seen


def test_the_summary_writes_one_declaration_a_line(qtbot):
    """Several declarations of a player stand one under the other in the Declared column
    (joined by "; " they wrapped anywhere in the narrow column)."""
    declarations = ({"player": 0, "count": 2, "won": False, "points": 0, "big": 0},
                    {"player": 0, "count": 2, "won": False, "points": 0, "big": 0},
                    {"player": 0, "count": 3, "won": True, "points": 30, "big": 0},
                    {"player": 1, "count": 2, "won": True, "points": 20, "big": 0})
    f = summary.DealFacts(1, (80, 40), (9, 5), None, 0, declarations, (), (0, 0), 7, None,
                          True)
    html = summary.body_html(f, ["Ann", "Bob"])
    assert "2 doubles: trick lost ×2<br>3 doubles: +30" in html
    assert "×2; 3 doubles" not in html


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_summary_table_spans_the_sheet(qapp, lang):
    """The table kept to its contents' width: "2 дубля: взятка отдана" wrapped on three lines
    and "Большие очки" on two while a fifth of the sheet stood empty at its right."""
    from PySide6.QtGui import QTextDocument

    from bingolino_app.ui.common import i18n

    i18n.install_language(qapp, lang)
    try:
        declarations = ({"player": 0, "count": 2, "won": False, "points": 0, "big": 0},
                        {"player": 1, "count": 2, "won": True, "points": 20, "big": 0})
        f = summary.DealFacts(1, (42, 112), (8, 6), None, 1, declarations, (), (0, 1), 7,
                              None, True)
        doc = QTextDocument()
        doc.setDefaultFont(summary.body_font())
        doc.setTextWidth(summary.SHEET_W - 2 * summary.PAD)
        doc.setHtml(summary.body_html(f, ["Александра Викторовна", "Konstantin Petrovich"]))
        table = doc.rootFrame().childFrames()[0]
        width = doc.documentLayout().frameBoundingRect(table).width()
        assert width >= 0.97 * (summary.SHEET_W - 2 * summary.PAD)
        lost = summary.declaration_text(declarations[0])  # one line of its cell at most two
        cell = next(b for b in _blocks(doc) if b.text() == lost)
        assert cell.layout().lineCount() <= 2
    finally:
        i18n.install_language(qapp, "en")


def _blocks(doc):
    block = doc.begin()
    while block.isValid():
        yield block
        block = block.next()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_closing_sentence_never_starts_a_line_with_the_scores_colon(qapp, lang):
    """"…Konstantin Petrovich 48 / : Александра Викторовна 0." broke before the colon: now
    each name has its own colon right after it ("Konstantin Petrovich: 48, Александра
    Викторовна: 0", issue 33: a name that ends in a digit never touches its number)."""
    from PySide6.QtGui import QTextDocument

    from bingolino_app.ui.common import i18n

    i18n.install_language(qapp, lang)
    try:
        closed = {"player": 1, "points": [48, 0], "tricks": [4, 0]}
        f = summary.DealFacts(1, (80, 40), (9, 5), closed, None, (), (), (0, 0), 7, None, True)
        names = ["Konstantin Petrovich", "Александра Викторовна"]
        doc = QTextDocument()
        doc.setHtml(summary.body_html(f, names))
        text = doc.toRawText()  # the no-break space kept (toPlainText makes it a space)
        assert "Konstantin Petrovich: 48, Александра Викторовна: 0" in text
        line = next(t for t in text.split("\u2029") if "48" in t and "Александра" in t)
        for width in range(120, 700, 7):  # wherever the sentence wraps, not before ":"
            doc = QTextDocument()
            doc.setPlainText(line)
            doc.setTextWidth(width)
            block = doc.firstBlock()
            layout = block.layout()
            for i in range(layout.lineCount()):
                start = layout.lineAt(i).textStart()
                assert not line[start:].startswith(":"), (width, line)
    finally:
        i18n.install_language(qapp, "en")


@pytest.mark.parametrize("closer, whole", [("Александра Викторовна", True), ("Ж" * 24, False)])
def test_the_trump_label_names_who_closed_as_far_as_the_tricks_place(qtbot, closer, whole):
    """It was cut at the sentence budget ("Closed by: Александра Ви…") with room to spare up
    to the trick's place; now the name is cut only where the line would reach it."""
    from bingolino_app.ui.boards.domino_bingo.table import TRICK_X

    state = dealt(*HANDS, variant="russian")
    state.apply(Close(), 0)
    board = Board([Seat(closer), Seat("Boris", "computer")], state.options)
    board.animation_speed = 0
    qtbot.addWidget(board.controls())
    show_state(board, state, 1)
    line = board.trump_label.text().split("\n")[1]
    assert (closer in line) == whole and closer[:8] in line
    assert board.trump_label.toolTip() == "" if whole else closer in board.trump_label.toolTip()
    assert board.trump_label.sceneBoundingRect().right() <= TRICK_X[0] - 20


def test_a_long_name_is_set_smaller_before_it_is_cut(qtbot):
    """"Konstantin Petro…" stood cut in the full size beside the hand's row: a name is set
    smaller, down to a readable least, and only then cut."""
    from bingolino_app.ui.boards.domino_bingo.table import NAME_MIN_PX, NAME_PX

    state = dealt(*HANDS)
    boards = []  # alive to the test's end: a board collected mid-test leaves its slots
    for name, whole in (("Anna", True), ("Konstantin Petrovich", True), ("Ш" * 24, False)):
        board = Board([Seat(name), Seat("Boris", "computer")], state.options)
        boards.append(board)
        board.animation_speed = 0
        qtbot.addWidget(board.controls())
        show_state(board, state)
        item = board.name_items[0]
        size = item.font().pixelSize()
        assert NAME_MIN_PX <= size <= NAME_PX
        assert (name in item.text()) == whole and ("…" in item.text()) != whole
        assert (size == NAME_PX) == (name == "Anna")  # the short name keeps the full size


def test_a_long_name_stands_whole_once_the_hand_beside_it_is_shorter(qtbot):
    """"Александра Викторо…" stood cut beside an empty row at the match's end: a hand of
    fewer stones leaves the name its room (the size it had beside the full hand kept)."""
    name = "Александра Викторовна"
    state = exhaust(dealt(*HANDS))
    board = Board([Seat(name), Seat("Boris", "computer")], state.options)
    board.animation_speed = 0
    qtbot.addWidget(board.controls())
    show_state(board, state)
    item = board.name_items[0]
    size = item.font().pixelSize()
    assert "…" in item.text()  # beside seven stones: cut even at the least size
    while len(state.hands[0]) > 5:  # two tricks played
        player = state.to_move
        state.apply(state.legal_actions(player)[0], player)
    show_state(board, state, viewer=0)
    assert item.text().startswith(name) and "…" not in item.text()
    assert item.font().pixelSize() == size
    hand_left = min(i.sceneBoundingRect().left() for i in board.hand_items[0] if i.isVisible())
    assert item.sceneBoundingRect().right() < hand_left


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_who_reached_70_first_is_named_whole_with_no_stop_after_a_cut(qtbot, qapp, lang):
    """"Первые 70 очков: Александра Викт…." was cut at a sentence's budget in a box where the
    sentence wraps, and a full stop followed the "…"."""
    import attrs

    from bingolino_app.ui.common import i18n

    state = dealt(*HANDS)
    i18n.install_language(qapp, lang)
    try:
        for name, whole in (("Александра Викторовна", True), ("Ш" * 24, False)):
            board = Board([Seat(name), Seat("Boris", "computer")], state.options)
            board.animation_speed = 0
            qtbot.addWidget(board.controls())
            obs = attrs.evolve(state.observation(0), first70=0)
            board.show_state(obs, {}, [])
            text = board.info.toPlainText()
            assert (name in text) == whole
            assert "…." not in text and ("…" in text) != whole
    finally:
        i18n.install_language(qapp, "en")
