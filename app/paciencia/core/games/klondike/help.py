"""Klondike help: the Auto command, auto-finish, the hint and the no-moves warning
(SPEC K-8, K-10, K-11, C-6, C-11).

Everything here looks only at face-up cards, the waste and the stock order
(which K-11 item 6 consults, as the source's server does); face-down tableau
cards are never read, only counted. Every move returned is one ordinary
legal move.

Scan order, shared by Auto, auto-finish and hint steps 1 and 3: the last card
of each column from left to right, then the waste top.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...cards import RANK, SUIT
from ...kinds import HintKind
from ...moves import Move
from ...rules.base import Hint, no_progress
from ...rules.common import fits_foundation, play_while, safe_to_foundation
from ...text import QT_TRANSLATE_NOOP, Reason
from .position import (
    COLUMNS,
    DRAW,
    RECYCLE,
    T_TO_F,
    T_TO_T,
    WASTE_TO_F,
    WASTE_TO_T,
    KlondikeJudge,
    KlondikePosition,
    fits_column,
    fitting_count,
    pretty,
)

NOTHING_SAFE = QT_TRANSLATE_NOOP("rules", "No card can go up safely.")
NO_MOVES_WARNING = QT_TRANSLATE_NOOP(
    "rules", "No move that makes progress was found. You may go on trying, or resign."
)
HINT_SAFE = QT_TRANSLATE_NOOP("rules", "Put {card} on its foundation: no card on the table needs it.")
HINT_UNCOVER = QT_TRANSLATE_NOOP("rules", "Move {card} to column {column}: a face-down card turns over.")
HINT_FOUNDATION = QT_TRANSLATE_NOOP("rules", "Put {card} on its foundation.")
HINT_WASTE = QT_TRANSLATE_NOOP("rules", "Play {card} from the waste to column {column}.")
HINT_EMPTY = QT_TRANSLATE_NOOP(
    "rules", "Move {card} to column {column}: the empty column can then take a King."
)
HINT_FREE = QT_TRANSLATE_NOOP(
    "rules", "Move {card} to column {column}: {freed} can then go to its foundation."
)
HINT_DRAW = QT_TRANSLATE_NOOP("rules", "Draw from the stock.")
HINT_RECYCLE = QT_TRANSLATE_NOOP("rules", "Turn the waste over and go through the stock again.")


def _foundation_moves(pos: KlondikePosition) -> Iterator[tuple[Move, int]]:
    """Cards that fit their foundation, in scan order."""
    fnd = pos.foundations
    for i, col in enumerate(pos.tableau):
        if col and fits_foundation(col[-1], fnd):
            yield T_TO_F[i][SUIT[col[-1]]], col[-1]
    if pos.waste and fits_foundation(pos.waste[-1], fnd):
        yield WASTE_TO_F[SUIT[pos.waste[-1]]], pos.waste[-1]


def _first_safe(pos: KlondikePosition) -> tuple[Move, int] | None:
    for move, card in _foundation_moves(pos):
        if safe_to_foundation(card, pos.foundations):
            return move, card
    return None


def auto_moves(rules: KlondikeJudge, pos: KlondikePosition) -> list[Move]:
    """K-8 Auto: the first safe card in scan order goes up, repeated; [] = refused."""
    return play_while(rules, pos, lambda p: (found := _first_safe(p)) and found[0])[1]


def automatic_moves(rules: KlondikeJudge, pos: KlondikePosition) -> list[Move]:
    """K-8 auto-finish: everything up once nothing is hidden and at most one waste card is left."""
    if not rules.auto_finish or any(pos.down) or pos.stock or len(pos.waste) > 1:
        return []
    return play_while(rules, pos, lambda p: (found := next(_foundation_moves(p), None)) and found[0])[1]


# -- the K-11 tests, each returning the move that shows it (or None) --------
def _whole_run_uncovering(pos: KlondikePosition) -> tuple[Move, int] | None:
    """K-11 item 2 / K-10 step 2: the column with most face-down cards first."""
    order = sorted(range(COLUMNS), key=lambda i: -pos.down[i])
    for i in order:
        col, d = pos.tableau[i], pos.down[i]
        if not d:
            continue
        n = len(col) - d
        for j in range(COLUMNS):
            if fitting_count(pos, i, j) == n:
                return T_TO_T[i][j][n], j
    return None


def _waste_to_column(pos: KlondikePosition) -> tuple[Move, int] | None:
    """K-11 item 3 / K-10 step 4."""
    if not pos.waste:
        return None
    w = pos.waste[-1]
    for j, dcol in enumerate(pos.tableau):
        if fits_column(w, dcol):
            return WASTE_TO_T[j], j
    return None


def king_waiting(pos: KlondikePosition) -> bool:
    """K-11 item 4's waiting King: in the stock, in the waste, or face up on face-down cards."""
    if any(RANK[c] == 13 for c in pos.stock) or any(RANK[c] == 13 for c in pos.waste):
        return True
    return any(d and RANK[col[d]] == 13 for col, d in zip(pos.tableau, pos.down, strict=True))


