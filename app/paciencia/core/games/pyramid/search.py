"""Pyramid search primitives: a compact form of a position for exhaustive searches (V-5).

The Pyramid solver (:mod:`paciencia.core.games.pyramid.solver`) explores millions of
positions, so it works on plain integers built here from a
:class:`~.board.PyramidPosition`, and hands its answer back as steps
that :func:`realize` turns into ordinary moves through the rules engine
(:mod:`.board`); the solver then replays them with ``rules.apply``.

The compact position
--------------------
``P``
    the pyramid mask (bit ``k`` while ``p<k>`` is present), as in the board.
``line``
    the waste (bottom first) followed by the stock (next card first): the order
    the cards come out of the stock. Recycling turns the waste back over in the
    same order (P-6), so the remaining cards keep this cyclic order for the rest
    of the game; only their number shrinks.
``S``
    bit ``i`` while ``line[i]`` is still in the stock or the waste.
``ptr``
    how many entries of ``line`` have been turned in this pass: the waste is the
    remaining entries below ``ptr`` (its top is the highest one), the stock the
    remaining entries from ``ptr`` on. Only the remaining entries matter, so
    :func:`normal_ptr` moves ``ptr`` down to just above the waste top.
``pass``
    1…3, the pass number.

Kings leave alone and only ever help by leaving (a card less on the waste
never blocks anything, and a free pyramid King removed at once only frees
cards), so the compact form leaves stock and waste Kings out of ``S`` and a
search removes free pyramid Kings as soon as they are free. :func:`realize`
plays those King removals for real, each as soon as the King is in play.

Counts
------
``C`` packs how many remaining stock/waste cards have each value ``v``
(1…12) in 3 bits at ``3 * v`` (:data:`COUNT_BITS`), so "one card of value
``v`` less" is ``C - (1 << 3 * v)``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, NamedTuple

from ...cards import RANK
from ...moves import Move
from . import board
from .board import CONE, COVER_MASK, PYRAMID_SIZE, PyramidPosition

COUNT_BITS: Final = 3
KING: Final = 13

CONFLICT: Final[tuple[int, ...]] = tuple(
    CONE[k] | sum(1 << j for j in range(PYRAMID_SIZE) if CONE[j] >> k & 1) for k in range(PYRAMID_SIZE)
)
"""Slots that can never pair with slot ``k`` (P-4): the cards it covers (its cone)
and the cards that cover it, directly or not."""


class Compact(NamedTuple):
    """A position in the compact form above (see the module docstring)."""

    values: tuple[int, ...]
    """Value (1…13) of the card in each pyramid slot; 0 where the card has left."""
    value_masks: tuple[int, ...]
    """``value_masks[v]``: slots of the pyramid cards of value ``v`` in the starting mask."""
    king_mask: int
    line: tuple[int, ...]
    """Card ids of the stock line (waste bottom first, then the stock)."""
    line_values: tuple[int, ...]
    mask: int
    """``P`` of the position."""
    remaining: int
    """``S`` of the position (Kings left out)."""
    counts: int
    """``C`` of the position."""
    ptr: int
    pass_number: int


def compact(pos: PyramidPosition) -> Compact:
    values = tuple(RANK[c] if pos.mask >> k & 1 else 0 for k, c in enumerate(pos.pyramid))
    masks = [0] * (KING + 1)
    for k, v in enumerate(values):
        if v:
            masks[v] |= 1 << k
    line = pos.waste + pos.stock
    line_values = tuple(RANK[c] for c in line)
    remaining = counts = 0
    for i, v in enumerate(line_values):
        if v != KING:
            remaining |= 1 << i
            counts += 1 << COUNT_BITS * v
    return Compact(values, tuple(masks), masks[KING], line, line_values, pos.mask, remaining, counts,
                   normal_ptr(remaining, len(pos.waste)), pos.pass_number)


def normal_ptr(remaining: int, ptr: int) -> int:
    """``ptr`` moved down to just above the waste top (0 when the waste is empty)."""
    return (remaining & ((1 << ptr) - 1)).bit_length()


def free_kings(mask: int, king_mask: int) -> int:
    """Bits of the Kings of ``king_mask`` that are present and free in ``mask``."""
    out = 0
    kings = mask & king_mask
    while kings:
        b = kings & -kings
        kings ^= b
        if not mask & COVER_MASK[b.bit_length() - 1]:
            out |= b
    return out


def without_free_kings(mask: int, king_mask: int) -> int:
    """``mask`` after removing free Kings until none is left free."""
    while True:
        gone = free_kings(mask, king_mask)
        if not gone:
            return mask
        mask &= ~gone


# -- back to real moves ---------------------------------------------------------------

Step = tuple[int, int]
"""One removal found by a search: ``(x, partner)`` with ``x`` a pyramid slot and
``partner`` another slot (``>= 0``) or ``-1 - i`` for ``line[i]`` (brought to the
waste top first by turning the stock, and recycling if needed)."""


def settle(pos: PyramidPosition, out: list[Move]) -> PyramidPosition:
    """Remove every King in play (waste top or free pyramid King) until none is left."""
    while True:
        if pos.waste and RANK[pos.waste[-1]] == KING:
            move = board.KING_MOVES[board.WASTE_SLOT]
        else:
            kings = [k for k in board.free_slots(pos.mask) if RANK[pos.pyramid[k]] == KING]
            if not kings:
                return pos
            move = board.KING_MOVES[kings[0]]
        out.append(move)
        pos = board.apply_unchecked(pos, move).position


def realize(pos: PyramidPosition, steps: Sequence[Step]) -> list[Move]:
    """The moves that play ``steps`` from ``pos`` (the compact form of ``pos`` must be
    the one the steps were found from), King removals included.

    A line card is brought to the waste top by turning the stock (recycling when the
    stock is empty); the caller replays the result through ``rules.apply``, so a
    step that cannot be played shows up there as an illegal move, never as a win.
    """
    out: list[Move] = []
    line = pos.waste + pos.stock
    pos = settle(pos, out)
    for x, partner in steps:
        if partner >= 0:
            move = board.PAIR_MOVES[x][partner]
        else:
            card = line[-1 - partner]
            for _ in range(3 * (len(line) + 1)):  # a card comes up at least once a pass
                if pos.waste and pos.waste[-1] == card:
                    break
                turn = board.stock_move(pos)
                if turn is None:
                    break
                out.append(turn)
                pos = settle(board.apply_unchecked(pos, turn).position, out)
            move = board.PAIR_MOVES[x][board.WASTE_SLOT]
        out.append(move)
        pos = settle(board.apply_unchecked(pos, move).position, out)
    return out
