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

from ...cards import RANK
from ...moves import Move
from ...rules.base import Hint, Rules
from ...rules.common import pyramid_value
from ...text import QT_TRANSLATE_NOOP, Reason
from . import board, notation
from . import help as help_
from .board import CONE, PASSES, SLOT_OF, WASTE_SLOT, PyramidPosition, card_at

NO_COUNT = QT_TRANSLATE_NOOP("rules", "Pyramid cards leave one by one or in pairs; a move takes no count.")
UNKNOWN_PLACE = QT_TRANSLATE_NOOP("rules", "There is no place called “{place}” in Pyramid.")
NO_RETURN = QT_TRANSLATE_NOOP("rules", "Cards never come back from the discard.")
STOCK_EMPTY = QT_TRANSLATE_NOOP("rules", "The stock is empty: turn the waste back over to start a new pass.")
STOCK_DONE = QT_TRANSLATE_NOOP("rules", "The stock is empty and the three passes are spent.")
RECYCLE_EARLY = QT_TRANSLATE_NOOP("rules", "The waste goes back to the stock only when the stock is empty.")
RECYCLE_SPENT = QT_TRANSLATE_NOOP(
    "rules", "The three passes are spent: the waste cannot be turned back again."
)
NOTHING_TO_TURN = QT_TRANSLATE_NOOP("rules", "The stock and the waste are both empty.")
RECYCLE_NOTHING = QT_TRANSLATE_NOOP("rules", "The waste is empty: there is nothing to turn back.")
STOCK_NO_PAIR = QT_TRANSLATE_NOOP("rules", "Stock cards are not in play: turn them to the waste first.")
WASTE_EMPTY = QT_TRANSLATE_NOOP("rules", "The waste is empty.")
ALREADY_REMOVED = QT_TRANSLATE_NOOP("rules", "That card has already been removed.")
SELF = QT_TRANSLATE_NOOP("rules", "A card cannot pair with itself.")
WASTE_UNDER = QT_TRANSLATE_NOOP(
    "rules", "The waste top does not pair with the card just under it: only the top card is in play."
)
COVERS = QT_TRANSLATE_NOOP("rules", "{cover} covers {card}: a card never pairs with a card that covers it.")
NEEDS_13 = QT_TRANSLATE_NOOP("rules", "{first} + {second} = {total} — needs 13")
NOT_KING = QT_TRANSLATE_NOOP("rules", "Only a King leaves alone: {card} needs a partner that makes 13.")

_FACE_LETTERS = {1: "A", 11: "J", 12: "Q", 13: "K"}


def value_label(card: int) -> str:
    """P-5's way of showing a card's value in a sum: ``Q (12)``, ``A (1)``, ``9``."""
    v = pyramid_value(card)
    letter = _FACE_LETTERS.get(v)
    return f"{letter} ({v})" if letter else str(v)


CARDS_LEFT = QT_TRANSLATE_NOOP("end", "Cards left in the stock:")


class PyramidRules(Rules[PyramidPosition]):
    """Pyramid (P-1…P-11). No options: a game number is always one game."""

    game_id: ClassVar[str] = "pyramid"
    has_score: ClassVar[bool] = False
    time_bonus_base = 0
    passes: ClassVar[int] = PASSES

    # -- the deal ---------------------------------------------------------
    def deal(self, order: Sequence[int]) -> PyramidPosition:
        return board.deal(list(order))

    # -- moves (one truth: core/rules/base.py) ----------------------------------
    # The hot methods are the board functions themselves: searches call them
    # hundreds of thousands of times and a delegating frame costs ~10 %.
    sources = staticmethod(board.sources)
    moves_from = staticmethod(board.moves_from)
    legal_moves = staticmethod(board.legal_moves)
    apply_unchecked = staticmethod(board.apply_unchecked)

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
        """P-6: why a click on the stock turns nothing (when :meth:`stock_move` is None)."""
        why = self._why_not_draw(pos)
        if why is not None and not pos.stock:
            why = self._why_not_recycle(pos) or why
        assert why is not None, "the stock can be worked"
        return why

    def explain_refusal(self, pos: PyramidPosition, move: Move) -> Reason | None:
        src, dst = move.src, move.dst
        if move.count != 1:
            return Reason(NO_COUNT)
        for place in (src, dst):
            if place not in SLOT_OF and place not in ("stock", "discard"):
                return Reason(UNKNOWN_PLACE, place=place)
        if src == "discard":
            return Reason(NO_RETURN)
        if (src, dst) == ("stock", "waste"):
            return self._why_not_draw(pos)
        if (src, dst) == ("waste", "stock"):
            return self._why_not_recycle(pos)
        if "stock" in (src, dst):
            return Reason(STOCK_NO_PAIR)
        a = SLOT_OF[src]
        if dst == "discard":
            return self._why_not_in_play(pos, a) or self._why_not_king(pos, a)
        b = SLOT_OF[dst]
        if a == b:
            if a == WASTE_SLOT and len(pos.waste) >= 2:
                return Reason(WASTE_UNDER)
            return self._why_absent(pos, a) or Reason(SELF)
        why = self._why_absent(pos, a) or self._why_absent(pos, b)
        if why is None and a != WASTE_SLOT and b != WASTE_SLOT:
            why = self._why_covers(pos, a, b) or self._why_covers(pos, b, a)
        why = why or self._why_not_in_play(pos, a) or self._why_not_in_play(pos, b)
        if why is not None:
            return why
        first, second = card_at(pos, a), card_at(pos, b)
        total = RANK[first] + RANK[second]
        if total != 13:
            return Reason(NEEDS_13, first=value_label(first), second=value_label(second), total=total)
        return None

    @staticmethod
    def _why_not_draw(pos: PyramidPosition) -> Reason | None:
        if pos.stock:
            return None
        if pos.pass_number < PASSES and pos.waste:
            return Reason(STOCK_EMPTY)
        return Reason(STOCK_DONE) if pos.pass_number >= PASSES else Reason(NOTHING_TO_TURN)

    @staticmethod
    def _why_not_recycle(pos: PyramidPosition) -> Reason | None:
        if pos.stock:
            return Reason(RECYCLE_EARLY)
        if pos.pass_number >= PASSES:
            return Reason(RECYCLE_SPENT)
        return None if pos.waste else Reason(RECYCLE_NOTHING)

    @staticmethod
    def _why_absent(pos: PyramidPosition, k: int) -> Reason | None:
        if k == WASTE_SLOT:
            return None if pos.waste else Reason(WASTE_EMPTY)
        return None if pos.mask >> k & 1 else Reason(ALREADY_REMOVED)

    def _why_not_in_play(self, pos: PyramidPosition, k: int) -> Reason | None:
        return self._why_absent(pos, k) or help_.covered_reason(pos, board.PILE_NAMES[k])

    @staticmethod
    def _why_covers(pos: PyramidPosition, cover: int, card: int) -> Reason | None:
        """P-4: ``cover`` lies (directly or not) on ``card``."""
        if not CONE[cover] >> card & 1:
            return None
        return Reason(COVERS, cover=help_.pretty(pos.pyramid[cover]), card=help_.pretty(pos.pyramid[card]))

    @staticmethod
    def _why_not_king(pos: PyramidPosition, k: int) -> Reason | None:
        card = card_at(pos, k)
        return None if RANK[card] == 13 else Reason(NOT_KING, card=help_.pretty(card))

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
