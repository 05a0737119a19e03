"""A step of the solution in words (B-2, B-6; issue 37 §7): what the playback bar shows and
a screen reader hears says what the step did. A step that draws a card and sends cards up
by themselves is "1 card drawn, 4 cards to the foundations", never a deal; only the stock
giving one card to each of several columns (Spider's row) is "N cards dealt"."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from paciencia.core.codes import GameCode
from paciencia.core.game import Game
from paciencia.core.kinds import PileKind
from paciencia.core.table import TableState
from paciencia.ui.access import names
from paciencia.ui.access.announce import describe_change
from paciencia.ui.table.steps import table_diff
from paciencia.ui.text import tr_n
from paciencia.ui.window.main_window import MainWindow

from .helpers import open_game, show_solution


def _grown(layout: Any, before: TableState, after: TableState, kind: str) -> dict[str, int]:
    """The piles of ``kind`` that hold more cards after the step, with how many more."""
    out = {}
    for spec in layout.piles:
        if spec.kind == kind:
            n = len(after.piles.get(spec.pile, ())) - len(before.piles.get(spec.pile, ()))
            if n > 0:
                out[spec.pile] = n
    return out


def _check_words(layout: Any, before: TableState, after: TableState, words: str) -> None:
    """``words`` say what changed between the two tables."""
    assert words, "a step without words"
    stock = layout.pile_of(PileKind.STOCK)
    lost = len(before.piles[stock]) - len(after.piles[stock])
    if lost > 0:
        assert "dealt" not in words, words  # Klondike's stock deals nothing: it draws
        assert "drawn" in words or "from Stock to Waste" in words, words
    if lost < 0:
        assert "to Stock" in words, words  # the waste turned over
    grown = _grown(layout, before, after, PileKind.FOUNDATION)
    total = sum(grown.values())
    if len(grown) > 1:
        assert f"{total} cards to the foundations" in words, words
    elif grown:
        assert f"to {names.pile_title(layout, next(iter(grown)), after)}" in words, words
    columns = _grown(layout, before, after, PileKind.TABLEAU)
    for pile in columns:
        assert f"to {names.pile_title(layout, pile, after)}" in words, words
    for card in table_diff(layout.by_id, before, after).turned:
        assert names.card_name(card, True) in words and "turned up" in words, words


@pytest.mark.parametrize("number", [5, 1])
def test_every_step_of_a_klondike_solution_says_what_it_did(window: MainWindow, qtbot: Any, number: int) -> None:
    """Edit ▸ Show the solution, then → through every step: each step's words on the bar
    (and for the reader: its accessible name) match the change in the piles."""
    open_game(window, "klondike", number, draw=1)
    show_solution(qtbot, window)
    playback = window.playback
    solution = playback.solution
    assert solution is not None
    layout = window.controller.session.table.layout
    assert layout is not None
    positions = solution.positions()
    label = window.playback_bar.text
    mixed = 0
    for k in range(1, len(solution.steps) + 1):
        playback.next()
        QApplication.processEvents()
        assert playback.index == k
        text = label.text()
        assert label.accessibleName() == text
        _head, *said = text.split(" · ")
        words = ", ".join(w for w in said if w not in ("won", "the solution turns face-down cards"))
        before, after = layout.state(positions[k - 1]), layout.state(positions[k])
        _check_words(layout, before, after, words)
        mixed += len(solution.steps[k - 1].actions) > 1
    assert mixed  # the last step at least: a draw, then the auto-finish
    assert "won" in label.text()
    playback.stop()


def _drawn(n: int) -> str:
    """"1 card drawn": the singular comes from the English catalogue, as every count's does."""
    return tr_n("access", "%n cards drawn", n)


def _klondike() -> tuple[Game[Any], Any]:
    game: Game[Any] = Game(GameCode.make("klondike", 5, draw=1))
    return game, game.code.info.layout(game.rules, game.options)


def _moved(state: TableState, **piles: tuple[tuple[int, bool], ...]) -> TableState:
    return type(state)({**state.piles, **piles})


