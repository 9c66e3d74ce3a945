"""Domino Bingo's computer players: the simulator, the exact solver, inference, hidden info."""

from __future__ import annotations

import random

import pytest

from bingolino_app.core.bots import choose_move
from bingolino_app.core.session import Seat, Session
from bingolino_app.games.domino_bingo import rules
from bingolino_app.games.domino_bingo.bots import GreedyBot
from bingolino_app.games.domino_bingo.hidden import hidden_variants
from bingolino_app.games.domino_bingo.rules import stone_id
from bingolino_app.games.domino_bingo.search import match_reward, solve
from bingolino_app.games.domino_bingo.sim import CLOSE, Sim, match_value
from bingolino_app.games.domino_bingo.state import Close, Play
from bingolino_app.games.domino_bingo.worlds import WorldSampler, voids

from domino_helpers import (
    S, bound_reuse, dealt, exactly_70, hard_endgames, mirrored, seventh_tricks,
    shutout_threat, six_doubles_and_bingo,
)


def sim_of(state) -> Sim:
    """The simulator's view of a true state (both hands and the stock order known)."""
    return Sim(state.variant, state.target, state.trump,
               [rules.mask_of(stone_id(s) for s in h) for h in state.hands],
               [stone_id(s) for s in state.stock], 0,
               -1 if state.closed_by is None else state.closed_by,
               state.closed_at[1] if state.closed_at else (0, 0), state.to_move,
               stone_id(state.trick[0][1]) if state.trick else -1, state.points,
               state.trick_counts, -1 if state.first70 is None else state.first70,
               len(state.declared[1]) if state.declared and state.trick else 0, state.big)


def random_session(seed: int, variant: str) -> Session:
    return Session("domino_bingo", [Seat("A", "computer"), Seat("B", "computer")],
                   {"variant": variant}, seed)


def always_declare(action, legal):
    if isinstance(action, Play) and Play(action.stone, True) in legal:
        return Play(action.stone, True)
    return action


@pytest.mark.parametrize("variant", ["russian", "english"])
def test_the_simulator_follows_the_rules_of_the_state(variant):
    for seed in range(25):
        rng = random.Random(seed)
        session = random_session(seed, variant)
        sim, deal = sim_of(session.state), session.state.deal_no
        while not session.state.is_terminal():
            state = session.state
            p = state.to_move
            legal = state.legal_actions(p)
            moves = {CLOSE if isinstance(a, Close) else stone_id(a.stone) for a in legal}
            assert moves == set(sim.legal())
            action = always_declare(rng.choice(legal), legal)
            session.apply(p, action)
            sim.step(CLOSE if isinstance(action, Close) else stone_id(action.stone))
            if session.state.deal_no != deal or session.state.is_terminal():
                assert tuple(sim.final_big()) == tuple(session.state.big)
                if session.state.is_terminal():
                    break
                sim, deal = sim_of(session.state), session.state.deal_no


def brute_force(sim: Sim, me: int) -> float:
    """Plain minimax without memo or shortcuts: the reference for the solver."""
    if sim.done:
        value = match_reward(sim)
        return value if me == 0 else 1.0 - value
    values = []
    for move in sim.legal():
        child = sim.copy()
        child.step(move)
        values.append(brute_force(child, me))
    return max(values) if sim.to_move == me else min(values)


@pytest.mark.parametrize("variant", ["russian", "english"])
def test_the_solver_agrees_with_plain_minimax(variant):
    for seed in range(12):
        rng = random.Random(seed)
        ids = list(range(28))
        rng.shuffle(ids)
        n = 4
        big = [rng.randrange(7), rng.randrange(7)]
        pts = [rng.randrange(0, 70), rng.randrange(0, 60)]
        sim = Sim(variant, 7, rules.trump_of(ids[-1]),
                  [rules.mask_of(ids[:n]), rules.mask_of(ids[n:2 * n])], (), 0, seed % 2,
                  (1, 1), seed % 2, -1, pts, [rng.randrange(3), rng.randrange(3)], -1, 0, big)
        values = solve(sim)
        for move, value in values.items():
            child = sim.copy()
            child.step(move)
            assert value == pytest.approx(brute_force(child, 0))


