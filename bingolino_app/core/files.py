"""Careful file work for every file the app writes (saves, the autosave, settings, the history's
side files, the analysis cache, PDF and CSV): bounded reads of regular files only, atomic writes
that keep permissions and follow a link only to the user's own regular file, moves that copy
across drives, and cleanup after interrupted writes.

Only OSError (UnsafeTarget among them) and the two read refusals below come out of here;
callers turn them into messages.
"""

from __future__ import annotations

import errno
import os
import re
import stat
import time
from pathlib import Path


class NotRegularFile(Exception):
    """A folder, FIFO, device or socket where a file was expected (never opened or read)."""


class FileTooLarge(Exception):
    """More bytes than the limit (found by stat, or by reading one byte past it)."""


class UnsafeTarget(OSError):
    """A write refused before anything was written: the destination is not a regular file of
    the user's (a device, a FIFO, a socket, a folder, a dangling link, or a link to any of
    them or to a place the user does not own). Nothing is replaced."""

    def __init__(self, path: str | os.PathLike, what: str) -> None:
        super().__init__(errno.EPERM, f"not a regular file of yours: {what}", str(path))
        self.what = what  # "device", "fifo", "socket", "folder", "link", "other"


def is_regular_file(path: str | os.PathLike) -> bool:
    """Whether ``path`` is a regular file (through links), never raising: a remembered path
    may be too long, hold a NUL, or lie in a folder that cannot be entered."""
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except (OSError, ValueError):
        return False


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "folder"
    if stat.S_ISFIFO(mode):
        return "fifo"
    if stat.S_ISSOCK(mode):
        return "socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "device"
    return "other"


def _owned(st: os.stat_result) -> bool:
    return not hasattr(os, "getuid") or st.st_uid == os.getuid()


def write_target(path: str | os.PathLike) -> Path:
    """The file a write to ``path`` may replace: ``path`` itself when it is absent or a
    regular file, or the regular file a link leads to when that file and its folder are the
    user's own. Anything else raises UnsafeTarget."""
    path = Path(path)
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        return path
    if stat.S_ISREG(st.st_mode):
        return path
    if not stat.S_ISLNK(st.st_mode):
        raise UnsafeTarget(path, _kind(st.st_mode))
    real = Path(os.path.realpath(path))
    try:
        target, folder = os.stat(real), os.stat(real.parent)
    except OSError:
        raise UnsafeTarget(path, "link") from None  # dangling, or behind a closed folder
    if not stat.S_ISREG(target.st_mode):
        raise UnsafeTarget(path, _kind(target.st_mode))
    if not (_owned(target) and _owned(folder)):
        raise UnsafeTarget(path, "link")
    return real


# What write_atomic's mkstemp makes: ".<name>.<8 random chars>.tmp", for our own files.
_TEMP_NAME = re.compile(r"\..+\.(json|ini|csv|pdf)\.[a-z0-9_]{8}\.tmp")


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


def write_atomic(path: str | os.PathLike, data: bytes, make_folder: bool = True) -> None:
    """Write to a temporary file beside the target, then rename it over: the old file
    survives any failure (full disk, no permission). Only a regular file is replaced; a link
    is written through to the user's own regular file it points to (the link stays) and
    anything else is refused (``write_target``). An existing file keeps its permission bits.
    ``make_folder``: create a missing folder (the app's own folders), or fail (a place the
    user chose). Raises OSError (UnsafeTarget before anything is written)."""
    path = write_target(path)
    if make_folder:
        path.parent.mkdir(parents=True, exist_ok=True)
    try:
        mode = stat.S_IMODE(os.stat(path).st_mode)
    except OSError:
        mode = None  # a new file: mkstemp's owner-only mode
    import tempfile  # with the first write: a start that only reads never needs it

    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            if mode is not None:
                _chmod(f.fileno(), tmp, mode)
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        if write_target(path) != path:  # swapped for something else while we wrote
            raise UnsafeTarget(path, "link")
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


TEMP_AGE = 60.0  # seconds before a temporary file counts as left over (younger: a write going on)


def remove_stale_temp_files(folder: Path, age: float = TEMP_AGE) -> list[Path]:
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
