"""Domino Bingo's computer players by level name: the current bots (bots.py) and the first
edition's frozen search (v1.py), which plays the normal level and stays as strong_v1 to
measure against. The registry reads ``BOTS`` from here."""

from __future__ import annotations

import functools

from bingolino_app.core.bots import RandomBot
from bingolino_app.games.domino_bingo.bots import EasyBot, GreedyBot, SearchBot
from bingolino_app.games.domino_bingo.v1 import SearchBotV1

BOTS = {
    "random": RandomBot,
    "greedy": GreedyBot,
    "easy": EasyBot,
    "normal": functools.partial(SearchBotV1, iterations=120, seconds=0.12, match_aware=False,
                                infer=False, solver=False),
    "strong": SearchBot,
    # hidden: the first edition's strong, to measure against
    "strong_v1": functools.partial(SearchBotV1, iterations=700, seconds=0.5, match_aware=True,
                                   infer=True, solver=True, worlds=16),
}
