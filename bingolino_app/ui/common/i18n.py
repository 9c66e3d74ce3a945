"""Loading the interface language, at start and at runtime.

Installing or removing a translator makes Qt send QEvent.LanguageChange to every widget, whose
changeEvent re-reads its texts: so a switch needs no restart. English is loaded from a .qm too,
because its plural forms ("1 star" / "2 stars") come from the translation file.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QTranslator

from bingolino_app import paths
from bingolino_app.languages import codes

_installed: list[QTranslator] = []
_current = "en"


def system_language() -> str:
    """The system's language if the interface has it, else English."""
    code = QLocale.system().name().split("_")[0]
    return code if code in codes() else "en"


def effective_language(lang: str) -> str:
    """The code actually used for a setting value ("" = the system's)."""
    return lang if lang in codes() else system_language()


def install_language(app: QCoreApplication, lang: str) -> str:
    """Switch ``app`` to ``lang`` ("" = system) and return the effective code."""
    global _current
    code = effective_language(lang)
    for translator in _installed:
        app.removeTranslator(translator)
        translator.deleteLater()
    _installed.clear()
    candidates = [
        (str(paths.i18n_dir()), f"bingolino_{code}"),
        (QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath), f"qtbase_{code}"),
    ]
    for directory, name in candidates:
        if code == "en" and name.startswith("qtbase"):
            continue  # Qt's own texts are English already
        translator = QTranslator(app)
        if translator.load(name, directory):
            app.installTranslator(translator)
            _installed.append(translator)
    _current = code
    # Qt posts LanguageChange to the windows; deliver it now so texts are right on return.
    QCoreApplication.sendPostedEvents(None, QEvent.LanguageChange)
    return code


def current_language() -> str:
    """The effective language of the interface: a code of LANGUAGES."""
    return _current
