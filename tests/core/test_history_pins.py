"""What the history records and says, pinned (core/history*.py): every field of a record of
every game kind round-trips, the schema comes up from every earlier version with every value
in place, every error says what the player is told, values read back are checked to their
bounds."""

from __future__ import annotations

import json
import math
import sqlite3
import zlib

import pytest

from bingolino_app.core import history_records as records
from bingolino_app.core import history_schema as schema, saves
from bingolino_app.core.bots import bot_seed, choose_move
from bingolino_app.core.history import (
    GameRecord, History, HistoryError, LibraryFilter, SeatRecord, variant_key,
)
from bingolino_app.core.session import Seat, Session

T0 = 1_700_000_000.0


def play(game: str, seats: list[Seat], seed: int, options: dict | None = None) -> Session:
    session = Session(game, seats, options or {}, seed)
    while not session.state.is_terminal():
        p = session.pending_players()[0]
        state = session.state
        level = seats[p].level if seats[p].kind == "computer" else "greedy"
        session.apply(p, choose_move(game, level, state.observation(p), state.legal_actions(p),
                                     bot_seed(seed, len(session.history), p)))
    return session



# --- a record of every game kind, every field ------------------------------------------------------
GAMES = [
    ("bingolino", [Seat("Ann", profile="pa"), Seat("Bot", "computer", "easy")], {"starter": 1}),
    ("bingolino", [Seat("Ann", profile="pa")], {}),
    ("qwingo", [Seat("Ann", profile="pa")], {"may_pass": True}),
    ("qwingo", [Seat("Ann", profile="pa"), Seat("Guest"), Seat("Bot", "computer", "normal")], {}),
    ("domino_bingo", [Seat("Ann", profile="pa"), Seat("Bot", "computer", "greedy")],
     {"variant": "russian", "target": 8}),
    ("lino", [Seat("Bot", "computer", "easy"), Seat("Ann", profile="pa")],
     {"layout": "random", "bonus": "stars", "match": "fair", "starter": 0}),
]


@pytest.mark.parametrize("game, seats, options", GAMES,
                         ids=["bingolino", "bingolino-solo", "qwingo-solo", "qwingo-3",
                              "domino", "lino-fair"])
def test_a_record_holds_every_field_of_its_game_and_reads_back(store, game, seats, options):
    anna = store.create_profile("Ann")
    seats = [Seat(s.name, s.kind, s.level, anna.id if s.profile else "") for s in seats]
    session = play(game, seats, 7, options)
    state = session.state
    rec = GameRecord.from_session(session, T0, T0 + 99.5)
    winners, scores = set(state.winners()), state.scores()
    assert (rec.game, rec.started, rec.ended, rec.seed) == (game, T0, T0 + 99.5, 7)
    assert rec.variant == variant_key(session.options)
    assert json.loads(rec.variant) == {k: v for k, v in session.options.items()
                                       if k not in ("starter", "layout")}
    turn = getattr(state, "turn", None)
    moves = sum(1 for s in session.history if s.player >= 0)
    assert rec.turns == (turn if isinstance(turn, int) else moves)
    assert rec.seats == tuple(
        SeatRecord(s.name, s.kind, s.level if s.kind == "computer" else "", s.profile,
                   float(scores[i]), i in winners) for i, s in enumerate(seats))
    solo = len(seats) == 1 and bool(winners) and not state.snapshot().get("stalemate")
    assert rec.solo_turns == (rec.turns if solo else None)
    assert rec.save == saves.to_dict(session)
    assert all(isinstance(s.score, float) for s in rec.seats)

    recorded = store.record(rec)
    assert recorded == records.Recorded(recorded.row, True, ())
    [row] = store.library_page()
    assert (row.id, row.game, row.variant, row.started, row.ended, row.turns, row.seed) == (
        recorded.row, game, rec.variant, T0, T0 + 99.5, rec.turns, 7)
    assert row.solo_turns == rec.solo_turns and row.damaged is False
    assert row.seats == tuple(records.SeatRow(s.name, s.kind, s.level, s.profile, s.score,
                                              s.won) for s in rec.seats)
    again = saves.from_dict(store.load_save(recorded.row))
    assert again.state.snapshot() == state.snapshot() and again.seats == session.seats
    assert again.options == session.options and again.seed == 7
    names = ", ".join(s.name for s in seats)
    assert store._one("SELECT players, names, winners, search, digest FROM games") == (
        len(seats), names, ", ".join(s.name for i, s in enumerate(seats) if i in winners),
        names.casefold(), records.digest(rec.save))
    assert store._all("SELECT game, variant, ended, turns, players, solo_turns FROM seats") \
        == [(game, rec.variant, T0 + 99.5, rec.turns, len(seats), rec.solo_turns)] * len(seats)


