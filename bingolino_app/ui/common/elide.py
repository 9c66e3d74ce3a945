"""Long names shortened with "…" where room is short; the full text goes in a tooltip.

A name may have 24 letters (core/spec.py MAX_NAME_LENGTH), and 24 wide letters ("Ш", "W")
are wider than the side panel or a player's corner of a board. Every text that holds names is
shown with each name no wider than a budget (``shorten_names``): the sentence around the names
stays whole, so it still wraps, and the full text is put in the tooltip.
"""

from __future__ import annotations

from typing import Iterable

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetricsF

from bingolino_app.ui.common.text import tooltip

NAME_EMS = 9.0
"""A name's budget in a sentence, in font heights: about 12 ordinary letters, whole names
of usual length stay whole."""


def elided(text: str, font: QFont, width: float) -> str:
    """``text`` cut to ``width`` pixels of ``font`` with "…" at its end (whole if it fits)."""
    metrics = QFontMetricsF(font)
    if metrics.horizontalAdvance(text) <= width:
        return text
    cut = metrics.elidedText(text, Qt.ElideRight, max(width, 0.0))
    if cut.endswith("…") and cut[:-1] != cut[:-1].rstrip():
        cut = cut[:-1].rstrip() + "…"  # "Konstantin…", not "Konstantin …" (it is narrower)
    return cut


def name_budget(font: QFont) -> float:
    """How wide a name may be in a sentence set in ``font``."""
    return QFontMetricsF(font).height() * NAME_EMS


def shorten_names(text: str, names: Iterable[str], font: QFont,
                  width: float | None = None) -> str:
    """``text`` with every name in it that is wider than ``width`` (default: the font's name
    budget) replaced by its elided form. The longest names go first, so a name inside
    another is not cut twice."""
    width = name_budget(font) if width is None else width
    cut = False
    for name in sorted(set(names), key=len, reverse=True):
        if name and name in text:
            short = elided(name, font, width)
            if short != name:
                text = text.replace(name, short)
                cut = True
    # A cut name that ends a sentence ends it: "…: Александра Викт…", not "Викт….".
    return text.replace("….", "…") if cut else text


def names_to_fit(text: str, names: Iterable[str], font: QFont, room: float,
                 least: float | None = None) -> str:
    """``text`` with its names cut only as far as a line ``room`` wide in ``font`` needs
    (a banner that may shrink passes the room it has at its least scale): a line with room
    to spare names everyone whole rather than cut at a sentence's budget. A name keeps at
    least ``least`` (default: the sentence's budget)."""
    metrics = QFontMetricsF(font)
    if metrics.horizontalAdvance(text) <= room:
        return text
    present = [n for n in dict.fromkeys(names) if n and n in text]
    rest = metrics.horizontalAdvance(text) - sum(metrics.horizontalAdvance(n) for n in present)
    least = name_budget(font) if least is None else least
    budget = max(least, (room - rest) / max(1, len(present)))
    return shorten_names(text, present, font, budget)


def full_text_tip(shown: str, full: str) -> str:
    """The tooltip for a text shown as ``shown``: the full text (never read as markup) when
    something was cut, else none."""
    return tooltip(full) if shown != full else ""


def first_names(names: list[str]) -> list[str]:
    """Each name by its first word where no other player's name begins with that word
    ("Konstantin" for "Konstantin Petrovich"), else whole: a line that lists many players.
    A short name stays whole, and so does one whose other words are numbers or initials
    ("Computer 2" printed as "Computer 118" with its points: the "2" dropped)."""
    firsts = [name.split()[0] if name.split() else name for name in names]

    def keeps(name: str) -> bool:
        rest = name.split()[1:]
        return len(name) <= SHORT_NAME or any(len(word.strip(".")) <= 2 or
                                               any(ch.isdigit() for ch in word)
                                               for word in rest)

    return [name.strip() if keeps(name) or firsts.count(first) > 1 else first
            for first, name in zip(firsts, names)]


SHORT_NAME = 12  # characters: a name this short gains nothing by losing a word
