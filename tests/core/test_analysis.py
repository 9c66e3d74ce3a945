"""Analysis: marks by thresholds and noise, verdicts on every decision of one player, the
strong computer's own moves never called mistakes, hints with reasons, results kept."""

from __future__ import annotations

import json

import pytest

from bingolino_app.core import analysis
from bingolino_app.core.analysis import Measure
from bingolino_app.core.analysis_cache import AnalysisCache
from bingolino_app.core.bots import bot_seed, choose_move
from bingolino_app.core.registry import GAME_IDS
from bingolino_app.core.review import Replay
from bingolino_app.core.session import Seat, Session


def play(game_id: str, levels: list[str], seed: int, stop=None) -> Session:
    """A seeded game of computers (``stop(state)`` ends it early)."""
    seats = [Seat(f"P{i}", "computer", level) for i, level in enumerate(levels)]
    session = Session(game_id, seats, {}, seed=seed)
    while not session.state.is_terminal() and not (stop and stop(session.state)):
        p = session.pending_players()[0]
        state = session.state
        action = choose_move(game_id, levels[p], state.observation(p), state.legal_actions(p),
                             bot_seed(seed, len(session.history), p))
        session.apply(p, action)
    return session


# --- marks ---------------------------------------------------------------------------------------
def test_marks_follow_the_thresholds_and_never_pass_the_noise():
    m = Measure("margin", True, inaccuracy=3.0, mistake=6.0)
    assert m.mark(0.0, 0.0) == "good"
    assert m.mark(2.9, 0.0) == "good"
    assert m.mark(3.0, 0.0) == "inaccuracy"
    assert m.mark(6.0, 0.0) == "mistake"
    assert m.mark(9.0, 8.9) == "mistake"
    assert m.mark(9.0, 9.5) == "good"  # within the noise: the numbers cannot tell
    assert m.mark(4.0, 5.0) == "good"


def test_cost_is_measured_the_right_way_round():
    assert Measure("turns", False, 0.5, 1.5).cost(10.0, 12.0) == 2.0
    assert Measure("win_chance", True, 0.02, 0.05).cost(0.6, 0.5) == pytest.approx(0.1)
    assert Measure("turns", False, 0.5, 1.5).cost(10.0, 9.0) == 0.0  # never negative


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_has_an_analyser_whose_thresholds_rise(game_id):
    m = analysis.measure(game_id)
    assert m.key in ("win_chance", "margin", "turns")
    assert 0 < m.inaccuracy < m.mistake


# --- the strong computer's own moves --------------------------------------------------------------
@pytest.mark.parametrize("game_id", ["bingolino", "qwingo"])
def test_the_strong_computers_own_game_shows_no_mistakes(game_id):
    session = play(game_id, ["strong", "strong"], seed=5)
    judged = analysis.analyse(Replay.of_session(session), 0, seed=1)
    assert len(judged) >= 10
    assert [j for j in judged if j.mark != "good"] == []
    assert all(j.cost == 0.0 for j in judged)  # the same evaluation chose them


@pytest.mark.slow  # a deal the strong computer plays, then analysed
def test_the_strong_computers_domino_deal_shows_no_mistakes():
    session = play("domino_bingo", ["strong", "greedy"], seed=3,
                   stop=lambda state: state.deal_no >= 2)
    judged = analysis.analyse(Replay.of_session(session), 0, seed=1, effort=0.2)
    assert len(judged) >= 5
    assert [j for j in judged if j.mark == "mistake"] == []


