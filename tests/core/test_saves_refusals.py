"""Every refusal of an untrusted save (unreadable, edited, junk or wrong types in any field)
with its key and detail, the file left untouched."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bingolino_app.core import saves
from bingolino_app.core.saves import SaveError

from saves_helpers import _valid, played


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


# Junk the format tolerates (harmless); everything else must be refused with a SaveError.
JUNK_ACCEPTED = {
    ("seed", "-1"),  # another seed: the stored dice stay, only dice still to come differ
}  # (empty options are refused here: the defaults let a random player start, not player 2)


@pytest.mark.parametrize("field", ["game", "seed", "players", "options", "actions",
                                   "snapshot", "rules_version", "format_version"])
@pytest.mark.parametrize("junk", [None, "x", -1, 2.5, True, [], {}, [{}], {"a": []}],
                         ids=repr)
def test_junk_in_any_field_gives_a_save_error_or_the_same_game(field, junk):
    original = played()
    data = json.loads(saves.dumps(original))
    data[field] = junk
    if (field, repr(junk)) not in JUNK_ACCEPTED:
        with pytest.raises(SaveError) as err:
            saves.from_dict(data)
        assert err.value.key in ("save.corrupt", "save.foreign", "save.unknown_game")
        return
    # Accepted junk must load into a valid session equal to the saved one.
    loaded = saves.from_dict(data)
    assert loaded.game_id == original.game_id and loaded.spec is original.spec
    assert loaded.seats == original.seats and loaded.options == original.options
    assert loaded.actions == original.actions
    assert loaded.state.snapshot() == original.state.snapshot()
    assert loaded.pending_players() == original.pending_players()
    assert loaded.seed == (junk if field == "seed" else original.seed)
    assert json.loads(saves.dumps(loaded))["snapshot"] == data["snapshot"]


def _seat(data, **fields):
    data["players"][1].update(fields)


WRONG_TYPES = {
    "players_a_dict": lambda d: d.update(players={"0": d["players"][0]}),
    "seat_a_list": lambda d: d["players"].__setitem__(0, ["Ann", "human"]),
    "seat_name_a_dict": lambda d: _seat(d, name={"first": "Bob"}),
    "seat_name_a_number": lambda d: _seat(d, name=7),
    "seat_kind_a_list": lambda d: _seat(d, kind=["computer"]),
    "seat_level_a_dict": lambda d: _seat(d, level={}),
    "seat_unknown_field": lambda d: _seat(d, colour="red"),
    "seat_without_name": lambda d: d["players"][1].pop("name"),
    "name_too_long": lambda d: _seat(d, name="x" * (saves.MAX_NAME_LENGTH + 1)),
    "too_many_seats": lambda d: d.update(players=d["players"] * 3),
    "one_seat": lambda d: d.update(players=d["players"][:1]),
    "options_a_list": lambda d: d.update(options=[["starter", 1]]),
    "option_value_a_dict": lambda d: d.update(options={"starter": {"value": 1}}),
    "option_value_a_string": lambda d: d.update(options={"starter": "1"}),
    "seed_a_string": lambda d: d.update(seed="21"),
    "seed_a_float": lambda d: d.update(seed=21.0),
    "seed_a_bool": lambda d: d.update(seed=True),
    "actions_a_dict": lambda d: d.update(actions={"0": d["actions"][0]}),
    "action_entry_a_list": lambda d: d["actions"].__setitem__(3, [0, {"type": "Flip"}]),
    "action_entry_extra_key": lambda d: d["actions"][3].update(time=5),
    "action_player_a_string": lambda d: d["actions"][3].update(player="0"),
    "action_player_a_float": lambda d: d["actions"][3].update(player=0.0),
    "action_player_out_of_range": lambda d: d["actions"][3].update(player=9),
    "action_a_list": lambda d: d["actions"][3].update(action=["Arrange"]),
    "action_without_type": lambda d: d["actions"][3]["action"].pop("type"),
    "action_type_a_number": lambda d: d["actions"][3]["action"].update(type=3),
    "action_unknown_type": lambda d: d["actions"][3]["action"].update(type="Resign"),
    "action_field_a_string": lambda d: d["actions"][1]["action"].update(player="0"),
    "action_field_a_dict": lambda d: d["actions"][1]["action"].update(player={}),
    "action_unknown_field": lambda d: d["actions"][1]["action"].update(why="luck"),
    "format_version_a_bool": lambda d: d.update(format_version=True),
    "rules_version_a_string": lambda d: d.update(rules_version="1"),
    "game_a_list": lambda d: d.update(game=["bingolino"]),
    "snapshot_a_list": lambda d: d.update(snapshot=[]),
}


# The technical detail each refusal shows (the field at fault).
WRONG_TYPE_REASONS = {
    "players_a_dict": "players", "too_many_seats": "players", "one_seat": "actions[2]",
    "options_a_list": "options", "option_value_a_dict": "options: starter",
    "option_value_a_string": "options: starter", "actions_a_dict": "actions",
    "format_version_a_bool": "format_version", "rules_version_a_string": "rules_version",
    "game_a_list": "game", "snapshot_a_list": "snapshot",
    **{name: "players[0]" if name == "seat_a_list" else "players[1]"
       for name in WRONG_TYPES if name.startswith("seat") or name == "name_too_long"},
    **{name: "seed" for name in WRONG_TYPES if name.startswith("seed")},
    **{name: "actions[1]" if "field" in name else "actions[3]"
       for name in WRONG_TYPES if name.startswith("action_")},
}


@pytest.mark.parametrize("name", list(WRONG_TYPES))
def test_wrong_types_anywhere_are_refused(name):
    data = _valid()
    WRONG_TYPES[name](data)
    with pytest.raises(SaveError) as err:
        saves.from_dict(data)
    assert err.value.key == "save.corrupt"
    assert err.value.args_ == {"reason": WRONG_TYPE_REASONS[name]}


def test_the_name_limit_is_the_new_game_dialogs():
    text = (Path(__file__).parents[2] / "bingolino_app/ui/play/new_game.py").read_text()
    assert f"setMaxLength({saves.MAX_NAME_LENGTH})" in text or \
        "setMaxLength(MAX_NAME_LENGTH)" in text
