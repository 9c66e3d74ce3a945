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
import unicodedata

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
    plain_box(QMessageBox.Warning, parent, title, text).exec()


def plain_information(parent: QWidget | None, title: str, text: str) -> None:
    """QMessageBox.information, the text never read as markup."""
    plain_box(QMessageBox.Information, parent, title, text).exec()


def plain_box(icon: QMessageBox.Icon, parent: QWidget | None, title: str, text: str,
              buttons: QMessageBox.StandardButton = QMessageBox.Ok) -> QMessageBox:
    """A message box whose text is plain, whatever it holds (a save's game id, a name)."""
    box = QMessageBox(icon, title, text, buttons, parent)
    box.setTextFormat(Qt.PlainText)
    return box


FSI, PDI = "\u2068", "\u2069"  # first strong isolate ... pop directional isolate
_BIDI_CONTROLS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e"
                           "\u2066\u2067\u2068\u2069")


def isolated(name: str) -> str:
    """A name to embed in a sentence, a log line or a list: when it holds right-to-left
    letters or direction controls (an override "\u202e" reverses everything after it),
    it is wrapped in Unicode isolates, so it reads in its own direction and the text
    around it keeps its order. Other names come back unchanged."""
    if not any(c in _BIDI_CONTROLS or unicodedata.bidirectional(c) in ("R", "AL")
               for c in name):
        return name
    return FSI + name + PDI


def isolated_seats(seats: list) -> list:
    """Seats (core.session.Seat) as the window shows them: names ``isolated``."""
    import attrs

    return [attrs.evolve(s, name=isolated(s.name)) if isolated(s.name) != s.name else s
            for s in seats]
