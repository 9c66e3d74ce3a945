"""Two small charts drawn with QPainter (no charting library): a histogram of solo turns with
the player's best marked, and the win rate over time. Hovering a bar or a point tells its
numbers; the texts come with the data, already translated (no callables kept)."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from bingolino_app.ui.common import theme


def nice_step(top: float, ticks: int = 4) -> float:
    """A round step (1, 2, 5 × 10^k) that splits 0..top into about ``ticks`` parts."""
    if top <= 0:
        return 1.0
    raw = top / ticks
    power = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        if raw <= factor * power:
            return max(1.0, factor * power)
    return 10 * power


class Chart(QWidget):
    """Margins, axes and hover texts shared by the two charts."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Preferred)
        # 120 pixels high at least: the statistics window shows both rows of charts in
        # 980x540 (a 1024x600 screen) without scrolling; they grow with the window.
        self.setMinimumSize(260, 120)
        self.empty_text = ""
        self._hover: list[tuple[QRectF, str]] = []  # areas drawn, with their numbers
        self.setMouseTracking(True)  # the tooltip follows the bar under the pointer

    def sizeHint(self) -> QSize:  # noqa: N802
        # Its minimum height: a page of word-wrapped texts is laid out at its preferred
        # heights (height for width, ui/compact.py), the row stretch gives the rest.
        return QSize(440, self.minimumHeight())

    def small_font(self) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(max(7.0, font.pointSizeF() * 0.85))
        return font

    def text_colour(self) -> QColor:
        return self.palette().color(QPalette.WindowText)

    def plot_area(self, left_labels: list[str]) -> QRectF:
        metrics = self.fontMetrics()
        left = 8 + max((metrics.horizontalAdvance(t) for t in left_labels), default=0)
        return QRectF(left + 6, 12, self.width() - left - 18, self.height() - 12 - 2.2 *
                      metrics.height())

    def draw_empty(self, p: QPainter) -> None:
        p.setPen(self.palette().color(QPalette.PlaceholderText))
        p.drawText(QRectF(self.rect()), Qt.AlignCenter | Qt.TextWordWrap, self.empty_text)

    def draw_y_axis(self, p: QPainter, area: QRectF, ticks: list[tuple[float, str]]) -> None:
        p.setFont(self.small_font())
        metrics = p.fontMetrics()
        for y, label in ticks:
            p.setPen(QPen(theme.colour("chart.grid"), 1))
            p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            p.setPen(self.text_colour())
            p.drawText(QRectF(0, y - metrics.height() / 2, area.left() - 6, metrics.height()),
                       Qt.AlignRight | Qt.AlignVCenter, label)
        p.setPen(QPen(self.text_colour(), 1))
        p.drawLine(area.bottomLeft(), area.bottomRight())

    def hover_text(self, pos: QPointF) -> str:
        return next((t for r, t in self._hover if r.contains(pos)), "")

    def mouseMoveEvent(self, event) -> None:  # noqa: N802
        self.setToolTip(self.hover_text(event.position()))
        super().mouseMoveEvent(event)


