"""Desktop keys and the window's look (U-6, issue 25 item 6): Ctrl+N and F2 deal anew,
F11 and Settings > Full screen, Show toolbar, Show status bar; full screen and the bars
are kept with the window's size; ``--fullscreen`` starts full screen; Enter opens the
focused tile of the game chooser."""

from __future__ import annotations

import json
import struct
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QToolBar

from paciencia.storage.settings import Settings
from paciencia.ui.launch import relaunch
from paciencia.ui.window.main_window import MainWindow

from .helpers import (
    click,
    key,
    launched,
    open_game,
)


@pytest.mark.parametrize(("k", "mods"), [(Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier),
                                          (Qt.Key.Key_F2, Qt.KeyboardModifier.NoModifier)])
def test_ctrl_n_and_f2_deal_a_new_game(window: MainWindow, k: Qt.Key, mods: Qt.KeyboardModifier) -> None:
    open_game(window, "klondike", 11)
    click(window, pile="stock")
    before = window.controller.session.table.game
    assert before is not None and before.moves == 1
    key(window, k, mods)
    after = window.controller.session.table.game
    assert after is not None and after is not before and after.moves == 0
    assert after.code.number != 11


def _toolbar(w: MainWindow) -> QToolBar:
    bar = w.findChild(QToolBar, "toolbar")
    assert isinstance(bar, QToolBar)
    return bar


def test_f11_and_the_settings_menu_set_full_screen_and_the_bars(window: MainWindow) -> None:
    open_game(window, "freecell", 3)
    full = window.acts["fullscreen"]
    assert full in window.menuBar().actions()[2].menu().actions()  # Settings
    key(window, Qt.Key.Key_F11)
    assert window.isFullScreen() and full.isChecked()
    key(window, Qt.Key.Key_F11)
    assert not window.isFullScreen() and not full.isChecked()
    full.trigger()  # the menu's check box
    assert window.isFullScreen()
    window.showNormal()  # the window manager may leave full screen: the check box follows
    QApplication.processEvents()
    assert not full.isChecked()

    window.acts["show_toolbar"].trigger()
    assert not _toolbar(window).isVisible() and not window.acts["show_toolbar"].isChecked()
    window.acts["show_status"].trigger()
    assert not window.statusBar().isVisible()
    _toolbar(window).show()  # the toolbar's own context menu: the check box follows
    assert window.acts["show_toolbar"].isChecked()
    window.acts["show_status"].trigger()
    assert window.statusBar().isVisible()
    assert window.acts["new"].isEnabled()  # hiding the bars hides no command




def test_full_screen_and_hidden_bars_are_kept_like_the_window_size(qtbot: Any) -> None:
    w = launched(qtbot, "paciencia://klondike/1")
    w.acts["show_toolbar"].setChecked(False)
    w.acts["fullscreen"].setChecked(True)
    assert w.isFullScreen()
    w.close()
    stored = relaunch.read([])
    assert stored is not None and stored.full_screen
    assert stored.bars == {"show_toolbar": False, "show_status": True}

    again = launched(qtbot)
    try:
        assert again.isFullScreen() and again.acts["fullscreen"].isChecked()
        assert not _toolbar(again).isVisible() and not again.acts["show_toolbar"].isChecked()
        assert again.statusBar().isVisible()
        again.acts["fullscreen"].setChecked(False)
        again.acts["show_toolbar"].setChecked(True)
    finally:
        again.close()
    stored = relaunch.read([])
    assert stored is not None and not stored.full_screen and all(stored.bars.values())


def test_fullscreen_on_the_command_line_starts_full_screen(qtbot: Any) -> None:
    w = launched(qtbot, "--fullscreen", "paciencia://freecell/5")
    try:
        assert w.isFullScreen()
        game = w.controller.session.table.game
        assert game is not None and game.code.number == 5  # the link still opens
        QApplication.processEvents()
        assert "--fullscreen" not in w.statusBar().currentMessage()  # not "not understood"
    finally:
        w.close()


def test_an_old_launch_file_without_these_fields_shows_everything(qtbot: Any) -> None:
    w = launched(qtbot, "paciencia://klondike/2")
    w.close()
    path = relaunch.launch_file()
    data = path.read_bytes()
    at = len(relaunch.MAGIC)
    (length,) = struct.unpack_from(">I", data, at)
    header = json.loads(data[at + 4:at + 4 + length])
    for name in ("full_screen", *relaunch.BARS):
        del header[name]  # as an earlier version wrote it
    text = json.dumps(header).encode()
    path.write_bytes(relaunch.MAGIC + struct.pack(">I", len(text)) + text + data[at + 4 + length:])
    stored = relaunch.read([])
    assert stored is not None and not stored.full_screen and all(stored.bars.values())


