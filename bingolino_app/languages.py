"""The interface languages, without Qt (the command line lists them before Qt is loaded).

Adding a language: one line here and one in i18n/update.py (see i18n/README.md).
"""

from __future__ import annotations

LANGUAGES = [("en", "English"), ("ru", "Русский")]
"""Codes and native names, in the order the language menu lists them."""


def codes() -> tuple[str, ...]:
    return tuple(code for code, _ in LANGUAGES)
