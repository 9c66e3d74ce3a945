"""One app per data folder. Two instances on one folder overwrote each other's autosave on
every move, and the second moved the first's live game aside.

The first start takes a lock file in the data folder (QLockFile: the owner's pid inside, so a
crashed owner's lock counts as stale and is taken over) and listens on a local server named
after the folder. A later start on the same folder asks that server to bring its window to the
front and exits; or, when the user wants two windows (``--another-window``, or the choice
offered when the running one does not answer), it takes the next free slot: its own lock and
its own autosave (paths.use_instance_slot).
"""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QCryptographicHash, QLockFile, QObject, Qt, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

log = logging.getLogger("bingolino.instance")

RAISE = b"raise\n"
ANSWER = b"ok\n"
ANSWER_TIMEOUT_MS = 5000  # the running one may still be starting (its event loop not yet on)
MAX_SLOTS = 99


def server_name(data_dir: Path) -> str:
    """The same for every path spelling of one folder, different for different folders
    (BINGOLINO_DATA_DIR values stay independent)."""
    key = os.path.normcase(str(Path(data_dir).resolve()))
    # SHA-256 as hashlib computes it (the name older versions listen on), from QtCore: hashlib
    # would load OpenSSL before the first window.
    digest = QCryptographicHash.hash(key.encode("utf-8"), QCryptographicHash.Algorithm.Sha256)
    return "bingolino-" + bytes(digest.toHex()).decode("ascii")[:20]


def lock_path(data_dir: Path, slot: int) -> Path:
    return Path(data_dir) / ("instance.lock" if slot == 1 else f"instance-{slot}.lock")


def take_lock(path: Path) -> QLockFile:
    """Try the lock at ``path`` without waiting; a dead owner's lock is taken over. See
    ``isLocked()``; ``error()`` tells "held by a live process" from "cannot lock here"."""
    lock = QLockFile(str(path))
    lock.setStaleLockTime(0)  # held for the app's life: stale only when the owner is gone
    lock.tryLock(0)
    return lock


class InstanceServer(QObject):
    """The main instance's ear: a later start on the same folder asks it to show itself."""

    raise_requested = Signal()

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self._buffers: dict[QLocalSocket, bytes] = {}
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.UserAccessOption)
        self.server.newConnection.connect(self._accept)
        # We hold the folder's lock, so a socket by this name is a crashed owner's leftover.
        QLocalServer.removeServer(name)
        self.listening = self.server.listen(name)
        if self.listening:
            log.debug("main instance, listening as %s", name)
        else:
            log.debug("cannot listen as %s: %s", name, self.server.errorString())

    def _accept(self) -> None:
        while (socket := self.server.nextPendingConnection()) is not None:
            self._buffers[socket] = b""
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(lambda s=socket: self._drop(s))
            self._read(socket)

    def _read(self, socket: QLocalSocket) -> None:
        if socket not in self._buffers:
            return
        data = self._buffers[socket] + bytes(socket.readAll())
        self._buffers[socket] = data
        if b"\n" not in data:
            return
        if data.startswith(RAISE):
            socket.write(ANSWER)
            socket.flush()
            log.debug("raise requested by another start")
            self.raise_requested.emit()
        socket.disconnectFromServer()

    def _drop(self, socket: QLocalSocket) -> None:
        if self._buffers.pop(socket, None) is not None:  # "disconnected" may come twice
            socket.deleteLater()

    def close(self) -> None:
        self.server.close()


def ask_running(name: str, timeout_ms: int = ANSWER_TIMEOUT_MS) -> bool:
    """Ask the main instance to bring its window to the front; True when it answered."""
    deadline = time.monotonic() + timeout_ms / 1000

    def left() -> int:
        return max(0, int((deadline - time.monotonic()) * 1000))

    socket = QLocalSocket()
    while True:  # the owner may hold the lock a moment before it listens
        socket.connectToServer(name)
        if socket.waitForConnected(min(500, left())):
            break
        socket.abort()
        if left() == 0:
            return False
        time.sleep(0.1)
    socket.write(RAISE)
    socket.waitForBytesWritten(left())
    received = b""
    while not received.endswith(b"\n") and left() > 0:
        if socket.bytesAvailable() or socket.waitForReadyRead(left()):
            received += bytes(socket.readAll())
        elif socket.state() != QLocalSocket.ConnectedState:
            break
    received += bytes(socket.readAll())
    socket.abort()
    return received.startswith(ANSWER)


def ask_open_another() -> bool:
    """The running instance does not answer: open a second window anyway, or quit?"""
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(QMessageBox.Question, "Bingolino", QCoreApplication.translate(
        "SingleInstance", "Bingolino is already open with the same data folder, but it does "
                          "not answer."))
    box.setTextFormat(Qt.PlainText)
    box.setInformativeText(QCoreApplication.translate(
        "SingleInstance", "A second window keeps its own autosave and leaves the game of the "
                          "first one alone."))
    another = box.addButton(QCoreApplication.translate("SingleInstance", "Open another window"),
                            QMessageBox.AcceptRole)
    box.addButton(QCoreApplication.translate("SingleInstance", "Quit"), QMessageBox.RejectRole)
    box.setDefaultButton(another)
    box.exec()
    return box.clickedButton() is another


@dataclass
class Instance:
    """What this process may use: ``slot`` 1 is the folder's main instance."""

    slot: int
    lock: QLockFile | None = None
    server: InstanceServer | None = None

    def release(self) -> None:
        if self.server is not None:
            self.server.close()
        if self.lock is not None:
            self.lock.unlock()


def claim(data_dir: Path, another: bool = False,
          ask_user: Callable[[], bool] = ask_open_another,
          timeout_ms: int = ANSWER_TIMEOUT_MS) -> Instance | None:
    """This start's place on ``data_dir``; None when the running instance was asked to show
    itself (or the user chose not to open a second window) and this start should end."""
    data_dir = Path(data_dir)
    try:
        data_dir.mkdir(parents=True, exist_ok=True)
    except OSError as err:  # nowhere to keep a lock (or an autosave): start as before
        log.debug("no data folder %s: %s", data_dir, err)
        return Instance(1)
    first = take_lock(lock_path(data_dir, 1))
    if first.isLocked():
        return Instance(1, first, InstanceServer(server_name(data_dir)))
    if first.error() != QLockFile.LockFailedError:
        log.debug("cannot lock %s: %s", first.fileName(), first.error())
        return Instance(1)
    if not another:
        if ask_running(server_name(data_dir), timeout_ms):
            log.debug("the running instance answered: this start ends")
            return None
        log.debug("the running instance does not answer")
        if not ask_user():
            return None
    return _extra_window(data_dir)


def _extra_window(data_dir: Path) -> Instance:
    for slot in range(2, MAX_SLOTS + 1):
        lock = take_lock(lock_path(data_dir, slot))
        if lock.isLocked():
            log.debug("another window, slot %d", slot)
            return Instance(slot, lock)
    # Ninety-eight windows open: one more shares nothing with them at least.
    return Instance(MAX_SLOTS + 1 + os.getpid())


def bring_to_front(window) -> None:
    """Un-minimize, show, raise and activate ``window`` (a desktop's focus-stealing
    prevention may still only flash its taskbar entry)."""
    state = window.windowState() & ~Qt.WindowMinimized
    window.setWindowState(state | Qt.WindowActive)
    window.show()
    window.raise_()
    window.activateWindow()
