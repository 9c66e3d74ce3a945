"""Render the pictures of the Bingolino rules pages from the real board.

    QT_QPA_PLATFORM=offscreen python tools/render_rules_images.py

Writes resources/rules/img/bingolino_<picture>.<lang>.png for English and Russian: a grid
being arranged, a roll with highlighted tiles and reduced totals, a forced turn-back and a
completed line with its star. The positions come from seeded games, so reruns give the same
pictures.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bingolino_app.core.session import Seat, Session  # noqa: E402
from bingolino_app.games.bingolino.state import Arrange, Flip, TurnBack  # noqa: E402
from bingolino_app.ui.boards.bingolino import Board  # noqa: E402
from bingolino_app.ui.boards.bingolino.layout import BIG, GRID_H  # noqa: E402
from bingolino_app.ui.boards.bingolino.interaction import suggested_layout  # noqa: E402

OUT = ROOT / "resources" / "rules" / "img"
NAMES = {"en": ["Anna", "Boris"], "ru": ["Анна", "Борис"]}


def seats(lang: str) -> list[Seat]:
    return [Seat(NAMES[lang][0]), Seat(NAMES[lang][1], "computer")]


def find(lang: str, want) -> tuple[Session, list]:
    """The first position of a seeded game where ``want(session)`` holds (humans arrange as
    the planner suggests, everything else is random but seeded)."""
    for seed in range(1, 500):
        session = Session("bingolino", seats(lang), {"starter": 0}, seed)
        rng, events = random.Random(seed), session.events()
        while session.pending_players():
            if want(session, events):
                return session, events
            p = session.pending_players()[0]
            legal = session.state.legal_actions(p)
            action = legal[rng.randrange(len(legal))]
            if isinstance(action, Arrange):
                action = Arrange(suggested_layout(session.state.hands[p]))
            events = session.apply(p, action)
    raise RuntimeError("no position found")


def board_for(session: Session, events) -> Board:
    board = Board(session.seats, session.options)
    board.animation_speed = 0
    legal = {p: session.state.legal_actions(p) for p in session.pending_humans()}
    board.show_state(session.state.observation(0), legal, events)
    return board


def save(board: Board, rect: QRectF, width: int, path: Path) -> None:
    image = QImage(width, int(width * rect.height() / rect.width()), QImage.Format_RGB32)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.Antialiasing)
    painter.setRenderHint(QPainter.SmoothPixmapTransform)
    board.scene.render(painter, QRectF(image.rect()), rect, Qt.IgnoreAspectRatio)
    painter.end()
    image.save(str(path), "PNG", 9)
    print(path.relative_to(ROOT), image.width(), "x", image.height(),
          path.stat().st_size // 1024, "KB")


def big_grid_rect(board: Board) -> QRectF:
    return QRectF(20, board.table.panel.y - 6, 520, GRID_H * BIG + 6)


def bottom_rect(board: Board) -> QRectF:
    return QRectF(20, board.table.panel.y - 6, 1210, GRID_H * BIG + 6)


def render(lang: str) -> None:
    # 1. Arranging: the planner's layout in the editor.
    session, events = find(lang, lambda s, e: s.state.phase == "arrange")
    board = board_for(session, events)
    board.interaction.arrange_for_me()
    save(board, big_grid_rect(board), 340, OUT / f"bingolino_setup.{lang}.png")

    # 2. A roll: the total and a reduced total both usable.
    def roll(s, e):
        st = s.state
        if st.phase != "flip" or st.active != 0 or 0 not in st.pending:
            return False
        grid, total = st.grids[0], sum(st.dice)
        kinds = {grid[a.cell] == total for a in st.legal_actions(0) if isinstance(a, Flip)}
        return kinds == {True, False} and len(st.dice) >= 3
    save(board_for(*find(lang, roll)), bottom_rect(board), 560,
         OUT / f"bingolino_roll.{lang}.png")

    # 3. Nothing matches: a face-down tile must come back.
    def back(s, e):
        st = s.state
        legal = st.legal_actions(0) if st.phase == "flip" else []
        return len(legal) > 1 and isinstance(legal[0], TurnBack) and st.active == 0
    save(board_for(*find(lang, back)), bottom_rect(board), 560,
         OUT / f"bingolino_back.{lang}.png")

    # 4. A star: the last tile of a line just turned.
    def star(s, e):
        return any(ev.key == "bingolino.star" and ev.args["player"] == 0 for ev in e) and \
            s.state.phase == "choose" and s.state.active == 0
    board = board_for(*find(lang, star))
    save(board, big_grid_rect(board), 340, OUT / f"bingolino_star.{lang}.png")


def main() -> None:
    app = QApplication.instance() or QApplication(sys.argv)
    from bingolino_app.ui.common import i18n

    OUT.mkdir(parents=True, exist_ok=True)
    for lang in ("en", "ru"):
        i18n.install_language(app, lang)
        render(lang)


if __name__ == "__main__":
    main()
