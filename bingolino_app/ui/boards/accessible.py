"""Boards a screen reader can read and play: Qt's accessibility interfaces for a board's view
and the parts of its scene.

A board describes what a sighted player sees as a tree of ``Part`` records
(``board.accessible_items()``): each with an id that stays the same while the part is on the
table, a role (a table of cells, a list of stones, a button...), a translated name that says
what is drawn there ("Row 2, column 3: 17, face up, you may turn it down"), its states
(selected, checked...), its place in the scene and a ``press`` callable that goes through the
board's own interaction, exactly as Enter or a click on it does. ``board.accessible_focus()``
names the part under the board's keyboard cursor: the accessible focus and the keyboard's are
one, and the arrow keys move both.

``install()`` adds a factory that gives every view marked ``accessible_board`` a
``ViewInterface`` (its children are the board's parts), with a ``BoardAccess`` keeping one
``PartInterface`` per id for as long as the view shows that board (Qt's cache holds raw
pointers to them). The parts are read again a moment after the scene changed (a redraw, the
cursor moving), and what changed is told to the accessibility layer: names, states, the focus,
parts that came or went. Nothing of this runs until an assistive technology (or a test) asks
for the view's interface.

PySide6 has no QAccessibleTableInterface to implement, so a grid is a table of cells whose
names carry their place ("C4", "row 2, column 3"); the press action is a real
QAccessibleActionInterface (``interface_cast`` hands Qt the C++ address of a small Python
``QAccessibleActionInterface``), so AT-SPI's Action interface offers it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Iterator

import shiboken6
from PySide6.QtCore import (
    QCoreApplication, QEvent, QObject, QPoint, QRect, QRectF, Qt, QTimer, Signal,
)
from PySide6.QtGui import (
    QAccessible, QAccessibleActionInterface, QAccessibleEvent, QAccessibleInterface,
    QAccessibleStateChangeEvent,
)
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsView

Role = QAccessible.Role
REFRESH_MS = 150
"""How long after a change of the scene its parts are read again: a running animation asks
at most this often (reading Qwingo's five sheets, 333 parts, takes about 15 ms). An arrow key
reads them at once, after the cursor moved."""

NAVIGATION_KEYS = (Qt.Key_Left, Qt.Key_Right, Qt.Key_Up, Qt.Key_Down, Qt.Key_Home, Qt.Key_End,
                   Qt.Key_PageUp, Qt.Key_PageDown)
"""Keys that move a board's cursor: the part they reach is told to the screen reader."""
STATE_NAMES = ("selected", "selectable", "checked", "checkable", "disabled", "pressed",
               "readOnly", "invisible", "focusable", "busy")


@dataclass(frozen=True, eq=False)
class Part:
    """One part of a board as a screen reader gets it."""

    id: str
    role: Any  # QAccessible.Role
    name: str
    description: str = ""
    rect: QRectF | None = None  # in scene coordinates
    states: frozenset = frozenset()  # names from STATE_NAMES
    press: Callable[[], Any] | None = None
    """What Enter (or a click) on it does; None: nothing to do there."""
    action: str = ""  # what pressing does, in words ("Turn this tile down")
    children: tuple = field(default_factory=tuple)


def part_of(board: Any, part_id: str) -> Part | None:
    """The part called ``part_id`` among ``board``'s (tests and boards look one up)."""
    for part in walk(board.accessible_items()):
        if part.id == part_id:
            return part
    return None


def walk(parts) -> Iterator[Part]:
    """Every part of a tree, parents before their children."""
    for part in parts:
        yield part
        yield from walk(part.children)


def united(rects) -> QRectF | None:
    """The rectangle round ``rects`` (None when there is none)."""
    result = QRectF()
    for rect in rects:
        if rect is not None and not rect.isEmpty():
            result = result.united(rect)
    return None if result.isEmpty() else result


def sentences(*pieces: str) -> str:
    """Texts of the board (a caption's lines, a label and its note) read as sentences: each
    ends with a full stop unless it has its own mark, empty ones are left out."""
    out = []
    for piece in pieces:
        for line in str(piece or "").replace("\u2029", "\n").replace("\u2028", "\n").split("\n"):
            line = line.strip()
            if line:
                out.append(line if line[-1] in ".!?…:" else line + ".")
    return " ".join(out)


# --- the interfaces ---------------------------------------------------------------------------
class _Actions(QAccessibleActionInterface):
    """Press (and set focus) on a part; Qt reaches it through ``PartInterface.interface_cast``."""

    def __init__(self, owner: "PartInterface") -> None:
        super().__init__()
        self._owner = owner

    def actionNames(self) -> list[str]:  # noqa: N802 (Qt names)
        part = self._owner.part()
        return [self.pressAction()] if part is not None and part.press is not None else []

    def localizedActionName(self, name: str) -> str:  # noqa: N802
        if name == self.pressAction():
            return QCoreApplication.translate("Accessible", "Press")
        return super().localizedActionName(name)

    def localizedActionDescription(self, name: str) -> str:  # noqa: N802
        part = self._owner.part()
        if name == self.pressAction() and part is not None:
            return part.action or QCoreApplication.translate("Accessible", "Press")
        return ""

    def doAction(self, name: str) -> None:  # noqa: N802
        if name == self.pressAction():
            self._owner.access.press(self._owner.part_id)

    def keyBindingsForAction(self, name: str) -> list[str]:  # noqa: N802
        if name != self.pressAction():
            return []
        return [QCoreApplication.translate("Accessible", "Enter")]


def _state(names, focused: bool = False) -> QAccessible.State:
    state = QAccessible.State()
    for name in names:
        setattr(state, name, True)
    if focused:
        state.focused = True
    return state


class PartInterface(QAccessibleInterface):
    """One part of the board (an id; what it is now is asked of ``BoardAccess`` each time)."""

    def __init__(self, access: "BoardAccess", part_id: str) -> None:
        super().__init__()
        self.access = access
        self.part_id = part_id
        self._actions = _Actions(self)

    def part(self) -> Part | None:
        return self.access.part(self.part_id)

    # QAccessibleInterface
    def isValid(self) -> bool:  # noqa: N802
        return self.access.alive() and self.part() is not None

    def object(self):
        return None

    def window(self):
        return self.access.window()

    def relations(self, match=QAccessible.AllRelations):
        return []

    def parent(self):
        return self.access.parent_interface(self.part_id)

    def childCount(self) -> int:  # noqa: N802
        return len(self.access.children(self.part_id))

    def child(self, index: int):
        ids = self.access.children(self.part_id)
        return self.access.interface(ids[index]) if 0 <= index < len(ids) else None

    def indexOfChild(self, child) -> int:  # noqa: N802
        ids = self.access.children(self.part_id)
        child_id = getattr(child, "part_id", None)
        return ids.index(child_id) if child_id in ids else -1

    def childAt(self, x: int, y: int):  # noqa: N802
        return self.access.child_at(self.part_id, QPoint(x, y))

    def focusChild(self):  # noqa: N802
        return self.access.focus_child(self.part_id)

    def text(self, kind) -> str:
        part = self.part()
        if part is None:
            return ""
        if kind == QAccessible.Name:
            return part.name
        if kind == QAccessible.Description:
            return part.description
        return ""

    def setText(self, kind, text: str) -> None:  # noqa: N802
        pass

    def rect(self) -> QRect:
        part = self.part()
        return self.access.screen_rect(part.rect) if part is not None else QRect()

    def role(self):
        part = self.part()
        return part.role if part is not None else Role.NoRole

    def state(self):
        part = self.part()
        if part is None:
            return _state(("invalid",))
        names = set(part.states)
        if part.press is not None:
            names.add("focusable")
        return _state(names, self.access.has_focus(self.part_id))

    def interface_cast(self, kind):
        if kind == QAccessible.ActionInterface and shiboken6.isValid(self._actions):
            return shiboken6.VoidPtr(shiboken6.getCppPointer(self._actions)[0])
        return shiboken6.VoidPtr(0)

    # for Python callers (tests, the board's own announcements)
    def press(self) -> None:
        self.access.press(self.part_id)


class ViewInterface(QAccessibleWidget):
    """The board's view: named after the game, described by what to do now; its children are
    the board's parts."""

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view, Role.Grouping, "")
        self.access = BoardAccess(view, self)
        view._board_access = self.access  # the view tells it when its scene changes

    def childCount(self) -> int:  # noqa: N802
        return len(self.access.children(None))

    def child(self, index: int):
        ids = self.access.children(None)
        return self.access.interface(ids[index]) if 0 <= index < len(ids) else None

    def indexOfChild(self, child) -> int:  # noqa: N802
        ids = self.access.children(None)
        child_id = getattr(child, "part_id", None)
        return ids.index(child_id) if child_id in ids else -1

    def childAt(self, x: int, y: int):  # noqa: N802
        return self.access.child_at(None, QPoint(x, y))

    def focusChild(self):  # noqa: N802
        return self.access.focus_child(None)

    def text(self, kind) -> str:
        if kind in (QAccessible.Name, QAccessible.Description):
            own = super().text(kind)  # an accessibleName set on the view wins
            if own:
                return own
            board = self.access.board()
            if board is not None:
                return board.accessible_name() if kind == QAccessible.Name \
                    else board.accessible_description()
        return super().text(kind)

    def state(self):
        state = super().state()
        state.focusable = True
        return state


