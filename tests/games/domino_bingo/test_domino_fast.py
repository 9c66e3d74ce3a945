"""The fast deal engine: its inline rules agree with the real state, and its relabelling."""

from __future__ import annotations

import random

import pytest

from bingolino_app.games.domino_bingo import exact, fast, rules
from bingolino_app.games.domino_bingo.bots import _position
from bingolino_app.games.domino_bingo.rules import VALUE, stone_id
from bingolino_app.games.domino_bingo.search import match_reward
from bingolino_app.games.domino_bingo.sim import Sim, match_value
from bingolino_app.games.domino_bingo.state import Close, Play, deal_awards

from domino_helpers import (
    S, bound_reuse, endgame_sim, exactly_70, fast_position, hard_endgames, mirrored,
    random_positions, shutout_threat, six_doubles_and_bingo,
)


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


def test_tables_built_afresh_follow_the_rules():
    """fast.Tables(t) built now (the module's TABLES are built once, at import): labels order
    the stones cheapest first, plain before trump at equal value, then weakest (a trump's
    strength, else its pips' ranks); and every table agrees with the rules module: values,
    trumps, doubles, the bingo, the trump double, who wins a trick, and following."""
    rng = random.Random(11)
    for t in range(7):
        tb = fast.Tables(t)
        assert tb.t == t

        def power(i):
            if rules.is_trump(i, t):
                return rules.trump_strength(i, t)
            return sum(rules.rank(x) for x in rules.STONES[i])

        assert list(tb.order) == sorted(range(28), key=lambda i: (VALUE[t][i],
                                                                 rules.is_trump(i, t),
                                                                 power(i), i))
        assert [tb.order[tb.label[i]] for i in range(28)] == list(range(28))
        assert list(tb.value) == [VALUE[t][i] for i in tb.order]
        assert tb.to_ids(tb.trumps) == rules.TRUMP_MASK[t]
        assert tb.to_ids(tb.doubles) == rules.DOUBLE_MASK
        assert tb.order[tb.bingo] == rules.BINGO
        assert rules.STONES[tb.order[tb.trump_double]] == (t, t)
        for k in range(28):
            assert tb.to_ids(tb.beats[k]) == rules.mask_of(
                j for j in range(28) if rules.FOLLOWER_WINS[t][tb.order[k]][j])
        for ru in (False, True):
            for _ in range(150):
                hand = rules.mask_of(rng.sample(range(28), rng.randrange(1, 8)))
                led = rng.randrange(28)
                assert tb.to_ids(tb.follow(tb.to_labels(hand), tb.label[led], ru)) == \
                    rules.follow_mask(hand, led, t, ru)


def test_popcount_counts_the_set_bits_of_any_mask_below_2_to_the_32():
    rng = random.Random(5)
    for x in [0, 1, 0xFFFFFFFF, 0x80000000, 0x55555555, 0xAAAAAAAA, 1 << 28 | 1 << 3] + \
            [rng.randrange(1 << 32) for _ in range(300)]:
        assert fast.popcount(x) == bin(x).count("1")


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
    for seed, state in random_positions(variant, 30):
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



def _exact_solve(sim: Sim, best_only: bool = False) -> dict[int, float]:
    """exact.solve on a simulator position (labels in, stone ids and CLOSE out)."""
    tb = fast.TABLES[sim.t]
    values = exact.solve(fast_position(sim), tb.to_labels(sim.h[0]), tb.to_labels(sim.h[1]),
                         [tb.label[i] for i in sim.stock[sim.pos:]], best_only=best_only)
    return {m if m == fast.CLOSE else tb.order[m]: v for m, v in values.items()}


def _agrees_with_minimax(sim: Sim) -> None:
    """Every move's exact value is plain minimax's; with best_only the best is exact and no
    other move's bound beats it."""
    truth = {}
    for move in sim.legal():
        child = sim.copy()
        child.step(move)
        truth[move] = _minimax(child, 0)
    assert _exact_solve(sim) == pytest.approx(truth)
    pick = max if sim.to_move == 0 else min
    best = pick(truth.values())
    bounds = _exact_solve(sim, best_only=True)
    assert pick(bounds.values()) == pytest.approx(best)
    for move, value in bounds.items():
        assert value == pytest.approx(truth[move]) or \
            (value <= best + 1e-12 if sim.to_move == 0 else value >= best - 1e-12)


def test_the_exact_solver_tells_a_player_without_a_trick_from_one_with_tricks():
    """Player 0 has no trick yet and loses three big points by a shutout if player 1 leads
    5-5 (shutout_threat); the table keys positions by whether each player has a trick, and
    several orders of the tricks reach the same hands and points with and without one.
    Both seats."""
    sim = shutout_threat()
    assert _exact_solve(sim)[stone_id(S("5-5"))] == pytest.approx(0.95 * match_value(1, 3, 7))
    for position in (sim, mirrored(sim)):
        _agrees_with_minimax(position)


