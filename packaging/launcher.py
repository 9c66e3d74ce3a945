"""Entry script of the PyInstaller bundle (bingolino.spec)."""

import multiprocessing
import sys

if __name__ == "__main__":
    # Computer players think in a spawned worker process; in a frozen app that child starts this
    # same executable, and freeze_support() turns it into the worker instead of a second window.
    multiprocessing.freeze_support()
    from bingolino_app.ui.shell.app import main

    sys.exit(main())
