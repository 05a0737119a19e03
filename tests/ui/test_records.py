"""T-5/C-5/C-8/C-10 in the window: each game recorded once (won, resigned, abandoned),
the end screen's win rate and streak, the Top 5 and its highlight, the statistics window."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtWidgets import QApplication, QLabel  # noqa: E402

from paciencia.core.codes import GameCode  # noqa: E402
from paciencia.play.questions import Question  # noqa: E402
from paciencia.storage.leaderboard import Entry, load_leaderboard  # noqa: E402
from paciencia.storage.stats import load_statistics  # noqa: E402
from paciencia.ui.dialogs.leaderboard import HIGHLIGHT, LeaderboardDialog  # noqa: E402
from paciencia.ui.dialogs.statistics import StatisticsDialog  # noqa: E402
from paciencia.ui.window import commands  # noqa: E402

from .helpers import click, load_position, open_game, top  # noqa: E402
from .positions import freecell_near_win, pyramid_near_win  # noqa: E402
from .views import close, windowless  # noqa: E402


def win_freecell(w, number):
    open_game(w, "freecell", number)
    load_position(w, freecell_near_win())
    click(w, top(w, "t0"))
    assert w.controller.session.table.game.won


def test_win_is_recorded_once_with_rate_and_streak_on_the_end_screen(window):
    win_freecell(window, 1)
    stats = window.controller.flow.stats.of("freecell")
    assert (stats.played, stats.won, stats.current_streak) == (1, 1, 1)
    end = window.end_screen
    assert end.values["rate"] == "100 % (1 of 1)"
    assert end.values["streak"] == "1 now · best 1"
    window.controller.finish_game()  # a second call (the signal twice, a redraw…) records nothing more
    assert stats.played == 1
    win_freecell(window, 2)
    assert window.end_screen.values["streak"] == "2 now · best 2"
    assert load_statistics()[0].of("freecell").won == 2  # stored


@pytest.fixture
def app(qtbot):
    """The controller on a view of the test's own (tests/ui/views.py): what is recorded needs
    no window; the player agrees to every question."""
    controller, view = windowless(True)
    yield controller, view
    close(controller, view)


def test_resign_and_abandon_are_losses(app):
    controller, view = app
    controller.open_code(GameCode.make("klondike", 5), animate=False)
    controller.session.stock_action()
    controller.resign()  # C-5: resign ends as a loss
    stats = controller.flow.stats.of("klondike?draw=1&passes=0")
    assert (stats.played, stats.won) == (1, 0)
    assert view.ends[-1].values["rate"] == "0 % (0 of 1)"
    controller.open_code(GameCode.make("klondike", 6), animate=False)
    controller.open_code(GameCode.make("klondike", 7), animate=False)  # untouched deal replaced: not a game
    assert stats.played == 1
    controller.session.stock_action()
    controller.restart()  # "Restart this deal" after a move: abandoned
    assert stats.played == 2
    controller.session.stock_action()
    controller.new_game()  # a new deal after a move: abandoned
    assert (stats.played, stats.won, stats.current_streak) == (3, 0, 0)
    controller.session.stock_action()
    controller.shutdown()  # closing is not abandoning: the game is saved to come back
    assert stats.played == 3
    assert view.asked == [Question.RESIGN, Question.RESTART, Question.ABANDON]


def test_restart_after_resign_records_the_new_round(app):
    controller, _view = app
    controller.open_code(GameCode.make("spider", 9, suits=1), animate=False)
    controller.session.stock_action()
    controller.resign()
    controller.restart()
    controller.session.stock_action()
    controller.new_game()
    assert controller.flow.stats.of("spider?suits=1").played == 2


def test_top5_entry_is_highlighted(window):
    for n in range(5):
        window.controller.flow.leaderboard.append(
            Entry(5000 - n, "paciencia://spider/1?suits=1", "spider?suits=1", "2024-01-01T00:00", 60, 9, "x")
        )
    win_freecell(window, 3)  # a small score: does not enter a full board of big ones
    assert window.controller.flow.last_rank is None and window.end_screen.findChild(QLabel, "end-rank") is None
    window.controller.flow.leaderboard[:] = window.controller.flow.leaderboard[:2]
    win_freecell(window, 4)
    assert window.controller.flow.last_rank == 2
    assert window.end_screen.findChild(QLabel, "end-rank").text() == "New entry in the leaderboard: place 3!"
    board, _ = load_leaderboard()
    assert board[2].code == "paciencia://freecell/4" and board[2].player  # the player's name
    dialog = LeaderboardDialog(board, 2, window)
    assert dialog.table.item(2, 0).background().color() == HIGHLIGHT
    assert dialog.table.item(1, 0).background().color() != HIGHLIGHT
    assert dialog.findChild(QLabel, "news") is not None


def test_pyramid_end_screen_shows_level_stock_and_no_score(window):
    open_game(window, "pyramid", 1, level="random")
    load_position(window, pyramid_near_win())
    click(window, pile="stock")
    click(window, top(window, "waste"))
    click(window, top(window, "p21"))
    click(window, top(window, "p22"))
    assert window.controller.session.table.game.won
    v = window.end_screen.values
    assert "score" not in v and v["level"] == "Random" and v["stock"].isdigit()
    assert v["rate"] == "100 % (1 of 1)"
    assert window.controller.flow.stats.of("pyramid?level=random").won == 1
    assert not window.controller.flow.leaderboard  # C-10: Pyramid has no score


def test_statistics_window_and_reset(window, monkeypatch):
    win_freecell(window, 1)
    open_game(window, "klondike", 5)
    window.controller.session.stock_action()
    window.controller.session.resign()
    d = StatisticsDialog(window.controller.flow, "freecell", window)
    assert d.figures["played"].text() == "1" and d.figures["rate"].text() == "100 %"
    assert len(d.chart.history) == 1
    d.resize(500, 300)
    d.show()
    QApplication.processEvents()
    assert not d.chart.grab().isNull()
    answers = [False, True]
    monkeypatch.setattr(d, "confirm", lambda question: answers.pop(0))
    d.reset(False)  # "Cancel": nothing forgotten
    assert window.controller.flow.stats.of("freecell").played == 1
    d.reset(False)
    assert "freecell" not in load_statistics()[0].variants
    assert "klondike?draw=1&passes=0" in load_statistics()[0].variants
    monkeypatch.setattr(d, "confirm", lambda question: True)
    d.reset(True)
    assert not load_statistics()[0].variants
    d.close()


def test_menus_open_the_windows(window, monkeypatch):
    opened = []
    monkeypatch.setattr(StatisticsDialog, "exec", lambda self: opened.append("stats"))
    monkeypatch.setattr(LeaderboardDialog, "exec", lambda self: opened.append("leaders"))
    assert window.acts["stats"].isEnabled() and window.acts["leaders"].isEnabled()
    window.acts["stats"].trigger()
    window.acts["leaders"].trigger()
    assert opened == ["stats", "leaders"]
    assert commands  # the commands module is what the menus call
