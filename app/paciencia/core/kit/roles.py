"""The roles a pile plays, each answering the questions of :mod:`.board` with ``None`` or the
words of its refusal (issue 38 §1). A rule and its words live in one method.

A role is configured, not subclassed per game: FreeCell's column and Baker's Game's differ
only in the :class:`~.builds.Build` they are given, Klondike's in its :class:`Space` policy and
its words.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from ..cards import RANK, SUIT
from ..rules.common import pretty
from ..text import Reason
from . import words
from .builds import Build
from .pile import Spot, View
from .words import CellWords, ColumnWords, DealWords, FoundationWords, ReserveWords, StockWords, say


def suit_symbol(suit: int) -> str:
    return "♣♦♥♠"[suit]


class Space:
    """What an empty column takes: ``takes(card)`` for the lowest card moved, else ``refusal``."""

    __slots__ = ("takes", "refusal")

    def __init__(self, takes: Callable[[int], bool], refusal: str) -> None:
        self.takes = takes
        self.refusal = refusal


ANY_CARD: Final = Space(lambda card: True, "")
"""FreeCell F-3: any card or run fills a space."""
KINGS_ONLY: Final = Space(lambda card: RANK[card] == 13, words.ONLY_KING)
"""Klondike K-4: only a King (with what rests on it)."""
NO_CARD: Final = Space(lambda card: False, words.NO_SPACE)
"""Baker's Dozen: a space stays empty."""


class Passive:
    """The questions most roles answer "yes" to, answered once."""

    def to_itself(self, view: View, spot: Spot) -> Reason | None:
        return None

    def to_unknown(self, view: View, spot: Spot) -> Reason | None:
        return None

    def takes_from(self, view: View, spot: Spot, source: Spot) -> Reason | None:
        return None

    def unit(self, view: View, spot: Spot, count: int) -> Reason | None:
        return None

    def room(self, view: View, spot: Spot, count: int) -> Reason | None:
        return None

    def fits(self, view: View, spot: Spot, card: int, source: Spot) -> bool:
        return True

    def accept(self, view: View, spot: Spot, cards: Sequence[int], source: Spot) -> Reason | None:
        return None


class Foundation(Passive):
    """A foundation of one suit (its spot's ordinal), built up from the Ace, one card at a
    time; it gives its top card back to a column when ``takeback`` is on (FreeCell F-5's
    option, Klondike K-6 always)."""

    def __init__(self, takeback: bool = False, says: FoundationWords = words.FOUNDATION) -> None:
        self.takeback = takeback
        self.says = says

    def most(self, view: View, spot: Spot) -> int:
        return 1 if self.takeback and view.cards(spot) else 0

    def give(self, view: View, spot: Spot, count: int, to: Spot) -> Reason | None:
        says = self.says
        if not self.takeback:
            return say(says.takeback_off)
        if not isinstance(to.role, Tableau):
            return say(says.to_column_only)
        if not view.cards(spot):
            return say(says.empty, suit=suit_symbol(spot.ordinal))
        if count != 1:
            return say(says.one_from)
        return None

    def room(self, view: View, spot: Spot, count: int) -> Reason | None:
        return say(self.says.one_to) if count != 1 else None

    def fits(self, view: View, spot: Spot, card: int, source: Spot) -> bool:
        return SUIT[card] == spot.ordinal and len(view.cards(spot)) + 1 == RANK[card]

    def accept(self, view: View, spot: Spot, cards: Sequence[int], source: Spot) -> Reason | None:
        card = cards[0]
        if self.fits(view, spot, card, source):
            return None
        if SUIT[card] != spot.ordinal:
            return say(self.says.wrong_suit, card=pretty(card), suit=suit_symbol(SUIT[card]))
        height = len(view.cards(spot))
        if height >= 13:
            return say(self.says.done, suit=suit_symbol(spot.ordinal))
        return say(self.says.not_next, card=pretty(card), needed=pretty(spot.ordinal * 13 + height))


