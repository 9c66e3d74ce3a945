"""Profiles, the people at this computer: a list to add, rename, recolour and delete them.

Deleting asks first and says what happens to the profile's games. The questions go through
``ask_text``, ``ask_colour`` and ``ask_yes`` so tests can answer them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPalette, QPixmap
from PySide6.QtWidgets import (
    QApplication, QColorDialog, QComboBox, QDialog, QDialogButtonBox, QHBoxLayout, QInputDialog, QLabel,
    QLineEdit, QListWidget, QListWidgetItem, QMessageBox, QPushButton, QVBoxLayout, QWidget,
)

from bingolino_app.core.history import MAX_NAME_LENGTH
from bingolino_app.core.history_profiles import PALETTE
from bingolino_app.ui.history import store as history_ui
from bingolino_app.ui.history import texts as history_texts
from bingolino_app.ui.common.text import plain_label


def colour_icon(colour: str, size: int = 14) -> QIcon:
    """A round swatch of a profile's colour (with a dark ring: light colours stay visible)."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.transparent)
    if colour:
        p = QPainter(pixmap)
        p.setRenderHint(QPainter.Antialiasing)
        ring = QApplication.palette().color(QPalette.WindowText)
        ring.setAlpha(140)
        p.setPen(ring)
        p.setBrush(QColor(colour))
        p.drawEllipse(1, 1, size - 2, size - 2)
        p.end()
    return QIcon(pixmap)


def ask_text(parent: QWidget | None, title: str, label: str, text: str = "") -> str | None:
    """A line of text, or None when cancelled."""
    dialog = QInputDialog(parent)
    dialog.setWindowTitle(title)
    dialog.setLabelText(label)
    dialog.setTextValue(text)
    dialog.setTextEchoMode(QLineEdit.Normal)
    for edit in dialog.findChildren(QLineEdit):
        edit.setMaxLength(MAX_NAME_LENGTH)
    ok = dialog.exec() == QDialog.Accepted
    value = dialog.textValue()
    dialog.deleteLater()
    return value if ok else None


def ask_colour(parent: QWidget | None, colour: str, title: str) -> str | None:
    chosen = QColorDialog.getColor(QColor(colour or PALETTE[0]), parent, title)
    return chosen.name() if chosen.isValid() else None


def ask_yes(box: QMessageBox) -> bool:
    """Show a question; True when its accepting button was chosen."""
    box.exec()
    clicked = box.clickedButton()
    return clicked is not None and box.buttonRole(clicked) in (QMessageBox.AcceptRole,
                                                               QMessageBox.YesRole,
                                                               QMessageBox.DestructiveRole)


def new_profile(parent: QWidget | None, name: str = "") -> str:
    """Ask a name and create a profile; its id, or "" when cancelled or refused (told)."""
    name = ask_text(parent, QCoreApplication.translate("ProfilesDialog", "New profile"),
                    name_label(), name)
    if name is None:
        return ""
    failed = QCoreApplication.translate("ProfilesDialog", "The profile could not be created")
    created = history_ui.guarded(parent, lambda store: store.create_profile(name), failed)
    return created.id if created is not None else ""


def name_label() -> str:
    return QCoreApplication.translate("ProfilesDialog", "Name:")


