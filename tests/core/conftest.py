"""Lets the core tests import their shared helpers (core_numbers_helpers.py, saves_helpers.py)
under any pytest import mode; the history tests' ``store``."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))


@pytest.fixture
def store(tmp_path):
    """A fresh game history in its own folder, closed after the test."""
    from bingolino_app.core.history import History

    s = History.open(tmp_path / "history.sqlite3")
    yield s
    s.close()
