"""Qwingo's translated texts: symbol and rank names, log lines, refusals and prompts.

Every source string is a literal inside a translate() call (context "QwingoBoard") or a
tr() call of the QwingoBoard class below (plurals), so lupdate can extract them.
"""

from __future__ import annotations

import re
from typing import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject

from bingolino_app.core.game import Event, IllegalAction
from bingolino_app.ui.common.numbers import name_number
from bingolino_app.ui.common.messages import fill, rank_name  # noqa: F401 (the board's word)
from bingolino_app.games.qwingo import rules
from bingolino_app.games.qwingo.rules import LIGHTNING

# The option label declared in games/qwingo/state.py, for messages.option_text().
_OPTION_LABELS = (QT_TRANSLATE_NOOP("Options", "Players may pass"),)


class QwingoBoard(QObject):
    """Plural texts: lupdate marks only tr() calls on a QObject as numerus messages."""

    def turns(self, n: int) -> str:
        return self.tr("%n turn(s)", "", n)


_plurals: QwingoBoard | None = None


def _english(text: str) -> str:
    """Without a translation loaded: "1 turn(s)" -> "1 turn", "3 turn(s)" -> "3 turns"."""
    if "(" not in text:
        return text
    number = re.search(r"-?\d+", text)
    one = number is not None and number.group() == "1"
    return re.sub(r"\((\w+)\)", "" if one else r"\1", text)


def turns_text(n: int) -> str:
    global _plurals
    _plurals = _plurals or QwingoBoard()
    return _english(_plurals.turns(n))


def symbol_name(face: int) -> str:
    return (
        QCoreApplication.translate("QwingoBoard", "banana"),
        QCoreApplication.translate("QwingoBoard", "cup"),
        QCoreApplication.translate("QwingoBoard", "donut"),
        QCoreApplication.translate("QwingoBoard", "ice cream"),
        QCoreApplication.translate("QwingoBoard", "watermelon"),
        QCoreApplication.translate("QwingoBoard", "lightning"),
    )[face]


def join_names(names: Sequence[str]) -> str:
    names = list(names)
    if len(names) <= 1:
        return "".join(names)
    return fill(QCoreApplication.translate("QwingoBoard", "%1 and %2"),
                ", ".join(names[:-1]), names[-1])


def best_text(filled: int) -> str:
    return fill(QCoreApplication.translate("QwingoBoard", "best column %1/12"), filled)


def best_heading() -> str:
    """The side panel's Scores box, titled once for all: its lines say "7/12"."""
    return QCoreApplication.translate("QwingoBoard", "Best column")


def goes_text(face: int) -> str:
    if face == LIGHTNING:
        return QCoreApplication.translate("QwingoBoard", "Lightning: the number may go into any column.")
    return fill(QCoreApplication.translate("QwingoBoard", "The number goes into the %1 column."), symbol_name(face))


def event_text(event: Event, names: Sequence[str]) -> str | None:
    key, a = event.key, event.args

    def name(p=None) -> str:
        p = a.get("player") if p is None else p
        return names[p] if isinstance(p, int) and 0 <= p < len(names) else "?"

    if key == "qwingo.starter":
        return fill(QCoreApplication.translate("QwingoBoard", "%1 calls first."), name())
    if key == "qwingo.set_up":
        return fill(QCoreApplication.translate("QwingoBoard", "%1 has written the start numbers."), name())
    if key == "qwingo.revealed":
        return QCoreApplication.translate("QwingoBoard", "Everyone is ready: the sheets are shown.")
    if key == "qwingo.turn":
        return fill(QCoreApplication.translate("QwingoBoard", "Turn %1: %2 calls."), a.get("turn", 0), name())
    if key == "qwingo.called":
        return fill(QCoreApplication.translate("QwingoBoard", "%1 calls %2."), name(), a.get("number", ""))
    if key == "qwingo.rolled":
        return fill(QCoreApplication.translate("QwingoBoard", "%1 rolls: %2."), name(),
                    symbol_name(a.get("face", 0)))
    if key == "qwingo.no_box":
        return fill(QCoreApplication.translate("QwingoBoard", "%1 has no box for %2."), name(), a.get("number", ""))
    if key == "qwingo.entered":
        text = fill(QCoreApplication.translate("QwingoBoard", "%1 writes %2 in the %3 column, box %4 from the top."),
                    name(), a.get("number", ""), symbol_name(a.get("column", 0)),
                    a.get("box", 0) + 1)
        if a.get("dead"):
            text += " " + QCoreApplication.translate("QwingoBoard", "That column can no longer be completed.")
        return text
    if key == "qwingo.passed":
        return fill(QCoreApplication.translate("QwingoBoard", "%1 passes."), name())
    if key == "qwingo.tie":
        who = join_names([name(p) for p in a.get("players", [])])
        if a.get("column") is None:
            return fill(QCoreApplication.translate("QwingoBoard", "%1 fill a column in the same turn and are level in the tie-break."), who)
        return fill(QCoreApplication.translate("QwingoBoard", "%1 fill a column in the same turn: the %2 column decides the tie."),
                    who, symbol_name(a["column"]))
    if key == "qwingo.stalemate":
        if len(names) == 1:
            return QCoreApplication.translate("QwingoBoard", "No column can be completed any more: no rank.")
        return QCoreApplication.translate("QwingoBoard", "No column can be completed any more: the fullest column wins.")
    if key == "qwingo.won":  # the banner's headline, as a sentence of the log
        text = result_text(a.get("players", []), names, a.get("turns", 0), a.get("rank", ""))
        return text if text.endswith((".", "!")) else text + "."
    return None


