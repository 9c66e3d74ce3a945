"""Domino Bingo's verdicts on small endgames whose answer is known exactly, and the noise.

At 6 big points each in a match to 7, the deal's first big point ends the match: the chance of
winning is 1 or 0, or one half when nobody reaches 70 (the next deal starts level). So the
right answer of a late trick can be read off by hand; the exact solver must find it, and the
verdict must say what it costs."""

from __future__ import annotations

import math
import random

import pytest

from bingolino_app.core import analysis
from bingolino_app.core.analysis import DecisionPoint
from bingolino_app.games.domino_bingo import analysis as domino_analysis
from bingolino_app.games.domino_bingo.rules import stone_id
from bingolino_app.games.domino_bingo.sim import Sim, match_value
from bingolino_app.games.domino_bingo.state import Close, Play

import domino_helpers
from domino_helpers import S, dealt, stones


def endgame(hand0: str, hand1: str, led: str, points, big=(6, 6), variant="russian"):
    """Trumps are sixes, the stock is drawn, player 0 has led ``led`` and player 1 answers;
    every other stone lies in earlier tricks (domino_helpers.endgame) at 6 to 6 big points."""
    return domino_helpers.endgame(hand0, hand1, led, points, big, variant)


def judge(state, played, player=1):
    legal = state.legal_actions(player)
    assert played in legal
    return analysis.judge("domino_bingo", DecisionPoint(40, player, state.observation(player),
                                                        tuple(legal), played), seed=3)


def test_the_match_chance_of_a_score_by_hand():
    assert match_value(7, 6, 7) == 1.0 and match_value(6, 7, 7) == 0.0
    assert match_value(7, 7, 7) == 0.5 and match_value(8, 7, 7) == 1.0
    assert match_value(6, 6, 7) == pytest.approx(0.5)  # level: either wins the next deal
    # 5 to 6: the next deal gives 1 (50 %), 2 (35 %) or 3 (15 %) big points to either side
    # alike; 5 + 1 is level again (one half), 5 + 2 or 5 + 3 wins, any gain of 6 loses.
    assert match_value(5, 6, 7) == pytest.approx(0.5 * 0.5 * 0.5 + 0.5 * 0.35 + 0.5 * 0.15)
    assert match_value(5, 6, 7) == pytest.approx(0.375)


def test_the_trump_that_takes_the_trick_to_70_wins_the_match_and_the_other_stone_loses_it():
    # Russian rules: player 1 has no five and no other half of 5-5 to follow with, so he may
    # play anything. 6-1 (a trump) takes the 5-5: 10 + 7 points, 77: first to 70, a big
    # point, 7 to 6, the match. 4-0 loses the trick: player 0 reaches 70 and wins it.
    state = endgame("3-2", "6-1 4-0", "5-5", points=(60, 60))
    trump = judge(state, Play(S("6-1")))
    assert trump.basis == "solved" and trump.exact and trump.noise == 0.0
    assert (trump.played_value, trump.cost, trump.mark) == (1.0, 0.0, "good")
    loser = judge(state, Play(S("4-0")))
    assert loser.best == Play(S("6-1"))
    assert (loser.played_value, loser.best_value, loser.cost) == (0.0, 1.0, 1.0)
    assert loser.mark == "mistake" and loser.runner_up == Play(S("4-0"))


def test_when_nobody_can_reach_70_every_stone_keeps_the_match_level():
    state = endgame("3-2", "6-1 4-0", "5-5", points=(30, 30))
    for stone in ("6-1", "4-0"):
        verdict = judge(state, Play(S(stone)))
        assert verdict.played_value == pytest.approx(0.5) and verdict.mark == "good"


