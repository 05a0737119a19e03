"""Issue 26 §3, U-6: a launch that surely opens on the chooser (nothing saved, no link, no
last game: the player's first launch) shows the chooser before the table is built; the
table is built right after that first frame, and a tile clicked in that instant deals its
game all the same. Any other launch builds the table first."""

from __future__ import annotations

from paciencia.play.opening import chooser_alone
from paciencia.storage.settings import Settings, save_settings
from paciencia.ui.bootstrap import open_window


def _open(qtbot, *argv: str):
    window = open_window(list(argv))
    qtbot.addWidget(window)
    return window


def test_a_first_launch_shows_the_chooser_then_builds_the_table(qtbot):
    window = _open(qtbot)
    assert window.chooser_shown() and not window.table_built
    assert "scene" not in window.__dict__ and "controller" not in window.__dict__
    # The menus are there from the first frame, with what cannot act yet disabled.
    assert window.acts["choose"].isEnabled() and not window.acts["undo"].isEnabled()
    qtbot.waitUntil(lambda: window.table_built, timeout=5000)
    assert window.chooser_shown() and window.controller.session.game is None
    window.chooser.buttons["freecell"].click()
    qtbot.waitUntil(lambda: window.controller.session.game is not None, timeout=5000)
    assert window.controller.session.game.code.game == "freecell"
    assert not window.chooser_shown()
    window.close()


def test_a_tile_clicked_before_the_table_is_built_deals_that_game(qtbot):
    window = _open(qtbot)
    assert not window.table_built
    window.chooser.buttons["spider"].click()  # builds the table now, then deals
    assert window.table_built and window.controller.session.game is not None
    qtbot.wait(50)  # the launch's own start, after the first frame, keeps the game dealt
    qtbot.waitUntil(lambda: not window.controller.session.scene.animator.running, timeout=5000)
    game = window.controller.session.game
    assert game is not None and game.code.game == "spider" and not window.chooser_shown()
    window.close()


def test_a_key_pressed_before_the_table_is_built_is_answered(qtbot):
    window = _open(qtbot)
    assert not window.table_built
    window.acts["new"].trigger()  # F2 with no game: the chooser (C-12), not an error
    assert window.chooser_shown()
    window.close()


def test_closing_before_the_table_is_built_keeps_the_window_as_left(qtbot):
    from paciencia.ui import relaunch

    window = _open(qtbot)
    assert not window.table_built
    window.close()
    assert relaunch.read([]) is None or relaunch.read([]).picture is None  # no table to picture


def test_a_launch_with_anything_to_show_builds_the_table_first(qtbot):
    assert chooser_alone([], False, "")
    assert not chooser_alone(["paciencia://klondike/1"], False, "")
    assert not chooser_alone(["--game", "spider"], False, "")
    assert not chooser_alone([], True, "")
    assert not chooser_alone([], False, "paciencia://freecell/617")
    settings = Settings()
    settings.last_game = "paciencia://freecell/617"
    save_settings(settings)
    window = _open(qtbot)
    assert window.table_built and window.controller.session.game is not None  # a new FreeCell deal
    window.close()


def test_the_table_built_after_the_first_frame_changes_nothing_on_screen(qtbot, monkeypatch):
    """No jump and no flash: the window with the chooser alone and the window once its table
    is built (hidden under the chooser) and the launch started are the same picture, menus,
    toolbar and status line included."""
    from paciencia.ui import bootstrap

    held = []  # what the launch does after the first frame, run here when the test says
    monkeypatch.setattr(bootstrap, "after_first_frame", lambda window, then: held.append(then))
    window = _open(qtbot)
    qtbot.waitExposed(window)
    qtbot.wait(50)  # the window made active, the tile's focus drawn
    bootstrap._settle_layouts()
    assert not window.table_built and len(held) == 1
    before = window.grab().toImage()
    held[0]()
    assert window.table_built
    qtbot.wait(20)
    bootstrap._settle_layouts()
    after = window.grab().toImage()
    assert before.size() == after.size()
    assert before == after
    window.close()
