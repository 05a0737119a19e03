"""Solution playback at the player's pace (B-2; issue 37 §14): slower and faster (keys and
buttons, the speed shown on the bar and kept in the settings), Home and End to the start and
to the end, and a run of plain stock draws played as one step while it plays by itself."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QToolButton

from paciencia.core.codes import GameCode
from paciencia.storage.settings import Settings, load_settings
from paciencia.ui.window.main_window import MainWindow

from .helpers import key, make_window, open_game, show_solution


def buttons(w: MainWindow) -> dict[str, QToolButton]:
    """The bar's buttons by the name of their command."""
    out = {}
    for button in w.playback_bar.findChildren(QToolButton):
        action = button.defaultAction()
        if action is not None:
            out[action.objectName()] = button
    return out


def speed_shown(w: MainWindow) -> str:
    return w.playback_bar.speed.text()


def test_faster_shortens_the_time_between_steps_and_is_kept(window: MainWindow, qtbot: Any) -> None:
    """+ and − (and ] and [) change the speed in steps, shown on the bar; at 5× a step
    follows the one before five times sooner than at 1×; the speed is kept for the next
    solution and the next launch."""
    open_game(window, "freecell", 1)
    show_solution(qtbot, window)
    playback = window.playback
    assert "1×" in speed_shown(window)
    key(window, Qt.Key.Key_Space)  # play
    assert playback.playing
    normal = playback.interval()
    shift = Qt.KeyboardModifier.ShiftModifier  # "+" is Shift+= on many keyboards
    for k, mods, shown in ((Qt.Key.Key_Plus, shift, "2×"), (Qt.Key.Key_BracketRight, None, "3×"),
                           (Qt.Key.Key_Plus, None, "5×"), (Qt.Key.Key_Plus, None, "5×")):
        key(window, k, mods or Qt.KeyboardModifier.NoModifier)
        assert shown in speed_shown(window), speed_shown(window)
    assert playback.playing  # a change of speed does not stop the play
    assert playback.interval() * 5 <= normal + 5
    assert not window.playback.actions["step_faster"].isEnabled()  # no faster than the fastest
    for k, shown in ((Qt.Key.Key_Minus, "3×"), (Qt.Key.Key_BracketLeft, "2×"), (Qt.Key.Key_Minus, "1×"),
                     (Qt.Key.Key_Minus, "½×"), (Qt.Key.Key_Minus, "½×")):
        key(window, k)
        assert shown in speed_shown(window), speed_shown(window)
    assert playback.interval() >= 2 * normal - 5
    assert not window.playback.actions["step_slower"].isEnabled()
    faster = buttons(window)["step_faster"]
    assert faster.text() == "+" and faster.accessibleName() == "Faster" and "(+)" in faster.toolTip()
    faster.click()
    faster.click()
    assert "2×" in speed_shown(window)
    key(window, Qt.Key.Key_Escape)
    assert window.controller.settings.playback_speed == 200
    assert load_settings()[0].playback_speed == 200
    show_solution(qtbot, window)
    assert "2×" in speed_shown(window)
    window.playback.stop()


def test_the_speed_setting_is_checked_as_the_others() -> None:
    from paciencia.storage.settings import from_dict

    kept, refused = from_dict({"playback_speed": 300})
    assert kept.playback_speed == 300 and not refused
    dropped, refused = from_dict({"playback_speed": 7})
    assert dropped.playback_speed == Settings().playback_speed and refused


def test_end_goes_to_the_win_and_home_to_the_start(window: MainWindow, qtbot: Any) -> None:
    open_game(window, "klondike", 5, draw=1)
    show_solution(qtbot, window)
    playback = window.playback
    solution = playback.solution
    assert solution is not None
    key(window, Qt.Key.Key_Space)
    key(window, Qt.Key.Key_End)
    assert playback.index == len(solution.steps) and not playback.playing
    window.scene.animator.finish()
    assert window.scene.state.piles == window.controller.session.state(solution.steps[-1].position).piles
    assert "won" in window.playback_bar.text.text()
    assert not playback.actions["step_next"].isEnabled() and not playback.actions["step_end"].isEnabled()
    key(window, Qt.Key.Key_Home)
    assert playback.index == 0
    assert window.scene.state.piles == window.controller.session.state().piles
    buttons(window)["step_end"].click()
    assert playback.index == len(solution.steps)
    playback.stop()


