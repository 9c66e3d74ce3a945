"""Bingolino's computer players (placeholder greedy; the real levels come next)."""

from __future__ import annotations

import random

from bingolino_app.core.bots import RandomBot
from bingolino_app.games.bingolino.state import ChooseDice


class GreedyBot:
    def choose(self, obs, legal, rng: random.Random):
        if isinstance(legal[0], ChooseDice):
            return ChooseDice(3)
        return legal[0]


BOTS = {"random": RandomBot, "greedy": GreedyBot, "easy": GreedyBot, "normal": GreedyBot,
        "strong": GreedyBot}
