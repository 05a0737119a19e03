"""Pyramid's clicks (P-5), values (P-2) and the lock (P-7) through the real view."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from paciencia.core.cards import RANK  # noqa: E402
from paciencia.core.codes import GameCode  # noqa: E402
from paciencia.core.game import Game  # noqa: E402

from .helpers import assert_scene_is_model, click, open_game, top  # noqa: E402


def _first_locking_deal():
    """A deal whose very first table has a pair that locks a card (found, not hard-coded)."""
    for n in range(1, 2000):
        game = Game(GameCode.make("pyramid", n, level="random"))
        rules, pos = game.rules, game.position
        if rules.locked_cards(pos):
            continue  # lost from the deal: no mistake to go back before
        for m in rules.legal_moves(pos):
            if (
                m.src.startswith("p")
                and m.dst.startswith("p")
                and rules.locked_cards(rules.apply(pos, m).position)
            ):
                return n, m
    raise AssertionError("no deal with a locking first pair")


def test_rings_pair_and_refusal(window):
    open_game(window, "pyramid", 7, level="random")
    game = window.controller.session.table.game
    rules, pos = game.rules, game.position
    bottom = [f"p{k}" for k in range(21, 28)]
    # a bottom card that has a partner, and one that does not sum 13 with it
    a = next(p for p in bottom if rules.partners(pos, p) and RANK[pos.pyramid[int(p[1:])]] != 13)
    partners = rules.partners(pos, a)
    click(window, top(window, a))
    assert top(window, a).selected
    for p in partners:
        assert top(window, p).ring
    wrong = next(
        (p for p in bottom if p != a and p not in partners and RANK[pos.pyramid[int(p[1:])]] != 13), None
    )
    if wrong is not None:
        click(window, top(window, wrong))
        assert "needs 13" in window.statusBar().currentMessage()
        assert game.position == pos  # refused: nothing changed
        click(window, top(window, a))
    click(window, top(window, partners[0]))
    assert game.moves == 1
    assert len(window.scene.cards_of("discard")) == 2
    assert_scene_is_model(window)


def test_covered_card_says_who_covers_it(window):
    open_game(window, "pyramid", 7, level="random")
    click(window, top(window, "p0"))  # the apex: covered by p1 and p2
    message = window.statusBar().currentMessage()
    assert "covered by" in message
    assert top(window, "p1").covering and top(window, "p2").covering  # its own mark (test_covering_mark)


def test_values_beside_a_j_q_k(window):
    open_game(window, "pyramid", 7, level="random")
    for it in window.scene.items_by_key.values():
        rank = RANK[it.card % 52]
        assert (it.badge == str(rank)) == (rank in (1, 11, 12, 13) and it.face_up) or not it.face_up


def test_lock_shows_padlock_and_going_back_works(window):
    number, move = _first_locking_deal()
    open_game(window, "pyramid", number, level="random")
    game = window.controller.session.table.game
    start = game.position
    click(window, top(window, move.src))
    click(window, top(window, move.dst))
    locked = game.rules.locked_cards(game.position)
    assert locked
    for pile in locked:
        assert top(window, pile).locked  # the padlock
    assert window.banner.isVisible()
    assert window.acts["go_back"].isEnabled()
    window.banner.button.click()  # "Go back before the mistake"
    assert game.position == start
    assert game.undos == 1
    assert not any(it.locked for it in window.scene.items_by_key.values())
    assert not window.banner.isVisible()
    assert_scene_is_model(window)
