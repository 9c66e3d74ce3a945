"""Domino Bingo's computer players. Each decides from its player's observation only.

* random, greedy: the baselines (greedy: win valuable tricks cheaply, keep trumps, declare,
  close once 70 is safe).
* easy: greedy with frequent random moves.
* normal: a small ISMCTS that plays for the deal's big points and ignores what the
  opponent's failures to follow reveal (the first edition's search, v1.py, at a small budget).
* strong, expert: ISMCTS over deals sampled consistently with everything seen, rewarded by the
  chance of winning the match; from the seventh trick on it solves the rest of the deal exactly
  (with the last two draws: every world, one per unknown stone; once no stone can be drawn,
  every world when the opponent's hand is one of few, else a sample of them). The two differ
  in budget only (levels.py); the search runs compiled where the build could (native.py).
* cheater (benchmark only): the same search told the opponent's hand.

The levels by name are in levels.py (with the frozen first edition, v1.py, which imports from
here and never the other way).
"""

from __future__ import annotations

import random
import time

from bingolino_app.games.domino_bingo import rules
from bingolino_app.games.domino_bingo.rules import (
    BINGO, FOLLOWER_WINS, GOAL, TRUMP_MASK, VALUE, stone_id,
)
from bingolino_app.games.domino_bingo import exact, fast
from bingolino_app.games.domino_bingo.infer import WeightedWorlds, WorldSource
from bingolino_app.games.domino_bingo.sim import CLOSE
from bingolino_app.games.domino_bingo.state import Close, Play
from bingolino_app.games.domino_bingo.worlds import WorldSampler


def _moves(legal) -> dict[int, object]:
    """Simulator move -> the action it stands for (a double is declared whenever allowed)."""
    out: dict[int, object] = {}
    for action in legal:
        if isinstance(action, Close):
            out[CLOSE] = action
        elif action.declare or stone_id(action.stone) not in out:
            out[stone_id(action.stone)] = action
    return out


def _unseen_trumps(obs) -> int:
    me = obs.viewer
    seen = {stone_id(s) for s in obs.played()} | {stone_id(s) for s in obs.hands[me]}
    return TRUMP_MASK[obs.trump] & ~rules.mask_of(seen)


class GreedyBot:
    def choose(self, obs, legal, rng: random.Random):
        moves = _moves(legal)
        if not obs.trick:
            if CLOSE in moves and self._safe_70(obs):
                return moves[CLOSE]
            return moves[self._lead(obs, moves)]
        return moves[self._follow(obs, moves)]

    def _safe_70(self, obs) -> bool:
        """My points plus what my unbeatable trumps will surely bring reach 70."""
        t, me = obs.trump, obs.viewer
        unseen = _unseen_trumps(obs)
        top = max((rules.trump_strength(i, t) for i in rules.ids_of(unseen)), default=-1)
        sure = sum(VALUE[t][stone_id(s)] for s in obs.hands[me]
                   if rules.is_trump(stone_id(s), t)
                   and rules.trump_strength(stone_id(s), t) > top)
        return obs.points[me] + sure >= GOAL

    def _lead(self, obs, moves) -> int:
        t = obs.trump
        stones = [m for m in moves if m != CLOSE]
        declared = [m for m in stones if isinstance(moves[m], Play) and moves[m].declare]
        if declared:  # show the doubles with the one least likely to be beaten
            return min(declared, key=lambda i: (rules.is_trump(i, t) and i != BINGO
                                                and rules.trump_strength(i, t) < 99, VALUE[t][i]))
        return min(stones, key=lambda i: (rules.is_trump(i, t), VALUE[t][i],
                                          sum(rules.rank(x) for x in rules.STONES[i])))

    def _follow(self, obs, moves) -> int:
        t = obs.trump
        led = stone_id(obs.trick[0][1])
        stones = [m for m in moves if m != CLOSE]
        wins = FOLLOWER_WINS[t][led]
        winners = [i for i in stones if wins[i]]
        losers = [i for i in stones if not wins[i]]
        if led == rules.INDEX[(t, t)] and BINGO in winners and t:
            return BINGO  # bingo captures the trump double: a big point
        worth = VALUE[t][led]
        if winners:
            cheapest = min(winners, key=lambda i: (rules.is_trump(i, t),
                                                   rules.trump_strength(i, t)
                                                   if rules.is_trump(i, t) else 0, VALUE[t][i]))
            costly = rules.is_trump(cheapest, t) and rules.trump_strength(cheapest, t) >= 99
            if worth + VALUE[t][cheapest] > 0 and (not costly or worth >= 10) or not losers:
                return cheapest
        return min(losers, key=lambda i: (VALUE[t][i], rules.is_trump(i, t),
                                          sum(rules.rank(x) for x in rules.STONES[i])))


