"""Start-up cost of the app beside a bare PySide6 window, measured with /usr/bin/time -v.

    python tools/startup_time.py --python /path/to/venv/bin/python [--runs 7]

Use a venv with the package installed normally (``pip install .``, which compiles the byte
code), not an editable checkout. Each run starts a fresh process that shows its window, draws
it into a PNG (so it has really been painted) and exits: the bare window, ``bingolino
--screenshot`` (no user file touched), and a real start on empty data and config folders
(lock, settings, the start page; it quits once the window has been painted). The runs are
interleaved (bare, app, start, bare, ...) so a busy machine weighs on all alike; the median of
CPU time (user + system) and of peak memory is reported for each, and the app's ratio to bare.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

BARE = """
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
w = QMainWindow()
w.resize(1200, 800)
w.show()
app.processEvents()
w.grab().save({png!r}, "PNG")
"""

REAL_START = """
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication(["bingolino"])
def painted():
    window = app.activeWindow() or next(w for w in app.topLevelWidgets() if w.isVisible())
    window.grab().save({png!r}, "PNG")
    app.quit()
QTimer.singleShot(0, painted)
from bingolino_app.ui.shell.app import main
main([])
"""


def measure(command: list[str], env: dict) -> tuple[float, float]:
    """CPU seconds (user + system) and peak memory in MB of one run."""
    result = subprocess.run(["/usr/bin/time", "-v", *command], capture_output=True, text=True,
                            env=env, timeout=120)
    if result.returncode != 0:
        raise SystemExit(f"{command} failed:\n{result.stderr[-2000:]}")
    fields = dict(re.findall(r"^\s*(.+?): (.+)$", result.stderr, re.M))
    cpu = float(fields["User time (seconds)"]) + float(fields["System time (seconds)"])
    return cpu, int(fields["Maximum resident set size (kbytes)"]) / 1024


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--python", required=True, help="python of a venv with the app installed")
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    results: dict[str, list[tuple[float, float]]] = {"bare": [], "screenshot": [], "start": []}
    with tempfile.TemporaryDirectory(prefix="startup-") as tmp:
        png = str(Path(tmp) / "shot.png")
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
                   BINGOLINO_DATA_DIR=str(Path(tmp) / "data"),
                   BINGOLINO_CONFIG_DIR=str(Path(tmp) / "config"))
        env.pop("PYTHONPATH", None)
        commands = {
            "bare": [args.python, "-c", BARE.format(png=png)],
            "screenshot": [args.python, "-m", "bingolino_app", "--screenshot", png],
            "start": [args.python, "-c", REAL_START.format(png=png)],
        }
        for name, command in commands.items():  # one unmeasured run each: disk caches warm
            measure(command, env)
        for _ in range(args.runs):
            for name, command in commands.items():
                results[name].append(measure(command, env))
    bare_cpu = statistics.median(c for c, _ in results["bare"])
    bare_mem = statistics.median(m for _, m in results["bare"])
    for name, runs in results.items():
        cpu = statistics.median(c for c, _ in runs)
        mem = statistics.median(m for _, m in runs)
        print(f"{name:<11} CPU {cpu:.3f} s ({cpu / bare_cpu:.2f}x bare)   "
              f"peak memory {mem:.0f} MB ({mem / bare_mem:.2f}x)   "
              f"[CPU of each run: {', '.join(f'{c:.2f}' for c, _ in runs)}]")
    return 0


if __name__ == "__main__":
    sys.exit(main())