def test_the_solver_tells_a_player_without_a_trick_from_one_with_tricks():
    """Player 0 has no trick yet (shutout_threat): player 1 leading 5-5 or 5-3 takes all
    four tricks, passes 70 and wins three big points by the shutout (1 to 3; player 0 has
    no point, so no nudge); his other leads let player 0 take a trick. The solver's table
    keys positions by whether each player has a trick: several orders of the tricks reach
    the same hands and points with and without one for player 0 (tricks worth nothing).
    The position and its mirror image (the seats swapped) agree with minimax."""
    sim = shutout_threat()
    values = solve(sim)
    shutout = 0.95 * match_value(1, 3, 7)
    assert values[stone_id(S("5-5"))] == values[stone_id(S("5-3"))] == pytest.approx(shutout)
    assert min(values[stone_id(S("5-1"))], values[stone_id(S("5-4"))]) > shutout + 0.05
    for position in (sim, mirrored(sim)):
        for move, value in solve(position).items():
            child = position.copy()
            child.step(move)
            assert value == pytest.approx(brute_force(child, 0))
    assert solve(mirrored(sim))[stone_id(S("5-5"))] == pytest.approx(1 - shutout)


def test_the_solver_counts_six_declared_doubles_and_the_bingo_in_one_trick():
    """Russian, trump 3, 5 to 3 in a match to 7: player 0 has led the bingo 0-0 declaring six
    doubles. If player 1 answers with the trump double 3-3, the bingo takes it: one big point
    for the bingo's catch and one for the six doubles (Russian: a big point, not 70 points),
    7 to 3, the match ends at once with 62 points to 20. The solver's value of that answer is
    the simulator's."""
    sim = six_doubles_and_bingo()
    child = sim.copy()
    child.step(stone_id(S("3-3")))
    assert child.over and child.big == [7, 3] and child.pts == [62, 20]
    assert match_reward(child) == pytest.approx(0.95 + 0.025 * (1 + 42 / 70))
    assert solve(sim)[stone_id(S("3-3"))] == pytest.approx(match_reward(child))
    # The bingo is stone 0: the led stone is read as a lead only when there is none (-1).
    assert set(solve(sim)) == set(sim.legal()) == {stone_id(S("3-3"))}


def test_the_solver_ends_the_match_when_player_1_reaches_the_target_in_a_trick():
    """The position above with the seats swapped: player 1's bingo and six doubles take 3 to
    7, the match is player 1's at once (player 0's value is 1 minus the one above)."""
    sim = mirrored(six_doubles_and_bingo())
    child = sim.copy()
    child.step(stone_id(S("3-3")))
    assert child.over and child.big == [3, 7] and child.pts == [20, 62]
    assert solve(sim)[stone_id(S("3-3"))] == pytest.approx(1 - (0.95 + 0.025 * (1 + 42 / 70)))


def test_the_solver_makes_a_player_first_to_70_at_exactly_70():
    """English, trump 0, the last trick: player 0 leads 6-1, player 1's 6-6 takes it, 12
    points: 58 + 12 = 70 exactly makes player 1 first to 70 (one big point, player 0 has
    tricks and 30 or more). Mirrored, the same for player 0. The solver's values are the
    simulator's."""
    sim = exactly_70()
    for position in (sim, mirrored(sim)):
        child = position.copy()
        child.step(stone_id(S("6-1")))
        child.step(stone_id(S("6-6")))
        assert child.done and child.first70 == 1 - position.to_move
        assert child.final_big() == ((3, 4) if position is sim else (4, 3))
        moves = solve(position)
        assert list(moves) == [stone_id(S("6-1"))]
        assert list(moves.values()) == [pytest.approx(match_reward(child))]


