"""Bingolino's translated texts: log lines, refusals, scores and explanations.

Every source string is a literal inside QCoreApplication.translate so lupdate can extract it;
the context is "BingolinoBoard" throughout.
"""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QCoreApplication, QObject

from bingolino_app.core.game import Event, IllegalAction
from bingolino_app.ui.common import messages
from bingolino_app.ui.common.messages import english_plural, fill

CTX = "BingolinoBoard"


def stars_text(n: int) -> str:
    return english_plural(messages.stars_text(n))


def turns_text(n: int) -> str:
    return english_plural(messages.turns_text(n))


class BingolinoBoard(QObject):
    """Plural texts of this context: lupdate marks only tr() calls on a QObject as numerus."""

    def dice(self, n: int) -> str:
        return self.tr("%n dice", "", n)


_plurals = None


def dice_text(n: int) -> str:
    global _plurals
    _plurals = _plurals or BingolinoBoard()
    text = _plurals.dice(n)
    return "1 die" if text == "1 dice" else text  # English singular without a .qm


def join_names(names: Sequence[str]) -> str:
    names = list(names)
    if not names:
        return ""
    if len(names) == 1:
        return names[0]
    # One pass: a name holding "%2" stays as typed.
    return fill(QCoreApplication.translate("BingolinoBoard", "%1 and %2"),
                ", ".join(names[:-1]), names[-1])


def or_numbers(numbers: Sequence[int]) -> str:
    items = [str(n) for n in numbers]
    if len(items) == 1:
        return items[0]
    return QCoreApplication.translate("BingolinoBoard", "%1 or %2").replace(
        "%1", ", ".join(items[:-1])).replace("%2", items[-1])


def line_name(line: int) -> str:
    if line < 4:
        return QCoreApplication.translate("BingolinoBoard", "row %1").replace("%1", str(line + 1))
    if line < 8:
        return QCoreApplication.translate("BingolinoBoard", "column %1").replace("%1", str(line - 3))
    return QCoreApplication.translate("BingolinoBoard", "a diagonal")


def cell_name(cell: int) -> str:
    """Where a tile lies, as a player says it: "row 2, column 3"."""
    row, column = divmod(cell, 4)
    return fill(QCoreApplication.translate("BingolinoBoard", "row %1, column %2"),
                row + 1, column + 1)


def event_text(event: Event, names: Sequence[str]) -> str | None:
    """The log line of ``event``: the player's name first, then what happened."""
    key, a = event.key, event.args

    def name(p=None):
        p = a.get("player") if p is None else p
        return names[p] if p is not None and 0 <= p < len(names) else "?"
    if key == "bingolino.dealt":
        return QCoreApplication.translate("BingolinoBoard", "Everybody drew 16 tiles.")
    if key == "bingolino.arranged":
        return fill(QCoreApplication.translate("BingolinoBoard", "%1 has laid out the grid."), name())
    if key == "bingolino.turn":
        return fill(QCoreApplication.translate("BingolinoBoard", "Turn %2: %1."), name(),
                    a.get("turn", 0))
    if key == "bingolino.rolled":
        dice = a.get("dice", [])
        return fill(QCoreApplication.translate("BingolinoBoard", "%1 rolled %2 = %3."), name(), " + ".join(map(str, dice)),
                     a.get("total", sum(dice)))
    if key == "bingolino.must_turn_back":
        numbers = [a.get("total")] + [n for n in a.get("reduced", []) if n != a.get("total")]
        return fill(QCoreApplication.translate("BingolinoBoard", "%1 has no %2 and must turn a tile face up again."),
                     name(), or_numbers(numbers))
    if key == "bingolino.nothing_to_do":
        return fill(QCoreApplication.translate("BingolinoBoard", "%1 cannot use %2 and has no tile to turn back."),
                     name(), a.get("total", ""))
    if key == "bingolino.flipped":
        where = cell_name(a.get("cell", 0))
        if a.get("reduced"):
            die = a.get("die", a.get("total", 0) - a.get("number", 0))
            return fill(QCoreApplication.translate(
                "BingolinoBoard", "%1 set the %2 aside and turned down %3 (%4)."),
                name(), die, messages.a_number(a.get("number", 0)), where)
        # "%2" is "a 7" or "an 8" in English (messages.a_number), the number alone elsewhere.
        return fill(QCoreApplication.translate("BingolinoBoard", "%1 turned down %2 (%3)."),
                    name(), messages.a_number(a.get("number", 0)), where)
    if key == "bingolino.turned_back":
        return fill(QCoreApplication.translate("BingolinoBoard",
                                               "%1 turned the %2 face up again (%3)."),
                    name(), a.get("number", ""), cell_name(a.get("cell", 0)))
    if key == "bingolino.star":
        return fill(QCoreApplication.translate("BingolinoBoard",
                                               "%1 completed %2: Bingolino! Now %3."),
                    name(), line_name(a.get("line", 0)), stars_text(a.get("stars", 0)))
    if key == "bingolino.playoff":
        players = [name(p) for p in a.get("players", [])]
        return fill(QCoreApplication.translate(
            "BingolinoBoard", "%1 are tied and play on: the first to reach %2 wins."),
            join_names(players), stars_text(a.get("target", 0)))
    if key == "bingolino.won":
        winners = a.get("players", [])
        if len(names) == 1:
            return fill(QCoreApplication.translate("BingolinoBoard", "%1: four stars in %2!"),
                        name(winners[0] if winners else 0), turns_text(a.get("turns", 0)))
        who = join_names([name(p) for p in winners])
        reason = reason_text(a.get("reason", ""), a.get("stars", []), a.get("target", 0),
                             len(winners))
        if len(winners) > 1:
            text = QCoreApplication.translate("BingolinoBoard", "%1 share the win. %2")
        else:
            text = QCoreApplication.translate("BingolinoBoard", "%1 wins. %2")
        return fill(text, who, reason).strip()
    return None


