"""The search against plain recomputation: every value ``Searcher.negamax`` returns must be what
a plain negamax over the same tree gives (every move of every node, the same static value at
the horizon, the same quiescence), whatever its window cuts off, whatever its transposition
table remembers from earlier windows and depths, and whatever the move order; and the search
keeps its node and time budgets. Small endgames of seeded random games, a few stones left."""

from __future__ import annotations

import random

import pytest
from lino_numbers_helpers import endgame

from bingolino_app.games.lino.engine import pattern_value
from bingolino_app.games.lino.rules import STONES
from bingolino_app.games.lino.search import INF, OutOfBudget, Searcher

SCALE = 1000

# Options under which the search is exact to its depth (no reductions, no width cut).
EXACT_CONFIGS = [{}, {"quiesce": 2}, {"quiesce": 1, "stand_take": True}, {"alternate": True},
                 {"star_lead": True, "numbers": 0.5}, {"prospects": 1}, {"prospects": 2},
                 {"star": 0.3, "parity": 0.8, "runs": 0.4}]


def scored(pos) -> int:
    return (pos.points[pos.to_move] - pos.points[1 - pos.to_move]) * SCALE


def plain_horizon(searcher: Searcher, pos, captures: int) -> int:
    """The static value, or the best of it (judged with ``stand_take``) and of taking each
    row on offer (and what follows), ``captures`` deep."""
    if captures <= 0 or not pos.hot:
        return pos.evaluate() - scored(pos)
    best = pos.evaluate(searcher.stand_take) - scored(pos)
    for t in sorted(pos.hot):
        gained = pos.play(t)
        if pos.placed == STONES:
            value = gained * SCALE - searcher.final(pos)
        else:
            value = gained * SCALE - plain_horizon(searcher, pos, captures - 1)
        pos.undo(t, gained)
        best = max(best, value)
    return best


def plain_negamax(searcher: Searcher, pos, depth: int) -> int:
    """Every move of every node to ``depth`` stones, no window, no table."""
    if pos.placed == STONES:
        return searcher.final(pos)
    if depth <= 0:
        return plain_horizon(searcher, pos, searcher.quiesce)
    best = -INF
    for t in pos.empties():
        gained = pos.play(t)
        best = max(best, gained * SCALE - plain_negamax(searcher, pos, depth - 1))
        pos.undo(t, gained)
    return best


def snapshot(pos):
    return (list(pos.stones), list(pos.points), pos.to_move, pos.hash, pos.total,
            list(pos.gains), list(pos.gifts), list(pos.gift_count), set(pos.hot))


CASES = [(seed, left) for seed in range(6) for left in (3, 4)]


@pytest.mark.parametrize("config", EXACT_CONFIGS, ids=lambda c: ",".join(c) or "strong")
def test_a_full_window_gives_the_plain_negamax_value_at_every_depth(config):
    for seed, left in CASES[::2]:
        for depth in range(1, left + 1):
            searcher = Searcher(10 ** 7, 60.0, **config)
            pos = searcher.prepare(endgame(seed, left))
            before = snapshot(pos)
            expected = plain_negamax(searcher, pos, depth)
            assert searcher.negamax(pos, depth, -INF, INF) == expected, (seed, left, depth)
            assert snapshot(pos) == before


def bounds_hold(value: int, true: int, alpha: int, beta: int) -> bool:
    """Fail-soft alpha-beta: exact inside the window, a bound on the right side outside it."""
    if value <= alpha:
        return true <= value
    if value >= beta:
        return true >= value
    return value == true


def window(rng: random.Random, true: int) -> tuple[int, int]:
    kind = rng.randrange(4)
    if kind == 0:  # null windows just below, at and above the value
        alpha = true + rng.choice((-1, 0, 1, -SCALE, SCALE))
        return alpha, alpha + 1
    if kind == 1:
        return true - rng.randrange(1, 3000), true + rng.randrange(1, 3000)
    if kind == 2:  # a window wholly above or below
        alpha = true + rng.choice((1, 500, -4000))
        return alpha, alpha + rng.randrange(1, 3000)
    return -INF, INF


@pytest.mark.parametrize("config", [{}, {"quiesce": 2}, {"prospects": 2}],
                         ids=lambda c: ",".join(c) or "strong")
