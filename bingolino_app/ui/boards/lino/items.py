"""The scene items of the Lino board: the tiles area with the cell names on its edges, the
marks of each player's latest move, and the score panel beside it."""

from __future__ import annotations

import attrs
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from bingolino_app.games.lino import rules
from bingolino_app.ui.boards.lino import drawing
from bingolino_app.ui.boards.fit import TextBox
from bingolino_app.ui.boards.lino.drawing import Picture, fitted_font, font
from bingolino_app.ui.common import theme
from bingolino_app.ui.common.elide import elided

EDGE = 30.0
LEGEND_LINE = 40.0  # room for the column letters and row numbers around the cells
TEXT_PX = 18
"""The panel's smallest letters: about 11 px on the screen at 1024x600 (scale 0.61)."""


class BoardItem(QGraphicsItem):
    """The tiles, stones and marks, painted by drawing.paint_board into a fixed square, with
    the columns' letters above and below and the rows' numbers on both sides: the names the
    game log uses ("E5")."""

    def __init__(self, side: float) -> None:
        super().__init__()
        self.rect = QRectF(0, 0, side, side)
        self.picture: Picture | None = None

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setPen(QPen(theme.colour("lino.frame"), 2))
        painter.setBrush(theme.colour("lino.board"))
        painter.drawRoundedRect(self.rect.adjusted(1, 1, -1, -1), 12, 12)
        if self.picture is not None:
            drawing.paint_board(painter, self.area(), self.picture)
            self._paint_edges(painter)

    def edge_labels(self) -> list[tuple[str, QRectF]]:
        """Every name on the edges with its rectangle: each column's letter above and below
        it, each row's number left and right of it."""
        box = self.picture.box
        labels = []
        for c in range(box[0], box[2] + 1):
            r = self.cell_rect((c, box[1]))
            bottom = self.cell_rect((c, box[3]))
            name = rules.column_name(box, c)
            labels.append((name, QRectF(r.left(), r.top() - EDGE, r.width(), EDGE)))
            labels.append((name, QRectF(r.left(), bottom.bottom(), r.width(), EDGE)))
        for row in range(box[1], box[3] + 1):
            r = self.cell_rect((box[0], row))
            right = self.cell_rect((box[2], row))
            name = rules.row_name(box, row)
            labels.append((name, QRectF(r.left() - EDGE, r.top(), EDGE, r.height())))
            labels.append((name, QRectF(right.right(), r.top(), EDGE, r.height())))
        return labels

    def _paint_edges(self, painter: QPainter) -> None:
        size = self.cell_rect((self.picture.box[0], self.picture.box[1])).width()
        painter.setFont(font(min(22.0, max(15.0, size * 0.46)), True))
        painter.setPen(theme.colour("lino.edge_label"))
        for name, rect in self.edge_labels():
            painter.drawText(rect, Qt.AlignCenter, name)

    def set_picture(self, picture: Picture) -> None:
        self.picture = picture
        self.update()

    def area(self) -> QRectF:
        return self.rect.adjusted(EDGE, EDGE, -EDGE, -EDGE)

    def cell_rect(self, cell) -> QRectF:
        return drawing.cell_rect(self.picture.box, self.area(), cell)

    def cell_at(self, point: QPointF):
        return None if self.picture is None else drawing.cell_at(self.picture.box, self.area(),
                                                                  point)


class TileGhost(QGraphicsItem):
    """The tile under the mouse while it is dragged."""

    def __init__(self, size: float, back: str | None) -> None:
        super().__init__()
        self.size, self.back = size, back
        self.setZValue(50)
        self.setOpacity(0.85)

    def boundingRect(self) -> QRectF:
        return QRectF(-self.size / 2, -self.size / 2, self.size, self.size)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        drawing.paint_tile(painter, self.boundingRect(), self.back, -1, "selected")


