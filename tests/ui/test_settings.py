"""Settings persist in the JSON file of the config dir (an earlier version's INI file is read
once), with sane defaults."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QByteArray

from bingolino_app.ui.common import settings as settings_mod
from bingolino_app.ui.common.settings import MAX_RECENT, Settings, get_settings, reset_settings


@pytest.fixture
def config(tmp_path, monkeypatch, qapp):
    monkeypatch.setenv("BINGOLINO_CONFIG_DIR", str(tmp_path / "cfg"))
    reset_settings()
    yield tmp_path / "cfg"
    reset_settings()


def test_defaults(config):
    s = get_settings()
    assert s.language == ""
    assert s.animation_speed == 1.0
    assert s.confirm_risky is True
    assert s.recent_files == []
    assert s.last_new_game("bingolino") is None
    assert s.geometry is None and s.window_state is None


def test_values_persist_across_instances(config):
    s = get_settings()
    s.language = "ru"
    s.animation_speed = 0.5
    s.confirm_risky = False
    s.geometry = QByteArray(b"\x01\x02geometry")
    s.window_state = QByteArray(b"state\x00")
    s.set_last_new_game("bingolino", {"seats": [{"name": "Аня", "kind": "human",
                                                 "level": "normal"}], "options": {"starter": 0}})
    reset_settings()
    t = get_settings()
    assert t is not s
    assert (config / "settings.json").is_file()
    assert t.language == "ru"
    assert t.animation_speed == 0.5
    assert t.confirm_risky is False
    assert bytes(t.geometry) == b"\x01\x02geometry"
    assert bytes(t.window_state) == b"state\x00"
    assert t.last_new_game("bingolino") == {
        "seats": [{"name": "Аня", "kind": "human", "level": "normal"}], "options": {"starter": 0}}
    assert t.last_new_game("lino") is None


def test_recent_files_most_recent_first_without_duplicates(config):
    s = get_settings()
    for i in range(MAX_RECENT + 3):
        s.add_recent(f"/saves/game{i}.json")
    s.add_recent("/saves/game5.json")
    recent = Settings().recent_files
    assert len(recent) == MAX_RECENT
    assert recent[0] == "/saves/game5.json"
    assert recent[1] == f"/saves/game{MAX_RECENT + 2}.json"
    assert len(set(recent)) == len(recent)
    assert "/saves/game0.json" not in recent


def test_single_recent_file_stays_a_list(config):
    get_settings().add_recent("/only/one.json")
    reset_settings()
    assert get_settings().recent_files == ["/only/one.json"]


def test_garbage_in_the_file_gives_defaults(config):
    config.mkdir(parents=True, exist_ok=True)
    (config / "settings.ini").write_text(
        "[ui]\nlanguage=klingon\nanimation_speed=fast\n[files]\nrecent=not json\n"
        "[new_game]\nbingolino=[1,2]\n", encoding="utf-8")
    s = get_settings()
    assert s.language == ""
    assert s.animation_speed == 1.0
    assert s.recent_files == []
    assert s.last_new_game("bingolino") is None


def test_reset_follows_the_config_dir(config, tmp_path, monkeypatch):
    get_settings().language = "en"
    monkeypatch.setenv("BINGOLINO_CONFIG_DIR", str(tmp_path / "other"))
    reset_settings()
    assert get_settings().language == ""
    assert settings_mod.get_settings().path == tmp_path / "other" / "settings.json"


@pytest.mark.parametrize("stored, read", [
    ("1e-7", 0.5), ("0.01", 0.5), ("1e9", 4.0), ("4.5", 4.0), ("nan", 1.0), ("inf", 1.0),
    ("-inf", 1.0), ("-2", 1.0), ("junk", 1.0), ("0", 0.0), ("0.5", 0.5), ("2", 2.0),
    ("3.5", 3.5),
])
def test_a_stored_animation_speed_is_clamped_to_a_sane_range(config, stored, read):
    # The computers' think pause is divided by the speed: 1e-7 would stop them for days,
    # 1e9 or nan would make every pause (and animation) vanish or break.
    config.mkdir(parents=True, exist_ok=True)
    (config / "settings.ini").write_text(f"[ui]\nanimation_speed={stored}\n", encoding="utf-8")
    assert get_settings().animation_speed == read


@pytest.mark.parametrize("value, kept", [(1e-7, 0.5), (1e9, 4.0), (float("nan"), 1.0),
                                         (0, 0.0), (2, 2.0)])
def test_setting_an_animation_speed_stores_the_clamped_value(config, value, kept):
    get_settings().animation_speed = value
    reset_settings()
    assert get_settings().animation_speed == kept
    stored = json.loads((config / "settings.json").read_text(encoding="utf-8"))
    assert stored["values"]["ui/animation_speed"] == kept  # the file is sane too


def test_after_a_trick_defaults_to_a_pause_and_persists(config):
    s = get_settings()
    assert s.after_trick == "pause"
    s.after_trick = "click"
    reset_settings()
    assert get_settings().after_trick == "click"
    get_settings()._set("ui/after_trick", "forever")  # a hand-edited file
    assert get_settings().after_trick == "pause"


def test_theme_and_zoom_round_trip_and_refuse_nonsense(config):
    """Settings → Theme and the board's zoom are remembered; a hand-edited file with an
    unknown theme or a zoom of 7 or NaN gives the default or the nearest zoom offered."""
    from bingolino_app.ui.shell import app

    assert app.THEMES == settings_mod.THEMES  # the command line offers the same
    s = get_settings()
    assert s.theme == "system" and s.zoom == 1.0
    s.theme = "high_contrast"
    s.zoom = 1.5
    reset_settings()
    t = get_settings()
    assert t.theme == "high_contrast" and t.zoom == 1.5
    t.theme = "purple"
    assert t.theme == "system"
    data = json.loads((config / "settings.json").read_text(encoding="utf-8"))
    data["values"]["ui/theme"] = "neon"
    data["values"]["ui/zoom"] = 7
    (config / "settings.json").write_text(json.dumps(data), encoding="utf-8")
    reset_settings()
    u = get_settings()
    assert u.theme == "system" and u.zoom == max(settings_mod.ZOOMS)
    u.zoom = float("nan")
    assert u.zoom == 1.0
    u.zoom = 1.3
    assert u.zoom == 1.25
