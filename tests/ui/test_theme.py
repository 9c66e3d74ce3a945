"""Themes (ui/common/theme.py) and the board's zoom (play/board_view.py).

- No colour is written in drawing code: every colour comes from the palette by role (a grep
  of the ui package), and every role the code names is in every palette.
- Switching the theme switches the application's palette and redraws the boards (the felt,
  the letters set once, the rich text); "system" follows the system's scheme.
- Paper is paper: printed sheets are painted in the light palette whatever the theme, in the
  worker thread of the PDF export too, without touching the window's theme.
- Zoom: up to 200 % over the fit, the whole table reachable by scrolling, the keyboard cursor
  followed; Ctrl and the wheel; the main window's View menu and Settings → Theme (slow: the
  whole window).
"""

from __future__ import annotations

import ast
import re
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPalette

from bingolino_app.core.session import Seat
from bingolino_app.ui.common import theme
from bingolino_app.ui.common.settings import ZOOMS

UI = Path(theme.__file__).resolve().parents[1]
LITERALS = re.compile(
    r"""QColor\(\s*["'\d]"""  # QColor("#fff"), QColor("black"), QColor(0, 0, 0, 90)
    r"""|Qt\.(?:GlobalColor\.)?(?:white|black|red|green|blue|yellow|gray|darkGray|lightGray"""
    r"""|cyan|magenta|darkRed|darkGreen|darkBlue|darkYellow|darkCyan|darkMagenta)\b"""
    r"""|["'][^"'\n]*#[0-9a-fA-F]{3}(?:[0-9a-fA-F]{3})?(?:[0-9a-fA-F]{2})?\b[^"'\n]*["']"""
    r"""|rgba?\(""")
ALLOWED = {
    "common/palettes.py": "the palettes themselves",
    "shell/app.py": "the application icon's fallback drawing: an icon, not a theme",
}
ROLE_CALLS = {"colour", "hex", "tint", "tint_pen", "c", "tc", "_pen", "_fill", "_text_item",
              "text_item", "_label", "BannerItem", "paint_badge"}
"""Calls whose dotted string arguments are roles of the palettes (``either`` and ``printed``
name roles of paper too)."""

def ui_sources():
    for path in sorted(UI.rglob("*.py")):
        yield path.relative_to(UI).as_posix(), path.read_text(encoding="utf-8")


def test_no_colour_is_written_in_drawing_code():
    """Themes are palettes: a colour literal outside palettes.py (a board, a chart, the start
    page, a style sheet) would stay the same in every theme."""
    found = []
    for name, text in ui_sources():
        if name in ALLOWED:
            continue
        for number, line in enumerate(text.splitlines(), 1):
            code = line.split("  #")[0]
            if LITERALS.search(code):
                found.append(f"{name}:{number}: {line.strip()}")
    assert not found, "\n".join(found)


def test_the_grep_would_see_a_literal():
    for line in ('painter.setPen(QColor("#1d1d1d"))', "brush = QColor(0, 0, 0, 90)",
                 "p.setPen(QPen(Qt.white, 1.4))", "label.setStyleSheet('color: #8a5a00;')",
                 'colour: str = "#ffd54a"', 'QColor("black")', "Qt.GlobalColor.black"):
        assert LITERALS.search(line), line
    for line in ('theme.colour("table.text")', "pixmap.fill(Qt.transparent)",
                 "QColor(colour)", '"#lessonCallout QLabel { color: %s; }"'):
        assert not LITERALS.search(line), line


def _strings(node) -> list[str]:
    return [n.value for n in ast.walk(node) if isinstance(n, ast.Constant)
            and isinstance(n.value, str)]


