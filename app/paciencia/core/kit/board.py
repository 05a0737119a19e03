"""A board: the piles of a game in order, each with its role, and the one judge of a move
derived from them (issue 38 §1).

``refusal(view, move)`` asks, in this order, and answers the first fault found:

0. both piles exist, differ, and at least one card moves (the board's own words);
1. the source role's ``give`` (has the cards, may let them go there);
2. the destination role's ``room`` (may take that many at once);
3. the source role's ``unit`` (the cards hold together);
4. the destination role's ``accept`` (the cards may rest there);
5. the board's limit (how many cards one move may carry).

``moves_from(view, src)`` lists every move the same questions allow from one pile: for each
destination in the board's order, each count from 1 up. A count stops growing at the first
refusal of steps 1, 2, 3 or 5, which only tighten as the count grows; step 4 depends on the
moving card, so every count up to that bound is asked. The order of the list is the board's
order of destinations, then the count.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple, Protocol

from ..moves import Move
from ..text import Reason
from .pile import Spot, View


class Limit(Protocol):
    """A board-wide bound on one move (step 5), such as FreeCell's F-4."""

    def refusal(self, board: Board, view: View, src: Spot, dst: Spot, count: int) -> Reason | None: ...


class Words(NamedTuple):
    """The board's own words (step 0), as each game words them."""

    no_such_pile: str
    """Msgid with ``{pile}``."""
    same_pile: str
    bad_count: str


class Board:
    """The piles of one game, in the order moves are listed; built once per rules object."""

    def __init__(self, spots: Iterable[Spot], words: Words, limit: Limit | None = None) -> None:
        self.spots: tuple[Spot, ...] = tuple(spots)
        self.by_id: dict[str, Spot] = {spot.id: spot for spot in self.spots}
        if len(self.by_id) != len(self.spots):
            raise ValueError("two piles share an id")
        self.words = words
        self.limit = limit

    def of_role(self, role_type: type) -> tuple[Spot, ...]:
        """The piles whose role is of the class ``role_type``, in order."""
        return tuple(spot for spot in self.spots if isinstance(spot.role, role_type))

    def refusal(self, view: View, move: Move) -> Reason | None:
        """``None`` when ``move`` is legal, else the first fault, in the order of the module."""
        src, dst = self.by_id.get(move.src), self.by_id.get(move.dst)
        if src is None:
            return Reason(self.words.no_such_pile, pile=move.src)
        if dst is None:
            return Reason(self.words.no_such_pile, pile=move.dst)
        if src is dst:
            return Reason(self.words.same_pile)
        if move.count < 1:
            return Reason(self.words.bad_count)
        return self._judge(view, src, dst, move.count)

    def _judge(self, view: View, src: Spot, dst: Spot, n: int) -> Reason | None:
        return (
            src.role.give(view, src, n, dst.role)
            or dst.role.room(view, dst, n)
            or src.role.unit(view, src, n)
            or dst.role.accept(view, dst, view.cards(src)[-n:])
            or (self.limit.refusal(self, view, src, dst, n) if self.limit is not None else None)
        )

    def moves_from(self, view: View, src_id: str) -> list[Move]:
        """Every legal move from the pile ``src_id`` (none from a pile that does not exist)."""
        src = self.by_id.get(src_id)
        if src is None:
            return []
        role = src.role
        cards = view.cards(src)
        whole = 0  # the most cards that hold together as one unit (step 3 asks no destination)
        for n in range(1, role.most(view, src) + 1):
            if role.unit(view, src, n) is not None:
                break
            whole = n
        limit = self.limit
        out: list[Move] = []
        for dst in self.spots if whole else ():
            if dst is src:
                continue
            target = dst.role
            for n in range(1, whole + 1):
                if (
                    role.give(view, src, n, target) is not None
                    or target.room(view, dst, n) is not None
                    or (limit is not None and limit.refusal(self, view, src, dst, n) is not None)
                ):
                    break
                if target.accept(view, dst, cards[-n:]) is None:
                    out.append(Move(src.id, dst.id, n))
        return out
