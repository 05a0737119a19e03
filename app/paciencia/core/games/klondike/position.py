"""Klondike's position, the pile ids and the move tables every module shares (K-1…K-7).

The deal and the position's fields are described in :mod:`.rules`; this
module holds only values and small functions of a position, so the rules,
their refusal reasons, the notation, the help and the searches can all
import it without importing each other.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from ...cards import RANK, Card
from ...moves import Move
from ...rules.common import alternating_run_length, builds_alternating

COLUMNS = 7


class KlondikePosition(NamedTuple):
    tableau: tuple[tuple[int, ...], ...]
    down: tuple[int, ...]
    stock: tuple[int, ...]
    waste: tuple[int, ...]
    foundations: tuple[int, ...]
    pass_no: int


# Moves are built once: solvers create millions of them otherwise.
DRAW = Move("stock", "waste")
RECYCLE = Move("waste", "stock")
TABLEAU_IDS = tuple(f"t{j}" for j in range(COLUMNS))
FOUNDATION_IDS = tuple(f"f{s}" for s in range(4))
WASTE_TO_F = tuple(Move("waste", f) for f in FOUNDATION_IDS)
WASTE_TO_T = tuple(Move("waste", t) for t in TABLEAU_IDS)
T_TO_F = tuple(tuple(Move(t, f) for f in FOUNDATION_IDS) for t in TABLEAU_IDS)
F_TO_T = tuple(tuple(Move(f, t) for t in TABLEAU_IDS) for f in FOUNDATION_IDS)
# T_TO_T[i][j][n]: n cards from column i to column j (index 0 unused).
T_TO_T = tuple(
    tuple(tuple(Move(a, b, n) for n in range(14)) for b in TABLEAU_IDS) for a in TABLEAU_IDS
)
PILE_INDEX: dict[str, int] = {p: k for k, p in enumerate(TABLEAU_IDS)} | {
    p: k for k, p in enumerate(FOUNDATION_IDS)
}
PILES = frozenset(("stock", "waste", *TABLEAU_IDS, *FOUNDATION_IDS))
SOURCES = (*TABLEAU_IDS, *FOUNDATION_IDS, "waste", "stock")
"""The piles moves start from, in the order the legal moves are listed: the stock's move
(the draw, or the recycle, which starts from the waste and comes after its plays) last."""


def pretty(cid: int) -> str:
    return Card.from_id(cid).pretty()


def run_start(col: tuple[int, ...], down: int) -> int:
    """Index of the lowest card of the alternating run ending a non-empty column,
    never below the face-down part."""
    return len(col) - alternating_run_length(col, down)


def fits_column(card: int, dcol: tuple[int, ...]) -> bool:
    """K-4: ``card`` may go on the column ``dcol``: onto a card one rank higher of the other
    colour, or, a King, onto an empty column."""
    return builds_alternating(dcol[-1], card) if dcol else RANK[card] == 13


def run_fits(col: tuple[int, ...], k: int, dcol: tuple[int, ...]) -> int:
    """How many of the cards ``col[k:]`` (an alternating run) may go onto the column
    ``dcol`` together (K-4: the card that fits it and those on it), 0 if none."""
    n = len(col)
    idx = k + RANK[col[k]] - RANK[dcol[-1]] + 1 if dcol else k
    return n - idx if k <= idx < n and fits_column(col[idx], dcol) else 0


def fitting_count(pos: KlondikePosition, i: int, j: int) -> int:
    """Cards column ``i`` can give column ``j`` (the count K-4 determines), 0 if none."""
    col = pos.tableau[i]
    if not col or i == j:
        return 0
    return run_fits(col, run_start(col, pos.down[i]), pos.tableau[j])


def replace_at(tup: tuple[Any, ...], i: int, value: Any) -> tuple[Any, ...]:
    return tup[:i] + (value,) + tup[i + 1:]