def test_the_solver_reads_its_table_s_bounds_the_right_way_round():
    """Five stones each (English, trump 0, 5 to 5, player 1 closed at two tricks each): big
    enough that the alpha-beta table is read back with other windows than a value was stored
    with, so a value known only as "at most v" must never be taken for "at least v" (nor the
    other way round, in the mirror image). Every move's value is the plain minimax one, and
    with ``best_only`` the best is exact and no other move beats it."""
    sim = bound_reuse()
    for position in (sim, mirrored(sim)):
        _solves_as_plain_minimax(position)


def test_the_solver_keeps_its_root_windows_the_mover_s_way_round():
    """In each of these endgames (best move not tried first) every move's value is plain
    minimax's, and with best_only the best is exact and no bound beats it: the root's
    narrowed window lies above the best so far for player 0, below it for player 1."""
    for sim in hard_endgames():
        _solves_as_plain_minimax(sim)


def _solves_as_plain_minimax(position: Sim) -> None:
    """Every move's value is plain minimax's; with ``best_only`` the best is exact and no
    other move's bound beats it."""
    exact = {}
    for move in position.legal():
        child = position.copy()
        child.step(move)
        exact[move] = brute_force(child, 0)
    assert solve(position) == pytest.approx(exact)
    pick = max if position.to_move == 0 else min
    best = solve(position, best_only=True)
    assert pick(best.values()) == pytest.approx(pick(exact.values()))
    for move, value in best.items():
        assert value == pytest.approx(exact[move]) or \
            (value <= pick(exact.values()) + 1e-12 if position.to_move == 0
             else value >= pick(exact.values()) - 1e-12)


def test_voids_are_sound_and_sampled_worlds_fit_the_observation():
    for seed in range(20):
        rng = random.Random(seed)
        session = random_session(seed, "russian" if seed % 2 else "english")
        while not session.state.is_terminal() and session.state.deal_no < 3:
            state = session.state
            p = state.to_move
            obs = state.observation(p)
            forbidden = voids(obs, 1 - p)
            assert not forbidden & rules.mask_of(stone_id(s) for s in state.hands[1 - p])
            world = WorldSampler(obs).sample(rng)
            assert world.h[p] == rules.mask_of(stone_id(s) for s in state.hands[p])
            assert bin(world.h[1 - p]).count("1") == len(state.hands[1 - p])
            assert len(world.stock) == len(state.stock)
            if state.trump_holder is None and state.stock:
                assert world.stock[-1] == stone_id(state.trump_stone)
            assert not world.h[1 - p] & forbidden
            session.apply(p, rng.choice(state.legal_actions(p)))


@pytest.mark.parametrize("level", [
    "greedy", "normal", "strong(iterations=300)",
    # a tenth of strong's budget: deeper trees than 300 iterations, without the seconds a
    # decision of the full budget (where a CPU guard that binds would not be deterministic)
    pytest.param("strong(iterations=3600)", marks=pytest.mark.slow)])
def test_a_bot_decides_on_its_observation_only(level):
    """The same observation with the hidden stones arranged differently: same decision."""
    checked = 0
    for seed in range(6):
        session = random_session(seed, "english" if seed % 2 else "russian")
        rng = random.Random(seed)
        for _ in range(rng.randrange(2, 30)):
            state = session.state
            session.apply(state.to_move, rng.choice(state.legal_actions(state.to_move)))
        state = session.state
        p = state.to_move
        obs, legal = state.observation(p), state.legal_actions(p)
        first = choose_move("domino_bingo", level, obs, legal, 99)
        for other in hidden_variants(state, p, random.Random(seed)):
            assert other.snapshot() != state.snapshot() or not state.stock
            assert other.observation(p) == obs and other.legal_actions(p) == legal
            assert choose_move("domino_bingo", level, other.observation(p),
                               other.legal_actions(p), 99) == first
            checked += 1
    assert checked >= 12


