"""How Klondike's refusals read (C-4): the words its roles are given (the rules behind them are
the kit's, :mod:`paciencia.core.kit.roles`).

Every message is a msgid wrapped in ``QT_TRANSLATE_NOOP``; cards are named with their suit
symbol (``Q♥``).
"""

from __future__ import annotations

from ...kit import words
from ...kit.words import BoardWords, ColumnWords, FoundationWords
from ...text import QT_TRANSLATE_N_NOOP, QT_TRANSLATE_NOOP

BAD_COUNT = QT_TRANSLATE_NOOP("rules", "That many cards cannot move at once.")

NO_SUCH_PILE = QT_TRANSLATE_NOOP("rules", "There is no pile called {pile}.")
BOARD = BoardWords(
    no_such_source=NO_SUCH_PILE,
    no_such_destination=NO_SUCH_PILE,
    same_pile=words.SAME_PILE,
    bad_count=BAD_COUNT,
)
STOCK = words.STOCK
"""K-2, K-3: the kit's stock and waste words are Klondike's."""
FOUNDATION = FoundationWords(
    takeback_off=words.FOUNDATION.takeback_off,  # K-6: a card always may come back
    to_column_only=QT_TRANSLATE_NOOP("rules", "A card on a foundation can only go back to a column."),
    empty=QT_TRANSLATE_NOOP("rules", "That foundation is empty."),
    one_from=QT_TRANSLATE_NOOP("rules", "Only the top card of a foundation can move."),
    one_to=QT_TRANSLATE_NOOP("rules", "Only one card at a time goes to a foundation."),
    wrong_suit=QT_TRANSLATE_NOOP("rules", "{card} goes on the foundation of its own suit."),
    not_next=QT_TRANSLATE_NOOP("rules", "{card} cannot go up yet: the next card for that foundation is {needed}."),
    done=words.FOUNDATION.done,
)
COLUMN = ColumnWords(
    empty=QT_TRANSLATE_NOOP("rules", "Column {column} is empty."),
    too_short=QT_TRANSLATE_N_NOOP("rules", "Column {column} has only %n cards.", None, 0),
    face_down=words.FACE_DOWN,
    not_a_run=QT_TRANSLATE_NOOP("rules", "{upper} is not in sequence on {lower}, so they cannot move together."),
)
