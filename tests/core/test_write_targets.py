"""A write never replaces what is not the app's own regular file (issue 36): a device, a FIFO,
a socket, a folder, a dangling link, or a link to any of them (or to another user's file) is
refused before anything is written, and left as it was. A link to the user's own regular
file is written through. Fake devices only (a node made in the test's folder, as root);
never a real system device."""

from __future__ import annotations

import os
import socket
import stat
import sys
from pathlib import Path

import pytest

from bingolino_app.core import files

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX file kinds")

ROOT = hasattr(os, "geteuid") and os.geteuid() == 0


def _fifo(path: Path) -> Path:
    os.mkfifo(path)
    return path


def _device(path: Path) -> Path:
    if not ROOT:
        pytest.skip("making a device node needs root")
    os.mknod(path, stat.S_IFCHR | 0o666, os.makedev(1, 3))  # a /dev/null twin, in tmp
    return path


def _socket(path: Path) -> Path:
    s = socket.socket(socket.AF_UNIX)
    s.bind(str(path))
    s.close()
    return path


def _folder(path: Path) -> Path:
    path.mkdir()
    return path


KINDS = {"fifo": _fifo, "device": _device, "socket": _socket, "folder": _folder}


def _same(path: Path, before: os.stat_result) -> bool:
    after = os.lstat(path)
    return (after.st_ino, after.st_mode, after.st_rdev) == (before.st_ino, before.st_mode,
                                                           before.st_rdev)


@pytest.fixture(params=sorted(KINDS))
def special(request, tmp_path):
    """Something that is not a regular file, at the place a file should be written."""
    return KINDS[request.param](tmp_path / "special")


@pytest.fixture(params=["direct", "link"])
def target(request, special, tmp_path):
    """The special file itself, or a link to it, where the app writes."""
    if request.param == "direct":
        return special
    link = tmp_path / "link.json"
    link.symlink_to(special)
    return link


def test_write_atomic_refuses_anything_but_a_regular_file(target, special, tmp_path):
    before = os.lstat(special)
    with pytest.raises(files.UnsafeTarget):
        files.write_atomic(target, b"data")
    assert _same(special, before)
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_a_dangling_link_is_refused_and_nothing_is_created(tmp_path):
    link = tmp_path / "link.json"
    link.symlink_to(tmp_path / "nowhere.json")
    with pytest.raises(files.UnsafeTarget):
        files.write_atomic(link, b"data")
    assert not (tmp_path / "nowhere.json").exists() and link.is_symlink()


def test_a_link_to_the_users_own_regular_file_is_written_through(tmp_path):
    real = tmp_path / "real.json"
    real.write_bytes(b"old")
    real.chmod(0o640)
    link = tmp_path / "link.json"
    link.symlink_to(real)
    files.write_atomic(link, b"new")
    assert link.is_symlink() and real.read_bytes() == b"new"
    assert stat.S_IMODE(real.stat().st_mode) == 0o640


@pytest.mark.skipif(not ROOT, reason="another user's file needs root to make")
def test_a_link_to_another_users_file_is_refused(tmp_path):
    real = tmp_path / "theirs.json"
    real.write_bytes(b"theirs")
    os.chown(real, 65534, 65534)
    link = tmp_path / "link.json"
    link.symlink_to(real)
    with pytest.raises(files.UnsafeTarget):
        files.write_atomic(link, b"mine")
    assert real.read_bytes() == b"theirs"


# --- every file the app writes -----------------------------------------------------------------
def _write_save(path: Path) -> None:
    from bingolino_app.core import saves
    from bingolino_app.core.session import Seat, Session

    saves.save(Session("qwingo", [Seat("Solo")], {}, 3), path)


def _write_pending(path: Path) -> None:
    from bingolino_app.core import history_pending
    from bingolino_app.core.history import GameRecord
    from history_helpers import finished

    record = GameRecord.from_session(finished(), 1.0, 2.0)
    # The waiting file's name is the game's digest: put the special file there.
    name = history_pending.file_of(path.parent, record)
    os.rename(path, name)
    try:
        history_pending.keep(path.parent, record)
    finally:
        os.rename(name, path)


def _write_cache(path: Path) -> None:
    from bingolino_app.core.analysis_cache import AnalysisCache

    cache = AnalysisCache(path.parent)
    os.rename(path, cache.path("key"))
    try:
        cache.store("key", "qwingo", 0, 1.0, [])
    finally:
        os.rename(cache.path("key"), path)


WRITERS = {"save or autosave": _write_save, "waiting finished game": _write_pending,
           "analysis cache": _write_cache}


@pytest.mark.parametrize("writer", sorted(WRITERS))
def test_no_file_the_model_writes_replaces_a_special_file(writer, special):
    before = os.lstat(special)
    with pytest.raises(Exception) as err:
        WRITERS[writer](special)
    assert isinstance(err.value, files.UnsafeTarget) or \
        getattr(err.value, "key", "") == "save.unsafe_target"
    assert _same(special, before)