def test_greedy_captures_the_trump_double_with_bingo():
    state = dealt("4-4 1-1 2-1 3-1 3-2 5-1 5-2", "6-5 6-3 4-1 2-0 2-2 4-3 0-0", "4-2")
    state.apply(Play(S("4-4")), 0)
    assert GreedyBot().choose(state.observation(1), state.legal_actions(1),
                              random.Random(1)) == Play(S("0-0"))


def test_strong_plays_the_exhausted_endgame_perfectly():
    """Every stone is known once the stock is empty: strong's move must be a best one."""
    checked = 0
    for seed in range(40):
        session = random_session(seed, "english" if seed % 2 else "russian")
        rng = random.Random(seed)
        while not session.state.is_terminal() and (session.state.stock or
                                                   len(session.state.hands[0]) > 4):
            state = session.state
            session.apply(state.to_move, rng.choice(state.legal_actions(state.to_move)))
        state = session.state
        if state.is_terminal() or state.closed_by is not None:
            continue
        p = state.to_move
        legal = state.legal_actions(p)
        if len(legal) < 2:
            continue
        choice = choose_move("domino_bingo", "strong", state.observation(p), legal, 3)
        sim = sim_of(state)
        best = {}
        for move in sim.legal():
            child = sim.copy()
            child.step(move)
            best[move] = brute_force(child, p)
        assert best[stone_id(choice.stone)] == pytest.approx(max(best.values()))
        checked += 1
    assert checked >= 5


def test_the_fast_playout_equals_the_reference_playout():
    for seed in range(60):
        session = random_session(seed, "english" if seed % 2 else "russian")
        rng = random.Random(seed)
        for _ in range(rng.randrange(0, 25)):
            state = session.state
            if state.is_terminal():
                break
            session.apply(state.to_move, rng.choice(state.legal_actions(state.to_move)))
        if session.state.is_terminal():
            continue
        fast, slow = sim_of(session.state), sim_of(session.state)
        fast.rollout(random.Random(seed))
        slow.rollout_reference(random.Random(seed))
        assert (fast.h, fast.pts, fast.tk, fast.big, fast.first70, fast.over, fast.pos) == \
            (slow.h, slow.pts, slow.tk, slow.big, slow.first70, slow.over, slow.pos)
        assert fast.final_big() == slow.final_big()


def test_the_playouts_count_six_declared_doubles_and_end_the_match_at_the_target():
    """Player 0 has led the bingo (a trump) declaring six doubles (Russian): player 1 must
    answer with his only trump, the trump double 3-3, and the bingo takes it: a big point for
    the catch and one for the six doubles. 4 to 3 becomes 6 to 3 and the deal plays on; 5 to
    3 becomes 7 to 3, exactly the target, and the match ends there. The fast play-out ends as
    the reference one (``step`` by ``step``), for both seats and several seeds."""
    for start, over in (([4, 3], False), ([5, 3], True)):
        base = six_doubles_and_bingo()
        base.big = list(start)
        for sim in (base, mirrored(base)):
            for seed in range(6):
                fast, slow = sim.copy(), sim.copy()
                fast.rollout(random.Random(seed))
                slow.rollout_reference(random.Random(seed))
                assert (fast.h, fast.pts, fast.tk, fast.big, fast.first70, fast.over,
                        fast.pos) == (slow.h, slow.pts, slow.tk, slow.big, slow.first70,
                                      slow.over, slow.pos)
                assert slow.over == over
                if over:
                    assert sorted(slow.big) == [3, 7] and slow.h != [0, 0]


def test_the_simulator_s_big_points_of_an_unfinished_deal_are_those_so_far():
    """final_big adds a deal's awards only once the deal is over: in the last trick, after
    the leader's last stone and before the answer, the big points are those so far (player
    0 already has 75 points to 10, first to 70)."""
    for leader in (0, 1):
        hands = [0, 0]
        hands[1 - leader] = 1 << stone_id(S("6-6"))
        sim = Sim("english", 7, 0, hands, (), 0, -1, (0, 0), 1 - leader,
                  stone_id(S("6-1")), [75, 10], [5, 1], 0, 0, [2, 4])
        assert not sim.done
        assert sim.final_big() == (2, 4)
        sim.step(stone_id(S("6-6")))
        assert sim.done and sim.final_big() != (2, 4)


