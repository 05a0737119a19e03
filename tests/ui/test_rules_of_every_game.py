"""Issue 34: the rules dialog and the Help menu list every game. Help ▸ Rules of a game names
each game the registry offers and opens its rules; the rules window's list shows any other
game's rules, the game on the table's first (F1)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMenu

from paciencia.core import registry
from paciencia.ui.dialogs.help import RulesDialog
from paciencia.ui.text import game_name
from paciencia.ui.window.main_window import MainWindow

from .helpers import open_game


def test_help_names_every_game_and_opens_its_rules(window: MainWindow, monkeypatch: Any) -> None:
    shown: list[RulesDialog] = []
    monkeypatch.setattr(RulesDialog, "exec", lambda self: shown.append(self) or 0)
    open_game(window, "klondike", 1)
    menu = window.findChild(QMenu, "rules-of")
    assert menu is not None
    assert [a.text().replace("&", "") for a in menu.actions()] == [game_name(g.id) for g in registry.games()]
    assert len(menu.actions()) == len(registry.ids())
    for game in ("yukon", "tripeaks", "bakersdozen"):
        next(a for a in menu.actions() if a.objectName() == f"rules-{game}").trigger()
        dialog = shown[-1]
        assert dialog.games.currentData() == game
        assert dialog.browser.toPlainText().startswith(game_name(game))
    window.acts["rules"].trigger()  # F1: the game on the table
    assert shown[-1].games.currentData() == "klondike"


def test_the_rules_window_shows_any_game_from_its_list(qtbot: Any) -> None:
    dialog = RulesDialog("spiderette")
    qtbot.addWidget(dialog)
    assert dialog.games.count() == len(registry.ids())
    assert dialog.games.currentData() == "spiderette"
    first = dialog.browser.toPlainText()
    assert first.startswith(game_name("spiderette"))
    dialog.games.setCurrentIndex(dialog.games.findData("golf"))
    assert dialog.browser.toPlainText().startswith(game_name("golf")) and dialog.browser.toPlainText() != first


def test_the_keys_scroll_the_rules_asked_for(qtbot: Any) -> None:
    """B-6: opened on a game, the rules have the keys: Down and Page Down scroll them and never
    switch the game (Alt+G reaches the list)."""
    dialog = RulesDialog("freecell")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(lambda: dialog.browser.hasFocus(), timeout=3000)
    bar = dialog.browser.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == 0
    QTest.keyClick(dialog.browser, Qt.Key.Key_PageDown)
    QTest.keyClick(dialog.browser, Qt.Key.Key_Down)
    assert dialog.games.currentData() == "freecell" and bar.value() > 0


def test_a_game_not_in_the_list_shows_the_first(qtbot: Any) -> None:
    dialog = RulesDialog("no-such-game")
    qtbot.addWidget(dialog)
    first = registry.games()[0].id
    assert dialog.games.currentData() == first
    assert dialog.browser.toPlainText().startswith(game_name(first))
