"""The promises every game makes to the core, checked by seeded random playouts.

Parametrized over registry.playable_games(), so a new game is covered as soon as it registers.
A game may offer ``hidden_variants(state, player, rng)`` in ``bingolino_app.games.<id>.hidden``:
states that differ only in what ``player`` cannot see; his observation must not tell them apart.
"""

from __future__ import annotations

import importlib
import json
import random
import re

import attrs
import pytest

from bingolino_app.core import registry, saves
from bingolino_app.core.bots import bot_seed, choose_move, is_legal_choice
from bingolino_app.core.game import CHANCE, IllegalAction
from bingolino_app.core.session import Seat, Session

GAMES = registry.playable_games()
GAME_IDS = [g.spec.id for g in GAMES]
PLAYOUTS = 200
STEP_CAP = 20_000  # far above any real game: hitting it means the game does not end
KEY = re.compile(r"^[a-z0-9_]+(\.[a-z0-9_]+)+$")  # message keys, never sentences
# Levels whose moves cost real time (searches) play fewer games, and decide only every
# PROBE_EVERY-th decision (random play in between), so every phase is still probed.
GAMES_PER_LEVEL = {"normal": 2, "strong": 2, "strong_v1": 2, "strong_v2": 1, "expert": 1,
                   "cheater": 1}
PROBE_EVERY = {"normal": 3, "strong": 6, "strong_v1": 6, "strong_v2": 6, "expert": 6,
               "cheater": 6}
# The search levels play here at small budgets: the same code (legality does not depend on how
# long it searches), and in the pure Python build their CPU guards would bind (expert's at
# seconds a decision, strong's at one to three), and a guard that binds is not deterministic.
# At full budget they cost 95 % of these tests' time (a minute or two of CPU a game); the
# golden decisions (tests/games/test_golden.py) play strong at its full budget.
SMALL = {("domino_bingo", "strong"): "strong(iterations=3600)",
         ("domino_bingo", "expert"): "expert(iterations=3000)",
         ("domino_bingo", "cheater"): "cheater(iterations=3600)",
         ("domino_bingo", "strong_v2"): "strong_v2(iterations=3000)",
         ("lino", "strong"): "strong(nodes=20000)",
         ("lino", "expert"): "expert(nodes=20000)",
         ("lino", "strong_v2"): "strong_v2(nodes=20000)",
         ("lino", "strong_v1"): "strong_v1(nodes=2000)"}


def _levels(game_id: str, entry) -> list[str]:
    return [SMALL.get((game_id, level), level) for level in entry.bots]


def _random_options(spec, rng: random.Random) -> dict:
    return {o.key: rng.choice(o.choices)[0] for o in spec.options if o.choices}


def _new_session(entry, n: int, seed: int, level: str = "random") -> Session:
    """A session with ``n`` computer seats; random options where this player count allows."""
    rng = random.Random(seed)
    options = _random_options(entry.spec, rng)
    seats = [Seat(f"P{i + 1}", "computer", level) for i in range(n)]
    try:
        return Session(entry.spec.id, seats, options, seed)
    except IllegalAction:
        return Session(entry.spec.id, seats, {}, seed)


def _player_counts(spec) -> list[int]:
    return list(range(spec.min_players, spec.max_players + 1))


def _check_events(events) -> None:
    for event in events:
        assert KEY.match(event.key), event.key
        json.dumps(event.args)  # plain data, so the log and saves can hold it


def _check_reload(session: Session) -> None:
    data = json.loads(saves.dumps(session))
    again = saves.from_dict(data)
    assert again.state.snapshot() == session.state.snapshot()
    assert again.state.decision() == session.state.decision()
    assert again.actions == session.actions
    for p in range(len(session.seats)):
        assert again.state.legal_actions(p) == session.state.legal_actions(p)


def _check_all_legal_apply(session: Session, player: int, legal) -> None:
    for action in legal:
        session.state.clone().apply(action, player)  # must not raise


def _step(session: Session, rng: random.Random, level: str, index: int) -> None:
    pending = session.pending_players()
    assert pending, "a non-final, non-chance state must name who decides"
    player = pending[rng.randrange(len(pending))]
    legal = session.state.legal_actions(player)
    assert legal, f"player {player} must decide but has no legal action"
    obs = session.state.observation(player)
    action = choose_move(session.game_id, level, obs, legal, bot_seed(session.seed, index, player))
    assert is_legal_choice(action, legal)
    _check_events(session.apply(player, action))  # and the rules accept it


def _play(session: Session, seed: int, level: str = "random", *, reload_every: int = 0,
          try_all: bool = False, move_cap: int | None = None, probe_every: int = 1) -> int:
    rng = random.Random(seed)
    steps = 0
    while not session.state.is_terminal():
        if move_cap is not None and steps >= move_cap:
            return steps
        if steps >= STEP_CAP:
            pytest.fail(f"seed {seed}: no end after {STEP_CAP} decisions")
        if try_all:
            for p in session.pending_players():
                _check_all_legal_apply(session, p, session.state.legal_actions(p))
        if reload_every and steps % reload_every == reload_every - 1:
            _check_reload(session)
        _step(session, rng, level if steps % probe_every == 0 else "random", steps)
        steps += 1
    return steps


