"""The paper score sheet, drawn by one function for the scene, the print preview, PDF and the
printer: QPainter only (no widgets, no pixmaps), texts as text, all strings given ready
translated in a SheetLook.

Card coordinates: CARD_W x CARD_H units; the painter is scaled to the target rectangle.
"""

from __future__ import annotations

import attrs
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QPainter, QPen

from bingolino_app.games.qwingo.rules import BOXES, COLUMNS
from bingolino_app.ui.boards.qwingo.symbols import draw_symbol
from bingolino_app.ui.common import theme
from bingolino_app.ui.printing.fit import draw_fitted, fit

CARD_W, CARD_H = 520.0, 930.0
MARGIN = 20.0
COL_W = (CARD_W - 2 * MARGIN) / COLUMNS  # 96
TITLE_H = 64.0
HEADER_TOP, HEADER_H = 70.0, 76.0
BOX_TOP = HEADER_TOP + HEADER_H + 6  # 152
ROW_H = 46.0
BOX_PAD = 7.0
FOOT_TOP = BOX_TOP + BOXES * ROW_H + 8  # 712
HAND_FAMILIES = ["Comic Neue", "Segoe Print", "Bradley Hand", "Comic Sans MS", "Purisa",
                 "URW Chancery L", "Z003", "DejaVu Serif"]

MARKS = ("legal", "risky", "could", "hint", "last")
"""The marks of a box, each in its colour (the theme's "qwingo.<mark>") and with its own shape
(colour plus shape, paint_box draws both): legal, a box the number may go into: outlined, a
dot; risky, legal but the column could no longer be completed: hatched, "!"; could, another
player's (or a computer's) option: dashed; hint, the suggested box: a double frame and an
arrow; last, the player's latest entry: a ring round the number."""


def ink_colour(ink_only: bool = False):
    """The handwriting: a blue pen (on paper too)."""
    return theme.printed("qwingo_ink") if ink_only else theme.colour("qwingo.ink")


def _line(ink_only: bool = False):
    """The sheet's lines: the screen's light grey-brown; on paper a grey that a greyscale
    printer keeps (the screen's colours printed as faint beige, issue 33)."""
    return theme.printed("pale") if ink_only else theme.colour("qwingo.line")


@attrs.define
class SheetLook:
    """Everything one card shows; texts already translated."""

    title: str = "Qwingo"
    name: str = ""
    columns: tuple | None = None  # five tuples of 12 ints (0 empty); None: a blank sheet
    column_names: tuple = ()  # captions under the symbols
    pencil: dict = attrs.field(factory=dict)  # (column, box) -> number being placed in setup
    marks: dict = attrs.field(factory=dict)  # (column, box) -> one of MARKS
    dead: frozenset = frozenset()  # columns that can no longer be completed
    active: bool = False  # this player's turn: a coloured frame
    note: str = ""  # "Winner!", "Placing…"
    hidden: bool = False  # a secret setup: show the back of the sheet
    hidden_text: str = ""
    tally: int | None = None  # solo: turns so far as tally strokes
    tally_label: str = ""
    chart: tuple = ()  # solo: (limit, rank name) pairs of the rank chart
    chart_label: str = ""
    footer: str = ""  # a line at the bottom (tie-break reminder)
    ink_only: bool = False  # printing: black on white, outlines, no coloured fills (the
    # numbers keep the blue pen)


def hand_font(size: float) -> QFont:
    font = QFont()
    font.setFamilies(HAND_FAMILIES)
    font.setItalic(True)
    font.setPixelSize(max(1, round(size)))
    return font


def plain_font(size: float, bold: bool = False) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(1, round(size)))
    font.setBold(bold)
    return font


def box_rect(column: int, box: int) -> QRectF:
    x = MARGIN + column * COL_W + BOX_PAD
    return QRectF(x, BOX_TOP + box * ROW_H + 3, COL_W - 2 * BOX_PAD, ROW_H - 6)


def header_rect(column: int) -> QRectF:
    return QRectF(MARGIN + column * COL_W + 6, HEADER_TOP + 4, COL_W - 12, HEADER_H - 8)


