"""Real app processes for the fault tests: ``python app_run.py SCENARIO [ARG]``, with the data
and config folders in BINGOLINO_DATA_DIR / BINGOLINO_CONFIG_DIR. Each scenario prints what the
test reads on its last line of stdout.

- ``die SPOT``: play a solo Qwingo game to its end through the window; the process kills itself
  (SIGKILL, no cleanup) at SPOT: ``record`` (as the history would commit the game),
  ``kept`` (the end just written to the waiting folder, the autosave not yet gone) or
  ``forget`` (the game committed, its waiting file not yet removed).
- ``recover``: open the window as a start does and print how many games the history holds.
- ``start``: run the app's own main() as ``bingolino`` does, quit once the window is up, and
  print "started <exit code>".
- ``frozen``: a real worker process is stopped (SIGSTOP) while it thinks, replaced, then the
  window quits: print "quit <seconds> <pids of every worker ever started>".
"""

from __future__ import annotations

import os
import signal
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402


def play_to_the_end(window, app) -> None:
    from bingolino_app.core.bots import bot_seed, choose_move

    c = window.controller
    session = c.session
    for _ in range(3000):
        if session.state.is_terminal():
            return
        app.processEvents()
        humans = c.legal_by_human()
        if not humans:
            continue
        player, legal = next(iter(humans.items()))
        action = choose_move(session.game_id, "greedy", session.state.observation(player),
                             legal, bot_seed(session.seed, len(session.history), player))
        window.board.action_chosen.emit(player, action)
    raise SystemExit("the game did not end")


def think(marker: str) -> None:
    """A search that never ends: says it has begun, then thinks on."""
    os.makedirs(os.path.dirname(marker), exist_ok=True)
    with open(marker, "w") as f:
        f.write("thinking")
    time.sleep(600)


def die(*_args, **_kwargs):
    os.kill(os.getpid(), signal.SIGKILL)


def main() -> None:
    scenario = sys.argv[1]
    app = QApplication.instance() or QApplication([sys.argv[0]])
    from bingolino_app.ui.common import settings

    settings.get_settings().animation_speed = 0
    if scenario == "start":
        from bingolino_app.ui.shell import app as app_module

        QTimer.singleShot(1500, app.quit)
        code = app_module.main([])
        print("started", code, flush=True)
        return

    from bingolino_app.core.session import Seat
    from bingolino_app.ui.shell.main_window import MainWindow
    from bingolino_app.ui.play.worker import BotWorker

    if scenario == "die":
        from bingolino_app.core import history, history_pending

        spot = sys.argv[2]
        if spot == "record":
            history.History.record = die
        elif spot == "kept":
            real_keep = history_pending.keep

            def keep_then_die(*args, **kwargs):
                real_keep(*args, **kwargs)
                die()

            history_pending.keep = keep_then_die
        elif spot == "forget":
            history_pending.forget = die
        window = MainWindow(BotWorker(inprocess=True))
        window.show()
        window.start_game("qwingo", [Seat("Solo")], {}, 12)
        play_to_the_end(window, app)
        print("the process should have died", flush=True)
        sys.exit(3)

    if scenario == "recover":
        from bingolino_app.ui.history import store as history_ui

        window = MainWindow(BotWorker(inprocess=True))
        window.show()
        until = time.monotonic() + 2.0  # the start records what waited once it is up
        while time.monotonic() < until:
            app.processEvents()
            time.sleep(0.01)
        store = history_ui.shared_store(window)
        print("games", store.game_count() if store is not None else -1, flush=True)
        window.close()
        return

    if scenario == "frozen":
        from bingolino_app.ui.play.worker import BotWorker as Worker

        worker = Worker(inprocess=False)
        window = MainWindow(worker)
        window.show()
        pids = []
        marker = os.path.join(os.environ["BINGOLINO_DATA_DIR"], "thinking")
        job = worker.submit(think, marker)  # a search that thinks on
        deadline = time.monotonic() + 30
        while not os.path.exists(marker) and time.monotonic() < deadline:
            time.sleep(0.02)  # until it really runs: frozen in the midst of its search
        pids += worker.pids()
        for pid in worker.pids():
            os.kill(pid, signal.SIGSTOP)  # frozen: it ignores SIGTERM until continued
        worker.restart()  # the controller does this when a search passes its deadline
        assert worker.submit(abs, -4).result(timeout=30) == 4  # the new worker answers
        pids += worker.pids()
        del job
        start = time.monotonic()
        window.close()
        app.quit()
        print("closed", f"{time.monotonic() - start:.3f}", *pids, flush=True)
        return
    raise SystemExit(f"unknown scenario {scenario}")


if __name__ == "__main__":
    main()
