"""The history store: round trip, migrations, two writers, a damaged file set aside, profiles
(renamed, deleted), statistics, personal bests, the library's lists and imports."""

from __future__ import annotations

import json
import multiprocessing
import sqlite3
import threading
import time

import attrs
import pytest

from bingolino_app.core import saves
from bingolino_app.core.bots import bot_seed, choose_move
from bingolino_app.core.history import (
    GameRecord, History, HistoryError, LibraryFilter, SeatRecord, variant_key,
)
from bingolino_app.core.session import Seat, Session

DAY = 86400.0
T0 = 1_700_000_000.0


def play(game: str, seats: list[Seat], seed: int, options: dict | None = None) -> Session:
    """A whole game; humans play as the greedy bot would."""
    session = Session(game, seats, options or {}, seed)
    while not session.state.is_terminal():
        player = session.pending_players()[0]
        state = session.state
        level = seats[player].level if seats[player].kind == "computer" else "greedy"
        session.apply(player, choose_move(game, level, state.observation(player),
                                          state.legal_actions(player),
                                          bot_seed(session.seed, len(session.history), player)))
    return session


def fake(game: str, seats: list[tuple], ended: float, turns: int = 20, seed: int = 0,
         solo: int | None = None, variant: dict | None = None) -> GameRecord:
    """A recorded game built by hand: seats as (name, kind, level, profile, score, won)."""
    records = tuple(SeatRecord(*s) for s in seats)
    save = {"game": game, "seed": seed or int(ended), "options": variant or {},
            "actions": [], "players": [{"name": s.name, "kind": s.kind, "level": s.level,
                                        "profile": s.profile} for s in records]}
    return GameRecord(game, variant_key(variant or {}), ended - 60, ended, seed or int(ended),
                      turns, records, solo, save)



# --- round trip --------------------------------------------------------------------------------
def test_a_recorded_game_opens_again_like_a_save(store):
    anna = store.create_profile("Anna")
    session = play("bingolino", [Seat("Anna", profile=anna.id),
                                 Seat("Bot", "computer", "easy")], seed=5)
    recorded = store.record(GameRecord.from_session(session, T0, T0 + 300))
    assert recorded.new
    again = saves.from_dict(store.load_save(recorded.row))
    assert again.state.is_terminal()
    assert again.state.snapshot() == session.state.snapshot()
    assert again.seats == session.seats
    [row] = store.library_page()
    assert (row.id, row.game, row.ended, row.turns) == (recorded.row, "bingolino", T0 + 300,
                                                        session.state.turn)
    assert [(s.name, s.kind, s.level, s.profile) for s in row.seats] == [
        ("Anna", "human", "", anna.id), ("Bot", "computer", "easy", "")]
    assert [s.won for s in row.seats] == [i in session.state.winners() for i in range(2)]
    assert [s.score for s in row.seats] == session.state.scores()
    stats = store.statistics(anna.id, "bingolino")
    assert stats.played == 1 and stats.won == int(0 in session.state.winners())


def test_the_same_game_is_recorded_once_and_a_new_end_replaces_the_old(store):
    session = play("qwingo", [Seat("Solo")], seed=8)
    first = store.record(GameRecord.from_session(session, T0, T0 + 10))
    again = store.record(GameRecord.from_session(session, T0, T0 + 20))
    assert first.new and not again.new and again.row == first.row
    assert store.game_count() == 1
    other = play("qwingo", [Seat("Solo")], seed=9)
    replaced = store.record(GameRecord.from_session(other, T0, T0 + 30), replace=first.row)
    assert replaced.new and replaced.row == first.row and store.game_count() == 1
    assert store.library_page()[0].seed == 9
    assert saves.from_dict(store.load_save(first.row)).seed == 9
    assert store.record(GameRecord.from_session(session, T0, T0 + 40)).new  # the first end


