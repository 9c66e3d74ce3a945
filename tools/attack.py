"""Attack the app as issue 29 did, and count: tried / survived / told clearly.

    python tools/attack.py kills --count 40        # kill a playing app at random moments
    python tools/attack.py saves --count 300       # open damaged saves
    python tools/attack.py history --count 60      # open damaged histories in the window
    python tools/attack.py all

kills: a real app process plays games against computers (animations off) and prints each move
count after its autosave; it is killed with SIGKILL at a random moment (some placed at a
game's end). Then a fresh start must find the autosave loadable (or absent after an end) and
never behind the last move printed, the history passing integrity_check, no game recorded
twice, and nothing left waiting after the start's recovery.
saves: random damage (cut, byte flips, swapped keys, wrong types, deep nesting) to real saves;
each load must be refused with a SaveError (a message key) within 2 s, never another exception.
history: random byte damage to a history with games; a window process opens the library and
statistics: it must exit cleanly, never crash, and every message is in the player's words.
Everything runs in temporary folders; nothing of the user's is touched.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

PLAYER = r"""
import os, sys, random
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtWidgets import QApplication
app = QApplication([])
from bingolino_app.ui.common import settings
settings.get_settings().animation_speed = 0
from bingolino_app.core.bots import bot_seed, choose_move
from bingolino_app.core.session import Seat
from bingolino_app.ui.shell.main_window import MainWindow
from bingolino_app.ui.play.worker import BotWorker
rng = random.Random(int(sys.argv[1]))
window = MainWindow(BotWorker(inprocess=True))
window.show()
for _ in range(5):
    app.processEvents()
while True:
    game = rng.choice(["qwingo", "bingolino"])
    seats = [Seat("Ann")] + ([Seat("Bot", "computer", "easy")] if rng.random() < 0.5 else [])
    c = window.start_game(game, seats, {}, rng.randrange(1, 10**6))
    c.session.listeners.append(lambda s: print("moves", len(s.history),
                                               int(s.state.is_terminal()), flush=True))
    while not c.session.state.is_terminal():
        app.processEvents()
        humans = c.legal_by_human()
        if not humans:
            continue
        player, legal = next(iter(humans.items()))
        window.board.action_chosen.emit(player, choose_move(
            game, "greedy", c.session.state.observation(player), legal,
            bot_seed(c.session.seed, len(c.session.history), player)))
    for _ in range(3):
        app.processEvents()
"""

RECOVER = r"""
import os
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtWidgets import QApplication
app = QApplication([])
from bingolino_app.ui.shell.main_window import MainWindow
from bingolino_app.ui.play.worker import BotWorker
import time
w = MainWindow(BotWorker(inprocess=True))
w.show()
until = time.monotonic() + 2.0  # the start records what waited once it is up
while time.monotonic() < until:
    app.processEvents()
    time.sleep(0.01)
