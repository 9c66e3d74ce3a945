"""Bingolino: four tabletop games at home (Bingolino, Qwingo, Domino Bingo, Lino)."""

__version__ = "0.1.0"
