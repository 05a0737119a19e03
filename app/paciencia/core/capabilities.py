"""What some games' rules can do and others' cannot, as typed interfaces (issue 13).

Shared code asks ``isinstance(rules, Autoplay)`` instead of naming a game: a
new game gains a command, a warning or a lock by implementing the methods,
and nothing else changes. Each protocol names the requirement it serves.
"""

from __future__ import annotations

from typing import Protocol, TypeVar, runtime_checkable

from .moves import Move
from .text import Reason

P_contra = TypeVar("P_contra", contravariant=True)
"""The position type of the rules that have the capability (they take positions only)."""


@runtime_checkable
class Autoplay(Protocol[P_contra]):
    """The Auto command (K-8, F-6): the safe moves to the foundations, in order."""

    def auto_moves(self, pos: P_contra) -> list[Move]:
        """Empty when no card is safe (the command is then refused)."""
        ...


@runtime_checkable
class HasStock(Protocol[P_contra]):
    """A stock that a click or Space works (K-3 draw and recycle, S-5 deal, P-6)."""

    def stock_move(self, pos: P_contra) -> Move | None:
        """The legal draw, recycle or deal, or None."""
        ...

    def stock_refusal(self, pos: P_contra) -> Reason:
        """Why the stock does nothing now (when :meth:`stock_move` is None)."""
        ...


@runtime_checkable
class LimitedPasses(Protocol[P_contra]):
    """A stock turned over a limited number of times (K-3's pass limit, P-6's three passes):
    once no recycle is left, its empty place shows "no more passes" instead of the arrow."""

    def can_recycle(self, pos: P_contra) -> bool:
        """Whether the waste may still go back to the stock after the pass in play."""
        ...


@runtime_checkable
class Locks(Protocol[P_contra]):
    """Cards that can never leave, which lose the deal (P-7)."""

    def locked_cards(self, pos: P_contra) -> list[str]:
        """Piles whose card is locked; empty if none."""
        ...


@runtime_checkable
class LosesByItself(Protocol[P_contra]):
    """A game that ends lost without the player resigning (P-9)."""

    def lost(self, pos: P_contra) -> Reason | None:
        ...


@runtime_checkable
class WarnsNoMoves(Protocol[P_contra]):
    """The no-moves warning (K-11): only a warning, the game goes on."""

    def no_moves_warning(self, pos: P_contra) -> bool:
        ...

    def no_moves_reason(self) -> Reason:
        ...


@runtime_checkable
class InPlay(Protocol[P_contra]):
    """Cards that can be touched now, and what covers the others (P-3, P-5): the table
    draws the first lit and the rest dim ("the light never lies")."""

    def in_play(self, pos: P_contra) -> list[str]:
        """Piles whose top card is in play."""
        ...

    def covered_by(self, pos: P_contra, pile: str) -> tuple[str, ...]:
        """The piles whose cards lie directly on the card at ``pile``; empty if none."""
        ...
