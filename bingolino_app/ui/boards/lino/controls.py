"""The Lino controls in the side panel: the near-closing rows toggle and the stone legend."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QCheckBox, QLabel, QSizePolicy, QVBoxLayout, QWidget


class LinoControls(QWidget):
    near_toggled = Signal(bool)

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
        layout.addStretch(1)
        self.retranslate()

    def show_phase(self, phase: str) -> None:
        """The near-rows toggle only while stones are placed (it marks nothing else), the
        keys until the game is over (nothing is left to choose)."""
        for widget, wanted in ((self.near_check, phase == "fill"), (self.keys, phase != "end")):
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
