"""Profiles, recording and statistics pinned (core/history_profiles.py, history_recording.py,
history_statistics.py): the palette, names and their errors, what a recorded game's seats
become, personal bests to the game, and the statistics' periods, streaks and opponents."""

from __future__ import annotations

import time

import pytest

from bingolino_app.core import history_statistics as stats_module
from bingolino_app.core.history import (
    PALETTE, STREAK_WORTH_TELLING, GameRecord, HistoryError, SeatRecord,
)
from bingolino_app.core.history_records import Bucket, Opponent, Profile
from bingolino_app.core.history_statistics import (
    BUCKET_DAYS, BUCKETS, _bucket_for, _merge_guests, best_run,
)

T0 = 1_700_000_000.0
DAY = 86400.0



def game(seats, ended, turns=20, solo=None, game_id="bingolino", variant="{}", seed=None):
    records = tuple(SeatRecord(*s) for s in seats)
    save = {"game": game_id, "seed": seed if seed is not None else int(ended),
            "options": {}, "actions": [], "players": []}
    return GameRecord(game_id, variant, ended - 60, ended, int(ended), turns, records, solo,
                      save)


# --- profiles -------------------------------------------------------------------------------------
def test_profiles_take_the_palette_in_order_then_round_again(store):
    made = [store.create_profile(f"P{i}", now=T0 + i) for i in range(10)]
    assert [p.colour for p in made[:8]] == list(PALETTE)
    # every colour in use: the count of colours in use picks (eight of them: the first)
    assert made[8].colour == PALETTE[0] and made[9].colour == PALETTE[0]
    assert made[0] == Profile(made[0].id, "P0", PALETTE[0], T0, 0.0)
    store.delete_profile(made[2].id)
    assert store.create_profile("Again").colour == PALETTE[2]  # the first one free again
    chosen = store.create_profile("Chosen", colour="#123456")
    assert chosen.colour == "#123456" and store.profile(chosen.id) == chosen
    assert len(chosen.id) == 32 and chosen.id != made[0].id
    before = time.time()
    assert before <= store.create_profile("Now").created <= time.time()


def test_profiles_are_listed_by_name_in_any_case_then_id(store):
    for name in ("bob", "Alice", "Carl", "alicia"):
        store.create_profile(name)
    assert [p.name for p in store.profiles()] == ["Alice", "alicia", "bob", "Carl"]
    assert store.profile("nobody") is None


def test_a_name_taken_in_another_case_says_whose_it_is(store):
    store.create_profile("Vera")
    with pytest.raises(HistoryError) as err:
        store.create_profile("  VERA ")
    assert (err.value.key, err.value.args_) == ("profile.exists", {"name": "Vera"})
    with pytest.raises(HistoryError) as err:
        store.create_profile(" \t ")
    assert (err.value.key, err.value.args_) == ("profile.empty", {})
    with pytest.raises(HistoryError) as err:
        store.rename_profile("nobody", "X")
    assert (err.value.key, err.value.args_) == ("profile.missing", {})


def test_a_renamed_profile_renames_its_seats_and_the_games_lists(store):
    anna = store.create_profile("Anna")
    store.record(game([("Anna", "human", "", anna.id, 4.0, True),
                       ("Bot", "computer", "easy", "", 1.0, False)], T0))
    store.record(game([("Eve", "human", "", "", 4.0, True)], T0 + 1))
    store.record(game([("Zoe", "human", "", "", 2.0, True),  # a shared win: two winners
                       ("Anna", "human", "", anna.id, 2.0, True)], T0 + 2))
    store.rename_profile(anna.id, "  Anne   Marie ")
    assert store.profile(anna.id).name == "Anne Marie"
    assert store._all("SELECT names, winners, search FROM games ORDER BY id") == [
        ("Anne Marie, Bot", "Anne Marie", "anne marie, bot"), ("Eve", "Eve", "eve"),
        ("Zoe, Anne Marie", "Zoe, Anne Marie", "zoe, anne marie")]
    assert store._all("SELECT name FROM seats WHERE profile = ? ORDER BY game_row",
                      (anna.id,)) == [("Anne Marie",), ("Anne Marie",)]


