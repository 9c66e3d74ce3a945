"""Lays score cards out on pages and paints them: one code path for preview, PDF and printer.

A page holds 1, 2 or 4 cards. The page orientation and the split (two halves side by side or
one above the other) are chosen so that each card, kept at its own aspect, is as large as
possible. Cards are never rotated, so a cut-out card reads the right way up.
"""

from __future__ import annotations

import attrs
from PySide6.QtCore import QLineF, QMarginsF, QRectF, Qt
from PySide6.QtGui import QPageLayout, QPageSize, QPagedPaintDevice, QPainter, QPen

from bingolino_app.ui.common import theme
from bingolino_app.ui.printing.sheet import SheetSet

PER_PAGE = (1, 2, 4)
PAPERS = {"a4": QPageSize.A4, "letter": QPageSize.Letter}
MARGIN_MM = 10.0
GUTTER_MM = 10.0  # between two cards: room to cut along the dashed line
_GRIDS = {1: ((1, 1),), 2: ((1, 2), (2, 1)), 4: ((2, 2),)}  # (columns, rows)


@attrs.frozen
class PagePlan:
    paper: str
    per_page: int
    landscape: bool
    columns: int
    rows: int

    @property
    def orientation(self) -> QPageLayout.Orientation:
        return QPageLayout.Landscape if self.landscape else QPageLayout.Portrait

    def page_layout(self) -> QPageLayout:
        return QPageLayout(QPageSize(PAPERS[self.paper]), self.orientation,
                           QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
                           QPageLayout.Millimeter)


def fit(cell: QRectF, aspect: float) -> QRectF:
    """The largest rect of width/height ``aspect`` centred in ``cell``."""
    width = min(cell.width(), cell.height() * aspect)
    height = width / aspect
    return QRectF(cell.center().x() - width / 2, cell.center().y() - height / 2, width, height)


def cells(area: QRectF, columns: int, rows: int, gutter: float) -> list[QRectF]:
    """The slots of a page, row by row."""
    w = (area.width() - gutter * (columns - 1)) / columns
    h = (area.height() - gutter * (rows - 1)) / rows
    return [QRectF(area.left() + c * (w + gutter), area.top() + r * (h + gutter), w, h)
            for r in range(rows) for c in range(columns)]


def plan_pages(aspect: float, per_page: int, paper: str) -> PagePlan:
    if per_page not in PER_PAGE:
        raise ValueError(f"cards per page must be one of {PER_PAGE}")
    size = QPageSize(PAPERS[paper]).size(QPageSize.Millimeter)
    best: tuple[float, PagePlan] | None = None
    for landscape in (False, True):
        w, h = (size.height(), size.width()) if landscape else (size.width(), size.height())
        area = QRectF(0, 0, w - 2 * MARGIN_MM, h - 2 * MARGIN_MM)
        for columns, rows in _GRIDS[per_page]:
            card = fit(cells(area, columns, rows, GUTTER_MM)[0], aspect)
            size_score = card.width() * card.height()
            if best is None or size_score > best[0] + 1e-6:  # ties keep portrait
                best = (size_score, PagePlan(paper, per_page, landscape, columns, rows))
    return best[1]


def card_rects(device: QPagedPaintDevice, plan: PagePlan, aspect: float) -> list[QRectF]:
    """Where the cards of one page go, in the painter coordinates of ``device`` (whose origin
    is the top left corner of the printable area)."""
    dpi = device.resolution()
    paint = device.pageLayout().paintRectPixels(dpi)
    area = QRectF(0, 0, paint.width(), paint.height())
    gutter = GUTTER_MM / 25.4 * dpi
    return [fit(c, aspect) for c in cells(area, plan.columns, plan.rows, gutter)]


def page_count(sheet_set: SheetSet, per_page: int) -> int:
    return max(1, -(-sheet_set.cards // per_page))


def render(sheet_set: SheetSet, painter: QPainter, device: QPagedPaintDevice,
           plan: PagePlan) -> int:
    """Paint every card of ``sheet_set`` on ``device`` (already begun by ``painter``), adding
    pages as needed. Returns the number of pages. Paper is paper: the same in every theme, in
    the preview too (it shows what will print)."""
    with theme.paper():
        return _render(sheet_set, painter, device, plan)


def _render(sheet_set: SheetSet, painter: QPainter, device: QPagedPaintDevice,
            plan: PagePlan) -> int:
    pages = page_count(sheet_set, plan.per_page)
    for page in range(pages):
        if page:
            device.newPage()
        rects = card_rects(device, plan, sheet_set.aspect)
        first = page * plan.per_page
        for slot, rect in enumerate(rects):
            index = first + slot
            if index >= sheet_set.cards:
                break
            painter.save()
            painter.setClipRect(rect)
            sheet_set.paint_card(painter, rect, index)
            painter.restore()
        if plan.per_page > 1:
            _cut_lines(painter, device, plan)
    return pages


def _cut_lines(painter: QPainter, device: QPagedPaintDevice, plan: PagePlan) -> None:
    """Thin dashed lines in the middle of the gutters, to cut the cards apart."""
    dpi = device.resolution()
    paint = device.pageLayout().paintRectPixels(dpi)
    w, h = paint.width(), paint.height()
    painter.save()
    pen = QPen(theme.printed("cut"), max(1.0, dpi / 150), Qt.DashLine)
    painter.setPen(pen)
    for c in range(1, plan.columns):
        x = w * c / plan.columns
        painter.drawLine(QLineF(x, 0, x, h))
    for r in range(1, plan.rows):
        y = h * r / plan.rows
        painter.drawLine(QLineF(0, y, w, y))
    painter.restore()

