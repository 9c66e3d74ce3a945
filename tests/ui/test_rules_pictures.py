"""The pictures of the rules pages show today's boards: each is drawn again by its tool
(tools/render_*_images.py) and compared with the committed file. Pictures drawn from an older
board (tricks counted twice, marks without their legend) went unnoticed until looked at."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
import repo_scripts
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem

from bingolino_app.ui.common import i18n

pytestmark = pytest.mark.slow  # draws every picture of the rules pages again

ROOT = Path(__file__).resolve().parents[2]
PICTURES = ROOT / "resources" / "rules" / "img"
TOOLS = ("render_rules_images", "render_qwingo_images", "render_domino_images",
         "render_lino_images")
STEP = 2  # every second pixel of every second row
TOLERANCE = 48  # per colour channel: anti-aliasing, not a changed drawing
ALLOWED = 0.005  # share of the pixels compared that may differ more (0 here)


def load(name: str):
    return repo_scripts.load(f"tools/{name}.py")


def differing(a: QImage, b: QImage) -> float:
    a = a.convertToFormat(QImage.Format_RGB32)
    b = b.convertToFormat(QImage.Format_RGB32)
    count = total = 0
    for y in range(0, a.height(), STEP):
        for x in range(0, a.width(), STEP):
            p, q = a.pixel(x, y), b.pixel(x, y)
            total += 1
            if p != q and max(abs((p >> s & 255) - (q >> s & 255)) for s in (0, 8, 16)) > \
                    TOLERANCE:
                count += 1
    return count / max(1, total)


@pytest.mark.parametrize("tool", TOOLS)
def test_the_rules_pictures_are_drawn_from_todays_boards(tool, qapp, tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "path", list(sys.path))  # a tool puts the checkout first
    module = load(tool)
    monkeypatch.setattr(module, "OUT", tmp_path)
    monkeypatch.setattr(module, "ROOT", tmp_path, raising=False)  # names what it wrote
    monkeypatch.setattr(sys, "argv", [tool])
    try:
        module.main()
    finally:
        i18n.install_language(qapp, "en")
    drawn = sorted(tmp_path.glob("*.png"))
    assert drawn, tool
    for path in drawn:
        kept = QImage(str(PICTURES / path.name))
        assert not kept.isNull(), f"{path.name} is not in resources/rules/img"
        fresh = QImage(str(path))
        assert fresh.size() == kept.size(), (
            f"{path.name}: {fresh.size().toTuple()} drawn, {kept.size().toTuple()} kept; "
            f"run QT_QPA_PLATFORM=offscreen python tools/{tool}.py")
        share = differing(fresh, kept)
        assert share <= ALLOWED, (
            f"{path.name}: {share:.1%} of it differs from today's board; "
            f"run QT_QPA_PLATFORM=offscreen python tools/{tool}.py")


@pytest.mark.parametrize("tool", ["render_rules_images", "render_domino_images"])
def test_no_picture_cuts_a_text_of_the_board_in_two(tool, qapp, tmp_path, monkeypatch):
    """A picture is a piece of the board: each text on the board is in it whole or not at
    all ("Boris drew 5–4" stood cut at the top edge of the Domino following picture)."""
    monkeypatch.setattr(sys, "path", list(sys.path))
    module = load(tool)
    monkeypatch.setattr(module, "OUT", tmp_path)
    monkeypatch.setattr(module, "ROOT", tmp_path, raising=False)
    monkeypatch.setattr(sys, "argv", [tool])
    cut, seen, save = [], [], module.save

    def checked(board, rect, width, path):
        for item in board.scene.items():
            text = item.text() if isinstance(item, QGraphicsSimpleTextItem) else \
                item.toPlainText() if isinstance(item, QGraphicsTextItem) else ""
            if not text.strip() or not item.isVisible():
                continue
            box = item.sceneBoundingRect()
            seen.append(text)
            if rect.intersects(box) and not rect.contains(box):
                cut.append((path.name, text))
        save(board, rect, width, path)

    monkeypatch.setattr(module, "save", checked)
    try:
        module.main()
    finally:
        i18n.install_language(qapp, "en")
    assert seen and not cut
