"""Numbers, percentages, dates and name–number pairs as the interface language writes them.

English "11.6%", "−3", "2 Dec 2026"; Russian "11,6 %" (a no-break space before the sign),
"−3", "02.12.2026". Every number a text shows goes through here, never through ``str`` or an
f-string with "%" after it, so a translation cannot get the decimal comma or the space wrong.
A name that ends in a digit ("Computer 2") never touches its number: ``name_number`` puts a
colon between them in every language ("Computer 2: 7").
"""

from __future__ import annotations

from PySide6.QtCore import QDate, QDateTime, QLocale

from bingolino_app.ui.common.i18n import current_language

MINUS = "\u2212"  # a real minus sign, as wide as the plus
NBSP = "\u00a0"
SPACE_BEFORE_PERCENT = {"ru", "uk", "de", "fr", "cs", "pl"}
"""Languages whose typography puts a (no-break) space between a number and "%"."""


def locale() -> QLocale:
    return QLocale(current_language() or "en")


def number(value: float, decimals: int = 0) -> str:
    """``value`` with ``decimals`` places, the language's decimal mark and a real minus
    ("−0" is "0")."""
    text = locale().toString(float(value), "f", decimals)
    if text.startswith("-"):
        text = MINUS + text[1:]
        if not any(ch.isdigit() and ch != "0" for ch in text):
            text = text[1:]
    return text


def signed(value: float, decimals: int = 0) -> str:
    """With its sign always: "+5", "−3", "0"."""
    text = number(value, decimals)
    zero = number(0, decimals)
    if text in (zero, MINUS + zero):
        return zero
    return text if text.startswith(MINUS) else "+" + text


def percent_sign(text: str) -> str:
    """A formatted number followed by the percent sign, as the language writes it."""
    space = NBSP if current_language() in SPACE_BEFORE_PERCENT else ""
    return f"{text}{space}%"


def percent(share: float, decimals: int = 0) -> str:
    """A share (0..1) in percent: "62%", "11,6 %"."""
    return percent_sign(number(100.0 * share, decimals))


def signed_percent(share: float, decimals: int = 0) -> str:
    """A change of a share, with its sign: "+12%", "−31 %"."""
    return percent_sign(signed(100.0 * share, decimals))


def date_text(moment: QDateTime | QDate, with_time: bool = False) -> str:
    """A date (and time) in the language's short format: "12/2/26" / "02.12.2026"."""
    if isinstance(moment, QDateTime):
        if with_time:
            return locale().toString(moment, QLocale.ShortFormat)
        moment = moment.date()
    return locale().toString(moment, QLocale.ShortFormat)


SEPARATOR = ": "  # between a name and its number, in every language
LIST = ", "  # between two such pairs


def name_number(name: str, value: str | int | float) -> str:
    """A player's name with his number: "Computer 2: 7". The one separator for every such
    pair, in every language: a name may end in a digit, and "Computer 2 7" reads as one
    number. ``value`` may be a formatted text ("7/12", "12 очков")."""
    text = value if isinstance(value, str) else number(value)
    return f"{name}{SEPARATOR}{text}"


def name_numbers(pairs) -> str:
    """Several name–number pairs in one line: "Anna: 7, Computer 2: 3"."""
    return LIST.join(name_number(name, value) for name, value in pairs)
