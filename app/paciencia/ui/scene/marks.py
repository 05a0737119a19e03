"""The decorations the session asks the table to show on cards and slots: P-5's
cyan rings, the selection, P-7's padlocks and the C-11 hint highlight."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .table_scene import TableScene


def apply_marks(scene: TableScene) -> None:
    ring_s, sel_s, locked_s, hint_s, hint_p = scene._marks
    sel_s = sel_s | set(scene.held)
    for it in scene.items_by_key.values():
        top = it.index == len(scene.state.piles.get(it.pile, ())) - 1
        keys = {(it.pile, it.index)} | ({(it.pile, -1)} if top else set())
        held = any(it.pile == p and it.index >= i >= 0 for p, i in scene.held)
        it.set_flag("ring", bool(keys & ring_s))
        it.set_flag("selected", bool(keys & sel_s) or held)
        it.set_flag("hint", bool(keys & hint_s))
        it.set_flag("locked", it.pile in locked_s and top)
    for pile, slot in scene.slots.items():
        slot.extent = scene.pile_extent(pile) if scene.geometry else slot.extent
        slot.set_state(hint=pile in hint_p)
