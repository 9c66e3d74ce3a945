"""Text in a box, for everything the app paints with a bare QPainter (printed sheets, the
Qwingo paper, the Lino board): the font shrinks down to a floor until the text fits on one
line; failing that, it wraps at spaces (at the largest size that then fits); at the floor,
the players' names in it are shortened with "…" (numbers and words stay whole); and only
then is what is left over elided.

Fitting is measured with Qt's own QFontMetricsF.boundingRect and the flags the text is drawn
with, so the result is exactly what Qt lays out. QFont and QFontMetricsF only: safe in the PDF
export's worker thread.
"""

from __future__ import annotations

import attrs
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter

ELLIPSIS = "…"
NBSP = "\u00a0"
FLOOR = 0.7
"""The smallest font, as a share of the wanted size, before a text wraps or is elided."""
_WRAP = int(Qt.TextWordWrap.value) | int(Qt.TextWrapAnywhere.value)


@attrs.frozen
class Fitted:
    font: QFont
    text: str  # with "\n" where it was wrapped, "…" where it was cut
    bounds: QRectF  # where it goes, in the rect's coordinates


def _flags(flags) -> int:
    return flags if isinstance(flags, int) else int(flags.value)


def sized(font: QFont, px: int) -> QFont:
    f = QFont(font)
    f.setPixelSize(max(1, px))
    return f


def _inside(inner: QRectF, outer: QRectF) -> bool:
    slack = 0.01  # float noise
    return (inner.left() >= outer.left() - slack and inner.right() <= outer.right() + slack
            and inner.top() >= outer.top() - slack and inner.bottom() <= outer.bottom() + slack)


def _wrapped(text: str, fm: QFontMetricsF, width: float) -> list[str] | None:
    """Greedy lines at spaces (explicit newlines kept); None when one word alone is too wide."""
    lines = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            candidate = f"{line} {word}" if line else word
            if fm.horizontalAdvance(candidate) <= width or not line:
                line = candidate
            else:
                lines.append(line)
                line = word
            if fm.horizontalAdvance(line) > width:
                return None
        lines.append(line)
    return lines


def _elided_lines(text: str, fm: QFontMetricsF, width: float, room: int) -> list[str]:
    """At most ``room`` lines: words too wide are elided, the last line kept ends in "…"."""
    lines = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            candidate = f"{line} {word}" if line else word
            if fm.horizontalAdvance(candidate) <= width:
                line = candidate
                continue
            if line:
                lines.append(line)
            line = word if fm.horizontalAdvance(word) <= width else \
                fm.elidedText(word, Qt.ElideRight, width)
        lines.append(line)
    if len(lines) > room:
        last = lines[room - 1]
        if not last.endswith(ELLIPSIS):
            last += " " + ELLIPSIS
        lines = lines[:room - 1] + [fm.elidedText(last, Qt.ElideRight, width)
                                    if fm.horizontalAdvance(last) > width else last]
    return lines


def _shortened(text: str, names, keep: int) -> str:
    """``text`` with every name longer than ``keep`` letters cut to them and "…"."""
    for name in sorted(set(names), key=len, reverse=True):
        if len(name) > keep:
            text = text.replace(name, name[:keep].rstrip() + ELLIPSIS)
    return text


def _at(text: str, rect: QRectF, flags: int, fm: QFontMetricsF, wrap: bool) -> str | None:
    """``text`` as it fits ``rect`` in ``fm``'s font, on one line or (``wrap``) broken at
    spaces; None if it does not."""
    if _inside(fm.boundingRect(rect, flags, text), rect):
        return text
    if wrap:
        lines = _wrapped(text, fm, rect.width())
        if lines is not None:
            joined = "\n".join(lines)
            if _inside(fm.boundingRect(rect, flags, joined), rect):
                return joined
    return None


def fit(text: str, rect: QRectF, flags, font: QFont, smallest: float | None = None,
        wrap: bool = True, names=()) -> Fitted:
    """How ``text`` fits ``rect``: the largest font from ``font``'s pixel size down to
    ``smallest`` (default: FLOOR of it) that holds it on one line; else (``wrap``) the
    largest that holds it wrapped at spaces; else at ``smallest`` with the ``names`` in it
    shortened; else elided."""
    flags = _flags(flags) & ~_WRAP  # the lines are broken here, so Qt's measure is the draw
    # A name is one word: lines break between names, never inside one (nor at a no-break
    # space); the text drawn has plain spaces again.
    names = [n.replace(" ", NBSP) for n in names if n]
    for name in sorted(set(names), key=len, reverse=True):
        text = text.replace(name.replace(NBSP, " "), name)
    result = _fit(text, rect, flags, font, smallest, wrap, names)
    plain = result.text.replace(NBSP, " ")
    return Fitted(result.font, plain, QFontMetricsF(result.font).boundingRect(rect, flags, plain))


def _fit(text: str, rect: QRectF, flags: int, font: QFont, smallest: float | None, wrap: bool,
         names) -> Fitted:
    px = font.pixelSize()
    if px <= 0:  # a point size: measured as is
        px = round(QFontMetricsF(font).height() / 1.2)
    floor = max(1, min(px, round(smallest if smallest is not None else px * FLOOR)))
    # A little smaller on one line reads better than a word alone on a second line; a long
    # text wraps at the largest size that holds it.
    for wrapping in (False, True) if wrap else (False,):
        for size in range(px, floor - 1, -1):
            f = sized(font, size)
            fm = QFontMetricsF(f)
            done = _at(text, rect, flags, fm, wrapping)
            if done is not None:
                return Fitted(f, done, fm.boundingRect(rect, flags, done))
    longest = max((len(n) for n in names), default=0)
    for keep in range(longest - 1, 0, -1):
        short = _shortened(text, names, keep)
        done = _at(short, rect, flags, fm, wrap)
        if done is not None:
            return Fitted(f, done, fm.boundingRect(rect, flags, done))
    width = rect.width()
    room = max(1, int(rect.height() // fm.lineSpacing())) if wrap else 1
    if not wrap:
        text = text.replace("\n", " ")
    for rows in range(room, 0, -1):  # leading may push the last line out: one fewer
        joined = "\n".join(_elided_lines(text, fm, width, rows))
        bounds = fm.boundingRect(rect, flags, joined)
        if _inside(bounds, rect):
            break
    return Fitted(f, joined, bounds)


def draw_fitted(painter: QPainter, rect: QRectF, flags, text: str, font: QFont | None = None,
                smallest: float | None = None, wrap: bool = True, names=()) -> QRectF:
    """Draw ``text`` in ``rect`` as ``fit`` says (in the painter's font when ``font`` is
    None); returns where it went. The painter's font is left as it was."""
    if not text:
        return QRectF(rect.center(), rect.center())
    result = fit(text, rect, flags, font if font is not None else painter.font(), smallest,
                 wrap, names)
    old = painter.font()
    painter.setFont(result.font)
    painter.drawText(rect, _flags(flags) & ~_WRAP, result.text)
    painter.setFont(old)
    return result.bounds
