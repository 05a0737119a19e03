"""Issue 34's round trip, for every game the registry offers: its tile in the chooser deals it,
and on a winnable deal the window's solver (B-2: Show the solution) plays it to a win that the
rules decide and the statistics count, as assisted (B-5)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from paciencia.core import registry
from paciencia.core.codes import GameCode

from .helpers import make_window, show_solution

WINNABLE = {
    "klondike": 1, "freecell": 3, "spider": 3, "pyramid": 4, "bakersgame": 3, "eightoff": 4,
    "spiderette": 4, "tripeaks": 3, "golf": 17, "yukon": 2, "bakersdozen": 1, "fortythieves": 16,
}
"""A deal of each game, at its default options, that its solver wins in well under a second of
its ten (``bench/`` finds others); a new game fails here until it names one."""


def test_every_game_has_a_winnable_deal_named() -> None:
    assert set(WINNABLE) == set(registry.ids())


@pytest.mark.parametrize("game", sorted(WINNABLE))
def test_the_tile_deals_it_and_the_solver_plays_it_to_a_win(qtbot: Any, game: str) -> None:
    w = make_window(qtbot, size=(1280, 800))
    try:
        w.show_chooser()
        qtbot.waitUntil(lambda: w.chooser.isVisible() and w.chooser.shelving is not None, timeout=5000)
        tile = next(t for t in w.chooser.tiles if t.objectName() == f"tile-{game}")
        tile.button.click()
        QApplication.processEvents()
        dealt = w.controller.session.table.game
        assert dealt is not None and dealt.code.game == game and not w.chooser_shown()

        w.controller.open_code(GameCode.make(game, WINNABLE[game]), animate=False, asked=True)
        QApplication.processEvents()
        show_solution(qtbot, w, timeout=30000)
        solution = w.playback.solution
        assert solution is not None and solution.steps
        w.playback.go_to(len(solution.steps))
        w.playback.continue_here()
        qtbot.waitUntil(lambda: getattr(w, "finished_with", None) is not None, timeout=10000)
        assert w.finished_with is True  # type: ignore[attr-defined]
        game_now = w.controller.session.table.game
        assert game_now is not None and game_now.code.number == WINNABLE[game]
        results = [r for v in w.controller.flow.stats.variants.values() for r in v.history]
        assert results and results[-1].won and results[-1].assisted
    finally:
        w.scene.animator.finish()
        w.close()
