"""What the strong computer thinks of each decision: the shared protocol of the analysers.

Each game offers ``bingolino_app.games.<id>.analysis`` with

    MEASURE: Measure
    def is_decision(legal, played) -> bool            # optional: default len(legal) >= 2
    def evaluate(obs, legal, played, rng, effort) -> Evaluation

``evaluate`` sees one player's observation only (never a hidden stone, even after the game)
and gives the value of the moves it considered in the game's natural measure, computed by the
strong computer's own search or simulation, with the noise of the comparison that matters:
the move preferred against ``played`` (or, for a hint, against the runner-up). ``effort``
scales sample counts and search budgets (1.0 in the app; tests use less).

A decision costs the difference between the preferred move's value and the played one's. It
is marked by thresholds in the measure's units (stated in the rules pages), and never worse
than good while the cost is within the noise: the numbers must say what they can support.
"""

from __future__ import annotations

import hashlib
import importlib
import json
import random
from functools import lru_cache
from types import ModuleType
from typing import Any, Sequence

import attrs

from bingolino_app.core import registry
from bingolino_app.core.game import CHANCE, Action, action_from_json
from bingolino_app.core.review import Replay

VERSION = 3
"""Bump when an analyser's numbers change: cached analyses of an older version are redone."""
MARKS = ("good", "inaccuracy", "mistake")
HINT_EFFORT = 0.5  # a hint answers in a second or two


@attrs.frozen
class Measure:
    """A game's natural measure. ``key``: "win_chance" (0..1, shown in %), "margin" (points,
    own minus the opponent's at the end) or "turns" (own turns still needed: fewer is
    better). Thresholds are costs in the same units."""

    key: str
    higher_is_better: bool
    inaccuracy: float
    mistake: float

    def cost(self, best: float, value: float) -> float:
        """How much worse ``value`` is than ``best`` (never below 0)."""
        return max(0.0, best - value if self.higher_is_better else value - best)

    def better(self, a: float, b: float) -> bool:
        return a > b if self.higher_is_better else a < b

    def mark(self, cost: float, noise: float) -> str:
        """Good unless the cost passes a threshold and exceeds the noise."""
        if cost <= noise:
            return "good"
        if cost >= self.mistake - 1e-9:
            return "mistake"
        if cost >= self.inaccuracy - 1e-9:
            return "inaccuracy"
        return "good"


@attrs.frozen
class Evaluation:
    """What an analyser found. ``values``: move -> value in the measure (the moves it looked
    at; the played one always). ``noise``: the margin of error of the difference between
    ``best`` and the compared move (0: exact for the evaluation's model). ``basis`` names
    how the values came about, for the texts: "model" (an exact formula), "search" (look-ahead,
    ``samples`` = stones searched ahead), "solved" (to the end), "sampled" (simulated deals per
    move), "worlds" (every possible hand solved), "playouts" (played-out boards per move)."""

    values: dict = attrs.field(hash=False)
    best: Action
    noise: float = 0.0
    samples: int = 0
    basis: str = "model"
    exact: bool = False


@attrs.frozen
class DecisionPoint:
    """One decision of a player in a recorded game, as he saw it."""

    move: int  # the position this decision led to (its move number)
    player: int
    obs: Any
    legal: tuple
    played: Action


@attrs.frozen
class Judgement:
    """The verdict on one decision."""

    move: int
    player: int
    played: Action
    best: Action
    played_value: float
    best_value: float
    cost: float
    noise: float
    samples: int
    basis: str
    exact: bool
    mark: str
    runner_up: Action | None = None  # the best move other than the preferred one
    runner_up_value: float | None = None

    def to_json(self) -> dict:
        data = attrs.asdict(self, recurse=False)
        for key in ("played", "best", "runner_up"):
            data[key] = None if data[key] is None else data[key].to_json()
        return data

    @classmethod
    def from_json(cls, data: dict, action_types: Sequence[type]) -> "Judgement":
        fields = dict(data)
        for key in ("played", "best", "runner_up"):
            if fields.get(key) is not None:
                fields[key] = action_from_json(fields[key], action_types)
        return cls(**fields)


