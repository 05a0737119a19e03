"""Cards stacked under others in one place are not painted (issue 11, motion).

A stock, a foundation or a Spider discard pile holds up to 104 cards in one spot,
and Qt paints every item that meets a repainted region, covered or not: while
Spider's deal flew out of the stock, 47 of the 70 cards painted each frame were
stock cards under other stock cards (bench/motion_bench.py). A card with two
cards of its pile resting exactly on it is hidden: the one right above covers it
(same place, same size, same rounded corners). The lowest card stays, as it casts
the stack's shadow; so the only change is that the antialiased rim of a tall stack
is the blend of three cards' edges instead of up to 104 (tests/ui/
test_stacked_cards.py bounds it). A deck whose cards have a translucent border
(KDE's Ancient Egyptians) shows it a shade lighter on a tall stack than before, the
shade a stack of three always had (looked at side by side: not visible at a glance).
The top two of every stack always stay, so a top card picked up, flipping or flying
off shows the next one at once; when a card leaves, the one under it comes back
before the next frame.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable

from .card_item import CardItem


def _same_spot(a: CardItem, b: CardItem) -> bool:
    return (a.target_pos - b.target_pos).manhattanLength() < 0.5


def bury(pile: Iterable[CardItem], moving: set[int] | frozenset[int] = frozenset()) -> None:
    """Hide the cards of one pile that two resting cards above cover; show the rest again.
    ``moving``: keys of cards that are flying (they neither cover nor get hidden)."""
    cards = sorted(pile, key=lambda it: it.index)
    for i, item in enumerate(cards):
        above = cards[i + 1 : i + 3]
        covered = (
            len(above) == 2
            and not item.target_shadow  # the stack's lowest card casts its shadow: it stays
            and item.key not in moving
            and above[0].key not in moving
            and all(_same_spot(item, it) for it in above)
            and above[0].matches_target()
            and not above[0].lifted
        )
        if covered:
            item.buried = True
            if item.isVisible():
                item.hide()
        elif item.buried:
            item.buried = False
            item.show()


def bury_all(items: Iterable[CardItem], moving: set[int] | frozenset[int] = frozenset()) -> None:
    """:func:`bury` every pile of the table (after the model changed)."""
    piles: dict[str, list[CardItem]] = defaultdict(list)
    for item in items:
        piles[item.pile].append(item)
    for cards in piles.values():
        bury(cards, moving)


def landed(items: Iterable[CardItem], item: CardItem) -> None:
    """The end of ``item``'s flight: it lands, and its pile's covered cards are hidden."""
    item.land()
    cards = [it for it in items if it.pile == item.pile]
    bury(cards, {it.key for it in cards if not it.matches_target()})
