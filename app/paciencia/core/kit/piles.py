"""A position as plain piles, for games declared wholly on the kit (issue 34).

The four first games keep compact positions of their own (Klondike's foundations as heights,
FreeCell's cells as a tuple). A game written as a page of declarations needs none of that:
its position is :class:`Piles`, every pile of its board in the board's order, each a tuple of
cards bottom first with a count of face-down cards at its bottom. The roles read it through
:class:`PilesView`, the rules of :mod:`.pile_rules` move cards between its tuples, and the
notation, the table and the search read it the same way for every such game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple, Protocol

from ..moves import Move, MoveResult
from ..text import Reason
from .builds import Build
from .pile import Spot


class Piles(NamedTuple):
    """Every pile's cards, bottom first (the last is the top), in the board's order."""

    cards: tuple[tuple[int, ...], ...]
    down: tuple[int, ...]
    """How many cards at the bottom of each pile lie face down (a stock: all of them)."""
    passes: int = 1
    """The pass through the stock in progress, from 1 (a game without a stock keeps 1)."""


class PilesView:
    """:class:`Piles` as the kit's roles read it (:class:`~.pile.View`)."""

    __slots__ = ("index", "pos")

    def __init__(self, pos: Piles, index: dict[str, int]) -> None:
        self.pos = pos
        self.index = index

    def cards(self, spot: Spot) -> Sequence[int]:
        return self.pos.cards[self.index[spot.id]]

    def face_up_from(self, spot: Spot) -> int:
        return self.pos.down[self.index[spot.id]]

    def passes(self) -> int:
        return self.pos.passes


def round_robin(cards: Sequence[int], columns: int) -> list[list[int]]:
    """Cards dealt one at a time round ``columns`` columns, left to right (card k to column
    (k − 1) mod n, FT-1, BD-1)."""
    out: list[list[int]] = [[] for _ in range(columns)]
    for k, card in enumerate(cards):
        out[k % columns].append(card)
    return out


def klondike_shape(cards: Sequence[int], columns: int) -> list[list[int]]:
    """Klondike's deal (K-1, YK-1, SE-2): row r from column r to the last, so column j gets
    j + 1 cards; uses the first n(n + 1)/2 cards."""
    out: list[list[int]] = [[] for _ in range(columns)]
    k = 0
    for row in range(columns):
        for j in range(row, columns):
            out[j].append(cards[k])
            k += 1
    return out


FOUNDATION, TABLEAU, STOCK, WASTE, OTHER = range(5)
"""What a pile is to the rules of :mod:`.pile_rules` (``PileRules.kinds``), from its role."""


class PileGame(Protocol):
    """What the help, the notation and the search read of a game's :mod:`.pile_rules` (they
    are imported by it, so they name this, not the class)."""

    @property
    def game_id(self) -> str: ...

    @property
    def name(self) -> str: ...

    spots: tuple[Spot, ...]
    index: dict[str, int]
    kinds: tuple[int, ...]
    of_kind: tuple[tuple[int, ...], ...]
    build: Build
    deck: tuple[int, ...]
    auto_finish: bool

    @property
    def hint_steps(self) -> Sequence[Callable[[PileGame, Piles, list[Move]], tuple[Move, Reason] | None]]: ...

    def safe(self, card: int, pos: Piles) -> bool: ...

    def legal_moves(self, pos: Piles) -> list[Move]: ...

    def apply_unchecked(self, pos: Piles, move: Move) -> MoveResult[Piles]: ...

    def is_won(self, pos: Piles) -> bool: ...
