"""FreeCell text forms: the standard move notation (F-9) and the board format (V-3).

Move notation (F-9), one token per move, case-insensitive
----------------------------------------------------------
Columns are ``1``–``8`` (left to right), free cells ``a``–``d`` (left to
right; with more cells, on from ``e``, skipping ``h``: Eight Off's are ``a``–``g``
and ``i``), the foundations ``h``. A token is source then destination:

``3a``   top card of column 3 into free cell a (that cell: an occupied one
         is refused, not replaced by another);
``a5``   the card of cell a onto column 5;  ``ab`` cell a to cell b;
``1h``   top card of column 1 to its foundation;  ``ah`` cell a likewise;
``57``   column 5 onto column 7. Onto a card it carries as many cards as make
         the run fit (the count follows from the ranks); into an empty column
         it moves one card unless a count is given as ``v`` + hexadecimal, the
         extended form of ``fc-solve -snx``: ``54v3`` moves three cards.
         :func:`format_move` writes ``v`` whenever more than one card goes into
         an empty column (and whenever the count is not the one the ranks
         imply, so any move round-trips).
``hS5``  Paciência's extension for F-5 take-backs: the top card of the spades
         foundation (``h`` + suit letter C/D/H/S) back onto column 5.

A move file (:func:`parse_move_file`) is tokens separated by white space;
``#`` starts a comment running to the end of the line.
:func:`parse_fcsolve_output` reads what ``fc-solve -m -sn`` / ``-m -snx``
prints (its banner and summary lines around the moves).

Board format (V-3), the plain text FreeCell solvers read
-------------------------------------------------------
One line per column, left to right, cards bottom first, as ``AS 2H TD``
separated by spaces. When a card is in a free cell or on a foundation, two
lines come first, as Freecell Solver writes them::

    Foundations: H-0 C-A D-0 S-2
    Freecells: 5C - - JD

(foundations in fc-solve's order hearts, clubs, diamonds, spades with the top
rank, ``0`` for none; cells left to right, ``-`` for an empty one). An empty
column is the line ``:``. :func:`format_position` has no final newline (the
printer adds it; fc-solve wants the last line terminated).
:func:`parse_position` also accepts fc-solve's variants: a leading ``:`` on
column lines, ``Founds:`` and ``FC:`` prefixes, suits in any order, ``-`` for
an empty foundation, ``10`` for ``T``, and blank lines (ignored).
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any, Final

from ...cards import RANK, RANK_LETTERS, SUIT, id_text
from ...moves import Move
from ...notation import NotationError, check_cards, parse_cards, tokenize
from ...rules.common import alternating_run_length
from .position import (
    CELL,
    CELL_TO_CELL,
    CELL_TO_COLUMN,
    CELL_TO_FOUNDATION,
    CELLS,
    COLUMN,
    COLUMN_IDS,
    COLUMN_MOVES,
    COLUMN_TO_CELL,
    COLUMN_TO_FOUNDATION,
    COLUMNS,
    EMPTY,
    FOUNDATION,
    FOUNDATION_TO_COLUMN,
    MAX_RUN,
    PILES,
    FreeCellPosition,
)
from .variant import CELL_LETTERS

# Patterns, not compiled ones: ``re`` compiles each when first used and keeps it, and the
# rules import this module on the way to a launch's first frame, which reads no move text.
MOVE_TOKEN: Final = r"(?i:[1-8][1-8](?:v[0-9a-f]+)?|[1-8a-d][a-dh]|[a-d][1-8]|h[cdhs][1-8])"
_EXAMPLES: Final = "3a, a5, 1h, ah, 57 or 54v3"


@cache
def move_token(cells: int) -> str:
    """The pattern of a move token with ``cells`` free cells (FreeCell's is :data:`MOVE_TOKEN`)."""
    if cells == CELLS:
        return MOVE_TOKEN
    letters = CELL_LETTERS[:cells]
    return rf"(?i:[1-8][1-8](?:v[0-9a-f]+)?|[1-8{letters}][{letters}h]|[{letters}][1-8]|h[cdhs][1-8])"
_SUIT_LETTERS: Final = "CDHS"
_FCSOLVE_ORDER: Final = (2, 0, 1, 3)  # fc-solve writes H, C, D, S


# -- moves ----------------------------------------------------------------
def implied_count(pos: FreeCellPosition, src: int, dst: int) -> int:
    """Cards ``src`` carries onto ``dst`` when no count is written: onto a card,
    the count that makes the run fit by rank (1 if none); into an empty column, 1."""
    col, target = pos.columns[src], pos.columns[dst]
    if not col or not target or src == dst:
        return 1
    n = RANK[target[-1]] - RANK[col[-1]]
    return n if 0 < n <= alternating_run_length(col) else 1


def parse_move(pos: FreeCellPosition, text: str) -> Move:
    """Read one token (see the module docstring); legality is not checked here."""
    token = text.strip().lower()
    letters = CELL_LETTERS[: len(pos.cells)]
    if not re.fullmatch(move_token(len(pos.cells)), token):
        raise NotationError(f"not a FreeCell move: {text!r} (moves look like {_EXAMPLES})")
    a, b = token[0], token[1]
    if a == "h":
        return FOUNDATION_TO_COLUMN[_SUIT_LETTERS.lower().index(b)][int(token[2]) - 1]
    if a.isdigit():
        i = int(a) - 1
        col = pos.columns[i]
        if b.isdigit():
            j = int(b) - 1
            n = int(token[3:], 16) if len(token) > 2 else implied_count(pos, i, j)
            return COLUMN_MOVES[i][j][n] if 0 < n <= MAX_RUN else Move(COLUMN_IDS[i], COLUMN_IDS[j], n)
        if b == "h":
            return COLUMN_TO_FOUNDATION[i][SUIT[col[-1]] if col else 0]
        return COLUMN_TO_CELL[i][letters.index(b)]
    k = letters.index(a)
    if b.isdigit():
        return CELL_TO_COLUMN[k][int(b) - 1]
    if b == "h":
        card = pos.cells[k]
        return CELL_TO_FOUNDATION[k][SUIT[card] if card != EMPTY else 0]
    return CELL_TO_CELL[k][letters.index(b)]


def format_move(pos: FreeCellPosition, move: Move) -> str:
    """The token for ``move`` played from ``pos``; parse_move(pos, it) == move."""
    src, dst = PILES.get(move.src), PILES.get(move.dst)
    if src is None or dst is None or move.count < 1:
        raise NotationError(f"no FreeCell notation for {move}")
    (sk, si), (dk, di) = src, dst
    letters = CELL_LETTERS[: len(pos.cells)]
    if (sk == CELL and si >= len(letters)) or (dk == CELL and di >= len(letters)):
        raise NotationError(f"no FreeCell notation for {move}")
    if sk == COLUMN and dk == COLUMN:
        text = f"{si + 1}{di + 1}"
        if move.count != implied_count(pos, si, di):
            text += f"v{move.count:x}"
        return text
    if move.count != 1:
        raise NotationError(f"no FreeCell notation for {move}: only one card moves from or to {move.src}")
    dest = "h" if dk == FOUNDATION else letters[di] if dk == CELL else str(di + 1)
    if sk == COLUMN:
        return f"{si + 1}{dest}"
    if sk == CELL:
        return f"{letters[si]}{dest}"
    if dk != COLUMN:
        raise NotationError(f"no FreeCell notation for {move}: a foundation card only returns to a column")
    return f"h{_SUIT_LETTERS[si]}{di + 1}"


def _scan_tokens(lines: list[str]) -> list[str]:
    """The move file's tokens (the shared tokenizer), each checked to look like a move."""
    tokens = tokenize("\n".join(lines))
    for token in tokens:
        if not re.fullmatch(MOVE_TOKEN, token.text):
            raise NotationError(
                f"line {token.line}, column {token.column} (token {token.number}): "
                f"{token.text[:60]!r} is not a FreeCell move (moves look like {_EXAMPLES})"
            )
    return [token.text for token in tokens]


def parse_move_file(text: str) -> list[str]:
    """The move tokens of a move file, in order; NotationError names the line,
    column and token number of anything that is not a move."""
    return _scan_tokens(text.splitlines())


_FCSOLVE_NOISE: Final = (
    r"-=(?:-=)+-?|=+|This game is solveable\."
    r"|Total number of states checked is \d+\.|This scan generated \d+ states\."
)
_FCSOLVE_FAILED: Final = ("I could not solve this game.", "Iterations count exceeded.")


def parse_fcsolve_output(text: str) -> list[str]:
    """The moves of a solution printed by ``fc-solve -m -sn`` or ``-m -snx``.

    Its banner (``-=-=…``), separators and summary lines are skipped; if it
    reports no solution, NotationError says so. Use ``-snx``: plain ``-sn``
    does not say how many cards go into an empty column, so a multi-card move
    there would replay as a one-card move.
    """
    lines = []
    for line in text.splitlines():
        stripped = line.strip()
        if stripped in _FCSOLVE_FAILED:
            raise NotationError(f"fc-solve found no solution: {stripped!r}")
        lines.append("" if re.fullmatch(_FCSOLVE_NOISE, stripped) else line)
    return _scan_tokens(lines)


# -- positions --------------------------------------------------------------
def _rank_text(rank: int) -> str:
    return RANK_LETTERS[rank - 1] if rank else "0"


def format_position(pos: FreeCellPosition) -> str:
    lines = []
    if any(pos.foundations) or any(c != EMPTY for c in pos.cells):
        tops = (f"{_SUIT_LETTERS[s]}-{_rank_text(pos.foundations[s])}" for s in _FCSOLVE_ORDER)
        lines.append("Foundations: " + " ".join(tops))
        lines.append("Freecells: " + " ".join(id_text(c) if c != EMPTY else "-" for c in pos.cells))
    lines += [" ".join(id_text(c) for c in col) if col else ":" for col in pos.columns]
    return "\n".join(lines)


_FOUNDATION_ITEM: Final = r"(?i:([CDHS])-(0|-|10|[A2-9TJQK])?)"
_FOUNDATION_PREFIXES: Final = ("foundations:", "founds:")
_CELL_PREFIXES: Final = ("freecells:", "fc:")


def _card(token: str, lineno: int) -> int:
    (card,) = parse_cards(token, f"line {lineno}")
    return card


def _after_prefix(line: str, prefixes: tuple[str, ...]) -> str | None:
    low = line.lower()
    for p in prefixes:
        if low.startswith(p):
            return line[len(p) :]
    return None


def _parse_foundations(body: str, lineno: int) -> list[int]:
    found = [0, 0, 0, 0]
    for item in body.split():
        m = re.fullmatch(_FOUNDATION_ITEM, item)
        if not m:
            raise NotationError(f"line {lineno}: {item!r} is not a foundation (write e.g. H-5, S-0)")
        rank_part = (m.group(2) or "0").upper()
        if rank_part in ("0", "-"):
            rank = 0
        else:
            rank = 10 if rank_part == "10" else RANK_LETTERS.index(rank_part) + 1
        found[_SUIT_LETTERS.index(m.group(1).upper())] = rank
    return found


def _parse_cells(body: str, lineno: int, count: int) -> list[int]:
    items = body.split()
    if len(items) > count:
        raise NotationError(f"line {lineno}: {len(items)} free cells listed, FreeCell has {count}")
    cells = [EMPTY if t == "-" else _card(t, lineno) for t in items]
    return cells + [EMPTY] * (count - len(cells))


def parse_position(text: str, count: int = CELLS) -> FreeCellPosition:
    """Read the board format (module docstring) of a game with ``count`` free cells; refuse
    anything malformed or not holding each of the 52 cards exactly once."""
    found = [0, 0, 0, 0]
    cells = [EMPTY] * count
    columns: list[tuple[int, ...]] = []
    where: dict[int, int] = {}  # card -> line it was read on
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line:
            continue
        body = _after_prefix(line, _FOUNDATION_PREFIXES)
        if body is not None:
            found = _parse_foundations(body, lineno)
            continue
        body = _after_prefix(line, _CELL_PREFIXES)
        if body is not None:
            cells = _parse_cells(body, lineno, count)
            for c in cells:
                if c != EMPTY:
                    where[c] = lineno
            continue
        if len(columns) == COLUMNS:
            raise NotationError(f"line {lineno}: a ninth column {line!r}; FreeCell has {COLUMNS}")
        body = line[1:] if line.startswith(":") else line
        column = tuple(_card(t, lineno) for t in body.split())
        columns.append(column)
        for c in column:
            where.setdefault(c, lineno)
    if len(columns) != COLUMNS:
        raise NotationError(f"expected {COLUMNS} column lines, found {len(columns)}")

    on_table = [c for col in columns for c in col] + [c for c in cells if c != EMPTY]
    for c in on_table:
        if RANK[c] <= found[SUIT[c]]:
            raise NotationError(f"line {where[c]}: {id_text(c)} is also on its foundation")
    implied = [s * 13 + r for s, top in enumerate(found) for r in range(top)]
    lines = {c: f"line {n}" for c, n in where.items()}
    check_cards(on_table + implied, range(52), where=lines)
    return FreeCellPosition(tuple(columns), tuple(cells), tuple(found))


def position_json(pos: FreeCellPosition, game: str = "freecell") -> dict[str, Any]:
    """Plain data for ``paciencia deal --format json``: every card face up."""
    return {
        "game": game,
        "columns": [[id_text(c) for c in col] for col in pos.columns],
        "free_cells": [id_text(c) if c != EMPTY else None for c in pos.cells],
        "foundations": {
            _SUIT_LETTERS[s]: [id_text(s * 13 + r) for r in range(top)]
            for s, top in enumerate(pos.foundations)
        },
    }
