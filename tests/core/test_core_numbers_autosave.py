"""The autosave a new game replaces: where it is kept, under which name, and what happens when
it cannot be moved or read."""

from __future__ import annotations

import json

import pytest

from bingolino_app.core import saves
from bingolino_app.core.saves import SaveError
from bingolino_app.core.session import Session

from core_numbers_helpers import SEATS, _data, played


# --- the autosave a new game replaces ----------------------------------------------------------
def _autosave(tmp_path, data) -> object:
    path = tmp_path / "autosave.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _qwingo():
    return Session("qwingo", SEATS, {}, seed=5)


STAMP = r"\d{4}-\d\d-\d\d \d\d-\d\d-\d\d"


def test_a_kept_autosave_is_named_after_its_game_and_the_time(tmp_path):
    import re
    kept = saves.keep_replaced_autosave(_autosave(tmp_path, _data()), tmp_path / "saves",
                                        _qwingo())
    assert re.fullmatch(f"Unfinished Bingolino {STAMP}\\.json", kept.path.name)


def test_a_known_game_of_newer_rules_is_kept_under_its_title(tmp_path):
    data = _data(rules_version=99)
    kept = saves.keep_replaced_autosave(_autosave(tmp_path, data), tmp_path / "saves", _qwingo())
    assert kept.path.name.startswith("Unfinished Bingolino ") and not kept.damaged


def test_an_unknown_game_is_kept_as_an_unfinished_game_not_as_damage(tmp_path):
    kept = saves.keep_replaced_autosave(_autosave(tmp_path, _data(game="chess")),
                                        tmp_path / "saves", _qwingo())
    assert kept.path.name.startswith("Unfinished game ") and not kept.damaged


def test_an_autosave_with_a_note_is_still_kept(tmp_path):
    data = _data()
    data["players"][1]["level"] = "grandmaster"  # loading would replace it, with a note
    kept = saves.keep_replaced_autosave(_autosave(tmp_path, data), tmp_path / "saves", _qwingo())
    assert kept.path is not None and not kept.damaged


def test_the_saves_folder_is_made_with_its_parents(tmp_path):
    folder = tmp_path / "new" / "deeper" / "saves"
    kept = saves.keep_replaced_autosave(_autosave(tmp_path, _data()), folder, _qwingo())
    assert kept.path.parent == folder


def test_free_names_count_from_two(tmp_path):
    assert saves._free_name(tmp_path, "Game") == tmp_path / "Game.json"
    (tmp_path / "Game.json").write_text("x")
    assert saves._free_name(tmp_path, "Game") == tmp_path / "Game (2).json"
    (tmp_path / "Game (2).json").write_text("x")
    assert saves._free_name(tmp_path, "Game") == tmp_path / "Game (3).json"


def test_no_free_name_is_an_error_that_says_so(tmp_path, monkeypatch):
    import errno
    import os
    monkeypatch.setattr(saves.os.path, "lexists", lambda path: True)
    with pytest.raises(OSError) as err:
        saves._free_name(tmp_path, "Game")
    assert err.value.errno == errno.EEXIST and err.value.strerror == os.strerror(errno.EEXIST)


@pytest.mark.parametrize("error,reason", [
    (OSError(13, "Permission denied"), "Permission denied"), (OSError(), "OSError"),
    (PermissionError(), "PermissionError")])
def test_an_autosave_that_cannot_be_kept_says_why(tmp_path, monkeypatch, error, reason):
    def refuse(*args, **kwargs):
        raise error

    monkeypatch.setattr(saves.files, "move", refuse)
    with pytest.raises(SaveError) as err:
        saves.keep_replaced_autosave(_autosave(tmp_path, _data()), tmp_path / "saves",
                                     _qwingo())
    assert (err.value.key, err.value.args_) == ("save.not_kept", {"reason": reason})


def _rename_fails(monkeypatch):
    import errno

    def cross_drive(*args, **kwargs):
        raise OSError(errno.EXDEV, "Invalid cross-device link")

    monkeypatch.setattr(saves.files.os, "replace", cross_drive)


@pytest.mark.parametrize("data,damaged", [(None, True), (_data, False)])
def test_an_autosave_is_copied_when_it_cannot_be_renamed(tmp_path, monkeypatch, data, damaged):
    path = tmp_path / "autosave.json"
    if data is None:
        path.write_bytes(b"\xff junk")
    else:
        path.write_text(json.dumps(data(rules_version=99)), encoding="utf-8")
    content = path.read_bytes()
    _rename_fails(monkeypatch)
    # (the copy's own atomic rename would fail too: write it plainly)
    monkeypatch.setattr(saves.files, "write_atomic", lambda target, raw: target.write_bytes(raw))
    kept = saves.keep_replaced_autosave(path, tmp_path / "saves", _qwingo())
    assert kept.damaged is damaged and kept.path.read_bytes() == content
    assert not path.exists()


def test_an_unreadable_autosave_that_cannot_be_moved_is_not_replaced_by_an_empty_copy(
        tmp_path, monkeypatch):
    path = tmp_path / "autosave.json"
    path.mkdir()  # not a file: nothing could be read
    _rename_fails(monkeypatch)
    with pytest.raises(SaveError) as err:
        saves.keep_replaced_autosave(path, tmp_path / "saves", _qwingo())
    assert err.value.key == "save.not_kept"
    assert not any((tmp_path / "saves").iterdir())


def test_kept_autosaves_say_whether_they_were_damaged(tmp_path):
    kept = saves.keep_replaced_autosave(_autosave(tmp_path, _data()), tmp_path / "s1", _qwingo())
    assert kept.damaged is False
    kept = saves.keep_replaced_autosave(_autosave(tmp_path, _data(game="chess")),
                                        tmp_path / "s2", _qwingo())
    assert kept.damaged is False
    (tmp_path / "autosave.json").write_text("{")
    kept = saves.keep_replaced_autosave(tmp_path / "autosave.json", tmp_path / "s3", _qwingo())
    assert kept.damaged is True and kept.path.name.startswith("Damaged autosave ")


def test_the_same_moves_from_another_seed_are_another_game(tmp_path):
    old = played()
    path = _autosave(tmp_path, json.loads(saves.dumps(old)))
    again = Session.replay("bingolino", list(old.seats), dict(old.options), old.seed + 1,
                           old.actions)
    kept = saves.keep_replaced_autosave(path, tmp_path / "saves", again)
    assert kept.path is not None


def test_a_seat_without_a_kind_is_a_human_whose_game_is_kept(tmp_path):
    data = _data()
    for seat in data["players"]:
        seat.pop("kind")
        seat.pop("level")
    kept = saves.keep_replaced_autosave(_autosave(tmp_path, data), tmp_path / "saves", _qwingo())
    assert kept.path is not None  # the human seats' moves are worth keeping
