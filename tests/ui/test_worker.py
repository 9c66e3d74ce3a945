"""The computer players' worker process does not outlive the app."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

APP = f"""
import os, sys, time
sys.path.insert(0, {str(ROOT)!r})
from bingolino_app.ui.play.worker import BotWorker
worker = BotWorker(inprocess=False)
print(worker.submit(os.getpid).result(), flush=True)
time.sleep(120)
"""


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, IndexError):
        return False
    return state != "Z"  # a zombie has ended; only its parent's bookkeeping is left


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="reads /proc")
def test_the_worker_ends_when_the_app_is_killed():
    app = subprocess.Popen([sys.executable, "-c", APP], stdout=subprocess.PIPE, text=True)
    worker = int(app.stdout.readline())
    assert worker != app.pid and alive(worker)
    os.kill(app.pid, signal.SIGKILL)
    app.wait()
    deadline = time.monotonic() + 10
    while alive(worker) and time.monotonic() < deadline:
        time.sleep(0.05)
    still = alive(worker)
    if still:
        os.kill(worker, signal.SIGKILL)
    assert not still, "the worker process outlived the killed app"
