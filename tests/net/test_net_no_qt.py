"""The network package never loads Qt (the desktop wraps it; the server runs without Qt),
and the server command starts, listens and stops on a signal."""

import signal
import subprocess
import sys
import time

SCRIPT = r"""
import importlib, pkgutil, sys
import bingolino_app.net
for info in pkgutil.walk_packages(bingolino_app.net.__path__, "bingolino_app.net."):
    importlib.import_module(info.name)
for game in ("bingolino", "qwingo", "domino_bingo", "lino"):
    importlib.import_module(f"bingolino_app.games.{game}.seen")
qt = sorted(m for m in sys.modules if m.startswith(("PySide6", "shiboken6")))
print(qt)
sys.exit(1 if qt else 0)
"""


def test_the_network_package_does_not_import_qt():
    result = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.strip() == "[]"


def test_the_server_command_listens_and_stops_on_sigterm(tmp_path):
    port_file = tmp_path / "port"
    process = subprocess.Popen(
        [sys.executable, "-m", "bingolino_app.net.cli", "--host", "127.0.0.1", "--port", "0",
         "--data", str(tmp_path / "data"), "--workers", "0", "--port-file", str(port_file)],
        stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 20
        while not port_file.exists():
            assert process.poll() is None and time.monotonic() < deadline
            time.sleep(0.02)
        assert int(port_file.read_text()) > 0
        process.send_signal(signal.SIGTERM)
        assert process.wait(20) == 0
        assert "listening on 127.0.0.1" in process.stderr.read()
        assert (tmp_path / "data" / "tables.sqlite3").exists()
    finally:
        if process.poll() is None:
            process.kill()


def test_the_server_command_wants_a_key_with_a_certificate(tmp_path):
    result = subprocess.run([sys.executable, "-m", "bingolino_app.net.cli", "--data",
                             str(tmp_path), "--cert", "x.pem"], capture_output=True, text=True,
                            timeout=60)
    assert result.returncode == 2 and "--key" in result.stderr
