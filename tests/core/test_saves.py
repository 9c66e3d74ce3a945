"""The save file: its keys, the round trip, every refusal (file left untouched), atomic writes
and migrations."""

from __future__ import annotations

import errno
import json
import os
import stat
import threading
import time
from pathlib import Path

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


# --- every bad file: a clear refusal, at once, nothing changed on disk ----------------------
def _text_with(edit):
    """A valid save's text with a textual edit (for what json.dumps cannot write)."""
    return lambda: edit(saves.dumps(played())).encode("utf-8")


def _nested(levels: int):
    return _text_with(lambda t: t.replace('"snapshot": {', '"snapshot": {"extra": '
                                          + "[" * levels + "]" * levels + ", ", 1))


def _write(content):
    """A maker of a file holding ``content`` (bytes, or a function giving them)."""
    def make(path: Path) -> Path:
        path.write_bytes(content() if callable(content) else content)
        return path
    return make


def _sparse(size: int):
    def make(path: Path) -> Path:
        with open(path, "wb") as f:
            f.truncate(size)
        return path
    return make


POSIX = pytest.mark.skipif(os.name != "posix", reason="POSIX files and modes")


def _fifo(path: Path) -> Path:
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs here")
    os.mkfifo(path)
    return path


def _dev_zero(path: Path) -> Path:
    if not os.path.exists("/dev/zero"):
        pytest.skip("no /dev/zero here")
    path.symlink_to("/dev/zero")
    return path


def _directory(path: Path) -> Path:
    path.mkdir()
    (path / "inside.json").write_text("{}")
    return path


def _many_actions(path: Path) -> Path:
    data = _valid()
    data["actions"] = [data["actions"][-1]] * (saves.MAX_ACTIONS + 1)
    path.write_text(json.dumps(data, separators=(",", ":")))
    return path


BAD_FILES = {
    "deep_nesting": (_write(b"[" * 100_000 + b"]" * 100_000), "save.corrupt"),
    "deep_nesting_in_a_valid_save": (_write(_nested(5000)), "save.corrupt"),
    "nesting_below_the_json_limit": (_write(_nested(500)), "save.corrupt"),
    "huge_int": (_write(_text_with(lambda t: t.replace('"seed": 21', '"seed": 1' + "0" * 5000))),
                 "save.corrupt"),
    "huge_int_in_a_move": (_write(_text_with(lambda t: t.replace(
        '"player": 0', '"player": 1' + "0" * 5000, 1))), "save.corrupt"),
    "huge_int_in_the_snapshot": (_write(_text_with(lambda t: t.replace(
        '"snapshot": {', '"snapshot": {"extra": 1' + "0" * 5000 + ", ", 1))), "save.corrupt"),
    "absurd_seed": (_write(_text_with(lambda t: t.replace('"seed": 21', '"seed": 1' + "0" * 300))),
                    "save.corrupt"),
    "nan": (_write(_text_with(lambda t: t.replace('"seed": 21', '"seed": NaN'))), "save.corrupt"),
    "infinity": (_write(_text_with(lambda t: t.replace('"seed": 21', '"seed": -Infinity'))),
                 "save.corrupt"),
    "float_overflow": (_write(_text_with(lambda t: t.replace('"seed": 21', '"seed": 1e999'))),
                       "save.corrupt"),
    "lone_surrogate": (_write(_text_with(lambda t: t.replace('"Ann"', '"An\\ud800n"'))),
                       "save.corrupt"),
    "wrong_types": (_write(lambda: json.dumps(dict(_valid(), players={"name": "Ann"})).encode()),
                    "save.corrupt"),
    "too_many_actions": (_many_actions, "save.too_large"),
    "huge_file": (_sparse(50 * 2**20), "save.too_large"),
    "fifo": (_fifo, "save.not_a_file"),
    "symlink_to_dev_zero": (_dev_zero, "save.not_a_file"),
    "directory": (_directory, "save.not_a_file"),
}


def disk_state(folder: Path) -> dict:
    """Every entry under ``folder`` with its type, size, mtime and (small files) bytes."""
    state = {}
    for root, dirs, files in os.walk(folder):
        for name in dirs + files:
            path = Path(root) / name
            st = os.lstat(path)
            small = stat.S_ISREG(st.st_mode) and st.st_size < 2**20
            state[str(path)] = (st.st_mode, st.st_size, st.st_mtime_ns,
                                path.read_bytes() if small else None)
    return state


