"""Why a Klondike move is refused (C-4): the words a person reads.

Every message is a :class:`Reason` whose msgid is a module constant wrapped
in ``QT_TRANSLATE_NOOP``; cards are named with their suit symbol (``Q♥``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...cards import RANK, SUIT
from ...moves import Move
from ...rules.common import alternating_refusal, builds_alternating
from ...text import QT_TRANSLATE_N_NOOP, QT_TRANSLATE_NOOP, Reason
from .position import PILE_INDEX, PILES, KlondikePosition, fits_column, pretty

if TYPE_CHECKING:
    from .rules import KlondikeRules

NO_SUCH_PILE = QT_TRANSLATE_NOOP("rules", "There is no pile called {pile}.")
SAME_PILE = QT_TRANSLATE_NOOP("rules", "The cards are already there.")
BAD_COUNT = QT_TRANSLATE_NOOP("rules", "That many cards cannot move at once.")
STOCK_GOES_TO_WASTE = QT_TRANSLATE_NOOP("rules", "Cards from the stock are drawn onto the waste.")
STOCK_EMPTY = QT_TRANSLATE_NOOP("rules", "The stock is empty: turn the waste over to go on.")
NOT_ONTO_STOCK = QT_TRANSLATE_NOOP("rules", "Cards cannot be put on the stock.")
STOCK_NOT_EMPTY = QT_TRANSLATE_NOOP("rules", "The waste turns over only when the stock is empty.")
NOTHING_TO_RECYCLE = QT_TRANSLATE_NOOP("rules", "The waste is empty: there is nothing to turn over.")
PASS_LIMIT = QT_TRANSLATE_NOOP("rules", "No more passes: the pass limit is {limit}.")
NOT_ONTO_WASTE = QT_TRANSLATE_NOOP("rules", "Only cards drawn from the stock go on the waste.")
WASTE_EMPTY = QT_TRANSLATE_NOOP("rules", "The waste is empty.")
ONLY_TOP_WASTE = QT_TRANSLATE_NOOP("rules", "Only the top card of the waste can be played.")
FOUNDATION_TO_FOUNDATION = QT_TRANSLATE_NOOP(
    "rules", "A card on a foundation can only go back to a column."
)
FOUNDATION_EMPTY = QT_TRANSLATE_NOOP("rules", "That foundation is empty.")
ONLY_TOP_FOUNDATION = QT_TRANSLATE_NOOP("rules", "Only the top card of a foundation can move.")
COLUMN_EMPTY = QT_TRANSLATE_NOOP("rules", "Column {column} is empty.")
TOO_FEW_CARDS = QT_TRANSLATE_N_NOOP("rules", "Column {column} has only %n cards.", None, 0)
FACE_DOWN = QT_TRANSLATE_NOOP("rules", "Face-down cards cannot move.")
NOT_IN_SEQUENCE = QT_TRANSLATE_NOOP(
    "rules", "{upper} is not in sequence on {lower}, so they cannot move together."
)
ONE_TO_FOUNDATION = QT_TRANSLATE_NOOP("rules", "Only one card at a time goes to a foundation.")
WRONG_FOUNDATION = QT_TRANSLATE_NOOP("rules", "{card} goes on the foundation of its own suit.")
NOT_NEXT = QT_TRANSLATE_NOOP(
    "rules", "{card} cannot go up yet: the next card for that foundation is {needed}."
)
ONLY_KING = QT_TRANSLATE_NOOP("rules", "Only a King can go to an empty column.")


def explain_refusal(rules: KlondikeRules, pos: KlondikePosition, move: Move) -> Reason | None:
    """Why the rules refuse ``move`` (they judge, through ``moves_from``): the first fault
    found, or None if none is (a bug: tests/core/test_rule_truth.py)."""
    src, dst, n = move.src, move.dst, move.count
    for pile in (src, dst):
        if pile not in PILES:
            return Reason(NO_SUCH_PILE, pile=pile)
    if src == dst:
        return Reason(SAME_PILE)
    if n < 1:
        return Reason(BAD_COUNT)
    if src == "stock":
        if dst != "waste":
            return Reason(STOCK_GOES_TO_WASTE)
        if n != 1:
            return Reason(BAD_COUNT)
        return None if pos.stock else Reason(STOCK_EMPTY)
    if dst == "stock":
        if src != "waste":
            return Reason(NOT_ONTO_STOCK)
        if n != 1:
            return Reason(BAD_COUNT)
        if pos.stock:
            return Reason(STOCK_NOT_EMPTY)
        if not pos.waste:
            return Reason(NOTHING_TO_RECYCLE)
        if not rules.can_recycle(pos):
            return Reason(PASS_LIMIT, limit=rules.pass_limit)
        return None
    if dst == "waste":
        return Reason(NOT_ONTO_WASTE)
    if src == "waste":
        if not pos.waste:
            return Reason(WASTE_EMPTY)
        if n != 1:
            return Reason(ONLY_TOP_WASTE)
        card = pos.waste[-1]
    elif src[0] == "f":
        if dst[0] == "f":
            return Reason(FOUNDATION_TO_FOUNDATION)
        s = PILE_INDEX[src]
        if not pos.foundations[s]:
            return Reason(FOUNDATION_EMPTY)
        if n != 1:
            return Reason(ONLY_TOP_FOUNDATION)
        card = s * 13 + pos.foundations[s] - 1
    else:
        why = _why_not_group(pos, PILE_INDEX[src], n)
        if why is not None:
            return why
        card = pos.tableau[PILE_INDEX[src]][-n]
    if dst[0] == "f":
        return _why_not_foundation(pos, card, PILE_INDEX[dst], n)
    return _why_not_column(pos, card, PILE_INDEX[dst])


def _why_not_group(pos: KlondikePosition, i: int, n: int) -> Reason | None:
    col = pos.tableau[i]
    if not col:
        return Reason(COLUMN_EMPTY, column=i + 1)
    if n > len(col):
        return Reason.plural(TOO_FEW_CARDS, len(col), column=i + 1)
    if n > len(col) - pos.down[i]:
        return Reason(FACE_DOWN)
    for k in range(len(col) - n, len(col) - 1):
        lower, upper = col[k], col[k + 1]
        if not builds_alternating(lower, upper):
            return Reason(NOT_IN_SEQUENCE, upper=pretty(upper), lower=pretty(lower))
    return None


def _why_not_foundation(pos: KlondikePosition, card: int, s: int, n: int) -> Reason | None:
    if n != 1:
        return Reason(ONE_TO_FOUNDATION)
    if SUIT[card] != s:
        return Reason(WRONG_FOUNDATION, card=pretty(card))
    top = pos.foundations[s]
    if top + 1 != RANK[card]:
        return Reason(NOT_NEXT, card=pretty(card), needed=pretty(s * 13 + top))
    return None


def _why_not_column(pos: KlondikePosition, card: int, j: int) -> Reason | None:
    dcol = pos.tableau[j]
    if fits_column(card, dcol):
        return None
    return alternating_refusal(dcol[-1], card) if dcol else Reason(ONLY_KING)

