"""The last round at any time: every player's latest roll, entry or stone, in the log's words.

View → Last round (key L) or the side panel's button shows it in a small window over the board
that closes with the next click or key (Domino Bingo brings its last trick back to the table
instead). The texts are the game log's lines of that round (``GameBoard.last_round``), names
whole, read to a screen reader as they are shown.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from bingolino_app.ui.common.text import plain_label

WIDTH = 440  # pixels: a line of the log with a long name, not the whole board


class LastRoundPopup(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.Popup)
        self.setFrameShape(QFrame.StyledPanel)
        layout = QVBoxLayout(self)
        self.title = plain_label(QLabel())
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.body = plain_label(QLabel())
        self.body.setWordWrap(True)
        self.body.setTextInteractionFlags(Qt.TextSelectableByMouse)
        layout.addWidget(self.title)
        layout.addWidget(self.body)
        self.setMaximumWidth(WIDTH)
        self.lines: list[str] = []

    def show_lines(self, title: str, lines: list[str], at: QPoint) -> None:
        self.lines = list(lines)
        self.title.setText(title)
        self.body.setText("\n".join(lines))
        self.setAccessibleName(title)
        self.setAccessibleDescription(" ".join(lines))
        self.body.setAccessibleName(" ".join(lines))
        self.adjustSize()
        self.move(at)
        self.show()

    def keyPressEvent(self, event) -> None:  # noqa: N802 - any key puts it away
        self.close()
        event.accept()

    def event(self, event) -> bool:
        if event.type() == QEvent.MouseButtonPress and self.isVisible():
            self.close()  # a click anywhere (inside too) puts it away
            return True
        return super().event(event)
