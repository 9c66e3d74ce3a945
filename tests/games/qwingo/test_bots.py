"""Qwingo's computer players: legal, deterministic, and playing the way the AI notes say."""

from __future__ import annotations

import random

import pytest

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


# --- issue 13: the solo plan, the tie-break, configured levels -------------------------------
def test_solo_strong_enters_every_roll_and_sends_the_lightning_to_the_fullest_column():
    """The ascending plan (AI.md: every number can be placed): all start numbers on top, each
    call one above the highest entry, so every roll brings an entry, and the game lasts
    exactly as long as the faces allow (the floor of the rules file)."""
    bot, rng = BOTS["strong"](), random.Random(5)
    for seed in range(6):
        state = QwingoState(1, {})
        state.apply(Starter(0), CHANCE)
        setup = bot.choose(state.observation(0), state.legal_actions(0), random.Random(seed))
        assert all(box == 0 for _, box in setup.layout)
        state.apply(setup, 0)
        faces = []
        while not state.is_terminal():
            state.apply(bot.choose(state.observation(0), state.legal_actions(0), rng), 0)
            before = [rules.filled(c) for c in state.sheets[0]]
            face = rng.randrange(rules.FACES)
            faces.append(face)
            state.apply(Roll(face), CHANCE)
            assert state.phase == "enter", "every call fits the rolled column"
            entry = bot.choose(state.observation(0), state.legal_actions(0), rng)
            assert not state.is_risky(0, entry)
            if face == rules.LIGHTNING:
                assert before[entry.column] == max(before)
            else:
                assert entry.column == face
            state.apply(entry, 0)
        assert state.turn == len(faces) == _turns_if_every_roll_enters(faces)


def _turns_if_every_roll_enters(faces) -> int:
    filled = [1] * rules.COLUMNS
    for turn, face in enumerate(faces, 1):
        column = face if face != rules.LIGHTNING else min(
            range(rules.COLUMNS), key=lambda c: (-filled[c], strategy.TIE_RANK[c]))
        filled[column] += 1
        if filled[column] == rules.BOXES:
            return turn
    return -1


def test_the_solo_plan_falls_back_on_a_sheet_it_did_not_set_up():
    state = playing(1)  # the even profile, not the plan: the planner's calls still fit
    call = BOTS["strong"]().choose(state.observation(0), state.legal_actions(0), random.Random(1))
    assert all(rules.legal_boxes(col, call.number) for col in state.sheets[0])
    assert strategy.ascending_call(state.observation(0).sheets[0]) is None


def _duel(mine, theirs) -> QwingoState:
    """A two-player state at player 0's call with these sheets (column lists)."""
    state = playing(2)
    for c in range(rules.COLUMNS):
        state.sheets[0][c][:] = mine[c]
        state.sheets[1][c][:] = theirs[c]
    return state


def _top(*values):
    return list(values) + [0] * (rules.BOXES - len(values))


def test_a_lightning_between_equally_full_columns_goes_where_the_tie_break_counts():
    sheet = [_top(1, 2, 3, 4), _top(10), _top(5, 20, 30, 40), _top(30), _top(40)]
    state = _duel(sheet, sheet)
    state.apply(Call(60), 0)
    state.apply(Roll(rules.LIGHTNING), CHANCE)
    legal = state.legal_actions(0)
    assert BOTS["strong_v1"]().choose(state.observation(0), legal, random.Random(1)).column == 0
    assert BOTS["normal"]().choose(state.observation(0), legal, random.Random(1)).column == 2
    # strong weighs the tie-break more: a lead in its first column (the 2nd) is worth more
    assert BOTS["strong"]().choose(state.observation(0), legal, random.Random(1)).column == 1


def test_strong_calls_what_misses_the_rival_in_a_tie_break_column():
    """Numbers 41-59 miss the rival's first column, 71-100 his second: alike for the race,
    but only the second column counts in the tie-break, which mostly decides two-player
    games (both players fill a column on the same roll)."""
    free = _top(10)
    mine = [_top(1, 2), _top(1, 2), free, free, free]
    theirs = [_top(40, 60), [0] * 10 + [70, 90], free, free, free]
    state = _duel(mine, theirs)
    obs, legal = state.observation(0), state.legal_actions(0)
    old = BOTS["strong_v1"]().choose(obs, legal, random.Random(1)).number
    new = BOTS["strong"]().choose(obs, legal, random.Random(1)).number
    assert not rules.legal_boxes(theirs[0], old)  # the old strong: the first such number
    assert rules.legal_boxes(mine[1], new) and not rules.legal_boxes(theirs[1], new)


def test_tie_standing_reads_the_columns_in_tie_break_order():
    assert strategy.tie_standing((3, 0, 0, 0), (2, 9, 9, 9)) > 0
    assert strategy.tie_standing((2, 9, 9, 9), (3, 0, 0, 0)) < 0
    assert strategy.tie_standing((2, 2, 2, 2), (2, 2, 2, 2)) == 0.0
    # A later column counts less, a lead of two more than a lead of one.
    assert 0 < strategy.tie_standing((2, 3), (2, 2)) < strategy.tie_standing((3, 2), (2, 2))
    assert strategy.tie_standing((4, 2), (2, 2)) > strategy.tie_standing((3, 2), (2, 2))


CONFIGURED = sorted(BOTS) + ["strong(tiebreak=2.0, prefer_tie=False)", "normal(rivalry=0.3)"]


@pytest.mark.parametrize("level", CONFIGURED)
@pytest.mark.parametrize("players", [1, 2, 3])
def test_every_level_is_deterministic_and_legal(level, players):
    from bingolino_app.core.bots import bot_seed, choose_move, is_legal_choice
    from bingolino_app.core.session import Seat, Session

    session = Session("qwingo", [Seat(str(i), "computer", level) for i in range(players)],
                      {}, 17 + players)
    while not session.state.is_terminal():
        player = session.pending_players()[0]
        obs, legal = session.state.observation(player), session.state.legal_actions(player)
        seed = bot_seed(session.seed, len(session.history), player)
        move = choose_move("qwingo", level, obs, legal, seed)
        assert move == choose_move("qwingo", level, obs, legal, seed)
        assert is_legal_choice(move, legal)
        session.apply(player, move)
