"""Render the pictures of the Domino Bingo rules pages from the real board.

    QT_QPA_PLATFORM=offscreen python tools/render_domino_images.py [--shots DIR]

Writes resources/rules/img/domino_<picture>.<lang>.png for English and Russian: the table in
the middle of a deal, and a hand once the stock is closed (only the stones that may follow
are lit). With --shots, also full-window screenshots (a deal in progress, the score pad) in
DIR. Positions come from seeded games between greedy players, so reruns give the same
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

from bingolino_app.core.bots import choose_move  # noqa: E402
from bingolino_app.core.session import Seat, Session  # noqa: E402
from bingolino_app.ui.boards.domino_bingo import Board  # noqa: E402

OUT = ROOT / "resources" / "rules" / "img"
NAMES = {"en": ["Anna", "Boris"], "ru": ["Анна", "Борис"]}
VARIANT = {"en": "english", "ru": "russian"}


def find(lang: str, want, seed0: int = 1) -> Session:
    """The first position of a seeded greedy-against-greedy match where ``want`` holds and
    player 0 must move."""
    for seed in range(seed0, seed0 + 300):
        seats = [Seat(NAMES[lang][0]), Seat(NAMES[lang][1], "computer", "greedy")]
        session = Session("domino_bingo", seats, {"variant": VARIANT[lang]}, seed)
        rng = random.Random(seed)
        while session.pending_players():
            p = session.pending_players()[0]
            if p == 0 and want(session.state):
                return session
            legal = session.state.legal_actions(p)
            session.apply(p, choose_move("domino_bingo", "greedy", session.state.observation(p),
                                         legal, rng.randrange(1 << 30)))
    raise RuntimeError("no position found")


def board_for(session: Session) -> Board:
    board = Board(session.seats, session.options)
    board.animation_speed = 0
    legal = {p: session.state.legal_actions(p) for p in session.pending_humans()}
    board.show_state(session.state.observation(0), legal, [])
    return board


def save(board: Board, rect: QRectF, width: int, path: Path) -> None:
    image = QImage(width, int(width * rect.height() / rect.width()), QImage.Format_RGB32)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.Antialiasing)
    board.scene.render(painter, QRectF(image.rect()), rect, Qt.IgnoreAspectRatio)
    painter.end()
    image.save(str(path), "PNG", 9)
    print(path.relative_to(ROOT), image.width(), "x", image.height())


def mid_deal(state) -> bool:
    return (state.deal_no >= 2 and len(state.tricks) >= 3 and bool(state.trick)
            and bool(state.stock) and state.closed_by is None)


def strict_follow(state) -> bool:
    if not state.trick or not state.strict:
        return False
    playable = state.playable(0)
    return 1 < len(playable) < len(state.hands[0]) - 1


def render(lang: str) -> None:
    board = board_for(find(lang, mid_deal))
    save(board, board.scene.sceneRect(), 640, OUT / f"domino_table.{lang}.png")
    board = board_for(find(lang, strict_follow))
    save(board, QRectF(0, 200, 1180, 600), 640, OUT / f"domino_follow.{lang}.png")


def screenshots(lang: str, out: Path) -> None:
    """The whole window: a deal in progress, and the score pad after a few deals."""
    from bingolino_app.ui.common import settings as settings_module
    from bingolino_app.ui.shell.main_window import MainWindow
    from bingolino_app.ui.play.worker import BotWorker

    settings_module.get_settings().animation_speed = 0
    for name, want in (("deal", mid_deal),
                       ("pad", lambda s: s.deal_no >= 4 and mid_deal(s))):
        session = find(lang, want)
        window = MainWindow(BotWorker(inprocess=True))
        window.resize(1400, 860)
        window.start_game("domino_bingo", session.seats, session.options, session.seed)
        controller = window.controller
        for player, action in session.actions[len(controller.session.actions):]:
            if player >= 0:  # chance follows by itself, from the same seed
                controller.session.apply(player, action)
        controller._refresh([], rebuild_log=True)
        window.show()
        QApplication.processEvents()
        if name == "pad":
            window.board.controls().pad.setMinimumHeight(420)
        QApplication.processEvents()
        path = out / f"domino_{name}.{lang}.png"
        window.grab().save(str(path))
        print(path)
        controller.stop()
        window.close()


def main() -> None:
    app = QApplication.instance() or QApplication(sys.argv)
    from bingolino_app.ui.common import i18n

    shots = Path(sys.argv[sys.argv.index("--shots") + 1]) if "--shots" in sys.argv else None
    OUT.mkdir(parents=True, exist_ok=True)
    for lang in ("en", "ru"):
        i18n.install_language(app, lang)
        render(lang)
        if shots is not None:
            shots.mkdir(parents=True, exist_ok=True)
            screenshots(lang, shots)


if __name__ == "__main__":
    main()
