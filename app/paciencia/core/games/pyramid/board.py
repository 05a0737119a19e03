"""Pyramid: the position, the board geometry and the searches' move generator (SPEC P-1…P-6).

Deal layout (P-1)
-----------------
``order`` is the deal order (``shuffle.shuffled(n)``). ``order[0]``…``order[27]``
form the pyramid row by row from the apex: row ``r`` (0-based, 0…6) holds
``r + 1`` cards, and card ``(r, i)`` (position ``i`` in its row, 0…r) is the
pile ``p<k>`` with ``k = r*(r+1)/2 + i``. So ``p0`` is the apex, ``p1 p2`` the
second row, ``p21``…``p27`` the bottom row. Card ``(r, i)`` is covered by
``(r+1, i)`` and ``(r+1, i+1)``, i.e. by ``p<k+r+1>`` and ``p<k+r+2>``. The
stock is ``order[28:]`` in draw order: ``order[28]`` is turned first. Waste
and discard start empty; the first pass is pass 1.

Pile ids: ``p0``…``p27`` (pyramid cards), ``stock``, ``waste`` (its top card
when a card is meant), ``discard``. Moves (each counts 1, no score):

* ``Move("stock", "waste")`` turns one card;
* ``Move("waste", "stock")`` turns the whole waste back into the stock, in the
  order the cards first came out, while the pass number is below 3;
* ``Move(a, "discard")`` removes a King that is in play (``a`` is ``p<k>`` or
  ``waste``);
* ``Move(a, b)`` removes two in-play cards summing 13. Both orders are legal
  and both are listed by :func:`moves_from` (the UI sends the cards in click
  order); :func:`removal_moves` lists each pair once, for searches.
  ``Move("waste", "waste")`` stands for "the waste top with the card just
  under it", which is never a pair (P-4).
"""

from __future__ import annotations

from typing import Final, NamedTuple

from ...cards import RANK
from ...kinds import EventKind
from ...moves import DISCARD_PILE, STOCK_PILE, WASTE_PILE, Event, Move, MoveResult, PileId, pile_id

PASSES: Final = 3
PYRAMID_SIZE: Final = 28
ROWS: Final = 7
WASTE_SLOT: Final = 28
"""Index used for the waste top in the pair tables below (pyramid slots are 0…27)."""


class PyramidPosition(NamedTuple):
    """One moment of a Pyramid game; immutable and hashable.

    ``pyramid`` holds the card id of every slot still present and ``-1`` where
    the card has left (so positions compare equal whatever their history);
    ``mask`` has bit ``k`` set while ``p<k>`` is present (kept beside the tuple
    because the freeness tests are bit operations).
    """

    pyramid: tuple[int, ...]
    mask: int
    stock: tuple[int, ...]
    """Draw order: ``stock[0]`` is turned next."""
    waste: tuple[int, ...]
    """Top last."""
    discard: tuple[int, ...]
    """Removal order."""
    pass_number: int
    """1…3."""


def _geometry() -> tuple[tuple[int, ...], tuple[int, ...], tuple[tuple[int, ...], ...], tuple[int, ...],
                         tuple[int, ...]]:
    row_of: list[int] = []
    col_of: list[int] = []
    for r in range(ROWS):
        for i in range(r + 1):
            row_of.append(r)
            col_of.append(i)
    coverers: list[tuple[int, ...]] = []
    cover_mask: list[int] = []
    cone: list[int] = []
    for k in range(PYRAMID_SIZE):
        r, i = row_of[k], col_of[k]
        pair = (k + r + 1, k + r + 2) if r < ROWS - 1 else ()
        coverers.append(pair)
        cover_mask.append(sum(1 << c for c in pair))
        bits = 0
        for d in range(1, r + 1):
            for j in range(max(0, i - d), min(i, r - d) + 1):
                bits |= 1 << slot(r - d, j)
        cone.append(bits)
    return tuple(row_of), tuple(col_of), tuple(coverers), tuple(cover_mask), tuple(cone)


