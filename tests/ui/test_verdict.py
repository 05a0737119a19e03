"""The live "winnable" status (B-1, C-6, V-7) and "Go back to the last winnable position"."""

from __future__ import annotations

import threading
from typing import Any

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from paciencia.core.codes import GameCode
from paciencia.core.game import Game
from paciencia.core.moves import Move
from paciencia.core.search import Budget
from paciencia.solvers.solution import LOST, UNKNOWN, WINNABLE
from paciencia.ui.aids import verdict as verdict_module
from paciencia.ui.aids.verdict_label import CHECKING, COLOURS, verdict_icon, verdict_text
from paciencia.ui.window.main_window import MainWindow

from .helpers import load_position, make_window, open_game
from .positions import freecell_near_win, klondike_near_win, pyramid_near_win, spider_near_win


def settled(qtbot: Any, w: MainWindow, kind: str | None = None, timeout: int = 15000) -> None:
    """Wait for the verdict on the position on the table (of ``kind``, if given)."""
    v = w.verdict

    def done() -> bool:
        return v.current is not None and not w.controller.solver.busy("verdict") and (
            kind is None or v.current.kind == kind
        )

    qtbot.waitUntil(done, timeout=timeout)
    QApplication.processEvents()


def move(w: MainWindow, src: str, dst: str) -> Move:
    game = w.controller.session.table.game
    assert game is not None
    return next(m for m in game.rules.legal_moves(game.position) if (m.src, m.dst) == (src, dst))


def test_freecell_is_winnable_and_a_move_that_follows_the_solution_costs_no_search(
    window: MainWindow, qtbot: Any
) -> None:
    open_game(window, "freecell", 1)
    settled(qtbot, window, WINNABLE)
    label = window.verdict.label
    assert label.isVisible() and label.text.text() == "Winnable"
    assert not label.icon.pixmap().isNull()
    assert "hidden" not in label.text.text()  # C-6: every FreeCell card is face up
    searches = window.verdict.searches
    solution = window.verdict.current.solution
    assert solution is not None
    for step in solution.steps[:3]:
        assert window.controller.session.play(step.move)
        QApplication.processEvents()
        assert window.verdict.current is not None and window.verdict.current.kind == WINNABLE
    assert window.verdict.searches == searches  # followed the solution: answered from it
    window.controller.session.undo()
    QApplication.processEvents()
    assert window.verdict.current.kind == WINNABLE and window.verdict.searches == searches


def test_a_lost_position_says_so_and_rewind_goes_back_counted_as_undos(window: MainWindow, qtbot: Any) -> None:
    """Pyramid 34 is winnable; p21+p22 loses it at once (the solver proves it)."""
    open_game(window, "pyramid", 34, level="random")
    settled(qtbot, window, WINNABLE)
    game = window.controller.session.table.game
    assert game is not None
    start = game.position
    assert not window.acts["go_back"].isEnabled()
    window.controller.session.play(move(window, "p21", "p22"))
    settled(qtbot, window, LOST)
    assert window.verdict.label.text.text() == "No longer winnable"
    assert window.acts["go_back"].isEnabled()
    window.acts["go_back"].trigger()
    QApplication.processEvents()
    assert game.position == start and game.history.index == 0 and game.undos == 1
    assert game.history.can_redo()  # the rewind is undos: the lost line stays to redo
    assert window.verdict.current.kind == WINNABLE
    assert not window.acts["go_back"].isEnabled()


def test_rewind_finds_the_last_winnable_position_when_none_was_judged(window: MainWindow, qtbot: Any) -> None:
    """A saved game comes back lost: the earlier positions are judged (newest first) until
    one is winnable, and Rewind goes there, one undo per move taken back."""
    code = GameCode.make("pyramid", 34, level="random")
    game = Game(code, window.controller.settings.game_options("pyramid"))
    solution_first = next(m for m in game.rules.legal_moves(game.position) if m.src == "p23")
    game.play(solution_first)
    game.play(next(m for m in game.rules.legal_moves(game.position) if (m.src, m.dst) == ("p21", "p22")))
    window.controller.session.resume_game(game, 5.0)
    QApplication.processEvents()
    settled(qtbot, window, LOST)
    qtbot.waitUntil(lambda: window.acts["go_back"].isEnabled(), timeout=15000)
    window.verdict.rewind()
    QApplication.processEvents()
    assert game.history.index == 1 and game.undos == 1