def test_a_seat_without_a_score_records_none():
    class State:
        turn = 3

        def winners(self):
            return [0]

        def scores(self):
            return [5]

        def snapshot(self):
            return {}

    class Fake:
        game_id, seed, options = "qwingo", 4, {"may_pass": False}
        seats = [Seat("A"), Seat("B", "computer", "strong")]
        state, history, actions = State(), [], []

    import bingolino_app.core.saves as saves_module

    original = saves_module.to_dict
    saves_module.to_dict = lambda session: {"game": "qwingo"}
    try:
        rec = GameRecord.from_session(Fake(), 1, 2)
    finally:
        saves_module.to_dict = original
    assert [(s.score, s.won, s.level) for s in rec.seats] == [(5.0, True, ""),
                                                               (None, False, "strong")]
    assert rec.turns == 3 and rec.solo_turns is None and rec.started == 1.0


def test_turns_are_the_games_own_count_or_its_moves():
    class Step:
        def __init__(self, player):
            self.player = player

    class S:
        history = [Step(-1), Step(0), Step(1), Step(-1), Step(0)]
        state = type("State", (), {"turn": True})()

    assert records.turns_of(S()) == 3  # a bool is no turn count
    S.state.turn = 12
    assert records.turns_of(S()) == 12
    S.state.turn = 12.0
    assert records.turns_of(S()) == 3


@pytest.mark.parametrize("players, won, snapshot, expected", [
    (1, True, {}, 30), (2, True, {}, None), (1, False, {}, None),
    (1, True, {"stalemate": True}, None), (1, True, {"stalemate": False}, 30),
])
def test_a_solo_record_counts_only_a_finished_solo_game(players, won, snapshot, expected):
    assert records.solo_turns(players, won, 30, snapshot) == expected


def test_the_variant_is_the_scoring_options_only():
    assert variant_key({"starter": 1, "layout": "x", "variant": "russian", "target": 7}) == \
        '{"target":7,"variant":"russian"}'
    assert variant_key({}) == "{}"
    assert records.NOT_VARIANT == frozenset({"starter", "layout"})
    assert records.variant_options('{"a":1}') == {"a": 1}
    assert records.variant_options("[1]") == {} and records.variant_options("{bad") == {}


def test_the_digest_is_the_game_seed_options_and_moves_only():
    save = {"game": "g", "seed": 1, "options": {"b": 2, "a": 1}, "actions": [1],
            "players": ["x"], "snapshot": {}}
    key = json.dumps(["g", 1, {"a": 1, "b": 2}, [1]], sort_keys=True, separators=(",", ":"))
    import hashlib

    assert records.digest(save) == hashlib.sha1(key.encode("utf-8")).hexdigest()
    assert records.digest({**save, "players": ["y"], "snapshot": {"x": 1}}) == \
        records.digest(save)
    for change in ({"game": "h"}, {"seed": 2}, {"options": {}}, {"actions": []}):
        assert records.digest({**save, **change}) != records.digest(save)


def test_names_are_cleaned_to_one_line_of_the_longest_allowed():
    assert records.clean_name("  Anna \n  Maria\t ") == "Anna Maria"
    assert records.clean_name("x" * 40) == "x" * records.MAX_NAME_LENGTH
    assert records.MAX_NAME_LENGTH == 24
    assert records.clean_name(12) == "12" and records.clean_name("") == ""


# --- values read back: their bounds ---------------------------------------------------------------
def test_a_moment_is_a_finite_time_from_the_epoch_to_about_3058():
    assert records.moment(0) == 0.0 and records.moment(T0) == T0
    assert isinstance(records.moment(5), float)
    assert records.moment(2.0 ** 35 - 1) == 2.0 ** 35 - 1 and records.moment(2.0 ** 35) is None
    assert records.LATEST == 2.0 ** 35
    for bad in (-1, -0.5, math.inf, math.nan, True, "5", None, b"5"):
        assert records.moment(bad) is None


def test_a_count_is_a_whole_number_in_its_range():
    assert records.count(0) == 0 and records.count(10 ** 9) == 10 ** 9
    assert records.count(10 ** 9 + 1) is None and records.count(-1) is None
    assert records.count(7.0) == 7 and isinstance(records.count(7.0), int)
    assert records.count(1, 1) == 1 and records.count(2, 1) is None
    assert records.MOST == 10 ** 9
    for bad in (7.5, math.inf, math.nan, True, False, "7", None):
        assert records.count(bad) is None


