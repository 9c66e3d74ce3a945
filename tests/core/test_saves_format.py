"""The save file's keys and values, the round trip, migrations, and unknown computer levels
and seat kinds replaced with a note."""

from __future__ import annotations

import json
import os

import pytest

from bingolino_app import __version__
from bingolino_app.core import saves
from bingolino_app.core.saves import SaveError
from bingolino_app.core.session import Seat, Session

from saves_helpers import SEATS, _valid, played


def test_format_keys_and_values():
    session = played()
    data = json.loads(saves.dumps(session))
    assert set(data) == {"format", "format_version", "app_version", "game", "rules_version",
                         "options", "seed", "players", "actions", "snapshot"}
    assert data["format"] == "bingolino-save"
    assert data["format_version"] == saves.FORMAT_VERSION
    assert data["app_version"] == __version__
    assert data["game"] == "bingolino"
    assert data["rules_version"] == session.spec.rules_version
    assert data["options"] == {"starter": 1}
    assert data["seed"] == 21
    assert data["players"] == [{"name": "Ann", "kind": "human", "level": "normal"},
                               {"name": "Bot", "kind": "computer", "level": "strong"}]
    assert data["actions"][0]["player"] == -1 and data["actions"][0]["action"]["type"] == "Deal"
    assert len(data["actions"]) == len(session.history)


def test_a_seat_keeps_its_profile_and_older_saves_have_none(tmp_path):
    session = Session("bingolino", [Seat("Ann", profile="a1b2"), SEATS[1]], {}, seed=3)
    data = json.loads(saves.dumps(session))
    assert saves.from_dict(data).seats[0].profile == "a1b2"
    assert "profile" not in data["players"][1]  # a guest's seat is written as before profiles
    del data["players"][0]["profile"]  # as written before profiles existed
    assert [s.profile for s in saves.from_dict(data).seats] == ["", ""]


def test_save_and_load_round_trip(tmp_path):
    session = played()
    path = tmp_path / "game.json"
    saves.save(session, path)
    again = saves.load(path)
    assert again.state.snapshot() == session.state.snapshot()
    assert again.seats == session.seats and again.seed == session.seed
    assert again.actions == session.actions
    assert os.listdir(tmp_path) == ["game.json"]  # no temporary file left behind


def test_a_loaded_game_continues_with_the_same_dice(tmp_path):
    session = played()
    path = tmp_path / "game.json"
    saves.save(session, path)
    again = saves.load(path)
    for s in (session, again):  # the same moves from here must meet the same dice
        for _ in range(30):
            player = s.pending_players()[-1]
            s.apply(player, s.state.legal_actions(player)[-1])
    assert again.state.snapshot() == session.state.snapshot()


def test_migrations_run_in_order(monkeypatch):
    data = _valid()
    # Pretend version 0 named the game "game_id" and stored no app version.
    old = dict(data, format_version=0, game_id=data["game"])
    del old["game"], old["app_version"]
    calls = []

    def from_0(d):
        calls.append(0)
        d = dict(d, game=d.pop("game_id"), app_version="0.0")
        return dict(d, format_version=1)

    monkeypatch.setattr(saves, "MIGRATIONS", {0: from_0})
    session = saves.from_dict(old)
    assert calls == [0]
    assert session.state.snapshot() == data["snapshot"]


def test_migrations_chain_up_to_the_current_version(monkeypatch):
    data = _valid()
    calls = []

    def step(n):
        def migrate(d):
            calls.append(n)
            return d
        return migrate

    monkeypatch.setattr(saves, "FORMAT_VERSION", 3)
    monkeypatch.setattr(saves, "MIGRATIONS", {1: step(1), 2: step(2)})
    saves.from_dict(data)
    assert calls == [1, 2]


def test_an_old_version_without_migration_is_refused(monkeypatch):
    data = dict(_valid(), format_version=0)
    monkeypatch.setattr(saves, "MIGRATIONS", {})
    with pytest.raises(SaveError) as err:
        saves.from_dict(data)
    assert err.value.key == "save.corrupt"


# --- unknown computer levels and seat kinds --------------------------------------------------
def test_an_unknown_computer_level_plays_normal_and_is_noted(tmp_path):
    data = _valid()
    data["players"][1]["level"] = "grandmaster"
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data))
    loaded = saves.load_with_notes(path)
    assert loaded.session.seats[1] == Seat("Bot", "computer", "normal")
    assert [(n.key, n.args) for n in loaded.notes] == [
        ("save.level_replaced", {"seat": "Bot", "level": "grandmaster"})]
    assert saves.load(path).seats[1].level == "normal"


def test_an_unknown_seat_kind_becomes_a_normal_computer_and_is_noted(tmp_path):
    data = _valid()
    data["players"][1].update(kind="remote", level="x" * 500)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data))
    loaded = saves.load_with_notes(path)
    assert loaded.session.seats[1] == Seat("Bot", "computer", "normal")
    assert [n.key for n in loaded.notes] == ["save.kind_replaced"]
    assert loaded.notes[0].args["kind"] == "remote"


def test_a_known_level_gives_no_note(tmp_path):
    path = tmp_path / "game.json"
    saves.save(played(), path)
    assert saves.load_with_notes(path).notes == ()