def test_colour_count_delete_and_reset(store):
    anna, bob = store.create_profile("Anna"), store.create_profile("Bob")
    store.set_colour(anna.id, "#abcdef")
    assert store.profile(anna.id).colour == "#abcdef" and store.profile(bob.id).colour != \
        "#abcdef"
    for i in range(3):
        store.record(game([("Anna", "human", "", anna.id, 1.0, True)], T0 + i))
    assert store.profile_games(anna.id) == 3 and store.profile_games(bob.id) == 0
    store.reset_statistics(bob.id, now=T0 + 5)
    assert store.profile(bob.id).stats_since == T0 + 5
    assert store.profile(anna.id).stats_since == 0.0
    store.reset_statistics(now=T0 + 9)
    assert {p.stats_since for p in store.profiles()} == {T0 + 9}
    before = time.time()
    store.reset_statistics(anna.id)
    assert before <= store.profile(anna.id).stats_since <= time.time()
    assert store.delete_profile(anna.id) == 3
    assert store._all("SELECT DISTINCT profile FROM seats") == [(None,)]
    assert store.profile(anna.id) is None and store.delete_profile("nobody") == 0


def test_a_profile_row_read_back_is_checked(store):
    with store._write() as db:
        db.executemany("INSERT INTO profiles (id, name, colour, created, stats_since) "
                       "VALUES (?, ?, ?, ?, ?)", [
                           ("", "No id", "", 0, 0), ("x" * 80, "  Long   id ", "c" * 40, "then",
                                                     -5),
                           ("p2", 42, b"", 1e300, T0), ("p3", "", "#fff", T0, T0)])
    listed = store.profiles()
    # by the name as shown, casefolded ("?" for a name that cannot be read): "4" before "?"
    assert [p.name for p in listed] == ["42", "?", "Long id"]
    by_id = {p.id: p for p in listed}
    assert set(by_id) == {"x" * 64, "p2", "p3"}
    assert by_id["x" * 64] == Profile("x" * 64, "Long id", "c" * 32, 0.0, 0.0)
    assert by_id["p2"] == Profile("p2", "42", "", 0.0, T0)
    assert by_id["p3"] == Profile("p3", "?", "#fff", T0, T0)
    assert store.profile("p3") == by_id["p3"]


def test_profiles_named_alike_are_listed_by_id(store):
    with store._write() as db:  # written directly: the store itself refuses a name twice
        db.executemany("INSERT INTO profiles (id, name, colour, created, stats_since) "
                       "VALUES (?, ?, '', 0, 0)", [("b2", "Same"), ("c3", "a"), ("a1", "same")])
    assert [(p.id, p.name) for p in store.profiles()] == [
        ("c3", "a"), ("a1", "same"), ("b2", "Same")]


# --- recording --------------------------------------------------------------------------------------
def test_a_recorded_seat_takes_its_profiles_present_name_or_becomes_a_guest(store):
    anna = store.create_profile("Anna")
    rec = game([("Old name", "human", "", anna.id, 3.0, True),
                ("Twice", "human", "", anna.id, 2.0, False),
                ("Ghost", "human", "", "deleted-profile", 1.0, False),
                ("Bot", "computer", "strong", "", 0.0, False)], T0)
    row = store.record(rec).row
    assert store._all("SELECT seat, name, kind, level, profile, score, won FROM seats "
                      "ORDER BY seat") == [
        (0, "Anna", "human", "", anna.id, 3.0, 1), (1, "Twice", "human", "", None, 2.0, 0),
        (2, "Ghost", "human", "", None, 1.0, 0), (3, "Bot", "computer", "strong", None, 0.0, 0)]
    assert store._one("SELECT names, winners, search, players FROM games") == (
        "Anna, Twice, Ghost, Bot", "Anna", "anna, twice, ghost, bot", 4)
    assert row == 1


