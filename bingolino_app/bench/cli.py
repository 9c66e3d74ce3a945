"""The benchmark commands by name; without one, the strength benchmark."""

from __future__ import annotations

import importlib
import sys

COMMANDS = {"analysis": "bingolino_app.bench.analysis", "history": "bingolino_app.bench.history",
            "ladder": "bingolino_app.bench.ladder", "net": "bingolino_app.net.bench"}


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:1] and argv[0] in COMMANDS:
        return importlib.import_module(COMMANDS[argv[0]]).main(argv[1:])
    from bingolino_app.bench import strength

    return strength.main(argv)