def slot(row: int, index: int) -> int:
    """Slot number ``k`` of card ``(row, index)``."""
    return row * (row + 1) // 2 + index


_GEOMETRY = _geometry()
ROW_OF: Final[tuple[int, ...]] = _GEOMETRY[0]
COL_OF: Final[tuple[int, ...]] = _GEOMETRY[1]
COVERERS: Final[tuple[tuple[int, ...], ...]] = _GEOMETRY[2]
"""The (up to) two slots that cover slot ``k`` directly."""
COVER_MASK: Final[tuple[int, ...]] = _GEOMETRY[3]
CONE: Final[tuple[int, ...]] = _GEOMETRY[4]
"""Bits of every slot that slot ``k`` covers, directly or not (toward the apex)."""
FULL_MASK: Final = (1 << PYRAMID_SIZE) - 1

PILE_NAMES: Final[tuple[PileId, ...]] = (*(pile_id("p", k) for k in range(PYRAMID_SIZE)), WASTE_PILE)
SLOT_OF: Final[dict[str, int]] = {name: k for k, name in enumerate(PILE_NAMES)}
"""Pile id -> slot, with ``waste`` -> :data:`WASTE_SLOT`."""

DRAW: Final = Move(STOCK_PILE, WASTE_PILE)
RECYCLE: Final = Move(WASTE_PILE, STOCK_PILE)
# Moves are built once: the searches create millions of them otherwise.
KING_MOVES: Final[tuple[Move, ...]] = tuple(Move(name, DISCARD_PILE) for name in PILE_NAMES)
PAIR_MOVES: Final[tuple[tuple[Move, ...], ...]] = tuple(
    tuple(Move(a, b) for b in PILE_NAMES) for a in PILE_NAMES
)


def deal(order: tuple[int, ...] | list[int]) -> PyramidPosition:
    if sorted(order) != list(range(52)):
        raise ValueError(f"a Pyramid deal needs the 52 card ids once each, got {list(order)!r}")
    return PyramidPosition(tuple(order[:PYRAMID_SIZE]), FULL_MASK, tuple(order[PYRAMID_SIZE:]), (), (), 1)


def is_free(mask: int, k: int) -> bool:
    """Slot ``k`` is present and both its covering cards are gone (P-3)."""
    return bool(mask >> k & 1) and not mask & COVER_MASK[k]


_FREE: dict[int, tuple[int, ...]] = {}
"""Free slots by mask. Only masks whose removed cards were all uncovered can
occur (a few hundred), so the cache stays small."""


def free_slots(mask: int) -> tuple[int, ...]:
    free = _FREE.get(mask)
    if free is None:
        free = tuple(k for k in range(PYRAMID_SIZE) if mask >> k & 1 and not mask & COVER_MASK[k])
        _FREE[mask] = free
    return free


def in_play(pos: PyramidPosition) -> list[int]:
    """Slots of the in-play cards (free pyramid cards, then the waste top)."""
    out = list(free_slots(pos.mask))
    if pos.waste:
        out.append(WASTE_SLOT)
    return out


def card_at(pos: PyramidPosition, k: int) -> int:
    """Card id in slot ``k`` (the waste top for :data:`WASTE_SLOT`); -1 if none."""
    if k == WASTE_SLOT:
        return pos.waste[-1] if pos.waste else -1
    return pos.pyramid[k]


def stock_move(pos: PyramidPosition) -> Move | None:
    """The draw, or the recycle when it is allowed (P-6), or None."""
    if pos.stock:
        return DRAW
    if pos.waste and pos.pass_number < PASSES:
        return RECYCLE
    return None


_SOURCES: dict[int, tuple[str, ...]] = {}
"""Source piles by mask (as :data:`_FREE`)."""


def sources(pos: PyramidPosition) -> tuple[str, ...]:
    """The piles moves may start from: the free pyramid cards, the waste, the stock."""
    names = _SOURCES.get(pos.mask)
    if names is None:
        names = _SOURCES[pos.mask] = (*(PILE_NAMES[k] for k in free_slots(pos.mask)), "waste", "stock")
    return names


