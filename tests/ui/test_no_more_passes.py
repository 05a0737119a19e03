"""K-3, P-6 (issue 25 item 7): when no recycle is left, the empty stock shows a "no more
passes" mark instead of the recycle arrow, and a screen reader hears it."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QColor, QImage, QPainter

from paciencia.core.capabilities import LimitedPasses
from paciencia.ui.access.names import pile_name
from paciencia.ui.window.main_window import MainWindow

from .helpers import open_game


def _empty_the_stock(w: MainWindow) -> None:
    session = w.controller.session
    game = session.table.game
    assert game is not None
    while game.rules.stock_move(game.position) is not None and game.position.stock:
        session.stock_action()
    w.scene.animator.finish()


def _recycle(w: MainWindow) -> None:
    game = w.controller.session.table.game
    assert game is not None and not game.position.stock
    w.controller.session.stock_action()
    w.scene.animator.finish()


def _slot_picture(w: MainWindow) -> QImage:
    slot = w.scene.slots["stock"]
    image = QImage(int(slot.w) + 2, int(slot.h) + 2, QImage.Format.Format_ARGB32)
    image.fill(QColor(20, 90, 50))
    painter = QPainter(image)
    slot.paint(painter, None)  # type: ignore[arg-type]
    painter.end()
    return image


def _stock_name(w: MainWindow) -> str:
    layout = w.controller.session.table.layout
    assert layout is not None
    return pile_name(layout, w.scene.state, "stock")


def test_klondike_with_three_passes_shows_no_more_passes_once_the_stock_is_empty(window: MainWindow) -> None:
    open_game(window, "klondike", 7, passes=3)
    slot = window.scene.slots["stock"]
    assert not slot.spent
    _empty_the_stock(window)
    arrow = _slot_picture(window)
    assert not slot.spent and "no more passes" not in _stock_name(window)  # two recycles left
    _recycle(window)
    _empty_the_stock(window)
    _recycle(window)
    assert window.scene.state.piles["stock"]  # the last pass: its cards cover the place
    _empty_the_stock(window)
    assert slot.spent
    assert "no more passes" in _stock_name(window) and "empty" in _stock_name(window)
    assert _slot_picture(window) != arrow  # another picture than the arrow
    window.controller.session.undo()  # a card back in the stock covers the place again
    window.scene.animator.finish()
    assert window.scene.state.piles["stock"]
    for _ in range(2 * 24 + 3):
        window.controller.session.undo()
    window.scene.animator.finish()
    assert not slot.spent  # back in an earlier pass: recycles are left


def test_unlimited_klondike_keeps_the_arrow(window: MainWindow) -> None:
    open_game(window, "klondike", 7, passes=0)
    _empty_the_stock(window)
    assert not window.scene.slots["stock"].spent
    assert "no more passes" not in _stock_name(window)


def test_klondike_with_a_one_pass_limit_has_nothing_to_recycle(window: MainWindow) -> None:
    open_game(window, "klondike", 7, passes=1)
    _empty_the_stock(window)
    assert window.scene.slots["stock"].spent


def test_pyramid_after_the_third_pass(window: MainWindow) -> None:
    open_game(window, "pyramid", 1, level="random")
    slot = window.scene.slots["stock"]
    for _ in range(2):
        _empty_the_stock(window)
        assert not slot.spent
        _recycle(window)
    _empty_the_stock(window)
    assert slot.spent and "no more passes" in _stock_name(window)


def test_the_capability_is_declared_by_the_rules_that_limit_passes() -> None:
    from paciencia.core.codes import GameCode

    def rules(code: Any) -> Any:
        return code.info.rules(code.values())

    assert isinstance(rules(GameCode.make("klondike", 1, passes=3)), LimitedPasses)
    assert isinstance(rules(GameCode.make("pyramid", 1, level="random")), LimitedPasses)
    assert not isinstance(rules(GameCode.make("klondike", 1, passes=0)), LimitedPasses) or rules(
        GameCode.make("klondike", 1, passes=0)).can_recycle(None)
    assert not isinstance(rules(GameCode.make("spider", 1, suits=1)), LimitedPasses)
