"""The hot-seat cover: hides the board while the computer passes from one human to another.

Games with hidden information (hands, a secret setup) must never show one player's secrets to
the next; the controller raises this cover and the board stays hidden until the named player
clicks (or presses Enter or Space).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont, QFontMetricsF, QKeyEvent
from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from bingolino_app.ui.common.elide import full_text_tip, name_budget, shorten_names
from bingolino_app.ui.common.text import button_text, plain_label


class CoverScreen(QWidget):
    ready = Signal()
    """The named player is at the screen: show him his view."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.player_name = ""
        self.setFocusPolicy(Qt.StrongFocus)
        self.setAutoFillBackground(True)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.title = plain_label(QLabel())  # holds the player's name: never markup
        self.title.setAlignment(Qt.AlignCenter)
        self.title.setWordWrap(True)
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 2.2)
        font.setBold(True)
        self.title.setFont(font)
        self.note = plain_label(QLabel())
        self.note.setAlignment(Qt.AlignCenter)
        self.note.setWordWrap(True)
        self.button = QPushButton()
        button_font = QFont(self.button.font())
        button_font.setPointSizeF(button_font.pointSizeF() * 1.6)
        self.button.setFont(button_font)
        self.button.setMinimumSize(320, 90)
        self.button.setSizePolicy(QSizePolicy.Fixed, QSizePolicy.Fixed)
        self.button.clicked.connect(self.ready)
        layout.addWidget(self.title)
        layout.addSpacing(12)
        layout.addWidget(self.note)
        layout.addSpacing(24)
        layout.addWidget(self.button, 0, Qt.AlignHCenter)
        layout.addStretch(1)
        self.retranslate()

    def set_player(self, name: str) -> None:
        self.player_name = name
        self.retranslate()

    def retranslate(self) -> None:
        # A long name ends in "…" (the title and the button keep their size); the full
        # name is in their tooltips.
        name = self.player_name
        title = self.tr("Pass to %1").replace("%1", name)
        shown = shorten_names(title, [name], self.title.font(),  # it wraps: a line for the name
                              self._room("", name, self.title.font()))
        self.title.setText(shown)
        self.title.setToolTip(full_text_tip(shown, title))
        self.note.setText(self.tr("The others should look away now."))
        ready = self.tr("%1, click when ready").replace("%1", name)
        shown = shorten_names(ready, [name], self.button.font(),
                              self._room(ready, name, self.button.font()))
        self.button.setText(button_text(shown))
        self.button.setToolTip(full_text_tip(shown, ready))

    def _room(self, text: str, name: str, font: QFont) -> float:
        """How wide ``name`` may be in ``text`` on this cover: the whole name says who is to
        sit down (two names may begin alike), so all the width the cover has, less the rest
        of the text; never less than a name's usual budget."""
        rest = QFontMetricsF(font).horizontalAdvance(text.replace(name, "", 1))
        return max(name_budget(font), self.width() * 0.8 - rest)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.retranslate()  # the room for the name follows the window

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() in (Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space):
            self.ready.emit()
            return
        super().keyPressEvent(event)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        if event.button() == Qt.LeftButton:
            self.ready.emit()
        super().mouseReleaseEvent(event)
