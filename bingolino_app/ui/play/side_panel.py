"""The panel beside the board: whose turn, what to do, the board's controls, scores, the log.

Everything but the log lies in a scroll area: in a small window (1024x600, five players, a
long language) the controls keep their size and the panel scrolls, rather than squeezing a
button to a few pixels. Names in its texts are shortened with "…" (elide.shorten_names), the
full text in the tooltip.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import (
    QFrame, QGroupBox, QLabel, QListWidget, QListWidgetItem, QProgressBar, QPushButton,
    QScrollArea, QSizePolicy, QVBoxLayout, QWidget,
)

from bingolino_app.ui.common import theme
from bingolino_app.ui.common.elide import full_text_tip, name_budget, shorten_names
from bingolino_app.ui.common.text import plain_label, tooltip

GROW_FROM = 800  # pixels: a side panel this tall gives growing controls a share of it
PANEL_WIDTH = 260  # the narrowest panel: every control of every game fits it, names elided
# A name may take a whole line of the panel's texts (they wrap around it): the panel's width
# less what stands beside a line (layout margins and the panel's scroll bar; a group box's
# frame; the log's own scroll bar).
LINE_MARGIN, BOX_MARGIN, LOG_MARGIN = 42, 66, 80
PANEL_HINT = 330  # the width it asks for; the splitter gives it a quarter of what is left
LOG_LINES = 4  # the log keeps room for this many lines however small the window


class _Log(QListWidget):
    """The game log: it asks only for its few lines, so in a small window the controls above
    keep their room first; any room left over is the log's (it expands). Tab (or F6) reaches
    it, a click does not take the board's keys away; a screen reader reads it line by line,
    each line whole (the list may show long names shortened)."""

    def sizeHint(self):
        hint = super().sizeHint()
        hint.setHeight(self.minimumHeight())
        return hint

    def focusInEvent(self, event) -> None:  # noqa: N802 (Qt name)
        if self.count():
            self.setCurrentRow(self.count() - 1)  # coming to the log: the latest line first
        super().focusInEvent(event)

    def line(self, row: int) -> str:
        """The whole text of line ``row`` (as written, names never shortened)."""
        item = self.item(row)
        return "" if item is None else str(item.data(Qt.AccessibleTextRole) or item.text())


class _Scroller(QScrollArea):
    """A vertical scroll area as tall as its content wants at its width (wrapped labels
    included), and never wider than the panel."""

    def __init__(self, content: QWidget) -> None:
        super().__init__()
        self.setWidget(content)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.NoFrame)
        self.setFocusPolicy(Qt.NoFocus)  # Tab goes to the controls in it, not to the area
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Preferred)
        content.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:
        if watched is self.widget() and event.type() in (QEvent.LayoutRequest, QEvent.Resize):
            self.updateGeometry()  # the content's height changed: so does the hint
        return super().eventFilter(watched, event)

    def sizeHint(self):
        hint = super().sizeHint()
        content = self.widget()
        width = self.viewport().width()
        if content is not None and width > 0:
            height = content.heightForWidth(width) if content.hasHeightForWidth() else -1
            hint.setHeight(max(height, content.minimumSizeHint().height()) + 2)
        return hint


class SidePanel(QWidget):
    lines_written = Signal(list)
    """New lines of the game log, whole (a rebuilt log, after Undo or a language change, is
    not news): the window's announcer says them."""
    play_again = Signal()
    """The finished game's "Play again" button was pressed."""
    review = Signal()
    """The finished game's "Review" button was pressed."""
    last_round = Signal()
    """"Last round" was pressed: every player's latest turn."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller: Any = None
        self._controls: QWidget | None = None
        self._banner: QWidget | None = None  # a remote table's (controller.panel_widget)
        self.setMinimumWidth(PANEL_WIDTH)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.content = QWidget()
        layout = QVBoxLayout(self.content)
        self.scroll = _Scroller(self.content)
        outer.addWidget(self.scroll)
        self.outer, self.content_layout = outer, layout
        self.scroll.verticalScrollBar().rangeChanged.connect(self._scroll_range)

        # Turn, prompt and thinking texts name players: shown as written, never as markup.
        self.turn_label = plain_label(QLabel())
        font = QFont(self.turn_label.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.turn_label.setFont(font)
        self.turn_label.setWordWrap(True)
        self.prompt_label = plain_label(QLabel())
        self.prompt_label.setWordWrap(True)
        self.thinking_label = plain_label(QLabel())
        self.thinking_label.setStyleSheet("font-style: italic;")  # its colour: restyle
        self.thinking_label.setWordWrap(True)  # four computers' names
        # Its line stays when empty: the controls below do not jump at every computer move.
        self.thinking_label.setMinimumHeight(self.thinking_label.fontMetrics().lineSpacing())
        self.banner_frame = QFrame()  # a remote table's banner goes here (set_controller)
        self.banner_layout = QVBoxLayout(self.banner_frame)
        self.banner_layout.setContentsMargins(0, 0, 0, 0)
        self.banner_frame.hide()
        layout.addWidget(self.banner_frame)
        layout.addWidget(self.turn_label)
        self.note_label = plain_label(QLabel())  # a personal best, at the end of a game
        self.note_label.setWordWrap(True)
        self.restyle()
        theme.notifier().changed.connect(self.restyle)
        self.note_label.hide()
        layout.addWidget(self.note_label)
        layout.addWidget(self.prompt_label)
        layout.addWidget(self.thinking_label)
        # An expert computer thinks for seconds: a running bar says the app is at work.
        self.busy_bar = QProgressBar()
        self.busy_bar.setRange(0, 0)  # no end known: the bar runs to and fro
        self.busy_bar.setTextVisible(False)
        self.busy_bar.setMaximumHeight(self.thinking_label.fontMetrics().lineSpacing() // 2)
        self.busy_bar.setAccessibleName(self.tr("The computer is thinking"))
        self.busy_bar.hide()
        layout.addWidget(self.busy_bar)
        # Every player's latest roll, entry or stone, at any time (a board with its own way,
        # Domino's "Show last trick", hides it).
        self.last_round_button = QPushButton()
        self.last_round_button.setFocusPolicy(Qt.TabFocus)
        self.last_round_button.clicked.connect(self.last_round)
        self.last_round_button.hide()
        self._squeezed = False  # no room for it (1024x600, five players): View → Last round
        layout.addWidget(self.last_round_button)
        self.again_button = QPushButton()
        self.again_button.setFocusPolicy(Qt.TabFocus)  # Tab reaches it; a click leaves the
        # keys with the board
        self.again_button.clicked.connect(self.play_again)
        self.again_button.hide()
        layout.addWidget(self.again_button)
        self.review_button = QPushButton()
        self.review_button.setFocusPolicy(Qt.TabFocus)
        self.review_button.clicked.connect(self.review)
        self.review_button.hide()
        layout.addWidget(self.review_button)

        self.controls_frame = QFrame()
        self.controls_layout = QVBoxLayout(self.controls_frame)
        self.controls_layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.controls_frame)

        self.scores_box = QGroupBox()
        self.scores_layout = QVBoxLayout(self.scores_box)
        self.score_labels: list[QLabel] = []
        layout.addWidget(self.scores_box)
        self._spacer = layout.count()  # the stretch under the boxes (_share_height)
        layout.addStretch(1)

        self.log_box = QGroupBox()
        log_layout = QVBoxLayout(self.log_box)
        self.log = _Log()
        self.log.setWordWrap(True)
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)  # lines wrap instead
        self.log.setMinimumHeight(self.log.fontMetrics().lineSpacing() * LOG_LINES + 8)
        self.log.setFocusPolicy(Qt.TabFocus)  # Tab and F6 reach it; a click leaves the keys
        # with the board
        self.log.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Expanding)
        # The log follows new lines while it is scrolled to its end; wrapped lines are laid
        # out later than they are added, so follow the scroll range rather than the adding.
        self._log_follows = True
        self._postponed: list = []  # events whose lines wait for the board (Board.log_cut)
        bar = self.log.verticalScrollBar()
        bar.rangeChanged.connect(self._log_range_changed)
        bar.valueChanged.connect(self._log_scrolled)
        log_layout.addWidget(self.log)
        margins = layout.contentsMargins()  # the log lines up with the boxes above it
        below = QVBoxLayout()
        below.setContentsMargins(margins.left(), 0, margins.right(), margins.bottom())
        below.addWidget(self.log_box)
        outer.addLayout(below, 1)
        self.installEventFilter(self)  # its own resizes (eventFilter)
        self.retranslate()

    def _share_height(self, height: int) -> None:
        """Controls that grow (Domino's score pad) share a tall panel's height with the log;
        in a short one, and for other controls, the log takes what is left."""
        grows = bool(getattr(self._controls, "grows", False)) and height >= GROW_FROM
        self.content_layout.setStretchFactor(self.controls_frame, 1 if grows else 0)
        self.content_layout.setStretch(self._spacer, 0 if grows else 1)
        self.outer.setStretchFactor(self.scroll, 1 if grows else 0)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802
        # Its own resize, seen before its layout takes the new size (a filter comes first).
        if watched is self and event.type() == QEvent.Resize:
            self._share_height(event.size().height())
        return super().eventFilter(watched, event)

    def sizeHint(self):
        hint = super().sizeHint()
        hint.setWidth(max(hint.width(), PANEL_HINT))
        return hint

    # --- binding a game ---------------------------------------------------------------------
    def set_controller(self, controller: Any) -> None:
        if self._banner is not None:
            self.banner_layout.removeWidget(self._banner)
            self._banner.setParent(None)
            self._banner.deleteLater()
            self._banner = None
            self.banner_frame.hide()
        if self._controls is not None:
            self.controls_layout.removeWidget(self._controls)
            self._controls.setParent(None)
            self._controls.deleteLater()
            self._controls = None
        for label in self.score_labels:  # out of the layout now, not when Qt deletes them
            self.scores_layout.removeWidget(label)
            label.setParent(None)
            label.deleteLater()
        self.score_labels = []
        self.log.clear()
        self._postponed = []
        self.set_note("")
        self._squeezed = False  # another game, other controls: room again for "Last round"
        self.controller = controller
        if controller is None:
            self._share_height(self.height())  # no controls: the log takes the height
            self.refresh()
            return
        banner = getattr(controller, "panel_widget", None)
        if banner is not None:  # a table played across computers: who is here, Leave
            self._banner = banner()
            self.banner_layout.addWidget(self._banner)
            self.banner_frame.show()
        controls = controller.board.controls()
        if controls is not None:
            self._controls = controls
            self.controls_layout.addWidget(controls)
        self._share_height(self.height())
        for _ in controller.session.seats:
            label = plain_label(QLabel())
            label.setWordWrap(True)  # "★ name: 197 points — winner" in a narrow panel
            self.scores_layout.addWidget(label)
            self.score_labels.append(label)
        self.refresh(rebuild_log=True)

    # --- showing ---------------------------------------------------------------------------
    def refresh(self, rebuild_log: bool | None = None, log: bool = True) -> None:
        """Show the game as it is now; ``log=False``: the log stays as it is (nothing was
        played, only the board's prompt changed)."""
        c = self.controller
        if c is None:
            self.turn_label.clear()
            self.prompt_label.clear()
            self.thinking_label.clear()
            self.busy_bar.hide()
            self.again_button.hide()
            self.review_button.hide()
            self.last_round_button.hide()
            return
        session, board = c.session, c.board
        seats = board.seats  # names as the board shows them (isolated for direction)
        # Over, once the board shows the result (Domino: after the last trick).
        over = session.state.is_terminal() and not board.result_held()
        winners = session.state.winners() if over else []
        self.last_round_button.setVisible(not over and getattr(board, "has_last_round", False)
                                          and not getattr(c, "covered", False)
                                          and not self._squeezed)
        # "Play again" starts a game here; a table across computers is set up anew.
        self.again_button.setVisible(over and not getattr(c, "remote", False))
        self.review_button.setVisible(over)
        if over:
            names = ", ".join(seats[p].name for p in winners)
            headline = (self.tr("Game over. Winners: %1") if len(winners) > 1
                        else self.tr("Game over. Winner: %1"))
            # A board that knows better says it (Lino: "A draw: 70 points each.").
            self._show(self.turn_label, board.end_headline() or (
                headline.replace("%1", names) if names else self.tr("Game over.")))
        else:
            pending = session.pending_players()
            seated = getattr(c, "seated", None)
            humans = [p for p, seat in enumerate(seats) if seat.is_human]
            if board.waits_for_click() and humans:  # the one at the screen goes on
                pending = [seated] if seated in humans else humans[:1]
            elif c.hot_seat() and getattr(c, "cover_player", None) in pending:
                pending = [c.cover_player]  # as the cover says ("Pass to Ann"), not "Ann, Bob"
            elif c.hot_seat() and seated in pending:  # the others' turns come behind the cover
                pending = [seated]
            names = ", ".join(seats[p].name for p in pending)
            if len(pending) > 2 and len(pending) == len(seats):
                # Qwingo's entries: five long names took five lines of the panel.
                self._show(self.turn_label, self.tr("Now: everyone"))
            else:
                self._show(self.turn_label,
                           self.tr("Now: %1").replace("%1", names) if names else "")
        covered = bool(getattr(c, "covered", False))
        # Behind the hot-seat cover the board's prompt and controls belong to nobody yet.
        self.controls_frame.setVisible(not covered)
        prompt = "" if covered else board.prompt()
        if prompt == board.end_headline():
            prompt = ""  # said once, in the heading above (Lino: "Anna wins by 48 points!")
        self._show(self.prompt_label, prompt)
        thinking = c.thinking_players()
        if len(thinking) > 2:  # counted, the names in the tooltip: four took four lines
            self.thinking_label.setText(
                self.tr("%n computer(s) thinking…", "", len(thinking)))
            self.thinking_label.setToolTip(tooltip(", ".join(seats[p].name for p in thinking)))
        elif thinking:
            names = ", ".join(seats[p].name for p in thinking)
            self._show(self.thinking_label,
                       self.tr("%1 is thinking…", "", len(thinking)).replace("%1", names))
        else:
            self.thinking_label.clear()
            self.thinking_label.setToolTip("")
        self.busy_bar.setVisible(any(_slow_level(session.seats[p].level) for p in thinking))
        # The board shows the scores by the names already: one number, one place; and no
        # score yet (Qwingo's set-up) is no line of "Anna:" with nothing after it.
        scores = [board.panel_score(p) for p in range(len(self.score_labels))]
        self.scores_box.setTitle(board.score_heading() or self.tr("Scores"))
        self.scores_box.setVisible(not getattr(board, "scores_on_board", False)
                                   and any(scores))
        for player, label in enumerate(self.score_labels):
            after = f": {scores[player]}"
            if player in winners:
                after += " — " + self.tr("winner")  # DejaVu has ★, not emoji
            font = label.font()
            font.setBold(player in winners)
            label.setFont(font)
            # The name gives way to a short score, down to the name budget: "Шшшш…: 7/12" on
            # one line, not the score wrapped under it. A long score wraps under a whole name.
            star = "★ " if player in winners else ""
            reserve = QFontMetricsF(font).horizontalAdvance(star + after)
            short = reserve <= max(PANEL_WIDTH, self.width()) / 3
            self._show(label, star + seats[player].name + after, int(reserve) if short else 0)
        if log:
            self._update_log(c, getattr(c, "rebuild_log", True) if rebuild_log is None
                             else rebuild_log)
        elif self._postponed:  # the board let go of what it held: its lines follow
            self._write_log(c, self._postponed)

    def set_note(self, text: str) -> None:
        """A line under the turn that stays until the next game (a personal best)."""
        self.note_label.setText(text)
        self.note_label.setVisible(bool(text))

    def _update_log(self, c: Any, rebuild: bool) -> None:
        if rebuild:
            events = list(c.session.events())
        else:
            events = self._postponed + list(getattr(c, "new_events", []))
        self._write_log(c, events, rebuild)

    def _write_log(self, c: Any, events: list, rebuild: bool = False) -> None:
        """Add ``events``' lines; those the board holds back wait (``_postponed``) for the
        next refresh that lets them through."""
        cut = c.board.log_cut(events)
        events, self._postponed = events[:cut], events[cut:]
        if rebuild:
            self.log.clear()
        written = []
        for event in events:
            text = c.board.event_text(event)
            if text:
                shown = self.short(text, self.log.font(), LOG_MARGIN)
                item = QListWidgetItem(shown)
                item.setToolTip(full_text_tip(shown, text))
                item.setData(Qt.AccessibleTextRole, text)
                self.log.addItem(item)
                written.append(text)
        if rebuild:
            self._log_follows = True
        if self._log_follows:
            self.log.scrollToBottom()
        if written and not rebuild:
            self.lines_written.emit(written)

    def turn_text(self) -> str:
        """Whose turn it is, as the panel says it, names whole."""
        return self.turn_label.accessibleName() if self.turn_label.text() else ""

    def prompt_text(self) -> str:
        return self.prompt_label.accessibleName() if self.prompt_label.text() else ""

    def last_line(self) -> str:
        """The log's latest line, whole (the last move, for the key that reads the position)."""
        return self.log.line(self.log.count() - 1) if self.log.count() else ""

    def lines(self) -> list[str]:
        return [self.log.line(row) for row in range(self.log.count())]

    def short(self, text: str, font: QFont, margin: int = LINE_MARGIN) -> str:
        """``text`` with the players' long names shortened to fit the panel: a name may take
        a whole line of the panel as wide as it is now (its texts wrap around it), so a usual
        long name ("Konstantin Petrovich") stays whole, and a wider panel cuts fewer."""
        if self.controller is None:
            return text
        width = max(name_budget(font), max(PANEL_WIDTH, self.width()) - margin)
        return shorten_names(text, [seat.name for seat in self.controller.board.seats], font,
                             width)

    def _show(self, label: QLabel, text: str, reserve: int = 0) -> None:
        """``reserve``: pixels of the line kept for what follows the name."""
        margin = (BOX_MARGIN if label in self.score_labels else LINE_MARGIN) + reserve
        shown = self.short(text, label.font(), margin)
        label.setText(shown)
        label.setToolTip(full_text_tip(shown, text))
        label.setAccessibleName(text)  # a screen reader says the names whole

    def _scroll_range(self, _low: int, high: int) -> None:
        """The panel's controls need scrolling: the "Last round" button gives way first (the
        menu and the L key do the same)."""
        if high > 0 and self.last_round_button.isVisible():
            self._squeezed = True
            self.last_round_button.hide()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        if event.size().height() > event.oldSize().height():
            self._squeezed = False  # more room: the button may come back (it goes again
            # at once if it does not fit)
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width() and self.controller is not None:
            self.refresh(log=False)  # names cut to the old width get the new one

    def _log_range_changed(self, _low: int, high: int) -> None:
        if self._log_follows:
            self.log.verticalScrollBar().setValue(high)

    def _log_scrolled(self, value: int) -> None:
        self._log_follows = value >= self.log.verticalScrollBar().maximum()

    # --- language --------------------------------------------------------------------------
    def restyle(self) -> None:
        """The notes' colours in the theme (ui/common/theme.py), again when it changes."""
        self.thinking_label.setStyleSheet("color: %s; font-style: italic;"
                                          % theme.hex("panel.muted"))
        self.note_label.setStyleSheet("color: %s; font-weight: bold;" % theme.hex("panel.note"))

    def retranslate(self) -> None:
        self.scores_box.setTitle(self.tr("Scores"))
        self.last_round_button.setText(self.tr("Last round (L)"))
        self.last_round_button.setToolTip(self.tr(
            "Every player's latest roll, entry or stone, with what it did"))
        self.last_round_button.setAccessibleName(self.tr("Last round"))
        self.again_button.setText(self.tr("Play again"))
        self.again_button.setToolTip(self.tr("A new game with the same players and options"))
        self.review_button.setText(self.tr("Review and analyse"))
        self.review_button.setToolTip(self.tr("Step through this game and see what the strong "
                                              "computer thinks of every decision"))
        self.log_box.setTitle(self.tr("Game log"))
        self.log.setAccessibleName(self.tr("Game log"))
        self.log.setAccessibleDescription(self.tr("Every move of the game, the latest last"))
        if self.controller is not None:
            self.refresh(rebuild_log=True)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


SLOW_LEVELS = ("expert",)  # levels that think for seconds: the side panel shows a busy bar


def _slow_level(level: str | None) -> bool:
    from bingolino_app.core.bots import parse_level  # here: the model waits for a game

    try:
        return bool(level) and parse_level(level)[0] in SLOW_LEVELS
    except ValueError:
        return False
