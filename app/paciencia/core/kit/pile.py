"""What a pile is to the kit: a :class:`Spot` on the board, the :class:`Role` it plays, and the
:class:`View` through which a role reads a position (issue 38 §1)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, Protocol

from ..moves import PileId
from ..text import Reason

FOUNDATION_CARDS: Final = tuple(tuple(tuple(range(s * 13, s * 13 + h)) for h in range(14)) for s in range(4))
"""``FOUNDATION_CARDS[suit][height]``: the cards of a foundation, Ace first, for the views of
positions that keep each foundation as its height (Klondike's, FreeCell's)."""


class View(Protocol):
    """How the kit reads a position: the cards of each pile, bottom card first."""

    def cards(self, spot: Spot) -> Sequence[int]:
        """The cards of the pile at ``spot``, bottom first (the last is the top)."""
        ...

    def face_up_from(self, spot: Spot) -> int:
        """The index of the pile's lowest face-up card (its length when none is)."""
        ...

    def passes(self) -> int:
        """The pass through the stock in progress, from 1 (K-3)."""
        ...


class Spot:
    """One pile of a board: its id (``t0``), its ordinal among the piles of its kind (a
    column's number less one; a foundation's suit) and its role."""

    __slots__ = ("id", "ordinal", "role")

    def __init__(self, id: PileId, ordinal: int, role: Role) -> None:  # noqa: A002 (a pile's id)
        self.id = id
        self.ordinal = ordinal
        self.role = role

    def __repr__(self) -> str:
        return f"Spot({self.id!r})"


class Role(Protocol):
    """What every role answers, each question with ``None`` or the refusal's words (see
    :mod:`.board` for the order they are asked in)."""

    def most(self, view: View, spot: Spot) -> int:
        """The most cards one move may take from this pile (0: none)."""
        ...

    def to_itself(self, view: View, spot: Spot) -> Reason | None:
        """Its own words for a move from this pile onto itself, or None for the board's."""
        ...

    def to_unknown(self, view: View, spot: Spot) -> Reason | None:
        """Its own words for a move to a pile the board has not, or None for the board's (a
        dealing stock says where it deals)."""
        ...

    def takes_from(self, view: View, spot: Spot, source: Spot) -> Reason | None:
        """Does this pile take cards from a pile like ``source`` at all? (A waste takes only
        the stock's draw.)"""
        ...

    def give(self, view: View, spot: Spot, count: int, to: Spot) -> Reason | None:
        """May ``count`` cards leave this pile for ``to``? (It has them, face up; a cell
        gives one.)"""
        ...

    def unit(self, view: View, spot: Spot, count: int) -> Reason | None:
        """Do the top ``count`` cards of this pile move as one (a run of its build)?"""
        ...

    def room(self, view: View, spot: Spot, count: int) -> Reason | None:
        """May this pile take ``count`` cards in one move? (A cell or a foundation takes one.)"""
        ...

    def fits(self, view: View, spot: Spot, card: int, source: Spot) -> bool:
        """May a unit whose lowest card is ``card``, from ``source``, rest on this pile (its
        build, its space policy)? The rule itself; :meth:`accept` words it."""
        ...

    def accept(self, view: View, spot: Spot, cards: Sequence[int], source: Spot) -> Reason | None:
        """``None`` when :meth:`fits` says the cards (bottom first) may rest here, else the
        words of why not."""
        ...
