"""The Lino board's end card: what it says (the winner, each game's or each source's points)
and where it lies (under the score track when it fits, else over the track).

A mixin of ``board.Board``: it reads the board's observation, seats and panel; the texts
keep the board's translation context ("LinoBoard").
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF

from bingolino_app.ui.boards.lino import texts


class EndView:
    def end_summary(self):
        from bingolino_app.ui.boards.end_card import EndSummary

        obs = self.obs
        if obs is None or obs.phase != "end":
            return None
        names = [s.name for s in self.seats]
        totals = obs.totals()
        won = [p in obs.winners and len(obs.winners) == 1 for p in (0, 1)]
        total = QCoreApplication.translate("LinoBoard", "Total")
        if obs.games > 1:  # a fair match: each game's points, then the match's
            columns = tuple(texts.fill(QCoreApplication.translate("LinoBoard", "Game %1"), i + 1)
                            for i in range(len(obs.results))) + (total,)
            rows = tuple((names[p], tuple(str(r["total"][p]) for r in obs.results)
                          + (str(int(totals[p])),), won[p]) for p in (0, 1))
        else:  # where the points came from: rows, runs, bonus
            keys = ("rows", "runs", "bonus")
            columns = (QCoreApplication.translate("LinoBoard", "Rows"),
                       QCoreApplication.translate("LinoBoard", "Runs"),
                       QCoreApplication.translate("LinoBoard", "Bonus"), total)
            result = obs.results[-1]
            rows = tuple((names[p], tuple(str(result[k][p]) for k in keys)
                          + (str(int(totals[p])),), won[p]) for p in (0, 1))
        return EndSummary(texts.end_headline(obs, names), (), columns, rows)

    @property
    def end_banner(self):
        """The winner's banner: the end card's headline (the match's end)."""
        return self.end_card.banner if self.end_card is not None else None

    # The panel is 420 units wide, 256 px at 1024x600 (the view's 0.61): at 0.67 the card's
    # text is 26 x 0.67 x 0.61 = 10.6 px. Russian's "Цепочки" leaves a name less room there.
    end_card_readable = 0.67
    end_card_at_foot = True  # under the track when it fits (a fair match's card is taller)

    def show_end_card(self, least: float = 0.45) -> None:
        """Under the track and its 50/100 tiles where the card fits there; else over the
        whole track (a tile half hidden under the card's edge looked cut)."""
        super().show_end_card(least)
        card = self.end_card
        if card is None or card.box is None or card.box != self.end_card_room():
            return
        tiles = self.panel.mapToScene(0, self.panel.TRACK_FOOT).y()
        rect = card.sceneBoundingRect()
        if rect.top() < tiles:
            card.moveBy(0, card.box.top() - rect.top())

    def end_card_room(self) -> QRectF:
        """The panel from its score track down (the card has the totals the track counts,
        and the breakdown): the board itself stays in view."""
        rect = self.panel.sceneBoundingRect()
        top = rect.top() + self.panel.track_rect().top()
        legend = [self.panel.mapRectToScene(r).top() for r in self.panel.legend_rects()]
        bottom = min(legend + [rect.bottom()]) - 6  # the marks' legend stays readable
        return QRectF(rect.left(), top, rect.width(), max(60.0, bottom - top))

    def end_headline(self) -> str:
        if self.obs is None or self.obs.phase != "end" or self.obs.game_no + 1 < self.obs.games:
            return ""  # a match's first game: the match goes on
        return texts.end_headline(self.obs, [seat.name for seat in self.seats])
