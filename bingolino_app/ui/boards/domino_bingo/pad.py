"""The score pad: one row per deal, built from the observation's records (translated).

Shared by the side-panel pad (compact HTML) and the printed match record (sheet.py), so both say the
same: points, tricks, who closed and when, declarations, and each big-point award with its
reason.
"""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QCoreApplication

from bingolino_app.ui.boards.domino_bingo import texts
from bingolino_app.ui.boards.domino_bingo.texts import fill
from bingolino_app.ui.common import theme
from bingolino_app.ui.common.numbers import LIST, SEPARATOR, name_number
from bingolino_app.ui.common.text import escaped


def columns() -> list[str]:
    return [
        QCoreApplication.translate("DominoPad", "Deal"),
        QCoreApplication.translate("DominoPad", "Trumps"),
        QCoreApplication.translate("DominoPad", "Points"),
        QCoreApplication.translate("DominoPad", "Tricks"),
        QCoreApplication.translate("DominoPad", "Closed"),
        QCoreApplication.translate("DominoPad", "Declared"),
        QCoreApplication.translate("DominoPad", "Big points awarded"),
        QCoreApplication.translate("DominoPad", "Total"),
    ]


NBSP = "\u00a0"


def pair(names: Sequence[str], a, b) -> str:
    """Two numbers, each after its player's name, in seat order (as on the board):
    "Anna: 103, Boris: 44" (a name may end in a digit: "Computer 2: 44", never "Computer
    2 44"); printed, a line breaks (if it must) between the two only."""
    return LIST.join(name_number(name, str(value)).replace(SEPARATOR, ":" + NBSP)
                     for name, value in ((names[0], a), (names[1], b)))


def rows(records: Sequence[dict], names: Sequence[str], named: bool = False) -> list[list[str]]:
    """The pad's cells, one list per deal, with the running total of big points.

    ``named`` (the printed pad): every pair of numbers says whose is which, and a cell with
    several entries has one line per entry."""
    two = (lambda a, b: pair(names, a, b)) if named else (lambda a, b: f"{a} : {b}")
    join = "\n" if named else "; "
    out, total = [], [0, 0]
    for r in records:
        closed = "—"
        if r.get("closed"):
            c = r["closed"]
            p = c["player"]
            if named:
                closed = fill(QCoreApplication.translate("DominoPad", "%1; score %2"), names[p],
                              two(c["points"][0], c["points"][1]))
            else:
                closed = fill(QCoreApplication.translate("DominoPad", "%1 at %2 : %3"),
                              names[p], c["points"][0], c["points"][1])
        declared = []  # per player: "3 +40" won, "2 ✗" lost, "6 ★" big points
        for p in (0, 1):
            items = []
            for d in r.get("declarations", []):
                if d["player"] != p:
                    continue
                mark = "✗" if not d["won"] else ("★" * d["big"] if d["big"]
                                                  else f"+{d['points']}")
                items.append(f"{d['count']} {mark}")
            if items:
                declared.append(f"{names[p]}: {', '.join(items)}")
        awards = []
        for a in r.get("awards", []):
            total[a["player"]] += a["amount"]
            awards.append(fill(QCoreApplication.translate("DominoPad", "%1 +%2 (%3)"),
                               names[a["player"]], a["amount"],
                               texts.award_reason(a["reason"], a.get("args", {}))))
        if not awards and r.get("done"):
            awards.append("—")
        out.append([
            str(r["deal"]), texts.suit_name(r["trump"]),
            two(r["points"][0], r["points"][1]), two(r["tricks"][0], r["tricks"][1]),
            closed, join.join(declared) or "—", join.join(awards), two(total[0], total[1]),
        ])
    return out


def compact_html(records: Sequence[dict], names: Sequence[str], target: int,
                 variant: str) -> str:
    """The pad for the narrow side panel: a short block per deal instead of a wide table."""
    head = fill(QCoreApplication.translate("DominoPad", "%1 · match to %2"),
                texts.variant_name(variant), target)
    head = head[:1].upper() + head[1:]  # a heading ("русские правила" is written mid-sentence)
    heads = [escaped(h) for h in columns()]  # rich text: names and texts are escaped
    blocks = [f"<p><b>{escaped(head)}</b></p>"]
    for row in rows(records, names):
        deal, trump, points, tricks, closed, declared, awards, total = map(escaped, row)
        lines = [f"<b>{heads[0]} {deal}</b> · {heads[1]}: {trump}",
                 f"{heads[2]} {points} · {heads[3]} {tricks}"]
        if closed != "—":
            lines.append(f"{heads[4]}: {closed}")
        if declared != "—":
            lines.append(f"{heads[5]}: {declared}")
        if awards:
            lines.append(f"<span style='color:{theme.hex('panel.note')}'>{awards}</span>")
        lines.append(f"{heads[7]}: <b>{total}</b>")
        blocks.append("<p>" + "<br>".join(lines) + "</p>")
    if len(blocks) == 1:
        blocks.append("<p>%s</p>" % escaped(
            QCoreApplication.translate("DominoPad", "No deal yet.")))
    return "".join(blocks)

