"""The compiled search core: which modules are compiled with mypyc, and which build runs.

The modules in ``COMPILED`` are plain typed Python, the one source of truth. A wheel, ``pip
install .`` and the desktop bundle compile them with mypyc when mypy and a C compiler are at
hand (setup.py reads this list); ``pip install -e .`` and any install with ``BINGOLINO_PURE=1``
keep them as they are. Both builds choose the same move for the same seed and observation
(tests/games/test_compiled_twin.py), the compiled one several times faster.

At run time ``BINGOLINO_PURE=1`` makes an installation that has the compiled modules import
the Python files beside them instead (the twin test and a player's check use it);
``bingolino --version`` names the build that runs (``build()``).

This module is read by setup.py without importing the package: keep it free of imports from
the app.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

# The hot path of the computer players (profiled: the searches, their evaluation and the
# sampling of Domino Bingo's hidden stones), as paths from the top of the source tree.
COMPILED = (
    "bingolino_app/games/domino_bingo/fast.py",
    "bingolino_app/games/domino_bingo/exact.py",
    "bingolino_app/games/domino_bingo/infer.py",
    "bingolino_app/games/lino/engine.py",
    "bingolino_app/games/lino/search.py",
)
# The compiled modules must type-check; the modules they import are followed silently (they
# run as Python, and mypyc checks at run time what they hand over).
MYPY_FLAGS = ("--follow-imports=silent",)
# The shared library mypyc makes for them (PyInstaller must be told about it).
GROUP = "bingolino_app._search"
SHARED_LIBRARY = GROUP + "__mypyc"

MODULES = tuple(path.removesuffix(".py").replace("/", ".") for path in COMPILED)


def build() -> str:
    """'compiled (mypyc)' when every module of ``COMPILED`` runs compiled, 'pure Python' when
    none does, else 'mixed (...)' naming the pure ones (a broken installation)."""
    pure = [name for name in MODULES if not is_compiled(name)]
    if not pure:
        return "compiled (mypyc)"
    if len(pure) == len(MODULES):
        return "pure Python"
    return "mixed (pure: " + ", ".join(name.rpartition(".")[2] for name in pure) + ")"


def is_compiled(name: str) -> bool:
    """Whether module ``name`` is (or would be) loaded from a compiled extension."""
    import importlib.util  # here, like the finder's: the package imports this module at start

    module = sys.modules.get(name)
    origin = getattr(module, "__file__", None) if module is not None else None
    if origin is None:
        spec = importlib.util.find_spec(name)
        origin = spec.origin if spec is not None else None
    return origin is not None and not origin.endswith((".py", ".pyc"))


class PureFinder:
    """Finds the Python file of a compiled module beside its extension, so that a compiled
    installation runs the same code uncompiled (``BINGOLINO_PURE=1``)."""

    def find_spec(self, name, path, target=None):  # importlib.abc.MetaPathFinder's method
        import importlib.util  # already loaded: use_pure_if_asked imports it first

        if name not in MODULES:
            return None
        leaf = name.rpartition(".")[2] + ".py"
        for entry in path or ():
            candidate = Path(entry) / leaf
            if candidate.is_file():
                return importlib.util.spec_from_file_location(name, candidate)
        return None


def use_pure_if_asked() -> None:
    """With ``BINGOLINO_PURE`` set (not empty, not 0), import the Python files of the compiled
    modules. Call before any of them is imported (bingolino_app/__init__.py does)."""
    if os.environ.get("BINGOLINO_PURE", "") not in ("", "0"):
        # Loaded before the finder stands first: its find_spec imports it, and an import not
        # yet done would ask the finder again, without end.
        import importlib.util  # noqa: F401

        if not any(isinstance(f, PureFinder) for f in sys.meta_path):
            sys.meta_path.insert(0, PureFinder())
