"""Lets the core tests import their shared helpers (core_numbers_helpers.py, saves_helpers.py)
under any pytest import mode."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