def test_turns_and_solo_records(store):
    solo = play("qwingo", [Seat("Solo")], seed=3)
    rec = GameRecord.from_session(solo, T0, T0)
    assert rec.turns == solo.state.turn and rec.solo_turns == solo.state.turn
    duel = play("domino_bingo", [Seat("A", "computer", "easy"), Seat("B", "computer", "easy")],
                seed=3, options={"variant": "russian"})
    rec = GameRecord.from_session(duel, T0, T0)
    assert rec.solo_turns is None
    assert rec.turns == sum(1 for s in duel.history if s.player >= 0)  # moves, not deals
    assert json.loads(rec.variant) == {"variant": "russian", "target": 7}
    lino = GameRecord.from_session(
        play("lino", [Seat("A", "computer", "easy"), Seat("B", "computer", "easy")], seed=1,
             options={"layout": "random", "starter": 1}), T0, T0)
    assert json.loads(lino.variant) == {"bonus": "off", "match": "single"}  # not who or where


# --- migrations --------------------------------------------------------------------------------
VERSION_1 = """
CREATE TABLE profiles (id TEXT PRIMARY KEY, name TEXT NOT NULL, created REAL NOT NULL);
CREATE TABLE games (id INTEGER PRIMARY KEY, game TEXT NOT NULL, variant TEXT NOT NULL,
    started REAL NOT NULL, ended REAL NOT NULL, seed INTEGER NOT NULL, turns INTEGER NOT NULL,
    digest TEXT NOT NULL UNIQUE, save TEXT NOT NULL);
CREATE TABLE seats (game_row INTEGER NOT NULL, seat INTEGER NOT NULL, name TEXT NOT NULL,
    kind TEXT NOT NULL, level TEXT NOT NULL, profile TEXT, score REAL, won INTEGER NOT NULL,
    PRIMARY KEY (game_row, seat));
CREATE INDEX seats_v1_profile ON seats(profile);
PRAGMA user_version = 1;
"""


def test_a_version_1_file_is_migrated_with_its_games(tmp_path):
    path = tmp_path / "history.sqlite3"
    solo = play("qwingo", [Seat("Vera", profile="p1")], seed=4)
    duel = play("bingolino", [Seat("Vera", profile="p1"), Seat("Bot", "computer", "easy")], 6)
    db = sqlite3.connect(path)
    db.executescript(VERSION_1)
    db.execute("INSERT INTO profiles VALUES ('p1', 'Vera', ?)", (T0,))
    for row, session in ((1, solo), (2, duel)):
        winners = session.state.winners()
        db.execute("INSERT INTO games VALUES (?, ?, '{}', ?, ?, ?, ?, ?, ?)",
                   (row, session.game_id, T0 + row, T0 + row, session.seed, session.state.turn,
                    f"digest{row}", saves.dumps(session)))
        for i, seat in enumerate(session.seats):
            db.execute("INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                       (row, i, seat.name, seat.kind, seat.level, seat.profile or None,
                        session.state.scores()[i], int(i in winners)))
    db.commit()
    db.close()

    store = History.open(path)
    assert store.version == 2 and store.moved_aside is None
    [vera] = store.profiles()
    assert (vera.name, vera.stats_since) == ("Vera", 0.0) and vera.colour == ""
    assert store.game_count() == 2
    stats = store.statistics("p1", "qwingo")
    assert stats.solo_played == 1 and stats.solo_best == solo.state.turn
    assert store.statistics("p1", "bingolino").played == 1
    assert saves.from_dict(store.load_save(2)).state.snapshot() == duel.state.snapshot()
    assert [r.id for r in store.library_page(LibraryFilter(text="BOT"))] == [2]
    store.close()
    assert History.open(path).version == 2  # and opening again changes nothing


def test_a_file_of_a_newer_version_is_refused_and_left_alone(tmp_path):
    path = tmp_path / "history.sqlite3"
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE future (x)")
    db.execute("PRAGMA user_version = 99")
    db.commit()
    db.close()
    before = path.read_bytes()
    with pytest.raises(HistoryError) as err:
        History.open(path)
    assert err.value.key == "history.newer"
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["history.sqlite3"]