def moves_from(pos: PyramidPosition, src: str) -> list[Move]:
    return moves(pos, (src,))


def legal_moves(pos: PyramidPosition) -> list[Move]:
    return moves(pos, sources(pos))


def moves(pos: PyramidPosition, piles: tuple[str, ...]) -> list[Move]:
    """The moves from each pile of ``piles`` in turn (P-3…P-6), for the searches' inner loops
    (the hint, the lock and loss tests: :func:`removal_moves`): the rules' roles (:mod:`.roles`)
    judge, and this lists exactly their moves, in their order, many times faster
    (``tests/games/pyramid/test_pyramid_kit.py``). An in-play King goes to the discard; any
    other in-play card leaves with each in-play partner making 13 (the free pyramid cards
    by slot, then the waste top). From the waste also the recycle, from the stock the draw."""
    pyramid, _, stock, waste, _, _ = pos
    free = free_slots(pos.mask)
    top = RANK[waste[-1]] if waste else 0  # the waste top's value, 0 for none
    out: list[Move] = []
    for src in piles:
        if src == "stock":
            if stock:
                out.append(DRAW)
            continue
        k = SLOT_OF.get(src)
        if k is None:
            continue
        value = top if k == WASTE_SLOT else RANK[pyramid[k]] if k in free else 0  # 0: not in play
        if value == 13:
            out.append(KING_MOVES[k])
        elif value:
            row = PAIR_MOVES[k]
            for m in free:
                if m != k and RANK[pyramid[m]] + value == 13:
                    out.append(row[m])
            if k != WASTE_SLOT and top + value == 13:
                out.append(row[WASTE_SLOT])
        if k == WASTE_SLOT and stock_move(pos) is RECYCLE:
            out.append(RECYCLE)
    return out


def removal_moves(pos: PyramidPosition) -> list[Move]:
    """The legal Kings and pairs, each pair once (lower slot first), pairs with the waste
    and a waste King last: what the hint weighs and a search expands."""
    table: list[Move] = []
    waste: list[Move] = []
    for m in legal_moves(pos):
        if "stock" in (m.src, m.dst):
            continue  # the draw or the recycle
        if m.dst == "discard" or SLOT_OF[m.src] < SLOT_OF[m.dst]:
            (waste if "waste" in (m.src, m.dst) else table).append(m)
    return table + waste


_new = tuple.__new__  # skips the NamedTuple constructor's keyword handling: a hot path


def apply_unchecked(pos: PyramidPosition, move: Move) -> MoveResult[PyramidPosition]:
    pyramid, mask, stock, waste, discard, pass_number = pos
    src, dst = move.src, move.dst
    if src == "stock":
        card = stock[0]
        return MoveResult(
            _new(PyramidPosition, (pyramid, mask, stock[1:], waste + (card,), discard, pass_number)),
            events=(Event(EventKind.DRAW, "waste", (card,)),),
        )
    if dst == "stock":
        return MoveResult(
            _new(PyramidPosition, (pyramid, mask, waste, (), discard, pass_number + 1)),
            events=(Event(EventKind.RECYCLE, "stock", waste),),
        )
    a = SLOT_OF[src]
    if a == WASTE_SLOT:
        first = waste[-1]
        waste = waste[:-1]
    else:
        first = pyramid[a]
        pyramid = pyramid[:a] + (-1,) + pyramid[a + 1:]
        mask &= ~(1 << a)
    if dst == "discard":
        gone: tuple[int, ...] = (first,)
    else:
        b = SLOT_OF[dst]
        if b == WASTE_SLOT:
            gone = (first, waste[-1])
            waste = waste[:-1]
        else:
            gone = (first, pyramid[b])
            pyramid = pyramid[:b] + (-1,) + pyramid[b + 1:]
            mask &= ~(1 << b)
    return MoveResult(_new(PyramidPosition, (pyramid, mask, stock, waste, discard + gone, pass_number)))


def cards(pos: PyramidPosition) -> list[int]:
    return [c for c in pos.pyramid if c >= 0] + list(pos.stock) + list(pos.waste) + list(pos.discard)
