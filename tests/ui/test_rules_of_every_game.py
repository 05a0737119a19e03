"""Issue 34: the rules dialog and the Help menu list every game. Help ▸ Rules of a game names
each game the registry offers and opens its rules; the rules window's list shows any other
game's rules, the game on the table's first (F1)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QMenu

from paciencia.core import registry
from paciencia.ui.dialogs.help import RulesDialog, rules_text
from paciencia.ui.text import game_name
from paciencia.ui.window.main_window import MainWindow

from .helpers import open_game


def heading(html: str) -> str:
    return html.split("</h3>", 1)[0]


def test_help_names_every_game_and_opens_its_rules(window: MainWindow, monkeypatch: Any) -> None:
    shown: list[RulesDialog] = []
    monkeypatch.setattr(RulesDialog, "exec", lambda self: shown.append(self) or 0)
    open_game(window, "klondike", 1)
    menu = window.findChild(QMenu, "rules-of")
    assert menu is not None
    assert [a.text().replace("&", "") for a in menu.actions()] == [game_name(g.id) for g in registry.games()]
    assert len(menu.actions()) == len(registry.ids()) == 12
    for game in ("yukon", "tripeaks", "bakersdozen"):
        next(a for a in menu.actions() if a.objectName() == f"rules-{game}").trigger()
        dialog = shown[-1]
        assert dialog.games.currentData() == game
        assert heading(rules_text(game)) in dialog.browser.toHtml() or game_name(game) in dialog.browser.toPlainText()
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
