"""The Domino Bingo controls in the side panel: close the stock, declare doubles (in "Your
move", shown only while it is the human's move), show the last trick, score pad."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QGroupBox, QLabel, QPushButton, QTextBrowser, QVBoxLayout, QWidget,
)

from bingolino_app.ui.common.compact import MinimumHeightHint


class ScorePad(MinimumHeightHint, QTextBrowser):
    """The pad asks only for its minimum height (it scrolls; ui/compact.py): with "Your
    move" and "Show last trick" the side panel then fits 1024x600; a taller panel gives it
    a share of the rest (``DominoControls.grows``)."""

    widened = Signal()  # its names were cut to the width it had

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self.widened.emit()


class DominoControls(QWidget):
    grows = True  # the side panel shares its height between the pad and the log
    close_clicked = Signal()
    declare_toggled = Signal(bool)
    pad_requested = Signal()
    last_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.move_box = QGroupBox(self)
        move = QVBoxLayout(self.move_box)
        self.close_button = QPushButton(self.move_box)
        self.close_button.setObjectName("closeStock")
        self.close_button.clicked.connect(self.close_clicked)
        self.declare_button = QPushButton(self.move_box)
        self.declare_button.setObjectName("declareDoubles")
        self.declare_button.setCheckable(True)
        self.declare_button.toggled.connect(self.declare_toggled)
        self.note = QLabel(self.move_box)
        self.note.setWordWrap(True)
        self.last_button = QPushButton(self)
        self.last_button.setObjectName("showLastTrick")
        self.last_button.setFocusPolicy(Qt.NoFocus)  # keys belong to the board
        self.last_button.clicked.connect(self.last_clicked)
        move.addWidget(self.close_button)
        move.addWidget(self.declare_button)
        move.addWidget(self.note)
        layout.addWidget(self.move_box)
        layout.addWidget(self.last_button)  # outside "Your move": useful in the other's turn
        self.pad_box = QGroupBox(self)
        pad = QVBoxLayout(self.pad_box)
        self.pad = ScorePad(self.pad_box)
        self.pad.setObjectName("scorePad")
        self._pad_follows = True
        self.pad.verticalScrollBar().rangeChanged.connect(self._pad_range_changed)
        self.pad.setMinimumHeight(160)
        self.pad.widened.connect(self.pad_requested)  # names cut to the old width: again
        pad.addWidget(self.pad)
        layout.addWidget(self.pad_box, 1)
        self.pad_html = ""
        self.set_enabled(close=False, declare=False, last=False)
        self.retranslate()

    def set_enabled(self, close: bool, declare: bool, last: bool = False,
                    mine: bool = False) -> None:
        """Only what may be used now: "Your move" while it is the human's move (closing and
        declaring when the rules allow them), "Show last trick" once a trick is finished
        and the match goes on."""
        self.move_box.setVisible(mine)
        self.last_button.setVisible(last)
        self.last_button.setEnabled(last)
        self.close_button.setVisible(close)
        self.declare_button.setVisible(declare)
        if not declare and self.declare_button.isChecked():
            self.declare_button.setChecked(False)
        self.note.setVisible(not (close or declare))

    def set_pad(self, html: str) -> None:
        """The finished deals ("" before the first one ends: a note says so)."""
        if html and html == self.pad_html:
            return  # setting the same text again would scroll it back to its top
        self.pad_html = html
        bar = self.pad.verticalScrollBar()
        self._pad_follows = bar.value() >= bar.maximum() - 2
        if html:
            self.pad.setHtml(html)
        else:
            self.pad.setPlainText(self.tr("Each deal is written here when it ends."))
        if self._pad_follows:
            bar.setValue(bar.maximum())

    def _pad_range_changed(self, _low: int, high: int) -> None:
        """The new text is laid out later than it is set: a pad that showed its last deal
        shows the new last one (it stayed at the top, on Deal 1, at the match's end)."""
        if self._pad_follows:
            self.pad.verticalScrollBar().setValue(high)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.move_box.setTitle(self.tr("Your move"))
        self.close_button.setText(self.tr("Close the stock"))
        self.close_button.setToolTip(self.tr(
            "Turn the trump stone face down: no more drawing, strict following, and you "
            "promise to reach 70 points (key C)"))
        self.declare_button.setText(self.tr("Declare doubles"))
        self.declare_button.setToolTip(self.tr(
            "Show all your doubles with the double you lead; they score if you win the "
            "trick (key D)"))
        self.note.setText(self.tr("Click a stone in your hand to play it."))
        self.last_button.setText(self.tr("Show last trick"))
        self.last_button.setToolTip(self.tr(
            "Bring back the last finished trick: both stones, who led, who took it and the "
            "points, until your next click or key (key T)"))
        self.pad_box.setTitle(self.tr("Score pad"))
        self.set_pad(self.pad_html)
        self.pad_requested.emit()
