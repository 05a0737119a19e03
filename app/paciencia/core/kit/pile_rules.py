"""The rules of a game declared on the kit, over :class:`~.piles.Piles` (issue 34).

A game gives its board (the piles in order, each with its role), its deck and its deal; this
class derives the rest the way every game of foundations and columns plays: what may move is
the board's one judge (:meth:`~.board.Board.moves_from`, :meth:`~.board.Board.refusal`); a move
takes the top cards of one pile onto another, a draw turns the stock's top card onto the waste,
a recycle turns the waste over; a face-down card left on top turns at once (K-7); the game is
won when every card is on the foundations. Scores follow C-9 (:class:`Scores`). Help, notation
and the search are in :mod:`.pile_help`, :mod:`.pile_text` and :mod:`.pile_search`.

What only games with a stock do (a click on it, its passes) is in :class:`StockPlay`, so the
capabilities of :mod:`paciencia.core.capabilities` are claimed only by games that have them.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any, ClassVar, Final, NamedTuple

from ..kinds import EventKind
from ..moves import Event, Move, MoveResult
from ..rules.base import NOT_ALLOWED, Hint, Rules
from ..rules.common import time_bonus
from ..text import Reason
from . import pile_help, pile_text
from .board import Board
from .builds import Build
from .pile import Spot
from .piles import FOUNDATION, OTHER, STOCK, TABLEAU, WASTE, Piles, PilesView
from .roles import Foundation, Stock, Tableau, Waste


class Scores(NamedTuple):
    """C-9's points, as a game of the kit counts them."""

    to_foundation: int = 10
    from_foundation: int = -15
    turned: int = 5
    """A face-down card turned (K-7)."""
    waste_to_column: int = 0
    recycle: int = 0


C9: Final = Scores()
"""C-9's points as Klondike and FreeCell count them."""


def _kind(spot: Spot) -> int:
    role = spot.role
    for kind, cls in ((FOUNDATION, Foundation), (TABLEAU, Tableau), (STOCK, Stock), (WASTE, Waste)):
        if isinstance(role, cls):
            return kind
    return OTHER


