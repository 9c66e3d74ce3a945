"""The evaluation over the game: one point per judged decision, its mark by shape and colour,
the position on screen as a line. Clicking near a point jumps to that decision."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QPainter, QPainterPath, QPalette, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from bingolino_app.core.analysis import Judgement
from bingolino_app.ui.boards import analysis_texts as texts
from bingolino_app.ui.common import theme
HIT = 14.0  # pixels around a point that still count as a click on it


class EvaluationChart(QWidget):
    move_clicked = Signal(int)  # the move number of the point clicked

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # As low as 70 pixels on a small screen (a 984x540 window), taller where there is room.
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)
        self.setMinimumHeight(70)
        self.setMaximumHeight(260)
        self.setMinimumWidth(200)
        self.judgements: list[Judgement] = []
        self.key = "win_chance"
        self.higher_is_better = True
        self.last_move = 1
        self.current = 0
        self.empty_text = ""
        self.points: list[tuple[QPointF, int]] = []  # drawn points and their moves (tests)
        self.setToolTip("")

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(320, 70)

    def set_data(self, judgements: list[Judgement], key: str, higher_is_better: bool,
                 last_move: int) -> None:
        self.judgements = sorted(judgements, key=lambda j: j.move)
        self.key, self.higher_is_better = key, higher_is_better
        self.last_move = max(1, last_move)
        self.update()

    def set_current(self, move: int) -> None:
        self.current = move
        self.update()

    # --- geometry ------------------------------------------------------------------------------
    def _plot(self) -> QRectF:
        m = self.fontMetrics()
        left = 6 + max(m.horizontalAdvance(self._label(v)) for v in self._range())
        return QRectF(left + 6, 8, max(10.0, self.width() - left - 16),
                      max(10.0, self.height() - 14 - 2 * m.height()))

    def _values(self) -> list[float]:
        cap = texts.NEVER if self.key == "turns" else None
        return [min(j.played_value, cap) if cap else j.played_value for j in self.judgements]

    def _range(self) -> tuple[float, float]:
        values = self._values()
        if not values:
            return 0.0, 1.0
        low, high = min(values), max(values)
        pad = max((high - low) * 0.1, 0.05 if self.key == "win_chance" else 1.0)
        low, high = low - pad, high + pad
        if self.key == "win_chance":
            low, high = max(0.0, low), min(1.0, high)
        elif self.key == "turns":
            low = max(0.0, low)
        return low, high

    def _label(self, value: float) -> str:
        return texts.short_value(self.key, value)

    def _y(self, value: float, plot: QRectF) -> float:
        low, high = self._range()
        share = (value - low) / (high - low)
        if not self.higher_is_better:  # up is always better
            share = 1.0 - share
        return plot.bottom() - share * plot.height()

    def _x(self, move: int, plot: QRectF) -> float:
        return plot.left() + (move - 0.5) / self.last_move * plot.width()

    # --- painting ------------------------------------------------------------------------------
    def paintEvent(self, event) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        text = self.palette().color(QPalette.WindowText)
        if not self.judgements:
            p.setPen(self.palette().color(QPalette.PlaceholderText))
            p.drawText(QRectF(self.rect()), Qt.AlignCenter | Qt.TextWordWrap, self.empty_text)
            self.points = []
            return
        plot = self._plot()
        low, high = self._range()
        p.setPen(QPen(theme.colour("chart.grid"), 1))
        p.drawRect(plot)
        if self.key == "win_chance" and low < 0.5 < high:
            half = self._y(0.5, plot)
            p.drawLine(QPointF(plot.left(), half), QPointF(plot.right(), half))
        elif self.key == "margin" and low < 0 < high:
            zero = self._y(0.0, plot)
            p.drawLine(QPointF(plot.left(), zero), QPointF(plot.right(), zero))
        p.setPen(text)
        metrics = self.fontMetrics()
        for value in (low, high):
            y = self._y(value, plot)
            label = self._label(value)
            p.drawText(QRectF(0, y - metrics.height() / 2, plot.left() - 6, metrics.height()),
                       Qt.AlignRight | Qt.AlignVCenter, label)
        if self.current > 0:
            x = self._x(self.current, plot)
            p.setPen(QPen(self.palette().color(QPalette.Highlight), 2))
            p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
        values = self._values()
        self.points = [(QPointF(self._x(j.move, plot), self._y(v, plot)), j.move)
                       for j, v in zip(self.judgements, values)]
        path = QPainterPath()
        for i, (point, _) in enumerate(self.points):
            path.moveTo(point) if i == 0 else path.lineTo(point)
        p.setPen(QPen(theme.colour("chart.evaluation"), 1.5))
        p.drawPath(path)
        for (point, _), j in zip(self.points, self.judgements):
            _marker(p, point, j.mark)
        p.setPen(text)
        p.drawText(QRectF(plot.left(), plot.bottom() + 2, plot.width(), 2 * metrics.height()),
                   Qt.AlignLeft | Qt.AlignTop | Qt.TextWordWrap, texts.measure_name(self.key))

    # --- clicks ---------------------------------------------------------------------------------
    def move_at(self, pos: QPointF) -> int | None:
        """The decision drawn nearest ``pos`` (by x first: the line is read left to right)."""
        best, best_d = None, HIT
        for point, move in self.points:
            d = abs(point.x() - pos.x())
            if d <= best_d:
                best, best_d = move, d
        return best

    def mousePressEvent(self, event) -> None:  # noqa: N802
        if event.button() == Qt.LeftButton:
            move = self.move_at(event.position())
            if move is not None:
                self.move_clicked.emit(move)
                event.accept()
                return
        super().mousePressEvent(event)


def _marker(p: QPainter, at: QPointF, mark: str) -> None:
    """Good: a small dot; inaccuracy: a triangle; mistake: a larger diamond with a cross."""
    colour = theme.colour("mark." + mark)
    p.setPen(QPen(colour.darker(130), 1.2))
    p.setBrush(colour)
    if mark == "good":
        p.drawEllipse(at, 2.5, 2.5)
    elif mark == "inaccuracy":
        r = 5.0
        p.drawPolygon(QPolygonF([QPointF(at.x(), at.y() - r), QPointF(at.x() + r, at.y() + r),
                                 QPointF(at.x() - r, at.y() + r)]))
    else:
        r = 6.0
        p.drawPolygon(QPolygonF([QPointF(at.x(), at.y() - r), QPointF(at.x() + r, at.y()),
                                 QPointF(at.x(), at.y() + r), QPointF(at.x() - r, at.y())]))
        p.setPen(QPen(theme.colour("chart.cross"), 1.4))
        p.drawLine(QPointF(at.x() - 2.5, at.y() - 2.5), QPointF(at.x() + 2.5, at.y() + 2.5))
        p.drawLine(QPointF(at.x() - 2.5, at.y() + 2.5), QPointF(at.x() + 2.5, at.y() - 2.5))
    p.setBrush(Qt.NoBrush)
