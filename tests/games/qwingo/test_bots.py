"""Qwingo's computer players: legal, deterministic, and playing the way the AI notes say."""

from __future__ import annotations

import random

from bingolino_app.core.game import CHANCE
from bingolino_app.games.qwingo import rules, strategy
from bingolino_app.games.qwingo.bots import BOTS, PlannerBot
from bingolino_app.games.qwingo.state import (
    DEFAULT_LAYOUT, Call, Enter, QwingoState, Roll, Setup, Starter, valid_layout,
)


def playing(n=1) -> QwingoState:
    state = QwingoState(n, {})
    state.apply(Starter(0), CHANCE)
    for p in range(n):
        state.apply(Setup(DEFAULT_LAYOUT), p)
    return state


def play(levels, seed: int) -> QwingoState:
    state = QwingoState(len(levels), {})
    bots = [BOTS[level]() for level in levels]
    rng = random.Random(seed)
    while not state.is_terminal():
        decision = state.decision()
        if decision.is_chance:
            state.apply(state.sample_chance(rng), CHANCE)
            continue
        p = decision.players[0]
        action = bots[p].choose(state.observation(p), state.legal_actions(p),
                                random.Random(rng.random()))
        state.apply(action, p)
    return state


def test_the_race_value_of_a_fresh_sheet_is_the_floor_of_the_rules_file():
    assert abs(strategy.expected_turns((11,) * 5) - 28.43) < 0.005
    assert strategy.expected_turns((0, 5, 5, 5, 5)) == 0.0
    assert strategy.expected_turns((strategy.DEAD,) * 5) == strategy.NEVER


def test_every_level_sets_up_validly():
    state = QwingoState(1, {})
    state.apply(Starter(0), CHANCE)
    for level, factory in BOTS.items():
        action = factory().choose(state.observation(0), state.legal_actions(0), random.Random(3))
        assert isinstance(action, Setup) and valid_layout(action.layout), level


def test_strong_solo_calls_a_number_every_column_takes():
    state = playing(1)
    bot = PlannerBot()
    for _ in range(15):  # fifteen turns of its own play: every call fits all five columns
        call = bot.choose(state.observation(0), state.legal_actions(0), random.Random(1))
        assert all(rules.legal_boxes(col, call.number) for col in state.sheets[0])
        state.apply(call, 0)
        state.apply(Roll(_ % 6), CHANCE)
        entry = bot.choose(state.observation(0), state.legal_actions(0), random.Random(1))
        assert not state.is_risky(0, entry)
        state.apply(entry, 0)
    assert all(rules.completable(c) for c in state.sheets[0])


def test_a_lightning_goes_to_the_fullest_column():
    state = playing(1)
    state.sheets[0][3] = [5, 12, 20, 28, 37, 0, 0, 0, 0, 0, 0, 0]
    state.apply(Call(60), 0)
    state.apply(Roll(rules.LIGHTNING), CHANCE)
    entry = PlannerBot().choose(state.observation(0), state.legal_actions(0), random.Random(1))
    assert isinstance(entry, Enter) and entry.column == 3


def test_strong_avoids_a_box_that_kills_the_column():
    state = playing(1)
    state.apply(Call(19), 0)
    state.apply(Roll(1), CHANCE)  # column 1 holds 20 in box 2: 19 must go to box 1
    entry = PlannerBot().choose(state.observation(0), state.legal_actions(0), random.Random(1))
    assert entry == Enter(1, 1)


def test_strong_calls_what_the_rival_cannot_write():
    state = playing(2)
    bot = PlannerBot()
    me, rival = state.sheets[0], state.sheets[1]
    for c in range(rules.COLUMNS):  # the rival's columns are all crowded around 40-60
        rival[c][:] = [0, 0, 0, 0, 0, 40 + c, 41 + c, 60, 0, 0, 0, 0]
        me[c][:] = [0] * rules.BOXES
        me[c][5] = 50 + c
    call = bot.choose(state.observation(0), state.legal_actions(0), random.Random(1))
    assert isinstance(call, Call)
    assert not any(rules.legal_boxes(col, call.number) for col in rival)


def test_levels_are_ordered_in_a_small_match():
    wins = {"strong": 0.0, "random": 0.0}
    for seed in range(12):
        levels = ["strong", "random"] if seed % 2 else ["random", "strong"]
        state = play(levels, seed)
        for w in state.winners():
            wins[levels[w]] += 1 / len(state.winners())
    assert wins["strong"] >= 10


def test_strong_solo_stays_near_the_floor():
    turns = [play(["strong"], seed).turn for seed in range(16)]
    assert sum(turns) / len(turns) < 32  # the floor is 28.43 (sd about 5 per game)


def test_strong_players_together_still_race():
    """Blocking the others must never beat making progress: five strong players once
    stalled each other until the turn limit."""
    state = play(["strong"] * 5, 4)
    assert not state.stalemate and state.turn < 60


def test_completing_a_setup_keeps_what_the_player_placed():
    kept = {3: (10, 11), 0: (50, 0)}
    for seed in range(20):
        layout = PlannerBot.complete_setup(kept, random.Random(seed))
        assert valid_layout(layout)
        assert layout[3] == (10, 11) and layout[0] == (50, 0)
        profile = dict(DEFAULT_LAYOUT)
        assert all(layout[c][1] == profile[layout[c][0]] for c in (1, 2, 4))
    layouts = {PlannerBot.complete_setup(kept, random.Random(s)) for s in range(20)}
    assert len(layouts) > 1  # another press offers another arrangement
    everything = dict(enumerate(DEFAULT_LAYOUT))
    assert PlannerBot.complete_setup(everything, random.Random(0)) == DEFAULT_LAYOUT
