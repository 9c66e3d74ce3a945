"""Luck and skill's arithmetic pinned (core/analysis.py: split, Split, result_value) on a
scripted game: a fake replay laid out as core.review.Replay lays a game out (chance actions go
with the position they follow) and a fake analyser whose hooks and verdicts are given
numbers. Every stretch is worked out by hand from the definition: a decision costs what its
verdict says beyond the noise, chance moves the level from where the last decision left it
to the next decision's best value (on the running scale), and the parts add up to the whole.
test_luck.py checks the same on real games, where the numbers are not known exactly."""

from __future__ import annotations

import types

import attrs
import pytest

from bingolino_app.core import analysis
from bingolino_app.core.analysis import Judgement, Measure, Split, Swing
from bingolino_app.core.game import CHANCE, Event

MARGIN = Measure("margin", True, inaccuracy=3.0, mistake=6.0)
TURNS = Measure("turns", False, inaccuracy=0.5, mistake=1.5)
WIN = Measure("win_chance", True, inaccuracy=0.02, mistake=0.05)
DEAL, ROLL = "chance:Deal", "chance:Roll"


@attrs.frozen
class Deal:
    pass


@attrs.frozen
class Roll:
    pass


class State:
    def __init__(self, k: int, legal, winners=(), scores=()) -> None:
        self.k, self.legal, self._winners, self._scores = k, legal, winners, scores

    def legal_actions(self, player):
        return list(self.legal)

    def observation(self, player):
        return ("seen", self.k, player)

    def winners(self):
        return list(self._winners)

    def scores(self):
        return list(self._scores)


class Script:
    """A recorded game with Replay's attributes; each action leaves one event naming who
    acted. ``forced``: moves with a single legal action."""

    def __init__(self, steps, *, finished=True, forced=(), seats=2, winners=(), scores=()):
        self.game_id, self.seats, self.options = "fake", [None] * seats, {"o": 1}
        self.actions, self.moves, self.move_steps, self.events = [], [], [], [[]]
        for player, action in steps:
            if player != CHANCE:
                self.moves.append((player, action))
                self.move_steps.append(len(self.actions))
                self.events.append([])
            self.events[-1].append(Event("turn", {"player": player}))
            self.actions.append((player, action))
        self.finished, self.forced = finished, set(forced)
        self.winners, self.scores = winners, scores

    @property
    def last(self) -> int:
        return len(self.moves)

    def move(self, k: int):
        return self.moves[k - 1]

    def state(self, k: int) -> State:
        legal = ("x",) if k + 1 in self.forced else ("x", "y")
        return State(k, legal, self.winners, self.scores)


def game(**kw) -> Script:
    """Moves: 1 a (player 0), 2 b (1), a roll, 3 c (0, forced), 4 d (0), 5 e (0), 6 f (1), a
    roll, 7 g (1); a deal before move 1. Player 0 decides at moves 1, 4 and 5."""
    return Script([(CHANCE, Deal()), (0, "a"), (1, "b"), (CHANCE, Roll()), (0, "c"),
                   (0, "d"), (0, "e"), (1, "f"), (CHANCE, Roll()), (1, "g")],
                  forced=(3,), **kw)


def verdict(move: int, best: float, cost: float, noise: float = 0.0, player: int = 0):
    return Judgement(move, player, "x", "x", best - cost, best, cost, noise, 0, "model",
                     False, "good")


@pytest.fixture
def analyser(monkeypatch):
    def install(measure: Measure, **hooks) -> types.SimpleNamespace:
        module = types.SimpleNamespace(MEASURE=measure, **hooks)
        def found(game_id):
            if game_id != "fake":  # split asks for the replay's own game
                raise KeyError(game_id)
            return module
        monkeypatch.setattr(analysis, "analyser", found)
        return module
    return install


# The margin game: the prior 2; the match's finished games are worth 10 from position 3 on;
# decision 1 costs 1 (beyond its noise 0.5), decision 4 costs its noise (nothing counted),
# decision 5 costs 3; the game ends 10 to 4.
MARGIN_VERDICTS = [verdict(1, 5.0, 1.0, 0.5), verdict(4, 7.0, 0.5, 0.5), verdict(5, 6.0, 3.0),
                   verdict(1, 99.0, 50.0, player=1)]  # the other player's: not his
