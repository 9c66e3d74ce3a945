"""The end of a game, the same in every game: who won (the banner), why, the scores, and
Play again / Review on the table.

Each board says what to show (``GameBoard.end_summary``: an ``EndSummary``) and where there
is room for it (its free band or panel); the card shrinks to that room, down to a readable
size, and names a long name whole where it can (elided with "…" otherwise, whole in the
tooltip). A tie settled column by column (Qwingo) is a small table, the deciding column
marked, not a paragraph. Everything is drawn from the theme's palette; every text is in
``text_boxes`` for the layout audit, and ``parts`` gives a screen reader the result and both
buttons.
"""

from __future__ import annotations

from typing import Callable

import attrs
from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from bingolino_app.ui.boards.banner import BannerItem
from bingolino_app.ui.boards.fit import OVERLAY, TextBox
from bingolino_app.ui.common import theme
from bingolino_app.ui.common.elide import elided

WIDTH = 480.0  # the card's content, card units (the card is scaled into its room)
PAD = 22.0
TEXT_PX = 26
HEAD_PX = 48
NAME_MIN = 110.0  # the name column at least ...
NAME_MAX = 300.0  # ... and as wide as its names need up to this (a longer name is cut,
# whole in the tooltip): "★ Computer 2" needs 211, "★ Компьютер 3" 239
CELL_PAD = 12.0
MARK = "▲"  # under the column that decided a tie (shape, not colour alone)
WINNER = "★"


@attrs.frozen
class EndSummary:
    """What the end card says. ``columns``: the score table's headings after the name column;
    ``rows``: (name, cells, winner); ``marked``: the cell column that decided (a tie-break),
    explained by ``note``."""

    headline: str
    reasons: tuple[str, ...] = ()
    # (the winners, starred in the table, are counted in the banner when their names would
    # make it unreadable: "4 players share the win")
    columns: tuple[str, ...] = ()
    rows: tuple[tuple[str, tuple[str, ...], bool], ...] = ()
    marked: int | None = None
    note: str = ""


def _font(px: float, bold: bool = False) -> QFont:
    font = QFont("Sans Serif")
    font.setPixelSize(int(px))
    font.setBold(bold)
    return font


def _wrap(text: str, metrics: QFontMetricsF, width: float) -> list[str]:
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            trial = f"{line} {word}" if line else word
            if line and metrics.horizontalAdvance(trial) > width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return lines


def _unbroken(text: str, names: list[str]) -> str:
    """``text`` with each name's spaces unbreakable: a line never ends inside a name
    ("Computer" above "2: 2." read as a score of 2)."""
    for name in sorted(set(names), key=len, reverse=True):
        if " " in name:
            text = text.replace(name, name.replace(" ", "\u00a0"))
    return text


class EndWords(QObject):
    """Texts with %n (lupdate marks tr() of a QObject subclass as plural)."""

    def sharing(self, n: int) -> str:
        from bingolino_app.ui.common.messages import english_plural

        return english_plural(self.tr("%n players share the win", "", n))


