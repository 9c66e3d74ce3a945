"""Jobs that misbehave in the worker process, for the recovery tests.

Imported by name ("worker_faults") from this folder, which the tests put on sys.path; a
spawned worker gets the same sys.path and so finds these functions when it unpickles a job.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

from bingolino_app.core.bots import choose_move


def slow(seconds: float, *job):
    """The real move, after a pause long enough to kill the worker in the middle."""
    time.sleep(seconds)
    return choose_move(*job)


def hang_once(marker: str, *job):
    """Hang for ever the first time (the marker file does not exist yet), then play."""
    path = Path(marker)
    if not path.exists():
        path.write_text(str(os.getpid()))
        time.sleep(3600)
    return choose_move(*job)


def hang(*job):
    time.sleep(3600)


def crash(*job):
    os._exit(3)  # the process dies as if killed or out of memory


def fail(*job):
    raise RuntimeError("a bot bug")
