"""The sentences the kit's roles refuse with (C-4), context ``rules``.

A role is given its words as a record (:class:`ColumnWords`, :class:`FoundationWords`…), so a
game chooses how its refusals read while the rule behind them is written once, in the role.
The records below are FreeCell's words, which the other games take where they say the same.
Every msgid is a literal for ``pyside6-lupdate``; cards are passed in their pretty form
(``Q♥``), columns and cells numbered from 1. A role passes every argument any game's words
may name (``{card}``, ``{suit}``, ``{wanted}``…); each sentence uses those it needs.
"""

from __future__ import annotations

from copy import copy
from functools import cache
from typing import Self

from ..text import QT_TRANSLATE_N_NOOP, QT_TRANSLATE_NOOP, Reason


@cache
def _names(msgid: str) -> frozenset[str]:
    """The ``{placeholders}`` a msgid names (a msgid has no ``{{`` escapes nor formats)."""
    return frozenset(part.partition("}")[0] for part in msgid.split("{")[1:])


def say(msgid: str, plural: int | None = None, **args: str | int) -> Reason:
    """The refusal ``msgid`` with the arguments it names, of all those a role offers (a
    game's words name some of them), so two refusals in the same words are equal; ``plural``
    makes it a plural message for that number."""
    named = _names(msgid)
    kept = {key: value for key, value in args.items() if key in named}
    return Reason(msgid, "rules", **kept) if plural is None else Reason.plural(msgid, plural, "rules", **kept)


class Words:
    """A role's refusals, one msgid a field (plain slotted classes: a NamedTuple class costs a
    launch half a millisecond to make, and a launch makes every game's words it deals)."""

    __slots__ = ()

    def but(self, **changes: str | None) -> Self:
        """These words with some fields changed (a game that says a few things otherwise)."""
        other = copy(self)
        for name, value in changes.items():
            if name not in self.__slots__:
                raise TypeError(f"{type(self).__name__} has no field {name!r}")
            setattr(other, name, value)
        return other


class BoardWords(Words):
    """The board's own refusals, before any role is asked."""

    __slots__ = ("no_such_source", "no_such_destination", "same_pile", "bad_count")

    def __init__(self, *, no_such_source: str, no_such_destination: str, same_pile: str, bad_count: str) -> None:
        self.no_such_source = no_such_source
        """``{pile}``: a move from a pile the board has not."""
        self.no_such_destination = no_such_destination
        """``{pile}``: a move to a pile the board has not."""
        self.same_pile = same_pile
        self.bad_count = bad_count


class ColumnWords(Words):
    """A tableau column's refusals."""

    __slots__ = ("empty", "too_short", "face_down", "not_a_run")

    def __init__(self, *, empty: str, too_short: str | None, face_down: str, not_a_run: str | None) -> None:
        self.empty = empty
        """``{column}``: nothing to move."""
        self.too_short = too_short
        """Plural on the column's length; ``{column}``, ``{wanted}``; None: ``face_down`` says it."""
        self.face_down = face_down
        self.not_a_run = not_a_run
        """``{count}``, ``{card}`` (the lowest moving card), ``{lower}``/``{upper}`` (the first pair
        out of sequence, from the bottom); None: the build's own words."""


class FoundationWords(Words):
    """A foundation's refusals."""

    __slots__ = ("takeback_off", "to_column_only", "empty", "one_from", "one_to", "wrong_suit", "not_next", "done")

    def __init__(
        self,
        *,
        takeback_off: str,
        to_column_only: str,
        empty: str,
        one_from: str,
        one_to: str,
        wrong_suit: str,
        not_next: str,
        done: str,
    ) -> None:
        self.takeback_off = takeback_off
        self.to_column_only = to_column_only
        self.empty = empty
        """``{suit}``."""
        self.one_from = one_from
        self.one_to = one_to
        self.wrong_suit = wrong_suit
        """``{card}``, ``{suit}`` (the card's)."""
        self.not_next = not_next
        """``{card}``, ``{needed}``."""
        self.done = done
        """``{suit}``."""


class CellWords(Words):
    """A free cell's refusals (``{cell}`` from 1, ``{card}`` the one it holds)."""

    __slots__ = ("empty", "one_from", "occupied", "one_to")

    def __init__(self, *, empty: str, one_from: str, occupied: str, one_to: str) -> None:
        self.empty = empty
        self.one_from = one_from
        self.occupied = occupied
        self.one_to = one_to