def briefly(fn, limit: float = 1.0):
    """Run ``fn`` in a thread; returns (outcome, seconds). A call that blocks (a FIFO) fails
    the test instead of hanging the suite."""
    outcome: dict = {}

    def run():
        try:
            outcome["value"] = fn()
        except BaseException as exc:  # noqa: BLE001 - reported to the test
            outcome["error"] = exc

    start = time.monotonic()
    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(limit * 5)
    return outcome, time.monotonic() - start, thread.is_alive()


def _release(path: Path) -> None:
    """Let a reader blocked on opening a FIFO go (old code hangs there)."""
    try:
        os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))
    except OSError:
        pass


@pytest.mark.parametrize("name", list(BAD_FILES))
def test_every_bad_file_is_refused_at_once_and_left_untouched(tmp_path, name):
    make, key = BAD_FILES[name]
    path = make(tmp_path / "bad.json")
    before = disk_state(tmp_path)
    outcome, seconds, stuck = briefly(lambda: saves.load(path))
    if stuck:
        _release(path)
    assert not stuck, "load blocked"
    assert isinstance(outcome.get("error"), SaveError), outcome
    assert outcome["error"].key == key
    assert len(str(outcome["error"])) < 200  # no 5 MB reason
    assert seconds < 1.0
    assert disk_state(tmp_path) == before


def test_a_fifo_swapped_in_after_the_check_does_not_block(tmp_path, monkeypatch):
    plain = tmp_path / "plain.json"
    plain.write_text("{}")
    fifo = _fifo(tmp_path / "game.json")
    real_stat = os.stat
    monkeypatch.setattr(saves.os, "stat", lambda p, *a, **k: real_stat(
        plain if str(p) == str(fifo) else p, *a, **k))
    outcome, seconds, stuck = briefly(lambda: saves.load(fifo))
    if stuck:
        _release(fifo)
    assert not stuck and outcome["error"].key == "save.not_a_file"


@pytest.mark.skipif(not Path("/proc/self/status").is_file(), reason="needs Linux /proc")
def test_reading_stops_at_the_limit_whatever_the_size_says(monkeypatch):
    # /proc files say they are empty and still hold text: only the bytes read count.
    monkeypatch.setattr(saves, "MAX_FILE_BYTES", 16)
    with pytest.raises(SaveError) as err:
        saves.load("/proc/self/status")
    assert err.value.key == "save.too_large"


def test_the_move_count_is_limited_before_any_move_is_read(tmp_path, monkeypatch):
    path = tmp_path / "game.json"
    saves.save(played(), path)
    monkeypatch.setattr(saves, "MAX_ACTIONS", 5)  # a file under the size limit, too many moves
    with pytest.raises(SaveError) as err:
        saves.load(path)
    assert err.value.key == "save.too_large"


def test_the_name_limit_is_the_new_game_dialogs():
    text = (Path(__file__).parents[2] / "bingolino_app/ui/new_game.py").read_text()
    assert f"setMaxLength({saves.MAX_NAME_LENGTH})" in text or \
        "setMaxLength(MAX_NAME_LENGTH)" in text


def test_saving_a_name_that_cannot_be_encoded_is_a_write_failure(tmp_path):
    session = Session("bingolino", [Seat("An\ud800n"), Seat("Bob")], {}, seed=3)
    with pytest.raises(SaveError) as err:
        saves.save(session, tmp_path / "game.json")
    assert err.value.key == "save.write_failed"
    assert os.listdir(tmp_path) == []


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


# --- writing: folder synced, permissions and links kept ----------------------------------------
@POSIX
def test_saving_keeps_the_permission_bits_of_the_file(tmp_path):
    path = tmp_path / "game.json"
    saves.save(played(4), path)
    os.chmod(path, 0o640)
    saves.save(played(8), path)
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o640
    assert saves.load(path).actions == played(8).actions


@POSIX
def test_saving_through_a_symlink_updates_its_target_and_keeps_the_link(tmp_path):
    real = tmp_path / "elsewhere" / "real.json"
    real.parent.mkdir()
    saves.save(played(4), real)
    link = tmp_path / "game.json"
    link.symlink_to(real)
    saves.save(played(8), link)
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert saves.load(real).actions == played(8).actions
    assert sorted(os.listdir(real.parent)) == ["real.json"]


@POSIX
def test_the_folder_is_synced_after_the_rename(tmp_path, monkeypatch):
    synced = []
    real_fsync = os.fsync

    def fsync(fd):
        synced.append(stat.S_ISDIR(os.fstat(fd).st_mode))
        real_fsync(fd)

    monkeypatch.setattr(saves.os, "fsync", fsync)
    saves.save(played(4), tmp_path / "game.json")
    assert synced == [False, True]  # the file, then its folder


