"""Every search guard reads CPU time, not the wall clock (issue 34): a busy machine (the wall
clock racing ahead) changes no move; a search whose CPU time runs out stops. The clocks are
replaced on the ``time`` module itself, which compiled code reads as well."""

from __future__ import annotations

import itertools
import random
import time

import pytest

from bingolino_app.core.bots import choose_move
from bingolino_app.core.session import Seat, Session


def racing(step: float):
    """A clock that moves ``step`` seconds at every reading."""
    counter = itertools.count()
    return lambda: 1000.0 + step * next(counter)


def positions(game: str, options: dict, count: int, seed: int = 11):
    session = Session(game, [Seat("A", "computer", "greedy"), Seat("B", "computer", "greedy")],
                      options, seed)
    rng = random.Random(seed)
    found = []
    while not session.state.is_terminal() and len(found) < count:
        p = session.pending_players()[0]
        obs, legal = session.state.observation(p), session.state.legal_actions(p)
        if len(legal) > 3 and rng.random() < 0.3:
            found.append((obs, legal))
        session.apply(p, choose_move(game, "greedy", obs, legal, rng.randrange(1 << 30)))
    return found


CASES = [
    ("domino_bingo", {"variant": "russian"}, "strong(iterations=600, seconds=0.5)"),
    ("domino_bingo", {"variant": "english"}, "strong_v1(iterations=300, seconds=0.5)"),
    ("lino", {"bonus": "full"}, "strong(nodes=4000, seconds=0.5)"),
    ("lino", {"bonus": "off"}, "strong_v1(nodes=3000, seconds=0.5)"),
]


@pytest.mark.parametrize("game,options,level", CASES, ids=[c[2] for c in CASES])
def test_a_racing_wall_clock_changes_no_move(monkeypatch, game, options, level):
    found = positions(game, options, 4)
    assert found
    calm = [choose_move(game, level, obs, legal, 7) for obs, legal in found]
    monkeypatch.setattr(time, "perf_counter", racing(60.0))
    monkeypatch.setattr(time, "monotonic", racing(60.0))
    monkeypatch.setattr(time, "time", racing(60.0))
    assert [choose_move(game, level, obs, legal, 7) for obs, legal in found] == calm


def test_the_guards_count_cpu_time(monkeypatch):
    from bingolino_app.games.domino_bingo import fast
    from bingolino_app.games.domino_bingo.bots import _position, _world_source
    from bingolino_app.games.domino_bingo.infer import WeightedWorlds
    from bingolino_app.games.lino.bots import position
    from bingolino_app.games.lino.search import Searcher

    obs, _ = next((o, lg) for o, lg in positions("domino_bingo", {"variant": "russian"}, 6)
                  if o.stock_size > 2)
    rng = random.Random(3)
    pool = WeightedWorlds(obs, rng)
    full = fast.ismcts(_position(obs), _world_source(obs, pool), random.Random(1), 4000, 0.5)
    monkeypatch.setattr(time, "process_time", racing(0.3))
    cut = fast.ismcts(_position(obs), _world_source(obs, pool), random.Random(1), 4000, 0.5)
    assert sum(v for v, _ in cut.values()) < sum(v for v, _ in full.values())
    assert sum(v for v, _ in cut.values()) <= 128  # stopped at one of the first checks

    monkeypatch.undo()
    obs = next(o for o, lg in positions("lino", {"bonus": "off"}, 30)
               if type(lg[0]).__name__ == "Place")
    searcher = Searcher(200000, 0.5)
    searcher.best_move(position(obs))
    full_nodes = searcher.nodes
    monkeypatch.setattr(time, "process_time", racing(0.3))
    searcher = Searcher(200000, 0.5)
    searcher.best_move(position(obs))
    assert searcher.nodes < full_nodes