def result_text(winners: Sequence[int], names: Sequence[str], turns: int, rank: str) -> str:
    """Who won: the end banner's headline and the log's last line."""
    if len(names) == 1:
        if rank:
            return fill(QCoreApplication.translate("QwingoBoard", "Qwingo in %1! Rank: %2."),
                        turns_text(turns), rank_name(rank))
        return fill(QCoreApplication.translate("QwingoBoard", "Game over after %1."), turns_text(turns))
    who = join_names([names[p] for p in winners if 0 <= p < len(names)])
    if len(winners) > 1:
        return fill(QCoreApplication.translate("QwingoBoard", "Winners: %1"), who)
    return fill(QCoreApplication.translate("QwingoBoard", "Winner: %1"), who)


def reason_lines(obs, names: Sequence[str]) -> list[str]:
    """Why the game ended so, for the end banner: the full columns (or the stalemate), the
    column that decided a tie, a shared win. A name before every number."""
    end = rules.ending(obs.sheets, obs.stalemate)
    sheets = obs.sheets

    def full_column(p: int) -> str:
        return symbol_name(next(c for c in range(rules.COLUMNS) if rules.is_full(sheets[p][c])))

    lines = []
    if len(names) == 1:
        if not end.stalemate:
            lines.append(fill(QCoreApplication.translate("QwingoBoard", "The %1 column is full."), full_column(0)))
        elif end.turn_limit:
            lines.append(fill(QCoreApplication.translate("QwingoBoard", "The game stops after %1: no rank."), turns_text(obs.turn)))
        else:
            lines.append(QCoreApplication.translate("QwingoBoard", "No column can be completed any more: no rank."))
        return lines
    if end.stalemate:
        lines.append(fill(QCoreApplication.translate("QwingoBoard", "The game stops after %1: the fullest column wins."), turns_text(obs.turn))
                     if end.turn_limit else
                     QCoreApplication.translate("QwingoBoard", "No column can be completed any more: the fullest column wins."))
        counts = [name_number(names[p], max(rules.filled(c) for c in sheets[p]))
                  for p in end.candidates]
        lines.append(fill(QCoreApplication.translate("QwingoBoard", "Fullest column: %1."), ", ".join(counts)))
    elif len(end.candidates) > 1 and len({full_column(p) for p in end.candidates}) == 1:
        # The same column for all: said once ("Ann (banana), Ben (banana)" took five lines
        # of the banner with five players).
        lines.append(fill(QCoreApplication.translate("QwingoBoard", "Full %1 columns: %2."),
                          full_column(end.candidates[0]),
                          ", ".join(names[p] for p in end.candidates)))
    else:
        items = [fill(QCoreApplication.translate("QwingoBoard", "%1 (%2)"), names[p], full_column(p)) for p in end.candidates]
        lines.append(fill(QCoreApplication.translate("QwingoBoard", "Full columns: %1.") if len(items) > 1 else QCoreApplication.translate("QwingoBoard", "Full column: %1."),
                          ", ".join(items)))
    # Each column that split those still level, in order: who went out where (only the last
    # was said, and then "level in every column").
    for column, level in end.splits:
        counts = [name_number(names[p], rules.filled(sheets[p][column])) for p in level]
        lines.append(fill(QCoreApplication.translate("QwingoBoard", "Tie-break: more numbers in the %1 column — %2."),
                          symbol_name(column), ", ".join(counts)))
    if len(end.winners) > 1:
        lines.append(QCoreApplication.translate("QwingoBoard", "Still level at the end of the tie-break: the win is shared.")
                     if end.splits else
                     QCoreApplication.translate("QwingoBoard", "Level in every tie-break column: the win is shared."))
    return lines


