"""Playing and reading the window as a screen reader does: through Qt's accessibility
interfaces only (names, roles, the press action), and hearing what is announced.

``Reader(widget)`` walks the accessible tree under a widget (widgets and board parts alike),
finds an interface by its name and presses it through its action interface. ``Heard`` records
every announcement the window's announcer makes, and every QAccessibleAnnouncementEvent the
announce module hands to Qt.
"""

from __future__ import annotations

import re
import time
from typing import Callable, Iterator

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAccessible, QAccessibleActionInterface
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from bingolino_app.ui.boards import accessible
from bingolino_app.ui.play import announce

PRESS = QAccessibleActionInterface.pressAction()
CLICK_MS = 130  # QAbstractButton.animateClick shows the button down for 100 ms


def name(iface) -> str:
    return iface.text(QAccessible.Name)


def walk(iface, depth: int = 0, limit: int = 40) -> Iterator:
    """``iface`` and everything under it, parents first (visible widgets only)."""
    if iface is None or not iface.isValid() or depth > limit:
        return
    yield iface
    if iface.state().invisible:
        return
    for i in range(iface.childCount()):
        yield from walk(iface.child(i), depth + 1, limit)


def refresh_boards(widget) -> None:
    """Board views read their parts again now (not a moment later, as for a listener)."""
    from bingolino_app.ui.play.board_view import BoardView

    for view in [widget] + widget.findChildren(BoardView):
        if isinstance(view, BoardView):
            access = accessible.access_of(view)
            if access is not None:
                access.refresh()


class Reader:
    """A screen reader's look at ``widget``: the tree of interfaces under it."""

    def __init__(self, widget) -> None:
        self.widget = widget

    def root(self):
        return QAccessible.queryAccessibleInterface(self.widget)

    def all(self) -> list:
        refresh_boards(self.widget)
        return list(walk(self.root()))

    def find_all(self, pattern: str | Callable, within=None) -> list:
        """Interfaces whose name matches ``pattern`` (a regular expression searched in the
        name, or a predicate on the interface)."""
        if within is None:
            refresh_boards(self.widget)
        pool = list(walk(within)) if within is not None else self.all()
        if callable(pattern):
            return [i for i in pool if pattern(i)]
        rx = re.compile(pattern)
        return [i for i in pool if rx.search(name(i) or "")]

    def find(self, pattern, within=None, role=None):
        found = [i for i in self.find_all(pattern, within)
                 if role is None or i.role() == role]
        if not found:
            raise LookupError(f"nothing called {pattern!r}")
        return found[0]

    def exists(self, pattern, within=None) -> bool:
        return bool(self.find_all(pattern, within))


def actions(iface) -> list[str]:
    action = iface.actionInterface()
    return list(action.actionNames()) if action is not None else []


def press(iface) -> None:
    """The press action, as a screen reader performs it; then the event loop runs it."""
    action = iface.actionInterface()
    assert action is not None and PRESS in action.actionNames(), \
        f"{name(iface)!r} cannot be pressed"
    action.doAction(PRESS)
    if isinstance(iface, accessible.PartInterface):
        for _ in range(3):  # the board's press is queued: the reader has its answer first
            QCoreApplication.processEvents()
    else:  # a button's press is an animated click: it is down for 100 ms, then clicked
        button = iface.object()
        deadline = time.monotonic() + 5
        QTest.qWait(CLICK_MS)
        while getattr(button, "isDown", lambda: False)() and time.monotonic() < deadline:
            QTest.qWait(10)


class Heard:
    """What the window's announcer said, and the announcement events Qt was given."""

    def __init__(self, monkeypatch, announcer) -> None:
        self.said: list[tuple[str, str]] = []
        self.events: list[tuple[str, str]] = []
        announcer.said.connect(lambda text, kind: self.said.append((text, kind)))
        heard = self

        class Spy:
            def __getattr__(self, attr):
                return getattr(QAccessible, attr)

            @staticmethod
            def updateAccessibility(event):  # noqa: N802
                if event.type() == QAccessible.Announcement:
                    heard.events.append((event.message(), event.politeness().name))
                    assert event.object() is announcer.target
                QAccessible.updateAccessibility(event)

        monkeypatch.setattr(announce, "QAccessible", Spy())

    def kind(self, kind: str) -> list[str]:
        return [text for text, k in self.said if k == kind]


def visible_interactive(window) -> list:
    """The window's visible widgets a user acts on: what Tab reaches, and buttons, fields,
    lists, sliders and board views whatever their focus policy."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import (
        QAbstractButton, QAbstractItemView, QAbstractScrollArea, QAbstractSlider,
        QAbstractSpinBox, QComboBox, QGraphicsView, QLineEdit, QTabBar, QTextEdit,
    )

    kinds = (QAbstractButton, QAbstractItemView, QAbstractSlider, QAbstractSpinBox, QComboBox,
             QGraphicsView, QLineEdit, QTabBar, QTextEdit)
    found = []
    for w in QApplication.allWidgets():
        if w.window() is not window or not w.isVisible():
            continue
        if type(w).__name__ in ("QScrollBar", "QLineEdit") and w.parent() is not None \
                and isinstance(w.parent(), (QAbstractSpinBox, QComboBox)):
            continue  # a spin box's or a combo's own field: the box is named
        if type(w).__name__ in ("QScrollBar", "QHeaderView"):
            continue  # Qt names scroll bars itself ("Vertical"); headers are the table's
        parent = w.parentWidget()
        if isinstance(parent, QAbstractScrollArea) and w is parent.viewport():
            continue  # the area itself is what a screen reader meets
        if isinstance(w, kinds) or (w.focusPolicy() & Qt.TabFocus
                                     and not isinstance(w, type(window))):
            found.append(w)
    return found


def unnamed_widgets(window) -> list[str]:
    """Visible interactive widgets a screen reader would meet without a name."""
    out = []
    for w in visible_interactive(window):
        iface = QAccessible.queryAccessibleInterface(w)
        if iface is None or not (name(iface) or "").strip():
            out.append(f"{type(w).__name__} {w.objectName()!r} in "
                       f"{type(w.parent()).__name__ if w.parent() else None}")
    return out


def unnamed_parts(view) -> list[str]:
    """Board parts without a name (and parts whose names repeat among their siblings in a
    way that says nothing: two children with one name are allowed, an empty one never)."""
    access = accessible.access_of(view)
    if access is None:
        return ["no interface"]
    access.refresh()
    out = []
    for iface in walk(QAccessible.queryAccessibleInterface(view)):
        if not (name(iface) or "").strip():
            out.append(getattr(iface, "part_id", type(iface).__name__))
    return out
