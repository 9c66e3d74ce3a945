"""Lets the network tests import their shared helpers (net_helpers.py) under any pytest
import mode."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