def test_recording_many_counts_the_new_ones_and_tells_no_bests(store):
    anna = store.create_profile("Anna")
    recs = [game([("Anna", "human", "", anna.id, 1.0, True), ("B", "human", "", "", 0, False)],
                 T0 + i) for i in range(4)]
    assert store.record_many(recs[:2]) == 2
    assert store.record_many(recs) == 2  # two known already
    fifth = store.record(game([("Anna", "human", "", anna.id, 1.0, True),
                               ("B", "human", "", "", 0, False)], T0 + 10))
    assert [b.value for b in fifth.bests] == [5]


def test_the_same_game_again_is_the_row_it_was_recorded_as(store):
    rec = game([("A", "human", "", "", 1.0, True)], T0)
    first = store.record(rec)
    again = store.record(rec)
    assert again.row == first.row and not again.new and again.bests == ()


def test_a_new_end_takes_the_old_rows_place(store):
    old = store.record(game([("A", "human", "", "", 1.0, True)], T0, seed=1))
    store.record(game([("B", "human", "", "", 1.0, True)], T0 + 1, seed=2))
    new = store.record(game([("C", "human", "", "", 1.0, False)], T0 + 2, seed=3),
                       replace=old.row)
    assert new.row == old.row and new.new
    assert store._all("SELECT id, names FROM games ORDER BY id") == [(1, "C"), (2, "B")]
    assert store._all("SELECT game_row, name FROM seats ORDER BY game_row") == [(1, "C"),
                                                                                (2, "B")]
    assert store._all("SELECT count(*) FROM records") == [(2,)]


def solo(store, profile, turns, when, variant="{}"):
    return store.record(game([("Anna", "human", "", profile, 12.0, True)], when, turns=turns,
                             solo=turns, game_id="qwingo", variant=variant)).bests


def test_a_solo_record_counts_within_its_game_variant_and_reset(store):
    anna = store.create_profile("Anna")
    assert solo(store, anna.id, 30, T0) == ()
    assert solo(store, anna.id, 25, T0 + 1, variant='{"x":1}') == ()  # another variant
    [best] = solo(store, anna.id, 29, T0 + 2)
    assert (best.profile, best.name, best.kind, best.value, best.previous) == (
        anna.id, "Anna", "solo", 29, 30)
    store.reset_statistics(anna.id, now=T0 + 3)
    assert solo(store, anna.id, 40, T0 + 4) == ()  # the first since the reset
    [best] = solo(store, anna.id, 39, T0 + 5)
    assert best.previous == 40
    guest = store.record(game([("G", "human", "", "", 12.0, True)], T0 + 6, turns=5, solo=5,
                              game_id="qwingo"))
    assert guest.bests == ()


def duel(store, profile, won, when, variant="{}"):
    return store.record(game([("Anna", "human", "", profile, 4.0, won),
                              ("Bot", "computer", "easy", "", 1.0, not won)], when,
                             variant=variant)).bests


def test_a_winning_streak_is_told_from_three_and_only_when_it_beats_the_best(store):
    anna = store.create_profile("Anna")
    assert STREAK_WORTH_TELLING == 3
    told = [duel(store, anna.id, w, T0 + i) for i, w in enumerate(
        [True, True, True, False, True, True, True, True])]
    assert [[(b.kind, b.value, b.previous) for b in t] for t in told] == [
        [], [], [("streak", 3, 2)], [], [], [], [], [("streak", 4, 3)]]
    assert duel(store, anna.id, True, T0 + 20, variant='{"v":2}') == ()  # another variant
    late = store.record(game([("Anna", "human", "", anna.id, 4.0, True),
                              ("Bot", "computer", "easy", "", 1.0, False)], T0 - 100))
    assert late.bests == ()  # an older game never ends the present streak


