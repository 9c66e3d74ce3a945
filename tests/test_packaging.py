"""Packaging: the wheel and sdist (`python -m build`) carry resources and translations and the
wheel runs from a fresh venv; icons come from the one SVG; the Linux desktop entry and the
AppStream metainfo agree with each other and pass their validators; CI runs the README's
test command."""

from __future__ import annotations

import configparser
import os
import shutil
import struct
import subprocess
import sys
import tarfile
import tomllib
import zipfile
from pathlib import Path
from xml.etree import ElementTree

import pytest
import repo_scripts

import bingolino_app

pytestmark = pytest.mark.slow  # builds the sdist and wheel and installs it into a fresh venv

ROOT = Path(__file__).resolve().parent.parent
LINUX = ROOT / "packaging" / "linux"
APP_ID = "io.github.bingolino.Bingolino"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    return struct.unpack(">II", data[16:24])


def shipped_files() -> tuple[set[str], set[str]]:
    """Paths (inside the installed package) of every resource and compiled translation."""
    resources = {"bingolino_app/resources/" + f.relative_to(ROOT / "resources").as_posix()
                 for f in (ROOT / "resources").rglob("*") if f.is_file()}
    qm = {f"bingolino_app/i18n/{f.name}" for f in (ROOT / "i18n").glob("*.qm")}
    return resources, qm


def test_setup_finds_every_sub_package():
    namespace: dict = {"__name__": "setup", "__file__": str(ROOT / "setup.py")}
    exec((ROOT / "setup.py").read_text(encoding="utf-8"), namespace)
    found = set(namespace["PACKAGES"])
    on_disk = {
        ".".join(d.relative_to(ROOT).parts)
        for d in (ROOT / "bingolino_app").rglob("*")
        if d.is_dir() and d.name != "__pycache__" and any(d.glob("*.py"))
    }
    assert on_disk <= found, f"sub-packages without __init__.py: {sorted(on_disk - found)}"
    assert {"bingolino_app.resources", "bingolino_app.i18n"} <= found


