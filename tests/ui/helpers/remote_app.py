"""A real app window at a table across computers, for the two-process match
(tests/ui/test_remote_two_apps.py): ``python remote_app.py host FLAG`` or ``python
remote_app.py join LINK``, with its own data and config folders (BINGOLINO_DATA_DIR,
BINGOLINO_CONFIG_DIR).

- ``host``: Game → Host a table…, answered as a player would (Domino Bingo, a friend at the
  second seat, a match to 7); the app starts its embedded table server (on the loopback, and
  announced there only); prints ``invite <link>`` from the lobby; plays its seat to the end
  through the board's signal; prints ``result ...``; keeps serving until the file FLAG exists
  (the other window has finished too), then quits.
- ``join``: Game → Join a table…: waits until the host's table is listed among those found
  on the (loopback) network (prints ``found <its line>``), pastes the link, types "Bob";
  plays to the end; prints ``result ...`` and quits.

``result <seat> <digest of the finished save> <games in this history> <log lines>``.
"""

from __future__ import annotations

import os
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

LIMIT_S = 240.0


def say(*words) -> None:
    print(*words, flush=True)


def wait(app, condition, seconds: float, what: str) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            raise SystemExit(f"timed out waiting for {what}")
        app.processEvents()
        time.sleep(0.005)


def answer_dialog(app, kind: type, fill) -> None:
    """When the modal dialog of ``kind`` is up, ``fill`` it (it accepts it)."""
    def look() -> None:
        dialog = app.activeModalWidget()
        if isinstance(dialog, kind):
            fill(dialog)
        else:
            QTimer.singleShot(20, look)
    QTimer.singleShot(20, look)


def main() -> None:
    role = sys.argv[1]
    app = QApplication.instance() or QApplication([sys.argv[0]])
    from bingolino_app.ui.common import settings

    settings.get_settings().animation_speed = 0
    from bingolino_app.ui.shell import remote_link

    remote_link.SERVER_HOST = "127.0.0.1"  # a test never listens beyond this computer
    remote_link.DEFAULT_PORT = 0
    remote_link.ANNOUNCE_INTERFACES = ["127.0.0.1"]
    remote_link.ANNOUNCE_ADDRESSES = ["127.0.0.1"]
    from bingolino_app.ui.play.worker import BotWorker
    from bingolino_app.ui.shell.main_window import MainWindow

    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from remote_drive import play_to_the_end

    window = MainWindow(BotWorker(inprocess=True))
    window.resize(1200, 800)
    window.show()
    app.processEvents()
    started = time.monotonic()

    if role == "host":
        from bingolino_app.ui.play.remote.host_dialog import HostDialog

        def fill(dialog) -> None:
            assert dialog.game_id == "domino_bingo", dialog.game_id
            dialog.rows[0].name.setText("Ann")
            assert dialog.rows[1].kind_value() == "human"  # the friend's seat
            target = dialog.option_widgets["target"]
            target.setCurrentIndex(target.findData(7))
            dialog.table_name.setText("Ann's table")
            dialog.accept()

        answer_dialog(app, HostDialog, fill)
        window.act_host.trigger()  # returns once the dialog is answered
        wait(app, lambda: window.remote.lobby is not None, 60, "the lobby")
        lobby = window.remote.lobby
        say("invite", lobby.invite_link)
        say("announced", window.remote.server.announced)
    else:
        from bingolino_app.ui.play.remote.join_dialog import JoinDialog

        link = sys.argv[2]
        from bingolino_app.net.tokens import parse_invite

        server = parse_invite(link)[0]

        def fill(dialog) -> None:
            # The host's table is listed among those found on the (loopback) network.
            deadline = time.monotonic() + 15
            while time.monotonic() < deadline and not any(
                    dialog.nearby.item(i).data(Qt.UserRole) == server
                    for i in range(dialog.nearby.count())):
                app.processEvents()
                time.sleep(0.01)
            found = [dialog.nearby.item(i).text() for i in range(dialog.nearby.count())
                     if dialog.nearby.item(i).data(Qt.UserRole) == server]
            say("found", *(found[:1] or ["nothing"]))
            dialog.invite.setText(link)
            dialog.name.setText("Bob")
            dialog.accept()

        answer_dialog(app, JoinDialog, fill)
        window.act_join.trigger()
    wait(app, lambda: window.controller is not None and window.controller.remote, 60,
         "the table")
    say("seated", window.controller.seat, f"{time.monotonic() - started:.1f}")
    play_to_the_end(window, app.processEvents, LIMIT_S)
    c = window.controller
    wait(app, lambda: window.history._told_waiting or window.history.store() is not None,
         10, "the history")
    from bingolino_app.core import saves
    from bingolino_app.core.history_records import digest

    store = window.history.store()
    games = store.game_count() if store is not None else -1
    wait(app, lambda: not window.remote.book().entries(), 10, "the seat book to let go")
    say("result", c.seat, digest(saves.to_dict(c.session)), games,
        window.side_panel.log.count(), f"{time.monotonic() - started:.1f}")
    if role == "host":  # the other window may still be taking its last update
        flag = sys.argv[2]
        wait(app, lambda: os.path.exists(flag), 120, "the other window")
    window.close()
    app.processEvents()
    say("closed")


if __name__ == "__main__":
    main()
