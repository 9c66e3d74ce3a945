"""The sheet laid over the table at the end of a deal, and at the end of the match.

Every number on it comes from the model's record of the deal (the same record the score pad
reads: points, tricks, closing, declarations, each award with its reason) and from the big
points of the observation; nothing is counted here. A name stands before every number.
"""

from __future__ import annotations

from typing import Sequence

import attrs
from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsTextItem

from bingolino_app.ui.boards.banner import BannerItem
from bingolino_app.ui.boards.domino_bingo import texts
from bingolino_app.ui.boards.fit import set_box
from bingolino_app.ui.common import theme
from bingolino_app.ui.common.elide import elided
from bingolino_app.ui.common.messages import fill
from bingolino_app.ui.common.numbers import name_numbers
from bingolino_app.ui.common.text import escaped

SHEET_W = 840.0
PAD = 28.0
NAME_PAD = 24  # the name column's padding
NAME_COLUMN = 0.3 * (SHEET_W - 2 * PAD)  # the widest a name stands in the deal's table
BODY_PX = 21  # scene pixels: readable when the table is scaled down to a 1024x600 window


@attrs.frozen
class DealFacts:
    """What a finished (or interrupted, at the match's end) deal came to."""

    deal: int
    points: tuple[int, int]
    tricks: tuple[int, int]
    closed: dict | None  # {"player", "points", "tricks"} when someone closed
    first70: int | None
    declarations: tuple[dict, ...]  # {"player", "count", "won", "points", "big"}
    awards: tuple[dict, ...]  # {"player", "amount", "reason", "args"}, in order given
    big: tuple[int, int]  # the match score after the deal
    target: int
    winner: int | None  # the match's winner, when it ended
    done: bool  # played out (False: the match was won during it)

    def big_in_deal(self, player: int) -> int:
        return sum(a["amount"] for a in self.awards if a["player"] == player)


def facts(obs, deal: int) -> DealFacts:
    r = obs.records[deal - 1]
    return DealFacts(deal, tuple(r["points"]), tuple(r["tricks"]), r["closed"], r["first70"],
                     tuple(r["declarations"]), tuple(r["awards"]), tuple(obs.big), obs.target,
                     obs.winner if obs.phase == "end" else None, bool(r["done"]))


def body_font() -> QFont:
    font = QFont("Sans Serif")
    font.setPixelSize(BODY_PX)
    return font


# --- texts -------------------------------------------------------------------------------------
def title_text(f: DealFacts) -> str:
    if f.done:
        return fill(QCoreApplication.translate("DominoSummary", "Deal %1 is over"), f.deal)
    return fill(QCoreApplication.translate(
        "DominoSummary", "Deal %1 (the match was decided during it)"), f.deal)


def table_font() -> QFont:
    font = body_font()
    font.setBold(True)
    return font


def table_names(names: Sequence[str]) -> list[str]:
    """The names for the deal's table: its name column is at most NAME_COLUMN wide and a
    name wraps there at its spaces ("Александра / Викторовна"); only a word wider than the
    column is cut."""
    font = table_font()
    metrics = QFontMetricsF(font)
    out = []
    for name in names:
        widest = max((metrics.horizontalAdvance(w) for w in name.split()), default=0.0)
        out.append(name if widest <= NAME_COLUMN else elided(name, font, NAME_COLUMN))
    return out


def banner_room() -> tuple:
    """(font, width) a name may take in the winner's banner: a little more than the sheet's
    width, as the banner shrinks to fit it (BannerItem.fit) rather than cut the name."""
    return BannerItem.font(44), 1.2 * (SHEET_W - 2 * PAD)


def winner_text(f: DealFacts, names: Sequence[str]) -> str:
    return fill(QCoreApplication.translate("DominoSummary", "Winner: %1"), names[f.winner])


def reason_text(f: DealFacts, names: Sequence[str]) -> str:
    """Why the match is over: the winner reached the target, ahead of the other."""
    w = f.winner
    return fill(QCoreApplication.translate(
        "DominoSummary", "%1 reached the target of %2 big points and is ahead: %3."),
        names[w], f.target, name_numbers([(names[w], f.big[w]), (names[1 - w], f.big[1 - w])]))


