"""Test-wide environment, set at import time so it is in place before anything imports Qt."""

import atexit
import os
import shutil
import sys
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))  # repo_scripts: tools as modules

# Tests never touch the real user folders: saves, autosave and settings go to a temp dir.
_TMP = tempfile.mkdtemp(prefix="bingolino-tests-")
atexit.register(shutil.rmtree, _TMP, ignore_errors=True)
os.environ["BINGOLINO_DATA_DIR"] = os.path.join(_TMP, "data")
os.environ["BINGOLINO_CONFIG_DIR"] = os.path.join(_TMP, "config")


# --- mutation testing ----------------------------------------------------------------------------
# The test files tools/mutation.py runs against the mutants are listed in
# tools/mutation_tests.txt (one a line); their tests carry the marker "mutation", which the
# selection in pyproject.toml ([tool.mutmut]) asks for. A file added to the list is picked up
# by mutmut's next run as new tests, without throwing away the results of the others. Tests
# marked slow are never run against the mutants.
_MUTATION_LIST = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                              "tools", "mutation_tests.txt")


def _mutation_files() -> dict[str, set[str]]:
    """Listed test file -> the test names left out of mutation runs (``-name`` after it)."""
    found: dict[str, set[str]] = {}
    try:
        with open(_MUTATION_LIST, encoding="utf-8") as f:
            for line in f:
                words = line.split("#", 1)[0].split()
                if words:
                    found[words[0]] = {w[1:] for w in words[1:] if w.startswith("-")}
    except OSError:
        pass
    return found


def pytest_collection_modifyitems(config, items):
    import pytest

    files = _mutation_files()
    if not files:
        return
    root = str(config.rootpath)
    for item in items:
        path = os.path.relpath(str(item.path), root).replace(os.sep, "/")
        left_out = files.get(path)
        if left_out is not None and item.originalname not in left_out \
                and item.get_closest_marker("slow") is None:
            item.add_marker(pytest.mark.mutation)


def _mutated_module() -> str | None:
    """The module of the mutant mutmut is testing in this process, if any (its names look
    like ``bingolino_app.games.qwingo.strategy.x__minus__mutmut_3``)."""
    name = os.environ.get("MUTANT_UNDER_TEST", "")
    return name.rsplit(".", 1)[0] if "__mutmut_" in name else None


def _clear_caches(module) -> int:
    """Empty every functools cache held by ``module``'s functions and classes."""
    cleared = 0
    for value in list(vars(module).values()):
        holders = [value] + (list(vars(value).values()) if isinstance(value, type) else [])
        for holder in holders:
            if callable(getattr(holder, "cache_clear", None)):
                holder.cache_clear()
                cleared += 1
    return cleared


def pytest_sessionstart(session):
    # mutmut forks each mutant's run from the process that ran the clean suite, so a cache
    # filled there answers for the mutant: a helper reached only through a cached function
    # (Qwingo's _minus through expected_turns) would never run mutated, and survive.
    module = _mutated_module()
    if module and module in sys.modules:
        _clear_caches(sys.modules[module])
