"""Render every app icon from the one SVG (resources/icons/app.svg).

    python packaging/make_icons.py [OUTDIR]        (default: build/icons)
    python packaging/make_icons.py --window        (resources/icons/app-<N>.png, committed)

writes OUTDIR/hicolor/<N>x<N>/apps/<APP_ID>.png for the freedesktop sizes, the scalable SVG
beside them, OUTDIR/bingolino.ico (Windows) and OUTDIR/bingolino.icns (macOS). Needs only
PySide6 (QtSvg renders offscreen); the ICO and ICNS containers are written here with PNG
entries, so no image plugin or other tool is involved.

``--window`` renders the window icons the app loads at start (resources/icons/app-<N>.png):
PNGs, because an SVG icon loads Qt's SVG library and icon engine before the first window
(several milliseconds of every start). Run it again when app.svg changes (a test compares).
"""

from __future__ import annotations

import os
import shutil
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "resources" / "icons" / "app.svg"
APP_ID = "io.github.bingolino.Bingolino"
HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)  # 256 is the largest an ICO entry can declare
ICNS_TYPES = ((b"ic07", 128), (b"ic08", 256), (b"ic09", 512), (b"ic10", 1024))
WINDOW_SIZES = (16, 24, 32, 48, 64, 128, 256)  # the window icon's sizes (title bar, task bar)


def render_png(renderer, size: int) -> bytes:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter

    image = QImage(size, size, QImage.Format_ARGB32_Premultiplied)
    image.fill(Qt.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.Antialiasing)
    painter.setRenderHint(QPainter.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise RuntimeError(f"could not encode a {size} px PNG")
    buffer.close()
    return bytes(data)


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """ICONDIR + one ICONDIRENTRY per size, PNG payloads (read by Windows Vista and later)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, payload = b"", b""
    for size in sizes:
        png = pngs[size]
        side = 0 if size >= 256 else size  # 0 stands for 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset)
        offset += len(png)
        payload += png
    return header + entries + payload


def icns_bytes(pngs: dict[bytes, bytes]) -> bytes:
    """'icns' + total length, then (type, length incl. 8-byte header, PNG) chunks."""
    chunks = b"".join(kind + struct.pack(">I", len(png) + 8) + png for kind, png in pngs.items())
    return b"icns" + struct.pack(">I", len(chunks) + 8) + chunks


def render_all(sizes) -> dict[int, bytes]:
    """The SVG as PNGs of these sizes."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])  # fonts for <text>
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise RuntimeError(f"cannot read {SVG}")
    rendered = {size: render_png(renderer, size) for size in sorted(set(sizes))}
    del app
    return rendered


def window_icon_path(size: int, folder: Path = SVG.parent) -> Path:
    return folder / f"app-{size}.png"


def make_window_icons(folder: Path = SVG.parent) -> list[Path]:
    written = []
    for size, png in render_all(WINDOW_SIZES).items():
        written.append(window_icon_path(size, folder))
        written[-1].write_bytes(png)
    return written


def make_icons(outdir: Path) -> dict[str, Path]:
    rendered = render_all(HICOLOR_SIZES + ICO_SIZES + tuple(s for _, s in ICNS_TYPES))

    written: dict[str, Path] = {}
    hicolor = outdir / "hicolor"
    for size in HICOLOR_SIZES:
        target = hicolor / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(rendered[size])
        written[f"{size}"] = target
    scalable = hicolor / "scalable" / "apps" / f"{APP_ID}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(SVG, scalable)
    written["scalable"] = scalable
    written["ico"] = outdir / "bingolino.ico"
    written["ico"].write_bytes(ico_bytes({s: rendered[s] for s in ICO_SIZES}))
    written["icns"] = outdir / "bingolino.icns"
    written["icns"].write_bytes(icns_bytes({kind: rendered[s] for kind, s in ICNS_TYPES}))
    return written


def main(argv: list[str]) -> int:
    if argv == ["--window"]:
        for path in make_window_icons():
            print(path)
        return 0
    outdir = Path(argv[0]) if argv else ROOT / "build" / "icons"
    for path in make_icons(outdir).values():
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
