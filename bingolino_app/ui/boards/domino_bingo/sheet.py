"""The printable Domino Bingo score pad: blank, or the filled record of a match.

One card is one page of the pad (a landscape table: a row per deal with points, tricks,
closing, declarations and the big points each award gave, with its reason). Every text is
resolved here in the GUI thread; ``paint_card`` only draws (it may run in a worker thread).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QFont, QPainter, QPen

from bingolino_app.ui.boards.domino_bingo import pad, texts
from bingolino_app.ui.boards.domino_bingo.texts import fill
from bingolino_app.ui.common import theme
from bingolino_app.ui.common.elide import first_names
from bingolino_app.ui.printing.fit import draw_fitted
from bingolino_app.ui.printing.sheet import SheetSet

ROWS_PER_CARD = 10  # a match to 8 seldom needs more; a row holds three lines of text
WEIGHTS = (0.7, 0.9, 1.4, 1.3, 1.4, 1.8, 2.6, 1.3)  # relative column widths


def make_sheet(session, num_players: int) -> SheetSet:
    if session is None:
        names = [QCoreApplication.translate("DominoPad", "Player 1"),
                 QCoreApplication.translate("DominoPad", "Player 2")]
        rows: list[list[str]] = []
        subtitle = fill(QCoreApplication.translate("DominoPad", "%1 against %2"),
                        "________", "________")
        legend = QCoreApplication.translate(
            "DominoPad", "Rules: Russian / English · match to 7 / 8 big points")
    else:
        names = [s.name for s in session.seats]
        obs = session.state.observation(None)
        # In the table's cells by first names (the subtitle names them whole): a long name
        # cut in every cell left an award's third line out of its row.
        rows = pad.rows(obs.records, first_names(names), named=True)
        subtitle = fill(QCoreApplication.translate("DominoPad", "%1 against %2 · %3 · match to %4"),
                        names[0], names[1], texts.variant_name(obs.variant), obs.target)
        legend = ""
        if obs.winner is not None:
            legend = fill(QCoreApplication.translate("DominoPad", "%1 won the match %2 : %3."),
                          names[obs.winner], obs.big[obs.winner], obs.big[1 - obs.winner])
    title = QCoreApplication.translate("DominoPad", "Domino Bingo score pad")
    heads = pad.columns()
    # A finished match has no row to fill in by hand: its deals share the table's height (a
    # row with three awards needs more than a tenth of it).
    per_card = ROWS_PER_CARD
    if session is not None and session.state.is_terminal():
        per_card = max(1, min(ROWS_PER_CARD, len(rows)))
    cards = max(1, -(-len(rows) // per_card))
    pages = [rows[i * per_card:(i + 1) * per_card] for i in range(cards)]
    page_text = QCoreApplication.translate("DominoPad", "page %1 of %2")
    footer = QCoreApplication.translate(
        "DominoPad", "Points: stones won and declarations. Big points: first to 70 — 1, "
        "opponent low — 2, opponent without a trick — 3; bingo takes the trump double — 1.")

    def paint_card(painter: QPainter, rect: QRectF, index: int) -> None:
        painter.save()
        painter.setRenderHint(QPainter.Antialiasing)
        unit = rect.height() / 100.0
        painter.setPen(theme.printed("ink"))
        top = rect.top() + unit * 2
        page = fill(page_text, index + 1, cards) if cards > 1 else ""
        page_w = rect.width() * 0.2 if page else 0.0
        draw_fitted(painter, QRectF(rect.left(), top, rect.width() - page_w - unit, unit * 6),
                    Qt.AlignLeft | Qt.AlignVCenter, title, _font(unit * 4.2, True), wrap=False)
        draw_fitted(painter, QRectF(rect.right() - page_w, top, page_w, unit * 6),
                    Qt.AlignRight | Qt.AlignVCenter, page, _font(unit * 2.8))
        draw_fitted(painter, QRectF(rect.left(), top + unit * 6, rect.width(), unit * 5),
                    Qt.AlignLeft | Qt.AlignVCenter, subtitle, _font(unit * 2.8), names=names)
        table = QRectF(rect.left(), top + unit * 12, rect.width(), unit * 76)
        _table(painter, table, heads, pages[index], unit, first_names(names), per_card)
        draw_fitted(painter, QRectF(rect.left(), rect.bottom() - unit * 9.5, rect.width(),
                                    unit * 9),
                    Qt.AlignLeft | Qt.AlignBottom, (legend + "\n" if legend else "") + footer,
                    _font(unit * 2.2), smallest=unit * 2.0, names=names)  # wraps, stays legible
        painter.restore()

    return SheetSet(title=title, cards=cards, aspect=1.414, paint_card=paint_card)


def _font(px: float, bold: bool = False) -> QFont:
    font = QFont("Sans Serif")
    font.setPixelSize(max(1, int(px)))
    font.setBold(bold)
    return font


def _table(painter: QPainter, rect: QRectF, heads, rows, unit: float, names,
           per_card: int = ROWS_PER_CARD) -> None:
    total = sum(WEIGHTS)
    xs = [rect.left()]
    for w in WEIGHTS:
        xs.append(xs[-1] + rect.width() * w / total)
    line_h = min(rect.height() / (per_card + 1), rect.height() / 6)  # a row: 5 lines at most
    pad_x, pad_y = unit * 0.5, unit * 0.15  # text keeps clear of the rules
    painter.setPen(QPen(theme.printed("ink"), max(1.0, unit * 0.15)))
    head_font = _font(unit * 2.2, True)
    for c, head in enumerate(heads):
        cell = QRectF(xs[c], rect.top(), xs[c + 1] - xs[c], line_h)
        painter.fillRect(cell, theme.printed("fill_cell"))
        painter.drawRect(cell)
        draw_fitted(painter, cell.adjusted(pad_x, pad_y, -pad_x, -pad_y), Qt.AlignCenter, head,
                    head_font)
    cell_font = _font(unit * 1.9)
    for r in range(per_card):
        y = rect.top() + (r + 1) * line_h
        row = rows[r] if r < len(rows) else [""] * len(heads)
        for c, text in enumerate(row):
            cell = QRectF(xs[c], y, xs[c + 1] - xs[c], line_h)
            painter.drawRect(cell)
            draw_fitted(painter, cell.adjusted(pad_x, pad_y, -pad_x, -pad_y), Qt.AlignCenter,
                        text, cell_font, smallest=unit * 1.5, names=names)
