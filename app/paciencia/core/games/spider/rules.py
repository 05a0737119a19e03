"""Spider ("Aranha"): position, deal, legal moves and their effects (SPEC S-1…S-8, C-9).

The deal
--------
``order`` is the 104-card deal order, normally
``shuffle.shuffled(n, shuffle.spider_deck(suits))`` (:meth:`SpiderRules.deal_order`).
Cards ``order[0]`` … ``order[53]`` are dealt round-robin: card ``i`` goes on
top of column ``i mod 10``, so columns 0–3 get 6 cards and columns 4–9 get 5
(S-2); only the last card of each column is face up. The other 50 cards form
the stock, kept in deal order: the first deal puts ``order[54]`` … ``order[63]``
on columns 0 … 9, the second ``order[64]`` … ``order[73]``, and so on (five
deals of ten).

The position
------------
:class:`SpiderPosition` holds the ten columns (bottom card first), how many
cards at the bottom of each column are face down, the stock (next card to deal
first) and the suits of the completed runs in the order they left the table
(the ``discard`` pile). Score and move counters live in the history, not here.

Moves
-----
``Move("t<i>", "t<j>", count)`` moves the top ``count`` cards of column ``i``
onto column ``j``: one card, or a descending same-suit sequence (S-3), onto a
card one rank higher of any suit, or onto an empty column. ``Move("stock",
"tableau")`` deals one face-up card on each column (S-5). After a move or a
deal, a column ending in a complete King…Ace run of one suit loses it at once
(S-6, +65, event ``run_removed``), then a face-down card left on top turns
(S-4, +5, event ``flip``). Every move or deal counts 1.

The position and its pile ids are in :mod:`.position`, refusal messages in
:mod:`.reasons`, the text notation in :mod:`.notation`, the hint in :mod:`.help`.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any, ClassVar

from ... import shuffle
from ...cards import RANK, SUIT
from ...kinds import EventKind
from ...kit.board import CARDS_FIRST, Board
from ...kit.pile import Spot
from ...kit.roles import ANY_CARD, Deal, DealTarget, Tableau
from ...moves import STOCK_PILE, TABLEAU_PILES, Event, Move, MoveResult
from ...rules.base import Hint, Rules
from ...rules.common import same_suit_run_length
from ...text import Reason
from . import notation, reasons
from .help import hint as spider_hint
from .position import (
    COLUMN_IDS,
    COLUMN_INDEX,
    COLUMNS,
    DEAL,
    FLIP_POINTS,
    RUN_LENGTH,
    RUN_POINTS,
    SPIDER,
    Shape,
    SpiderPosition,
    deal_refusal,
)


def _settle(
    cols: list[tuple[int, ...]], down: list[int], j: int, events: list[Event], runs: list[int]
) -> int:
    """S-6 then S-4 on column ``j``: remove a finished run, turn an uncovered card.

    Returns the points scored. Only the top of a column can finish a run (a
    run ends with its Ace, and a finished run leaves before anything can cover
    it), so the columns that just received cards are the ones to check.
    """
    col = cols[j]
    score = 0
    if (
        col
        and RANK[col[-1]] == 1
        and len(col) - down[j] >= RUN_LENGTH
        and same_suit_run_length(col, down[j]) >= RUN_LENGTH
    ):
        run = col[-RUN_LENGTH:]
        col = col[:-RUN_LENGTH]
        cols[j] = col
        runs.append(SUIT[run[0]])
        events.append(Event(EventKind.RUN_REMOVED, COLUMN_IDS[j], run))
        score += RUN_POINTS
    if col and down[j] >= len(col):
        down[j] = len(col) - 1
        events.append(Event(EventKind.FLIP, COLUMN_IDS[j], (col[-1],)))
        score += FLIP_POINTS
    return score


def board(columns: int) -> Board:
    """S-3, S-5 as the kit's roles on ``columns`` columns, the same for every suit count: the
    moves are listed to the columns left to right, then the deal (``stock`` to ``tableau``)."""
    spots = tuple(Spot(t, j, Tableau(reasons.BUILD, ANY_CARD, reasons.COLUMN, reasons.MOVES))
                  for j, t in enumerate(COLUMN_IDS[:columns]))
    return Board(
        (*spots, Spot(STOCK_PILE, 0, Deal(spots, reasons.DEAL)), Spot(TABLEAU_PILES, 0, DealTarget(reasons.DEAL))),
        reasons.BOARD,
        order=CARDS_FIRST,
    )


BOARD = board(COLUMNS)
"""Spider's board (S-2's ten columns)."""


class SpiderView:
    """A position as the kit reads it."""

    __slots__ = ("pos",)

    def __init__(self, pos: SpiderPosition) -> None:
        self.pos = pos

    def cards(self, spot: Spot) -> tuple[int, ...]:
        if spot.id[0] == "t" and spot.id != "tableau":
            return self.pos.columns[spot.ordinal]
        return self.pos.stock if spot.id == "stock" else ()

    def face_up_from(self, spot: Spot) -> int:
        if spot.id[0] == "t" and spot.id != "tableau":
            return self.pos.down[spot.ordinal]
        return len(self.pos.stock) if spot.id == "stock" else 0

    def passes(self) -> int:
        return 1  # S-5: the stock is dealt once


class SpiderRules(Rules[SpiderPosition]):
    """Spider with 1, 2 or 4 suits (S-1); the option is chosen before the deal.

    A game of Spider's family (Spiderette, SE) is a subclass that declares its own
    ``game_id``, ``shape`` and ``time_bonus_base``: the id is a class variable that shared code
    reads off the rules (``registry.info(rules.game_id)``, the saved game's header), so a
    variant is a class of its own, not an instance of this one with another id.
    """

    game_id: ClassVar[str] = "spider"
    shape: ClassVar[Shape] = SPIDER
    time_bonus_base = 1400

    def __init__(self, suits: int = 1) -> None:
        if suits not in (1, 2, 4):
            raise ValueError(f"{self.game_id} suits must be 1, 2 or 4, not {suits!r}")
        self.suits = suits
        self.board = BOARD if self.shape.columns == COLUMNS else board(self.shape.columns)
        self._sources = (*COLUMN_IDS[: self.shape.columns], "stock")

    # -- the deal ---------------------------------------------------------
    def deal_order(self, number: int) -> list[int]:
        """The deal order of deal ``number`` for this suit count (C-2)."""
        return shuffle.shuffled(number, shuffle.spider_deck(self.suits, self.shape.runs))

    def deal(self, order: Sequence[int]) -> SpiderPosition:
        shape = self.shape
        if len(order) != shape.cards:
            raise ValueError(f"a {shape.name} deal needs {shape.cards} cards, not {len(order)}")
        columns: list[tuple[int, ...]] = [()] * shape.columns
        for card, j in zip(order, shape.layout, strict=False):
            columns[j] += (card,)
        down = tuple(len(c) - 1 for c in columns)
        return SpiderPosition(tuple(columns), down, tuple(order[len(shape.layout):]), ())

    # -- moves (one truth: core/rules/base.py) ------------------------
    def sources(self, pos: SpiderPosition) -> tuple[str, ...]:
        return self._sources

    def moves_from(self, pos: SpiderPosition, src: str) -> list[Move]:
        """The board's moves in Spider's order, which S-8's hint breaks its last ties by: onto
        cards by count, then column; then into empty columns by column, then count."""
        cols = pos.columns

        def order(move: Move) -> tuple[int, int, int]:
            j = COLUMN_INDEX.get(move.dst, COLUMNS)
            return (0, move.count, j) if j < COLUMNS and cols[j] else (1, j, move.count)

        return sorted(self.board.moves_from(SpiderView(pos), src), key=order)

    def explain_refusal(self, pos: SpiderPosition, move: Move) -> Reason | None:
        return self.board.refusal(SpiderView(pos), move)

    def apply_unchecked(self, pos: SpiderPosition, move: Move) -> MoveResult[SpiderPosition]:
        if move.src == "stock":
            return self._deal(pos)
        cols = list(pos.columns)
        i = COLUMN_INDEX[move.src]
        j = COLUMN_INDEX[move.dst]
        k = move.count
        src = cols[i]
        rest = cols[i] = src[:-k]
        dst = cols[j] = cols[j] + src[-k:]
        old_down = pos.down
        turns = rest and old_down[i] >= len(rest)
        finishes = RANK[dst[-1]] == 1 and len(dst) - old_down[j] >= RUN_LENGTH
        if not (turns or finishes):
            # The common case: nothing turns, nothing leaves; share the rest.
            return MoveResult(SpiderPosition(tuple(cols), old_down, pos.stock, pos.runs), 0, 1, ())
        down = list(old_down)
        runs = list(pos.runs)
        events: list[Event] = []
        score = _settle(cols, down, i, events, runs) + _settle(cols, down, j, events, runs)
        new = SpiderPosition(tuple(cols), tuple(down), pos.stock, tuple(runs))
        return MoveResult(new, score, 1, tuple(events))

    def _deal(self, pos: SpiderPosition) -> MoveResult[SpiderPosition]:
        cols = list(pos.columns)
        down = list(pos.down)
        runs = list(pos.runs)
        dealt = pos.stock[: len(cols)]  # SE-4: the last deal may be short
        for j, card in enumerate(dealt):
            cols[j] = cols[j] + (card,)
        events = [Event(EventKind.DEAL, "stock", dealt)]
        score = 0
        for j in range(len(dealt)):
            score += _settle(cols, down, j, events, runs)
        new = SpiderPosition(tuple(cols), tuple(down), pos.stock[len(cols) :], tuple(runs))
        return MoveResult(new, score, 1, tuple(events))

    def stock_move(self, pos: SpiderPosition) -> Move | None:
        """S-5: the deal, when it is allowed."""
        return DEAL if deal_refusal(pos) is None else None

    def stock_refusal(self, pos: SpiderPosition) -> Reason:
        refusal = deal_refusal(pos)
        assert refusal is not None, "the deal is allowed"
        return Reason(refusal)

    def is_won(self, pos: SpiderPosition) -> bool:
        return len(pos.runs) >= self.shape.runs

    def key(self, pos: SpiderPosition) -> Hashable:
        """Columns, face-down counts and stock size.

        Within one deal the stock size fixes the stock's cards, and the order
        runs left the table does not matter for play, so positions reached by
        different move orders share a key. Keys of different deals are not
        comparable.
        """
        return (pos.columns, pos.down, len(pos.stock))

    # -- help ---------------------------------------------------------------
    def hint(self, pos: SpiderPosition) -> Hint:
        return spider_hint(self, pos)

    # -- notation -------------------------------------------------------------
    def format_move(self, pos: SpiderPosition, move: Move) -> str:
        return notation.format_move(pos, move)

    def parse_move(self, pos: SpiderPosition, text: str) -> Move:
        return notation.parse_move(pos, text)

    def format_position(self, pos: SpiderPosition) -> str:
        return notation.format_position(pos)

    def parse_position(self, text: str) -> SpiderPosition:
        """The text form. Any cards: rule tests build partial positions; a saved game and a
        position file are checked against the variant's deck where they are read."""
        return notation.parse_position(text, self.shape)

    def position_json(self, pos: SpiderPosition) -> dict[str, Any]:
        data = notation.position_json(pos, self.game_id)
        data["suits"] = self.suits
        data.update(self.status(pos))
        return data

    def cards(self, pos: SpiderPosition) -> list[int]:
        out = [c for col in pos.columns for c in col]
        out.extend(pos.stock)
        for suit in pos.runs:
            out.extend(range(suit * 13, suit * 13 + 13))
        return out

    def status(self, pos: SpiderPosition) -> dict[str, Any]:
        return {
            "deals_left": -(-len(pos.stock) // len(pos.columns)),
            "runs_completed": len(pos.runs),
        }
