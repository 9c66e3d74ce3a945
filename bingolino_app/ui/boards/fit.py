"""Texts on a board and the boxes they belong to: what the layout audit checks.

Every text a board shows must stay inside its box (a player's corner, a panel, a card), be
readable when the table is scaled down to a small window, and not run into another text.
A board tells which box a text belongs to in one of two ways:

- a text item (QGraphicsSimpleTextItem, QGraphicsTextItem): ``set_box(item, rect)`` stores the
  rectangle, in the coordinates of the item's parent (of the scene for a top-level item), in
  the item's data under BOX_KEY; an item without a box belongs to the scene rect;
- an item that paints its own texts (a banner, a panel) has a ``text_boxes()`` method that
  returns TextBox records for what it paints (with the colour it paints them in, for the
  contrast audit, tests/ui/test_contrast.py).

``scene_text_boxes`` collects both, for the visible items; ``GameBoard.text_boxes`` returns it.
Texts laid over the table on purpose (an end banner, a deal's summary sheet) carry a layer
above 0: texts overlap only texts of their own layer.
"""

from __future__ import annotations

import attrs
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QGraphicsItem, QGraphicsScene, QGraphicsSimpleTextItem, QGraphicsTextItem,
)

from bingolino_app.ui.common.elide import elided, full_text_tip

BOX_KEY = 0x7842  # QGraphicsItem.setData key: the item's box (QRectF, parent coordinates)
LAYER_KEY = 0x7843  # QGraphicsItem.setData key: the item's layer (int, 0 the table)
OVERLAY = 1
"""The layer of texts laid over the table: banners, sheets, flashes."""


@attrs.frozen
class TextBox:
    """One text on the board, for the layout audit (scene coordinates)."""

    text: str
    rect: QRectF  # where the text lies
    box: QRectF  # what it must stay inside
    pixel_size: float  # its font's pixel size in scene units (the view scales it further)
    layer: int = 0
    colour: QColor | None = None  # a painted text's colour (a text item's is its own)


def pixel_size(font: QFont) -> float:
    return font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF() * 96 / 72


def set_box(item: QGraphicsItem, box: QRectF, layer: int = 0) -> None:
    """``item`` must stay inside ``box`` (its parent's coordinates, the scene's if none)."""
    item.setData(BOX_KEY, QRectF(box))
    item.setData(LAYER_KEY, layer)


def set_elided(item: QGraphicsSimpleTextItem, text: str, width: float) -> str:
    """Show ``text`` in ``item`` cut with "…" to ``width`` (item units), the full text in
    the item's tooltip when cut. Returns what is shown."""
    shown = elided(text, item.font(), width)
    item.setText(shown)
    item.setToolTip(full_text_tip(shown, text))
    return shown


def _box_of(item: QGraphicsItem, scene: QGraphicsScene) -> QRectF:
    box = item.data(BOX_KEY)
    if not isinstance(box, QRectF):
        return scene.sceneRect()
    parent = item.parentItem()
    return parent.mapRectToScene(box) if parent is not None else QRectF(box)


def _layer_of(item: QGraphicsItem) -> int:
    while item is not None:
        layer = item.data(LAYER_KEY)
        if isinstance(layer, int) and layer:
            return layer
        item = item.parentItem()
    return 0


def item_text_box(item: QGraphicsItem, scene: QGraphicsScene) -> TextBox | None:
    """The TextBox of a visible, non-empty text item (None for anything else)."""
    if isinstance(item, QGraphicsSimpleTextItem):
        text, rect = item.text(), item.boundingRect()
    elif isinstance(item, QGraphicsTextItem):
        text = item.toPlainText()
        margin = item.document().documentMargin()
        size = item.document().size()
        # The laid-out text, not the item's rect (which has the margins, and the text width
        # set even for a short line): a word wider than the width does widen the document.
        width = max(item.document().idealWidth(), 0.0)
        rect = QRectF(margin, margin, max(width - 2 * margin, 0.0),
                      max(size.height() - 2 * margin, 0.0))
    else:
        return None
    if not text.strip():
        return None
    return TextBox(text, item.mapRectToScene(rect), _box_of(item, scene),
                   pixel_size(item.font()) * item.sceneTransform().m11(), _layer_of(item))


def visible(item: QGraphicsItem) -> bool:
    return item.isVisible() and item.effectiveOpacity() > 0.05


def scene_text_boxes(scene: QGraphicsScene) -> list[TextBox]:
    """Every visible text of ``scene``: its text items and what painted items declare."""
    found: list[TextBox] = []
    for item in scene.items():
        if not visible(item):
            continue
        box = item_text_box(item, scene)
        if box is not None:
            found.append(box)
        elif hasattr(item, "text_boxes"):
            found += item.text_boxes()
    return found
