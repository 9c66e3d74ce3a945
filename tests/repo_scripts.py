"""The repository's scripts (tools/, packaging/, i18n/) loaded as modules by the tests that
check them: they are files to run, not packages to import."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent


def load(relative: str) -> ModuleType:
    """The script at ``relative`` (to the repository's top folder), executed as a fresh
    module named after its path."""
    name = "_script_" + relative.removesuffix(".py").replace("/", "_")
    spec = importlib.util.spec_from_file_location(name, ROOT / relative)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
