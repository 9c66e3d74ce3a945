"""Writing a save: atomic writes that keep the previous file on failure, the folder synced,
permissions and links kept, and stale temporary files removed."""

from __future__ import annotations

import errno
import os
import stat
import time

import pytest

from bingolino_app.core import saves
from bingolino_app.core.saves import SaveError
from bingolino_app.core.session import Seat, Session

from saves_helpers import played


POSIX = pytest.mark.skipif(os.name != "posix", reason="POSIX files and modes")


@pytest.mark.parametrize("target", ["replace", "fsync"])
def test_a_failed_write_keeps_the_previous_file(tmp_path, monkeypatch, target):
    path = tmp_path / "game.json"
    saves.save(played(4), path)
    previous = path.read_bytes()

    def full_disk(*args, **kwargs):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(saves.os, target, full_disk)
    with pytest.raises(SaveError) as err:
        saves.save(played(12), path)
    assert err.value.key == "save.write_failed"
    assert path.read_bytes() == previous
    assert os.listdir(tmp_path) == ["game.json"]


def test_a_failed_first_write_leaves_nothing(tmp_path, monkeypatch):
    def full_disk(*args, **kwargs):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(saves.os, "replace", full_disk)
    with pytest.raises(SaveError):
        saves.save(played(4), tmp_path / "new.json")
    assert os.listdir(tmp_path) == []


def test_writing_into_a_file_path_is_a_write_failure(tmp_path):
    blocker = tmp_path / "not_a_dir"
    blocker.write_text("x")
    with pytest.raises(SaveError) as err:
        saves.save(played(4), blocker / "game.json")
    assert err.value.key == "save.write_failed"


def test_saving_a_name_that_cannot_be_encoded_is_a_write_failure(tmp_path):
    session = Session("bingolino", [Seat("An\ud800n"), Seat("Bob")], {}, seed=3)
    with pytest.raises(SaveError) as err:
        saves.save(session, tmp_path / "game.json")
    assert err.value.key == "save.write_failed"
    assert os.listdir(tmp_path) == []


# --- writing: folder synced, permissions and links kept ----------------------------------------
@POSIX
def test_saving_keeps_the_permission_bits_of_the_file(tmp_path):
    path = tmp_path / "game.json"
    saves.save(played(4), path)
    os.chmod(path, 0o640)
    saves.save(played(8), path)
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o640
    assert saves.load(path).actions == played(8).actions


@POSIX
def test_saving_through_a_symlink_updates_its_target_and_keeps_the_link(tmp_path):
    real = tmp_path / "elsewhere" / "real.json"
    real.parent.mkdir()
    saves.save(played(4), real)
    link = tmp_path / "game.json"
    link.symlink_to(real)
    saves.save(played(8), link)
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert saves.load(real).actions == played(8).actions
    assert sorted(os.listdir(real.parent)) == ["real.json"]


@POSIX
def test_the_folder_is_synced_after_the_rename(tmp_path, monkeypatch):
    synced = []
    real_fsync = os.fsync

    def fsync(fd):
        synced.append(stat.S_ISDIR(os.fstat(fd).st_mode))
        real_fsync(fd)

    monkeypatch.setattr(saves.os, "fsync", fsync)
    saves.save(played(4), tmp_path / "game.json")
    assert synced == [False, True]  # the file, then its folder


def test_a_folder_that_cannot_be_synced_is_no_failure(tmp_path, monkeypatch):
    real_fsync = os.fsync

    def fsync(fd):
        if stat.S_ISDIR(os.fstat(fd).st_mode):
            raise OSError(errno.EINVAL, "not supported")  # some file systems, Windows
        real_fsync(fd)

    monkeypatch.setattr(saves.os, "fsync", fsync)
    saves.save(played(4), tmp_path / "game.json")
    assert saves.load(tmp_path / "game.json").actions == played(4).actions


# --- leftover temporary files ------------------------------------------------------------------
def test_stale_temporary_files_are_removed_and_fresh_ones_stay(tmp_path):
    data, folder = tmp_path / "data", tmp_path / "data" / "saves"
    folder.mkdir(parents=True)
    old = time.time() - 120
    stale = [data / ".autosave.json.a1b2c3d4.tmp", folder / ".My game.json.zz_99xyw.tmp"]
    fresh = [data / ".autosave.json.e5f6g7h8.tmp"]  # a second instance writing right now
    foreign = [folder / ".notes.txt.a1b2c3d4.tmp", folder / "backup.json.a1b2c3d4.tmp",
               folder / ".autosave.json.tmp", folder / "game.json"]
    for path in stale + fresh + foreign:
        path.write_text("x")
    for path in stale + foreign:
        os.utime(path, (old, old))
    removed = saves.remove_stale_temp_files(data, folder, tmp_path / "missing")
    assert sorted(removed) == sorted(stale)
    assert not any(p.exists() for p in stale)
    assert all(p.exists() for p in fresh + foreign)