MARGIN_SWINGS = (
    Swing("chance", 0, 0, 2.0, 5.0, 3.0, (DEAL,)),  # the deal: prior to the first best value
    Swing("decision", 1, 1, 5.0, 4.0, -1.0),
    Swing("chance", 2, 3, 4.0, 17.0, 13.0, (analysis.OTHERS, ROLL)),  # 7 + 10 banked
    Swing("decision", 4, 4, 17.0, 17.0, 0.0),  # a cost within the noise is chance
    Swing("chance", 4, 4, 17.0, 16.0, -1.0, ()),  # nothing happened in between but values
    Swing("decision", 5, 5, 16.0, 13.0, -3.0),
    Swing("chance", 6, 7, 13.0, 6.0, -7.0, (analysis.OTHERS, ROLL)),  # to the final 10 - 4
)


def margin_split(analyser, banked_seen=None, prior_seen=None):
    def prior(players, options):
        if prior_seen is not None:
            prior_seen.append((players, options))
        return 2.0

    def banked(state, player):
        if banked_seen is not None:
            banked_seen.append((state.k, player))
        return 10.0 if state.k >= 3 else 0.0

    analyser(MARGIN, prior=prior, banked=banked)
    return analysis.split(game(scores=(10, 4)), 0, MARGIN_VERDICTS)


def test_a_margin_game_splits_into_its_decisions_and_chance_stretch_by_stretch(analyser):
    banked_seen, prior_seen = [], []
    split = margin_split(analyser, banked_seen, prior_seen)
    assert split == Split("margin", True, 2.0, 6.0, True, True, MARGIN_SWINGS)
    assert prior_seen == [(2, {"o": 1})]
    assert banked_seen == [(0, 0), (3, 0), (4, 0)]  # the position before each decision
    assert split.decisions == -4.0 and split.chance == 8.0
    assert split.total == 4.0 == split.end - split.start


def test_the_decisive_stretches_are_the_largest_either_way_in_game_order(analyser):
    split = margin_split(analyser)
    s = MARGIN_SWINGS
    assert split.decisive() == [s[0], s[2], s[6]]  # 3, 13 and -7
    assert split.decisive(1) == [s[2]]
    assert split.decisive(4) == [s[0], s[2], s[5], s[6]]  # -3 ties with 3: the earlier first
    assert split.decisive(10) == [s[0], s[1], s[2], s[4], s[5], s[6]]  # never a zero
    tied = attrs.evolve(split, swings=(Swing("chance", 0, 0, 0.0, 1.0, 1.0),
                                       Swing("decision", 2, 2, 1.0, 0.0, -1.0),
                                       Swing("chance", 3, 3, 0.0, 1.0, 1.0)))
    assert tied.decisive(2) == list(tied.swings[:2])  # equal moves: the earliest
    tiny = attrs.evolve(split, swings=(Swing("chance", 0, 0, 0.0, 2e-9, 2e-9),
                                       Swing("decision", 1, 1, 0.0, 0.0, -1e-9)))
    assert tiny.decisive() == [tiny.swings[0]]  # a nanounit is rounding, not a moment


def test_a_decision_comes_before_the_chance_stretch_ending_on_its_move(analyser):
    """Two decisions in a row: the stretch between them is empty and ends on the first one's
    move (as the one after his last move does); in game order it follows that decision."""
    split = attrs.evolve(margin_split(analyser),
                         swings=(Swing("decision", 2, 2, 0.0, -1.0, -1.0),
                                 Swing("chance", 2, 2, -1.0, 1.5, 2.5),
                                 Swing("decision", 3, 3, 1.5, 1.5, 0.0)))
    assert split.decisive(2) == list(split.swings[:2])  # the larger swing second


def test_the_chart_adds_up_decisions_and_chance_from_zero(analyser):
    assert margin_split(analyser).cumulative() == [
        (0, 0.0, 0.0), (0, 0.0, 3.0), (1, -1.0, 3.0), (3, -1.0, 16.0), (4, -1.0, 16.0),
        (4, -1.0, 15.0), (5, -4.0, 15.0), (7, -4.0, 8.0)]