def test_every_window_bounds_the_true_value(config):
    """Narrow, null and wide windows around the value, at every depth: what the search
    returns is the value inside the window and a true bound outside it. Then one searcher,
    its table kept, asked again and again to the end: the table's bounds stay true."""
    rng = random.Random(7)
    for seed, left in CASES[1::3]:
        base = Searcher(10 ** 7, 60.0, **config)
        pos = base.prepare(endgame(seed, left))
        truth = {d: plain_negamax(base, pos, d) for d in range(1, left + 1)}
        for depth in range(1, left + 1):
            for _ in range(2):
                searcher = Searcher(10 ** 7, 60.0, **config)
                pos = searcher.prepare(endgame(seed, left))
                alpha, beta = window(rng, truth[depth])
                value = searcher.negamax(pos, depth, alpha, beta)
                assert bounds_hold(value, truth[depth], alpha, beta), (
                    seed, left, depth, alpha, beta, value)
        searcher = Searcher(10 ** 7, 60.0, **config)
        pos = searcher.prepare(endgame(seed, left))
        for _ in range(8):
            alpha, beta = window(rng, truth[left])
            value = searcher.negamax(pos, left, alpha, beta)
            assert bounds_hold(value, truth[left], alpha, beta), (
                seed, left, alpha, beta, value)


def plain_values(searcher: Searcher, pos0, depth: int) -> dict[int, int]:
    """Each empty tile's value by plain negamax ``depth`` stones deep (the tile's own gain
    included), on the searcher's weights."""
    pos = searcher.prepare(pos0)
    values = {}
    for t in pos.empties():
        gained = pos.play(t)
        values[t] = gained * SCALE - plain_negamax(searcher, pos, depth - 1)
        pos.undo(t, gained)
    return values


@pytest.mark.parametrize("config", EXACT_CONFIGS, ids=lambda c: ",".join(c) or "strong")
def test_best_move_to_the_end_is_a_move_of_the_plain_value(config):
    """Seeing to the end, the move found is one of those plain negamax values best, and the
    value reported is that best value (the move order and the table never change it)."""
    for seed, left in CASES[::3]:
        searcher = Searcher(10 ** 7, 60.0, **config)
        pos0 = endgame(seed, left)
        move = searcher.best_move(pos0)
        values = plain_values(searcher, pos0, left)
        assert values[move] == max(values.values()), (seed, left)
        assert searcher.value == max(values.values())
        assert searcher.depth_done == left


def test_a_shallow_best_move_is_best_by_plain_negamax_at_its_depth():
    for seed in range(4):
        pos0 = endgame(seed, 6)
        for depth in (1, 2, 3):
            searcher = Searcher(10 ** 7, 60.0, max_depth=depth)
            move = searcher.best_move(pos0)
            assert searcher.depth_done == depth
            values = plain_values(searcher, pos0, depth)
            assert values[move] == max(values.values()) == searcher.value, (seed, depth)


def test_the_node_budget_is_kept_and_the_move_is_from_a_finished_depth():
    """A node cap stops the search at the first node past it; the move is the deepest
    finished depth's or one the unfinished depth proved better, and the same cap gives the
    same move (determinism)."""
    pos0 = endgame(2, 30)
    for cap in (50, 300, 1500, 5000):
        searcher = Searcher(cap, 60.0)
        move = searcher.best_move(pos0)
        assert searcher.nodes == cap + 1
        assert pos0.stones[move] == -1
        done = searcher.depth_done
        assert 1 <= done < 30
        finished = Searcher(10 ** 7, 60.0, max_depth=done)
        assert Searcher(cap, 60.0).best_move(pos0) == move
        if searcher.partial < 0:
            assert finished.best_move(pos0) == move
        else:
            assert move == searcher.partial


def test_a_move_the_unfinished_depth_proved_better_is_played_tile_0_too():
    """Here the cap falls in depth 2 after it proved tile 0 better than depth 1's move (a
    position found by trying caps): tile 0 is played, not depth 1's move."""
    pos0 = endgame(70, 22)
    searcher = Searcher(113, 60.0)
    move = searcher.best_move(pos0)
    assert (searcher.partial, searcher.depth_done) == (0, 1)
    assert move == 0
    assert Searcher(10 ** 7, 60.0, max_depth=1).best_move(pos0) != 0


