"""Domino Bingo's strong player, path by path: what it solves exactly and how it averages.

- Stock used up: every stone is known; the one world is solved.
- Closed stock with few stones: the mean exact value over worlds drawn from the weighted pool.
- Seventh trick: every world (each unknown stone the one left to draw), weighted by the chance
  the opponent does not hold it.
- Otherwise ISMCTS over worlds from the pool; the most visited move, the first of equals.
These are the strong player's contract; a faster search must keep it."""

from __future__ import annotations

import random

import pytest

from bingolino_app.core.session import Seat, Session
from bingolino_app.games.domino_bingo import exact, fast, rules
from bingolino_app.games.domino_bingo.bots import SearchBot, _moves, _position
from bingolino_app.games.domino_bingo.infer import WeightedWorlds
from bingolino_app.games.domino_bingo.rules import stone_id
from bingolino_app.games.domino_bingo.sim import CLOSE
from bingolino_app.games.domino_bingo.state import Close, Play

from domino_helpers import seventh_tricks


def closed_small(seeds, most: int = 10):
    """Positions of random play after a close, with ``most`` stones in hand or fewer."""
    for seed in seeds:
        session = Session("domino_bingo", [Seat("A", "computer"), Seat("B", "computer")],
                          {"variant": "russian" if seed % 2 else "english"}, seed)
        rng = random.Random(seed)
        state = session.state
        while not state.is_terminal() and state.deal_no == 1:
            p = state.to_move
            legal = state.legal_actions(p)
            if state.closed_by is not None and sum(len(h) for h in state.hands) <= most \
                    and len(_moves(legal)) >= 2:
                yield seed, state
                break
            close = [a for a in legal if isinstance(a, Close)]
            if close and len(state.stock) <= 8:
                session.apply(p, close[0])
            else:
                session.apply(p, rng.choice([a for a in legal if not isinstance(a, Close)]))
            state = session.state


def test_a_closed_stock_is_the_mean_exact_value_over_worlds_drawn_by_weight():
    bot = SearchBot(worlds=12, seconds=60.0)
    checked = 0
    for seed, state in closed_small(range(30)):
        p = state.to_move
        obs = state.observation(p)
        pos, tb = _position(obs), fast.TABLES[obs.trump]
        pool = WeightedWorlds(obs, random.Random(seed), 60, True)
        got = bot._solve_worlds(pos, pool, random.Random(7))
        rng, totals = random.Random(7), {}
        for _ in range(12):
            opp = tb.to_labels(pool.hand(rng))
            h0, h1 = (pos.mine, opp) if p == 0 else (opp, pos.mine)
            for m, v in exact.solve(pos, h0, h1).items():
                totals[m] = totals.get(m, 0.0) + v
        assert got == pytest.approx({m: v / 12 for m, v in totals.items()})
        legal = state.legal_actions(p)
        choice = SearchBot(worlds=12, seconds=60.0, proposals=60).choose(
            obs, legal, random.Random(seed))
        assert choice in legal
        checked += 1
        if checked >= 3:
            break
    assert checked >= 3


def test_out_of_time_a_closed_stock_rests_on_the_worlds_solved():
    for seed, state in closed_small(range(30)):
        p = state.to_move
        obs = state.observation(p)
        pos, tb = _position(obs), fast.TABLES[obs.trump]
        pool = WeightedWorlds(obs, random.Random(seed), 60, True)
        hasty = SearchBot(worlds=12, seconds=0.0)._solve_worlds(pos, pool, random.Random(7))
        opp = tb.to_labels(pool.hand(random.Random(7)))
        h0, h1 = (pos.mine, opp) if p == 0 else (opp, pos.mine)
        assert hasty == pytest.approx(exact.solve(pos, h0, h1))  # the first world alone
        return
    raise AssertionError("no closed position")