def test_a_turns_game_counts_time_gone_by_and_starts_at_the_first_decision(analyser):
    """Fewer turns is better: a decision that costs turns adds them to the level, chance that
    saves turns is a gain. Own turns lower the measure by 1 and the other's by 0.5 by time
    alone (elapsed), so the running scale adds the turns gone by. No prior: the split starts
    at the first decision's best value. Decision 4's values are on another scale; its best
    value on the running scale is 9 (rebase). The end: 2 turns still needed, plus the 5.5
    gone by."""
    elapsed_seen, rebase_seen, outcome_seen = [], [], []

    def elapsed(events, player):
        elapsed_seen.append(([e.args["player"] for e in events], player))
        return sum(1.0 if e.args["player"] == player else 0.5 if e.args["player"] >= 0
                   else 0.0 for e in events)

    def rebase(obs, j):
        rebase_seen.append((obs, j.move))
        return 9.0 if j.move == 4 else None

    def outcome(state, player):
        outcome_seen.append((state.k, player))
        return 2.0

    analyser(TURNS, elapsed=elapsed, rebase=rebase, outcome=outcome)
    judged = [verdict(1, 12.0, 1.0), verdict(4, 10.0, 2.0, 0.5), verdict(5, 8.0, 0.25, 0.5)]
    split = analysis.split(game(), 0, judged)
    assert split == Split("turns", False, 12.0, 7.5, True, False, (
        Swing("decision", 1, 1, 12.0, 13.0, -1.0),
        Swing("chance", 2, 3, 13.0, 11.5, 1.5, (analysis.OTHERS, ROLL)),  # 9 + 2.5 gone by
        Swing("decision", 4, 4, 11.5, 13.5, -2.0),
        Swing("chance", 4, 4, 13.5, 11.5, 2.0, ()),  # 8 + 3.5 gone by
        Swing("decision", 5, 5, 11.5, 11.5, 0.0),
        Swing("chance", 6, 7, 11.5, 7.5, 4.0, (analysis.OTHERS, ROLL)),  # 2 + 5.5 gone by
    ))
    assert elapsed_seen == [([CHANCE], 0), ([0, 1, CHANCE, 0], 0), ([0], 0),
                            ([0, 1, CHANCE, 1], 0)]
    assert rebase_seen == [(("seen", 0, 0), 1), (("seen", 3, 0), 4), (("seen", 4, 0), 5)]
    assert outcome_seen == [(7, 0)]
    assert split.decisions == -3.0 and split.chance == 7.5 and split.total == 4.5


def test_an_unfinished_game_ends_at_the_last_level_without_a_last_stretch(analyser):
    analyser(MARGIN)  # no prior: the first decision's best value is the start
    judged = [verdict(1, 5.0, 1.0), verdict(4, 7.0, 0.0), verdict(5, 6.0, 3.0)]
    split = analysis.split(game(finished=False), 0, judged)
    assert split == Split("margin", True, 5.0, 3.0, False, False, (
        Swing("decision", 1, 1, 5.0, 4.0, -1.0),
        Swing("chance", 2, 3, 4.0, 7.0, 3.0, (analysis.OTHERS, ROLL)),
        Swing("decision", 4, 4, 7.0, 7.0, 0.0),
        Swing("chance", 4, 4, 7.0, 6.0, -1.0, ()),
        Swing("decision", 5, 5, 6.0, 3.0, -3.0),
    ))


def short_game(winners) -> Script:
    """A deal; 1 a (player 0), 2 b (1), 3 c (0): player 0's decision ends the game."""
    return Script([(CHANCE, Deal()), (0, "a"), (1, "b"), (0, "c")], winners=winners)


@pytest.mark.parametrize("winners, end", [((0,), 1.0), ((0, 1), 0.5), ((1,), 0.0)])
def test_a_game_ended_by_the_players_move_has_a_last_stretch_only_if_the_result_differs(
        analyser, winners, end):
    analyser(WIN, prior=lambda players, options: 0.5)
    judged = [verdict(1, 0.625, 0.0), verdict(3, 1.0, 0.0)]
    split = analysis.split(short_game(winners), 0, judged)
    swings = (Swing("chance", 0, 0, 0.5, 0.625, 0.125, (DEAL,)),
              Swing("decision", 1, 1, 0.625, 0.625, 0.0),
              Swing("chance", 2, 2, 0.625, 1.0, 0.375, (analysis.OTHERS,)),
              Swing("decision", 3, 3, 1.0, 1.0, 0.0))
    if end != 1.0:  # the win was shared or lost after all (the values said it was won)
        swings += (Swing("chance", 3, 3, 1.0, end, end - 1.0, ()),)
    assert split == Split("win_chance", True, 0.5, end, True, True, swings)


def test_a_result_a_rounding_away_from_the_level_adds_no_stretch(analyser):
    analyser(MARGIN, outcome=lambda state, player: 3.0 + 1e-13)
    split = analysis.split(short_game(()), 0, [verdict(1, 1.0, 0.0), verdict(3, 3.0, 0.0)])
    assert [s.last for s in split.swings] == [1, 2, 3] and split.end == 3.0 + 1e-13
    analyser(MARGIN, outcome=lambda state, player: 3.5)
    split = analysis.split(short_game(()), 0, [verdict(1, 1.0, 0.0), verdict(3, 3.0, 0.0)])
    assert split.swings[-1] == Swing("chance", 3, 3, 3.0, 3.5, 0.5, ())


