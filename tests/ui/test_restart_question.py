"""Issue 37 §8, C-13: "Restart this deal" asks in its own words, and they are true. It said the
game "counts as a loss if you abandon it for another deal", but it is the same deal. What
restarting does (AppController.restart): the game so far is recorded as a loss (GameFlow.abandon),
then the deal starts over from its first card, with the moves and the clock at zero."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from paciencia.ui.window import commands
from paciencia.ui.window.commands import ask_restart  # the real one: conftest answers it
from paciencia.ui.window.main_window import MainWindow

from .helpers import key, open_game


def begun(window: MainWindow) -> Any:
    open_game(window, "klondike", 40)
    key(window, Qt.Key.Key_Space)
    game = window.controller.session.table.game
    assert game.moves == 1
    return game


@pytest.mark.parametrize("answer", ["Keep playing", "Restart"])
def test_restart_asks_in_its_own_true_words(window: MainWindow, monkeypatch: Any, answer: str) -> None:
    monkeypatch.setattr(commands, "ask_restart", ask_restart)
    monkeypatch.setattr(commands, "ask_abandon", lambda parent: pytest.fail("asked the abandon question"))
    game = begun(window)
    start = game.history.snapshots[0].position
    seen: dict[str, Any] = {}

    def reply() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        seen.update(title=box.windowTitle(), text=box.text(), buttons=sorted(b.text() for b in box.buttons()))
        chosen = [b for b in box.buttons() if b.text().replace("&", "") == answer]
        chosen[0].click() if chosen else box.reject()  # a box without that answer is closed, and fails below

    QTimer.singleShot(0, reply)
    window.acts["restart"].trigger()
    QApplication.processEvents()
    assert seen["title"] == "Restart this deal?"
    assert seen["buttons"] == ["&Keep playing", "&Restart"]
    text = seen["text"]
    assert "another deal" not in text and "abandon" not in text
    assert "counts as a lost game in your statistics" in text
    assert "first card" in text and "clock at zero" in text
    stats = window.controller.flow.stats.of("klondike?draw=1&passes=0")
    assert window.controller.session.table.game is game
    if answer == "Restart":  # what the words said
        assert (stats.played, stats.won) == (1, 0)
        assert game.moves == 0 and game.position == start and window.controller.session.table.clock.elapsed() == 0
    else:
        assert stats.played == 0 and game.moves == 1
