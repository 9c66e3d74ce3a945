"""Careful file work for saves: bounded reads of regular files only, atomic writes that keep
permissions and links, moves that copy across drives, and cleanup after interrupted writes.

Only OSError and the two refusals below come out of here; saves.py turns them into messages.
"""

from __future__ import annotations

import os
import re
import stat
import tempfile
import time
from pathlib import Path


class NotRegularFile(Exception):
    """A folder, FIFO, device or socket where a file was expected (never opened or read)."""


class FileTooLarge(Exception):
    """More bytes than the limit (found by stat, or by reading one byte past it)."""


# What write_atomic's mkstemp makes: ".<name>.<8 random chars>.tmp", for our .json files.
_TEMP_NAME = re.compile(r"\..+\.json\.[a-z0-9_]{8}\.tmp")


def read_limited(path: str | os.PathLike, limit: int) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes. Special files are refused
    before opening; the open never blocks (a FIFO swapped in meanwhile) and reading stops
    one byte past the limit whatever stat said (/proc files, a file still growing)."""
    _check_regular(os.stat(path), limit)
    flags = (os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
             | getattr(os, "O_BINARY", 0))
    fd = os.open(path, flags)
    try:
        _check_regular(os.fstat(fd), limit)
        chunks, left = [], limit + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    finally:
        os.close(fd)
    data = b"".join(chunks)
    if len(data) > limit:
        raise FileTooLarge()
    return data


def _check_regular(st: os.stat_result, limit: int) -> None:
    if not stat.S_ISREG(st.st_mode):
        raise NotRegularFile()
    if st.st_size > limit:
        raise FileTooLarge()


def write_atomic(path: Path, data: bytes) -> None:
    """Write to a temporary file beside the target, then rename it over: the old file
    survives any failure (full disk, no permission). A symlink is written through (the
    file it points to changes, the link stays); an existing file keeps its permission bits.
    Raises OSError."""
    if os.path.islink(path):
        path = Path(os.path.realpath(path))
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        mode = stat.S_IMODE(os.stat(path).st_mode)
    except OSError:
        mode = None  # a new file: mkstemp's owner-only mode
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            if mode is not None:
                _chmod(f.fileno(), tmp, mode)
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    fsync_dir(path.parent)


def _chmod(fd: int, name: str, mode: int) -> None:
    if hasattr(os, "fchmod"):
        os.fchmod(fd, mode)
    else:  # Windows: only the read-only bit exists
        os.chmod(name, mode)


def fsync_dir(folder: Path) -> None:
    """Make a rename in ``folder`` durable (POSIX); skipped where folders cannot be opened or
    synced (Windows, some file systems)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def move(src: Path, target: Path, data: bytes | None) -> None:
    """Move ``src`` to ``target`` (a free name the caller chose). When a rename cannot work
    (another drive) and ``data`` holds the file's bytes, write them to ``target``
    atomically, then remove ``src``. Raises OSError when neither works."""
    try:
        os.replace(src, target)
    except OSError:
        if data is None:
            raise
        write_atomic(target, data)
        try:
            os.unlink(src)
        except OSError:
            pass  # kept as a copy; the new game's autosave replaces the original
    else:
        fsync_dir(target.parent)
        if src.parent != target.parent:
            fsync_dir(src.parent)


def remove_stale_temp_files(folder: Path, age: float) -> list[Path]:
    """Remove write_atomic's leftovers older than ``age`` seconds (an interrupted write);
    younger ones may be another running instance's write in progress."""
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    now = time.time()
    for entry in entries:
        if not _TEMP_NAME.fullmatch(entry.name):
            continue
        try:
            st = entry.stat(follow_symlinks=False)
            if stat.S_ISREG(st.st_mode) and now - st.st_mtime > age:
                os.unlink(entry.path)
                removed.append(Path(entry.path))
        except OSError:
            pass
    return removed
