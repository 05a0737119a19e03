"""Help for the games of :mod:`.pile_rules`: Auto and its safety test, auto-finish, the hint's
steps and the no-moves warning (K-8, C-11; YK-5, YK-7, FT-5, FT-7, BD-5, BD-6).

Every move returned is a legal move of the board, found in :meth:`Rules.legal_moves`'s list;
nothing here reads a face-down card (C-6), only counts them. Scan order, shared by Auto,
auto-finish and the hint: the columns' last cards left to right, then the waste's top (the
board's order).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeAlias

from ..cards import RANK, card_id
from ..kinds import HintKind
from ..moves import Move
from ..rules.base import Hint, no_progress, no_way_out
from ..rules.common import play_while, pretty
from ..text import QT_TRANSLATE_NOOP, Reason
from .builds import Build
from .pile import Spot
from .piles import FOUNDATION, STOCK, TABLEAU, WASTE, PileGame, Piles

NOTHING_SAFE = QT_TRANSLATE_NOOP("rules", "No card can go up safely.")
NO_MOVES_WARNING = QT_TRANSLATE_NOOP(
    "rules", "No move that makes progress was found. You may go on trying, or resign."
)
HINT_SAFE = QT_TRANSLATE_NOOP("rules", "Put {card} on its foundation: no card on the table needs it.")
HINT_UNCOVER = QT_TRANSLATE_NOOP("rules", "Move {card} to column {column}: a face-down card turns over.")
HINT_FOUNDATION = QT_TRANSLATE_NOOP("rules", "Put {card} on its foundation.")
HINT_WASTE = QT_TRANSLATE_NOOP("rules", "Play {card} from the waste to column {column}.")
HINT_EMPTY = QT_TRANSLATE_NOOP("rules", "Move {card} to column {column}: the empty column can then take a King.")
HINT_EMPTIES = QT_TRANSLATE_NOOP("rules", "Move {card} to column {column}: its own column is then empty.")
HINT_FREE = QT_TRANSLATE_NOOP("rules", "Move {card} to column {column}: {freed} can then go to its foundation.")
HINT_FREE_MOVE = QT_TRANSLATE_NOOP("rules", "Move {card} to column {column}: {freed} can then move.")
HINT_DRAW = QT_TRANSLATE_NOOP("rules", "Draw from the stock.")

Found: TypeAlias = "tuple[Move, Reason] | None"
Step: TypeAlias = "Callable[[PileGame, Piles, list[Move]], Found]"
"""One step of a hint: ``step(rules, pos, legal_moves)`` the move it suggests with its words."""


class Safety:
    """K-8's safe card, for any build and any number of packs: a card that fits its foundation
    is safe when it is an Ace or a 2, or when every card that could rest on it in a column (the
    rank below, in the suits the build allows) is already on the foundations. For Klondike's
    build that is "both foundations of the other colour hold its rank − 1" (K-8, YK-5); for
    one suit and two packs, both foundations of its suit (FT-5); for any suit, all four (BD-5).

    A 2 is free only where an Ace is never carried under other cards (``moves``, the columns'
    moving rule): an Ace left in a column then goes up the moment it is free, and a 2 is no use
    to it. Where any group moves (Yukon, YK-2), an Ace under cards that do not build on it can
    travel with them onto a 2 of the other colour, and that may be the only way to free what
    lies under it; there a 2 waits, like any card, for the Aces that could rest on it (YK-5)."""

    __slots__ = ("needs",)

    def __init__(self, build: Build, spots: Sequence[Spot], foundations: Sequence[int], moves: Build) -> None:
        table = build.table
        carried = any(moves.table[card_id(1, suit)][card] for suit in range(4) for card in range(52))
        free = 1 if carried else 2  # the highest rank safe whatever is left on the table
        by_suit: dict[int, list[int]] = {}
        for i in foundations:
            by_suit.setdefault(spots[i].ordinal, []).append(i)
        self.needs: tuple[tuple[int, ...], ...] = tuple(
            tuple(
                f
                for suit in range(4)
                if RANK[card] > free and table[card][card_id(RANK[card] - 1, suit)]
                for f in by_suit.get(suit, ())
            )
            for card in range(52)
        )
        """``needs[card]``: the foundations that must hold at least its rank − 1."""

    def safe(self, card: int, pos: Piles) -> bool:
        below = RANK[card] - 1
        return all(len(pos.cards[f]) >= below for f in self.needs[card])


def _up_moves(rules: PileGame, moves: list[Move]) -> list[Move]:
    """The moves to a foundation from a column or the waste, in scan order."""
    index, kinds = rules.index, rules.kinds
    return [m for m in moves if kinds[index[m.dst]] == FOUNDATION and kinds[index[m.src]] in (TABLEAU, WASTE)]


def _top(rules: PileGame, pos: Piles, pile: str) -> int:
    return pos.cards[rules.index[pile]][-1]


def _moving(rules: PileGame, pos: Piles, move: Move) -> int:
    return pos.cards[rules.index[move.src]][-move.count]


def _column(rules: PileGame, move: Move) -> int:
    return rules.spots[rules.index[move.dst]].ordinal + 1


def _first_safe(rules: PileGame, pos: Piles, moves: list[Move]) -> Move | None:
    return next((m for m in _up_moves(rules, moves) if rules.safe(_top(rules, pos, m.src), pos)), None)


def safe_up(rules: PileGame, pos: Piles, moves: list[Move]) -> Found:
    move = _first_safe(rules, pos, moves)
    return None if move is None else (move, Reason(HINT_SAFE, card=pretty(_top(rules, pos, move.src))))


def any_up(rules: PileGame, pos: Piles, moves: list[Move]) -> Found:
    move = next(iter(_up_moves(rules, moves)), None)
    return None if move is None else (move, Reason(HINT_FOUNDATION, card=pretty(_top(rules, pos, move.src))))


def _column_moves(rules: PileGame, moves: list[Move]) -> list[Move]:
    index, kinds = rules.index, rules.kinds
    return [m for m in moves if kinds[index[m.src]] == TABLEAU and kinds[index[m.dst]] == TABLEAU]


def uncover(rules: PileGame, pos: Piles, moves: list[Move]) -> Found:
    """YK-7: a move taking every face-up card of a column that hides cards, the column hiding
    the most first."""
    index = rules.index
    best: tuple[int, Move] | None = None
    for m in _column_moves(rules, moves):
        i = index[m.src]
        d = pos.down[i]
        if d and m.count == len(pos.cards[i]) - d and (best is None or d > best[0]):
            best = (d, m)
    if best is None:
        return None
    move = best[1]
    return move, Reason(HINT_UNCOVER, card=pretty(_moving(rules, pos, move)), column=_column(rules, move))


def _emptying(rules: PileGame, pos: Piles, moves: list[Move]) -> list[Move]:
    index = rules.index
    return [
        m for m in _column_moves(rules, moves)
        if m.count == len(pos.cards[index[m.src]]) and pos.cards[index[m.dst]] and not pos.down[index[m.src]]
    ]


def empty_for_king(rules: PileGame, pos: Piles, moves: list[Move]) -> Found:
    """YK-7: a move that empties a column while a King lying on face-down cards could use it."""
    if not any(d and RANK[col[d]] == 13 for col, d in zip(pos.cards, pos.down, strict=True) if d < len(col)):
        return None
    move = next(iter(_emptying(rules, pos, moves)), None)
    if move is None:
        return None
    return move, Reason(HINT_EMPTY, card=pretty(_moving(rules, pos, move)), column=_column(rules, move))


def empties(rules: PileGame, pos: Piles, moves: list[Move]) -> Found:
    """FT-7: a move that empties a column."""
    move = next(iter(_emptying(rules, pos, moves)), None)
    if move is None:
        return None
    return move, Reason(HINT_EMPTIES, card=pretty(_moving(rules, pos, move)), column=_column(rules, move))


def waste_to_column(rules: PileGame, pos: Piles, moves: list[Move]) -> Found:
    index, kinds = rules.index, rules.kinds
    for m in moves:
        if kinds[index[m.src]] == WASTE and kinds[index[m.dst]] == TABLEAU:
            return m, Reason(HINT_WASTE, card=pretty(_top(rules, pos, m.src)), column=_column(rules, m))
    return None


def _freeing(rules: PileGame, pos: Piles, moves: list[Move], up_only: bool) -> Found:
    index = rules.index
    for m in _column_moves(rules, moves):
        i = index[m.src]
        col = pos.cards[i]
        if m.count >= len(col) - pos.down[i]:
            continue  # nothing face up is left under it
        after = rules.apply_unchecked(pos, m).position
        freed = col[-m.count - 1]
        follow = rules.legal_moves(after)
        onward = _up_moves(rules, follow) if up_only else [f for f in follow if f.dst != m.src]
        if any(f.src == m.src for f in onward):
            words = HINT_FREE if up_only else HINT_FREE_MOVE
            return m, Reason(words, card=pretty(_moving(rules, pos, m)), column=_column(rules, m), freed=pretty(freed))
    return None


def frees_up(rules: PileGame, pos: Piles, moves: list[Move]) -> Found:
    """BD-6: a column card moves and the card it uncovers can then go up."""
    return _freeing(rules, pos, moves, up_only=True)


def frees_move(rules: PileGame, pos: Piles, moves: list[Move]) -> Found:
    """FT-7: a column card moves onto another column and the card it uncovers can then move."""
    return _freeing(rules, pos, moves, up_only=False)


def draw(rules: PileGame, pos: Piles, moves: list[Move]) -> Found:
    index, kinds = rules.index, rules.kinds
    move = next((m for m in moves if kinds[index[m.src]] == STOCK), None)
    return None if move is None else (move, Reason(HINT_DRAW))


def _suggestion(rules: PileGame, pos: Piles) -> tuple[Found, list[Move]]:
    moves = rules.legal_moves(pos)
    for step in rules.hint_steps:
        found = step(rules, pos, moves)
        if found is not None:
            return found, moves
    return None, moves


def hint(rules: PileGame, pos: Piles) -> Hint:
    """C-11: the first of the game's steps that offers a move; the warning's words when none does."""
    if rules.is_won(pos):
        return no_progress()
    found, moves = _suggestion(rules, pos)
    if found is not None:
        move, words = found
        kind = HintKind.DRAW if rules.kinds[rules.index[move.src]] == STOCK else HintKind.MOVE
        return Hint(kind, move, words)
    return no_way_out() if not moves else Hint(HintKind.NO_PROGRESS, None, Reason(NO_MOVES_WARNING))


def no_moves_warning(rules: PileGame, pos: Piles) -> bool:
    """True when none of the hint's steps finds a move (a won game warns nothing)."""
    return not rules.is_won(pos) and _suggestion(rules, pos)[0] is None


def auto_moves(rules: PileGame, pos: Piles) -> list[Move]:
    """K-8 Auto: the first safe card in scan order goes up, again and again; [] = refused."""
    return play_while(rules, pos, lambda p: _first_safe(rules, p, rules.legal_moves(p)))[1]


def finishing(rules: PileGame, pos: Piles) -> bool:
    """Auto-finish may start: nothing face down, no stock nor waste left, and every column in
    order by the columns' build (YK-5, FT-5, BD-5)."""
    if any(pos.cards[i] for i in rules.of_kind[STOCK] + rules.of_kind[WASTE]):
        return False
    run = rules.build.run_length
    return all(
        not pos.down[i] and run(pos.cards[i]) == len(pos.cards[i]) for i in rules.of_kind[TABLEAU]
    )


def automatic_moves(rules: PileGame, pos: Piles) -> list[Move]:
    """Auto-finish (the setting): once :func:`finishing`, every card goes up by itself."""
    if not rules.auto_finish or rules.is_won(pos) or not finishing(rules, pos):
        return []
    return play_while(rules, pos, lambda p: next(iter(_up_moves(rules, rules.legal_moves(p))), None))[1]
