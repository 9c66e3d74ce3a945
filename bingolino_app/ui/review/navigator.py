"""Stepping through a game: a slider with move numbers, first / back / play / forward / last,
and autoplay at a chosen speed. Keys (←/→, Home/End) are the window's shortcuts."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QPainter, QPalette
from PySide6.QtWidgets import (
    QComboBox, QHBoxLayout, QLabel, QSlider, QStyle, QStyleOptionSlider, QToolButton,
    QVBoxLayout, QWidget,
)

from bingolino_app.ui.common.text import plain_label

SPEEDS_MS = (2000, 1000, 450)  # slow, normal, fast: one move per interval


class NumberedSlider(QSlider):
    """A horizontal slider with the move numbers written under a few of its ticks."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Horizontal, parent)
        self.setTickPosition(QSlider.TicksBelow)
        self.setFocusPolicy(Qt.TabFocus)  # Tab reaches it; the window's keys step

    def step(self) -> int:
        span = max(1, self.maximum() - self.minimum())
        for step in (1, 2, 5, 10, 20, 25, 50, 100, 200, 500):
            if span / step <= max(2, self.width() // 48):
                return step
        return 1000

    def labels(self) -> list[int]:
        step = self.step()
        marks = list(range(self.minimum(), self.maximum() + 1, step))
        if marks[-1] != self.maximum() and self.maximum() - marks[-1] >= step / 2:
            marks.append(self.maximum())
        return marks

    def sizeHint(self) -> QSize:  # noqa: N802
        hint = super().sizeHint()
        return QSize(hint.width(), hint.height() + self.fontMetrics().height() + 2)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        hint = super().minimumSizeHint()
        return QSize(hint.width(), hint.height() + self.fontMetrics().height() + 2)

    def label_rects(self) -> list[tuple[int, QRectF]]:
        """Each label with its box: centred under its tick, pushed inside at the two ends (the
        last move's number would lose its last digit at the edge)."""
        option = QStyleOptionSlider()
        self.initStyleOption(option)
        groove = self.style().subControlRect(QStyle.CC_Slider, option,
                                             QStyle.SC_SliderGroove, self)
        handle = self.style().subControlRect(QStyle.CC_Slider, option,
                                             QStyle.SC_SliderHandle, self)
        metrics = self.fontMetrics()
        span = groove.width() - handle.width()
        y = self.height() - metrics.height()
        out = []
        for value in self.labels():
            x = groove.left() + handle.width() / 2 + QStyle.sliderPositionFromValue(
                self.minimum(), self.maximum(), value, span)
            w = metrics.horizontalAdvance(str(value)) + 4
            left = max(0.0, min(x - w / 2, self.width() - w))
            out.append((value, QRectF(left, y, w, metrics.height())))
        return out

    def paintEvent(self, event) -> None:  # noqa: N802
        self.setTickInterval(self.step())
        super().paintEvent(event)
        painter = QPainter(self)
        painter.setPen(self.palette().color(QPalette.WindowText))
        for value, rect in self.label_rects():
            painter.drawText(rect, Qt.AlignCenter, str(value))


class Navigator(QWidget):
    moved = Signal(int)  # the position asked for

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.last = 0
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.slider = NumberedSlider()
        self.slider.valueChanged.connect(self._slid)
        layout.addWidget(self.slider)
        row = QHBoxLayout()
        style = self.style()
        self.first_button = self._button(style.standardIcon(QStyle.SP_MediaSkipBackward),
                                         lambda: self.go(0))
        self.back_button = self._button(style.standardIcon(QStyle.SP_MediaSeekBackward),
                                        lambda: self.go(self.position() - 1))
        self.play_button = self._button(style.standardIcon(QStyle.SP_MediaPlay), self.toggle)
        self.play_button.setCheckable(True)
        self.forward_button = self._button(style.standardIcon(QStyle.SP_MediaSeekForward),
                                           lambda: self.go(self.position() + 1))
        self.last_button = self._button(style.standardIcon(QStyle.SP_MediaSkipForward),
                                        lambda: self.go(self.last))
        for button in (self.first_button, self.back_button, self.play_button,
                       self.forward_button, self.last_button):
            row.addWidget(button)
        row.addSpacing(8)
        self.speed = QComboBox()
        self.speed.setFocusPolicy(Qt.TabFocus)
        for ms in SPEEDS_MS:
            self.speed.addItem("", ms)
        self.speed.setCurrentIndex(1)
        self.speed.currentIndexChanged.connect(self._speed_changed)
        row.addWidget(self.speed)
        row.addStretch(1)
        layout.addLayout(row)
        self.position_label = plain_label(QLabel())
        self.position_label.setWordWrap(True)
        layout.addWidget(self.position_label)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
        self.retranslate()

    def _button(self, icon, slot) -> QToolButton:
        button = QToolButton()
        button.setIcon(icon)
        button.setFocusPolicy(Qt.TabFocus)  # Tab and Space; a click leaves the focus
        button.setAutoRaise(True)
        button.clicked.connect(slot)
        return button

    # --- position --------------------------------------------------------------------------
    def set_last(self, last: int) -> None:
        self.last = last
        self.slider.blockSignals(True)
        self.slider.setRange(0, last)
        self.slider.blockSignals(False)

    def position(self) -> int:
        return self.slider.value()

    def set_position(self, k: int) -> None:
        """Show ``k`` (the window moved there) without asking for it again."""
        self.slider.blockSignals(True)
        self.slider.setValue(k)
        self.slider.blockSignals(False)
        self._update_buttons()

    def go(self, k: int) -> None:
        k = max(0, min(self.last, k))
        if k != self.position():
            self.slider.setValue(k)  # emits moved through _slid
        self._update_buttons()

    def _slid(self, value: int) -> None:
        self._update_buttons()
        self.moved.emit(value)

    def _update_buttons(self) -> None:
        k = self.position()
        self.first_button.setEnabled(k > 0)
        self.back_button.setEnabled(k > 0)
        self.forward_button.setEnabled(k < self.last)
        self.last_button.setEnabled(k < self.last)
        self.play_button.setEnabled(k < self.last or self.timer.isActive())

    # --- autoplay ---------------------------------------------------------------------------
    def playing(self) -> bool:
        return self.timer.isActive()

    def toggle(self) -> None:
        if self.timer.isActive():
            self.stop()
        else:
            self.play()

    def play(self) -> None:
        if self.position() >= self.last:
            self.go(0)  # from the start again
        self.timer.start(self.speed.currentData())
        self._show_playing()

    def stop(self) -> None:
        self.timer.stop()
        self._show_playing()

    def _tick(self) -> None:
        if self.position() >= self.last:
            self.stop()
            return
        self.go(self.position() + 1)
        if self.position() >= self.last:
            self.stop()

    def _speed_changed(self) -> None:
        if self.timer.isActive():
            self.timer.start(self.speed.currentData())

    def _show_playing(self) -> None:
        playing = self.timer.isActive()
        self.play_button.setChecked(playing)
        self.play_button.setIcon(self.style().standardIcon(
            QStyle.SP_MediaPause if playing else QStyle.SP_MediaPlay))
        self.play_button.setToolTip(self.tr("Stop") if playing else self.tr("Play the moves"))
        self.play_button.setAccessibleName(self.play_button.toolTip())
        self._update_buttons()

    # --- language ---------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.first_button.setToolTip(self.tr("To the start (Home)"))
        self.back_button.setToolTip(self.tr("One move back (←)"))
        self.forward_button.setToolTip(self.tr("One move on (→)"))
        self.last_button.setToolTip(self.tr("To the end (End)"))
        self.speed.setToolTip(self.tr("How fast the moves are played"))
        # An icon says nothing to a screen reader: each button is named (the key stays in
        # the tooltip, a screen reader's description).
        for button, name in ((self.first_button, self.tr("To the start")),
                             (self.back_button, self.tr("One move back")),
                             (self.forward_button, self.tr("One move on")),
                             (self.last_button, self.tr("To the end"))):
            button.setAccessibleName(name)
        self.speed.setAccessibleName(self.tr("Speed"))
        self.slider.setAccessibleName(self.tr("Move"))
        for i, name in enumerate((self.tr("Slow"), self.tr("Normal"), self.tr("Fast"))):
            self.speed.setItemText(i, name)
        self._show_playing()

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
