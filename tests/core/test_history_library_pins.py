"""The game library pinned (core/history_library.py): each value of a row read back checked on
its own (a bad one replaced and the row marked damaged), a record that cannot be read is that
one game unavailable, the sort keys and filters, the pages and chunks, and a recorded game
read back as a save with its profiles' present names."""

from __future__ import annotations

import zlib

import pytest

from bingolino_app.core.history import (
    GameRecord, HistoryError, LibraryFilter, SeatRecord, pack_save,
)
from bingolino_app.core.history_records import LibraryRow, SeatRow

T0 = 1_700_000_000.0



def put(store, gid, game="qwingo", variant="{}", started=T0, ended=T0 + 5, seed=7, turns=20,
        solo=None, names="A", seats=(("A", "human", "", None, 1.0, 1),)):
    with store._write() as db:
        db.execute("INSERT INTO games VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
                   (gid, game, variant, started, ended, seed, turns, len(seats), solo, names,
                    "", names.casefold(), f"digest{gid}"))
        for i, (name, kind, level, profile, score, won) in enumerate(seats):
            db.execute("INSERT INTO seats VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                       (gid, i, name, kind, level, profile, score, won, game, variant, ended,
                        turns, len(seats), solo))


GOOD = LibraryRow(1, "qwingo", "{}", T0, T0 + 5, 20, None, 7,
                  (SeatRow("A", "human", "", "", 1.0, True),), False)


def test_a_sound_row_reads_back_as_written(store):
    put(store, 1)
    assert store.library_page() == [GOOD]


@pytest.mark.parametrize("change, expected", [
    ({"game": b""}, {"game": "?"}),  # SQLite keeps bytes as bytes in a text column
    ({"game": b"qwingo"}, {"game": "qwingo"}),
    ({"game": "x" * 300}, {"game": "x" * 200}),
    ({"variant": b"{}"}, {"variant": "{}", "damaged": False}),
    ({"variant": "v" * 2500}, {"variant": "v" * 2000, "damaged": False}),
    ({"started": "yesterday"}, {"started": 0.0}),
    ({"started": 1e300}, {"started": 0.0}),
    ({"ended": -5.0}, {"ended": 0.0}),
    ({"turns": -1}, {"turns": 0}),
    ({"turns": 2.5}, {"turns": 0}),
    ({"solo": "many"}, {"solo_turns": None}),
    ({"solo": 17}, {"solo_turns": 17, "damaged": False}),
    ({"seed": 2.5}, {"seed": 0}),
    ({"seed": 2 ** 63 - 1}, {"seed": 2 ** 63 - 1, "damaged": False}),
])
def test_each_value_of_a_game_is_checked_on_its_own(store, change, expected):
    put(store, 1, **change)
    [row] = store.library_page()
    want = {"damaged": True, **expected}
    for name, value in want.items():
        assert getattr(row, name) == value, name
    for name in ("id", "game", "variant", "started", "ended", "turns", "solo_turns", "seed"):
        if name not in want:
            assert getattr(row, name) == getattr(GOOD, name), name
    assert row.seats == GOOD.seats


@pytest.mark.parametrize("seat, expected", [
    (("A", "robot", "", None, 1.0, 1), SeatRow("A", "human", "", "", 1.0, True)),
    ((b"Bytes", "human", "", None, 1.0, 1), SeatRow("Bytes", "human", "", "", 1.0, True)),
    ((b"", "human", "", None, 1.0, 1), SeatRow("?", "human", "", "", 1.0, True)),
    (("A", "computer", b"\xff", None, 1.0, 0), SeatRow("A", "computer", "\ufffd", "", 1.0,
                                                     False)),
    (("A", "human", "", b"p", 1.0, 1), SeatRow("A", "human", "", "p", 1.0, True)),
    (("A", "human", "", None, "lots", 1), SeatRow("A", "human", "", "", None, True)),
    (("A", "human", "", None, 1.0, 2), SeatRow("A", "human", "", "", 1.0, False)),
    (("A", "human", "", None, 1.0, "yes"), SeatRow("A", "human", "", "", 1.0, False)),
])
def test_each_value_of_a_seat_is_checked_and_marks_its_game(store, seat, expected):
    put(store, 1, seats=(seat,))
    [row] = store.library_page()
    assert row.seats == (expected,) and row.damaged


def test_a_seat_without_a_score_or_profile_is_sound(store):
    put(store, 1, seats=(("A", "computer", "easy", None, None, 0),
                         ("B", "human", "", "p", 2.0, 1)))
    [row] = store.library_page()
    assert row.seats == (SeatRow("A", "computer", "easy", "", None, False),
                         SeatRow("B", "human", "", "p", 2.0, True))
    assert not row.damaged


def test_a_game_without_seats_lists_none(store):
    put(store, 1, seats=())
    assert store.library_page()[0].seats == ()


# --- a recorded game read back ---------------------------------------------------------------------
def record(store, gid, blob) -> None:
    with store._write() as db:
        db.execute("INSERT INTO records VALUES (?, ?)", (gid, blob))


@pytest.mark.parametrize("blob", [
    b"not zlib", zlib.compress(b"not json"), zlib.compress(b"\xff\xfe"),
    zlib.compress(b"[1, 2]"), zlib.compress(b'{"players": "x"}'),
    zlib.compress(b'{"players": [1]}'), zlib.compress(b'{"no": "players"}'),
    zlib.compress(b"[" * 100_000 + b"]" * 100_000), 12,
], ids=["zlib", "json", "utf8", "list", "players-text", "player-number", "no-players",
        "deep", "number"])