def test_the_leader_s_view_is_the_other_side_of_the_same_chance():
    # Player 0 to lead his last two stones against player 1's two: leading 6-0 (a trump)
    # draws the 6-1, and the 4-0... worked through by the solver; the verdict reads the chance
    # for the player judged, so player 0's values are one less player 1's.
    state = endgame("3-2", "6-1 4-0", "5-5", points=(60, 60))
    state.hands[0] = sorted(stones("3-2 5-5"))
    state.trick = []
    state.to_move = 0
    legal = state.legal_actions(0)
    values = domino_analysis.evaluate(state.observation(0), legal, None, random.Random(1)).values
    assert set(values) == set(legal)
    # 5-5 led: 6-1 takes it (17 points, 77): player 1 wins the match; 3-2 led: player 1
    # answers 4-0... and keeps 6-1 for the 5-5: 10 + 7 points, 77 again. Lost either way.
    assert all(v == 0.0 for v in values.values())


def test_the_noise_is_twice_the_standard_error_of_the_paired_differences():
    a = [1.0, 0.0, 1.0, 1.0, 0.5]
    b = [0.0, 0.0, 1.0, 0.0, 0.5]
    diffs = [x - y for x, y in zip(a, b)]
    mean = sum(diffs) / 5
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / 4)
    assert domino_analysis._noise(a, b) == pytest.approx(2 * sd / math.sqrt(5))
    assert domino_analysis._noise([1.0], [0.0]) == 0.0  # one sample says nothing
    assert domino_analysis._noise([0.5, 0.5], [0.25, 0.25]) == 0.0  # no spread: no noise


def test_a_sampled_verdict_carries_its_noise_and_never_calls_a_move_within_it_a_mistake():
    state = dealt("6-1 5-5 4-4 3-3 2-2 1-1 6-2", "5-4 5-2 5-1 4-2 4-1 3-2 3-1", "6-3",
                  variant="english", leader=0)
    legal = state.legal_actions(0)
    rng = random.Random(4)
    played = legal[0]
    ev = domino_analysis.evaluate(state.observation(0), legal, played, rng, 0.002)
    assert ev.best != played
    assert ev.basis == "sampled" and not ev.exact
    assert ev.samples == domino_analysis.MIN_ROUNDS == 24
    assert ev.noise > 0.0 and set(ev.values) >= set(legal)
    assert all(0.0 <= v <= 1.0 for v in ev.values.values())
    verdict = judge_at(state, 0, played, effort=0.002)
    assert verdict.noise > 0.0 and verdict.samples == 24 and verdict.basis == "sampled"
    assert verdict.mark == analysis.measure("domino_bingo").mark(verdict.cost, verdict.noise)
    hint = analysis.hint_move("domino_bingo", "strong", state.observation(0), legal, 2)
    assert hint.noise > 0.0 and hint.measure == "win_chance"  # against the runner-up


def judge_at(state, player, played, effort):
    legal = state.legal_actions(player)
    return analysis.judge("domino_bingo", DecisionPoint(40, player, state.observation(player),
                                                        tuple(legal), played), 3, effort)


