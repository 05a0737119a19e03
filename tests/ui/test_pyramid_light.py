"""P-3 (issue 25 item 4): Pyramid's cards in play are drawn lit and the others are not,
from the deal's first frame and after every undo ("se a carta está acesa, dá para tocar;
se não está, não dá": the light never lies); the difference reads in greyscale and under
high contrast, and a covered card stays legible; its accessible name says which cards
cover it."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtGui import QAccessible, QColor  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from paciencia.core.codes import GameCode  # noqa: E402
from paciencia.core.game import Game  # noqa: E402
from paciencia.ui.access.names import card_name  # noqa: E402

from .helpers import make_window, open_game, top  # noqa: E402

CODE = GameCode.make("pyramid", 7, level="random")


def _expected(w):
    """Pile → whether its top card should be lit: the rules' word, not the pile's name; the
    discard pile's cards left the game, and nothing covers them (issue 37 §16)."""
    game = w.controller.session.table.game
    in_play = set(game.rules.in_play(game.position)) | {"discard"}
    return {pile: pile in in_play for pile, cards in w.scene.state.piles.items() if cards and cards[-1][1]}


def _assert_light_is_true(w, when):
    for pile, lit in _expected(w).items():
        item = top(w, pile)
        assert item.dim is not lit, f"{when}: the top of {pile} is drawn {'dim' if item.dim else 'lit'}"


def test_the_bottom_row_is_lit_from_the_deal_s_first_frame(qtbot):
    """Animated deal (normal speed): before the first frame is painted every card already
    carries its light; once dealt the seven cards of the bottom row are lit, the rest not."""
    w = make_window(qtbot, speed="normal")
    try:
        w.controller.open_code(CODE, animate=True, asked=True)
        assert w.scene.animator.running  # the deal is flying: nothing painted yet
        _assert_light_is_true(w, "the deal's first frame")
        w.scene.animator.finish()
        lit = {pile for pile, on in _expected(w).items() if on}
        assert lit == {f"p{k}" for k in range(21, 28)}
        _assert_light_is_true(w, "dealt")
    finally:
        w.scene.animator.finish()
        w.close()


def test_a_freed_card_lights_up_and_goes_dark_again_on_undo(window):
    open_game(window, "pyramid", 7, level="random")
    session, game = window.controller.session, window.controller.session.table.game
    rules = game.rules
    pair = next(m for m in rules.legal_moves(game.position)
                if m.src.startswith("p") and m.dst.startswith("p") and m.src != m.dst)
    freed = [p for p in rules.in_play(rules.apply(game.position, pair).position)
             if p not in rules.in_play(game.position)]
    session.play(pair)
    window.scene.animator.finish()
    _assert_light_is_true(window, "after a pair")
    for pile in freed:
        assert not top(window, pile).dim
    session.undo()
    window.scene.animator.finish()
    _assert_light_is_true(window, "after the undo")
    for pile in freed:
        assert top(window, pile).dim
    session.redo()
    window.scene.animator.finish()
    _assert_light_is_true(window, "after the redo")


def _paper(w, pile, image):
    """How bright a card's paper is where it shows: the 90th percentile of the grey level
    (the ink is darker) over its visible top strip."""
    item = top(w, pile)
    r = item.mapRectToScene(item.card_rect())
    greys = sorted(
        QColor(image.pixel(x, y)).lightness()
        for x in range(int(r.left() + r.width() * 0.15), int(r.right() - r.width() * 0.15), 2)
        for y in range(int(r.top() + r.height() * 0.04), int(r.top() + r.height() * 0.3), 2)
    )
    return greys[int(len(greys) * 0.9)]


@pytest.mark.parametrize("contrast", [False, True], ids=["normal", "high contrast"])
def test_lit_and_covered_cards_differ_in_brightness_and_stay_legible(window, contrast):
    """Measured on the painted table in grey levels: a free card's paper is clearly
    brighter than a covered card's (so it reads without colour), and the covered card is
    veiled, not blacked out."""
    window.look.set_high_contrast(contrast)
    try:
        open_game(window, "pyramid", 7, level="random")
        QApplication.processEvents()
        image = window.view.viewport().grab().toImage()
        lit = [_paper(window, f"p{k}", image) for k in range(21, 28)]
        dim = [_paper(window, f"p{k}", image) for k in range(15, 21)]
        assert min(lit) >= 1.3 * max(dim), (lit, dim)
        assert min(dim) >= 0.5 * max(lit), (lit, dim)
    finally:
        window.look.set_high_contrast(False)


def _deal_where_p27_leaves_without_p26():
    """A deal whose last bottom card can leave while its neighbour stays (found, not hard-coded)."""
    for n in range(1, 500):
        game = Game(GameCode.make("pyramid", n, level="random"))
        for move in game.rules.legal_moves(game.position):
            if "p27" in (move.src, move.dst) and "p26" not in (move.src, move.dst):
                return n, move
    raise AssertionError("no such deal")


def test_a_covered_card_s_accessible_name_says_what_covers_it(window):
    """P-3: "…, covered by 7 of diamonds and 10 of spades"; one name once one of them is
    gone; nothing for a free card."""
    n, move = _deal_where_p27_leaves_without_p26()
    open_game(window, "pyramid", n, level="random")
    tree = window.access.tree

    def name_of(pile):
        return tree.card(pile, 0).text(QAccessible.Text.Name)

    def on(pile):
        return card_name(*window.scene.state.piles[pile][-1])

    # p20, the last card of row 6, lies under p26 and p27 (the rules' word: covered_by)
    game = window.controller.session.table.game
    assert game.rules.covered_by(game.position, "p20") == ("p26", "p27")
    assert name_of("p20") == f"{on('p20')}, Pyramid row 6, card 6, covered by {on('p26')} and {on('p27')}"
    assert tree.pile("p20").text(QAccessible.Text.Name).endswith(f", covered by {on('p26')} and {on('p27')}")
    assert name_of("p27") == f"{on('p27')}, Pyramid row 7, card 7"
    window.controller.session.play(move)
    window.scene.animator.finish()
    assert name_of("p20").endswith(f", covered by {on('p26')}"), name_of("p20")
    window.controller.session.undo()
    window.scene.animator.finish()
    assert name_of("p20").endswith(f" and {on('p27')}"), name_of("p20")


def test_the_discard_pile_s_top_card_is_drawn_plainly(window):
    """Issue 37 §16 (P-3): the shade means "covered"; the pair that left lies on the discard
    pile uncovered, so its top card is drawn plainly (no veil), as bright as a free card,
    though it is not in play. Before, it was veiled like a covered card."""
    open_game(window, "pyramid", 7, level="random")
    session, game = window.controller.session, window.controller.session.table.game
    pair = next(m for m in game.rules.legal_moves(game.position) if "stock" not in (m.src, m.dst))
    session.play(pair)
    window.scene.animator.finish()
    QApplication.processEvents()
    assert window.scene.state.piles["discard"], "the pair is on the discard pile"
    assert "discard" not in game.rules.in_play(game.position)
    item = top(window, "discard")
    assert not item.dim, "the discard pile's top card is drawn shaded like a covered card"
    image = window.view.viewport().grab().toImage()
    free = next(p for p in game.rules.in_play(game.position) if p.startswith("p"))
    assert _paper(window, "discard", image) >= 0.95 * _paper(window, free, image)
