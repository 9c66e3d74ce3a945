"""The analysis' words pinned (core/analysis.py, core/analysis_cache.py): a verdict's cost,
mark, runner-up and noise from an analyser's numbers; the thresholds to the last nanounit;
which decisions are judged; hints; the key a game is kept under and what a kept file must be
to count."""

from __future__ import annotations

import datetime
import hashlib
import json
import math
import random
import types

import pytest

from bingolino_app.core import analysis, files
from bingolino_app.core.analysis import (
    DecisionPoint, Evaluation, Hint, Judgement, Measure,
)
from bingolino_app.core.analysis_cache import AnalysisCache
from bingolino_app.core.review import Replay
from bingolino_app.core.session import Seat, Session
from bingolino_app.games.bingolino.state import ChooseDice
from bingolino_app.games.qwingo.state import ACTION_TYPES as QWINGO_TYPES, Call

MARGIN = Measure("margin", True, inaccuracy=3.0, mistake=6.0)
TURNS = Measure("turns", False, inaccuracy=0.5, mistake=1.5)


# --- marks, costs, the noise ----------------------------------------------------------------------
@pytest.mark.parametrize("measure", [MARGIN, TURNS])
def test_a_threshold_is_reached_within_a_nanounit_and_not_before(measure):
    for threshold, mark, below in ((measure.mistake, "mistake", "inaccuracy"),
                                   (measure.inaccuracy, "inaccuracy", "good")):
        assert measure.mark(threshold, 0.0) == mark
        assert measure.mark(threshold - 5e-10, 0.0) == mark  # rounding never costs a mark
        assert measure.mark(threshold - 2e-9, 0.0) == below
        assert measure.mark(threshold - 0.4, 0.0) == below
    assert measure.mark(measure.mistake * 10, 0.0) == "mistake"
    assert measure.mark(0.0, 0.0) == "good"


def test_a_cost_within_the_noise_is_good_however_large():
    assert MARGIN.mark(7.0, 7.0) == "good"  # equal to the noise: the numbers cannot tell
    assert MARGIN.mark(7.0, 6.999) == "mistake"
    assert MARGIN.mark(4.0, 4.0) == "good"
    assert MARGIN.mark(4.0, 3.99) == "inaccuracy"
    assert TURNS.mark(0.0, 0.0) == "good"


def test_costs_and_better_read_the_measure_the_right_way_round():
    assert MARGIN.cost(10.0, 7.5) == 2.5 and MARGIN.cost(7.5, 10.0) == 0.0
    assert TURNS.cost(10.0, 12.5) == 2.5 and TURNS.cost(12.5, 10.0) == 0.0
    assert MARGIN.cost(3.0, 3.0) == 0.0
    assert MARGIN.better(2.0, 1.0) and not MARGIN.better(1.0, 2.0)
    assert not MARGIN.better(1.0, 1.0) and not TURNS.better(1.0, 1.0)
    assert TURNS.better(1.0, 2.0) and not TURNS.better(2.0, 1.0)


@pytest.mark.parametrize("game_id, key, higher, inaccuracy, mistake", [
    ("bingolino", "turns", False, 0.5, 1.5),
    ("qwingo", "turns", False, 0.5, 1.5),
    ("domino_bingo", "win_chance", True, 0.02, 0.05),
    ("lino", "margin", True, 3.0, 6.0),
])
def test_each_game_states_its_measure_and_thresholds(game_id, key, higher, inaccuracy, mistake):
    """The thresholds the rules pages state (test_analysis_rules_pages.py reads them there)."""
    assert analysis.measure(game_id) == Measure(key, higher, inaccuracy, mistake)
    assert analysis.analyser(game_id) is analysis.analyser(game_id)


def test_an_unknown_game_has_no_analyser():
    with pytest.raises(KeyError):
        analysis.analyser("chess")


# --- a verdict from an analyser's numbers ---------------------------------------------------------
class Fake:
    """An analyser that answers with given numbers and remembers how it was asked."""

    def __init__(self, measure: Measure, values: dict, best, noise=0.0, samples=0,
                 basis="model", exact=False, decision=None) -> None:
        self.MEASURE = measure
        self.result = Evaluation(values, best, noise, samples, basis, exact)
        self.calls = []
        if decision is not None:
            self.is_decision = decision

    def evaluate(self, obs, legal, played, rng, effort):
        self.calls.append((obs, legal, played, rng.random(), effort))
        return self.result


@pytest.fixture
def fake(monkeypatch):
    def install(module) -> None:
        monkeypatch.setattr(analysis, "analyser", lambda game_id: module)
    return install