@pytest.mark.slow  # a game whose last twenty stones the strong computer places, then analysed
def test_the_strong_computers_lino_filling_shows_no_mistakes():
    """The strong bot places the last twenty stones (its search is deepest there and the
    analysis most exact); the stones before are greedy's, quick to play."""
    def level(state) -> str:
        return "strong" if state.phase == "fill" and sum(
            1 for s in state.stones if s < 0) <= 28 else "greedy"

    seats = [Seat("P0", "computer", "strong"), Seat("P1", "computer", "greedy")]
    session = Session("lino", seats, {}, seed=2)
    while not session.state.is_terminal():
        p = session.pending_players()[0]
        state = session.state
        session.apply(p, choose_move("lino", level(state) if p == 0 else "greedy",
                                     state.observation(p), state.legal_actions(p),
                                     bot_seed(2, len(session.history), p)))
    replay = Replay.of_session(session)
    points = [pt for pt in analysis.decision_points(replay, 0)
              if pt.obs.phase == "fill" and pt.obs.stones.count(-1) <= 28]
    judged = [analysis.judge("lino", pt, 1, effort=0.3) for pt in points]
    assert len(judged) >= 8
    assert [j for j in judged if j.mark == "mistake"] == []


# --- decisions and verdicts -------------------------------------------------------------------------
def test_forced_moves_are_not_judged():
    session = play("domino_bingo", ["greedy", "greedy"], seed=4)
    replay = Replay.of_session(session)
    points = analysis.decision_points(replay, 1)
    assert points and all(pt.player == 1 and len(pt.legal) >= 2 for pt in points)
    moves_of_1 = sum(1 for k in range(1, replay.last + 1) if replay.move(k)[0] == 1)
    assert len(points) < moves_of_1  # some of his moves had no alternative


def test_a_verdict_is_the_same_for_the_same_seed_and_reads_back_from_json():
    session = play("domino_bingo", ["greedy", "greedy"], seed=4,
                   stop=lambda state: len(state.tricks) >= 2)
    point = analysis.decision_points(Replay.of_session(session), 0)[0]
    first = analysis.judge("domino_bingo", point, 7, effort=0.1)
    assert analysis.judge("domino_bingo", point, 7, effort=0.1) == first
    assert first.basis == "sampled" and first.samples >= analysis.analyser(
        "domino_bingo").MIN_ROUNDS and first.noise > 0
    types = __import__("bingolino_app.games.domino_bingo.state",
                       fromlist=["ACTION_TYPES"]).ACTION_TYPES
    again = analysis.Judgement.from_json(json.loads(json.dumps(first.to_json())), types)
    assert again == first


def test_a_hint_names_the_best_move_and_the_runner_up():
    session = play("qwingo", ["greedy"], seed=2, stop=lambda s: s.phase == "enter")
    state = session.state
    legal = state.legal_actions(0)
    hint = analysis.hint_move("qwingo", "strong", state.observation(0), legal, 9)
    assert hint.action in legal and hint.measure == "turns"
    assert hint.runner_up in legal and hint.runner_up != hint.action
    assert hint.value <= hint.runner_up_value


# --- kept with the game --------------------------------------------------------------------------
def test_analyses_are_kept_per_game_and_player(tmp_path):
    session = play("bingolino", ["strong", "easy"], seed=6)
    replay = Replay.of_session(session)
    judged = analysis.analyse(replay, 1, seed=1)
    key = analysis.game_key(replay.game_id, replay.options, replay.seed, replay.actions)
    cache = AnalysisCache(tmp_path / "analysis")
    assert cache.load(key, "bingolino", 1, 1.0) == {}
    cache.store(key, "bingolino", 1, 1.0, judged)
    assert cache.load(key, "bingolino", 1, 1.0) == {j.move: j for j in judged}
    assert cache.load(key, "bingolino", 0, 1.0) == {}  # another player: not analysed
    assert cache.load(key, "bingolino", 1, 2.0) == {}  # asked for more effort than kept
    other = analysis.game_key(replay.game_id, replay.options, replay.seed, replay.actions[:-1])
    assert other != key


def test_a_damaged_or_older_cache_file_counts_as_none(tmp_path):
    cache = AnalysisCache(tmp_path)
    cache.path("k").write_text("{not json", encoding="utf-8")
    assert cache.load("k", "bingolino", 0, 1.0) == {}
    cache.path("k").write_text(json.dumps({"version": -1, "players": {}}), encoding="utf-8")
    assert cache.load("k", "bingolino", 0, 1.0) == {}
    cache.store("k", "bingolino", 0, 1.0, [])  # written anew
    assert json.loads(cache.path("k").read_text())["version"] == analysis.VERSION
