"""The fast deal engine: its inline rules agree with the real state, and its relabelling."""

from __future__ import annotations

import random

import pytest

from bingolino_app.core.session import Seat, Session
from bingolino_app.games.domino_bingo import exact, fast, rules
from bingolino_app.games.domino_bingo.bots import _position
from bingolino_app.games.domino_bingo.rules import VALUE, stone_id
from bingolino_app.games.domino_bingo.search import match_reward
from bingolino_app.games.domino_bingo.sim import Sim
from bingolino_app.games.domino_bingo.state import Close, Play, deal_awards


def test_labels_order_stones_cheapest_first_and_round_trip():
    for t in range(7):
        tb = fast.TABLES[t]
        values = [VALUE[t][i] for i in tb.order]
        assert values == sorted(values)
        for mask in (0, 1, 0b1011, rules.ALL, 1 << 27 | 1 << 3):
            assert tb.to_ids(tb.to_labels(mask)) == mask


@pytest.mark.parametrize("variant", ["russian", "english"])
def test_the_follow_tables_agree_with_the_rules(variant):
    rng = random.Random(7)
    ru = variant == "russian"
    for _ in range(400):
        t = rng.randrange(7)
        tb = fast.TABLES[t]
        hand = rules.mask_of(rng.sample(range(28), rng.randrange(1, 8)))
        led = rng.randrange(28)
        expected = rules.follow_mask(hand, led, t, ru)
        assert tb.to_ids(tb.follow(tb.to_labels(hand), tb.label[led], ru)) == expected


def _positions(variant: str, count: int):
    """True states at random points of random matches, with the player to move."""
    for seed in range(count):
        rng = random.Random(seed)
        session = Session("domino_bingo", [Seat("A", "computer"), Seat("B", "computer")],
                          {"variant": variant}, seed)
        for _ in range(rng.randrange(0, 40)):
            state = session.state
            if state.is_terminal():
                break
            session.apply(state.to_move, rng.choice(state.legal_actions(state.to_move)))
        if not session.state.is_terminal():
            yield seed, session.state


def _replay(state, moves, order):
    """Play the engine's moves on a copy of the real state until the deal ends."""
    state = state.clone()
    deal = state.deal_no
    for move in moves:
        p = state.to_move
        if move == fast.CLOSE:
            action = Close()
        else:
            stone = rules.STONES[order[move]]
            declare = Play(stone, True) in state.legal_actions(p)
            action = Play(stone, declare)
        assert action in state.legal_actions(p)
        state.apply(action, p)
        if state.deal_no != deal or state.is_terminal() or state.phase != "play":
            break
    return state


@pytest.mark.parametrize("variant, common", [("russian", 0), ("english", 0), ("russian", 8),
                                             ("english", 8)])
def test_every_simulated_deal_replays_on_the_real_state(variant, common):
    """The engine's tree moves and play-outs follow the rules: each traced deal, replayed on
    the real state with the true hidden stones, ends with the same points, tricks and big
    points."""
    checked = 0
    for seed, state in _positions(variant, 30):
        p = state.to_move
        obs = state.observation(p)
        tb = fast.TABLES[state.trump]
        opp = tb.to_labels(rules.mask_of(stone_id(s) for s in state.hands[1 - p]))
        stock = [tb.label[stone_id(s)] for s in state.stock]
        trace: list = []
        fast.ismcts(_position(obs), lambda rng: (opp, stock), random.Random(seed), 25, 60.0,
                    trace=trace, common=common)
        assert trace
        for _, _, moves, pts, tk, big, over in trace:
            end = _replay(state, moves, tb.order)
            record = end.records[-1]
            assert tuple(record["points"]) == pts and tuple(record["tricks"]) == tk
            if over:
                assert end.is_terminal() and tuple(end.big) == big
            else:
                closer = -1 if end.closed_by is None else end.closed_by
                awarded = list(big)
                for who, n, _, _ in deal_awards(variant, pts, tk, record["first70"], None
                                                if closer < 0 else closer, end.closed_at):
                    awarded[who] += n
                assert tuple(end.big) == tuple(awarded)
            checked += 1
    assert checked > 300


