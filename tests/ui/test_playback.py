"""Solution playback (B-2): the solver's steps on the table, forwards and backwards,
Stop, "Continue from here" (B-5: the game is then assisted), nothing else acts, and no
step's text widens the window (U-5)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QToolButton

from paciencia.core.codes import GameCode
from paciencia.core.game import Game
from paciencia.ui.scene.check import differences
from paciencia.ui.window.main_window import MainWindow

from .helpers import assert_scene_is_model, click, key, make_window, open_game, show_solution, top

SHOWN = 15
"""Steps walked forwards, then back, one by one (the whole walk would take seconds)."""


def assert_table_shows(w: MainWindow, pos: Any) -> None:
    """The scene, once still, is exactly ``pos`` as the game's layout draws it."""
    w.scene.animator.finish()
    assert w.scene.state.piles == w.controller.session.state(pos).piles
    diff = differences(w.scene)
    assert not diff, diff[:5]


def test_forwards_then_backwards_shows_each_step_exactly(qtbot: Any) -> None:
    """Animated (normal speed): → through every step, then ← back to the start; at each
    step the table is the position the game itself reaches by playing the steps so far,
    and the game's own position and history never change."""
    w = make_window(qtbot, speed="normal")
    try:
        w.controller.open_code(GameCode.make("pyramid", 34, level="random"), animate=False)
        session = w.controller.session
        game = session.table.game
        assert game is not None
        start, snap = game.position, game.history.current
        show_solution(qtbot, w)
        solution = w.playback.solution
        assert solution is not None and solution.start == start
        # the positions the game reaches when a player plays the moves by hand
        by_hand: Game[Any] = Game(game.code, game.options)
        expected = [by_hand.position]
        for step in solution.steps:
            by_hand.play(step.move)
            expected.append(by_hand.position)
        assert by_hand.won
        assert_table_shows(w, start)
        last = len(expected) - 1
        for k in [*range(1, SHOWN + 1), *range(SHOWN - 1, -1, -1)]:
            key(w, Qt.Key.Key_Right if k > w.playback.index else Qt.Key.Key_Left)
            assert w.playback.index == k
            assert w.scene.animator.running  # the cards fly, forwards and backwards (U-3)
            assert_table_shows(w, expected[k])
            assert game.position == start and game.history.current is snap
            if k:  # the bar says the step in words a player reads, not the notation
                assert " of " in w.playback_bar.text.text(), w.playback_bar.text.text()
        assert not w.playback.actions["step_back"].isEnabled()
        w.playback.go_to(last - 1)  # the last steps, to the win and back
        for k in (last, last - 1, last):
            key(w, Qt.Key.Key_Right if k > w.playback.index else Qt.Key.Key_Left)
            assert_table_shows(w, expected[k])
        assert not w.playback.actions["step_next"].isEnabled()
        assert "won" in w.playback_bar.text.text()
        assert game.position == start and game.history.current is snap
    finally:
        w.scene.animator.finish()
        w.close()


def test_continue_from_a_step_makes_the_steps_the_game_s_own(window: MainWindow, qtbot: Any) -> None:
    open_game(window, "freecell", 1)
    session = window.controller.session
    game = session.table.game
    assert game is not None
    assert game.solver_uses == 0 and not game.assisted
    show_solution(qtbot, window)
    assert game.solver_uses == 1 and game.assisted  # B-5: the solver's solution was seen
    solution = window.playback.solution
    assert solution is not None
    for _ in range(4):
        key(window, Qt.Key.Key_Right)
    window.playback.actions["step_keep"].trigger()
    QApplication.processEvents()
    assert not window.playback.active and not window.playback_bar.isVisible()
    assert game.history.index == 4
    for i, step in enumerate(solution.steps[:4], start=1):
        assert game.history.snapshots[i].actions == step.actions  # one undo step each
    assert game.position == solution.steps[3].position
    assert_scene_is_model(window)
    by_hand = Game(game.code, game.options)
    for step in solution.steps[:4]:
        by_hand.play(step.move)
    assert (game.position, game.score, game.moves) == (by_hand.position, by_hand.score, by_hand.moves)
    assert window.acts["undo"].isEnabled()
    assert game.solver_uses == 2  # B-5: and the player went on from it
    window.controller.session.undo()
    assert game.history.index == 3


def test_continue_to_the_end_is_an_assisted_win(window: MainWindow, qtbot: Any) -> None:
    """B-5: the win counts, in the assisted part of the statistics."""
    open_game(window, "pyramid", 34, level="random")
    show_solution(qtbot, window)
    solution = window.playback.solution
    assert solution is not None
    window.playback.go_to(len(solution.steps))
    window.playback.continue_here()
    qtbot.waitUntil(lambda: getattr(window, "finished_with", None) is not None, timeout=10000)
    assert window.finished_with is True  # type: ignore[attr-defined]
    results = [r for v in window.controller.flow.stats.variants.values() for r in v.history]
    assert results and results[-1].won and results[-1].assisted


