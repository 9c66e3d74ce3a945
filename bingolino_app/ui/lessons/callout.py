"""The lesson's speech bubble beside the part of the board it explains, and the ring round
that part. Both float over the main window; the ring lets every click through."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from bingolino_app.ui.common import theme
from bingolino_app.ui.common.text import plain_label

TAIL = 14  # the tail's length: the room between the bubble and what it points at
RADIUS = 10
WIDTH = 400  # the bubble's widest, in a large window (a third of the window below that)


def place(anchor: QRect, size: QSize, area: QRect, prefer: str = "") -> tuple[QRect, str]:
    """Where a bubble of ``size`` goes beside ``anchor``, inside ``area``: on the ``prefer``
    side if it fits there, else to the right, the left, below or above it (the first that
    fits without covering it), shifted along the anchor to stay inside. Returns the bubble's
    rectangle and the side of the anchor it is on. When no side is free the bubble covers as
    little of the anchor as it can."""
    w, h = size.width(), size.height()
    cx, cy = anchor.center().x(), anchor.center().y()
    sides = {
        "right": QRect(anchor.right() + 1 + TAIL, cy - h // 2, w, h),
        "left": QRect(anchor.left() - TAIL - w, cy - h // 2, w, h),
        "below": QRect(cx - w // 2, anchor.bottom() + 1 + TAIL, w, h),
        "above": QRect(cx - w // 2, anchor.top() - TAIL - h, w, h),
    }
    order = sorted(sides, key=lambda side: side != prefer)  # stable: the rest keep their order
    best: tuple[int, QRect, str] | None = None
    for side in order:
        rect = sides[side]
        rect = _slide_inside(rect, area, side in ("right", "left"))
        if not area.contains(rect):
            rect = _clamp(rect, area)
        inside = area.contains(rect)
        overlap = rect.intersected(anchor)
        cost = (0 if inside else 10**9) + overlap.width() * overlap.height()
        if best is None or cost < best[0]:
            best = (cost, rect, side)
        if cost == 0:
            break
    return best[1], best[2]


def _slide_inside(rect: QRect, area: QRect, vertical: bool) -> QRect:
    """Move ``rect`` along one axis only (the anchor's side stays as it is)."""
    rect = QRect(rect)
    if vertical:
        rect.moveTop(max(area.top(), min(rect.top(), area.bottom() - rect.height() + 1)))
    else:
        rect.moveLeft(max(area.left(), min(rect.left(), area.right() - rect.width() + 1)))
    return rect


def _clamp(rect: QRect, area: QRect) -> QRect:
    rect = QRect(rect)
    rect.moveLeft(max(area.left(), min(rect.left(), area.right() - rect.width() + 1)))
    rect.moveTop(max(area.top(), min(rect.top(), area.bottom() - rect.height() + 1)))
    return rect


class LessonCallout(QWidget):
    """The bubble: the step's text, a nudge after a refused move, Skip lesson, the step
    count and Next (Finish on the last step). ``point_at`` places it."""

    next_clicked = Signal()
    skip_clicked = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("lessonCallout")
        self.setAttribute(Qt.WA_StyledBackground, False)
        self.side = "right"
        self.target = QPoint()  # the anchor's centre, in this widget's coordinates
        layout = QVBoxLayout(self)
        layout.setSpacing(8)
        self.text = plain_label(QLabel(self))
        self.text.setObjectName("lessonText")
        self.text.setWordWrap(True)
        self.nudge = plain_label(QLabel(self))
        self.nudge.setObjectName("lessonNudge")
        self.nudge.setWordWrap(True)
        self.nudge.hide()
        buttons = QHBoxLayout()
        self.skip_button = QPushButton(self)
        self.skip_button.setObjectName("skipLesson")
        self.skip_button.setFlat(True)
        self.skip_button.setCursor(Qt.PointingHandCursor)
        self.skip_button.clicked.connect(self.skip_clicked)
        self.count = QLabel(self)
        self.next_button = QPushButton(self)
        self.next_button.setObjectName("lessonNext")
        self.next_button.setDefault(True)
        self.next_button.clicked.connect(self.next_clicked)
        buttons.addWidget(self.skip_button)
        buttons.addStretch(1)
        buttons.addWidget(self.count)
        buttons.addWidget(self.next_button)
        layout.addWidget(self.text)
        layout.addWidget(self.nudge)
        layout.addLayout(buttons)
        self.restyle()
        theme.notifier().changed.connect(self.restyle)
        self._margins(self.side)
        self.retranslate()

    def restyle(self) -> None:
        """The bubble's letters in the theme's colours (its paper is painted)."""
        self.setStyleSheet(
            "#lessonCallout QLabel { color: %s; background: transparent; }"
            "#lessonNudge { color: %s; font-weight: bold; }"
            "#skipLesson { color: %s; text-decoration: underline; border: none; }"
            % (theme.hex("callout.ink"), theme.hex("callout.nudge"), theme.hex("callout.skip")))
        self.update()

    def retranslate(self) -> None:
        self.skip_button.setText(self.tr("Skip lesson"))
        self.skip_button.setToolTip(self.tr("End the lesson and go back to the start page"))
        self.next_button.setToolTip(self.tr("Enter or Space"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def show_step(self, text: str, number: int, total: int, next_text: str | None) -> None:
        """``next_text``: the Next button's label, None for a step that waits for a move."""
        self.text.setText(text)
        self.nudge.hide()
        self.nudge.clear()
        self.count.setText(self.tr("%1 of %2").replace("%1", str(number))
                           .replace("%2", str(total)))
        self.next_button.setVisible(next_text is not None)
        if next_text is not None:
            self.next_button.setText(next_text)
        self.skip_button.setVisible(number < total)  # the last step has Finish

    def show_nudge(self, text: str) -> None:
        self.nudge.setText(text)
        self.nudge.show()

    # --- where it stands ---------------------------------------------------------------------
    def _margins(self, side: str) -> None:
        """Room for the tail on the side facing the anchor."""
        pad = 12
        left = pad + (TAIL if side == "right" else 0)
        right = pad + (TAIL if side == "left" else 0)
        top = pad + (TAIL if side == "below" else 0)
        bottom = pad + (TAIL if side == "above" else 0)
        self.layout().setContentsMargins(left, top, right, bottom)

    def bubble_size(self, width: int) -> QSize:
        """The bubble's size at ``width`` (the tail not counted)."""
        self._margins("none")
        layout = self.layout()
        layout.activate()
        height = layout.totalHeightForWidth(width) if layout.hasHeightForWidth() \
            else layout.totalSizeHint().height()
        return QSize(width, max(height, layout.totalMinimumSize().height()))

    def point_at(self, anchor: QRect, area: QRect, prefer: str = "") -> None:
        """Stand beside ``anchor`` (parent coordinates), inside ``area``, on the ``prefer``
        side where it fits."""
        width = min(WIDTH, max(240, area.width() // 3))
        size = self.bubble_size(width)
        bubble, side = place(anchor, size, area, prefer)
        self.side = side
        self._margins(side)
        rect = QRect(bubble)
        if side == "right":
            rect.setLeft(rect.left() - TAIL)
        elif side == "left":
            rect.setRight(rect.right() + TAIL)
        elif side == "below":
            rect.setTop(rect.top() - TAIL)
        else:
            rect.setBottom(rect.bottom() + TAIL)
        self.bubble = bubble
        self.setGeometry(rect)
        self.target = anchor.center() - rect.topLeft()
        self.raise_()
        self.update()

    def bubble_rect(self) -> QRect:
        """The bubble without its tail, in parent coordinates."""
        return getattr(self, "bubble", self.geometry())

    def paintEvent(self, event) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        box = QRectF(self.bubble_rect().translated(-self.pos())).adjusted(1, 1, -1, -1)
        path = QPainterPath()
        path.addRoundedRect(box, RADIUS, RADIUS)
        tail = self._tail(box)
        if tail is not None:
            extra = QPainterPath()
            extra.addPolygon(tail)
            extra.closeSubpath()
            path = path.united(extra)
        p.setPen(QPen(theme.colour("callout.edge"), 2))
        p.setBrush(theme.colour("callout.paper"))
        p.drawPath(path)
        p.end()

    def _tail(self, box: QRectF) -> QPolygonF | None:
        """A triangle from the bubble's edge towards the anchor's centre."""
        t = QPointF(self.target)
        half = 9.0
        if self.side == "right":
            y = min(max(t.y(), box.top() + RADIUS + half), box.bottom() - RADIUS - half)
            return QPolygonF([QPointF(box.left() + 1, y - half), QPointF(0, y),
                              QPointF(box.left() + 1, y + half)])
        if self.side == "left":
            y = min(max(t.y(), box.top() + RADIUS + half), box.bottom() - RADIUS - half)
            return QPolygonF([QPointF(box.right() - 1, y - half), QPointF(self.width(), y),
                              QPointF(box.right() - 1, y + half)])
        x = min(max(t.x(), box.left() + RADIUS + half), box.right() - RADIUS - half)
        if self.side == "below":
            return QPolygonF([QPointF(x - half, box.top() + 1), QPointF(x, 0),
                              QPointF(x + half, box.top() + 1)])
        return QPolygonF([QPointF(x - half, box.bottom() - 1), QPointF(x, self.height()),
                          QPointF(x + half, box.bottom() - 1)])


class AnchorRing(QWidget):
    """A gold outline round the anchor; every mouse event goes through to what is under it."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("lessonRing")
        self.setAttribute(Qt.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WA_NoSystemBackground)

    def surround(self, anchor: QRect) -> None:
        self.setGeometry(anchor.adjusted(-5, -5, 5, 5))
        self.raise_()
        self.update()

    def paintEvent(self, event) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        p.setPen(QPen(theme.colour("callout.edge"), 3, Qt.DashLine))
        p.setBrush(Qt.NoBrush)
        p.drawRoundedRect(QRectF(self.rect()).adjusted(2, 2, -2, -2), 8, 8)
        p.end()
