"""Bingolino: four tabletop games at home (Bingolino, Qwingo, Domino Bingo, Lino)."""

from bingolino_app import native as _native

__version__ = "0.1.0"

_native.use_pure_if_asked()  # BINGOLINO_PURE=1: the compiled search modules' Python files