def test_a_streak_before_a_reset_does_not_count(store):
    anna = store.create_profile("Anna")
    for i in range(4):
        duel(store, anna.id, True, T0 + i)
    store.reset_statistics(anna.id, now=T0 + 10)
    told = [duel(store, anna.id, True, T0 + 11 + i) for i in range(3)]
    assert [[(b.value, b.previous) for b in t] for t in told] == [[], [], [(3, 2)]]
    store.reset_statistics(anna.id, now=T0 + 100)
    assert duel(store, anna.id, True, T0 + 50) == ()  # ended before the reset


# --- statistics --------------------------------------------------------------------------------------
def test_the_longest_run_of_wins():
    assert best_run([]) == 0 and best_run([0, 0]) == 0
    assert best_run([1, 1, 0, 1, 1, 1, 0, 1]) == 3 and best_run([1, 1, 1]) == 3
    assert best_run([True, 5, 0, "x"]) == 2


def test_guests_are_one_line_and_lines_sort_by_kind_games_and_name():
    lines = [Opponent("guest", "", "", 2, 1), Opponent("profile", "p", "bea", 3, 1),
             Opponent("computer", "easy", "easy", 5, 2), Opponent("guest", "", "", 4, 3),
             Opponent("profile", "q", "Abe", 3, 2), Opponent("computer", "strong", "strong", 9,
                                                            1)]
    assert _merge_guests(lines) == [
        Opponent("computer", "strong", "strong", 9, 1), Opponent("computer", "easy", "easy", 5,
                                                                 2),
        Opponent("profile", "q", "Abe", 3, 2), Opponent("profile", "p", "bea", 3, 1),
        Opponent("guest", "", "", 6, 4)]
    assert _merge_guests([]) == []


def test_the_chart_s_period_is_the_finest_with_four_games_a_point_and_at_most_36():
    assert BUCKET_DAYS == {"day": 1, "week": 7, "month": 30.4, "quarter": 91.3, "year": 365.25}
    assert BUCKETS == {"day": "%Y-%m-%d", "week": "%Y-%W", "month": "%Y-%m", "quarter": "%Y-q",
                       "year": "%Y"}
    assert _bucket_for(None, T0, 10) == "month" and _bucket_for(T0, None, 10) == "month"
    assert _bucket_for(T0, T0, 0) == "month"
    # points = span / period + 1, at most min(36, max(1, games / 4)); a span counts a second
    assert _bucket_for(T0, T0, 8) == "day" and _bucket_for(T0, T0 + 0.5, 8) == "day"
    assert _bucket_for(T0, T0, 4) == "year"  # 1 + 1/86400 points > 1: no period fits
    assert _bucket_for(T0, T0 + 3 * DAY, 16) == "day"  # 4 points, 4 games each
    assert _bucket_for(T0, T0 + 3 * DAY, 15) == "week"  # fewer than 4 a day
    assert _bucket_for(T0, T0 + 35 * DAY, 36 * 4 * 10) == "day"  # 36 points
    assert _bucket_for(T0, T0 + 35.1 * DAY, 36 * 4 * 10) == "week"  # 37 points: too many
    assert _bucket_for(T0, T0 + 400 * DAY, 100) == "month"  # 14.2 points, 25 allowed
    assert _bucket_for(T0, T0 + 400 * DAY, 40) == "quarter"  # 5.4 points, 10 allowed
    assert _bucket_for(T0, T0 + 3000 * DAY, 40) == "year"
    assert _bucket_for(T0, T0 + 40 * 366 * DAY, 10 ** 6) == "year"  # even past 36 years