def named_roles(text: str) -> tuple[set[str], set[str]]:
    """The roles a module names: (palette roles, paper roles), from the arguments of the
    theme's calls and the values of its ``*_ROLES`` / ``MARKS`` tables."""
    palette, paper = set(), set()
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.Call):
            func = node.func.attr if isinstance(node.func, ast.Attribute) else \
                getattr(node.func, "id", "")
            if func == "printed":
                paper.update(s for s in _strings(node.args[0]) if not s.endswith("."))
            elif func == "either":
                paper.update(_strings(node.args[1]))
                palette.update(_strings(node.args[2]))
            elif func in ROLE_CALLS:
                for arg in list(node.args) + [k.value for k in node.keywords]:
                    palette.update(s for s in _strings(arg)
                                   if "." in s and " " not in s and not s.endswith("."))
        elif isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and (t.id.endswith("_ROLES") or t.id in ("MARKS",
                                                                               "NAME_COLOUR"))
                for t in node.targets) and isinstance(node.value, ast.Dict):
            for value in node.value.values:
                palette.update(_strings(value))
    return palette, paper


def test_every_role_the_code_names_is_in_every_palette():
    missing, seen = [], 0
    for name, text in ui_sources():
        if name in ("common/theme.py", "common/palettes.py"):
            continue
        palette, paper = named_roles(text)
        seen += len(palette)
        missing += [f"{name}: {role}" for role in sorted(palette)
                    if any(role not in p.roles for p in theme.PALETTES.values())]
        missing += [f"{name}: paper {role}" for role in sorted(paper) if role not in theme.PRINT]
    assert seen > 150  # the calls are found at all
    # Roles made of a prefix and a key: "qwingo." + a box's mark, "mark." + an analysis mark.
    from bingolino_app.ui.boards.analysis_texts import MARK_SYMBOLS
    from bingolino_app.ui.boards.qwingo.paper import MARKS

    families = [f"qwingo.{m}" for m in MARKS] + [f"mark.{m}" for m in MARK_SYMBOLS]
    missing += [role for role in families if any(role not in p.roles
                                                 for p in theme.PALETTES.values())]
    missing += [f"paper {m}" for m in MARK_SYMBOLS if f"mark.{m}" not in theme.PRINT]
    assert not missing, "\n".join(missing)


def test_the_light_palette_keeps_the_colours_from_before_themes():
    """Light is the app as it was (the few colours changed for contrast say so beside them)."""
    assert theme.LIGHT["table.text"] == "#f5f0e1"
    assert theme.LIGHT["bingolino.felt_light"] == "#2f7a48"
    assert theme.LIGHT["qwingo.paper"] == "#fffdf6" and theme.LIGHT["qwingo.ink"] == "#1d3a8a"
    assert theme.LIGHT["lino.blue"] == "#2f6fd6" and theme.LIGHT["domino.pip"] == "#1d1a16"
    assert theme.current().name == "light"


# --- switching ---------------------------------------------------------------------------------
def bingolino_board():
    from bingolino_app.core.session import Session
    from bingolino_app.ui.boards.bingolino import Board

    session = Session("bingolino", [Seat("Ann"), Seat("Bob", "computer", "easy")], {}, 5)
    board = Board(session.seats, {})
    board.animation_speed = 0
    state = session.state
    board.show_state(state.observation(0), {0: state.legal_actions(0)}, [])
    return board


def felt_at_centre(board) -> QColor:
    return board.scene.backgroundBrush().gradient().stops()[0][1]


def test_a_theme_switch_redraws_the_boards_and_the_widgets(qapp):
    board = bingolino_board()
    told = []
    theme.notifier().changed.connect(lambda: told.append(theme.current().name))
    assert felt_at_centre(board) == QColor(theme.LIGHT["bingolino.felt_light"])
    assert theme.apply("dark") == "dark"
    assert told == ["dark"]
    assert felt_at_centre(board) == QColor(theme.DARK["bingolino.felt_light"])
    assert qapp.palette().color(QPalette.Window).lightness() < 80
    assert theme.apply("high_contrast") == "high_contrast"
    assert felt_at_centre(board) == QColor("#000000")
    assert board.grids[0].name_item.brush().color() == QColor(theme.HIGH_CONTRAST["table.text"])
    assert qapp.palette().color(QPalette.Window) == QColor("#000000")
    assert "border" in qapp.styleSheet()  # Fusion's frames, white
    theme.apply("system")  # offscreen: no dark scheme, the platform's light palette
    assert theme.current().name == "light" and qapp.styleSheet() == ""
    assert felt_at_centre(board) == QColor(theme.LIGHT["bingolino.felt_light"])
    assert qapp.palette().color(QPalette.Window).lightness() > 200
    assert told == ["dark", "high_contrast", "light"]


