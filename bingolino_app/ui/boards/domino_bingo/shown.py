"""A finished trick as the table shows it: both stones, who led, who won, the points.

Built from the model's own record of the trick (an observation's ``tricks``) or from its
``domino.trick`` event when the deal ended with it (the observation then already holds the
next deal). Who led follows from the rules: the follower wins exactly when his stone beats the
led one, so the leader is never guessed.
"""

from __future__ import annotations

from typing import Sequence

import attrs
from PySide6.QtCore import QCoreApplication

from bingolino_app.core.game import Event
from bingolino_app.games.domino_bingo import rules
from bingolino_app.games.domino_bingo.rules import stone_id
from bingolino_app.ui.boards.domino_bingo import texts
from bingolino_app.ui.common.messages import fill

# Events that belong to a trick and are said with it ("Ann wins the declared trick: 40 more").
NOTE_KEYS = ("domino.declaration_won", "domino.declaration_lost", "domino.award",
             "domino.drew_trump", "domino.reached70", "domino.stock_exhausted")


@attrs.frozen
class ShownTrick:
    deal: int
    leader: int
    stones: tuple[tuple[int, int], tuple[int, int]]  # the leader's, then the follower's
    winner: int
    points: int
    trump: int
    notes: tuple[Event, ...] = ()  # what came with it, said below the caption

    @property
    def players(self) -> tuple[int, int]:
        return self.leader, 1 - self.leader


def points_of(stones, trump: int) -> int:
    return sum(rules.VALUE[trump][stone_id(s)] for s in stones)


def from_trick(trick, trump: int, deal: int) -> ShownTrick:
    """From an observation's ``Trick`` (leader, stones, winner)."""
    a, b = (tuple(s) for s in trick.stones)
    return ShownTrick(deal, trick.leader, (a, b), trick.winner, points_of((a, b), trump), trump)


def from_events(events: Sequence[Event], obs) -> ShownTrick | None:
    """The last trick finished by ``events`` (applied to reach ``obs``), with its notes."""
    index = max((i for i, e in enumerate(events) if e.key == "domino.trick"), default=None)
    if index is None:
        return None
    event, later = events[index], list(events[index + 1:])
    deal = obs.deal - sum(1 for e in later if e.key == "domino.dealt")
    if not 1 <= deal <= len(obs.records):
        return None
    trump = obs.records[deal - 1]["trump"]
    a, b = (tuple(s) for s in event.args["stones"])
    winner = event.args["winner"]
    follower_won = rules.follower_wins(stone_id(a), stone_id(b), trump)
    leader = 1 - winner if follower_won else winner
    notes = []
    for e in later:
        if e.key in ("domino.deal_end", "domino.dealt", "domino.match_won"):
            break
        if e.key in NOTE_KEYS:
            notes.append(e)
    return ShownTrick(deal, leader, (a, b), winner, event.args.get("points", 0), trump,
                      tuple(notes))


def taken_text(shown: ShownTrick, names: Sequence[str]) -> str:
    return fill(QCoreApplication.translate("DominoBoard", "%1 takes the trick: +%2"),
                names[shown.winner], shown.points)


def recalled_text(shown: ShownTrick, names: Sequence[str]) -> str:
    """Everything about a trick brought back: who led what, who answered what, who won."""
    leader, follower = shown.players
    first = fill(QCoreApplication.translate(
        "DominoBoard", "Last trick: %1 led %2, %3 answered %4."),
        names[leader], texts.stone_text(shown.stones[0]),
        names[follower], texts.stone_text(shown.stones[1]))
    return first + "\n" + taken_text(shown, names)


def notes_text(shown: ShownTrick, names: Sequence[str]) -> list[str]:
    out = []
    for event in shown.notes:
        text = texts.event_text(event, names)
        if text:
            out.append(text)
    return out
