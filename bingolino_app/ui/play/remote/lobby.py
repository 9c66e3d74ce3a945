"""The lobby: a table whose seats are not all taken yet. It shows who has joined, and to the
host the invite (a short code to read out, a link to send) until every human seat is taken;
then the game begins (``begin``) and the window puts the board up.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import (
    QFrame, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QScrollArea,
    QSizePolicy, QVBoxLayout, QWidget,
)

from bingolino_app.net.client import SeatUpdate
from bingolino_app.net.tokens import format_code
from bingolino_app.ui.common import messages, theme
from bingolino_app.ui.common.text import plain_label
from bingolino_app.ui.play.remote.link import TableLink

CONTENT_WIDTH = 640  # the lobby's column at most: a 1920 screen needs no wider lines


class LobbyPage(QWidget):
    begin = Signal()
    """Every seat is taken: the game has begun (the link's latest update says so)."""
    leave = Signal()

    def __init__(self, link: TableLink, hosted: bool = False, invite_link: str = "",
                 announced_as: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.link = link
        self.hosted = hosted
        self.invite_link = invite_link
        self.announced_as = announced_as
        self.setObjectName("lobby")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.NoFrame)
        scroll.setFocusPolicy(Qt.NoFocus)
        outer.addWidget(scroll)
        body = QWidget()
        scroll.setWidget(body)
        row = QHBoxLayout(body)
        column = QWidget()
        column.setMaximumWidth(CONTENT_WIDTH)
        column.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Preferred)
        row.addStretch(1)
        row.addWidget(column, 4)
        row.addStretch(1)
        layout = QVBoxLayout(column)
        layout.setContentsMargins(24, 24, 24, 24)
        layout.setSpacing(12)

        self.title = QLabel()
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        self.details = QLabel()  # the game's options and the table's mode
        self.details.setWordWrap(True)
        layout.addWidget(self.details)
        self.banner = plain_label(QLabel())  # the connection lost
        self.banner.setWordWrap(True)
        layout.addWidget(self.banner)
        self.waiting = plain_label(QLabel())
        self.waiting.setWordWrap(True)
        layout.addWidget(self.waiting)

        self.invite_box = QGroupBox()
        grid = QGridLayout(self.invite_box)
        self.code_label = QLabel()
        self.code_field = QLineEdit()
        self.code_field.setReadOnly(True)
        code_font = QFont(self.code_field.font())
        code_font.setPointSizeF(code_font.pointSizeF() * 1.8)
        code_font.setBold(True)
        code_font.setStyleHint(QFont.Monospace)
        code_font.setFamilies(["DejaVu Sans Mono", "monospace"])
        self.code_field.setFont(code_font)
        self.code_field.setAlignment(Qt.AlignCenter)
        self.copy_code = QPushButton()
        self.copy_code.clicked.connect(lambda: self._copy(self.code_field.text()))
        self.link_label = QLabel()
        self.link_field = QLineEdit()
        self.link_field.setReadOnly(True)
        self.link_field.setCursorPosition(0)
        self.copy_link = QPushButton()
        self.copy_link.clicked.connect(lambda: self._copy(self.invite_link))
        self.invite_note = QLabel()
        self.invite_note.setWordWrap(True)
        grid.addWidget(self.code_label, 0, 0)
        grid.addWidget(self.code_field, 0, 1)
        grid.addWidget(self.copy_code, 0, 2)
        grid.addWidget(self.link_label, 1, 0)
        grid.addWidget(self.link_field, 1, 1)
        grid.addWidget(self.copy_link, 1, 2)
        grid.addWidget(self.invite_note, 2, 0, 1, 3)
        grid.setColumnStretch(1, 1)
        layout.addWidget(self.invite_box)
        self.invite_box.setVisible(hosted and bool(link.code))

        self.players_box = QGroupBox()
        players = QVBoxLayout(self.players_box)
        self.players = plain_label(QLabel())
        self.players.setWordWrap(True)
        self.players.setTextInteractionFlags(Qt.TextSelectableByMouse)
        players.addWidget(self.players)
        layout.addWidget(self.players_box)
        self.note = plain_label(QLabel())
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        buttons = QHBoxLayout()
        self.leave_button = QPushButton()
        self.leave_button.setAutoDefault(True)
        self.leave_button.clicked.connect(self.leave)
        buttons.addWidget(self.leave_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        layout.addStretch(1)
        self.restyle()
        theme.notifier().changed.connect(self.restyle)
        link.updated.connect(self._updated)
        link.connection.connect(self._connection)
        self.retranslate()

    def restyle(self) -> None:
        self.banner.setStyleSheet("color: %s; font-weight: bold;" % theme.hex("panel.note"))
        self.note.setStyleSheet("color: %s;" % theme.hex("panel.muted"))

    def _copy(self, text: str) -> None:
        QGuiApplication.clipboard().setText(text)
        window = self.window()
        if hasattr(window, "statusBar"):
            window.statusBar().showMessage(self.tr("Copied: %1").replace("%1", text), 5000)

    def _connection(self, _status: str) -> None:
        self.refresh()

    def release_link(self) -> None:
        """The link goes on without the lobby (to the board, or closed)."""
        for signal, slot in ((self.link.updated, self._updated),
                             (self.link.connection, self._connection)):
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass

    def _updated(self, update: SeatUpdate) -> None:
        self.refresh()
        if update.status != "open":
            self.begin.emit()

    # --- texts ---------------------------------------------------------------------------------
    @staticmethod
    def option_words(update: SeatUpdate) -> list[str]:
        """The table's options as the new-game dialog words their choices ("Russian rules",
        "7 big points"); options without a list of choices are left out."""
        from bingolino_app.core import registry

        words = []
        for option in registry.game(update.game).spec.options:
            value = update.options.get(option.key, option.default)
            label = next((label for choice, label in option.choices
                          if type(choice) is type(value) and choice == value), None)
            if label is not None and option.key != "starter":
                words.append(messages.option_text(label))
        return words

    def seat_lines(self, update: SeatUpdate) -> list[str]:
        lines = []
        for p, info in enumerate(update.seats):
            number = f"{p + 1}. "
            if p == update.seat:
                lines.append(number + self.tr("%1 (you)").replace("%1", info.name))
            elif info.kind == "computer":
                lines.append(number + self.tr("%1: computer, %2").replace("%1", info.name)
                             .replace("%2", messages.level_name(info.level).lower()))
            elif info.taken and info.connected:
                lines.append(number + self.tr("%1: joined").replace("%1", info.name))
            elif info.taken:  # joined, and gone away since
                lines.append(number + self.tr("%1: away").replace("%1", info.name))
            else:
                lines.append(number + self.tr("waiting for a player…"))
        return lines

    def refresh(self) -> None:
        update = self.link.latest
        if update is None:
            return
        self.title.setText(self.tr("Table: %1").replace("%1", messages.game_title(update.game)))
        self.details.setText(" · ".join(self.option_words(update) + [
            self.tr("turn-based") if update.mode == "turn_based" else self.tr("live")]))
        state = self.link.state
        if state == "reconnecting":
            self.banner.setText(self.tr("The connection to the table was lost. Reconnecting…"))
        elif state == "closed":
            self.banner.setText(self.tr("The connection to the table is closed."))
        else:
            self.banner.setText("")
        self.banner.setVisible(bool(self.banner.text()))
        free = sum(1 for info in update.seats if info.kind == "human" and not info.taken)
        self.waiting.setText(self.tr("Waiting for %n more player(s) to join…", "", free)
                             if free else self.tr("Every seat is taken: the game begins."))
        self.players.setText("\n".join(self.seat_lines(update)))
        if self.hosted and update.mode == "turn_based":
            note = self.tr("This computer serves the table. While Bingolino is closed here, "
                           "the table waits.")
        elif self.hosted:
            note = self.tr("This computer serves the table: keep Bingolino open until the game "
                           "is over.")
        else:
            note = self.tr("You can leave and come back: the start page lists your tables.")
        self.note.setText(note)

    def retranslate(self) -> None:
        self.invite_box.setTitle(self.tr("Invite your friends"))
        self.code_label.setText(self.tr("Code:"))
        self.code_field.setText(format_code(self.link.code) if self.link.code else "")
        self.code_field.setAccessibleName(self.tr("Invite code"))
        self.copy_code.setText(self.tr("Copy code"))
        self.link_label.setText(self.tr("Link:"))
        self.link_field.setText(self.invite_link)
        self.link_field.setCursorPosition(0)
        self.link_field.setAccessibleName(self.tr("Invite link"))
        self.copy_link.setText(self.tr("Copy link"))
        if self.announced_as:
            note = self.tr("On this network, Game → Join a table… lists this table as “%1”: "
                           "your friends choose it and type the code. Friends elsewhere need "
                           "the link.").replace("%1", self.announced_as)
        else:
            note = self.tr("Your friends choose Game → Join a table… and paste the link, or "
                           "type the code with this computer’s address.")
        self.invite_note.setText(note)
        self.players_box.setTitle(self.tr("Players"))
        self.leave_button.setText(self.tr("Leave table"))
        self.leave_button.setToolTip(self.tr("Back to the start page. Your seat stays yours: "
                                             "come back to it from there."))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
