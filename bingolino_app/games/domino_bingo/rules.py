"""Domino Bingo's fixed facts and pure rule helpers (shared/rules/domino_bingo.md).

Stones are numbered 0..27 (``STONES[i]`` is (high pips, low pips), 0 = blank) so the state,
the fast simulator and the bots share precomputed tables indexed by trump suit and stone.
Blank ranks above six everywhere: ``rank(0) == 7``.
"""

from __future__ import annotations

from bingolino_app.games.domino_bingo.spec import ENGLISH, RUSSIAN  # the variants

VARIANTS = (RUSSIAN, ENGLISH)
HAND = 7
STONES: tuple[tuple[int, int], ...] = tuple((a, b) for a in range(7) for b in range(a + 1))
INDEX = {s: i for i, s in enumerate(STONES)}
INDEX.update({(b, a): i for (a, b), i in list(INDEX.items())})
BINGO = INDEX[(0, 0)]
ALL = (1 << len(STONES)) - 1
DOUBLES = tuple(i for i, (a, b) in enumerate(STONES) if a == b)
DOUBLE_MASK = sum(1 << i for i in DOUBLES)
PREMIUM = (INDEX[(6, 4)], INDEX[(3, 0)])

# Declaring n doubles: points (or, Russian rules, big points for 6 and 7) when the trick is won.
DECLARATION_POINTS = {2: 20, 3: 40, 4: 50, 5: 60, 6: 70, 7: 210}
RUSSIAN_DECLARATION_BIG = {6: 1, 7: 3}
GOAL = 70  # the points a deal is about
LOW = {RUSSIAN: 20, ENGLISH: 30}  # "the opponent stayed under" threshold for 2 big points


def rank(pips: int) -> int:
    return 7 if pips == 0 else pips


def stone(i: int) -> tuple[int, int]:
    return STONES[i]


def stone_id(s) -> int:
    return INDEX[tuple(s)]


def trump_of(turned: int) -> int:
    """The trump suit a turned stone gives: its higher-ranked half (blank above six)."""
    a, b = STONES[turned]
    return a if rank(a) >= rank(b) else b


def high_low(i: int) -> tuple[int, int]:
    """The halves of stone ``i`` ordered by rank: (higher, lower)."""
    a, b = STONES[i]
    return (a, b) if rank(a) >= rank(b) else (b, a)


def is_trump(i: int, t: int) -> bool:
    return i == BINGO or t in STONES[i]


def value(i: int, t: int) -> int:
    a, b = STONES[i]
    if i == BINGO:
        return 28 if t == 0 else 14
    if a == b == t:
        return 28
    if i in PREMIUM:
        return 10
    if t in (a, b) or a == b:
        return rank(a) + rank(b)
    return 0


def trump_strength(i: int, t: int) -> int:
    """Order among trumps: bingo, the trump double, then by the other half's rank."""
    if i == BINGO:
        return 100
    a, b = STONES[i]
    if a == b:
        return 99
    return rank(b if a == t else a)


def suit_strength(i: int, s: int) -> int:
    """Order of a non-trump stone within plain suit ``s`` (-1: not of that suit)."""
    a, b = STONES[i]
    if s not in (a, b):
        return -1
    if a == b:
        return 8
    return rank(b if a == s else a)


def led_suit(i: int, t: int) -> int:
    """-1 when the led stone is a trump, else the suit it leads (its higher-ranked half)."""
    return -1 if is_trump(i, t) else high_low(i)[0]


def _follower_wins(led: int, other: int, t: int) -> bool:
    if led == BINGO:
        return False
    if other == BINGO:
        return True
    lt, ot = is_trump(led, t), is_trump(other, t)
    if lt or ot:
        return ot and (not lt or trump_strength(other, t) > trump_strength(led, t))
    s = led_suit(led, t)
    return suit_strength(other, s) > suit_strength(led, s)


# --- tables per trump suit ----------------------------------------------------------------
VALUE = tuple(tuple(value(i, t) for i in range(28)) for t in range(7))
TRUMP_MASK = tuple(sum(1 << i for i in range(28) if is_trump(i, t)) for t in range(7))
# Non-trump stones containing pip s, per trump suit.
PLAIN_MASK = tuple(tuple(sum(1 << i for i in range(28) if s in STONES[i] and not is_trump(i, t))
                         for s in range(7)) for t in range(7))
FOLLOWER_WINS = tuple(tuple(tuple(_follower_wins(a, b, t) for b in range(28)) for a in range(28))
                      for t in range(7))


def follower_wins(led: int, other: int, t: int) -> bool:
    return FOLLOWER_WINS[t][led][other]


def mask_of(ids) -> int:
    m = 0
    for i in ids:
        m |= 1 << i
    return m


def ids_of(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def follow_mask(hand: int, led: int, t: int, russian: bool) -> int:
    """The stones of ``hand`` that may follow ``led`` once the stock is exhausted or closed."""
    trumps = TRUMP_MASK[t]
    if trumps >> led & 1:
        return hand & trumps or hand
    high, low = high_low(led)
    m = hand & PLAIN_MASK[t][high]
    if m:
        return m
    if russian:
        return (hand & PLAIN_MASK[t][low] if low != high else 0) or hand
    return hand & trumps or hand


def follow_rule(hand: int, led: int, t: int, russian: bool) -> tuple[str, dict]:
    """The obligation that applies to ``hand`` against ``led``: a message key and its args
    ("domino.free" when any stone may be played)."""
    trumps = TRUMP_MASK[t]
    if trumps >> led & 1:
        return ("domino.must_trump_on_trump", {}) if hand & trumps else ("domino.free", {})
    high, low = high_low(led)
    if hand & PLAIN_MASK[t][high]:
        return "domino.must_follow", {"suit": high}
    if russian:
        if low != high and hand & PLAIN_MASK[t][low]:
            return "domino.must_follow_low", {"suit": low, "high": high}
        return "domino.free", {}
    if hand & trumps:
        return "domino.must_trump", {"suit": high}
    return "domino.free", {}


def totals(t: int) -> tuple[int, int]:
    """All the points in the set for trump ``t``, and how many stones are worth any."""
    values = VALUE[t]
    return sum(values), sum(1 for v in values if v)
