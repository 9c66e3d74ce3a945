"""Start-up cost of the app beside a bare PySide6 window: the CPU time and peak memory that
/usr/bin/time -v reports, read from wait4 at microsecond resolution.

    python tools/startup_time.py --python /path/to/venv/bin/python [--runs 7]
        [--compare /path/to/other/venv/bin/python]   # another build, in the same interleaving

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


def measure(command: list[str], env: dict, cwd: str) -> tuple[float, float]:
    """CPU seconds (user + system) and peak memory in MB of one run: the figures
    /usr/bin/time -v prints (it reads them from wait4), read here from wait4 itself in
    microseconds (time prints CPU in 10 ms ticks, a tenth of a bare window)."""
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                               env=env, cwd=cwd)
    _, status, usage = os.wait4(process.pid, 0)
    stderr = process.stderr.read().decode("utf-8", "replace")
    process.stderr.close()
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        raise SystemExit(f"{command} failed:\n{stderr[-2000:]}")
    return usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024  # ru_maxrss: kB on Linux


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--python", required=True, help="python of a venv with the app installed")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--compare", metavar="PYTHON",
                        help="python of a venv with another version installed: its screenshot "
                             "and start are measured in the same runs, side by side")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="startup-") as tmp:
        png = str(Path(tmp) / "shot.png")
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
                   BINGOLINO_DATA_DIR=str(Path(tmp) / "data"),
                   BINGOLINO_CONFIG_DIR=str(Path(tmp) / "config"))
        env.pop("PYTHONPATH", None)
        # Run in the temporary folder: "-c" and "-m" put the working directory first on the
        # path, and a checkout there would be imported instead of the installed package.
        commands = {
            "bare": [args.python, "-c", BARE.format(png=png)],
            "screenshot": [args.python, "-m", "bingolino_app", "--screenshot", png],
            "start": [args.python, "-c", REAL_START.format(png=png)],
        }
        if args.compare:
            commands["screenshot*"] = [args.compare, "-m", "bingolino_app", "--screenshot", png]
            commands["start*"] = [args.compare, "-c", REAL_START.format(png=png)]
        results: dict[str, list[tuple[float, float]]] = {name: [] for name in commands}
        for name, command in commands.items():  # one unmeasured run each: disk caches warm
            measure(command, env, tmp)
        for _ in range(args.runs):
            for name, command in commands.items():
                results[name].append(measure(command, env, tmp))
    bare_cpu = statistics.median(c for c, _ in results["bare"])
    bare_mem = statistics.median(m for _, m in results["bare"])
    for name, runs in results.items():
        cpu = statistics.median(c for c, _ in runs)
        mem = statistics.median(m for _, m in runs)
        print(f"{name:<11} CPU {cpu:.3f} s ({cpu / bare_cpu:.2f}x bare)   "
              f"peak memory {mem:.0f} MB ({mem / bare_mem:.2f}x)   "
              f"[CPU of each run: {', '.join(f'{c:.3f}' for c, _ in runs)}]")
    if args.compare:
        print(f"* {args.compare}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