def declaration_text(d: dict) -> str:
    count = texts.doubles_text(d["count"])
    if not d["won"]:
        return fill(QCoreApplication.translate("DominoSummary", "%1: trick lost"), count)
    if d["big"]:
        return fill(QCoreApplication.translate("DominoSummary", "%1: %2"), count,
                    texts.big_text(d["big"]))
    return fill(QCoreApplication.translate("DominoSummary", "%1: +%2"), count, d["points"])


def table_heads() -> tuple[str, str, str, str]:
    return (QCoreApplication.translate("DominoSummary", "Points"),
            QCoreApplication.translate("DominoSummary", "Tricks"),
            QCoreApplication.translate("DominoSummary", "Declared"),
            QCoreApplication.translate("DominoSummary", "Big points"))


def grouped(items) -> list[str]:
    """Equal entries once, counted: "2 doubles: trick lost ×3"."""
    counts: dict[str, int] = {}
    for item in items:
        counts[item] = counts.get(item, 0) + 1
    return [item if n == 1 else f"{item} ×{n}" for item, n in counts.items()]


def body_html(f: DealFacts, names: Sequence[str],
              sentence_names: Sequence[str] | None = None) -> str:
    """The table of the deal and the lines under it (rich text: every piece escaped). The
    table's name column takes ``names``; the lines under it, as wide as the sheet, take
    ``sentence_names`` (longer, where given)."""
    cell = "<td style='padding: 2px 10px;'>%s</td>"
    name_w = min(max(QFontMetricsF(table_font()).horizontalAdvance(n) for n in names),
                 NAME_COLUMN) + NAME_PAD
    # The number columns as wide as their longest word, the declarations the rest of the
    # sheet ("2 дубля: взятка отдана" took three lines beside empty room).
    metrics = QFontMetricsF(body_font())
    heads = table_heads()
    widths = [max(metrics.horizontalAdvance(w) for w in h.split()) + NAME_PAD for h in heads]
    widths[2] = SHEET_W - 2 * PAD - name_w - widths[0] - widths[1] - widths[3]
    head = "<td></td>" + "".join(
        "<td style='padding: 2px 10px; color:%s;' width='%d'>%s</td>"
        % (theme.hex("sheet.muted"), w, escaped(h))
        for w, h in zip(widths, heads))
    rows = [f"<tr>{head}</tr>"]
    for p in (0, 1):
        declared = grouped(declaration_text(d) for d in f.declarations if d["player"] == p)
        gained = f.big_in_deal(p)
        cells = [escaped(c) for c in (f.points[p], f.tricks[p])]
        # One declaration a line: "2 doubles: trick lost ×3; 2 doubles: +20" wrapped anywhere.
        cells.append("<br>".join(escaped(d) for d in declared) or "—")
        cells.append(escaped(f"+{gained}" if gained else "0"))
        # The name column keeps its width (a long name wraps at its spaces, table_names).
        rows.append("<tr><td style='padding: 2px 10px;' width='%d'><b>%s</b></td>%s</tr>" % (
            name_w, escaped(names[p]), "".join(cell % c for c in cells)))
    parts = ["<table cellspacing='0'>" + "".join(rows) + "</table>"]
    names = sentence_names or names
    lines = []
    if f.closed is not None:
        c = f.closed
        lines.append(fill(QCoreApplication.translate(
            "DominoSummary", "%1 closed the stock with the score %2."), names[c["player"]],
            name_numbers([(names[0], c["points"][0]), (names[1], c["points"][1])])))
    if f.first70 is not None:
        lines.append(fill(QCoreApplication.translate("DominoSummary", "First to 70 points: %1."),
                          names[f.first70]))
    if lines:
        parts.append("<p>%s</p>" % "<br>".join(escaped(x) for x in lines))
    awards = [fill(QCoreApplication.translate("DominoSummary", "%1: %2 — %3"),
                   names[a["player"]], texts.big_text(a["amount"]),
                   texts.award_reason(a["reason"], a.get("args", {}))) for a in f.awards]
    if awards:
        parts.append("<p><b>%s</b><br>%s</p>" % (
            escaped(QCoreApplication.translate("DominoSummary", "Big points awarded:")),
            "<br>".join(escaped(a) for a in awards)))
    else:
        parts.append("<p>%s</p>" % escaped(QCoreApplication.translate(
            "DominoSummary", "Nobody earned big points in this deal.")))
    if f.winner is None:  # at the match's end the reason above gives the score already
        score = fill(QCoreApplication.translate("DominoSummary", "Match to %1: %2"),
                     f.target, name_numbers([(names[0], f.big[0]), (names[1], f.big[1])]))
        parts.append("<p><b>%s</b></p>" % escaped(score))
    return "".join(parts)