def test_a_record_that_cannot_be_read_is_that_game_unavailable(store, blob):
    put(store, 3)
    record(store, 3, blob)
    with pytest.raises(HistoryError) as err:
        store.load_save(3)
    assert (err.value.key, err.value.args_) == ("history.bad_record", {"row": 3})
    assert store.library_page()[0].id == 3  # the game is still listed


def test_a_game_without_a_record_is_missing(store):
    with pytest.raises(HistoryError) as err:
        store.load_save(9)
    assert (err.value.key, err.value.args_) == ("history.missing_game", {"row": 9})


def test_a_record_reads_back_with_its_profiles_present_names(store):
    anna = store.create_profile("Anna")
    put(store, 4)
    record(store, 4, pack_save({"players": [
        {"name": "Old", "profile": anna.id}, {"name": "Gone", "profile": "deleted"},
        {"name": "Guest", "profile": ""}, {"name": "Odd", "profile": 5},
        {"name": "None"}]}))
    assert store.load_save(4)["players"] == [
        {"name": "Anna", "profile": anna.id}, {"name": "Gone", "profile": ""},
        {"name": "Guest", "profile": ""}, {"name": "Odd", "profile": 5}, {"name": "None"}]


# --- lists, sorts, filters ----------------------------------------------------------------------------
def fake(i: int, name: str, profile: str = "", game: str = "qwingo", won=True) -> GameRecord:
    seats = (SeatRecord(name, "human", "", profile, 1.0, won),
             SeatRecord(f"Bot {i % 3}", "computer", "easy", "", 0.0, not won))
    save = {"game": game, "seed": i, "options": {}, "actions": [i], "players": []}
    return GameRecord(game, "{}", T0 + i - 60, T0 + (i * 7919) % 1000, i, 100 - i % 13, seats,
                      None, save)


@pytest.fixture
def filled(store):
    anna = store.create_profile("Anna")
    store.record_many(fake(i, "Anna" if i % 2 else f"Zoe {i}", anna.id if i % 2 else "",
                           "lino" if i % 5 == 0 else "qwingo", won=i % 3 == 0)
                      for i in range(1, 41))
    return store, anna


@pytest.mark.parametrize("sort, column", [("date", "ended"), ("game", "game"),
                                          ("players", "names"), ("result", "winners"),
                                          ("turns", "turns"), ("nonsense", "ended")])
@pytest.mark.parametrize("descending", [True, False])
def test_each_sort_orders_by_its_column_then_the_row(filled, sort, column, descending):
    store, _ = filled
    rows = store._all(f"SELECT id, {column}, ended FROM games")
    key = (lambda r: (r[1], r[2], r[0])) if column == "game" else (lambda r: (r[1], r[0]))
    expected = [r[0] for r in sorted(rows, key=key, reverse=descending)]
    got = [r.id for r in store.library_page(sort=sort, descending=descending, limit=100)]
    assert got == expected


@pytest.mark.parametrize("sort", ["date", "turns"])
def test_a_players_list_sorts_as_the_whole_list_does(filled, sort):
    store, anna = filled
    mine = LibraryFilter(profile=anna.id)
    everything = [r.id for r in store.library_page(sort=sort, limit=100)]
    got = [r.id for r in store.library_page(mine, sort=sort, limit=100)]
    assert got == [i for i in everything if i in set(got)] and len(got) == 20
    ascending = [r.id for r in store.library_page(mine, sort=sort, descending=False, limit=100)]
    assert ascending == list(reversed(got))


def test_filters_combine_and_counts_agree_with_the_lists(filled):
    store, anna = filled
    for flt in (LibraryFilter(), LibraryFilter(game="lino"), LibraryFilter(profile=anna.id),
                LibraryFilter(profile=anna.id, game="lino"), LibraryFilter(text="  zoE  1"),
                LibraryFilter(profile=anna.id, text="bot 2"), LibraryFilter(profile="nobody"),
                LibraryFilter(text="   ")):
        rows = store.library_page(flt, limit=100)
        assert store.library_count(flt) == len(rows), flt
    assert store.library_count(LibraryFilter(game="lino")) == 8
    assert store.library_count(LibraryFilter(profile=anna.id)) == 20
    assert store.library_count(LibraryFilter(profile=anna.id, game="lino")) == 4
    assert store.library_count(LibraryFilter(text="zoe 1")) == 5  # Zoe 10, 12, ..., 18
    assert store.library_count(LibraryFilter(text="   ")) == 40
    assert store.library_count(LibraryFilter(profile=anna.id, text="bot 2")) == 6  # 5, 11, .., 35
    assert store.game_count() == 40


def test_pages_hold_a_hundred_and_chunks_five_hundred_newest_first(store):
    store.record_many(fake(i, f"P{i}") for i in range(1, 502))
    page = store.library_page()
    assert len(page) == 100
    assert [r.ended for r in page] == sorted((r.ended for r in page), reverse=True)
    rows = list(store.library_rows())
    assert len(rows) == 501 and rows[:100] == page
    assert [r.id for r in store.library_rows(chunk=7)] == [r.id for r in rows]
    calls = []
    real = store.library_page

    def counting(*args):
        calls.append(args)
        return real(*args)

    store.library_page = counting
    list(store.library_rows(LibraryFilter(game="qwingo"), "turns", False))
    assert [c[3:] for c in calls] == [(0, 500), (500, 500)]
    assert {c[:3] for c in calls} == {(LibraryFilter(game="qwingo"), "turns", False)}
    calls.clear()
    list(store.library_rows(chunk=501))
    assert [c[3:] for c in calls] == [(0, 501), (501, 501)]
    assert calls[0][1:3] == ("date", True)