# --- two writers -------------------------------------------------------------------------------
def _writer(path: str, first_seed: int, count: int, start_at: float) -> int:
    store = History.open(path)
    time.sleep(max(0.0, start_at - time.time()))  # both at once, not one after the other
    for seed in range(first_seed, first_seed + count):
        store.record(fake("bingolino", [("W", "human", "", "", 4.0, True),
                                        ("Bot", "computer", "easy", "", 1.0, False)],
                          T0 + seed, seed=seed))
    store.close()
    return count


@pytest.mark.slow  # two processes
def test_two_processes_write_at_once_and_nothing_is_lost(tmp_path):
    path = str(tmp_path / "history.sqlite3")
    History.open(path).close()
    context = multiprocessing.get_context("spawn")
    start_at = time.time() + 2.0  # after both processes have started
    with context.Pool(2) as pool:
        done = pool.starmap(_writer, [(path, 1, 300, start_at), (path, 1001, 300, start_at)])
    assert done == [300, 300]
    store = History.open(path)
    assert store.game_count() == 600
    assert len(store.library_page(limit=1000)) == 600


def test_a_writer_waits_for_the_other_instead_of_failing(tmp_path):
    path = tmp_path / "history.sqlite3"
    second = History.open(path)
    locked = threading.Event()

    def hold() -> None:
        first = History.open(path)  # another instance in the middle of a long write
        with first._write() as db:
            db.execute("INSERT INTO profiles VALUES ('x', 'X', '', 0, 0)")
            locked.set()
            time.sleep(0.5)
        first.close()

    thread = threading.Thread(target=hold)
    thread.start()
    assert locked.wait(10)
    second.record(fake("bingolino", [("A", "human", "", "", 1.0, True)], T0))  # waits
    thread.join()
    assert second.game_count() == 1 and [p.name for p in second.profiles()] == ["X"]


def test_a_failed_write_leaves_nothing_half_done(store, monkeypatch):
    store.create_profile("Anna")
    real = History._bests

    def broken(*args):
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(History, "_bests", broken)
    with pytest.raises(HistoryError) as err:
        store.record(fake("bingolino", [("A", "human", "", "", 1.0, True)], T0))
    assert err.value.key == "history.unusable"
    monkeypatch.setattr(History, "_bests", real)
    assert store.game_count() == 0 and store._all("SELECT count(*) FROM seats") == [(0,)]


# --- damaged files -----------------------------------------------------------------------------
def test_a_file_that_is_no_database_is_moved_aside_and_a_fresh_one_started(tmp_path):
    path = tmp_path / "history.sqlite3"
    junk = b"this is not a database, but somebody's data all the same" * 100
    path.write_bytes(junk)
    (tmp_path / "history.sqlite3-wal").write_bytes(b"its journal")
    store = History.open(path)
    assert store.moved_aside is not None and store.moved_aside.parent == tmp_path
    assert store.moved_aside.read_bytes() == junk  # nothing deleted
    assert (tmp_path / f"{store.moved_aside.name}-wal").read_bytes() == b"its journal"
    assert "damaged" in store.moved_aside.name
    assert store.game_count() == 0 and store.version == 2
    store.record(fake("qwingo", [("A", "human", "", "", 12.0, True)], T0, solo=25))
    assert store.game_count() == 1


def test_a_file_damaged_inside_is_found_and_set_aside_with_its_journal(tmp_path):
    path = tmp_path / "history.sqlite3"
    store = History.open(path)
    store.record_many(fake("bingolino", [(f"Player {i}", "human", "", "", 1.0, True)],
                           T0 + i, seed=i + 1) for i in range(2000))
    store.close()
    data = bytearray(path.read_bytes())
    page, keep = 4096, 40  # the schema and the first pages of every table stay readable
    for start in range(keep * page, len(data), page):
        data[start:start + page] = bytes([0xA5]) * page
    path.write_bytes(bytes(data))

    store = History.open(path)  # the check at opening finds it: set aside once, at once
    moved = store.moved_aside
    assert moved is not None and moved.read_bytes() == bytes(data)  # kept as it was
    assert store.game_count() == 0
    assert History.open(path).moved_aside is None  # the fresh file is not set aside again
    store.record(fake("bingolino", [("A", "human", "", "", 1.0, True)], T0))
    assert History.open(path).game_count() == 1


