"""Klondike's position, the pile ids and the move tables every module shares (K-1…K-7).

The deal and the position's fields are described in :mod:`.rules`; this
module holds only values and small functions of a position, so the rules,
their refusal reasons, the notation, the help and the searches can all
import it without importing each other.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from ...cards import RANK, RED, Card
from ...moves import Move

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
BLACK_SUITS = (0, 3)
RED_SUITS = (1, 2)
PILES = frozenset(("stock", "waste", *TABLEAU_IDS, *FOUNDATION_IDS))


def pretty(cid: int) -> str:
    return Card.from_id(cid).pretty()


def run_start(col: tuple[int, ...], down: int) -> int:
    """Index of the lowest card of the alternating run ending the column,
    never below the face-down part."""
    k = len(col) - 1
    while k > down:
        a, b = col[k - 1], col[k]
        if RANK[a] != RANK[b] + 1 or RED[a] == RED[b]:
            break
        k -= 1
    return k


def fitting_count(pos: KlondikePosition, i: int, j: int) -> int:
    """Cards column ``i`` can give column ``j`` (the count K-4 determines), 0 if none."""
    col = pos.tableau[i]
    n = len(col)
    if n == 0 or i == j:
        return 0
    k = run_start(col, pos.down[i])
    dcol = pos.tableau[j]
    if not dcol:
        return n - k if RANK[col[k]] == 13 else 0
    t = dcol[-1]
    idx = k + RANK[col[k]] - RANK[t] + 1
    if k <= idx < n and RED[col[idx]] != RED[t]:
        return n - idx
    return 0


def replace_at(tup: tuple[Any, ...], i: int, value: Any) -> tuple[Any, ...]:
    return tup[:i] + (value,) + tup[i + 1:]
