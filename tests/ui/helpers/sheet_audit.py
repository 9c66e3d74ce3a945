"""The printed-sheet audit's tools: a painter that records every text with its box, font and
transform, and the checks that a text fits its box, stays on its card and covers no other text.

A text "fits" when Qt's own measure of it (QFontMetricsF.boundingRect with the flags it was
drawn with) lies inside the rectangle it was drawn in: the same test Qt's layout makes, so what
passes here is what the PDF shows.
"""

from __future__ import annotations

import attrs
from PySide6.QtCore import QBuffer, QIODevice, QPoint, QPointF, QRect, QRectF
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPdfWriter, QTransform

from bingolino_app.core.bots import bot_seed, choose_move
from bingolino_app.core.session import Seat, Session
from bingolino_app.ui.printing.layout import plan_pages, render
from bingolino_app.ui.printing.sheet import SheetSet

LONGEST = ("Ш" * 24, "W" * 24)  # the dialog's limit, in the widest letters of each script


def long_names(count: int) -> list[str]:
    """``count`` different names of 24 wide letters."""
    return [LONGEST[i % 2][:22] + f"{i + 1:02d}" if i >= 2 else LONGEST[i] for i in range(count)]


def played(game: str, players: int, options: dict, seed: int = 5, names=None,
           moves: int = 20000) -> Session:
    """A game the computer plays for every seat, ``moves`` moves or to its end; every player
    has a longest name (or ``names``)."""
    seats = [Seat(name, "computer", "greedy") for name in names or long_names(players)]
    session = Session(game, seats, options, seed)
    for _ in range(moves):
        pending = session.pending_players()
        if not pending:
            break
        p = pending[0]
        session.apply(p, choose_move(game, "greedy", session.state.observation(p),
                                     session.state.legal_actions(p),
                                     bot_seed(seed, len(session.history), p)))
    return session


def finished(game: str, players: int, options: dict, seed: int = 5, names=None) -> Session:
    session = played(game, players, options, seed, names)
    assert session.state.is_terminal()
    return session


@attrs.define
class Drawn:
    text: str
    rect: QRectF | None  # None: drawn at a point, with no box
    flags: int
    font: QFont
    transform: QTransform
    card: int

    def bounds(self) -> QRectF:
        """Where the text goes, in its own coordinates (as Qt lays it out)."""
        return QFontMetricsF(self.font).boundingRect(self.rect, self.flags, self.text)

    def where(self) -> str:
        r = self.rect
        return (f"card {self.card}: {self.text!r} ({self.font.pixelSize()} px) in "
                f"({r.x():.0f}, {r.y():.0f}, {r.width():.0f} x {r.height():.0f})")


def _flags(value) -> int:
    return value if isinstance(value, int) else int(getattr(value, "value", value))


class RecordingPainter(QPainter):
    """Keeps every string the sheets draw with its box, font and transform, and skips the
    glyphs themselves (the audit needs the geometry, not the pixels; it runs much faster)."""

    def __init__(self, device) -> None:
        super().__init__(device)
        self.drawn: list[Drawn] = []
        self.card = -1
        self.card_rects: dict[int, QRectF] = {}

    def drawText(self, *args):  # noqa: N802 (Qt name)
        rect, flags, text = None, 0, ""
        if len(args) >= 3 and isinstance(args[0], (QRectF, QRect)) and isinstance(args[2], str):
            rect, flags, text = QRectF(args[0]), _flags(args[1]), args[2]
        elif len(args) >= 2 and isinstance(args[0], (QRectF, QRect)) and isinstance(args[1], str):
            rect, text = QRectF(args[0]), args[1]
            if len(args) > 2:
                flags = _flags(args[2].alignment())
        elif len(args) == 6:
            rect, flags, text = QRectF(*args[:4]), _flags(args[4]), args[5]
        elif len(args) == 2 and isinstance(args[0], (QPointF, QPoint)):
            text = args[1]
        elif len(args) == 3:
            text = args[2]
        if text:
            self.drawn.append(Drawn(text, rect, flags, QFont(self.font()),
                                    QTransform(self.worldTransform()), self.card))


def record(sheet_set: SheetSet, paper: str = "a4", per_page: int = 1) -> RecordingPainter:
    """Lay ``sheet_set`` out as the PDF export does and record what is drawn."""
    plan = plan_pages(sheet_set.aspect, per_page, paper)
    buffer = QBuffer()
    buffer.open(QIODevice.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(300)
    writer.setPageLayout(plan.page_layout())
    painter = RecordingPainter(writer)

    def paint(p, rect, index):
        painter.card = index
        painter.card_rects[index] = QRectF(rect)
        sheet_set.paint_card(p, rect, index)

    try:
        render(SheetSet(sheet_set.title, sheet_set.cards, sheet_set.aspect, paint), painter,
               writer, plan)
    finally:
        painter.end()
    return painter


def _inside(inner: QRectF, outer: QRectF, slack: float) -> bool:
    return (inner.left() >= outer.left() - slack and inner.right() <= outer.right() + slack
            and inner.top() >= outer.top() - slack and inner.bottom() <= outer.bottom() + slack)


def _ink(d: Drawn) -> QRectF:
    """The text's line box on the page, trimmed of the empty leading above and below (two
    lines that only touch do not overlap)."""
    box = d.transform.mapRect(d.bounds())
    trim = box.height() * 0.12 / max(1, d.text.count("\n") + 1)
    return box.adjusted(0, trim, 0, -trim)


def problems(painter: RecordingPainter) -> list[str]:
    """Every text that is boxless, leaves its box, leaves its card or covers another text."""
    out = []
    for d in painter.drawn:
        if d.rect is None:
            out.append(f"card {d.card}: {d.text!r} drawn at a point, with no box to fit")
            continue
        slack = max(0.5, d.font.pixelSize() * 0.02)  # rounding, hinting
        bounds = d.bounds()
        if not _inside(bounds, d.rect, slack):
            out.append(f"does not fit: {d.where()} needs {bounds.width():.0f} x "
                       f"{bounds.height():.0f}")
        card = painter.card_rects[d.card]
        page_box = d.transform.mapRect(bounds)
        if not _inside(page_box, card, 1.0):
            out.append(f"leaves its card: {d.where()}")
    by_card: dict[int, list[Drawn]] = {}
    for d in painter.drawn:
        if d.rect is not None:
            by_card.setdefault(d.card, []).append(d)
    for card, texts in by_card.items():
        inks = [(d, _ink(d)) for d in texts]
        for i, (a, ra) in enumerate(inks):
            for b, rb in inks[i + 1:]:
                both = ra.intersected(rb)
                if both.width() > 1 and both.height() > 1:
                    out.append(f"overlap on card {card}: {a.text!r} and {b.text!r}")
    return out
