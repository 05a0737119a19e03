"""How Klondike's refusals read (C-4): the words its roles are given (the rules behind them are
the kit's, :mod:`paciencia.core.kit.roles`).

Every message is a msgid wrapped in ``QT_TRANSLATE_NOOP``; cards are named with their suit
symbol (``Q♥``).
"""

from __future__ import annotations

from ...kit import words
from ...kit.words import BoardWords, ColumnWords, FoundationWords, StockWords
from ...text import QT_TRANSLATE_N_NOOP, QT_TRANSLATE_NOOP

BAD_COUNT = QT_TRANSLATE_NOOP("rules", "That many cards cannot move at once.")

NO_SUCH_PILE = QT_TRANSLATE_NOOP("rules", "There is no pile called {pile}.")
BOARD = BoardWords(
    no_such_source=NO_SUCH_PILE,
    no_such_destination=NO_SUCH_PILE,
    same_pile=words.SAME_PILE,
    bad_count=BAD_COUNT,
)
STOCK = StockWords(
    bad_count=BAD_COUNT,
    to_waste_only=QT_TRANSLATE_NOOP("rules", "Cards from the stock are drawn onto the waste."),
    empty=QT_TRANSLATE_NOOP("rules", "The stock is empty: turn the waste over to go on."),
    not_onto_stock=QT_TRANSLATE_NOOP("rules", "Cards cannot be put on the stock."),
    not_empty=QT_TRANSLATE_NOOP("rules", "The waste turns over only when the stock is empty."),
    nothing_to_recycle=QT_TRANSLATE_NOOP("rules", "The waste is empty: there is nothing to turn over."),
    pass_limit=QT_TRANSLATE_NOOP("rules", "No more passes: the pass limit is {limit}."),
    not_onto_waste=QT_TRANSLATE_NOOP("rules", "Only cards drawn from the stock go on the waste."),
    waste_empty=QT_TRANSLATE_NOOP("rules", "The waste is empty."),
    only_top_waste=QT_TRANSLATE_NOOP("rules", "Only the top card of the waste can be played."),
)
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
