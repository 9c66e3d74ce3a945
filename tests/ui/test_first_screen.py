"""The first screen costs only what it shows (issue 30: start-up at most twice a bare PySide6
window): a fresh process that opens the start page has made no game page and imported none
of what only a game, the history, printing or a table across computers needs."""

from __future__ import annotations

import json
import os
import subprocess
import sys

SCRIPT = """
import json, sys
from PySide6.QtWidgets import QApplication
app = QApplication(["bingolino"])
from bingolino_app.ui.shell.app import app_icon
from bingolino_app.ui.common import theme
from bingolino_app.ui.shell.main_window import MainWindow
app.setWindowIcon(app_icon())
theme.apply("system")
window = MainWindow()
window.show()
app.processEvents()
print(json.dumps({"page": window._page is not None, "modules": sorted(sys.modules),
                  "style_asked": theme._original is not None}))
window.new_game  # a game's page is made on demand, with its board view and side panel
view = window.view
print(json.dumps({"page": window._page is not None,
                  "in_stack": window.stack.indexOf(window.splitter) >= 0,
                  "panel_in_splitter": window.splitter.indexOf(window.side_panel) == 1,
                  "view_in_stack": window.board_stack.indexOf(view) == 0}))
platform = app.style().name()
theme.apply("dark")  # the platform's light look set aside: ours, drawn by Fusion
dark = app.style().name()
theme.apply("system")  # and back to the platform's own
print(json.dumps({"dark": dark, "back": app.style().name() == platform,
                  "kept": theme._original[0] == platform}))
"""

NOT_AT_START = (
    "bingolino_app.ui.play.side_panel", "bingolino_app.ui.play.board_view",
    "bingolino_app.ui.play.announce", "bingolino_app.ui.boards.accessible",
    "bingolino_app.ui.play.controller", "bingolino_app.ui.history.store",
    "bingolino_app.ui.printing.dialog", "bingolino_app.ui.shell.remote_link",
    "bingolino_app.core.session", "sqlite3", "hashlib", "PySide6.QtSvg",
)


def test_the_start_page_makes_no_game_page_and_imports_only_what_it_shows(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               BINGOLINO_DATA_DIR=str(tmp_path / "data"),
               BINGOLINO_CONFIG_DIR=str(tmp_path / "config"))
    out = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True,
                         env=env, timeout=120, check=True).stdout.splitlines()
    first, later, themes = (json.loads(line) for line in out[-3:])
    assert first["page"] is False
    assert first["style_asked"] is False  # the platform's look left as it was, no QStyle made
    loaded = set(first["modules"])
    assert "bingolino_app.ui.shell.start_page" in loaded  # the check sees the app's modules
    assert [m for m in NOT_AT_START if m in loaded] == []
    assert later == {"page": True, "in_stack": True, "panel_in_splitter": True,
                     "view_in_stack": True}
    assert themes == {"dark": "fusion", "back": True, "kept": True}