def test_a_real_is_a_finite_score_within_reach():
    assert records.real(-3) == -3.0 and records.real(2.5) == 2.5
    assert records.real(10 ** 9) == 1e9 and records.real(-10 ** 9) == -1e9
    assert records.real(10 ** 9 + 1) is None and records.real(-10 ** 9 - 1) is None
    assert isinstance(records.real(3), float)
    for bad in (math.inf, -math.inf, math.nan, True, "1", None):
        assert records.real(bad) is None


def test_a_text_is_a_short_string_and_bytes_are_read_as_utf8():
    assert records.text("abc") == "abc" and records.text("x" * 300) == "x" * 200
    assert records.text("abcdef", 3) == "abc"
    assert records.text(b"caf\xc3\xa9") == "café" and records.text(b"\xff") == "\ufffd"
    assert records.text(5) is None and records.text(None) is None


def test_a_seed_is_a_64_bit_integer():
    assert records.seed(0) == 0 and records.seed(-2 ** 63) == -2 ** 63
    assert records.seed(2 ** 63 - 1) == 2 ** 63 - 1
    assert records.seed(2 ** 63) is None and records.seed(-2 ** 63 - 1) is None
    for bad in (True, 1.0, "1", None):
        assert records.seed(bad) is None


def test_a_win_rate_is_won_over_played_or_none():
    assert records.Statistics("p", "g", None, played=4, won=3).win_rate == 0.75
    assert records.Statistics("p", "g", None).win_rate is None


# --- the schema, from every earlier version --------------------------------------------------------
def test_a_new_file_runs_every_step_and_has_every_table_and_index(tmp_path):
    store = History.open(tmp_path / "h.sqlite3")
    assert store.version == schema.SCHEMA_VERSION == 2
    assert sorted(schema.MIGRATIONS) == [0, 1]
    tables = {n for (n,) in store._all("SELECT name FROM sqlite_master WHERE type='table'")}
    assert tables == {"profiles", "games", "records", "seats"}
    indexes = {n for (n,) in store._all("SELECT name FROM sqlite_master WHERE type='index' "
                                        "AND name NOT LIKE 'sqlite_%'")}
    assert indexes == {"seats_by_profile", "seats_by_profile_ended", "games_by_ended",
                       "games_by_game", "games_by_names", "games_by_winners", "games_by_turns"}
    columns = [r[1] for r in store._all("PRAGMA table_info(profiles)")]
    assert columns == ["id", "name", "created", "colour", "stats_since"]
    assert store._one("PRAGMA journal_mode")[0] == "wal"
    store.close()
    store.close()  # twice is fine


def _version_1(path, games) -> None:
    db = sqlite3.connect(path)
    schema._schema_1(db)
    db.execute("PRAGMA user_version = 1")
    db.execute("INSERT INTO profiles VALUES ('p1', 'Vera', 5.0)")
    for gid, game, variant, save, seats in games:
        db.execute("INSERT INTO games VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                   (gid, game, variant, T0 + gid, T0 + 10 * gid, 100 + gid, 20 + gid,
                    f"digest{gid}", save))
        for i, seat in enumerate(seats):
            db.execute("INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?, ?, ?)", (gid, i, *seat))
    db.commit()
    db.close()


