"""The first screen: the four games as cards, "Continue", "Open…" and the recent saves."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QAction, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QScrollArea, QSizePolicy,
    QVBoxLayout, QWidget,
)

from bingolino_app import paths
from bingolino_app.core import files, registry
from bingolino_app.ui.common import messages, theme
from bingolino_app.ui.common.charts import star_path
from bingolino_app.ui.common.settings import get_settings
from bingolino_app.ui.common.text import button_text, tooltip

ART_W, ART_H = 200, 120


# --- pictures (our own simple art, drawn in a 200 x 120 box) ---------------------------------
def _die(p: QPainter, x: float, y: float, size: float, value: int) -> None:
    c = theme.colour
    p.setPen(QPen(c("art.die_edge"), 1.2))
    p.setBrush(c("art.die"))
    p.drawRoundedRect(QRectF(x, y, size, size), size * 0.18, size * 0.18)
    spots = {1: [(1, 1)], 2: [(0, 0), (2, 2)], 3: [(0, 0), (1, 1), (2, 2)],
             4: [(0, 0), (2, 0), (0, 2), (2, 2)], 5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
             6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)]}[value]
    p.setPen(Qt.NoPen)
    p.setBrush(c("art.pip"))
    r = size * 0.09
    for cx, cy in spots:
        p.drawEllipse(QPointF(x + size * (0.25 + 0.25 * cx), y + size * (0.25 + 0.25 * cy)), r, r)


def _draw_bingolino(p: QPainter) -> None:
    c = theme.colour
    numbers = [7, 15, 3, 21, 12, 9, 18, 4, 22, 1, 14, 10, 6, 17, 11, 20]
    down = {1, 5, 9, 13}  # a finished column
    font = QFont(p.font())
    font.setPixelSize(11)
    font.setBold(True)
    p.setFont(font)
    for i, n in enumerate(numbers):
        rect = QRectF(18 + (i % 4) * 27, 8 + (i // 4) * 27, 24, 24)
        p.setPen(QPen(c("art.tile_edge"), 1))
        p.setBrush(c("art.tile_down" if i in down else "art.tile"))
        p.drawRoundedRect(rect, 4, 4)
        if i not in down:
            p.setPen(c("art.tile_ink"))
            p.drawText(rect, Qt.AlignCenter, str(n))
    p.setPen(QPen(c("art.star_edge"), 2))
    p.setBrush(c("art.star"))
    p.drawPath(star_path(QPointF(160, 28), 16))
    _die(p, 132, 64, 28, 5)
    _die(p, 164, 78, 26, 3)


def _draw_qwingo(p: QPainter) -> None:
    tc = theme.colour
    colours = [tc(role) for role in ("art.banana", "art.cup", "art.donut", "art.ice_cream",
                                    "art.melon")]
    entries = {0: {2: "8"}, 1: {5: "41"}, 2: {1: "5", 8: "77"}, 3: {3: "30"}, 4: {6: "62"}}
    font = QFont(p.font())
    font.setPixelSize(9)
    font.setBold(True)
    p.setFont(font)
    for c, colour in enumerate(colours):
        x = 14 + c * 30
        p.setPen(QPen(tc("art.sheet_edge"), 1))
        p.setBrush(tc("art.sheet"))
        p.drawRect(QRectF(x, 28, 24, 88))
        p.setPen(Qt.NoPen)
        p.setBrush(colour)
        head = QRectF(x + 4, 6, 16, 16)
        if c == 0:  # banana: a crescent
            path = QPainterPath()
            path.arcMoveTo(head, 200)
            path.arcTo(head, 200, 160)
            path.arcTo(head.adjusted(4, -6, 4, -6), 0, -160)
            p.drawPath(path)
        elif c == 1:  # cup with a handle
            p.drawPolygon(QPolygonF([QPointF(x + 5, 8), QPointF(x + 17, 8),
                                     QPointF(x + 15, 21), QPointF(x + 7, 21)]))
            p.setPen(QPen(colour, 2))
            p.setBrush(Qt.NoBrush)
            p.drawArc(QRectF(x + 14, 10, 7, 7), -90 * 16, 180 * 16)
        elif c == 2:  # donut
            p.drawEllipse(head)
            p.setBrush(tc("art.donut_hole"))
            p.drawEllipse(head.center(), 3, 3)
        elif c == 3:  # ice cream cone
            p.drawEllipse(QRectF(x + 6, 4, 12, 10))
            p.setBrush(tc("art.cone"))
            p.drawPolygon(QPolygonF([QPointF(x + 6, 11), QPointF(x + 18, 11), QPointF(x + 12, 23)]))
        else:  # watermelon slice: green rind, red flesh, seeds
            p.drawPie(head.adjusted(-2, 2, 2, 6), 180 * 16, 180 * 16)
            p.setBrush(tc("art.melon_flesh"))
            p.drawPie(head.adjusted(0, 4, 0, 4), 180 * 16, 180 * 16)
            p.setBrush(tc("art.seed"))
            for sx in (-4, 0, 4):
                p.drawEllipse(QPointF(head.center().x() + sx, head.center().y() + 7), 1, 1.4)
        p.setPen(QPen(tc("art.sheet_line"), 0.8))
        for row in range(1, 12):
            y = 28 + row * 88 / 12
            p.drawLine(QPointF(x, y), QPointF(x + 24, y))
        p.setPen(tc("art.sheet_ink"))
        for row, text in entries[c].items():
            p.drawText(QRectF(x, 28 + row * 88 / 12, 24, 88 / 12), Qt.AlignCenter, text)
    _die(p, 168, 70, 26, 6)


def _draw_domino(p: QPainter, x: float, y: float, halves: tuple[int, int], angle: float) -> None:
    p.save()
    p.translate(x, y)
    p.rotate(angle)
    p.setPen(QPen(theme.colour("art.domino_ink"), 1.5))
    p.setBrush(theme.colour("art.domino"))
    p.drawRoundedRect(QRectF(-22, -44, 44, 88), 6, 6)
    p.drawLine(QPointF(-16, 0), QPointF(16, 0))
    p.setPen(Qt.NoPen)
    p.setBrush(theme.colour("art.domino_ink"))
    grid = {0: [], 1: [(1, 1)], 2: [(0, 0), (2, 2)], 3: [(0, 0), (1, 1), (2, 2)],
            4: [(0, 0), (2, 0), (0, 2), (2, 2)], 5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
            6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)]}
    for half, value in enumerate(halves):
        top = -40 if half == 0 else 4
        for cx, cy in grid[value]:
            p.drawEllipse(QPointF(-12 + 12 * cx, top + 6 + 12 * cy), 3.5, 3.5)
    p.restore()


def _draw_domino_bingo(p: QPainter) -> None:
    _draw_domino(p, 72, 60, (6, 4), -14)
    _draw_domino(p, 128, 60, (0, 0), 12)


def _draw_lino(p: QPainter) -> None:
    shape = ["...##...", "..#####.", "########", ".######.", "...##..."]
    stones = {(1, 3): "b", (2, 1): "w", (2, 4): "b", (3, 2): "w", (2, 6): "b", (1, 5): "w",
              (3, 5): "b", (2, 2): "b"}
    for row, line in enumerate(shape):
        for col, cell in enumerate(line):
            if cell != "#":
                continue
            rect = QRectF(16 + col * 21, 8 + row * 21, 20, 20)
            p.setPen(QPen(theme.colour("art.lino_tile_edge"), 1))
            p.setBrush(theme.colour("art.lino_tile"))
            p.drawRect(rect)
            stone = stones.get((row, col))
            if stone:
                p.setPen(QPen(theme.colour("art.stone_edge"), 1))
                p.setBrush(theme.colour("art.blue" if stone == "b" else "art.white"))
                if stone == "b":  # round and square, as on the board
                    p.drawEllipse(rect.center(), 7, 7)
                else:
                    p.drawRoundedRect(QRectF(rect.center().x() - 6, rect.center().y() - 6,
                                             12, 12), 2, 2)


_ART = {"bingolino": _draw_bingolino, "qwingo": _draw_qwingo,
        "domino_bingo": _draw_domino_bingo, "lino": _draw_lino}


class GameArt(QWidget):
    """A game's picture; drawn faded when the game is not available."""

    def __init__(self, game_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_id = game_id
        self.setFixedSize(ART_W, ART_H)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt name)
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        if not self.isEnabled():
            p.setOpacity(0.35)
        draw = _ART.get(self.game_id)
        if draw:
            draw(p)
        p.end()


