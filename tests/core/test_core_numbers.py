"""The core's numbers and fields pinned: what Session and Session.replay set, the save
format's limits on both sides (names, profiles, digits, 64-bit range, depth, file size,
version numbers, seat counts, player indexes) and the short texts in messages."""

from __future__ import annotations

import json

import pytest

from bingolino_app.core import registry, saves
from bingolino_app.core.game import CHANCE, IllegalAction
from bingolino_app.core.saves import SaveError
from bingolino_app.core.session import Seat, Session, chance_rng

SEATS = [Seat("Ann"), Seat("Bot", "computer", "strong")]


def played(game="bingolino", moves=12, seed=21, seats=SEATS, options=None) -> Session:
    session = Session(game, seats, {"starter": 1} if options is None else options, seed=seed)
    for _ in range(moves):
        player = session.pending_players()[0]
        session.apply(player, session.state.legal_actions(player)[0])
    return session


# --- sessions ----------------------------------------------------------------------------------
@pytest.mark.parametrize("game,options", [("bingolino", {"starter": 1}), ("qwingo", {}),
                                          ("domino_bingo", {}), ("lino", {})])
def test_replay_rebuilds_every_field_of_the_session(game, options):
    live = played(game, moves=8, options=options)
    again = Session.replay(game, list(live.seats), dict(live.options), live.seed, live.actions)
    assert again.game_id == game == live.game_id
    assert again.spec is registry.game(game).spec
    assert again.seats == live.seats and again.seats is not live.seats
    assert again.options == live.options and again.seed == live.seed
    assert again.actions == live.actions and again.events() == live.events()
    assert again.state.snapshot() == live.state.snapshot()
    assert again.listeners == [] and not again.can_redo()
    # it goes on like the original: same chance from the same seed and position
    player = again.pending_players()[0]
    action = again.state.legal_actions(player)[0]
    assert again.apply(player, action) == live.apply(player, action)
    assert again.state.snapshot() == live.state.snapshot()


def test_replay_and_new_refuse_a_game_not_built(monkeypatch):
    from bingolino_app.core.game import GameSpec
    coming = registry.GameEntry(GameSpec("solitaire", "Solitaire", 1, 1, 1, available=False), None)
    monkeypatch.setitem(registry._games, "solitaire", coming)
    with pytest.raises(IllegalAction) as err:
        Session.replay("solitaire", [Seat("A")], {}, 1, [])
    assert (err.value.key, err.value.args) == ("game.not_available", {"game": "solitaire"})
    with pytest.raises(IllegalAction) as err:
        Session("solitaire", [Seat("A")])
    assert (err.value.key, err.value.args) == ("game.not_available", {"game": "solitaire"})


def test_replay_checks_the_options():
    with pytest.raises(IllegalAction):
        Session.replay("bingolino", SEATS, {"starter": 9}, 1, [])
    assert Session.replay("bingolino", SEATS, {}, 1, []).options == {"starter": -1}


def test_a_new_session_draws_a_seed_in_range_and_keeps_a_given_one():
    assert Session("bingolino", SEATS, seed=0).seed == 0
    assert Session("bingolino", SEATS, seed=7).seed == 7
    seeds = {Session("bingolino", SEATS).seed for _ in range(20)}
    assert all(1 <= s < 2 ** 31 for s in seeds) and len(seeds) > 1
    assert max(seeds) > 2 ** 20  # from the whole range (a miss has odds 2 ** -220)


def test_chance_comes_from_the_seed_and_the_position():
    assert chance_rng(5, 3).random() == chance_rng(5, 3).random()
    assert chance_rng(5, 3).random() != chance_rng(5, 4).random()
    assert chance_rng(5, 3).random() != chance_rng(6, 3).random()
    a, b = Session("qwingo", [Seat("A")], seed=11), Session("qwingo", [Seat("A")], seed=11)
    assert a.actions == b.actions and a.history[0].player == CHANCE


def test_seats():
    assert Seat("A").is_human and not Seat("B", "computer").is_human
    assert Seat("A") == Seat("A", "human", "normal", "")


def test_apply_returns_the_new_events_only_and_tells_the_listeners():
    session = played(moves=0)
    seen = []
    session.listeners.append(lambda s: seen.append(len(s.history)))
    before = len(session.events())
    player = session.pending_players()[0]
    new = session.apply(player, session.state.legal_actions(player)[0])
    assert new == session.events()[before:] and new
    assert seen == [len(session.history)]


def test_pending_humans_and_computers():
    session = played(moves=0)
    assert session.pending_players() == (0, 1)  # both arrange at once
    assert session.pending_humans() == [0] and session.pending_computers() == [1]


# --- the save format's limits ------------------------------------------------------------------
def _data(**changes) -> dict:
    data = json.loads(saves.dumps(played()))
    data.update(changes)
    return data


def _refused(data, key="save.corrupt") -> None:
    with pytest.raises(SaveError) as err:
        saves.from_dict(data)
    assert err.value.key == key


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


# --- narrow excepts: a bug is never counted as a bad file --------------------------------------
def test_importing_saves_counts_bad_files_but_lets_a_bug_through(tmp_path):
    from bingolino_app.core.history import History

    folder = tmp_path / "saves"
    folder.mkdir()
    (folder / "junk.json").write_text("{not json")
    store = History.open(tmp_path / "history.sqlite3")
    try:
        result = store.import_saves([folder / "junk.json", folder / "gone.json"])
        assert (result.recorded, result.failed) == (0, 2)

        def buggy(path):
            raise AttributeError("'Session' object has no attribute 'game_id'")

        with pytest.raises(AttributeError):
            store.import_saves([folder / "junk.json"], load=buggy)
    finally:
        store.close()


