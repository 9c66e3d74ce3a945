"""Domino Bingo's translated texts: log lines, refusals, award reasons, names of suits.

Every source string is a literal inside a translate call so lupdate can extract it. Plurals
live in the QObject class ``DominoBoard`` (lupdate only sees ``self.tr`` with n as numerus).
"""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject

from bingolino_app.core.game import Event, IllegalAction
from bingolino_app.ui.common.messages import english_plural, fill
from bingolino_app.ui.common.numbers import name_number

CTX = "DominoBoard"


# The option labels of GameSpec.options, so messages.option_text() finds translations.
OPTION_LABELS = (
    QT_TRANSLATE_NOOP("Options", "Rules"),
    QT_TRANSLATE_NOOP("Options", "Russian rules"),
    QT_TRANSLATE_NOOP("Options", "English rules"),
    QT_TRANSLATE_NOOP("Options", "Match to"),
    QT_TRANSLATE_NOOP("Options", "7 big points"),
    QT_TRANSLATE_NOOP("Options", "8 big points"),
)


class DominoBoard(QObject):
    """Plural texts of this context."""

    def points(self, n: int) -> str:
        return self.tr("%n point(s)", "", n)

    def big_points(self, n: int) -> str:
        return self.tr("%n big point(s)", "", n)

    def tricks(self, n: int) -> str:
        return self.tr("%n trick(s)", "", n)

    def doubles(self, n: int) -> str:
        return self.tr("%n double(s)", "", n)

    def stock(self, n: int) -> str:
        return self.tr("%n stone(s) in the stock", "", n)


_plurals: DominoBoard | None = None


def _p() -> DominoBoard:
    global _plurals
    if _plurals is None:
        _plurals = DominoBoard()
    return _plurals


def points_text(n: int) -> str:
    return english_plural(_p().points(n))


def big_text(n: int) -> str:
    return english_plural(_p().big_points(n))


def tricks_text(n: int) -> str:
    return english_plural(_p().tricks(n))


def doubles_text(n: int) -> str:
    return english_plural(_p().doubles(n))


def stock_text(n: int) -> str:
    return english_plural(_p().stock(n))


def suit_name(s: int) -> str:
    """A suit by its pips, in the plural ("sixes"); blank is its own word."""
    names = (
        QCoreApplication.translate("DominoBoard", "blanks"),
        QCoreApplication.translate("DominoBoard", "ones"),
        QCoreApplication.translate("DominoBoard", "twos"),
        QCoreApplication.translate("DominoBoard", "threes"),
        QCoreApplication.translate("DominoBoard", "fours"),
        QCoreApplication.translate("DominoBoard", "fives"),
        QCoreApplication.translate("DominoBoard", "sixes"),
    )
    return names[s] if 0 <= s <= 6 else "?"


def stone_text(stone) -> str:
    return f"{stone[0]}–{stone[1]}"


def variant_name(variant: str) -> str:
    if variant == "russian":
        return QCoreApplication.translate("DominoBoard", "Russian rules")
    return QCoreApplication.translate("DominoBoard", "English rules")


def award_reason(reason: str, args: dict) -> str:
    """Why big points were given, e.g. "first to 70, opponent under 20"."""
    low = args.get("low", "")
    if reason == "bingo_capture":
        return QCoreApplication.translate("DominoBoard", "bingo took the trump double")
    if reason == "declaration":
        return fill(QCoreApplication.translate("DominoBoard", "declared %1"),
                    doubles_text(args.get("count", 0)))
    if reason == "first70_shutout":
        return QCoreApplication.translate("DominoBoard", "first to 70, opponent took no trick")
    if reason == "first70_low":
        return fill(QCoreApplication.translate("DominoBoard", "first to 70, opponent under %1"),
                    low)
    if reason == "first70":
        return QCoreApplication.translate("DominoBoard", "first to 70")
    if reason == "also70":
        return QCoreApplication.translate("DominoBoard", "also reached 70")
    if reason == "closer_shutout":
        return QCoreApplication.translate("DominoBoard",
                                          "closed and made 70, opponent took no trick")
    if reason == "closer_low":
        return fill(QCoreApplication.translate("DominoBoard",
                                               "closed and made 70, opponent under %1"), low)
    if reason == "closer":
        return QCoreApplication.translate("DominoBoard", "closed and made 70")
    if reason == "closer_failed":
        return QCoreApplication.translate("DominoBoard", "the opponent closed and missed 70")
    if reason == "closer_failed_shutout":
        return QCoreApplication.translate(
            "DominoBoard", "the opponent closed before this player took a trick, and missed 70")
    if reason == "opponent70":
        return QCoreApplication.translate("DominoBoard", "reached 70 after the opponent closed")
    return reason


