"""The roles a pile plays, each answering the four questions of :mod:`.board` with ``None``
or the words of its refusal (issue 38 §1). A rule and its words live in one method.

A role is configured, not subclassed per game: FreeCell's column and Baker's Game's differ
only in the :class:`~.builds.Build` they are given. Piles are met through a :class:`Spot`
(:mod:`.pile`).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import RANK, SUIT
from ..rules.common import pretty
from ..text import Reason
from . import words
from .builds import Build
from .pile import Role, Spot, View


def suit_symbol(suit: int) -> str:
    return "♣♦♥♠"[suit]


class Foundation:
    """A foundation of one suit (its spot's index), built up from the Ace; it gives its top
    card back to a column only when ``takeback`` is on (FreeCell F-5)."""

    def __init__(self, takeback: bool = False) -> None:
        self.takeback = takeback

    def most(self, view: View, spot: Spot) -> int:
        return 1 if self.takeback and view.cards(spot) else 0

    def give(self, view: View, spot: Spot, count: int, to: Role) -> Reason | None:
        if not self.takeback:
            return Reason(words.TAKEBACK_OFF)
        if not view.cards(spot):
            return Reason(words.FOUNDATION_EMPTY, suit=suit_symbol(spot.ordinal))
        if count != 1:
            return Reason(words.ONE_FROM_FOUNDATION)
        if not isinstance(to, Tableau):
            return Reason(words.FOUNDATION_TO_COLUMN_ONLY)
        return None

    def room(self, view: View, spot: Spot, count: int) -> Reason | None:
        return Reason(words.ONE_TO_FOUNDATION) if count != 1 else None

    def unit(self, view: View, spot: Spot, count: int) -> Reason | None:
        return None

    def accept(self, view: View, spot: Spot, cards: Sequence[int]) -> Reason | None:
        card = cards[0]
        if SUIT[card] != spot.ordinal:
            return Reason(words.WRONG_FOUNDATION, card=pretty(card), suit=suit_symbol(SUIT[card]))
        height = len(view.cards(spot))
        if height + 1 != RANK[card]:
            if height >= 13:
                return Reason(words.FOUNDATION_DONE, suit=suit_symbol(spot.ordinal))
            return Reason(words.NOT_NEXT, card=pretty(card), needed=pretty(spot.ordinal * 13 + height))
        return None


class Cell:
    """A free cell: one card in, one card out (FreeCell F-3)."""

    def most(self, view: View, spot: Spot) -> int:
        return 1 if view.cards(spot) else 0

    def give(self, view: View, spot: Spot, count: int, to: Role) -> Reason | None:
        if not view.cards(spot):
            return Reason(words.CELL_EMPTY, cell=spot.ordinal + 1)
        if count != 1:
            return Reason(words.ONE_FROM_CELL)
        return None

    def room(self, view: View, spot: Spot, count: int) -> Reason | None:
        held = view.cards(spot)
        if held:
            return Reason(words.CELL_OCCUPIED, cell=spot.ordinal + 1, card=pretty(held[0]))
        if count != 1:
            return Reason(words.ONE_TO_CELL)
        return None

    def unit(self, view: View, spot: Spot, count: int) -> Reason | None:
        return None

    def accept(self, view: View, spot: Spot, cards: Sequence[int]) -> Reason | None:
        return None


class Tableau:
    """A column built down by ``build``; its face-up run in that build moves as a unit, and
    an empty column takes any card (FreeCell F-3; the space policy is the column's)."""

    def __init__(self, build: Build) -> None:
        self.build = build

    def most(self, view: View, spot: Spot) -> int:
        cards = view.cards(spot)
        return self.build.run_length(cards, view.face_up_from(spot)) if cards else 0

    def give(self, view: View, spot: Spot, count: int, to: Role) -> Reason | None:
        cards = view.cards(spot)
        if not cards:
            return Reason(words.COLUMN_EMPTY, column=spot.ordinal + 1)
        if count > len(cards):
            return Reason.plural(words.COLUMN_TOO_SHORT, len(cards), column=spot.ordinal + 1, wanted=count)
        return None

    def room(self, view: View, spot: Spot, count: int) -> Reason | None:
        return None

    def unit(self, view: View, spot: Spot, count: int) -> Reason | None:
        if count == 1:
            return None
        cards = view.cards(spot)
        if self.build.run_length(cards, view.face_up_from(spot)) < count:
            return Reason(self.build.not_a_run, count=count, card=pretty(cards[-count]))
        return None

    def accept(self, view: View, spot: Spot, cards: Sequence[int]) -> Reason | None:
        held = view.cards(spot)
        if held and not self.build.fits(held[-1], cards[0]):
            return self.build.refusal(held[-1], cards[0])
        return None