class PileRules(Rules[Piles]):
    """One game of foundations and columns on the kit, for one set of options."""

    game_id: ClassVar[str]
    name: ClassVar[str]
    """The game's name in the notation's messages (not translated: the command line's)."""
    hint_steps: ClassVar[tuple[pile_help.Step, ...]] = ()
    """The hint's steps in order (:mod:`.pile_help`); the first that finds a move answers."""

    def __init__(
        self,
        board: Board,
        deck: Sequence[int],
        *,
        auto_finish: bool = True,
        time_bonus_base: int = 700,
        scores: Scores = C9,
    ) -> None:
        self.board = board
        self.spots = board.spots
        self.deck = tuple(deck)
        self.auto_finish = auto_finish
        self.time_bonus_base = time_bonus_base
        self.scores = scores
        self.index: dict[str, int] = {spot.id: i for i, spot in enumerate(self.spots)}
        self.kinds = tuple(_kind(spot) for spot in self.spots)
        self.of_kind: tuple[tuple[int, ...], ...] = tuple(
            tuple(i for i, k in enumerate(self.kinds) if k == kind) for kind in range(5)
        )
        self.sources_up = self.of_kind[TABLEAU] + self.of_kind[WASTE]
        """The piles whose top card may go up, in scan order (the columns, then the waste)."""
        groups: dict[int, list[int]] = {}
        for i in self.of_kind[FOUNDATION]:
            groups.setdefault(self.spots[i].ordinal, []).append(i)
        self.suit_groups = tuple(tuple(group) for group in groups.values())
        """The foundations of each suit (two in a game of two packs)."""
        columns = [spot.role for spot in self.spots if isinstance(spot.role, Tableau)]
        self.build: Build = columns[0].build
        """The columns' build (one for all of them): Auto's safety and auto-finish read it."""
        self.safety = pile_help.Safety(self.build, self.spots, self.of_kind[FOUNDATION], columns[0].moves)

    def safe(self, card: int, pos: Piles) -> bool:
        """Auto's test (:class:`~.pile_help.Safety`)."""
        return self.safety.safe(card, pos)

    def view(self, pos: Piles) -> PilesView:
        return PilesView(pos, self.index)

    def time_bonus(self, seconds: float) -> int:
        return time_bonus(self.time_bonus_base, seconds)

    # -- moves (one truth: the board) -----------------------------------
    def sources(self, pos: Piles) -> tuple[str, ...]:
        return tuple(spot.id for spot in self.spots)

    def moves_from(self, pos: Piles, src: str) -> list[Move]:
        return self.board.moves_from(PilesView(pos, self.index), src)

    def explain_refusal(self, pos: Piles, move: Move) -> Reason | None:
        return self.board.refusal(PilesView(pos, self.index), move)

    def apply_unchecked(self, pos: Piles, move: Move) -> MoveResult[Piles]:
        i, j = self.index[move.src], self.index[move.dst]
        cards, down = list(pos.cards), list(pos.down)
        src_kind, dst_kind = self.kinds[i], self.kinds[j]
        scores = self.scores
        if src_kind == STOCK:  # a draw: the stock's top card turns onto the waste
            card = cards[i][-1]
            cards[i], down[i] = cards[i][:-1], down[i] - 1
            cards[j] += (card,)
            drawn = Event(EventKind.DRAW, move.dst, (card,))
            return MoveResult(Piles(tuple(cards), tuple(down), pos.passes), 0, 1, (drawn,))
        if dst_kind == STOCK:  # the recycle: the waste turned over is the stock again
            cards[j], down[j], cards[i] = cards[i][::-1], len(cards[i]), ()
            turned = Event(EventKind.RECYCLE, move.dst)
            return MoveResult(Piles(tuple(cards), tuple(down), pos.passes + 1), scores.recycle, 1, (turned,))
        n = move.count
        rest = cards[i][:-n]
        cards[j] += cards[i][-n:]
        cards[i] = rest
        score = 0
        if dst_kind == FOUNDATION and src_kind != FOUNDATION:
            score = scores.to_foundation
        elif src_kind == FOUNDATION:
            score = scores.from_foundation
        elif src_kind == WASTE:
            score = scores.waste_to_column
        events: tuple[Event, ...] = ()
        d = down[i]
        if d and len(rest) == d:  # K-7: the uncovered card turns at once, free and not a move
            down[i] = d - 1
            score += scores.turned
            events = (Event(EventKind.FLIP, move.src, (rest[-1],)),)
        return MoveResult(Piles(tuple(cards), tuple(down), pos.passes), score, 1, events)

    def is_won(self, pos: Piles) -> bool:
        return sum(len(pos.cards[i]) for i in self.of_kind[FOUNDATION]) == len(self.deck)

    def key(self, pos: Piles) -> Hashable:
        return pos

    def cards(self, pos: Piles) -> list[int]:
        return [card for pile in pos.cards for card in pile]

    # -- help (see .pile_help) -------------------------------------------
    def hint(self, pos: Piles) -> Hint:
        return pile_help.hint(self, pos)

    def auto_moves(self, pos: Piles) -> list[Move]:
        return pile_help.auto_moves(self, pos)

    def automatic_moves(self, pos: Piles) -> list[Move]:
        return pile_help.automatic_moves(self, pos)

    def no_moves_warning(self, pos: Piles) -> bool:
        return pile_help.no_moves_warning(self, pos)

    @staticmethod
    def no_moves_reason() -> Reason:
        return Reason(pile_help.NO_MOVES_WARNING)

    @staticmethod
    def auto_refusal_reason() -> Reason:
        return Reason(pile_help.NOTHING_SAFE)

    # -- notation (see .pile_text) ---------------------------------------
    def format_move(self, pos: Piles, move: Move) -> str:
        return pile_text.format_move(move)

    def parse_move(self, pos: Piles, text: str) -> Move:
        return pile_text.parse_move(self, text)

    def format_position(self, pos: Piles) -> str:
        return pile_text.format_position(self, pos)

    def parse_position(self, text: str) -> Piles:
        return pile_text.parse_position(self, text)

    def position_json(self, pos: Piles) -> dict[str, Any]:
        return pile_text.position_json(self, pos)


class StockPlay:
    """What a game with a stock and a waste adds (K-2, K-3, FT-3): the click on the stock and
    its passes (:class:`~paciencia.core.capabilities.HasStock`, ``LimitedPasses``)."""

    board: Board
    index: dict[str, int]
    of_kind: tuple[tuple[int, ...], ...]

    def _stock_waste(self) -> tuple[Spot, Spot]:
        return self.board.spots[self.of_kind[STOCK][0]], self.board.spots[self.of_kind[WASTE][0]]

    def stock_move(self, pos: Piles) -> Move | None:
        stock, waste = self._stock_waste()
        if pos.cards[self.index[stock.id]]:
            return Move(stock.id, waste.id)
        return Move(waste.id, stock.id) if pos.cards[self.index[waste.id]] and self.can_recycle(pos) else None

    def stock_refusal(self, pos: Piles) -> Reason:
        stock, waste = self._stock_waste()
        view = PilesView(pos, self.index)
        move = Move(stock.id, waste.id) if pos.cards[self.index[stock.id]] else Move(waste.id, stock.id)
        return self.board.refusal(view, move) or Reason(NOT_ALLOWED)  # asked only when no move is left

    def can_recycle(self, pos: Piles) -> bool:
        _, waste = self._stock_waste()
        role = waste.role
        return isinstance(role, Waste) and role.recycles(PilesView(pos, self.index))