def test_a_closed_stock_solves_on_while_the_clock_reads_the_guard(monkeypatch):
    """A CPU clock that reads 0 at the start, then 1.0 and 2.0 s: with a guard of 1 s the
    second world is still solved (the guard is not passed yet), the third is not."""
    import types

    import bingolino_app.games.domino_bingo.bots as bots

    for seed, state in closed_small(range(30)):
        p = state.to_move
        obs = state.observation(p)
        pos, tb = _position(obs), fast.TABLES[obs.trump]
        pool = WeightedWorlds(obs, random.Random(seed), 60, True)
        ticks = iter([0.0, 1.0, 2.0] + [5.0] * 30)
        monkeypatch.setattr(bots, "time",
                            types.SimpleNamespace(process_time=lambda: next(ticks)))
        got = SearchBot(worlds=12, seconds=1.0)._solve_worlds(pos, pool, random.Random(7))
        rng, worlds = random.Random(7), []
        for _ in range(2):
            opp = tb.to_labels(pool.hand(rng))
            h0, h1 = (pos.mine, opp) if p == 0 else (opp, pos.mine)
            worlds.append(exact.solve(pos, h0, h1))
        if worlds[0] == pytest.approx(worlds[1]):
            continue  # one world would say the same: no test of the guard
        assert got == pytest.approx({m: (v + worlds[1][m]) / 2 for m, v in worlds[0].items()})
        return
    raise AssertionError("no closed position whose first two worlds differ")


def test_without_inference_the_worlds_are_fresh_uniform_hands():
    seed, state = next(iter(seventh_tricks([5])))
    obs = state.observation(state.to_move)
    assert not SearchBot(proposals=40)._pool(obs, random.Random(seed)).uniform
    assert SearchBot(proposals=40, infer=False)._pool(obs, random.Random(seed)).uniform


@pytest.mark.slow  # the exact solver over every world of a deal, twice
def test_the_seventh_trick_weighs_every_world_by_the_chance_its_stone_is_not_held():
    checked = 0
    for seed, state in seventh_tricks(range(12)):
        p = state.to_move
        obs = state.observation(p)
        if len(_moves(state.legal_actions(p))) < 2:
            continue
        pos, tb = _position(obs), fast.TABLES[obs.trump]
        pool = WeightedWorlds(obs, random.Random(seed), 80, True)
        got = SearchBot(seconds=60.0)._solve_last_draw(pos, pool)
        trump = tb.label[stone_id(obs.trump_stone)]
        totals, weights, drawn = {}, 0.0, {}
        for stone in rules.ids_of(pool.unknown):
            weight = 1.0 - pool.probability_of(stone)
            if weight <= 1e-9:
                continue
            opp = tb.to_labels(pool.unknown & ~(1 << stone) | pool.known)
            h0, h1 = (pos.mine, opp) if p == 0 else (opp, pos.mine)
            for m, v in exact.solve(pos, h0, h1, (tb.label[stone], trump),
                                    drawn=drawn).items():
                totals[m] = totals.get(m, 0.0) + weight * v
            weights += weight
        assert got == pytest.approx({m: v / weights for m, v in totals.items()})
        checked += 1
        break
    assert checked == 1


def test_the_seventh_trick_rests_on_the_likeliest_worlds_solved_before_half_the_guard(
        monkeypatch):
    """A CPU clock that reads 0 when the search starts, then 1.0 and 1.5 s: with a guard of
    2 s the worlds solved up to 1 s decide, the two likeliest, each weighed by the chance its
    stone is not held."""
    import types

    import bingolino_app.games.domino_bingo.bots as bots

    seed, state = next(iter(seventh_tricks([5])))
    p = state.to_move
    obs = state.observation(p)
    pos, tb = _position(obs), fast.TABLES[obs.trump]
    pool = WeightedWorlds(obs, random.Random(seed), 40, True)
    ticks = iter([0.0, 1.0, 1.5] + [5.0] * 30)
    monkeypatch.setattr(bots, "time", types.SimpleNamespace(process_time=lambda: next(ticks)))
    got = SearchBot(seconds=2.0)._solve_last_draw(pos, pool)
    worlds = sorted(((1.0 - pool.probability_of(stone), stone)
                     for stone in rules.ids_of(pool.unknown)), key=lambda w: (-w[0], w[1]))
    trump = tb.label[stone_id(obs.trump_stone)]
    totals, weights = {}, 0.0
    for weight, stone in worlds[:2]:
        opp = tb.to_labels(pool.unknown & ~(1 << stone) | pool.known)
        h0, h1 = (pos.mine, opp) if p == 0 else (opp, pos.mine)
        for m, v in exact.solve(pos, h0, h1, (tb.label[stone], trump)).items():
            totals[m] = totals.get(m, 0.0) + weight * v
        weights += weight
    assert got == pytest.approx({m: v / weights for m, v in totals.items()})
    assert len(set(round(v, 6) for v in got.values())) > 1  # the worlds tell the moves apart


