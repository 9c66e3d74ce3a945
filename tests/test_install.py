"""Packaging: setup.py finds every sub-package, and (slow, opt-in with
BINGOLINO_INSTALL_TEST=1) `pip install .` puts resources and translations inside the package."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def test_setup_finds_every_sub_package():
    namespace: dict = {"__name__": "setup"}
    exec((ROOT / "setup.py").read_text(encoding="utf-8"), namespace)
    found = set(namespace["PACKAGES"])
    on_disk = {
        ".".join(d.relative_to(ROOT).parts)
        for d in (ROOT / "bingolino_app").rglob("*")
        if d.is_dir() and d.name != "__pycache__" and any(d.glob("*.py"))
    }
    assert on_disk <= found, f"sub-packages without __init__.py: {sorted(on_disk - found)}"
    assert {"bingolino_app.resources", "bingolino_app.i18n"} <= found


@pytest.mark.skipif(os.environ.get("BINGOLINO_INSTALL_TEST") != "1",
                    reason="slow: set BINGOLINO_INSTALL_TEST=1")
def test_pip_install_ships_resources_and_translations(tmp_path):
    src = tmp_path / "src"
    shutil.copytree(ROOT, src, ignore=shutil.ignore_patterns(
        ".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", ".pytest_cache"))
    venv = tmp_path / "venv"
    # System site-packages provide the dependencies; pip still fetches the build backend.
    subprocess.run([sys.executable, "-m", "venv", "--system-site-packages", str(venv)],
                   check=True)
    python = venv / "bin" / "python"
    subprocess.run([str(python), "-m", "pip", "install", "-q", "--no-deps", str(src)],
                   check=True)
    probe = (
        "import bingolino_app, bingolino_app.paths as p, os;"
        "print(os.path.dirname(bingolino_app.__file__));"
        "print(p.resources_dir()); print(p.i18n_dir());"
        "import bingolino_app.ui.boards.bingolino"
    )
    out = subprocess.run([str(python), "-c", probe], check=True, capture_output=True,
                         text=True, cwd=tmp_path).stdout.split("\n")
    package, resources, i18n = (Path(line) for line in out[:3])
    assert "site-packages" in package.parts
    assert resources == package / "resources" and i18n == package / "i18n"
    shipped = {f.relative_to(ROOT / "resources") for f in (ROOT / "resources").rglob("*")
               if f.is_file()}
    assert shipped and all((resources / f).is_file() for f in shipped)
    qm = sorted(f.name for f in (ROOT / "i18n").glob("*.qm"))
    assert qm and sorted(f.name for f in i18n.glob("*.qm")) == qm
    assert (venv / "bin" / "bingolino").is_file()


def test_ci_runs_the_readme_test_command():
    lines = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    marker = next(i for i, line in enumerate(lines)
                  if line.startswith("# The README's test command"))
    command = lines[marker + 1].split(" || status=")[0]
    assert "pytest" in command
    assert f"    {command}\n" in (ROOT / "README.md").read_text(encoding="utf-8")
