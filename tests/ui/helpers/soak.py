"""Soak of the computer players' worker: many games through the real controller and a real
worker process, the worker killed with SIGKILL every few games at a random moment.

    QT_QPA_PLATFORM=offscreen python tests/ui/helpers/soak.py --games 100 --kill-every 10

Every computer move must be played at its seat's level: the controller may retry a move in a
fresh worker, but never ask for help (``trouble``) nor fall back to a simpler level. Each move
the worker answered is also recomputed in this process afterwards and compared (a level whose
wall-clock cap binds under load may differ; those are counted apart by game and level).
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[3]))  # the checkout, when run directly

GAMES = ("bingolino", "qwingo", "domino_bingo", "lino")
LEVELS = ("easy", "normal", "strong", "greedy")
PLAYERS = {"bingolino": 3, "qwingo": 3, "domino_bingo": 2, "lino": 2}


def soak(games: int, kill_every: int, seed: int = 1, log=None,
         levels: dict[str, tuple[str, ...]] | None = None) -> dict:
    """``levels``: per game, the levels its seats take in turn (default LEVELS for all)."""
    from PySide6.QtCore import QEventLoop
    from PySide6.QtWidgets import QApplication

    from bingolino_app.core.bots import choose_move
    from bingolino_app.core.session import Seat, Session
    from bingolino_app.ui.play.controller import GameController
    from bingolino_app.ui.play.worker import BotWorker
    from stub_board import StubBoard

    app = QApplication.instance() or QApplication([])  # noqa: F841 - boards need one
    rng = random.Random(seed)
    class RecordingWorker(BotWorker):
        """Keeps each job with the worker's answer."""

        def __init__(self):
            super().__init__(inprocess=False)
            self.answers: list = []

        def submit(self, fn, *args):
            future = super().submit(fn, *args)
            future.add_done_callback(
                lambda f: None if f.cancelled() or f.exception() is not None
                else self.answers.append(((fn, args), f.result())))
            return future

    worker = RecordingWorker()
    totals = {"games": 0, "computer_moves": 0, "kills": 0, "restarts": 0, "trouble": 0,
              "recomputed_same": 0, "recomputed_differ": {}}
    started = time.monotonic()
    try:
        for i in range(games):
            game_id = GAMES[i % len(GAMES)]
            own = (levels or {}).get(game_id, LEVELS)
            seats = [Seat(f"C{j}", "computer", own[(i + j) % len(own)])
                     for j in range(PLAYERS[game_id])]
            session = Session(game_id, seats, {}, seed * 1000 + i)
            controller = GameController(session, StubBoard(seats, session.options), worker,
                                        autosave=False)
            loop = QEventLoop()
            controller.game_over.connect(loop.quit)

            def trouble(c=controller):
                if c.trouble:
                    totals["trouble"] += 1
                    c.retry_computers()

            controller.computer_trouble.connect(trouble)
            if i % kill_every == kill_every - 1:
                kill_at = rng.randrange(3, 40)  # a random step of this game

                def kill(s=session, at=kill_at, done=[]):
                    if not done and len(s.history) >= at and worker.pids():
                        done.append(True)
                        os.kill(worker.pids()[0], signal.SIGKILL)
                        totals["kills"] += 1

                controller.changed.connect(kill)
            controller.start()
            if not session.state.is_terminal():
                loop.exec()
            controller.stop()
            totals["computer_moves"] += sum(1 for st in session.history if st.player >= 0)
            # Each answer the worker gave, recomputed here: same job, same level, same move.
            for (fn, args), action in worker.answers:
                if choose_move(*args) == action:
                    totals["recomputed_same"] += 1
                else:
                    key = f"{game_id}/{args[1]}"
                    totals["recomputed_differ"][key] = totals["recomputed_differ"].get(key, 0) + 1
            worker.answers.clear()
            totals["games"] += 1
            if log:
                log(f"game {i + 1}/{games} {game_id}: {len(session.history)} steps, "
                    f"restarts {worker.restarts}, kills {totals['kills']}")
    finally:
        totals["restarts"] = worker.restarts
        worker.shutdown()
    totals["seconds"] = round(time.monotonic() - started, 1)
    return totals


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--kill-every", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    result = soak(args.games, args.kill_every, args.seed, log=lambda s: print(s, flush=True))
    print(result)
    return 0 if result["trouble"] == 0 and result["kills"] > 0 else 1


if __name__ == "__main__":
    sys.exit(main())