_SOLVED: dict = {}  # (observation, the stone left in the stock) -> the exact values


def seventh_trick_worlds(obs, pool, drawn: dict | None = None) -> list[tuple[float, dict]]:
    """Every world of a seventh trick, likeliest first: (its weight, the exact value of each
    move for the player to move), each unknown stone in turn the one left to draw."""
    from bingolino_app.games.domino_bingo import exact, fast
    from bingolino_app.games.domino_bingo.bots import _position

    p, pos, tb = obs.viewer, _position(obs), fast.TABLES[obs.trump]
    trump = tb.label[stone_id(obs.trump_stone)]
    out = []
    for weight, stone in sorted(((1.0 - pool.probability_of(s), s)
                                 for s in rules.ids_of(pool.unknown)), key=lambda w: (-w[0], w[1])):
        opp = tb.to_labels(pool.unknown & ~(1 << stone) | pool.known)
        h0, h1 = (pos.mine, opp) if p == 0 else (opp, pos.mine)
        # a world's values do not depend on its weight: solved once for both inferences
        key = (repr(obs), stone)
        values = _SOLVED.get(key) if drawn is None else None
        if values is None:
            values = exact.solve(pos, h0, h1, (tb.label[stone], trump), drawn=drawn)
            if drawn is None:
                _SOLVED[key] = values
        out.append((weight, {(CLOSE if m == fast.CLOSE else tb.order[m]): (v if p == 0 else 1 - v)
                             for m, v in values.items()}))
    return out


@pytest.mark.slow  # the exact solver over every world of a deal
@pytest.mark.parametrize("infer", [True, False])
def test_strong_solves_the_seventh_trick_over_every_world(infer):
    """With one unknown stone and the turned trump left to draw, strong's move is the best
    on average over every world (each unknown stone the one in the stock), weighted by the
    chance the opponent does not hold it; each world solved on its own, no table shared."""
    from bingolino_app.games.domino_bingo.bots import SearchBot
    from bingolino_app.games.domino_bingo.infer import WeightedWorlds

    bot = SearchBot(iterations=200, seconds=60.0, infer=infer, last_draw=True)  # no guard
    checked = 0
    for seed, state in seventh_tricks(range(30)):
        p = state.to_move
        obs, legal = state.observation(p), state.legal_actions(p)
        if len(legal) < 2:
            continue
        choice = bot.choose(obs, legal, random.Random(seed))
        pool = WeightedWorlds(obs, random.Random(seed), bot.proposals, infer)
        worlds = seventh_trick_worlds(obs, pool)
        totals = {m: sum(w * values[m] for w, values in worlds) for m in worlds[0][1]}
        chosen = CLOSE if isinstance(choice, Close) else stone_id(choice.stone)
        assert totals[chosen] == pytest.approx(max(totals.values())), seed
        checked += 1
        if checked == 10:
            break  # ten positions make the case; each costs every world solved twice
    assert checked >= 10


@pytest.mark.slow  # the exact solver over every world of a deal
def test_out_of_time_the_seventh_trick_rests_on_the_likeliest_worlds_solved():
    """Past its CPU guard the seventh-trick solve stops adding worlds: with no time at all it
    plays the best move of the likeliest world alone (legal, and where that differs from the
    best over all worlds, the likeliest world's)."""
    from bingolino_app.games.domino_bingo.bots import SearchBot
    from bingolino_app.games.domino_bingo.infer import WeightedWorlds

    hasty = SearchBot(iterations=200, seconds=0.0, last_draw=True)
    checked = differ = 0
    for seed, state in seventh_tricks(range(40)):
        p = state.to_move
        obs, legal = state.observation(p), state.legal_actions(p)
        if len(legal) < 2:
            continue
        choice = hasty.choose(obs, legal, random.Random(seed))
        assert choice in legal
        pool = WeightedWorlds(obs, random.Random(seed), hasty.proposals, True)
        per_world = seventh_trick_worlds(obs, pool, drawn={})
        first = per_world[0][1]
        overall = {m: sum(w * v[m] for w, v in per_world) for m in first}
        chosen = CLOSE if isinstance(choice, Close) else stone_id(choice.stone)
        assert first[chosen] == pytest.approx(max(first.values())), seed
        if overall[chosen] < max(overall.values()) - 1e-9:
            differ += 1
        checked += 1
        if checked >= 10 and differ:
            break
    assert checked >= 10 and differ >= 1  # the guard did change a choice


