"""Issue 37 §1–§4 through the window (B-5, C-8, C-10): a FreeCell win the solver played sets no
record and earns no time bonus, its clock is the player's; the win box takes no key at first
and never Space; the rule is said in the same words on the rules page, in the statistics and
on the end screen; an empty Top 5 after assisted wins says "No clean wins yet"."""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from paciencia.play.clock import GameClock
from paciencia.ui.aids.record_words import record_rule
from paciencia.ui.window.main_window import MainWindow

from .helpers import click, load_position, open_game, show_solution, top
from .positions import freecell_near_win


class FakeTime:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def _solver_win(window: MainWindow, qtbot: Any, watched: float) -> None:
    """Show the solution of FreeCell 1, watch it for ``watched`` seconds, continue at its end."""
    fake = FakeTime()
    window.controller.session.table.clock = GameClock(now=fake)
    open_game(window, "freecell", 1)
    show_solution(qtbot, window)
    solution = window.playback.solution
    assert solution is not None
    fake.now += watched
    window.playback.go_to(len(solution.steps))
    window.playback.continue_here()
    qtbot.waitUntil(lambda: getattr(window, "finished_with", None) is not None, timeout=20000)


def test_a_win_the_solver_played_keeps_the_player_s_time_and_sets_no_record(window: MainWindow, qtbot: Any) -> None:
    """Before: Time 0:00, Score 1220 with the full 700 bonus, Best time 0:00 in the statistics."""
    from paciencia.ui.dialogs.statistics import StatisticsDialog

    _solver_win(window, qtbot, 95.0)
    end = window.end_screen  # type: ignore[attr-defined]
    assert end.values["time"] == "1:35"  # the player's time, watching included
    assert "bonus" not in end.values["score"]
    assert "solver" in end.values["help"]
    assert "no time bonus" in end.findChild(QLabel, "end-not-listed").text()
    stats = window.controller.flow.stats.of("freecell")
    assert (stats.won, stats.solver_wins, stats.current_streak, stats.best_time) == (1, 1, 0, None)
    dialog = StatisticsDialog(window.controller.flow, "freecell", window)
    qtbot.addWidget(dialog)
    assert dialog.figures["won"].text() == "1"
    assert dialog.figures["solver"].text() == "1"
    assert dialog.figures["time"].text() == "—"
    assert dialog.figures["moves"].text() == "—"
    assert dialog.figures["score"].text() == "—"
    assert dialog.figures["best"].text() == "0"
    assert record_rule() in dialog.findChild(QLabel, "stats-rule").text()


def test_the_rules_page_says_the_record_rule_for_every_game(qtbot: Any, window: MainWindow) -> None:
    from paciencia.core import registry
    from paciencia.ui.dialogs.help import RulesDialog

    for game in registry.ids():
        dialog = RulesDialog(game, window)
        qtbot.addWidget(dialog)
        text = dialog.browser.toPlainText()
        assert record_rule() in text.replace("\n", " ")
        assert "free and unlimited" not in text  # before: Klondike and FreeCell said so
        dialog.close()


def test_the_win_box_takes_no_key_at_first_and_never_space(window: MainWindow, qtbot: Any) -> None:
    """C-8: Space typed at the celebration or Enter right after does not skip the summary."""
    from paciencia.ui.dialogs import end_dialog

    open_game(window, "freecell", 1)
    game = window.controller.session.table.game
    assert game is not None
    dialog = end_dialog.EndDialog(game, 10.0, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    focused = dialog.focusWidget() or dialog
    for k in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Escape):
        QTest.keyClick(focused, k)
        assert dialog.isVisible(), f"{k} closed the end screen at once"
    QTest.keyClick(focused, Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)
    assert dialog.isVisible()
    qtbot.waitUntil(lambda: time.monotonic() >= dialog.calm_until, timeout=2000)
    QTest.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Space)
    assert dialog.isVisible(), "Space pressed a button of the end screen"
    QTest.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Return)
    assert not dialog.isVisible() and dialog.result() == end_dialog.NEW


def test_the_empty_top_5_after_assisted_wins_says_no_clean_wins_yet(window: MainWindow, qtbot: Any) -> None:
    from paciencia.ui.dialogs.leaderboard import LeaderboardDialog

    _solver_win(window, qtbot, 5.0)
    assert window.controller.flow.leaderboard == []
    dialog = LeaderboardDialog(window.controller.flow.leaderboard, None, window)
    qtbot.addWidget(dialog)
    texts = " ".join(label.text() for label in dialog.findChildren(QLabel))
    assert "No clean wins yet" in texts and "No won games yet" not in texts


def test_an_undo_makes_the_win_assisted_and_the_end_screen_says_why_it_is_not_listed(
    window: MainWindow, qtbot: Any
) -> None:
    """Undo costs no points, but the win is assisted: counted, no record, not in the Top 5."""
    open_game(window, "freecell", 2)
    game = window.controller.session.table.game
    assert game is not None
    assert window.controller.session.play(game.rules.legal_moves(game.position)[0])
    window.acts["undo"].trigger()
    load_position(window, freecell_near_win())  # the same game, its undo counted
    click(window, top(window, "t0"))
    qtbot.waitUntil(lambda: getattr(window, "finished_with", None) is not None, timeout=10000)
    end = window.end_screen  # type: ignore[attr-defined]
    assert game.won and game.undos == 1 and "assisted" in end.values["help"]
    assert "only clean wins" in end.findChild(QLabel, "end-not-listed").text()
    stats = window.controller.flow.stats.of("freecell")
    assert (stats.won, stats.clean_wins, stats.current_streak, stats.best_time) == (1, 0, 1, None)
    assert window.controller.flow.leaderboard == []


def test_a_hint_asked_on_one_deal_never_marks_the_next(window: MainWindow, qtbot: Any) -> None:
    """C-8, B-5: FreeCell's hint is searched off the UI thread; a new deal dealt before its
    answer comes is not made assisted by it, nor is the hint shown on it."""
    open_game(window, "freecell", 1)
    first = window.controller.session.table.game
    window.acts["hint"].trigger()
    open_game(window, "freecell", 2)
    second = window.controller.session.table.game
    assert second is not first and second is not None
    qtbot.waitUntil(lambda: not window.controller.solver.busy(), timeout=20000)  # answered or dropped
    assert second.hints == 0 and not second.assisted
    assert window.controller.session.table.last_hint is None