@pytest.mark.skipif(os.name != "posix", reason="venv layout and scripts of POSIX systems")
@pytest.mark.timeout(600)
def test_wheel_from_sdist_installs_into_a_fresh_venv_and_runs(tmp_path, qapp):
    # A copy without local build artefacts, like a fresh clone; `build` makes the sdist and
    # then the wheel from that sdist, so both have to be complete.
    src = tmp_path / "src"
    shutil.copytree(ROOT, src, ignore=shutil.ignore_patterns(
        ".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", ".pytest_cache", "*.so",
        ".mypy_cache"))
    dist = tmp_path / "dist"
    subprocess.run([sys.executable, "-m", "build", "--outdir", str(dist), str(src)],
                   check=True, capture_output=True)
    wheel = next(dist.glob("bingolino-*.whl"))
    sdist = next(dist.glob("bingolino-*.tar.gz"))
    assert wheel.name.startswith(f"bingolino-{bingolino_app.__version__}-")

    resources, qm = shipped_files()
    assert resources and qm
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        entry_points = next(archive.read(n).decode() for n in names
                            if n.endswith(".dist-info/entry_points.txt"))
    assert resources <= names and qm <= names
    assert "[gui_scripts]" in entry_points
    assert "bingolino = bingolino_app.ui.shell.app:main" in entry_points
    with tarfile.open(sdist) as archive:
        top = f"bingolino-{bingolino_app.__version__}/"
        in_sdist = {n.removeprefix(top) for n in archive.getnames()}
    assert {"pyproject.toml", "setup.py", "README.md"} <= in_sdist
    source_paths = {p.replace("bingolino_app/", "", 1) for p in resources | qm}
    assert source_paths <= in_sdist

    # A fresh venv: no system site-packages, dependencies from the package index.
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    subprocess.run([str(venv / "bin" / "python"), "-m", "pip", "install", "-q",
                    "--disable-pip-version-check", str(wheel)],
                   check=True, capture_output=True)

    run_dir = tmp_path / "run"
    run_dir.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    env.update(QT_QPA_PLATFORM="offscreen", BINGOLINO_DATA_DIR=str(tmp_path / "data"),
               BINGOLINO_CONFIG_DIR=str(tmp_path / "config"))

    def run(*args: str) -> str:
        return subprocess.run(args, check=True, capture_output=True, text=True, cwd=run_dir,
                              env=env, timeout=120).stdout

    # The wheel carries the compiled search core where a C compiler was found (setup.py).
    compiled = any(n.startswith("bingolino_app/_search__mypyc.") for n in names)
    assert compiled == (shutil.which("cc") is not None or shutil.which("gcc") is not None)
    version = run(str(venv / "bin" / "bingolino"), "--version")
    build = "compiled (mypyc)" if compiled else "pure Python"
    assert version.strip() == f"bingolino {bingolino_app.__version__}, search core: {build}"
    if compiled:  # and the same installation runs its Python files when asked
        pure = subprocess.run([str(venv / "bin" / "bingolino"), "--version"], check=True,
                              capture_output=True, text=True, cwd=run_dir,
                              env={**env, "BINGOLINO_PURE": "1"}, timeout=120).stdout
        assert pure.strip().endswith("search core: pure Python")
    where = run(str(venv / "bin" / "python"), "-c",
                "import bingolino_app.paths as p; print(p.resources_dir()); print(p.i18n_dir())")
    for line in where.split():
        assert "site-packages" in Path(line).parts and Path(line).is_dir()

    shot = run_dir / "x.png"
    run(str(venv / "bin" / "bingolino"), "--screenshot", str(shot), "--game", "lino",
        "--lang", "ru")
    from PySide6.QtGui import QImage

    image = QImage(str(shot))
    assert not image.isNull() and image.width() >= 800 and image.height() >= 600
    colours = {image.pixel(x, y) for x in range(0, image.width(), 37)
               for y in range(0, image.height(), 29)}
    assert len(colours) > 20, "the screenshot looks blank"
    assert not (tmp_path / "data" / "autosave.json").exists()


def load_make_icons():
    return repo_scripts.load("packaging/make_icons.py")


def test_icons_at_every_size_from_the_one_svg(tmp_path, qapp):
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QImage, QImageReader

    make_icons = load_make_icons()
    assert make_icons.APP_ID == APP_ID
    written = make_icons.make_icons(tmp_path)

    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        png = tmp_path / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        assert written[str(size)] == png
        image = QImage(str(png))
        assert (image.width(), image.height()) == (size, size)
        assert image.hasAlphaChannel() and image.pixelColor(0, 0).alpha() == 0  # round corners
    scalable = tmp_path / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    assert scalable.read_bytes() == (ROOT / "resources" / "icons" / "app.svg").read_bytes()

    ico = written["ico"].read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind) == (0, 1)
    ico_sizes = []
    for i in range(count):
        entry = ico[6 + 16 * i:22 + 16 * i]
        side, _, _, _, _, _, length, offset = struct.unpack("<BBBBHHII", entry)
        declared = side or 256
        assert png_size(ico[offset:offset + length]) == (declared, declared)
        ico_sizes.append(declared)
    assert ico_sizes == [16, 24, 32, 48, 64, 128, 256]

    icns = written["icns"].read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    chunks, pos = {}, 8
    while pos < len(icns):
        kind, length = icns[pos:pos + 4].decode(), struct.unpack(">I", icns[pos + 4:pos + 8])[0]
        chunks[kind] = png_size(icns[pos + 8:pos + length])
        pos += length
    assert pos == len(icns)
    assert chunks == {"ic07": (128, 128), "ic08": (256, 256), "ic09": (512, 512),
                      "ic10": (1024, 1024)}

    # Qt itself (the reader the app and the OS use) reads both containers.
    for path, expected in ((written["ico"], len(ico_sizes)), (written["icns"], len(chunks))):
        data = QByteArray(path.read_bytes())
        buffer = QBuffer(data)
        buffer.open(QIODevice.ReadOnly)
        reader = QImageReader(buffer)
        assert reader.imageCount() == expected, path.name
        assert not reader.read().isNull()


