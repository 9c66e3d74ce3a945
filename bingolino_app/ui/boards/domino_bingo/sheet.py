"""The printable Domino Bingo score pad: blank, or the filled record of a match.

One card is one page of the pad (a landscape table: a row per deal with points, tricks,
closing, declarations and the big points each award gave, with its reason). Every text is
resolved here in the GUI thread; ``paint_card`` only draws (it may run in a worker thread).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from bingolino_app.ui.boards.domino_bingo import pad, texts
from bingolino_app.ui.boards.domino_bingo.texts import fill
from bingolino_app.ui.printing.sheet import SheetSet

ROWS_PER_CARD = 12
WEIGHTS = (0.6, 0.9, 1.0, 0.9, 1.3, 1.6, 3.2, 0.9)  # relative column widths


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
        rows = pad.rows(obs.records, names)
        subtitle = fill(QCoreApplication.translate("DominoPad", "%1 against %2 · %3 · match to %4"),
                        names[0], names[1], texts.variant_name(obs.variant), obs.target)
        legend = ""
        if obs.winner is not None:
            legend = fill(QCoreApplication.translate("DominoPad", "%1 won the match %2 : %3."),
                          names[obs.winner], obs.big[obs.winner], obs.big[1 - obs.winner])
    title = QCoreApplication.translate("DominoPad", "Domino Bingo score pad")
    heads = pad.columns()
    cards = max(1, -(-len(rows) // ROWS_PER_CARD))
    pages = [rows[i * ROWS_PER_CARD:(i + 1) * ROWS_PER_CARD] for i in range(cards)]
    page_text = QCoreApplication.translate("DominoPad", "page %1 of %2")
    footer = QCoreApplication.translate(
        "DominoPad", "Points: stones won and declarations. Big points: first to 70 — 1, "
        "opponent low — 2, opponent without a trick — 3; bingo takes the trump double — 1.")

    def paint_card(painter: QPainter, rect: QRectF, index: int) -> None:
        painter.save()
        painter.setRenderHint(QPainter.Antialiasing)
        unit = rect.height() / 100.0
        font = QFont("Sans Serif")
        font.setPixelSize(max(1, int(unit * 4.2)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#000000"))
        top = rect.top() + unit * 2
        painter.drawText(QRectF(rect.left(), top, rect.width(), unit * 6),
                         Qt.AlignLeft | Qt.AlignVCenter, title)
        font.setBold(False)
        font.setPixelSize(max(1, int(unit * 2.8)))
        painter.setFont(font)
        painter.drawText(QRectF(rect.left(), top, rect.width(), unit * 6),
                         Qt.AlignRight | Qt.AlignVCenter,
                         fill(page_text, index + 1, cards) if cards > 1 else "")
        painter.drawText(QRectF(rect.left(), top + unit * 6, rect.width(), unit * 5),
                         Qt.AlignLeft | Qt.AlignVCenter, subtitle)
        table = QRectF(rect.left(), top + unit * 13, rect.width(), unit * 74)
        _table(painter, table, heads, pages[index], unit)
        font.setPixelSize(max(1, int(unit * 2.2)))
        painter.setFont(font)
        painter.drawText(QRectF(rect.left(), rect.bottom() - unit * 11, rect.width(), unit * 10),
                         Qt.AlignLeft | Qt.AlignBottom | Qt.TextWordWrap,
                         (legend + "\n" if legend else "") + footer)
        painter.restore()

    return SheetSet(title=title, cards=cards, aspect=1.414, paint_card=paint_card)


def _table(painter: QPainter, rect: QRectF, heads, rows, unit: float) -> None:
    total = sum(WEIGHTS)
    xs = [rect.left()]
    for w in WEIGHTS:
        xs.append(xs[-1] + rect.width() * w / total)
    line_h = rect.height() / (ROWS_PER_CARD + 1)
    painter.setPen(QPen(QColor("#000000"), max(1.0, unit * 0.15)))
    font = painter.font()
    font.setPixelSize(max(1, int(unit * 2.2)))
    font.setBold(True)
    painter.setFont(font)
    for c, head in enumerate(heads):
        cell = QRectF(xs[c], rect.top(), xs[c + 1] - xs[c], line_h)
        painter.fillRect(cell, QColor("#e8e8e8"))
        painter.drawRect(cell)
        painter.drawText(cell.adjusted(unit * 0.5, 0, -unit * 0.5, 0),
                         Qt.AlignCenter | Qt.TextWordWrap, head)
    font.setBold(False)
    font.setPixelSize(max(1, int(unit * 1.9)))
    painter.setFont(font)
    for r in range(ROWS_PER_CARD):
        y = rect.top() + (r + 1) * line_h
        row = rows[r] if r < len(rows) else [""] * len(heads)
        for c, text in enumerate(row):
            cell = QRectF(xs[c], y, xs[c + 1] - xs[c], line_h)
            painter.drawRect(cell)
            painter.drawText(cell.adjusted(unit * 0.5, 0, -unit * 0.5, 0),
                             Qt.AlignCenter | Qt.TextWordWrap, text)
