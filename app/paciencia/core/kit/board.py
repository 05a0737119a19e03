"""A board: the piles of a game in order, each with its role, and the one judge of a move
derived from them (issue 38 §1).

``refusal(view, move)`` answers the first fault found:

0. both piles exist (a source role may word a move to a pile the board has not: Spider's
   stock "can only be dealt onto the columns"); they differ (a role may word a move onto
   itself: Pyramid's "a card cannot pair with itself"); the count is at least 1, or exactly 1
   on a board where every move takes one card (``single``);
1. then the roles' questions, in the order the game declares (:data:`PLACE_FIRST` unless it
   says otherwise), each answering ``None`` or its words:

   - ``takes_from``: does the destination take from such a pile at all?
   - ``give``: has the source the cards, face up, may they go there?
   - ``room``: may the destination take that many at once?
   - ``unit``: do the cards hold together (a run)?
   - ``accept``: may the cards rest there (the build, the space policy, a pair's sum)?
   - ``limit``: the board's bound on one move (FreeCell's F-4).

   The order is the game's wording, never its rule: a move is legal when every question says
   ``None``, whatever the order. FreeCell names the place first ("only one card at a time goes
   to a free cell"), Klondike the cards ("5♦ is not in sequence on 9♠", :data:`CARDS_FIRST`).

``moves_from(view, src)`` lists every move the same questions allow from one pile: for each
destination in the board's order, each count from 1 up. The counts stop at the first refusal
of ``takes_from``, ``give``, ``room``, ``unit`` or ``limit``, which only tighten as the count
grows; whether the cards may rest depends on the moving card, so every count up to that bound
is asked (through ``fits``, the rule that ``accept`` words).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Final, Literal, Protocol

from ..moves import Move
from ..text import Reason
from .pile import Spot, View
from .words import BoardWords, say


class Limit(Protocol):
    """A board-wide bound on one move (question 5), such as FreeCell's F-4."""

    def refusal(self, board: Board, view: View, src: Spot, dst: Spot, count: int) -> Reason | None: ...


Question = Literal["takes_from", "give", "room", "unit", "accept", "limit"]
PLACE_FIRST: Final[tuple[Question, ...]] = ("takes_from", "give", "room", "unit", "accept", "limit")
CARDS_FIRST: Final[tuple[Question, ...]] = ("takes_from", "give", "unit", "room", "accept", "limit")
SOURCE_FIRST: Final[tuple[Question, ...]] = ("give", "takes_from", "room", "unit", "accept", "limit")


class Board:
    """The piles of one game, in the order moves are listed; built once per rules object."""

    def __init__(
        self,
        spots: Iterable[Spot],
        words: BoardWords,
        limit: Limit | None = None,
        *,
        order: tuple[Question, ...] = PLACE_FIRST,
        single: bool = False,
    ) -> None:
        self.spots: tuple[Spot, ...] = tuple(spots)
        self.by_id: dict[str, Spot] = {spot.id: spot for spot in self.spots}
        if len(self.by_id) != len(self.spots):
            raise ValueError("two piles share an id")
        if sorted(order) != sorted(PLACE_FIRST):
            raise ValueError(f"the questions are asked once each, not {order!r}")
        self.words = words
        self.limit = limit
        self.order = order
        self.single = single

    def of_role(self, role_type: type) -> tuple[Spot, ...]:
        """The piles whose role is of the class ``role_type``, in order."""
        return tuple(spot for spot in self.spots if isinstance(spot.role, role_type))

    def refusal(self, view: View, move: Move) -> Reason | None:
        """``None`` when ``move`` is legal, else the first fault, in the order of the module."""
        n = move.count
        if self.single and n != 1:
            return say(self.words.bad_count)
        src, dst = self.by_id.get(move.src), self.by_id.get(move.dst)
        if src is None:
            return say(self.words.no_such_source, pile=move.src, place=move.src)
        if dst is None:
            return src.role.to_unknown(view, src) or say(
                self.words.no_such_destination, pile=move.dst, place=move.dst
            )
        if src is dst:
            return src.role.to_itself(view, src) or say(self.words.same_pile)
        if n < 1:
            return say(self.words.bad_count)
        giver, taker, limit = src.role, dst.role, self.limit
        asked: dict[Question, Callable[[], Reason | None]] = {
            "takes_from": lambda: taker.takes_from(view, dst, src),
            "give": lambda: giver.give(view, src, n, dst),
            "room": lambda: taker.room(view, dst, n),
            "unit": lambda: giver.unit(view, src, n),
            "accept": lambda: taker.accept(view, dst, view.cards(src)[-n:], src),
            "limit": lambda: limit.refusal(self, view, src, dst, n) if limit is not None else None,
        }
        for question in self.order:
            why = asked[question]()
            if why is not None:
                return why
        return None

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
                if target.fits(view, dst, cards[-n], src):
                    out.append(Move(src.id, dst.id, n))
        return out
