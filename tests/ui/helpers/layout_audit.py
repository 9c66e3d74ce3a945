"""The layout audit's checks and scenarios (tests/ui/test_layout_audit.py runs them).

Scenarios: every game at its fewest and most players, the longest names the dialog takes,
each phase (set-up, play, end) reached by replaying a seeded action list that in-process bots
made once per module (no animation, no worker, no waiting).

Checks, each returning a list of readable problems (empty: all is well):
- ``widget_problems``: a visible widget of the window smaller than its minimum size (hint),
  a word-wrapped label shorter than its text needs, a widget reaching outside the window;
- ``board_problems``: from ``board.text_boxes()`` (boards/fit.py), a text wider or taller than
  the box it belongs to, smaller than MIN_TEXT_PX on the screen, or overlapping another text
  of the same layer (an overlay such as the end banner is a layer of its own);
- ``view_problems``: the table cut: at 100 % the view shows all of it, zoomed in its scroll
  bars reach all of it.
"""

from __future__ import annotations

import functools

from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import (
    QAbstractScrollArea, QAbstractSpinBox, QComboBox, QGraphicsSimpleTextItem,
    QGraphicsTextItem, QLabel, QSizePolicy, QWidget,
)

from bingolino_app.core.bots import bot_seed, choose_move
from bingolino_app.core.session import Seat, Session

PLAYERS = {"bingolino": (1, 4), "qwingo": (1, 5), "domino_bingo": (2,), "lino": (2,)}
"""The fewest and the most players of each game."""
LONG_NAMES = ("Шшшшшшшшшшшшшшшшшшшшшшшш", "WWWWWWWWWWWWWWWWWWWWWWWW", "ЩЩЩЩЩЩЩЩЩЩЩЩЩЩЩЩЩЩЩЩЩЩЩЩ",
              "MMMMMMMMMMMMMMMMMMMMMMMM", "ЖЖЖЖЖЖЖЖЖЖЖЖЖЖЖЖЖЖЖЖЖЖЖЖ")
"""24 letters each (the dialog's and the save format's limit), among the widest there are."""
SIZES = ((1024, 600), (1920, 1080))
MIN_TEXT_PX = 10.5
"""A board's text must be at least "about 11 px" high on the screen at 1024x600."""
SETUP_PHASES = {"bingolino": ("arrange",), "qwingo": ("setup",), "domino_bingo": ("play",),
                "lino": ("build",)}
PLAY_PHASES = {"bingolino": ("choose", "flip"), "qwingo": ("call", "enter"),
               "domino_bingo": ("play",), "lino": ("fill",)}
"""Where each game's set-up and main play happen (Domino Bingo has no set-up: its first
trick stands for it)."""
SEED = 11


def seats(game_id: str, count: int) -> list[Seat]:
    """The first seat human, the others computers, all with the longest names."""
    return [Seat(LONG_NAMES[0])] + [Seat(LONG_NAMES[i], "computer", "easy")
                                    for i in range(1, count)]


@functools.lru_cache(maxsize=None)
def played(game_id: str, count: int) -> tuple[tuple, tuple]:
    """A whole game played by easy bots from SEED: (actions, phase before each action)."""
    session = Session(game_id, seats(game_id, count), {}, SEED)
    phases = []
    while not session.state.is_terminal():
        player = session.pending_players()[0]
        state = session.state
        action = choose_move(game_id, "easy", state.observation(player),
                             state.legal_actions(player),
                             bot_seed(SEED, len(session.history), player))
        phases.append((len(session.history), state.phase, player))
        session.apply(player, action)
    return tuple(session.actions), tuple(phases)


