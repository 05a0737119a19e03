"""U-6 and issue 26 §3: the chooser's previews of the built-in decks ship drawn, so a launch
that shows the chooser parses no SVG for them; a shipped file always matches what the deck
draws now, and one that is damaged, the wrong size or not a file is drawn instead."""

from __future__ import annotations

import os
import shutil

import pytest
from PySide6.QtGui import QImage

from paciencia.core import registry
from paciencia.decks.choice import renderer_for_keys
from paciencia.decks.renderer import DEFAULT_BACK, DEFAULT_DECK
from paciencia.paths import resources_dir
from paciencia.storage.settings import CurrentSettings, Settings
from paciencia.ui.chooser import previews
from paciencia.ui.chooser.game_chooser import GameChooser
from tool_scripts import load_tool


def load_script():
    return load_tool("make_previews")


def test_every_shipped_preview_is_what_its_deck_draws_now(qapp):
    script = load_script()
    drawn = list(script.drawings())
    assert len(drawn) == 3 * len(registry.ids()) * 2  # three built-in decks, every game, ratios 1 and 2
    for path, image in drawn:
        shipped = previews.QPixmap(str(path)).toImage()
        assert not script.differs(shipped, image), f"{path} is stale: run tools/make_previews.py"


def test_the_pictures_a_launch_reads_first_are_stored_unfiltered(qapp):
    """Issue 38's start-up budget: the chooser decodes its twelve previews, and the window its
    toolbar icons, before the first frame. Stored with row filter None they decode in less than
    half the instructions of the Paeth-filtered files Qt's writer makes (docs/performance.md)."""
    png = load_tool("png_plain")
    resources = resources_dir()
    files = sorted((resources / "previews").rglob("*.png")) + sorted((resources / "icons" / "toolbar").glob("*.png"))
    assert len(files) == 3 * len(registry.ids()) * 2 + 7 * 5
    filtered = [f.name for f in files if png.row_filters(f.read_bytes()) != {0}]
    assert not filtered, f"re-run tools/make_previews.py and tools/make_toolbar_icons.py: {filtered}"
    # The writer itself: what it stores reads back as the same picture, unfiltered.
    image = previews.QPixmap(str(files[0])).toImage()
    data = png.unfiltered_png(image)
    assert png.row_filters(data) == {0}
    assert not load_script().differs(QImage.fromData(data), image)


def test_the_check_fails_on_a_changed_picture(qapp):
    script = load_script()
    path, image = next(iter(script.drawings()))
    changed = image.copy()
    changed.setPixelColor(changed.width() // 2, changed.height() // 2, previews.QColor(255, 0, 255))
    assert script.differs(changed, image)
    assert not script.differs(image.copy(), image)


def test_a_launch_showing_the_chooser_renders_nothing_for_it(qtbot):
    renderer = renderer_for_keys(DEFAULT_DECK, DEFAULT_BACK)
    chooser = GameChooser(renderer, CurrentSettings(Settings()))
    qtbot.addWidget(chooser)
    chooser.show()
    # The icons are set as the chooser shows, not when a render job comes back.
    assert not any(b.icon().isNull() for b in chooser.buttons.values())
    assert renderer.cache_size() == 0


@pytest.fixture
def shipped_copy(tmp_path, monkeypatch):
    """The package's resources folder copied, so that a test may damage its previews."""
    copy = tmp_path / "resources"
    shutil.copytree(previews.resources_dir() / "previews", copy / "previews")
    monkeypatch.setattr(previews, "resources_dir", lambda: copy)
    return copy / "previews" / "classic"


@pytest.mark.parametrize("damage", ["garbage", "truncated", "wrong size", "fifo", "missing", "huge"])
def test_a_bad_shipped_preview_is_drawn_instead(qtbot, shipped_copy, damage):
    target = shipped_copy / "spider@1x.png"
    good = target.read_bytes()
    target.unlink()
    if damage == "garbage":
        target.write_bytes(b"\x89PNG not really")
    elif damage == "truncated":
        target.write_bytes(good[: len(good) // 2])
    elif damage == "wrong size":
        shutil.copy(shipped_copy / "spider@2x.png", target)
    elif damage == "fifo":
        os.mkfifo(target)
    elif damage == "huge":
        target.write_bytes(good + b"\0" * previews.MAX_SHIPPED_BYTES)
    renderer = renderer_for_keys(DEFAULT_DECK, DEFAULT_BACK)
    assert previews.shipped_preview(renderer, "spider", 1.0) is None
    assert previews.shipped_preview(renderer, "klondike", 1.0) is not None
    chooser = GameChooser(renderer, CurrentSettings(Settings()))
    qtbot.addWidget(chooser)
    chooser.show()
    qtbot.waitUntil(lambda: not any(b.icon().isNull() for b in chooser.buttons.values()), timeout=10000)
    assert renderer.cache_size() > 0  # drawn from the deck


def test_only_built_in_decks_and_shipped_ratios_have_files():
    assert previews.shipped_file("builtin:classic", "klondike", 1.5) is None
    assert previews.shipped_file("kde:paris", "klondike", 1.0) is None
    assert previews.shipped_file("builtin:../../etc", "klondike", 1.0) is None
    assert previews.shipped_file("builtin:classic", "klondike", 2.0) is not None


def test_a_chooser_moved_to_a_denser_screen_shows_that_screens_previews(qtbot, monkeypatch):
    from PySide6.QtCore import QCoreApplication, QEvent

    renderer = renderer_for_keys(DEFAULT_DECK, DEFAULT_BACK)
    chooser = GameChooser(renderer, CurrentSettings(Settings()))
    qtbot.addWidget(chooser)
    chooser.show()
    def sizes():
        return {(s.width(), s.height()) for s in chooser.buttons["spider"].icon().availableSizes()}

    one = previews.shipped_preview(renderer, "spider", 1.0)
    two = previews.shipped_preview(renderer, "spider", 2.0)
    assert sizes() == {(one.width(), one.height())}
    monkeypatch.setattr(chooser, "devicePixelRatioF", lambda: 2.0)  # dragged onto a 2× screen
    QCoreApplication.sendEvent(chooser, QEvent(QEvent.Type.DevicePixelRatioChange))
    assert sizes() == {(two.width(), two.height())}  # the shipped 2× picture, nothing rendered
    assert renderer.cache_size() == 0
