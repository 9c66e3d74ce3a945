"""The evaluation over the game: one point per judged decision, its mark by shape and colour,
the position on screen as a line. Clicking near a point jumps to that decision.

Once every decision is judged the chart shows why the game went as it did (core.analysis.
split): two lines from 0, what the player's decisions did (solid, the marks on it) and what
chance and the others did (dashed), added up move by move; the moments that decided the game
are numbered on them, and a legend under the plot names both lines."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QFont, QPainter, QPainterPath, QPalette, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from bingolino_app.core.analysis import Judgement, Split, Swing
from bingolino_app.ui.boards import analysis_texts as texts
from bingolino_app.ui.common import theme
HIT = 14.0  # pixels around a point that still count as a click on it
MIN_HEIGHT = 140  # the plot, its axis labels and the legend's line (the panel scrolls)


class EvaluationChart(QWidget):
    move_clicked = Signal(int)  # the move number of the point clicked

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # As low as 70 pixels on a small screen (a 984x540 window), taller where there is room.
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)
        self.setMinimumHeight(MIN_HEIGHT)
        self.setMaximumHeight(300)
        self.setMinimumWidth(200)
        self.judgements: list[Judgement] = []
        self.key = "win_chance"
        self.higher_is_better = True
        self.last_move = 1
        self.current = 0
        self.empty_text = ""
        self.split: Split | None = None
        self.decisive: list[Swing] = []
        self.legend = ("", "")  # the decisions' line, chance's line
        self.points: list[tuple[QPointF, int]] = []  # drawn points and their moves (tests)
        self.moments: list[tuple[QPointF, int]] = []  # the numbered moments (tests)
        self.setToolTip("")

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(320, MIN_HEIGHT + 40)

    def set_data(self, judgements: list[Judgement], key: str, higher_is_better: bool,
                 last_move: int) -> None:
        self.judgements = sorted(judgements, key=lambda j: j.move)
        self.key, self.higher_is_better = key, higher_is_better
        self.last_move = max(1, last_move)
        self.update()

    def set_split(self, split: Split | None, decisive: list[Swing],
                  legend: tuple[str, str]) -> None:
        """Luck and skill over the game (None: not every decision judged yet)."""
        self.split, self.decisive, self.legend = split, list(decisive), legend
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

    def _split_range(self) -> tuple[float, float]:
        values = [v for _, a, b in self.split.cumulative() for v in (a, b)] + [0.0]
        low, high = min(values), max(values)
        pad = max((high - low) * 0.08, 0.02 if self.key == "win_chance" else 0.5)
        return low - pad, high + pad

    def _split_label(self, value: float) -> str:
        from bingolino_app.ui.common import numbers

        if self.key == "win_chance":
            return numbers.signed_percent(value)
        return numbers.signed(value, 0 if self.key == "margin" else 1)

    def _split_plot(self) -> QRectF:
        m = self.fontMetrics()
        low, high = self._split_range()
        left = 6 + max(m.horizontalAdvance(self._split_label(v)) for v in (low, high, 0.0))
        return QRectF(left + 6, 8, max(10.0, self.width() - left - 16),
                      max(10.0, self.height() - 16 - 2 * m.height()))

    def _split_y(self, value: float, plot: QRectF) -> float:
        low, high = self._split_range()
        return plot.bottom() - (value - low) / (high - low) * plot.height()

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
        if self.split is not None:
            self._paint_split(p, text)
            return
        self.moments = []
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

    def _paint_split(self, p: QPainter, text) -> None:
        plot = self._split_plot()
        metrics = self.fontMetrics()
        p.setPen(QPen(theme.colour("chart.grid"), 1))
        p.drawRect(plot)
        zero = self._split_y(0.0, plot)
        p.drawLine(QPointF(plot.left(), zero), QPointF(plot.right(), zero))
        p.setPen(text)
        low, high = self._split_range()
        for value in (low, 0.0, high):
            y = self._split_y(value, plot)
            p.drawText(QRectF(0, y - metrics.height() / 2, plot.left() - 6, metrics.height()),
                       Qt.AlignRight | Qt.AlignVCenter, self._split_label(value))
        if self.current > 0:
            x = self._x(self.current, plot)
            p.setPen(QPen(self.palette().color(QPalette.Highlight), 2))
            p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
        cumulative = self.split.cumulative()
        at = {}  # move -> (decisions point, chance point)
        skill_path, luck_path = QPainterPath(), QPainterPath()
        for i, (move, skill, luck) in enumerate(cumulative):
            x = plot.left() if move == 0 else self._x(move, plot)
            a, b = QPointF(x, self._split_y(skill, plot)), QPointF(x, self._split_y(luck, plot))
            at[move] = (a, b)
            for path, point in ((skill_path, a), (luck_path, b)):
                path.moveTo(point) if i == 0 else path.lineTo(point)
        luck_pen = QPen(theme.colour("chart.chance"), 2.0, Qt.DashLine)
        skill_pen = QPen(theme.colour("chart.evaluation"), 2.0)
        p.setPen(luck_pen)
        p.drawPath(luck_path)
        p.setPen(skill_pen)
        p.drawPath(skill_path)
        marks = {j.move: j.mark for j in self.judgements}
        self.points = []
        for move, mark in sorted(marks.items()):
            if move in at:
                self.points.append((at[move][0], move))
                _marker(p, at[move][0], mark)
        # The moments that decided the game, numbered where their line moved.
        self.moments = []
        font = p.font()
        small = QFont(font)
        small.setBold(True)
        p.setFont(small)
        radius = metrics.height() * 0.55
        for number, swing in enumerate(self.decisive, 1):
            if swing.last not in at:
                continue
            point = at[swing.last][0 if swing.kind == "decision" else 1]
            centre = QPointF(point.x(), point.y() - radius - 3 if swing.gain >= 0
                             else point.y() + radius + 3)
            centre.setY(min(max(centre.y(), plot.top() + radius), plot.bottom() - radius))
            p.setPen(QPen(text, 1.2))
            p.setBrush(self.palette().color(QPalette.Base))
            p.drawEllipse(centre, radius, radius)
            p.drawText(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
                       Qt.AlignCenter, str(number))
            self.moments.append((centre, swing.last))
        p.setBrush(Qt.NoBrush)
        p.setFont(font)
        # The legend: a sample of each line and its words, on the line under the plot.
        y = plot.bottom() + 4 + metrics.height() / 2
        x = plot.left()
        for pen, words in ((skill_pen, self.legend[0]), (luck_pen, self.legend[1])):
            if not words:
                continue
            p.setPen(pen)
            p.drawLine(QPointF(x, y), QPointF(x + 22, y))
            p.setPen(text)
            width = metrics.horizontalAdvance(words)
            room = max(0.0, plot.right() - x - 28)
            shown = metrics.elidedText(words, Qt.ElideRight, int(room))
            p.drawText(QRectF(x + 28, y - metrics.height() / 2, room, metrics.height()),
                       Qt.AlignLeft | Qt.AlignVCenter, shown)
            x += 28 + min(width, room) + 16

    def legend_rects(self) -> list[QRectF]:
        """Where the legend's words stand (the layout audit's boxes)."""
        if self.split is None:
            return []
        plot = self._split_plot()
        metrics = self.fontMetrics()
        y = plot.bottom() + 4
        return [QRectF(plot.left(), y, plot.width(), metrics.height())]

    # --- clicks ---------------------------------------------------------------------------------
    def move_at(self, pos: QPointF) -> int | None:
        """The decision (or numbered moment) drawn nearest ``pos`` (by x first: the line is
        read left to right)."""
        best, best_d = None, HIT
        for point, move in self.moments + self.points:
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
