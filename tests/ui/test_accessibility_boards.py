"""Each board as a screen reader gets it, without the main window (the fast tier): every part
named and found again by its id, the keyboard cursor and the accessible focus one and the same
(moved by the arrow keys, told to Qt as a focus event; not told when the game moves it), a
press doing what Enter on that part does, the position in words, all in English and in
Russian; a board's parts leave Qt's cache with it."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest

from bingolino_app.core.bots import bot_seed, choose_move
from bingolino_app.core.session import Seat, Session
from bingolino_app.ui.boards import accessible, board_class
from bingolino_app.ui.common import i18n
from bingolino_app.ui.play.board_view import BoardView

GAMES = ("bingolino", "qwingo", "domino_bingo", "lino")
CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)


class Table:
    """A board in a view of its own, a short seeded game against the greedy computer."""

    def __init__(self, qtbot, game_id: str, seed: int = 11) -> None:
        self.game_id = game_id
        self.session = Session(game_id, [Seat("Anna"), Seat("Bot", "computer", "greedy")],
                               {}, seed)
        self.board = board_class(game_id)(self.session.seats, self.session.options)
        self.board.animation_speed = 0
        self.board.confirm_risky = False
        self.chosen: list = []
        self.board.action_chosen.connect(lambda p, a: self.chosen.append((p, a)))
        self.view = BoardView()
        qtbot.addWidget(self.view)
        self.view.resize(1024, 600)
        self.view.set_board_scene(self.board.scene)
        self.view.show()
        self.iface = QAccessible.queryAccessibleInterface(self.view)
        self.access = accessible.access_of(self.view)
        self.show([])

    def legal(self) -> dict:
        state = self.session.state
        return {0: state.legal_actions(0)} if 0 in self.session.pending_players() else {}

    def show(self, events) -> None:
        self.board.show_state(self.session.state.observation(0), self.legal(), events)
        self.board.release()
        self.access.refresh()

    def move(self, player: int | None = None):
        player = self.session.pending_players()[0] if player is None else player
        state = self.session.state
        action = choose_move(self.game_id, "greedy", state.observation(player),
                             state.legal_actions(player),
                             bot_seed(self.session.seed, len(self.session.history), player))
        self.show(self.session.apply(player, action))
        return action

    def until_human(self, limit: int = 200) -> None:
        for _ in range(limit):
            if 0 in self.session.pending_players() or self.session.state.is_terminal():
                return
            self.move()

    def parts(self) -> list:
        self.access.refresh()
        return list(accessible.walk(self.board.accessible_items()))


def names_of(iface) -> list[str]:
    out = []
    for i in range(iface.childCount()):
        child = iface.child(i)
        out.append(child.text(QAccessible.Name))
        out += names_of(child)
    return out


@pytest.mark.parametrize("game_id", GAMES)
def test_every_part_is_named_and_its_interface_found_again(qtbot, game_id):
    table = Table(qtbot, game_id)
    for _ in range(30):
        if table.session.state.is_terminal():
            break
        parts = table.parts()
        assert parts, "a board on the table shows something"
        assert all(part.name.strip() for part in parts)
        ids = [part.id for part in parts]
        assert len(ids) == len(set(ids))
        # Qt's tree is the parts' tree: the same names, and the same interface each time.
        assert names_of(table.iface) == [part.name for part in parts]
        first = table.iface.child(0)
        assert first is table.iface.child(0) and first.isValid()
        assert first.parent() is table.iface and table.iface.indexOfChild(first) == 0
        assert table.iface.text(QAccessible.Name)
        assert table.board.position_text().strip()
        table.move()


@pytest.mark.parametrize("game_id", GAMES)
def test_a_press_is_what_enter_does_there(qtbot, game_id):
    """The part named for the greedy computer's choice, pressed, chooses exactly that move
    (Lino's tile move takes two presses: the tile, then its new cell)."""
    table = Table(qtbot, game_id, seed=4)
    pressed = 0
    for _ in range(60):
        table.until_human()
        if table.session.state.is_terminal():
            break
        state = table.session.state
        action = choose_move(game_id, "greedy", state.observation(0), state.legal_actions(0),
                             bot_seed(table.session.seed, len(table.session.history), 0))
        ids = part_ids(table, action)
        if ids is None:  # set-ups, calls, dice: the side panel's buttons do those
            table.show(table.session.apply(0, action))
            continue
        table.chosen.clear()
        for part_id in ids:
            iface = table.access.interface(part_id)
            assert iface is not None and iface.isValid(), part_id
            assert iface.actionInterface().actionNames() == ["Press"]
            iface.actionInterface().doAction("Press")
            QCoreApplication.processEvents()
            table.access.refresh()
        assert table.chosen == [(0, action)]
        table.show(table.session.apply(0, action))
        pressed += 1
    assert pressed >= 3


def part_ids(table, action) -> list[str] | None:
    """The parts a screen reader presses for ``action`` (None: not a part of the board)."""
    name = type(action).__name__
    board = table.board
    if name in ("Flip", "TurnBack"):
        return [f"cell:0:{action.cell}"]
    if name == "Enter":
        return [f"box:0:{action.column}:{action.box}"]
    if name == "Play" and not action.declare:
        return [f"stone:{action.stone[0]}-{action.stone[1]}"]
    if name == "Place":
        return ["cell:%d:%d" % tuple(board.obs.pos[action.tile])]
    if name == "Move":
        return ["cell:%d:%d" % tuple(board.obs.pos[action.tile]),
                f"cell:{action.col}:{action.row}"]
    return None


@pytest.mark.parametrize("game_id, keys", [
    ("bingolino", [Qt.Key_Right, Qt.Key_Right, Qt.Key_Down]),
    ("qwingo", [Qt.Key_Down, Qt.Key_Right, Qt.Key_Down]),
    ("domino_bingo", [Qt.Key_Right, Qt.Key_Right, Qt.Key_Right]),
    ("lino", [Qt.Key_Right, Qt.Key_Down, Qt.Key_Down]),
])
def test_the_keyboard_cursor_is_the_accessible_focus(qtbot, monkeypatch, game_id, keys):
    table = Table(qtbot, game_id, seed=7)
    for _ in range(40):  # to a position where the human has a tile or a box to choose
        table.until_human()
        if table.board.accessible_focus() is not None or _cursor_possible(table):
            break
        table.move(0)
    told = []

    class Spy:
        def __getattr__(self, attr):
            return getattr(QAccessible, attr)

        @staticmethod
        def updateAccessibility(event):  # noqa: N802
            if event.type() == QAccessible.Focus:
                told.append(getattr(event.accessibleInterface(), "part_id", None))
            QAccessible.updateAccessibility(event)

    monkeypatch.setattr(accessible, "QAccessible", Spy())
    QAccessible.setActive(True)
    try:
        table.view.setFocus()
        qtbot.waitUntil(table.view.hasFocus)
        seen = []
        for key in keys:
            QTest.keyClick(table.view, key)
            table.access.refresh()
            focus = table.board.accessible_focus()
            assert focus is not None
            assert table.access.focus_id() == focus
            child = table.iface.focusChild()
            while child is not None and child.focusChild() is not None:
                child = child.focusChild()
            assert child is not None and child.part_id == focus
            assert child.state().focused
            seen.append(focus)
        assert len(set(seen)) >= 2, "the arrows moved the cursor"
        assert [f for f in told if f is not None][-1] == seen[-1]  # Qt was told
        assert set(seen) <= set(told)
        # The game moving the cursor (the next turn) is not told: it would cut short the
        # announcement of the moves.
        told.clear()
        table.move(0)
        table.until_human()
        table.access.refresh()
        assert told == []
    finally:
        QAccessible.setActive(False)


def _cursor_possible(table) -> bool:
    board = table.board
    if table.game_id == "domino_bingo":
        return bool(board.my_legal())
    return False


@pytest.mark.parametrize("game_id", GAMES)
def test_names_in_russian(qtbot, game_id):
    app = QCoreApplication.instance()
    i18n.install_language(app, "ru")
    try:
        table = Table(qtbot, game_id)
        for _ in range(12):
            if table.session.state.is_terminal():
                break
            table.move()
        parts = table.parts()
        untranslated = [p.name for p in parts
                        if not CYRILLIC.search(p.name) and re.search("[a-z]{3}", p.name)
                        and "Anna" not in p.name and "Bot" not in p.name]
        assert not untranslated
        assert CYRILLIC.search(table.iface.text(QAccessible.Name))
        assert CYRILLIC.search(table.board.position_text())
    finally:
        i18n.install_language(app, "en")


def test_parts_of_another_board_leave_with_it(qtbot):
    """A new game on the same view: the last board's part interfaces are gone from Qt's
    cache (no dangling interfaces for a screen reader), the new board's come."""
    table = Table(qtbot, "bingolino")
    old = table.iface.child(0)
    uid = QAccessible.uniqueId(old)
    other = board_class("lino")(table.session.seats[:2], {})
    table.view.set_board_scene(other.scene)
    assert QAccessible.accessibleInterface(uid) is None
    table.view.set_board_scene(None)
    assert table.iface.childCount() == 0
