"""Qwingo's computer players: the random and greedy baselines and the easy, normal and strong
levels. Each decides from the observation only (``obs.viewer`` is its player)."""

from __future__ import annotations

import math
import random
from functools import partial

from bingolino_app.core import bots as core_bots
from bingolino_app.core.bots import RandomBot
from bingolino_app.games.qwingo import rules, strategy
from bingolino_app.games.qwingo.rules import COLUMNS, HIGH, LOW
from bingolino_app.games.qwingo.state import (
    DEFAULT_LAYOUT, Call, Enter, Setup, entry_is_risky, valid_layout,
)

# Qwingo lists one Setup but accepts any valid layout.
core_bots.accept_alternatives(Setup, lambda a, b: valid_layout(a.layout))

FACE_P = 1.0 / (COLUMNS + 1)


def _entries(legal):
    return [a for a in legal if isinstance(a, Enter)]


class GreedyBot:
    """Rules of thumb: call the number that best suits the own fullest column, write it into
    the fullest column allowed, in the box nearest its place on an even 1-100 profile."""

    def choose(self, obs, legal, rng: random.Random):
        first = legal[0]
        sheet = obs.sheets[obs.viewer] if obs.viewer is not None else None
        if isinstance(first, Setup):
            return Setup(DEFAULT_LAYOUT)
        if isinstance(first, Call):
            order = sorted(range(COLUMNS), key=lambda c: -rules.filled(sheet[c]))
            for c in order:
                gaps = [g for g in rules.gaps(sheet[c]) if 0 < g.size <= g.room]
                if gaps:
                    g = max(gaps, key=lambda g: g.room / g.size)
                    box = g.start + g.size // 2
                    lo, hi = g.lo + 1 + (box - g.start), g.hi - 1 - (g.start + g.size - 1 - box)
                    return Call(min(max(round(strategy.TARGET[box]), lo), hi))
            return Call((LOW + HIGH) // 2)
        entries = _entries(legal)
        if not entries:
            return first  # only Pass

        def key(a: Enter):
            safe = not entry_is_risky(sheet[a.column], a.box, obs.called)
            return (safe, rules.filled(sheet[a.column]), -strategy.deviation(a.box, obs.called))
        return max(entries, key=key)


class PlannerBot:
    """Expectimax over the six faces. A sheet is judged by its race value (expected turns to a
    full column, strategy.expected_turns), plus ``spread`` times the price of numbers written
    far from the even profile (off by default: in 150 paired solo games any price made more
    calls miss and cost turns). A call is worth the own expected value over the faces, less
    ``rivalry`` times the turns it would save the others (shared out towards whoever is
    closest to finishing); every player is assumed to enter where his own value is best.

    ``tiebreak`` (turns per unit of tie-break standing, 0: ignored) weighs who would win the
    tie-break if the race ended on one roll for everybody, as it mostly does between players
    who share every roll: entries and calls that favour the own tie-break columns (2nd to
    5th) over the others' gain, scaled by the chance of such an ending. ``prefer_tie``: among
    entries of equal value take the column the tie-break counts first (never column 1).
    ``solo``: alone, set up and call on the ascending plan (strategy.ascending_call)."""

    def __init__(self, spread: float = 0.0, rivalry: float = 0.5, mix_setup: bool = True,
                 tiebreak: float = 0.0, prefer_tie: bool = False, solo: bool = False) -> None:
        self.spread = spread
        self.rivalry = rivalry
        self.mix_setup = mix_setup
        self.tiebreak = tiebreak
        self.prefer_tie = prefer_tie
        self.solo = solo

    def outcomes(self, model: strategy.SheetModel, number: int) -> list:
        """Per face (the lightning last): (race value after entering ``number`` where it is
        best, that column or None when it fits nowhere). Among equal values the column the
        tie-break counts first: where a player racing alike would put a lightning."""
        spread = self.spread
        costs = []
        for c in range(COLUMNS):
            entry = model.best_entry(c, number)
            costs.append(None if entry is None else entry[0] + spread * entry[1])
        result = [(model.base, None) if cost is None else (cost, c)
                  for c, cost in enumerate(costs)]
        best = None
        for c in strategy.TIE_ORDER:
            cost = costs[c]
            if cost is not None and (best is None or cost < best[0]):
                best = (cost, c)
        result.append((model.base, None) if best is None else best)
        return result

    def choose(self, obs, legal, rng: random.Random):
        first = legal[0]
        me = obs.viewer
        planned = self.plan_move(obs, legal)
        if planned is not None:
            return planned
        if isinstance(first, Setup):
            return Setup(self.setup(rng) if self.mix_setup else DEFAULT_LAYOUT)
        if isinstance(first, Call):
            return Call(self.best_call(obs, me))
        entries = _entries(legal)
        if not entries:
            return first
        return min(entries, key=self.entry_key(obs))

    def plan_move(self, obs, legal):
        """Alone with ``solo``: the ascending plan's move (strategy.ascending_call), None
        when the plan does not apply."""
        if not (self.solo and obs.num_players == 1):
            return None
        first, sheet = legal[0], obs.sheets[obs.viewer]
        if isinstance(first, Setup):
            return Setup(strategy.SOLO_LAYOUT)
        number = strategy.ascending_call(sheet)
        if number is None:
            return None
        if isinstance(first, Call):
            return Call(number)
        # Keep the plan: the number goes on top of a column's entries.
        tops = [a for a in _entries(legal) if a.box == rules.filled(sheet[a.column])]
        if len(tops) == 1:  # a column's face: no model needed (it costs the most time)
            return tops[0]
        if not tops:
            return None
        model, n = strategy.sheet_model(sheet), obs.called
        return min(tops, key=lambda a: (model.entry_value(a.column, a.box, n),
                                        strategy.TIE_RANK[a.column]))

    def entry_key(self, obs):
        """The order in which this bot ranks the entries of ``obs.called``: a key function
        whose first item is the entry's value in turns (fewer is better)."""
        me, n = obs.viewer, obs.called
        sheet = obs.sheets[me]
        model = strategy.sheet_model(sheet)
        spread = self.spread
        if self.tiebreak <= 0 and not self.prefer_tie:  # issue 12's choice, kept as it was
            return lambda a: (
                model.entry_value(a.column, a.box, n) + spread * strategy.deviation(a.box, n),
                strategy.deviation(a.box, n), a.column, a.box)
        judged = []
        if self.tiebreak > 0:
            for weight, other in self.rivals(obs, me):
                column = self.outcomes(other, n)[obs.face][1]
                theirs = strategy.tie_counts(other.sheet)
                judged.append((self.tiebreak * weight
                               * strategy.simultaneous_odds(model.base, other.base),
                               theirs if column is None else _added(theirs, column)))
        counts = strategy.tie_counts(sheet)
        prefer_tie = self.prefer_tie

        def key(a: Enter):
            value = model.entry_value(a.column, a.box, n) + spread * strategy.deviation(a.box, n)
            mine = _added(counts, a.column)
            for scale, theirs in judged:
                value -= scale * strategy.tie_standing(mine, theirs)
            return (round(value, 9), strategy.TIE_RANK[a.column] if prefer_tie else 0,
                    strategy.deviation(a.box, n), a.column, a.box)
        return key

    @staticmethod
    def rivals(obs, me: int, scale: float = 1.0) -> list:
        """(weight, model) per other player; the weights share out ``scale``, the one
        closest to finishing most."""
        others = [strategy.sheet_model(obs.sheets[p]) for p in range(obs.num_players) if p != me]
        if not others:
            return []
        lead = min(m.base for m in others)
        raw = [math.exp(-(m.base - lead) / 3.0) for m in others]
        return [(scale * r / sum(raw), m) for r, m in zip(raw, others)]

    @staticmethod
    def setup(rng: random.Random) -> tuple:
        """The start numbers on the even profile, in shuffled columns: a sheet unlike the
        others' lets calls fit it and not them."""
        numbers = [n for n, _ in DEFAULT_LAYOUT]
        rng.shuffle(numbers)
        box = {n: b for n, b in DEFAULT_LAYOUT}
        return tuple((n, box[n]) for n in numbers)

    @staticmethod
    def complete_setup(kept: dict[int, tuple[int, int]], rng: random.Random) -> tuple:
        """A whole layout keeping ``kept`` (column -> (number, box), placed by a player) and
        putting the other numbers, shuffled, into the free columns on the even profile."""
        box = {n: b for n, b in DEFAULT_LAYOUT}
        used = {n for n, _ in kept.values()}
        numbers = [n for n, _ in DEFAULT_LAYOUT if n not in used]
        rng.shuffle(numbers)
        free = iter(numbers)
        return tuple(kept[c] if c in kept else (n := next(free), box[n])
                     for c in range(COLUMNS))

    def best_call(self, obs, me: int) -> int:
        best, best_score = LOW, math.inf
        for n, score in self.call_scores(obs, me):
            if score < best_score - 1e-12:
                best, best_score = n, score
        return best

    def call_scores(self, obs, me: int) -> list[tuple[int, float]]:
        """(number, score) for every call, in turns (fewer is better): the own expected race
        value, plus the turns it saves the others, less the tie-break standing it buys."""
        model = strategy.sheet_model(obs.sheets[me])
        mine0 = strategy.tie_counts(model.sheet)
        # (rivalry weight, tie-break scale, model, tie counts) per other player. The rivalry
        # weights share ``rivalry`` (the leader counts most): helping everybody alike must
        # stay worth it, else strong players stall each other's race.
        others = []
        if self.rivalry > 0 or self.tiebreak > 0:
            for (race, other), (tie, _) in zip(self.rivals(obs, me, self.rivalry),
                                               self.rivals(obs, me)):
                scale = self.tiebreak * tie * strategy.simultaneous_odds(model.base, other.base)
                others.append((race, scale, other, strategy.tie_counts(other.sheet)))
        scores = []
        for n in range(LOW, HIGH + 1):
            own = self.outcomes(model, n)
            score = FACE_P * sum(v for v, _ in own)
            for race, scale, other, counts in others:
                theirs = self.outcomes(other, n)
                if race > 0:
                    score += race * (other.base - FACE_P * sum(v for v, _ in theirs))
                if scale > 0:
                    standing = 0.0
                    for (_, column), (_, col) in zip(own, theirs):
                        standing += strategy.tie_standing(
                            mine0 if column is None else _added(mine0, column),
                            counts if col is None else _added(counts, col))
                    score -= scale * FACE_P * standing
            scores.append((n, score))
        return scores


def _added(counts: tuple[int, ...], column: int) -> tuple[int, ...]:
    """Tie counts after one more entry in ``column``."""
    if column == 0:
        return counts
    return counts[:column - 1] + (counts[column - 1] + 1,) + counts[column:]


class EasyBot:
    """Greedy with a random call or box one time in three: beatable."""

    def __init__(self, blunder: float = 1 / 3) -> None:
        self.blunder = blunder
        self.greedy = GreedyBot()

    def choose(self, obs, legal, rng: random.Random):
        if not isinstance(legal[0], Setup) and rng.random() < self.blunder:
            return legal[rng.randrange(len(legal))]
        return self.greedy.choose(obs, legal, rng)


BOTS = {
    "random": RandomBot,
    "greedy": GreedyBot,
    "easy": EasyBot,
    # normal: the tie-break among equal entries and a light weight on it; strong weighs the
    # tie-break six times as much (86.8% against greedy, 2000 games, where normal has 76.5%)
    # and plays the solo plan.
    "normal": partial(PlannerBot, tiebreak=1.0, prefer_tie=True),
    "strong": partial(PlannerBot, tiebreak=6.0, prefer_tie=True, solo=True),
    # expert: strong as it is (an exact plan, no search budget to raise)
    "expert": partial(PlannerBot, tiebreak=6.0, prefer_tie=True, solo=True),
    "strong_v1": PlannerBot,  # issue 12's strong, hidden from the dialog: a baseline
}