def illegal_text(err: IllegalAction) -> str:
    a = err.args
    if err.key == "bingolino.bad_arrangement":
        return QCoreApplication.translate("BingolinoBoard", "The grid must hold exactly the 16 tiles you drew.")
    if err.key == "bingolino.dice_count":
        return QCoreApplication.translate("BingolinoBoard", "Roll between 1 and 5 dice.")
    if err.key == "bingolino.must_flip_not_back":
        return QCoreApplication.translate("BingolinoBoard", "You can turn a tile down, so you may not turn one back up.")
    if err.key == "bingolino.no_match":
        return fill(QCoreApplication.translate("BingolinoBoard", "Nothing matches %1: turn one of your face-down tiles up again."),
                     a.get("total", ""))
    if err.key == "bingolino.tile_not_matching":
        return fill(QCoreApplication.translate("BingolinoBoard", "That tile does not match %1."), a.get("total", ""))
    return err.key


def winners_title(winners: Sequence[int], names: Sequence[str], turns: int) -> str:
    """The end banner's headline: who won ("Winners:" when several share it); solo, the
    number of turns the four stars took."""
    if len(names) == 1:
        return fill(QCoreApplication.translate("BingolinoBoard", "Four stars in %1!"),
                    turns_text(turns))
    who = join_names([names[p] for p in winners])
    if len(winners) > 1:
        return fill(QCoreApplication.translate("BingolinoBoard", "Winners: %1"), who)
    return fill(QCoreApplication.translate("BingolinoBoard", "Winner: %1"), who)


def reason_text(reason: str, stars: Sequence[int], target: int, winners: int) -> str:
    """Why the game ended, as the won event tells it ("" for a solo game)."""
    best = max(stars) if stars else 0
    if reason == "four":
        if best <= 4:
            return QCoreApplication.translate("BingolinoBoard", "Four stars before anyone else.")
        return fill(QCoreApplication.translate(
            "BingolinoBoard", "Four stars before anyone else, %1 in all."), stars_text(best))
    if reason == "most":
        return fill(QCoreApplication.translate(
            "BingolinoBoard", "Several reached four stars in one turn; the most stars won: %1."),
            stars_text(best))
    if reason == "playoff":
        if winners > 1:
            return fill(QCoreApplication.translate(
                "BingolinoBoard", "Play-off: %1 reached in the same turn, so the win is shared."),
                stars_text(target))
        return fill(QCoreApplication.translate(
            "BingolinoBoard", "Play-off: the first to reach %1."), stars_text(target))
    return ""


def end_reason(obs) -> str:
    """The reason of a finished game, read from the observation (solo: "")."""
    if obs.num_players == 1 or not obs.winners:
        return ""
    stars = [obs.stars(p) for p in obs.winners]
    if obs.contenders:
        return reason_text("playoff", stars, obs.target, len(obs.winners))
    others = [p for p in range(obs.num_players) if p not in obs.winners and obs.stars(p) >= 4]
    return reason_text("most" if others else "four", stars, obs.target, len(obs.winners))


def aside_text(name: str, die: int, rest: int, short: bool = False) -> str:
    """Under the dice: "Anna set the 4 aside: 21 − 4 = 17"; ``short`` (a narrow panel: the
    die set aside stands apart above it): "Anna: 21 − 4 = 17"."""
    if short:
        return fill(QCoreApplication.translate("BingolinoBoard", "%1: %2 − %3 = %4"),
                    name, rest + die, die, rest)
    return fill(QCoreApplication.translate("BingolinoBoard", "%1 set the %2 aside: %3 − %2 = %4"),
                name, die, rest + die, rest)


def reduced_text(options: Sequence[tuple[int, int]]) -> str:
    """``options``: (reduced total, die set aside) pairs the active player can use."""
    parts = [fill(QCoreApplication.translate("BingolinoBoard", "%1 (without %2)"), total, die) for total, die in options]
    return fill(QCoreApplication.translate("BingolinoBoard", "Set a die aside: %1"), ", ".join(parts))


def forced_text(total: int, reduced: Sequence[int]) -> str:
    numbers = [total] + [n for n in sorted(reduced) if n != total]
    return fill(QCoreApplication.translate("BingolinoBoard", 
        "No tile shows %1: turn one of your tiles face up again."), or_numbers(numbers))


def total_text(total: int) -> str:
    return fill(QCoreApplication.translate("BingolinoBoard", "Total %1"), total)


def playoff_text(names: Sequence[str], contenders: Sequence[int], target: int) -> str:
    return fill(QCoreApplication.translate("BingolinoBoard", 
        "Play-off: %1 are tied. Only they keep playing; the first to reach %2 wins."),
        join_names([names[p] for p in contenders]), stars_text(target))


def waiting_text(names: Sequence[str]) -> str:
    return fill(QCoreApplication.translate("BingolinoBoard", "Waiting for %1…"), join_names(names))


def refusal_texts() -> dict[str, str]:
    return {
        "not_yours": QCoreApplication.translate("BingolinoBoard", "It is not your turn to move here."),
        "not_highlighted": QCoreApplication.translate("BingolinoBoard", "Only the highlighted tiles can be turned now."),
        "facedown": QCoreApplication.translate("BingolinoBoard", "That tile is already face down."),
    }