class Cell(Passive):
    """A free cell: one card in, one card out (FreeCell F-3)."""

    def __init__(self, says: CellWords = words.CELL) -> None:
        self.says = says

    def most(self, view: View, spot: Spot) -> int:
        return 1 if view.cards(spot) else 0

    def give(self, view: View, spot: Spot, count: int, to: Spot) -> Reason | None:
        if not view.cards(spot):
            return say(self.says.empty, cell=spot.ordinal + 1)
        if count != 1:
            return say(self.says.one_from)
        return None

    def room(self, view: View, spot: Spot, count: int) -> Reason | None:
        held = view.cards(spot)
        if held:
            return say(self.says.occupied, cell=spot.ordinal + 1, card=pretty(held[0]))
        if count != 1:
            return say(self.says.one_to)
        return None


class Tableau(Passive):
    """A column built down by ``build``; its face-up run in ``moves`` (the build itself unless
    given: Spider builds in any suit but moves runs of one suit) moves as a unit, and an empty
    column takes what ``space`` allows."""

    def __init__(
        self, build: Build, space: Space = ANY_CARD, says: ColumnWords = words.COLUMN, moves: Build | None = None
    ) -> None:
        self.build = build
        self.moves = moves or build
        self.space = space
        self.says = says

    def most(self, view: View, spot: Spot) -> int:
        cards = view.cards(spot)
        return self.moves.run_length(cards, view.face_up_from(spot)) if cards else 0

    def give(self, view: View, spot: Spot, count: int, to: Spot) -> Reason | None:
        cards = view.cards(spot)
        if not cards:
            return say(self.says.empty, column=spot.ordinal + 1)
        if count > len(cards) and self.says.too_short is not None:
            return say(self.says.too_short, len(cards), column=spot.ordinal + 1, wanted=count)
        if count > len(cards) - view.face_up_from(spot):
            return say(self.says.face_down)
        return None

    def unit(self, view: View, spot: Spot, count: int) -> Reason | None:
        if count == 1:
            return None
        cards = view.cards(spot)
        if self.moves.run_length(cards, view.face_up_from(spot)) >= count:
            return None
        table = self.moves.table
        first = len(cards) - count
        broken = next(k for k in range(first, len(cards) - 1) if not table[cards[k]][cards[k + 1]])
        return say(
            self.says.not_a_run or self.moves.not_a_run, count=count, card=pretty(cards[first]),
            lower=pretty(cards[broken]), upper=pretty(cards[broken + 1]),
        )

    def fits(self, view: View, spot: Spot, card: int, source: Spot) -> bool:
        held = view.cards(spot)
        return self.build.table[held[-1]][card] if held else self.space.takes(card)

    def accept(self, view: View, spot: Spot, cards: Sequence[int], source: Spot) -> Reason | None:
        if self.fits(view, spot, cards[0], source):
            return None
        held = view.cards(spot)
        return self.build.refusal(held[-1], cards[0]) if held else say(self.space.refusal, card=pretty(cards[0]))


class Stock(Passive):
    """A face-down stock: its move draws onto the waste (the rules say how many cards); it
    takes back only the waste, turned over (K-2, K-3)."""

    def __init__(self, says: StockWords) -> None:
        self.says = says

    def most(self, view: View, spot: Spot) -> int:
        return 1 if view.cards(spot) else 0

    def takes_from(self, view: View, spot: Spot, source: Spot) -> Reason | None:
        return None if isinstance(source.role, Waste) else say(self.says.not_onto_stock)

    def give(self, view: View, spot: Spot, count: int, to: Spot) -> Reason | None:
        if not isinstance(to.role, Waste):
            return say(self.says.to_waste_only)
        if count != 1:
            return say(self.says.bad_count)
        return None if view.cards(spot) else say(self.says.empty)