def _emptying_column(pos: KlondikePosition) -> tuple[Move, int] | None:
    """K-11 item 4 / K-10 step 5: a column with nothing face down joins another
    (non-empty) column, and a King is waiting. A base King moving to another
    empty column is not progress, so empty destinations are skipped."""
    if not king_waiting(pos):
        return None
    for i, col in enumerate(pos.tableau):
        if not col or pos.down[i]:
            continue
        for j in range(COLUMNS):
            if pos.tableau[j] and fitting_count(pos, i, j) == len(col):
                return T_TO_T[i][j][len(col)], j
    return None


def _partial_freeing(pos: KlondikePosition) -> tuple[Move, int, int] | None:
    """K-11 item 5 / K-10 step 6: part of a run moves and the face-up card it
    leaves on top goes to its foundation. Partial moves that free nothing
    for a foundation are not progress."""
    for i, col in enumerate(pos.tableau):
        face_up = len(col) - pos.down[i]
        for j in range(COLUMNS):
            n = fitting_count(pos, i, j)
            if 0 < n < face_up and fits_foundation(col[-n - 1], pos.foundations):
                return T_TO_T[i][j][n], j, col[-n - 1]
    return None


def waste_tops_ahead(rules: KlondikeJudge, pos: KlondikePosition) -> list[int]:
    """K-11 item 6: each card that would reach the waste top by drawing through
    the rest of the stock, then one whole more pass if recycling is still
    allowed, with no card played meanwhile (draw-3 keeps its grouping)."""
    step = rules.draw
    tops: list[int] = []
    drawn = pos.stock[::-1]
    for seq in (drawn, pos.waste + drawn if rules.can_recycle(pos) else ()):
        n = len(seq)
        tops += (seq[min(g, n - 1)] for g in range(step - 1, n + step - 1, step))
    return tops


def fits_now(pos: KlondikePosition, card: int) -> bool:
    """The card fits a foundation or a column of the position as it is."""
    return fits_foundation(card, pos.foundations) or any(fits_column(card, col) for col in pos.tableau)


def drawing_helps(rules: KlondikeJudge, pos: KlondikePosition) -> bool:
    return any(fits_now(pos, c) for c in waste_tops_ahead(rules, pos))


def no_moves_warning(rules: KlondikeJudge, pos: KlondikePosition) -> bool:
    """True when none of K-11's six tests holds (a won game warns nothing)."""
    if rules.is_won(pos):
        return False
    return not (
        next(_foundation_moves(pos), None) is not None
        or _whole_run_uncovering(pos) is not None
        or _waste_to_column(pos) is not None
        or _emptying_column(pos) is not None
        or _partial_freeing(pos) is not None
        or drawing_helps(rules, pos)
    )


def _moved_card(pos: KlondikePosition, move: Move) -> str:
    col = pos.tableau[int(move.src[1])]
    return pretty(col[-move.count])


def hint(rules: KlondikeJudge, pos: KlondikePosition) -> Hint:
    """K-10: the first step in priority order that offers a move."""
    if rules.is_won(pos):
        return no_progress()
    found = _first_safe(pos)
    if found is not None:
        return Hint(HintKind.MOVE, found[0], Reason(HINT_SAFE, card=pretty(found[1])))
    uncover = _whole_run_uncovering(pos)
    if uncover is not None:
        move, j = uncover
        return Hint(HintKind.MOVE, move, Reason(HINT_UNCOVER, card=_moved_card(pos, move), column=j + 1))
    up = next(_foundation_moves(pos), None)
    if up is not None:
        return Hint(HintKind.MOVE, up[0], Reason(HINT_FOUNDATION, card=pretty(up[1])))
    waste = _waste_to_column(pos)
    if waste is not None:
        return Hint(HintKind.MOVE, waste[0], Reason(HINT_WASTE, card=pretty(pos.waste[-1]), column=waste[1] + 1))
    empty = _emptying_column(pos)
    if empty is not None:
        move, j = empty
        return Hint(HintKind.MOVE, move, Reason(HINT_EMPTY, card=_moved_card(pos, move), column=j + 1))
    free = _partial_freeing(pos)
    if free is not None:
        move, j, freed = free
        return Hint(
            HintKind.MOVE, move,
            Reason(HINT_FREE, card=_moved_card(pos, move), column=j + 1, freed=pretty(freed)),
        )
    if drawing_helps(rules, pos):
        if pos.stock:
            return Hint(HintKind.DRAW, DRAW, Reason(HINT_DRAW))
        return Hint(HintKind.DRAW, RECYCLE, Reason(HINT_RECYCLE))
    return Hint(HintKind.NO_WAY_OUT, None, Reason(NO_MOVES_WARNING))