# --- what the interfaces ask ------------------------------------------------------------------
class BoardAccess(QObject):
    """The parts of the board a view shows, read again after each change of its scene, and
    one interface per part id (kept until the view shows another board)."""

    pressed = Signal(str)  # queued: a press answers the screen reader first, then plays

    def __init__(self, view: QGraphicsView, view_interface: ViewInterface) -> None:
        super().__init__(view)
        self.view = view
        self.view_interface = view_interface
        self._board: Any = None
        self._scene: Any = None
        self._parts: dict[str, Part] = {}
        self._parents: dict[str, str | None] = {}
        self._children: dict[str | None, list[str]] = {None: []}
        self._focus: str | None = None
        self._interfaces: dict[str, PartInterface] = {}
        self._ids: list[int] = []  # their ids in Qt's cache (deleted with the view)
        self._dirty = True
        self._built = False
        self._navigated = False  # an arrow key moved the board's cursor since the last read
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(REFRESH_MS)
        self._timer.timeout.connect(self.refresh)
        self.pressed.connect(self._press, Qt.QueuedConnection)
        view.installEventFilter(self)
        view.destroyed.connect(_Forget(self._ids))

    # --- the board -------------------------------------------------------------------------
    def alive(self) -> bool:
        return shiboken6.isValid(self.view) and shiboken6.isValid(self)

    def board(self) -> Any:
        if not self.alive():
            return None
        scene = self.view.scene()
        board = scene.parent() if scene is not None else None
        if board is None or not shiboken6.isValid(board) \
                or not hasattr(board, "accessible_items"):
            return None
        return board

    def window(self):
        if not self.alive():
            return None
        return self.view.window().windowHandle()

    def scene_replaced(self) -> None:
        """The view shows another scene (another game, or none)."""
        self._dirty = True
        self.refresh()

    def changed(self, *_args) -> None:
        """The scene changed: read the parts again soon (not at every frame of an animation)."""
        self._dirty = True
        if not self._timer.isActive():
            self._timer.start()

    # --- the parts, as they are now ----------------------------------------------------------
    def _current(self) -> None:
        """The parts as last read: the first question reads them; after that they are read
        again a moment after each change (``changed``), never in the midst of a question."""
        if not self._built:
            self.refresh()

    def part(self, part_id: str) -> Part | None:
        self._current()
        return self._parts.get(part_id)

    def children(self, part_id: str | None) -> list[str]:
        self._current()
        return self._children.get(part_id, [])

    def focus_id(self) -> str | None:
        self._current()
        return self._focus

    def has_focus(self, part_id: str) -> bool:
        return self.focus_id() == part_id and self.alive() and self.view.hasFocus()

    def interface(self, part_id: str) -> PartInterface | None:
        if part_id not in self._parts:
            return None
        iface = self._interfaces.get(part_id)
        if iface is None:
            iface = PartInterface(self, part_id)
            self._interfaces[part_id] = iface
            self._ids.append(QAccessible.registerAccessibleInterface(iface))
        return iface

    def parent_interface(self, part_id: str):
        self._current()
        parent = self._parents.get(part_id)
        return self.interface(parent) if parent is not None else self.view_interface

    def focus_child(self, part_id: str | None):
        """The focused part (the deepest, as QAccessibleWidget's is), when it lies under
        ``part_id`` (None: the whole view)."""
        focus = above = self.focus_id()
        while above is not None and above != part_id:
            above = self._parents.get(above)
            if above == part_id:
                return self.interface(focus)
        return None

    def child_at(self, part_id: str | None, point: QPoint):
        for child in self.children(part_id):
            part = self._parts[child]
            if part.rect is not None and self.screen_rect(part.rect).contains(point):
                return self.interface(child)
        return None

    def screen_rect(self, rect: QRectF | None) -> QRect:
        if rect is None or not self.alive() or not self.view.isVisible():
            return QRect()
        viewport = self.view.viewport()
        local = self.view.mapFromScene(rect).boundingRect()
        return QRect(viewport.mapToGlobal(local.topLeft()), local.size())

    # --- pressing ----------------------------------------------------------------------------
    def press(self, part_id: str) -> None:
        """Press a part, from the event loop: the screen reader has its answer first, and a
        question the press asks (a risky move) is not asked inside its call."""
        self.pressed.emit(part_id)

    def _press(self, part_id: str) -> None:
        if self._dirty:
            self.refresh()  # what a press does now, not what it did before the last change
        part = self.part(part_id)
        if part is not None and part.press is not None:
            part.press()

    # --- reading the board again -------------------------------------------------------------
    def refresh(self) -> None:
        """Read the board's parts and tell the accessibility layer what changed."""
        if not self.alive():
            return
        self._timer.stop()
        self._dirty = False
        self._built = True
        navigated, self._navigated = self._navigated, False
        board = self.board()
        if board is not self._board:
            self._forget_interfaces()
            self._board = board
        scene = self.view.scene() if self.alive() else None
        if scene is not self._scene:
            if self._scene is not None and shiboken6.isValid(self._scene):
                try:
                    self._scene.changed.disconnect(self.changed)
                except (RuntimeError, TypeError):
                    pass
            self._scene = scene
            if scene is not None:
                scene.changed.connect(self.changed)
        parts: dict[str, Part] = {}
        parents: dict[str, str | None] = {}
        children: dict[str | None, list[str]] = {None: []}

        def add(part: Part, parent: str | None) -> None:
            if part.id in parts:
                raise ValueError(f"two parts of the board are called {part.id!r}")
            parts[part.id] = part
            parents[part.id] = parent
            children[parent].append(part.id)
            children[part.id] = []
            for child in part.children:
                add(child, part.id)

        focus = None
        if board is not None:
            for part in board.accessible_items():
                add(part, None)
            focus = board.accessible_focus()
            if focus not in parts:
                focus = None
        old = self._parts
        tell = QAccessible.isActive()
        if tell:
            for part_id in old:
                if part_id not in parts and part_id in self._interfaces:
                    self._tell(self._interfaces[part_id], QAccessible.ObjectDestroyed)
        self._parts, self._parents, self._children, self._focus = \
            parts, parents, children, focus
        if not tell:
            return
        for part_id, part in parts.items():
            before = old.get(part_id)
            iface = self._interfaces.get(part_id)
            if before is None:
                if old:
                    self._tell(self.interface(part_id), QAccessible.ObjectCreated)
                continue
            if iface is None:
                continue  # nobody asked for it yet: nothing to tell
            if before.name != part.name:
                self._tell(iface, QAccessible.NameChanged)
            if before.description != part.description:
                self._tell(iface, QAccessible.DescriptionChanged)
            if before.states != part.states or (before.press is None) != (part.press is None):
                changed = _state(set(before.states) ^ set(part.states)
                                 | ({"focusable"} if (before.press is None)
                                    != (part.press is None) else set()))
                event = QAccessibleStateChangeEvent(iface, changed)
                QAccessible.updateAccessibility(event)
        # The focus is told when the player moved it (an arrow key: said even where it stays,
        # at an edge or the first key that only shows the cursor). A cursor the game moved
        # (a new turn puts it on a legal tile) is not told: it would cut short the
        # announcement of the move; the next arrow, or the board taking the focus, says it.
        if navigated and focus is not None and self.view.hasFocus():
            self._tell(self.interface(focus), QAccessible.Focus)

    @staticmethod
    def _tell(iface, kind) -> None:
        if iface is not None and shiboken6.isValid(iface):
            QAccessible.updateAccessibility(QAccessibleEvent(iface, kind))

    def _forget_interfaces(self) -> None:
        """Another board: the interfaces of the last one's parts leave Qt's cache."""
        ids, self._ids[:] = list(self._ids), []
        self._interfaces = {}
        for uid in ids:
            QAccessible.deleteAccessibleInterface(uid)
        self._parts, self._parents, self._children, self._focus = {}, {}, {None: []}, None

    def eventFilter(self, watched, event) -> bool:  # noqa: N802
        if watched is self.view and event.type() == QEvent.FocusIn:
            # The view's own focus event comes first; then the part under the cursor.
            QTimer.singleShot(0, self, self._tell_focus)
        elif watched is self.view and event.type() == QEvent.KeyPress \
                and event.key() in NAVIGATION_KEYS:
            # Read the parts as soon as the board has moved its cursor (after this key).
            self._navigated = True
            self._dirty = True
            QTimer.singleShot(0, self, self.refresh)
        return super().eventFilter(watched, event)

    def _tell_focus(self) -> None:
        focus = self.focus_id()
        if focus is not None and self.alive() and self.view.hasFocus() and QAccessible.isActive():
            self._tell(self.interface(focus), QAccessible.Focus)