def test_migrating_history_keeps_games_whose_old_save_is_junk(tmp_path):
    import sqlite3

    from bingolino_app.core.history import History

    path = tmp_path / "history.sqlite3"
    db = sqlite3.connect(path)
    db.executescript("""
        CREATE TABLE profiles (id TEXT PRIMARY KEY, name TEXT NOT NULL, created REAL NOT NULL);
        CREATE TABLE games (id INTEGER PRIMARY KEY, game TEXT NOT NULL, variant TEXT NOT NULL,
            started REAL NOT NULL, ended REAL NOT NULL, seed INTEGER NOT NULL,
            turns INTEGER NOT NULL, digest TEXT NOT NULL UNIQUE, save TEXT NOT NULL);
        CREATE TABLE seats (game_row INTEGER NOT NULL, seat INTEGER NOT NULL, name TEXT NOT NULL,
            kind TEXT NOT NULL, level TEXT NOT NULL, profile TEXT, score REAL,
            won INTEGER NOT NULL, PRIMARY KEY (game_row, seat));
        PRAGMA user_version = 1;
    """)
    for row, text in enumerate(["{not json", "[1, 2]", '"text"', '{"snapshot": 5}'], 1):
        db.execute("INSERT INTO games VALUES (?, 'qwingo', '{}', 1, 2, 3, 30, ?, ?)",
                   (row, f"d{row}", text))
        db.execute("INSERT INTO seats VALUES (?, 0, 'Vera', 'human', 'normal', NULL, 1, 1)",
                   (row,))
    db.commit()
    db.close()
    store = History.open(path)
    try:
        assert store.version == 2 and store.game_count() == 4
    finally:
        store.close()


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


# --- undo: who may take back what -------------------------------------------------------------
def _bingolino(seats, hands):
    from bingolino_app.games.bingolino.state import Deal
    return Session.replay("bingolino", seats, {"starter": 0}, 5, [(CHANCE, Deal(hands))])


HANDS = (tuple(range(1, 17)), tuple(range(7, 23)))


def test_undo_reaches_the_human_move_behind_a_computers():
    from bingolino_app.games.bingolino.state import Arrange
    session = _bingolino([Seat("Ann"), Seat("Bot", "computer")], HANDS)
    session.apply(0, Arrange(HANDS[0]))
    session.apply(1, Arrange(HANDS[1]))
    assert [p for p, _ in session.actions] == [CHANCE, 0, 1]
    assert session.undo_index() == 1 and session.undo_blocker() is None
    assert session.undo_index(0) == 1 and session.can_undo(0)


def test_nothing_to_undo_before_any_human_move():
    session = _bingolino([Seat("Bot", "computer"), Seat("Ann")], HANDS)
    assert session.undo_blocker() == ("nothing", "") and session.undo_index() is None
    assert not session.can_undo() and not session.undo()


def test_one_human_cannot_undo_anothers_move():
    from bingolino_app.games.bingolino.state import Arrange
    session = _bingolino([Seat("Ann"), Seat("Bob")], HANDS)
    session.apply(1, Arrange(HANDS[1]))
    assert session.can_undo(1) and session.can_undo()
    assert not session.can_undo(0) and session.undo_blocker(0) == ("other", "")
    session.apply(0, Arrange(HANDS[0]))
    assert session.can_undo(0) and not session.can_undo(1)
    assert session.undo_blocker(1) == ("other", "")


def test_each_chance_comes_from_the_rng_of_its_position():
    from bingolino_app.games.bingolino.state import BingolinoState, ChooseDice
    session = Session("bingolino", [Seat("Ann")], {"starter": 0}, seed=9)
    fresh = BingolinoState(1, {"starter": 0})
    assert session.actions[0] == (CHANCE, fresh.sample_chance(chance_rng(9, 0)))
    session.apply(0, session.state.legal_actions(0)[0])  # arrange
    session.apply(0, ChooseDice(5))
    index = len(session.history) - 1
    replayed = Session.replay("bingolino", [Seat("Ann")], {"starter": 0}, 9,
                              session.actions[:index])
    assert session.actions[index] == (CHANCE,
                                      replayed.state.sample_chance(chance_rng(9, index)))


def test_undo_in_a_new_session_replays_from_a_fresh_state():
    session = Session("bingolino", [Seat("Ann"), Seat("Bot", "computer")], {"starter": 0},
                      seed=4)
    before = session.state.snapshot()
    session.apply(0, session.state.legal_actions(0)[0])
    assert session.undo() and session.state.snapshot() == before
    assert session.can_redo() and session.redo() and not session.can_redo()


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


def test_a_seat_without_a_kind_is_a_human_whose_game_is_kept(tmp_path):
    data = _data()
    for seat in data["players"]:
        seat.pop("kind")
        seat.pop("level")
    kept = saves.keep_replaced_autosave(_autosave(tmp_path, data), tmp_path / "saves", _qwingo())
    assert kept.path is not None  # the human seats' moves are worth keeping


def test_a_save_error_prints_its_key_and_details():
    assert str(SaveError("save.corrupt", reason="x")) == "save.corrupt {'reason': 'x'}"
