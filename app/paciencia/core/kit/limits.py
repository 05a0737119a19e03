"""Board-wide limits on one move (step 5 of :mod:`.board`).

:class:`CellsAndSpaces` is FreeCell's F-4: a run of ``n`` cards moves as one only when it
could be moved one card at a time through the free cells and empty columns, (F + 1) × 2^E
cards with F empty cells and E empty columns, an empty destination not counted, taken
before the move. The same limit serves every game with cells (Baker's Game, Eight Off).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ..rules.common import freecell_capacity
from ..text import QT_TRANSLATE_N_NOOP, QT_TRANSLATE_NOOP, Reason
from .pile import Spot, View
from .roles import Cell, Tableau

if TYPE_CHECKING:
    from .board import Board


# F-4 refusals give the numbers. One literal per plural shape so translators
# see whole sentences; keyed by (into an empty column, one cell, one column).
TOO_LONG: Final[dict[tuple[bool, bool, bool], str]] = {
    (False, True, True): QT_TRANSLATE_NOOP(
        "rules",
        "Only {limit} cards can move with {cells} free cell and {columns} empty column; this run has {count}.",  # noqa: E501
    ),
    (False, True, False): QT_TRANSLATE_NOOP(
        "rules",
        "Only {limit} cards can move with {cells} free cell and {columns} empty columns; this run has {count}.",  # noqa: E501
    ),
    (False, False, True): QT_TRANSLATE_NOOP(
        "rules",
        "Only {limit} cards can move with {cells} free cells and {columns} empty column; this run has {count}.",  # noqa: E501
    ),
    (False, False, False): QT_TRANSLATE_NOOP(
        "rules",
        "Only {limit} cards can move with {cells} free cells and {columns} empty columns; this run has {count}.",  # noqa: E501
    ),
    (True, True, True): QT_TRANSLATE_NOOP(
        "rules",
        "Only {limit} cards can move into an empty column with {cells} free cell and {columns} other empty column; this run has {count}.",  # noqa: E501
    ),
    (True, True, False): QT_TRANSLATE_NOOP(
        "rules",
        "Only {limit} cards can move into an empty column with {cells} free cell and {columns} other empty columns; this run has {count}.",  # noqa: E501
    ),
    (True, False, True): QT_TRANSLATE_NOOP(
        "rules",
        "Only {limit} cards can move into an empty column with {cells} free cells and {columns} other empty column; this run has {count}.",  # noqa: E501
    ),
    (True, False, False): QT_TRANSLATE_NOOP(
        "rules",
        "Only {limit} cards can move into an empty column with {cells} free cells and {columns} other empty columns; this run has {count}.",  # noqa: E501
    ),
}
ONE_AT_A_TIME = QT_TRANSLATE_NOOP(
    "rules", "With no free cell and no empty column only one card can move; this run has {count}."
)
ONE_AT_A_TIME_TO_EMPTY = QT_TRANSLATE_NOOP(
    "rules",
    "With no free cell and no other empty column only one card can move into an empty column; this run has {count}.",  # noqa: E501
)


def too_long(count: int, cells: int, columns: int, into_empty: bool) -> Reason:
    """The F-4 refusal with its numbers (``columns`` as counted for the move)."""
    limit = freecell_capacity(cells, columns)
    if limit == 1:
        return Reason(ONE_AT_A_TIME_TO_EMPTY if into_empty else ONE_AT_A_TIME, count=count)
    msgid = TOO_LONG[(into_empty, cells == 1, columns == 1)]
    return Reason(msgid, limit=limit, cells=cells, columns=columns, count=count)


class CellsAndSpaces:
    """F-4's (F + 1) × 2^E, counted on the board's cells and tableau columns, for a move
    onto a tableau column (cells and foundations take one card already)."""

    def refusal(self, board: Board, view: View, src: Spot, dst: Spot, count: int) -> Reason | None:
        if count == 1 or not isinstance(dst.role, Tableau):
            return None
        free = sum(1 for cell in board.of_role(Cell) if not view.cards(cell))
        into_empty = not view.cards(dst)
        spaces = sum(1 for column in board.of_role(Tableau) if not view.cards(column)) - into_empty
        if count > freecell_capacity(free, spaces):
            return too_long(count, free, spaces, into_empty)
        return None


SPARE_COLUMNS = QT_TRANSLATE_N_NOOP(
    "rules", "Only {limit} cards can move with %n spare empty columns; this run has {length}.", None, 0
)
NO_SPARE_COLUMN = QT_TRANSLATE_NOOP(
    "rules", "With no spare empty column only one card can move; this run has {length}."
)


class Spaces:
    """F-4 without cells (Forty Thieves FT-2): a run moves as one when it could move one card at a
    time through the empty columns, 2^E cards, E the empty columns but the destination."""

    def refusal(self, board: Board, view: View, src: Spot, dst: Spot, count: int) -> Reason | None:
        if count == 1 or not isinstance(dst.role, Tableau):
            return None
        spaces = sum(1 for column in board.of_role(Tableau) if column is not dst and not view.cards(column))
        limit = freecell_capacity(0, spaces)
        if count <= limit:
            return None
        if not spaces:
            return Reason(NO_SPARE_COLUMN, length=count)
        return Reason.plural(SPARE_COLUMNS, spaces, limit=limit, length=count)
