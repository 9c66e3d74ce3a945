"""The model layer never loads Qt: checked in a fresh interpreter, where nothing else has."""

import subprocess
import sys

SCRIPT = r"""
import importlib, pkgutil, sys
import bingolino_app.core, bingolino_app.games
for pkg in (bingolino_app.core, bingolino_app.games):
    for info in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + "."):
        importlib.import_module(info.name)
from bingolino_app.core import registry
games = [g.spec.id for g in registry.all_games()]
assert "bingolino" in games, games
from bingolino_app.core.session import Seat, Session
Session("bingolino", [Seat("a"), Seat("b", "computer")], {}, seed=1)
qt = sorted(m for m in sys.modules if m.startswith(("PySide6", "shiboken6")))
print(len(games), qt)
sys.exit(1 if qt else 0)
"""


def test_core_and_games_do_not_import_qt():
    result = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.startswith("4 []")
