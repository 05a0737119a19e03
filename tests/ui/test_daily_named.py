"""Issue 37 §9, B-4, U-5: a daily deal is named as one. Started from its chooser tile, the
window title and the status line say "Daily deal"; the tile says how the day's deal stands:
not played yet, in progress (the game begun under the chooser is that deal), won or lost."""

from __future__ import annotations

from datetime import date
from typing import Any

from PySide6.QtWidgets import QApplication

from paciencia.core.daily import daily_code
from paciencia.ui.window import commands
from paciencia.ui.window.figures import day_text
from paciencia.ui.window.main_window import MainWindow


def play_daily_from_its_tile(window: MainWindow, qtbot: Any) -> Any:
    """Pyramid Easy's daily deal (a listed deal: no search), from its chooser tile."""
    window.controller.flow.current.replace(window.controller.settings.with_option("pyramid", "level", "easy"))
    window.show_chooser()
    tile = window.chooser.dailies["pyramid"]
    qtbot.waitUntil(tile.isVisible)
    code = daily_code("pyramid", {"level": "easy"}, date.today())
    assert tile.code == code and tile.text().endswith("not played yet")
    tile.click()
    QApplication.processEvents()
    game = window.controller.session.table.game
    assert game is not None and game.code == code
    return game


def test_a_daily_deal_is_named_in_the_title_and_the_status_line(window: MainWindow, qtbot: Any) -> None:
    game = play_daily_from_its_tile(window, qtbot)
    today = f"Daily deal of {day_text(date.today())}"
    assert today in window.windowTitle() and today in window.accessibleName()
    status = window.status
    assert status.deal.isVisible() and status.deal.text() == f"Daily deal {game.code.number}"
    window.controller.session.play(game.rules.legal_moves(game.position)[0])
    QApplication.processEvents()
    assert game.moves == 1 and today in window.windowTitle() and "Daily deal" in status.deal.text()


def test_the_daily_tile_says_in_progress_then_lost(window: MainWindow, qtbot: Any, monkeypatch: Any) -> None:
    monkeypatch.setattr(commands, "confirm_resign", lambda parent: True)
    game = play_daily_from_its_tile(window, qtbot)
    tile = window.chooser.dailies["pyramid"]
    window.controller.session.play(game.rules.legal_moves(game.position)[0])
    QApplication.processEvents()
    window.show_chooser()
    assert tile.text().endswith("in progress")
    window.chooser.back_button.click()
    QApplication.processEvents()
    window.acts["resign"].trigger()
    QApplication.processEvents()
    assert game.over
    window.show_chooser()
    assert tile.text().endswith("lost")


def test_a_deal_that_is_no_daily_deal_is_not_named_so(window: MainWindow) -> None:
    code = daily_code("pyramid", {"level": "easy"}, date.today())
    other = code.with_number(code.number + 1) if code.number > 1 else code.with_number(2)
    window.controller.open_code(other, animate=False)
    QApplication.processEvents()
    assert "Daily" not in window.windowTitle() and window.status.deal.text() == f"Deal {other.number}"