w.close()
print("ok", flush=True)
"""


def _env(folder: Path) -> dict:
    return dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT),
                BINGOLINO_DATA_DIR=str(folder / "data"),
                BINGOLINO_CONFIG_DIR=str(folder / "config"))


def kills(count: int, seed: int) -> dict:
    from bingolino_app.core import history_pending, saves

    rng = random.Random(seed)
    tried = survived = 0
    problems: list[str] = []
    for i in range(count):
        with tempfile.TemporaryDirectory(prefix="attack-kill-") as tmp:
            folder = Path(tmp)
            env = _env(folder)
            process = subprocess.Popen([sys.executable, "-c", PLAYER, str(rng.randrange(10**6))],
                                       stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                       text=True, env=env)
            at_end = i % 3 == 0  # a third of the kills placed just as a game ends
            deadline = time.monotonic() + rng.uniform(1.0, 6.0)
            last = (0, 0)
            ends = 0
            while True:
                line = process.stdout.readline()
                if not line:
                    break
                parts = line.split()
                if parts[0] == "moves":
                    last = (int(parts[1]), int(parts[2]))
                    ends += last[1]
                    if (at_end and last[1]) or (not at_end and time.monotonic() > deadline):
                        process.send_signal(signal.SIGKILL)
                        break
            process.wait()
            tried += 1
            ok, why = True, []
            autosave = folder / "data" / "autosave.json"
            if autosave.exists():
                try:
                    session = saves.load(autosave)
                    if not last[1] and len(session.history) < last[0]:
                        ok = False
                        why.append(f"autosave behind: {len(session.history)} < {last[0]}")
                except saves.SaveError as err:
                    ok = False
                    why.append(f"autosave unloadable: {err.key}")
            result = subprocess.run([sys.executable, "-c", RECOVER], capture_output=True,
                                    text=True, env=env, timeout=120)
            if result.returncode != 0:
                ok = False
                why.append(f"restart failed: {result.stderr[-300:]}")
            db = folder / "data" / "history.sqlite3"
            if db.exists():
                con = sqlite3.connect(str(db))
                if con.execute("PRAGMA integrity_check").fetchone()[0] != "ok":
                    ok = False
                    why.append("integrity_check failed")
                games, unique = con.execute(
                    "SELECT count(*), count(DISTINCT digest) FROM games").fetchone()
                if games != unique:
                    ok = False
                    why.append("a game recorded twice")
                if games < ends:
                    ok = False
                    why.append(f"finished games lost: {games} of {ends}")
                con.close()
            elif ends:
                ok = False
                why.append("no history after a finished game")
            if history_pending.waiting(folder / "data" / "pending"):
                ok = False
                why.append("games still waiting after the start")
            survived += ok
            if not ok:
                problems.append("; ".join(why))
    return {"tried": tried, "survived": survived, "problems": problems}


def _damaged(data: bytes, rng: random.Random) -> bytes:
    kind = rng.randrange(6)
    if kind == 0:  # cut
        return data[:rng.randrange(len(data))]
    if kind == 1:  # byte flips
        out = bytearray(data)
        for _ in range(rng.randint(1, 20)):
            out[rng.randrange(len(out))] = rng.randrange(256)
        return bytes(out)
    obj = json.loads(data)
    if kind == 2:  # a wrong type somewhere at the top
        key = rng.choice(list(obj))
        obj[key] = rng.choice([None, 1e308, -1, "x", [], {}, True, "9" * 5000])
    elif kind == 3:  # an action damaged
        if obj["actions"]:
            entry = rng.choice(obj["actions"])
            entry[rng.choice(["player", "action"])] = rng.choice([99, None, "x", {"type": 1}])
    elif kind == 4:  # deep nesting, written by hand (json.dumps itself stops at ~1000)
        depth = rng.randint(50, 5000)
        text = json.dumps(obj)
        return text.replace('"options": ', '"options": ' + "[" * depth + "1" + "]" * depth
                            + ', "x": ', 1).encode()
    else:  # a seat changed
        seat = rng.choice(obj["players"])
        seat[rng.choice(["name", "kind", "level", "profile"])] = rng.choice(
            ["", 1, None, "x" * 500, "<b>x</b>", "\u202eevil"])
    return json.dumps(obj).encode()


def damaged_saves(count: int, seed: int) -> dict:
    from bingolino_app.core import saves
    from bingolino_app.core.bots import bot_seed, choose_move
    from bingolino_app.core.session import Seat, Session

    rng = random.Random(seed)
    sources = []
    for game, seats in (("bingolino", 2), ("qwingo", 3), ("domino_bingo", 2), ("lino", 2)):
        session = Session(game, [Seat("A")] + [Seat(f"B{i}", "computer", "easy")
                                               for i in range(seats - 1)], {}, 5)
        for _ in range(40):
            if session.state.is_terminal():
                break
            p = session.pending_players()[0]
            session.apply(p, choose_move(game, "greedy", session.state.observation(p),
                                         session.state.legal_actions(p),
                                         bot_seed(5, len(session.history), p)))
        sources.append(saves.dumps(session).encode())
    tried = refused = loaded = slow = 0
    problems = []
    with tempfile.TemporaryDirectory(prefix="attack-saves-") as tmp:
        path = Path(tmp) / "damaged.json"
        for _ in range(count):
            data = _damaged(rng.choice(sources), rng)
            path.write_bytes(data)
            tried += 1
            start = time.monotonic()
            try:
                saves.load(path)
                loaded += 1  # a change the format tolerates (an unknown level: a note)
            except saves.SaveError:
                refused += 1
            except Exception as exc:  # noqa: BLE001 - what the attack is looking for
                problems.append(f"{type(exc).__name__}: {exc}"[:200])
            if time.monotonic() - start > 2.0:
                slow += 1
    return {"tried": tried, "refused clearly": refused, "loaded (harmless change)": loaded,
            "slower than 2 s": slow, "problems": problems}


HISTORY_WINDOW = r"""
import os
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtWidgets import QApplication, QMessageBox
app = QApplication([])
told = []
from bingolino_app.ui.history import store as history_ui
history_ui.warn = lambda parent, title, text: told.append(text)
from bingolino_app.ui.shell.main_window import MainWindow
from bingolino_app.ui.play.worker import BotWorker
w = MainWindow(BotWorker(inprocess=True))
w.show()
library = w.history.show_library()
for _ in range(5):
    app.processEvents()