def point(played, legal=("a", "b", "c"), move=7, player=1, obs="seen") -> DecisionPoint:
    return DecisionPoint(move, player, obs, tuple(legal), played)


def test_a_verdict_costs_the_difference_to_the_best_and_names_the_runner_up(fake):
    module = Fake(MARGIN, {"a": 10.0, "b": 7.0, "c": 9.0}, "a", noise=0.5, samples=12,
                  basis="search")
    fake(module)
    verdict = analysis.judge("lino", point("b"), seed=5, effort=0.25)
    assert verdict == Judgement(
        move=7, player=1, played="b", best="a", played_value=7.0, best_value=10.0, cost=3.0,
        noise=0.5, samples=12, basis="search", exact=False, mark="inaccuracy",
        runner_up="c", runner_up_value=9.0)
    [(obs, legal, played, drawn, effort)] = module.calls
    assert (obs, legal, played, effort) == ("seen", ["a", "b", "c"], "b", 0.25)
    assert isinstance(legal, list)
    assert drawn == random.Random("analysis/5/7").random()  # the decision's own randomness
    assert drawn == analysis.decision_rng(5, 7).random()
    assert analysis.decision_rng(5, 7).random() != analysis.decision_rng(5, 8).random()
    assert analysis.decision_rng(5, 7).random() != analysis.decision_rng(6, 7).random()


def test_the_verdict_carries_the_analysers_basis_and_exactness(fake):
    fake(Fake(TURNS, {"a": 4.0, "b": 6.0}, "a", noise=0.0, samples=0, basis="solved",
              exact=True))
    verdict = analysis.judge("qwingo", point("b", legal=("a", "b")), seed=1)
    assert (verdict.cost, verdict.mark, verdict.exact, verdict.basis) == (2.0, "mistake", True,
                                                                          "solved")
    assert (verdict.runner_up, verdict.runner_up_value) == ("b", 6.0)


def test_the_runner_up_is_the_best_of_the_others_the_measure_s_way_and_the_first_of_equals(fake):
    fake(Fake(TURNS, {"a": 4.0, "b": 6.0, "c": 5.0, "d": 5.0, "e": 9.0}, "a"))
    verdict = analysis.judge("qwingo", point("e", legal="abcde"), seed=1)
    assert (verdict.runner_up, verdict.runner_up_value, verdict.cost) == ("c", 5.0, 5.0)
    fake(Fake(MARGIN, {"a": 4.0, "b": 1.0, "c": 3.0, "d": 3.0}, "a"))
    verdict = analysis.judge("lino", point("b", legal="abcd"), seed=1)
    assert (verdict.runner_up, verdict.runner_up_value) == ("c", 3.0)


def test_a_lone_move_has_no_runner_up(fake):
    fake(Fake(MARGIN, {"a": 4.0}, "a"))
    verdict = analysis.judge("lino", point("a", legal=("a", "b")), seed=1)
    assert verdict.runner_up is None and verdict.runner_up_value is None
    assert verdict.cost == 0.0 and verdict.mark == "good"


def test_a_cost_inside_the_noise_is_good(fake):
    fake(Fake(MARGIN, {"a": 10.0, "b": 2.0}, "a", noise=8.0))
    assert analysis.judge("lino", point("b", legal="ab"), seed=1).mark == "good"
    fake(Fake(MARGIN, {"a": 10.0, "b": 2.0}, "a", noise=7.9))
    assert analysis.judge("lino", point("b", legal="ab"), seed=1).mark == "mistake"


def test_analyse_judges_each_decision_of_the_player_in_order(fake):
    session = _qwingo_game(moves=14)
    replay = Replay.of_session(session)
    module = Fake(TURNS, {"x": 1.0}, "x")
    module.evaluate = lambda obs, legal, played, rng, effort: Evaluation(
        {played: 1.0, "best": 0.0}, "best")
    fake(module)
    points = analysis.decision_points(replay, 1)
    assert len(points) >= 4
    verdicts = analysis.analyse(replay, 1, seed=3, effort=0.5)
    assert [v.move for v in verdicts] == [p.move for p in points]
    assert [v.played for v in verdicts] == [p.played for p in points]
    assert all(v.player == 1 and v.cost == 1.0 and v.mark == "inaccuracy" for v in verdicts)