def _minimax(sim, me: int) -> float:
    """Plain minimax on the reference simulator (draws and closing included)."""
    if sim.done:
        value = match_reward(sim)
        return value if me == 0 else 1.0 - value
    values = []
    for move in sim.legal():
        child = sim.copy()
        child.step(move)
        values.append(_minimax(child, me))
    return max(values) if sim.to_move == me else min(values)


@pytest.mark.parametrize("variant", ["russian", "english"])
@pytest.mark.parametrize("stock", [0, 2])
def test_the_exact_solver_agrees_with_plain_minimax(variant, stock):
    """exact.solve on labels gives every root move the value plain minimax gives it on the
    reference simulator: with a closed stock, and with the last two stones still to draw (the
    seventh trick: drawing, closing, following only once the stock is gone)."""
    for seed in range(10):
        rng = random.Random(seed)
        ids = list(range(28))
        rng.shuffle(ids)
        n = 3
        t = rules.trump_of(ids[-1])
        tb = fast.TABLES[t]
        hands = [rules.mask_of(ids[:n]), rules.mask_of(ids[n:2 * n])]
        pile = ids[2 * n:2 * n + stock]
        closed = -1 if stock else seed % 2
        big = [rng.randrange(7), rng.randrange(7)]
        pts = [rng.randrange(0, 70), rng.randrange(0, 60)]
        tk = [rng.randrange(3), rng.randrange(3)]
        mover = seed % 2
        sim = Sim(variant, 7, t, hands, pile, 0, closed, (1, 1), mover, -1, pts, tk, -1, 0,
                  big)
        pos = fast.Position(variant, 7, t, mover, tb.to_labels(hands[mover]), closed, (1, 1),
                            mover, -1, pts, tk, -1, 0, big, stock)
        values = exact.solve(pos, tb.to_labels(hands[0]), tb.to_labels(hands[1]),
                             [tb.label[i] for i in pile])
        assert {m if m == fast.CLOSE else tb.order[m] for m in values} == set(sim.legal())
        for move, value in values.items():
            child = sim.copy()
            child.step(move if move == fast.CLOSE else tb.order[move])
            assert value == pytest.approx(_minimax(child, 0)), (seed, move)


@pytest.mark.parametrize("variant", ["russian", "english"])
def test_worlds_sharing_the_table_of_spent_positions_agree_with_plain_minimax(variant):
    """The seventh trick solved world by world (each unknown stone in turn the last one to
    draw, the opponent holding the rest) with one shared table for the positions after the
    draws: every world's values are still plain minimax's."""
    for seed in range(4):
        rng = random.Random(100 + seed)
        ids = list(range(28))
        rng.shuffle(ids)
        n = 3
        turned = ids[-1]
        t = rules.trump_of(turned)
        tb = fast.TABLES[t]
        mine, unknown = ids[:n], ids[n:2 * n + 1]
        mover = seed % 2
        pts, tk, big = [rng.randrange(0, 70), rng.randrange(0, 60)], [1, 2], [1, 3]
        drawn: dict = {}
        for stone in unknown:
            opp = [i for i in unknown if i != stone]
            hands = [rules.mask_of(mine), rules.mask_of(opp)]
            pile = [stone, turned]
            sim = Sim(variant, 7, t, hands, pile, 0, -1, (1, 1), mover, -1, pts, tk, -1, 0,
                      big)
            pos = fast.Position(variant, 7, t, mover, tb.to_labels(hands[mover]), -1, (1, 1),
                                mover, -1, pts, tk, -1, 0, big, 2)
            values = exact.solve(pos, tb.to_labels(hands[0]), tb.to_labels(hands[1]),
                                 [tb.label[i] for i in pile], drawn=drawn)
            for move, value in values.items():
                child = sim.copy()
                child.step(move if move == fast.CLOSE else tb.order[move])
                assert value == pytest.approx(_minimax(child, 0)), (seed, stone, move)
        assert drawn  # the shared table was used
