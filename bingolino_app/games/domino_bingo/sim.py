"""A fast, perfect-information simulator of the rest of one deal, for the bots' searches.

Hands are bitmasks over stone ids, the stock a tuple read from ``pos``; no events, no checks
beyond the rules. A move is a stone id (a double led while holding two or more doubles is
always declared: declaring only ever adds points) or CLOSE. A ``Sim`` ends when the deal ends
or when a big point awarded during it ends the match.
"""

from __future__ import annotations

import random
from functools import lru_cache

from bingolino_app.games.domino_bingo import rules
from bingolino_app.games.domino_bingo.rules import (
    BINGO, DOUBLE_MASK, FOLLOWER_WINS, GOAL, RUSSIAN, TRUMP_MASK, VALUE,
)
from bingolino_app.games.domino_bingo.state import deal_awards

CLOSE = 28
TRUMP_DOUBLE = tuple(rules.INDEX[(t, t)] for t in range(7))


def _popcount(m: int) -> int:
    return bin(m).count("1")


class Sim:
    __slots__ = ("t", "ru", "variant", "target", "h", "stock", "pos", "closed", "closed_tk",
                 "leader", "led", "to_move", "pts", "tk", "first70", "decl", "big", "over")

    def __init__(self, variant: str, target: int, t: int, hands, stock, pos: int,
                 closed: int, closed_tk, to_move: int, led: int, pts, tk, first70: int,
                 decl: int, big) -> None:
        self.variant, self.ru, self.target, self.t = variant, variant == RUSSIAN, target, t
        self.h = list(hands)
        self.stock, self.pos = tuple(stock), pos
        self.closed, self.closed_tk = closed, tuple(closed_tk) if closed_tk else (0, 0)
        self.to_move, self.led = to_move, led
        self.leader = to_move if led < 0 else 1 - to_move
        self.pts, self.tk = list(pts), list(tk)
        self.first70, self.decl = first70, decl
        self.big = list(big)
        self.over = False

    def copy(self) -> "Sim":
        c = Sim.__new__(Sim)
        c.t, c.ru, c.variant, c.target = self.t, self.ru, self.variant, self.target
        c.h, c.stock, c.pos = self.h[:], self.stock, self.pos
        c.closed, c.closed_tk = self.closed, self.closed_tk
        c.leader, c.led, c.to_move = self.leader, self.led, self.to_move
        c.pts, c.tk, c.first70 = self.pts[:], self.tk[:], self.first70
        c.decl, c.big, c.over = self.decl, self.big[:], self.over
        return c

    # --- rules ------------------------------------------------------------------------------
    @property
    def done(self) -> bool:
        return self.over or not (self.h[0] or self.h[1])

    def strict(self) -> bool:
        return self.closed >= 0 or self.pos >= len(self.stock)

    def can_close(self) -> bool:
        return self.closed < 0 and self.pos < len(self.stock) and (self.ru or self.led < 0)

    def playable_mask(self) -> int:
        hand = self.h[self.to_move]
        if self.led < 0 or not self.strict():
            return hand
        return rules.follow_mask(hand, self.led, self.t, self.ru)

    def legal(self) -> list[int]:
        moves = rules.ids_of(self.playable_mask())
        if self.can_close():
            moves.append(CLOSE)
        return moves

    def step(self, move: int) -> None:
        p = self.to_move
        if move == CLOSE:
            self.closed, self.closed_tk = p, tuple(self.tk)
            return
        self.h[p] ^= 1 << move
        if self.led < 0:
            self.led, self.leader = move, p
            if DOUBLE_MASK >> move & 1:
                n = _popcount(self.h[p] & DOUBLE_MASK) + 1
                self.decl = n if n >= 2 else 0
            self.to_move = 1 - p
            return
        led, t = self.led, self.t
        w = p if FOLLOWER_WINS[t][led][move] else 1 - p
        self.tk[w] += 1
        self._add(w, VALUE[t][led] + VALUE[t][move])
        if t and (led == BINGO or move == BINGO) and (led == TRUMP_DOUBLE[t]
                                                      or move == TRUMP_DOUBLE[t]):
            self._big(w, 1)
        if self.decl:
            if self.leader == w:
                n = self.decl
                if self.ru and n >= 6:
                    self._big(w, rules.RUSSIAN_DECLARATION_BIG[n])
                else:
                    self._add(w, rules.DECLARATION_POINTS[n])
            self.decl = 0
        if self.closed < 0 and self.pos < len(self.stock):
            pos = self.pos
            self.h[w] |= 1 << self.stock[pos]
            self.h[1 - w] |= 1 << self.stock[pos + 1]
            self.pos = pos + 2
        self.led, self.leader, self.to_move = -1, w, w

    def _add(self, p: int, n: int) -> None:
        self.pts[p] += n
        if self.first70 < 0 and self.pts[p] >= GOAL:
            self.first70 = p

    def _big(self, p: int, n: int) -> None:
        self.big[p] += n
        if self.big[p] >= self.target and self.big[p] > self.big[1 - p]:
            self.over = True

    def final_big(self) -> tuple[int, int]:
        """Big points after the deal's awards (the awards of a finished deal only)."""
        if self.over or self.h[0] or self.h[1]:
            return self.big[0], self.big[1]
        big = self.big[:]
        closer = None if self.closed < 0 else self.closed
        closed_at = None if closer is None else (None, self.closed_tk)
        first70 = None if self.first70 < 0 else self.first70
        for p, n, _, _ in deal_awards(self.variant, self.pts, self.tk, first70, closer,
                                      closed_at):
            big[p] += n
        return big[0], big[1]

    # --- a cheap default policy ----------------------------------------------------------------
    def policy_move(self, rng: random.Random) -> int:
        """Leader: a random stone, or half the time the cheapest plain one. Follower: the
        cheapest winner when the trick is worth anything, else the cheapest stone that
        loses."""
        mask = self.playable_mask()
        t, led = self.t, self.led
        values = VALUE[t]
        if led < 0:
            plain = mask & ~TRUMP_MASK[t]
            if not plain or rng.random() < 0.5:
                return _random_bit(mask, rng)
            best, best_v = -1, 99  # half the time: the cheapest plain stone
            while plain:
                low = plain & -plain
                i = low.bit_length() - 1
                plain ^= low
                if values[i] < best_v:
                    best, best_v = i, values[i]
            return best
        wins = FOLLOWER_WINS[t][led]
        best_win = best_lose = -1
        win_v = lose_v = 99
        m = mask
        while m:
            low = m & -m
            i = low.bit_length() - 1
            m ^= low
            v = values[i]
            if wins[i]:
                if v < win_v:
                    win_v, best_win = v, i
            elif v < lose_v:
                lose_v, best_lose = v, i
        if best_win >= 0 and (values[led] + win_v > 0 or best_lose < 0):
            return best_win
        return best_lose

    def rollout_reference(self, rng: random.Random) -> None:
        """The play-out spelled out with ``step``: what ``rollout`` must do (tests)."""
        while not self.done:
            self.step(self.policy_move(rng))

    def rollout(self, rng: random.Random) -> None:
        """Play the deal out with ``policy_move``: the same as ``rollout_reference``, inlined
        on local variables because the searches spend most of their time here."""
        t, ru = self.t, self.ru
        values, wins_t, trumps = VALUE[t], FOLLOWER_WINS[t], TRUMP_MASK[t]
        td = TRUMP_DOUBLE[t]
        h = self.h
        stock, pos, n_stock, closed = self.stock, self.pos, len(self.stock), self.closed
        led, leader, mover, decl = self.led, self.leader, self.to_move, self.decl
        pts, tk, big = self.pts, self.tk, self.big
        first70, target = self.first70, self.target
        random_ = rng.random
        follow = rules.follow_mask
        over = self.over
        while not over and (h[0] or h[1]):
            hand = h[mover]
            if led < 0:
                plain = hand & ~trumps
                if not plain or random_() < 0.5:
                    k = int(random_() * bin(hand).count("1"))
                    m = hand
                    for _ in range(k):
                        m &= m - 1
                    move = (m & -m).bit_length() - 1
                else:
                    move, best_v, m = -1, 99, plain
                    while m:
                        low = m & -m
                        i = low.bit_length() - 1
                        m ^= low
                        if values[i] < best_v:
                            move, best_v = i, values[i]
                h[mover] = hand ^ (1 << move)
                led, leader = move, mover
                decl = 0
                if DOUBLE_MASK >> move & 1:
                    n = bin(h[mover] & DOUBLE_MASK).count("1") + 1
                    decl = n if n >= 2 else 0
                mover = 1 - mover
                continue
            mask = follow(hand, led, t, ru) if closed >= 0 or pos >= n_stock else hand
            wins = wins_t[led]
            best_win = best_lose = -1
            win_v = lose_v = 99
            m = mask
            while m:
                low = m & -m
                i = low.bit_length() - 1
                m ^= low
                v = values[i]
                if wins[i]:
                    if v < win_v:
                        win_v, best_win = v, i
                elif v < lose_v:
                    lose_v, best_lose = v, i
            move = best_win if best_win >= 0 and (values[led] + win_v > 0 or best_lose < 0) \
                else best_lose
            h[mover] = hand ^ (1 << move)
            w = mover if wins[move] else 1 - mover
            tk[w] += 1
            gained = values[led] + values[move]
            bonus = 1 if t and (led == BINGO or move == BINGO) and (led == td or move == td) \
                else 0
            if decl:
                if leader == w:
                    if ru and decl >= 6:
                        bonus += rules.RUSSIAN_DECLARATION_BIG[decl]
                    else:
                        gained += rules.DECLARATION_POINTS[decl]
                decl = 0
            pts[w] += gained
            if first70 < 0 and pts[w] >= GOAL:
                first70 = w
            if bonus:
                big[w] += bonus
                if big[w] >= target and big[w] > big[1 - w]:
                    over = True
            if closed < 0 and pos < n_stock:
                h[w] |= 1 << stock[pos]
                h[1 - w] |= 1 << stock[pos + 1]
                pos += 2
            led, leader, mover = -1, w, w
        self.pos, self.led, self.leader, self.to_move, self.decl = pos, led, leader, mover, decl
        self.first70, self.over = first70, over


def _random_bit(mask: int, rng: random.Random) -> int:
    ids = rules.ids_of(mask)
    return ids[int(rng.random() * len(ids))]


# --- the match value of a score ---------------------------------------------------------------
# A deal gives its winner 1, 2 or 3 big points about this often (rough, from self-play).
_DEAL_GAIN = ((1, 0.5), (2, 0.35), (3, 0.15))


@lru_cache(maxsize=None)
def match_value(a: int, b: int, target: int) -> float:
    """Chance that the player with ``a`` big points wins the match against ``b``."""
    if a >= target and a > b:
        return 1.0
    if b >= target and b > a:
        return 0.0
    if a >= target and a == b:
        return 0.5
    total = 0.0
    for k, p in _DEAL_GAIN:
        total += 0.5 * p * (match_value(a + k, b, target) + match_value(a, b + k, target))
    return total
