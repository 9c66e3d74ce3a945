"""Render the pictures of the Qwingo rules pages from the real board and sheet.

    QT_QPA_PLATFORM=offscreen python tools/render_qwingo_images.py

Writes resources/rules/img/qwingo_<picture>.<lang>.png for English and Russian: the start
numbers being placed, a turn with the boxes lit up (one of them risky) and a printed blank
sheet. Positions come from a fixed seed, so reruns give the same pictures.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bingolino_app.core.game import CHANCE  # noqa: E402
from bingolino_app.core.session import Seat  # noqa: E402
from bingolino_app.games.qwingo.state import (  # noqa: E402
    Call, Enter, QwingoState, Roll, Setup, Starter,
)
from bingolino_app.ui.boards.qwingo import Board  # noqa: E402
from bingolino_app.ui.boards.qwingo.paper import CARD_H, CARD_W  # noqa: E402
from bingolino_app.ui.boards.qwingo.sheet import make_sheet  # noqa: E402

OUT = ROOT / "resources" / "rules" / "img"
NAMES = {"en": ["Anna", "Boris"], "ru": ["Анна", "Борис"]}
LAYOUT = ((10, 1), (30, 3), (20, 2), (50, 5), (40, 4))


def render_scene(board: Board, rect: QRectF, width: int) -> QImage:
    image = QImage(width, int(width * rect.height() / rect.width()), QImage.Format_RGB32)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing)
    board.scene.render(painter, QRectF(image.rect()), rect, Qt.KeepAspectRatio)
    painter.end()
    return image


def setup_picture(lang: str) -> QImage:
    seats = [Seat(NAMES[lang][0]), Seat(NAMES[lang][1], "computer")]
    state = QwingoState(2, {})
    state.apply(Starter(0), CHANCE)
    state.apply(Setup(LAYOUT), 1)
    board = Board(seats, {})
    board.animation_speed = 0
    board.show_state(state.observation(0), {0: state.legal_actions(0)}, [])
    board.interaction.layouts[0] = {0: (10, 1), 2: (20, 2), 1: (30, 3)}
    board.interaction.held = 40
    board.redraw()
    return render_scene(board, board.scene.sceneRect(), 900)


def turn_picture(lang: str) -> QImage:
    seats = [Seat(NAMES[lang][0]), Seat(NAMES[lang][1], "computer")]
    state = QwingoState(2, {})
    state.apply(Starter(0), CHANCE)
    state.apply(Setup(LAYOUT), 0)
    state.apply(Setup(((10, 0), (20, 4), (30, 3), (40, 6), (50, 7))), 1)
    for number, face, boxes in ((5, 0, (0, 0)), (62, 3, (3, 7)), (26, 1, (1, 2))):
        state.apply(Call(number), state.active)
        state.apply(Roll(face), CHANCE)
        state.apply(Enter(*boxes), 0)
        if 1 in state.pending:
            state.apply(state.legal_actions(1)[0], 1)
    state.apply(Call(28), state.active)
    state.apply(Roll(5), CHANCE)  # the lightning
    board = Board(seats, {})
    board.animation_speed = 0
    board.show_state(state.observation(0), {0: state.legal_actions(0)}, [])
    return render_scene(board, board.scene.sceneRect(), 900)


def sheet_picture() -> QImage:
    sheet = make_sheet(None, 1)
    image = QImage(int(CARD_W * 0.8), int(CARD_H * 0.8), QImage.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    sheet.paint_card(painter, QRectF(image.rect()), 0)
    painter.end()
    return image


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    from bingolino_app.ui.common.i18n import install_language

    OUT.mkdir(parents=True, exist_ok=True)
    for lang in ("en", "ru"):
        install_language(app, lang)
        setup_picture(lang).save(str(OUT / f"qwingo_setup.{lang}.png"))
        turn_picture(lang).save(str(OUT / f"qwingo_turn.{lang}.png"))
        sheet_picture().save(str(OUT / f"qwingo_sheet.{lang}.png"))
    install_language(app, "en")
    return 0


if __name__ == "__main__":
    sys.exit(main())
