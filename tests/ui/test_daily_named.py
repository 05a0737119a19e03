"""Issue 37 §9, B-4, U-5: a daily deal is named as one. Started from its chooser tile, the
window title and the status line say "Daily deal"; the tile says how the day's deal stands:
not played yet, in progress (the game begun under the chooser is that deal), won or lost."""

from __future__ import annotations

from datetime import date
from typing import Any

from PySide6.QtWidgets import QApplication, QWidget

from paciencia.core.codes import GameCode
from paciencia.core.daily import daily_code
from paciencia.decks.choice import renderer_for_keys
from paciencia.decks.renderer import DEFAULT_BACK, DEFAULT_DECK
from paciencia.storage.settings import CurrentSettings, Settings
from paciencia.ui.chooser.game_chooser import GameChooser
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


def test_the_daily_tiles_are_asked_again_whenever_the_chooser_shows(qtbot: Any) -> None:
    """B-4: the day's deal and its result are asked each time the chooser is shown: switched
    to, shown with its window, and with its window restored (the next morning: that day's
    deal); before the tiles are shelved, and once a show."""
    holder = QWidget()
    qtbot.addWidget(holder)
    chooser = GameChooser(renderer_for_keys(DEFAULT_DECK, DEFAULT_BACK), CurrentSettings(Settings()), holder)
    day = [date(2026, 12, 7)]
    asked: list[str] = []

    def status(game: str, _options: Any) -> tuple[GameCode, None, date]:
        asked.append(game)
        return GameCode.make(game, day[0].day), None, day[0]

    chooser.daily_status = status
    holder.resize(1280, 800)
    holder.show()  # the chooser shown with its holder, as with a window shown or restored
    qtbot.waitExposed(holder)
    assert sorted(asked) == sorted(chooser.dailies)
    assert chooser.dailies["klondike"].text().startswith(f"Daily deal of {day_text(day[0])}")
    chooser.hide()
    asked.clear()
    day[0] = date(2026, 12, 8)
    chooser.show()  # switched to, as the window's pages do
    assert sorted(asked) == sorted(chooser.dailies)
    assert chooser.dailies["klondike"].text().startswith(f"Daily deal of {day_text(day[0])}")
    asked.clear()
    holder.showMinimized()
    qtbot.waitUntil(lambda: not chooser.isVisible() or holder.isMinimized())
    day[0] = date(2026, 12, 9)
    holder.showNormal()  # restored: Qt shows the chooser again without asking it to show itself
    qtbot.waitUntil(lambda: sorted(asked) == sorted(chooser.dailies))
    assert chooser.dailies["klondike"].text().startswith(f"Daily deal of {day_text(day[0])}")
