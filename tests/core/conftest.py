"""Lets the core tests import their shared helpers (core_numbers_helpers.py, saves_helpers.py)
under any pytest import mode; the history tests' ``store``; the lesson tests' ``lesson_files``."""

import json
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


@pytest.fixture
def lesson_files(tmp_path, monkeypatch):
    """Lesson files of our own in a folder of their own (the shipped ones stay as they are)."""
    from bingolino_app.core import lessons

    monkeypatch.setattr(lessons, "lesson_dir", lambda: tmp_path)
    lessons._raw.cache_clear()
    lessons._translation_file.cache_clear()

    def write(game: str, data: dict, name: str = "") -> None:
        name = name or f"custom_{game}"
        monkeypatch.setitem(lessons.LESSONS, game, name)
        (tmp_path / f"{name}.json").write_text(json.dumps(data), encoding="utf-8")
        lessons._raw.cache_clear()

    yield write
    lessons._raw.cache_clear()
    lessons._translation_file.cache_clear()