def test_a_folder_that_cannot_hold_the_file_is_reported_and_nothing_moved(tmp_path):
    blocker = tmp_path / "data"
    blocker.write_text("a file where the folder should be")
    with pytest.raises(HistoryError) as err:
        History.open(blocker / "history.sqlite3")
    assert err.value.key == "history.unusable"
    assert blocker.read_text() == "a file where the folder should be"


# --- profiles ----------------------------------------------------------------------------------
def test_profiles_are_named_once_and_get_distinct_colours(store):
    anna = store.create_profile("  Anna   Maria ")
    boris = store.create_profile("Boris")
    assert anna.name == "Anna Maria" and anna.colour != boris.colour
    with pytest.raises(HistoryError) as err:
        store.create_profile("anna maria")
    assert err.value.key == "profile.exists"
    with pytest.raises(HistoryError) as err:
        store.create_profile("   ")
    assert err.value.key == "profile.empty"
    with pytest.raises(HistoryError):
        store.rename_profile(boris.id, "ANNA MARIA")
    store.rename_profile(anna.id, "anna maria")  # its own name in another case is fine
    assert [p.name for p in store.profiles()] == ["anna maria", "Boris"]


def test_a_renamed_profile_takes_its_history_along(store):
    anna = store.create_profile("Anna")
    session = play("bingolino", [Seat("Anna", profile=anna.id), Seat("Bot", "computer", "easy")],
                   seed=2)
    row = store.record(GameRecord.from_session(session, T0, T0)).row
    store.rename_profile(anna.id, "Анна")
    [listed] = store.library_page()
    assert listed.seats[0].name == "Анна"
    assert [r.id for r in store.library_page(LibraryFilter(text="анна"))] == [row]
    assert store.library_page(LibraryFilter(text="Anna")) == []
    assert store.library_page(sort="players")[0].id == row
    assert store.load_save(row)["players"][0]["name"] == "Анна"


def test_a_deleted_profile_leaves_its_games_to_a_guest(store):
    anna, boris = store.create_profile("Anna"), store.create_profile("Boris")
    for i in range(3):
        store.record(fake("bingolino", [("Anna", "human", "", anna.id, 4.0, i != 1),
                                        ("Boris", "human", "", boris.id, 2.0, i == 1)],
                          T0 + i))
    store.record(fake("bingolino", [("Boris", "human", "", boris.id, 4.0, True)], T0 + 9,
                      solo=17))
    assert store.profile_games(boris.id) == 4
    assert store.delete_profile(boris.id) == 4
    assert [p.name for p in store.profiles()] == ["Anna"]
    assert store.game_count() == 4  # every game stays in the library
    assert [s.name for s in store.library_page()[1].seats] == ["Anna", "Boris"]
    assert store.library_page()[1].seats[1].profile == ""
    opponents = store.statistics(anna.id, "bingolino").opponents
    assert [(o.kind, o.games, o.won) for o in opponents] == [("guest", 3, 2)]
    assert store.statistics(boris.id, "bingolino").played == 0
    assert store.library_count(LibraryFilter(profile=boris.id)) == 0
    # A save still naming the deleted profile (Play again, another computer) records a guest.
    late = store.record(fake("bingolino", [("Boris", "human", "", boris.id, 4.0, True)],
                             T0 + 20, solo=15))
    assert store.library_page()[0].seats[0].profile == ""
    assert store.load_save(late.row)["players"][0]["profile"] == ""


