"""U-1: a card that moves keeps its item, so it is seen to move; Spider has each card twice,
and the item that stays in its pile is the one that was there (ui/scene/card_match.py)."""

from __future__ import annotations

from dataclasses import dataclass

from paciencia.ui.scene.card_match import match


@dataclass
class Item:
    key: int
    pile: str
    index: int
    card: int


def test_each_item_stays_on_its_card() -> None:
    items = [Item(0, "t0", 0, 5), Item(1, "t0", 1, 7)]
    kept, new, gone = match(items, [("t0", 0, 5, True), ("f0", 0, 7, True)])
    assert kept == {0: ("t0", 0, 5, True), 1: ("f0", 0, 7, True)} and new == [] and gone == []


def test_twin_cards_do_not_swap_items() -> None:
    """Spider: two 5s. The one in t1 stays put while the one in t0 moves to t2; the item in
    t1 must stay in t1 (matching by card alone gives it the move and makes both fly)."""
    t0, t1 = Item(0, "t0", 0, 5), Item(1, "t1", 0, 5)
    kept, _, _ = match([t0, t1], [("t1", 0, 5, True), ("t2", 3, 5, True)])
    assert kept == {1: ("t1", 0, 5, True), 0: ("t2", 3, 5, True)}


def test_a_twin_that_moved_keeps_its_pile_first() -> None:
    """Same pile beats any pile: both twins moved within their own columns, and each keeps
    its item (matching by card alone gives the first wanted place the first item)."""
    a, b = Item(0, "t0", 4, 9), Item(1, "t3", 0, 9)
    kept, _, _ = match([a, b], [("t3", 1, 9, True), ("t0", 2, 9, True)])
    assert kept == {1: ("t3", 1, 9, True), 0: ("t0", 2, 9, True)}


def test_new_cards_and_cards_gone() -> None:
    gone_item = Item(0, "t0", 0, 11)
    kept, new, gone = match([gone_item], [("t0", 0, 12, False)])
    assert kept == {} and new == [("t0", 0, 12, False)] and gone == [gone_item]
