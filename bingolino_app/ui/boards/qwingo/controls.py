"""The Qwingo controls in the side panel: the call (spin box + Call and roll), the setup
buttons and Pass."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QGridLayout, QGroupBox, QHBoxLayout, QLabel, QPushButton, QSpinBox, QVBoxLayout, QWidget,
)

from bingolino_app.games.qwingo.rules import HIGH, LOW


FIELD_ROOM = 12  # pixels above the text's height: the spin box's frame and the editor's margins


class QwingoControls(QWidget):
    call_clicked = Signal(int)
    place_clicked = Signal()
    done_clicked = Signal()
    pass_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.call_box = QGroupBox(self)
        call_layout = QVBoxLayout(self.call_box)
        self.call_label = QLabel(self.call_box)
        self.call_label.setWordWrap(True)
        call_layout.addWidget(self.call_label)
        row = QHBoxLayout()
        self.spin = QSpinBox(self.call_box)
        self.spin.setObjectName("callNumber")
        self.spin.setRange(LOW, HIGH)
        self.spin.setValue(50)
        self._roomy()
        self.call_button = QPushButton(self.call_box)
        self.call_button.setObjectName("callAndRoll")
        self.call_button.clicked.connect(lambda: self.call_clicked.emit(self.spin.value()))
        self.spin.lineEdit().returnPressed.connect(self.call_button.click)
        row.addWidget(self.spin)
        row.addWidget(self.call_button, 1)
        call_layout.addLayout(row)
        layout.addWidget(self.call_box)

        self.setup_box = QGroupBox(self)
        setup = QGridLayout(self.setup_box)
        self.place_button = QPushButton(self.setup_box)
        self.place_button.setObjectName("placeForMe")
        self.place_button.clicked.connect(self.place_clicked)
        self.done_button = QPushButton(self.setup_box)
        self.done_button.setObjectName("setupDone")
        self.done_button.clicked.connect(self.done_clicked)
        setup.addWidget(self.place_button, 0, 0)
        setup.addWidget(self.done_button, 1, 0)  # stacked: long labels in Russian
        layout.addWidget(self.setup_box)

        self.pass_button = QPushButton(self)
        self.pass_button.setObjectName("passTurn")
        self.pass_button.clicked.connect(self.pass_clicked)
        layout.addWidget(self.pass_button)
        self.keys = QLabel(self)
        self.keys.setWordWrap(True)
        layout.addWidget(self.keys)
        layout.addStretch(1)
        self.set_enabled(call=False, setup=False, done=False, may_pass=False)
        self.retranslate()

    def set_enabled(self, call: bool, setup: bool, done: bool, may_pass: bool) -> None:
        self.spin.setEnabled(call)
        self.call_button.setEnabled(call)
        self.place_button.setEnabled(setup)
        self.done_button.setEnabled(setup and done)
        self.pass_button.setVisible(may_pass)
        self.pass_button.setEnabled(may_pass)

    def show_phase(self, phase: str) -> None:
        """Only the current phase's controls: the start numbers while setting up, the call
        while playing, nothing at the end (the side panel needs the room for the result)."""
        setting_up = phase in ("starter", "setup")
        self.setup_box.setVisible(setting_up)
        self.call_box.setVisible(not setting_up and phase != "end")
        self.keys.setVisible(phase != "end")

    def _roomy(self) -> None:
        """The number field as tall as its digits need with the frame around them: it was
        17 pixels where the text needs 20, the digits cut (both languages)."""
        self.spin.setMinimumHeight(self.spin.fontMetrics().height() + FIELD_ROOM)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        if event.type() in (QEvent.FontChange, QEvent.StyleChange):
            self._roomy()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.call_box.setTitle(self.tr("Your call"))
        self.call_label.setText(self.tr("Number to call (type it on the board too):"))
        self.spin.setAccessibleName(self.tr("Number to call"))
        self.call_button.setText(self.tr("Call and roll"))
        self.call_button.setToolTip(self.tr("Call this number, then roll the die (key Enter)"))
        self.setup_box.setTitle(self.tr("Start numbers"))
        self.place_button.setText(self.tr("Place for me"))
        self.place_button.setToolTip(self.tr("Write 10 to 50 in sensible boxes (key P)"))
        self.done_button.setText(self.tr("Done"))
        self.done_button.setToolTip(self.tr("Keep these start numbers (key D)"))
        self.pass_button.setText(self.tr("Pass"))
        self.pass_button.setToolTip(self.tr("Write nothing this turn (key P)"))
        self.keys.setText(self.tr(
            "Keys: digits and Enter call a number; arrows and Enter choose a box; "
            "in the setup 1–5 pick 10–50.") + " "
            + self.tr("O shows the next player's sheet large."))
