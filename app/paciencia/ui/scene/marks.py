"""The decorations the session asks the table to show on cards and slots: P-5's
cyan rings and the cards that cover a tried one, the selection, P-7's padlocks
and the C-11 hint highlight."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Mapping

    from PySide6.QtCore import QRectF

    from ...core.table import TableState
    from .card_item import CardItem
    from .pile_item import PileSlot

CardRef = tuple[str, int]
"""(pile, index); index -1 names the pile's top card."""


class TableMarks:
    """What the table marks now: ring (P-5: partners that make 13 with the selected card),
    selection, covering cards (P-5: those that cover the one the player tried, drawn unlike
    the ring), locked piles and the hint. A plain class: a linked deal's table makes it before
    its first frame, and a dataclass's methods are compiled at import (issue 38)."""

    __slots__ = ("ring", "selected", "covering", "locked", "hint_cards", "hint_piles")

    def __init__(self, ring: Iterable[CardRef] = (), selected: Iterable[CardRef] = (),
                 covering: Iterable[CardRef] = (), locked: Iterable[str] = (),
                 hint_cards: Iterable[CardRef] = (), hint_piles: Iterable[str] = ()) -> None:
        self.ring, self.selected, self.covering = set(ring), set(selected), set(covering)
        self.locked, self.hint_cards, self.hint_piles = set(locked), set(hint_cards), set(hint_piles)


def apply_marks(marks: TableMarks, held_cards: list[CardRef], state: TableState, items: Iterable[CardItem],
                slots: Mapping[str, PileSlot], extent: Callable[[str], QRectF] | None) -> None:
    """Show ``marks`` (and the cards the keyboard holds) on the ``items`` of the table in
    ``state``, and the hint on its ``slots``; each slot as far as ``extent`` says, once the
    table has its geometry (else None)."""
    selected = marks.selected | set(held_cards)
    for it in items:
        top = it.index == len(state.piles.get(it.pile, ())) - 1
        keys = {(it.pile, it.index)} | ({(it.pile, -1)} if top else set())
        held = any(it.pile == p and it.index >= i >= 0 for p, i in held_cards)
        it.set_flag("ring", bool(keys & marks.ring))
        it.set_flag("covering", bool(keys & marks.covering))
        it.set_flag("selected", bool(keys & selected) or held)
        it.set_flag("hint", bool(keys & marks.hint_cards))
        it.set_flag("locked", it.pile in marks.locked and top)
    for pile, slot in slots.items():
        slot.extent = extent(pile) if extent is not None else slot.extent
        slot.set_state(hint=pile in marks.hint_piles)