def test_version_1_comes_up_with_every_value_in_its_place(tmp_path):
    path = tmp_path / "h.sqlite3"
    duel = json.dumps({"game": "bingolino", "players": [], "snapshot": {}})
    solo = json.dumps({"game": "qwingo", "snapshot": {"stalemate": False},
                       "players": [{"name": "Old name", "profile": "p1"}]})
    stale = json.dumps({"game": "qwingo", "snapshot": {"stalemate": True}})
    _version_1(path, [
        (1, "bingolino", '{"x":1}', duel, [("Vera", "human", "", "p1", 4.0, 1),
                                           ("Bot", "computer", "easy", None, 2.5, 0)]),
        (2, "qwingo", "{}", solo, [("Vera", "human", "", "p1", 12.0, 1)]),
        (3, "qwingo", "{}", stale, [("Vera", "human", "", "p1", 3.0, 1)]),
        (4, "qwingo", "{}", "[not json", [("Eve", "human", "", None, None, 0)]),
        (5, "qwingo", "{}", solo, [("Vera", "human", "", "p1", 1.0, 0)]),
    ])
    store = History.open(path)
    assert store.version == 2
    assert store._all("SELECT id, name, colour, created, stats_since FROM profiles") == [
        ("p1", "Vera", "", 5.0, 0.0)]
    games = store._all("SELECT id, game, variant, started, ended, seed, turns, players, "
                       "solo_turns, names, winners, search, digest FROM games ORDER BY id")
    assert games == [
        (1, "bingolino", '{"x":1}', T0 + 1, T0 + 10, 101, 21, 2, None, "Vera, Bot", "Vera",
         "vera, bot", "digest1"),
        (2, "qwingo", "{}", T0 + 2, T0 + 20, 102, 22, 1, 22, "Vera", "Vera", "vera",
         "digest2"),
        (3, "qwingo", "{}", T0 + 3, T0 + 30, 103, 23, 1, None, "Vera", "Vera", "vera",
         "digest3"),
        (4, "qwingo", "{}", T0 + 4, T0 + 40, 104, 24, 1, None, "Eve", "", "eve", "digest4"),
        (5, "qwingo", "{}", T0 + 5, T0 + 50, 105, 25, 1, None, "Vera", "", "vera", "digest5"),
    ]
    seats = store._all("SELECT * FROM seats ORDER BY game_row, seat")
    assert seats[:2] == [
        (1, 0, "Vera", "human", "", "p1", 4.0, 1, "bingolino", '{"x":1}', T0 + 10, 21, 2, None),
        (1, 1, "Bot", "computer", "easy", None, 2.5, 0, "bingolino", '{"x":1}', T0 + 10, 21, 2,
         None)]
    assert seats[2] == (2, 0, "Vera", "human", "", "p1", 12.0, 1, "qwingo", "{}", T0 + 20, 22,
                        1, 22)
    assert seats[4] == (4, 0, "Eve", "human", "", None, None, 0, "qwingo", "{}", T0 + 40, 24, 1,
                        None)
    assert [r for (r,) in store._all("SELECT game_row FROM records ORDER BY game_row")] == [
        1, 2, 3, 5]  # the junk save is no record, its game stays listed
    assert store.load_save(2) == {**json.loads(solo), "players": [{"name": "Vera",
                                                                   "profile": "p1"}]}
    with pytest.raises(HistoryError) as err:
        store.load_save(4)
    assert err.value.key == "history.missing_game" and err.value.args_ == {"row": 4}
    tables = {n for (n,) in store._all("SELECT name FROM sqlite_master WHERE type='table'")}
    assert tables == {"profiles", "games", "records", "seats"}  # the old tables are gone
    assert store.statistics("p1", "qwingo").solo_best == 22
    store.close()


def test_a_version_1_save_that_is_no_object_leaves_its_game_without_a_record(tmp_path):
    path = tmp_path / "h.sqlite3"
    _version_1(path, [(1, "qwingo", "{}", "[1, 2]", [("A", "human", "", None, 1.0, 1)]),
                      (2, "qwingo", "{}", '{"snapshot": [1]}',
                       [("A", "human", "", None, 1.0, 1)])])
    store = History.open(path)
    assert store._all("SELECT game_row FROM records") == [(2,)]
    # a save of the wrong shape has no snapshot: a won solo game counts as finished
    assert store._all("SELECT solo_turns FROM games ORDER BY id") == [(21,), (22,)]
    store.close()


def test_a_migration_that_fails_leaves_the_file_at_its_version(tmp_path, monkeypatch):
    path = tmp_path / "h.sqlite3"
    _version_1(path, [])

    def broken(db):
        db.execute("CREATE TABLE half_done (x)")
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setitem(schema.MIGRATIONS, 1, broken)
    with pytest.raises(HistoryError) as err:
        History.open(path)
    assert err.value.key == "history.unusable"
    assert err.value.args_["reason"] == "disk I/O error"  # the migration's own error
    monkeypatch.undo()
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == 1
    assert not db.execute("SELECT 1 FROM sqlite_master WHERE name='half_done'").fetchall()
    db.close()
    assert History.open(path).version == 2


def test_a_saved_game_is_packed_small_and_unpacked_within_the_limit():
    save = {"name": "Ёлка", "actions": list(range(50))}
    blob = schema.pack_save(save)
    assert zlib.decompress(blob) == json.dumps(save, ensure_ascii=False,
                                               separators=(",", ":")).encode("utf-8")
    assert schema.unpack_save(blob) == save
    assert schema.MAX_SAVE_BYTES == 4_000_000
    big = zlib.compress(b'"' + b"x" * (schema.MAX_SAVE_BYTES - 2) + b'"')
    assert schema.unpack_save(big) == "x" * (schema.MAX_SAVE_BYTES - 2)  # at the limit
    with pytest.raises(ValueError, match="record too large"):
        schema.unpack_save(zlib.compress(b'"' + b"x" * (schema.MAX_SAVE_BYTES - 1) + b'"'))
    with pytest.raises(zlib.error):
        schema.unpack_save(b"not zlib")
    assert schema.folded("ÄBC Def") == "äbc def" and schema.folded(None) == ""
    assert schema.folded(0) == ""



def test_the_library_filter_defaults_to_everything(store):
    assert LibraryFilter() == LibraryFilter("", "", "")
    assert store.library_count() == 0 and store.library_page() == []
