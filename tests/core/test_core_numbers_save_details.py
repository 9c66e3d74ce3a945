"""The detail a save refusal or failure shows, and the details of seats, options, the file
layout and messages."""

from __future__ import annotations

import pytest

from bingolino_app.core import saves
from bingolino_app.core.saves import SaveError
from bingolino_app.core.session import Seat, Session

from core_numbers_helpers import SEATS, _data, played


# --- the detail a refusal shows ----------------------------------------------------------------
@pytest.mark.parametrize("key", ["game", "options", "seed", "players", "actions"])
def test_a_missing_field_is_named(key):
    data = _data()
    del data[key]
    with pytest.raises(SaveError) as err:
        saves.from_dict(data)
    assert (err.value.key, err.value.args_) == ("save.corrupt", {"reason": f"no {key}"})


@pytest.mark.parametrize("value,reason", [
    (float("inf"), "number too large"), (float("nan"), "number too large"),
    (2 ** 70, "number too large"), (-(2 ** 70), "number too large"),
    ("\ud800", "invalid text"), ((1, 2), "unexpected value"), ({1, 2}, "unexpected value"),
])
def test_values_json_never_holds_are_refused_anywhere(value, reason):
    for where in ("app_version", "snapshot"):
        data = _data()
        data[where] = {"deep": [value]}
        with pytest.raises(SaveError) as err:
            saves.from_dict(data)
        assert err.value.args_ == {"reason": reason}
    data = _data()
    if isinstance(value, str):
        data["players"][0][value] = "x"  # in a key too
        with pytest.raises(SaveError) as err:
            saves.from_dict(data)
        assert err.value.args_ == {"reason": reason}


def test_text_outside_ascii_is_fine():
    data = _data()
    data["players"][0]["name"] = "Аня ✓"
    assert saves.from_dict(data).seats[0].name == "Аня ✓"


@pytest.mark.parametrize("raw,reason", [
    (b"\xff{}", "not UTF-8 text"), (b"[NaN]", "NaN is not a number"),
    (b"[-Infinity]", "-Infinity is not a number"), (b"[1e999]", "number too large"),
    (b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
    (b'{"a": }', "JSON: Expecting value, line 1, column 7"),
])
def test_parse_errors_are_named(raw, reason):
    with pytest.raises(SaveError) as err:
        saves.parse(raw)
    assert (err.value.key, err.value.args_) == ("save.corrupt", {"reason": reason})


def test_a_foreign_file_is_not_called_corrupt():
    for data in ([], "x", {"format": "other"}, {}):
        with pytest.raises(SaveError) as err:
            saves.from_dict(data)
        assert (err.value.key, err.value.args_) == ("save.foreign", {})


def test_an_unknown_game_is_named():
    with pytest.raises(SaveError) as err:
        saves.from_dict(_data(game="chess"))
    assert (err.value.key, err.value.args_) == ("save.unknown_game", {"game": "chess"})


def test_a_rewritten_action_must_read_the_same():
    data = _data()
    arrange = next(a for a in data["actions"] if a["action"]["type"] == "Arrange")
    index = data["actions"].index(arrange)
    arrange["action"]["layout"] = [float(n) for n in arrange["action"]["layout"]]
    with pytest.raises(SaveError) as err:
        saves.from_dict(data)
    assert err.value.args_ == {"reason": f"actions[{index}]"}


def test_a_save_that_cannot_be_written_says_why(tmp_path, monkeypatch):
    session = played()
    bad = Session("bingolino", [Seat("Ann\ud800"), SEATS[1]], {}, seed=3)
    with pytest.raises(SaveError) as err:
        saves.save(bad, tmp_path / "a.json")
    assert (err.value.key, err.value.args_) == ("save.write_failed",
                                                {"reason": "invalid characters in a name"})
    (tmp_path / "file").write_text("x")
    with pytest.raises(SaveError) as err:
        saves.save(session, tmp_path / "file" / "a.json")
    assert err.value.key == "save.write_failed" and err.value.args_["reason"] in (
        "Not a directory", "File exists")

    def fails(*args):
        raise OSError()

    monkeypatch.setattr(saves.files, "write_atomic", fails)
    with pytest.raises(SaveError) as err:
        saves.save(session, tmp_path / "b.json")
    assert err.value.args_ == {"reason": "OSError"}


# --- more details of the seats, options and messages -------------------------------------------
def test_deep_nesting_is_named():
    data = _data()
    nested: object = 1
    for _ in range(40):
        nested = [nested]
    data["app_version"] = nested
    with pytest.raises(SaveError) as err:
        saves.from_dict(data)
    assert err.value.args_ == {"reason": "nested too deeply"}


def test_option_refusals_are_named_and_shortened():
    with pytest.raises(SaveError) as err:
        saves.from_dict(_data(options={"starter": 9}))
    assert err.value.args_ == {"reason": "options"}
    key = "k" * 40
    with pytest.raises(SaveError) as err:
        saves.from_dict(_data(options={key: 1}))
    assert err.value.args_ == {"reason": "options: " + "k" * 29 + "…"}


def test_seat_defaults_and_what_a_computer_keeps():
    data = _data()
    data["players"] = [{"name": "Ann"}, {"name": "Bot", "kind": "computer",
                                         "profile": "p1"}]
    notes: list = []
    loaded = saves._from_dict(data, notes)
    assert loaded.seats == [Seat("Ann", "human", "normal", ""),
                            Seat("Bot", "computer", "normal", "")]
    assert notes == []  # no level is the normal level, not an unknown one
    data["players"][0] = {"name": "Ann", "kind": "network"}
    loaded = saves._from_dict(data, notes)
    assert [(n.key, n.args) for n in notes] == [
        ("save.kind_replaced", {"seat": "Ann", "kind": "network"})]
    data["players"][1]["level"] = "godlike"
    assert saves.from_dict(data).seats[1].level == "normal"  # notes are optional


def test_an_unreadable_file_says_why(tmp_path, monkeypatch):
    with pytest.raises(SaveError) as err:
        saves.load(tmp_path / "missing.json")
    assert err.value.args_ == {"reason": "No such file or directory"}

    def fails(*args):
        raise OSError()

    monkeypatch.setattr(saves.files, "read_limited", fails)
    with pytest.raises(SaveError) as err:
        saves.load(tmp_path / "missing.json")
    assert (err.value.key, err.value.args_) == ("save.unreadable", {"reason": "OSError"})


def test_short_texts_survive_what_cannot_be_printed():
    assert saves.short(10 ** 5000) == "?"  # longer than Python prints an int
    assert saves.short("a\ud800b") == "a?b"


def test_the_file_layout_one_space_indent_and_text_as_written():
    session = Session("bingolino", [Seat("Аня"), SEATS[1]], {}, seed=3)
    lines = saves.dumps(session).splitlines()
    assert lines[:3] == ["{", ' "format": "bingolino-save",', ' "format_version": 1,']
    assert '"name": "Аня"' in saves.dumps(session)


def test_a_save_without_a_snapshot_loads():
    data = _data()
    del data["snapshot"]
    assert saves.from_dict(data).state.snapshot() == _data()["snapshot"]


def test_a_save_error_prints_its_key_and_details():
    assert str(SaveError("save.corrupt", reason="x")) == "save.corrupt {'reason': 'x'}"