def event_text(event: Event, names: Sequence[str]) -> str | None:
    key, a = event.key, event.args

    def name(p=None) -> str:
        p = a.get("player") if p is None else p
        return names[p] if isinstance(p, int) and 0 <= p < len(names) else "?"

    if key == "domino.lot":
        return fill(QCoreApplication.translate(
                "DominoBoard", "%1 leads the first deal (drawn by lot)."), name())
    if key == "domino.dealt":
        return fill(QCoreApplication.translate(
                "DominoBoard", "Deal %1: %2 leads, %3 turns up %4 — %5 are trumps."),
            a.get("deal", 0),
                    name(a.get("leader")), name(a.get("turner")),
                    stone_text(a.get("trump_stone", (0, 0))), suit_name(a.get("trump", 0)))
    if key == "domino.played":
        return fill(QCoreApplication.translate(
                "DominoBoard", "%1 plays %2."), name(), stone_text(a.get("stone", (0, 0))))
    if key == "domino.declared":
        shown = ", ".join(stone_text(d) for d in a.get("doubles", []))
        return fill(QCoreApplication.translate(
                "DominoBoard", "%1 declares %2: %3."),
            name(), doubles_text(a.get("count", 0)), shown)
    if key == "domino.closed":
        pts, tk = a.get("points", [0, 0]), a.get("tricks", [0, 0])
        p = a.get("player", 0)
        return fill(QCoreApplication.translate(
                "DominoBoard", "%1 closes the stock with %2 and %3; %4 has %5."),
            name(), points_text(pts[p]), tricks_text(tk[p]), name(1 - p),
            tricks_text(tk[1 - p]))
    if key == "domino.trick":
        return fill(QCoreApplication.translate(
                "DominoBoard", "%1 takes the trick: %2."), name(a.get("winner")),
                    points_text(a.get("points", 0)))
    if key == "domino.declaration_won":
        if a.get("points"):
            return fill(QCoreApplication.translate(
                    "DominoBoard", "%1 wins the declared trick: %2 more."), name(),
                        points_text(a.get("points", 0)))
        return fill(QCoreApplication.translate(
                "DominoBoard", "%1 wins the declared trick."), name())
    if key == "domino.declaration_lost":
        return fill(QCoreApplication.translate(
                "DominoBoard", "%1 lost the declared trick: the declaration scores nothing."),
            name())
    if key == "domino.drew_trump":
        return fill(QCoreApplication.translate(
                "DominoBoard", "%1 draws the turned stone %2."), name(), stone_text(a.get("stone")))
    if key == "domino.stock_exhausted":
        return QCoreApplication.translate(
                "DominoBoard", "The stock is empty: from now on the follow rules apply.")
    if key == "domino.reached70":
        return fill(QCoreApplication.translate(
                "DominoBoard", "%1 is the first to reach 70 points."), name())
    if key == "domino.award":
        return fill(QCoreApplication.translate(
                "DominoBoard", "%1 scores %2: %3."), name(), big_text(a.get("amount", 0)),
                    award_reason(a.get("reason", ""), a))
    if key == "domino.deal_end":
        pts = a.get("points", [0, 0])
        return fill(QCoreApplication.translate(
                "DominoBoard", "Deal %1 is over: %2, %3."), a.get("deal", 0),
                    name_number(name(0), points_text(pts[0])),
                    name_number(name(1), points_text(pts[1])))
    if key == "domino.no_award":
        return QCoreApplication.translate("DominoBoard", "Nobody earned big points in this deal.")
    if key == "domino.tie_play_on":
        return QCoreApplication.translate(
                "DominoBoard", "Both reached the target with the same big points: one more deal.")
    if key == "domino.match_won":
        big = a.get("big", [0, 0])
        return fill(QCoreApplication.translate(
                "DominoBoard", "%1 wins the match %2 : %3!"), name(), big[a.get("player", 0)],
                    big[1 - a.get("player", 0)])
    return None


def illegal_text(err: IllegalAction) -> str:
    a = err.args
    key = err.key
    if key == "domino.must_follow":
        return fill(QCoreApplication.translate(
                "DominoBoard", "The lead is in %1: you hold a non-trump stone with that half, so "
                       "you must play one."), suit_name(a.get("suit", 0)))
    if key == "domino.must_follow_low":
        return fill(QCoreApplication.translate(
                "DominoBoard", "You have no %1 to follow, but you have %2 (the led stone's other "
                       "half): play one of those."), suit_name(a.get("high", 0)),
                    suit_name(a.get("suit", 0)))
    if key == "domino.must_trump":
        return fill(QCoreApplication.translate(
                "DominoBoard", "You cannot follow %1, so you must play a trump."),
                    suit_name(a.get("suit", 0)))
    if key == "domino.must_trump_on_trump":
        return QCoreApplication.translate(
                "DominoBoard", "A trump was led: you must play a trump while you have one.")
    if key == "domino.not_in_hand":
        return QCoreApplication.translate("DominoBoard", "That stone is not in your hand.")
    if key == "domino.already_closed":
        return QCoreApplication.translate("DominoBoard", "The stock is already closed.")
    if key == "domino.stock_empty":
        return QCoreApplication.translate(
                "DominoBoard", "The stock is empty: there is nothing to close.")
    if key == "domino.close_leader_only":
        return QCoreApplication.translate(
                "DominoBoard", "Under the English rules only the leader may close, before leading.")
    if key == "domino.declare_leader_only":
        return QCoreApplication.translate("DominoBoard", "Doubles are declared only when leading.")
    if key == "domino.declare_needs_double":
        return QCoreApplication.translate("DominoBoard", "Declare by leading a double.")
    if key == "domino.declare_needs_two":
        return QCoreApplication.translate(
                "DominoBoard", "You need at least two doubles to declare.")
    return key


def refusals() -> dict[str, str]:
    return {
        "not_yours": QCoreApplication.translate("DominoBoard", "It is not your turn."),
        "no_declare": QCoreApplication.translate(
                "DominoBoard", "You can declare only when leading a double while holding two or "
                         "more."),
        "no_close": QCoreApplication.translate("DominoBoard", "You cannot close the stock now."),
    }
