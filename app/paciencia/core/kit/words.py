"""The sentences the kit's roles refuse with (C-4): one msgid a rule, context ``rules``.

Every msgid is a literal for ``pyside6-lupdate``; cards are passed in their pretty form
(``Q♥``), columns and cells numbered from 1. Some literals exceed the line length on purpose:
a msgid stays one literal.
"""

from __future__ import annotations

from ..text import QT_TRANSLATE_N_NOOP, QT_TRANSLATE_NOOP

SAME_PILE = QT_TRANSLATE_NOOP("rules", "The cards are already there.")
BAD_COUNT = QT_TRANSLATE_NOOP("rules", "Choose at least one card to move.")
COLUMN_EMPTY = QT_TRANSLATE_NOOP("rules", "Column {column} has no card to move.")
COLUMN_TOO_SHORT = QT_TRANSLATE_N_NOOP("rules", "Column {column} has only %n cards, not {wanted}.", None, 0)
NOT_AN_ALTERNATING_RUN = QT_TRANSLATE_NOOP(
    "rules", "The {count} cards from {card} up are not a run of descending ranks and alternating colours."
)
NOT_A_SUIT_RUN = QT_TRANSLATE_NOOP(
    "rules", "The {count} cards from {card} up are not a run of descending ranks in one suit."
)
NOT_A_RANK_RUN = QT_TRANSLATE_NOOP("rules", "The {count} cards from {card} up are not a run of descending ranks.")
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
FOUNDATION_TO_COLUMN_ONLY = QT_TRANSLATE_NOOP("rules", "A card from a foundation can only go back to a column.")
TAKES_ONLY = QT_TRANSLATE_NOOP("rules", "{target} takes only {wanted}, not {card}.")
