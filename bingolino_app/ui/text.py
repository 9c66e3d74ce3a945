"""Text a user typed (player names, file names) shown as text, never as Qt markup.

Qt guesses rich text in a QLabel (AutoText), a tooltip and a message box, and setHtml is rich
on purpose: a player named ``<img src=/some/file>`` would show a local image, ``<b>Ann</b>`` a
bold name. So labels that hold no intended markup are made plain (``plain_label``), the pieces
put into a rich template are escaped (``escaped``), button texts keep "&" from becoming a
keyboard mnemonic (``button_text``), a tooltip is given as rich text already escaped
(``tooltip``) so Qt has nothing left to guess, and a warning box is told its text is plain
(``plain_warning``).
"""

from __future__ import annotations

import html

from PySide6.QtGui import Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget


def escaped(text: object) -> str:
    """``text`` for a rich-text template (setHtml, a RichText label)."""
    return html.escape(str(text), quote=False)


def plain_label(label: QLabel) -> QLabel:
    """Show the label's text as written, whatever it contains."""
    label.setTextFormat(Qt.PlainText)
    return label


def button_text(text: str) -> str:
    """A button, check box or group title shows "&" itself, not an underlined next letter."""
    return text.replace("&", "&&")


def tooltip(text: str) -> str:
    """A tooltip that shows ``text`` literally: escaped and marked as rich text, so that Qt's
    guess (escaped text can look plain, or rich) never decides."""
    return Qt.convertFromPlainText(text, Qt.WhiteSpaceNormal)


def plain_warning(parent: QWidget | None, title: str, text: str) -> None:
    """QMessageBox.warning, but the text (a path, a name) is never read as markup."""
    box = QMessageBox(QMessageBox.Warning, title, text, QMessageBox.Ok, parent)
    box.setTextFormat(Qt.PlainText)
    box.exec()
