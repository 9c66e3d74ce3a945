"""The fast deal engine of the search bots: ISMCTS over sampled worlds, all in one loop.

Stones are relabelled per trump suit by how little they are worth (``ORDER[t]``: label ->
stone id, cheapest first), so that "the cheapest stone of a mask" is its lowest set bit: the
play-out policy then costs a few bit operations per move. The tree, the play-outs and the
rules of one deal run inline on local variables (a function call per move would cost as much
as the move). ``trace`` records every simulated deal so tests can replay it on the real state.
"""

from __future__ import annotations

import math
import random
import time
from typing import Callable, Final, Sequence

from mypy_extensions import mypyc_attr

from bingolino_app.games.domino_bingo import rules
from bingolino_app.games.domino_bingo.rules import (
    BINGO, DOUBLE_MASK, FOLLOWER_WINS, GOAL, PLAIN_MASK, RUSSIAN, TRUMP_MASK, VALUE,
)
from bingolino_app.games.domino_bingo.sim import match_value
from bingolino_app.games.domino_bingo.state import deal_awards

CLOSE: Final = 28
CLOSE_BIT: Final = 1 << CLOSE


def popcount(x: int) -> int:
    """The set bits of a mask below 2 ** 32 (compiled, a few native operations; a method of
    int would be a call into Python)."""
    x = x - ((x >> 1) & 0x55555555)
    x = (x & 0x33333333) + ((x >> 2) & 0x33333333)
    x = (x + (x >> 4)) & 0x0F0F0F0F
    return (x * 0x01010101 & 0xFFFFFFFF) >> 24


def _order_key(i: int, t: int) -> tuple[int, bool, int, int]:
    """Cheapest first: by value, plain before trump, then weakest."""
    trump = rules.is_trump(i, t)
    power = rules.trump_strength(i, t) if trump else sum(rules.rank(x) for x in rules.STONES[i])
    return VALUE[t][i], trump, power, i


class Tables:
    """One trump suit's rule tables over labels (see the module docstring)."""

    t: int
    order: tuple[int, ...]
    label: tuple[int, ...]
    value: tuple[int, ...]
    trumps: int
    doubles: int
    bingo: int
    trump_double: int
    beats: tuple[int, ...]
    first: dict[bool, tuple[int, ...]]
    second: dict[bool, tuple[int, ...]]

    def __init__(self, t: int) -> None:
        self.t = t
        order = sorted(range(28), key=lambda i: _order_key(i, t))
        self.order = tuple(order)  # label -> stone id
        self.label = tuple(order.index(i) for i in range(28))  # stone id -> label
        lab = self.label

        def relabel(mask: int) -> int:
            return sum(1 << lab[i] for i in range(28) if mask >> i & 1)

        self.value = tuple(VALUE[t][order[k]] for k in range(28))
        self.trumps = relabel(TRUMP_MASK[t])
        self.doubles = relabel(DOUBLE_MASK)
        self.bingo = lab[BINGO]
        self.trump_double = lab[rules.INDEX[(t, t)]]
        # beats[led]: the labels that win against the led label when played second.
        self.beats = tuple(sum(1 << lab[j] for j in range(28) if FOLLOWER_WINS[t][order[k]][j])
                           for k in range(28))
        # Following once the rules bind: the first non-empty of hand & first, hand & second,
        # hand (rules.follow_mask, in two masks per variant).
        self.first, self.second = {}, {}
        for ru in (False, True):
            first: list[int] = []
            second: list[int] = []
            for k in range(28):
                i = order[k]
                if TRUMP_MASK[t] >> i & 1:
                    first.append(self.trumps)
                    second.append(0)
                    continue
                high, low = rules.high_low(i)
                first.append(relabel(PLAIN_MASK[t][high]))
                if ru:
                    second.append(relabel(PLAIN_MASK[t][low]) if low != high else 0)
                else:
                    second.append(self.trumps)
            self.first[ru], self.second[ru] = tuple(first), tuple(second)

    def to_labels(self, mask: int) -> int:
        lab = self.label
        out = 0
        while mask:
            low = mask & -mask
            out |= 1 << lab[low.bit_length() - 1]
            mask ^= low
        return out

    def to_ids(self, mask: int) -> int:
        order = self.order
        out = 0
        while mask:
            low = mask & -mask
            out |= 1 << order[low.bit_length() - 1]
            mask ^= low
        return out

    def follow(self, hand: int, led: int, ru: bool) -> int:
        return hand & self.first[ru][led] or hand & self.second[ru][led] or hand


