"""The contrast audit's checks (tests/ui/test_contrast.py runs them): WCAG 2.2's contrast ratio of
each text a board shows against what lies under it, read from the board as drawn.

A board's texts are those it registers for the layout audit (boards/fit.py): text items, and
what painted items declare in ``text_boxes()`` (with the colour they paint it in). The scene is
rendered twice: once without its text items, where each text item's rectangle shows just what
lies under it, and once whole, where a painted text's rectangle shows its letters on what lies
under them (the pixels near its own colour are its letters; the rest is its background). A text
item is read where it shows (the pixels it changes): partly covered by a sheet over the table,
only its uncovered part; wholly covered, not at all.

The background of a text is each colour that covers at least a sixth of what lies under it
(colours binned 16 steps a channel, so a gradient or anti-aliasing makes no colour of its own),
and the text must stand out from every one of them: ink on a paper with a hatched mark must
stand out from the paper and from the hatching.
"""

from __future__ import annotations

import math

import attrs
from PySide6.QtCore import QPoint, QRect, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QTextFormat
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem

from bingolino_app.ui.boards.fit import visible
from bingolino_app.ui.common.theme import contrast, over

SCALE = 1.5  # rendering pixels per scene unit: the smallest board text gets ~27 pixels
SHARE = 1 / 6  # a background colour covers at least this much of what lies under a text
NEAR_TEXT = 70.0  # a painted pixel this close (RGB distance) to a text's colour is a letter


@attrs.frozen
class Reading:
    """One text's lowest contrast against what lies under it."""

    text: str
    ratio: float
    colour: str  # the text's colour
    background: str  # the background colour that gave the lowest ratio


def render(scene, area: QRectF, hidden=()) -> QImage:
    """The part ``area`` of the scene at SCALE, with the items of ``hidden`` hidden meanwhile."""
    image = QImage(max(1, math.ceil(area.width() * SCALE)),
                   max(1, math.ceil(area.height() * SCALE)), QImage.Format_RGB32)
    image.fill(QColor("black"))
    was = [(item, item.isVisible()) for item in hidden]
    for item, _ in was:
        item.setVisible(False)
    try:
        painter = QPainter(image)
        painter.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing)
        scene.render(painter, QRectF(image.rect()), area)
        painter.end()
    finally:
        for item, shown in was:
            item.setVisible(shown)
    return image


def item_colours(item) -> list[QColor]:
    """The colours a text item writes in: its brush, or its default colour and every colour
    its rich text sets."""
    if isinstance(item, QGraphicsSimpleTextItem):
        return [item.brush().color()]
    default = item.defaultTextColor()
    colours = []
    block = item.document().begin()
    while block.isValid():
        fragments = block.begin()
        while not fragments.atEnd():
            fragment = fragments.fragment()
            if fragment.text().strip():
                fmt = fragment.charFormat()
                colours.append(fmt.foreground().color()
                               if fmt.hasProperty(QTextFormat.ForegroundBrush) else default)
            fragments += 1
        block = block.next()
    unique = {c.rgba(): c for c in colours}
    return list(unique.values()) or [default]


def _pixels(image: QImage, area: QRect | None = None) -> list[QColor]:
    area = image.rect() if area is None else area
    return [QColor(image.pixel(x, y)) for y in range(area.top(), area.bottom() + 1)
            for x in range(area.left(), area.right() + 1)]


def shown_area(without: QImage, whole: QImage) -> QRect | None:
    """Where a text shows (the pixels it changes, and 4 around them), None when it is covered
    by what lies over it (a summary sheet over the table)."""
    xs, ys = [], []
    for y in range(whole.height()):
        for x in range(whole.width()):
            if without.pixel(x, y) != whole.pixel(x, y):
                xs.append(x)
                ys.append(y)
    if len(xs) < 0.01 * whole.width() * whole.height():
        return None
    return QRect(QPoint(min(xs) - 4, min(ys) - 4), QPoint(max(xs) + 4, max(ys) + 4)) \
        .intersected(whole.rect())


def backgrounds(pixels: list[QColor]) -> list[QColor]:
    """The colours covering at least SHARE of ``pixels`` (the most common one at least)."""
    bins: dict[tuple, list[QColor]] = {}
    for c in pixels:
        bins.setdefault((c.red() >> 4, c.green() >> 4, c.blue() >> 4), []).append(c)
    ranked = sorted(bins.values(), key=len, reverse=True)
    chosen = [b for b in ranked if len(b) >= SHARE * len(pixels)] or ranked[:1]
    return [QColor(round(sum(c.red() for c in b) / len(b)),
                   round(sum(c.green() for c in b) / len(b)),
                   round(sum(c.blue() for c in b) / len(b))) for b in chosen]


def _distance(a: QColor, b: QColor) -> float:
    return math.dist((a.red(), a.green(), a.blue()), (b.red(), b.green(), b.blue()))


def lowest(text: str, colours: list[QColor], under: list[QColor]) -> Reading | None:
    worst = None
    for colour in colours:
        for background in backgrounds(under) if under else []:
            seen = over(colour, background) if colour.alpha() < 255 else colour
            ratio = contrast(seen, background)
            if worst is None or ratio < worst.ratio:
                worst = Reading(text, ratio, colour.name(), background.name())
    return worst


def board_readings(board) -> list[Reading]:
    """Every visible text of ``board`` with its lowest contrast."""
    scene = board.scene
    readings = []
    for item in scene.items():
        if not visible(item):
            continue
        if isinstance(item, (QGraphicsSimpleTextItem, QGraphicsTextItem)):
            reading = _item_reading(scene, item)
            if reading is not None:
                readings.append(reading)
        elif hasattr(item, "text_boxes"):
            readings += [r for r in (_painted_reading(scene, box) for box in item.text_boxes()
                                     if box.colour is not None) if r is not None]
    return readings


def _item_reading(scene, item) -> Reading | None:
    """A text item: what lies under it is the scene drawn without it, where it shows."""
    if isinstance(item, QGraphicsSimpleTextItem):
        text, rect = item.text(), item.boundingRect()
    else:
        text = item.toPlainText()
        margin = item.document().documentMargin()
        rect = item.boundingRect().adjusted(margin, margin, -margin, -margin)
    if not text.strip():
        return None
    area = item.mapRectToScene(rect)
    whole, without = render(scene, area), render(scene, area, hidden=[item])
    shown = shown_area(without, whole)
    if shown is None:
        return None
    colours = item_colours(item)
    if item.effectiveOpacity() < 1.0:
        colours = [QColor(c.red(), c.green(), c.blue(), round(c.alpha() * item.effectiveOpacity()))
                   for c in colours]
    return lowest(text, colours, _pixels(without, shown))


def _painted_reading(scene, box) -> Reading | None:
    """A painted text: its letters are the pixels near its colour, the rest lies under it."""
    pixels = _pixels(render(scene, box.rect))
    under = [c for c in pixels if _distance(c, box.colour) > NEAR_TEXT]
    if len(under) < 0.1 * len(pixels):  # letters everywhere: no background seen
        return Reading(box.text, 1.0, box.colour.name(), "?")
    return lowest(box.text, [box.colour], under)
