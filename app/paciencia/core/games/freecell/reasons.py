"""Why a FreeCell move is refused: the sentences a player reads (C-4, F-3…F-5).

Every msgid is a literal for ``pyside6-lupdate``; cards are passed as
arguments in their pretty form (``Q♥``), columns and cells numbered from 1.
Some literals exceed the line length on purpose: a msgid stays one literal.
"""

from __future__ import annotations

from typing import Final

from ...cards import Card
from ...rules.common import freecell_capacity
from ...text import QT_TRANSLATE_N_NOOP, QT_TRANSLATE_NOOP, Reason

NO_SUCH_PILE = QT_TRANSLATE_NOOP("rules", "There is no pile called {pile} in FreeCell.")
SAME_PILE = QT_TRANSLATE_NOOP("rules", "The cards are already there.")
BAD_COUNT = QT_TRANSLATE_NOOP("rules", "Choose at least one card to move.")
COLUMN_EMPTY = QT_TRANSLATE_NOOP("rules", "Column {column} has no card to move.")
COLUMN_TOO_SHORT = QT_TRANSLATE_N_NOOP("rules", "Column {column} has only %n cards, not {wanted}.", None, 0)
NOT_A_RUN = QT_TRANSLATE_NOOP(
    "rules", "The {count} cards from {card} up are not a run of descending ranks and alternating colours."
)
CELL_EMPTY = QT_TRANSLATE_NOOP("rules", "Free cell {cell} is empty.")
ONE_FROM_CELL = QT_TRANSLATE_NOOP("rules", "A free cell holds a single card.")
CELL_OCCUPIED = QT_TRANSLATE_NOOP("rules", "Free cell {cell} already holds {card}: a cell takes one card.")
ONE_TO_CELL = QT_TRANSLATE_NOOP("rules", "Only one card at a time goes to a free cell.")
ONE_TO_FOUNDATION = QT_TRANSLATE_NOOP("rules", "Cards go to a foundation one at a time.")
WRONG_FOUNDATION = QT_TRANSLATE_NOOP("rules", "{card} goes to the {suit} foundation.")
NOT_NEXT = QT_TRANSLATE_NOOP("rules", "{card} cannot go to its foundation yet: {needed} comes first.")
FOUNDATION_DONE = QT_TRANSLATE_NOOP("rules", "The {suit} foundation is already complete.")
TAKEBACK_OFF = QT_TRANSLATE_NOOP("rules", "Cards do not come back from the foundations in this game.")
FOUNDATION_EMPTY = QT_TRANSLATE_NOOP("rules", "The {suit} foundation is empty.")
ONE_FROM_FOUNDATION = QT_TRANSLATE_NOOP("rules", "Only the top card of a foundation can come back.")
FOUNDATION_TO_COLUMN_ONLY = QT_TRANSLATE_NOOP(
    "rules", "A card from a foundation can only go back to a column."
)

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


def pretty(card: int) -> str:
    return Card.from_id(card).pretty()


def suit_symbol(suit: int) -> str:
    return "♣♦♥♠"[suit]


def too_long(count: int, cells: int, columns: int, into_empty: bool) -> Reason:
    """The F-4 refusal with its numbers (``columns`` as counted for the move)."""
    limit = freecell_capacity(cells, columns)
    if limit == 1:
        return Reason(ONE_AT_A_TIME_TO_EMPTY if into_empty else ONE_AT_A_TIME, count=count)
    msgid = TOO_LONG[(into_empty, cells == 1, columns == 1)]
    return Reason(msgid, limit=limit, cells=cells, columns=columns, count=count)