def read_desktop() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_entry_and_metainfo_agree():
    entry = read_desktop()
    meta = ElementTree.parse(METAINFO).getroot()
    with open(ROOT / "pyproject.toml", "rb") as f:
        scripts = tomllib.load(f)["project"]["gui-scripts"]

    assert meta.get("type") == "desktop-application"
    assert meta.findtext("id") == APP_ID == DESKTOP.name.removesuffix(".desktop")
    launchable = meta.find("launchable")
    assert launchable.get("type") == "desktop-id" and launchable.text == DESKTOP.name
    assert entry["Type"] == "Application" and entry["Icon"] == APP_ID
    command = entry["Exec"].split()[0]
    assert command in scripts and meta.findtext("provides/binary") == command
    assert entry["Name"] == meta.findtext("name") == "Bingolino"
    assert entry["Categories"].rstrip(";").split(";") == [
        c.text for c in meta.iterfind("categories/category")] == ["Game", "BoardGame"]

    assert meta.findtext("metadata_license") == "CC0-1.0"
    assert meta.findtext("project_license") == "MIT"
    assert meta.find("content_rating").get("type") == "oars-1.1"
    assert meta.find("url[@type='homepage']") is not None
    releases = meta.findall("releases/release")
    assert releases[0].get("version") == bingolino_app.__version__
    assert releases[0].find("description") is not None
    assert meta.find(f"summary[@{XML_LANG}='ru']") is not None

    # Every committed screenshot is listed once, by its file name, with its real size.
    shots = meta.findall("screenshots/screenshot")
    assert [s.get("type") for s in shots].count("default") == 1
    listed = []
    for shot in shots:
        assert shot.findtext("caption")
        image = shot.find("image")
        name = image.text.rsplit("/", 1)[-1]
        data = (LINUX / "screenshots" / name).read_bytes()
        assert png_size(data) == (int(image.get("width")), int(image.get("height")))
        listed.append(name)
    on_disk = sorted(p.name for p in (LINUX / "screenshots").glob("*.png"))
    assert sorted(listed) == on_disk == sorted(
        f"{g}.png" for g in ("bingolino", "qwingo", "domino_bingo", "lino"))


@pytest.mark.skipif(shutil.which("appstreamcli") is None,
                    reason="appstreamcli not installed (Debian package appstream)")
def test_metainfo_passes_appstreamcli():
    result = subprocess.run(["appstreamcli", "validate", "--no-net", str(METAINFO)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None,
                    reason="desktop-file-validate not installed (Debian desktop-file-utils)")
def test_desktop_entry_passes_desktop_file_validate():
    result = subprocess.run(["desktop-file-validate", str(DESKTOP)],
                            capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_ci_runs_the_readme_test_command():
    lines = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    marker = next(i for i, line in enumerate(lines)
                  if line.startswith("# The README's test command"))
    command = lines[marker + 1].split(" || status=")[0]
    assert "pytest" in command
    assert f"    {command}\n" in (ROOT / "README.md").read_text(encoding="utf-8")


def test_the_bundle_excludes_no_module_the_app_imports():
    import ast
    import re

    spec = (ROOT / "packaging" / "bingolino.spec").read_text(encoding="utf-8")
    block = re.search(r"^EXCLUDES = \[(.*?)^\]", spec, re.S | re.M).group(1)
    excluded = set(re.findall(r'"([\w.]+)"', block))
    imported = set()
    for source in (ROOT / "bingolino_app").rglob("*.py"):
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                imported.add(node.module)
            elif isinstance(node, ast.Import):
                imported.update(alias.name for alias in node.names)
    assert "PySide6.QtNetwork" in imported  # the single-instance server
    assert not excluded & imported