def _trickless_endgame(seed: int) -> Sim:
    """A closed stock, four or five stones each: one player has neither a trick nor a point,
    the other, who closed, has 30 to 68 points and one to three tricks."""
    rng = random.Random(seed)
    ids = list(range(28))
    rng.shuffle(ids)
    n = rng.choice([4, 5])
    variant = rng.choice(["russian", "english"])
    trickless = rng.randrange(2)
    hands = [rules.mask_of(ids[:n]), rules.mask_of(ids[n:2 * n])]
    pts, tk = [0, 0], [0, 0]
    pts[1 - trickless] = rng.randrange(30, 69)
    tk[1 - trickless] = rng.choice([1, 2, 3])
    mover = rng.randrange(2)
    big = [rng.randrange(7), rng.randrange(7)]
    return Sim(variant, 7, rules.trump_of(ids[-1]), hands, [], 0, 1 - trickless, (1, 1), mover,
               -1, pts, tk, -1, 0, big)


# Found by searching such endgames for those where a table keyed without the trick flags
# (or with "more than one trick") gives another value: player 0 trickless in 226, 245 and
# 270, player 1 in 361 and 689.
@pytest.mark.parametrize("seed", [226, 245, 270, 361, 689])
def test_a_trick_worth_nothing_still_saves_a_player_from_the_shutout(seed):
    """Two orders of the same tricks reach the same hands and points, but in one the player
    without a trick took a trick worth nothing (a shutout no more: 2 big points, not 3) and
    in the other he did not. The solver's table must keep the two apart: every move's value
    is plain minimax's."""
    sim = _trickless_endgame(seed)
    assert 0 in sim.tk and sim.pts[sim.tk.index(0)] == 0
    _agrees_with_minimax(sim)


def test_the_exact_solver_reads_its_table_s_bounds_the_right_way_round():
    """Five stones each: the table is read back with other windows than a value was stored
    with ("at most v" is not "at least v"). Both seats, full and best_only."""
    sim = bound_reuse()
    for position in (sim, mirrored(sim)):
        _agrees_with_minimax(position)


def test_the_exact_solver_keeps_bounds_and_windows_the_right_way_round():
    """In each of these endgames every move's value is plain minimax's, and with best_only
    the best is exact and no bound beats it: a table entry known only as "at most v" is
    never read as "at least v" or as exact, and the root's narrowed window is the mover's
    (above the best so far for player 0, below it for player 1)."""
    for sim in hard_endgames():
        _agrees_with_minimax(sim)


def test_the_exact_solver_follows_and_closes_by_the_rules_after_the_cheapest_stone_led():
    """Under trump 0 the cheapest stone, 2-1, has label 0; led, it binds the follower like
    any other once the stock is spent (only 5-2 follows), and while stones can still be drawn
    an English follower may play either stone but not close."""
    spent = endgame_sim("russian", 0, "5-2 6-4", "3-3", 0, "2-1", (20, 30), (2, 2), (1, 1))
    assert spent.legal() == [stone_id(S("5-2"))]
    hands = [rules.mask_of(stone_id(S(s)) for s in ("5-2", "6-4")), 1 << stone_id(S("3-3"))]
    open_stock = Sim("english", 7, 0, hands, [stone_id(S("4-4")), stone_id(S("6-0"))], 0, -1,
                     (0, 0), 0, stone_id(S("2-1")), [20, 30], [2, 2], -1, 0, [1, 1])
    assert sorted(open_stock.legal()) == sorted([stone_id(S("5-2")), stone_id(S("6-4"))])
    for sim in (spent, open_stock, mirrored(spent), mirrored(open_stock)):
        _agrees_with_minimax(sim)


def test_the_exact_solver_gives_a_big_point_for_the_bingo_s_catch_except_under_trump_0():
    """The last trick: the trump double led, the bingo 0-0 takes it, a big point (trump 1),
    which ends the match at 6 to 6 and only leads at 2 to 2 (the deal's awards still come).
    Under trump 0 the bingo is the trump double itself: 0-0 led and taking 6-0 is no catch.
    Both seats; the values are the simulator's."""
    cases = [(1, "1-1", "0-0", (6, 6), True), (1, "1-1", "0-0", (2, 2), False),
             (0, "0-0", "6-0", (6, 6), False)]
    for t, led, answer, big, over in cases:
        base = endgame_sim("english", t, led, answer, 0, "", (30, 30), (2, 2), big)
        for sim in (base, mirrored(base)):
            child = sim.copy()
            child.step(stone_id(S(led)))
            child.step(stone_id(S(answer)))
            assert child.over == over and sum(child.big) == sum(big) + (t != 0)
            assert _exact_solve(sim) == {stone_id(S(led)): pytest.approx(match_reward(child))}


def test_the_exact_solver_counts_six_declared_doubles_and_the_bingo_in_one_trick():
    """Player 0's bingo, led declaring six doubles (Russian: a big point), takes player 1's
    trump double (a big point): 5 + 2 = 7, the match ends in that trick, 62 points to 20.
    Mirrored, the same for player 1."""
    for position in (six_doubles_and_bingo(), mirrored(six_doubles_and_bingo())):
        child = position.copy()
        child.step(stone_id(S("3-3")))
        assert child.over and sorted(child.big) == [3, 7]
        assert _exact_solve(position)[stone_id(S("3-3"))] == pytest.approx(match_reward(child))


def test_the_exact_solver_makes_a_player_first_to_70_at_exactly_70():
    """58 + 12 = 70 in the last trick makes the trick's winner first to 70. Both seats."""
    for position in (exactly_70(), mirrored(exactly_70())):
        child = position.copy()
        child.step(stone_id(S("6-1")))
        child.step(stone_id(S("6-6")))
        assert child.first70 == 1 - position.to_move
        assert _exact_solve(position) == {stone_id(S("6-1")): pytest.approx(match_reward(child))}
