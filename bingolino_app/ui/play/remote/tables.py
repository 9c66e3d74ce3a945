"""The start page's "Your tables": the seats this player holds on table servers (the seat
book), those where it is his turn first. Each server is asked in the background
(``list_tables`` with the seat book's tokens, one short connection per server); until it
answers, or when it cannot be reached, the table is listed from the seat book alone.
"""

from __future__ import annotations

import time
from typing import Any, Callable

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from bingolino_app.ui.common import messages
from bingolino_app.ui.common.text import button_text, tooltip

REFRESH_MS = 60_000  # while the start page shows: turn-based tables move on meanwhile
MIN_AGAIN_S = 5.0  # a page shown again within this time is not asked again
MAX_SHOWN = 12

# The order of the list: where it is the player's turn first.
ORDER = {"my_turn": 0, "playing": 1, "open": 2, "unknown": 3, "finished": 4}


class YourTables(QWidget):
    open_requested = Signal(object)
    """A table was chosen (its net.seatbook.SeatEntry): attach and play it."""

    def __init__(self, book: Callable[[], Any], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.book = book  # the seat book (made on first use by the window's remote link)
        self.summaries: dict[tuple[str, str, int], Any] = {}  # (server, table, seat) -> summary
        self.unreachable: set[str] = set()
        self.asked_at = 0.0
        self._asking: dict[str, Any] = {}  # server -> its link while it is asked
        self.buttons: list[QPushButton] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        head = QHBoxLayout()
        self.title = QLabel()
        bold = self.title.font()
        bold.setBold(True)
        self.title.setFont(bold)
        self.refresh_button = QPushButton()
        self.refresh_button.setFlat(True)
        self.refresh_button.setAutoDefault(True)
        self.refresh_button.clicked.connect(lambda: self.ask(force=True))
        head.addWidget(self.title)
        head.addStretch(1)
        head.addWidget(self.refresh_button)
        layout.addLayout(head)
        self.list_layout = QVBoxLayout()
        self.list_layout.setSpacing(2)
        layout.addLayout(self.list_layout)
        self.timer = QTimer(self)
        self.timer.setInterval(REFRESH_MS)
        self.timer.timeout.connect(lambda: self.ask(force=True))
        self.retranslate()
        self.show_entries()

    # --- asking the servers ----------------------------------------------------------------------
    def entries(self) -> list:
        book = self.book()
        return book.entries() if book is not None else []

    def ask(self, force: bool = False) -> None:
        """Ask every server of the seat book about its tables (in the background)."""
        entries = self.entries()
        self.show_entries()
        if not entries or (not force and time.monotonic() - self.asked_at < MIN_AGAIN_S):
            return
        self.asked_at = time.monotonic()
        from bingolino_app.ui.play.remote.link import TableLink

        servers: dict[str, list[str]] = {}
        for entry in entries:
            servers.setdefault(entry.server, []).append(entry.token)
        for server, tokens in servers.items():
            if server in self._asking:
                continue
            link = TableLink(server, self)
            self._asking[server] = link

            def opened(_result, error, server=server, link=link, tokens=tokens) -> None:
                if error is not None:
                    self._answered(server, link, None, error)
                else:
                    link.list_tables(tokens[:256], lambda result, error: self._answered(
                        server, link, result, error))

            link.open(opened)

    def _answered(self, server: str, link: Any, tables, error) -> None:
        self._asking.pop(server, None)
        link.close()
        link.deleteLater()
        if error is not None:
            self.unreachable.add(server)
        else:
            self.unreachable.discard(server)
            for key in [k for k in self.summaries if k[0] == server]:
                del self.summaries[key]
            for summary in tables or []:
                self.summaries[(server, summary.table, summary.seat)] = summary
        self.show_entries()

    # --- showing ---------------------------------------------------------------------------------
    def state_of(self, entry) -> tuple[str, Any]:
        summary = self.summaries.get((entry.server, entry.table, entry.seat))
        if summary is None:
            return "unknown", None
        if summary.status == "playing" and summary.my_turn:
            return "my_turn", summary
        return (summary.status if summary.status in ORDER else "unknown"), summary

    def line(self, entry) -> str:
        state, summary = self.state_of(entry)
        title = messages.game_title(entry.game)
        others = []
        if summary is not None:
            others = [n for i, n in enumerate(summary.names) if i != entry.seat and n]
        who = ", ".join(others)
        head = self.tr("%1 with %2").replace("%1", title).replace("%2", who) if who else title
        if state == "my_turn":
            words = self.tr("your turn")
        elif state == "playing":
            words = self.tr("waiting for the others")
        elif state == "open":
            words = self.tr("seats still free")
        elif state == "finished":
            words = self.tr("over: open it to keep it in your history")
        elif entry.server in self.unreachable:
            words = self.tr("its server cannot be reached now")
        else:
            words = self.tr("asking its server…")
        return self.tr("%1 — %2").replace("%1", head).replace("%2", words)

    def show_entries(self) -> None:
        for button in self.buttons:
            self.list_layout.removeWidget(button)
            button.deleteLater()
        self.buttons = []
        entries = self.entries()
        if self.parentWidget() is not None or not entries:  # never a window of its own
            self.setVisible(bool(entries))
        if not entries:
            return
        entries.sort(key=lambda e: (ORDER[self.state_of(e)[0]],
                                    -(getattr(self.state_of(e)[1], "updated", 0) or 0)))
        for entry in entries[:MAX_SHOWN]:
            state, _summary = self.state_of(entry)
            text = self.line(entry)
            button = QPushButton(button_text(text))
            button.setFlat(True)
            button.setAutoDefault(True)
            button.setCursor(Qt.PointingHandCursor)
            button.setStyleSheet("text-align: left; padding: 3px 8px;"
                                 + (" font-weight: bold;" if state == "my_turn" else ""))
            button.setToolTip(tooltip(entry.server))
            button.setAccessibleName(text)
            button.entry = entry
            button.clicked.connect(lambda _=False, e=entry: self.open_requested.emit(e))
            self.list_layout.addWidget(button)
            self.buttons.append(button)

    def refresh_section(self) -> None:
        """The start page shows again: the list, and its servers asked (not too often)."""
        self.ask()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Your tables"))
        self.refresh_button.setText(self.tr("Refresh"))
        self.refresh_button.setToolTip(self.tr("Ask the tables' servers again"))
        self.show_entries()

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        self.timer.start()

    def hideEvent(self, event) -> None:  # noqa: N802
        self.timer.stop()
        super().hideEvent(event)

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
