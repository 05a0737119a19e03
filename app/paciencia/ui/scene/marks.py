"""The decorations the session asks the table to show on cards and slots: P-5's
cyan rings and the cards that cover a tried one, the selection, P-7's padlocks
and the C-11 hint highlight."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Mapping

    from PySide6.QtCore import QRectF

    from ...core.table import TableState
    from .card_item import CardItem
    from .pile_item import PileSlot

CardRef = tuple[str, int]
"""(pile, index); index -1 names the pile's top card."""


@dataclass(slots=True)
class TableMarks:
    """What the table marks now: ring, selection, covering cards, locked piles, the hint."""

    ring: set[CardRef] = field(default_factory=set)
    """P-5: partners that make 13 with the selected card."""
    selected: set[CardRef] = field(default_factory=set)
    covering: set[CardRef] = field(default_factory=set)
    """P-5: the cards that cover the one the player tried (drawn unlike the ring)."""
    locked: set[str] = field(default_factory=set)
    hint_cards: set[CardRef] = field(default_factory=set)
    hint_piles: set[str] = field(default_factory=set)


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