# --- the analysers -----------------------------------------------------------------------------
@lru_cache(maxsize=None)
def analyser(game_id: str) -> ModuleType:
    registry.game(game_id)  # unknown ids fail here, with the registry's message
    return importlib.import_module(f"bingolino_app.games.{game_id}.analysis")


def measure(game_id: str) -> Measure:
    return analyser(game_id).MEASURE


def is_decision(game_id: str, legal: Sequence[Action], played: Action) -> bool:
    """Whether the player had a choice (a forced move is not judged)."""
    module = analyser(game_id)
    check = getattr(module, "is_decision", None)
    return check(legal, played) if check is not None else len(legal) >= 2


def decision_points(replay: Replay, player: int) -> list[DecisionPoint]:
    """Every decision ``player`` made in the game, with what he saw when he made it."""
    points = []
    for k in range(1, replay.last + 1):
        p, action = replay.move(k)
        if p != player:
            continue
        state = replay.state(k - 1)
        legal = state.legal_actions(p)
        if is_decision(replay.game_id, legal, action):
            points.append(DecisionPoint(k, p, state.observation(p), tuple(legal), action))
    return points


def decision_rng(seed: int, move: int) -> random.Random:
    """The analysis' own randomness for one decision: the same seed, the same verdict."""
    return random.Random(f"analysis/{seed}/{move}")


def judge(game_id: str, point: DecisionPoint, seed: int, effort: float = 1.0) -> Judgement:
    """The verdict on one decision. Top-level and picklable: the worker process runs it."""
    module = analyser(game_id)
    rng = decision_rng(seed, point.move)
    ev = module.evaluate(point.obs, list(point.legal), point.played, rng, effort)
    m = module.MEASURE
    played_value = ev.values[point.played]
    best_value = ev.values[ev.best]
    cost = m.cost(best_value, played_value)
    runner = _runner_up(m, ev)
    return Judgement(
        move=point.move, player=point.player, played=point.played, best=ev.best,
        played_value=played_value, best_value=best_value, cost=cost, noise=ev.noise,
        samples=ev.samples, basis=ev.basis, exact=ev.exact, mark=m.mark(cost, ev.noise),
        runner_up=runner, runner_up_value=None if runner is None else ev.values[runner])


def _runner_up(m: Measure, ev: Evaluation) -> Action | None:
    others = [a for a in ev.values if a != ev.best]
    if not others:
        return None
    best = others[0]
    for a in others[1:]:
        if m.better(ev.values[a], ev.values[best]):
            best = a
    return best


def analyse(replay: Replay, player: int, seed: int, effort: float = 1.0) -> list[Judgement]:
    """Every decision of ``player``, one after the other, here (the benchmark, tests)."""
    return [judge(replay.game_id, point, seed, effort)
            for point in decision_points(replay, player)]


def summary(judgements: Sequence[Judgement]) -> dict[str, int]:
    counts = {mark: 0 for mark in MARKS}
    for j in judgements:
        counts[j.mark] += 1
    return counts


# --- hints ---------------------------------------------------------------------------------------
@attrs.frozen
class Hint:
    """A suggested move with its reason: its value and the runner-up's, in the measure."""

    action: Action
    measure: str
    value: float
    runner_up: Action | None = None
    runner_up_value: float | None = None
    noise: float = 0.0


def hint_move(game_id: str, level: str, obs: Any, legal: Sequence[Action], seed: int) -> Hint:
    """What the strong computer plays here, and why (choose_move's signature: the worker runs
    it for Help → Suggest a move). ``level`` is ignored: a hint is always the strong
    computer's analysis."""
    module = analyser(game_id)
    legal = list(legal)
    ev = module.evaluate(obs, legal, None, random.Random(seed), HINT_EFFORT)
    runner = _runner_up(module.MEASURE, ev)
    return Hint(ev.best, module.MEASURE.key, ev.values[ev.best], runner,
                None if runner is None else ev.values[runner], ev.noise)


