"""Lino's own widgets in the new-game dialog (ui/new_game.py asks ``option_widget``).

The starting layout offers, besides the cross and a random layout, the board the last game
began on (kept in the settings by the board) and a layout the user draws. Both of those travel
as an explicit layout string, which the game's option accepts.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QComboBox, QWidget

from bingolino_app.core.game import Option
from bingolino_app.games.lino import rules
from bingolino_app.ui.common import messages
from bingolino_app.ui.common.settings import get_settings

LAST_LAYOUT = "last_layout"  # settings key (Settings.game_value("lino", ...))
KIND_ROLE = Qt.UserRole + 1  # an item's kind; its value is under Qt.UserRole


def last_layout() -> str | None:
    value = get_settings().game_value("lino", LAST_LAYOUT)
    return value if rules.is_layout_string(value) else None


def remember_layout(cells) -> None:
    """Called by the board for the game on screen: its start is "the last game's board"."""
    text = rules.encode_layout(cells)
    if get_settings().game_value("lino", LAST_LAYOUT) != text:
        get_settings().set_game_value("lino", LAST_LAYOUT, text)


class LayoutChoice(QComboBox):
    """cross · random · same board as last game · your drawn layout · Draw a layout…"""

    def __init__(self, option: Option, value, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.option = option
        self.last = last_layout()
        if self.last == rules.encode_layout(rules.cross_layout()):
            self.last = None  # the cross is offered already
        self.drawn: str | None = None
        self._previous = 0
        self._rebuild()
        self.set_option_value(value)
        self.activated.connect(self._activated)

    # --- items -------------------------------------------------------------------------------
    def _items(self) -> list[tuple[str, str | None]]:
        items: list[tuple[str, str | None]] = [(v, v) for v, _ in self.option.choices]
        if self.last:
            items.append(("last", self.last))
        if self.drawn and self.drawn != self.last:
            items.append(("drawn", self.drawn))
        items.append(("draw", None))
        return items

    def _rebuild(self, select: str | None = None) -> None:
        self.blockSignals(True)
        self.clear()
        for kind, value in self._items():
            self.addItem("", value)
            self.setItemData(self.count() - 1, kind, KIND_ROLE)
        self.blockSignals(False)
        self.retranslate()
        if select is not None:
            self._select(select)

    def kind(self, index: int | None = None) -> str:
        return self.itemData(self.currentIndex() if index is None else index, KIND_ROLE)

    def _select(self, value: str) -> None:
        for i in range(self.count()):
            if self.itemData(i) == value and self.kind(i) != "draw":
                self.setCurrentIndex(i)
                self._previous = i
                return

    # --- the new-game dialog's protocol ------------------------------------------------------
    def option_value(self):
        value = self.currentData()
        return value if value is not None else self.option.default

    def set_option_value(self, value) -> None:
        if value in [v for v, _ in self.option.choices] or value == self.last:
            self._select(value)
        elif rules.is_layout_string(value):
            self.drawn = value
            self._rebuild(select=value)

    def retranslate(self) -> None:
        labels = {v: messages.option_text(label) for v, label in self.option.choices}
        labels.update({"last": self.tr("Same board as last game"),
                       "drawn": self.tr("My drawn layout"),
                       "draw": self.tr("Draw a layout…")})
        for i in range(self.count()):
            kind = self.kind(i)
            self.setItemText(i, labels.get(kind, ""))

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # --- drawing -----------------------------------------------------------------------------
    def _activated(self, index: int) -> None:
        if self.kind(index) != "draw":
            self._previous = index
            return
        from bingolino_app.ui.boards.lino.layout_editor import LayoutEditor

        start = self.itemData(self._previous)
        drawn = LayoutEditor.ask(self.window(), start if rules.is_layout_string(start)
                                 else self.drawn)
        if drawn is None:
            self.setCurrentIndex(self._previous)
            return
        self.drawn = drawn
        self._rebuild(select=drawn)


def option_widget(option: Option, value, parent: QWidget | None = None) -> QWidget | None:
    """A widget for ``option`` other than the dialog's plain ones, or None."""
    if option.key == "layout":
        return LayoutChoice(option, value, parent)
    return None
