"""Screenshots for the AppStream metainfo, made by the app's own `--screenshot`:

    python packaging/make_screenshots.py      -> packaging/linux/screenshots/<game>.png

English interface, fixed seeds, throwaway data and config folders; re-saved with the
strongest PNG compression to keep the committed files small.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "packaging" / "linux" / "screenshots"
GAMES = ("bingolino", "qwingo", "domino_bingo", "lino")
SEED = 3


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication, QImage

    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, BINGOLINO_DATA_DIR=f"{tmp}/data",
                   BINGOLINO_CONFIG_DIR=f"{tmp}/config", PYTHONPATH=str(ROOT))
        for game in GAMES:
            raw = Path(tmp) / f"{game}.png"
            subprocess.run([sys.executable, "-m", "bingolino_app", "--screenshot", str(raw),
                            "--game", game, "--lang", "en", "--seed", str(SEED)],
                           check=True, env=env, cwd=tmp)
            app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
            image = QImage(str(raw)).convertToFormat(QImage.Format_RGB32)
            if image.isNull() or not image.save(str(OUT / f"{game}.png"), "PNG", 0):
                raise RuntimeError(f"could not convert the {game} screenshot")
            print(OUT / f"{game}.png")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
