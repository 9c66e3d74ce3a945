#!/usr/bin/python3
"""The boards as a screen reader on Linux gets them: the app under Xvfb with an AT-SPI bus, read
through pyatspi (the library Orca uses). Not part of CI.

    /usr/bin/python3 tools/atspi_tree.py [--game bingolino|qwingo|domino_bingo|lino|all]
                                         [--seed 7] [--lang en|ru] [--press] [--keys]
                                         [--depth 3]
                                         [--app-python .venv/bin/python]

Needs (Debian/Ubuntu): ``apt-get install at-spi2-core xvfb python3-pyatspi dbus-x11`` and the
xcb libraries Qt's xcb plugin loads (libxcb-cursor0 and friends); ``--keys`` also xdotool
(no window manager gives the window the keyboard under Xvfb). Run it
with the system Python (pyatspi needs its gi); the app runs with ``--app-python`` (the venv's
by default). Without a session bus it starts itself again under ``dbus-run-session``; it starts
Xvfb on a free display and the AT-SPI bus launcher, then the app with
``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 QT_QPA_PLATFORM=xcb`` on a new game (its data and
settings in a temporary folder), and prints the board's tree: role, name, states, actions.
``--press`` then presses, through AT-SPI's Action interface, a few buttons of the side panel
and parts a player may choose (a tile, a box, a stone, a cell; SCRIPTS below, English names),
and prints after each what the app announced and where the focus went, as Orca hears it.
``--keys`` gives the window the keyboard and sends Right, Right, Down and F2 (XTest through
the AT-SPI registry): the focus follows the board's cursor, F2 reads the position.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("bingolino", "qwingo", "domino_bingo", "lino")
INTERESTING = ("focused", "focusable", "selected", "selectable", "checked", "pressed",
               "sensitive", "showing")


def _relaunch_with_bus() -> None:
    if os.environ.get("DBUS_SESSION_BUS_ADDRESS") or os.environ.get("ATSPI_TREE_IN_BUS"):
        return
    runner = shutil.which("dbus-run-session")
    if runner is None:
        sys.exit("atspi_tree: no session bus and no dbus-run-session (apt-get install dbus)")
    env = dict(os.environ, ATSPI_TREE_IN_BUS="1")
    os.execvpe(runner, [runner, "--", sys.executable, *sys.argv], env)


def _free_display() -> int:
    for number in range(90, 140):
        if not Path(f"/tmp/.X11-unix/X{number}").exists() \
                and not Path(f"/tmp/.X{number}-lock").exists():
            return number
    raise SystemExit("atspi_tree: no free X display number")


class Stack:
    """Xvfb, the AT-SPI bus and the app: started in that order, stopped in reverse."""

    def __init__(self, app_python: str, lang: str) -> None:
        self.app_python = app_python
        self.lang = lang
        self.processes: list[subprocess.Popen] = []
        self.home = tempfile.mkdtemp(prefix="atspi-tree-")

    def start_display(self) -> None:
        if os.environ.get("DISPLAY") and not os.environ.get("ATSPI_TREE_XVFB"):
            return
        number = _free_display()
        xvfb = shutil.which("Xvfb")
        if xvfb is None:
            raise SystemExit("atspi_tree: Xvfb is missing (apt-get install xvfb)")
        self.processes.append(subprocess.Popen([xvfb, f":{number}", "-screen", "0",
                                                "1280x900x24"], stderr=subprocess.DEVNULL))
        os.environ["DISPLAY"] = f":{number}"
        time.sleep(1.0)

    def start_bus(self) -> None:
        for path in ("/usr/libexec/at-spi-bus-launcher",
                     "/usr/lib/at-spi2-core/at-spi-bus-launcher"):
            if Path(path).exists():
                self.processes.append(subprocess.Popen([path, "--launch-immediately"],
                                                       stderr=subprocess.DEVNULL))
                time.sleep(1.0)
                return
        raise SystemExit("atspi_tree: at-spi-bus-launcher is missing (apt-get install "
                         "at-spi2-core)")

    def start_app(self, game: str, seed: int) -> subprocess.Popen:
        env = dict(os.environ, QT_QPA_PLATFORM="xcb", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
                   QT_ACCESSIBILITY="1", BINGOLINO_DATA_DIR=f"{self.home}/data",
                   BINGOLINO_CONFIG_DIR=f"{self.home}/config", PYTHONPATH=str(ROOT))
        app = subprocess.Popen([self.app_python, "-m", "bingolino_app", "--another-window",
                                "--game", game, "--seed", str(seed), "--lang", self.lang],
                               cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, text=True)
        self.processes.append(app)
        return app

    def stop(self) -> None:
        for process in reversed(self.processes):
            if process.poll() is None:
                process.terminate()
                try:
                    process.wait(5)
                except subprocess.TimeoutExpired:
                    process.kill()
        self.processes.clear()
        shutil.rmtree(self.home, ignore_errors=True)


# --- reading the tree (pyatspi) ------------------------------------------------------------------
def describe(acc) -> str:
    import pyatspi

    try:
        states = acc.getState()
        shown = [name for name in INTERESTING
                 if states.contains(getattr(pyatspi, "STATE_" + name.upper()))]
    except Exception as exc:  # noqa: BLE001 - a part gone while read
        shown = [f"?{exc}"]
    try:
        action = acc.queryAction()
        actions = [action.getName(i) for i in range(action.nActions)]
    except NotImplementedError:
        actions = []
    text = f"[{acc.getRoleName()}] {acc.name!r}"
    if shown:
        text += " {" + ", ".join(shown) + "}"
    if actions:
        text += " actions=" + ",".join(actions)
    return text


def children(acc) -> list:
    out = []
    for i in range(acc.childCount):
        child = acc.getChildAtIndex(i)
        if child is not None:
            out.append(child)
    return out


def find(acc, test, depth: int = 0):
    if depth > 30:
        return None
    try:
        if test(acc):
            return acc
    except Exception:  # noqa: BLE001
        return None
    for child in children(acc):
        found = find(child, test, depth + 1)
        if found is not None:
            return found
    return None


def print_tree(acc, depth: int, limit: int, per_level: int = 12) -> None:
    print("  " * depth + describe(acc), flush=True)
    if depth >= limit:
        return
    kids = children(acc)
    for child in kids[:per_level]:
        print_tree(child, depth + 1, limit, per_level)
    if len(kids) > per_level:
        print("  " * (depth + 1) + f"… and {len(kids) - per_level} more", flush=True)


def the_app(pid: int, timeout: float = 30.0):
    import pyatspi

    desktop = pyatspi.Registry.getDesktop(0)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for app in children(desktop):
            try:
                if app.get_process_id() == pid:
                    return app
            except Exception:  # noqa: BLE001
                continue
        time.sleep(0.5)
    raise SystemExit("atspi_tree: the app never showed on the AT-SPI bus")


def the_board(app, timeout: float = 20.0):
    import pyatspi

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        board = find(app, lambda a: a.getRole() == pyatspi.ROLE_PANEL and a.childCount > 1
                     and any(word in (a.name or "") for word in ("board", "поле")))
        if board is not None:
            return board
        time.sleep(0.5)
    raise SystemExit("atspi_tree: no board in the app's tree")


LEGAL = ("you may", "may go here", "можно")
SCRIPTS = {  # what --press does, in order: a button's name, or LEGAL: a part a player may choose
    "bingolino": ("Arrange for me", "Done", "Roll 3 dice", LEGAL),
    "qwingo": ("Place for me", "Done", "Call and roll", LEGAL),
    "domino_bingo": (LEGAL, LEGAL),
    "lino": (LEGAL, LEGAL, LEGAL),
}


def press_script(app, game: str, listen: float) -> None:
    """Press, through AT-SPI's Action interface, the buttons and parts of the game's script,
    and print what the app announced and where the focus went after each press."""
    import pyatspi

    heard: list[str] = []

    def on_event(event) -> None:
        if event.type.startswith("object:announcement"):
            heard.append(f"announcement: {event.any_data!r}")
        elif event.type.startswith("object:state-changed:focused") and event.detail1:
            heard.append(f"focus: {describe(event.source)}")

    pyatspi.Registry.registerEventListener(on_event, "object:announcement",
                                           "object:state-changed:focused")

    def pressable(acc) -> bool:
        try:
            return acc.queryAction().nActions > 0 and acc.getState().contains(
                pyatspi.STATE_SENSITIVE) and acc.getState().contains(pyatspi.STATE_SHOWING)
        except NotImplementedError:
            return False

    for step in SCRIPTS[game]:
        board = the_board(app)
        if step is LEGAL:
            target = find(board, lambda a: any(m in (a.name or "") for m in LEGAL)
                          and pressable(a))
        else:
            target = find(app, lambda a, name=step: a.name == name and pressable(a))
        if target is None:
            print(f"nothing to press for {step!r}", flush=True)
            continue
        heard.clear()
        print(f"press {describe(target)}", flush=True)
        target.queryAction().doAction(0)

        def stop() -> None:
            time.sleep(listen)
            pyatspi.Registry.stop()

        threading.Thread(target=stop, daemon=True).start()
        pyatspi.Registry.start()
        for line in heard:
            print("  heard " + line, flush=True)
        if not heard:
            print("  heard nothing", flush=True)


def arrow_keys(app, board, listen: float) -> None:
    """Move the board's keyboard cursor with the arrow keys (XTest, through the AT-SPI
    registry) and print where the focus went, as Orca hears it."""
    import pyatspi

    heard: list[str] = []

    def on_event(event) -> None:
        if event.type.startswith("object:state-changed:focused") and event.detail1:
            heard.append(f"focus: {describe(event.source)}")
        elif event.type.startswith("object:announcement"):
            heard.append(f"announcement: {event.any_data!r}")

    pyatspi.Registry.registerEventListener(on_event, "object:state-changed:focused",
                                           "object:announcement")
    # Without a window manager nobody gives the window the keyboard: xdotool does
    # (XSetInputFocus), else the keys go nowhere.
    xdotool = shutil.which("xdotool")
    if xdotool is None:
        print("keys: xdotool is missing (apt-get install xdotool): the window cannot get the "
              "keyboard without a window manager", flush=True)
        return
    for window in subprocess.run([xdotool, "search", "--pid", str(app.get_process_id()),
                                  "--onlyvisible", "--name", "."], capture_output=True,
                                 text=True).stdout.split():
        subprocess.run([xdotool, "windowfocus", "--sync", window], capture_output=True)
    time.sleep(0.5)
    board.queryComponent().grabFocus()  # AT-SPI's SetFocus: the board view
    time.sleep(0.5)
    for key in ("Right", "Right", "Down", "F2"):
        heard.clear()
        keysym = {"Right": 0xFF53, "Down": 0xFF54, "F2": 0xFFBF}[key]
        pyatspi.Registry.generateKeyboardEvent(keysym, None, pyatspi.KEY_SYM)

        def stop() -> None:
            time.sleep(listen)
            pyatspi.Registry.stop()

        threading.Thread(target=stop, daemon=True).start()
        pyatspi.Registry.start()
        print(f"key {key}", flush=True)
        for line in heard:
            print("  heard " + line, flush=True)
        if not heard:
            print("  heard nothing", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", default="all", choices=GAMES + ("all",))
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--lang", default="en", choices=("en", "ru"))
    parser.add_argument("--depth", type=int, default=3, help="levels of the board printed")
    parser.add_argument("--press", action="store_true",
                        help="press a legal part and print what is announced")
    parser.add_argument("--keys", action="store_true",
                        help="move the board's cursor with the arrows (and F2) and print "
                             "where the focus goes")
    parser.add_argument("--app-python", default=str(ROOT / ".venv" / "bin" / "python"))
    args = parser.parse_args()
    _relaunch_with_bus()
    try:
        import pyatspi  # noqa: F401
    except ImportError:
        sys.exit("atspi_tree: pyatspi is missing (apt-get install python3-pyatspi); run with "
                 "/usr/bin/python3")
    stack = Stack(args.app_python, args.lang)
    try:
        stack.start_display()
        stack.start_bus()
        for game in GAMES if args.game == "all" else (args.game,):
            app_process = stack.start_app(game, args.seed)
            app = the_app(app_process.pid)
            board = the_board(app)
            time.sleep(1.5)  # the computers' first moves, the board drawn
            board = the_board(app)
            print(f"=== {game}: {describe(app)}", flush=True)
            print_tree(board, 0, args.depth)
            if args.press:
                press_script(app, game, listen=2.5)
            if args.keys:
                arrow_keys(app, the_board(app), listen=1.5)
            app_process.terminate()
            app_process.wait(10)
    finally:
        stack.stop()


if __name__ == "__main__":
    main()
