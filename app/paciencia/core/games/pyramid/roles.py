"""Pyramid's piles as roles of the kit (issue 38 §1, SPEC P-3…P-6): pairs leave together.

Pyramid does not build: a move takes one card in play onto another (the pair summing 13 leaves
together), a King onto the discard, the stock's card onto the waste, the waste back onto the
stock. Its roles answer the kit's questions for that: ``give`` (the card is there, and in play
when it leaves alone), ``takes_from`` (the pair's own conditions: both there, neither covering
the other, both in play; the recycle's), ``accept`` (the sum, or a King for the discard). What
a card covers is the pyramid's geometry (:mod:`.board`); the roles read the position through
the view.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...cards import RANK
from ...kit.pile import Spot, View
from ...kit.roles import Passive
from ...text import Reason
from . import help as help_
from .board import CONE, PASSES, SLOT_OF, WASTE_SLOT, PyramidPosition, card_at, is_free
from .reasons import (
    ALREADY_REMOVED,
    COVERS,
    NEEDS_13,
    NO_RETURN,
    NOT_KING,
    NOTHING_TO_TURN,
    RECYCLE_EARLY,
    RECYCLE_NOTHING,
    RECYCLE_SPENT,
    STOCK_DONE,
    STOCK_EMPTY,
    STOCK_NO_PAIR,
    WASTE_EMPTY,
    WASTE_UNDER,
    value_label,
)


class PyramidView:
    """A position as the kit reads it; Pyramid's roles also read the position itself."""

    __slots__ = ("pos",)

    def __init__(self, pos: PyramidPosition) -> None:
        self.pos = pos

    def cards(self, spot: Spot) -> Sequence[int]:
        k = SLOT_OF.get(spot.id)
        if k is not None and k != WASTE_SLOT:
            return (self.pos.pyramid[k],) if self.pos.mask >> k & 1 else ()
        if spot.id == "waste":
            return self.pos.waste
        return self.pos.stock if spot.id == "stock" else self.pos.discard

    def face_up_from(self, spot: Spot) -> int:
        return len(self.pos.stock) if spot.id == "stock" else 0

    def passes(self) -> int:
        return self.pos.pass_number


def position(view: View) -> PyramidPosition:
    if not isinstance(view, PyramidView):
        raise TypeError("Pyramid's roles read a Pyramid position")
    return view.pos


def _absent(pos: PyramidPosition, k: int) -> Reason | None:
    if k == WASTE_SLOT:
        return None if pos.waste else Reason(WASTE_EMPTY)
    return None if pos.mask >> k & 1 else Reason(ALREADY_REMOVED)


def _not_in_play(pos: PyramidPosition, k: int) -> Reason | None:
    """P-3: a card is in play when it is there and nothing lies on it."""
    return _absent(pos, k) or help_.covered_reason(pos, "waste" if k == WASTE_SLOT else f"p{k}")


def _covers(pos: PyramidPosition, cover: int, card: int) -> Reason | None:
    """P-4: ``cover`` lies (directly or not) on ``card``: they never pair."""
    if cover == WASTE_SLOT or card == WASTE_SLOT or not CONE[cover] >> card & 1:
        return None
    return Reason(COVERS, cover=help_.pretty(pos.pyramid[cover]), card=help_.pretty(pos.pyramid[card]))


class InPlay(Passive):
    """A card that pairs: a pyramid card (its slot) or the waste's top card (P-3, P-4)."""

    def __init__(self, slot: int) -> None:
        self.slot = slot

    def most(self, view: View, spot: Spot) -> int:
        pos = position(view)
        if self.slot == WASTE_SLOT:
            return 1 if pos.waste else 0
        return 1 if is_free(pos.mask, self.slot) else 0

    def to_itself(self, view: View, spot: Spot) -> Reason | None:
        pos = position(view)
        if self.slot == WASTE_SLOT and len(pos.waste) >= 2:
            return Reason(WASTE_UNDER)
        return _absent(pos, self.slot)

    def give(self, view: View, spot: Spot, count: int, to: Spot) -> Reason | None:
        pos = position(view)
        if isinstance(to.role, Stock):
            return None if self.slot == WASTE_SLOT else Reason(STOCK_NO_PAIR)  # the stock words the recycle
        if isinstance(to.role, Discard):
            return _not_in_play(pos, self.slot)
        return _absent(pos, self.slot)

    def takes_from(self, view: View, spot: Spot, source: Spot) -> Reason | None:
        role = source.role
        if not isinstance(role, InPlay):
            return None  # the draw onto the waste; the stock's and the discard's own words come first
        pos, a, b = position(view), role.slot, self.slot
        return (
            _absent(pos, b) or _covers(pos, a, b) or _covers(pos, b, a)
            or _not_in_play(pos, a) or _not_in_play(pos, b)
        )

    def fits(self, view: View, spot: Spot, card: int, source: Spot) -> bool:
        if isinstance(source.role, Stock):
            return True  # the draw
        return RANK[card] + RANK[card_at(position(view), self.slot)] == 13

    def accept(self, view: View, spot: Spot, cards: Sequence[int], source: Spot) -> Reason | None:
        if self.fits(view, spot, cards[0], source):
            return None
        card, own = cards[0], card_at(position(view), self.slot)
        return Reason(NEEDS_13, first=value_label(card), second=value_label(own), total=RANK[card] + RANK[own])


class Stock(Passive):
    """The stock: turned one card at a time onto the waste; the waste comes back onto it while
    the passes last (P-6). Its cards are not in play."""

    def most(self, view: View, spot: Spot) -> int:
        return 1 if position(view).stock else 0

    def to_itself(self, view: View, spot: Spot) -> Reason | None:
        return Reason(STOCK_NO_PAIR)

    def give(self, view: View, spot: Spot, count: int, to: Spot) -> Reason | None:
        if not isinstance(to.role, InPlay) or to.role.slot != WASTE_SLOT:
            return Reason(STOCK_NO_PAIR)
        pos = position(view)
        if pos.stock:
            return None
        if pos.pass_number < PASSES and pos.waste:
            return Reason(STOCK_EMPTY)
        return Reason(STOCK_DONE) if pos.pass_number >= PASSES else Reason(NOTHING_TO_TURN)

    def takes_from(self, view: View, spot: Spot, source: Spot) -> Reason | None:
        role = source.role
        if isinstance(role, InPlay) and role.slot == WASTE_SLOT:
            pos = position(view)
            if pos.stock:
                return Reason(RECYCLE_EARLY)
            if pos.pass_number >= PASSES:
                return Reason(RECYCLE_SPENT)
            return None if pos.waste else Reason(RECYCLE_NOTHING)
        return Reason(STOCK_NO_PAIR)


class Discard(Passive):
    """Where pairs and Kings go: a King in play leaves onto it alone (P-4); nothing comes back."""

    def most(self, view: View, spot: Spot) -> int:
        return 0

    def to_itself(self, view: View, spot: Spot) -> Reason | None:
        return Reason(NO_RETURN)

    def give(self, view: View, spot: Spot, count: int, to: Spot) -> Reason | None:
        return Reason(NO_RETURN)

    def fits(self, view: View, spot: Spot, card: int, source: Spot) -> bool:
        return RANK[card] == 13

    def accept(self, view: View, spot: Spot, cards: Sequence[int], source: Spot) -> Reason | None:
        return None if self.fits(view, spot, cards[0], source) else Reason(NOT_KING, card=help_.pretty(cards[0]))
