"""The move list of a reviewed game, with the analysis' marks, for the printer and PDF.

The rows are made in the GUI thread (every text translated, nothing live kept); painting may
run in the PDF export's thread. It is a SheetSet of pages, so the score sheets' page layout,
PDF writer and print preview serve it unchanged.
"""

from __future__ import annotations

import attrs
from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPen

from bingolino_app.core.analysis import Judgement
from bingolino_app.core.review import Replay
from bingolino_app.ui.common import theme
from bingolino_app.ui.common.messages import fill, game_title
from bingolino_app.ui.printing.sheet import SheetSet
from bingolino_app.ui.boards import analysis_texts as texts
from bingolino_app.ui.common.text import isolated

ROWS_PER_PAGE = 34
ASPECT = 190 / 277  # A4 inside 10 mm margins
COLUMNS = (0.07, 0.15, 0.30, 0.14, 0.22, 0.12)  # share of the width: no. player move mark prefers cost


@attrs.frozen
class Row:
    number: str
    player: str
    move: str
    mark: str = ""
    preferred: str = ""
    cost: str = ""
    mark_key: str = ""


def rows(replay: Replay, judgements: dict[int, Judgement], key: str) -> list[Row]:
    """Every move of the game; the analysed ones with their mark and, when it differs, the
    strong computer's choice and what the difference cost."""
    out = []
    names = [isolated(seat.name) for seat in replay.seats]
    for k in range(1, replay.last + 1):
        player, _ = replay.move(k)
        obs = replay.seen_before(k)
        j = judgements.get(k)
        move, turned = _outcome(replay, k, texts.reviewed_move_text(replay, k))
        row = Row(str(k), names[player], move)
        if j is not None:
            differs = j.mark != "good"  # a cost within the thresholds is not news
            row = attrs.evolve(
                row, mark=texts.mark_label(j.mark), mark_key=j.mark,
                preferred=texts.move_text(replay.game_id, j.best, obs) if differs else "",
                cost=texts.cost_text(key, j.cost) if differs else "")
        out.append(row)
        out += [Row("", names[e.args["player"]], text) for e, text in turned]
    return out


def _outcome(replay: Replay, k: int, move: str) -> tuple[str, list]:
    """Bingolino: a roll's dice and the tiles it turned by itself belong to the move that
    asked for it (the list read "roll 5 dice" only, and an automatic turn had no row)."""
    if replay.game_id != "bingolino" or type(replay.move(k)[1]).__name__ != "ChooseDice":
        return move, []
    from bingolino_app.ui.boards.bingolino.texts import event_text

    names = [isolated(seat.name) for seat in replay.seats]
    events = replay.events[k]
    for e in events:
        if e.key == "bingolino.rolled":
            dice = [str(d) for d in e.args["dice"]]
            rolled = " + ".join(dice) + (f" = {e.args['total']}" if len(dice) > 1 else "")
            move = fill(QCoreApplication.translate("MoveList", "%1: %2"), move, rolled)
    turned = [(e, event_text(e, names)) for e in events if e.key == "bingolino.flipped"]
    return move, [(e, text) for e, text in turned if text]


def header() -> tuple[str, ...]:
    return (QCoreApplication.translate("MoveList", "No."), QCoreApplication.translate("MoveList", "Player"),
            QCoreApplication.translate("MoveList", "Move"), QCoreApplication.translate("MoveList", "Mark"),
            QCoreApplication.translate("MoveList", "The computer prefers"),
            QCoreApplication.translate("MoveList", "Cost"))


def sheet(replay: Replay, judgements: dict[int, Judgement], key: str, player: int,
          thresholds: tuple[float, float]) -> SheetSet:
    title = fill(QCoreApplication.translate("MoveList", "%1: the moves of the game"),
                 game_title(replay.game_id))
    names = " · ".join(seat.name for seat in replay.seats)
    if judgements:
        legend = fill(QCoreApplication.translate(
            "MoveList", "%1. The decisions of %2 marked by the strong computer: an inaccuracy "
                        "from %3, a mistake from %4, and only when more than the noise."),
            texts.measure_name(key), replay.seats[player].name,
            texts.cost_text(key, thresholds[0]), texts.cost_text(key, thresholds[1]))
    else:
        legend = QCoreApplication.translate("MoveList", "Not analysed.")
    table = rows(replay, judgements, key)
    return _sheet(title, names, legend, header(), table)


