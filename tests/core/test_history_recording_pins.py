"""Recording games, pinned further (core/history_recording.py): the personal bests a player is
told of, in full, whoever sits beside him; what many games recorded or imported at once
leave behind and count. Found by mutation testing; the main pins are in
test_history_people_pins.py and test_history.py."""

from __future__ import annotations

from bingolino_app.core import saves
from bingolino_app.core.history import Best, GameRecord, LibraryFilter
from bingolino_app.core.session import Seat, Session
from test_history import T0, fake, play


def _duel(store, anna, won, when, guest_first=False):
    seats = [("Anna", "human", "", anna.id, 4.0, won), ("Guest", "human", "", "", 1.0, not won)]
    return store.record(fake("bingolino", seats[::-1] if guest_first else seats, when)).bests


def test_a_streak_is_told_in_full_with_a_guest_seated_first(store):
    # A guest before the profile is passed over, not the end of the search for bests.
    anna = store.create_profile("Anna")
    told = [_duel(store, anna, True, T0 + i, guest_first=True) for i in range(3)]
    assert told == [(), (), (Best(anna.id, "Anna", "streak", 3, 2),)]


def test_a_solo_win_neither_makes_nor_extends_a_streak(store):
    anna = store.create_profile("Anna")
    for i in range(3):
        _duel(store, anna, True, T0 + i)
    solo = store.record(fake("bingolino", [("Anna", "human", "", anna.id, 9.0, True)],
                             T0 + 10, solo=20))
    assert solo.bests == ()


def test_a_game_ended_at_the_moment_of_the_reset_counts_for_the_streak(store):
    anna = store.create_profile("Anna")
    store.reset_statistics(anna.id, now=T0)
    told = [store.record(fake("bingolino", [("Anna", "human", "", anna.id, 4.0, True),
                                            ("Bot", "computer", "easy", "", 1.0, False)],
                              T0, seed=i + 1)).bests for i in range(3)]
    assert told == [(), (), (Best(anna.id, "Anna", "streak", 3, 2),)]


def test_the_library_sorts_by_the_winners_as_listed(store):
    # Two winners read "Ann, Zoe": the comma sorts before any letter of a longer name.
    both = store.record(fake("bingolino", [("Ann", "human", "", "", 1.0, True),
                                           ("Zoe", "human", "", "", 1.0, True)], T0)).row
    one = store.record(fake("bingolino", [("AnnA", "human", "", "", 1.0, True),
                                          ("Bob", "human", "", "", 0.0, False)], T0 + 1)).row
    rows = store.library_page(sort="result", descending=False)
    assert [r.id for r in rows] == [both, one]


def test_many_games_recorded_at_once_open_again(store):
    recs = [fake("qwingo", [("A", "human", "", "", 1.0, True)], T0 + i, solo=10 + i)
            for i in range(3)]
    assert store.record_many(recs) == 3
    for row in store.library_page():
        assert store.load_save(row.id) == recs[row.id - 1].save


def test_an_import_counts_each_kind_of_file_and_goes_past_an_unfinished_one(store, tmp_path):
    folder = tmp_path / "saves"
    folder.mkdir()
    for i in (1, 2):
        saves.save(Session("bingolino", [Seat("A"), Seat("B", "computer")], {}, i),
                   folder / f"a-open-{i}.json")
    games = {}
    for seed in (11, 12):
        games[seed] = play("qwingo", [Seat("Solo")], seed=seed)
        saves.save(games[seed], folder / f"b-done-{seed}.json")
    files = sorted(folder.glob("*.json"))
    result = store.import_saves(files)
    assert (result.recorded, result.known, result.unfinished, result.failed) == (2, 0, 2, 0)
    again = store.import_saves(files)
    assert (again.recorded, again.known, again.unfinished) == (0, 2, 2)
    rows = store.library_page(LibraryFilter(game="qwingo"))
    assert sorted(saves.from_dict(store.load_save(r.id)).seed for r in rows) == [11, 12]


def test_games_recorded_or_imported_at_once_never_look_for_bests(store, tmp_path):
    # Bests are told for one game ended in play; many at once skip them (a damaged row, a
    # solo record that is text, is read as no result either way: the next test).
    anna = store.create_profile("Anna")
    store.record(fake("qwingo", [("Anna", "human", "", anna.id, 1.0, True)], T0, solo=20))
    with store._write() as db:
        db.execute("UPDATE seats SET solo_turns = 'junk'")
    solo = [fake("qwingo", [("Anna", "human", "", anna.id, 1.0, True)], T0 + 5, solo=18)]
    assert store.record_many(solo) == 1
    folder = tmp_path / "saves"
    folder.mkdir()
    first, second = (play("qwingo", [Seat("Anna", profile=anna.id)], seed=s) for s in (11, 12))
    store.record(GameRecord.from_session(first, T0 + 6, T0 + 6))  # the import's own variant
    with store._write() as db:
        db.execute("UPDATE seats SET solo_turns = 'junk'")
    saves.save(second, folder / "done.json")
    assert store.import_saves([folder / "done.json"]).recorded == 1


def test_a_game_is_recorded_beside_damaged_rows_which_count_as_no_result(store):
    """A damaged or hand-edited file may hold text where numbers belong. Recording a game
    beside such rows must not fail (it did: text compared with this game's turns): a solo
    record or a won flag that is not a number counts as no result, a reset time that is not a
    time counts every game, as the statistics read them."""
    anna = store.create_profile("Anna")
    store.record(fake("qwingo", [("Anna", "human", "", anna.id, 1.0, True)], T0, solo=20))
    with store._write() as db:
        db.execute("UPDATE seats SET solo_turns = 'junk'")
    told = store.record(fake("qwingo", [("Anna", "human", "", anna.id, 1.0, True)], T0 + 5,
                             solo=18))
    assert told.new and told.bests == ()  # no earlier result to beat
    assert store.record(fake("qwingo", [("Anna", "human", "", anna.id, 1.0, True)], T0 + 6,
                             solo=17)).bests == (Best(anna.id, "Anna", "solo", 17, 18),)
    for i in range(2):
        _duel(store, anna, True, T0 + 10 + i)
    with store._write() as db:
        db.execute("UPDATE seats SET won = 'junk' WHERE game_row = (SELECT max(game_row) "
                   "FROM seats)")
        db.execute("UPDATE profiles SET stats_since = 'soon' WHERE id = ?", (anna.id,))
    # The damaged win ends the run: two wins in a row, not three, and no streak to tell.
    assert _duel(store, anna, True, T0 + 20) == ()
    assert [_duel(store, anna, True, T0 + 21 + i) for i in range(2)] == [
        (), (Best(anna.id, "Anna", "streak", 3, 2),)]


def test_a_damaged_won_flag_is_no_win_and_a_damaged_reset_time_counts_from_the_start(store):
    """As the statistics read them: a won flag of 2 is not a win (it ends a run and breaks the
    best one), and a reset time that is not a time counts every game, from the first second of
    the clock on (these games end within it)."""
    anna = store.create_profile("Anna")

    def duel(i: int):
        seats = [("Anna", "human", "", anna.id, 4.0, True), ("Guest", "human", "", "", 1.0, False)]
        return store.record(fake("bingolino", seats, i / 10, seed=i + 1)).bests

    for i in range(3):
        duel(i)
    with store._write() as db:
        db.execute("UPDATE seats SET won = 2 WHERE won = 1 AND ended = 0.1")
        db.execute("UPDATE profiles SET stats_since = 'soon' WHERE id = ?", (anna.id,))
    assert [duel(3), duel(4)] == [(), (Best(anna.id, "Anna", "streak", 3, 2),)]
