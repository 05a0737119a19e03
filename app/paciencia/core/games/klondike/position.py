"""Klondike's position, the pile ids and the move tables every module shares (K-1…K-7).

The deal and the position's fields are described in :mod:`.rules`; this
module holds only values and small functions of a position, so the rules,
their refusal reasons, the notation, the help and the searches can all
import it without importing each other.
"""

from __future__ import annotations

from typing import NamedTuple, Protocol, TypeVar

from ...cards import RANK, Card
from ...moves import STOCK_PILE, WASTE_PILE, Move, MoveResult, pile_id
from ...rules.common import alternating_run_length, builds_alternating

COLUMNS = 7
T = TypeVar("T")


class KlondikePosition(NamedTuple):
    tableau: tuple[tuple[int, ...], ...]
    down: tuple[int, ...]
    stock: tuple[int, ...]
    waste: tuple[int, ...]
    foundations: tuple[int, ...]
    pass_no: int


class KlondikeJudge(Protocol):
    """What the help and the notation read of Klondike's rules (the rules module imports them,
    so they name this, not the class)."""

    draw: int
    pass_limit: int
    auto_finish: bool

    def can_recycle(self, pos: KlondikePosition) -> bool: ...

    def is_won(self, pos: KlondikePosition) -> bool: ...

    def apply_unchecked(self, pos: KlondikePosition, move: Move) -> MoveResult[KlondikePosition]: ...


# Moves are built once: solvers create millions of them otherwise.
DRAW = Move(STOCK_PILE, WASTE_PILE)
RECYCLE = Move(WASTE_PILE, STOCK_PILE)
TABLEAU_IDS = tuple(pile_id("t", j) for j in range(COLUMNS))
FOUNDATION_IDS = tuple(pile_id("f", s) for s in range(4))
WASTE_TO_F = tuple(Move(WASTE_PILE, f) for f in FOUNDATION_IDS)
WASTE_TO_T = tuple(Move(WASTE_PILE, t) for t in TABLEAU_IDS)
T_TO_F = tuple(tuple(Move(t, f) for f in FOUNDATION_IDS) for t in TABLEAU_IDS)
F_TO_T = tuple(tuple(Move(f, t) for t in TABLEAU_IDS) for f in FOUNDATION_IDS)
# T_TO_T[i][j][n]: n cards from column i to column j (index 0 unused).
T_TO_T = tuple(
    tuple(tuple(Move(a, b, n) for n in range(14)) for b in TABLEAU_IDS) for a in TABLEAU_IDS
)
PILE_INDEX: dict[str, int] = {p: k for ids in (TABLEAU_IDS, FOUNDATION_IDS) for k, p in enumerate(ids)}
PILES = frozenset((STOCK_PILE, WASTE_PILE, *TABLEAU_IDS, *FOUNDATION_IDS))
SOURCES = (*TABLEAU_IDS, *FOUNDATION_IDS, WASTE_PILE, STOCK_PILE)
"""The piles moves start from, in the order the legal moves are listed: the stock's move
(the draw, or the recycle, which starts from the waste and comes after its plays) last."""


def pretty(cid: int) -> str:
    return Card.from_id(cid).pretty()


def run_start(col: tuple[int, ...], down: int) -> int:
    """Index of the lowest card of the alternating run ending a non-empty column,
    never below the face-down part."""
    return len(col) - alternating_run_length(col, down)


FITS_ON: tuple[tuple[int, ...], ...] = tuple(
    tuple(c for c in range(52) if builds_alternating(t, c)) for t in range(52)
)
"""FITS_ON[t]: the cards that may rest on ``t`` in a column (K-4), from the shared predicate."""
KINGS: tuple[int, ...] = tuple(c for c in range(52) if RANK[c] == 13)


def takes(dcol: tuple[int, ...]) -> tuple[int, ...]:
    """K-4: the cards the column ``dcol`` takes: one rank lower than its top card and of the
    other colour, or, empty, a King."""
    return FITS_ON[dcol[-1]] if dcol else KINGS


def fits_column(card: int, dcol: tuple[int, ...]) -> bool:
    return card in takes(dcol)


def columns_taking(tableau: tuple[tuple[int, ...], ...]) -> dict[int, list[int]]:
    """Each card some column takes (:func:`takes`), with those columns left to right."""
    out: dict[int, list[int]] = {}
    for j, col in enumerate(tableau):
        for card in takes(col):
            out.setdefault(card, []).append(j)
    return out


def run_fits(col: tuple[int, ...], k: int, taken: tuple[int, ...]) -> int:
    """How many of the cards ``col[k:]`` (an alternating run) may go together onto a column
    that takes the cards ``taken`` (:func:`takes`): the one it takes and those on it; 0 if none."""
    for x in range(k, len(col)):
        if col[x] in taken:
            return len(col) - x
    return 0


def fitting_count(pos: KlondikePosition, i: int, j: int) -> int:
    """Cards column ``i`` can give column ``j`` (the count K-4 determines), 0 if none."""
    col = pos.tableau[i]
    if not col or i == j:
        return 0
    return run_fits(col, run_start(col, pos.down[i]), takes(pos.tableau[j]))


def replace_at(tup: tuple[T, ...], i: int, value: T) -> tuple[T, ...]:
    return tup[:i] + (value,) + tup[i + 1:]