TABLES = tuple(Tables(t) for t in range(7))


class Position:
    """The fixed part of a decision: everything but the hidden stones, in labels."""

    __slots__ = ("variant", "ru", "target", "t", "me", "mine", "closed", "closed_tk",
                 "to_move", "led", "leader", "pts", "tk", "first70", "decl", "big", "stock_size")
    variant: str
    ru: bool
    target: int
    t: int
    me: int
    mine: int
    closed: int
    closed_tk: tuple[int, ...]
    to_move: int
    led: int
    leader: int
    pts: tuple[int, ...]
    tk: tuple[int, ...]
    first70: int
    decl: int
    big: tuple[int, ...]
    stock_size: int

    def __init__(self, variant: str, target: int, t: int, me: int, mine: int, closed: int,
                 closed_tk: Sequence[int] | None, to_move: int, led: int, pts: Sequence[int],
                 tk: Sequence[int], first70: int, decl: int, big: Sequence[int],
                 stock_size: int) -> None:
        self.variant, self.ru, self.target, self.t = variant, variant == RUSSIAN, target, t
        self.me, self.mine = me, mine
        self.closed, self.closed_tk = closed, tuple(closed_tk) if closed_tk else (0, 0)
        self.to_move, self.led = to_move, led
        self.leader = to_move if led < 0 else 1 - to_move
        self.pts, self.tk, self.first70 = tuple(pts), tuple(tk), first70
        self.decl, self.big, self.stock_size = decl, tuple(big), stock_size


@mypyc_attr(allow_interpreted_subclasses=True)  # the analysis measures with its own value
class Rewards:
    """Player 0's reward for how a deal ended, cached: the chance of winning the match after
    the deal's big points, nudged by the deal points up to 70 (as ``search.match_reward``)."""

    def __init__(self, variant: str, target: int) -> None:
        self.variant, self.target = variant, target
        self.cache: dict[tuple, float] = {}

    def final(self, p0: int, p1: int, t0: int, t1: int, first70: int, closed: int,
              closed_tk: Sequence[int], b0: int, b1: int) -> float:
        p0, p1 = min(p0, GOAL), min(p1, GOAL)
        key = (p0, p1, t0 > 0, t1 > 0, first70, closed,
               closed >= 0 and closed_tk[1 - closed] > 0, b0, b1)
        v = self.cache.get(key)
        if v is None:
            big = [b0, b1]
            closed_at = None if closed < 0 else (None, closed_tk)
            for p, n, _, _ in deal_awards(self.variant, (p0, p1), (t0, t1),
                                          None if first70 < 0 else first70,
                                          None if closed < 0 else closed, closed_at):
                big[p] += n
            v = self.cache[key] = self.value(big[0], big[1], p0, p1)
        return v

    def value(self, b0: int, b1: int, p0: int, p1: int) -> float:
        shaped = (min(p0, GOAL) - min(p1, GOAL)) / GOAL
        return 0.95 * match_value(b0, b1, self.target) + 0.025 * (1.0 + shaped)


class Node:
    __slots__ = ("kids", "tried", "visits", "total", "avail", "player")

    def __init__(self, player: int) -> None:
        self.kids: dict[int, Node] = {}
        self.tried: int = 0
        self.visits: int = 0
        self.total: float = 0.0
        self.avail: int = 0
        self.player: int = player  # who made the move leading here


World = tuple[int, Sequence[int]]  # the opponent's hand (labels), the stock in drawing order


