"""How Pyramid's refusals read (P-3…P-6, C-4): the words its roles (:mod:`.roles`) give."""

from __future__ import annotations

from ...rules.common import pyramid_value
from ...text import QT_TRANSLATE_NOOP

NO_COUNT = QT_TRANSLATE_NOOP("rules", "Pyramid cards leave one by one or in pairs; a move takes no count.")
UNKNOWN_PLACE = QT_TRANSLATE_NOOP("rules", "There is no place called “{place}” in Pyramid.")
NO_RETURN = QT_TRANSLATE_NOOP("rules", "Cards never come back from the discard.")
STOCK_EMPTY = QT_TRANSLATE_NOOP("rules", "The stock is empty: turn the waste back over to start a new pass.")
STOCK_DONE = QT_TRANSLATE_NOOP("rules", "The stock is empty and the three passes are spent.")
RECYCLE_EARLY = QT_TRANSLATE_NOOP("rules", "The waste goes back to the stock only when the stock is empty.")
RECYCLE_SPENT = QT_TRANSLATE_NOOP(
    "rules", "The three passes are spent: the waste cannot be turned back again."
)
NOTHING_TO_TURN = QT_TRANSLATE_NOOP("rules", "The stock and the waste are both empty.")
RECYCLE_NOTHING = QT_TRANSLATE_NOOP("rules", "The waste is empty: there is nothing to turn back.")
STOCK_NO_PAIR = QT_TRANSLATE_NOOP("rules", "Stock cards are not in play: turn them to the waste first.")
WASTE_EMPTY = QT_TRANSLATE_NOOP("rules", "The waste is empty.")
ALREADY_REMOVED = QT_TRANSLATE_NOOP("rules", "That card has already been removed.")
SELF = QT_TRANSLATE_NOOP("rules", "A card cannot pair with itself.")
WASTE_UNDER = QT_TRANSLATE_NOOP(
    "rules", "The waste top does not pair with the card just under it: only the top card is in play."
)
COVERS = QT_TRANSLATE_NOOP("rules", "{cover} covers {card}: a card never pairs with a card that covers it.")
NEEDS_13 = QT_TRANSLATE_NOOP("rules", "{first} + {second} = {total} — needs 13")
NOT_KING = QT_TRANSLATE_NOOP("rules", "Only a King leaves alone: {card} needs a partner that makes 13.")

_FACE_LETTERS = {1: "A", 11: "J", 12: "Q", 13: "K"}


def value_label(card: int) -> str:
    """P-5's way of showing a card's value in a sum: ``Q (12)``, ``A (1)``, ``9``."""
    v = pyramid_value(card)
    letter = _FACE_LETTERS.get(v)
    return f"{letter} ({v})" if letter else str(v)