def test_a_draw_then_cards_going_up_is_not_a_deal() -> None:
    """The stock's card goes to the waste and up, with three more from the columns."""
    game, layout = _klondike()
    before = layout.state(game.position)
    p = before.piles
    stock = p["stock"]
    drawn = stock[-1][0]
    after = _moved(
        before, stock=stock[:-1], f0=((drawn, True),), f1=(p["t1"][-1],), f2=(p["t2"][-1],), f3=(p["t3"][-1],),
        t1=p["t1"][:-1], t2=p["t2"][:-1], t3=p["t3"][:-1],
    )
    assert describe_change(layout, before, after) == f"{_drawn(1)}, 4 cards to the foundations"


def test_a_draw_whose_card_goes_to_one_foundation() -> None:
    game, layout = _klondike()
    before = layout.state(game.position)
    stock = before.piles["stock"]
    drawn = stock[-1][0]
    after = _moved(before, stock=stock[:-1], f2=((drawn, True),))
    assert describe_change(layout, before, after) == (
        f"{_drawn(1)}, {names.card_name(drawn, True)} to Foundation 3"
    )


def test_a_draw_of_three_is_counted_and_the_waste_not_told_apart() -> None:
    game, layout = _klondike()
    before = layout.state(game.position)
    stock = before.piles["stock"]
    after = _moved(before, stock=stock[:-3], waste=tuple((c, True) for c, _ in stock[-3:-1]),
                   f0=((stock[-1][0], True),))
    assert describe_change(layout, before, after) == (
        f"{_drawn(3)}, {names.card_name(stock[-1][0], True)} to Foundation 1"
    )


def test_a_plain_draw_and_a_plain_recycle_keep_their_words() -> None:
    game, layout = _klondike()
    before = layout.state(game.position)
    stock = before.piles["stock"]
    drawn = _moved(before, stock=stock[:-1], waste=((stock[-1][0], True),))
    assert describe_change(layout, before, drawn) == f"{names.card_name(stock[-1][0], True)} from Stock to Waste"
    waste_full = _moved(before, stock=(), waste=tuple((c, True) for c, _ in reversed(stock)))
    recycled = _moved(before, stock=stock, waste=())
    assert describe_change(layout, waste_full, recycled) == f"{len(stock)} cards from Waste to Stock"


def test_a_recycle_with_cards_going_up_says_both() -> None:
    game, layout = _klondike()
    before = layout.state(game.position)
    p = before.piles
    stock = p["stock"]
    waste_full = _moved(before, stock=(), waste=tuple((c, True) for c, _ in reversed(stock)))
    top = p["t0"][-1]
    after = _moved(before, stock=stock, waste=(), t0=(), f0=(top,))
    assert describe_change(layout, waste_full, after) == (
        f"{len(stock)} cards from Waste to Stock, {names.card_name(top[0], True)} from Column 1 to Foundation 1"
    )


def test_a_move_between_columns_then_cards_up_and_a_card_turned() -> None:
    """The move is told first, with where it came from; what went up is counted; the
    card that turned is named."""
    game, layout = _klondike()
    before = layout.state(game.position)
    p = before.piles
    moved, up1, up2 = p["t1"][-1], p["t3"][-1], p["t4"][-1]
    t1 = p["t1"][:-1]
    t1 = t1[:-1] + ((t1[-1][0], True),)
    after = _moved(before, t1=t1, t2=p["t2"] + (moved,), t3=p["t3"][:-1], t4=p["t4"][:-1],
                   f0=(up1,), f1=(up2,))
    assert describe_change(layout, before, after) == (
        f"{names.card_name(moved[0], True)} from Column 2 to Column 3, 2 cards to the foundations, "
        f"{names.card_name(t1[-1][0], True)} turned up"
    )


def test_only_one_card_to_each_column_from_the_stock_is_a_deal() -> None:
    """Spider's row is dealt; the stock's cards landing on one column are not."""
    game: Game[Any] = Game(GameCode.make("spider", 1, suits=1))
    layout = game.code.info.layout(game.rules, game.options)
    before = layout.state(game.position)
    p = before.piles
    stock = p["stock"]
    row = stock[-10:]
    dealt = _moved(before, stock=stock[:-10],
                   **{f"t{j}": p[f"t{j}"] + ((row[9 - j][0], True),) for j in range(10)})
    text = describe_change(layout, before, dealt)
    assert text.startswith("10 cards dealt: "), text
    two = _moved(before, stock=stock[:-2], t0=p["t0"] + tuple((c, True) for c, _ in stock[-2:]))
    text = describe_change(layout, before, two)
    assert "dealt" not in text and "to Column 1" in text, text
