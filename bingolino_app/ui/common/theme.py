"""Themes are palettes: every colour a board, a chart or the start page draws comes from here.

One ``Palette`` per theme (light, dark, high contrast), each the same record of named roles
("table.text", "qwingo.paper", "lino.blue"...), and the fixed palette of printed paper
(``PRINT``: black on white in every theme). Drawing code asks ``colour(role)`` at the moment it
draws, so a theme switched at run time needs only a redraw; items whose colour is set once
(a text item's brush, a scene's background) are set through ``tint`` / ``themed_background``,
which remember the role, and ``retint(scene)`` sets them again.

The light palette holds the colours the app had before themes, except the few texts that
fell short of WCAG's 4.5:1 (noted beside them). The dark one dims the felts and turns paper
dark with light ink; the high-contrast one is black with white and yellow, as the systems'
high-contrast themes are. ``tests/ui/test_contrast.py`` holds every theme to 4.5:1 for text
and 3:1 for board parts (``TEXT_PAIRS``, ``PART_PAIRS``), and samples what the boards draw.

The theme setting: "system" (the default) follows the system's colour scheme (Qt 6.5's
``QStyleHints.colorScheme``, live), or "light", "dark", "high_contrast". ``apply`` sets the
application's QPalette for it (Fusion's light palette, or our dark and high-contrast ones;
where the platform's own palette is as light or as dark as the theme, it stays as it was).
"""

from __future__ import annotations

import contextlib
import threading
from typing import Callable, Iterator, Mapping

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QColor, QGuiApplication, QPalette

from bingolino_app.ui.common.palettes import (  # noqa: F401 (LIGHT... read through theme too)
    DARK, DARK_DISABLED, DARK_WIDGETS, HC_DISABLED, HC_STYLE_SHEET, HC_WIDGETS, HIGH_CONTRAST,
    LIGHT, LIGHT_HIGHLIGHT, PRINT,
)
from bingolino_app.ui.common.settings import THEMES  # "system" follows the system's scheme

ROLE_KEY = 0x54480001  # QGraphicsItem.setData key: the role of an item's brush / text colour
PEN_ROLE_KEY = 0x54480002  # ... of its pen (with PEN_WIDTH_KEY its width)
PEN_WIDTH_KEY = 0x54480003


class Palette:
    """One theme's colours by role; ``name`` is "light", "dark" or "high_contrast"."""

    def __init__(self, name: str, roles: Mapping[str, str]) -> None:
        self.name = name
        self.roles = dict(roles)
        self._colours = {role: QColor(value) for role, value in self.roles.items()}

    def colour(self, role: str) -> QColor:
        return QColor(self._colours[role])  # a copy: a caller may change its alpha

    def hex(self, role: str) -> str:
        """``role`` as "#rrggbb" for rich text and style sheets (its alpha dropped)."""
        return self._colours[role].name()


PALETTES = {"light": Palette("light", LIGHT), "dark": Palette("dark", DARK),
            "high_contrast": Palette("high_contrast", HIGH_CONTRAST)}
PAPER = Palette("print", PRINT)
_current = PALETTES["light"]
_local = threading.local()  # a thread's own palette while it paints paper (``paper()``)
_setting = "system"
_original: tuple[str, str] | None = None  # the app's own style and style sheet
_watching = False  # the system's colour scheme is followed


def current() -> Palette:
    return getattr(_local, "palette", None) or _current


def colour(role: str) -> QColor:
    """The current theme's colour for ``role`` (a new QColor)."""
    return current().colour(role)


def hex(role: str) -> str:  # noqa: A001 (a palette's word)
    return current().hex(role)


@contextlib.contextmanager
def paper() -> Iterator[None]:
    """Paint for paper meanwhile (printing/layout.render: the preview, PDF, the printer): this
    thread draws with the light palette whatever the theme, so a printed sheet is the same in
    every theme (the PDF writer runs in a worker thread; the window keeps its theme)."""
    before = getattr(_local, "palette", None)
    _local.palette = PALETTES["light"]
    try:
        yield
    finally:
        _local.palette = before


def printed(role: str) -> QColor:
    """The colour of printed paper for ``role``: black on white in every theme."""
    return PAPER.colour(role)


def either(ink: bool, printed_role: str, role: str) -> QColor:
    """``printed(printed_role)`` when drawing for paper (``ink``), else ``colour(role)``."""
    return PAPER.colour(printed_role) if ink else current().colour(role)


# --- contrast (WCAG 2.2) -----------------------------------------------------------------------
def over(top: QColor, under: QColor) -> QColor:
    """``top`` laid over the opaque ``under`` (its alpha blended)."""
    a = top.alphaF()
    return QColor.fromRgbF(top.redF() * a + under.redF() * (1 - a),
                           top.greenF() * a + under.greenF() * (1 - a),
                           top.blueF() * a + under.blueF() * (1 - a))


def luminance(c: QColor) -> float:
    def channel(v: float) -> float:
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + \
        0.0722 * channel(c.blueF())