# --- statistics --------------------------------------------------------------------------------
def test_statistics_of_one_profile(store):
    anna, boris = store.create_profile("Anna"), store.create_profile("Boris")
    results = [True, True, False, True, True, True, False, True, True]  # best 3, now 2
    for i, won in enumerate(results):
        level = "strong" if i % 3 == 0 else "easy"
        store.record(fake("bingolino", [("Anna", "human", "", anna.id, 4.0 if won else 2.0, won),
                                        ("Bot", "computer", level, "", 1.0, not won)],
                          T0 + i * DAY, turns=20 + i))
    store.record(fake("bingolino", [("Anna", "human", "", anna.id, 1.0, False),
                                    ("Boris", "human", "", boris.id, 4.0, True),
                                    ("Bot", "computer", "easy", "", 0.0, False),
                                    ("Bot 2", "computer", "easy", "", 0.0, False)],
                      T0 + 20 * DAY, turns=40))
    for i, turns in enumerate([30, 24, 27, 24]):
        store.record(fake("bingolino", [("Anna", "human", "", anna.id, 4.0, True)],
                          T0 + (30 + i) * DAY, turns=turns, solo=turns))
    store.record(fake("bingolino", [("Anna", "human", "", anna.id, 2.0, True)],
                      T0 + 40 * DAY, turns=200, solo=None))  # a solo game not finished
    store.record(fake("qwingo", [("Anna", "human", "", anna.id, 12.0, True)], T0, solo=22))

    s = store.statistics(anna.id, "bingolino")
    assert (s.played, s.won, s.streak, s.best_streak) == (10, 7, 0, 3)
    assert s.win_rate == pytest.approx(0.7)
    assert s.avg_turns == pytest.approx((sum(20 + i for i in range(9)) + 40) / 10)
    assert s.avg_score == pytest.approx((7 * 4 + 2 * 2 + 1) / 10)
    got = {(o.kind, o.name): (o.games, o.won) for o in s.opponents}
    assert got == {("computer", "easy"): (7, 5), ("computer", "strong"): (3, 2),
                   ("profile", "Boris"): (1, 0)}  # two easy bots in one game count once
    assert (s.solo_played, s.solo_finished, s.solo_best) == (5, 4, 24)
    assert s.solo_best_ended == T0 + 31 * DAY  # the first time it was reached
    assert s.solo_avg == pytest.approx(26.25)
    assert s.histogram == ((24, 2), (27, 1), (30, 1))
    assert s.bucket == "month" and sum(b.games for b in s.timeline) == 10  # 4 games a point
    assert sum(b.won for b in s.timeline) == 7
    assert store.games_of(anna.id).keys() == {"bingolino", "qwingo"}
    assert store.games_of(anna.id)["bingolino"][0] == 15
    assert store.statistics(boris.id, "bingolino").won == 1


def test_variants_are_counted_apart_or_together(store):
    anna = store.create_profile("Anna")
    for i, variant in enumerate(["russian", "russian", "english"]):
        store.record(fake("domino_bingo", [("Anna", "human", "", anna.id, 7.0, True),
                                           ("Bot", "computer", "easy", "", 3.0, False)],
                          T0 + i, variant={"variant": variant, "target": 7}))
    variants = dict(store.variants(anna.id, "domino_bingo"))
    russian = variant_key({"variant": "russian", "target": 7})
    assert variants == {russian: 2, variant_key({"variant": "english", "target": 7}): 1}
    assert store.statistics(anna.id, "domino_bingo", russian).played == 2
    assert store.statistics(anna.id, "domino_bingo").played == 3


def test_reset_starts_the_statistics_again_and_keeps_the_games(store):
    anna, boris = store.create_profile("Anna"), store.create_profile("Boris")
    for i in range(4):
        store.record(fake("bingolino", [("Anna", "human", "", anna.id, 4.0, True),
                                        ("Boris", "human", "", boris.id, 1.0, False)], T0 + i))
    store.reset_statistics(anna.id, now=T0 + 10)
    assert store.statistics(anna.id, "bingolino").played == 0
    assert store.statistics(boris.id, "bingolino").played == 4
    store.record(fake("bingolino", [("Anna", "human", "", anna.id, 1.0, False),
                                    ("Boris", "human", "", boris.id, 4.0, True)], T0 + 11))
    assert store.statistics(anna.id, "bingolino").played == 1
    store.reset_statistics(now=T0 + 12)
    assert store.statistics(boris.id, "bingolino").played == 0
    assert store.game_count() == 5 and store.games_of(anna.id) == {}


