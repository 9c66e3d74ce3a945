"""Test-wide environment, set at import time so it is in place before anything imports Qt."""

import atexit
import os
import shutil
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# Tests never touch the real user folders: saves, autosave and settings go to a temp dir.
_TMP = tempfile.mkdtemp(prefix="bingolino-tests-")
atexit.register(shutil.rmtree, _TMP, ignore_errors=True)
os.environ["BINGOLINO_DATA_DIR"] = os.path.join(_TMP, "data")
os.environ["BINGOLINO_CONFIG_DIR"] = os.path.join(_TMP, "config")
