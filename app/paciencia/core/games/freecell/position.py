"""FreeCell positions, pile ids and the deal (SPEC F-1, F-2).

The position is three tuples of ints, nothing else, because the solver
copies, hashes and compares hundreds of thousands of them:

``columns``
    8 tuples, left to right; each lists its cards **bottom card first**, so
    ``column[-1]`` is the playable top card.
``cells``
    4 free cells, left to right: a card id, or :data:`EMPTY` (``-1``).
``foundations``
    4 top ranks indexed by suit (clubs, diamonds, hearts, spades as in
    :mod:`paciencia.core.cards`): 0 = empty, 13 = complete. A foundation is
    always the run ace…top of its suit, so the rank says everything.

Deal layout (F-1): the 52 cards of the deal order are dealt face up,
cyclically left to right, so card ``i`` (0-based) lands on column ``i mod 8``
on top of those dealt before it. Columns 1–4 get 7 cards, 5–8 get 6; the
first 8 cards dealt are the bottom row. FreeCell deal numbers use the
Microsoft generator (:func:`paciencia.core.shuffle.microsoft_deal`), so deal 1
has ``JD 2D 9H JC 5D 7H 7C 5H`` as its bottom row.

Pile ids (see :mod:`paciencia.core.moves`): ``t0``…``t7`` columns,
``c0``…``c3`` free cells, ``f0``…``f3`` foundations by suit.

The ``*_MOVES`` tables hold every :class:`Move` the rules can produce, built
once: the move generator hands out these shared immutable objects instead of
allocating new ones for every position it expands.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING, Final, NamedTuple, Protocol

from ...cards import RANK
from ...moves import Move, MoveResult, pile_id
from ...rules.common import ALTERNATING, BY_RANK

if TYPE_CHECKING:
    from ...kit.builds import Build

COLUMNS: Final = 8
CELLS: Final = 4
MAX_CELLS: Final = 8
"""The most cells a game of the family has (Eight Off's, EO-1); the tables below cover them all."""
EMPTY: Final = -1
"""An empty free cell."""

COLUMN, CELL, FOUNDATION = 0, 1, 2
"""Pile kinds, first item of :data:`PILES` values."""


class FreeCellPosition(NamedTuple):
    columns: tuple[tuple[int, ...], ...]
    cells: tuple[int, ...]
    foundations: tuple[int, ...]


class FreeCellJudge(Protocol):
    """What the help reads of FreeCell's rules (the rules module imports the help, so the help
    names this, not the class)."""

    build: Build
    """How a card rests on a column's last card (F-3, BG-2)."""

    def safe(self, card: int, foundations: Sequence[int]) -> bool:
        """F-6's safe card for this game's build."""
        ...

    def legal_moves(self, pos: FreeCellPosition) -> list[Move]: ...

    def search_moves(self, pos: FreeCellPosition) -> list[Move]: ...

    def apply_unchecked(self, pos: FreeCellPosition, move: Move) -> MoveResult[FreeCellPosition]: ...

    def is_won(self, pos: FreeCellPosition) -> bool: ...

    def key(self, pos: FreeCellPosition) -> Hashable: ...


COLUMN_IDS: Final = tuple(pile_id("t", i) for i in range(COLUMNS))
ALL_CELL_IDS: Final = tuple(pile_id("c", i) for i in range(MAX_CELLS))
CELL_IDS: Final = ALL_CELL_IDS[:CELLS]
FOUNDATION_IDS: Final = tuple(pile_id("f", i) for i in range(4))

PILES: Final[dict[str, tuple[int, int]]] = {
    p: (kind, i)
    for kind, ids in ((COLUMN, COLUMN_IDS), (CELL, ALL_CELL_IDS), (FOUNDATION, FOUNDATION_IDS))
    for i, p in enumerate(ids)
}
"""Pile id -> (kind, index), for every cell of the family (a game's board knows its own piles)."""

MAX_RUN: Final = 13
"""No alternating run is longer than K…A."""

PARENTS: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(p for p in BY_RANK[RANK[c] + 1] if ALTERNATING[p][c]) if RANK[c] < 13 else () for c in range(52)
)
"""PARENTS[card]: the two cards ``card`` may rest on in an alternating build
(one rank higher, other colour); none for a King."""

# COLUMN_MOVES[i][j][n]: n cards from column i to column j (n = 0 unused).
COLUMN_MOVES: Final = tuple(
    tuple(tuple(Move(COLUMN_IDS[i], COLUMN_IDS[j], n) for n in range(MAX_RUN + 1)) for j in range(COLUMNS))
    for i in range(COLUMNS)
)
COLUMN_TO_CELL: Final = tuple(tuple(Move(c, x) for x in ALL_CELL_IDS) for c in COLUMN_IDS)
COLUMN_TO_FOUNDATION: Final = tuple(tuple(Move(c, f) for f in FOUNDATION_IDS) for c in COLUMN_IDS)
CELL_TO_COLUMN: Final = tuple(tuple(Move(x, c) for c in COLUMN_IDS) for x in ALL_CELL_IDS)
CELL_TO_CELL: Final = tuple(tuple(Move(x, y) for y in ALL_CELL_IDS) for x in ALL_CELL_IDS)
CELL_TO_FOUNDATION: Final = tuple(tuple(Move(x, f) for f in FOUNDATION_IDS) for x in ALL_CELL_IDS)
FOUNDATION_TO_COLUMN: Final = tuple(tuple(Move(f, c) for c in COLUMN_IDS) for f in FOUNDATION_IDS)


def deal_position(order: Sequence[int], cells: int = CELLS, dealt_to_cells: int = 0) -> FreeCellPosition:
    """Deal ``order`` (card ids, first dealt first) as F-1 says: round the columns, the last
    ``dealt_to_cells`` cards into the first of ``cells`` free cells (EO-1)."""
    if len(order) != 52 or set(order) != set(range(52)):
        raise ValueError(f"a FreeCell deal needs each of the 52 cards once, got {list(order)!r}")
    table = 52 - dealt_to_cells
    return FreeCellPosition(
        tuple(tuple(order[i:table:COLUMNS]) for i in range(COLUMNS)),
        tuple(order[table:]) + (EMPTY,) * (cells - dealt_to_cells),
        (0, 0, 0, 0),
    )


def position_cards(pos: FreeCellPosition) -> list[int]:
    """Every card of ``pos``: columns, cells, then each foundation ace upwards."""
    out = [c for col in pos.columns for c in col]
    out += [c for c in pos.cells if c != EMPTY]
    out += [suit * 13 + r for suit, top in enumerate(pos.foundations) for r in range(top)]
    return out
