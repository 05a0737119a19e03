"""FreeCell help: auto-moves (F-6), the heuristic hint (F-7, C-11) and dead ends.

Hint priority, first that exists (the solver hint of F-7 comes on top of this
one in the solvers package):

1. a safe move to a foundation (the K-8 safety test, as Auto uses);
2. any other move to a foundation;
3. a move onto a column's card that empties a column;
4. a move that uncovers a card that can go to its foundation (onto a column's
   card, else into a free cell, else into an empty column);
5. a free-cell card onto a column's card (frees the cell);
6. a run moved onto a column's card that was not already resting on a correct
   card (so no shuffling a run between two equivalent places), the one that
   uncovers the lowest card first.

With none of these, the answer is ``no_way_out`` when :func:`dead_end` proves
that no move leads anywhere new (every reachable position seen, none won),
else ``no_progress``.
"""

from __future__ import annotations

from functools import partial
from typing import Final

from ...cards import RANK, SUIT, Card
from ...kinds import HintKind
from ...moves import Move
from ...rules.base import Hint, no_progress, no_way_out
from ...rules.common import play_while
from ...text import QT_TRANSLATE_NOOP, Reason
from .position import (
    CELL,
    CELL_TO_FOUNDATION,
    COLUMN,
    COLUMN_TO_FOUNDATION,
    FOUNDATION,
    PILES,
    FreeCellJudge,
    FreeCellPosition,
)

HINT_FOUNDATION = QT_TRANSLATE_NOOP("rules", "Put {card} on its foundation.")
HINT_EMPTIES_COLUMN = QT_TRANSLATE_NOOP("rules", "Move {card} onto {target}: that empties column {column}.")
HINT_FREES_FOR_FOUNDATION = QT_TRANSLATE_NOOP(
    "rules", "Move {card} away: that frees {freed} for its foundation."
)
HINT_FROM_CELL = QT_TRANSLATE_NOOP("rules", "Move {card} from its free cell onto {target}.")
HINT_BUILD = QT_TRANSLATE_NOOP("rules", "Move {card} onto {target}: that uncovers {uncovered}.")

_DEST_PREFERENCE: Final = {COLUMN: 0, CELL: 1}


def safe_moves(rules: FreeCellJudge, pos: FreeCellPosition) -> list[Move]:
    """F-6/K-8: safe cards to the foundations, one at a time, until none is
    left; each scan looks at column tops left to right, then the cells (BG-4: in a build by
    suit, every card that fits is safe)."""
    return play_while(rules, pos, partial(_first_safe, rules))[1]


def _first_safe(rules: FreeCellJudge, pos: FreeCellPosition) -> Move | None:
    cols, cells, found = pos
    safe = rules.safe
    for i, col in enumerate(cols):
        if col and safe(col[-1], found):
            return COLUMN_TO_FOUNDATION[i][SUIT[col[-1]]]
    for k, c in enumerate(cells):
        if c >= 0 and safe(c, found):
            return CELL_TO_FOUNDATION[k][SUIT[c]]
    return None


def _pretty(card: int) -> str:
    return Card.from_id(card).pretty()


def _moving_card(pos: FreeCellPosition, move: Move) -> int:
    """The card the moved group rests on (its highest card)."""
    kind, i = PILES[move.src]
    if kind == COLUMN:
        return pos.columns[i][-move.count]
    if kind == CELL:
        return pos.cells[i]
    return i * 13 + pos.foundations[i] - 1


def hint(rules: FreeCellJudge, pos: FreeCellPosition) -> Hint:
    moves = rules.legal_moves(pos)
    found = pos.foundations
    cols = pos.columns

    to_foundation = [m for m in moves if PILES[m.dst][0] == FOUNDATION]
    for m in to_foundation:
        card = _moving_card(pos, m)
        if rules.safe(card, found):
            return Hint(HintKind.MOVE, m, Reason(HINT_FOUNDATION, card=_pretty(card)))
    if to_foundation:
        m = to_foundation[0]
        return Hint(HintKind.MOVE, m, Reason(HINT_FOUNDATION, card=_pretty(_moving_card(pos, m))))

    onto_card: list[Move] = []
    frees: list[tuple[int, Move, int]] = []
    from_cell: list[Move] = []
    for m in moves:
        sk, si = PILES[m.src]
        dk, di = PILES[m.dst]
        to_card = dk == COLUMN and bool(cols[di])
        if sk == COLUMN:
            col = cols[si]
            rest = col[: -m.count]
            if to_card and not rest:
                card, target = col[-m.count], cols[di][-1]
                why = Reason(HINT_EMPTIES_COLUMN, card=_pretty(card), target=_pretty(target), column=si + 1)
                return Hint(HintKind.MOVE, m, why)
            if rest and RANK[rest[-1]] == found[SUIT[rest[-1]]] + 1:
                frees.append((0 if to_card else _DEST_PREFERENCE.get(dk, 2), m, rest[-1]))
            if to_card and rest and not rules.build.fits(rest[-1], col[-m.count]):
                onto_card.append(m)
        elif sk == CELL and to_card:
            from_cell.append(m)

    if frees:
        _, m, freed = min(frees, key=lambda t: t[0])
        card = _moving_card(pos, m)
        return Hint(HintKind.MOVE, m, Reason(HINT_FREES_FOR_FOUNDATION, card=_pretty(card), freed=_pretty(freed)))
    if from_cell:
        m = from_cell[0]
        target = cols[PILES[m.dst][1]][-1]
        why = Reason(HINT_FROM_CELL, card=_pretty(_moving_card(pos, m)), target=_pretty(target))
        return Hint(HintKind.MOVE, m, why)
    if onto_card:
        m = min(onto_card, key=lambda mv: RANK[cols[PILES[mv.src][1]][-mv.count - 1]])
        col = cols[PILES[m.src][1]]
        target = cols[PILES[m.dst][1]][-1]
        card, uncovered = col[-m.count], col[-m.count - 1]
        why = Reason(HINT_BUILD, card=_pretty(card), target=_pretty(target), uncovered=_pretty(uncovered))
        return Hint(HintKind.MOVE, m, why)
    if moves and not dead_end(rules, pos):
        return no_progress()
    return no_way_out()


def dead_end(rules: FreeCellJudge, pos: FreeCellPosition, budget: int = 2000) -> bool:
    """Search every position reachable from ``pos`` (depth first, a set of
    keys to stop cycles). True only if the search space is exhausted within
    ``budget`` positions without a win: moves that merely cycle back prove
    nothing, so they do not count as a way out."""
    if rules.is_won(pos):
        return False
    seen = {rules.key(pos)}
    stack = [pos]
    while stack:
        here = stack.pop()
        for move in rules.search_moves(here):
            nxt = rules.apply_unchecked(here, move).position
            k = rules.key(nxt)
            if k in seen:
                continue
            if rules.is_won(nxt) or len(seen) >= budget:
                return False
            seen.add(k)
            stack.append(nxt)
    return True
