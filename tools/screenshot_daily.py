"""The README screenshot of the game chooser with its Daily entry (B-4): a real window under
Xvfb, grabbed from the X server with ImageMagick's ``import -window root``.

    xvfb-run -s "-screen 0 1280x800x24" .venv/bin/python tools/screenshot_daily.py [OUT.png]

Writes ``docs/screenshots/daily.png`` (or OUT.png). The statistics hold a won daily deal
of today for Klondike and a lost one for Spider, so the three results show.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "app"))
os.environ.setdefault("PACIENCIA_HOME", tempfile.mkdtemp(prefix="paciencia-daily-shot-"))

from PySide6.QtWidgets import QApplication  # noqa: E402

from paciencia.storage.settings import Settings  # noqa: E402
from paciencia.storage.stats import variant_key  # noqa: E402
from paciencia.ui.window.main_window import MainWindow  # noqa: E402


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshots" / "daily.png"
    app = QApplication([])
    window = MainWindow(Settings(animation_speed="off"))
    flow = window.controller.flow
    today = date.today()
    for game, won in (("klondike", True), ("spider", False)):
        code, _, _ = flow.daily_status(game, {})
        flow.stats.record_daily(variant_key(code), today, won)
    window.setGeometry(0, 0, 1280, 800)
    window.show()
    window.show_chooser()
    deadline = time.monotonic() + 4
    while time.monotonic() < deadline:  # the previews are drawn off the UI thread
        app.processEvents()
        time.sleep(0.02)
    subprocess.run(["import", "-window", "root", str(out)], check=True)
    print(out)
    window.close()


if __name__ == "__main__":
    main()
