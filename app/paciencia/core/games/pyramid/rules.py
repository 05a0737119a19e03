"""Pyramid rules (SPEC P-1…P-11, seed 004): :class:`PyramidRules`.

The deal layout, pile ids and moves are documented in
:mod:`.board`; the notation in :mod:`.notation`; rings,
covers, locks, loss and hints in :mod:`.help`.

In short: ``p0``…``p27`` are the pyramid cards row by row from the apex
(``order[0..27]``), the stock is ``order[28:]`` (``order[28]`` turned
first), one card per draw, three passes, pairs summing 13 leave together and
Kings leave alone. No score; every move counts 1.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any, ClassVar

from ...kit.board import SOURCE_FIRST, Board
from ...kit.pile import Spot
from ...kit.words import BoardWords
from ...moves import DISCARD_PILE, STOCK_PILE, WASTE_PILE, Move, pile_id
from ...rules.base import Hint, Rules
from ...text import QT_TRANSLATE_NOOP, Reason
from . import board, notation
from . import help as help_
from .board import PASSES, PYRAMID_SIZE, WASTE_SLOT, PyramidPosition
from .reasons import NO_COUNT, SELF, UNKNOWN_PLACE
from .roles import Discard, InPlay, PyramidView, Stock

CARDS_LEFT = QT_TRANSLATE_NOOP("end", "Cards left in the stock:")


BOARD = Board(
    (
        *(Spot(pile_id("p", k), k, InPlay(k)) for k in range(PYRAMID_SIZE)),
        Spot(WASTE_PILE, 0, InPlay(WASTE_SLOT)),
        Spot(DISCARD_PILE, 0, Discard()),
        Spot(STOCK_PILE, 0, Stock()),
    ),
    BoardWords(no_such_source=UNKNOWN_PLACE, no_such_destination=UNKNOWN_PLACE, same_pile=SELF, bad_count=NO_COUNT),
    order=SOURCE_FIRST,
    single=True,
)
"""P-3…P-6 as roles: moves are listed to the pyramid's cards by slot, the waste, the discard
(a King), then the stock (the recycle)."""


class PyramidRules(Rules[PyramidPosition]):
    """Pyramid (P-1…P-11). No options: a game number is always one game."""

    game_id: ClassVar[str] = "pyramid"
    has_score: ClassVar[bool] = False
    time_bonus_base = 0
    passes: ClassVar[int] = PASSES

    # -- the deal ---------------------------------------------------------
    def deal(self, order: Sequence[int]) -> PyramidPosition:
        return board.deal(list(order))

    # -- moves: the board's roles judge (core/kit, .roles) -------------------------
    sources = staticmethod(board.sources)
    apply_unchecked = staticmethod(board.apply_unchecked)

    def moves_from(self, pos: PyramidPosition, src: str) -> list[Move]:
        return BOARD.moves_from(PyramidView(pos), src)

    def explain_refusal(self, pos: PyramidPosition, move: Move) -> Reason | None:
        return BOARD.refusal(PyramidView(pos), move)

    def removal_moves(self, pos: PyramidPosition) -> list[Move]:
        """Kings and pairs that may leave, each pair once: what a search should expand."""
        return board.removal_moves(pos)

    def stock_move(self, pos: PyramidPosition) -> Move | None:
        """The draw, or the recycle when allowed, or None."""
        return board.stock_move(pos)

    def can_recycle(self, pos: PyramidPosition) -> bool:
        """P-6: the waste goes back to the stock twice; in the third pass, no more."""
        return pos.pass_number < PASSES

    def stock_refusal(self, pos: PyramidPosition) -> Reason:
        """P-6: why a click on the stock turns nothing (when :meth:`stock_move` is None): the
        recycle's words once the stock is empty, else the draw's."""
        why = self.why_illegal(pos, board.DRAW)
        if why is not None and not pos.stock:
            why = self.why_illegal(pos, board.RECYCLE) or why
        assert why is not None, "the stock can be worked"
        return why

    def is_won(self, pos: PyramidPosition) -> bool:
        return not pos.mask

    def lost(self, pos: PyramidPosition) -> Reason | None:
        return help_.lost(pos)

    def key(self, pos: PyramidPosition) -> Hashable:
        # The discard's order and the removed cards' identities follow from
        # the rest, so they are left out.
        return (pos.mask, pos.stock, pos.waste, pos.pass_number)

    # -- help -----------------------------------------------------------------
    def hint(self, pos: PyramidPosition) -> Hint:
        return help_.hint(pos)

    def partners(self, pos: PyramidPosition, pile: str) -> list[str]:
        """P-5: in-play piles that make 13 with the in-play card at ``pile`` (ringed in cyan)."""
        return help_.partners(pos, pile)

    def covered_by(self, pos: PyramidPosition, pile: str) -> tuple[str, ...]:
        """P-5: pile ids of the cards lying directly on the pyramid card at ``pile``."""
        return help_.covered_by(pos, pile)

    def covered_reason(self, pos: PyramidPosition, pile: str) -> Reason | None:
        """P-5: "Q♥ is covered by 5♣ and 9♦." for the status line, or None if not covered."""
        return help_.covered_reason(pos, pile)

    def in_play(self, pos: PyramidPosition) -> list[str]:
        """P-3: pile ids of the cards that may be clicked (lit)."""
        return [board.PILE_NAMES[k] for k in board.in_play(pos)]

    def locked_cards(self, pos: PyramidPosition) -> list[str]:
        """P-7: pile ids of the pyramid cards that can never leave (padlocks)."""
        return help_.locked_cards(pos)

    def first_locking_move(self, positions: Sequence[PyramidPosition]) -> int | None:
        """P-7: index of the move after which a lock first appeared (see .help)."""
        return help_.first_locking_move(positions)

    def status(self, pos: PyramidPosition) -> dict[str, Any]:
        return dict(help_.status(pos))

    def end_figures(self, pos: PyramidPosition) -> list[tuple[str, Reason, str]]:
        """P-11: the cards left in the stock and the waste."""
        return [("stock", Reason(CARDS_LEFT, context="end"), str(len(pos.stock) + len(pos.waste)))]

    def stock_label(self, pos: PyramidPosition) -> Reason:
        """"Pass N/3 · X left" under the stock (P-6)."""
        return help_.stock_label(pos)

    # -- notation ---------------------------------------------------------------
    def format_move(self, pos: PyramidPosition, move: Move) -> str:
        return notation.format_move(pos, move)

    def parse_move(self, pos: PyramidPosition, text: str) -> Move:
        return notation.parse_move(pos, text)

    def format_position(self, pos: PyramidPosition) -> str:
        return notation.format_position(pos)

    def parse_position(self, text: str) -> PyramidPosition:
        return notation.parse_position(text)

    def position_json(self, pos: PyramidPosition) -> dict[str, Any]:
        return notation.position_json(pos)

    def cards(self, pos: PyramidPosition) -> list[int]:
        return board.cards(pos)
