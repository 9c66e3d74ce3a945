"""The table's banner at the top of the side panel: this screen's connection, who is away,
what keeps the table going, and the buttons to leave the table or resign. It stays short (a
1024x600 window has little panel to spare): the board names the players; who sits where
(the server's computers, those away) is the seats' tooltip and what a screen reader hears.

Names are the players' own text: shown as written, never as markup; long ones shortened
with "…" as the side panel does, the whole text in the tooltip and for a screen reader.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from bingolino_app.ui.common import theme
from bingolino_app.ui.common.elide import full_text_tip, shorten_names
from bingolino_app.ui.common.text import plain_label, tooltip

MARGIN = 48  # pixels of the panel's width beside a line of the banner


class RemotePanel(QFrame):
    leave = Signal()
    resign = Signal()

    def __init__(self, controller: Any) -> None:
        super().__init__()
        self.controller = controller
        self.setObjectName("remotePanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 6)
        self.banner = plain_label(QLabel())  # the connection, who is away
        self.banner.setWordWrap(True)
        self.banner.setObjectName("remoteBanner")
        self.seats_label = plain_label(QLabel())
        self.seats_label.setWordWrap(True)
        self.note = plain_label(QLabel())  # what keeps the table going (the host, turn-based)
        self.note.setWordWrap(True)
        self.seats_label.hide()  # its text: the note's tooltip and the panel's description
        layout.addWidget(self.banner)
        layout.addWidget(self.note)
        buttons = QHBoxLayout()
        self.leave_button = QPushButton()
        self.leave_button.setFocusPolicy(Qt.TabFocus)  # a click leaves the keys with the board
        self.leave_button.clicked.connect(self.leave)
        self.resign_button = QPushButton()
        self.resign_button.setFocusPolicy(Qt.TabFocus)
        self.resign_button.clicked.connect(self.resign)
        buttons.addWidget(self.leave_button)
        buttons.addWidget(self.resign_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self.restyle()
        theme.notifier().changed.connect(self.restyle)
        controller.presence_changed.connect(self.refresh)
        self.retranslate()

    def restyle(self) -> None:
        self.banner.setStyleSheet("color: %s; font-weight: bold;" % theme.hex("panel.note"))
        self.note.setStyleSheet("color: %s;" % theme.hex("panel.muted"))

    # --- texts ---------------------------------------------------------------------------------
    def banner_text(self) -> str:
        c = self.controller
        if c.connection == "reconnecting":
            return self.tr("The connection to the table was lost. Reconnecting…")
        if c.connection == "closed":
            return self.tr("The connection to the table is closed.")
        away = c.away_players()
        if away:
            names = ", ".join(c.board.seats[p].name for p in away)
            return self.tr("Not at the table: %1.").replace("%1", names)
        return ""

    def seat_lines(self) -> list[str]:
        c = self.controller
        update = c.latest
        lines = []
        for p, info in enumerate(update.seats):
            name = c.board.seats[p].name if p < len(c.board.seats) else info.name
            if p == c.seat:
                lines.append(self.tr("%1 (you)").replace("%1", name))
            elif info.kind == "computer":
                lines.append(self.tr("%1: computer").replace("%1", name))
            elif not info.taken:
                lines.append(self.tr("a seat still free"))
            elif info.connected or update.finished:
                lines.append(name)
            else:
                lines.append(self.tr("%1: away").replace("%1", name))
        return lines

    def note_text(self) -> str:
        c = self.controller
        if c.finished:
            return ""
        turn_based = c.latest.mode == "turn_based"
        if c.hosted:
            if turn_based:
                return self.tr("Served by this computer: while Bingolino is closed here, the "
                               "table waits.")
            return self.tr("Served by this computer: keep Bingolino open until the game is "
                           "over.")
        if turn_based:
            return self.tr("Turn-based: you may close Bingolino meanwhile.")
        return ""

    def refresh(self) -> None:
        c = self.controller
        if c.latest is None:
            return
        self._show(self.banner, self.banner_text())
        whole = "\n".join(self.seat_lines())
        self.seats_label.setText(whole)
        self._show(self.note, self.note_text())
        self.setToolTip(tooltip(whole))  # who sits where, anywhere on the banner
        self.setAccessibleDescription(whole)
        self.leave_button.setVisible(not c.finished)
        self.resign_button.setVisible(not c.finished)

    def _short(self, text: str) -> str:
        names = [seat.name for seat in self.controller.board.seats]
        width = max(120, self.width() - MARGIN)
        return shorten_names(text, names, self.seats_label.font(), width)

    def _show(self, label: QLabel, text: str) -> None:
        shown = self._short(text) if text else ""
        label.setText(shown)
        label.setToolTip(full_text_tip(shown, text) if text else "")
        label.setAccessibleName(text)
        label.setVisible(bool(text))

    def retranslate(self) -> None:
        self.leave_button.setText(self.tr("Leave table"))
        self.leave_button.setToolTip(self.tr("Back to the start page. Your seat stays yours: "
                                             "come back to it from there."))
        self.resign_button.setText(self.tr("Resign…"))
        self.resign_button.setToolTip(self.tr("Give up your seat: a computer plays it to the "
                                              "end of the game."))
        self.refresh()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self.refresh()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