def test_the_rounds_are_shared_out_among_the_moves():
    assert domino_analysis.ITERATIONS == 10000 and domino_analysis.MIN_ROUNDS == 24
    state = dealt("6-1 5-5 4-4 3-3 2-2 1-1 6-2", "5-4 5-2 5-1 4-2 4-1 3-2 3-1", "6-3",
                  variant="english", leader=0)
    legal = state.legal_actions(0)
    keys = {a: domino_analysis._key(a) for a in dict.fromkeys(legal)}
    ev = domino_analysis.evaluate(state.observation(0), legal, None, random.Random(1), 0.02)
    assert ev.samples == max(24, int(10000 * 0.02) // len(keys))
    assert domino_analysis._key(Close()) == (domino_analysis.CLOSE, True)
    assert domino_analysis._key(Play(S("5-5"), True)) == (stone_id(S("5-5")), True)
    assert domino_analysis._key(Play(S("5-5"))) == (stone_id(S("5-5")), False)


def test_a_double_led_without_declaring_shows_nothing():
    world = Sim("english", 7, 6, [1 << stone_id(S("5-5")) | 1 << stone_id(S("4-4")), 0], [],
                0, -1, (0, 0), 0, -1, (0, 0), (0, 0), -1, 0, (0, 0))
    declared = domino_analysis._after(world, (stone_id(S("5-5")), True))
    silent = domino_analysis._after(world, (stone_id(S("5-5")), False))
    assert declared.decl == 2 and silent.decl == 0
    assert world.decl == 0 and world.h[0] >> stone_id(S("5-5")) & 1  # the world is untouched
    assert declared.led == silent.led == stone_id(S("5-5"))


def test_the_exhausted_stock_is_solved_and_agrees_with_plain_minimax():
    """Every move's solved value is what plain minimax over the simulator gives, for the
    player judged (checked on positions of random play at the end of the first deal)."""
    from bingolino_app.core.session import Seat, Session

    def minimax(sim):
        if sim.done:
            return domino_analysis.win0(sim)
        values = []
        for move in sim.legal():
            child = sim.copy()
            child.step(move)
            values.append(minimax(child))
        return max(values) if sim.to_move == 0 else min(values)

    checked = 0
    for seed in range(30):
        session = Session("domino_bingo", [Seat("A", "computer"), Seat("B", "computer")],
                          {"variant": "english" if seed % 2 else "russian"}, seed)
        rng = random.Random(seed)
        state = session.state
        while not state.is_terminal() and (state.stock or len(state.hands[0]) +
                                           len(state.hands[1]) > 5 or state.phase != "play"):
            if state.deal_no > 1:
                break
            p = state.to_move
            legal = [a for a in state.legal_actions(p) if not isinstance(a, Close)]
            session.apply(p, rng.choice(legal))
            state = session.state
        if state.deal_no > 1 or state.is_terminal() or state.phase != "play":
            continue
        p = state.to_move
        legal = state.legal_actions(p)
        if len(legal) < 2:
            continue
        ev = domino_analysis.evaluate(state.observation(p), legal, None, random.Random(1))
        assert ev.basis == "solved" and ev.exact
        world = domino_analysis.WorldSampler(state.observation(p)).sample(random.Random(1))
        for action in legal:
            after = domino_analysis._after(world, domino_analysis._key(action))
            v0 = minimax(after)
            assert ev.values[action] == pytest.approx(v0 if p == 0 else 1.0 - v0), (seed, action)
        best = max(ev.values.values())
        assert ev.values[ev.best] == best
        checked += 1
    assert checked >= 8


def test_two_paired_samples_already_show_their_spread():
    # differences 1 and 0: mean 1/2, variance 1/2, standard error 1/2, noise twice that
    assert domino_analysis._noise([1.0, 0.0], [0.0, 0.0]) == pytest.approx(1.0)


def test_before_the_first_deal_both_players_have_the_same_chance():
    assert domino_analysis.prior(2, {"variant": "english", "target": 7}) == 0.5


def test_the_last_stone_of_the_deal_is_judged_by_the_match_it_decides():
    """Player 1's last stone answers player 0's last, 5-5, at 60 to 60 and 6 to 6 big points:
    the trump 6-1 takes the trick (17 points, 77) and wins the deal and the match; 4-0 loses
    it (74 for player 0) and the match with it. The only move has nothing to compare with."""
    for stone, value in (("6-1", 1.0), ("4-0", 0.0)):
        state = endgame("", stone, "5-5", points=(60, 60))
        verdict = judge(state, Play(S(stone)))
        assert verdict.basis == "solved" and verdict.played_value == value
        assert verdict.cost == 0.0 and verdict.noise == 0.0 and verdict.mark == "good"


def test_a_forced_answer_gets_every_round_to_itself():
    """Player 0 has closed the stock and leads 3-3; player 1 must follow with his only three,
    3-2. Thirteen stones in hand: the search, not the solver; the one move shares its rounds
    with nobody (40 at effort 0.004, not half of them)."""
    state = dealt("6-1 5-5 4-4 3-3 2-2 1-1 6-2", "5-4 5-2 5-1 4-2 4-1 3-2 1-0", "6-3",
                  variant="english", leader=0)
    state.apply(Close(), 0)
    state.apply(Play(S("3-3")), 0)
    legal = state.legal_actions(1)
    assert legal == [Play(S("3-2"))]
    ev = domino_analysis.evaluate(state.observation(1), legal, None, random.Random(1), 0.004)
    assert ev.basis == "sampled" and ev.samples == 40 and ev.noise == 0.0


class _Clock:
    """The CPU clock as the search reads it: ``start`` at the first reading, then ``later``."""

    def __init__(self, start: float, later: float) -> None:
        self.readings = [start]
        self.later = later

    def process_time(self) -> float:
        return self.readings.pop() if self.readings else self.later


def test_a_sampled_verdict_stops_at_the_minimum_once_its_cpu_budget_is_spent(monkeypatch):
    """The rounds planned (the effort's iterations shared out among the moves) all run while
    the budget of SECONDS x effort (at least a tenth) lasts; on a machine so loaded that the
    budget is gone after the first round, the verdict still takes MIN_ROUNDS deals."""
    state = dealt("6-1 5-5 4-4 3-3 2-2 1-1 6-2", "5-4 5-2 5-1 4-2 4-1 3-2 3-1", "6-3",
                  variant="english", leader=0)
    legal = state.legal_actions(0)
    moves = len(dict.fromkeys(legal))
    effort = 32 * moves / 10000  # 32 rounds planned; the budget: 1.2 s of CPU
    assert domino_analysis.SECONDS * max(effort, 0.1) == pytest.approx(1.2)
    obs = state.observation(0)
    monkeypatch.setattr(domino_analysis, "time", _Clock(100.0, 100.0))  # no time passes
    ev = domino_analysis.evaluate(obs, legal, None, random.Random(2), effort)
    assert ev.samples == 32
    monkeypatch.setattr(domino_analysis, "time", _Clock(100.0, 105.0))  # 5 s: spent
    ev = domino_analysis.evaluate(obs, legal, None, random.Random(2), effort)
    assert ev.samples == domino_analysis.MIN_ROUNDS == 24
    monkeypatch.setattr(domino_analysis, "time", _Clock(100.0, 101.0))  # 1 s: within it
    ev = domino_analysis.evaluate(obs, legal, None, random.Random(2), effort)
    assert ev.samples == 32


# --- the seventh trick: one unknown stone and the turned trump left to draw --------------------
def every_world(state, player):
    """domino_helpers.every_world on the analysis' own measure, the chance of winning the
    match."""
    obs = state.observation(player)
    return domino_helpers.every_world(
        state, player, domino_analysis._WinChance(obs.variant, obs.target))


def seventh_trick(seed: int, answer: bool = False):
    """domino_helpers.seventh_tricks' position of ``seed``; with ``answer``, after the leader
    has led his weakest stone (its label 0 in the trump's order)."""
    from bingolino_app.games.domino_bingo import fast

    (_, state), = domino_helpers.seventh_tricks([seed])
    if answer:
        p = state.to_move
        tb = fast.TABLES[state.observation(p).trump]
        weakest = min(state.hands[p], key=lambda s: tb.label[stone_id(s)])
        assert tb.label[stone_id(weakest)] == 0
        state.apply(Play(weakest), p)
    return state


@pytest.mark.parametrize("seed, answer", [(41, False), (17, True), (99, True)])
def test_the_seventh_trick_verdict_is_the_exact_chance_over_every_world(seed, answer):
    """Leading (seed 41: player 1 with three doubles) or answering a lead (seeds 17 and 99:
    players 1 and 0, two doubles in hand that cannot be declared on a follow), every move's
    value is its exact chance averaged over every world, without sampling noise."""
    state = seventh_trick(seed, answer)
    p = state.to_move
    legal = state.legal_actions(p)
    expected, worlds = every_world(state, p)
    ev = domino_analysis.evaluate(state.observation(p), legal, None, random.Random(1))
    assert ev.basis == "worlds" and ev.noise == 0.0 and ev.samples == worlds
    for action, value in expected.items():
        assert ev.values[action] == pytest.approx(value, abs=1e-9), action
    assert len(set(expected.values())) > 1  # the moves differ: the order is tested too


def test_leading_a_double_without_declaring_the_pair_gives_its_points_away():
    """Player 1 leads in the seventh trick holding exactly two doubles: leading either one and
    declaring the pair keeps his chance at one half or so, leading it silently loses the
    declaration's points (a mistake for 3-3). Every world is solved: no noise."""
    state = seventh_trick(27)
    assert state.to_move == 1
    doubles = [s for s in state.hands[1] if s[0] == s[1]]
    assert len(doubles) == 2
    legal = state.legal_actions(1)
    ev = domino_analysis.evaluate(state.observation(1), legal, None, random.Random(1))
    assert ev.noise == 0.0 and all(0.0 <= v <= 1.0 for v in ev.values.values())
    for d in doubles:
        assert ev.values[Play(d, False)] < ev.values[Play(d, True)]
    # the silent lead is solved through the answers to it, on the same measure in every world
    from bingolino_app.games.domino_bingo import fast, rules
    from bingolino_app.games.domino_bingo.bots import _position
    from bingolino_app.games.domino_bingo.worlds import WorldSampler

    obs = state.observation(1)
    sampler, pos, tb = WorldSampler(obs), _position(obs), fast.TABLES[obs.trump]
    unknown = rules.mask_of(sampler.unknown)
    chance = domino_analysis._WinChance(obs.variant, obs.target)
    silent = []
    for stone in sampler.unknown:
        opp = tb.to_labels(unknown & ~(1 << stone) | sampler.known_opp)
        stock = (tb.label[stone], tb.label[stone_id(obs.trump_stone)])
        v0 = domino_analysis._undeclared_lead(pos, (opp, pos.mine), stock,
                                              tb.label[stone_id(S("3-3"))], chance, {})
        silent.append(1.0 - v0)
    assert ev.values[Play(S("3-3"), False)] == pytest.approx(sum(silent) / len(silent))
    cost = max(ev.values.values()) - ev.values[Play(S("3-3"), False)]
    assert analysis.measure("domino_bingo").mark(cost, ev.noise) == "mistake"


def test_the_played_move_is_valued_even_when_the_list_leaves_it_out():
    """core.analysis: the values cover the legal moves and the played one always."""
    state = endgame("3-2", "6-1 4-0", "5-5", points=(60, 60))
    ev = domino_analysis.evaluate(state.observation(1), [Play(S("6-1"))], Play(S("4-0")),
                                  random.Random(1))
    assert ev.values == {Play(S("6-1")): 1.0, Play(S("4-0")): 0.0}


def test_at_the_default_effort_the_cpu_budget_is_twelve_seconds(monkeypatch):
    """A verdict at the default effort on a machine so loaded that 12.5 s of CPU are gone
    after the first round takes MIN_ROUNDS deals, not the thousands planned."""
    state = dealt("6-1 5-5 4-4 3-3 2-2 1-1 6-2", "5-4 5-2 5-1 4-2 4-1 3-2 3-1", "6-3",
                  variant="english", leader=0)
    monkeypatch.setattr(domino_analysis, "time", _Clock(100.0, 112.5))
    ev = domino_analysis.evaluate(state.observation(0), state.legal_actions(0), None,
                                  random.Random(2))
    assert ev.samples == domino_analysis.MIN_ROUNDS


def test_a_budget_spent_to_the_edge_is_not_yet_overspent(monkeypatch):
    """The search stops once the CPU spent is over the budget, not when it just reaches it."""
    state = dealt("6-1 5-5 4-4 3-3 2-2 1-1 6-2", "5-4 5-2 5-1 4-2 4-1 3-2 3-1", "6-3",
                  variant="english", leader=0)
    legal = state.legal_actions(0)
    effort = 32 * len(dict.fromkeys(legal)) / 10000  # 32 rounds planned
    edge = 100.0 + domino_analysis.SECONDS * max(effort, 0.1)
    monkeypatch.setattr(domino_analysis, "time", _Clock(100.0, edge))
    ev = domino_analysis.evaluate(state.observation(0), legal, None, random.Random(2), effort)
    assert ev.samples == 32
