"""What a pile is to the kit: a :class:`Spot` on the board, the :class:`Role` it plays, and the
:class:`View` through which a role reads a position (issue 38 §1)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple, Protocol

from ..text import Reason


class View(Protocol):
    """How the kit reads a position: the cards of each pile, bottom card first."""

    def cards(self, spot: Spot) -> Sequence[int]:
        """The cards of the pile at ``spot``, bottom first (the last is the top)."""
        ...

    def face_up_from(self, spot: Spot) -> int:
        """The index of the pile's lowest face-up card (its length when none is)."""
        ...


class Spot(NamedTuple):
    """One pile of a board: its id (``t0``), its ordinal among the piles of its kind (a
    column's number less one; a foundation's suit) and its role."""

    id: str
    ordinal: int
    role: Role


class Role(Protocol):
    """What every role answers (see :mod:`.board` for the order they are asked in)."""

    def most(self, view: View, spot: Spot) -> int:
        """The most cards one move may take from this pile (0: none)."""
        ...

    def give(self, view: View, spot: Spot, count: int, to: Role) -> Reason | None:
        """Step 1: may ``count`` cards leave this pile for a pile of role ``to``?"""
        ...

    def room(self, view: View, spot: Spot, count: int) -> Reason | None:
        """Step 2: may this pile take ``count`` cards in one move?"""
        ...

    def unit(self, view: View, spot: Spot, count: int) -> Reason | None:
        """Step 3: do the top ``count`` cards of this pile move as one?"""
        ...

    def accept(self, view: View, spot: Spot, cards: Sequence[int]) -> Reason | None:
        """Step 4: may ``cards`` (bottom first) rest on this pile?"""
        ...
