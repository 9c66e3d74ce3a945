"""The big outlined text on a dark pill that announces a winner (or "Bingolino!") on a board."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from bingolino_app.ui.boards.fit import OVERLAY, TextBox
from bingolino_app.ui.common import theme


class BannerItem(QGraphicsObject):
    """Big outlined text ("Bingolino!", the winner) centred on its position; a "\n" starts
    a line of its own, centred too."""

    def __init__(self, text: str, size: int = 72, role: str = "table.highlight",
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.text = text  # drawn as a path: always plain text
        self.size = size
        self.box: QRectF | None = None
        """Where the banner must stay, scene coordinates (None: its parent item, or the
        scene rect for a banner of its own)."""
        self._path = QPainterPath()
        font = self.font(size)
        metrics = QFontMetricsF(font)
        for i, line in enumerate(text.split("\n")):  # each line centred under the one above
            self._path.addText(-metrics.horizontalAdvance(line) / 2, i * metrics.lineSpacing(),
                               font, line)
        r = self._path.boundingRect()
        self._path.translate(-r.center())
        self._role = role  # the letters' colour in the theme

    @staticmethod
    def font(size: int) -> QFont:
        font = QFont("Sans Serif")
        font.setPixelSize(size)
        font.setBold(True)
        return font

    def text_boxes(self) -> list[TextBox]:
        """The banner's text for the layout audit: over the table (layer OVERLAY)."""
        box = self.box
        if box is None:
            parent = self.parentItem()
            box = parent.sceneBoundingRect() if parent is not None else self.scene().sceneRect()
        return [TextBox(self.text, self.mapRectToScene(self._path.boundingRect()), box,
                        self.size * self.sceneTransform().m11(), OVERLAY,
                        theme.colour(self._role))]

    def boundingRect(self) -> QRectF:
        return self._path.boundingRect().adjusted(-30, -20, 30, 20)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        painter.setPen(Qt.NoPen)
        painter.setBrush(theme.colour("table.pill"))
        painter.drawRoundedRect(self.boundingRect(), 20, 20)
        painter.setPen(QPen(theme.colour("table.banner_edge"), 6))
        painter.setBrush(theme.colour(self._role))
        painter.drawPath(self._path)
        painter.setPen(Qt.NoPen)
        painter.drawPath(self._path)

    def fit(self, width: float) -> None:
        """Shrink to ``width`` scene units when the text is wider (a long name, Russian)."""
        full = self.boundingRect().width()
        self.setScale(min(1.0, width / full) if full > 0 else 1.0)