def test_no_split_without_a_verdict_on_every_decision_or_without_decisions(analyser):
    analyser(MARGIN)
    judged = [verdict(1, 5.0, 1.0), verdict(4, 7.0, 0.0), verdict(5, 6.0, 3.0)]
    assert analysis.split(game(), 0, judged[:2]) is None
    assert analysis.split(game(), 0, [attrs.evolve(j, player=1) for j in judged]) is None
    # player 1 made no decision: his only move is forced
    forced = Script([(0, "a"), (1, "b")], forced=(2,))
    assert analysis.split(forced, 1, [verdict(2, 1.0, 0.0, player=1)]) is None


@pytest.mark.parametrize("winners, player, value", [
    ((0,), 0, 1.0), ((0,), 1, 0.0), ((0, 1), 1, 0.5), ((0, 1, 2), 2, 1 / 3), ((2,), 0, 0.0)])
def test_a_finished_game_is_worth_the_match_won_a_shared_win_shared(winners, player, value):
    assert analysis.result_value("win_chance", State(0, (), winners=winners), player) == value


def test_a_finished_game_is_worth_the_margin_to_the_best_of_the_others():
    scores = State(0, (), scores=(10, 4, 7))
    assert analysis.result_value("margin", scores, 0) == 3.0
    assert analysis.result_value("margin", scores, 1) == -6.0
    assert analysis.result_value("margin", scores, 2) == -3.0
    assert analysis.result_value("turns", State(0, (), scores=(9,)), 0) == 9.0  # alone


def test_the_other_players_split_starts_at_the_deal_and_his_first_decision_later(analyser):
    """Player 1 first decides at move 2: the stretch before it holds the deal and player 0's
    move (from move 0). The prior 2; the values 4, 3 (costing 1) and 2; he loses 4 to 10."""
    analyser(MARGIN, prior=lambda players, options: 2.0)
    judged = [verdict(2, 4.0, 0.0, player=1), verdict(6, 3.0, 1.0, player=1),
              verdict(7, 2.0, 0.0, player=1)]
    split = analysis.split(game(scores=(10, 4)), 1, judged)
    assert split == Split("margin", True, 2.0, -6.0, True, True, (
        Swing("chance", 0, 1, 2.0, 4.0, 2.0, (DEAL, analysis.OTHERS)),
        Swing("decision", 2, 2, 4.0, 4.0, 0.0),
        Swing("chance", 3, 5, 4.0, 3.0, -1.0, (ROLL, analysis.OTHERS)),
        Swing("decision", 6, 6, 3.0, 2.0, -1.0),
        Swing("chance", 6, 6, 2.0, 2.0, 0.0, (ROLL,)),
        Swing("decision", 7, 7, 2.0, 2.0, 0.0),
        Swing("chance", 7, 7, 2.0, -6.0, -8.0, ()),
    ))


def test_the_players_own_forced_moves_are_not_the_others(analyser):
    """Between his decisions 1 and 4 only a roll and his own forced moves: chance alone."""
    analyser(MARGIN)
    script = Script([(0, "a"), (CHANCE, Roll()), (0, "b"), (0, "c"), (0, "d")], forced=(2, 3),
                    finished=False)
    split = analysis.split(script, 0, [verdict(1, 1.0, 0.0), verdict(4, 2.0, 0.0)])
    assert split.swings[1] == Swing("chance", 2, 3, 1.0, 2.0, 1.0, (ROLL,))


def test_time_gone_by_counts_only_on_a_turns_scale(analyser):
    """A margin does not fall by time alone: an elapsed hook changes nothing there."""
    plain = margin_split(analyser)
    module = analysis.analyser("fake")
    module.elapsed = lambda events, player: 1.0 * len(events)
    assert analysis.split(game(scores=(10, 4)), 0, MARGIN_VERDICTS) == plain


def test_a_result_up_to_a_picounit_from_the_level_is_rounding(analyser):
    analyser(MARGIN, outcome=lambda state, player: 1e-12)
    split = analysis.split(short_game(()), 0, [verdict(1, 0.0, 0.0), verdict(3, 0.0, 0.0)])
    assert split.swings[-1].kind == "decision" and split.end == 1e-12