class EndCard(QGraphicsObject):
    play_again = Signal()
    review = Signal()

    def __init__(self, summary: EndSummary, buttons: tuple[tuple[str, str], ...] | None,
                 parent: QGraphicsItem | None = None, most: float | None = None,
                 width: float = 0.0) -> None:
        """``buttons``: (label, "play_again" or "review") each, in order (a review's card has
        none, a table across computers no Play again). ``most``: the widest the card may be
        (card units) for its text to stay readable in its room; its names yield first, down
        to NAME_MIN (whole in the tooltip). ``width``: at least this wide (a wide room: its
        sentences take fewer lines)."""
        super().__init__(parent)
        self.summary = summary
        self.box: QRectF | None = None  # where the card must stay (scene coordinates)
        self.button_texts = buttons
        self.width = max(self._width(summary, most), width)
        headline = self._headline(summary, self.width)
        self.banner = BannerItem(headline, HEAD_PX, parent=self)
        self.banner.fit(self.width)
        head = self.banner.mapRectToParent(self.banner.boundingRect())
        self.banner.setPos(self.width / 2, PAD + head.height() / 2)
        self._texts: list[tuple[QRectF, QFont, int, str, str]] = []  # rect, font, flags,
        # text, colour role
        self._buttons: list[tuple[QRectF, str, Callable[[], None]]] = []
        self._layout(PAD + head.height() + 12)

    @staticmethod
    def _name_width(summary: EndSummary) -> float:
        """The name column: as wide as its widest name (a winner's bold and starred), within
        NAME_MIN..NAME_MAX. A name that ends in a digit was cut to "★ Comp…" at a fixed 110."""
        need = max((QFontMetricsF(_font(TEXT_PX, winner)).horizontalAdvance(
            (WINNER + " " if winner else "") + name) + 10 for name, _, winner in summary.rows),
            default=0.0)
        return min(NAME_MAX, max(NAME_MIN, need))

    @classmethod
    def _width(cls, summary: EndSummary, most: float | None = None) -> float:
        """Wide enough for the score table's columns beside the names (Qwingo's tie: four
        column names), never narrower than WIDTH; no wider than ``most`` where the names
        may yield."""
        bold = QFontMetricsF(_font(TEXT_PX, True))
        cells = max((len(r[1]) for r in summary.rows), default=0)
        need = sum(max([bold.horizontalAdvance(
            summary.columns[j] + (" " + MARK if j == summary.marked else ""))
                        if j < len(summary.columns) else 0.0] +
                       [bold.horizontalAdvance(r[1][j]) for r in summary.rows
                        if j < len(r[1])]) + CELL_PAD for j in range(cells))
        names = cls._name_width(summary)
        if most is not None and need + names + 2 * PAD > most:
            names = max(NAME_MIN, most - need - 2 * PAD)
        return max(WIDTH, need + names + 2 * PAD)

    @staticmethod
    def _headline(summary: EndSummary, width: float) -> str:
        """A headline too wide for the card breaks at a winner's name: "Winners:" above the
        names (together on a line, else one a line for two or three), "Konstantin Petrovich"
        above "wins by 12 points!"; more winners than a readable banner holds are counted ("4 players share
        the win"), their names starred in the table; a name wider than the card is cut (whole
        in the tooltip). A headline without names only shrinks."""
        text = summary.headline
        limit = width * 1.7  # the banner shrinks to 0.6 first: still above the table's text

        def wide(t: str) -> float:
            return BannerItem(t, HEAD_PX).boundingRect().width()

        winners = [row[0] for row in summary.rows if row[2]]
        named = [name for name in winners if name in text]
        if wide(text) <= limit or not named:
            return text
        if len(winners) > 3:
            return EndWords().sharing(len(winners))
        first = min(text.index(name) for name in named)
        last = max(text.index(name) + len(name) for name in named)
        before, names, after = text[:first], text[first:last], text[last:]
        if len(named) > 1 and all(name in names for name in named) and wide(names) > limit:
            names = "\n".join(named)  # a line for each (together they are too wide)
        if after.strip(" :,.!") and before.strip():
            colon = after[:1] if after[:1] in ":," else ""
            lines = [before.rstrip(), names + colon, after[len(colon):].strip()]
        elif after.strip(" :,.!"):
            lines = [names + after[:1] if after[:1] in ":," else names,
                     after.lstrip(":, ")]
        else:
            lines = [before.rstrip(), names + after]
        text = "\n".join(line for line in lines if line)
        if wide(text) > limit:  # the widest names the dialog takes: cut
            font = BannerItem.font(HEAD_PX)
            text = "\n".join(elided(line, font, limit - 60) for line in text.split("\n"))
        return text

    # --- layout ----------------------------------------------------------------------------
    def _add(self, rect: QRectF, font: QFont, flags, text: str, role: str) -> None:
        self._texts.append((rect, font, int(flags), text, role))

    def _layout(self, y: float) -> None:
        plain, bold = _font(TEXT_PX), _font(TEXT_PX, True)
        metrics = QFontMetricsF(plain)
        line = metrics.lineSpacing()
        inner = self.width - 2 * PAD
        names = [row[0] for row in self.summary.rows]
        for reason in self.summary.reasons:
            for text in _wrap(_unbroken(reason, names), metrics, inner):
                # A word wider than the card (a 24-letter name) is cut, whole in the tooltip.
                self._add(QRectF(PAD, y, inner, line), plain, Qt.AlignHCenter | Qt.AlignVCenter,
                          elided(text, plain, inner), "table.text")
                y += line
        s = self.summary
        if s.rows:
            y += 10
            cells = max(len(r[1]) for r in s.rows)
            bold_metrics = QFontMetricsF(bold)
            widths = [max([bold_metrics.horizontalAdvance(
                s.columns[j] + (" " + MARK if j == s.marked else "")) if j < len(s.columns)
                else 0.0] + [bold_metrics.horizontalAdvance(r[1][j]) for r in s.rows
                             if j < len(r[1])]) + CELL_PAD for j in range(cells)]
            name_w = inner - sum(widths)  # at least _name_width: longer names are cut
            if s.columns and any(s.columns):
                x = PAD + name_w
                for j, heading in enumerate(s.columns[:cells]):
                    text = heading + (" " + MARK if j == s.marked else "")
                    self._add(QRectF(x, y, widths[j], line), bold,
                              Qt.AlignRight | Qt.AlignVCenter,
                              elided(text, bold, widths[j] - 4), "table.accent")
                    x += widths[j]
                y += line
            for name, row, winner in s.rows:
                font = bold if winner else plain
                shown = (WINNER + " " if winner else "") + name
                self._add(QRectF(PAD, y, name_w - 8, line), font, Qt.AlignLeft | Qt.AlignVCenter,
                          elided(shown, font, name_w - 8), "table.highlight" if winner
                          else "table.text")
                x = PAD + name_w
                for j, cell in enumerate(row):
                    self._add(QRectF(x, y, widths[j], line), bold if j == s.marked else font,
                              Qt.AlignRight | Qt.AlignVCenter, cell,
                              "table.highlight" if winner else "table.text")
                    x += widths[j]
                y += line
            if s.note:
                y += 4
                for text in _wrap(_unbroken(s.note, names), metrics, inner):
                    self._add(QRectF(PAD, y, inner, line), plain,
                              Qt.AlignHCenter | Qt.AlignVCenter, elided(text, plain, inner),
                              "table.text")
                    y += line
        if self.button_texts:
            y += 16
            gap = 16.0
            labels = [label for label, _ in self.button_texts]
            slots = [getattr(self, signal).emit for _, signal in self.button_texts]
            bold_metrics = QFontMetricsF(bold)
            needed = [bold_metrics.horizontalAdvance(label) + 36 for label in labels]
            height = line + 18
            gaps = gap * (len(labels) - 1)
            side = sum(needed) + gaps <= inner  # side by side, else one under the other
            spare = (inner - gaps - sum(needed)) / len(labels) if side else 0.0
            x = PAD
            for i, (label, slot) in enumerate(zip(labels, slots)):
                button_w = needed[i] + spare if side else inner
                rect = QRectF(x, y, button_w, height) if side else \
                    QRectF(PAD, y + i * (height + 10), button_w, height)
                x += button_w + gap
                self._buttons.append((rect, label, slot))
                self._add(rect, bold, Qt.AlignCenter, elided(label, bold, button_w - 12),
                          "sheet.button_ink")
            y += height if side else len(labels) * (height + 10) - 10
        self._height = y + PAD

    # --- placing ---------------------------------------------------------------------------
    def fit_into(self, room: QRectF, least: float = 0.5, scene: QRectF | None = None,
                 foot: bool = False) -> None:
        """Shrink into ``room`` (scene coordinates) and stand in its middle (``foot``: at its
        foot, what is above stays in view); below ``least`` the card keeps that size and is
        centred in ``scene`` instead (over the table)."""
        rect = self.boundingRect()
        scale = min(1.0, room.width() / rect.width(), room.height() / rect.height())
        where = room
        if scale < least:
            scale = least
            if scene is not None:
                where = scene
                scale = max(least, min(1.0, 0.9 * scene.width() / rect.width(),
                                       0.9 * scene.height() / rect.height()))
        self.setScale(scale)
        self.box = QRectF(where)
        centre = where.center()
        if foot and where is room:
            centre.setY(where.bottom() - rect.height() * scale / 2)
        self.setPos(centre - QPointF(rect.center().x() * scale, rect.center().y() * scale))

    # --- the buttons -----------------------------------------------------------------------
    def press(self, scene_pos: QPointF) -> bool:
        """A click on the table: a button of the card presses it (True)."""
        if not self.isVisible():
            return False
        at = self.mapFromScene(scene_pos)
        for rect, _, slot in self._buttons:
            if rect.contains(at):
                slot()
                return True
        return False

    def button_rects(self) -> list[tuple[str, QRectF]]:
        """Each button's label and scene rectangle (tests, a screen reader's parts)."""
        return [(label, self.mapRectToScene(rect)) for rect, label, _ in self._buttons]

    def parts(self, prefix: str = "end") -> list:
        """The result and both buttons, for a screen reader (ui/boards/accessible.py)."""
        from PySide6.QtGui import QAccessible

        from bingolino_app.ui.boards.accessible import Part, sentences

        s = self.summary
        rows = [", ".join([name] + list(cells)) for name, cells, _ in s.rows]
        out = [Part(f"{prefix}:result", QAccessible.StaticText,
                    sentences(s.headline, *s.reasons, *rows, s.note),
                    rect=self.sceneBoundingRect())]
        for i, (rect, label, slot) in enumerate(self._buttons):
            out.append(Part(f"{prefix}:button:{i}", QAccessible.Button, label,
                            rect=self.mapRectToScene(rect), press=slot, action=label))
        return out

    # --- drawing ---------------------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, self._height)

    def text_boxes(self) -> list[TextBox]:
        box = self.box if self.box is not None else self.sceneBoundingRect()
        m = self.sceneTransform().m11()
        return [TextBox(text, self.mapRectToScene(
                    QFontMetricsF(font).boundingRect(rect, flags, text)), box,
                    font.pixelSize() * m, OVERLAY, theme.colour(role))
                for rect, font, flags, text, role in self._texts if text]  # the banner: its own

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        # Opaque: whatever the table showed there (the last roll's lines) stays under it.
        painter.setPen(QPen(theme.colour("table.banner_edge"), 2))
        painter.setBrush(theme.colour("table.banner_edge"))
        painter.drawRoundedRect(self.boundingRect(), 18, 18)
        painter.setBrush(theme.colour("table.pill"))
        painter.drawRoundedRect(self.boundingRect(), 18, 18)
        for rect, _, _ in self._buttons:
            painter.setPen(QPen(theme.colour("table.banner_edge"), 2))
            painter.setBrush(theme.colour("table.highlight"))
            painter.drawRoundedRect(rect, 12, 12)
        for rect, font, flags, text, role in self._texts:
            painter.setFont(font)
            painter.setPen(theme.colour(role))
            painter.drawText(rect, flags, text)
