"""Spider's text forms: moves, positions and JSON (V-6).

Move notation
-------------
Columns are the letters ``a`` … ``j`` (piles ``t0`` … ``t9``, left to right; Spiderette's
seven ``a`` … ``g``);
``d`` deals from the stock. A move is ``<source><destination>``:

* onto a card, it carries the part of the source's movable same-suit run that
  fits there (the run card one rank below the destination's top card), e.g.
  ``ab`` moves ``5♠ 4♠ 3♠`` onto a 6 in column b; if no part fits, it names
  the top card alone, and playing it is refused with the reason;
* into an empty column, it carries the whole movable run unless a count is
  given as ``v`` + hexadecimal, the form FreeCell solvers print (``adv3``
  moves the top three cards into empty column d).

:func:`format_move` writes the count whenever the destination is empty (so
``adv1`` for a single card), and also when a count differs from the one the
plain form would infer, so ``parse_move(format_move(m)) == m`` for every
move. Letters are read in either case and written in lower case.

Position text
-------------
Twelve lines (nine for Spiderette's seven columns)::

    stock: 7S KS 2S …        the stock in deal order (next card dealt first)
    runs: S S                suit letters of the completed runs, oldest first
    a: [KS 3S] 5S 4S         column a, bottom first; face-down cards in brackets
    …
    j:                       an empty column

``parse_position`` reads exactly what ``format_position`` writes (blank lines
and extra spaces are ignored; ``10S`` and suit symbols are accepted for cards).
The card count is not checked, so test and puzzle positions may hold fewer
than the deck's cards; a non-empty column must show its top card face up.
"""

from __future__ import annotations

import re
from typing import Any

from ...cards import Suit, id_text
from ...moves import Move
from ...notation import NotationError, cards_text, column_text, parse_cards, parse_column, read_sections, section_text
from .position import COLUMN_IDS, COLUMN_INDEX, DEAL, SPIDER, Shape, SpiderPosition, fitting_count, movable_run

LETTERS = "abcdefghij"
_MOVE_RE = re.compile(r"([a-j])([a-j])(?:v([0-9a-f]+))?")
_SUITS = "CDHS"
_SUIT_BY_TEXT = {s.letter: int(s) for s in Suit} | {s.symbol: int(s) for s in Suit}


def _inferred_count(pos: SpiderPosition, i: int, j: int) -> int:
    if not pos.columns[i]:
        return 1
    if not pos.columns[j]:
        return movable_run(pos, i)
    return fitting_count(pos, i, j) or 1


def format_move(pos: SpiderPosition, move: Move) -> str:
    if move.src == "stock":
        return "d"
    i = COLUMN_INDEX.get(move.src)
    j = COLUMN_INDEX.get(move.dst)
    if i is None or j is None:
        raise ValueError(f"not a Spider move: {move}")
    text = LETTERS[i] + LETTERS[j]
    if not pos.columns[j] or move.count != _inferred_count(pos, i, j):
        text += f"v{move.count:x}"
    return text


def parse_move(pos: SpiderPosition, text: str) -> Move:
    t = text.strip().lower()
    if t == "d":
        return DEAL
    m = _MOVE_RE.fullmatch(t)
    if m is None:
        raise NotationError(f"not a Spider move: {text!r} (expected e.g. 'ab', 'adv3' or 'd')")
    i = LETTERS.index(m.group(1))
    j = LETTERS.index(m.group(2))
    if max(i, j) >= len(pos.columns):
        raise NotationError(f"no such column: {text!r} (columns a to {LETTERS[len(pos.columns) - 1]})")
    if m.group(3) is not None:
        count = int(m.group(3), 16)
        if count < 1:
            raise NotationError(f"a move carries at least one card: {text!r}")
    else:
        count = _inferred_count(pos, i, j)
    return Move(COLUMN_IDS[i], COLUMN_IDS[j], count)


def format_position(pos: SpiderPosition) -> str:
    lines = [
        section_text("stock", cards_text(pos.stock)),
        section_text("runs", " ".join(_SUITS[s] for s in pos.runs)),
    ]
    for i, col in enumerate(pos.columns):
        lines.append(section_text(LETTERS[i], column_text(col, pos.down[i])))
    return "\n".join(lines) + "\n"


def parse_position(text: str, shape: Shape = SPIDER) -> SpiderPosition:
    """Read the text form of a game of ``shape``; the rules then check the cards against the
    variant's deck."""
    letters = LETTERS[: shape.columns]
    keys = ("stock", "runs", *letters)
    fields = read_sections(text, keys, shape.name, required=keys)
    stock = parse_cards(fields["stock"], "stock")
    runs = []
    for word in fields["runs"].split():
        suit = _SUIT_BY_TEXT.get(word.upper())
        if suit is None:
            raise NotationError(f"not a suit letter in runs: {word[:60]!r}")
        runs.append(suit)
    columns = []
    down = []
    for letter in letters:
        col, d = parse_column(fields[letter], letter)
        columns.append(col)
        down.append(d)
    return SpiderPosition(tuple(columns), tuple(down), stock, tuple(runs))


def position_json(pos: SpiderPosition, game: str = "spider") -> dict[str, Any]:
    """Plain JSON data: card texts like ``"AS"``; face-down cards as ``"[AS]"``.

    ``tableau`` lists the columns bottom card first; ``discard`` lists the
    completed runs, each King first as it left the table.
    """
    tableau = []
    for col, d in zip(pos.columns, pos.down, strict=True):
        tableau.append([f"[{id_text(c)}]" if n < d else id_text(c) for n, c in enumerate(col)])
    return {
        "game": game,
        "stock": [id_text(c) for c in pos.stock],
        "tableau": tableau,
        "face_down": list(pos.down),
        "discard": [[id_text(s * 13 + r) for r in range(12, -1, -1)] for s in pos.runs],
        "runs": [_SUITS[s] for s in pos.runs],
    }
