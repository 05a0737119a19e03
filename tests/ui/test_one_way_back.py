"""Issue 37 §12: one way back, with one name, enabled whenever it can act. With "No longer
winnable" shown, "Go back before the mistake" was greyed while "Rewind to the last winnable
position" worked: now Edit ▸ Go back to the last winnable position goes back before the move
that locked a card when one is locked (P-7: one undo, not the solver's doing) and to the last
position the solver proved winnable otherwise (B-1: the solver's doing); the banner's button
says the same words."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QApplication

from paciencia.solvers.solution import LOST, WINNABLE
from paciencia.ui.aids.verdict_label import verdict_tip
from paciencia.ui.window.main_window import MainWindow

from .helpers import click, open_game, top
from .test_pyramid import _first_locking_deal
from .test_verdict import move, settled


def words(text: str) -> str:
    return text.replace("&", "")


def test_no_longer_winnable_the_one_way_back_is_enabled_and_rewinds(window: MainWindow, qtbot: Any) -> None:
    """Pyramid 34 is winnable; p21+p22 loses it at once, with no card locked."""
    open_game(window, "pyramid", 34, level="random")
    settled(qtbot, window, WINNABLE)
    game = window.controller.session.table.game
    start = game.position
    window.controller.session.play(move(window, "p21", "p22"))
    settled(qtbot, window, LOST)
    assert window.verdict.label.text.text() == "No longer winnable"
    assert game.mistake_index() is None  # nothing locked: P-7 has nothing to go back before
    back = window.acts["go_back"]
    assert back.isVisible() and back.isEnabled()
    back.trigger()
    QApplication.processEvents()
    assert game.position == start and game.undos == 1
    assert game.solver_played  # B-1: the solver found where to go back to
    assert not back.isEnabled()


def test_a_locked_card_goes_back_before_the_mistake(window: MainWindow) -> None:
    number, locking = _first_locking_deal()
    open_game(window, "pyramid", number, level="random")
    game = window.controller.session.table.game
    start = game.position
    click(window, top(window, locking.src))
    click(window, top(window, locking.dst))
    assert game.rules.locked_cards(game.position) and game.mistake_index() is not None
    back = window.acts["go_back"]
    assert back.isEnabled()
    assert window.banner.isVisible() and window.banner.button.text() == words(back.text())
    back.trigger()
    QApplication.processEvents()
    assert game.position == start and game.undos == 1  # P-7: one undo
    assert not game.solver_played  # the rules found the mistake, not the solver
    assert not window.banner.isVisible() and not back.isEnabled()


def test_the_edit_menu_has_one_way_back_named_as_the_status_names_it(window: MainWindow) -> None:
    edit = next(a.menu() for a in window.menuBar().actions() if words(a.text()) == "Edit")
    back = [a for a in edit.actions() if "back" in a.text().lower() or "rewind" in a.text().lower()]
    assert [words(a.text()) for a in back] == ["Go back to the last winnable position"]
    assert "rewind" not in window.acts
    assert "Edit ▸ Go back to the last winnable position" in verdict_tip(LOST, False)  # the verdict's tooltip
