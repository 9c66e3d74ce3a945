"""Bingolino's printed score card: one per player, drawn like the board but for paper.

The card is drawn in a fixed 600 x 800 frame scaled into the rect it is given, with the same
tile proportions as the board. Everything it shows is copied when the sheet is made (GUI
thread); painting may then run in a worker thread (PDF export), so it only uses QPainter,
fonts and paths.
"""

from __future__ import annotations

import attrs
from PySide6.QtCore import QLineF, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPen

from bingolino_app.games.bingolino import rules
from bingolino_app.ui.common import messages, theme
from bingolino_app.ui.boards.bingolino.items import (
    GRID_SIDE, HEADER, PITCH, TILE, star_centre, star_polygon,
)
from bingolino_app.ui.printing.fit import draw_fitted
from bingolino_app.ui.printing.sheet import SheetSet

WIDTH, HEIGHT = 600.0, 800.0
GRID_X, GRID_Y = (WIDTH - GRID_SIDE) / 2, 170.0
TALLY_COLUMNS, TALLY_ROWS = 20, 3
INK = theme.printed("soft_ink")  # paper: the same in every theme
PALE = theme.printed("pale")
STAR_GOLD = theme.printed("star")


class BingolinoSheet(QObject):
    """The sheet's texts (translation context "BingolinoSheet")."""

    def texts(self) -> dict[str, str]:
        return {
            "title": self.tr("Bingolino score sheet"),
            "game": messages.game_title("bingolino"),
            "player": self.tr("Player:"),
            "stars": self.tr("Stars:"),
            "turns": self.tr("Turns:"),
            "winner": self.tr("Winner"),
        }


@attrs.frozen
class Card:
    """What one card shows. ``grid`` None: empty boxes to write the numbers in."""

    name: str = ""
    grid: tuple[int, ...] | None = None
    facedown: tuple[bool, ...] = (False,) * rules.GRID
    completed: tuple[int, ...] = ()
    turns: int | None = None  # ticked in the tally (filled sheets only)
    winner: bool = False


def cards_of(session, num_players: int) -> list[Card]:
    if session is None:
        return [Card() for _ in range(num_players)]
    obs = session.state.observation(None)  # nothing in Bingolino is hidden
    cards = []
    for p, seat in enumerate(session.seats):
        cards.append(Card(
            name=seat.name,
            grid=obs.grids[p] if obs.grids and obs.grids[p] is not None else None,
            facedown=obs.facedown[p] if obs.facedown else (False,) * rules.GRID,
            completed=tuple(obs.completed[p]) if obs.completed else (),
            turns=obs.turn,
            winner=p in obs.winners,
        ))
    return cards


def make_sheet(session, num_players: int) -> SheetSet:
    texts = BingolinoSheet().texts()
    cards = cards_of(session, num_players)

    def paint(painter: QPainter, rect: QRectF, index: int) -> None:
        paint_card(painter, rect, cards[index], texts)

    return SheetSet(title=texts["title"], cards=len(cards), aspect=WIDTH / HEIGHT,
                    paint_card=paint)


# --- drawing ----------------------------------------------------------------------------------
def _font(size: float, bold: bool = False) -> QFont:
    font = QFont("Sans Serif")
    font.setPixelSize(max(1, round(size)))
    font.setBold(bold)
    return font


def paint_card(painter: QPainter, rect: QRectF, card: Card, texts: dict[str, str]) -> None:
    painter.save()
    painter.translate(rect.topLeft())
    painter.scale(rect.width() / WIDTH, rect.height() / HEIGHT)
    painter.setRenderHint(QPainter.Antialiasing)
    painter.setPen(QPen(PALE, 2))
    painter.setBrush(Qt.NoBrush)
    painter.drawRoundedRect(QRectF(4, 4, WIDTH - 8, HEIGHT - 8), 18, 18)
    _header(painter, card, texts)
    for cell in range(rules.GRID):
        _tile(painter, cell, card)
    for line in range(len(rules.LINES)):
        _star(painter, line, line in card.completed)
    _tally(painter, card, texts)
    painter.restore()