def test_every_node_cap_stops_the_search_at_the_first_node_past_it():
    """Cap by cap, wherever the search is when the cap is reached (a leaf, a leaf searched
    again with a wider window, an inner node), it stops at the node past it."""
    pos0 = endgame(4, 28)
    for cap in range(40, 400, 3):
        searcher = Searcher(cap, 60.0)
        searcher.best_move(pos0)
        assert searcher.nodes == cap + 1, cap


def test_the_captures_at_the_horizon_count_against_the_node_cap():
    """With quiescence each capture tried is a node: a capped search stops just past its cap
    (the horizon counts without looking: the captures of one horizon at most, two deep
    here) before it sees the end."""
    for seed in (0, 3):
        pos0 = endgame(seed, 28)
        for cap in (300, 2000):
            searcher = Searcher(cap, 60.0, quiesce=2)
            searcher.best_move(pos0)
            assert cap < searcher.nodes <= cap + 30, (seed, cap, searcher.nodes)
            assert searcher.depth_done < 28


def test_negamax_out_of_nodes_raises_and_leaves_the_count_one_past_the_cap():
    pos0 = endgame(5, 20)
    for cap in (1, 2, 10, 200):
        searcher = Searcher(cap, 60.0)
        pos = searcher.prepare(pos0)
        with pytest.raises(OutOfBudget):
            searcher.negamax(pos, 4, -INF, INF)
        assert searcher.nodes == cap + 1


def test_no_time_left_stops_the_search_at_the_first_look_at_the_clock():
    """With no CPU time allowed, the search stops at the first clock check (every 1024
    nodes), far below its node cap, and still answers an empty tile."""
    for seed in range(8):
        pos0 = endgame(seed, 36)
        searcher = Searcher(10 ** 7, 0.0)
        move = searcher.best_move(pos0)
        assert searcher.nodes == 1024, seed
        assert pos0.stones[move] == -1
    plenty = Searcher(10 ** 7, 60.0, max_depth=3)
    plenty.best_move(pos0)
    assert plenty.nodes > 1024
    searcher = Searcher(10 ** 7, 0.0)  # here node 1024 is a leaf searched again
    searcher.best_move(endgame(270, 20))
    assert searcher.nodes == 1024
    searcher = Searcher(10 ** 7, 0.0, plain=True)  # every node through negamax's loop
    searcher.best_move(endgame(1, 36))
    assert searcher.nodes == 1024


def test_max_depth_and_the_stones_left_bound_the_iterations():
    pos0 = endgame(3, 3)
    searcher = Searcher(10 ** 7, 60.0, max_depth=64)
    searcher.best_move(pos0)
    assert searcher.depth_done == 3
    for depth in (1, 2):
        searcher = Searcher(10 ** 7, 60.0, max_depth=depth)
        searcher.best_move(pos0)
        assert searcher.depth_done == depth


# --- the move orders as documented ---------------------------------------------------------------
def row_prospects(pos, stones) -> int:
    """Blue's minus white's run prospects (thousandths, each row rounded) of ``stones``."""
    weight = pos.memo.weight
    return sum(round(SCALE * pattern_value(tuple(stones[t] for t in row), weight))
               for row in pos.geo.rows)


def prospects_order(searcher: Searcher, pos) -> list[int]:
    """The empty tiles as ``prospects`` orders them, from the definition: points now (twice)
    less the points handed over, plus the run prospects the stone adds (thousandths, each row
    rounded); then the history; then the tile."""
    p = pos.to_move
    before = row_prospects(pos, pos.stones)
    keyed = []
    for t in pos.empties():
        stones = list(pos.stones)
        stones[t] = p
        added = row_prospects(pos, stones) - before
        score = SCALE * (2 * pos.gain(t) - pos.gift(t)) + (added if p == 0 else -added)
        keyed.append((-score, -searcher.history[t], t))
    return [t for _, _, t in sorted(keyed)]