def test_each_path_is_taken_where_it_belongs(monkeypatch):
    calls = []
    real_ismcts = fast.ismcts

    def spy(name, real):
        def call(*args, **kwargs):
            calls.append(name)
            return real(*args, **kwargs)
        return call

    import bingolino_app.games.domino_bingo.bots as bots

    monkeypatch.setattr(bots.fast, "ismcts", spy("ismcts", real_ismcts))
    monkeypatch.setattr(SearchBot, "_solve_worlds", spy("worlds", SearchBot._solve_worlds))
    monkeypatch.setattr(SearchBot, "_solve_last_draw",
                        spy("last_draw", SearchBot._solve_last_draw))
    bot = SearchBot(iterations=50, seconds=0.0, worlds=4, proposals=40)  # one world each
    seed, state = next(iter(seventh_tricks([0, 1, 2, 3])))
    obs, legal = state.observation(state.to_move), state.legal_actions(state.to_move)
    bot.choose(obs, legal, random.Random(1))
    assert calls == ["last_draw"]
    calls.clear()
    SearchBot(iterations=50, seconds=60.0, last_draw=False, proposals=40).choose(
        obs, legal, random.Random(1))
    assert calls == ["ismcts"]
    calls.clear()
    seed, closed = next(iter(closed_small(range(30))))
    p = closed.to_move
    bot.choose(closed.observation(p), closed.legal_actions(p), random.Random(1))
    assert calls == ["worlds"]
    calls.clear()
    SearchBot(iterations=50, seconds=60.0, exact_closed=2, proposals=40).choose(
        closed.observation(p), closed.legal_actions(p), random.Random(1))
    assert calls == ["ismcts"]


def test_a_lone_move_is_played_without_a_search(monkeypatch):
    import bingolino_app.games.domino_bingo.bots as bots

    monkeypatch.setattr(bots.fast, "ismcts", lambda *a, **k: pytest.fail("searched"))
    state = Session("domino_bingo", [Seat("A"), Seat("B")], {}, 3).state
    only = [Play(state.hands[state.to_move][0])]
    assert SearchBot().choose(state.observation(state.to_move), only,
                              random.Random(0)) == only[0]


def english_opening():
    """The first decision of an English deal (seed 5): its observation, legal actions, the
    simulator's moves and the trump's tables."""
    state = Session("domino_bingo", [Seat("A"), Seat("B")], {"variant": "english"}, 5).state
    p = state.to_move
    obs, legal = state.observation(p), state.legal_actions(p)
    return obs, legal, _moves(legal), fast.TABLES[obs.trump]


def test_the_search_plays_the_most_visited_move_the_lowest_of_equals(monkeypatch):
    import bingolino_app.games.domino_bingo.bots as bots

    obs, legal, moves, tb = english_opening()
    ids = sorted(m for m in moves if m != CLOSE)
    labels = {m: tb.label[m] for m in ids}
    top, other = ids[-1], ids[0]
    stats = {labels[m]: (10, 0.5) for m in ids}
    stats[labels[top]] = (30, 0.1)
    monkeypatch.setattr(bots.fast, "ismcts", lambda *a, **k: dict(stats))
    assert SearchBot().choose(obs, legal, random.Random(0)) == moves[top]
    stats[labels[other]] = (30, 0.1)
    assert SearchBot().choose(obs, legal, random.Random(0)) == moves[other]  # lowest id
    stats[labels[other]] = (30, 0.2)
    stats[labels[top]] = (30, 0.1)
    assert SearchBot().choose(obs, legal, random.Random(0)) == moves[other]  # then value


