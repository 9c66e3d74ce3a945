"""Domino Bingo's rule tables (trick winners, stone helpers, masks, the follow rules) against
an independent reading of the rules."""

from __future__ import annotations

import random

from bingolino_app.games.domino_bingo import rules
from bingolino_app.games.domino_bingo.rules import STONES

from domino_helpers import S


# --- the rule tables against an independent reading of the rules -------------------------------
def _rank(pips):
    return 7 if pips == 0 else pips


def _trump(stone, t):
    return stone == (0, 0) or t in stone


def _trump_order(stone, t):
    if stone == (0, 0):
        return 100
    if stone == (t, t):
        return 50
    other = stone[1] if stone[0] == t else stone[0]
    return _rank(other)


def _led_suit(stone):
    return max(stone, key=_rank)


def _suit_order(stone, s):
    if s not in stone:
        return -1
    if stone[0] == stone[1]:
        return 50
    return _rank(stone[1] if stone[0] == s else stone[0])


def _follower_takes(led, other, t):
    if led == (0, 0):
        return False
    if other == (0, 0):
        return True
    if _trump(led, t) or _trump(other, t):
        return _trump(other, t) and (not _trump(led, t)
                                     or _trump_order(other, t) > _trump_order(led, t))
    s = _led_suit(led)
    return _suit_order(other, s) > _suit_order(led, s)


def test_every_trick_winner_for_every_trump_matches_the_rules():
    for t in range(7):
        for a in STONES:
            for b in STONES:
                if a == b:
                    continue
                ia, ib = rules.stone_id(a), rules.stone_id(b)
                expected = _follower_takes(a, b, t)
                assert rules._follower_wins(ia, ib, t) is expected, (a, b, t)
                assert rules.follower_wins(ia, ib, t) is expected


def test_stone_helpers():
    for i, (a, b) in enumerate(STONES):
        assert rules.stone(i) == (a, b) and rules.stone_id((b, a)) == i
        assert rules.high_low(i) == tuple(sorted((a, b), key=_rank, reverse=True))
        for t in range(7):
            assert rules.is_trump(i, t) is _trump((a, b), t)
            assert rules.led_suit(i, t) == (-1 if _trump((a, b), t) else _led_suit((a, b)))
            if _trump((a, b), t) and (a, b) != (0, 0):
                assert rules.trump_strength(i, t) == (99 if a == b else _trump_order((a, b), t))
            if not _trump((a, b), t):
                for s in range(7):
                    got = rules.suit_strength(i, s)
                    assert (got == 8) if (a == b == s) else got == _suit_order((a, b), s)
    assert rules.trump_strength(rules.BINGO, 3) == 100
    assert rules.high_low(rules.stone_id((5, 0))) == (0, 5)
    assert rules.trump_of(rules.stone_id((0, 0))) == 0


def test_masks_round_trip():
    assert rules.mask_of([]) == 0 and rules.ids_of(0) == []
    assert rules.mask_of([0, 3, 27]) == 1 | 8 | 1 << 27
    assert rules.ids_of(1 | 8 | 1 << 27) == [0, 3, 27]
    for ids in ([5], [1, 2], list(range(28))):
        assert rules.ids_of(rules.mask_of(ids)) == ids
    assert rules.ALL == (1 << 28) - 1


def _may_follow(hand, led, t, russian):
    """The follow rules of the rules file, read directly."""
    if _trump(led, t):
        trumps = [s for s in hand if _trump(s, t)]
        return trumps or hand
    high = _led_suit(led)
    low = led[1] if led[0] == high else led[0]
    same = [s for s in hand if high in s and not _trump(s, t)]
    if same:
        return same
    if russian:
        lows = [s for s in hand if low in s and not _trump(s, t)] if low != high else []
        return lows or hand
    return [s for s in hand if _trump(s, t)] or hand


def test_the_follow_rules_for_random_hands_match_the_rules():
    rng = random.Random(17)
    for _ in range(400):
        stones_ = rng.sample(STONES, 8)
        led, hand = stones_[0], stones_[1:]
        t = rng.randrange(7)
        for russian in (True, False):
            mask = rules.follow_mask(rules.mask_of(rules.stone_id(s) for s in hand),
                                     rules.stone_id(led), t, russian)
            got = sorted(STONES[i] for i in rules.ids_of(mask))
            assert got == sorted(_may_follow(hand, led, t, russian)), (hand, led, t, russian)


def _rule(hand, led, t, russian):
    return rules.follow_rule(rules.mask_of(rules.stone_id(S(s)) for s in hand.split()),
                             rules.stone_id(S(led)), t, russian)


def test_the_follow_rule_names_its_obligation():
    # trump fours
    assert _rule("4-1 6-2", "4-3", 4, True) == ("domino.must_trump_on_trump", {})
    assert _rule("0-0 6-2", "4-3", 4, False) == ("domino.must_trump_on_trump", {})
    assert _rule("6-2 5-1", "4-3", 4, True) == ("domino.free", {})
    assert _rule("6-1 5-1", "6-2", 4, True) == ("domino.must_follow", {"suit": 6})
    assert _rule("6-1 5-1", "6-2", 4, False) == ("domino.must_follow", {"suit": 6})
    assert _rule("2-1 5-1", "6-2", 4, True) == ("domino.must_follow_low", {"suit": 2, "high": 6})
    assert _rule("4-1 5-1", "6-2", 4, True) == ("domino.free", {})
    assert _rule("4-1 5-1", "6-2", 4, False) == ("domino.must_trump", {"suit": 6})
    assert _rule("3-1 5-1", "6-2", 4, False) == ("domino.free", {})
    assert _rule("3-1 5-1", "6-6", 4, True) == ("domino.free", {})  # a double has no low half
    assert _rule("6-1 5-1", "6-6", 4, True) == ("domino.must_follow", {"suit": 6})
    assert _rule("6-0 5-1", "5-0", 4, True) == ("domino.must_follow", {"suit": 0})


def test_the_follow_rule_tests_the_led_stone_not_its_neighbour():
    # 3-3 (a plain double next to the trump 4-0 in the table), 4-4 (a trump next to 5-0)
    assert _rule("4-1 3-1", "3-3", 4, True) == ("domino.must_follow", {"suit": 3})
    assert _rule("4-1 6-2", "4-4", 4, True) == ("domino.must_trump_on_trump", {})
    assert _rule("4-1 6-2", "4-4", 4, False) == ("domino.must_trump_on_trump", {})
