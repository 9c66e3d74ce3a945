import sys

from bingolino_app.ui.shell.app import main

sys.exit(main())