class LastMark(QGraphicsItem):
    """One player's latest move, a child of the board item: "stone" (a ring round the stone),
    "from" (a dashed outline where a moved tile lay) or "to" (an arrow from there into the
    tile's new cell). Shown with animations off too, until that player moves again."""

    def __init__(self, kind: str, player: int, cell, rect: QRectF,
                 start: QPointF | None = None) -> None:
        super().__init__()
        self.kind, self.player, self.cell = kind, player, tuple(cell)
        self.rect, self.start = QRectF(rect), start
        self.setZValue(5)
        self.setAcceptedMouseButtons(Qt.NoButton)  # clicks belong to the board

    def boundingRect(self) -> QRectF:
        pad = self.rect.width() * 0.2
        box = self.rect.adjusted(-pad, -pad, pad, pad)
        if self.start is not None:
            box = box.united(QRectF(self.start, self.start).adjusted(-pad, -pad, pad, pad))
        return box

    def centre(self) -> QPointF:
        """The centre of the mark's cell in scene coordinates."""
        return self.mapToScene(self.rect.center())

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if self.kind == "stone":
            drawing.paint_last_stone(painter, self.rect)
        elif self.kind == "from":
            drawing.paint_last_origin(painter, self.rect, self.player)
        elif self.start is not None:
            drawing.paint_last_arrow(painter, self.start, self.rect.center(), self.rect.width())


def paint_legend_glyph(painter: QPainter, kind: str, rect: QRectF) -> None:
    """The little picture before a legend line: ``rect`` holds two cells side by side."""
    side = rect.height()
    left = QRectF(rect.left(), rect.top(), side, side)
    right = QRectF(rect.left() + side, rect.top(), side, side)
    if kind == "moved":
        drawing.paint_tile(painter, left, None, -1, None, moved=True)
    elif kind == "stone":
        drawing.paint_tile(painter, left, None, 0, None)
        drawing.paint_last_stone(painter, left)
    elif kind == "move":
        drawing.paint_last_origin(painter, left, 0)
        drawing.paint_tile(painter, right, None, -1, None)
        drawing.paint_last_arrow(painter, left.center(), right.center(), side)


@attrs.frozen
class PanelText:
    """One text the panel paints: where, in which font, how aligned, in which colour, and
    the box it must stay in (panel coordinates)."""

    rect: QRectF
    font: QFont
    flags: int
    text: str
    colour: QColor
    box: QRectF