def test_personal_bests_are_told_when_they_are_set(store):
    anna = store.create_profile("Anna")

    def solo(turns: int, when: float):
        return store.record(fake("qwingo", [("Anna", "human", "", anna.id, 12.0, True)], when,
                                 turns=turns, solo=turns)).bests

    assert solo(30, T0) == ()  # a first game sets no record worth a fanfare
    assert solo(31, T0 + 1) == ()
    [best] = solo(26, T0 + 2)
    assert (best.kind, best.value, best.previous, best.name) == ("solo", 26, 30, "Anna")
    assert solo(26, T0 + 3) == ()  # equal is not better

    def duel(won: bool, when: float):
        return store.record(fake("bingolino", [("Anna", "human", "", anna.id, 4.0, won),
                                               ("Bot", "computer", "easy", "", 1.0, not won)],
                                 when)).bests

    told = [duel(w, T0 + 10 + i) for i, w in enumerate([True, True, False, True, True, True,
                                                         True])]
    assert [b[0].value if b else None for b in told] == [None, None, None, None, None, 3, 4]
    assert told[5][0].previous == 2 and told[5][0].kind == "streak"


# --- the library -------------------------------------------------------------------------------
def test_the_library_sorts_filters_and_pages(store):
    anna = store.create_profile("Anna")
    for i in range(30):
        game = ("bingolino", "qwingo", "lino")[i % 3]
        seats = [("Anna" if i % 2 else f"Guest {i}", "human", "", anna.id if i % 2 else "",
                  1.0, i % 4 == 0), ("Zed", "computer", "easy", "", 2.0, i % 4 != 0)]
        store.record(fake(game, seats, T0 + i, turns=100 - i))
    page = store.library_page(limit=10)
    assert [r.ended for r in page] == [T0 + i for i in range(29, 19, -1)]
    assert [r.ended for r in store.library_page(offset=25, limit=10)] == [
        T0 + i for i in range(4, -1, -1)]
    assert [r.turns for r in store.library_page(sort="turns", descending=False, limit=3)] == [
        71, 72, 73]
    assert store.library_count(LibraryFilter(game="lino")) == 10
    mine = store.library_page(LibraryFilter(profile=anna.id), limit=100)
    assert len(mine) == 15 == store.library_count(LibraryFilter(profile=anna.id))
    assert [r.ended for r in mine] == sorted((r.ended for r in mine), reverse=True)
    both = LibraryFilter(game="qwingo", profile=anna.id)
    assert {r.game for r in store.library_page(both)} == {"qwingo"}
    assert store.library_count(both) == 5
    assert store.library_count(LibraryFilter(text="guest 1")) == 5  # 1, 10, 12, 14, 16, 18
    names = [r.seats[0].name for r in store.library_page(sort="players", descending=False,
                                                         limit=100)]
    assert names == sorted(names)
    assert len(list(store.library_rows(chunk=7))) == 30


def test_finished_saves_are_imported_once(store, tmp_path):
    folder = tmp_path / "saves"
    folder.mkdir()
    finished = play("qwingo", [Seat("Solo")], seed=11)
    saves.save(finished, folder / "done.json")
    unfinished = Session("bingolino", [Seat("A"), Seat("B", "computer")], {}, 1)
    saves.save(unfinished, folder / "open.json")
    (folder / "junk.json").write_text("{not json")
    files = sorted(folder.glob("*.json"))
    result = store.import_saves(files)
    assert (result.recorded, result.known, result.unfinished, result.failed) == (1, 0, 1, 1)
    assert store.import_saves(files).known == 1 and store.game_count() == 1
    [row] = store.library_page()
    assert row.ended == pytest.approx((folder / "done.json").stat().st_mtime)
    assert attrs.evolve(row, ended=0).solo_turns == finished.state.turn
