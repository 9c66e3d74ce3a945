"""What the opponent's own plays say about his hand: worlds weighted by a simple policy.

A world (the opponent's hand now) is proposed consistently with the hard facts
(``worlds.WorldSampler``: played stones, the turned trump and who drew it, declared doubles,
follow failures). Its weight is how likely the opponent's earlier choices were, had he held
it. His hand at each earlier decision is rebuilt backwards: add back what he played, take
away one stone per draw, chosen at random among those he may have drawn (the log of their
number joins the weight: the prior of that history). Each choice is scored under a simple
policy:

* leads and follows: a softmax over features of the stone (its value, trumpness, what it wins)
  and of its place in his hand (his cheapest plain stone, his cheapest winner...), mixed with
  a uniform choice so that no unusual play rules a hand out;
* closing the stock, or not, at each chance he had: a logistic in his points and his hand's
  worth (closers hold strong hands);
* a double led while holding others is declared: a declaration shows all his doubles, and a
  double led without one says he held no other.

The weights were fitted by maximum likelihood to the first edition's strong player
(tools/fit_domino_policy.py). Stones are handled as ``fast`` labels (cheapest first), so "his
cheapest winner" is a lowest set bit.
"""

from __future__ import annotations

import math
import random
from bisect import bisect
from functools import lru_cache

from bingolino_app.games.domino_bingo import rules
from bingolino_app.games.domino_bingo.fast import TABLES
from bingolino_app.games.domino_bingo.rules import (
    BINGO, FOLLOWER_WINS, GOAL, INDEX, STONES, VALUE, stone_id,
)
from bingolino_app.games.domino_bingo.worlds import WorldSampler

# Softmax weights: stone features (lead_features / follow_features), then hand features.
LEAD = (-1.56, -0.02, 0.92, 0.21, 1.56, 1.37, -0.09)
LEAD_HAND = (0.30, -0.16, 0.86, 0.25)  # his cheapest plain, cheapest trump, dearest trump,
#                                        dearest plain stone
FOLLOW = (0.82, 2.24, 0.96, -0.77, -0.98, -1.51, 0.05, -0.29)
FOLLOW_HAND = (0.49, 0.78, 0.17, -0.15)  # his cheapest winner, cheapest loser, dearest
#                                          winner, dearest loser
CLOSE = (-6.78, 2.39, 2.34, 0.58, -0.77, 3.34, -0.07, 1.24, -0.93)  # close_features
UNIFORM = 0.05  # the share of the uniform choice in the policy
UNLIKELY = 0.02  # the chance of a choice the policy never makes (not declaring, a false fact)


def _top(i: int, t: int) -> bool:
    return i == BINGO or i == INDEX[(t, t)]


def _rank_sum(i: int) -> float:
    a, b = STONES[i]
    return (rules.rank(a) + rules.rank(b)) / 14.0


def lead_features(i: int, t: int, strict: bool) -> tuple[float, ...]:
    trump = rules.is_trump(i, t)
    value = VALUE[t][i] / 10.0
    a, b = STONES[i]
    return (float(trump), value, float(a == b and not trump), float(_top(i, t)),
            float(trump and strict), value * strict, 0.0 if trump else _rank_sum(i))


def follow_features(i: int, led: int, t: int) -> tuple[float, ...]:
    wins = FOLLOWER_WINS[t][led][i]
    trump = rules.is_trump(i, t)
    value, stake = VALUE[t][i] / 10.0, VALUE[t][led] / 10.0
    a, b = STONES[i]
    # No "a trump that wins nothing": every trump stone is worth points (fitted weight was 0).
    return (float(wins), wins * stake, wins * value, (not wins) * value, float(trump),
            float(_top(i, t)), float(a == b and not trump), 0.0 if trump else _rank_sum(i))


def _low(mask: int) -> int:
    return (mask & -mask).bit_length() - 1 if mask else -1


def _high(mask: int) -> int:
    return mask.bit_length() - 1 if mask else -1


def lead_hand_stones(hand: int, trumps: int) -> tuple[int, int, int, int]:
    """The labels LEAD_HAND is about: his cheapest and dearest plain stone and trump."""
    plain, tr = hand & ~trumps, hand & trumps
    return _low(plain), _low(tr), _high(tr), _high(plain)


def follow_hand_stones(legal: int, beats: int) -> tuple[int, int, int, int]:
    """The labels FOLLOW_HAND is about: his cheapest and dearest winner and loser."""
    win = legal & beats
    lose = legal ^ win
    return _low(win), _low(lose), _high(win), _high(lose)


