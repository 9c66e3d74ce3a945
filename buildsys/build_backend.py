"""The build backend: setuptools', asking for mypy only when the search core is compiled.

A wheel (``pip install .``, ``python -m build``) is compiled with mypyc when a C compiler is
there and ``BINGOLINO_PURE`` is not set: then mypy joins the build requirements. An sdist and
an editable install (``pip install -e .``, unless ``BINGOLINO_COMPILE=1``) need no mypy and
stay pure Python. setup.py decides the same way (``BINGOLINO_BUILD_KIND`` tells it which
build this is) and falls back to pure Python when the compile fails.
"""

from __future__ import annotations

import os
import shutil
import sys
import sysconfig

from setuptools import build_meta as _meta
from setuptools.build_meta import *  # noqa: F401,F403  (the hooks not wrapped below)

MYPY = "mypy>=1.11"


def _flag(name: str) -> bool:
    return os.environ.get(name, "") not in ("", "0")


def _compiler_found() -> bool:
    if sys.platform == "win32":
        return True  # MSVC is found by setuptools itself; a failure falls back to pure
    cc = (sysconfig.get_config_var("CC") or "cc").split()
    return bool(cc) and shutil.which(os.environ.get("CC", cc[0]).split()[0]) is not None


def _mypy_if_compiled(editable: bool) -> list[str]:
    if _flag("BINGOLINO_PURE") or (editable and not _flag("BINGOLINO_COMPILE")):
        return []
    return [MYPY] if _compiler_found() else []


def get_requires_for_build_wheel(config_settings=None):
    os.environ["BINGOLINO_BUILD_KIND"] = "wheel"
    return _meta.get_requires_for_build_wheel(config_settings) + _mypy_if_compiled(False)


def get_requires_for_build_editable(config_settings=None):
    os.environ["BINGOLINO_BUILD_KIND"] = "editable"
    return _meta.get_requires_for_build_editable(config_settings) + _mypy_if_compiled(True)


def get_requires_for_build_sdist(config_settings=None):
    os.environ["BINGOLINO_BUILD_KIND"] = "sdist"
    return _meta.get_requires_for_build_sdist(config_settings)


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    os.environ["BINGOLINO_BUILD_KIND"] = "wheel"
    return _meta.build_wheel(wheel_directory, config_settings, metadata_directory)


def build_editable(wheel_directory, config_settings=None, metadata_directory=None):
    os.environ["BINGOLINO_BUILD_KIND"] = "editable"
    return _meta.build_editable(wheel_directory, config_settings, metadata_directory)


def build_sdist(sdist_directory, config_settings=None):
    os.environ["BINGOLINO_BUILD_KIND"] = "sdist"
    return _meta.build_sdist(sdist_directory, config_settings)


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    os.environ["BINGOLINO_BUILD_KIND"] = "sdist"  # metadata only: nothing to compile
    try:
        return _meta.prepare_metadata_for_build_wheel(metadata_directory, config_settings)
    finally:
        os.environ["BINGOLINO_BUILD_KIND"] = "wheel"


def prepare_metadata_for_build_editable(metadata_directory, config_settings=None):
    os.environ["BINGOLINO_BUILD_KIND"] = "sdist"
    try:
        return _meta.prepare_metadata_for_build_editable(metadata_directory, config_settings)
    finally:
        os.environ["BINGOLINO_BUILD_KIND"] = "editable"