def _sheet(title: str, names: str, legend: str, head: tuple[str, ...],
           table: list[Row]) -> SheetSet:
    pages = max(1, -(-len(table) // ROWS_PER_PAGE))

    def paint(p: QPainter, rect: QRectF, index: int) -> None:
        paint_page(p, rect, index, pages, title, names, legend, head,
                   table[index * ROWS_PER_PAGE:(index + 1) * ROWS_PER_PAGE])

    return SheetSet(title, pages, ASPECT, paint)


SCALES = (1.0, 0.9, 0.8, 0.7, 0.6)


def fitted(p: QPainter, rect: QRectF, text: str, font: QFont, flags) -> None:
    """Draw ``text`` in ``rect``: on one line, smaller if it must; else wrapped, as small
    as it takes to fit; never cut (UX: printed text shrinks or wraps to fit its cell)."""
    size = font.pixelSize() if font.pixelSize() > 0 else 12
    f = QFont(font)
    for scale in SCALES[:3]:  # smaller than that, two lines read better than one
        f.setPixelSize(max(1, int(size * scale)))
        if QFontMetricsF(f).horizontalAdvance(text) <= rect.width():
            p.setFont(f)
            p.drawText(rect, flags | Qt.TextSingleLine, text)
            return
    wrapped(p, rect, text, font, flags)


def wrapped(p: QPainter, rect: QRectF, text: str, font: QFont, flags) -> None:
    """Draw ``text`` wrapped in ``rect``, shrunk until every line fits in its height."""
    size = font.pixelSize() if font.pixelSize() > 0 else 12
    f = QFont(font)
    flags = (flags & ~Qt.AlignVCenter & ~Qt.TextSingleLine) | Qt.AlignVCenter | Qt.TextWordWrap
    for scale in SCALES + (0.5, 0.42, 0.35, 0.3):
        f.setPixelSize(max(1, int(size * scale)))
        if QFontMetricsF(f).boundingRect(rect, flags, text).height() <= rect.height():
            break
    p.setFont(f)
    p.drawText(rect, flags, text)


def paint_page(p: QPainter, rect: QRectF, index: int, pages: int, title: str, names: str,
               legend: str, head: tuple[str, ...], table: list[Row]) -> None:
    unit = rect.height() / (ROWS_PER_PAGE + 7)
    x0, width = rect.left(), rect.width()
    p.fillRect(rect, theme.printed("paper"))  # paper: the same in every theme
    black = theme.printed("text")
    big = QFont("Sans Serif")
    big.setPixelSize(max(1, int(unit * 0.9)))
    big.setBold(True)
    normal = QFont("Sans Serif")
    normal.setPixelSize(max(1, int(unit * 0.55)))
    bold = QFont(normal)
    bold.setBold(True)
    p.setPen(black)
    fitted(p, QRectF(x0, rect.top(), width, unit * 1.3), title, big,
           Qt.AlignLeft | Qt.AlignVCenter)
    fitted(p, QRectF(x0, rect.top() + unit * 1.3, width, unit), names, normal,
           Qt.AlignLeft | Qt.AlignVCenter)
    wrapped(p, QRectF(x0, rect.top() + unit * 2.3, width, unit * 1.8), legend, normal,
            Qt.AlignLeft)
    top = rect.top() + unit * 4.2
    edges = [x0]
    for share in COLUMNS:
        edges.append(edges[-1] + share * width)
    pad = unit * 0.15
    for c, text in enumerate(head):
        fitted(p, QRectF(edges[c] + pad, top, edges[c + 1] - edges[c] - 2 * pad, unit), text,
               bold, Qt.AlignLeft | Qt.AlignVCenter)
    p.setPen(QPen(black, max(1.0, unit * 0.04)))
    p.drawLine(edges[0], top + unit, edges[-1], top + unit)
    light = QPen(theme.printed("line"), max(1.0, unit * 0.02))
    for i, row in enumerate(table):
        y = top + unit * (i + 1.1)
        cells = (row.number, row.player, row.move, row.mark, row.preferred, row.cost)
        for c, text in enumerate(cells):
            colour = theme.printed("mark." + row.mark_key) if c == 3 and row.mark_key \
                else black
            p.setPen(colour)
            fitted(p, QRectF(edges[c] + pad, y, edges[c + 1] - edges[c] - 2 * pad, unit),
                   text, bold if c == 3 and row.mark_key == "mistake" else normal,
                   Qt.AlignLeft | Qt.AlignVCenter)
        p.setPen(light)
        p.drawLine(edges[0], y + unit, edges[-1], y + unit)
    p.setPen(black)
    p.setFont(normal)
    p.drawText(QRectF(x0, rect.bottom() - unit, width, unit), Qt.AlignRight | Qt.AlignVCenter,
               fill(QCoreApplication.translate("MoveList", "Page %1 of %2"), index + 1, pages))
