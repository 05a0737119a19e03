"""Klondike ("Clássica"): position, legal moves and their effects (SPEC K-1…K-13, C-9).

The deal (K-1)
--------------
``order`` holds the 52 card ids in dealing order (``order[0]`` first). The
tableau is dealt in rows: for row ``i`` in 0…6, for column ``j`` in ``i``…6,
the next card goes on column ``j``. So column ``j`` (0-based) gets ``j + 1``
cards; its last card is face up, the others face down. That uses
``order[0:28]``. The remaining 24 form the stock and ``order[28]`` is the
first card drawn, ``order[51]`` the last.

The position
------------
:class:`KlondikePosition` is a NamedTuple of ints and tuples:

``tableau``      7 columns, each a tuple of card ids, bottom card first.
``down``         how many cards at the bottom of each column are face down.
``stock``        the stock, top (next card drawn) LAST.
``waste``        the waste, bottom first, top (the only playable card) last.
``foundations``  top rank per suit (clubs, diamonds, hearts, spades), 0 = empty.
``pass_no``      the pass through the stock in progress, starting at 1.

Drawing moves ``stock[-1]`` to the waste top, one or three times (K-2); in
draw-3 the third card drawn ends on top, exactly as when turning a packet of
three over. Recycling (K-3) reverses the waste into the stock, so the next
pass draws the cards in the order they first came out, and adds one to
``pass_no``. With a pass limit ``L`` (0 = unlimited) recycling is allowed
while ``pass_no < L``: limit 1 allows none, limit 3 allows two.

Moves (pile ids of :mod:`paciencia.core.moves`)
----------------------------------------------
``Move("stock", "waste")`` draw; ``Move("waste", "stock")`` recycle;
``Move("waste", "t<j>")`` / ``Move("waste", "f<s>")``;
``Move("t<i>", "t<j>", n)`` moves the last ``n`` cards of column ``i``;
``Move("t<i>", "f<s>")``; ``Move("f<s>", "t<j>")`` (K-6). ``s`` is always
the suit of the card that moves. Every move counts 1 (K-9). Scores (C-9)
are raw deltas; the game history applies the floor at zero.

The position and the move tables are in :mod:`.position`, refusal
reasons in :mod:`.reasons`, text forms
in :mod:`.notation`, help (Auto, hint, the no-moves warning) in
:mod:`.help`.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any, ClassVar

from ...cards import RANK, SUIT
from ...kinds import EventKind
from ...kit.board import CARDS_FIRST, Board
from ...kit.builds import ALTERNATE_COLOURS
from ...kit.pile import FOUNDATION_CARDS, Spot
from ...kit.roles import KINGS_ONLY, Foundation, Stock, Tableau, Waste
from ...moves import STOCK_PILE, WASTE_PILE, Event, Move, MoveResult
from ...rules.base import Hint, Rules
from ...rules.common import time_bonus
from ...text import Reason
from . import help as advice
from . import notation, reasons
from .position import (
    COLUMNS,
    DRAW,
    FOUNDATION_IDS,
    PILE_INDEX,
    RECYCLE,
    SOURCES,
    TABLEAU_IDS,
    KlondikePosition,
)
from .position import replace_at as _replace


class KlondikeView:
    """A position as the kit reads it."""

    __slots__ = ("pos",)

    def __init__(self, pos: KlondikePosition) -> None:
        self.pos = pos

    def cards(self, spot: Spot) -> tuple[int, ...]:
        pile = spot.id
        if pile[0] == "t":
            return self.pos.tableau[spot.ordinal]
        if pile[0] == "f":
            return FOUNDATION_CARDS[spot.ordinal][self.pos.foundations[spot.ordinal]]
        return self.pos.stock if pile == "stock" else self.pos.waste

    def face_up_from(self, spot: Spot) -> int:
        if spot.id[0] == "t":
            return self.pos.down[spot.ordinal]
        return len(self.pos.stock) if spot.id == "stock" else 0

    def passes(self) -> int:
        return self.pos.pass_no


class KlondikeRules(Rules[KlondikePosition]):
    """Klondike for one set of options: draw 1 or 3, pass limit (0 = unlimited)."""

    game_id: ClassVar[str] = "klondike"

    def __init__(self, draw: int = 1, pass_limit: int = 0, auto_finish: bool = True) -> None:
        if draw not in (1, 3):
            raise ValueError(f"draw must be 1 or 3, not {draw!r}")
        if not 0 <= pass_limit <= 99:
            raise ValueError(f"pass_limit must be 0 (unlimited) to 99, not {pass_limit!r}")
        self.draw = draw
        self.pass_limit = pass_limit
        self.auto_finish = auto_finish
        self.time_bonus_base = 700 if draw == 1 else 1400
        self.recycle_score = -100 if draw == 1 else 0
        self.waste = Waste(pass_limit, reasons.STOCK)
        foundation = Foundation(takeback=True, says=reasons.FOUNDATION)
        column = Tableau(ALTERNATE_COLOURS, KINGS_ONLY, reasons.COLUMN)
        self.board = Board(
            (
                *(Spot(f, suit, foundation) for suit, f in enumerate(FOUNDATION_IDS)),
                *(Spot(t, j, column) for j, t in enumerate(TABLEAU_IDS)),
                Spot(STOCK_PILE, 0, Stock(reasons.STOCK)),
                Spot(WASTE_PILE, 0, self.waste),
            ),
            reasons.BOARD,
            order=CARDS_FIRST,
        )
        """K-2…K-6 as the kit's roles: moves are listed to the foundations, the columns left
        to right, then the stock (the recycle)."""

    def __repr__(self) -> str:
        return (
            f"KlondikeRules(draw={self.draw}, pass_limit={self.pass_limit}, "
            f"auto_finish={self.auto_finish})"
        )

    def time_bonus(self, seconds: float) -> int:
        return time_bonus(self.time_bonus_base, seconds)

    def can_recycle(self, pos: KlondikePosition) -> bool:
        """Whether the pass limit allows another pass after this one (the waste's rule)."""
        return self.waste.recycles(KlondikeView(pos))

    # -- the deal -------------------------------------------------------
    def deal(self, order: Sequence[int]) -> KlondikePosition:
        if sorted(order) != list(range(52)):
            raise ValueError(f"a Klondike deal needs the 52 cards once each, got {list(order)!r}")
        cols: list[list[int]] = [[] for _ in range(COLUMNS)]
        k = 0
        for row in range(COLUMNS):
            for j in range(row, COLUMNS):
                cols[j].append(order[k])
                k += 1
        return KlondikePosition(
            tableau=tuple(tuple(c) for c in cols),
            down=tuple(range(COLUMNS)),
            stock=tuple(reversed(order[k:])),
            waste=(),
            foundations=(0, 0, 0, 0),
            pass_no=1,
        )

    # -- moves (one truth: core/rules/base.py) ------------------------
    def sources(self, pos: KlondikePosition) -> tuple[str, ...]:
        return SOURCES

    def moves_from(self, pos: KlondikePosition, src: str) -> list[Move]:
        return self.board.moves_from(KlondikeView(pos), src)

    def explain_refusal(self, pos: KlondikePosition, move: Move) -> Reason | None:
        return self.board.refusal(KlondikeView(pos), move)

    def apply_unchecked(self, pos: KlondikePosition, move: Move) -> MoveResult[KlondikePosition]:
        tab, down, stock, waste, fnd, pass_no = pos
        src, dst = move.src, move.dst
        if src == "stock":
            k = min(self.draw, len(stock))
            drawn = stock[:-k - 1:-1]
            return MoveResult(
                KlondikePosition(tab, down, stock[:-k], waste + drawn, fnd, pass_no),
                0, 1, (Event(EventKind.DRAW, "waste", drawn),),
            )
        if src == "waste":
            if dst == "stock":
                return MoveResult(
                    KlondikePosition(tab, down, waste[::-1], (), fnd, pass_no + 1),
                    self.recycle_score, 1, (Event(EventKind.RECYCLE, "stock"),),
                )
            card = waste[-1]
            if dst[0] == "f":
                s = SUIT[card]
                return MoveResult(
                    KlondikePosition(tab, down, stock, waste[:-1], _replace(fnd, s, RANK[card]), pass_no),
                    10, 1,
                )
            j = PILE_INDEX[dst]
            return MoveResult(
                KlondikePosition(_replace(tab, j, tab[j] + (card,)), down, stock, waste[:-1], fnd, pass_no),
                5, 1,
            )
        if src[0] == "f":
            s = PILE_INDEX[src]
            j = PILE_INDEX[dst]
            card = s * 13 + fnd[s] - 1
            tab = _replace(tab, j, tab[j] + (card,))
            return MoveResult(
                KlondikePosition(tab, down, stock, waste, _replace(fnd, s, fnd[s] - 1), pass_no), -15, 1
            )
        i = PILE_INDEX[src]
        col = tab[i]
        n = move.count
        rest = col[:-n]
        score = 0
        events: tuple[Event, ...] = ()
        d = down[i]
        if d and len(rest) == d:
            # K-7: the uncovered card turns at once, free and not a move.
            down = _replace(down, i, d - 1)
            score = 5
            events = (Event(EventKind.FLIP, src, (rest[-1],)),)
        if dst[0] == "f":
            card = col[-1]
            fnd = _replace(fnd, SUIT[card], RANK[card])
            tab = _replace(tab, i, rest)
            score += 10
        else:
            j = PILE_INDEX[dst]
            lst = list(tab)
            lst[i] = rest
            lst[j] = tab[j] + col[-n:]
            tab = tuple(lst)
        return MoveResult(KlondikePosition(tab, down, stock, waste, fnd, pass_no), score, 1, events)

    def stock_move(self, pos: KlondikePosition) -> Move | None:
        """K-3: the draw, or the recycle when the stock is empty and the pass limit allows."""
        if pos.stock:
            return DRAW
        return RECYCLE if pos.waste and self.can_recycle(pos) else None

    def stock_refusal(self, pos: KlondikePosition) -> Reason:
        """K-3: why a click on the stock does nothing (when :meth:`stock_move` is None)."""
        return self.refusal(pos, DRAW if pos.stock else RECYCLE)

    def is_won(self, pos: KlondikePosition) -> bool:
        return pos.foundations == (13, 13, 13, 13)

    def key(self, pos: KlondikePosition) -> Hashable:
        # Without a pass limit the pass number changes nothing in play.
        return pos[:5] if self.pass_limit == 0 else pos

    def cards(self, pos: KlondikePosition) -> list[int]:
        out = [c for col in pos.tableau for c in col]
        out += pos.stock
        out += pos.waste
        for s, top in enumerate(pos.foundations):
            out += range(s * 13, s * 13 + top)
        return out

    def status(self, pos: KlondikePosition) -> dict[str, Any]:
        return {
            "pass": pos.pass_no,
            "pass_limit": self.pass_limit,
            "stock": len(pos.stock),
            "waste": len(pos.waste),
        }

    # -- help (see .help) ------------------------------------------
    def hint(self, pos: KlondikePosition) -> Hint:
        return advice.hint(self, pos)

    def no_moves_warning(self, pos: KlondikePosition) -> bool:
        """True when none of K-11's six tests finds a move that still helps."""
        return advice.no_moves_warning(self, pos)

    def auto_moves(self, pos: KlondikePosition) -> list[Move]:
        return advice.auto_moves(self, pos)

    def automatic_moves(self, pos: KlondikePosition) -> list[Move]:
        return advice.automatic_moves(self, pos)

    @staticmethod
    def auto_refusal_reason() -> Reason:
        return Reason(advice.NOTHING_SAFE)

    @staticmethod
    def no_moves_reason() -> Reason:
        return Reason(advice.NO_MOVES_WARNING)

    # -- notation (see .notation) -------------------------------------
    def format_move(self, pos: KlondikePosition, move: Move) -> str:
        return notation.format_move(pos, move)

    def parse_move(self, pos: KlondikePosition, text: str) -> Move:
        return notation.parse_move(pos, text)

    def format_position(self, pos: KlondikePosition) -> str:
        return notation.format_position(pos)

    def parse_position(self, text: str) -> KlondikePosition:
        return notation.parse_position(text)

    def position_json(self, pos: KlondikePosition) -> dict[str, Any]:
        return notation.position_json(self, pos)
