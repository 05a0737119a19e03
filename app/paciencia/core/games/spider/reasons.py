"""Why Spider refuses a move or a deal (S-3, S-5): the messages a player reads (C-4)."""

from __future__ import annotations

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
