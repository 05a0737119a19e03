"""Cards under two others in one place are not painted, and the table looks the same (issue 11).

Qt paints every item that meets a repainted region: a full Spider stock meant 47 of the 70
card paints of each frame of the deal (bench/motion_bench.py). scene/stacks.py hides a card
two resting cards cover exactly; these tests check the picture is pixel for pixel the one
with every card painted, and that a card taken off a stack shows the one under it."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from paciencia.core.cards import card_id
from paciencia.core.codes import GameCode
from paciencia.core.games.klondike.position import KlondikePosition
from paciencia.decks.sources import CANONICAL_IDS
from waits import wait_until

from .helpers import load_position, open_game


def _grab(w: Any) -> QImage:
    cp = w.scene.cp
    # every face drawn: no stand-in in either picture
    wait_until(lambda: cp.renderer.has_all(CANONICAL_IDS, cp.width, cp.dpr), between=lambda: QTest.qWait(5),
               what="every card face drawn")
    QApplication.processEvents()
    return w.view.viewport().grab().toImage()


def _everything_shown(w: Any) -> QImage:
    hidden = [it for it in w.scene.items_by_key.values() if not it.isVisible()]
    for it in hidden:
        it.show()
    image = _grab(w)
    for it in hidden:
        it.hide()
    return image


def _same_table(a: QImage, b: QImage) -> bool:
    """The same picture but for the rim of tall stacks: their antialiased edge is the blend of
    three cards instead of up to 104 (a few dozen corner pixels). A card missing from the
    table, or a stack shown without its top cards, differs in thousands."""
    assert a.size() == b.size() and a.format() == b.format()
    stride = a.bytesPerLine()
    da, db = bytes(a.constBits()), bytes(b.constBits())
    differing = 0
    for y in range(a.height()):
        row_a, row_b = da[y * stride:(y + 1) * stride], db[y * stride:(y + 1) * stride]
        if row_a != row_b:
            differing += sum(row_a[i:i + 4] != row_b[i:i + 4] for i in range(0, len(row_a), 4))
    return differing <= 300


def _foundations_full_but_kings() -> KlondikePosition:
    cols = tuple((card_id(13, s),) for s in range(4)) + ((),) * 3
    return KlondikePosition(cols, (0,) * 7, (), (), (12, 12, 12, 12), 1)


def test_a_full_stock_paints_two_cards_and_looks_the_same(window: Any) -> None:
    open_game(window, "spider", 1, suits=2)
    stock = window.scene.cards_of("stock")
    spots = {(it.target_pos.x(), it.target_pos.y()) for it in stock}
    assert len(stock) == 50 and len(spots) == 5  # a stack of 10 per deal left
    assert sum(it.isVisible() for it in stock) == 3 * 5  # each: its lowest (the shadow) and top two
    assert _same_table(_grab(window), _everything_shown(window))


def test_foundations_paint_their_top_two(window: Any) -> None:
    open_game(window, "klondike", 5, draw=1)
    load_position(window, _foundations_full_but_kings())
    for f in ("f0", "f1", "f2", "f3"):
        shown = [it.isVisible() for it in window.scene.cards_of(f)]
        assert shown == [True] + [False] * 9 + [True, True]  # A (its shadow), then J and Q on top
    assert _same_table(_grab(window), _everything_shown(window))


def test_a_card_taken_off_a_stack_uncovers_the_next_and_undo_covers_it_again(window: Any) -> None:
    open_game(window, "klondike", 5, draw=1)
    load_position(window, _foundations_full_but_kings())
    game = window.controller.session.table.game
    queen = next(m for m in game.rules.legal_moves(game.position) if m.src == "f0" and m.dst.startswith("t"))
    assert window.controller.session.play(queen)
    QApplication.processEvents()
    f0 = window.scene.cards_of("f0")
    assert [it.isVisible() for it in f0][-3:] == [False, True, True]  # 10 and J shown, 9 under them
    assert _same_table(_grab(window), _everything_shown(window))
    window.controller.session.undo()
    QApplication.processEvents()
    assert [it.isVisible() for it in window.scene.cards_of("f0")][-3:] == [False, True, True]
    assert _same_table(_grab(window), _everything_shown(window))


def test_dealing_a_new_game_keeps_every_card_drawn_where_it_lands(window: Any, qtbot: Any) -> None:
    current = window.controller.flow.current
    current.replace(current.value._replace(animation_speed="fast"))
    window.scene.animator.speed = "fast"
    window.controller.open_code(GameCode.make("spider", 2, suits=1), animate=True, asked=True)
    qtbot.waitUntil(lambda: not window.scene.animator.running, timeout=10000)
    assert _same_table(_grab(window), _everything_shown(window))
    assert sum(it.isVisible() for it in window.scene.cards_of("stock")) == 3 * 5
