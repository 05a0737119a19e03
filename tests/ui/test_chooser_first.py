"""Issue 26 §3, U-6: a launch that surely opens on the chooser (nothing saved, no link, no
last game: the player's first launch) shows the chooser before the table is built; the
table is built right after that first frame, and a tile clicked in that instant deals its
game all the same. Any other launch builds the table first."""

from __future__ import annotations

from paciencia.play.opening import chooser_alone
from paciencia.storage.settings import Settings, save_settings
from paciencia.ui.launch.bootstrap import open_window


def _open(qtbot, *argv: str):
    window = open_window(list(argv))
    qtbot.addWidget(window)
    return window


def test_a_first_launch_shows_the_chooser_then_builds_the_table(qtbot):
    window = _open(qtbot)
    assert window.chooser_shown() and window.table is None
    # The menus are there from the first frame, with what cannot act yet disabled.
    assert window.acts["choose"].isEnabled() and not window.acts["undo"].isEnabled()
    qtbot.waitUntil(lambda: window.table is not None, timeout=5000)
    assert window.chooser_shown() and window.controller.session.table.game is None
    window.chooser.buttons["freecell"].click()
    qtbot.waitUntil(lambda: window.controller.session.table.game is not None, timeout=5000)
    assert window.controller.session.table.game.code.game == "freecell"
    assert not window.chooser_shown()
    window.close()


def test_a_tile_clicked_before_the_table_is_built_deals_that_game(qtbot):
    window = _open(qtbot)
    assert window.table is None
    window.chooser.buttons["spider"].click()  # builds the table now, then deals
    assert window.table is not None and window.controller.session.table.game is not None
    qtbot.wait(50)  # the launch's own start, after the first frame, keeps the game dealt
    qtbot.waitUntil(lambda: not window.controller.session.scene.animator.running, timeout=5000)
    game = window.controller.session.table.game
    assert game is not None and game.code.game == "spider" and not window.chooser_shown()
    window.close()


def test_keys_before_the_table_is_built_are_answered_without_building_it(qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    window = _open(qtbot)
    assert window.table is None
    QTest.keyClick(window, Qt.Key.Key_D)  # Hint, which cannot act on the chooser
    assert window.status.currentMessage() == "Choose a game first."
    QTest.keyClick(window, Qt.Key.Key_Escape)  # no game to go back to
    assert window.chooser_shown() and window.table is None
    window.close()


def test_a_daily_deal_asked_for_before_the_table_is_built_is_not_undone_by_the_launch(qtbot):
    """K-14: the daily deal is searched first; the launch's own start, after the first frame,
    must not put the chooser back over the search the player started."""
    window = _open(qtbot)
    assert window.table is None
    window.chooser.dailies["klondike"].click()  # builds the table, the search begins
    assert window.table is not None and window.controller.requested
    started = []
    window.controller.start = lambda argv: started.append(argv)
    qtbot.wait(bootstrap_wait() + 100)
    assert started == []
    qtbot.waitUntil(lambda: window.controller.session.table.game is not None, timeout=20000)
    assert window.controller.session.table.game.code.game == "klondike" and not window.chooser_shown()
    window.close()


def bootstrap_wait() -> int:
    from paciencia.ui.launch.frame_waits import FIRST_FRAME_WAIT_MS

    return FIRST_FRAME_WAIT_MS


def test_closing_before_the_table_is_built_builds_none(qtbot):
    window = _open(qtbot)
    assert window.table is None
    window.close()
    qtbot.wait(bootstrap_wait() + 100)  # past the launch's own start
    assert window.table is None


def test_the_window_state_commands_follow_the_window_before_the_table(qtbot):
    """U-6: a first launch asked for full screen shows it ticked; Play sounds shows the setting
    and waits for the table's sounds to work it."""
    window = _open(qtbot, "--fullscreen")
    assert window.table is None
    qtbot.waitUntil(window.isFullScreen, timeout=3000)
    assert window.acts["fullscreen"].isChecked()
    sound = window.acts["sound"]
    assert sound.isCheckable() and sound.isChecked() == window.settings.sound and not sound.isEnabled()
    qtbot.waitUntil(lambda: window.table is not None, timeout=5000)
    assert sound.isEnabled() and window.acts["fullscreen"].isChecked()
    window.close()


def test_a_launch_with_anything_to_show_builds_the_table_first(qtbot):
    assert chooser_alone([], False, "")
    assert not chooser_alone(["paciencia://klondike/1"], False, "")
    assert not chooser_alone(["--game", "spider"], False, "")
    assert not chooser_alone([], True, "")
    assert not chooser_alone([], False, "paciencia://freecell/617")
    save_settings(Settings(last_game="paciencia://freecell/617"))
    window = _open(qtbot)
    assert window.table is not None and window.controller.session.table.game is not None  # a new FreeCell deal
    window.close()


def test_the_table_built_after_the_first_frame_changes_nothing_on_screen(qtbot, monkeypatch):
    """No jump and no flash: the window with the chooser alone and the window once its table
    is built (hidden under the chooser) and the launch started are the same picture, menus,
    toolbar and status line included."""
    from paciencia.ui.launch import bootstrap, frame_waits

    held = []  # what the launch does after the first frame, run here when the test says
    monkeypatch.setattr(frame_waits, "after_first_frame", lambda window, then, widget: held.append(then))
    window = _open(qtbot)
    qtbot.waitExposed(window)
    qtbot.wait(50)  # the window made active, the tile's focus drawn
    bootstrap._settle_layouts()
    assert window.table is None and len(held) == 1
    before = window.grab().toImage()
    held[0]()
    assert window.table is not None
    qtbot.wait(20)
    bootstrap._settle_layouts()
    after = window.grab().toImage()
    assert before.size() == after.size()
    assert before == after
    window.close()


def test_a_deck_chosen_back_while_another_loads_stays(qtbot, monkeypatch):
    """U-7: Preferences picks a deck that is still loading, then the deck on the table again:
    the table keeps that deck, the one left on its way never lands (a switch is asked for
    only when the settings name another deck than the table's or the one on its way)."""
    from paciencia.decks.renderer import CardRenderer
    from paciencia.ui.window.main_window import MainWindow

    w = MainWindow(Settings())
    qtbot.addWidget(w)
    w.show()
    qtbot.waitUntil(lambda: w.scene.cp.renderer.is_loaded, timeout=5000)
    current = w.controller.flow.current
    held = []
    monkeypatch.setattr(CardRenderer, "load", lambda self: held.append(self))  # four_colour: slow
    current.replace(current.value._replace(deck="builtin:four_colour"))
    w.apply_look()
    assert w.scene.pending is not None and w.scene.pending.deck_key == "builtin:four_colour"
    current.replace(current.value._replace(deck="builtin:classic"))
    w.apply_look()
    assert w.scene.pending is None and w.scene.cp.renderer.deck_key == "builtin:classic"
    w.close()


def test_an_error_before_the_table_is_built_is_told_without_building_it(qtbot):
    from paciencia.ui.launch import crash_dialog

    window = _open(qtbot)
    assert window.table is None
    assert crash_dialog._save_game(window) is None  # no game to save, and no table made for it
    assert window.table is None
    window.close()
