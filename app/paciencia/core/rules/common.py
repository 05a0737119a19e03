"""Predicates shared by several games, written once (ARCHITECTURE: no copy-paste).

All take card ids (see :mod:`paciencia.core.cards`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final, Protocol, TypeVar

from ..cards import RANK, RED, SUIT, Card, rank_text
from ..moves import Move, MoveResult
from ..text import QT_TRANSLATE_NOOP, Reason

P = TypeVar("P")

RANK_OF = RANK
SUIT_OF = SUIT


def builds_alternating(lower: int, upper: int) -> bool:
    """``upper`` may rest on ``lower``: one rank lower and the other colour (K-4, F-3)."""
    return RANK[upper] + 1 == RANK[lower] and RED[upper] != RED[lower]


def builds_in_suit(lower: int, upper: int) -> bool:
    """``upper`` continues a run on ``lower``: one rank lower and the same suit (S-3, S-6)."""
    return RANK[upper] + 1 == RANK[lower] and SUIT[upper] == SUIT[lower]


# The two build tests are written only in the two functions above (issue 26 §3): every other
# module calls them, or a function of this module built on them. The documented exceptions
# are the measured inner loops below, which read the same tests tabulated by card id instead
# of calling a function per card; each table is built from the functions at import (asked for
# each pair of adjacent ranks, every other pair failing their rank test), and a test compares
# it with the functions on every pair, so it cannot disagree with them:
#   * ALTERNATING / IN_SUIT (next): the run lengths of this module (which every game's moves
#     read), Spider's solver steps (games/spider/compact.py: S-3 steps, segments)
#     and its look-ahead's moves (games/spider/search.py: meaningful_moves);
#   * PARENTS (games/freecell/position.py): the cards a card may rest on, read by FreeCell's
#     moves and its solver (compact.py, expand.py, search.py's column facts);
#   * FITS_ON (games/klondike/search.py): the cards that may rest on a card, read by
#     Klondike's solver (solver_moves.py, complete_moves.py, blocked.py);
#   * PAIR (games/spider/valuer.py): same suit / in sequence / neither, for the look-ahead's
#     valuation.
# Not build tests, and so not here: the safe-to-foundation rules (safe_to_foundation below and
# the solvers' stronger forms), which compare foundations by colour (OPPOSITE_SUITS).
BY_RANK: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(card for card in range(52) if RANK[card] == rank) for rank in range(14)
)
"""BY_RANK[rank]: the four cards of that rank (none for 0)."""


def build_table(builds: Callable[[int, int], bool]) -> tuple[tuple[bool, ...], ...]:
    """``builds(lower, upper)`` for every pair of cards, by ``[lower][upper]``, for a build of
    one rank down. Only the four cards one rank below ``lower`` are asked (every launch
    imports these tables: asking all 2 704 pairs cost 3 M instructions a table, issue 38);
    tests/core/test_build_tables.py checks each table against every pair."""
    rows = []
    for lower in range(52):
        row = [False] * 52
        for upper in BY_RANK[RANK[lower] - 1]:
            row[upper] = builds(lower, upper)
        rows.append(tuple(row))
    return tuple(rows)


ALTERNATING: Final = build_table(builds_alternating)
IN_SUIT: Final = build_table(builds_in_suit)


# A refused place says what the destination takes: its card is the subject, so the
# sentence cannot be read as if the moving card needed the others.
TAKES_EITHER = QT_TRANSLATE_NOOP("rules", "{target} takes only {first} or {second}, not {card}.")
TAKES_RANK = QT_TRANSLATE_NOOP("rules", "{target} takes only cards of rank {rank}, not {card}.")
TAKES_NOTHING = QT_TRANSLATE_NOOP("rules", "No card can go on {target}.")


PRETTY: Final[tuple[str, ...]] = tuple(Card.from_id(card).pretty() for card in range(52))
"""Each card's pretty form (``10♦``), by id: the refusals of a move generator's inner loop
name cards without building a :class:`~paciencia.core.cards.Card` each time."""


def pretty(card: int) -> str:
    return PRETTY[card]


def alternating_refusal(target: int, card: int) -> Reason:
    """Why ``card`` may not rest on ``target`` when columns build down in alternating
    colours (K-4, F-3): "9♦ takes only 8♣ or 8♠, not 7♠"."""
    if RANK[target] == 1:
        return Reason(TAKES_NOTHING, target=pretty(target))
    first, second = (pretty(s * 13 + RANK[target] - 2) for s in OPPOSITE_SUITS[SUIT[target]])
    return Reason(TAKES_EITHER, target=pretty(target), first=first, second=second, card=pretty(card))


def any_suit_refusal(target: int, card: int) -> Reason:
    """Why ``card`` may not rest on ``target`` when any suit builds down (S-3): "9♦ takes
    only cards of rank 8, not 7♠"."""
    if RANK[target] == 1:
        return Reason(TAKES_NOTHING, target=pretty(target))
    rank = RANK[target] - 1
    return Reason(TAKES_RANK, target=pretty(target), rank="10" if rank == 10 else rank_text(rank), card=pretty(card))