def box_at(pos: QPointF) -> tuple[int, int] | None:
    """(column, box) under a point in card coordinates, gaps counted to the nearest box."""
    x, y = pos.x() - MARGIN, pos.y() - BOX_TOP
    if not (0 <= x < COLUMNS * COL_W and 0 <= y < BOXES * ROW_H):
        return None
    return int(x // COL_W), int(y // ROW_H)


def paint_sheet(painter: QPainter, rect: QRectF, look: SheetLook) -> None:
    """Draw the card ``look`` scaled into ``rect`` (aspect kept, centred)."""
    painter.save()
    painter.setRenderHint(QPainter.Antialiasing)
    painter.setRenderHint(QPainter.TextAntialiasing)
    scale = min(rect.width() / CARD_W, rect.height() / CARD_H)
    painter.translate(rect.center().x() - CARD_W * scale / 2,
                      rect.center().y() - CARD_H * scale / 2)
    painter.scale(scale, scale)
    card = QRectF(0, 0, CARD_W, CARD_H)
    painter.setPen(QPen(theme.colour("qwingo.active") if look.active else _line(look.ink_only),
                        6 if look.active else 2))
    painter.setBrush(theme.either(look.ink_only, "paper", "qwingo.paper"))
    painter.drawRoundedRect(card.adjusted(2, 2, -2, -2), 14, 14)
    _title(painter, look)
    if look.hidden:
        _back(painter, look)
    else:
        _grid(painter, look)
        _footer(painter, look)
    painter.restore()


def _title(painter: QPainter, look: SheetLook) -> None:
    painter.setPen(theme.either(look.ink_only, "ink", "qwingo.title"))
    draw_fitted(painter, QRectF(MARGIN, 8, 220, TITLE_H - 10), Qt.AlignLeft | Qt.AlignVCenter,
                look.title, plain_font(34, bold=True), wrap=False)
    painter.setPen(theme.either(look.ink_only, "ink", "qwingo.ink"))
    draw_fitted(painter, QRectF(250, 8, CARD_W - 250 - MARGIN, TITLE_H - 10),
                Qt.AlignRight | Qt.AlignVCenter, look.name, hand_font(30), wrap=False,
                names=[look.name])
    painter.setPen(QPen(_line(look.ink_only), 1.5))
    painter.drawLine(QPointF(MARGIN + 230, TITLE_H - 6), QPointF(CARD_W - MARGIN, TITLE_H - 6))
    if look.note:  # bottom right, where the footer leaves room
        painter.setPen(theme.either(look.ink_only, "ink", "qwingo.note"))
        draw_fitted(painter, QRectF(MARGIN, CARD_H - 52, CARD_W - 2 * MARGIN, 36),
                    Qt.AlignRight | Qt.AlignVCenter, look.note, plain_font(24, bold=True))


def _back(painter: QPainter, look: SheetLook) -> None:
    area = QRectF(MARGIN, HEADER_TOP, CARD_W - 2 * MARGIN, CARD_H - HEADER_TOP - MARGIN)
    painter.setPen(QPen(_line(look.ink_only), 2, Qt.DashLine))
    painter.setBrush(theme.either(look.ink_only, "fill_cell", "qwingo.back"))
    painter.drawRoundedRect(area, 10, 10)
    painter.setPen(theme.either(look.ink_only, "ink", "qwingo.back_text"))
    draw_fitted(painter, area.adjusted(20, 0, -20, 0), Qt.AlignCenter, look.hidden_text,
                plain_font(44, bold=True), names=[look.name])


def _grid(painter: QPainter, look: SheetLook) -> None:
    for c in range(COLUMNS):
        header = header_rect(c)
        painter.setPen(QPen(_line(look.ink_only), 1.5))
        painter.setBrush(theme.either(look.ink_only, "paper", "qwingo.header"))
        painter.drawRoundedRect(header, 8, 8)
        icon = header.adjusted(8, 3, -8, -19 if look.column_names else -4)
        draw_symbol(painter, c, icon, ink=look.ink_only)
        if look.column_names:
            painter.setPen(theme.either(look.ink_only, "ink", "qwingo.caption"))
            draw_fitted(painter, QRectF(header.left() + 2, header.bottom() - 19,
                                        header.width() - 4, 17),
                        Qt.AlignCenter, look.column_names[c], plain_font(13), wrap=False)
    number_font = hand_font(30)
    for c in range(COLUMNS):
        column = look.columns[c] if look.columns is not None else (0,) * BOXES
        for b in range(BOXES):
            r = box_rect(c, b)
            mark = look.marks.get((c, b)) if not look.ink_only else None
            value = column[b] or look.pencil.get((c, b), 0)
            paint_box(painter, r, mark, str(value) if value else "", bool(column[b]),
                      number_font, look.ink_only)
        if c in look.dead:  # a column that can no longer be completed: crossed out lightly
            painter.setPen(QPen(theme.either(look.ink_only, "dead", "qwingo.dead"), 3,
                                Qt.DashLine))
            top, bottom = box_rect(c, 0), box_rect(c, BOXES - 1)
            painter.drawLine(top.topLeft(), bottom.bottomRight())


def paint_box(painter: QPainter, r: QRectF, mark: str | None, text: str = "",
              written: bool = True, font: QFont | None = None, ink_only: bool = False) -> None:
    """One box: its frame, its mark (colour plus shape, see MARKS) and its number."""
    painter.setPen(QPen(_line(ink_only), 1.5))
    painter.setBrush(Qt.NoBrush)
    colour = theme.colour("qwingo." + mark) if mark in MARKS and not ink_only else None
    if colour is not None and mark != "last":
        fill = theme.colour("qwingo." + mark)
        fill.setAlpha(60 if mark != "risky" else 40)
        painter.setBrush(fill)
        painter.setPen(QPen(colour, 3.5 if mark != "could" else 2,
                            Qt.SolidLine if mark != "could" else Qt.DashLine))
    painter.drawRoundedRect(r, 6, 6)
    paper = theme.either(ink_only, "paper", "qwingo.paper")
    if mark == "hint":  # a second frame inside, and an arrow pointing in from the left
        painter.setBrush(Qt.NoBrush)
        painter.setPen(QPen(colour, 2))
        painter.drawRoundedRect(r.adjusted(5, 5, -5, -5), 4, 4)
        tip = QPointF(r.left() + 3, r.center().y())
        painter.setPen(QPen(paper, 1.5))
        painter.setBrush(colour)
        painter.drawPolygon([tip, tip + QPointF(-13, -9), tip + QPointF(-13, 9)])
    if mark == "legal":  # a dot where the number would go
        painter.setPen(Qt.NoPen)
        painter.setBrush(colour)
        painter.drawEllipse(r.center(), 5, 5)
    elif mark == "risky":  # hatched, with a "!" in its corner
        painter.save()
        painter.setPen(QPen(colour, 2))
        painter.setClipRect(r.adjusted(2, 2, -2, -2))
        step = 9.0
        x = r.left() - r.height()
        while x < r.right():
            painter.drawLine(QPointF(x, r.bottom()), QPointF(x + r.height(), r.top()))
            x += step
        painter.restore()
        badge = QRectF(r.right() - 17, r.top() - 5, 22, 22)
        painter.setPen(QPen(paper, 2))
        painter.setBrush(colour)
        painter.drawEllipse(badge)
        painter.setPen(theme.colour("qwingo.badge_ink"))
        draw_fitted(painter, badge, Qt.AlignCenter, "!", plain_font(16, bold=True), wrap=False)
    if text:
        painter.setPen(ink_colour(ink_only) if written else
                       theme.either(ink_only, "pale", "qwingo.pencil"))
        draw_fitted(painter, r.adjusted(0, -2, 0, 0), Qt.AlignCenter, text,
                    font if font is not None else hand_font(30), wrap=False)
    if mark == "last":  # a ring round the number just written
        painter.setPen(QPen(colour, 4))
        painter.setBrush(Qt.NoBrush)
        painter.drawEllipse(r.center() + QPointF(0, 1), r.width() / 2 - 6, r.height() / 2 + 1)


def _footer(painter: QPainter, look: SheetLook) -> None:
    y = FOOT_TOP
    caption = theme.either(look.ink_only, "ink", "qwingo.caption")
    painter.setPen(caption)
    if look.tally is not None:
        draw_fitted(painter, QRectF(MARGIN, y, 144, 30), Qt.AlignLeft | Qt.AlignVCenter,
                    look.tally_label, plain_font(18, bold=True))
        _strokes(painter, QRectF(MARGIN + 150, y, CARD_W - 2 * MARGIN - 150, 60), look.tally,
                 look.ink_only)
        y += 66
    if look.chart:
        painter.setPen(caption)
        draw_fitted(painter, QRectF(MARGIN, y, CARD_W - 2 * MARGIN, 22), Qt.AlignLeft,
                    look.chart_label, plain_font(15, bold=True))
        width = (CARD_W - 2 * MARGIN) / len(look.chart)
        cells = [QRectF(MARGIN + i * width + 2, y + 41, width - 4, 21)
                 for i in range(len(look.chart))]
        # A long rank name (Russian "Профессионал") shrinks within its cell, and the others
        # with it: one size for the row. The limits above keep theirs.
        rank_px = min(fit(rank, cell, Qt.AlignHCenter | Qt.AlignTop, plain_font(14),
                          smallest=9).font.pixelSize()
                      for cell, (_, rank) in zip(cells, look.chart))
        for cell, (limit, rank) in zip(cells, look.chart):
            draw_fitted(painter, QRectF(cell.x(), y + 22, cell.width(), 19),
                        Qt.AlignHCenter | Qt.AlignTop, f"≤ {limit}", plain_font(14), wrap=False)
            draw_fitted(painter, cell, Qt.AlignHCenter | Qt.AlignTop, rank, plain_font(rank_px),
                        smallest=min(9, rank_px))
        y += 66
    if look.footer:
        draw_fitted(painter, QRectF(MARGIN, y, CARD_W - 2 * MARGIN, CARD_H - y - 10),
                    Qt.AlignLeft | Qt.AlignTop, look.footer, plain_font(14))


def _strokes(painter: QPainter, area: QRectF, count: int, ink_only: bool = False) -> None:
    """Tally marks in groups of five (four strokes and a bar), wrapping to a second row."""
    painter.setPen(QPen(ink_colour(ink_only), 2.5, Qt.SolidLine, Qt.RoundCap))
    group_w, stroke, h = 34.0, 6.0, 22.0
    per_row = max(1, int(area.width() // group_w))
    for g in range((count + 4) // 5):
        row, col = divmod(g, per_row)
        x0, y0 = area.left() + col * group_w, area.top() + 4 + row * (h + 8)
        in_group = min(5, count - g * 5)
        for i in range(min(4, in_group)):
            painter.drawLine(QPointF(x0 + i * stroke, y0), QPointF(x0 + i * stroke, y0 + h))
        if in_group == 5:
            painter.drawLine(QPointF(x0 - 3, y0 + h - 3), QPointF(x0 + 3 * stroke + 3, y0 + 3))