def test_analyse_gives_each_decision_its_own_randomness_and_the_effort_asked(fake):
    """The same seed, the same verdicts: decision k draws from decision_rng(seed, k)."""
    replay = Replay.of_session(_qwingo_game(moves=14))
    module = Fake(TURNS, {"x": 1.0}, "x")
    module.evaluate = lambda obs, legal, played, rng, effort: module.calls.append(
        (rng.random(), effort)) or Evaluation({played: 1.0}, played)
    fake(module)
    moves = [p.move for p in analysis.decision_points(replay, 1)]
    analysis.analyse(replay, 1, seed=3, effort=0.5)
    assert module.calls == [(analysis.decision_rng(3, k).random(), 0.5) for k in moves]
    module.calls.clear()
    analysis.analyse(replay, 1, seed=3)  # the app's effort unless told
    assert [effort for _, effort in module.calls] == [1.0] * len(moves)
    module.calls.clear()
    analysis.judge("qwingo", analysis.decision_points(replay, 1)[0], seed=3)
    assert module.calls[0][1] == 1.0


def test_a_cost_a_nanounit_short_of_a_threshold_reaches_it():
    """Rounding in the values never costs a mark: the threshold less 1e-9 is the threshold."""
    for measure in (MARGIN, TURNS, analysis.measure("domino_bingo")):
        assert measure.mark(measure.mistake - 1e-9, 0.0) == "mistake"
        assert measure.mark(measure.inaccuracy - 1e-9, 0.0) == "inaccuracy"

# --- which decisions are judged -------------------------------------------------------------------
def _qwingo_game(moves: int) -> Session:
    from bingolino_app.core.bots import bot_seed, choose_move

    session = Session("qwingo", [Seat("A"), Seat("B", "computer", "greedy")], {}, 4)
    for _ in range(moves):
        p = session.pending_players()[0]
        state = session.state
        session.apply(p, choose_move("qwingo", "greedy", state.observation(p),
                                     state.legal_actions(p), bot_seed(4, len(session.history), p)))
    return session


def test_decision_points_are_the_players_own_choices_as_he_saw_them():
    session = _qwingo_game(moves=14)
    replay = Replay.of_session(session)
    for player in (0, 1):
        points = analysis.decision_points(replay, player)
        expected = []
        for k in range(1, replay.last + 1):
            p, action = replay.move(k)
            state = replay.state(k - 1)
            legal = state.legal_actions(p)
            if p == player and analysis.is_decision("qwingo", legal, action):
                expected.append((k, state.observation(p), tuple(legal), action))
        assert [(pt.move, pt.obs, pt.legal, pt.played) for pt in points] == expected
        assert all(pt.player == player for pt in points)
        assert points, "each player chose something"
    first = analysis.decision_points(replay, 0)[0]
    assert first.move == 1  # the first move leads to position 1


def test_a_game_without_its_own_rule_judges_any_choice_of_two(fake):
    fake(types.SimpleNamespace(MEASURE=MARGIN))
    assert not analysis.is_decision("lino", ["a"], "a")
    assert analysis.is_decision("lino", ["a", "b"], "a")


def test_a_game_with_its_own_rule_decides_what_is_a_decision(fake):
    seen = []
    fake(types.SimpleNamespace(MEASURE=MARGIN,
                               is_decision=lambda legal, played: seen.append((legal, played))
                               or played == "yes"))
    assert analysis.is_decision("x", ["only"], "yes")
    assert not analysis.is_decision("x", ["a", "b"], "no")
    assert seen == [(["only"], "yes"), (["a", "b"], "no")]


def test_the_real_rules_of_a_decision():
    one = [ChooseDice(1)]
    assert not analysis.is_decision("bingolino", one, one[0])
    assert analysis.is_decision("bingolino", [ChooseDice(1), ChooseDice(2)], ChooseDice(1))
    assert not analysis.is_decision("domino_bingo", ["x"], "x")


def test_summary_counts_every_mark_even_those_not_given():
    def verdict(mark: str) -> Judgement:
        return Judgement(1, 0, "a", "a", 0.0, 0.0, 0.0, 0.0, 0, "model", False, mark)
    assert analysis.summary([]) == {"good": 0, "inaccuracy": 0, "mistake": 0}
    assert analysis.summary([verdict("good"), verdict("mistake"), verdict("good")]) == {
        "good": 2, "inaccuracy": 0, "mistake": 1}
    assert list(analysis.summary([])) == ["good", "inaccuracy", "mistake"]