def test_hidden_cards_wait_for_the_setting_and_say_so(qtbot: Any) -> None:
    """C-6: Klondike's solver would read face-down cards: no status by default; with the
    setting on, it shows and says that the solver sees hidden cards."""
    w = make_window(qtbot)
    try:
        open_game(w, "klondike", 3, draw=1, passes=0)
        QApplication.processEvents()
        assert not w.verdict.label.isVisible() and w.verdict.searches == 0
        w.controller.apply_settings(w.controller.settings._replace(solver_sees_hidden=True))
        settled(qtbot, w)
        assert w.verdict.label.isVisible()
        assert "solver sees hidden cards" in w.verdict.label.text.text()
        assert "face-down" in w.verdict.label.toolTip()
        open_game(w, "spider", 4, suits=1)  # one suit: the status is on without the setting's note
        settled(qtbot, w)
        assert "hidden" not in w.verdict.label.text.text()
    finally:
        w.scene.animator.finish()
        w.close()


def test_a_spent_budget_says_unknown(window: MainWindow, qtbot: Any, monkeypatch: Any) -> None:
    monkeypatch.setattr(verdict_module, "BUDGET", Budget(positions=1))
    monkeypatch.setattr(verdict_module, "SECOND_BUDGET", Budget(positions=1))
    open_game(window, "freecell", 11982)
    settled(qtbot, window, UNKNOWN)
    assert window.verdict.label.text.text() == "Unknown"
    assert not window.acts["go_back"].isEnabled()
    assert window.verdict.searches == 2  # the first answer, then the second look


def test_a_second_look_decides_what_the_first_left_unknown(
    window: MainWindow, qtbot: Any, monkeypatch: Any
) -> None:
    """B-1: "Unknown" after the first budget, then the longer second look finds the way."""
    monkeypatch.setattr(verdict_module, "BUDGET", Budget(positions=1))
    shown: list[str] = []
    window.verdict.changed.connect(lambda: shown.append(window.verdict.label.kind))
    open_game(window, "freecell", 1)
    settled(qtbot, window, WINNABLE)
    assert UNKNOWN in shown and shown[-1] == WINNABLE
    assert window.verdict.searches == 2


def test_a_stale_answer_is_dropped(window: MainWindow, qtbot: Any, monkeypatch: Any) -> None:
    """V-7: a move while the previous position is being judged: that answer never shows."""
    real_judge = verdict_module.judge
    gate = threading.Event()  # closed: the worker judges nothing until the test opens it
    gate.set()

    def slow_judge(*args: Any) -> Any:
        gate.wait(30)  # on the worker: the second move comes while the first is judged
        return real_judge(*args)

    monkeypatch.setattr(verdict_module, "judge", slow_judge)
    open_game(window, "freecell", 5)
    settled(qtbot, window)
    game = window.controller.session.table.game
    assert game is not None
    dropped: list[int] = []
    window.controller.solver.dropped.connect(dropped.append)
    searches = window.verdict.searches
    gate.clear()
    for n in (1, 2):
        window.verdict.memory.known.clear()
        window.verdict.memory.lines.clear()  # nothing remembered: each position needs its search
        assert window.controller.session.play(game.rules.legal_moves(game.position)[-1])
        qtbot.waitUntil(lambda n=n: window.verdict.searches == searches + n)  # asked, not answered yet
    gate.set()
    settled(qtbot, window)
    assert window.verdict.memory.known.get(game.position) is window.verdict.current
    assert window.verdict.searches == searches + 2 and len(dropped) == 1


