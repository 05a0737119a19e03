"""How the Spider searches value a position (solver and look-ahead hint).

The moves searched come from
:func:`paciencia.core.games.spider.search.meaningful_moves` (a subset of
``rules.legal_moves``); this module only values positions.

Higher is better. Per column (:func:`column_value`): a penalty for each
face-down card, for each pair of face-up neighbours out of sequence (a
*break*), a smaller one for a pair in sequence but of two suits; a bonus for
an empty column. Per position (:meth:`Valuer.total`): a bonus per completed
run, and a penalty per deal still to make (each deal buries a row of cards, which the
column values then count as breaks; without the weight a search would never deal).
Only face-up pairs are read, so the value of a position does not depend on
which cards are face down (the hint relies on this, C-6).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...cards import RANK
from ...rules.common import builds_in_suit
from .position import SpiderPosition


@dataclass(frozen=True, slots=True)
class Weights:
    """How much each flaw of a Spider position counts against it, for the search's order."""

    down: float = 6.0
    """Each face-down card."""
    brk: float = 2.0
    """Each pair of face-up neighbours out of sequence."""
    mixed: float = 1.0
    """Each pair in sequence but of two suits."""
    empty: float = 4.0
    """Each empty column."""
    run: float = 20.0
    """Each completed run."""
    deal: float = 12.0
    """Each deal already made: taken off for each deal still to make, which orders positions
    the same way without counting the stock's deals (the game's shape)."""


DEFAULT = Weights()

# PAIR[a * 52 + b]: 0 for b on a in same-suit sequence, 1 in sequence of two
# suits, 2 out of sequence.
PAIR: tuple[int, ...] = tuple(
    (0 if builds_in_suit(a, b) else 1) if RANK[a] == RANK[b] + 1 else 2
    for a in range(52)
    for b in range(52)
)


def column_value(col: Sequence[int], down: int, w: Weights = DEFAULT) -> float:
    if not col:
        return w.empty
    v = -w.down * down
    pair = PAIR
    brk = w.brk
    mixed = w.mixed
    prev = col[down]
    for card in col[down + 1 :]:
        p = pair[prev * 52 + card]
        if p:
            v -= brk if p == 2 else mixed
        prev = card
    return v


class Valuer:
    """Values positions column by column, reusing a parent's column values for
    columns the move left untouched (``apply_unchecked`` shares their tuples)."""

    __slots__ = ("w",)

    def __init__(self, w: Weights = DEFAULT) -> None:
        self.w = w

    def columns(self, pos: SpiderPosition) -> list[float]:
        w = self.w
        return [column_value(c, d, w) for c, d in zip(pos.columns, pos.down, strict=True)]

    def child_columns(
        self, parent: SpiderPosition, values: list[float], child: SpiderPosition
    ) -> list[float]:
        w = self.w
        out = values[:]
        pc = parent.columns
        cc = child.columns
        cd = child.down
        for c in range(len(cc)):
            if cc[c] is not pc[c]:
                out[c] = column_value(cc[c], cd[c], w)
        return out

    def total(self, pos: SpiderPosition, values: list[float]) -> float:
        w = self.w
        deals_left = -(-len(pos.stock) // len(pos.columns))
        return sum(values) + w.run * len(pos.runs) - w.deal * deals_left