def _check_end(session: Session) -> None:
    state = session.state
    n = len(session.seats)
    assert state.decision().is_end
    winners = state.winners()
    assert winners and set(winners) <= set(range(n))
    assert len(state.scores()) == n
    assert session.pending_players() == ()
    for p in range(n):
        assert state.legal_actions(p) == []
    with pytest.raises(IllegalAction):
        state.clone().apply(session.actions[-1][1], session.actions[-1][0])


def _slow_for(*slow: str) -> list:
    """The games, those named marked slow: their hundreds of seeded games (or their search
    levels' decisions) take seconds to tens of seconds, left out of the fast tier."""
    return [pytest.param(g, marks=pytest.mark.slow) if g in slow else g for g in GAME_IDS]


@pytest.mark.slow  # hundreds of seeded whole games per game
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_random_playouts_end_and_survive_reload(game_id):
    entry = registry.game(game_id)
    counts = _player_counts(entry.spec)
    for i in range(PLAYOUTS):
        seed = 1000 + i
        session = _new_session(entry, counts[i % len(counts)], seed)
        deep = i < 10  # the expensive checks on a twentieth of the games
        _play(session, seed, reload_every=23 if deep else 0, try_all=deep)
        _check_end(session)
        if i % 10 == 0:
            _check_reload(session)  # a finished game reloads as finished


@pytest.mark.parametrize("game_id", _slow_for("lino", "domino_bingo"))
def test_every_bot_level_returns_legal_actions(game_id):
    entry = registry.game(game_id)
    counts = _player_counts(entry.spec)
    for level in _levels(game_id, entry):
        name = level.partition("(")[0]
        for i in range(GAMES_PER_LEVEL.get(name, 10)):
            seed = 5000 + i
            session = _new_session(entry, counts[-1 - i % len(counts)], seed, level)
            # cheap bots must also bring the game to its end on their own
            _play(session, seed, level, probe_every=PROBE_EVERY.get(name, 1))
            _check_end(session)


@pytest.mark.parametrize("game_id", _slow_for("lino"))  # Lino's levels: seconds a decision
def test_bots_are_deterministic(game_id):
    entry = registry.game(game_id)
    session = _new_session(entry, entry.spec.max_players, 77)
    _play(session, 77, move_cap=40)
    for player in session.pending_players():
        obs = session.state.observation(player)
        legal = session.state.legal_actions(player)
        for level in _levels(game_id, entry):
            first = choose_move(game_id, level, obs, legal, 12345)
            assert choose_move(game_id, level, obs, legal, 12345) == first


def _hidden_variants(game_id: str):
    try:
        module = importlib.import_module(f"bingolino_app.games.{game_id}.hidden")
    except ModuleNotFoundError:
        pytest.skip(f"{game_id} offers no hidden_variants")
    return module.hidden_variants


def _keys(value) -> set[str]:
    if isinstance(value, dict):
        return set(value) | {k for v in value.values() for k in _keys(v)}
    if isinstance(value, (list, tuple)):
        return {k for v in value for k in _keys(v)}
    return set()


def _as_data(obs):
    return attrs.asdict(obs) if attrs.has(type(obs)) else obs


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_observations_hide_what_the_player_cannot_see(game_id):
    hidden_variants = _hidden_variants(game_id)
    entry = registry.game(game_id)
    counts = _player_counts(entry.spec)
    for i in range(12):
        seed = 9000 + i
        session = _new_session(entry, counts[i % len(counts)], seed)
        rng = random.Random(seed)
        steps = 0
        while True:
            state = session.state
            if steps % 7 == 0 or state.is_terminal():
                for player in range(len(session.seats)):
                    obs = state.observation(player)
                    assert "bag" not in _keys(_as_data(obs))
                    variants = hidden_variants(state, player, random.Random(steps))
                    assert variants, "a variant list must hold at least one state"
                    for other in variants:
                        assert other.observation(player) == obs
                        assert other.legal_actions(player) == state.legal_actions(player)
            if state.is_terminal():
                break
            _step(session, rng, "random", steps)
            steps += 1


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_hidden_variants_really_differ(game_id):
    """Guards the test above against variants that are mere copies."""
    hidden_variants = _hidden_variants(game_id)
    entry = registry.game(game_id)
    session = _new_session(entry, entry.spec.max_players, 3)
    rng = random.Random(3)
    for index in range(STEP_CAP):  # somewhere in a game, something is hidden from player 0
        snapshot = session.state.snapshot()
        if any(v.snapshot() != snapshot for v in hidden_variants(session.state, 0, rng)):
            return
        if session.state.is_terminal():
            break
        _step(session, rng, "random", index)
    pytest.fail("hidden_variants never changed anything")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_same_seed_and_actions_give_the_same_state(game_id):
    entry = registry.game(game_id)
    n = entry.spec.max_players
    session = _new_session(entry, n, 42)
    _play(session, 42, move_cap=200)
    again = entry.new_state(n, session.options)
    for player, action in session.actions:
        again.apply(action, player)
    assert again.snapshot() == session.state.snapshot()
    replayed = Session.replay(game_id, session.seats, session.options, session.seed,
                              session.actions)
    assert replayed.state.snapshot() == session.state.snapshot()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_same_seed_deals_the_same(game_id):
    entry = registry.game(game_id)
    n = entry.spec.max_players
    first = [_new_session(entry, n, seed).actions for seed in (7, 7, 8, 9, 10, 11)]
    assert first[0] == first[1]
    assert first[0] and first[0][0][0] == CHANCE
    assert any(other != first[0] for other in first[2:])  # the seed matters
