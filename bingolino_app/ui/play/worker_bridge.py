"""Worker answers into the GUI thread: the one bridge the game controllers and the review's
runner share (``bridge()``)."""

from __future__ import annotations

import itertools
import weakref
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from shiboken6 import Shiboken


class _Bridge(QObject):
    """Carries worker results, delivered on the pool's own thread, into the GUI thread. One
    for the whole app, never destroyed: a thread must never emit on a QObject the GUI thread
    may be deleting at that moment (a closed game's controller). Controllers are found by key,
    weakly; an answer for one that is gone is dropped."""

    done = Signal(int, int, object, object)  # controller key, job number, action, error

    def __init__(self) -> None:
        super().__init__()
        self.controllers: weakref.WeakValueDictionary = weakref.WeakValueDictionary()
        self.keys = itertools.count(1)
        self.done.connect(self._deliver, Qt.QueuedConnection)

    def _deliver(self, key: int, number: int, action: Any, error: Any) -> None:
        controller = self.controllers.get(key)
        if controller is not None and Shiboken.isValid(controller):
            controller._on_worker_done(number, action, error)


_bridge: _Bridge | None = None


def bridge() -> _Bridge:
    """The app's bridge, made on first use in the GUI thread (a controller's __init__)."""
    global _bridge
    if _bridge is None:
        _bridge = _Bridge()
    return _bridge