def close_features(t: int, hand: int, points: int, other_points: int, stock: int,
                   leading: bool) -> tuple[float, ...]:
    """What may move a player to close: his points, his trumps and his hand's worth (hand in
    stone ids)."""
    trumps = hand & rules.TRUMP_MASK[t]
    top = (hand >> BINGO & 1) + (hand >> INDEX[(t, t)] & 1)
    values = VALUE[t]
    trump_value = _value_sum(trumps, values) / 50.0
    hand_value = _value_sum(hand, values) / 50.0
    return (1.0, points / GOAL, bin(trumps).count("1") / 7.0, float(top), trump_value,
            hand_value, stock / 14.0, float(leading), other_points / GOAL)


def _value_sum(mask: int, values: tuple[int, ...]) -> int:
    """The values of the stones of ``mask`` (ids), added up."""
    total = 0
    while mask:
        low = mask & -mask
        total += values[low.bit_length() - 1]
        mask ^= low
    return total


def _shuffle(x: list[int], rng: random.Random) -> None:
    """``rng.shuffle(x)`` as Python 3.11's random module does it (the same draws of
    ``getrandbits``), typed for the compiled build."""
    for i in range(len(x) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = rng.getrandbits(k)
        while j >= n:
            j = rng.getrandbits(k)
        x[i], x[j] = x[j], x[i]


def _exp_scores(features, weights) -> tuple[float, ...]:
    return tuple(math.exp(sum(w * f for w, f in zip(weights, fs))) for fs in features)


@lru_cache(maxsize=None)
def lead_table(t: int, strict: bool) -> tuple[float, ...]:
    """exp(score) of leading each stone, by label."""
    order = TABLES[t].order
    return _exp_scores([lead_features(order[k], t, strict) for k in range(28)], LEAD)


@lru_cache(maxsize=None)
def follow_table(t: int, led: int) -> tuple[float, ...]:
    """exp(score) of following the led label with each stone, by label."""
    order = TABLES[t].order
    return _exp_scores([follow_features(order[k], order[led], t) for k in range(28)], FOLLOW)


_LEAD_BOOST = tuple(math.exp(w) for w in LEAD_HAND)
_FOLLOW_BOOST = tuple(math.exp(w) for w in FOLLOW_HAND)


def choice_probability(table, chosen: int, legal: int, boosts: dict[int, float],
                       uniform: float = UNIFORM) -> float:
    """The policy's chance of ``chosen`` among the labels of mask ``legal``: a softmax of the
    stone scores ``table``, each stone's weight times its boost (``boosts``)."""
    total, n, m = 0.0, 0, legal
    while m:
        low = m & -m
        total += table[low.bit_length() - 1]
        n += 1
        m ^= low
    mine = table[chosen]
    for s, b in boosts.items():
        total += table[s] * (b - 1.0)
    mine *= boosts.get(chosen, 1.0)
    return (1.0 - uniform) * mine / total + uniform / n


# --- the opponent's history, read from an observation -----------------------------------------
LEAD_STEP, FOLLOW_STEP, DRAW_STEP, CLOSE_STEP = 0, 1, 2, 3


def opponent_steps(obs) -> list[tuple]:
    """The opponent's decisions and draws this deal, latest first (the order of rebuilding),
    stones as labels:
    (LEAD_STEP, stone, table, declared doubles or -1 when he showed none),
    (FOLLOW_STEP, stone, table, led, strict),
    (DRAW_STEP, drew the turned trump, doubles shown by then),
    (CLOSE_STEP, closed, (points, other's points, stock, leading)) — a chance to close the
    stock that he took or let pass, just before his play (the step before it in the list)."""
    me = obs.viewer
    opp = 1 - me
    t, ru = obs.trump, obs.variant == rules.RUSSIAN
    tb = TABLES[t]
    lab = tb.label
    shown: dict[int, int] = {}  # led double -> the doubles he declared with it
    announced: dict[tuple[int, int], int] = {}  # (player, led double) -> doubles declared
    for p, doubles in obs.declarations:
        announced[(p, lab[stone_id(doubles[0])])] = len(doubles)
        if p == opp:
            shown[lab[stone_id(doubles[0])]] = tb.to_labels(
                rules.mask_of(stone_id(d) for d in doubles))
    close_at = None  # (tricks done, 0 before the lead / 1 before the follow) of the closing
    if obs.closed_by is not None:
        done = sum(obs.closed_at[1])
        leader = obs.tricks[done].leader if done < len(obs.tricks) else \
            (obs.trick[0][0] if obs.trick else obs.closed_by)
        close_at = (done, 0 if leader == obs.closed_by else 1)
    steps: list[tuple] = []
    shown_so_far = 0
    last_draw = None
    points = [0, 0]
    stock = 14

    def chance_to_close(k: int, leading: bool) -> None:
        here = (k, 0 if leading else 1)
        if not stock or not (ru or leading) or (close_at is not None and close_at < here):
            return
        took = close_at == here and obs.closed_by == opp
        if close_at == here and not took:
            return  # the other player closed just before
        steps.append((CLOSE_STEP, took, (points[opp], points[me], stock, leading)))

    for k, trick in enumerate(obs.tricks):
        led, other = lab[stone_id(trick.stones[0])], lab[stone_id(trick.stones[1])]
        declared = -1
        if trick.leader == opp:
            chance_to_close(k, True)
            declared = shown.get(led, -1)
            if declared >= 0:
                shown_so_far |= declared
            steps.append((LEAD_STEP, led, lead_table(t, trick.strict), declared))
        else:
            chance_to_close(k, False)
            steps.append((FOLLOW_STEP, other, follow_table(t, led), led, trick.strict))
        points[trick.winner] += tb.value[led] + tb.value[other]
        n = announced.get((trick.leader, led), 0)
        if n and trick.winner == trick.leader and not (ru and n >= 6):
            points[trick.winner] += rules.DECLARATION_POINTS[n]
        if not trick.strict:
            last_draw = len(steps)
            steps.append((DRAW_STEP, False, shown_so_far))
            stock -= 2
    if last_draw is not None and obs.stock_size == 0:
        # The draw that emptied the stock: the opponent drew the turned trump if he holds it.
        _, _, mask = steps[last_draw]
        steps[last_draw] = (DRAW_STEP, obs.trump_holder == opp, mask)
    if obs.trick and obs.trick[0][0] == opp:
        led = lab[stone_id(obs.trick[0][1])]
        chance_to_close(len(obs.tricks), True)
        # Strict as it was when he led: a close after his lead (Russian rules, by the viewer
        # before following) came later.
        strict = obs.strict and close_at != (len(obs.tricks), 1)
        steps.append((LEAD_STEP, led, lead_table(t, strict), shown.get(led, -1)))
    steps.reverse()
    return steps


def _close_probability(t: int, hand_labels: int, context) -> float:
    points, other, stock, leading = context
    x = close_features(t, TABLES[t].to_ids(hand_labels), points, other, stock, leading)
    z = sum(w * f for w, f in zip(CLOSE, x))
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def log_likelihood(steps, hand: int, t: int, ru: bool, trump_label: int, rng: random.Random,
                   uniform: float = UNIFORM) -> float:
    """log P(the opponent's recorded choices | he holds ``hand`` (labels) now), with his
    earlier hands rebuilt backwards (one random history, see the module doc)."""
    tb = TABLES[t]
    trumps, doubles, beats = tb.trumps, tb.doubles, tb.beats
    first, second = tb.first[ru], tb.second[ru]
    log = math.log
    logw = 0.0
    h = hand
    trump_bit = 1 << trump_label
    for step in steps:
        kind = step[0]
        if kind == DRAW_STEP:
            _, got_trump, shown = step
            if got_trump:
                if not h & trump_bit:
                    return -1e9
                h ^= trump_bit
                continue
            eligible = h & ~shown & ~trump_bit
            n = bin(eligible).count("1")
            if not n:
                return -1e9
            k = int(rng.random() * n)
            m = eligible
            for _ in range(k):
                m &= m - 1
            h ^= m & -m
            logw += log(n)
        elif kind == LEAD_STEP:
            _, stone, table, declared = step
            h |= 1 << stone
            logw += log(choice_probability(table, stone, h, _boosted(
                lead_hand_stones(h, trumps), _LEAD_BOOST), uniform))
            if doubles >> stone & 1:
                held = h & doubles
                if declared >= 0:
                    if held != declared:
                        logw += log(UNLIKELY)
                elif held & (held - 1):  # two or more doubles, none declared
                    logw += log(UNLIKELY)
        elif kind == FOLLOW_STEP:
            _, stone, table, led, strict = step
            h |= 1 << stone
            legal = (h & first[led] or h & second[led] or h) if strict else h
            if not legal >> stone & 1:
                logw += log(UNLIKELY)
                legal |= 1 << stone
            logw += log(choice_probability(table, stone, legal, _boosted(
                follow_hand_stones(legal, beats[led]), _FOLLOW_BOOST), uniform))
        else:  # a chance to close, just before the play processed above
            _, took, context = step
            p = _close_probability(t, h, context)
            logw += log(max(1e-6, p if took else 1.0 - p))
    return logw


def _boosted(stones, boosts) -> dict[int, float]:
    """stone -> the product of the boosts that fall on it."""
    out: dict[int, float] = {}
    for s, b in zip(stones, boosts):
        if s >= 0:
            out[s] = out.get(s, 1.0) * b
    return out


class WeightedWorlds:
    """Opponent hands proposed uniformly within the hard facts, weighted by the likelihood of
    his earlier choices; ``hand`` draws one by weight (stone ids)."""

    def __init__(self, obs, rng: random.Random, proposals: int = 400, infer: bool = True,
                 uniform: float = UNIFORM, histories: int = 1, opponent: int = -1) -> None:
        """``opponent``: the opponent's hand (stone ids) when told it (the benchmark's
        cheater, bots.CheaterBot): every world has it."""
        self.sampler = sampler = WorldSampler(obs, use_voids=True)
        self.trump_in_stock, self.trump_id = sampler.trump_in_stock, sampler.trump_id
        self.unknown = rules.mask_of(sampler.unknown)
        t, ru = obs.trump, obs.variant == rules.RUSSIAN
        tb = TABLES[t]
        steps = opponent_steps(obs) if infer else []
        allowed, need, known = list(sampler.allowed), sampler.need, sampler.known_opp
        self.allowed, self.need, self.known = allowed, need, known
        self.uniform = not steps or len(allowed) <= need  # no evidence: fresh hands each time
        self.hands: list[int] = []
        self.weights: list[float] = []
        self.cumulative: list[float] = []
        self.total = 0.0
        if opponent >= 0:
            self.uniform = False
            self.hands, self.weights, self.cumulative, self.total = [opponent], [1.0], [1.0], 1.0
            return
        if self.uniform:
            return
        trump_label = tb.label[self.trump_id]
        logs = []
        for _ in range(proposals):
            _shuffle(allowed, rng)
            hand = known | rules.mask_of(allowed[:need])
            self.hands.append(hand)
            labels = tb.to_labels(hand)
            if histories == 1:
                logs.append(log_likelihood(steps, labels, t, ru, trump_label, rng, uniform))
            else:  # the mean likelihood over several rebuilt histories
                each = [log_likelihood(steps, labels, t, ru, trump_label, rng, uniform)
                        for _ in range(histories)]
                top = max(each)
                logs.append(top + math.log(sum(math.exp(v - top) for v in each) / histories))
        top = max(logs)
        self.weights = [math.exp(v - top) for v in logs]
        total = 0.0
        for w in self.weights:
            total += w
            self.cumulative.append(total)
        self.total = total

    def hand(self, rng: random.Random) -> int:
        if self.uniform:
            allowed = self.allowed
            hand, n, need = self.known, len(allowed), self.need
            picked = allowed[:]
            for k in range(need):  # a partial Fisher-Yates shuffle
                j = k + int(rng.random() * (n - k))
                picked[k], picked[j] = picked[j], picked[k]
                hand |= 1 << picked[k]
            return hand
        return self.hands[bisect(self.cumulative, rng.random() * self.total)]

    def probability_of(self, stone: int) -> float:
        """The weighted chance that the opponent holds ``stone`` (an id)."""
        if self.uniform:
            if self.known >> stone & 1:
                return 1.0
            return self.need / len(self.allowed) if stone in self.allowed else 0.0
        return sum(w for h, w in zip(self.hands, self.weights) if h >> stone & 1) / self.total


class WorldSource:
    """rng -> (the opponent's hand, the stock), in ``fast`` labels, for ``fast.ismcts``: a
    hand from the pool, the other unknown stones in a fresh random order, the turned trump
    last while in the stock (``draw``). A closed stock is never drawn: its order does not
    matter (``shuffle`` false). Here rather than in bots.py: it runs once per iteration, so it
    is compiled with the search."""

    def __init__(self, pool: WeightedWorlds, trump: int, shuffle: bool) -> None:
        self.pool = pool
        self.tables = TABLES[trump]
        self.unknown: int = pool.unknown
        label = self.tables.label
        self.tail: list[int] = [label[pool.trump_id]] if pool.trump_in_stock else []
        self.shuffle = shuffle
        self.cache: dict[int, tuple[int, list[int]]] = {}

    def draw(self, rng: random.Random) -> tuple[int, list[int]]:
        hand = self.pool.hand(rng)
        hit = self.cache.get(hand)
        if hit is None:
            label = self.tables.label
            rest: list[int] = []
            m = self.unknown & ~hand
            while m:  # ascending stone ids, as labels
                low = m & -m
                rest.append(label[low.bit_length() - 1])
                m ^= low
            hit = (self.tables.to_labels(hand), rest)
            self.cache[hand] = hit
        opp, rest = hit
        if self.shuffle:
            rest = rest[:]
            for k in range(len(rest) - 1, 0, -1):
                j = int(rng.random() * (k + 1))
                rest[k], rest[j] = rest[j], rest[k]
        return opp, rest + self.tail if self.tail else rest