class EasyBot:
    """Greedy, with a random move four times in ten: a beginner can beat it."""

    def __init__(self, blunder: float = 0.4) -> None:
        self.blunder = blunder
        self.greedy = GreedyBot()

    def choose(self, obs, legal, rng: random.Random):
        if rng.random() < self.blunder:
            return legal[rng.randrange(len(legal))]
        return self.greedy.choose(obs, legal, rng)


class SearchBot:
    """ISMCTS (``fast.ismcts``) over worlds weighted by what the opponent's plays say
    (``infer``) while stones can still be drawn; exact solving once none can: over the one
    known world when the stock is exhausted, over weighted worlds when it was closed and the
    hands are small (``exact_closed`` stones or fewer), and over every world of the seventh
    trick while its last two stones wait in the stock (``last_draw``)."""

    def __init__(self, iterations: int = 12000, seconds: float = 1.2, explore: float = 0.4,
                 infer: bool = True, proposals: int = 400, worlds: int = 16,
                 exact_closed: int = 12, lead_random: float = 0.5, common: int = 0,
                 last_draw: bool = True) -> None:
        self.iterations, self.seconds, self.explore = iterations, seconds, explore
        self.infer, self.proposals, self.worlds = infer, proposals, worlds
        self.exact_closed, self.lead_random = exact_closed, lead_random
        self.common = common
        self.last_draw = last_draw

    def choose(self, obs, legal, rng: random.Random):
        moves = _moves(legal)
        if len(moves) == 1:
            return next(iter(moves.values()))
        me = obs.viewer
        pos = _position(obs)
        tb = fast.TABLES[obs.trump]
        if obs.stock_size == 0:  # every stone is known: solve the one world
            world = WorldSampler(obs).sample(rng)
            values = exact.solve(pos, tb.to_labels(world.h[0]), tb.to_labels(world.h[1]),
                                 best_only=True)
            return moves[_as_id(tb, _best(values, me))]
        pool = self._pool(obs, rng)
        if obs.strict and sum(obs.hand_sizes) <= self.exact_closed:
            values = self._solve_worlds(pos, pool, rng)
            return moves[_as_id(tb, _best(values, me))]
        if self.last_draw and not obs.strict and obs.stock_size == 2:
            values = self._solve_last_draw(pos, pool)
            return moves[_as_id(tb, _best(values, me))]
        stats = fast.ismcts(pos, _world_source(obs, pool), rng, self.iterations,
                            self.seconds, self.explore, lead_random=self.lead_random,
                            common=self.common)
        by_id = {_as_id(tb, m): v for m, v in stats.items()}
        best = max(moves, key=lambda m: (by_id.get(m, (0, 0.0)), -m))
        return moves[best]

    def _pool(self, obs, rng: random.Random) -> WeightedWorlds:
        return WeightedWorlds(obs, rng, self.proposals, self.infer)

    def _solve_worlds(self, pos: fast.Position, pool: WeightedWorlds,
                      rng: random.Random) -> dict:
        """Mean exact value of each move over worlds drawn by weight (a closed stock: the
        hands are all that matters)."""
        tb = fast.TABLES[pos.t]
        totals: dict[int, float] = {}
        solved: dict[int, dict] = {}
        deadline = time.process_time() + self.seconds
        for k in range(self.worlds):
            hand = pool.hand(rng)
            values = solved.get(hand)
            if values is None:
                opp = tb.to_labels(hand)
                h0, h1 = (pos.mine, opp) if pos.me == 0 else (opp, pos.mine)
                values = solved[hand] = exact.solve(pos, h0, h1)
            for m, v in values.items():
                totals[m] = totals.get(m, 0.0) + v
            if time.process_time() > deadline:
                break
        return {m: v / (k + 1) for m, v in totals.items()}

    def _solve_last_draw(self, pos: fast.Position, pool: WeightedWorlds) -> dict:
        """The seventh trick, with one unknown stone and the turned trump left to draw: every
        world is one choice of that stone (the opponent holds the rest), solved exactly through
        the draws and the last seven tricks, and weighted by the chance the opponent does not
        hold it. Likeliest worlds first: past half the ``seconds`` guard of CPU time (13 of 183
        such decisions here) the worlds solved so far decide."""
        tb = fast.TABLES[pos.t]
        trump = tb.label[pool.trump_id]
        totals: dict[int, float] = {}
        weight_sum = 0.0
        drawn: dict = {}  # once the opponent wins the trick, every world has the same hands
        deadline = time.process_time() + self.seconds / 2
        worlds = sorted(((1.0 - pool.probability_of(stone), stone)
                         for stone in rules.ids_of(pool.unknown)), key=lambda w: (-w[0], w[1]))
        for weight, stone in worlds:
            if weight <= 1e-9 or weight_sum and time.process_time() > deadline:
                break
            opp = tb.to_labels(pool.unknown & ~(1 << stone) | pool.known)
            h0, h1 = (pos.mine, opp) if pos.me == 0 else (opp, pos.mine)
            values = exact.solve(pos, h0, h1, stock=(tb.label[stone], trump),
                                 drawn=drawn)
            for m, v in values.items():
                totals[m] = totals.get(m, 0.0) + weight * v
            weight_sum += weight
        return {m: v / weight_sum for m, v in totals.items()}