def button_label(f: DealFacts) -> str:
    if f.winner is not None:
        return QCoreApplication.translate("DominoSummary", "Play again")
    return QCoreApplication.translate("DominoSummary", "Next deal")


# --- items ---------------------------------------------------------------------------------------
class ButtonItem(QGraphicsObject):
    """A button drawn on the table; the board asks ``hit(pos)`` for its clicks."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.text = ""
        self._font = QFont("Sans Serif")
        self._font.setPixelSize(24)
        self._font.setBold(True)
        self._size = (220.0, 56.0)
        self.setCursor(Qt.PointingHandCursor)

    def set_text(self, text: str) -> None:
        self.prepareGeometryChange()
        self.text = text
        width = QFontMetricsF(self._font).horizontalAdvance(text)
        self._size = (max(220.0, width + 60), 56.0)
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, *self._size)

    def hit(self, scene_pos) -> bool:
        return self.isVisible() and self.sceneBoundingRect().contains(scene_pos)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        rect = self.boundingRect().adjusted(2, 2, -2, -2)
        painter.setPen(QPen(theme.colour("table.banner_edge"), 2))
        painter.setBrush(theme.colour("table.highlight"))
        painter.drawRoundedRect(rect, 14, 14)
        painter.setFont(self._font)
        painter.setPen(theme.colour("sheet.button_ink"))
        painter.drawText(rect, Qt.AlignCenter, self.text)


class SummarySheet(QGraphicsObject):
    """A paper sheet on the table: title (or the winner's banner), the deal, a button."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._height = 400.0
        self.title = QGraphicsTextItem(self)
        font = QFont("Sans Serif")
        font.setPixelSize(32)
        font.setBold(True)
        self.title.setFont(font)
        theme.tint(self.title, "sheet.ink")
        self.reason = QGraphicsTextItem(self)
        self.reason.setFont(body_font())
        theme.tint(self.reason, "sheet.ink")
        self.reason.setTextWidth(SHEET_W - 2 * PAD)
        self.body = QGraphicsTextItem(self)
        self.body.setFont(body_font())
        theme.tint(self.body, "sheet.ink")
        self.body.setTextWidth(SHEET_W - 2 * PAD)
        self.button = ButtonItem(self)
        self.banner: BannerItem | None = None  # the winner, at the end of the match

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, SHEET_W, self._height)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        painter.setPen(QPen(theme.colour("sheet.edge"), 3))
        painter.setBrush(theme.colour("sheet.paper"))
        painter.drawRoundedRect(self.boundingRect().adjusted(2, 2, -2, -2), 18, 18)

    def show_facts(self, f: DealFacts, names: Sequence[str],
                   banner_names: Sequence[str] | None = None) -> None:
        """Lay the sheet out for ``f`` (again after a language change); ``banner_names``:
        the names as the winner's banner and the sentence under it may show them (they have
        the sheet's width; the table's name column does not)."""
        self.prepareGeometryChange()
        y = PAD
        if self.banner is not None:
            self.banner.setParentItem(None)
            if self.banner.scene() is not None:
                self.banner.scene().removeItem(self.banner)
            self.banner = None
        if f.winner is not None:
            self.banner = BannerItem(winner_text(f, banner_names or names), 44, parent=self)
            self.banner.fit(SHEET_W - 2 * PAD)
            height = self.banner.sceneBoundingRect().height()
            self.banner.setPos(SHEET_W / 2, y + height / 2)
            y += height + 8
            self.reason.setPlainText(reason_text(f, banner_names or names))
            self.reason.setPos(PAD, y)
            self.reason.show()
            y += self.reason.boundingRect().height() + 6
        else:
            self.reason.hide()
        self.title.setPlainText(title_text(f))
        self.title.setPos(PAD, y)
        y += self.title.boundingRect().height() + 4
        self.body.setHtml(body_html(f, names, banner_names))
        self.body.setPos(PAD, y)
        y += self.body.boundingRect().height() + 10
        self.button.set_text(button_label(f))
        self.button.setPos((SHEET_W - self.button.boundingRect().width()) / 2, y)
        y += self.button.boundingRect().height() + PAD
        self._height = y
        for item in (self.title, self.reason, self.body):
            set_box(item, self.boundingRect())  # the sheet: nothing spills off the paper
        self.update()