class PanelItem(QGraphicsItem):
    """Names, scores, the score track with its 50/100 tiles, and the results of finished games.

    Its texts are laid out by ``texts()`` (painted by ``paint``, listed by ``text_boxes`` for
    the layout audit): none smaller than TEXT_PX, a long one cut with "…"."""

    def __init__(self, width: float, height: float) -> None:
        super().__init__()
        self.rect = QRectF(0, 0, width, height)
        self.names: list[str] = ["", ""]
        self.colours: list[str] = ["", ""]  # after each name: " (blue)", where both fit
        self.lines: list[str] = ["", ""]  # under each name: stones left, points...
        self.scores = (0, 0)
        self.active: int | None = None
        self.table: list[list[str]] = []  # finished games: header + rows
        self.banner = ""
        self.legend: list[tuple[str, str]] = []  # (glyph kind, text) for the marks shown
        self.content_bottom = 0.0  # where the painted names, track, table and banner end

    def boundingRect(self) -> QRectF:
        return self.rect

    def track_rect(self) -> QRectF:
        return QRectF(0, 160, self.rect.width(), 300)

    TRACK_FOOT = 432.0
    """Where the track's 50/100 tiles end (panel coordinates): the results table begins."""

    def score_anchor(self, player: int) -> QPointF:
        """Where flying points land: the player's score."""
        return self.mapToScene(QPointF(self.rect.width() - 60, 34 + player * 72))

    def texts(self) -> list[PanelText]:
        """Every text of the panel, laid out (also sets ``content_bottom``)."""
        w = self.rect.width()
        light, gold = theme.colour("table.text"), theme.colour("table.accent")
        left = int(Qt.AlignLeft | Qt.AlignVCenter)
        out: list[PanelText] = []

        def line(text: str, rect: QRectF, px: float, bold: bool, flags: int,
                 colour: QColor) -> None:
            # Smaller down to TEXT_PX, then cut with "…": a long name stays readable.
            if not text:
                return
            f = fitted_font(text, rect.width() - 2, px, bold, TEXT_PX)
            shown = elided(text, f, rect.width() - 2)
            out.append(PanelText(rect, f, flags, shown, colour, rect))

        # The names run up to the wider score (it was cut at a fixed 110 units from a
        # two-digit score: "Александра Ви… (blue)" beside empty felt).
        score_w = max(QFontMetricsF(font(34, True)).horizontalAdvance(str(int(s)))
                      for s in self.scores)
        name_w = w - 56 - score_w - 34
        for p in (0, 1):
            top = p * 72.0
            # Alone (no line under it, at the end) the name sits in the middle of its box.
            rect = QRectF(56, top + 4, name_w, 30 if self.lines[p] else 56)
            # The colour follows the name where both fit; else it gives way to the name (the
            # stone beside it shows the colour): "Александра Викторовна", not "Александра
            # В… (blue)".
            full = self.names[p] + self.colours[p]
            f = fitted_font(full, rect.width() - 2, 22, True, TEXT_PX)
            if QFontMetricsF(f).horizontalAdvance(full) > rect.width() - 2:
                f = fitted_font(self.names[p], rect.width() - 2, 22, True, TEXT_PX)
                full = elided(self.names[p], f, rect.width() - 2)
            out.append(PanelText(rect, f, left, full, light, rect))
            line(self.lines[p], QRectF(56, top + 34, name_w, 26), TEXT_PX, False, left, light)
            line(str(int(self.scores[p])), QRectF(w - 120, top, 110, 64), 34, True,
                 int(Qt.AlignRight | Qt.AlignVCenter), gold)
        y = self.TRACK_FOOT  # below the track's 50/100 tiles
        if self.table:
            # The number columns as wide as their widest cell, the names take the rest.
            columns = len(self.table[0])
            bold, plain = QFontMetricsF(font(TEXT_PX, True)), QFontMetricsF(font(TEXT_PX))
            widths = [max((bold if i == 0 else plain).horizontalAdvance(row[j])
                          for i, row in enumerate(self.table)) + 14 for j in range(columns)]
            widths[0] = max(w - sum(widths[1:]), w * 0.25)
            for i, row in enumerate(self.table):
                x = 0.0
                for j, cell in enumerate(row):
                    align = (Qt.AlignLeft if j == 0 else Qt.AlignRight) | Qt.AlignVCenter
                    line(cell, QRectF(x, y, widths[j] - 6, 26), TEXT_PX, i == 0, int(align),
                         gold if i == 0 else light)
                    x += widths[j]
                y += 26
        if self.banner:
            head, _, detail = self.banner.partition("\n")
            # A long headline (a long name, Russian) wraps to a second line before it shrinks.
            flags = int(Qt.AlignCenter | Qt.TextWordWrap)
            head_rect = QRectF(0, y + 6, w, 76)
            head_font = wrapped_font(head, head_rect, 30, True, TEXT_PX)
            head_rect.setHeight(min(76.0, QFontMetricsF(head_font).boundingRect(
                head_rect, flags, head).height()))
            out.append(PanelText(head_rect, head_font, flags, head, gold,
                                 QRectF(0, y + 6, w, 76)))
            y = head_rect.bottom() + 4
            if detail:  # what to do now ("Click the board…"): two lines at most
                detail_rect = QRectF(0, y, w, 52)
                detail_font = wrapped_font(detail, detail_rect, 22, False, TEXT_PX)
                detail_rect.setHeight(min(52.0, QFontMetricsF(detail_font).boundingRect(
                    detail_rect, flags, detail).height()))
                out.append(PanelText(detail_rect, detail_font, flags, detail, light,
                                     QRectF(0, y, w, 52)))
                y = detail_rect.bottom() + 4
        self.content_bottom = y
        return out + self._legend_texts(w)

    def text_boxes(self) -> list[TextBox]:
        boxes = []
        for t in self.texts():
            ink = QFontMetricsF(t.font).boundingRect(t.rect, t.flags, t.text)
            boxes.append(TextBox(t.text, self.mapRectToScene(ink), self.mapRectToScene(t.box),
                                 t.font.pixelSize() * self.sceneTransform().m11(),
                                 colour=t.colour))
        return boxes

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        w = self.rect.width()
        for p in (0, 1):
            box = QRectF(0, p * 72, w, 64)
            painter.setPen(QPen(theme.colour("table.highlight" if p == self.active
                                             else "lino.panel_edge"),
                                3 if p == self.active else 1))
            painter.setBrush(theme.colour("lino.panel"))
            painter.drawRoundedRect(box, 10, 10)
            drawing.paint_stone(painter, QPointF(30, box.center().y()), 16, p)
        drawing.paint_score_track(painter, self.track_rect(), self.scores)
        for t in self.texts():
            painter.setFont(t.font)
            painter.setPen(t.colour)
            painter.drawText(t.rect, t.flags, t.text)
        for kind, rect in self._legend_glyphs():
            paint_legend_glyph(painter, kind, rect)

    def legend_rects(self) -> list[QRectF]:
        """Where the legend's lines lie: at the foot of the panel, one per mark shown, as
        many as fit below the rest (the end of a fair match may leave no room)."""
        h = self.rect.height()
        rects = [QRectF(0, h - LEGEND_LINE * (len(self.legend) - i), self.rect.width(),
                        LEGEND_LINE) for i in range(len(self.legend))]
        return [r for r in rects if r.top() >= self.content_bottom]

    def _legend_shown(self) -> list[tuple[tuple[str, str], QRectF]]:
        rects = self.legend_rects()
        return list(zip(self.legend[len(self.legend) - len(rects):], rects))

    def _legend_glyphs(self) -> list[tuple[str, QRectF]]:
        return [(kind, QRectF(4, line.top() + 2, (LEGEND_LINE - 4) * 2, LEGEND_LINE - 4))
                for (kind, _), line in self._legend_shown()]

    def _legend_texts(self, w: float) -> list[PanelText]:
        shown = self._legend_shown()
        left = (LEGEND_LINE - 4) * 2 + 14
        flags = int(Qt.AlignLeft | Qt.AlignVCenter | Qt.TextWordWrap)
        # One size for every line: the largest that fits the longest text.
        fonts = [wrapped_font(text, QRectF(left, 0, w - left - 2, LEGEND_LINE), 22, False,
                              TEXT_PX) for (_, text), _ in shown]
        legend_font = min(fonts, key=lambda f: f.pixelSize(), default=None)
        return [PanelText(QRectF(left, line.top(), w - left - 2, LEGEND_LINE), legend_font,
                          flags, text, theme.colour("table.text"),
                          QRectF(left, line.top(), w - left - 2, LEGEND_LINE))
                for (_, text), line in shown]


def wrapped_font(text: str, rect: QRectF, px: float, bold: bool, smallest: float) -> QFont:
    """The largest font (``px`` down to ``smallest``) that fits ``text``, word-wrapped, in
    ``rect``."""
    f = font(px, bold)
    flags = int(Qt.AlignCenter | Qt.TextWordWrap)
    while px > smallest and not QRectF(rect).adjusted(0, 0, 0.5, 0.5).contains(
            QFontMetricsF(f).boundingRect(rect, flags, text)):
        px -= 1
        f = font(px, bold)
    return f


class FlyText(QGraphicsObject):
    """"+11" flying from a closed row to the scorer's total."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text
        self.setZValue(60)

    def boundingRect(self) -> QRectF:
        return QRectF(-50, -22, 100, 44)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        painter.setPen(QPen(theme.colour("lino.label_edge"), 2))
        painter.setBrush(theme.colour("lino.label"))
        painter.drawRoundedRect(QRectF(-40, -18, 80, 36), 10, 10)
        painter.setFont(font(22, True))
        painter.setPen(theme.colour("lino.label_ink"))
        painter.drawText(QRectF(-40, -18, 80, 36), Qt.AlignCenter, self.text)