@pytest.mark.parametrize("seed", range(10))
def test_the_prospects_order_ranks_points_gifts_and_the_prospects_a_stone_adds(seed):
    """``prospects``: points now (twice) less the points handed over, plus the run prospects
    the stone adds for its player; then the moves that cut off before, then the tile; the
    table's move first."""
    rng = random.Random(seed)
    searcher = Searcher(10 ** 7, 60.0, prospects=1, runs=(0.6, 0.9)[seed % 2])
    pos = searcher.prepare(endgame(seed, 12 + 3 * (seed % 7)))
    for t in pos.empties():
        searcher.history[t] = rng.choice((0, 0, 1, 4))
    expected = prospects_order(searcher, pos)
    assert searcher.ordered(pos, None, 1) == expected
    last = expected[-1]
    assert searcher.ordered(pos, last, 1) == [last] + expected[:-1]


def test_the_prospects_order_leaves_ties_to_the_tile_not_to_the_runs_made():
    """Here (seed 32, 24 stones left, run weight 0.9) tiles 10 and 11 score the same, points
    and rounded prospects, but not the same run points: the tie goes by the tile."""
    searcher = Searcher(10 ** 7, 60.0, prospects=1, runs=0.9)
    pos = searcher.prepare(endgame(32, 24))
    order = searcher.ordered(pos, None, 1)
    assert order == prospects_order(searcher, pos)
    assert order.index(10) + 1 == order.index(11)


def test_with_no_budget_at_all_the_first_move_of_the_order_is_played():
    """Out of nodes before any depth is done: the move order's first, the one taking the
    most points now (twice) less the points it hands over, the lowest tile among equals."""
    checked = 0
    for seed in range(6):
        pos0 = endgame(seed, 10)
        searcher = Searcher(0, 60.0)
        move = searcher.best_move(pos0)
        assert (searcher.depth_done, searcher.value, searcher.nodes) == (0, 0, 1)
        assert move == min(pos0.empties(), key=lambda t: (pos0.gift(t) - 2 * pos0.gain(t), t))
        checked += pos0.gain(move) > 0
    assert checked


def search(pos0, **config) -> tuple[int, int, int, int]:
    searcher = Searcher(10 ** 7, 60.0, **config)
    move = searcher.best_move(pos0)
    return move, searcher.value, searcher.nodes, searcher.depth_done


def test_late_move_reductions_only_from_three_stones_deep_and_after_the_first_moves():
    """Reductions start at depth 3, after ``lmr_after`` moves: shallower, or with more moves
    allowed in full than there are, the search is the one without them; deeper they save
    nodes, and more reductions (``lmr_more``) save more."""
    for seed in (0, 1):
        pos0 = endgame(seed, 15)
        assert search(pos0, max_depth=2, lmr=1) == search(pos0, max_depth=2)
        assert search(pos0, max_depth=4, lmr=1, lmr_after=40) == search(pos0, max_depth=4)
        full, reduced = search(pos0, max_depth=4), search(pos0, max_depth=4, lmr=1)
        assert reduced[2] < full[2] and reduced[3] == full[3] == 4
    # more reductions for the later moves of nodes 5 stones deep or more
    assert search(pos0, max_depth=5, lmr=1, lmr_more=4) == search(pos0, max_depth=5, lmr=1)
    assert search(pos0, max_depth=6, lmr=1, lmr_more=4)[2] != search(
        pos0, max_depth=6, lmr=1)[2]


def test_a_width_cut_only_from_two_stones_deep_and_only_below_the_moves_there_are():
    for seed in (2, 3):
        pos0 = endgame(seed, 20)
        assert search(pos0, max_depth=2, width=1) == search(pos0, max_depth=2)
        assert search(pos0, max_depth=3, width=30) == search(pos0, max_depth=3)
        assert search(pos0, max_depth=3, width=3)[2] < search(pos0, max_depth=3)[2]


