import sys

from bingolino_app.ui.app import main

sys.exit(main())
