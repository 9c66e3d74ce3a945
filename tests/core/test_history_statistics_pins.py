"""The statistics a player reads, pinned further (core/history_statistics.py) on rows a
damaged or hand-edited file can hold, and the analysis cache's file (core/analysis_cache.py).
Found by mutation testing; the main pins are in test_history_people_pins.py."""

from __future__ import annotations

import json
import time
import zlib

from bingolino_app.core import history_schema as schema, history_statistics as stats_module, saves
from bingolino_app.core.analysis import VERSION, Judgement
from bingolino_app.core.analysis_cache import AnalysisCache
from bingolino_app.core.history_records import Bucket, Opponent
from bingolino_app.games.qwingo.state import Call
from history_helpers import finished
from test_history_library_pins import put

T0 = 1_700_000_000.0
BOT = ("Bot", "computer", "easy", None, 0.0, 0)


def _mine(won=1):
    return ("A", "human", "", "p", 1.0, won)


def test_a_won_flag_other_than_0_or_1_is_no_win_in_the_streak(store):
    put(store, 1, seats=(_mine(won=2), BOT))
    s = store.statistics("p", "qwingo")
    assert (s.played, s.streak, s.best_streak) == (1, 0, 0)


def test_a_computer_without_a_level_is_an_opponent_without_a_name(store):
    put(store, 1, seats=(_mine(), ("Bot", "computer", "", None, 0.0, 0)))
    assert store.statistics("p", "qwingo").opponents == (Opponent("computer", "", "", 1, 1),)


def test_a_game_ended_past_any_real_time_makes_no_point_of_the_chart(store):
    # Year 5138: SQLite names its month, but it is no time a game was played.
    put(store, 1, ended=T0, seats=(_mine(), BOT))
    put(store, 2, ended=1e11, seats=(_mine(), BOT))
    s = store.statistics("p", "qwingo")
    assert s.played == 2 and s.bucket == "month"
    assert s.timeline == (Bucket(time.strftime("%Y-%m", time.localtime(T0)), T0, 1, 1),)


def test_a_reset_time_that_is_no_time_counts_every_game(store):
    with store._write() as db:
        db.execute("INSERT INTO profiles (id, name, colour, created, stats_since) "
                   "VALUES ('p', 'P', '', 0, 'junk')")
    put(store, 1, started=0.0, ended=0.5, seats=(_mine(),))
    assert store.games_of("p") == {"qwingo": (1, 0.5)}


def test_one_game_or_a_day_and_a_half_second_pick_their_chart_period():
    bucket = stats_module._bucket_for
    assert bucket(T0, T0, 1) == "year"  # one point whatever the period: the coarsest
    assert bucket(T0, T0, 0) == "month"  # nothing played
    assert bucket(T0, T0 + 86400.0, 8) == "day"  # two days, two points of four games
    assert bucket(T0, T0 + 86400.5, 8) == "week"  # a moment more: three days


def test_the_analysis_cache_file_is_utf8_text_as_written(tmp_path):
    cache = AnalysisCache(tmp_path / "analysis")
    cache.folder.mkdir()
    cache.path("k").write_text(json.dumps({"version": VERSION, "game": "qwingo",
                                           "players": {}, "by": "Jürgen"}), encoding="utf-8")
    cache.store("k", "qwingo", 0, 1.0, [])
    raw = cache.path("k").read_bytes()
    assert "Jürgen".encode("utf-8") in raw and b"\\u" not in raw


def _verdicts():
    return [Judgement(m, 0, Call(m), Call(m + 1), 20.0, 19.5, 0.5, 0.0, 0, "model", False,
                      "inaccuracy") for m in (3, 9)]


def test_kept_verdicts_made_with_the_effort_asked_less_its_rounding_slack_are_used(tmp_path):
    cache = AnalysisCache(tmp_path / "analysis")
    cache.store("k", "qwingo", 0, 1.0, _verdicts())
    asked = 1.0 + 1e-9
    assert asked - 1e-9 == 1.0  # exactly at the slack's edge
    assert sorted(cache.load("k", "qwingo", 0, asked)) == [3, 9]
    assert cache.load("k", "qwingo", 0, 1.0 + 3e-9) == {}


def test_kept_verdicts_with_an_infinite_effort_are_not_trusted(tmp_path):
    cache = AnalysisCache(tmp_path / "analysis")
    cache.store("k", "qwingo", 0, 1.0, _verdicts())
    data = json.loads(cache.path("k").read_text(encoding="utf-8"))
    data["players"]["0"]["effort"] = float("inf")
    cache.path("k").write_text(json.dumps(data), encoding="utf-8")  # written as Infinity
    assert cache.load("k", "qwingo", 0, 1.0) == {}


def test_a_record_is_its_save_as_compact_utf8_json_deflated_at_level_6():
    # The stored format: a level is a trade of speed for size fixed for every file.
    save = saves.to_dict(finished())
    text = json.dumps(save, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    assert schema.pack_save(save) == zlib.compress(text, 6) != zlib.compress(text, 7)
    assert schema.unpack_save(schema.pack_save(save)) == json.loads(text)
