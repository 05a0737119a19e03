"""Where a tapped card goes (U-2): the "best place" among the legal moves.

Pure Python: the UI passes what it sees of the table (each pile's size and
top card), and the choice is made only among the legal moves from the tapped pile
(``rules.moves_from``) so a tap can never do something the rules would refuse.

Order of preference (U-2): a foundation; then a column that the card builds
on (same suit first, which matters in Spider, then the nearest column to the
right of the source, wrapping around); then a free cell; then an empty
column. Moving a whole column into an empty one changes nothing, so it is
never chosen.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TypeVar

from .kinds import PileKind
from .moves import Move
from .rules.base import Rules
from .rules.common import builds_in_suit

P = TypeVar("P")


def candidates(rules: Rules[P], pos: P, src: str, count: int) -> list[Move]:
    return [m for m in rules.moves_from(pos, src) if m.count == count]


def best_move(
    rules: Rules[P],
    pos: P,
    src: str,
    count: int,
    sizes: Mapping[str, int],
    tops: Mapping[str, int | None],
    kinds: Mapping[str, PileKind],
    moving: int | None = None,
) -> Move | None:
    """The move a tap on ``count`` cards of ``src`` makes, or None if none is legal.

    ``sizes``/``tops``: each pile's card count and top card (None if empty);
    ``kinds``: each pile's kind, in the order the game's layout declares them (which
    column is "to the right" comes from that order, never from the piles' names);
    ``moving``: the base card of the moving group (its suit breaks ties).
    """
    moves = candidates(rules, pos, src, count)
    if not moves:
        return None
    if moving is None and count == 1:
        moving = tops.get(src)
    columns = [p for p, kind in kinds.items() if kind == PileKind.TABLEAU]
    cells = [p for p, kind in kinds.items() if kind == PileKind.CELL]
    order = {p: i for i, p in enumerate(columns)}
    source = kinds.get(src)

    def rank(m: Move) -> tuple[int, int, int]:
        dst, kind = m.dst, kinds.get(m.dst)
        if kind == PileKind.FOUNDATION:
            return (0, 0, 0)
        if kind == PileKind.CELL:
            return (2, 0, cells.index(dst))
        if kind != PileKind.TABLEAU:
            return (4, 0, 0)
        if source == PileKind.TABLEAU:
            distance = (order[dst] - order[src] - 1) % len(columns)
        else:
            distance = order[dst]
        if sizes.get(dst, 0) > 0:
            top = tops.get(dst)
            same = 0 if moving is not None and top is not None and builds_in_suit(top % 52, moving % 52) else 1
            return (1, same, distance)
        if source == PileKind.TABLEAU and sizes.get(src, 0) == count:
            return (9, 0, 0)  # a whole column into an empty one: pointless
        return (3, 0, distance)

    best = min(moves, key=rank)
    return None if rank(best)[0] == 9 else best