def test_the_position_is_the_observation_in_labels():
    for seed, state in seventh_tricks([0, 1]):
        p = state.to_move
        obs = state.observation(p)
        pos = _position(obs)
        tb = fast.TABLES[obs.trump]
        assert (pos.variant, pos.target, pos.t, pos.me, pos.to_move) == (
            obs.variant, obs.target, obs.trump, p, obs.to_move)
        assert pos.mine == tb.to_labels(rules.mask_of(stone_id(s) for s in obs.hands[p]))
        assert pos.led == (tb.label[stone_id(obs.trick[0][1])] if obs.trick else -1)
        assert pos.pts == tuple(obs.points) and pos.tk == tuple(obs.trick_counts)
        assert pos.big == tuple(obs.big) and pos.stock_size == obs.stock_size == 2
        assert pos.closed == -1 and pos.first70 == (-1 if obs.first70 is None else obs.first70)
        assert pos.ru == (obs.variant == "russian")
        assert pos.leader == (pos.to_move if pos.led < 0 else 1 - pos.to_move)


def test_the_position_keeps_the_tricks_counted_at_the_close():
    seed, closed = next(iter(closed_small(range(30))))
    obs = closed.observation(closed.to_move)
    assert obs.closed_at and _position(obs).closed == obs.closed_by
    assert _position(obs).closed_tk == tuple(obs.closed_at[1])
    seed, open_ = next(iter(seventh_tricks([0])))
    assert _position(open_.observation(open_.to_move)).closed_tk == (0, 0)  # no close yet


# --- the levels ------------------------------------------------------------------------------------
def test_the_levels_are_the_search_at_their_budgets():
    """strong and expert: the same search at 36000 and 250000 iterations (CPU-time guards of 3
    and 8 s); strong_v2: issue 13's strong, every parameter its own; cheater: strong's."""
    from bingolino_app.games.domino_bingo.bots import CheaterBot
    from bingolino_app.games.domino_bingo.levels import BOTS

    search = {"explore": 0.4, "infer": True, "proposals": 400, "worlds": 16,
              "exact_closed": 12, "lead_random": 0.5, "common": 0, "last_draw": True}
    for level, iterations, seconds in (("strong", 36000, 3.0), ("expert", 250000, 8.0),
                                       ("strong_v2", 12000, 1.2), ("cheater", 36000, 3.0)):
        bot = BOTS[level]()
        assert type(bot) is (CheaterBot if level == "cheater" else SearchBot)
        assert vars(bot) == {"iterations": iterations, "seconds": seconds, **search}, level
    assert sorted(BOTS) == ["cheater", "easy", "expert", "greedy", "normal", "random", "strong",
                            "strong_v1", "strong_v2"]


def test_the_benchmarks_cheater_is_told_the_opponents_hand_and_nothing_else():
    """The cheater (benchmark only, never a level to play against) gets the opponent's hand
    from ``observe``, not the stock's order, and its worlds all hold that hand; with a
    player's own observation it samples worlds exactly as strong does."""
    import attrs

    from bingolino_app.games.domino_bingo.bots import CheaterBot

    seed, state = next(iter(seventh_tricks([5])))
    p = state.to_move
    own = state.observation(p)
    told = CheaterBot.observe(state, p)
    assert own.hands[1 - p] is None
    assert told.hands[1 - p] == tuple(state.hands[1 - p]) and told.hands[p] == own.hands[p]
    assert attrs.evolve(told, hands=own.hands) == own  # nothing else: no stock order
    cheater = CheaterBot(proposals=40)
    pool = cheater._pool(told, random.Random(seed))
    hand = rules.mask_of(stone_id(s) for s in state.hands[1 - p])
    assert [pool.hand(random.Random(k)) for k in range(4)] == [hand] * 4
    assert pool.unknown == WeightedWorlds(own, random.Random(seed), 40, True).unknown
    fair = cheater._pool(own, random.Random(seed))
    strong = SearchBot(proposals=40)._pool(own, random.Random(seed))
    assert (fair.hands, fair.weights, fair.uniform) == (strong.hands, strong.weights,
                                                         strong.uniform)
    assert len(set(fair.hands)) > 1  # the opponent's hand stays unknown