class Waste(Passive):
    """The waste: its top card plays; turned over, it becomes the stock again once the stock is
    empty, while the pass limit allows (``pass_limit`` 0: no limit; K-3). Given a ``build``, it
    also takes a reserve's card that builds on its top (one rank up or down, in games that build on the waste)."""

    def __init__(self, pass_limit: int, says: StockWords, build: Build | None = None) -> None:
        self.pass_limit = pass_limit
        self.says = says
        self.build = build

    def most(self, view: View, spot: Spot) -> int:
        return 1 if view.cards(spot) else 0

    def recycles(self, view: View) -> bool:
        """Whether the pass limit allows another pass after this one."""
        return self.pass_limit == 0 or view.passes() < self.pass_limit

    def takes_from(self, view: View, spot: Spot, source: Spot) -> Reason | None:
        if isinstance(source.role, Stock) or (self.build is not None and isinstance(source.role, Reserve)):
            return None
        return say(self.says.not_onto_waste)

    def fits(self, view: View, spot: Spot, card: int, source: Spot) -> bool:
        held = view.cards(spot)
        return self.build is None or isinstance(source.role, Stock) or not held or self.build.table[held[-1]][card]

    def accept(self, view: View, spot: Spot, cards: Sequence[int], source: Spot) -> Reason | None:
        if self.fits(view, spot, cards[0], source) or self.build is None:
            return None
        return self.build.refusal(view.cards(spot)[-1], cards[0])

    def give(self, view: View, spot: Spot, count: int, to: Spot) -> Reason | None:
        says = self.says
        if isinstance(to.role, Stock):
            if count != 1:
                return say(says.bad_count)
            if view.cards(to):
                return say(says.not_empty)
            if not view.cards(spot):
                return say(says.nothing_to_recycle)
            return None if self.recycles(view) else say(says.pass_limit, limit=self.pass_limit)
        if not view.cards(spot):
            return say(says.waste_empty)
        return say(says.only_top_waste) if count != 1 else None


def deal_blocked(stock: int, heights: Sequence[int], says: DealWords) -> str | None:
    """S-5, the deal's rule: the msgid refusing a deal from a stock of ``stock`` cards onto
    columns of these heights, or None when it may go."""
    if not stock:
        return says.empty
    if 0 in heights and sum(heights) >= len(heights):
        return says.empty_column
    return None


class Deal(Passive):
    """A stock dealt one card onto each of ``columns`` at a time, through the board's
    :class:`DealTarget` (Spider S-5): not once it is empty, nor while a column is empty unless
    the table holds fewer cards than there are columns."""

    def __init__(self, columns: Sequence[Spot], says: DealWords) -> None:
        self.columns = tuple(columns)
        self.says = says

    def most(self, view: View, spot: Spot) -> int:
        return 1 if view.cards(spot) else 0

    def takes_from(self, view: View, spot: Spot, source: Spot) -> Reason | None:
        return say(self.says.to_column_only)  # nothing goes back to a dealing stock

    def to_unknown(self, view: View, spot: Spot) -> Reason | None:
        return say(self.says.stock_only_deals)

    def give(self, view: View, spot: Spot, count: int, to: Spot) -> Reason | None:
        if not isinstance(to.role, DealTarget):
            return say(self.says.stock_only_deals)
        if count != 1:
            return say(self.says.one_each)
        why = deal_blocked(len(view.cards(spot)), [len(view.cards(column)) for column in self.columns], self.says)
        return None if why is None else say(why)


class DealTarget(Passive):
    """The columns as one destination, for the deal's move (``stock`` to ``tableau``): it
    takes only the deal and gives nothing."""

    def __init__(self, says: DealWords) -> None:
        self.says = says

    def most(self, view: View, spot: Spot) -> int:
        return 0

    def takes_from(self, view: View, spot: Spot, source: Spot) -> Reason | None:
        return None if isinstance(source.role, Deal) else say(self.says.to_column_only)

    def give(self, view: View, spot: Spot, count: int, to: Spot) -> Reason | None:
        return say(self.says.from_column_only)


class Reserve(Passive):
    """A pile that only gives: its top card plays elsewhere, one at a time, and nothing is put on
    it (the columns of games that build on the waste)."""

    def __init__(self, says: ReserveWords = words.RESERVE) -> None:
        self.says = says

    def most(self, view: View, spot: Spot) -> int:
        return 1 if view.cards(spot) else 0

    def takes_from(self, view: View, spot: Spot, source: Spot) -> Reason | None:
        return say(self.says.takes_nothing, column=spot.ordinal + 1)

    def give(self, view: View, spot: Spot, count: int, to: Spot) -> Reason | None:
        if not view.cards(spot):
            return say(self.says.empty, column=spot.ordinal + 1)
        return say(self.says.one_only) if count != 1 else None
