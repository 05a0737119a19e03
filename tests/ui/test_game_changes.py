"""C-13 and the table issue's defects 5, 6, 8 and 11: a game in progress is never thrown
away without asking, the chooser leads back to the game, and no command that cannot act
is offered (a key pressed for one says why)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from typing import Any  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from paciencia.core.codes import parse  # noqa: E402
from paciencia.ui.window import commands  # noqa: E402
from paciencia.ui.window.main_window import MainWindow  # noqa: E402

from .helpers import click, key, load_position, open_game, top  # noqa: E402


def press(widget: Any, k: Qt.Key, mods: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(widget, k, mods)
    QApplication.processEvents()
from .positions import freecell_near_win  # noqa: E402


def begun(window: MainWindow, game: str = "klondike", number: int = 40) -> Any:
    open_game(window, game, number)
    key(window, Qt.Key.Key_Space if game != "freecell" else Qt.Key.Key_D)
    g = window.controller.session.table.game
    if g.moves == 0:
        window.controller.session.play(g.rules.legal_moves(g.position)[0])
    assert g.moves > 0
    return g


WAYS = {
    "F2": lambda w: key(w, Qt.Key.Key_F2),
    "New game action": lambda w: w.acts["new"].trigger(),
    "a chooser tile": lambda w: (w.show_chooser(), w.chooser.buttons["spider"].click()),
    "a typed number": lambda w: commands.open_checked(w.controller, parse("paciencia://freecell/9")),
    "a link from a second launch": lambda w: w.controller.open_remote(["paciencia://freecell/617"]),
    "Restart this deal": lambda w: w.acts["restart"].trigger(),
}


@pytest.mark.parametrize("way", list(WAYS))
def test_keep_playing_keeps_the_game_and_records_nothing(window: MainWindow, monkeypatch: Any, way: str) -> None:
    asked: list[int] = []
    monkeypatch.setattr(commands, "ask_abandon", lambda parent: asked.append(1) or False)
    monkeypatch.setattr(commands, "ask_restart", lambda parent: asked.append(1) or False)  # its own words
    game = begun(window)
    moves, position = game.moves, game.position
    WAYS[way](window)
    QApplication.processEvents()
    assert asked == [1]
    assert window.controller.session.table.game is game and game.moves == moves and game.position == position
    assert not window.controller.flow.stats.variants  # never a loss the player did not choose
    assert window.pages.currentIndex() == 1  # back on the table


@pytest.mark.parametrize("way", list(WAYS))
def test_abandon_records_one_loss_then_deals(window: MainWindow, monkeypatch: Any, way: str) -> None:
    monkeypatch.setattr(commands, "ask_abandon", lambda parent: True)
    monkeypatch.setattr(commands, "ask_restart", lambda parent: True)
    game = begun(window)
    WAYS[way](window)
    QApplication.processEvents()
    stats = window.controller.flow.stats.of("klondike?draw=1&passes=0")
    assert (stats.played, stats.won) == (1, 0)
    new = window.controller.session.table.game
    assert new is game and new.moves == 0 if way == "Restart this deal" else new is not game


def test_an_untouched_game_is_replaced_without_a_question_and_never_counted(window, monkeypatch):
    monkeypatch.setattr(commands, "ask_abandon", lambda parent: pytest.fail("asked"))
    open_game(window, "klondike", 40)
    key(window, Qt.Key.Key_F2)
    window.controller.open_remote(["paciencia://freecell/617"])
    assert str(window.controller.session.table.game.code) == "paciencia://freecell/617"
    assert not window.controller.flow.stats.variants


def test_the_chooser_leads_back_to_the_game(window: MainWindow, qtbot: Any) -> None:
    """Defect 5: Escape, the Back button or Games again return; keys act only on what is seen."""
    game = begun(window)
    moves = game.moves
    for back in ("escape", "button", "games again"):
        press(window.focusWidget() or window, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
        assert window.pages.currentIndex() == 0
        assert window.chooser.back_button.isVisible()
        for name in ("undo", "redo", "hint", "auto", "draw", "restart"):
            assert not window.acts[name].isEnabled(), name
        press(window.focusWidget() or window, Qt.Key.Key_Z)  # undo: nothing happens to the hidden game…
        assert game.moves == moves and "Choose a game first" in window.status.currentMessage()
        if back == "escape":
            press(window.focusWidget() or window, Qt.Key.Key_Escape)
        elif back == "button":
            window.chooser.back_button.click()
        else:
            press(window.focusWidget() or window, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
        assert window.pages.currentIndex() == 1 and window.controller.session.table.game is game
        assert window.acts["undo"].isEnabled()


def test_first_start_offers_nothing_that_cannot_act(qtbot: Any) -> None:
    """Defect 8: at first start (the chooser, no game) New game does nothing, so it is off."""
    from .helpers import make_window

    w = make_window(qtbot)
    w.controller.start([])
    assert w.pages.currentIndex() == 0 and not w.chooser.back_button.isVisible()
    for name in ("new", "restart", "undo", "redo", "hint", "auto", "draw", "copy", "resign"):
        assert not w.acts[name].isEnabled(), name
    w.close()


def test_after_a_win_hint_auto_and_draw_are_off_and_their_keys_say_why(window: MainWindow) -> None:
    """Defect 11."""
    open_game(window, "freecell", 2)
    load_position(window, freecell_near_win())
    click(window, top(window, "t0"))
    assert window.controller.session.table.game.won
    for name in ("hint", "auto", "draw", "undo", "resign"):
        assert not window.acts[name].isEnabled(), name
    assert window.acts["new"].isEnabled() and window.acts["restart"].isEnabled()
    window.status.say("")
    key(window, Qt.Key.Key_D)
    assert "This game is over" in window.status.currentMessage()