@pytest.mark.parametrize("captures", [1, 2, 3])
def test_the_quiescence_search_bounds_its_value_in_every_window(captures):
    """At the horizon with rows on offer: windows around the value and around the static
    value (the stand) give the value inside them and a true bound outside."""
    checked = 0
    for seed in range(10):
        for stand_take in (False, True):
            searcher = Searcher(10 ** 7, 60.0, quiesce=captures, stand_take=stand_take)
            pos = searcher.prepare(endgame(seed, 9))
            if not pos.hot:
                continue
            true = plain_horizon(searcher, pos, captures)
            stand = pos.evaluate(stand_take) - scored(pos)
            for alpha, beta in ((stand - 1, stand), (stand, stand + 1), (stand - 900, stand),
                                (stand, stand + 900), (true - 1, true), (true, true + 1),
                                (true - 1, true + 1), (-INF, INF), (stand - 1, true + 1),
                                (true - 1, stand + 1)):
                if alpha >= beta:
                    continue
                value = searcher.horizon(pos, alpha, beta, captures)
                assert bounds_hold(value, true, alpha, beta), (seed, alpha, beta, value, true)
                checked += 1
    assert checked >= 20


def test_the_table_answers_a_position_asked_again_in_one_node():
    """What a search learnt about a position (its value, or a bound that settles the new
    window, at the same depth) is read back from the table: the same question again costs one
    node, and so does a window the stored bound already decides."""
    for seed, left in ((0, 6), (2, 7), (5, 6)):
        for depth in (2, 3):
            searcher = Searcher(10 ** 7, 60.0)
            pos = searcher.prepare(endgame(seed, left))
            value = searcher.negamax(pos, depth, -INF, INF)
            before = searcher.nodes
            assert searcher.negamax(pos, depth, -INF, INF) == value
            assert searcher.nodes == before + 1
            for alpha in (value - 700, value + 700):  # a null window fails high, then low
                searcher = Searcher(10 ** 7, 60.0)
                pos = searcher.prepare(endgame(seed, left))
                bound = searcher.negamax(pos, depth, alpha, alpha + 1)
                before = searcher.nodes
                if bound > alpha:  # a lower bound: asked with beta at it
                    again = searcher.negamax(pos, depth, bound - 1, bound)
                else:  # an upper bound: asked with alpha at it
                    again = searcher.negamax(pos, depth, bound, bound + 1)
                assert again == bound and searcher.nodes == before + 1, (seed, depth, alpha)


def hot_endgames(quiesce: int, least: int = 1):
    """(seed, searcher, position, its stand) for the endgames of seeds 0-9 with 9 stones
    left and at least ``least`` rows on offer (captures), each with a fresh searcher that
    looks ``quiesce`` captures deep; the stand is the static value, without the points."""
    for seed in range(10):
        searcher = Searcher(10 ** 7, 60.0, quiesce=quiesce)
        pos = searcher.prepare(endgame(seed, 9))
        if len(pos.hot) >= least:
            yield seed, searcher, pos, pos.evaluate(False) - scored(pos)


def test_a_static_value_at_beta_already_cuts_the_captures_off():
    """Stand pat: with the static value (the stand) at beta or above, the horizon answers
    the stand at once and tries no capture (no node counted), even where a capture would
    score more; just below beta it does try them."""
    checked = 0
    for seed, searcher, pos, stand in hot_endgames(2):
        for alpha, beta in ((stand - 1, stand), (stand - 900, stand - 1)):
            searcher.nodes = 0
            assert searcher.horizon(pos, alpha, beta, 2) == stand
            assert searcher.nodes == 0, (seed, alpha, beta)
        searcher.nodes = 0
        searcher.horizon(pos, stand, stand + 1, 2)
        assert searcher.nodes > 0
        checked += 1
    assert checked >= 3


def capture_values(searcher: Searcher, pos) -> dict[int, int]:
    """Each row on offer taken, one capture deep: its points less the static value after."""
    values = {}
    for t in pos.hot:
        gained = pos.play(t)
        after = searcher.final(pos) if pos.placed == STONES else pos.evaluate() - scored(pos)
        values[t] = gained * SCALE - after
        pos.undo(t, gained)
    return values


def test_each_capture_at_the_horizon_is_one_node():
    """With the full window and one capture deep every row on offer is tried once: one node
    each, and the value is the best of them and of the stand."""
    checked = 0
    for seed, searcher, pos, stand in hot_endgames(1):
        values = capture_values(searcher, pos)
        searcher.nodes = 0
        assert searcher.horizon(pos, -INF, INF, 1) == max(stand, *values.values())
        assert searcher.nodes == len(pos.hot), seed
        checked += 1
    assert checked >= 3


