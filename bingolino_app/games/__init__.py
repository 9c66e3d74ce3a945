"""The games, one folder each, pure Python (no Qt)."""
