"""The statistics window (Game → Statistics): one profile's results in one game, with all its
rules variants or one of them.

Numbers first (games, won, win rate, streaks, averages), then who the profile played
against, the win rate over time and, for games that can be played alone, the solo record with
a histogram of solo turns (Qwingo's with the rulebook's ranks). The window does not block the
game and refreshes when a game is recorded.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QDateTime, QEvent, QLocale, QObject, Qt
from PySide6.QtWidgets import (
    QAbstractItemView, QComboBox, QDialog, QDialogButtonBox, QFrame, QGridLayout, QGroupBox,
    QHBoxLayout, QHeaderView, QLabel, QMessageBox, QPushButton, QScrollArea, QSizePolicy,
    QStackedWidget, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget,
)

from bingolino_app.core import registry
from bingolino_app.core.history import Statistics
from bingolino_app.ui.history import store as history_ui
from bingolino_app.ui.history import texts as history_texts
from bingolino_app.ui.common import messages, numbers
from bingolino_app.ui.common.charts import HistogramChart, WinRateChart
from bingolino_app.ui.common.compact import MinimumHeightHint
from bingolino_app.ui.common.i18n import current_language
from bingolino_app.ui.history.profiles import ProfilesDialog, ask_yes, colour_icon, new_profile
from bingolino_app.ui.common.screen_fit import fitted_size
from bingolino_app.ui.common.text import plain_label

ALL = None  # the rules combo's "all variants"


class CompactTable(MinimumHeightHint, QTableWidget):
    """The opponents' table: laid out at its minimum height, taller through the stretch."""


def percent(part: int, whole: int) -> str:
    if not whole:
        return "–"
    return numbers.percent(part / whole)  # "62%", "62 %": the language's way


def measure_captions(game: str) -> tuple[tuple[str, str], tuple[str, str]]:
    """What "average score" and "average turns" count in ``game``, each (caption, tooltip):
    one word was used for four games' different numbers."""
    t = StatisticsWords()
    return t.score(game), t.turns(game)


class StatisticsWords(QObject):
    def score(self, game: str) -> tuple[str, str]:
        if game == "bingolino":
            return self.tr("average stars"), self.tr("Stars at the end of a game, on average")
        if game == "qwingo":
            return (self.tr("average fullest column"),
                    self.tr("Numbers in the fullest column at the end, on average (12: full)"))
        if game == "domino_bingo":
            return (self.tr("average big points"),
                    self.tr("Big points at the end of a match, on average"))
        return self.tr("average points"), self.tr("Points at the end of a game, on average")

    def turns(self, game: str) -> tuple[str, str]:
        if game in ("bingolino", "qwingo"):
            return (self.tr("average turns"),
                    self.tr("Turns a game took, everybody's counted, on average"))
        return (self.tr("average moves"),
                self.tr("Moves a game took, both players' counted, on average"))


def solo_games() -> list[str]:
    return [e.spec.id for e in registry.all_games() if e.spec.min_players == 1]