def test_at_the_seventh_trick_it_plays_the_stone_the_worlds_value_most():
    seed, state = next(iter(seventh_tricks([4])))
    p = state.to_move
    obs, legal = state.observation(p), state.legal_actions(p)
    assert Close() in legal
    choice = SearchBot(seconds=60.0, proposals=40).choose(obs, legal, random.Random(seed))
    assert choice == Play((6, 4))


def test_the_search_gets_the_bots_budget_and_parameters(monkeypatch):
    import bingolino_app.games.domino_bingo.bots as bots

    state = Session("domino_bingo", [Seat("A"), Seat("B")], {"variant": "english"}, 5).state
    p = state.to_move
    obs, legal = state.observation(p), state.legal_actions(p)
    seen = []

    def spy(pos, world, rng, iterations, seconds, explore=0.4, **kwargs):
        seen.append((iterations, seconds, explore, kwargs))
        return {}

    monkeypatch.setattr(bots.fast, "ismcts", spy)
    SearchBot(iterations=7, seconds=9.0, explore=0.3, lead_random=0.2, common=3,
              proposals=40).choose(obs, legal, random.Random(0))
    assert seen == [(7, 9.0, 0.3, {"lead_random": 0.2, "common": 3})]


def test_a_move_the_search_never_reached_ranks_below_every_visited_one(monkeypatch):
    import bingolino_app.games.domino_bingo.bots as bots

    obs, legal, moves, tb = english_opening()
    top = max(m for m in moves if m != CLOSE)
    # One visit that lost everything still beats the moves the search never tried.
    monkeypatch.setattr(bots.fast, "ismcts", lambda *a, **k: {tb.label[top]: (1, 0.0)})
    assert SearchBot().choose(obs, legal, random.Random(0)) == moves[top]


def test_the_searchs_defaults_are_issue_13s_strong():
    from bingolino_app.games.domino_bingo.levels import STRONG_V2

    assert vars(SearchBot()) == STRONG_V2  # its CPU guard too: 1.2 s


# --- the first edition's strong (v1.py, frozen) ----------------------------------------------------
def test_the_first_editions_defaults_are_frozen():
    from bingolino_app.games.domino_bingo.v1 import SearchBotV1

    assert vars(SearchBotV1()) == {"iterations": 700, "seconds": 0.5, "match_aware": True,
                                   "infer": True, "solver": True, "worlds": 16}


