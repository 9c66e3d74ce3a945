"""The Lino controls in the side panel: the near-closing rows toggle, the stone legend, and
the button that begins a match's second game once the first one's end was seen."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QCheckBox, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget


class LinoControls(QWidget):
    near_toggled = Signal(bool)
    next_game = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.near_check = QCheckBox(self)
        self.near_check.setObjectName("showNear")
        self.near_check.toggled.connect(self.near_toggled)
        layout.addWidget(self.near_check)
        self.legend = QLabel(self)
        self.legend.setWordWrap(True)
        # Grow with its text: the side panel must not clip a wrapped legend.
        self.legend.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Minimum)
        layout.addWidget(self.legend)
        self.keys = QLabel(self)
        self.keys.setWordWrap(True)
        self.keys.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Minimum)
        layout.addWidget(self.keys)
        self.next_button = QPushButton(self)
        self.next_button.setObjectName("nextGame")
        self.next_button.clicked.connect(self.next_game)
        self.next_button.hide()
        layout.addWidget(self.next_button)
        layout.addStretch(1)
        self.retranslate()

    def show_phase(self, phase: str, between: bool = False) -> None:
        """The near-rows toggle only while stones are placed (it marks nothing else), the
        keys until the game is over (nothing is left to choose); ``between``: the first game
        of a match has ended and its end is shown, the button begins the second."""
        for widget, wanted in ((self.near_check, phase == "fill"), (self.keys, phase != "end"),
                               (self.next_button, between)):
            if widget.isHidden() == wanted:  # a change only: never into a hidden parent
                widget.setVisible(wanted)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.near_check.setText(self.tr("Rows one stone short (N)"))
        self.near_check.setToolTip(self.tr("Mark the tiles where a stone would close a row now"))
        self.legend.setText(self.tr("Blue stones are round, white ones square."))
        self.keys.setText(self.tr("Keys: arrows, Enter, Escape."))
        self.next_button.setText(self.tr("Begin game 2"))