def test_voids_are_every_stone_the_opponent_would_have_had_to_play():
    """voids() read independently through the follow rule: after a strict trick the viewer
    led, the opponent cannot hold any stone the rule would have made him play rather than
    the one he played (follow_mask of that stone and his keeps that stone only); his hand
    has only shrunk since. Over random matches, for both viewers, exactly those stones."""
    checked = 0
    for seed in range(20):
        rng = random.Random(seed)
        session = random_session(seed, "russian" if seed % 2 else "english")
        while not session.state.is_terminal() and session.state.deal_no < 3:
            state = session.state
            p = state.to_move
            obs = state.observation(p)
            ru = obs.variant == rules.RUSSIAN
            expected = 0
            for trick in obs.tricks:
                if trick.strict and trick.leader == p:
                    led, his = stone_id(trick.stones[0]), stone_id(trick.stones[1])
                    for s in range(28):
                        pair = 1 << s | 1 << his
                        if s != his and rules.follow_mask(pair, led, obs.trump, ru) == 1 << s:
                            expected |= 1 << s
            assert voids(obs, 1 - p) == expected
            checked += expected != 0
            session.apply(p, rng.choice(state.legal_actions(p)))
    assert checked > 50


def _public(sim: Sim) -> tuple:
    """Everything in a simulator position but the hidden stones."""
    return (sim.variant, sim.target, sim.t, sim.closed, sim.closed_tk, sim.to_move, sim.led,
            sim.leader, sim.pts, sim.tk, sim.first70, sim.decl, sim.big, sim.pos, sim.over)


def test_sampled_and_enumerated_worlds_are_the_true_deal_but_for_the_hidden_stones():
    """Every world the sampler draws or enumerates is the true position (sim_of the state)
    in all the viewer sees: scores, tricks, the trick on the table, who closed and when, the
    declaration; the viewer's hand is his, the opponent's as large as his real one, and the
    stock as long, the turned trump last while it lies there. When few hands fit, the
    enumeration gives each of them once (as many as opponent_hands counts), among them the
    true one."""
    checked = enumerated = 0
    for seed in range(20):
        rng = random.Random(seed)
        session = random_session(seed, "russian" if seed % 2 else "english")
        while not session.state.is_terminal() and session.state.deal_no < 3:
            state = session.state
            p = state.to_move
            obs = state.observation(p)
            truth = sim_of(state)
            sampler = WorldSampler(obs)
            for world in [sampler.sample(rng)] + (
                    list(sampler.all_worlds()) if sampler.opponent_hands() <= 20 else []):
                assert _public(world) == _public(truth)
                assert world.h[p] == truth.h[p]
                assert bin(world.h[1 - p]).count("1") == bin(truth.h[1 - p]).count("1")
                assert not world.h[0] & world.h[1]
                assert len(world.stock) == len(truth.stock) - truth.pos
                if state.trump_holder is None and state.stock:
                    assert world.stock[-1] == stone_id(state.trump_stone)
                checked += 1
            if sampler.opponent_hands() <= 20:
                hands = [w.h[1 - p] for w in sampler.all_worlds()]
                assert len(hands) == len(set(hands)) == sampler.opponent_hands()
                assert truth.h[1 - p] in hands
                enumerated += 1
            session.apply(p, rng.choice(state.legal_actions(p)))
    assert checked > 300 and enumerated > 20
