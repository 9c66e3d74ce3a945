"""The save file: its keys, the round trip, every refusal (file left untouched), atomic writes
and migrations."""

from __future__ import annotations

import errno
import json
import os

import pytest

from bingolino_app import __version__
from bingolino_app.core import saves
from bingolino_app.core.saves import SaveError
from bingolino_app.core.session import Seat, Session

SEATS = [Seat("Ann"), Seat("Bot", "computer", "strong")]


def played(moves: int = 12, seed: int = 21) -> Session:
    """A session some way into the game, every move the first legal one."""
    session = Session("bingolino", SEATS, {"starter": 1}, seed=seed)
    for _ in range(moves):
        player = session.pending_players()[0]
        session.apply(player, session.state.legal_actions(player)[0])
    return session


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
    assert data["players"] == [{"name": "Ann", "kind": "human", "level": "normal", "profile": ""},
                               {"name": "Bot", "kind": "computer", "level": "strong",
                                "profile": ""}]
    assert data["actions"][0]["player"] == -1 and data["actions"][0]["action"]["type"] == "Deal"
    assert len(data["actions"]) == len(session.history)


def test_a_seat_keeps_its_profile_and_older_saves_have_none(tmp_path):
    session = Session("bingolino", [Seat("Ann", profile="a1b2"), SEATS[1]], {}, seed=3)
    data = json.loads(saves.dumps(session))
    assert saves.from_dict(data).seats[0].profile == "a1b2"
    for player in data["players"]:  # as written before profiles existed
        del player["profile"]
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


def _valid() -> dict:
    return json.loads(saves.dumps(played()))


def _tamper_action(data):
    # Flip a tile that was never dealt: replay must refuse it.
    data["actions"][1]["action"]["layout"] = [99] * 16


def _tamper_snapshot(data):
    data["snapshot"]["turn"] += 1


def _tamper_player(data):
    data["actions"][-1]["player"] = 7


REFUSALS = {
    "corrupt_json": (b'{"format": "bingolino-save", "format_ver', "save.corrupt"),
    "not_utf8": (b'\xff\xfe{"format"}\x80', "save.corrupt"),
    "foreign_json": (b'{"name": "my shopping list", "items": [1, 2]}', "save.foreign"),
    "foreign_list": (b"[1, 2, 3]", "save.foreign"),
    "empty": (b"", "save.corrupt"),
}


@pytest.mark.parametrize("name", list(REFUSALS))
def test_unreadable_files_are_refused_and_left_untouched(tmp_path, name):
    content, key = REFUSALS[name]
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(SaveError) as err:
        saves.load(path)
    assert err.value.key == key
    assert path.read_bytes() == content


EDITS = {
    "newer_format": (lambda d: d.update(format_version=saves.FORMAT_VERSION + 1), "save.newer"),
    "newer_rules": (lambda d: d.update(rules_version=d["rules_version"] + 1), "save.newer"),
    "unknown_game": (lambda d: d.update(game="chess"), "save.unknown_game"),
    "tampered_action": (_tamper_action, "save.corrupt"),
    "wrong_player": (_tamper_player, "save.corrupt"),
    "snapshot_mismatch": (_tamper_snapshot, "save.corrupt"),
    "no_actions": (lambda d: d.pop("actions"), "save.corrupt"),
    "bad_option": (lambda d: d.update(options={"starter": 9}), "save.corrupt"),
    "bad_version_type": (lambda d: d.update(format_version="1"), "save.corrupt"),
}


@pytest.mark.parametrize("name", list(EDITS))
def test_untrusted_saves_are_refused_and_left_untouched(tmp_path, name):
    edit, key = EDITS[name]
    data = _valid()
    edit(data)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    content = path.read_bytes()
    with pytest.raises(SaveError) as err:
        saves.load(path)
    assert err.value.key == key
    assert path.read_bytes() == content


def test_a_save_of_a_game_this_build_lacks_is_refused(tmp_path, monkeypatch):
    from bingolino_app.core import registry
    from bingolino_app.core.game import GameSpec

    coming = registry.GameEntry(GameSpec("solitaire", "Solitaire", 1, 1, 1, available=False), None)
    monkeypatch.setitem(registry._games, "solitaire", coming)
    data = _valid()
    data["game"] = "solitaire"
    path = tmp_path / "coming.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError) as err:
        saves.load(path)
    assert err.value.key == "save.unknown_game"


def test_a_missing_file_is_reported(tmp_path):
    with pytest.raises(SaveError) as err:
        saves.load(tmp_path / "nope.json")
    assert err.value.key == "save.unreadable"