def test_stock_draws_one_after_another_play_as_one_step(qtbot: Any) -> None:
    """Klondike deal 5's solution is mostly draws: playing by itself, a run of draws is one
    step (the bar says which steps), so the solution takes far fewer steps (119 for its 238);
    → by hand still shows each draw."""
    w = make_window(qtbot, speed="normal")
    try:
        w.controller.open_code(GameCode.make("klondike", 5, draw=1), animate=False)
        show_solution(qtbot, w)
        playback = w.playback
        solution = playback.solution
        assert solution is not None
        total = len(solution.steps)
        shown: list[tuple[int, int, str]] = []  # each step shown while it plays: from, to, text
        set_text = w.playback_bar.set_text

        def seen(text: str) -> None:
            if playback.index > (shown[-1][1] if shown else 0):
                shown.append((playback.shown_from, playback.index, text))
            set_text(text)

        w.playback_bar.set_text = seen  # type: ignore[method-assign]
        for _ in range(4):
            key(w, Qt.Key.Key_Plus)  # the fastest
        key(w, Qt.Key.Key_Space)
        qtbot.waitUntil(lambda: playback.index >= 80, timeout=30000)
        key(w, Qt.Key.Key_Space)  # pause
        played = playback.index
        assert [b for _, b, _ in shown[:-1]] == [a for a, _, _ in shown[1:]]  # no step left out
        assert shown[-1][1] == played and len(shown) < played * 0.7, (len(shown), played)
        merged = [(a, b, text) for a, b, text in shown if b > a + 1]
        assert merged
        for a, b, text in merged:  # every step of a merged run is a plain draw, and the bar says which
            assert f"Solution: steps {a + 1}–{b} of {total}" in text and "from Stock to Waste" in text, text
            for step in solution.steps[a:b]:
                assert step.move.src == "stock" and len(step.actions) == 1
        w.playback.go_to(0)
        for k in range(1, 12):
            key(w, Qt.Key.Key_Right)
            assert playback.index == k
        w.playback.stop()
    finally:
        w.scene.animator.finish()
        w.close()


def test_the_key_help_lists_every_playback_key(window: MainWindow, qtbot: Any) -> None:
    open_game(window, "freecell", 1)
    show_solution(qtbot, window)
    key(window, Qt.Key.Key_Q)  # not a playback key: the help is said
    said = window.statusBar().currentMessage()
    for word in ("→", "←", "Space", "Esc", "+", "−", "Home", "End"):
        assert word in said, (word, said)
    key(window, Qt.Key.Key_Escape)


def test_the_new_keys_do_nothing_without_a_solution(window: MainWindow) -> None:
    """Home, End, + and − belong to the playback only while it plays; otherwise they stay the
    table's (nothing is consumed, no command acts)."""
    open_game(window, "klondike", 1)
    game = window.controller.session.table.game
    assert game is not None
    for k in (Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_Plus, Qt.Key.Key_Minus):
        key(window, k)
    assert game.history.index == 0 and not window.playback.active
    for name in ("step_first", "step_end", "step_faster", "step_slower"):
        assert not window.playback.actions[name].isEnabled()


def test_at_800_px_the_bar_shows_what_each_step_did(qtbot: Any) -> None:
    """U-5: in an 800 px window the step's text has a line of its own above the buttons, and
    every step of Klondike deal 5's solution shows its words whole (only the note on the
    face-down cards, said from the start, may be cut)."""
    from paciencia.ui.access.announce import describe_change

    w = make_window(qtbot, size=(800, 600))
    try:
        w.controller.open_code(GameCode.make("klondike", 5, draw=1), animate=False)
        show_solution(qtbot, w)
        bar, playback = w.playback_bar, w.playback
        assert bar.two_lines
        solution, layout = playback.solution, w.controller.session.table.layout
        assert solution is not None and layout is not None
        positions = solution.positions()
        for k in range(1, len(solution.steps) + 1):
            playback.next()
            QApplication.processEvents()
            words = describe_change(layout, layout.state(positions[k - 1]), layout.state(positions[k]))
            assert words in bar.text.shown, (words, bar.text.shown)
        for button in bar.findChildren(QToolButton):
            assert button.isVisible() and button.mapTo(w, button.rect().topRight()).x() <= 800
        playback.stop()
        w.resize(1280, 800)
        show_solution(qtbot, w)
        qtbot.waitUntil(lambda: not bar.two_lines)  # wide enough: one line
        playback.stop()
    finally:
        w.scene.animator.finish()
        w.close()


def test_no_playback_key_is_also_an_active_command_s(window: MainWindow, qtbot: Any) -> None:
    """While a solution is shown, every key of the window's enabled commands belongs to one
    command only (Qt would act on neither of two that share a key)."""
    from PySide6.QtGui import QAction, QKeySequence

    open_game(window, "klondike", 1)
    show_solution(qtbot, window)
    key(window, Qt.Key.Key_Right)  # Home and Previous can act from here
    owners: dict[str, list[str]] = {}
    for action in window.findChildren(QAction):
        if action.isEnabled():
            for seq in action.shortcuts():
                keys = seq.toString(QKeySequence.SequenceFormat.PortableText)
                owners.setdefault(keys, []).append(action.objectName())
    shared = {k: v for k, v in owners.items() if len(v) > 1}
    assert not shared, shared
    for k in ("Home", "End", "+", "-", "[", "]"):
        assert k in owners, k
    window.playback.stop()
