"""The main window's game page: the board view (or the hot-seat cover over it) beside the side
panel, and what a screen reader is told unasked. Made when a game first needs it: the first
screen is the start page, and these widgets and their modules cost its start."""

from __future__ import annotations

from typing import Any, NamedTuple

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QSplitter, QStackedWidget

PANEL_MAX = 480  # the widest the side panel grows by itself


class GamePage(NamedTuple):
    """The widgets of a game on the table, made together on first use."""
    view: Any
    board_stack: QStackedWidget
    side_panel: Any
    announcer: Any
    splitter: QSplitter


class PageMixin:
    """MainWindow's part that makes and lays out the game page (self is the MainWindow)."""

    def _game_page(self) -> GamePage:
        if self._page is None:
            from bingolino_app.ui.play.announce import Announcer
            from bingolino_app.ui.play.board_view import BoardView
            from bingolino_app.ui.play.side_panel import SidePanel

            view = BoardView()
            board_stack = QStackedWidget()
            board_stack.addWidget(view)
            side_panel = SidePanel()
            # What a screen reader says unasked: each new line of the log, what to do now.
            announcer = Announcer(view, self)
            side_panel.lines_written.connect(announcer.moves)
            side_panel.play_again.connect(self.play_again)
            side_panel.review.connect(self.review_game)
            side_panel.last_round.connect(self.show_last_round)
            splitter = QSplitter(Qt.Horizontal)
            splitter.addWidget(board_stack)
            splitter.addWidget(side_panel)
            splitter.setStretchFactor(0, 3)
            splitter.setStretchFactor(1, 1)
            splitter.setChildrenCollapsible(False)
            # The panel takes the room the board cannot use (the board keeps its shape): at
            # 1920x1080 a wider log and whole names, not bare felt beside the board. A player
            # who drags the handle keeps his choice.
            splitter.splitterMoved.connect(self._panel_was_dragged)
            view.zoom_changed.connect(self._zoom_changed)
            self.stack.addWidget(splitter)
            self._page = GamePage(view, board_stack, side_panel, announcer, splitter)
        return self._page

    @property
    def view(self) -> Any:
        """The board's view (play/board_view.py)."""
        return self._game_page().view

    @property
    def board_stack(self) -> QStackedWidget:
        """The board's view, or the hot-seat cover over it."""
        return self._game_page().board_stack

    @property
    def side_panel(self) -> Any:
        """Scores, the log and the turn prompt beside the board (play/side_panel.py)."""
        return self._game_page().side_panel

    @property
    def announcer(self) -> Any:
        """What a screen reader is told unasked (play/announce.py)."""
        return self._game_page().announcer

    @property
    def splitter(self) -> QSplitter:
        """The game's page: the board beside the side panel."""
        return self._game_page().splitter

    @property
    def cover(self) -> Any:
        """The hot-seat cover (play/cover.py), made the first time two humans share a secret."""
        if self._cover is None:
            from bingolino_app.ui.play.cover import CoverScreen

            self._cover = CoverScreen()
            self._cover.ready.connect(self._reveal)
            self.board_stack.addWidget(self._cover)
        return self._cover

    def _panel_was_dragged(self) -> None:
        self._panel_dragged = True

    def fit_panel(self) -> None:
        """Give the side panel what the board's scene leaves free of the window's width at
        its height (PANEL_MAX at most; never less than the splitter's own share)."""
        if self._panel_dragged or self.board is None or not self.splitter.isVisible():
            return
        rect = self.board.scene.sceneRect()
        sizes = self.splitter.sizes()
        if rect.isEmpty() or len(sizes) != 2:
            return
        total = sum(sizes)
        board_w = rect.width() / rect.height() * self.splitter.height()
        from bingolino_app.ui.play.side_panel import PANEL_HINT, PANEL_WIDTH

        floor = max(PANEL_WIDTH, min(PANEL_HINT, total // 4))
        panel = int(max(floor, min(PANEL_MAX, total - board_w)))
        if abs(panel - sizes[1]) > 2:
            self.splitter.setSizes([total - panel, panel])

