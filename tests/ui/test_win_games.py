"""Each game played to a win with real mouse clicks and drags on the view."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from .helpers import (
    assert_scene_is_model,
    click,
    drag_to_pile,
    load_position,
    open_game,
    top,
)
from .positions import freecell_near_win, klondike_near_win, pyramid_near_win, spider_near_win  # noqa: E402


def _finish_by_taps(window, piles, limit=20):
    for _ in range(limit):
        if window.controller.session.table.game.won:
            return
        for pile in piles:
            if window.scene.cards_of(pile):
                click(window, top(window, pile))
                assert_scene_is_model(window)
                break


def test_klondike_won_with_the_mouse(window):
    open_game(window, "klondike", 3)
    load_position(window, klondike_near_win())
    click(window, pile="stock")  # draw Q♥
    assert window.controller.session.table.game.position.waste == (38 - 1,)
    drag_to_pile(window, top(window, "t1"), "f3")  # J♠ up by hand
    assert window.controller.session.table.game.position.foundations[3] == 11
    assert_scene_is_model(window)
    _finish_by_taps(window, ["t0", "waste", "stock"])
    assert window.controller.session.table.game.won
    assert window.finished_with is True
    assert window.end_screen is not None
    assert_scene_is_model(window)


def test_freecell_won_with_the_mouse(window):
    open_game(window, "freecell", 1)
    load_position(window, freecell_near_win())
    drag_to_pile(window, top(window, "t0"), "f2")
    _finish_by_taps(window, ["c0", "t0"])
    assert window.controller.session.table.game.won
    assert window.finished_with is True
    assert_scene_is_model(window)


def test_spider_won_with_the_mouse(window):
    open_game(window, "spider", 1, suits=1)
    load_position(window, spider_near_win())
    drag_to_pile(window, top(window, "t1"), "t0")  # A♠ completes the last run
    game = window.controller.session.table.game
    assert game.won
    assert len(window.scene.cards_of("discard")) == 104
    assert window.finished_with is True
    assert_scene_is_model(window)


def test_pyramid_won_with_the_mouse(window):
    open_game(window, "pyramid", 1, level="random")
    load_position(window, pyramid_near_win())
    click(window, pile="stock")
    click(window, top(window, "waste"))  # a King leaves on one click
    assert not window.controller.session.table.game.position.waste
    click(window, top(window, "p21"))
    assert top(window, "p22").ring  # P-5: the partner is ringed in cyan
    click(window, top(window, "p22"))
    assert window.controller.session.table.game.won
    assert window.finished_with is True
    assert_scene_is_model(window)
