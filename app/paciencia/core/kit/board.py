"""A board: the piles of a game in order, each with its role, and the one judge of a move
derived from them (issue 38 §1).

``refusal(view, move)`` asks, in this order, and answers the first fault found:

0. both piles exist (a source role may word a move to a pile the board has not: Spider's
   stock "can only be dealt onto the columns"), differ, and at least one card moves (the
   board's own words);
1. the destination's ``takes_from``: does it take from such a pile at all?
2. the source's ``give``: has it the cards, face up, may they go there?
3. the destination's ``room`` and the source's ``unit``: may it take that many at once, do
   they hold together? (Which is named first is the game's choice, ``unit_first``: FreeCell
   names the place, "only one card at a time goes to a free cell"; Klondike the cards, "5♦
   is not in sequence on 9♠".)
4. the destination's ``accept``: may the cards rest there (the build, the space policy)?
5. the board's limit (how many cards one move may carry: FreeCell's F-4).

``moves_from(view, src)`` lists every move the same questions allow from one pile: for each
destination in the board's order, each count from 1 up. The counts stop at the first refusal
of questions 1, 2, 3 or 5, which only tighten as the count grows; question 4 depends on the
moving card, so every count up to that bound is asked (through ``fits``, the rule that
``accept`` words).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from ..moves import Move
from ..text import Reason
from .pile import Spot, View
from .words import BoardWords, say


class Limit(Protocol):
    """A board-wide bound on one move (question 5), such as FreeCell's F-4."""

    def refusal(self, board: Board, view: View, src: Spot, dst: Spot, count: int) -> Reason | None: ...


class Board:
    """The piles of one game, in the order moves are listed; built once per rules object."""

    def __init__(
        self, spots: Iterable[Spot], words: BoardWords, limit: Limit | None = None, *, unit_first: bool = False
    ) -> None:
        self.spots: tuple[Spot, ...] = tuple(spots)
        self.by_id: dict[str, Spot] = {spot.id: spot for spot in self.spots}
        if len(self.by_id) != len(self.spots):
            raise ValueError("two piles share an id")
        self.words = words
        self.limit = limit
        self.unit_first = unit_first

    def of_role(self, role_type: type) -> tuple[Spot, ...]:
        """The piles whose role is of the class ``role_type``, in order."""
        return tuple(spot for spot in self.spots if isinstance(spot.role, role_type))

    def refusal(self, view: View, move: Move) -> Reason | None:
        """``None`` when ``move`` is legal, else the first fault, in the order of the module."""
        src, dst = self.by_id.get(move.src), self.by_id.get(move.dst)
        if src is None:
            return say(self.words.no_such_source, pile=move.src)
        if dst is None:
            return src.role.to_unknown(view, src) or say(self.words.no_such_destination, pile=move.dst)
        if src is dst:
            return say(self.words.same_pile)
        n = move.count
        if n < 1:
            return say(self.words.bad_count)
        giver, taker = src.role, dst.role
        why = taker.takes_from(view, dst, src) or giver.give(view, src, n, dst)
        if why is not None:
            return why
        if self.unit_first:
            why = giver.unit(view, src, n) or taker.room(view, dst, n)
        else:
            why = taker.room(view, dst, n) or giver.unit(view, src, n)
        return (
            why
            or taker.accept(view, dst, view.cards(src)[-n:])
            or (self.limit.refusal(self, view, src, dst, n) if self.limit is not None else None)
        )

    def moves_from(self, view: View, src_id: str) -> list[Move]:
        """Every legal move from the pile ``src_id`` (none from a pile that does not exist)."""
        src = self.by_id.get(src_id)
        if src is None:
            return []
        role = src.role
        whole = 0  # the most cards that hold together as one unit (the unit asks no destination)
        for n in range(1, role.most(view, src) + 1):
            if role.unit(view, src, n) is not None:
                break
            whole = n
        cards = view.cards(src)
        limit = self.limit
        out: list[Move] = []
        for dst in self.spots if whole else ():
            target = dst.role
            if dst is src or target.takes_from(view, dst, src) is not None:
                continue
            for n in range(1, whole + 1):
                if (
                    role.give(view, src, n, dst) is not None
                    or target.room(view, dst, n) is not None
                    or (limit is not None and limit.refusal(self, view, src, dst, n) is not None)
                ):
                    break
                if target.fits(view, dst, cards[-n]):
                    out.append(Move(src.id, dst.id, n))
        return out