def playable(entry: registry.GameEntry) -> bool:
    """A game can be started once its rules are registered and its board exists."""
    if entry.new_state is None or not entry.spec.available:
        return False
    try:
        return importlib.util.find_spec(f"bingolino_app.ui.boards.{entry.spec.id}") is not None
    except ImportError:
        return False


# --- cards ------------------------------------------------------------------------------------
class GameCard(QFrame):
    play_requested = Signal(str)
    lesson_requested = Signal(str)

    def __init__(self, entry: registry.GameEntry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_id = entry.spec.id
        self.spec = entry.spec
        self.available = playable(entry)
        self.setObjectName("gameCard")
        self.setFrameShape(QFrame.StyledPanel)
        self.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Fixed)
        layout = QVBoxLayout(self)
        layout.setSpacing(6)
        self.title = QLabel()
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.35)
        font.setBold(True)
        self.title.setFont(font)
        self.art = GameArt(self.game_id)
        self.players = QLabel()
        self.blurb = QLabel()
        self.blurb.setWordWrap(True)
        self.blurb.setMinimumHeight(self.blurb.fontMetrics().lineSpacing() * 2)
        self.blurb.setAlignment(Qt.AlignTop | Qt.AlignLeft)
        self.button = QPushButton()
        self.button.setAutoDefault(True)  # Enter activates the focused button
        self.button.clicked.connect(lambda: self.play_requested.emit(self.game_id))
        layout.addWidget(self.title)
        layout.addWidget(self.art, 0, Qt.AlignHCenter)
        layout.addWidget(self.players)
        layout.addWidget(self.blurb)
        layout.addWidget(self.button)
        # For a game never played here: its lesson (Help → Learn to play has it always).
        self.lesson_button = QPushButton()
        self.lesson_button.setObjectName("learnToPlay")
        self.lesson_button.setFlat(True)
        self.lesson_button.setAutoDefault(True)
        self.lesson_button.setCursor(Qt.PointingHandCursor)
        # Drawn as a link: the page's style sheet (#learnToPlay).
        self.lesson_button.clicked.connect(lambda: self.lesson_requested.emit(self.game_id))
        self.lesson_button.hide()
        layout.addWidget(self.lesson_button)
        if not self.available:
            self.setEnabled(False)  # greys everything and keeps it out of the tab order
        else:
            self.setCursor(Qt.PointingHandCursor)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(messages.game_title(self.game_id))
        self.players.setText(messages.player_count_text(self.spec))
        self.blurb.setText(messages.game_blurb(self.game_id))
        self.button.setText(self.tr("Play") if self.available else self.tr("Coming soon"))
        self.lesson_button.setText(self.tr("New to this game? Learn to play"))
        # Four buttons say "Play": a screen reader hears which game each one starts.
        title = messages.game_title(self.game_id)
        self.button.setAccessibleName(messages.fill(
            self.tr("Play %1") if self.available else self.tr("%1: coming soon"), title))
        self.button.setAccessibleDescription(self.blurb.text())
        self.lesson_button.setAccessibleName(messages.fill(self.tr("Learn to play %1"), title))

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        if self.available and event.button() == Qt.LeftButton:
            self.play_requested.emit(self.game_id)
        super().mouseReleaseEvent(event)

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class StartPage(QWidget):
    new_game_requested = Signal(str)
    lesson_requested = Signal(str)
    continue_requested = Signal()
    open_requested = Signal(str)
    open_file_requested = Signal()
    statistics_requested = Signal()
    library_requested = Signal()
    review_requested = Signal(str)  # a recent game's context menu: Review
    host_requested = Signal()  # a table across computers (shell/remote_link.py)
    join_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.NoFrame)
        scroll.setFocusPolicy(Qt.NoFocus)  # Tab goes to the buttons; the page follows them
        outer.addWidget(scroll)
        body = QWidget()
        body.setObjectName("startBody")
        scroll.setWidget(body)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(32, 24, 32, 24)
        layout.setSpacing(14)

        self.title = QLabel()
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 2.4)
        font.setBold(True)
        self.title.setFont(font)
        self.subtitle = QLabel()
        layout.addWidget(self.title, 0, Qt.AlignHCenter)
        layout.addWidget(self.subtitle, 0, Qt.AlignHCenter)

        # Under the title: a small screen shows the cards' first row only, and a family
        # coming back looks for its unfinished game first.
        actions = QHBoxLayout()
        self.continue_button = QPushButton()
        self.continue_button.setAutoDefault(True)
        self.continue_button.clicked.connect(self.continue_requested)
        self.open_button = QPushButton()
        self.open_button.setAutoDefault(True)
        self.open_button.clicked.connect(self.open_file_requested)
        self.host_button = QPushButton()
        self.host_button.setAutoDefault(True)
        self.host_button.clicked.connect(self.host_requested)
        self.join_button = QPushButton()
        self.join_button.setAutoDefault(True)
        self.join_button.clicked.connect(self.join_requested)
        actions.addStretch(1)
        actions.addWidget(self.continue_button)
        actions.addWidget(self.open_button)
        actions.addWidget(self.host_button)
        actions.addWidget(self.join_button)
        actions.addStretch(1)
        layout.addLayout(actions)
        # Sections others add (the tables across computers: shell/remote_link.py), first
        # below the buttons: a player coming back looks for the table where it is his turn.
        self.sections = QVBoxLayout()
        self.section_widgets: list[QWidget] = []
        layout.addLayout(self.sections)

        grid = QGridLayout()
        grid.setSpacing(16)
        self.cards: list[GameCard] = []
        for i, entry in enumerate(registry.all_games()):
            card = GameCard(entry)
            card.play_requested.connect(self.new_game_requested)
            card.lesson_requested.connect(self.lesson_requested)
            grid.addWidget(card, i // 2, i % 2)
            self.cards.append(card)
        layout.addLayout(grid)

        history = QHBoxLayout()  # links to the history of the games played here
        self.statistics_button = QPushButton()
        self.statistics_button.clicked.connect(self.statistics_requested)
        self.library_button = QPushButton()
        self.library_button.clicked.connect(self.library_requested)
        history.addStretch(1)
        for button in (self.statistics_button, self.library_button):
            button.setFlat(True)
            button.setAutoDefault(True)
            button.setCursor(Qt.PointingHandCursor)
            history.addWidget(button)
        history.addStretch(1)
        layout.addLayout(history)

        self.recent_label = QLabel()
        bold = self.recent_label.font()
        bold.setBold(True)
        self.recent_label.setFont(bold)
        layout.addWidget(self.recent_label)
        self.recent_box = QVBoxLayout()
        self.recent_box.setSpacing(2)
        layout.addLayout(self.recent_box)
        self.recent_buttons: list[QPushButton] = []
        self.no_recent = QLabel()
        self.no_recent.setEnabled(False)
        layout.addWidget(self.no_recent)
        layout.addStretch(1)

        # One sheet for the page (each widget's own sheet is parsed on its own: slower).
        self.setStyleSheet(
            "#gameCard { border: 1px solid palette(mid); border-radius: 10px;"
            " background: palette(base); }"
            "#gameCard:disabled { background: palette(window); }"
            "QPushButton#learnToPlay { color: palette(link); text-decoration: underline;"
            " border: none; }"
            "QPushButton#recentGame { text-align: left; padding: 3px 8px; }"
        )
        self.retranslate()
        self.refresh()

    def add_section(self, widget: QWidget) -> None:
        """A part of the page below its buttons; its ``refresh_section()`` (if it has one)
        runs at each refresh."""
        self.sections.addWidget(widget)
        self.section_widgets.append(widget)

    # --- content --------------------------------------------------------------------------
    def refresh(self) -> None:
        """Re-read the autosave and the recent list (after a game, a save, an open)."""
        for widget in getattr(self, "section_widgets", ()):
            if hasattr(widget, "refresh_section"):
                widget.refresh_section()
        self.continue_button.setEnabled(files.is_regular_file(paths.autosave_path()))
        from bingolino_app.ui.lessons import never_played

        for card in self.cards:
            card.lesson_button.setVisible(card.available and never_played(card.game_id))
        for button in self.recent_buttons:
            self.recent_box.removeWidget(button)
            button.hide()  # gone now, not only once the event loop deletes it: no stray copy
            button.deleteLater()
        self.recent_buttons = []
        previous: QWidget = self.library_button  # the recent list follows it on the page
        for path in get_settings().recent_files:
            # A file name is the user's text: "&" is no mnemonic, "<b>" no markup.
            button = QPushButton(button_text(Path(path).name))
            button.setToolTip(tooltip(path))
            button.setFlat(True)
            button.setAutoDefault(True)
            button.setObjectName("recentGame")  # the page's style sheet lays it out
            button.setEnabled(files.is_regular_file(path))
            button.clicked.connect(lambda _=False, p=path: self.open_requested.emit(p))
            review = QAction(self.tr("Review and analyse"), button)
            review.triggered.connect(lambda _=False, p=path: self.review_requested.emit(p))
            button.addAction(review)
            button.setContextMenuPolicy(Qt.ActionsContextMenu)
            button.path = path
            self.recent_box.addWidget(button)
            self.recent_buttons.append(button)
            QWidget.setTabOrder(previous, button)
            previous = button
        self.no_recent.setVisible(not self.recent_buttons)

    def retranslate(self) -> None:
        self.title.setText(self.tr("Bingolino"))
        self.subtitle.setText(self.tr("Four tabletop games to play at home"))
        self.continue_button.setText(self.tr("Continue last game"))
        self.continue_button.setToolTip(self.tr("Go back to the game you left unfinished"))
        self.open_button.setText(self.tr("Open…"))
        self.open_button.setToolTip(self.tr("Open a saved game"))
        self.host_button.setText(self.tr("Host a table…"))
        self.host_button.setToolTip(self.tr("Play with friends at other computers: invite "
                                            "them to a table served by this computer"))
        self.join_button.setText(self.tr("Join a table…"))
        self.join_button.setToolTip(self.tr("Sit down at a friend's table with an invite"))
        self.statistics_button.setText(self.tr("Statistics"))
        self.statistics_button.setToolTip(self.tr("Games played, won, streaks and records of "
                                                  "each player"))
        self.library_button.setText(self.tr("Game library"))
        self.library_button.setToolTip(self.tr("Every finished game: open one again or export "
                                               "the list"))
        self.recent_label.setText(self.tr("Recent games"))
        self.no_recent.setText(self.tr("No saved games yet."))

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def showEvent(self, event) -> None:  # noqa: N802
        self.refresh()
        super().showEvent(event)