def ismcts(pos: Position, world: Callable[[random.Random], World], rng: random.Random,
           iterations: int, seconds: float, explore: float = 0.4, rewards: Rewards | None = None,
           lead_random: float = 0.5, trace: list | None = None, common: int = 0
           ) -> dict[int, tuple[int, float]]:
    """Single-observer ISMCTS from ``pos``: a fresh world per iteration, UCB with availability
    counts, the play-out policy of ``sim.Sim.policy_move`` (on labels). Returns, per root
    move (label or CLOSE), its visits and mean reward for the player to move. Stops early once
    the most visited move cannot be overtaken (the choice is then the same as with the full
    budget) and, as a guard, after ``seconds`` of this process's CPU time (not the wall clock:
    a machine busy with other work must not change the move).

    ``common``: compare the root moves on common worlds. The root's choices do not depend on
    the hidden stones, so the root move is chosen first and the n-th visit of every root move
    meets the same n-th world (cycling through ``common`` of them): the luck of the deal
    cancels out of the comparison of two moves, the main noise of their values.

    Typed for mypyc (bingolino_app/native.py): the two hands are two ints, every local has
    one type; the pure and the compiled build run the same steps."""
    tb = TABLES[pos.t]
    ru: bool = pos.ru
    target: int = pos.target
    values: tuple[int, ...] = tb.value
    trumps: int = tb.trumps
    doubles: int = tb.doubles
    beats: tuple[int, ...] = tb.beats
    first: tuple[int, ...] = tb.first[ru]
    second: tuple[int, ...] = tb.second[ru]
    bingo: int = tb.bingo
    td: int = tb.trump_double
    tnz: bool = pos.t != 0
    goal: int = GOAL
    decl_points: dict[int, int] = rules.DECLARATION_POINTS
    decl_big: dict[int, int] = rules.RUSSIAN_DECLARATION_BIG
    rewards = rewards or Rewards(pos.variant, target)
    me: int = pos.me
    mine: int = pos.mine
    root = Node(-1)
    # UCB's exploration term explore * sqrt(log(avail) / visits), from two tables.
    size = iterations + 2
    explore_log: list[float] = [0.0] + [explore * math.sqrt(math.log(n)) for n in range(1, size)]
    inverse_root: list[float] = [0.0] + [1.0 / math.sqrt(n) for n in range(1, size)]
    random_: Callable[[], float] = rng.random  # one bound method, called many times
    deadline = time.process_time() + seconds
    shared: list[World] = []
    world_rng = random.Random(rng.random())
    opp_seat: int = 1 - me
    close_bit: int = CLOSE_BIT
    tracing = trace is not None
    stock: Sequence[int] = ()
    for it in range(iterations):
        if it & 63 == 63:
            if time.process_time() > deadline:
                break
            top = second_top = 0
            for c in root.kids.values():
                if c.visits > top:
                    top, second_top = c.visits, top
                elif c.visits > second_top:
                    second_top = c.visits
            if len(root.kids) > 1 and top - second_top > iterations - it:
                break
        opp: int = 0
        ns: int
        if common:  # the world waits for the root move
            pending = True
            stock = ()
            ns = pos.stock_size
        else:
            pending = False
            opp, stock = world(rng)
            ns = len(stock)
        h0: int = mine if me == 0 else opp
        h1: int = opp if me == 0 else mine
        sp: int = 0
        closed: int = pos.closed
        closed_tk: tuple[int, ...] = pos.closed_tk
        mover: int = pos.to_move
        led: int = pos.led
        leader: int = pos.leader
        decl: int = pos.decl
        p0: int = pos.pts[0]
        p1: int = pos.pts[1]
        t0: int = pos.tk[0]
        t1: int = pos.tk[1]
        b0: int = pos.big[0]
        b1: int = pos.big[1]
        first70: int = pos.first70
        over = False
        node: Node = root
        child: Node = root
        path: list[Node] = []
        in_tree = True
        moves: list[int] = []
        move: int
        while not over and (h0 or h1):
            hand: int = h0 if mover == 0 else h1
            mask: int
            if led >= 0 and (closed >= 0 or sp >= ns):
                mask = hand & first[led] or hand & second[led] or hand
            else:
                mask = hand
            if in_tree:
                full: int = mask | close_bit if closed < 0 and sp < ns and (ru or led < 0) \
                    else mask
                untried: int = full & ~node.tried
                kids = node.kids
                if untried:
                    k: int = int(random_() * popcount(untried))
                    m: int = untried
                    for _ in range(k):
                        m &= m - 1
                    move = (m & -m).bit_length() - 1
                    m = full & node.tried
                    while m:
                        low = m & -m
                        kids[low.bit_length() - 1].avail += 1
                        m ^= low
                    child = Node(mover)
                    kids[move] = child
                    child.avail = 1
                    node.tried |= 1 << move
                    in_tree = False
                else:
                    best: int = -1
                    best_score: float = -1.0
                    m = full
                    while m:
                        low = m & -m
                        i: int = low.bit_length() - 1
                        m ^= low
                        c = kids[i]
                        a: int = c.avail + 1
                        c.avail = a
                        v: int = c.visits
                        score: float = c.total / v + explore_log[a] * inverse_root[v]
                        if score > best_score:
                            best, best_score, child = i, score, c
                    move = best
                node = child
                path.append(child)
                if pending:
                    k = child.visits
                    if k >= common:
                        k %= common
                    while len(shared) <= k:
                        shared.append(world(world_rng))
                    opp, stock = shared[k]
                    if opp_seat == 0:
                        h0 = opp
                    else:
                        h1 = opp
                    pending = False
                if move == CLOSE:
                    closed, closed_tk = mover, (t0, t1)
                    if tracing:
                        moves.append(CLOSE)
                    continue
            elif led < 0:  # play-out policy, leader: a random stone or the cheapest plain one
                plain: int = hand & ~trumps
                if not plain or random_() < lead_random:
                    k = int(random_() * popcount(hand))
                    m = hand
                    for _ in range(k):
                        m &= m - 1
                    move = (m & -m).bit_length() - 1
                else:
                    move = (plain & -plain).bit_length() - 1
            else:  # follower: the cheapest winner if the trick is worth it, else the cheapest loser
                win: int = mask & beats[led]
                lose: int = mask ^ win
                if win:
                    move = (win & -win).bit_length() - 1
                    if not (values[led] + values[move] > 0 or not lose):
                        move = (lose & -lose).bit_length() - 1
                else:
                    move = (lose & -lose).bit_length() - 1
            if tracing:
                moves.append(move)
            if mover == 0:
                h0 = hand ^ (1 << move)
            else:
                h1 = hand ^ (1 << move)
            if led < 0:
                led, leader = move, mover
                decl = 0
                if doubles >> move & 1:
                    n: int = popcount((h0 if mover == 0 else h1) & doubles) + 1
                    decl = n if n >= 2 else 0
                mover = 1 - mover
                continue
            w: int = mover if beats[led] >> move & 1 else leader
            gained: int = values[led] + values[move]
            bonus: int = 1 if tnz and (led == bingo or move == bingo) \
                and (led == td or move == td) else 0
            if decl:
                if leader == w:
                    if ru and decl >= 6:
                        bonus += decl_big[decl]
                    else:
                        gained += decl_points[decl]
                decl = 0
            if w == 0:
                p0 += gained
                t0 += 1
                if first70 < 0 and p0 >= goal:
                    first70 = 0
                if bonus:
                    b0 += bonus
                    over = b0 >= target and b0 > b1
            else:
                p1 += gained
                t1 += 1
                if first70 < 0 and p1 >= goal:
                    first70 = 1
                if bonus:
                    b1 += bonus
                    over = b1 >= target and b1 > b0
            if closed < 0 and sp < ns:
                if w == 0:
                    h0 |= 1 << stock[sp]
                    h1 |= 1 << stock[sp + 1]
                else:
                    h1 |= 1 << stock[sp]
                    h0 |= 1 << stock[sp + 1]
                sp += 2
            led, leader, mover = -1, w, w
        r0: float
        if over:
            r0 = rewards.value(b0, b1, p0, p1)
        else:
            r0 = rewards.final(p0, p1, t0, t1, first70, closed, closed_tk, b0, b1)
        if trace is not None:
            trace.append((opp, tuple(stock), moves, (p0, p1), (t0, t1), (b0, b1), over))
        for nd in path:
            nd.visits += 1
            nd.total += r0 if nd.player == 0 else 1.0 - r0
    # A root child's total is kept for the player who moved there: the player to move.
    return {m2: (c2.visits, c2.total / c2.visits if c2.visits else 0.0)
            for m2, c2 in root.kids.items()}
