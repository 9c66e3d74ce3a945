"""Qwingo's computer players: the random and greedy baselines and the easy, normal and strong
levels. Each decides from the observation only (``obs.viewer`` is its player)."""

from __future__ import annotations

import math
import random

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
    closest to finishing); every player is assumed to enter where his own value is best."""

    def __init__(self, spread: float = 0.0, rivalry: float = 0.5, mix_setup: bool = True) -> None:
        self.spread = spread
        self.rivalry = rivalry
        self.mix_setup = mix_setup

    def face_cost(self, model: strategy.SheetModel, face: int, number: int) -> float:
        best = None
        for c in rules.columns_for_face(face):
            entry = model.best_entry(c, number)
            if entry is not None:
                cost = entry[0] + self.spread * entry[1]
                best = cost if best is None else min(best, cost)
        return model.base if best is None else best

    def call_value(self, model: strategy.SheetModel, number: int) -> float:
        """Expected race value of the sheet once this call has been rolled and entered."""
        return FACE_P * sum(self.face_cost(model, f, number) for f in range(COLUMNS + 1))

    def choose(self, obs, legal, rng: random.Random):
        first = legal[0]
        me = obs.viewer
        if isinstance(first, Setup):
            return Setup(self.setup(rng) if self.mix_setup else DEFAULT_LAYOUT)
        if isinstance(first, Call):
            return Call(self.best_call(obs, me))
        entries = _entries(legal)
        if not entries:
            return first
        n = obs.called
        model = strategy.SheetModel(obs.sheets[me])
        return min(entries, key=lambda a: (
            model.entry_value(a.column, a.box, n) + self.spread * strategy.deviation(a.box, n),
            strategy.deviation(a.box, n), a.column, a.box))

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
        model = strategy.SheetModel(obs.sheets[me])
        rivals = []
        if self.rivalry > 0:
            others = [strategy.SheetModel(obs.sheets[p])
                      for p in range(obs.num_players) if p != me]
            if others:
                # The weights share ``rivalry`` (the leader counts most): helping everybody
                # alike must stay worth it, else strong players stall each other's race.
                lead = min(m.base for m in others)
                raw = [math.exp(-(m.base - lead) / 3.0) for m in others]
                rivals = [(self.rivalry * r / sum(raw), m) for r, m in zip(raw, others)]
        best, best_score = LOW, math.inf
        for n in range(LOW, HIGH + 1):
            score = self.call_value(model, n)
            for weight, other in rivals:
                score += weight * (other.base - self.call_value(other, n))
            if score < best_score - 1e-12:
                best, best_score = n, score
        return best


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
    "normal": lambda: PlannerBot(rivalry=0.0),
    "strong": PlannerBot,
}
