"""``python -m paciencia``: the same entry point as the ``paciencia`` command."""

import sys

from paciencia.cli import main

if __name__ == "__main__":  # not when a search worker process starts (multiprocessing "spawn")
    sys.exit(main())