def test_a_folder_that_cannot_be_synced_is_no_failure(tmp_path, monkeypatch):
    real_fsync = os.fsync

    def fsync(fd):
        if stat.S_ISDIR(os.fstat(fd).st_mode):
            raise OSError(errno.EINVAL, "not supported")  # some file systems, Windows
        real_fsync(fd)

    monkeypatch.setattr(saves.os, "fsync", fsync)
    saves.save(played(4), tmp_path / "game.json")
    assert saves.load(tmp_path / "game.json").actions == played(4).actions


# --- leftover temporary files ------------------------------------------------------------------
def test_stale_temporary_files_are_removed_and_fresh_ones_stay(tmp_path):
    data, folder = tmp_path / "data", tmp_path / "data" / "saves"
    folder.mkdir(parents=True)
    old = time.time() - 120
    stale = [data / ".autosave.json.a1b2c3d4.tmp", folder / ".My game.json.zz_99xyw.tmp"]
    fresh = [data / ".autosave.json.e5f6g7h8.tmp"]  # a second instance writing right now
    foreign = [folder / ".notes.txt.a1b2c3d4.tmp", folder / "backup.json.a1b2c3d4.tmp",
               folder / ".autosave.json.tmp", folder / "game.json"]
    for path in stale + fresh + foreign:
        path.write_text("x")
    for path in stale + foreign:
        os.utime(path, (old, old))
    removed = saves.remove_stale_temp_files(data, folder, tmp_path / "missing")
    assert sorted(removed) == sorted(stale)
    assert not any(p.exists() for p in stale)
    assert all(p.exists() for p in fresh + foreign)


# --- the autosave is never silently replaced ------------------------------------------------
def autosaved(tmp_path, session: Session):
    path = tmp_path / "autosave.json"
    saves.save(session, path)
    return path, path.read_text(encoding="utf-8")


def other_game() -> Session:
    return Session("qwingo", SEATS, {}, seed=5)


def test_another_game_keeps_the_unfinished_autosave_in_the_saves(tmp_path):
    old = played()
    path, text = autosaved(tmp_path, old)
    kept = saves.keep_replaced_autosave(path, tmp_path / "saves", other_game())
    assert kept.path is not None and kept.path.parent == tmp_path / "saves" and not kept.damaged
    assert kept.path.name.startswith("Unfinished Bingolino ")
    assert not path.exists() and kept.path.read_text(encoding="utf-8") == text
    assert saves.load(kept.path).actions == old.actions
    # A second kept game at the same second gets a name of its own.
    path, _ = autosaved(tmp_path, played(seed=22))
    again = saves.keep_replaced_autosave(path, tmp_path / "saves", Session(
        "qwingo", SEATS, {}, seed=6))
    assert again.path is not None and again.path != kept.path and kept.path.exists()


def test_continuing_the_autosaved_game_keeps_nothing(tmp_path):
    old = played()
    path, text = autosaved(tmp_path, old)
    for new in (saves.load(path), played(moves=20)):  # the same game, or further on
        assert saves.keep_replaced_autosave(path, tmp_path / "saves", new).path is None
        assert path.read_text(encoding="utf-8") == text
    assert not (tmp_path / "saves").exists()


def test_the_same_seed_with_other_moves_is_another_game(tmp_path):
    path, _ = autosaved(tmp_path, played(moves=12))
    other = Session("bingolino", SEATS, {"starter": 1}, seed=21)
    for _ in range(12):
        player = other.pending_players()[0]
        other.apply(player, other.state.legal_actions(player)[-1])
    assert other.actions != played(moves=12).actions
    assert saves.keep_replaced_autosave(path, tmp_path / "saves", other).path is not None


def test_nothing_is_kept_without_human_moves_or_without_an_autosave(tmp_path):
    bots = Session("bingolino", [Seat("A", "computer", "easy"), Seat("B", "computer", "easy")],
                   {}, seed=3)
    for _ in range(10):
        player = bots.pending_players()[0]
        bots.apply(player, bots.state.legal_actions(player)[0])
    path, _ = autosaved(tmp_path, bots)
    assert saves.keep_replaced_autosave(path, tmp_path / "saves", other_game()) == saves.Kept()
    assert path.exists()
    path.unlink()
    assert saves.keep_replaced_autosave(path, tmp_path / "saves", other_game()) == saves.Kept()
    assert os.listdir(tmp_path) == []


