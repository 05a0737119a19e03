"""The deck page of the preferences and deck switches on a live table (T-1, T-2)."""

from __future__ import annotations

import shutil
import threading

import pytest
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from paciencia.decks.discover import discover, imported_dir
from paciencia.decks.render_pool import render_pool
from paciencia.decks.renderer import BACK_OWN
from paciencia.decks.sources import SvgSource
from paciencia.paths import resources_dir
from paciencia.storage.settings import Settings
from paciencia.ui.dialogs import look_tab
from paciencia.ui.dialogs.deck_page import HEADER
from paciencia.ui.scene.check import differences
from paciencia.ui.window import commands
from paciencia.ui.window.main_window import MainWindow

from .helpers import open_game

SYSTEM = [e for e in discover() if e.origin == "system" and e.usable]


def press(dialog, which):
    dialog.buttons.button(which).click()
    QApplication.processEvents()


def wait_switched(qtbot, window, key):
    qtbot.waitUntil(lambda: window.scene.cp.renderer.deck_key == key and window.scene.pending is None,
                    timeout=30000)
    render_pool().waitForDone(30000)
    QApplication.processEvents()


def test_page_lists_decks_grouped_by_origin(window, qtbot):
    d = commands.make_preferences(window.controller)
    model = d.look.deck.model()
    headers = [model.index(r, 0).data() for r in range(model.rowCount()) if model.index(r, 0).data(HEADER)]
    assert headers[0] == "Built-in" and "Imported" in headers
    assert ("On this system" in headers) == bool([e for e in discover() if e.origin == "system"])
    assert d.look.deck.findData("builtin:classic") >= 0 and d.look.deck.findData("builtin:four_colour") >= 0
    assert d.look.back.findData(BACK_OWN) >= 0 and d.look.back.findData("builtin:red") >= 0
    d.close()


def test_dialog_opens_fast_with_every_deck(window, qtbot, monkeypatch):
    """Fast: the deck rows' pictures are parsed and drawn on workers, never on the UI thread
    (which would hold the dialog for every deck on the system)."""
    ui_thread = threading.get_ident()
    on_ui: list[str] = []
    on_workers: list[str] = []
    for name in ("renderer", "render"):
        real = getattr(SvgSource, name)

        def watched(self, *args, real=real, name=name, **kwargs):
            (on_ui if threading.get_ident() == ui_thread else on_workers).append(f"{name} {self.name}")
            return real(self, *args, **kwargs)

        monkeypatch.setattr(SvgSource, name, watched)
    d = commands.make_preferences(window.controller)
    d.tabs.setCurrentIndex(1)
    d.show()
    qtbot.waitExposed(d)
    QApplication.processEvents()
    render_pool().waitForDone(60000)
    QApplication.processEvents()
    assert len(d.look.deck.entries) >= 3
    assert on_workers and on_ui == [], on_ui  # the rows were drawn, all of them off the UI thread
    d.close()


@pytest.mark.skipif(not SYSTEM, reason="no KDE or AisleRiot decks installed")
def test_choosing_a_system_deck_rerenders_the_table_and_keeps_the_game(window, qtbot):
    open_game(window, "spider", 5, suits=4)
    game = window.controller.session.table.game
    key = next((e.key for e in SYSTEM if e.key == "kde:svg-oxygen"), SYSTEM[0].key)
    d = commands.make_preferences(window.controller)
    d.tabs.setCurrentIndex(1)
    d.look.deck.setCurrentIndex(d.look.deck.findData(key))
    d.look.back.setCurrentIndex(d.look.back.findData(BACK_OWN))
    old = window.scene.cp.renderer
    press(d, QDialogButtonBox.StandardButton.Apply)
    assert window.scene.cp.renderer is old or window.scene.cp.renderer.deck_key == key  # old deck until ready
    wait_switched(qtbot, window, key)
    r = window.scene.cp.renderer
    s = window.controller.settings
    assert window.controller.session.table.game is game and s.deck == key and s.back == BACK_OWN
    assert differences(window.scene) == []
    assert window.scene.cp.height == round(window.scene.cp.width * r.aspect)
    shown = window.scene.shown_elements()
    assert r.has_all(shown, window.scene.cp.width, window.scene.cp.dpr)  # the table shows the new deck
    d.close()


@pytest.mark.skipif(not SYSTEM, reason="no KDE or AisleRiot decks installed")
def test_aisleriot_deck_from_saved_settings(qtbot):
    key = next((e.key for e in SYSTEM if e.kind == "aisleriot"), None)
    if key is None:
        pytest.skip("no AisleRiot theme installed")
    from .helpers import make_window

    w = MainWindow(Settings(animation_speed="off", deck=key, back="builtin:green"))
    qtbot.addWidget(w)
    w.show()
    open_game(w, "freecell", 7)
    qtbot.waitUntil(lambda: w.scene.cp.renderer.is_loaded, timeout=30000)
    render_pool().waitForDone(30000)
    QApplication.processEvents()
    assert w.scene.cp.renderer.deck_key == key and differences(w.scene) == []
    assert make_window  # the helper module is importable alongside
    w.close()


