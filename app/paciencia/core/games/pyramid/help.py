"""Pyramid help: rings, covers, locks, loss and hints (SPEC P-5, P-6, P-7, P-9).

Locks (P-7)
-----------
A pyramid card that is not a King is *locked* when every remaining partner
(card of value 13 − v still in the pyramid, the stock or the waste; the
discard does not count) lies in its cone: the part of the pyramid it covers,
directly or not. Such a partner can only become free after this card has
left, and this card can only leave with a partner, so the deal is lost.
A lock never goes away by playing forward.

The game history finds the move that caused a lock by calling
:func:`locked_cards` on its snapshots (see ``Game.mistake_index``);
:func:`first_locking_move` does the same over a plain list of positions.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...cards import RANK, Card
from ...kinds import HintKind
from ...moves import Move
from ...rules.base import Hint, no_progress
from ...text import QT_TRANSLATE_NOOP, Reason
from .board import (
    CONE,
    COVERERS,
    DRAW,
    PASSES,
    PILE_NAMES,
    PYRAMID_SIZE,
    SLOT_OF,
    WASTE_SLOT,
    PyramidPosition,
    apply_unchecked,
    card_at,
    free_slots,
    in_play,
    is_free,
    removal_moves,
    stock_move,
)

COVERED_ONE = QT_TRANSLATE_NOOP("rules", "{card} is covered by {cover}.")
COVERED_TWO = QT_TRANSLATE_NOOP("rules", "{card} is covered by {first} and {second}.")
LOCKED = QT_TRANSLATE_NOOP(
    "rules", "{card} can never leave: every card that makes 13 with it lies under it."
)
PASSES_SPENT = QT_TRANSLATE_NOOP("rules", "The three passes are spent and nothing sums 13.")
NOTHING_LEFT = QT_TRANSLATE_NOOP("rules", "Nothing sums 13 and the stock and the waste are empty.")
HINT_PAIR = QT_TRANSLATE_NOOP("rules", "Remove {first} and {second}: they make 13.")
HINT_KING = QT_TRANSLATE_NOOP("rules", "Remove {card}: a King leaves alone.")
HINT_DRAW = QT_TRANSLATE_NOOP("rules", "Turn the stock.")
HINT_RECYCLE = QT_TRANSLATE_NOOP("rules", "Turn the waste back over to start pass {number} of 3.")
STOCK_LABEL = QT_TRANSLATE_NOOP("rules", "Pass {number}/{total} · {left} left")


def pretty(card: int) -> str:
    return Card.from_id(card).pretty()


def _slot(pile: str) -> int:
    k = SLOT_OF.get(pile)
    if k is None:
        raise ValueError(f"not a Pyramid card pile: {pile!r}")
    return k


def _playable(pos: PyramidPosition, k: int) -> bool:
    return bool(pos.waste) if k == WASTE_SLOT else is_free(pos.mask, k)


def partners(pos: PyramidPosition, pile: str) -> list[str]:
    """In-play piles whose card makes 13 with the in-play card at ``pile`` (P-5 rings).

    Empty when ``pile`` is not in play or holds a King (it leaves alone).
    """
    k = _slot(pile)
    if not _playable(pos, k):
        return []
    need = 13 - RANK[card_at(pos, k)]
    return [PILE_NAMES[j] for j in in_play(pos) if j != k and RANK[card_at(pos, j)] == need]


def covered_by(pos: PyramidPosition, pile: str) -> tuple[str, ...]:
    """Pile ids of the cards still lying directly on the pyramid card at ``pile`` (P-5)."""
    k = _slot(pile)
    if k == WASTE_SLOT or not pos.mask >> k & 1:
        return ()
    return tuple(PILE_NAMES[c] for c in COVERERS[k] if pos.mask >> c & 1)


def covered_reason(pos: PyramidPosition, pile: str) -> Reason | None:
    """"Q♥ is covered by 5♣ and 9♦." for a covered pyramid card, else None."""
    covers = covered_by(pos, pile)
    if not covers:
        return None
    card = pretty(card_at(pos, SLOT_OF[pile]))
    names = [pretty(card_at(pos, SLOT_OF[c])) for c in covers]
    if len(names) == 1:
        return Reason(COVERED_ONE, card=card, cover=names[0])
    return Reason(COVERED_TWO, card=card, first=names[0], second=names[1])


def locked_slots(pos: PyramidPosition) -> list[int]:
    pyramid, mask = pos.pyramid, pos.mask
    loose = [False] * 14
    for c in pos.stock:
        loose[RANK[c]] = True
    for c in pos.waste:
        loose[RANK[c]] = True
    by_value = [0] * 14
    present = [k for k in range(PYRAMID_SIZE) if mask >> k & 1]
    for k in present:
        by_value[RANK[pyramid[k]]] |= 1 << k
    out: list[int] = []
    for k in present:
        need = 13 - RANK[pyramid[k]]
        if need and not loose[need] and not by_value[need] & ~CONE[k]:
            out.append(k)
    return out


def locked_cards(pos: PyramidPosition) -> list[str]:
    """Pile ids of the pyramid cards that can never leave (P-7); empty if none."""
    return [PILE_NAMES[k] for k in locked_slots(pos)]


def first_locking_move(positions: Sequence[PyramidPosition]) -> int | None:
    """Index ``i`` of the move (from ``positions[i]`` to ``positions[i + 1]``) after
    which a lock first appeared, so going back before the mistake (P-7) returns to
    ``positions[i]``. None when nothing is locked, or when ``positions[0]``
    is already locked (no move of the player caused it)."""
    for i in range(1, len(positions)):
        if locked_slots(positions[i]):
            return i - 1 if not locked_slots(positions[0]) else None
    return None


def lost(pos: PyramidPosition) -> Reason | None:
    """P-9: a lock, or no legal move at all (the passes spent and nothing sums 13)."""
    if not pos.mask:
        return None
    locked = locked_slots(pos)
    if locked:
        return Reason(LOCKED, card=pretty(pos.pyramid[locked[0]]))
    if stock_move(pos) is not None or removal_moves(pos):
        return None
    if pos.pass_number >= PASSES:
        return Reason(PASSES_SPENT)
    return Reason(NOTHING_LEFT)


def _pyramid_cards_in(move: Move) -> int:
    return sum(1 for p in (move.src, move.dst) if p.startswith("p"))


def hint(pos: PyramidPosition) -> Hint:
    """P-6: a removal that frees the most pyramid cards without causing a lock;
    else the stock move; "no_way_out" when the deal is lost."""
    if not pos.mask:
        return no_progress()
    why = lost(pos)
    if why is not None:
        return Hint(HintKind.NO_WAY_OUT, None, why)
    free_before = len(free_slots(pos.mask))
    best: Move | None = None
    best_score: tuple[int, int, int] = (-1, -1, -1)
    for move in removal_moves(pos):
        after = apply_unchecked(pos, move).position
        removed = _pyramid_cards_in(move)
        freed = len(free_slots(after.mask)) - free_before + removed
        score = (0 if locked_slots(after) else 1, freed, removed)
        if score > best_score:
            best, best_score = move, score
    draw = stock_move(pos)
    if best is not None and (best_score[0] == 1 or draw is None):
        return Hint(HintKind.MOVE, best, _removal_message(pos, best))
    assert draw is not None  # lost() said some move exists
    if draw is DRAW:
        return Hint(HintKind.DRAW, draw, Reason(HINT_DRAW))
    return Hint(HintKind.DRAW, draw, Reason(HINT_RECYCLE, number=pos.pass_number + 1))


def _removal_message(pos: PyramidPosition, move: Move) -> Reason:
    first = pretty(card_at(pos, SLOT_OF[move.src]))
    if move.dst == "discard":
        return Reason(HINT_KING, card=first)
    return Reason(HINT_PAIR, first=first, second=pretty(card_at(pos, SLOT_OF[move.dst])))


def status(pos: PyramidPosition) -> dict[str, int]:
    """Figures under the stock ("Pass N/3 · X left") and for the end screen (P-11)."""
    return {
        "pass": pos.pass_number,
        "passes": PASSES,
        "stock": len(pos.stock),
        "stock_left": len(pos.stock),
        "waste": len(pos.waste),
        "pyramid_left": bin(pos.mask).count("1"),
    }


def stock_label(pos: PyramidPosition) -> Reason:
    return Reason(STOCK_LABEL, number=pos.pass_number, total=PASSES, left=len(pos.stock))
