"""C-13, T-6 (issue 23, items 1 and 2): a win is recorded the moment the rules say so, as the
game it is; nothing started during the celebration changes it; a result that cannot be
stored is kept until it can be, and its finished game is not removed before that."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from faults import Disk  # noqa: E402
from paciencia.storage.saved_game import saved_game_path  # noqa: E402
from paciencia.storage.stats import load_statistics  # noqa: E402

from .helpers import click, load_position, make_window, open_game, top  # noqa: E402
from .positions import freecell_near_win  # noqa: E402


def celebrating(w) -> bool:
    """The cards bounce (the celebration lifts them over everything else)."""
    return any(it.zValue() >= 6000 for it in w.scene.items_by_key.values())


@pytest.mark.parametrize("interrupt", ["new_game", "restart", "link", "quit"])
def test_a_win_stands_whatever_the_player_does_during_the_celebration(qtbot, interrupt):
    w = make_window(qtbot, speed="normal")
    shown = []
    w.controller.end_screen = lambda dialog: shown.append(dialog) or 0
    open_game(w, "freecell", 1)
    load_position(w, freecell_near_win())
    click(w, top(w, "t0"))  # the winning move (auto-move sends the rest up)
    qtbot.waitUntil(lambda: celebrating(w), timeout=5000)
    if interrupt == "new_game":
        w.controller.new_game()  # F2
    elif interrupt == "restart":
        w.controller.restart()
    elif interrupt == "link":
        w.controller.open_remote(["paciencia://freecell/2"])  # a second launch's link
    else:
        w.close()
    QApplication.processEvents()
    stats = load_statistics()[0].of("freecell")
    assert (stats.played, stats.won, stats.current_streak) == (1, 1, 1)
    assert [r.won for r in stats.history] == [True]
    if interrupt != "quit":
        assert not shown  # no end screen over the new deal for the old one
        game = w.controller.session.table.game
        assert game.moves == 0 and not game.over
        w.scene.animator.finish()
        w.close()


def test_without_interruption_the_end_screen_comes_after_the_celebration(qtbot):
    w = make_window(qtbot, speed="normal")
    shown = []
    w.controller.end_screen = lambda dialog: shown.append(dialog) or 0
    open_game(w, "freecell", 1)
    load_position(w, freecell_near_win())
    click(w, top(w, "t0"))
    assert load_statistics()[0].of("freecell").won == 1  # recorded before the celebration
    assert not shown
    qtbot.waitUntil(lambda: bool(shown), timeout=10_000)
    assert shown[0].values["rate"] == "100 % (1 of 1)"
    w.close()


# -- item 2: a result that cannot be stored yet ---------------------------------------------

def test_a_win_on_a_full_disk_is_stored_once_space_returns_and_its_game_kept_till_then(qtbot, monkeypatch):
    disk = Disk(monkeypatch)
    w = make_window(qtbot)
    warned = []
    monkeypatch.setattr(w, "warn_unsaved", lambda error: warned.append(error))
    open_game(w, "freecell", 1)
    load_position(w, freecell_near_win())
    w.controller.save_game()
    disk.fill(room=0)
    click(w, top(w, "t0"))  # the win, with no room on the disk
    assert w.controller.session.table.game.won
    assert saved_game_path().exists()  # the game is not removed while its result waits
    assert load_statistics()[0].of("freecell").played == 0
    assert len(warned) == 1  # told once
    w.controller.save_game()
    assert len(warned) == 1
    disk.free()
    w.controller.save_game()  # the next chance
    assert load_statistics()[0].of("freecell").won == 1
    assert not saved_game_path().exists()
    w.close()
