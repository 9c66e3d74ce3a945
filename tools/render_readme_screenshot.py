"""The README's picture: a Bingolino game in progress, drawn by the app itself.

    QT_QPA_PLATFORM=offscreen python tools/render_readme_screenshot.py   -> docs/screenshot.png

Anna against two computers, English, a fixed seed: the human plays as the greedy bot would
until her turn comes with a total she can turn down, then the window (1200 x 800) is drawn
once the table is at rest. Throwaway data and settings folders; reruns give the same picture.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
OUT = ROOT / "docs" / "screenshot.png"
SEED = 11
MIN_TURN = 9  # far enough in for stars and face-down tiles on every grid


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    tmp = tempfile.mkdtemp(prefix="bingolino-readme-")
    os.environ["BINGOLINO_DATA_DIR"] = f"{tmp}/data"
    os.environ["BINGOLINO_CONFIG_DIR"] = f"{tmp}/config"
    from PySide6.QtWidgets import QApplication

    from bingolino_app.core.bots import bot_seed, choose_move
    from bingolino_app.core.session import Seat
    from bingolino_app.games.bingolino.state import Flip
    from bingolino_app.ui.shell.app import SCREENSHOT_SIZE, settle
    from bingolino_app.ui.common.i18n import install_language
    from bingolino_app.ui.shell.main_window import MainWindow
    from bingolino_app.ui.play.worker import BotWorker

    app = QApplication.instance() or QApplication([sys.argv[0]])
    install_language(app, "en")
    window = MainWindow(BotWorker(inprocess=True), restore=False)
    window.save_window = window.autosave = False
    seats = [Seat("Anna", "human", "normal"), Seat("Bot 1", "computer", "strong"),
             Seat("Bot 2", "computer", "normal")]
    controller = window.start_game("bingolino", seats, {"starter": 0}, SEED)
    window.resize(*SCREENSHOT_SIZE)
    window.show()
    session = controller.session
    for _ in range(2000):
        controller.run_computers_sync()
        app.processEvents()
        state = session.state
        if state.is_terminal():
            raise SystemExit("the game ended before the picture: change SEED or MIN_TURN")
        humans = controller.legal_by_human()
        if not humans:
            continue
        player, legal = next(iter(humans.items()))
        if state.turn >= MIN_TURN and any(isinstance(a, Flip) for a in legal):
            break
        action = choose_move("bingolino", "greedy", state.observation(player), legal,
                             bot_seed(session.seed, len(session.history), player))
        window.board.action_chosen.emit(player, action)
        app.processEvents()
    window.view.fit()
    app.processEvents()
    settle(app, window.board)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    if not window.grab().toImage().save(str(OUT), "PNG", 0):
        raise SystemExit(f"could not write {OUT}")
    print(OUT.relative_to(ROOT))
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
