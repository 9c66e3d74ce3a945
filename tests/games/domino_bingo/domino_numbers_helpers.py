"""Positions shared by the Domino Bingo number tests: a deal where the leader takes ten, a
declaration of n doubles, and a bingo that captures the trump double."""

from __future__ import annotations

from bingolino_app.games.domino_bingo import rules
from bingolino_app.games.domino_bingo.state import Play

from domino_helpers import S, dealt


# t = 2 (turned 2-1); no 2 in either hand. 5-5 is worth 10, 6-3 nothing: the leader's trick.
TEN = ("5-5 6-5 5-4 5-3 5-1 5-0 4-3", "6-3 6-1 6-0 4-1 4-0 3-1 1-0", "2-1")


DOUBLES = ["0-0", "1-1", "2-2", "3-3", "4-4", "5-5", "6-6"]
PLAIN = ["6-5", "6-3", "4-1", "2-1", "4-3", "3-1", "5-2", "6-2", "5-4", "5-3", "6-1", "4-2",
         "3-2", "5-1"]


def declaring(n: int, variant: str):
    """Player 0 leads the bingo holding ``n`` doubles and declares; the bingo wins."""
    hand0 = DOUBLES[:n] + PLAIN[7:7 + 7 - n]
    hand1 = DOUBLES[n:] + PLAIN[:7 - (7 - n)]
    turned = next(s for s in PLAIN[::-1] if s not in hand0 + hand1)
    state = dealt(" ".join(hand0), " ".join(hand1), turned, variant=variant, target=8)
    events = state.apply(Play(S("0-0"), True), 0)
    assert events[0].args["count"] == n
    follow = next(s for s in state.hands[1])
    events += state.apply(Play(follow), 1)
    gained = rules.value(rules.stone_id(S("0-0")), state.trump) + \
        rules.value(rules.stone_id(follow), state.trump)
    return state, events, gained


def capture(big, target=7):
    """Player 1's bingo captures the trump double 4-4: one big point at once."""
    state = dealt("4-4 1-1 2-1 3-1 3-2 5-1 5-2", "6-5 6-3 4-1 2-0 2-2 4-3 0-0", "4-2",
                  target=target)
    state.big = list(big)
    state.apply(Play(S("4-4")), 0)
    state.apply(Play(S("0-0")), 1)
    return state