m = library.model
for r in range(m.rowCount()):
    for c in range(m.columnCount()):
        m.data(m.index(r, c))
    if r < 5:
        w.history.open_recorded(m.rows[r].id)
w.history.show_statistics()
for _ in range(5):
    app.processEvents()
for text in told:
    print("TOLD", text.replace("\n", " "))
print("ok")
"""


def damaged_histories(count: int, seed: int) -> dict:
    from bingolino_app.core.history import GameRecord, History
    from bingolino_app.core.bots import bot_seed, choose_move
    from bingolino_app.core.session import Seat, Session

    rng = random.Random(seed)
    tried = survived = told_plainly = 0
    problems = []
    with tempfile.TemporaryDirectory(prefix="attack-history-") as tmp:
        base = Path(tmp) / "clean.sqlite3"
        store = History.open(base)
        profile = store.create_profile("Ann")
        for s in range(40):
            session = Session("qwingo", [Seat("Ann", profile=profile.id)], {}, s + 1)
            while not session.state.is_terminal():
                p = session.pending_players()[0]
                session.apply(p, choose_move("qwingo", "greedy", session.state.observation(p),
                                             session.state.legal_actions(p),
                                             bot_seed(s, len(session.history), p)))
            store.record(GameRecord.from_session(session, 1.7e9 + s, 1.7e9 + s + 60))
        store.close()
        clean = base.read_bytes()
        for i in range(count):
            folder = Path(tmp) / f"run{i}"
            (folder / "data").mkdir(parents=True)
            data = bytearray(clean)
            if rng.random() < 0.5:
                for _ in range(rng.randint(1, 50)):
                    data[rng.randrange(100, len(data))] = rng.randrange(256)
            else:
                start = rng.randrange(4096, len(data) - 4096)
                data[start:start + rng.randint(16, 4096)] = bytes(rng.randrange(256)
                                                                  for _ in range(16)) * 256
            (folder / "data" / "history.sqlite3").write_bytes(bytes(data[:len(clean)]))
            tried += 1
            result = subprocess.run([sys.executable, "-c", HISTORY_WINDOW],
                                    capture_output=True, text=True, env=_env(folder),
                                    timeout=120)
            ok = result.returncode == 0 and "Traceback" not in result.stderr
            survived += ok
            told = [line for line in result.stdout.splitlines() if line.startswith("TOLD")]
            plain = all("SQLITE" not in t and "malformed" not in t and "database disk" not in t
                        for t in told)
            told_plainly += plain
            if not ok or not plain:
                problems.append(f"rc {result.returncode}: {result.stderr[-300:]} {told}")
    return {"tried": tried, "survived": survived, "messages in the player's words":
            told_plainly, "problems": problems}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("what", choices=["kills", "saves", "history", "all"])
    parser.add_argument("--count", type=int, default=0)
    parser.add_argument("--seed", type=int, default=29)
    args = parser.parse_args()
    report = {}
    if args.what in ("kills", "all"):
        report["kills"] = kills(args.count or 30, args.seed)
    if args.what in ("saves", "all"):
        report["damaged saves"] = damaged_saves(args.count or 300, args.seed)
    if args.what in ("history", "all"):
        report["damaged histories"] = damaged_histories(args.count or 40, args.seed)
    print(json.dumps(report, indent=1, ensure_ascii=False))


if __name__ == "__main__":
    main()
