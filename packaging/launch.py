"""Entry script of the frozen app (packaging/paciencia.spec): the `paciencia` command."""

import sys

from paciencia.cli import main

if __name__ == "__main__":
    sys.exit(main())
