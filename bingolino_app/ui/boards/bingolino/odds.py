"""The "Show odds" panel: a bar chart of the totals for 1 to 5 dice.

Bars of the numbers still face up on the shown player's grid are gold; the right column gives
the chance that a roll of that many dice lets him turn a tile (setting a die aside included
when he is the one rolling). Each bar carries its exact probability as a tooltip.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QGraphicsRectItem, QGraphicsSimpleTextItem

from bingolino_app.games.bingolino import rules
from bingolino_app.ui.boards.bingolino.texts import dice_text
from bingolino_app.ui.common import theme
from bingolino_app.ui.common.numbers import percent
from bingolino_app.ui.common.messages import fill

WIDTH, ROW, TOP = 620.0, 36.0, 34.0
CHART_X, CHART_W = 92.0, 440.0
MAX_TOTAL = 30


def hit_chance(dice: int, numbers: set[int], may_reduce: bool) -> float:
    """Chance that ``dice`` dice give a total (or, when allowed, a reduced total) in
    ``numbers``."""
    chance = 0.0
    for roll, p in rules.roll_outcomes(dice):
        totals = {sum(roll)}
        if may_reduce:
            totals |= rules.reduced_totals(roll)
        if totals & numbers:
            chance += p
    return chance


class OddsPanel(QGraphicsObject):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.numbers: set[int] = set()
        self.title = QGraphicsSimpleTextItem(self)
        self.title.setPos(12, 6)
        self._font(self.title, 15, True)
        self.labels: list[QGraphicsSimpleTextItem] = []
        self.hits: list[QGraphicsSimpleTextItem] = []
        self.bars: dict[tuple[int, int], QGraphicsRectItem] = {}
        bar_w = CHART_W / MAX_TOTAL
        for n in range(1, rules.MAX_DICE + 1):
            y = TOP + (n - 1) * ROW
            label = QGraphicsSimpleTextItem(self)
            label.setPos(12, y + 8)
            self._font(label, 14, False)
            self.labels.append(label)
            hit = QGraphicsSimpleTextItem(self)
            hit.setPos(CHART_X + CHART_W + 16, y + 8)
            self._font(hit, 14, True)
            self.hits.append(hit)
            dist = rules.total_distribution(n)
            top = max(dist.values())
            for total, p in dist.items():
                h = (ROW - 8) * p / top
                bar = QGraphicsRectItem(CHART_X + (total - 1) * bar_w + 1, y + ROW - 4 - h,
                                        bar_w - 2, h, self)
                bar.setPen(Qt.NoPen)
                self.bars[(n, total)] = bar
        self.axis: list[QGraphicsSimpleTextItem] = []
        for total in (1, 5, 10, 15, 20, 25, 30):
            tick = QGraphicsSimpleTextItem(str(total), self)
            self._font(tick, 12, False)
            tick.setPos(CHART_X + (total - 0.5) * bar_w - tick.boundingRect().width() / 2,
                        TOP + rules.MAX_DICE * ROW)
            self.axis.append(tick)
        self.set_numbers(set(), False)

    @staticmethod
    def _font(item: QGraphicsSimpleTextItem, size: int, bold: bool) -> None:
        font = QFont("Sans Serif")
        font.setPixelSize(size)
        font.setBold(bold)
        item.setFont(font)
        theme.tint(item, "table.text")

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, WIDTH, TOP + rules.MAX_DICE * ROW + 24)

    def set_numbers(self, numbers: set[int], may_reduce: bool) -> None:
        """Numbers face up on the shown grid; ``may_reduce``: he rolls himself."""
        self.numbers = set(numbers)
        for (n, total), bar in self.bars.items():
            theme.tint(bar, "table.highlight" if total in self.numbers else "bingolino.odds_bar")
        for n, hit in enumerate(self.hits, start=1):
            chance = hit_chance(n, self.numbers, may_reduce) if self.numbers else 0.0
            hit.setText(percent(chance))  # "62%", "62 %": the language's way
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(QCoreApplication.translate("BingolinoBoard", "Chance of each total (gold: numbers still on the grid)"))
        for n, label in enumerate(self.labels, start=1):
            label.setText(dice_text(n))
        tip = QCoreApplication.translate("BingolinoBoard", "Chance that this many dice let you turn a tile")
        for hit in self.hits:
            hit.setToolTip(tip)
        for (n, total), bar in self.bars.items():
            p = rules.total_distribution(n)[total]
            bar.setToolTip(fill(QCoreApplication.translate("BingolinoBoard", "%1 with %2: %3"),
                                total, dice_text(n), percent(p, 1)))

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        painter.setBrush(theme.colour("bingolino.odds"))
        painter.setPen(QPen(theme.colour("bingolino.odds_edge"), 1.5))
        painter.drawRoundedRect(self.boundingRect(), 14, 14)
