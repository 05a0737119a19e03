"""TriPeaks and Golf in the window (issue 34): a tap on a free card sends it to the waste, a tap
on the stock draws, the solver's moves played as taps win the deal, the free cards are lit
(TP-1), Golf shows "winnable" (GF-7) and both fit 800×600."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from typing import Any  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtWidgets import QLabel  # noqa: E402

from paciencia.core.kit.onto_waste import DRAW  # noqa: E402
from paciencia.core.moves import Move  # noqa: E402
from paciencia.core.search import Budget  # noqa: E402
from paciencia.solvers.registry import solve  # noqa: E402
from paciencia.solvers.solution import LOST, WINNABLE  # noqa: E402
from paciencia.storage.leaderboard import board_of, top  # noqa: E402
from paciencia.storage.stats import variant_key  # noqa: E402
from paciencia.ui.dialogs.leaderboard import LeaderboardDialog  # noqa: E402
from paciencia.ui.window import commands  # noqa: E402
from paciencia.ui.window.main_window import MainWindow  # noqa: E402
from ui.helpers import assert_scene_is_model, click, make_window, open_game  # noqa: E402  (tests/ui)
from ui.test_verdict import settled  # noqa: E402


def play_by_taps(w: MainWindow, moves: list[Move]) -> None:
    for move in moves:
        if move == DRAW:
            click(w, pile="stock")
        else:
            click(w, w.scene.cards_of(move.src)[-1])  # a card has one place: the waste
        assert_scene_is_model(w)


@pytest.mark.parametrize(("game", "number", "size"), [("tripeaks", 1, (800, 600)), ("golf", 4, (1280, 800)),
                                                        ("golf", 10, (800, 600))])
def test_the_solution_played_by_taps_wins(qtbot: Any, game: str, number: int, size: tuple[int, int]) -> None:
    w = make_window(qtbot, size=size)
    open_game(w, game, number)
    played = w.controller.session.table.game
    assert played is not None
    result = solve(played.rules, played.position, Budget(positions=1_000_000))
    assert result.verdict == "solved"
    play_by_taps(w, result.moves)
    assert played.won and played.moves == len(result.moves) and w.finished_with  # type: ignore[attr-defined]
    assert played.score > 0
    # TP-9, GF-5: a clean win enters the game's own Top 5, titled with its name alone
    board = w.controller.flow.leaderboard
    variant = variant_key(played.code)
    assert [e.score for e in top(board, board_of(variant))] == [played.score] and board_of(variant) == game
    dialog = LeaderboardDialog(board, 0, w, variant)
    title = dialog.findChild(QLabel).text()
    assert title == f"Top 5: {'TriPeaks' if game == 'tripeaks' else 'Golf'}"
    w.close()


def test_tripeaks_lights_its_free_cards_and_turns_the_uncovered_ones(qtbot: Any) -> None:
    w = make_window(qtbot, size=(800, 600))
    open_game(w, "tripeaks", 1)
    state = w.controller.session.state()
    assert state.lit == frozenset({*(f"p{k}" for k in range(18, 28)), "waste"})
    assert state.piles["p9"][0][1] is False  # face down under p18 and p19
    geometry = w.scene.geometry
    assert geometry is not None
    view = w.view.viewport().rect()
    for pile in ("p0", "p27", "stock", "waste"):
        rect = w.view.mapFromScene(geometry.slot_rect(pile)).boundingRect()
        assert view.contains(rect), pile  # the whole table fits 800×600
    w.close()


def test_golf_says_winnable_then_lost_and_draws_on_a_stock_tap(qtbot: Any, monkeypatch: Any) -> None:
    """Golf 4 is winnable (GF-7: every column card face up, the status shown by default);
    golf 2 is proven lost from its deal."""
    monkeypatch.setattr(commands, "ask_abandon", lambda parent: True)
    w = make_window(qtbot, size=(800, 600))
    open_game(w, "golf", 4)
    settled(qtbot, w, WINNABLE)
    assert w.verdict.label.isVisible() and w.verdict.label.text.text() == "Winnable"
    played = w.controller.session.table.game
    assert played is not None
    stock = len(played.position.stock)
    click(w, pile="stock")
    assert len(played.position.stock) == stock - 1 and played.moves == 1
    open_game(w, "golf", 2)
    settled(qtbot, w, LOST)
    assert w.verdict.label.text.text() == "No longer winnable"
    w.close()