class CheaterBot(SearchBot):
    """Benchmark only: strong's search told the opponent's hand (every world holds it; the
    stock's order stays unknown). How often it beats strong is the ceiling of what reading
    the opponent's hand from his plays can bring. The benchmark hands it an observation with
    both hands (``observe``); with a player's own observation it plays as ``SearchBot``."""

    @staticmethod
    def observe(state, player: int):
        """``player``'s observation with the opponent's hand shown (not the stock's order)."""
        import attrs

        return attrs.evolve(state.observation(player), hands=state.observation(None).hands)

    def _pool(self, obs, rng: random.Random) -> WeightedWorlds:
        hand = obs.hands[1 - obs.viewer]
        if hand is None:
            return super()._pool(obs, rng)
        mask = rules.mask_of(stone_id(s) for s in hand)
        return WeightedWorlds(obs, rng, self.proposals, self.infer, opponent=mask)


def _as_id(tb: fast.Tables, move: int) -> int:
    return move if move == CLOSE else tb.order[move]


def _best(values: dict, me: int) -> int:
    """The best move for ``me`` of the solver's values (player 0's); the first of equals, in
    the solver's order, is the one whose value is exact rather than a bound."""
    best = None
    for m, v in values.items():
        mine = v if me == 0 else 1.0 - v
        if best is None or mine > best[1]:
            best = m, mine
    return best[0]


def _position(obs) -> fast.Position:
    tb = fast.TABLES[obs.trump]
    me = obs.viewer
    led = tb.label[stone_id(obs.trick[0][1])] if obs.trick else -1
    decl = len(obs.declared[1]) if obs.declared is not None and obs.trick else 0
    return fast.Position(
        obs.variant, obs.target, obs.trump, me,
        tb.to_labels(rules.mask_of(stone_id(s) for s in obs.hands[me])),
        -1 if obs.closed_by is None else obs.closed_by,
        obs.closed_at[1] if obs.closed_at else (0, 0), obs.to_move, led, obs.points,
        obs.trick_counts, -1 if obs.first70 is None else obs.first70, decl, obs.big,
        obs.stock_size)


def _world_source(obs, pool: WeightedWorlds):
    """rng -> (the opponent's hand, the stock), in labels (``infer.WorldSource``)."""
    return WorldSource(pool, obs.trump, not obs.strict).draw