def moment(game_id: str, count: int, phase: str) -> int:
    """How many actions of ``played`` lead to ``phase``: "setup" the first decision of the
    human in the set-up, "play" the human's decision half-way through the game, "end" all."""
    actions, phases = played(game_id, count)
    if phase == "end":
        return len(actions)
    wanted = SETUP_PHASES[game_id] if phase == "setup" else PLAY_PHASES[game_id]
    mine = [index for index, p, player in phases if p in wanted and player == 0]
    assert mine, f"{game_id}: the human never decides in {wanted}"
    return mine[0] if phase == "setup" else mine[len(mine) // 2]


def session_at(game_id: str, count: int, phase: str) -> Session:
    actions, _ = played(game_id, count)
    return Session.replay(game_id, seats(game_id, count), {}, SEED,
                          actions[:moment(game_id, count, phase)])


# --- widgets ---------------------------------------------------------------------------------
def _scroll_area(widget: QWidget) -> QAbstractScrollArea | None:
    """The scroll area whose viewport holds ``widget``: it may reach beyond the window there
    (scrolled away), but not sideways where the area does not scroll sideways."""
    parent = widget.parentWidget()
    while parent is not None:
        area = parent.parentWidget()
        if isinstance(area, QAbstractScrollArea) and parent is area.viewport():
            return area
        parent = parent.parentWidget()
    return None


def _internal(widget: QWidget) -> bool:
    """A part Qt's style lays out inside a spin box or a combo box (its line edit)."""
    parent = widget.parentWidget()
    return isinstance(parent, (QAbstractSpinBox, QComboBox))


def _name(widget: QWidget) -> str:
    parts = []
    while widget is not None and len(parts) < 4:
        label = widget.objectName() or type(widget).__name__
        text = getattr(widget, "text", None) or getattr(widget, "title", None)
        if callable(text):
            try:
                value = text()
            except TypeError:
                value = ""
            if value:
                label += f"[{value[:24]!r}]"
        parts.append(label)
        widget = widget.parentWidget()
    return " < ".join(parts)


def widget_problems(window: QWidget) -> list[str]:
    problems = []
    bounds = window.rect()
    for widget in window.findChildren(QWidget):
        if not widget.isVisible() or widget.isWindow() or _internal(widget):
            continue
        if isinstance(widget, QLabel) and not widget.text() and widget.pixmap().isNull():
            continue  # an empty label: nothing in it to cut
        policy = widget.sizePolicy()
        hint = widget.minimumSizeHint()
        need_w = widget.minimumWidth() or (hint.width() if hint.isValid() else 0)
        need_h = widget.minimumHeight() or (hint.height() if hint.isValid() else 0)
        if policy.horizontalPolicy() == QSizePolicy.Ignored:
            need_w = widget.minimumWidth()
        if policy.verticalPolicy() == QSizePolicy.Ignored:
            need_h = widget.minimumHeight()
        elif widget.hasHeightForWidth() and widget.heightForWidth(widget.width()) > 0:
            # Wrapped text: the height it needs at the width it has (its minimum size hint
            # is for its narrowest width, more lines).
            need_h = max(widget.minimumHeight(), widget.heightForWidth(widget.width()))
        if widget.width() < need_w or widget.height() < need_h:
            problems.append(f"{_name(widget)}: {widget.width()}x{widget.height()} below its "
                            f"minimum {need_w}x{need_h}")
        if widget.width() <= 0 or widget.height() <= 0:
            continue
        area = _scroll_area(widget)
        if area is None:
            rect = QRectF(widget.mapTo(window, widget.rect().topLeft()), widget.size())
            if not QRectF(bounds).adjusted(-1, -1, 1, 1).contains(rect):
                problems.append(f"{_name(widget)}: reaches outside the window {_r(rect)}")
        elif area.horizontalScrollBarPolicy() == Qt.ScrollBarAlwaysOff:
            left = widget.mapTo(area.viewport(), widget.rect().topLeft()).x()
            if left < -1 or left + widget.width() > area.viewport().width() + 1:
                problems.append(f"{_name(widget)}: {widget.width()} px wide, cut by the "
                                f"{area.viewport().width()} px of its scroll area")
    return problems


# --- board texts -----------------------------------------------------------------------------
def _generic_text_boxes(board) -> list:
    """Every visible text item, its box the scene (boards that cannot tell better)."""
    from types import SimpleNamespace

    found = []
    scene_rect = board.scene.sceneRect()
    for item in board.scene.items():
        if not isinstance(item, (QGraphicsSimpleTextItem, QGraphicsTextItem)):
            continue
        if not item.isVisible() or item.opacity() <= 0:
            continue
        text = item.text() if isinstance(item, QGraphicsSimpleTextItem) \
            else item.toPlainText()
        if not text.strip():
            continue
        rect = item.boundingRect()
        if isinstance(item, QGraphicsTextItem):
            m = item.document().documentMargin()
            rect = rect.adjusted(m, m, -m, -m)
        font = item.font()
        px = font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF() * 96 / 72
        found.append(SimpleNamespace(text=text, rect=item.mapRectToScene(rect), box=scene_rect,
                                     pixel_size=px * item.sceneTransform().m11(), layer=0))
    return found


def board_problems(board, view, small: bool) -> list[str]:
    boxes = board.text_boxes() if hasattr(board, "text_boxes") else _generic_text_boxes(board)
    scale = view.transform().m11()
    problems = []
    for t in boxes:
        label = repr(t.text[:40])
        if not t.box.adjusted(-1, -1, 1, 1).contains(t.rect):
            problems.append(f"{label}: {_r(t.rect)} outside its box {_r(t.box)}")
        if small and t.pixel_size * scale < MIN_TEXT_PX:
            problems.append(f"{label}: {t.pixel_size * scale:.1f} px on the screen")
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            if a.layer != b.layer:
                continue
            common = a.rect.intersected(b.rect)
            if common.width() > 1.5 and common.height() > 1.5:
                problems.append(f"{a.text[:30]!r} overlaps {b.text[:30]!r}")
    return problems


def view_problems(view) -> list[str]:
    scene = view.scene()
    if scene is None:
        return []
    whole = scene.sceneRect()
    if view.zoom <= 1.0:
        shown = view.mapToScene(view.viewport().rect()).boundingRect()
        return [] if shown.adjusted(-2, -2, 2, 2).contains(whole) else \
            [f"the view shows {_r(shown)} of the table {_r(whole)}"]
    bars = (view.horizontalScrollBar(), view.verticalScrollBar())
    was = [bar.value() for bar in bars]
    seen = QRectF()
    for h in (bars[0].minimum(), bars[0].maximum()):
        for v in (bars[1].minimum(), bars[1].maximum()):
            bars[0].setValue(h)
            bars[1].setValue(v)
            seen = seen.united(view.mapToScene(view.viewport().rect()).boundingRect())
    for bar, value in zip(bars, was):
        bar.setValue(value)
    return [] if seen.adjusted(-2, -2, 2, 2).contains(whole) else \
        [f"zoomed to {view.zoom:.0%}, scrolling reaches {_r(seen)} of the table {_r(whole)}"]


def _r(rect: QRectF) -> str:
    return f"({rect.x():.0f},{rect.y():.0f} {rect.width():.0f}x{rect.height():.0f})"