def test_system_follows_the_systems_scheme_live(qapp, monkeypatch):
    dark = [True]
    monkeypatch.setattr(theme, "system_is_dark", lambda: dark[0])
    assert theme.apply("system") == "dark"
    dark[0] = False
    theme._scheme_changed()  # QStyleHints.colorSchemeChanged
    assert theme.current().name == "light"
    theme.apply("light")
    dark[0] = True
    theme._scheme_changed()  # a chosen theme stays
    assert theme.current().name == "light"


def test_qwingo_rich_text_and_labels_follow(qapp):
    from bingolino_app.ui.boards.qwingo import Board
    from bingolino_app.games.qwingo.state import DEFAULT_LAYOUT, QwingoState, Setup, Starter
    from bingolino_app.core.game import CHANCE

    board = Board([Seat("Ann"), Seat("Bob", "computer", "easy"),
                   Seat("Cid", "computer", "easy")], {})
    state = QwingoState(3, {})
    state.apply(Starter(0), CHANCE)
    for p in range(3):
        state.apply(Setup(DEFAULT_LAYOUT), p)
    board.show_state(state.observation(0), {0: state.legal_actions(0)}, [])
    theme.apply("high_contrast")
    assert board.scene.backgroundBrush().color() == QColor("#000000")
    assert board.call_item.brush().color() == QColor("#ffff00")
    assert board.info_item.defaultTextColor() == QColor("#ffffff")


