"""``python -m bingolino_app.bench [analysis | history] ...``: see the package's docstring."""

import sys

from bingolino_app.bench.cli import main

sys.exit(main())