def test_a_win_the_solver_played_does_not_top_the_leaderboard(window: MainWindow, qtbot: Any) -> None:
    """C-10 (issue 25, item 10): Show the solution, Continue from here, win: counted (assisted),
    but not a Top 5 entry, and the end screen says why. A clean win after it still enters."""
    from PySide6.QtWidgets import QLabel

    from paciencia.storage.leaderboard import load_leaderboard

    open_game(window, "freecell", 1)
    show_solution(qtbot, window)
    solution = window.playback.solution
    assert solution is not None
    window.playback.go_to(len(solution.steps))
    window.playback.continue_here()
    qtbot.waitUntil(lambda: getattr(window, "finished_with", None) is not None, timeout=20000)
    game = window.controller.session.table.game
    assert game is not None and game.won and game.solver_played
    assert window.controller.flow.last_rank is None and window.controller.flow.leaderboard == []
    assert load_leaderboard()[0] == []
    assert window.end_screen.findChild(QLabel, "end-rank") is None  # type: ignore[attr-defined]
    assert window.end_screen.findChild(QLabel, "end-not-listed") is not None  # type: ignore[attr-defined]
    results = [r for v in window.controller.flow.stats.variants.values() for r in v.history]
    assert [(r.won, r.assisted) for r in results] == [(True, True)]


def test_stop_puts_the_player_s_position_back(window: MainWindow, qtbot: Any) -> None:
    open_game(window, "freecell", 1)
    game = window.controller.session.table.game
    assert game is not None
    game_position = game.position
    show_solution(qtbot, window)
    key(window, Qt.Key.Key_Right)
    key(window, Qt.Key.Key_Right)
    assert window.scene.state.piles != window.controller.session.state().piles
    key(window, Qt.Key.Key_Escape)
    assert not window.playback.active
    assert game.position == game_position and game.history.index == 0
    assert_scene_is_model(window)
    assert window.acts["undo"].isEnabled() is False and window.acts["hint"].isEnabled()


def test_gestures_and_game_keys_do_nothing_while_it_plays(window: MainWindow, qtbot: Any) -> None:
    open_game(window, "freecell", 1)
    game = window.controller.session.table.game
    assert game is not None
    show_solution(qtbot, window)
    before = window.scene.state.piles
    click(window, top(window, "t0"))  # a tap would send the card somewhere
    key(window, Qt.Key.Key_D)  # hint
    key(window, Qt.Key.Key_A)  # auto
    assert window.scene.state.piles == before and game.history.index == 0
    assert game.hints == 0
    for name in ("undo", "hint", "draw", "new", "restart", "solution", "prefs", "choose"):
        assert not window.acts[name].isEnabled(), name
    key(window, Qt.Key.Key_Space)  # play
    assert window.playback._timer.isActive()
    qtbot.waitUntil(lambda: window.playback.index >= 2, timeout=5000)
    key(window, Qt.Key.Key_Space)  # pause
    assert not window.playback._timer.isActive()
    shown = window.playback.index
    qtbot.wait(600)  # longer than a step of Play at this speed
    assert window.playback.index == shown
    key(window, Qt.Key.Key_Escape)
    assert window.acts["new"].isEnabled() and window.acts["hint"].isEnabled()


def test_a_new_deal_ends_the_playback(window: MainWindow, qtbot: Any) -> None:
    open_game(window, "freecell", 1)
    show_solution(qtbot, window)
    key(window, Qt.Key.Key_Right)
    open_game(window, "freecell", 2)  # e.g. a link from a second launch
    assert not window.playback.active and not window.playback_bar.isVisible()
    assert_scene_is_model(window)


@pytest.mark.parametrize("code", [
    GameCode.make("klondike", 5, draw=1),
    GameCode.make("freecell", 1),  # its last step names 32 cards: once 3 633 px wide
    GameCode.make("spider", 3, suits=1),
    GameCode.make("pyramid", 34, level="random"),
], ids=lambda c: c.game)
def test_the_steps_never_widen_the_window(qtbot: Any, code: GameCode) -> None:
    """U-5 (issue 25): at 800×600, every step of the solution, played to the end and
    stopped, leaves the window 800 px wide with every button of the bar inside it; a
    step's text too long for the bar is cut after a whole word, and its whole text is in
    the tooltip and the accessible name."""
    w = make_window(qtbot, size=(800, 600))
    try:
        w.controller.open_code(code, animate=False, asked=True)
        show_solution(qtbot, w)
        solution = w.playback.solution
        assert solution is not None
        bar, label = w.playback_bar, w.playback_bar.text
        longest = ("", "")
        for _ in solution.steps:
            w.playback.next()
            QApplication.processEvents()
            assert w.width() == 800 and w.minimumSizeHint().width() <= 800, (label.text(), w.width())
            for button in bar.findChildren(QToolButton):
                right = button.mapTo(w, button.rect().topRight()).x()
                assert button.isVisible() and right <= 800, f"{button.text()} at {right} px"
            assert label.accessibleName() == label.text()
            if len(label.text()) > len(longest[0]):
                longest = (label.text(), label.shown)
        text, shown = longest
        assert shown == text or (shown.endswith("…") and text.startswith(shown[:-1])), shown
        assert shown != text or code.game != "spider"  # a deal names ten cards: more than the bar holds
        w.playback.go_to(len(solution.steps))
        QApplication.processEvents()
        assert label.shown == label.text() or label.toolTip() == label.text()
        w.playback.stop()
        QApplication.processEvents()
        assert w.width() == 800
    finally:
        w.scene.animator.finish()
        w.close()
