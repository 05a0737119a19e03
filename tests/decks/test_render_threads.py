"""Decks parsed on worker threads never freeze the window (T-2, V-7).

The UI thread deletes widgets all the time (a dialog closed, a game replaced); Qt holds
its connection locks while it asks Python (PySide's overrides, so the GIL) about them.
A worker that parsed a deck used to push the renderer to the UI thread with
moveToThread, which takes those locks while PySide holds the GIL: each thread waited
for the other for good. CI hung 90 minutes on it. Here two workers parse small decks
in a loop while the UI thread deletes widgets with connections; before the fix this
froze in about one run of 5 s in three."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

APP = Path(__file__).resolve().parents[2] / "app"

STRESS = r"""
import os, sys, threading, time
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from pathlib import Path
from PySide6.QtCore import QCoreApplication, QEvent, Signal
from PySide6.QtWidgets import QApplication, QWidget
from paciencia.decks.sources import SvgSource

class Box(QWidget):
    poke = Signal()
    def disconnectNotify(self, signal):  # Qt asks Python while it holds its locks
        super().disconnectNotify(signal)

app = QApplication(sys.argv[:1])
svg = Path(sys.argv[1])
svg.write_text('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="14">'
               '<rect id="back" width="10" height="14"/></svg>')
stop = time.monotonic() + float(sys.argv[2])
parsed = [0]
def parse():
    while time.monotonic() < stop:
        SvgSource("tiny", "builtin", svg, "kde").renderer()
        parsed[0] += 1
workers = [threading.Thread(target=parse) for _ in range(2)]
for t in workers:
    t.start()
keep = Box()
while time.monotonic() < stop:
    parent = Box()
    for _ in range(50):
        child = Box(parent)
        keep.poke.connect(child.update)
        child.poke.connect(keep.update)
    parent.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
for t in workers:
    t.join()
print("parsed", parsed[0])
"""


def test_parsing_decks_on_workers_while_widgets_are_deleted_never_freezes(tmp_path: Path) -> None:
    try:
        done = subprocess.run(
            [sys.executable, "-c", STRESS, str(tmp_path / "tiny.svg"), "4"],
            env={"PYTHONPATH": str(APP), "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)},
            capture_output=True, text=True, timeout=30,
        )
    except subprocess.TimeoutExpired:
        raise AssertionError("the UI thread and a deck worker froze each other") from None
    assert done.returncode == 0, done.stderr
    assert int(done.stdout.split()[-1]) > 100  # the workers really parsed, all along
