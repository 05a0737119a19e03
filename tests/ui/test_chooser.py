"""U-6: the game chooser draws its card previews when it is first shown, off the UI thread
(a deck whose previews do not ship drawn: tests/ui/test_previews.py has those that do)."""

import pytest

from paciencia.core import registry
from paciencia.decks.choice import renderer_for_keys
from paciencia.decks.renderer import DEFAULT_BACK, DEFAULT_DECK
from paciencia.storage.settings import CurrentSettings, Settings
from paciencia.ui.chooser import previews
from paciencia.ui.chooser.game_chooser import PREVIEW_WIDTH, GameChooser, preview_card_width


@pytest.fixture
def nothing_shipped(tmp_path, monkeypatch):
    """The built-in decks as if their previews did not ship: drawn from the deck."""
    monkeypatch.setattr(previews, "resources_dir", lambda: tmp_path)


def test_previews_wait_until_the_chooser_is_shown_then_fill_in(qtbot, nothing_shipped):
    renderer = renderer_for_keys(DEFAULT_DECK, DEFAULT_BACK)
    chooser = GameChooser(renderer, CurrentSettings(Settings()))
    qtbot.addWidget(chooser)
    # Built hidden (a launch that opens a deal straight away): nothing rendered yet.
    assert renderer.cache_size() == 0
    assert all(b.icon().isNull() for b in chooser.buttons.values())
    chooser.show()
    qtbot.waitUntil(lambda: not any(b.icon().isNull() for b in chooser.buttons.values()), timeout=10000)
    width = preview_card_width(PREVIEW_WIDTH)
    assert renderer.cache_size() == len({c for g in registry.games() for c in g.preview})
    assert renderer.sizes() == [(width, chooser.devicePixelRatioF())]
    icon = chooser.buttons["spider"].icon().pixmap(220, 200).toImage()
    # the previews are drawn cards, not an empty picture
    assert any(icon.pixelColor(x, y).alpha() > 0 for x in range(0, icon.width(), 7) for y in range(0, icon.height(), 7))


def test_a_new_deck_while_hidden_is_drawn_at_the_next_show(qtbot, nothing_shipped):
    first = renderer_for_keys(DEFAULT_DECK, DEFAULT_BACK)
    chooser = GameChooser(first, CurrentSettings(Settings()))
    qtbot.addWidget(chooser)
    second = renderer_for_keys("builtin:four_colour", DEFAULT_BACK)
    chooser.refresh(second)
    assert second.cache_size() == 0 and first.cache_size() == 0
    chooser.show()
    qtbot.waitUntil(lambda: second.cache_size() > 0 and not chooser.buttons["pyramid"].icon().isNull(), timeout=10000)
    assert first.cache_size() == 0


def test_a_launch_that_deals_at_once_never_renders_the_previews(qtbot):
    """Start-up work: the chooser is not shown, even for an instant, when a deal opens."""
    from paciencia.ui.window.main_window import MainWindow

    w = MainWindow(Settings(animation_speed="off"))
    qtbot.addWidget(w)
    w.show()
    w.controller.start(["paciencia://klondike/1"])
    qtbot.waitUntil(lambda: w.scene.cp.renderer.cache_size() > 0, timeout=10000)
    qtbot.wait(100)
    card = preview_card_width(PREVIEW_WIDTH)
    assert all(width != card for width, _ in w.scene.cp.renderer.sizes())
    assert all(b.icon().isNull() for b in w.chooser.buttons.values())
    w.close()


def test_the_first_launch_shows_the_chooser_with_its_previews(qtbot):
    from paciencia.ui.window.main_window import MainWindow

    w = MainWindow(Settings(animation_speed="off"))
    qtbot.addWidget(w)
    w.show()
    w.controller.start([])
    assert w.pages.currentWidget() is w.chooser
    qtbot.waitUntil(lambda: not any(b.icon().isNull() for b in w.chooser.buttons.values()), timeout=10000)
    w.close()
