"""The autosave a new game replaces is never silently lost: kept in the saves, set aside when
damaged, or an error that leaves it in place."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path

import pytest

from bingolino_app.core import saves
from bingolino_app.core.saves import SaveError
from bingolino_app.core.session import Seat, Session

from saves_helpers import BAD_FILES, SEATS, _release, _valid, _write, briefly, disk_state, played


# --- the autosave is never silently replaced ------------------------------------------------
def autosaved(tmp_path, session: Session):
    path = tmp_path / "autosave.json"
    saves.save(session, path)
    return path, path.read_text(encoding="utf-8")


def other_game() -> Session:
    return Session("qwingo", SEATS, {}, seed=5)


def test_another_game_keeps_the_unfinished_autosave_in_the_saves(tmp_path):
    old = played()
    path, text = autosaved(tmp_path, old)
    kept = saves.keep_replaced_autosave(path, tmp_path / "saves", other_game())
    assert kept.path is not None and kept.path.parent == tmp_path / "saves" and not kept.damaged
    assert kept.path.name.startswith("Unfinished Bingolino ")
    assert not path.exists() and kept.path.read_text(encoding="utf-8") == text
    assert saves.load(kept.path).actions == old.actions
    # A second kept game at the same second gets a name of its own.
    path, _ = autosaved(tmp_path, played(seed=22))
    again = saves.keep_replaced_autosave(path, tmp_path / "saves", Session(
        "qwingo", SEATS, {}, seed=6))
    assert again.path is not None and again.path != kept.path and kept.path.exists()


def test_continuing_the_autosaved_game_keeps_nothing(tmp_path):
    old = played()
    path, text = autosaved(tmp_path, old)
    for new in (saves.load(path), played(moves=20)):  # the same game, or further on
        assert saves.keep_replaced_autosave(path, tmp_path / "saves", new).path is None
        assert path.read_text(encoding="utf-8") == text
    assert not (tmp_path / "saves").exists()


def test_the_same_seed_with_other_moves_is_another_game(tmp_path):
    path, _ = autosaved(tmp_path, played(moves=12))
    other = Session("bingolino", SEATS, {"starter": 1}, seed=21)
    for _ in range(12):
        player = other.pending_players()[0]
        other.apply(player, other.state.legal_actions(player)[-1])
    assert other.actions != played(moves=12).actions
    assert saves.keep_replaced_autosave(path, tmp_path / "saves", other).path is not None


def test_nothing_is_kept_without_human_moves_or_without_an_autosave(tmp_path):
    bots = Session("bingolino", [Seat("A", "computer", "easy"), Seat("B", "computer", "easy")],
                   {}, seed=3)
    for _ in range(10):
        player = bots.pending_players()[0]
        bots.apply(player, bots.state.legal_actions(player)[0])
    path, _ = autosaved(tmp_path, bots)
    assert saves.keep_replaced_autosave(path, tmp_path / "saves", other_game()) == saves.Kept()
    assert path.exists()
    path.unlink()
    assert saves.keep_replaced_autosave(path, tmp_path / "saves", other_game()) == saves.Kept()
    assert os.listdir(tmp_path) == []


def _cross_device(monkeypatch, fail=lambda src, dst: True):
    """os.replace across folders fails as between two drives; within a folder it works."""
    real_replace = os.replace

    def replace(src, dst, *a, **k):
        if os.path.dirname(os.fspath(src)) != os.path.dirname(os.fspath(dst)) and fail(src, dst):
            raise OSError(errno.EXDEV, os.strerror(errno.EXDEV))
        return real_replace(src, dst, *a, **k)

    monkeypatch.setattr(saves.os, "replace", replace)


def test_a_saves_folder_on_another_drive_gets_a_copy(tmp_path, monkeypatch):
    path, text = autosaved(tmp_path, played())
    _cross_device(monkeypatch)
    kept = saves.keep_replaced_autosave(path, tmp_path / "saves", other_game())
    assert kept.path is not None and kept.path.parent == tmp_path / "saves"
    assert kept.path.read_text(encoding="utf-8") == text
    assert not path.exists()
    assert os.listdir(tmp_path / "saves") == [kept.path.name]  # no temporary copy left


def test_a_saves_path_that_is_a_file_keeps_the_game_beside_the_autosave(tmp_path):
    path, text = autosaved(tmp_path, played())
    blocker = tmp_path / "saves"
    blocker.write_text("not a folder")
    kept = saves.keep_replaced_autosave(path, blocker, other_game())
    assert kept.path is not None and kept.path.parent == tmp_path
    assert kept.path.read_text(encoding="utf-8") == text and not path.exists()
    assert blocker.read_text() == "not a folder"


DAMAGED = {name: BAD_FILES[name] for name in (
    "deep_nesting", "nesting_below_the_json_limit", "huge_int", "nan", "lone_surrogate",
    "wrong_types", "huge_file", "fifo", "symlink_to_dev_zero", "directory")}
DAMAGED.update({
    "corrupt_json": (_write(b"{not json"), "save.corrupt"),
    "foreign": (_write(b'{"name": "my shopping list"}'), "save.foreign"),
})


@pytest.mark.parametrize("name", list(DAMAGED))
def test_a_damaged_autosave_is_set_aside_never_deleted(tmp_path, name):
    make, _ = DAMAGED[name]
    path = make(tmp_path / "autosave.json")
    before = {Path(p).name: v for p, v in disk_state(tmp_path).items()
              if Path(p).parent == tmp_path}
    outcome, seconds, stuck = briefly(
        lambda: saves.keep_replaced_autosave(path, tmp_path / "saves", other_game()))
    if stuck:
        _release(path)
    assert not stuck and seconds < 1.0
    kept = outcome.get("value")
    assert kept is not None and kept.damaged and kept.path is not None, outcome
    assert kept.path.name.startswith("Damaged autosave ") and kept.path.suffix == ".json"
    assert not os.path.lexists(path)
    mode, size, mtime, content = before["autosave.json"]
    st = os.lstat(kept.path)
    assert (st.st_mode, st.st_size, st.st_mtime_ns) == (mode, size, mtime)  # moved, as it was
    if content is not None:
        assert kept.path.read_bytes() == content


def test_a_newer_autosave_is_kept_as_unfinished(tmp_path):
    data = dict(_valid(), format_version=saves.FORMAT_VERSION + 1, game="../../../chess")
    path = tmp_path / "autosave.json"
    path.write_text(json.dumps(data))
    kept = saves.keep_replaced_autosave(path, tmp_path / "saves", other_game())
    assert not kept.damaged and kept.path is not None
    assert kept.path.parent == tmp_path / "saves"  # a game id never leads out of the folder
    assert kept.path.name.startswith("Unfinished game ")


def test_an_autosave_that_cannot_be_kept_anywhere_is_an_error_and_stays(tmp_path, monkeypatch):
    path, text = autosaved(tmp_path, played())
    before = disk_state(tmp_path)

    def refuse(*args, **kwargs):
        raise OSError(errno.EACCES, os.strerror(errno.EACCES))

    monkeypatch.setattr(saves.os, "replace", refuse)
    with pytest.raises(SaveError) as err:
        saves.keep_replaced_autosave(path, tmp_path / "saves", other_game())
    assert err.value.key == "save.not_kept"
    after = {p: v for p, v in disk_state(tmp_path).items() if p != str(tmp_path / "saves")}
    assert after == before  # the autosave as it was, no copy or temporary file left
