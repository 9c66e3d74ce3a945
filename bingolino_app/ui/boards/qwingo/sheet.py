"""Qwingo's printed score sheets: blank ones (with the solo tally and the rank chart) and the
filled sheets of a game, drawn by the same paper.paint_sheet as the screen, in ink for the
printer (black on white; only the numbers keep the blue pen).

Everything is copied into SheetLook records here (GUI thread); painting may then run in a
worker thread (PDF export) and touches only QPainter, fonts and paths.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRectF
from PySide6.QtGui import QPainter

from bingolino_app.games.qwingo import rules
from bingolino_app.ui.common import messages
from bingolino_app.ui.boards.qwingo import texts
from bingolino_app.ui.boards.qwingo.paper import CARD_H, CARD_W, SheetLook, paint_sheet
from bingolino_app.ui.printing.sheet import SheetSet

if TYPE_CHECKING:
    from bingolino_app.core.session import Session


class QwingoSheet(QObject):
    """The sheet's own texts (translation context "QwingoSheet")."""

    def texts(self) -> dict[str, str]:
        return {
            "title": self.tr("Qwingo score sheet"),
            "turns": self.tr("Turns:"),
            "rank": self.tr("Solo rank by turns:"),
            "tie": self.tr("Several full columns in one turn: more numbers in the second column "
                           "wins, then the third, fourth, fifth."),
            "winner": self.tr("Winner"),
            "setup": self.tr("Start: write 10, 20, 30, 40 and 50, one per column, in any box."),
        }


def make_sheet(session: "Session | None", num_players: int) -> SheetSet:
    t = QwingoSheet().texts()
    names = tuple(texts.symbol_name(c) for c in range(rules.COLUMNS))
    chart = tuple((limit, texts.rank_name(rank)) for limit, rank in rules.RANKS)
    game = messages.game_title("qwingo")
    looks: list[SheetLook] = []
    if session is None:
        for _ in range(num_players):
            looks.append(SheetLook(title=game, name="", column_names=names, tally=0,
                                   tally_label=t["turns"], chart=chart, chart_label=t["rank"],
                                   footer=t["setup"] + "\n" + t["tie"], ink_only=True))
    else:
        state = session.state
        obs = state.observation(None)  # a secret setup in progress stays secret on paper
        solo = len(session.seats) == 1
        for p, seat in enumerate(session.seats):
            sheet = obs.sheets[p]
            look = SheetLook(title=game, name=seat.name, column_names=names, columns=sheet,
                             footer="" if solo else t["tie"], ink_only=True)
            if sheet is not None:
                look.dead = frozenset(c for c in range(rules.COLUMNS)
                                      if not rules.completable(sheet[c]))
            if p in obs.winners:
                look.note = t["winner"]
            if solo:
                look.tally, look.tally_label = obs.turn, t["turns"]
                look.chart, look.chart_label = chart, t["rank"]
            looks.append(look)

    def paint_card(painter: QPainter, rect: QRectF, index: int) -> None:
        paint_sheet(painter, rect, looks[index])

    return SheetSet(title=t["title"], cards=len(looks), aspect=CARD_W / CARD_H,
                    paint_card=paint_card)