def test_a_capture_reaching_beta_exactly_ends_the_horizon():
    """The captures are tried closing first (gifts - 2 x gains, then the tile); when the
    first one scores above the stand and beta is exactly its value, it is a cut-off: the
    horizon answers it after that one node, the other captures (some better) untried."""
    checked = 0
    for seed, searcher, pos, stand in hot_endgames(1, least=2):
        values = capture_values(searcher, pos)
        first = min(pos.hot, key=lambda t: (pos.gifts[t] - 2 * pos.gains[t], t))
        if values[first] <= stand:
            continue
        searcher.nodes = 0
        assert searcher.horizon(pos, stand, values[first], 1) == values[first]
        assert searcher.nodes == 1, seed
        checked += 1
    assert checked >= 5


def test_late_move_reductions_start_at_move_lmr_after_and_spare_the_captures():
    """Three stones deep (the root's children, one empty tile fewer than the root) the first
    ``lmr_after`` moves are searched in full: with one fewer than the moves there, only the
    last move is reduced, and that changes the search (it is a quiet one: the order puts the
    captures first); with as many as the moves there, it is the search without reductions."""
    for seed in (0, 1):
        pos0 = endgame(seed, 15)
        moves = len(pos0.empties()) - 1  # at each node three stones deep
        full = search(pos0, max_depth=4)
        assert search(pos0, max_depth=4, lmr=1, lmr_after=moves) == full
        last_reduced = search(pos0, max_depth=4, lmr=1, lmr_after=moves - 1)
        assert last_reduced[2] < full[2] and last_reduced[:2] == full[:2], seed


def test_more_reductions_start_at_move_lmr_more_five_stones_deep():
    """Five stones deep (the root's children at depth 6) the moves from ``lmr_more`` on are
    reduced by one stone more: with one fewer than the moves there, only the last move is,
    which saves nodes and here keeps the move and the value; with as many as the moves there,
    the search is the one with plain reductions."""
    pos0 = endgame(3, 10)
    moves = len(pos0.empties()) - 1  # at each node five stones deep
    reduced = search(pos0, max_depth=6, lmr=1)
    assert search(pos0, max_depth=6, lmr=1, lmr_more=moves) == reduced
    last_more = search(pos0, max_depth=6, lmr=1, lmr_more=moves - 1)
    assert last_more[2] < reduced[2] and last_more[:2] == reduced[:2]


def test_a_reduction_of_lmr_stones_and_none_below_the_horizon():
    """Searching four stones deep only the nodes three stones deep reduce: ``lmr=1`` tries a
    late quiet move one stone deep (its replies searched), ``lmr=2`` at the horizon (its
    static value), and ``lmr=3``, below the horizon, is the horizon again: the same search."""
    pos0 = endgame(0, 15)
    one, two = search(pos0, max_depth=4, lmr=1), search(pos0, max_depth=4, lmr=2)
    assert search(pos0, max_depth=4, lmr=3) == two
    assert one[2] != two[2] and one[:2] == two[:2]


def test_a_late_quiet_move_whose_shallow_look_is_exactly_alpha_is_dropped():
    """Three stones deep with ``lmr=3`` a late quiet move is first looked at below the
    horizon: its static value. Here (seed 0, 10 stones left) the best such value M is no
    better than the rest of the node, so with the window (M, M + 1) the node fails low, and
    with exactly M: the move at alpha is dropped as one below it, not searched in full (a
    true upper bound: the full search's value is below M)."""
    searcher = Searcher(10 ** 7, 60.0, lmr=3, lmr_after=1)
    pos = searcher.prepare(endgame(0, 10))
    late_quiet = [t for t in searcher.ordered(pos, None, 3)[1:] if pos.gain(t) == 0]
    shallow = []
    for t in late_quiet:
        gained = pos.play(t)
        shallow.append(-(pos.evaluate() - scored(pos)))
        pos.undo(t, gained)
    best = max(shallow)
    assert searcher.negamax(pos, 3, best, best + 1) == best
    exact = Searcher(10 ** 7, 60.0)
    assert exact.negamax(exact.prepare(endgame(0, 10)), 3, -INF, INF) < best
