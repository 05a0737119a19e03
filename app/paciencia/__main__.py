import sys

from paciencia.cli import main

sys.exit(main())
