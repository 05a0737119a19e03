"""What tells the games of FreeCell's family apart (F, BG, EO): one value each, which the
rules, the help, the notation and the solver read; everything else is FreeCell's code.

* ``build``: how a card rests on a column's last card (F-3's alternating colours, BG-2's suit);
* ``cells``: how many free cells (F-1's four, EO-2's eight);
* ``space``: what an empty column takes (F-3's any card, EO-2's Kings only); with Kings only,
  empty columns give a run no room, so a run moves through the cells alone (EO-3's F + 1)
  instead of F-4's (F + 1) × 2^E;
* ``dealt_to_cells``: how many of the deal's last cards go into the first cells (EO-1's four);
* ``no_such_pile``: the words for a pile the game has not (they name the game).

The cells are lettered ``a``, ``b``… in the notation (F-9), skipping ``h``, the foundations:
Eight Off's eighth cell is ``i``.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import TYPE_CHECKING, Final, NamedTuple

from ...cards import RANK, SUIT
from ...kit.builds import ALTERNATE_COLOURS, Build
from ...kit.limits import CellsAndSpaces
from ...kit.roles import ANY_CARD, Cell, Space, Tableau
from ...rules.common import freecell_capacity, safe_to_foundation
from ...text import QT_TRANSLATE_NOOP, Reason
from .position import ALL_CELL_IDS, PARENTS
from .reasons import NO_SUCH_PILE

if TYPE_CHECKING:
    from ...kit.board import Board, Limit
    from ...kit.pile import Spot, View

CELL_LETTERS: Final = "abcdefgi"
"""The cells' letters in the notation, left to right (``h`` is the foundations')."""


class Variant(NamedTuple):
    """One game of the family (see the module docstring); the defaults are FreeCell's. A named
    tuple, not a slotted record: the move generator looks its :func:`tables` up by it at every
    call, and a tuple hashes in C (core/slotted.py)."""

    build: Build = ALTERNATE_COLOURS
    cells: int = 4
    space: Space = ANY_CARD
    dealt_to_cells: int = 0
    no_such_pile: str = NO_SUCH_PILE

    @property
    def spaces_count(self) -> bool:
        """Whether an empty column takes any card, and so is room for a run (F-4)."""
        return self.space is ANY_CARD

    def capacity(self, free_cells: int, empty_columns: int) -> int:
        """The longest run one move carries (F-4, EO-3); ``empty_columns`` leaves out an empty
        destination."""
        return freecell_capacity(free_cells, empty_columns if self.spaces_count else 0)


FREECELL: Final = Variant()


class Tables(NamedTuple):
    """A variant's facts by card id, worked out once, for the inner loops."""

    cell_ids: tuple[str, ...]
    parents: tuple[tuple[int, ...], ...]
    """``parents[card]``: the cards ``card`` may rest on (none for a King)."""
    child_suits: tuple[tuple[int, ...], ...]
    """The suits of the cards that may rest on ``card``: it is safe on its foundation once
    they are there (F-6 for FreeCell, BG-4's "every card that fits" for a build in suit)."""


@cache
def tables(variant: Variant) -> Tables:
    fits = variant.build.table
    parents = (
        PARENTS if variant.build is ALTERNATE_COLOURS
        else tuple(tuple(p for p in range(52) if fits[p][c]) for c in range(52))
    )
    child_suits = tuple(tuple(sorted({SUIT[x] for x in range(52) if fits[c][x]})) for c in range(52))
    return Tables(ALL_CELL_IDS[: variant.cells], parents, child_suits)


def safe(variant: Variant, card: int, foundations: Sequence[int]) -> bool:
    """F-6/K-8's safe card for this variant's build: it fits its foundation and is an Ace or a
    2, or every card that could rest on it is on its foundation already."""
    if variant.build is ALTERNATE_COLOURS:
        return safe_to_foundation(card, foundations)
    rank = RANK[card]
    if foundations[SUIT[card]] + 1 != rank:
        return False
    return rank <= 2 or all(foundations[s] >= rank - 1 for s in tables(variant).child_suits[card])


ONLY_THROUGH_CELLS: Final[dict[bool, str]] = {
    True: QT_TRANSLATE_NOOP(
        "rules",
        "Only {limit} cards can move with {cells} free cell (an empty column takes only a King, so it gives no room); this run has {count}.",  # noqa: E501
    ),
    False: QT_TRANSLATE_NOOP(
        "rules",
        "Only {limit} cards can move with {cells} free cells (an empty column takes only a King, so it gives no room); this run has {count}.",  # noqa: E501
    ),
}
ONE_THROUGH_NO_CELL: Final = QT_TRANSLATE_NOOP(
    "rules", "With no free cell only one card can move; this run has {count}."
)


class CellsOnly:
    """EO-3's limit: a run of ``n`` cards moves as one when it could go card by card through
    the free cells, F + 1 cards (empty columns take only Kings, so they give no room)."""

    def refusal(self, board: Board, view: View, src: Spot, dst: Spot, count: int) -> Reason | None:
        if count == 1 or not isinstance(dst.role, Tableau):
            return None
        free = sum(1 for cell in board.of_role(Cell) if not view.cards(cell))
        if count <= free + 1:
            return None
        if not free:
            return Reason(ONE_THROUGH_NO_CELL, count=count)
        return Reason(ONLY_THROUGH_CELLS[free == 1], limit=free + 1, cells=free, count=count)


def limit(variant: Variant) -> Limit:
    """The board's bound on one move: F-4's, or EO-3's when empty columns give no room."""
    return CellsAndSpaces() if variant.spaces_count else CellsOnly()
