"""``python -m paciencia``: the same entry point as the ``paciencia`` command."""

import sys

from paciencia.cli import main

sys.exit(main())