def end_summary(obs, names: Sequence[str]) -> tuple:
    """The end card's reasons, score table and mark (end_card.EndSummary after the headline):
    the full column (or the stalemate) and how a tie ended in words, short; the numbers as a
    table of players × columns compared, the column that decided marked ("Компьютер 2 6,
    ЩЩЩ… 5 …" took fifteen lines and squeezed the side panel)."""
    end = rules.ending(obs.sheets, obs.stalemate)
    sheets = obs.sheets
    lines = reason_lines(obs, names)
    if len(names) == 1:
        return tuple(lines), (), (), None, ""
    compared = [column for column, _ in end.splits]
    tie = len(end.candidates) > 1 and (compared or len(end.winners) > 1)
    head = [lines[0]] if lines else []
    if tie and compared and len(end.winners) == 1:
        head.append(fill(QCoreApplication.translate(
            "QwingoBoard", "A tie, decided by the %1 column."), symbol_name(compared[-1])))
    elif tie and compared:
        head.append(QCoreApplication.translate(
            "QwingoBoard", "A tie, still level after the tie-break columns."))
    elif tie:
        head.append(QCoreApplication.translate(
            "QwingoBoard", "A tie, level in every tie-break column."))
    if len(end.winners) > 1:
        head.append(QCoreApplication.translate("QwingoBoard", "The win is shared."))
    if not tie:
        best = best_heading()
        rows = tuple((names[p], (f"{max(rules.filled(c) for c in sheets[p])}/{rules.BOXES}",),
                      p in end.winners) for p in range(len(names)))
        return tuple(head), (best,), rows, None, ""
    columns = compared or list(range(1, rules.COLUMNS))
    rows = tuple((names[p], tuple(str(rules.filled(sheets[p][c])) for c in columns),
                  p in end.winners) for p in end.candidates)
    marked = len(compared) - 1 if compared else None
    note = fill(QCoreApplication.translate("QwingoBoard", "%1 the column that decided the tie"),
                "▲") if compared else ""
    return (tuple(head), tuple(symbol_name(c) for c in columns), rows, marked, note)


def illegal_text(err: IllegalAction) -> str | None:
    a = err.args
    if err.key == "qwingo.bad_setup":
        return QCoreApplication.translate("QwingoBoard", "Write 10, 20, 30, 40 and 50 once each, one number per column.")
    if err.key == "qwingo.bad_call":
        return QCoreApplication.translate("QwingoBoard", "Call a whole number from 1 to 100.")
    if err.key == "qwingo.no_pass":
        return QCoreApplication.translate("QwingoBoard", "You must write the number: passing is not allowed in this game.")
    if err.key == "qwingo.wrong_column":
        return goes_text(a.get("face", 0))
    if err.key == "qwingo.box_taken":
        return QCoreApplication.translate("QwingoBoard", "That box is already filled.")
    if err.key == "qwingo.not_ascending":
        return fill(QCoreApplication.translate("QwingoBoard", "%1 does not fit there: a column must rise from top to bottom."),
                    a.get("number", ""))
    return None


def texts() -> dict[str, str]:
    """Prompts and notes of the board."""
    return {
        "setup": QCoreApplication.translate("QwingoBoard", "Drag 10, 20, 30, 40 and 50 onto your sheet, one per column (or Place for me), then press Done."),
        "call": QCoreApplication.translate("QwingoBoard", "Call a number from 1 to 100, then roll."),
        "enter": QCoreApplication.translate("QwingoBoard", "Write the number into one of the highlighted boxes."),
        "enter_or_pass": QCoreApplication.translate("QwingoBoard", "Write the number into a highlighted box, or pass."),
        "waiting": QCoreApplication.translate("QwingoBoard", "Waiting for %1…"),
        "secret": QCoreApplication.translate("QwingoBoard", "Setting up in secret…"),
        "ready": QCoreApplication.translate("QwingoBoard", "Ready"),
        "winner": QCoreApplication.translate("QwingoBoard", "Winner!"),
        "peeked": QCoreApplication.translate("QwingoBoard", "%1's sheet"),
        "turns": QCoreApplication.translate("QwingoBoard", "Turns"),
        "rank": QCoreApplication.translate("QwingoBoard", "Rank (turns)"),
        "tie": QCoreApplication.translate("QwingoBoard", "Tie: more numbers in the second column wins, then the third, fourth, fifth."),
        "risky_title": QCoreApplication.translate("QwingoBoard", "Risky entry"),
        "risky": QCoreApplication.translate("QwingoBoard", "After this entry the %1 column can no longer be completed. Write it there anyway?"),
        "no_box": QCoreApplication.translate("QwingoBoard", "There is no box for %1 on your sheet this turn."),
        "not_yours": QCoreApplication.translate("QwingoBoard", "It is not your turn to do that."),
        "not_legal": QCoreApplication.translate("QwingoBoard", "The number cannot go into that box."),
        "called": QCoreApplication.translate("QwingoBoard", "Called: %1"),
        "typed": QCoreApplication.translate("QwingoBoard", "Your call: %1 (Enter calls it and rolls)"),
        "cannot_call": QCoreApplication.translate("QwingoBoard", "You cannot call a number now."),
        "all_placed": QCoreApplication.translate("QwingoBoard", "You have placed all five numbers yourself: press Done, or move one."),
        "legend_legal": QCoreApplication.translate("QwingoBoard", "The number may go here."),
        "legend_risky": QCoreApplication.translate("QwingoBoard", "Risky: the column could no longer be completed."),
        "legend_last": QCoreApplication.translate("QwingoBoard", "The number a player wrote last."),
    }

