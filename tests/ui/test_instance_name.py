"""The name a running window listens on: the one earlier versions computed with hashlib (a
window of the last version still running is found by the new one), for any folder name."""

from __future__ import annotations

import hashlib
import os

from bingolino_app.ui.shell.instance import server_name


def test_the_listening_name_is_the_sha256_of_the_resolved_folder(tmp_path):
    for name in ("data", "Данные игр", "a b\tc", "ünï" * 30):
        folder = tmp_path / name
        key = os.path.normcase(str(folder.resolve()))
        expected = "bingolino-" + hashlib.sha256(key.encode("utf-8")).hexdigest()[:20]
        assert server_name(folder) == expected
    assert server_name(tmp_path / "one") != server_name(tmp_path / "two")
