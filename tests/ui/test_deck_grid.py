"""The deck page of Preferences (issue 25 item 12, T-1, T-2): many decks at once in a grid
that still fits an 800×600 screen, and the chosen deck's own back drawn every time the
dialog opens (it was blank from the second opening on)."""

from __future__ import annotations

import shutil
import threading
from typing import Any

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from paciencia.decks.discover import imported_dir
from paciencia.paths import resources_dir
from paciencia.storage.settings import Settings
from paciencia.ui.dialogs.deck_page import HEADER
from paciencia.ui.dialogs.preferences import PreferencesDialog


def _open(qtbot: Any, settings: Settings, size: QSize | None = None) -> PreferencesDialog:
    dialog = PreferencesDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.resize(size or dialog.sizeHint())
    dialog.tabs.setCurrentIndex(1)
    QApplication.processEvents()
    return dialog


def _own_back_drawn(dialog: PreferencesDialog) -> bool:
    image = dialog.look.back.own.icon().pixmap(QSize(40, 56)).toImage().convertToFormat(QImage.Format.Format_ARGB32)
    return any(image.pixelColor(x, y).alpha() > 200 for x in range(image.width()) for y in range(image.height()))


def _written() -> bool:
    return not [t for t in threading.enumerate() if t.name == "thumbs-cache"]


def test_the_deck_s_own_back_is_drawn_at_every_opening(qtbot: Any) -> None:
    settings = Settings(deck="builtin:four_colour")
    first = _open(qtbot, settings)
    qtbot.waitUntil(lambda: _own_back_drawn(first), timeout=20_000)
    qtbot.waitUntil(_written, timeout=5_000)  # its cards are kept on the disk now
    first.close()
    again = _open(qtbot, settings)  # its cards come from the disk cache this time
    qtbot.waitUntil(lambda: _own_back_drawn(again), timeout=5_000)
    again.close()


def _import_copies(n: int) -> None:
    folder = imported_dir()
    folder.mkdir(parents=True, exist_ok=True)
    for k in range(n):  # an imported deck is a folder (decks/discover.py, imported_entries)
        (folder / f"copy{k:02}").mkdir(exist_ok=True)
        shutil.copy(resources_dir() / "decks" / "classic.svg", folder / f"copy{k:02}" / "classic.svg")


def _tiles_in_sight(dialog: PreferencesDialog) -> int:
    """Decks whose tile is at least half in sight (its cards and name)."""
    view = dialog.look.deck
    model = view.model()
    area = QRect(view.viewport().rect())
    tiles = [view.visualRect(model.index(r, 0)) for r in range(model.rowCount()) if not model.index(r, 0).data(HEADER)]
    return sum(1 for tile in tiles if area.intersected(tile).height() * 2 >= tile.height()
               and area.intersected(tile).width() == tile.width())


def test_a_dozen_decks_show_at_once_and_the_dialog_fits_800x600(qtbot: Any) -> None:
    _import_copies(14)
    dialog = _open(qtbot, Settings())
    hint, least = dialog.sizeHint(), dialog.minimumSizeHint()
    assert hint.width() <= 800 and hint.height() <= 600, hint
    assert least.width() <= 800 and least.height() <= 540, least  # with a title bar, on 800×600
    assert len(dialog.look.deck.entries) >= 17
    dialog.look.deck.scrollToTop()
    QApplication.processEvents()
    assert _tiles_in_sight(dialog) >= 9  # before: two rows of a list, about 2 decks
    dialog.resize(800, 560)  # what an 800×600 screen leaves it
    QApplication.processEvents()
    assert _tiles_in_sight(dialog) >= 9
    dialog.resize(least)
    QApplication.processEvents()
    assert _tiles_in_sight(dialog) >= 3  # still a grid
    # the card backs all in sight, the deck's own among them
    back = dialog.look.back
    for row in range(back.count()):
        assert back.viewport().rect().contains(back.visualItemRect(back.item(row))), back.item(row).text()
    dialog.close()


def test_the_arrow_keys_walk_the_grid(qtbot: Any) -> None:
    _import_copies(6)
    dialog = _open(qtbot, Settings())
    view = dialog.look.deck
    view.setFocus()
    start = view.currentData()
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert view.currentData() != start
    QTest.keyClick(view, Qt.Key.Key_Down)
    below = view.visualRect(view.currentIndex())
    assert below.top() > view.visualRect(view.model().index(view.findData(start), 0)).top()
    dialog.close()
