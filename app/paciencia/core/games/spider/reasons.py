"""How Spider's refusals read (S-3, S-5, C-4): the words its roles are given (the rules behind
them are the kit's, :mod:`paciencia.core.kit.roles`)."""

from __future__ import annotations

from ...kit.builds import ANY_SUIT, SAME_SUIT
from ...kit.words import BoardWords, ColumnWords, DealWords
from ...text import QT_TRANSLATE_NOOP

DEAL_EMPTY_COLUMN = QT_TRANSLATE_NOOP("rules", "You cannot deal while a column is empty.")
STOCK_EMPTY = QT_TRANSLATE_NOOP("rules", "The stock is empty: there is nothing left to deal.")
STOCK_ONLY_DEALS = QT_TRANSLATE_NOOP("rules", "The stock can only be dealt onto the columns.")
DEAL_ONE_EACH = QT_TRANSLATE_NOOP("rules", "A deal puts exactly one card on each column.")
FROM_COLUMN_ONLY = QT_TRANSLATE_NOOP(
    "rules", "Cards can only be taken from a column or dealt from the stock."
)
TO_COLUMN_ONLY = QT_TRANSLATE_NOOP("rules", "Cards can only go to another column.")
SAME_COLUMN = QT_TRANSLATE_NOOP("rules", "The cards are already in that column.")
SOURCE_EMPTY = QT_TRANSLATE_NOOP("rules", "That column is empty.")
NOTHING_MOVES = QT_TRANSLATE_NOOP("rules", "At least one card must move.")
FACE_DOWN_STAYS = QT_TRANSLATE_NOOP("rules", "Face-down cards cannot be moved.")
NOT_A_RUN = QT_TRANSLATE_NOOP(
    "rules", "Several cards move together only if they form a descending run of one suit."
)

BOARD = BoardWords(no_such_source=FROM_COLUMN_ONLY, no_such_destination=TO_COLUMN_ONLY, same_pile=SAME_COLUMN,
                   bad_count=NOTHING_MOVES)
COLUMN = ColumnWords(empty=SOURCE_EMPTY, too_short=None, face_down=FACE_DOWN_STAYS, not_a_run=NOT_A_RUN)
DEAL = DealWords(
    stock_only_deals=STOCK_ONLY_DEALS,
    one_each=DEAL_ONE_EACH,
    empty=STOCK_EMPTY,
    empty_column=DEAL_EMPTY_COLUMN,
    to_column_only=TO_COLUMN_ONLY,
    from_column_only=FROM_COLUMN_ONLY,
)
BUILD, MOVES = ANY_SUIT, SAME_SUIT
"""S-3: a card goes on one a rank higher of any suit; cards move together as a run of one suit."""