class _Forget:
    """Removes a view's part interfaces from Qt's cache as the view goes (a plain callable:
    the BoardAccess is being destroyed with it)."""

    def __init__(self, ids: list[int]) -> None:
        self.ids = ids

    def __call__(self, *_args) -> None:
        ids, self.ids[:] = list(self.ids), []
        for uid in ids:
            QAccessible.deleteAccessibleInterface(uid)


# --- the factory ------------------------------------------------------------------------------
_installed = False


def _factory(key: str, obj: QObject):
    if isinstance(obj, QGraphicsView) and getattr(obj, "accessible_board", False):
        return ViewInterface(obj)
    return None


def install() -> None:
    """Give every view marked ``accessible_board`` its board's interfaces (once per process)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True


def access_of(view: QGraphicsView) -> BoardAccess | None:
    """The view's BoardAccess, made (with its interface) on first use."""
    access = getattr(view, "_board_access", None)
    if access is None or not shiboken6.isValid(access):
        iface = QAccessible.queryAccessibleInterface(view)
        access = getattr(iface, "access", None)
    return access


def scene_replaced(view: QGraphicsView) -> None:
    """The view shows another board's scene: its parts are read again (if anybody asked)."""
    access = getattr(view, "_board_access", None)
    if access is not None and shiboken6.isValid(access):
        access.scene_replaced()