# --- paper ---------------------------------------------------------------------------------------
def test_printed_sheets_are_the_same_in_every_theme(qapp):
    from PySide6.QtGui import QImage, QPainter

    from bingolino_app.ui.printing.sheet import make_sheet

    def card() -> QImage:
        sheet = make_sheet("qwingo", None, 1)
        image = QImage(260, 465, QImage.Format_RGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        with theme.paper():
            sheet.paint_card(painter, QRectF(0, 0, 260, 465), 0)
        painter.end()
        return image

    light = card()
    theme.apply("dark")
    assert card() == light


def test_paper_is_the_painting_threads_own(qapp):
    """The PDF export paints in a worker thread: there the light palette, meanwhile the
    window keeps its theme."""
    theme.apply("dark")
    inside, started, done = [], threading.Event(), threading.Event()

    def worker():
        with theme.paper():
            inside.append(theme.colour("qwingo.paper").name())
            started.set()
            done.wait(5)

    thread = threading.Thread(target=worker)
    thread.start()
    started.wait(5)
    assert theme.colour("qwingo.paper").name() == theme.DARK["qwingo.paper"]
    done.set()
    thread.join(5)
    assert inside == [theme.LIGHT["qwingo.paper"]]


def test_the_print_path_paints_paper(qapp, tmp_path, monkeypatch):
    from bingolino_app.ui.printing import pdf
    from bingolino_app.ui.printing.sheet import make_sheet

    theme.apply("high_contrast")
    sheet = make_sheet("bingolino", None, 1)
    seen = []
    paint = sheet.paint_card

    def spy(painter, rect, index):
        seen.append(theme.current().name)
        paint(painter, rect, index)

    monkeypatch.setattr(sheet, "paint_card", spy)
    pdf.write_pdf(sheet, tmp_path / "sheet.pdf")
    assert seen and set(seen) == {"light"}
    assert theme.current().name == "high_contrast"


# --- zoom ----------------------------------------------------------------------------------------
@pytest.fixture
def zoomable(qtbot, qapp, tmp_path, monkeypatch):
    from bingolino_app.ui.common import settings as settings_module
    from bingolino_app.ui.play.board_view import BoardView

    monkeypatch.setenv("BINGOLINO_CONFIG_DIR", str(tmp_path / "cfg"))
    settings_module.reset_settings()
    board = bingolino_board()
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(700, 450)
    view.set_board_scene(board.scene)
    view.show()
    qtbot.waitExposed(view)
    yield board, view
    settings_module.reset_settings()


def test_zoom_up_to_twice_the_fit_with_all_of_the_table_reachable(zoomable, qapp):
    board, view = zoomable
    fitted = view.transform().m11()
    assert view.horizontalScrollBarPolicy() == Qt.ScrollBarAlwaysOff
    steps = []
    view.zoom_changed.connect(steps.append)
    for _ in range(len(ZOOMS) + 1):
        view.zoom_in()
    assert steps == list(ZOOMS[1:]) and view.zoom == 2.0
    qapp.processEvents()
    # (twice the fit to what the scroll bars leave of the view)
    assert view.transform().m11() == pytest.approx(2 * fitted, rel=0.06)
    assert view.verticalScrollBar().maximum() > 0 and view.horizontalScrollBar().maximum() > 0
    seen = QRectF()
    for h in (view.horizontalScrollBar().minimum(), view.horizontalScrollBar().maximum()):
        for v in (view.verticalScrollBar().minimum(), view.verticalScrollBar().maximum()):
            view.horizontalScrollBar().setValue(h)
            view.verticalScrollBar().setValue(v)
            seen = seen.united(view.visible_rect())
    assert seen.adjusted(-2, -2, 2, 2).contains(board.scene.sceneRect())  # nothing cut
    view.zoom_out()
    assert view.zoom == ZOOMS[-2]
    view.reset_zoom()
    assert view.zoom == 1.0 and view.transform().m11() == pytest.approx(fitted, rel=0.01)
    assert view.horizontalScrollBarPolicy() == Qt.ScrollBarAlwaysOff


def test_ctrl_and_the_wheel_zoom(zoomable, qapp):
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QWheelEvent

    _board, view = zoomable
    centre = QPointF(view.viewport().rect().center())

    def wheel(delta: int, modifiers) -> None:
        event = QWheelEvent(centre, view.viewport().mapToGlobal(centre), QPoint(),
                            QPoint(0, delta), Qt.NoButton, modifiers, Qt.NoScrollPhase, False)
        qapp.sendEvent(view.viewport(), event)

    wheel(120, Qt.ControlModifier)
    assert view.zoom == ZOOMS[1]
    wheel(-120, Qt.ControlModifier)
    assert view.zoom == 1.0
    wheel(120, Qt.NoModifier)  # a plain wheel never zooms
    assert view.zoom == 1.0
    assert QEvent.Wheel  # the event type the view handles


def test_a_zoomed_view_follows_the_keyboard_cursor(zoomable, qapp):
    from PySide6.QtGui import QKeyEvent

    board, view = zoomable
    view.set_zoom(2.0)
    for key in (Qt.Key_Right, Qt.Key_Right):  # the first key shows the cursor
        view.keyPressEvent(QKeyEvent(QKeyEvent.KeyPress, key, Qt.NoModifier))
    rect = board.cursor_rect()
    assert rect is not None
    assert view.visible_rect().contains(rect.center())
    view.verticalScrollBar().setValue(view.verticalScrollBar().maximum())
    view.horizontalScrollBar().setValue(view.horizontalScrollBar().maximum())
    view.keyPressEvent(QKeyEvent(QKeyEvent.KeyPress, Qt.Key_Left, Qt.NoModifier))
    assert view.visible_rect().contains(board.cursor_rect().center())


# --- the main window -------------------------------------------------------------------------
def test_the_theme_menu_and_the_zoom_are_remembered(window, qapp):
    from bingolino_app.ui.common import settings as settings_module

    window.start_game("lino", [Seat("Ann"), Seat("Bob", "computer", "easy")])
    assert [window.theme_actions[n].isChecked() for n in theme.THEMES] == [True] + [False] * 3
    window.theme_actions["dark"].trigger()
    assert window.settings.theme == "dark" and theme.current().name == "dark"
    assert window.board.scene.backgroundBrush().gradient().stops()[0][1] == \
        QColor(theme.DARK["lino.felt_light"])
    window.act_zoom_in.trigger()
    window.act_zoom_in.trigger()
    assert window.view.zoom == ZOOMS[2] and window.settings.zoom == ZOOMS[2]
    assert "150" in window.statusBar().currentMessage()
    settings_module.reset_settings()
    again = settings_module.get_settings()  # read from the file afresh
    assert again.theme == "dark" and again.zoom == ZOOMS[2]
    window.act_fit.trigger()  # Ctrl+0: the whole table
    assert window.view.zoom == 1.0 and window.settings.zoom == 1.0
    assert not window.act_zoom_out.isEnabled() and window.act_zoom_in.isEnabled()
    window.theme_actions["system"].trigger()
    assert theme.current().name == "light"
    assert [a.shortcut().toString() for a in (window.act_zoom_in, window.act_zoom_out,
                                               window.act_fit)] == ["Ctrl++", "Ctrl+-", "Ctrl+0"]


def test_widgets_styled_with_the_palette_follow_a_switch(qtbot, qapp):
    """The start page's cards are styled "background: palette(base)", which Qt resolves when
    the style sheet is set: a switch sets it again (they stayed white in the dark theme)."""
    from PySide6.QtWidgets import QWidget

    from bingolino_app.ui.shell.start_page import StartPage

    page = StartPage()
    qtbot.addWidget(page)
    page.resize(1000, 700)
    page.show()
    qtbot.waitExposed(page)
    card = page.findChild(QWidget, "gameCard")

    def card_colour() -> QColor:
        image = card.grab().toImage()
        return image.pixelColor(image.width() - 6, image.height() // 2)

    assert card_colour().lightness() > 200
    theme.apply("dark")
    qapp.processEvents()
    assert card_colour().lightness() < 60
    theme.apply("high_contrast")
    qapp.processEvents()
    assert card_colour() == QColor("#000000")


@pytest.mark.parametrize("game", ["bingolino", "qwingo", "domino_bingo", "lino"])
def test_every_board_redraws_in_each_theme(game, qapp, capsys):
    """A switch mid-game: the board sets its felt and letters again and writes its texts
    anew (GameBoard.retheme), in every theme, without a fault."""
    from PySide6.QtGui import QImage, QPainter

    from bingolino_app.core.session import Session
    from bingolino_app.ui.boards import board_class

    session = Session(game, [Seat("Ann"), Seat("Bob", "computer", "easy")], {}, 3)
    board = board_class(game)(session.seats, session.options)
    board.animation_speed = 0
    player = session.pending_players()[0]
    legal = {player: session.state.legal_actions(player)} if player == 0 else {}
    board.show_state(session.state.observation(0), legal, [])
    backgrounds = []
    for name in ("dark", "high_contrast", "light"):
        theme.apply(name)
        brush = board.scene.backgroundBrush()
        gradient = brush.gradient()
        backgrounds.append(gradient.stops()[0][1].name() if gradient is not None
                           else brush.color().name())
        image = QImage(310, 220, QImage.Format_RGB32)
        painter = QPainter(image)
        board.scene.render(painter)  # every item paints in the new colours
        painter.end()
    assert backgrounds[1] == "#000000" and len(set(backgrounds)) == 3, backgrounds
    assert "Traceback" not in capsys.readouterr().err  # no item failed to paint


@pytest.mark.parametrize("game", ["domino_bingo", "lino"])
def test_the_boards_without_a_cursor_item_say_where_their_cursor_is(game, qapp):
    """Domino Bingo's cursor is a stone of the hand, Lino's a cell it paints: a zoomed view
    follows them through cursor_rect too."""
    from bingolino_app.core.session import Session
    from bingolino_app.ui.boards import board_class

    session = Session(game, [Seat("Ann"), Seat("Bob", "computer", "easy")], {}, 3)
    board = board_class(game)(session.seats, session.options)
    board.animation_speed = 0
    player = session.pending_players()[0]
    board.show_state(session.state.observation(0), {0: session.state.legal_actions(0)}
                     if player == 0 else {}, [])
    assert board.cursor_rect() is None  # no key pressed yet
    press = board.key if game == "domino_bingo" else board.interaction.key
    press(Qt.Key_Right)
    press(Qt.Key_Right)
    rect = board.cursor_rect()
    assert rect is not None and board.scene.sceneRect().contains(rect.center())
