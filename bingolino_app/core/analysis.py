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
from bingolino_app.core.game import Action, action_from_json
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