def test_moves_in_quick_succession_ask_only_about_the_last(window: MainWindow, qtbot: Any) -> None:
    """The search waits for the table to settle: positions played through at once cost nothing."""
    open_game(window, "freecell", 5)
    settled(qtbot, window)
    game = window.controller.session.table.game
    assert game is not None
    searches = window.verdict.searches
    for _ in range(3):
        window.verdict.memory.known.clear()
        window.verdict.memory.lines.clear()
        assert window.controller.session.play(game.rules.legal_moves(game.position)[-1])
    settled(qtbot, window)
    assert window.verdict.searches == searches + 1


def test_the_search_starts_after_the_animation(qtbot: Any) -> None:
    """B-1: the verdict never delays a move or an animation: it is asked once the table is still."""
    w = make_window(qtbot, speed="normal")
    try:
        w.controller.open_code(GameCode.make("freecell", 1), animate=False)
        settled(qtbot, w)
        game = w.controller.session.table.game
        assert game is not None
        w.verdict.memory.lines.clear()
        searches = w.verdict.searches
        m = next(m for m in game.rules.legal_moves(game.position) if m.dst.startswith("c"))
        w.controller.session.play(m)
        assert w.scene.animator.running and w.verdict.searches == searches
        qtbot.waitUntil(lambda: w.verdict.searches == searches + 1, timeout=5000)
        settled(qtbot, w)
    finally:
        w.scene.animator.finish()
        w.close()


def test_each_verdict_has_its_own_icon() -> None:
    """Drawn in code: a disc of the verdict's colour (no image file)."""
    for kind in (WINNABLE, LOST, UNKNOWN, CHECKING):
        image = verdict_icon(kind, 32, 2.0).toImage()
        assert image.width() == 64
        edge = QColor(image.pixelColor(6, 32))  # on the disc, away from the sign
        want = QColor(COLOURS[kind])
        assert abs(edge.red() - want.red()) < 8 and abs(edge.green() - want.green()) < 8


def freecell_without_moves() -> Any:
    """Kings in the four cells; no ace on top, no empty column, no top that builds on another."""
    from paciencia.core.games.freecell.rules import FreeCellRules

    return FreeCellRules().parse_position(
        "Foundations: H-0 C-0 D-0 S-0\nFreecells: KS KH KD KC\n"
        "AS 2S 3S 4S 5S 6S QS\nAH 2H 3H 4H 5H 6H QC\nAC 2C 3C 4C 5C 6C JS\nAD 2D 3D 4D 5D 6D JC\n"
        "7S 7H 7C 8H TS\n7D 8S 8D 9H TC\n8C 9D TH 9S\nTD JH JD QH QD 9C\n"
    )


KNOWN = [
    ("freecell", {}, freecell_near_win, WINNABLE),
    ("freecell", {}, freecell_without_moves, LOST),
    ("pyramid", {"level": "random"}, pyramid_near_win, WINNABLE),
    ("spider", {"suits": 1}, spider_near_win, WINNABLE),
    ("klondike", {"draw": 1}, klondike_near_win, WINNABLE),
]


@pytest.mark.parametrize(("game", "options", "position", "kind"), KNOWN, ids=lambda v: getattr(v, "__name__", v))
def test_the_status_on_known_positions(
    window: MainWindow, qtbot: Any, game: str, options: dict[str, object], position: Any, kind: str
) -> None:
    """B-1 per game: what the status line says on a hand-made position whose fate is known
    (Pyramid's lost position is in the rewind test above; Klondike needs the setting, C-6)."""
    current = window.controller.flow.current
    current.replace(current.value._replace(solver_sees_hidden=True))
    open_game(window, game, 1, **options)
    settled(qtbot, window)
    load_position(window, position())
    settled(qtbot, window, kind)
    assert window.verdict.label.text.text().startswith(verdict_text(kind))
    assert window.acts["go_back"].isEnabled() is False  # nothing earlier on this history to go back to
