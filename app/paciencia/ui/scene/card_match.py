"""Which card item shows which card of a new position (U-1).

The scene keeps one item a card on the table and moves items rather than making new
ones, so a card that moves is seen to move. Spider has each card twice, so an item is
matched by where it was first: the same pile and place, then the same pile, then any
item of that card; only then is a card given a new item, and an item left over has
left the table.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .card_item import CardItem

Wanted = tuple[str, int, int, bool]
"""(pile, index, card id, face up): one card of the position to show."""


def _same_place(item: CardItem, w: Wanted) -> bool:
    return item.pile == w[0] and item.index == w[1]


def _same_pile(item: CardItem, w: Wanted) -> bool:
    return item.pile == w[0]


def _anywhere(item: CardItem, w: Wanted) -> bool:
    return True


_RULES: tuple[Callable[[CardItem, Wanted], bool], ...] = (_same_place, _same_pile, _anywhere)
"""How closely an item must have been where a card is now, tried strictest first."""


def match(
    items: Iterable[CardItem], wanted: Sequence[Wanted]
) -> tuple[dict[int, Wanted], list[Wanted], list[CardItem]]:
    """Items kept (item key -> the card it shows now), the cards no item was found for,
    and the items no card was found for."""
    free: dict[int, list[CardItem]] = defaultdict(list)
    for item in items:
        free[item.card].append(item)
    out: dict[int, Wanted] = {}
    pending = list(wanted)
    for rule in _RULES:
        left: list[Wanted] = []
        for w in pending:
            pool = free.get(w[2], [])
            found = next((it for it in pool if rule(it, w)), None)
            if found is None:
                left.append(w)
                continue
            pool.remove(found)
            out[found.key] = w
        pending = left
    return out, pending, [item for pool in free.values() for item in pool]