def test_a_profiles_statistics_to_the_period(store):
    anna = store.create_profile("Anna")
    when = time.mktime((2024, 2, 10, 12, 0, 0, 0, 0, -1))
    for i in range(8):  # every ten days from 10 February: six in March's quarter, two after
        duel(store, anna.id, i % 2 == 0, when + i * 10 * DAY)
    s = store.statistics(anna.id, "bingolino")
    assert s.bucket == "quarter"  # 70 days: 1.8 quarters, two points allowed
    # the key: the year, "-q" and the quarter ((month + 2) / 3); the point's start its first game
    assert s.timeline == (Bucket("2024-q1", when, 6, 3),
                          Bucket("2024-q2", when + 60 * DAY, 2, 1))
    assert (s.played, s.won, s.streak, s.best_streak) == (8, 4, 0, 1)
    assert s.avg_score == 4.0 and s.avg_turns == 20.0
    assert s.opponents == (Opponent("computer", "easy", "easy", 8, 4),)
    assert store.games_of(anna.id) == {"bingolino": (8, when + 70 * DAY)}
    assert store.variants(anna.id, "bingolino") == [("{}", 8)]
    assert store.statistics(anna.id, "lino") == stats_module.Statistics(anna.id, "lino", None)


def test_statistics_of_a_variant_and_since_a_reset(store):
    anna = store.create_profile("Anna")
    for i, variant in enumerate(['{"a":1}', '{"a":1}', '{"b":2}', '{"a":1}']):
        duel(store, anna.id, True, T0 + i * DAY, variant=variant)
    assert store.variants(anna.id, "bingolino") == [('{"a":1}', 3), ('{"b":2}', 1)]
    s = store.statistics(anna.id, "bingolino", '{"a":1}')
    assert (s.played, s.won, s.streak, s.variant) == (3, 3, 3, '{"a":1}')
    store.reset_statistics(anna.id, now=T0 + 1.5 * DAY)
    assert store.statistics(anna.id, "bingolino").played == 2
    assert store.variants(anna.id, "bingolino") == [('{"a":1}', 1), ('{"b":2}', 1)]
    assert store.games_of(anna.id) == {"bingolino": (2, T0 + 3 * DAY)}
    assert store._since("nobody") == 0.0


def test_solo_statistics_keep_the_record_its_first_day_and_the_histogram(store):
    anna = store.create_profile("Anna")
    for i, turns in enumerate([30, 24, 27, 24, None]):
        store.record(game([("Anna", "human", "", anna.id, 12.0, True)], T0 + i * DAY,
                          turns=turns or 99, solo=turns, game_id="qwingo"))
    s = store.statistics(anna.id, "qwingo")
    assert (s.solo_played, s.solo_finished, s.solo_best) == (5, 4, 24)
    assert s.solo_best_ended == T0 + DAY and s.solo_avg == pytest.approx(26.25)
    assert s.histogram == ((24, 2), (27, 1), (30, 1))
    assert s.played == 0 and s.timeline == () and s.win_rate is None
    empty = store.statistics(anna.id, "bingolino")
    assert (empty.solo_best, empty.solo_best_ended, empty.histogram) == (None, None, ())


def test_opponents_are_computers_by_level_profiles_by_name_and_guests_together(store):
    anna, bob = store.create_profile("Anna"), store.create_profile("Bob")
    store.record(game([("Anna", "human", "", anna.id, 4.0, True),
                       ("Bob", "human", "", bob.id, 1.0, False),
                       ("G1", "human", "", "", 1.0, False)], T0))
    store.record(game([("Anna", "human", "", anna.id, 1.0, False),
                       ("G2", "human", "", "", 4.0, True),
                       ("Bot", "computer", "normal", "", 2.0, False)], T0 + 1))
    s = store.statistics(anna.id, "bingolino")
    assert s.opponents == (Opponent("computer", "normal", "normal", 1, 0),
                           Opponent("profile", bob.id, "Bob", 1, 1),
                           Opponent("guest", "", "", 2, 1))
    assert store.statistics(bob.id, "bingolino").opponents == (
        Opponent("profile", anna.id, "Anna", 1, 0), Opponent("guest", "", "", 1, 0))