class HistogramChart(Chart):
    """How many finished solo games took each number of turns; the best (fewest) is marked
    by colour and by a star above it, rank limits (Qwingo) by dashed lines."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bins: list[tuple[int, int]] = []
        self.best: int | None = None
        self.marks: list[tuple[int, str]] = []  # (last turn of a rank, its name)
        self.texts: list[str] = []  # what hovering each bar says
        self.x_label = ""

    def set_data(self, bins, best: int | None, marks=(), texts=()) -> None:
        self.bins = [(int(t), int(n)) for t, n in bins]
        self.best = best
        self.marks = list(marks)
        self.texts = list(texts) or [f"{t}: {n}" for t, n in self.bins]
        self.update()

    def paintEvent(self, event) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        self._hover = []
        if not self.bins:
            self.draw_empty(p)
            return
        low = min(t for t, _ in self.bins) - 1
        high = max(t for t, _ in self.bins) + 1
        marks = [(limit, name) for limit, name in self.marks if low <= limit < high]
        top = max(n for _, n in self.bins)
        step = nice_step(top)
        top = step * math.ceil(top / step)
        labels = [str(int(k * step)) for k in range(int(top / step) + 1)]
        area = self.plot_area(labels)
        area.setTop(area.top() + p.fontMetrics().height())  # room for the best's star
        width = area.width() / (high - low + 1)

        def x_of(turns: float) -> float:
            return area.left() + (turns - low) * width

        self.draw_y_axis(p, area, [(area.bottom() - k * step / top * area.height(), label)
                                   for k, label in enumerate(labels)])
        small = self.small_font()
        p.setFont(small)
        metrics = p.fontMetrics()
        for (turns, games), text in zip(self.bins, self.texts):
            height = games / top * area.height()
            bar = QRectF(x_of(turns) + width * 0.12, area.bottom() - height, width * 0.76,
                         height)
            is_best = turns == self.best
            p.setPen(Qt.NoPen)
            p.setBrush(theme.colour("chart.best" if is_best else "chart.bar"))
            p.drawRect(bar)
            self._hover.append((bar.adjusted(0, -4, 0, 0), text))
            if is_best:
                self._draw_star(p, QPointF(bar.center().x(), bar.top() - 9), 7)
        # Rank limits over the bars, each name on a patch of the background: drawn before
        # them, a bar hid "Professional" standing beside its line.
        for limit, name in marks:
            x = x_of(limit + 1) - 1
            p.setPen(QPen(self.text_colour(), 1, Qt.DashLine))
            p.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()))
            p.save()
            p.translate(x - 3, area.top() + 2)
            p.rotate(-90)
            length = min(metrics.horizontalAdvance(name) + 4, area.height() - 2)
            box = QRectF(-length, -metrics.height(), length, metrics.height())
            p.fillRect(box, self.palette().color(QPalette.Window))
            p.setPen(self.text_colour())
            p.drawText(box.adjusted(0, 0, -2, 0), Qt.AlignRight | Qt.AlignVCenter, name)
            p.restore()
        # Turn labels: as many as fit, the best always.
        p.setPen(self.text_colour())
        every = max(1, math.ceil(metrics.horizontalAdvance("888") * 1.6 / width))
        shown = {t for t in range(low + 1, high) if (t - low) % every == 0}
        if self.best is not None:
            shown = {t for t in shown if abs(t - self.best) >= every} | {self.best}
        for turns in sorted(shown):
            font = QFont(small)
            font.setBold(turns == self.best)
            p.setFont(font)
            p.drawText(QRectF(x_of(turns) - width, area.bottom() + 2, 3 * width,
                              metrics.height()), Qt.AlignHCenter | Qt.AlignTop, str(turns))
        p.setFont(small)
        p.drawText(QRectF(area.left(), area.bottom() + metrics.height() + 2, area.width(),
                          metrics.height()), Qt.AlignHCenter | Qt.AlignTop, self.x_label)
        p.end()

    def _draw_star(self, p: QPainter, centre: QPointF, radius: float) -> None:
        p.setPen(QPen(theme.colour("chart.best_edge"), 1))
        p.setBrush(theme.colour("chart.best"))
        p.drawPath(star_path(centre, radius))


class WinRateChart(Chart):
    """The share of games won in each period, as a line over faint bars that say how many
    games the period had."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points: list[tuple[str, int, int]] = []  # (period label, games, won)
        self.texts: list[str] = []  # what hovering each point says
        self.colour: QColor | None = None  # a profile's colour; the theme's chart line else

    def set_data(self, points, colour: str | QColor | None = None, texts=()) -> None:
        self.points = [(str(label), int(games), int(won)) for label, games, won in points]
        self.texts = list(texts) or [f"{label}: {won}/{games}" for label, games, won in
                                     self.points]
        if colour:
            self.colour = QColor(colour)
        self.update()

    def paintEvent(self, event) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        self._hover = []
        if not self.points:
            self.draw_empty(p)
            return
        from bingolino_app.ui.common import numbers

        labels = [numbers.percent(share) for share in (0.0, 0.5, 1.0)]
        area = self.plot_area(labels)
        self.draw_y_axis(p, area, [(area.bottom() - k / 2 * area.height(), label)
                                   for k, label in enumerate(labels)])
        count = len(self.points)
        width = area.width() / count
        colour = QColor(self.colour) if self.colour is not None else theme.colour("chart.line")
        most = max(g for _, g, _ in self.points)
        line = QPainterPath()
        dots = []
        for i, (label, games, won) in enumerate(self.points):
            x = area.left() + (i + 0.5) * width
            height = games / most * area.height() * 0.9
            bar = QRectF(x - width * 0.35, area.bottom() - height, width * 0.7, height)
            p.setPen(Qt.NoPen)
            shade = QColor(colour)
            shade.setAlpha(40)
            p.setBrush(shade)
            p.drawRect(bar)
            y = area.bottom() - won / games * area.height()
            if i == 0:
                line.moveTo(x, y)
            else:
                line.lineTo(x, y)
            dots.append(QPointF(x, y))
            self._hover.append((QRectF(x - width / 2, area.top(), width, area.height()),
                                self.texts[i]))
        p.setBrush(Qt.NoBrush)
        p.setPen(QPen(colour, 2))
        p.drawPath(line)
        p.setBrush(colour)
        radius = 3.5 if count < 40 else 2
        for dot in dots:
            p.drawEllipse(dot, radius, radius)
        small = self.small_font()
        p.setFont(small)
        p.setPen(self.text_colour())
        metrics = p.fontMetrics()
        widest = max(metrics.horizontalAdvance(label) for label, _, _ in self.points) + 12
        every = max(1, math.ceil(widest / width))
        shown = list(range(0, count, every))
        if shown[-1] != count - 1:  # the latest period is always named
            if len(shown) > 1 and count - 1 - shown[-1] < every:
                shown.pop()
            shown.append(count - 1)
        for i in shown:
            x = area.left() + (i + 0.5) * width
            p.drawText(QRectF(x - widest / 2, area.bottom() + 2, widest, metrics.height()),
                       Qt.AlignHCenter | Qt.AlignTop, self.points[i][0])
        p.end()


def star_path(centre: QPointF, radius: float) -> QPainterPath:
    """A five-pointed star, point up (a best result; the Bingolino star on the start page)."""
    path = QPainterPath()
    for k in range(10):
        r = radius if k % 2 == 0 else radius * 0.45
        a = -math.pi / 2 + k * math.pi / 5
        point = QPointF(centre.x() + r * math.cos(a), centre.y() + r * math.sin(a))
        if k == 0:
            path.moveTo(point)
        else:
            path.lineTo(point)
    path.closeSubpath()
    return path