# --- hints -------------------------------------------------------------------------------------------
def test_a_hint_is_the_analysers_best_move_with_its_runner_up_and_noise(fake):
    module = Fake(TURNS, {"a": 4.0, "b": 6.0, "c": 5.0}, "a", noise=0.25)
    fake(module)
    hint = analysis.hint_move("qwingo", "easy", "obs", ("a", "b", "c"), 9)
    assert hint == Hint("a", "turns", 4.0, "c", 5.0, 0.25)
    [(obs, legal, played, drawn, effort)] = module.calls
    assert (obs, legal, played, effort) == ("obs", ["a", "b", "c"], None, analysis.HINT_EFFORT)
    assert analysis.HINT_EFFORT == 0.5
    assert drawn == random.Random(9).random()
    fake(Fake(TURNS, {"a": 4.0}, "a"))
    assert analysis.hint_move("qwingo", "strong", "obs", ("a",), 9) == Hint("a", "turns", 4.0)


def test_a_real_hint_reads_the_measure_of_its_game():
    session = _qwingo_game(moves=2)
    state = session.state
    p = session.pending_players()[0]
    hint = analysis.hint_move("qwingo", "strong", state.observation(p), state.legal_actions(p), 1)
    assert hint.measure == "turns" and isinstance(hint.action, Call)
    assert hint.value <= hint.runner_up_value and hint.noise == 0.0
    assert hint.action in state.legal_actions(p) and hint.runner_up != hint.action


# --- kept with the game --------------------------------------------------------------------------
def test_the_game_key_is_the_digest_of_everything_that_decides_the_positions():
    actions = [(0, Call(10)), (-1, Call(20))]
    key = analysis.game_key("qwingo", {"may_pass": False}, 4, actions)
    text = json.dumps({"game": "qwingo", "options": {"may_pass": False}, "seed": 4,
                       "actions": [[0, {"type": "Call", "number": 10}],
                                   [-1, {"type": "Call", "number": 20}]]},
                      sort_keys=True, separators=(",", ":"))
    assert key == hashlib.sha256(text.encode("utf-8")).hexdigest()
    assert key == analysis.game_key("qwingo", {"may_pass": False}, 4, list(actions))
    others = {analysis.game_key("bingolino", {"may_pass": False}, 4, actions),
              analysis.game_key("qwingo", {"may_pass": True}, 4, actions),
              analysis.game_key("qwingo", {"may_pass": False}, 5, actions),
              analysis.game_key("qwingo", {"may_pass": False}, 4, actions[:1]),
              analysis.game_key("qwingo", {"may_pass": False}, 4, [(1, Call(10))] + actions[1:])}
    assert key not in others and len(others) == 5
    assert analysis.game_key("qwingo", {"when": math.pi}, 4, []) == analysis.game_key(
        "qwingo", {"when": math.pi}, 4, [])  # what JSON does not know is written as text


def test_the_game_key_writes_what_json_does_not_know_as_its_text():
    day = datetime.date(2026, 12, 3)
    text = json.dumps({"game": "qwingo", "options": {"day": "2026-12-03"}, "seed": 4,
                       "actions": []}, sort_keys=True, separators=(",", ":"))
    assert analysis.game_key("qwingo", {"day": day}, 4, []) == hashlib.sha256(
        text.encode("utf-8")).hexdigest()


def verdicts(*moves: int, runner=True) -> list[Judgement]:
    return [Judgement(m, 0, Call(m), Call(m + 1), 20.0, 19.5, 0.5, 0.0, 0, "model", False,
                      "inaccuracy", Call(m + 2) if runner else None, 19.75 if runner else None)
            for m in moves]


def test_a_verdict_reads_back_from_json_with_or_without_a_runner_up():
    for verdict in verdicts(3) + verdicts(4, runner=False):
        data = json.loads(json.dumps(verdict.to_json()))
        assert data["played"] == {"type": "Call", "number": verdict.move}
        assert Judgement.from_json(data, QWINGO_TYPES) == verdict
    data = verdicts(5, runner=False)[0].to_json()
    assert data["runner_up"] is None and data["runner_up_value"] is None
    del data["runner_up"], data["runner_up_value"]
    assert Judgement.from_json(data, QWINGO_TYPES) == verdicts(5, runner=False)[0]


