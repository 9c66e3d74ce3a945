"""The save format's limits pinned on both sides: names, profiles, digits, 64-bit range,
depth, file size, version numbers, seat counts, player indexes, and the short texts in messages."""

from __future__ import annotations

import json

import pytest

from bingolino_app.core import saves
from bingolino_app.core.saves import SaveError
from bingolino_app.core.session import Seat, Session

from core_numbers_helpers import _data, _refused, played


@pytest.mark.parametrize("length,ok", [(24, True), (25, False)])
def test_a_name_of_24_characters_loads_25_does_not(length, ok):
    data = _data()
    data["players"][0]["name"] = "n" * length
    if ok:
        assert saves.from_dict(data).seats[0].name == "n" * length
    else:
        _refused(data)


@pytest.mark.parametrize("length,ok", [(64, True), (65, False)])
def test_a_profile_of_64_characters_loads_65_does_not(length, ok):
    data = _data()
    data["players"][0]["profile"] = "p" * length
    if ok:
        assert saves.from_dict(data).seats[0].profile == "p" * length
    else:
        _refused(data)


@pytest.mark.parametrize("number,ok", [(2 ** 63 - 1, True), (2 ** 63, False),
                                       (-(2 ** 63 - 1), True), (-(2 ** 63), False)])
def test_numbers_fit_in_64_bits(number, ok):
    raw = saves.dumps(played()).replace('"seed": 21', f'"seed": {number}').encode()
    if ok:
        assert saves.from_dict(saves.parse(raw)).seed == number
    else:
        _refused(saves.parse(raw))


@pytest.mark.parametrize("digits,ok", [(19, True), (20, False)])
def test_more_than_19_digits_are_refused_while_parsing(digits, ok):
    text = '{"n": ' + "1" * digits + "}"
    if ok:
        assert saves.parse(text.encode()) == {"n": int("1" * digits)}
        assert saves.parse(("[-" + "1" * digits + "]").encode()) == [-int("1" * digits)]
    else:
        with pytest.raises(SaveError) as err:
            saves.parse(text.encode())
        assert err.value.args_ == {"reason": "number too large"}
        with pytest.raises(SaveError):
            saves.parse(("[-" + "1" * digits + "]").encode())


def test_floats_must_be_finite():
    assert saves.parse(b"[1.5]") == [1.5]
    for text in (b"[1e400]", b"[NaN]", b"[Infinity]", b"[-Infinity]"):
        with pytest.raises(SaveError):
            saves.parse(text)


@pytest.mark.parametrize("levels,ok", [(31, True), (32, False)])
def test_nesting_is_limited_to_32_levels(levels, ok):
    data = _data()
    nested: object = 1
    for _ in range(levels):
        nested = [nested]
    data["app_version"] = nested  # its innermost list lies ``levels`` below the top
    if ok:
        saves.from_dict(data)
    else:
        _refused(data)


def test_a_file_of_the_limit_loads_one_byte_more_does_not(tmp_path):
    text = saves.dumps(played())
    path = tmp_path / "big.json"
    pad = saves.MAX_FILE_BYTES - len(text.encode())
    path.write_bytes(text.encode() + b" " * pad)
    assert saves.MAX_FILE_BYTES == 4 * 2 ** 20
    assert saves.load(path).game_id == "bingolino"
    path.write_bytes(text.encode() + b" " * (pad + 1))
    with pytest.raises(SaveError) as err:
        saves.load(path)
    assert err.value.key == "save.too_large"


@pytest.mark.parametrize("version,key", [(0, "save.corrupt"), (1, None), (2, "save.newer"),
                                         (True, "save.corrupt"), ("1", "save.corrupt")])
def test_format_versions(version, key):
    data = _data(format_version=version)
    if key is None:
        assert saves.from_dict(data).game_id == "bingolino"
    else:
        _refused(data, key)


def test_an_older_format_is_migrated_in_order(monkeypatch):
    seen = []

    def step(n):
        def migrate(data):
            seen.append(n)
            return data
        return migrate

    monkeypatch.setattr(saves, "FORMAT_VERSION", 3)
    monkeypatch.setattr(saves, "MIGRATIONS", {1: step(1), 2: step(2)})
    assert saves.from_dict(_data(format_version=1)).game_id == "bingolino"
    assert seen == [1, 2]
    seen.clear()
    saves.from_dict(_data(format_version=2))
    assert seen == [2]
    monkeypatch.setattr(saves, "MIGRATIONS", {2: step(2)})
    _refused(_data(format_version=1))