# --- keeping results with the game -------------------------------------------------------------
def game_key(game_id: str, options: dict, seed: int, actions: Sequence[tuple[int, Action]]
             ) -> str:
    """A digest of everything that decides the game's positions: the cache key."""
    text = json.dumps({"game": game_id, "options": options, "seed": seed,
                       "actions": [[p, a.to_json()] for p, a in actions]},
                      sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


# --- luck and skill: why the game was won or lost ----------------------------------------------
# The measure moves between two decisions of the player by everything he did not decide
# (deals, draws, dice, the other players' moves), and at a decision by what he chose there.
# Along the game the level is the best move's value before each decision (``best_value``) and,
# after it, that value less what the decision cost; between two decisions it changes by
# chance. Both parts add up to the whole change, from the value before anything was dealt
# (the game's prior) to the result. A cost within the noise is counted as chance: the numbers
# cannot tell it from the noise of the estimate, and the best of several noisy values always
# looks a little better than the one played (counting it would charge every game's decisions).
#
# An analyser may add (all optional):
#     def prior(num_players, options) -> float | None   # before the deal (None: the first
#                                                        # decision's value; nothing measured)
#     def outcome(state, player) -> float                # the measure once the game is over
#     def banked(state, player) -> float                 # already won and kept (a match's
#                                                        # finished games), added to values
#     def elapsed(events, player) -> float               # how far the measure falls by time
#                                                        # alone over these events (turns)
#     def rebase(obs, judgement) -> float | None         # the best move's value on the running
#                                                        # scale where a decision's own values
#                                                        # are on another (a layout, a call)
CHANCE_CAUSE = "chance:"  # a cause "chance:Roll" names the chance action's type
OTHERS = "others"  # another player moved in the stretch


@attrs.frozen
class Swing:
    """One stretch of the game and how it moved the player's measure. ``kind``: "decision"
    (his move ``last``) or "chance" (everything between his decisions: moves ``first`` to
    ``last``, where ``first`` may be 0, the deal before the first move). ``gain`` is the
    change for him (positive helps him), in the measure's units; ``before`` and ``after`` are
    the levels on the running scale (a turns measure counts the turns gone by in it)."""

    kind: str
    first: int
    last: int
    before: float
    after: float
    gain: float
    causes: tuple[str, ...] = ()


@attrs.frozen
class Split:
    """The whole change of the player's measure, split into his decisions and chance."""

    key: str
    higher_is_better: bool
    start: float
    end: float
    finished: bool
    measured_start: bool  # False: the value before the deal is unknown (starts at the first
    swings: tuple[Swing, ...]  # decision); in the order of the game

    @property
    def decisions(self) -> float:
        return sum(s.gain for s in self.swings if s.kind == "decision")

    @property
    def chance(self) -> float:
        return sum(s.gain for s in self.swings if s.kind == "chance")

    @property
    def total(self) -> float:
        return self.decisions + self.chance

    def decisive(self, count: int = 3) -> list[Swing]:
        """The ``count`` stretches that moved the measure most (either way), in game order."""
        ranked = sorted((s for s in self.swings if abs(s.gain) > 1e-9),
                        key=lambda s: (-abs(s.gain), s.last))
        # A chance stretch ends on the same move as a decision only when it follows it (two of
        # the player's decisions in a row, or his last move before the end): decision first.
        return sorted(ranked[:count], key=lambda s: (s.last, s.kind == "chance"))

    def cumulative(self) -> list[tuple[int, float, float]]:
        """(move, decisions so far, chance so far) at the end of each stretch: the chart's two
        lines, both from 0 at the start."""
        points, skill, luck = [(0, 0.0, 0.0)], 0.0, 0.0
        for s in self.swings:
            if s.kind == "decision":
                skill += s.gain
            else:
                luck += s.gain
            points.append((s.last, skill, luck))
        return points


def _hook(module: ModuleType, name: str):
    return getattr(module, name, None)


def result_value(key: str, state, player: int) -> float:
    """The measure once the game is over, where the game's analyser does not say: the match
    won (a shared win is shared), or the final margin of the scores."""
    if key == "win_chance":
        winners = state.winners()
        return 1.0 / len(winners) if player in winners else 0.0
    scores = state.scores()
    others = [s for p, s in enumerate(scores) if p != player]
    return scores[player] - (max(others) if others else 0.0)


def split(replay: Replay, player: int, judgements: Sequence[Judgement]) -> Split | None:
    """Luck and skill over the game for ``player``: None unless every decision of his has a
    verdict (a part would not add up to the whole)."""
    module = analyser(replay.game_id)
    m: Measure = module.MEASURE
    points = decision_points(replay, player)
    by_move = {j.move: j for j in judgements if j.player == player}
    if not points or any(p.move not in by_move for p in points):
        return None
    sign = 1.0 if m.higher_is_better else -1.0
    prior_hook, banked_hook = _hook(module, "prior"), _hook(module, "banked")
    elapsed_hook, rebase_hook = _hook(module, "elapsed"), _hook(module, "rebase")

    def banked(k: int) -> float:  # position k
        return banked_hook(replay.state(k), player) if banked_hook is not None else 0.0

    def stretch(a: int, b: int) -> tuple[list, tuple[str, ...]]:
        """Events and causes of what happened after the decision at move ``a`` (0: from the
        start) up to the decision at move ``b`` (None: the end)."""
        start = replay.move_steps[a - 1] + 1 if a > 0 else 0
        stop = replay.move_steps[b - 1] if b is not None else len(replay.actions)
        causes = []
        for p, action in replay.actions[start:stop]:
            cause = CHANCE_CAUSE + type(action).__name__ if p == CHANCE else (
                OTHERS if p != player else None)
            if cause is not None and cause not in causes:
                causes.append(cause)
        last = (b - 1) if b is not None else replay.last
        events = [e for k in range(max(a, 0), last + 1) for e in replay.events[k]]
        return events, tuple(causes)

    swings: list[Swing] = []
    clock = 0.0  # the turns measure: how far time alone has lowered it so far
    prior = prior_hook(len(replay.seats), replay.options) if prior_hook is not None else None
    measured = prior is not None
    level = prior if measured else None
    previous = 0
    for point in points:
        j = by_move[point.move]
        best = j.best_value
        if rebase_hook is not None:
            rebased = rebase_hook(point.obs, j)
            if rebased is not None:
                best = rebased
        best += banked(point.move - 1)
        events, causes = stretch(previous, point.move)
        if elapsed_hook is not None:
            clock += elapsed_hook(events, player)
        running = best + clock if not m.higher_is_better else best
        if level is None:
            level = running
        elif previous > 0 or measured:
            swings.append(Swing("chance", min(previous + 1, point.move - 1) if previous else 0,
                                point.move - 1, level, running, sign * (running - level),
                                causes))
        counted = j.cost if j.cost > j.noise else 0.0
        after = running - sign * counted
        swings.append(Swing("decision", point.move, point.move, running, after,
                            -counted))
        level, previous = after, point.move
    final = replay.state(replay.last)
    events, causes = stretch(previous, None)
    if elapsed_hook is not None:
        clock += elapsed_hook(events, player)
    outcome_hook = _hook(module, "outcome")
    if outcome_hook is not None:
        end = outcome_hook(final, player)
    elif replay.finished:
        end = result_value(m.key, final, player)
    else:
        end = None
    if end is not None:
        if not m.higher_is_better:
            end += clock
        if previous < replay.last or abs(end - level) > 1e-12:
            swings.append(Swing("chance", min(previous + 1, replay.last), replay.last, level,
                                end, sign * (end - level), causes))
    start = prior if measured else swings[0].before
    return Split(m.key, m.higher_is_better, start, end if end is not None else level,
                 replay.finished, measured, tuple(swings))
