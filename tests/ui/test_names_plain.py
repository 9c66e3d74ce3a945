"""Player names are text, never markup: a player called ``<img src=/tmp/x.png><b>Bob</b>`` or
``Tom & Jerry`` is shown exactly so on every board, the cover, the side panel, the banners and
the printed sheets, in a game against the computer and behind the hot-seat cover."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtGui import QImage, QPainter, QTextDocument
from PySide6.QtGui import Qt as QtGui
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton, QApplication, QGraphicsSimpleTextItem, QGraphicsTextItem, QGroupBox, QLabel,
    QListWidget, QTextEdit, QWidget,
)

from bingolino_app.core.bots import bot_seed, choose_move
from bingolino_app.core.session import Seat
from bingolino_app.ui.boards.banner import BannerItem
from bingolino_app.ui.printing.sheet import make_sheet

pytestmark = pytest.mark.slow  # whole games with odd names

IMG = "<img src=/tmp/x.png><b>Bob</b>"
AMP = "Tom & Jerry"
# A name is shown literally if, wherever its tail shows, the whole name shows: rendered as
# markup, "<img ...><b>Bob</b>" leaves an image and a bold "Bob"; on a button "Tom & Jerry"
# leaves "Tom Jerry" with an underlined J.
TAILS = {IMG: "Bob", AMP: "Jerry"}
OPTIONS = {"bingolino": {}, "qwingo": {}, "domino_bingo": {"target": 7}, "lino": {"starter": 0}}
MAX_STEPS = 3000


# --- what the user sees --------------------------------------------------------------------
def rendered(text: str) -> str:
    doc = QTextDocument()
    doc.setHtml(text)
    return doc.toPlainText()


def label_text(label: QLabel) -> str:
    text, fmt = label.text(), label.textFormat()
    if fmt == Qt.RichText or (fmt == Qt.AutoText and QtGui.mightBeRichText(text)):
        return rendered(text)
    return text


def button_text(button: QAbstractButton) -> str:
    return re.sub(r"&(.)", r"\1", button.text())  # "&&" is an "&", "&J" an underlined J


def tooltip_text(tip: str) -> str:
    return rendered(tip) if QtGui.mightBeRichText(tip) else tip  # as QToolTip decides


def widget_texts(root: QWidget) -> list[tuple[str, str]]:
    """(where, visible text) of every text a widget tree shows."""
    out = []
    for w in [root] + root.findChildren(QWidget):
        where = f"{type(w).__name__} {w.objectName()}"
        if isinstance(w, QLabel):
            out.append((where, label_text(w)))
        elif isinstance(w, QAbstractButton):
            out.append((where, button_text(w)))
        elif isinstance(w, QGroupBox):
            out.append((where, re.sub(r"&(.)", r"\1", w.title())))
        elif isinstance(w, QTextEdit):
            out.append((where, w.toPlainText()))
        elif isinstance(w, QListWidget):
            out += [(where, w.item(i).text()) for i in range(w.count())]
        if w.toolTip():
            out.append((where + " tooltip", tooltip_text(w.toolTip())))
        if w.isWindow():
            out.append((where + " title", w.windowTitle()))
    return out


def scene_texts(board) -> list[tuple[str, str]]:
    out = []
    for item in board.scene.items():
        where = type(item).__name__
        if isinstance(item, QGraphicsTextItem):
            out.append((where, item.toPlainText()))
        elif isinstance(item, QGraphicsSimpleTextItem):
            out.append((where, item.text()))
        elif isinstance(item, BannerItem):
            out.append((where, item.text))
    panel = getattr(board, "panel", None)  # Lino paints its names, table and banner itself
    if panel is not None:
        out += [("lino panel", t) for t in [*panel.names, panel.banner, *sum(panel.table, [])]]
    return out


def shows(name: str, text: str) -> bool:
    """``text`` shows ``name``: whole, or cut short with "…" where room is short (the full
    name is then in a tooltip: tests/ui/test_names_fit.py)."""
    return name in text or any(name[:k] + "…" in text for k in range(4, len(name)))


def shown_as(text: str, full: str) -> bool:
    """``text`` is ``full`` itself or ``full`` cut short with "…" somewhere after its start."""
    if text == full:
        return True
    head, sep, tail = text.partition("…")
    return bool(sep) and full.startswith(head) and full.endswith(tail)


def assert_literal(texts: list[tuple[str, str]], name: str) -> None:
    """Wherever the name's tail shows, what comes before it in the name shows before it (a
    name cut after its tail, "<img …><b>Bob…", is still literal)."""
    tail = TAILS[name]
    head = name[:name.index(tail)]
    for where, text in texts:
        at = text.find(tail)
        while at >= 0:
            assert text[:at].endswith(head), f"{where} shows {text!r}, not the name {name!r}"
            at = text.find(tail, at + 1)


def board_places(window) -> dict[str, str]:
    """The texts that should name players at one time or another, by place."""
    panel, board = window.side_panel, window.board
    places = {
        "turn": label_text(panel.turn_label),
        "prompt": label_text(panel.prompt_label),
        "thinking": label_text(panel.thinking_label),
        "scores": " ".join(label_text(label) for label in panel.score_labels),
        "log": " ".join(panel.log.item(i).text() for i in range(panel.log.count())),
        "status": window.statusBar().currentMessage(),
    }
    info = getattr(board, "info_item", None) or getattr(board, "info", None)
    if info is not None:
        places["info"] = info.toPlainText()
    controls = board.controls()
    if hasattr(controls, "pad"):
        places["pad"] = controls.pad.toPlainText()
    banner = getattr(board, "end_banner", None) or getattr(board, "banner", None)
    if isinstance(banner, BannerItem):
        places["banner"] = banner.text
    if hasattr(board, "panel") and board.panel.banner:  # Lino's interval after game 1
        places["banner"] = board.panel.banner
    return places


def check(window, name: str, seen: set[str]) -> None:
    """Every text in the window and on the board shows ``name`` literally (the second seat
    is "2 " + name); note the places where it showed."""
    assert_literal(widget_texts(window), name)
    assert_literal(scene_texts(window.board), name)
    for place, text in board_places(window).items():
        if shows(name, text):
            seen.add(place)


def table_waits(window) -> bool:
    """Domino Bingo shows a finished trick, or a deal's summary, until the player goes on
    (holding the table: the computer waits meanwhile); the match's last trick comes before
    the end sheet."""
    board = window.board
    if window.controller.session.game_id != "domino_bingo":
        return False
    return board.holding or (board.obs.phase == "end" and board.pace.trick() is not None)


def go_on(window) -> None:
    QTest.keyClick(window.view, Qt.Key_Return)  # gathers the trick; "Next deal"


def hostile_seats(name: str, computer: bool):
    second = Seat("2 " + name, "computer", "greedy") if computer else Seat("2 " + name)
    return [Seat(name), second]


# --- against the computer ------------------------------------------------------------------
@pytest.mark.parametrize("name", [IMG, AMP], ids=["img", "amp"])
@pytest.mark.parametrize("game", list(OPTIONS))
def test_names_show_literally_through_a_game_against_the_computer(window, qtbot, game, name):
    window.start_game(game, hostile_seats(name, computer=True), OPTIONS[game], 5)
    session, c = window.controller.session, window.controller
    seen: set[str] = set()
    for _ in range(MAX_STEPS):
        qtbot.waitUntil(lambda: bool(session.pending_humans()) or session.state.is_terminal()
                        or table_waits(window), timeout=10_000)
        check(window, name, seen)
        if table_waits(window):
            go_on(window)
            continue
        if session.state.is_terminal():
            break
        legal = c.legal_by_human()
        player = next(iter(legal))
        action = choose_move(game, "greedy", session.state.observation(player), legal[player],
                             bot_seed(7, len(session.history), player))
        window.board.action_chosen.emit(player, action)
        check(window, name, seen)  # the computer is thinking now, the human waiting
    assert session.state.is_terminal()
    expected = {"turn", "prompt", "thinking", "scores", "log"}
    expected |= {"bingolino": {"info", "banner"}, "qwingo": {"info"},
                 "domino_bingo": {"pad", "banner"}, "lino": {"banner"}}[game]
    assert expected <= seen, f"never shown literally: {expected - seen}"


# --- the hot-seat cover ----------------------------------------------------------------------
@pytest.mark.parametrize("name", [IMG, AMP], ids=["img", "amp"])
@pytest.mark.parametrize("game", ["qwingo", "domino_bingo"])  # the games with secrets
def test_the_cover_names_the_next_player_literally(window, qtbot, game, name):
    window.start_game(game, hostile_seats(name, computer=False), OPTIONS[game], 5)
    c, cover = window.controller, window.cover
    session = c.session
    covers = 0
    wanted = 2 if game == "qwingo" else 4  # Qwingo's secrets end with the setups
    for _ in range(200):
        if c.covered:
            who = session.seats[c.cover_player].name
            assert window.board_stack.currentWidget() is cover
            assert shown_as(label_text(cover.title), f"Pass to {who}")
            assert shown_as(button_text(cover.button), f"{who}, click when ready")
            assert tooltip_text(cover.title.toolTip()) in ("", f"Pass to {who}")
            check(window, name, set())
            covers += 1
            if covers == wanted:
                break
            qtbot.mouseClick(cover.button, Qt.LeftButton)
            continue
        check(window, name, set())
        player = c.seated
        legal = c.legal_by_human()[player]
        window.board.action_chosen.emit(player, choose_move(
            game, "greedy", session.state.observation(player), legal,
            bot_seed(7, len(session.history), player)))
        if session.state.is_terminal():
            break
    assert covers == wanted


# --- printed sheets ------------------------------------------------------------------------
class RecordingPainter(QPainter):
    """Paints as usual and keeps every string drawn (the sheets call drawText from Python)."""

    def __init__(self, device) -> None:
        super().__init__(device)
        self.strings: list[str] = []

    def drawText(self, *args):  # noqa: N802 (Qt name)
        self.strings += [a for a in args if isinstance(a, str)]
        return super().drawText(*args)


@pytest.mark.parametrize("name", [IMG, AMP], ids=["img", "amp"])
@pytest.mark.parametrize("game", list(OPTIONS))
def test_printed_sheets_write_names_literally(window, game, name):
    window.start_game(game, hostile_seats(name, computer=True), OPTIONS[game], 5)
    window.controller.run_computers_sync()
    session = window.controller.session
    sheets = make_sheet(game, session, len(session.seats))
    image = QImage(800, 1100, QImage.Format_ARGB32)
    drawn = []
    for i in range(sheets.cards):
        painter = RecordingPainter(image)
        sheets.paint_card(painter, QRectF(0, 0, 800, 1100), i)
        painter.end()
        drawn += painter.strings
    # A long name may be cut short with "…" to fit its box: then it starts like the name.
    assert any(name in s or (s.endswith("…") and len(s) > 5 and name.startswith(s[:-1]))
               for s in drawn), drawn
    assert_literal([("sheet", s) for s in drawn], name)


# --- saved files on the start page -----------------------------------------------------------
def test_the_start_page_lists_saved_files_literally(window, tmp_path):
    from bingolino_app.ui.common.settings import get_settings

    path = tmp_path / f"{AMP} {IMG.replace('/', '_')}.json"
    path.write_text("{}")
    get_settings().add_recent(str(path))
    window.start_page.refresh()
    button = window.start_page.recent_buttons[0]
    assert button_text(button) == path.name  # "&" stays an "&", "<b>" stays text
    assert tooltip_text(button.toolTip()) == str(path)
    assert_literal(widget_texts(window.start_page), AMP)


# --- odd names -------------------------------------------------------------------------------
ODD = ["W" * 300, "مرحبا يا صديقي", "🎲🐉 Ann 👩‍👩‍👧", "A&amp;B &lt;3 %1 %2"]


@pytest.mark.parametrize("game", list(OPTIONS))
def test_long_right_to_left_emoji_and_entity_names_play_and_draw(window, qtbot, game):
    """They need not fit (eliding is another matter); nothing breaks and nothing is
    markup: an entity in a name stays the characters typed."""
    seats = [Seat(ODD[0]), Seat(ODD[1], "computer", "greedy")]
    if game in ("bingolino", "qwingo"):
        seats += [Seat(ODD[2], "computer", "greedy"), Seat(ODD[3], "computer", "greedy")]
    window.start_game(game, seats, OPTIONS[game], 3)
    session, c = window.controller.session, window.controller
    for step in range(40):
        qtbot.waitUntil(lambda: bool(session.pending_humans()) or session.state.is_terminal()
                        or table_waits(window), timeout=10_000)
        if session.state.is_terminal():
            break
        if table_waits(window):
            go_on(window)
            continue
        player = next(iter(c.legal_by_human()))
        window.board.action_chosen.emit(player, choose_move(
            game, "greedy", session.state.observation(player), c.legal_by_human()[player],
            bot_seed(7, len(session.history), player)))
        if step % 8 == 0:
            assert not window.grab().isNull()  # paints every item with these names
            # Read as markup, "A&amp;B &lt;3" would show as "A&B <3".
            shown = widget_texts(window) + scene_texts(window.board)
            assert not [(where, t) for where, t in shown if "A&B <3" in t]
    # The log shortens long names; each line's tooltip has it whole.
    log = window.side_panel.log
    full = " ".join(tooltip_text(log.item(i).toolTip()) or log.item(i).text()
                    for i in range(log.count()))
    for seat in session.seats:
        assert seat.name in full


def test_a_failed_export_names_its_file_literally(window, qtbot):
    """The warning box would guess rich text from the path; it is told the text is plain."""
    path = f"/nowhere/{AMP} {IMG.replace('/', '_')} %2.pdf"
    seen = {}

    def answer() -> None:
        box = QApplication.activeModalWidget()
        seen["format"], seen["text"] = box.textFormat(), box.text()
        box.accept()

    QTimer.singleShot(0, answer)
    window.printing._export_failed(path, "disk full")
    assert seen["format"] == Qt.PlainText
    assert seen["text"] == f"The score sheets could not be written to {path}:\ndisk full"


def test_a_name_holding_a_placeholder_is_not_filled_again():
    from bingolino_app.ui.boards.bingolino import texts

    assert texts.join_names(["Ann %2", "Bob"]) == "Ann %2 and Bob"
    assert texts.waiting_text(["%2", "Bob", "Cy"]) == "Waiting for %2, Bob and Cy…"
