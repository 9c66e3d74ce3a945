"""The review window's judgements: the analysis started and followed, each judged decision
listed and charted, and luck against skill once the player's decisions are judged. A mixin of
``ReviewWindow``; texts are translated in the "ReviewWindow" context."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import QListWidgetItem

from bingolino_app.core import analysis
from bingolino_app.core.analysis import Judgement
from bingolino_app.ui.boards import analysis_texts as texts
from bingolino_app.ui.common import messages
from bingolino_app.ui.common.text import isolated


class JudgementsMixin:
    def _load_kept(self) -> None:
        kept = self.runner.kept(self.game_key, self.game_id, self.seat, self.effort)
        self.judgements = kept
        self.analysed_seat = self.seat if kept else None
        self._show_judgements()

    def _decisions_total(self) -> int:
        """How many decisions the viewed player made (worked out once per player)."""
        if self.seat not in self._totals:
            self._totals[self.seat] = len(analysis.decision_points(self.replay, self.seat))
        return self._totals[self.seat]

    def analyse(self) -> None:
        points = analysis.decision_points(self.replay, self.seat)
        self._totals[self.seat] = len(points)
        self.analysed_seat = self.seat
        self.progress_bar.setRange(0, max(1, len(points)))
        self.progress_bar.setValue(len(self.judgements))
        self.progress_bar.show()
        self.analyse_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.analyse_button.hide()
        self.cancel_button.show()
        self.runner.start(self.game_id, self.game_key, self.seat, points, self.effort,
                          self.judgements)

    def _judged(self, j: Judgement) -> None:
        self.judgements[j.move] = j
        self._show_judgements()
        if j.move == self.position:
            self._update_verdict()

    def _progress(self, done: int, total: int) -> None:
        self.progress_bar.setRange(0, max(1, total))
        self.progress_bar.setValue(done)

    def _analysis_ended(self, complete: bool) -> None:
        self.progress_bar.setVisible(False)
        self.analyse_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        self.cancel_button.hide()
        self.analyse_button.show()
        self._show_judgements()
        self._update_verdict()

    def _analysis_failed(self, reason: str) -> None:
        self.statusBar().showMessage(messages.fill(
            QCoreApplication.translate(
                "ReviewWindow", "The analysis stopped: the computer player's process failed "
                "(%1). Press Analyse to go on."), reason), 10_000)

    def _show_judgements(self) -> None:
        js = sorted(self.judgements.values(), key=lambda j: j.move)
        self.chart.set_data(js, self.measure.key, self.measure.higher_is_better,
                            self.replay.last)
        self.decisions.clear()
        names = [isolated(seat.name) for seat in self.replay.seats]
        for j in js:
            obs = self.replay.seen_before(j.move)
            text = f"{j.move}. {texts.move_text(self.game_id, j.played, obs)} — " \
                   f"{texts.mark_label(j.mark)}"
            if j.mark != "good":
                text += f" ({texts.cost_text(self.measure.key, j.cost)})"
            item = QListWidgetItem(text)
            item.setData(Qt.UserRole, j.move)
            if j.mark != "good":
                item.setForeground(QBrush(texts.MARK_COLOURS[j.mark]))
            self.decisions.addItem(item)
        self.decisions.follow_decision(self.position)
        counts = analysis.summary(js)
        total = self._decisions_total()
        if not js:
            self.summary_label.setText(messages.fill(QCoreApplication.translate(
                "ReviewWindow", "Press Analyse: the strong computer judges every decision of %1."),
                names[self.seat]))
        else:
            self.summary_label.setText(messages.fill(
                QCoreApplication.translate("ReviewWindow",
                                           "%1: %2 of %3 decisions judged — %4, %5."),
                names[self.seat], len(js), total,
                texts.plurals().mistakes(counts["mistake"]),
                texts.plurals().inaccuracies(counts["inaccuracy"])))
        self.print_button.setEnabled(True)
        self.pdf_button.setEnabled(True)
        self._show_split(js)

    def _show_split(self, js: list[Judgement]) -> None:
        """Luck and skill, once every decision of the analysed player is judged."""
        seat = self.analysed_seat if self.analysed_seat is not None else self.seat
        split = analysis.split(self.replay, seat, js) if js else None
        players = len(self.replay.seats)
        chance = texts.chance_name(self.game_id, players)
        legend = (QCoreApplication.translate("ReviewWindow", "own decisions"), chance)
        decisive = split.decisive() if split is not None else []
        self.split = split
        self.chart.set_split(split, decisive, legend)
        self.moments.clear()
        if split is None:
            self.split_label.hide()
            self.moments.hide()
            self.chart.setAccessibleDescription("")
            return
        name = isolated(self.replay.seats[seat].name)
        sentence = texts.split_text(self.game_id, split, name, players)
        self.split_label.setText(sentence)
        self.split_label.show()
        lines = []
        for number, swing in enumerate(decisive, 1):
            line = f"{number}. {texts.moment_text(self.game_id, swing, self.replay, name)}"
            item = QListWidgetItem(line)
            item.setData(Qt.UserRole, swing.last)
            self.moments.addItem(item)
            lines.append(line)
        self.moments.setVisible(bool(decisive))
        self.moments.setToolTip(QCoreApplication.translate(
            "ReviewWindow", "The moments that decided the game: a click goes there"))
        self.chart.setAccessibleDescription(" ".join([sentence] + lines))
