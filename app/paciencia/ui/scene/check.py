"""The invariant of U-3: once animations are over, the scene equals the model.

:func:`differences` lists every way the items differ from what
``set_position`` would produce for the scene's state (same cards on the
same piles, same faces, at the same places, nothing extra, nothing
missing). The tests call it after every gesture and animation.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from .geometry import compute

if TYPE_CHECKING:
    from ...core.table import TableState
    from .table_scene import TableScene


def differences(scene: TableScene, state: TableState | None = None) -> list[str]:
    state = scene.state if state is None else state
    if scene.layout is None:
        return []
    out: list[str] = []
    rect = scene.sceneRect()
    geo = compute(scene.layout, state, rect.width(), rect.height(), scene.card_aspect(), scene.card_index())
    expected: Counter[tuple[str, int, int, bool, int, int]] = Counter()
    for pile, cards in state.piles.items():
        for i, (card, up) in enumerate(cards):
            p = geo.places[(pile, i)]
            expected[(pile, i, card, up, round(p.x()), round(p.y()))] += 1
    actual: Counter[tuple[str, int, int, bool, int, int]] = Counter()
    for it in scene.items_by_key.values():
        actual[(it.pile, it.index, it.card, it.face_up, round(it.pos().x()), round(it.pos().y()))] += 1
        if it.turn != 1.0:
            out.append(f"{it.pile}[{it.index}] is still turning")
        if it.zValue() != it.target_z:
            out.append(f"{it.pile}[{it.index}] z {it.zValue()} != {it.target_z}")
    for key in expected - actual:
        out.append(f"missing {key}")
    for key in actual - expected:
        out.append(f"unexpected {key}")
    if (geo.card_w, geo.card_h) != (scene.cp.width, scene.cp.height):
        out.append(f"card size {(scene.cp.width, scene.cp.height)} != {(geo.card_w, geo.card_h)}")
    return out