class ProfileChooser(QComboBox):
    """Who sits at a human seat: a profile, a guest (who only has a name) or a new profile."""

    NEW = "+"
    chosen = Signal()
    """The player picked a profile or "Guest"."""
    new_requested = Signal()
    """The player picked "New profile…" (the choice stays as it was until one is made)."""

    def __init__(self, can_create: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.can_create = can_create
        self._value = ""
        self.activated.connect(self._activated)
        self.fill([], "")

    def fill(self, profiles: list, selected: str) -> None:
        self.blockSignals(True)
        self.clear()
        for p in profiles:
            self.addItem(colour_icon(p.colour), p.name, p.id)
        self.addItem("", "")
        if self.can_create:
            self.addItem("", self.NEW)
        index = self.findData(selected or "")
        self.setCurrentIndex(index if index >= 0 else self.findData(""))  # gone: a guest
        self._value = self.currentData()
        self.blockSignals(False)
        self.retranslate()

    def value(self) -> str:
        """The chosen profile's id; "" for a guest."""
        return self._value or ""

    def _activated(self) -> None:
        if self.currentData() == self.NEW:
            self.setCurrentIndex(max(0, self.findData(self._value)))
            self.new_requested.emit()
            return
        self._value = self.currentData()
        self.chosen.emit()

    def retranslate(self) -> None:
        for i in range(self.count()):
            if self.itemData(i) == "":
                self.setItemText(i, self.tr("Guest"))
            elif self.itemData(i) == self.NEW:
                self.setItemText(i, self.tr("New profile…"))
        self.setToolTip(self.tr("A profile keeps this player’s statistics; a guest only has "
                                "a name"))

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class ProfilesDialog(QDialog):
    changed = Signal()
    """A profile was added, renamed, recoloured or deleted."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.resize(420, 360)
        layout = QVBoxLayout(self)
        self.intro = plain_label(QLabel())
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        row = QHBoxLayout()
        self.list = QListWidget()
        self.list.currentRowChanged.connect(self._update_buttons)
        self.list.itemDoubleClicked.connect(lambda _item: self.rename())
        row.addWidget(self.list, 1)
        buttons = QVBoxLayout()
        self.new_button = QPushButton()
        self.rename_button = QPushButton()
        self.colour_button = QPushButton()
        self.delete_button = QPushButton()
        for button, slot in ((self.new_button, self.add), (self.rename_button, self.rename),
                             (self.colour_button, self.recolour),
                             (self.delete_button, self.delete)):
            button.setAutoDefault(False)
            button.clicked.connect(slot)
            buttons.addWidget(button)
        buttons.addStretch(1)
        row.addLayout(buttons)
        layout.addLayout(row)
        self.close_box = QDialogButtonBox(QDialogButtonBox.Close)
        self.close_box.rejected.connect(self.reject)
        layout.addWidget(self.close_box)
        self.retranslate()
        self.refresh()

    def refresh(self, select: str = "") -> None:
        current = select or self.current_id()
        self.list.clear()
        store = history_ui.shared_store(self)
        for profile in store.profiles() if store is not None else []:
            item = QListWidgetItem(colour_icon(profile.colour), profile.name)
            item.setData(Qt.UserRole, profile.id)
            item.setData(Qt.UserRole + 1, profile.colour)
            self.list.addItem(item)
            if profile.id == current:
                self.list.setCurrentItem(item)
        if self.list.currentRow() < 0 and self.list.count():
            self.list.setCurrentRow(0)
        self._update_buttons()

    def current_id(self) -> str:
        item = self.list.currentItem()
        return item.data(Qt.UserRole) if item is not None else ""

    def _update_buttons(self) -> None:
        chosen = self.list.currentItem() is not None
        for button in (self.rename_button, self.colour_button, self.delete_button):
            button.setEnabled(chosen)

    def add(self) -> None:
        created = new_profile(self)
        if created:
            self.refresh(created)
            self.changed.emit()

    def rename(self) -> None:
        item = self.list.currentItem()
        if item is None:
            return
        name = ask_text(self, self.tr("Rename profile"), name_label(), item.text())
        if name is None:
            return
        profile_id = item.data(Qt.UserRole)
        done = history_ui.guarded(self, lambda store: store.rename_profile(profile_id, name)
                                  or True, self.tr("The profile could not be renamed"))
        if done:
            self.refresh(profile_id)
            self.changed.emit()

    def recolour(self) -> None:
        item = self.list.currentItem()
        if item is None:
            return
        colour = ask_colour(self, item.data(Qt.UserRole + 1),
                            self.tr("Colour of %1").replace("%1", item.text()))
        if colour is None:
            return
        profile_id = item.data(Qt.UserRole)
        if history_ui.guarded(self, lambda store: store.set_colour(profile_id, colour) or True):
            self.refresh(profile_id)
            self.changed.emit()

    def delete(self) -> None:
        item = self.list.currentItem()
        if item is None:
            return
        profile_id, name = item.data(Qt.UserRole), item.text()
        games = history_ui.guarded(self, lambda store: store.profile_games(profile_id))
        if games is None:
            return
        box = QMessageBox(QMessageBox.Question, self.tr("Delete profile"),
                          self.tr("Delete the profile “%1”?").replace("%1", name),
                          QMessageBox.NoButton, self)
        box.setTextFormat(Qt.PlainText)
        box.setInformativeText(history_texts.plurals().delete_profile(games))
        box.addButton(self.tr("Delete"), QMessageBox.DestructiveRole)
        keep = box.addButton(QMessageBox.Cancel)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        if not ask_yes(box):
            return
        if history_ui.guarded(self, lambda store: store.delete_profile(profile_id)) is not None:
            self.refresh()
            self.changed.emit()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Profiles"))
        self.intro.setText(self.tr("A profile is a person at this computer: the statistics "
                                   "follow a profile from game to game."))
        self.new_button.setText(self.tr("&New…"))
        self.rename_button.setText(self.tr("&Rename…"))
        self.colour_button.setText(self.tr("&Colour…"))
        self.delete_button.setText(self.tr("&Delete…"))

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
