"""The shared model layer: pure Python, no Qt."""
