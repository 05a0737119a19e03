"""Decks through the render helper on the live window (issue 6)."""

from __future__ import annotations

import shutil

from PySide6.QtWidgets import QApplication

from paciencia.decks import render_link
from paciencia.decks.card_images import error_text
from paciencia.decks.choice import renderer_for_keys
from paciencia.decks.discover import imported_dir, quick_entry
from paciencia.decks.refusals import DeckError
from paciencia.decks.renderer import BACK_OWN, CardRenderer
from paciencia.decks.validate import validate
from paciencia.paths import resources_dir
from paciencia.ui.scene.check import differences

from .helpers import open_game


def test_broken_deck_through_the_helper_is_refused_and_the_deck_stays(window, qtbot, tmp_path):
    bad = tmp_path / "broken.svg"
    bad.write_text('<svg xmlns="http://www.w3.org/2000/svg">\n<g id="1_club">\n</svg>\n')
    entry = quick_entry("imported:broken", "imported", "aisleriot", bad)
    expected = error_text(DeckError(validate(entry.open()).reason))
    r = CardRenderer(entry.open(), None, entry=entry, deck_key=entry.key, back_key=BACK_OWN)
    assert r._remote is not None
    open_game(window, "klondike", 3)
    before = window.scene.cp.renderer
    window.scene.set_renderer(r)
    qtbot.waitUntil(lambda: getattr(window, "deck_notice_text", "") == expected, timeout=30000)
    assert "not well-formed XML" in expected
    assert window.scene.cp.renderer is before and window.scene.pending is None
    assert window.controller.settings.deck == before.deck_key == "builtin:classic"
    assert differences(window.scene) == []


def test_imported_deck_is_never_parsed_in_the_window_process(window, qtbot):
    folder = imported_dir() / "my-copy"
    folder.mkdir(parents=True)
    shutil.copy(resources_dir() / "decks" / "large_index.svg", folder / "large_index.svg")
    open_game(window, "spider", 4, suits=2)
    r = renderer_for_keys("imported:my-copy", "builtin:red")
    assert r._remote is not None and r.back is not None
    window.scene.set_renderer(r)
    qtbot.waitUntil(lambda: window.scene.cp.renderer is r and window.scene.pending is None, timeout=30000)
    render_link.wait_idle(30000)
    QApplication.processEvents()
    assert r.has_all(window.scene.shown_elements(), window.scene.cp.width, window.scene.cp.dpr)
    assert differences(window.scene) == []
    window.show_chooser()  # its previews are painted synchronously: by the running helper
    assert r.faces._renderer is None and r.back._renderer is None  # no SVG parsed here