def alternating_run_length(column: Sequence[int], face_up_from: int = 0) -> int:
    """How many cards at the end of ``column`` form a descending alternating run,
    looking no lower than index ``face_up_from``."""
    n = len(column)
    if n <= face_up_from:
        return 0
    length = 1
    i = n - 1
    while i > face_up_from and ALTERNATING[column[i - 1]][column[i]]:
        length += 1
        i -= 1
    return length


def same_suit_run_length(column: Sequence[int], face_up_from: int = 0) -> int:
    """Length of the descending same-suit run at the end of ``column`` (S-3)."""
    n = len(column)
    if n <= face_up_from:
        return 0
    length = 1
    i = n - 1
    while i > face_up_from and IN_SUIT[column[i - 1]][column[i]]:
        length += 1
        i -= 1
    return length


def fits_foundation(card: int, foundations: Sequence[int]) -> bool:
    """``foundations[suit]`` holds the top rank (0 = empty); A…K by suit (K-5, F-3)."""
    return foundations[SUIT[card]] + 1 == RANK[card]


# Suits of the other colour, by suit index (clubs, diamonds, hearts, spades).
OPPOSITE_SUITS: tuple[tuple[int, int], ...] = ((1, 2), (0, 3), (0, 3), (1, 2))


def safe_to_foundation(card: int, foundations: Sequence[int]) -> bool:
    """K-8's safe rule (also F-6): fits, and is an Ace or a 2, or both foundations
    of the other colour are at least at its rank − 1."""
    rank = RANK[card]
    if foundations[SUIT[card]] + 1 != rank:
        return False
    if rank <= 2:
        return True
    a, b = OPPOSITE_SUITS[SUIT[card]]
    return foundations[a] >= rank - 1 and foundations[b] >= rank - 1


def freecell_capacity(free_cells: int, empty_columns: int) -> int:
    """F-4: (F + 1) × 2^E cards may move as one sequence.

    The caller excludes an empty destination column from ``empty_columns``.
    """
    return (free_cells + 1) << empty_columns


def pyramid_value(card: int) -> int:
    """P-2: A=1 … K=13; suit never matters."""
    return RANK[card]


def time_bonus(base: int, seconds: float) -> int:
    """C-9: max(0, B − 2 × seconds) on a win; whole seconds elapsed count."""
    return max(0, base - 2 * int(seconds))


class Applies(Protocol[P]):
    """What :func:`play_while` needs of the rules: to apply a move known to be legal."""

    def apply_unchecked(self, pos: P, move: Move) -> MoveResult[P]: ...


def play_while(
    rules: Applies[P], pos: P, next_move: Callable[[P], Move | None], out: list[Move] | None = None
) -> tuple[P, list[Move]]:
    """Play ``next_move(pos)`` until it answers None (K-8 Auto, F-6, auto-finish, a solver's
    chain of safe cards): the one loop every "until none is left" rule shares.

    Returns the position reached and the moves played (appended to ``out`` when given).
    """
    moves = out if out is not None else []
    apply = rules.apply_unchecked
    while (move := next_move(pos)) is not None:
        moves.append(move)
        pos = apply(pos, move).position
    return pos, moves