def test_broken_deck_is_refused_with_its_message_and_the_deck_stays(window, qtbot, tmp_path):
    bad = tmp_path / "broken.svg"
    bad.write_text('<svg xmlns="http://www.w3.org/2000/svg">\n<g id="1_club">\n</svg>\n')
    d = commands.make_preferences(window.controller)
    before = d.look.deck.currentData()
    d.look.import_path(bad)
    qtbot.waitUntil(lambda: d.look.import_button.isEnabled(), timeout=10000)
    text = d.look.deck_message.text()
    assert text.startswith("Not imported") and "not well-formed XML" in text and "line 3" in text
    assert d.look.deck.currentData() == before and window.controller.settings.deck == before
    assert not any(imported_dir().glob("*")) if imported_dir().exists() else True
    d.close()


def test_import_then_remove_through_the_dialog(window, qtbot, tmp_path, monkeypatch):
    src = tmp_path / "My Deck.svg"
    shutil.copy(resources_dir() / "decks" / "four_colour.svg", src)
    d = commands.make_preferences(window.controller)
    d.look.import_path(src)
    qtbot.waitUntil(lambda: d.look.import_button.isEnabled(), timeout=20000)
    assert d.look.deck_message.text().startswith("Imported"), d.look.deck_message.text()
    key = d.look.deck.currentData()
    assert key == "imported:my-deck" and d.look.deck.current_entry().origin == "imported"
    assert d.look.remove_button.isEnabled()
    press(d, QDialogButtonBox.StandardButton.Apply)
    wait_switched(qtbot, window, key)
    assert window.controller.settings.deck == key

    monkeypatch.setattr(look_tab, "confirm_remove", lambda parent, name: False)
    d.look.remove_selected()
    assert d.look.deck.findData(key) >= 0  # "No" keeps it
    monkeypatch.setattr(look_tab, "confirm_remove", lambda parent, name: True)
    d.look.remove_selected()
    assert d.look.deck.findData(key) < 0 and d.look.deck.currentData() == "builtin:classic"
    assert not (imported_dir() / "my-deck").exists()
    d.close()


def test_missing_deck_in_settings_falls_back_to_classic_with_a_notice(qtbot):
    w = MainWindow(Settings(animation_speed="off", deck="imported:vanished"))
    qtbot.addWidget(w)
    w.show()
    qtbot.waitUntil(lambda: bool(getattr(w, "deck_notice_text", "")), timeout=5000)
    assert "imported:vanished" in w.deck_notice_text
    assert w.scene.cp.renderer.deck_key == "builtin:classic" and w.controller.settings.deck == "builtin:classic"
    w.close()


def test_same_deck_keeps_its_pixmaps(window, qtbot):
    open_game(window, "klondike", 9)
    r = window.scene.cp.renderer
    d = commands.make_preferences(window.controller)
    d.look.table.setCurrentIndex(d.look.table.findData("felt-red"))
    press(d, QDialogButtonBox.StandardButton.Apply)
    assert window.scene.cp.renderer is r  # the table colour changed, not the deck
    d.close()


def test_a_deck_still_rendering_when_its_window_is_deleted_lands_nowhere(qtbot):
    """T-2: a deck switch whose cards are still being drawn when the window goes (the player
    closed it, or a test ended) must not reach into the deleted table when the drawing ends.
    CI once failed the next test with 'Internal C++ object (TableDeck) already deleted'."""
    from PySide6.QtCore import SIGNAL, QEvent
    from shiboken6 import isValid

    from paciencia.decks.choice import renderer_for_keys

    w = MainWindow(Settings(animation_speed="off"))  # deleted here: not handed to qtbot
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    open_game(w, "klondike", 3)
    renderer = renderer_for_keys("builtin:four_colour", "builtin:red")
    drawing: list[bool] = []

    def close_while_drawing() -> None:  # after the table asked for the cards: they are being drawn
        drawing.append(bool(renderer._waiters))
        w.close()
        w.deleteLater()

    w.scene.set_renderer(renderer)
    renderer.loaded.connect(close_while_drawing)  # runs after the table's own slot
    qtbot.waitUntil(lambda: bool(drawing), timeout=30000)
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert drawing == [True] and not isValid(w)
    render_pool().waitForDone(30000)
    qtbot.waitUntil(lambda: not renderer._waiters, timeout=30000)  # the drawing ended and was delivered
    # nothing of the deleted window stays connected to the deck, which outlives it
    renderer.loaded.disconnect(close_while_drawing)
    assert renderer.receivers(SIGNAL("loaded()")) == 0 and renderer.receivers(SIGNAL("failed(QString)")) == 0
