"""Lino's layout choices in the new-game dialog (the last game's board, a drawn layout), the
layout editor, and a computer's tile move that slides instead of jumping."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox

from bingolino_app.core.session import Seat
from bingolino_app.games.lino import rules
from bingolino_app.games.lino.state import LinoState
from bingolino_app.ui.common import settings as settings_module
from bingolino_app.ui.boards.lino import options as lino_options
from bingolino_app.ui.boards.lino.items import TileGhost
from bingolino_app.ui.boards.lino.layout_editor import LayoutEditor, centred
from bingolino_app.ui.play.new_game import NewGameDialog

RANDOM_LAYOUT = rules.encode_layout(rules.random_layout(random.Random(5)))


@pytest.fixture(autouse=True)
def isolated(tmp_path, monkeypatch):
    monkeypatch.setenv("BINGOLINO_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("BINGOLINO_CONFIG_DIR", str(tmp_path / "config"))
    settings_module.reset_settings()
    yield
    settings_module.reset_settings()


def layout_combo(dialog: NewGameDialog) -> lino_options.LayoutChoice:
    combo = dialog.option_widgets["layout"]
    assert isinstance(combo, lino_options.LayoutChoice)
    return combo


def kinds(combo) -> list[str]:
    return [combo.kind(i) for i in range(combo.count())]


def choose(combo, kind: str) -> None:
    index = kinds(combo).index(kind)
    combo.setCurrentIndex(index)
    combo.activated.emit(index)  # what a user's pick sends


# --- the model: where the tiles began ---------------------------------------------------------
def test_the_view_recovers_the_starting_layout_after_building_moves():
    state = LinoState(2, {"layout": RANDOM_LAYOUT, "starter": 0})
    rng = random.Random(3)
    state.apply(state.sample_chance(rng), -1)
    start = tuple(sorted(state.start_cells))
    for _ in range(4):
        legal = state.legal_actions(state.active)
        state.apply(legal[rng.randrange(len(legal))], state.active)
    view = state.observation(0)
    assert sum(view.moved) == 4
    assert view.start_cells() == start
    assert rules.encode_layout(view.start_cells()) == RANDOM_LAYOUT


# --- "same board as last game" ----------------------------------------------------------------
def test_the_board_remembers_its_start_and_the_dialog_offers_it(window, qtbot):
    assert lino_options.last_layout() is None
    window.start_game("lino", [Seat("Ann"), Seat("Bob")],
                      {"layout": "random", "starter": 0}, 11)
    start = window.controller.session.state.start_cells
    assert lino_options.last_layout() == rules.encode_layout(start)

    dialog = NewGameDialog("lino", window)
    qtbot.addWidget(dialog)
    combo = layout_combo(dialog)
    assert kinds(combo) == ["cross", "random", "last", "draw"]
    assert combo.itemText(2) == "Same board as last game"
    choose(combo, "last")
    layout = dialog.choice().options["layout"]
    assert set(rules.parse_layout(layout)) == set(rules.parse_layout(rules.encode_layout(start)))

    # The next game begins on that board (the backs are shuffled anew).
    window.start_game("lino", [Seat("Ann"), Seat("Bob")], dialog.choice().options, 12)
    again = window.controller.session.state.start_cells
    assert rules.encode_layout(again) == rules.encode_layout(start)


def test_no_last_board_entry_after_a_cross_game(window, qtbot):
    window.start_game("lino", [Seat("Ann"), Seat("Bob")], {"starter": 0}, 3)
    dialog = NewGameDialog("lino", window)
    qtbot.addWidget(dialog)
    assert kinds(layout_combo(dialog)) == ["cross", "random", "draw"]


# --- a drawn layout ---------------------------------------------------------------------------
def test_drawing_a_layout_selects_it_and_it_is_remembered(qtbot, monkeypatch):
    asked = []

    def fake_ask(parent, start=None):
        asked.append(start)
        return RANDOM_LAYOUT

    monkeypatch.setattr(LayoutEditor, "ask", staticmethod(fake_ask))
    dialog = NewGameDialog("lino")
    qtbot.addWidget(dialog)
    combo = layout_combo(dialog)
    choose(combo, "draw")
    assert asked and combo.kind() == "drawn" and combo.itemText(combo.currentIndex()) == \
        "My drawn layout"
    assert dialog.choice().options["layout"] == RANDOM_LAYOUT
    dialog.accept()

    again = NewGameDialog("lino")
    qtbot.addWidget(again)
    assert layout_combo(again).kind() == "drawn"
    assert again.choice().options["layout"] == RANDOM_LAYOUT


def test_cancelling_the_editor_keeps_the_previous_choice(qtbot, monkeypatch):
    monkeypatch.setattr(LayoutEditor, "ask", staticmethod(lambda parent, start=None: None))
    dialog = NewGameDialog("lino")
    qtbot.addWidget(dialog)
    combo = layout_combo(dialog)
    choose(combo, "random")
    choose(combo, "draw")
    assert combo.kind() == "random"
    assert dialog.choice().options["layout"] == "random"


def click_cell(editor: LayoutEditor, cell) -> None:
    centre = editor.canvas.cell_rect(cell).center().toPoint()
    QTest.mouseClick(editor.canvas, Qt.LeftButton, Qt.NoModifier, centre)


def test_the_editor_accepts_only_56_tiles_in_one_group(qtbot):
    editor = LayoutEditor()
    qtbot.addWidget(editor)
    editor.resize(520, 620)
    editor.show()
    ok = editor.buttons.button(QDialogButtonBox.Ok)
    assert ok.isEnabled() and editor.canvas.cells == centred(rules.cross_layout())

    tile = min(editor.canvas.cells)
    click_cell(editor, tile)  # lifts a tile: 55
    assert not ok.isEnabled() and "56" in editor.status.text()
    assert editor.layout_text() is None
    lonely = next((c, r) for c in range(15) for r in range(15)
                  if all((c + dc, r + dr) not in editor.canvas.cells
                         for dc in (-1, 0, 1) for dr in (-1, 0, 1)))
    click_cell(editor, lonely)  # 56 again, but one stands alone
    assert len(editor.canvas.cells) == 56
    assert not ok.isEnabled() and "group" in editor.status.text()
    click_cell(editor, lonely)
    click_cell(editor, tile)
    assert ok.isEnabled()
    assert rules.parse_layout(editor.layout_text()) == rules.cross_layout()


def test_the_editor_draws_by_dragging_and_by_keys(qtbot):
    editor = LayoutEditor()
    qtbot.addWidget(editor)
    editor.resize(520, 620)
    editor.show()
    editor.clear_button.click()
    assert not editor.canvas.cells
    canvas = editor.canvas
    a, b = canvas.cell_rect((2, 3)).center(), canvas.cell_rect((9, 3)).center()
    QTest.mousePress(canvas, Qt.LeftButton, Qt.NoModifier, a.toPoint())
    for x in range(int(a.x()), int(b.x()) + 1, 5):
        QTest.mouseMove(canvas, QPointF(x, a.y()).toPoint())
    QTest.mouseRelease(canvas, Qt.LeftButton, Qt.NoModifier, b.toPoint())
    assert canvas.cells == {(c, 3) for c in range(2, 10)}
    canvas.setFocus()
    canvas.cursor = (2, 3)
    QTest.keyClick(canvas, Qt.Key_Space)  # lifts the tile under the cursor
    QTest.keyClick(canvas, Qt.Key_Down)
    QTest.keyClick(canvas, Qt.Key_Space)  # lays one below
    assert (2, 3) not in canvas.cells and (2, 4) in canvas.cells


# --- a computer's tile glides to its cell -----------------------------------------------------
def test_a_computer_tile_move_slides_and_a_dragged_one_does_not(window, qtbot):
    settings_module.get_settings().animation_speed = 0.5
    window.start_game("lino", [Seat("Ann"), Seat("Bot", "computer", "greedy")],
                      {"starter": 1}, 21)
    session, board = window.controller.session, window.board
    qtbot.waitUntil(lambda: bool(session.pending_humans()), timeout=10_000)
    ghosts = [i for i in board.scene.items() if isinstance(i, TileGhost)]
    moved = next(t for t, m in enumerate(session.state.moved) if m)
    assert ghosts and board.sliding == moved  # the board hides the tile under its ghost
    qtbot.waitUntil(lambda: board.sliding is None, timeout=5_000)
    assert moved in board.flash and not any(isinstance(i, TileGhost)
                                            for i in board.scene.items())


def test_a_dragged_tile_lands_without_a_slide_and_a_clicked_one_slides(window, qtbot):
    settings_module.get_settings().animation_speed = 0.5
    window.start_game("lino", [Seat("Ann"), Seat("Bob")], {"starter": 0}, 21)
    session, board, view = window.controller.session, window.board, window.view

    def point(scene_pos):
        return view.mapFromScene(scene_pos)

    move = session.state.legal_actions(0)[0]
    a, b = point(board.tile_scene_pos(move.tile)), point(board.cell_scene_pos((move.col,
                                                                                move.row)))
    QTest.mousePress(view.viewport(), Qt.LeftButton, Qt.NoModifier, a)
    QTest.mouseMove(view.viewport(), (a + b) / 2)
    QTest.mouseMove(view.viewport(), b)
    QTest.mouseRelease(view.viewport(), Qt.LeftButton, Qt.NoModifier, b)
    assert session.history[-1].action == move
    assert board.sliding is None and move.tile in board.flash
    assert not any(isinstance(i, TileGhost) for i in board.scene.items())

    move = session.state.legal_actions(1)[0]
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier,
                     point(board.tile_scene_pos(move.tile)))
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier,
                     point(board.cell_scene_pos((move.col, move.row))))
    assert session.history[-1].action == move
    assert board.sliding == move.tile
    assert any(isinstance(i, TileGhost) for i in board.scene.items())