@pytest.mark.parametrize("rules,key", [(-1, "save.corrupt"), (0, None), (1, None),
                                       (2, "save.newer")])
def test_rules_versions(rules, key):
    data = _data(rules_version=rules)
    if key is None:
        assert saves.from_dict(data).game_id == "bingolino"
    else:
        _refused(data, key)
    data.pop("rules_version")
    assert saves.from_dict(data).game_id == "bingolino"  # absent: version 0


def test_newer_names_the_app_version_that_wrote_it():
    with pytest.raises(SaveError) as err:
        saves.from_dict(_data(format_version=2, app_version="9.9"))
    assert err.value.args_ == {"version": "9.9"}
    data = _data(format_version=2)
    del data["app_version"]
    with pytest.raises(SaveError) as err:
        saves.from_dict(data)
    assert err.value.args_ == {"version": "?"}


@pytest.mark.parametrize("count,ok", [(0, False), (1, True), (4, True), (5, False)])
def test_a_bingolino_save_has_1_to_4_seats(count, ok):
    seats = [Seat(f"P{i}") for i in range(min(max(count, 1), 4))]
    data = json.loads(saves.dumps(Session("bingolino", seats, {}, seed=3)))
    data["players"] = [{"name": f"P{i}"} for i in range(count)]
    if ok:
        assert len(saves.from_dict(data).seats) == count
    else:
        _refused(data)


@pytest.mark.parametrize("player,reason", [(-2, "actions[i]"), (-1, "replay: game.not_chance"),
                                           (1, None), (2, "actions[i]")])
def test_an_action_belongs_to_chance_or_a_seat(player, reason):
    data = _data()
    i = next(i for i, a in enumerate(data["actions"]) if a["player"] == 1)
    data["actions"][i]["player"] = player
    if reason is None:
        assert saves.from_dict(data).actions[i][0] == 1
    else:
        with pytest.raises(SaveError) as err:
            saves.from_dict(data)
        assert err.value.args_ == {"reason": reason.replace("[i]", f"[{i}]")}


@pytest.mark.parametrize("count,key", [(5, "save.corrupt"), (6, "save.too_large")])
def test_at_most_max_actions(count, key, monkeypatch):
    assert saves.MAX_ACTIONS == 100_000  # one bingolino turn is about four actions
    monkeypatch.setattr(saves, "MAX_ACTIONS", 5)  # the same check, faster
    data = _data()
    data["actions"] = data["actions"][:1] * count  # five deals: the replay refuses the second
    _refused(data, key)


def test_short_texts_for_messages():
    assert saves.short("x" * 80) == "x" * 80
    assert saves.short("x" * 81) == "x" * 79 + "…"
    assert saves.short("a \n b\t c") == "a b c"
    assert saves.short(12) == "12"
    assert saves.short("abc", 2) == "a…"


def test_a_save_error_shortens_its_arguments():
    err = SaveError("save.corrupt", reason="r" * 200)
    assert err.key == "save.corrupt" and err.args_ == {"reason": "r" * 79 + "…"}
    assert str(SaveError("save.foreign")) == "save.foreign"


def test_an_unknown_level_or_kind_is_replaced_with_a_note():
    data = _data()
    data["players"][1]["level"] = "godlike"
    loaded = saves._from_dict(data, notes := [])
    assert loaded.seats[1] == Seat("Bot", "computer", "normal")
    assert [n.key for n in notes] == ["save.level_replaced"]
    assert notes[0].args == {"seat": "Bot", "level": "godlike"}
    data = _data()
    data["players"][0]["level"] = "godlike"  # a human's level: no note
    loaded = saves._from_dict(data, notes := [])
    assert loaded.seats[0] == Seat("Ann") and notes == []
    data = _data()
    data["players"][0]["kind"] = "network"
    loaded = saves._from_dict(data, notes := [])
    assert loaded.seats[0] == Seat("Ann", "computer", "normal")
    assert [n.key for n in notes] == ["save.kind_replaced"]