SAME_PILE = QT_TRANSLATE_NOOP("rules", "The cards are already there.")
BAD_COUNT = QT_TRANSLATE_NOOP("rules", "Choose at least one card to move.")
FACE_DOWN = QT_TRANSLATE_NOOP("rules", "Face-down cards cannot move.")
NOT_AN_ALTERNATING_RUN = QT_TRANSLATE_NOOP(
    "rules", "The {count} cards from {card} up are not a run of descending ranks and alternating colours."
)
NOT_A_SUIT_RUN = QT_TRANSLATE_NOOP(
    "rules", "The {count} cards from {card} up are not a run of descending ranks in one suit."
)
NOT_A_RANK_RUN = QT_TRANSLATE_NOOP("rules", "The {count} cards from {card} up are not a run of descending ranks.")
NOT_ONE_APART = QT_TRANSLATE_NOOP("rules", "{card} is not one rank above or below {top}.")
TAKES_ONLY = QT_TRANSLATE_NOOP("rules", "{target} takes only {wanted}, not {card}.")
ONE_CARD_AT_A_TIME = QT_TRANSLATE_NOOP("rules", "Cards move one at a time in this game.")
ONLY_KING = QT_TRANSLATE_NOOP("rules", "Only a King can go to an empty column.")
NO_SPACE = QT_TRANSLATE_NOOP("rules", "An empty column stays empty in this game.")

COLUMN = ColumnWords(
    empty=QT_TRANSLATE_NOOP("rules", "Column {column} has no card to move."),
    too_short=QT_TRANSLATE_N_NOOP("rules", "Column {column} has only %n cards, not {wanted}.", None, 0),
    face_down=FACE_DOWN,
    not_a_run=None,
)
FOUNDATION = FoundationWords(
    takeback_off=QT_TRANSLATE_NOOP("rules", "Cards do not come back from the foundations in this game."),
    to_column_only=QT_TRANSLATE_NOOP("rules", "A card from a foundation can only go back to a column."),
    empty=QT_TRANSLATE_NOOP("rules", "The {suit} foundation is empty."),
    one_from=QT_TRANSLATE_NOOP("rules", "Only the top card of a foundation can come back."),
    one_to=QT_TRANSLATE_NOOP("rules", "Cards go to a foundation one at a time."),
    wrong_suit=QT_TRANSLATE_NOOP("rules", "{card} goes to the {suit} foundation."),
    not_next=QT_TRANSLATE_NOOP("rules", "{card} cannot go to its foundation yet: {needed} comes first."),
    done=QT_TRANSLATE_NOOP("rules", "The {suit} foundation is already complete."),
)
CELL = CellWords(
    empty=QT_TRANSLATE_NOOP("rules", "Free cell {cell} is empty."),
    one_from=QT_TRANSLATE_NOOP("rules", "A free cell holds a single card."),
    occupied=QT_TRANSLATE_NOOP("rules", "Free cell {cell} already holds {card}: a cell takes one card."),
    one_to=QT_TRANSLATE_NOOP("rules", "Only one card at a time goes to a free cell."),
)


class StockWords(Words):
    """A stock's and its waste's refusals (Klondike's K-2, K-3)."""

    __slots__ = (
        "bad_count",
        "to_waste_only",
        "empty",
        "not_onto_stock",
        "not_empty",
        "nothing_to_recycle",
        "pass_limit",
        "not_onto_waste",
        "waste_empty",
        "only_top_waste",
    )

    def __init__(
        self,
        *,
        bad_count: str,
        to_waste_only: str,
        empty: str,
        not_onto_stock: str,
        not_empty: str,
        nothing_to_recycle: str,
        pass_limit: str,
        not_onto_waste: str,
        waste_empty: str,
        only_top_waste: str,
    ) -> None:
        self.bad_count = bad_count
        self.to_waste_only = to_waste_only
        self.empty = empty
        self.not_onto_stock = not_onto_stock
        self.not_empty = not_empty
        self.nothing_to_recycle = nothing_to_recycle
        self.pass_limit = pass_limit
        """``{limit}``."""
        self.not_onto_waste = not_onto_waste
        self.waste_empty = waste_empty
        self.only_top_waste = only_top_waste


class DealWords(Words):
    """A dealing stock's refusals (Spider S-5) and its columns' as one destination."""

    __slots__ = ("stock_only_deals", "one_each", "empty", "empty_column", "to_column_only", "from_column_only")

    def __init__(
        self,
        *,
        stock_only_deals: str,
        one_each: str,
        empty: str,
        empty_column: str,
        to_column_only: str,
        from_column_only: str,
    ) -> None:
        self.stock_only_deals = stock_only_deals
        self.one_each = one_each
        self.empty = empty
        self.empty_column = empty_column
        self.to_column_only = to_column_only
        self.from_column_only = from_column_only


class ReserveWords(Words):
    """A reserve's refusals: a pile that only gives its top card."""

    __slots__ = ("empty", "one_only", "takes_nothing")

    def __init__(self, *, empty: str, one_only: str, takes_nothing: str) -> None:
        self.empty = empty
        """``{column}``."""
        self.one_only = one_only
        self.takes_nothing = takes_nothing
        """``{column}``."""


RESERVE = ReserveWords(
    empty=COLUMN.empty,
    one_only=QT_TRANSLATE_NOOP("rules", "Only the top card of a column can be played."),
    takes_nothing=QT_TRANSLATE_NOOP("rules", "Nothing can be put on column {column}: its cards only leave."),
)


STOCK = StockWords(
    bad_count=QT_TRANSLATE_NOOP("rules", "That many cards cannot move at once."),
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