@pytest.mark.parametrize("field", ["game", "seed", "players", "options", "actions",
                                   "snapshot", "rules_version", "format_version"])
@pytest.mark.parametrize("junk", [None, "x", -1, 2.5, [], {}, [{}], {"a": []}])
def test_junk_in_any_field_gives_a_save_error(field, junk):
    data = _valid()
    data[field] = junk
    try:
        saves.from_dict(data)
    except SaveError:
        pass  # refused cleanly; some junk (an empty options dict) is acceptable


@pytest.mark.parametrize("target", ["replace", "fsync"])
def test_a_failed_write_keeps_the_previous_file(tmp_path, monkeypatch, target):
    path = tmp_path / "game.json"
    saves.save(played(4), path)
    previous = path.read_bytes()

    def full_disk(*args, **kwargs):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(saves.os, target, full_disk)
    with pytest.raises(SaveError) as err:
        saves.save(played(12), path)
    assert err.value.key == "save.write_failed"
    assert path.read_bytes() == previous
    assert os.listdir(tmp_path) == ["game.json"]


def test_a_failed_first_write_leaves_nothing(tmp_path, monkeypatch):
    def full_disk(*args, **kwargs):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(saves.os, "replace", full_disk)
    with pytest.raises(SaveError):
        saves.save(played(4), tmp_path / "new.json")
    assert os.listdir(tmp_path) == []


def test_writing_into_a_file_path_is_a_write_failure(tmp_path):
    blocker = tmp_path / "not_a_dir"
    blocker.write_text("x")
    with pytest.raises(SaveError) as err:
        saves.save(played(4), blocker / "game.json")
    assert err.value.key == "save.write_failed"


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


# --- the autosave is never silently replaced ------------------------------------------------
def autosaved(tmp_path, session: Session):
    path = tmp_path / "autosave.json"
    saves.save(session, path)
    return path, path.read_text(encoding="utf-8")


def test_another_game_keeps_the_unfinished_autosave_in_the_saves(tmp_path):
    old = played()
    path, text = autosaved(tmp_path, old)
    kept = saves.keep_replaced_autosave(path, tmp_path / "saves", Session(
        "qwingo", SEATS, {}, seed=5))
    assert kept is not None and kept.parent == tmp_path / "saves"
    assert not path.exists() and kept.read_text(encoding="utf-8") == text
    assert saves.load(kept).actions == old.actions
    # A second kept game at the same second gets a name of its own.
    path, _ = autosaved(tmp_path, played(seed=22))
    again = saves.keep_replaced_autosave(path, tmp_path / "saves", Session(
        "qwingo", SEATS, {}, seed=6))
    assert again is not None and again != kept and kept.exists()


def test_continuing_the_autosaved_game_keeps_nothing(tmp_path):
    old = played()
    path, text = autosaved(tmp_path, old)
    for new in (saves.load(path), played(moves=20)):  # the same game, or further on
        assert saves.keep_replaced_autosave(path, tmp_path / "saves", new) is None
        assert path.read_text(encoding="utf-8") == text
    assert not (tmp_path / "saves").exists()


def test_the_same_seed_with_other_moves_is_another_game(tmp_path):
    path, _ = autosaved(tmp_path, played(moves=12))
    other = Session("bingolino", SEATS, {"starter": 1}, seed=21)
    for _ in range(12):
        player = other.pending_players()[0]
        other.apply(player, other.state.legal_actions(player)[-1])
    assert other.actions != played(moves=12).actions
    assert saves.keep_replaced_autosave(path, tmp_path / "saves", other) is not None


def test_nothing_is_kept_without_human_moves_or_without_a_usable_autosave(tmp_path):
    bots = Session("bingolino", [Seat("A", "computer", "easy"), Seat("B", "computer", "easy")],
                   {}, seed=3)
    for _ in range(10):
        player = bots.pending_players()[0]
        bots.apply(player, bots.state.legal_actions(player)[0])
    path, _ = autosaved(tmp_path, bots)
    new = Session("qwingo", SEATS, {}, seed=5)
    assert saves.keep_replaced_autosave(path, tmp_path / "saves", new) is None
    assert path.exists()
    path.write_text("{not json", encoding="utf-8")
    assert saves.keep_replaced_autosave(path, tmp_path / "saves", new) is None
    assert path.read_text(encoding="utf-8") == "{not json"
    assert saves.keep_replaced_autosave(tmp_path / "none.json", tmp_path / "saves", new) is None
