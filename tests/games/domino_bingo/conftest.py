"""Lets the Domino Bingo tests import their position helpers (domino_helpers.py,
domino_numbers_helpers.py) under any pytest import mode."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
