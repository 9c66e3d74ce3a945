"""The review window: a recorded game on its own board, read-only, step by step, with the
strong computer's verdict on every decision of the chosen player.

The board is the game's own, given no legal actions; it draws one player's observation, or
after the end everything from his seat (core/review.py decides what may be shown). The
review seats that player as the only human, so the board lays the table out from his place
and keeps the pace a player would see (the last trick stays, a deal's summary shows).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import attrs
from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton, QApplication, QCheckBox, QComboBox, QHBoxLayout, QLabel,
    QListWidget, QListWidgetItem, QMainWindow, QProgressBar, QPushButton, QScrollArea,
    QSplitter, QTabWidget, QVBoxLayout, QWidget,
)

from bingolino_app import paths
from bingolino_app.core import analysis
from bingolino_app.core.analysis import Judgement
from bingolino_app.core.review import Replay
from bingolino_app.ui.common import messages
from bingolino_app.ui.boards.accessible import sentences
from bingolino_app.ui.play.announce import MOVE, POSITION, Announcer
from bingolino_app.ui.play.board_view import BoardView
from bingolino_app.ui.common.elide import first_names
from bingolino_app.ui.boards import board_class
from bingolino_app.ui.boards import analysis_texts as texts
from bingolino_app.ui.review.judgements import JudgementsMixin
from bingolino_app.ui.review.paper import MoveListMixin
from bingolino_app.ui.review.chart import EvaluationChart
from bingolino_app.ui.review.navigator import Navigator
from bingolino_app.ui.review.runner import AnalysisRunner
from bingolino_app.ui.review.shortlist import ShortList
from bingolino_app.ui.common.numbers import name_number
from bingolino_app.ui.common.screen_fit import fitted_size
from bingolino_app.ui.common.text import isolated, plain_label, tooltip

DEFAULT_SIZE = (1200, 800)
MINIMUM_SIZE = (800, 540)
PANEL_MAX = 560  # pixels


def cache_folder() -> Path:
    return paths.data_dir() / "analysis"


class ReviewWindow(JudgementsMixin, MoveListMixin, QMainWindow):
    effort = 1.0
    """How hard the analysis works (sample counts, search budgets); tests use less."""

    def __init__(self, main: Any, replay: Replay, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WA_DeleteOnClose)
        self.main = main
        self.replay = replay
        self.game_id = replay.game_id
        self.measure = analysis.measure(self.game_id)
        self.position = replay.last
        self.seat = replay.reviewer
        self.show_all = False
        self.board: Any = None
        self.exporter: Any = None  # the move list's PDF writer, made on first use
        self.judgements: dict[int, Judgement] = {}  # of the analysed seat, by move
        self.split = None  # luck and skill (core.analysis.Split), once all are judged
        self.analysed_seat: int | None = None
        self._totals: dict[int, int] = {}  # decisions of each player
        self.game_key = analysis.game_key(self.game_id, replay.options, replay.seed,
                                          replay.actions)
        self.runner = AnalysisRunner(main.worker, cache_folder(), self)
        self.runner.judged.connect(self._judged)
        self.runner.progress.connect(self._progress)
        self.runner.finished.connect(self._analysis_ended)
        self.runner.failed.connect(self._analysis_failed)
        self.resize(*fitted_size(self, *DEFAULT_SIZE))
        self.setMinimumSize(*MINIMUM_SIZE)
        self._moving_list: QListWidget | None = None  # the list whose keys move the game
        self._following = False  # the lists follow a move (their rows change by themselves)
        self._build()
        self.announcer = Announcer(self.view, self)  # each step said to a screen reader
        self._build_keys()
        self._tab_order()
        self._make_board()
        self.navigator.set_last(replay.last)
        self._load_kept()
        self.retranslate()
        self.go(self.position)

    # --- building -------------------------------------------------------------------------------
    def _build(self) -> None:
        self.view = BoardView()
        # Tab reaches the board (a screen reader reads its parts); a click leaves the focus
        # where it was. The window's keys step through the game whatever has the focus.
        self.view.setFocusPolicy(Qt.TabFocus)
        panel = QWidget()
        layout = QVBoxLayout(panel)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.setSpacing(4)
        self.heading = plain_label(QLabel())
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        self.heading.setWordWrap(True)  # how the game ended (the title bar names the game)
        layout.addWidget(self.heading)

        # Whose view, and everything: one row, so the panel fits a 600-pixel screen.
        row = QHBoxLayout()
        self.seat_label = QLabel()
        self.seat_combo = QComboBox()
        self.seat_combo.setFocusPolicy(Qt.TabFocus)
        self.seat_combo.setSizeAdjustPolicy(QComboBox.AdjustToMinimumContentsLengthWithIcon)
        self.seat_combo.setMinimumContentsLength(6)  # a long name is cut, not the panel
        for seat in self.replay.seats:
            self.seat_combo.addItem(seat.name)
        self.seat_combo.setCurrentIndex(self.seat)
        self.seat_combo.currentIndexChanged.connect(self.set_seat)
        self.seat_label.setBuddy(self.seat_combo)
        self.show_all_box = QCheckBox()
        self.show_all_box.setFocusPolicy(Qt.TabFocus)
        self.show_all_box.toggled.connect(self.set_show_all)
        row.addWidget(self.seat_label)
        row.addWidget(self.seat_combo, 1)
        row.addWidget(self.show_all_box)
        layout.addLayout(row)
        self.secret_label = plain_label(QLabel())  # the stock's order, when it is shown
        self.secret_label.setWordWrap(True)
        self.secret_label.hide()
        layout.addWidget(self.secret_label)

        self.navigator = Navigator()
        self.navigator.moved.connect(self.go)
        layout.addWidget(self.navigator)
        self.scores_label = plain_label(QLabel())
        self.scores_label.setWordWrap(True)
        layout.addWidget(self.scores_label)

        self.tabs = QTabWidget()
        self.tabs.setFocusPolicy(Qt.TabFocus)
        self.tabs.addTab(self._analysis_tab(), "")
        self.log = ShortList()
        self.log.setMinimumHeight(80)
        self.log.setWordWrap(True)
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.log.setResizeMode(QListWidget.Adjust)
        self.log.setFocusPolicy(Qt.TabFocus)
        self.log.itemClicked.connect(lambda item: self.go(item.data(Qt.UserRole)))
        self.log.currentRowChanged.connect(lambda row: self._list_moved(self.log, row))
        self.tabs.addTab(self.log, "")
        self.tabs.addTab(self._luck_tab(), "")  # after the log: the log keeps its place
        layout.addWidget(self.tabs, 1)

        self.continue_button = QPushButton()
        self.continue_button.setFocusPolicy(Qt.TabFocus)
        self.continue_button.clicked.connect(self.continue_from_here)
        layout.addWidget(self.continue_button)

        scroll = QScrollArea()
        scroll.setWidget(panel)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)  # texts wrap instead
        self.scroll = scroll
        # The panel's width follows its widest row (buttons differ by language): measured
        # once its layout has settled, from the event loop.
        self._fit_timer = QTimer(self)
        self._fit_timer.setSingleShot(True)
        self._fit_timer.timeout.connect(self._fit_panel)
        panel.installEventFilter(self)
        scroll.setFocusPolicy(Qt.NoFocus)  # Tab goes to what is in it
        self.panel = panel
        self.splitter = QSplitter(Qt.Horizontal)
        self.splitter.addWidget(self.view)
        self.splitter.addWidget(scroll)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        self.splitter.setChildrenCollapsible(False)
        # About a third of the width for the panel (its texts wrap less, so it needs no
        # scrolling on a small screen), at most PANEL_MAX on a wide one: the rest is the board's.
        scroll.setMaximumWidth(PANEL_MAX)
        self.splitter.setSizes([DEFAULT_SIZE[0] * 60 // 100, DEFAULT_SIZE[0] * 40 // 100])
        self.setCentralWidget(self.splitter)

    def _analysis_tab(self) -> QWidget:
        tab = QWidget()
        layout = QVBoxLayout(tab)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(4)
        row = QHBoxLayout()
        self.analyse_button = QPushButton()
        self.analyse_button.setFocusPolicy(Qt.TabFocus)
        self.analyse_button.clicked.connect(self.analyse)
        self.cancel_button = QPushButton()
        self.cancel_button.setFocusPolicy(Qt.TabFocus)
        self.cancel_button.clicked.connect(self.runner.cancel)
        self.cancel_button.setEnabled(False)
        self.cancel_button.hide()  # in the Analyse button's place while the analysis runs
        self.print_button = QPushButton()
        self.print_button.setFocusPolicy(Qt.TabFocus)
        self.print_button.clicked.connect(self.print_moves)
        self.pdf_button = QPushButton()
        self.pdf_button.setFocusPolicy(Qt.TabFocus)
        self.pdf_button.clicked.connect(self.export_moves)
        # One row of buttons: the verdict, the chart and the list keep the height.
        # The progress bar stands in that row while the analysis runs (no line of its own).
        self.progress_bar = QProgressBar()
        self.progress_bar.hide()
        row.addWidget(self.analyse_button)
        row.addWidget(self.cancel_button)
        row.addWidget(self.progress_bar, 3)
        row.addStretch(1)
        row.addWidget(self.print_button)
        row.addWidget(self.pdf_button)
        layout.addLayout(row)
        self.summary_label = plain_label(QLabel())
        self.summary_label.setWordWrap(True)
        layout.addWidget(self.summary_label)
        # Why the game went as it did (luck and skill), once every decision is judged: the
        # sentence, then the three moments that decided it (a click goes there).
        self.split_label = plain_label(QLabel())
        self.split_label.setWordWrap(True)
        self.split_label.setTextInteractionFlags(Qt.TextSelectableByMouse)
        self.split_label.hide()
        layout.addWidget(self.split_label)

        self.verdict_label = plain_label(QLabel())
        self.verdict_label.setWordWrap(True)
        self.verdict_label.setTextInteractionFlags(Qt.TextSelectableByMouse)
        layout.addWidget(self.verdict_label)
        self.decisions = ShortList()
        self.decisions.setWordWrap(True)
        self.decisions.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.decisions.setResizeMode(QListWidget.Adjust)
        self.decisions.setFocusPolicy(Qt.TabFocus)
        self.decisions.setMinimumHeight(60)
        self.decisions.itemClicked.connect(lambda item: self.go(item.data(Qt.UserRole)))
        self.decisions.currentRowChanged.connect(
            lambda row: self._list_moved(self.decisions, row))
        layout.addWidget(self.decisions, 2)
        return tab

    def _luck_tab(self) -> QWidget:
        """The chart of the game and the moments that decided it: a tab of its own, so the
        chart has the tab's height on a small screen (it was 45 pixels under the list)."""
        tab = QWidget()
        layout = QVBoxLayout(tab)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(4)
        self.moments = ShortList()
        self.moments.setWordWrap(True)
        self.moments.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.moments.setResizeMode(QListWidget.Adjust)
        self.moments.setFocusPolicy(Qt.TabFocus)
        self.moments.setMinimumHeight(3 * self.moments.fontMetrics().lineSpacing() + 10)
        self.moments.itemClicked.connect(lambda item: self.go(item.data(Qt.UserRole)))
        self.moments.currentRowChanged.connect(lambda row: self._list_moved(self.moments, row))
        self.moments.hide()
        layout.addWidget(self.moments, 1)
        self.chart = EvaluationChart()
        self.chart.move_clicked.connect(self.go)
        layout.addWidget(self.chart, 3)
        return tab

    def _build_keys(self) -> None:
        self.keys = []
        for key, slot in ((Qt.Key_Left, lambda: self.go(self.position - 1)),
                          (Qt.Key_Right, lambda: self.go(self.position + 1)),
                          (Qt.Key_Home, lambda: self.go(0)),
                          (Qt.Key_End, lambda: self.go(self.replay.last)),
                          (Qt.Key_Space, self._space),
                          (Qt.Key_F2, self.read_position)):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.activated.connect(slot)
            self.keys.append(shortcut)
        close = QShortcut(QKeySequence(QKeySequence.Close), self)
        close.activated.connect(self.close)
        self.keys.append(close)

    def _tab_order(self) -> None:
        """Tab goes from the board through the choice of player, the steps, the analysis and
        its list, the log, to Continue; the board has the focus first."""
        nav = self.navigator
        chain = [self.view, self.seat_combo, self.show_all_box, nav.first_button,
                 nav.back_button, nav.play_button, nav.forward_button, nav.last_button,
                 nav.speed, nav.slider, self.tabs, self.analyse_button, self.cancel_button,
                 self.print_button, self.pdf_button, self.decisions, self.log, self.moments,
                 self.continue_button]
        for first, second in zip(chain, chain[1:]):
            QWidget.setTabOrder(first, second)
        self.view.setFocus()

    def _list_moved(self, widget: QListWidget, row: int) -> None:
        """The keys moved through the decisions or the log: the game goes there too."""
        if self._following or not widget.hasFocus():
            return  # the list followed a move, or a click (itemClicked goes there)
        item = widget.item(row)
        if item is None:
            return
        self._moving_list = widget
        try:
            self.go(item.data(Qt.UserRole))
        finally:
            self._moving_list = None

    def _space(self) -> None:
        """Space plays the moves, or presses the button that has the focus."""
        focused = QApplication.focusWidget()
        if isinstance(focused, QAbstractButton) and focused.window() is self \
                and focused.isEnabled() and focused.isVisible():
            focused.animateClick()
            return
        self.navigator.toggle()

    def read_position(self) -> None:
        """F2: the position aloud: the move shown, the board's scores and table."""
        text = sentences(self.navigator.position_label.text(), self.scores_label.text()
                         if self.scores_label.isVisible() else "",
                         self.board.position_text(), self.verdict_label.text())
        self.statusBar().showMessage(text, 15_000)
        self.announcer.say(text, POSITION)

    # --- the board ------------------------------------------------------------------------------
    def review_seats(self) -> list:
        """The game's seats with only the viewed player human: the board's own place."""
        return [attrs.evolve(seat, kind="human" if i == self.seat else "computer")
                for i, seat in enumerate(self.replay.seats)]

    def _make_board(self) -> None:
        old = self.board
        self.board = board_class(self.game_id)(self.review_seats(), self.replay.options, self)
        self.board.animation_speed = 0  # stepping shows each position at once
        self.board.after_trick = "click"  # a finished trick stays until the next step
        self.board.confirm_risky = False
        self.board.reviewing = True  # the keys step on, not a click on the table
        self.view.set_board_scene(self.board.scene)
        self._drawn = False
        if old is not None:
            old.deleteLater()
        self._fill_log()

    def set_seat(self, seat: int) -> None:
        if seat == self.seat or seat not in self.replay.seats_allowed():
            self.seat_combo.setCurrentIndex(self.seat)
            return
        self.runner.cancel()
        self.seat = seat
        self._make_board()
        self._load_kept()
        self.go(self.position, force=True)

    def set_show_all(self, on: bool) -> None:
        on = bool(on) and self.replay.may_show_all()
        self.show_all = on
        self.go(self.position, force=True)

    # --- moving ---------------------------------------------------------------------------------
    def go(self, k: int, force: bool = False) -> None:
        if k is None:
            return
        k = max(0, min(self.replay.last, int(k)))
        changed = k != self.position
        self.position = k
        if changed or force or not self._drawn:
            self._drawn = True
            view = self.replay.view(k, self.seat, self.show_all)
            before = self.replay.view(k - 1, self.seat, self.show_all) if k else None
            self.board.show_position(view, self.replay.events[k], before)
        self.navigator.set_position(k)
        self.chart.set_current(k)
        self._update_texts()
        self._following = True
        try:
            self.log.follow_log(k, move_current=self._moving_list is not self.log)
            if self._moving_list is not self.decisions:
                self.decisions.follow_decision(k)
        finally:
            self._following = False
        if changed and not self.navigator.playing():
            self.announcer.say(self.navigator.position_label.text(), MOVE)

    def _update_texts(self) -> None:
        k = self.position
        names = [isolated(seat.name) for seat in self.replay.seats]
        if k == 0:
            move = self.tr("The start of the game")
        else:
            player, _ = self.replay.move(k)
            move = messages.fill(self.tr("%1: %2"), names[player],
                                 texts.reviewed_move_text(self.replay, k))
        self.navigator.position_label.setText(messages.fill(
            self.tr("Move %1 of %2 — %3"), k, self.replay.last, move))
        # One number, one place: a board that shows the scores by the names needs no line.
        self.scores_label.setVisible(not self.board.scores_on_board)
        heading = self.board.score_heading()  # said once: "Best column — Ann 7/12 · Ben 8/12"
        def scores_line(names):
            scores = [(name, self.board.panel_score(p) if heading else self.board.score_text(p))
                      for p, name in enumerate(names)]
            # "Computer 2: 7": a name that ends in a digit never touches its number.
            line = " · ".join(name_number(name, score) for name, score in scores if score)
            return messages.fill(self.tr("%1 — %2"), heading, line) if heading and line \
                else line

        # Four or more players by first names (five long names took three lines of a small
        # screen); the whole names on hover.
        short = first_names(names) if len(names) >= 4 else names
        self.scores_label.setText(scores_line(short))
        self.scores_label.setToolTip(tooltip(scores_line(names)) if short != names else "")
        self._update_secret()
        self._update_verdict()
        self.continue_button.setEnabled(not self.replay.state(k).is_terminal())

    def _update_secret(self) -> None:
        order = ()
        if self.show_all and self.game_id == "domino_bingo":
            order = getattr(self.board.obs, "stock_order", ()) or ()
        if order:
            from bingolino_app.ui.boards.domino_bingo.texts import stone_text

            self.secret_label.setText(messages.fill(
                self.tr("The stock, in drawing order: %1"),
                " · ".join(stone_text(s) for s in order)))
        self.secret_label.setVisible(bool(order))

    def _update_verdict(self) -> None:
        k = self.position
        j = self.judgements.get(k)
        if j is not None:
            obs = self.replay.seen_before(k)
            self.verdict_label.setText(texts.verdict_text(self.game_id, j, obs,
                                                          self.measure.key))
        elif k >= 1 and self.judgements and self.replay.move(k)[0] == self.analysed_seat:
            self.verdict_label.setText(self.tr("No choice here: the move was forced."))
        else:
            self.verdict_label.setText("")
        self.verdict_label.setVisible(bool(self.verdict_label.text()))  # no empty line

    # --- the log ------------------------------------------------------------------------------
    def _fill_log(self) -> None:
        self.log.clear()
        for k, events in enumerate(self.replay.events):
            for event in events:
                text = self.board.event_text(event)
                if text:
                    item = QListWidgetItem(text)
                    item.setData(Qt.UserRole, k)
                    self.log.addItem(item)

    # --- analysis -----------------------------------------------------------------------------
    # --- going on from here ---------------------------------------------------------------------
    def continue_from_here(self) -> Any:
        """A new game in the main window from this position (the same seed and moves); the
        reviewed game is left as it was."""
        if self.replay.state(self.position).is_terminal():
            return None
        session = self.replay.continue_from(self.position)
        controller = self.main._install(session, None)
        if controller is not None:
            self.main.raise_()
            self.main.activateWindow()
        return controller

    # --- language and closing -------------------------------------------------------------------
    def retranslate(self) -> None:
        title = messages.game_title(self.game_id)
        self.setWindowTitle(messages.fill(self.tr("Review — %1"), title))
        names = ", ".join(seat.name for seat in self.replay.seats)
        # The result heads the panel, the game and its players on hover: the title bar names
        # the game, the board and the player list the players (a heading of the game and
        # five long names took four lines of a small screen, the result three more).
        self.heading.setText(texts.result_text(self.replay))
        about = messages.fill(self.tr("%1: %2"), title, names)
        winners = texts.winners_text(self.replay)
        self.heading.setToolTip(tooltip(f"{about}\n{winners}" if winners else about))
        self.seat_label.setText(self.tr("&Player:"))
        allowed = self.replay.seats_allowed()
        self.seat_combo.setEnabled(len(allowed) > 1)
        self.seat_combo.setToolTip("" if len(allowed) > 1 else self.tr(
            "While the game is going on, only your own view can be reviewed."))
        self.show_all_box.setText(self.tr("Show &everything"))
        self.show_all_box.setEnabled(self.replay.may_show_all())
        self.show_all_box.setToolTip(self.tr(
            "Hands, the stock's order, secret set-ups and face-down backs, from the chosen "
            "player's seat") if self.replay.may_show_all() else self.tr(
            "Hidden things are shown only once the game has ended."))
        self.tabs.setTabText(0, self.tr("Analysis"))
        self.tabs.setTabText(1, self.tr("Game log"))
        self.tabs.setTabText(2, self.tr("Chart"))
        self.tabs.setTabToolTip(2, self.tr("The game's course: what the decisions did and what "
                                           "chance did, and the moments that decided it"))
        self.analyse_button.setText(self.tr("&Analyse"))
        self.analyse_button.setToolTip(self.tr(
            "The strong computer judges every decision of the chosen player, from what "
            "that player could see"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.print_button.setText(self.tr("Print…"))
        self.print_button.setToolTip(self.tr("Print the list of moves with their marks"))
        self.pdf_button.setText(self.tr("PDF…"))
        self.pdf_button.setToolTip(self.tr("Save the list of moves with their marks as a PDF "
                                           "file"))
        self.continue_button.setText(self.tr("&Continue from here"))
        self.continue_button.setToolTip(self.tr(
            "A new game from this position, with the same dice and deals to come; this game "
            "stays as it was"))
        self.chart.empty_text = self.tr("The chart of the analysis appears here.")
        self.chart.setToolTip(self.tr("Click a point to go to that decision"))
        self.chart.setAccessibleName(self.tr("Chart of the analysis"))
        self.seat_combo.setAccessibleName(self.tr("Player"))
        self.decisions.setAccessibleName(self.tr("Decisions judged"))
        self.moments.setAccessibleName(self.tr("Moments that decided the game"))
        self.moments.setAccessibleDescription(self.tr(
            "Up and Down go from one moment to the next"))
        self.decisions.setAccessibleDescription(self.tr(
            "Up and Down go from one decision to the next"))
        self.log.setAccessibleName(self.tr("Game log"))
        self.log.setAccessibleDescription(self.tr("Up and Down go through the game line by "
                                                  "line"))
        self.progress_bar.setAccessibleName(self.tr("Analysis progress"))
        self.tabs.setAccessibleName(self.tr("Analysis, game log and chart"))
        self._fit_timer.start(0)
        if self.board is not None:
            self.board.retranslate()
            self._fill_log()
            self._update_texts()
            self.log.follow_log(self.position)
            self._show_judgements()

    def eventFilter(self, watched, event) -> bool:  # noqa: N802
        if watched is self.panel and event.type() == QEvent.LayoutRequest:
            self._fit_timer.start(0)
        return super().eventFilter(watched, event)

    def _fit_panel(self) -> None:
        """The panel as wide as its widest row needs (buttons in either language), with
        room for its scroll bar: nothing is cut off, long texts wrap."""
        bar = self.scroll.verticalScrollBar().sizeHint().width()
        self.scroll.setMinimumWidth(max(300, self.panel.minimumSizeHint().width() + bar + 4))

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def closeEvent(self, event) -> None:  # noqa: N802
        self.navigator.stop()
        self.runner.cancel()
        if self.exporter is not None:
            self.exporter.shutdown()  # its thread must not report to a window being deleted
        reviews = getattr(self.main, "reviews", None)
        if reviews is not None and self in reviews:
            reviews.remove(self)
        super().closeEvent(event)