def contrast(a: QColor, b: QColor) -> float:
    """WCAG's contrast ratio of two opaque colours, 1 to 21."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


# --- the setting, and the application's palette -------------------------------------------------
class _Notifier(QObject):
    changed = Signal()
    """The theme changed: redraw (boards' scenes follow through GameBoard.retheme)."""


_notifier: _Notifier | None = None


def notifier() -> _Notifier:
    global _notifier
    if _notifier is None:
        _notifier = _Notifier()
    return _notifier


def system_is_dark() -> bool:
    app = QGuiApplication.instance()
    if app is None:
        return False
    try:
        return QGuiApplication.styleHints().colorScheme() == Qt.ColorScheme.Dark
    except AttributeError:  # before Qt 6.5
        return False


def resolve(setting: str) -> str:
    """The palette a setting stands for now: "system" follows the system's scheme."""
    if setting == "system":
        return "dark" if system_is_dark() else "light"
    return setting if setting in PALETTES else "light"


def widget_palette(name: str, base: QPalette | None = None) -> QPalette:
    """The application's QPalette for palette ``name``: ``base`` (Fusion's light palette by
    default) for light, our own for dark and high contrast."""
    from PySide6.QtWidgets import QStyleFactory

    if name == "light":
        palette = QPalette(base) if base is not None else \
            QStyleFactory.create("Fusion").standardPalette()
        for group in (QPalette.Active, QPalette.Inactive):  # Fusion's is 3.7:1 with white
            palette.setColor(group, QPalette.Highlight, QColor(LIGHT_HIGHLIGHT))
            palette.setColor(group, QPalette.Accent, QColor(LIGHT_HIGHLIGHT))
        return palette
    roles, disabled = (DARK_WIDGETS, DARK_DISABLED) if name == "dark" else \
        (HC_WIDGETS, HC_DISABLED)
    palette = QPalette()
    for role, value in roles.items():
        palette.setColor(getattr(QPalette.ColorRole, role), QColor(value))
    for role, value in disabled.items():
        palette.setColor(QPalette.Disabled, getattr(QPalette.ColorRole, role), QColor(value))
    return palette


def setting() -> str:
    return _setting


def set_palette(name: str) -> None:
    """Draw with palette ``name`` from now on (no widget touched: tests, tools)."""
    global _current
    _current = PALETTES[name if name in PALETTES else "light"]


def apply(value: str) -> str:
    """Follow theme setting ``value`` ("system", "light", "dark", "high_contrast"): the
    drawing palette, the application's palette and style (Fusion for our own palettes), and
    tell every board. Returns the palette's name."""
    from PySide6.QtWidgets import QApplication

    global _setting, _original
    _setting = value if value in THEMES else "system"
    name = resolve(_setting)
    app = QApplication.instance()
    if app is not None:
        global _watching
        if not _watching:
            _watching = True
            try:
                QGuiApplication.styleHints().colorSchemeChanged.connect(_scheme_changed)
            except AttributeError:
                pass
        # Nothing of ours set yet and the platform's look fits: it is left as it is.
        untouched = _original is None and name != "high_contrast" \
            and _is_dark(app.palette()) == (name == "dark")
        if not untouched:
            if _original is None:  # still the platform's own style and style sheet
                # (asked only now: the first QStyle object costs milliseconds of enums)
                _original = (app.style().name(), app.styleSheet())
            style, sheet = _original
            if name != "high_contrast" and _platform_palette_is(app, style, name):
                app.setStyleSheet(sheet)  # the platform's own look, as before themes
            else:
                _set_style(app, "fusion")  # it draws with the palette it is given
                app.setPalette(widget_palette(name))
                app.setStyleSheet(sheet + (HC_STYLE_SHEET if name == "high_contrast" else ""))
        _repolish(app)
    changed = name != _current.name
    set_palette(name)
    if changed:
        notifier().changed.emit()
    return name


def _repolish(app) -> None:
    """A widget's own style sheet resolves "palette(base)" when it is set: set it again in
    the new palette (the start page's cards, the statistics' pages)."""
    for widget in app.allWidgets():
        sheet = widget.styleSheet()
        if "palette(" in sheet:
            widget.setStyleSheet(sheet)


def _platform_palette_is(app, style: str, name: str) -> bool:
    """Go back to the platform's style and palette (which follow the system's scheme by
    themselves); True when that palette is as light or dark as ``name`` wants. Else the
    caller sets our own."""
    _set_style(app, style)
    app.setPalette(QPalette())  # no palette of ours: the platform's
    return _is_dark(app.palette()) == (name == "dark")


def _is_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.Window).lightness() < 128


def _set_style(app, style: str) -> None:
    if app.style().name().lower() != style.lower():
        app.setStyle(style)


def _scheme_changed(_scheme=None) -> None:
    if _setting == "system":
        apply("system")


# --- scene items whose colour is set once ------------------------------------------------------
def tint(item, role: str) -> None:
    """Colour a text item (or a shape item's brush) with ``role``, and again at each retint."""
    from PySide6.QtWidgets import QGraphicsTextItem

    item.setData(ROLE_KEY, role)
    if isinstance(item, QGraphicsTextItem):
        item.setDefaultTextColor(colour(role))
    else:
        item.setBrush(colour(role))


def tint_pen(item, role: str, width: float) -> None:
    """A shape item's pen in ``role``, ``width`` wide, again at each retint."""
    from PySide6.QtGui import QPen

    item.setData(PEN_ROLE_KEY, role)
    item.setData(PEN_WIDTH_KEY, float(width))
    item.setPen(QPen(colour(role), width))


def themed_background(scene, make: Callable[[], object]) -> None:
    """The scene's background brush, made by ``make()`` now and at each retint."""
    scene._themed_background = make
    scene.setBackgroundBrush(make())


def retint(scene) -> None:
    """Set again what ``tint``, ``tint_pen`` and ``themed_background`` set, in the current
    theme, and redraw the scene."""
    make = getattr(scene, "_themed_background", None)
    if make is not None:
        scene.setBackgroundBrush(make())
    for item in scene.items():
        role = item.data(ROLE_KEY)
        if isinstance(role, str):
            tint(item, role)
        pen = item.data(PEN_ROLE_KEY)
        if isinstance(pen, str):
            tint_pen(item, pen, item.data(PEN_WIDTH_KEY) or 1.0)
    scene.update()