def test_kept_verdicts_come_back_by_move_for_that_player_and_effort(tmp_path):
    cache = AnalysisCache(tmp_path / "not" / "yet")
    assert cache.load("k", "qwingo", 0, 1.0) == {}  # no folder, no file
    cache.store("k", "qwingo", 0, 0.5, verdicts(9, 3))
    assert (tmp_path / "not" / "yet" / "k.json").is_file()
    assert cache.path("k") == tmp_path / "not" / "yet" / "k.json"
    kept = cache.load("k", "qwingo", 0, 0.5)
    assert list(kept) == [3, 9] and kept[9] == verdicts(9)[0]
    assert cache.load("k", "qwingo", 0, 0.25) == kept  # made with more effort than asked: fine
    assert cache.load("k", "qwingo", 0, 0.5 + 5e-10) == kept  # rounding is no shortfall
    assert cache.load("k", "qwingo", 0, 0.5 + 2e-9) == {}
    assert cache.load("k", "qwingo", 1, 0.5) == {}
    cache.store("k", "qwingo", 1, 1.0, verdicts(2))  # the other player joins the same file
    assert list(cache.load("k", "qwingo", 0, 0.5)) == [3, 9]
    assert list(cache.load("k", "qwingo", 1, 1.0)) == [2]
    data = json.loads(cache.path("k").read_text(encoding="utf-8"))
    assert data["version"] == analysis.VERSION and data["game"] == "qwingo"
    assert data["players"]["0"]["effort"] == 0.5
    assert [j["move"] for j in data["players"]["0"]["judgements"]] == [3, 9]  # by move
    cache.store("k", "qwingo", 0, 2.0, verdicts(1))  # analysed again: replaces that player's
    assert list(cache.load("k", "qwingo", 0, 2.0)) == [1]


def _write(cache: AnalysisCache, data) -> None:
    cache.folder.mkdir(parents=True, exist_ok=True)
    cache.path("k").write_text(json.dumps(data), encoding="utf-8")


@pytest.mark.parametrize("entry", [
    "not a dict",
    {"effort": "1.0", "judgements": []},
    {"effort": True, "judgements": []},
    {"effort": float("inf"), "judgements": []},
    {"effort": float("nan"), "judgements": []},
    {"effort": 1.0, "judgements": {}},
    {"effort": 1.0},
    {"judgements": []},
    {"effort": 1.0, "judgements": [{"move": 1}]},
    {"effort": 1.0, "judgements": [{"move": 1, "played": {"type": "Nothing"}}]},
])
def test_a_kept_entry_of_the_wrong_shape_counts_as_none(tmp_path, entry):
    cache = AnalysisCache(tmp_path)
    good = verdicts(1)[0].to_json()
    _write(cache, {"version": analysis.VERSION, "players": {"0": entry, "1": {
        "effort": 1.0, "judgements": [good]}}})
    assert cache.load("k", "qwingo", 0, 1.0) == {}
    assert list(cache.load("k", "qwingo", 1, 1.0)) == [1]  # the rest of the file still counts


@pytest.mark.parametrize("data", [
    [], "text", {"players": {}}, {"version": analysis.VERSION - 1, "players": {}},
    {"version": analysis.VERSION, "players": []}, {"version": analysis.VERSION},
])
def test_a_kept_file_of_the_wrong_shape_counts_as_none_and_is_written_anew(tmp_path, data):
    cache = AnalysisCache(tmp_path)
    _write(cache, data)
    assert cache.load("k", "qwingo", 0, 0.0) == {}
    cache.store("k", "qwingo", 0, 1.0, verdicts(2))
    written = json.loads(cache.path("k").read_text(encoding="utf-8"))
    assert written["version"] == analysis.VERSION and list(written["players"]) == ["0"]


def test_a_kept_file_too_large_or_not_a_file_counts_as_none(tmp_path, monkeypatch):
    cache = AnalysisCache(tmp_path)
    cache.store("k", "qwingo", 0, 1.0, verdicts(2))
    import bingolino_app.core.analysis_cache as module

    assert module.MAX_BYTES == 4_000_000
    size = cache.path("k").stat().st_size
    monkeypatch.setattr(module, "MAX_BYTES", size - 1)
    assert cache.load("k", "qwingo", 0, 1.0) == {}
    monkeypatch.setattr(module, "MAX_BYTES", size)
    assert list(cache.load("k", "qwingo", 0, 1.0)) == [2]
    (tmp_path / "d.json").mkdir()
    assert cache.load("d", "qwingo", 0, 1.0) == {}
    (tmp_path / "bad.json").write_bytes(b"\xff\xfe{")
    assert cache.load("bad", "qwingo", 0, 1.0) == {}


def test_a_cache_folder_that_cannot_be_written_says_so(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(OSError):
        AnalysisCache(blocker / "analysis").store("k", "qwingo", 0, 1.0, verdicts(1))


def test_clean_removes_only_stale_leftovers(tmp_path, monkeypatch):
    seen = []
    monkeypatch.setattr(files, "remove_stale_temp_files", lambda folder: seen.append(folder))
    AnalysisCache(tmp_path / "a").clean()
    assert seen == [tmp_path / "a"]
