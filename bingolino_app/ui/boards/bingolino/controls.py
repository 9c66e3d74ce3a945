"""The Bingolino controls in the side panel: dice buttons, arrangement buttons, odds toggle."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget,
)

from bingolino_app.ui.boards.bingolino.texts import dice_text
from bingolino_app.ui.common import theme


class BingolinoControls(QWidget):
    dice_clicked = Signal(int)
    arrange_clicked = Signal()
    done_clicked = Signal()
    odds_toggled = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.dice_box = QGroupBox(self)
        dice_layout = QVBoxLayout(self.dice_box)
        self.dice_label = QLabel(self.dice_box)
        self.dice_label.setWordWrap(True)
        dice_layout.addWidget(self.dice_label)
        row = QHBoxLayout()
        self.dice_buttons = []
        for n in range(1, 6):
            button = QPushButton(str(n), self.dice_box)
            button.setObjectName(f"dice{n}")
            button.setMinimumWidth(36)
            button.clicked.connect(lambda _=False, n=n: self.dice_clicked.emit(n))
            row.addWidget(button)
            self.dice_buttons.append(button)
        dice_layout.addLayout(row)
        layout.addWidget(self.dice_box)

        self.setup_box = QGroupBox(self)
        setup = QGridLayout(self.setup_box)
        self.arrange_button = QPushButton(self.setup_box)
        self.arrange_button.setObjectName("arrangeForMe")
        self.arrange_button.clicked.connect(self.arrange_clicked)
        self.done_button = QPushButton(self.setup_box)
        self.done_button.setObjectName("arrangeDone")
        self.done_button.clicked.connect(self.done_clicked)
        setup.addWidget(self.arrange_button, 0, 0)
        setup.addWidget(self.done_button, 1, 0)  # stacked: long labels in Russian
        layout.addWidget(self.setup_box)

        self.odds_check = QCheckBox(self)
        self.odds_check.setObjectName("showOdds")
        self.odds_check.toggled.connect(self.odds_toggled)
        layout.addWidget(self.odds_check)
        self.legend = QLabel(self)
        self.legend.setWordWrap(True)
        self.legend.setTextFormat(Qt.RichText)
        layout.addWidget(self.legend)
        self.keys_label = QLabel(self)  # as Qwingo's and Lino's panels say theirs
        self.keys_label.setWordWrap(True)
        self.keys_label.setTextFormat(Qt.PlainText)
        layout.addWidget(self.keys_label)
        layout.addStretch(1)
        self.set_enabled(dice=False, arrange=False)
        self.retranslate()

    def set_phase(self, phase: str) -> None:
        """Only the controls of the phase being played: the arrangement while the grids are
        laid out, then the dice; the odds and the keys until the game is over."""
        setting_up = phase in ("deal", "starter", "arrange")
        for box, wanted in ((self.setup_box, setting_up),
                            (self.dice_box, not setting_up and phase != "end"),
                            (self.odds_check, phase != "end"),  # no odds once it is over
                            (self.keys_label, phase != "end")):  # nor keys: nothing to choose
            if box.isHidden() == wanted:  # only a change: never "show" into a hidden parent
                box.setVisible(wanted)

    def set_enabled(self, dice: bool, arrange: bool) -> None:
        for button in self.dice_buttons:
            button.setEnabled(dice)
        self.arrange_button.setEnabled(arrange)
        self.done_button.setEnabled(arrange)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.dice_box.setTitle(self.tr("Dice"))
        self.dice_label.setText(self.tr("How many dice to roll:"))
        for n, button in enumerate(self.dice_buttons, start=1):
            button.setToolTip(self.tr("Roll this many dice (key %1)").replace("%1", str(n)))
            button.setAccessibleName(self.tr("Roll %1").replace("%1", dice_text(n)))
        self.setup_box.setTitle(self.tr("Your grid"))
        self.arrange_button.setText(self.tr("Arrange for me"))
        self.arrange_button.setToolTip(self.tr("Lay the tiles out sensibly (key A)"))
        self.done_button.setText(self.tr("Done"))
        self.done_button.setToolTip(self.tr("Keep this arrangement (key D)"))
        self.odds_check.setText(self.tr("Show odds"))
        self.odds_check.setToolTip(self.tr("Show how likely each total is with 1 to 5 dice"))
        self.keys_label.setText(self.tr("Keys: 1–5 roll; arrows and Enter choose a tile; A, D "
                                        "arrange, done."))
        total = self.tr("the total")
        aside = self.tr("a die set aside")
        back = self.tr("turn back up")
        last = self.tr("last tile turned")
        # Each mark as the board draws it: its colour, and the badge that tells it without
        # the colour (items.BADGES).
        self.legend.setText(
            "<span style='color:%s'>■</span> " % theme.hex("panel.total") + total + "<br>"
            "<span style='color:%s'>■</span> <b>−1</b> " % theme.hex("panel.aside") + aside
            + "<br><span style='color:%s'>■</span> <b>↑</b> " % theme.hex("panel.back") + back
            + "<br><b>↓↑</b> " + last)