def _header(painter: QPainter, card: Card, texts: dict[str, str]) -> None:
    painter.setPen(INK)
    draw_fitted(painter, QRectF(30, 22, 330, 56), Qt.AlignLeft | Qt.AlignVCenter, texts["game"],
                _font(40, True), wrap=False)
    stars = texts["stars"]
    if card.turns is not None:
        stars += f" {len(card.completed)}"
    draw_fitted(painter, QRectF(370, 22, 200, 56), Qt.AlignRight | Qt.AlignVCenter, stars,
                _font(24), wrap=False)
    label_font = _font(24)
    label_w = min(200.0, QFontMetricsF(label_font).horizontalAdvance(texts["player"]))
    draw_fitted(painter, QRectF(30, 96, label_w, 44), Qt.AlignLeft | Qt.AlignBottom,
                texts["player"], label_font, wrap=False)
    line_x = 30 + label_w + 12
    painter.setPen(QPen(PALE, 1.5))
    painter.drawLine(QLineF(line_x, 138, WIDTH - 30, 138))
    if card.name:
        painter.setPen(INK)
        draw_fitted(painter, QRectF(line_x + 6, 92, WIDTH - 36 - line_x, 44),
                    Qt.AlignLeft | Qt.AlignBottom, card.name, _font(28, True), wrap=False,
                    names=[card.name])
    if card.winner:
        painter.setPen(theme.printed("star_ink"))
        draw_fitted(painter, QRectF(330, 60, 240, 32), Qt.AlignRight | Qt.AlignVCenter,
                    "★ " + texts["winner"], _font(22, True), wrap=False)


def _tile(painter: QPainter, cell: int, card: Card) -> None:
    body = QRectF(GRID_X + (cell % 4) * PITCH, GRID_Y + (cell // 4) * PITCH, TILE, TILE)
    down = card.grid is not None and card.facedown[cell]
    painter.setPen(QPen(INK, 2.5))
    painter.setBrush(theme.printed("fill_down" if down else "paper"))
    painter.drawRoundedRect(body, 13, 13)
    if card.grid is None:
        return
    number = card.grid[cell]
    font = _font(50, True)
    font.setUnderline(number in (6, 9))  # as on the tiles: tell 6 from 9
    painter.setPen(PALE if down else INK)
    draw_fitted(painter, body.adjusted(0, 2, 0, 0), Qt.AlignCenter, str(number), font,
                wrap=False)
    if down:  # a turned tile is crossed out, as a player would on paper
        painter.setPen(QPen(INK, 5, Qt.SolidLine, Qt.RoundCap))
        inner = body.adjusted(16, 16, -16, -16)
        painter.drawLine(QLineF(inner.topLeft(), inner.bottomRight()))
        painter.drawLine(QLineF(inner.topRight(), inner.bottomLeft()))


def _star(painter: QPainter, line: int, earned: bool) -> None:
    centre = star_centre(line) + QPointF(GRID_X, GRID_Y - HEADER)
    poly = star_polygon(centre, 20, 8.5)
    if line >= 8:  # a diagonal: a short stroke from the grid's corner says which star it is
        corner = QPointF(GRID_X + (GRID_SIDE if line == 8 else 0), GRID_Y + GRID_SIDE)
        painter.setPen(QPen(PALE, 1.5, Qt.DashLine))
        painter.drawLine(QLineF(corner, corner + (centre - corner) * 0.45))
    if earned:
        painter.setPen(QPen(theme.printed("star_edge"), 2))
        painter.setBrush(STAR_GOLD)
    else:
        painter.setPen(QPen(PALE, 1.5))
        painter.setBrush(Qt.NoBrush)
    painter.drawPolygon(poly)


def _tally(painter: QPainter, card: Card, texts: dict[str, str]) -> None:
    top = GRID_Y + GRID_SIDE + 60  # below the column stars
    label = texts["turns"]
    if card.turns is not None:
        label += f" {card.turns}"
    painter.setPen(INK)
    draw_fitted(painter, QRectF(30, top, 400, 30), Qt.AlignLeft | Qt.AlignVCenter, label,
                _font(22), wrap=False)
    box, pitch = 20.0, (WIDTH - 60) / TALLY_COLUMNS
    ticks = min(card.turns or 0, TALLY_COLUMNS * TALLY_ROWS)
    for i in range(TALLY_COLUMNS * TALLY_ROWS):
        x = 30 + (i % TALLY_COLUMNS) * pitch + (pitch - box) / 2
        y = top + 36 + (i // TALLY_COLUMNS) * (box + 6)
        square = QRectF(x, y, box, box)
        painter.setPen(QPen(PALE, 1.2))
        painter.setBrush(Qt.NoBrush)
        painter.drawRect(square)
        if i < ticks:
            painter.setPen(QPen(INK, 2.5, Qt.SolidLine, Qt.RoundCap))
            painter.drawLine(QLineF(square.bottomLeft() + QPointF(3, -3),
                                    square.topRight() + QPointF(-3, 3)))