def _cross_device(monkeypatch, fail=lambda src, dst: True):
    """os.replace across folders fails as between two drives; within a folder it works."""
    real_replace = os.replace

    def replace(src, dst, *a, **k):
        if os.path.dirname(os.fspath(src)) != os.path.dirname(os.fspath(dst)) and fail(src, dst):
            raise OSError(errno.EXDEV, os.strerror(errno.EXDEV))
        return real_replace(src, dst, *a, **k)

    monkeypatch.setattr(saves.os, "replace", replace)


def test_a_saves_folder_on_another_drive_gets_a_copy(tmp_path, monkeypatch):
    path, text = autosaved(tmp_path, played())
    _cross_device(monkeypatch)
    kept = saves.keep_replaced_autosave(path, tmp_path / "saves", other_game())
    assert kept.path is not None and kept.path.parent == tmp_path / "saves"
    assert kept.path.read_text(encoding="utf-8") == text
    assert not path.exists()
    assert os.listdir(tmp_path / "saves") == [kept.path.name]  # no temporary copy left


def test_a_saves_path_that_is_a_file_keeps_the_game_beside_the_autosave(tmp_path):
    path, text = autosaved(tmp_path, played())
    blocker = tmp_path / "saves"
    blocker.write_text("not a folder")
    kept = saves.keep_replaced_autosave(path, blocker, other_game())
    assert kept.path is not None and kept.path.parent == tmp_path
    assert kept.path.read_text(encoding="utf-8") == text and not path.exists()
    assert blocker.read_text() == "not a folder"


DAMAGED = {name: BAD_FILES[name] for name in (
    "deep_nesting", "nesting_below_the_json_limit", "huge_int", "nan", "lone_surrogate",
    "wrong_types", "huge_file", "fifo", "symlink_to_dev_zero", "directory")}
DAMAGED.update({
    "corrupt_json": (_write(b"{not json"), "save.corrupt"),
    "foreign": (_write(b'{"name": "my shopping list"}'), "save.foreign"),
})


@pytest.mark.parametrize("name", list(DAMAGED))
def test_a_damaged_autosave_is_set_aside_never_deleted(tmp_path, name):
    make, _ = DAMAGED[name]
    path = make(tmp_path / "autosave.json")
    before = {Path(p).name: v for p, v in disk_state(tmp_path).items()
              if Path(p).parent == tmp_path}
    outcome, seconds, stuck = briefly(
        lambda: saves.keep_replaced_autosave(path, tmp_path / "saves", other_game()))
    if stuck:
        _release(path)
    assert not stuck and seconds < 1.0
    kept = outcome.get("value")
    assert kept is not None and kept.damaged and kept.path is not None, outcome
    assert kept.path.name.startswith("Damaged autosave ") and kept.path.suffix == ".json"
    assert not os.path.lexists(path)
    mode, size, mtime, content = before["autosave.json"]
    st = os.lstat(kept.path)
    assert (st.st_mode, st.st_size, st.st_mtime_ns) == (mode, size, mtime)  # moved, as it was
    if content is not None:
        assert kept.path.read_bytes() == content


def test_a_newer_autosave_is_kept_as_unfinished(tmp_path):
    data = dict(_valid(), format_version=saves.FORMAT_VERSION + 1, game="../../../chess")
    path = tmp_path / "autosave.json"
    path.write_text(json.dumps(data))
    kept = saves.keep_replaced_autosave(path, tmp_path / "saves", other_game())
    assert not kept.damaged and kept.path is not None
    assert kept.path.parent == tmp_path / "saves"  # a game id never leads out of the folder
    assert kept.path.name.startswith("Unfinished game ")


def test_an_autosave_that_cannot_be_kept_anywhere_is_an_error_and_stays(tmp_path, monkeypatch):
    path, text = autosaved(tmp_path, played())
    before = disk_state(tmp_path)

    def refuse(*args, **kwargs):
        raise OSError(errno.EACCES, os.strerror(errno.EACCES))

    monkeypatch.setattr(saves.os, "replace", refuse)
    with pytest.raises(SaveError) as err:
        saves.keep_replaced_autosave(path, tmp_path / "saves", other_game())
    assert err.value.key == "save.not_kept"
    after = {p: v for p, v in disk_state(tmp_path).items() if p != str(tmp_path / "saves")}
    assert after == before  # the autosave as it was, no copy or temporary file left
