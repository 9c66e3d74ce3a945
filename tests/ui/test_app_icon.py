"""The window icon: PNGs rendered from the one SVG, loaded without Qt's SVG library (which an
SVG icon would load before the first window, at every start)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
import repo_scripts

from bingolino_app.ui.shell import app as app_module

ROOT = Path(__file__).resolve().parents[2]
ICONS = ROOT / "resources" / "icons"


def load_make_icons():
    return repo_scripts.load("packaging/make_icons.py")


def test_the_window_icon_has_every_size_from_the_shipped_pngs(qapp):
    assert app_module.WINDOW_ICON_SIZES == load_make_icons().WINDOW_SIZES
    icon = app_module.app_icon()
    sides = sorted(s.width() for s in icon.availableSizes())
    assert sides == sorted(app_module.WINDOW_ICON_SIZES)
    image = icon.pixmap(48, 48).toImage()
    assert image.pixelColor(0, 0).alpha() == 0  # the round corner, not a drawn fallback square
    assert image.pixelColor(24, 24).alpha() == 255


def test_the_shipped_pngs_are_the_svg_rendered_again(qapp):
    """app.svg changed without `python packaging/make_icons.py --window`: the window would show
    the old icon. Compared within a tolerance (the SVG's letters depend on the fonts)."""
    from PySide6.QtGui import QImage

    rendered = load_make_icons().render_all((16, 64, 256))
    for size, png in rendered.items():
        shipped = QImage(str(ICONS / f"app-{size}.png"))
        fresh = QImage.fromData(png)
        assert (shipped.width(), shipped.height()) == (size, size) == (fresh.width(),
                                                                        fresh.height())
        step = max(1, size // 32)
        diffs = []
        for x in range(0, size, step):
            for y in range(0, size, step):
                a, b = shipped.pixelColor(x, y), fresh.pixelColor(x, y)
                diffs.append(sum(abs(p - q) for p, q in zip(a.getRgb(), b.getRgb())) / 4)
        assert sum(diffs) / len(diffs) < 6, f"app-{size}.png is not app.svg rendered"


def test_a_missing_png_set_falls_back_to_the_svg(qapp, tmp_path, monkeypatch):
    from bingolino_app import paths

    (tmp_path / "icons").mkdir()
    (tmp_path / "icons" / "app.svg").write_bytes((ICONS / "app.svg").read_bytes())
    monkeypatch.setattr(paths, "resources_dir", lambda: tmp_path)
    assert not app_module.app_icon().isNull()
    (tmp_path / "icons" / "app.svg").unlink()
    icon = app_module.app_icon()  # nothing at all: the drawn die face
    assert not icon.isNull() and icon.pixmap(64, 64).toImage().pixelColor(32, 32).alpha() == 255


@pytest.mark.skipif(not Path("/proc/self/maps").exists(), reason="reads /proc/self/maps")
def test_the_window_icon_loads_no_svg_library():
    script = ("from PySide6.QtWidgets import QApplication\n"
              "app = QApplication([])\n"
              "from bingolino_app.ui.shell.app import app_icon\n"
              "app.setWindowIcon(app_icon())\n"
              "maps = open('/proc/self/maps').read()\n"
              "print('svg' if 'libQt6Svg' in maps else 'none')\n")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                         env=env, timeout=60, check=True).stdout.split()
    assert out[-1] == "none"
