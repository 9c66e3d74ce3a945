"""Every bad file (deep nesting, huge numbers, FIFOs, devices, folders, huge files) refused
at once with nothing changed on disk."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from bingolino_app.core import saves
from bingolino_app.core.saves import SaveError

from saves_helpers import BAD_FILES, _fifo, _release, briefly, disk_state, played


@pytest.mark.parametrize("name", list(BAD_FILES))
def test_every_bad_file_is_refused_at_once_and_left_untouched(tmp_path, name):
    make, key = BAD_FILES[name]
    path = make(tmp_path / "bad.json")
    before = disk_state(tmp_path)
    outcome, seconds, stuck = briefly(lambda: saves.load(path))
    if stuck:
        _release(path)
    assert not stuck, "load blocked"
    assert isinstance(outcome.get("error"), SaveError), outcome
    assert outcome["error"].key == key
    assert len(str(outcome["error"])) < 200  # no 5 MB reason
    assert seconds < 1.0
    assert disk_state(tmp_path) == before


def test_a_fifo_swapped_in_after_the_check_does_not_block(tmp_path, monkeypatch):
    plain = tmp_path / "plain.json"
    plain.write_text("{}")
    fifo = _fifo(tmp_path / "game.json")
    real_stat = os.stat
    monkeypatch.setattr(saves.os, "stat", lambda p, *a, **k: real_stat(
        plain if str(p) == str(fifo) else p, *a, **k))
    outcome, seconds, stuck = briefly(lambda: saves.load(fifo))
    if stuck:
        _release(fifo)
    assert not stuck and outcome["error"].key == "save.not_a_file"


@pytest.mark.skipif(not Path("/proc/self/status").is_file(), reason="needs Linux /proc")
def test_reading_stops_at_the_limit_whatever_the_size_says(monkeypatch):
    # /proc files say they are empty and still hold text: only the bytes read count.
    monkeypatch.setattr(saves, "MAX_FILE_BYTES", 16)
    with pytest.raises(SaveError) as err:
        saves.load("/proc/self/status")
    assert err.value.key == "save.too_large"


def test_the_move_count_is_limited_before_any_move_is_read(tmp_path, monkeypatch):
    path = tmp_path / "game.json"
    saves.save(played(), path)
    monkeypatch.setattr(saves, "MAX_ACTIONS", 5)  # a file under the size limit, too many moves
    with pytest.raises(SaveError) as err:
        saves.load(path)
    assert err.value.key == "save.too_large"