class Tile(QFrame):
    """One number with its caption."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.StyledPanel)
        self.setObjectName("statTile")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.setSpacing(0)
        self.value = QLabel()
        font = self.value.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.value.setFont(font)
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        layout.addWidget(self.value)
        layout.addWidget(self.caption)
        self.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Preferred)  # a row: one height


class StatisticsWindow(QDialog):
    TILES = ("played", "won", "rate", "streak", "best_streak", "score", "turns")

    def __init__(self, history: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.history = history  # HistoryUi
        self.setModal(False)
        self.setWindowFlag(Qt.WindowMaximizeButtonHint, True)
        self.stats: Statistics | None = None
        self._wanted_profile = ""
        self._wanted_game = ""
        self._filling = False
        self.resize(*self._size())

        layout = QVBoxLayout(self)
        bar = QHBoxLayout()
        self.profile_label, self.profile_combo = QLabel(), QComboBox()
        self.game_label, self.game_combo = QLabel(), QComboBox()
        self.variant_label, self.variant_combo = QLabel(), QComboBox()
        for label, combo in ((self.profile_label, self.profile_combo),
                             (self.game_label, self.game_combo),
                             (self.variant_label, self.variant_combo)):
            label.setBuddy(combo)
            combo.setSizeAdjustPolicy(QComboBox.AdjustToContents)
            combo.currentIndexChanged.connect(self._selection_changed)
            bar.addWidget(label)
            bar.addWidget(combo)
        self.variant_combo.setSizeAdjustPolicy(QComboBox.AdjustToMinimumContentsLengthWithIcon)
        self.variant_combo.setMinimumContentsLength(14)
        bar.addStretch(1)
        self.profiles_button = QPushButton()
        self.profiles_button.clicked.connect(self.manage_profiles)
        self.reset_button = QPushButton()
        self.reset_button.clicked.connect(self.reset)
        for button in (self.profiles_button, self.reset_button):
            button.setAutoDefault(False)
            bar.addWidget(button)
        layout.addLayout(bar)

        self.pages = QStackedWidget()
        layout.addWidget(self.pages, 1)
        self.empty_page = QWidget()
        empty = QVBoxLayout(self.empty_page)
        self.empty_text = plain_label(QLabel())
        self.empty_text.setWordWrap(True)
        self.empty_text.setAlignment(Qt.AlignCenter)
        self.new_button = QPushButton()
        self.new_button.clicked.connect(self.create_profile)
        empty.addStretch(1)
        empty.addWidget(self.empty_text)
        empty.addWidget(self.new_button, 0, Qt.AlignHCenter)
        empty.addStretch(1)
        self.pages.addWidget(self.empty_page)

        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.NoFrame)
        body = QWidget()
        scroll.setWidget(body)
        self.pages.addWidget(scroll)
        self.stats_page = scroll
        grid = QGridLayout(body)
        grid.setContentsMargins(0, 0, 0, 0)

        tiles = QGridLayout()
        self.tiles = {key: Tile() for key in self.TILES}
        for i, key in enumerate(self.TILES):
            tiles.addWidget(self.tiles[key], 0, i)
        self.tiles_layout = tiles
        grid.addLayout(tiles, 0, 0, 1, 2)

        self.against_box = QGroupBox()
        against = QVBoxLayout(self.against_box)
        self.against = CompactTable(0, 4)
        self.against.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.against.setSelectionMode(QAbstractItemView.NoSelection)
        self.against.verticalHeader().hide()
        self.against.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.against.setWordWrap(False)
        self.against.setTextElideMode(Qt.ElideRight)
        header = self.against.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.Stretch)
        for column in (1, 2, 3):
            header.setSectionResizeMode(column, QHeaderView.ResizeToContents)
        self.against.setMinimumHeight(110)  # four opponents; 980x540 (a 1024x600 screen)
        against.addWidget(self.against)
        grid.addWidget(self.against_box, 1, 0)

        self.timeline_box = QGroupBox()
        timeline = QVBoxLayout(self.timeline_box)
        self.timeline = WinRateChart()
        timeline.addWidget(self.timeline)
        # What the chart's line and its faint bars are (the bars were an unexplained band).
        self.timeline_note = plain_label(QLabel())
        self.timeline_note.setWordWrap(True)
        timeline.addWidget(self.timeline_note)
        grid.addWidget(self.timeline_box, 1, 1)

        self.solo_box = QGroupBox()
        solo = QVBoxLayout(self.solo_box)
        self.solo_text = plain_label(QLabel())
        self.solo_text.setWordWrap(True)
        self.histogram = HistogramChart()
        solo.addWidget(self.solo_text)
        solo.addWidget(self.histogram, 1)  # the chart grows, not the line above it
        grid.addWidget(self.solo_box, 2, 0, 1, 2)
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)
        grid.setRowStretch(1, 1)  # the charts take the room there is
        grid.setRowStretch(2, 1)  # the histogram's share; none while it is hidden
        self.stats_grid = grid

        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        self.setStyleSheet("#statTile { border: 1px solid palette(mid); border-radius: 6px;"
                           " background: palette(base); }")
        self.retranslate()

    def _size(self) -> tuple[int, int]:
        return fitted_size(self, 980, 720)

    # --- choosing -------------------------------------------------------------------------
    def select(self, profile: str = "", game: str = "") -> None:
        """Show ``profile`` and ``game`` at the next refresh (if they have games)."""
        self._wanted_profile, self._wanted_game = profile, game

    def current_profile(self) -> str:
        return self.profile_combo.currentData() or ""

    def current_game(self) -> str:
        return self.game_combo.currentData() or ""

    def current_variant(self) -> str | None:
        return self.variant_combo.currentData() if self.variant_combo.currentIndex() > 0 else ALL

    def _selection_changed(self) -> None:
        if not self._filling:
            self.refresh()

    # --- reading ----------------------------------------------------------------------------
    def refresh(self) -> None:
        """Read the chosen profile's statistics again (after a game, a reset, a choice)."""
        store = self.history.store()
        profiles = store.profiles() if store is not None else []
        self._filling = True
        try:
            profile = self._wanted_profile or self.current_profile()
            self._fill_combo(self.profile_combo, [(p.id, p.name, p.colour) for p in profiles],
                             profile)
            self._wanted_profile = ""
            if not profiles:
                self.pages.setCurrentWidget(self.empty_page)
                self.reset_button.setEnabled(False)
                self.game_combo.clear()
                self.variant_combo.clear()
                return
            self.pages.setCurrentWidget(self.stats_page)
            self.reset_button.setEnabled(True)
            profile = self.current_profile()
            games = history_ui.guarded(self, lambda s: s.games_of(profile)) or {}
            game = self._wanted_game or self.current_game()
            self._wanted_game = ""
            if game not in games and games:
                game = max(games, key=lambda g: games[g][1])  # the latest played
            entries = [(e.spec.id, self._game_label(e.spec.id, games.get(e.spec.id, (0,))[0]),
                        "") for e in registry.playable_games()]
            self._fill_combo(self.game_combo, entries, game)
            game = self.current_game()
            variant = self.current_variant()
            variants = history_ui.guarded(self, lambda s: s.variants(profile, game)) or []
            entries = [("", self.tr("All rules"), "")] + [
                (v, history_texts.variant_text(game, v), "") for v, _n in variants]
            self._fill_combo(self.variant_combo, entries, variant or "")
            self.variant_combo.setEnabled(len(variants) > 1)
            variant = self.current_variant()
        finally:
            self._filling = False
        self.stats = history_ui.guarded(self, lambda s: s.statistics(profile, game, variant))
        self._show(self.stats, next((p for p in profiles if p.id == profile), None))

    def _game_label(self, game: str, count: int) -> str:
        title = messages.game_title(game)
        return f"{title} ({count})" if count else title

    @staticmethod
    def _fill_combo(combo: QComboBox, entries: list[tuple[str, str, str]], wanted: str) -> None:
        combo.clear()
        for value, text, colour in entries:
            if colour:
                combo.addItem(colour_icon(colour), text, value)
            else:
                combo.addItem(text, value)
        index = combo.findData(wanted)
        combo.setCurrentIndex(index if index >= 0 else 0)

    # --- showing ----------------------------------------------------------------------------
    def _show(self, s: Statistics | None, profile: Any) -> None:
        if s is None:
            return
        t = self.tiles
        t["played"].value.setText(str(s.played))
        t["won"].value.setText(str(s.won))
        t["rate"].value.setText(percent(s.won, s.played))
        t["streak"].value.setText(str(s.streak))
        t["best_streak"].value.setText(str(s.best_streak))
        t["score"].value.setText(history_texts.number_text(s.avg_score))
        t["turns"].value.setText(history_texts.number_text(s.avg_turns))
        score, turns = measure_captions(s.game)  # what the averages count, in this game
        t["score"].caption.setText(score[0])
        t["score"].setToolTip(score[1])
        t["turns"].caption.setText(turns[0])
        t["turns"].setToolTip(turns[1])
        self._show_opponents(s)
        self.timeline.empty_text = self.tr("No games against others yet.")
        points = [(self._bucket_label(b.start, s.bucket), b.games, b.won) for b in s.timeline]
        texts = [self.tr("%1: won %2 of %3").replace("%1", label).replace("%2", str(won))
                 .replace("%3", str(games)) for label, games, won in points]
        self.timeline.set_data(points, profile.colour if profile else None, texts)
        most = max((b.games for b in s.timeline), default=0)
        self.timeline_note.setText(self.tr(
            "The line: the share of games won in each period. The pale bars: how many games "
            "the period had (the tallest: %1).").replace("%1", str(most)) if s.timeline else "")
        self.timeline_note.setVisible(bool(s.timeline))
        solo = s.game in solo_games()
        self.solo_box.setVisible(solo)
        if solo:
            self._show_solo(s)
        else:  # no solo row: the table and the chart take its room (it stood empty)
            self.stats_grid.setRowStretch(2, 0)

    def _show_opponents(self, s: Statistics) -> None:
        rows = []
        for o in s.opponents:
            if o.kind == "computer":
                name = self.tr("Computer: %1").replace("%1", messages.level_name(o.key))
            elif o.kind == "profile":
                name = o.name
            else:
                name = self.tr("Guests")
            rows.append((name, o.games, o.won))
        self.against.setRowCount(len(rows))
        for r, (name, games, won) in enumerate(rows):
            for c, text in enumerate((name, str(games), str(won), percent(won, games))):
                item = QTableWidgetItem(text)
                item.setToolTip(text if c == 0 else "")
                if c:
                    item.setTextAlignment(Qt.AlignRight | Qt.AlignVCenter)
                self.against.setItem(r, c, item)
        self.against.setVisible(bool(rows))

    def _show_solo(self, s: Statistics) -> None:
        if not s.solo_played:
            self.solo_text.setText(self.tr("No solo games yet."))
        else:
            parts = [history_texts.plurals().games(s.solo_played)]
            if s.solo_best is not None:
                best = history_texts.turns_text(s.solo_best)
                rank = history_texts.solo_rank(s.game, s.solo_best)
                when = history_texts.date_text(s.solo_best_ended or 0, time_too=False)
                text = self.tr("best: %1 (%2)").replace("%1", best).replace("%2", when)
                parts.append(f"{text} — {rank}" if rank else text)
                parts.append(self.tr("on average %1").replace(
                    "%1", history_texts.number_text(s.solo_avg)))
            else:
                parts.append(self.tr("none finished yet"))
            self.solo_text.setText(" · ".join(parts))
        marks = []
        if s.game == "qwingo":
            from bingolino_app.games.qwingo import rules

            marks = [(limit, history_texts.solo_rank("qwingo", limit)) for limit, _r in rules.RANKS]
        self.histogram.empty_text = self.tr("No finished solo games yet.")
        self.histogram.x_label = self.tr("turns (★ your best)")
        texts = [self.tr("%1: %2").replace("%1", history_texts.turns_text(turns))
                 .replace("%2", history_texts.plurals().games(games)) for turns, games in s.histogram]
        self.histogram.set_data(s.histogram, s.solo_best, marks, texts)
        # Nothing to draw: the line above says so, and the room goes to the charts above.
        self.histogram.setVisible(bool(s.histogram))
        self.stats_grid.setRowStretch(2, 1 if s.histogram else 0)

    def _bucket_label(self, start: float, bucket: str) -> str:
        """A period as the language writes dates: a day or a week by its first day in the
        locale's short date format (as the window's other dates: "2 Dec", "2026" and
        "12/2/26" stood in one window), a month or a quarter by the month and year."""
        locale = QLocale(current_language())
        date = QDateTime.fromSecsSinceEpoch(int(start)).date()
        if bucket == "year":
            return str(date.year())
        if bucket in ("month", "quarter"):
            # The month's own (nominative) short name: "Dec 2026", "дек. 2026".
            return f"{locale.standaloneMonthName(date.month(), QLocale.ShortFormat)} {date.year()}"
        return numbers.date_text(date)

    # --- profiles and reset ---------------------------------------------------------------
    def manage_profiles(self) -> None:
        dialog = ProfilesDialog(self)
        dialog.changed.connect(self.refresh)
        dialog.exec()
        dialog.deleteLater()
        self.refresh()

    def create_profile(self) -> None:
        created = new_profile(self)
        if created:
            self.select(created)
            self.refresh()

    def reset(self) -> None:
        """Reset the statistics of the profile shown, or of all profiles, after asking."""
        profile = self.current_profile()
        if not profile:
            return
        name = self.profile_combo.currentText()
        box = QMessageBox(QMessageBox.Question, self.tr("Reset statistics"),
                          self.tr("Start the statistics again from now?"), QMessageBox.NoButton,
                          self)
        box.setTextFormat(Qt.PlainText)
        box.setInformativeText(self.tr("The recorded games stay in the game library."))
        one = box.addButton(self.tr("Reset %1").replace("%1", name.replace("&", "&&")),
                            QMessageBox.AcceptRole)
        everyone = box.addButton(self.tr("Reset all profiles"), QMessageBox.AcceptRole)
        cancel = box.addButton(QMessageBox.Cancel)
        box.setDefaultButton(cancel)
        box.setEscapeButton(cancel)
        if not ask_yes(box):
            return
        who = profile if box.clickedButton() is one else None
        if box.clickedButton() not in (one, everyone):
            return
        history_ui.guarded(self, lambda s: s.reset_statistics(who))
        self.refresh()

    # --- language ---------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.profile_label.setText(self.tr("&Player:"))
        self.game_label.setText(self.tr("&Game:"))
        self.variant_label.setText(self.tr("&Rules:"))
        self.profiles_button.setText(self.tr("Pro&files…"))
        self.reset_button.setText(self.tr("Re&set…"))
        self.empty_text.setText(self.tr(
            "Statistics are kept for profiles: a profile is a person at this computer. Create "
            "one here or in the new-game dialog, and every game it plays is counted."))
        self.new_button.setText(self.tr("&New profile…"))
        captions = {"played": self.tr("games with others"), "won": self.tr("won"),
                    "rate": self.tr("win rate"), "streak": self.tr("wins in a row now"),
                    "best_streak": self.tr("best streak"), "score": self.tr("average score"),
                    "turns": self.tr("average turns")}
        for key, caption in captions.items():
            self.tiles[key].caption.setText(caption)
        self.against_box.setTitle(self.tr("Against"))
        self.against.setHorizontalHeaderLabels([self.tr("Opponent"), self.tr("Games"),
                                                self.tr("Won"), self.tr("Win rate")])
        self.timeline_box.setTitle(self.tr("Win rate over time"))
        self.solo_box.setTitle(self.tr("Solo"))
        if self.isVisible():
            self.refresh()

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
