"""A card's rectangle changes only when the card is told (U-1; a crash found by looking).

The table sets the shared card size first and then tells each card. A card that computed
its rectangle from the shared size had already changed when Qt read the old rectangle,
so the scene's index kept pointers under the old one; once those cards were deleted (a
new game) the next paint crashed. Seen every run of tools/screenshots.py under Xvfb with
a KDE deck after the built-in one (cards of another shape); reproduced below in a child
process, as a crash would end the test run.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from paciencia.decks.renderer import CardRenderer
from paciencia.ui.scene.card_item import CardItem, CardPainter

APP = Path(__file__).resolve().parents[2] / "app"

SHAPES = r"""
import os, sys, tempfile, time
os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ["PACIENCIA_HOME"] = tempfile.mkdtemp()
from PySide6.QtWidgets import QApplication
from paciencia.core.codes import GameCode
from paciencia.decks.renderer import CardRenderer
from paciencia.storage.settings import Settings
from paciencia.ui.window.main_window import MainWindow

app = QApplication([])
w = MainWindow(Settings(animation_speed="off"))
w.resize(800, 600)
w.show()


def spin(seconds=0.1):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.005)


games = ["klondike", "freecell", "spider", "pyramid"]
for n in range(16):
    w.controller.open_code(GameCode.make(games[n % 4], n + 1), animate=False, asked=True)
    spin()
    # another deck's card shape: every card changes size at once
    CardRenderer.aspect = property(lambda self, a=(1.3, 1.55, 1.4, 1.7)[n % 4]: a)
    w.scene.redraw()
    spin()
    w.view.viewport().repaint()
print("painted every table")
"""


def test_cards_of_another_shape_then_a_new_game_never_crash_the_table(tmp_path: Path) -> None:
    env = {"PYTHONPATH": str(APP), "PATH": "/usr/bin:/bin", "HOME": str(tmp_path),
           "QT_NO_GUI_THREADPOOL": "1"}
    done = subprocess.run([sys.executable, "-c", SHAPES], env=env, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, f"the table crashed ({done.returncode}): {done.stderr[-2000:]}"
    assert "painted every table" in done.stdout


def test_a_card_keeps_its_rectangle_until_it_is_told_of_the_new_size(qtbot) -> None:
    cp = CardPainter(CardRenderer(None))
    cp.set_size(100, 140, 1.0)
    card = CardItem(cp, 0, 1, True)
    before = card.boundingRect()
    cp.set_size(80, 124, 1.0)
    assert card.boundingRect() == before  # what Qt reads in prepareGeometryChange
    card.size_changed()
    after = card.boundingRect()
    assert after != before and after.width() < before.width()
