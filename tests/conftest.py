import os
import sys
from pathlib import Path

# Tests never touch the player's real settings, statistics or saved game.
os.environ.setdefault("PACIENCIA_HOME", str(Path(__file__).parent / ".." / "build" / "test-home"))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "app"))
