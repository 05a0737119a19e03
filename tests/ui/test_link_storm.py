"""Issue 36 §2 (C-13): links that arrive while a question is open wait for its answer.

Three links over a game in progress opened three nested "Abandon this game?" boxes (each
box.exec() let the next request in); after "Abandon it" the next box asked about a game with
no move, and the window ended on the first link. Now the requests are merged, the latest
wins, the player is asked once, and whether a game is in progress is checked again after the
answer."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QApplication

from paciencia.core.codes import GameCode
from paciencia.ui.window import commands
from paciencia.ui.window.main_window import MainWindow

from .helpers import open_game


def _in_progress(window: MainWindow) -> None:
    open_game(window, "freecell", 1)
    session = window.controller.session
    game = session.table.game
    assert game is not None
    assert session.play(game.rules.legal_moves(game.position)[0])


def _answering(monkeypatch: Any, window: MainWindow, links: list[str], answer: bool) -> list[str]:
    """The player's answer, given while ``links`` arrive from later launches (the socket's
    requests are handled by the question's own event loop, as box.exec() runs one)."""
    asked: list[str] = []

    def ask(parent: Any) -> bool:
        asked.append("abandon")
        for link in links:
            window.controller.open_remote([link])
        QApplication.processEvents()
        return answer

    monkeypatch.setattr(commands, "ask_abandon", ask)
    return asked


def test_links_during_the_question_are_asked_about_once_and_the_last_one_wins(
    window: MainWindow, qtbot: Any, monkeypatch: Any
) -> None:
    _in_progress(window)
    asked = _answering(monkeypatch, window, ["paciencia://freecell/3", "paciencia://freecell/4"], True)
    window.controller.open_remote(["paciencia://freecell/2"])
    qtbot.waitUntil(lambda: str(window.controller.session.table.game.code) == "paciencia://freecell/4", timeout=5000)
    for _ in range(3):
        QApplication.processEvents()  # anything left waiting would be taken now
    assert asked == ["abandon"]  # before: three nested boxes, the second about a game with no move
    assert str(window.controller.session.table.game.code) == "paciencia://freecell/4"  # before: freecell/2
    assert window.controller.flow.stats.of("freecell").played == 1  # the abandoned game, once


def test_keep_playing_declines_the_links_merged_into_the_question(
    window: MainWindow, qtbot: Any, monkeypatch: Any
) -> None:
    _in_progress(window)
    game = window.controller.session.table.game
    asked = _answering(monkeypatch, window, [f"paciencia://freecell/{n}" for n in range(3, 33)], False)
    window.controller.open_remote(["paciencia://freecell/2"])
    for _ in range(3):
        QApplication.processEvents()
    assert asked == ["abandon"]  # thirty links, one question
    assert window.controller.session.table.game is game and game.moves == 1


def test_a_link_during_the_end_screen_waits_for_it(window: MainWindow, qtbot: Any, monkeypatch: Any) -> None:
    """The end screen is modal too: a link that arrives while it shows is dealt after it."""
    from .helpers import click, load_position, top
    from .positions import freecell_near_win

    open_game(window, "freecell", 2)
    load_position(window, freecell_near_win())
    shown: list[str] = []

    def end_screen(dialog: Any) -> int:
        window.controller.open_remote(["paciencia://spider/5?suits=1"])
        shown.append(str(window.controller.session.table.game.code))  # still the won game under the screen
        return 0

    window.controller.end_screen = end_screen
    click(window, top(window, "t0"))
    qtbot.waitUntil(lambda: bool(shown), timeout=10000)
    assert shown == ["paciencia://freecell/2"]
    qtbot.waitUntil(lambda: str(window.controller.session.table.game.code) == "paciencia://spider/5?suits=1",
                    timeout=5000)
    assert GameCode.make("spider", 5, suits=1) == window.controller.session.table.game.code
