"""Guaranteed deals in the window for every game (B-3) and the daily deals (B-4): New game
deals the next guaranteed deal at once because it was searched while the current one was
played, a restart keeps it (searched again first), a typed code still gives exactly its deal; the chooser's Daily
entry; the end screen says which kind of win it was (B-5)."""

from __future__ import annotations

from datetime import date
from typing import Any

from PySide6.QtWidgets import QApplication

from paciencia.core.codes import GameCode, parse
from paciencia.core.daily import daily_code
from paciencia.core.guarantee_codes import template_key
from paciencia.solvers.select import select_deal
from paciencia.storage.stats import variant_key
from paciencia.ui.window.main_window import MainWindow

from .helpers import make_window

PYRAMID = {"level": "random", "guaranteed": True}
"""The cheapest guaranteed variant to search (Pyramid's exact solver)."""
KEY = template_key("pyramid", (("level", "random"), ("guaranteed", "1")))


def guaranteed_pyramid(qtbot: Any) -> MainWindow:
    w = make_window(qtbot)
    for name, value in PYRAMID.items():
        w.controller.flow.current.replace(w.controller.settings.with_option("pyramid", name, value))
    return w


def wait_ready(qtbot: Any, w: MainWindow) -> str:
    ready = w.controller.deals.proven.ready
    qtbot.waitUntil(lambda: KEY in ready, timeout=60000)
    return ready[KEY]


def test_new_game_deals_the_deal_searched_ahead_at_once_and_a_restart_keeps_it(qtbot: Any) -> None:
    w = guaranteed_pyramid(qtbot)
    try:
        w.controller.open_code(GameCode.make("pyramid", 7, **PYRAMID), animate=False)
        qtbot.waitUntil(lambda: w.controller.session.table.game is not None, timeout=60000)
        ahead = wait_ready(qtbot, w)  # searched in the background while deal 7 is played
        w.controller.new_game()  # dealt within the call: no search, no turn of the event loop
        game = w.controller.session.table.game
        assert game is not None and str(game.code) == ahead and game.proven
        assert w.controller.search_dialog is None
        assert game.order == select_deal(parse(ahead)).order  # that code's own deal
        following = wait_ready(qtbot, w)  # and the next one is searched in turn
        assert following != ahead
    finally:
        w.close()
    again = guaranteed_pyramid(qtbot)  # a restart: the stored code is still the next New game
    try:
        again.controller.open_code(parse(ahead), animate=False)  # typed: the same deal (searched again)
        qtbot.waitUntil(lambda: again.controller.session.table.game is not None, timeout=60000)
        assert again.controller.session.table.game.order == game.order
        # C-2: the file says which code, never which deal; its search runs again in the background.
        qtbot.waitUntil(lambda: again.controller.deals.known(parse(following)) is not None, timeout=60000)
        again.controller.new_game()
        after = again.controller.session.table.game
        assert after is not None and str(after.code) == following and after.proven
    finally:
        again.close()


def test_the_daily_entry_shows_todays_deal_and_its_result(window: MainWindow, qtbot: Any) -> None:
    window.controller.flow.current.replace(window.controller.settings.with_option("pyramid", "level", "easy"))
    window.show_chooser()
    chooser = window.chooser
    button = chooser.dailies["pyramid"]
    qtbot.waitUntil(button.isVisible)
    today = daily_code("pyramid", {"level": "easy"}, date.today())
    assert button.code == today and "not played yet" in button.text()
    chooser.variants[("pyramid", "level")].setCurrentIndex(
        chooser.variants[("pyramid", "level")].findData("standard"))
    assert button.code == daily_code("pyramid", {"level": "standard"}, date.today())
    button.click()  # plays the daily deal of the variant shown
    QApplication.processEvents()
    game = window.controller.session.table.game
    assert game is not None and game.code == button.code
    window.controller.flow.record(game, 10.0, won=True)
    assert window.controller.flow.stats.daily_result(variant_key(game.code), date.today()) is True
    assert window.controller.flow.daily_streak(game) == (1, 1)
    window.show_chooser()
    assert "won" in button.text()


def test_the_end_screen_says_clean_or_assisted(window: MainWindow, monkeypatch: Any) -> None:
    from paciencia.ui.dialogs.end_dialog import EndDialog

    window.controller.open_code(GameCode.make("freecell", 1), animate=False)
    game = window.controller.session.table.game
    assert game is not None
    monkeypatch.setattr(type(game), "won", property(lambda self: True))  # the dialog reads the counters
    assert "clean" in EndDialog(game, 1.0, window).values["help"]
    game.solver_uses += 1
    assert "assisted" in EndDialog(game, 1.0, window).values["help"]
