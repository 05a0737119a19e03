"""Moves, their results and refusals (ARCHITECTURE style 2 and 3).

A move names piles by id, never objects or pixels. Pile ids used by the
games:

``stock``, ``waste``            Klondike, Spider (stock only), Pyramid
``t0`` … ``t9``                 tableau columns, left to right
``f0`` … ``f3``                 foundations (Klondike/FreeCell; index = suit)
``c0`` … ``c3``                 FreeCell free cells
``p0`` … ``p27``                Pyramid cards, row by row from the apex
``discard``                     Pyramid removed cards, Spider completed runs

Special moves: ``Move("stock", "waste")`` draws (Klondike, Pyramid) and
``Move("waste", "stock")`` recycles; Spider's deal is ``Move("stock", "tableau")``.
A Pyramid pair is ``Move(a, b)`` with ``a`` and ``b`` the two cards' piles
(``p…`` or ``waste``); a King leaving alone is ``Move(a, "discard")``.
"""

from __future__ import annotations

from typing import Final, Generic, NamedTuple, NewType, TypeVar

from .kinds import EventKind
from .text import Reason

P = TypeVar("P")

PileId = NewType("PileId", str)
"""A pile's id as moves, positions and the table name it (``t0``, ``f2``, ``stock``): a str to
read, compare and print, made only by :func:`pile_id`, the ids below, or a notation that has
checked the text names a pile of its game, so a bare string is never taken for a pile."""


def pile_id(prefix: str, n: int) -> PileId:
    """Pile ``n`` of a kind: ``pile_id("t", 0)`` is the first column's ``t0``."""
    return PileId(f"{prefix}{n}")


STOCK_PILE: Final = PileId("stock")
WASTE_PILE: Final = PileId("waste")
DISCARD_PILE: Final = PileId("discard")
TABLEAU_PILES: Final = PileId("tableau")
"""Every column at once: Spider's deal is ``Move(STOCK_PILE, TABLEAU_PILES)``."""


class Move(NamedTuple):
    """``count`` cards from pile ``src`` to pile ``dst`` (pile ids such as ``t0`` or ``waste``).

    A NamedTuple, as the other records the solvers make by the million: three times quicker
    to build than a frozen dataclass, and nothing compiled when the module is imported."""

    src: PileId
    dst: PileId
    count: int = 1  # type: ignore[assignment]  # the field, not tuple.count(): a move is never searched

    def __str__(self) -> str:
        return f"{self.src}>{self.dst}" + (f"x{self.count}" if self.count != 1 else "")


class Event(NamedTuple):
    """Something the table should show besides the move itself.

    kinds: ``flip`` (a face-down card turned, +5), ``run_removed`` (Spider),
    ``recycle``, ``deal`` (Spider), ``draw``.
    """

    kind: EventKind
    pile: str
    cards: tuple[int, ...] = ()


class MoveResult(NamedTuple, Generic[P]):
    """A NamedTuple, not a dataclass: solvers build millions of these and a
    frozen dataclass costs several times more to construct."""

    position: P
    score: int = 0
    """Score change before the floor at zero is applied (C-9)."""
    counted: int = 1
    """How many moves this counts for (K-9)."""
    events: tuple[Event, ...] = ()


class IllegalMove(ValueError):
    """The model refused a move; :attr:`reason` says why in words (C-4)."""

    def __init__(self, reason: Reason, move: Move | None = None) -> None:
        super().__init__(str(reason) + (f" ({move})" if move is not None else ""))
        self.reason = reason
        self.move = move