@pytest.mark.parametrize("k", [Qt.Key.Key_Return, Qt.Key.Key_Enter])
def test_enter_opens_the_focused_chooser_tile(qtbot: Any, k: Qt.Key) -> None:
    w = MainWindow(Settings(animation_speed="off"))
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    try:
        w.show_chooser()
        QApplication.processEvents()
        tile = w.chooser.buttons["spider"]
        tile.setFocus()
        assert tile.hasFocus()
        QTest.keyClick(tile, k)
        qtbot.waitUntil(lambda: w.controller.session.table.game is not None, timeout=5_000)
        assert w.controller.session.table.game.code.game == "spider"
        assert not w.chooser_shown()
    finally:
        w.scene.animator.finish()
        w.close()


def test_the_chooser_starts_on_the_tile_of_the_last_game(qtbot: Any) -> None:
    w = MainWindow(Settings(animation_speed="off", last_game="paciencia://pyramid/3?level=random"))
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    try:
        w.show_chooser()
        QApplication.processEvents()
        assert w.chooser.focusWidget() is w.chooser.buttons["pyramid"]
    finally:
        w.close()


def _hint_shown(w: MainWindow) -> tuple[str, set[tuple[str, int]]]:
    """The status line's words and the cards the hint lights."""
    return w.status.currentMessage(), {(it.pile, it.index) for it in w.scene.items_by_key.values() if it.hint}


@pytest.mark.parametrize("game", ["klondike", "pyramid"])
def test_h_gives_the_hint_as_d_does(window: MainWindow, game: str) -> None:
    """C-11, C-12 (issue 37 §16): H is KPatience's hint key; here it gives the same hint as D
    (the same words, the same cards lit, one more hint counted), from the table's focus."""
    open_game(window, game, 1)
    window.view.setFocus()
    session = window.controller.session
    shown = {}
    for k in (Qt.Key.Key_D, Qt.Key.Key_H):
        window.status.clearMessage()
        window.scene.set_marks()  # the first hint's light goes
        before = session.table.game.hints
        key(window, k)
        assert session.table.game.hints == before + 1, f"{k.name} gave no hint"
        shown[k] = _hint_shown(window)
    assert shown[Qt.Key.Key_D][0] and shown[Qt.Key.Key_D][1], shown
    assert shown[Qt.Key.Key_H] == shown[Qt.Key.Key_D]


@pytest.mark.parametrize(
    ("lang", "letter", "menu"), [("en", Qt.Key.Key_H, "Help"), ("pt_PT", Qt.Key.Key_D, "Definições")]
)
def test_a_menu_letter_opens_its_menu_rather_than_a_hint(qtbot: Any, lang: str, letter: Qt.Key, menu: str) -> None:
    """U-6: Alt pressed and let go gives the menu bar the keyboard; then the underlined letter
    opens its menu, even where it is also a one-letter key of the window (H, D: the hint)."""
    from paciencia.ui.launch import i18n

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    i18n.install_translators(app, lang)
    w = MainWindow(Settings(language=lang, animation_speed="off"))
    qtbot.addWidget(w)
    try:
        w.show()
        qtbot.waitExposed(w)
        open_game(w, "klondike", 1)
        w.view.setFocus()
        hints = w.controller.session.table.game.hints
        QTest.keyPress(w.view, Qt.Key.Key_Alt, Qt.KeyboardModifier.AltModifier)
        QTest.keyRelease(w.view, Qt.Key.Key_Alt, Qt.KeyboardModifier.NoModifier)
        QApplication.processEvents()
        assert QApplication.focusWidget() is w.menuBar(), "Alt gives the menu bar the keyboard"
        QTest.keyClick(w.menuBar(), letter)
        opened = next(a.menu() for a in w.menuBar().actions() if a.text().replace("&", "") == menu)
        qtbot.waitUntil(opened.isVisible, timeout=2000)
        assert w.controller.session.table.game.hints == hints, "the letter gave a hint instead"
        opened.hide()
    finally:
        w.close()
        i18n.remove_translators(app)