def test_the_first_edition_averages_the_exact_values_of_its_closed_worlds(monkeypatch):
    """Every fitting opponent hand when there are at most ``worlds`` of them, else ``worlds``
    sampled ones; each solved exactly with the bot's reward, the values averaged. A CPU clock
    read in the test (0 at the start, then 1.0, then 2.0 s) with a 1 s guard stops it after
    the second world."""
    import functools
    import types

    import bingolino_app.games.domino_bingo.v1 as v1
    from bingolino_app.games.domino_bingo.search import deal_reward, solve
    from bingolino_app.games.domino_bingo.worlds import WorldSampler

    def mean(values):
        return {m: sum(v[m] for v in values) / len(values) for m in values[0]}

    checked = set()
    for seed, state in closed_small(range(40), 6):
        obs = state.observation(state.to_move)
        sampler = WorldSampler(obs, use_voids=True)
        reward = functools.partial(deal_reward, start_big=tuple(obs.big))
        hands = sampler.opponent_hands()
        every = [solve(sim, reward) for sim in sampler.all_worlds()] if hands <= 16 else []
        if "all" not in checked and len({tuple(sorted(v.items())) for v in every}) > 2:
            # exactly ``worlds`` hands, and they differ: all of them, each once
            got = v1.SearchBotV1(seconds=60.0, worlds=hands)._solve_worlds(
                sampler, random.Random(7), reward)
            assert len(every) == hands and got == pytest.approx(mean(every))
            checked.add("all")
        if "sampled" not in checked and hands > 3:
            got = v1.SearchBotV1(seconds=60.0, worlds=3)._solve_worlds(
                sampler, random.Random(7), reward)
            rng = random.Random(7)
            sampled = [solve(sampler.sample(rng), reward) for _ in range(3)]
            assert got == pytest.approx(mean(sampled))
            ticks = iter([0.0, 1.0, 2.0] + [5.0] * 30)
            monkeypatch.setattr(v1, "time",
                                types.SimpleNamespace(process_time=lambda: next(ticks)))
            got = v1.SearchBotV1(seconds=1.0, worlds=3)._solve_worlds(
                sampler, random.Random(7), reward)
            assert got == pytest.approx(mean(sampled[:2]))
            monkeypatch.undo()
            checked.add("sampled")
        if len(checked) == 2:
            return
    raise AssertionError(f"only {checked}")


def test_the_first_edition_reads_the_voids_only_with_inference(monkeypatch):
    import bingolino_app.games.domino_bingo.v1 as v1

    state = Session("domino_bingo", [Seat("A"), Seat("B")], {"variant": "english"}, 5).state
    p = state.to_move
    obs, legal = state.observation(p), state.legal_actions(p)
    seen = []
    real = v1.WorldSampler

    def spy(obs, use_voids=True):
        seen.append(use_voids)
        return real(obs, use_voids=use_voids)

    monkeypatch.setattr(v1, "WorldSampler", spy)
    monkeypatch.setattr(v1, "ismcts", lambda *a, **k: {})
    for infer in (False, True):
        v1.SearchBotV1(infer=infer).choose(obs, legal, random.Random(0))
    assert seen == [False, True]


def test_the_first_edition_never_plays_a_move_its_search_left_untried(monkeypatch):
    # A search cut short may report only some root moves: one it tried, even at value 0, is
    # played before any it never tried, however low that one's id.
    import bingolino_app.games.domino_bingo.v1 as v1

    obs, legal, moves, _ = english_opening()
    top = max(m for m in moves if m != CLOSE)
    monkeypatch.setattr(v1, "ismcts", lambda *a, **k: {top: (1, 0.0)})
    assert v1.SearchBotV1().choose(obs, legal, random.Random(0)) == moves[top]


def test_the_first_edition_solves_a_drawn_stock_with_its_own_reward(monkeypatch):
    # Without match awareness the exact solver scores the deal (from the big points at its
    # start), not the match.
    import functools

    import bingolino_app.games.domino_bingo.v1 as v1
    from bingolino_app.games.domino_bingo.search import deal_reward, solve

    rng = random.Random(2)
    session = Session("domino_bingo", [Seat("A"), Seat("B")], {"variant": "english"}, 8)
    while not (session.state.phase == "play" and not session.state.stock
               and len(_moves(session.state.legal_actions(session.state.to_move))) > 1):
        state = session.state
        legal = [a for a in state.legal_actions(state.to_move) if not isinstance(a, Close)]
        session.apply(state.to_move, rng.choice(legal))
    state = session.state
    obs = state.observation(state.to_move)
    rewards = []

    def spy(sim, reward=None, best_only=False):
        rewards.append(reward)
        return solve(sim, reward, best_only=best_only)

    monkeypatch.setattr(v1, "solve", spy)
    v1.SearchBotV1(match_aware=False).choose(obs, state.legal_actions(state.to_move),
                                             random.Random(0))
    assert len(rewards) == 1 and isinstance(rewards[0], functools.partial)
    assert rewards[0].func is deal_reward and rewards[0].keywords == {
        "start_big": tuple(obs.big)}
