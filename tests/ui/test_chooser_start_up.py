"""The game chooser, which a first launch paints first (U-6), is built and shown without
handing Python a widget Qt made inside it (issue 38's start-up budget).

PySide6 wraps a C++-made widget returned to Python by finding its most derived class,
which initialises every QWidget subclass and their enums: about 80 M instructions of a
first launch (bench/startup_instructions.py) for the scroll area's own viewport and for
the wheel guard's look through all children. The probe: a QWidget subclass the app never
uses (QWizard) appears among PySide6.QtWidgets' attributes once that happened. The test
first checks, in the same fresh interpreter, that the probe does see it happen.
"""

from __future__ import annotations

import os
import subprocess
import sys

PROBE = """
import sys
import PySide6.QtWidgets as W
from PySide6.QtWidgets import QApplication
app = QApplication([])
from paciencia.decks.choice import renderer_for_keys
from paciencia.decks.renderer import DEFAULT_BACK, DEFAULT_DECK
from paciencia.storage.settings import CurrentSettings, Settings
from paciencia.ui.chooser.game_chooser import GameChooser
chooser = GameChooser(renderer_for_keys(DEFAULT_DECK, DEFAULT_BACK), CurrentSettings(Settings()))
chooser.resize(1280, 800)
chooser.show()
app.processEvents()
print("after-chooser", "QWizard" in vars(W))
chooser.area.verticalScrollBar().parentWidget()  # a widget Qt made, handed to Python
print("after-qt-made", "QWizard" in vars(W))
"""


def test_showing_the_chooser_wraps_no_widget_qt_made(tmp_path: os.PathLike[str]) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PACIENCIA_HOME=str(tmp_path))
    out = subprocess.run([sys.executable, "-c", PROBE], env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    seen = dict(line.split() for line in out.stdout.splitlines() if line.startswith("after-"))
    assert seen["after-qt-made"] == "True", "the probe no longer sees PySide6 wrap a Qt-made widget"
    assert seen["after-chooser"] == "False"


FIRST_LAUNCH = """
import sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from paciencia.storage.settings import CurrentSettings, Settings
from paciencia.ui.chooser.game_chooser import GameChooser
asked = []
def deck():
    asked.append(True)
    raise AssertionError("the deck was loaded")
chooser = GameChooser(deck, CurrentSettings(Settings()))
chooser.resize(1280, 800)
chooser.show()
app.processEvents()
print("previews", all(not b.icon().isNull() for b in chooser.buttons.values()))
print("deck", bool(asked), "paciencia.decks.renderer" in sys.modules)
"""


def test_a_first_launchs_chooser_shows_shipped_previews_without_loading_the_deck(tmp_path: os.PathLike[str]) -> None:
    """Issue 38's start-up budget: a built-in deck's previews ship drawn, so the chooser a first
    launch paints first shows them without loading the deck (the decks package: about 38 M
    instructions), which the table loads after that frame."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PACIENCIA_HOME=str(tmp_path))
    out = subprocess.run([sys.executable, "-c", FIRST_LAUNCH], env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.split("\n")[:2] == ["previews True", "deck False False"], out.stdout
