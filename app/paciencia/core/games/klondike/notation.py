"""Klondike text forms: the move notation, the position text and its JSON (V-6).

Move notation
-------------
``d``        draw from the stock (1 or 3 cards, K-2)
``r``        recycle: turn the waste over into the stock (K-3)
``w3``       waste top to column 3 (columns are ``1``…``7``, left to right)
``wh``       waste top to its foundation (``h`` = the card's own suit)
``2h``       last card of column 2 to its foundation
``fS4``      top card of the spades foundation back to column 4 (K-6);
             suit letters ``C D H S``, read in either case
``47``       column 4 to column 7: as many cards as make the run fit, i.e. the
             part of the face-up run whose highest card goes on column 7's
             last card; into an empty column, the run from its King. The count
             follows from the position, so it is not written. ``47x3`` gives
             it explicitly; it is only written for a move whose count is not
             the one the position determines (such a move is illegal).

Letters are read in either case. A move that does not fit (``wh`` with an
empty waste, ``35`` when nothing fits) still parses, so that playing it is
refused with the reason a person reads.

Position text
-------------
One ``key: value`` line each, in this order (``parse_position`` accepts any
order, blank lines and ``#`` comment lines; a missing line means an empty
pile, no foundation card, pass 1)::

    pass: 1
    stock: 9D 3C QH            # next card drawn first
    waste: 4S KD               # bottom first, top (playable) last
    foundations: 3C 0 AH 0     # top card per suit, clubs diamonds hearts spades; 0 = empty
    t1: [7C 2D] 5H 4S          # bottom first; face-down cards in brackets
    …
    t7:

Every one of the 52 cards must appear exactly once (foundation cards below
the top are implied). A draw moves the first ``stock`` card(s) to the end of
``waste``.
"""

from __future__ import annotations

import re
from typing import Any

from ...cards import RANK, SUIT, id_text
from ...moves import Move
from ...notation import (
    NotationError,
    cards_text,
    check_cards,
    column_text,
    parse_cards,
    parse_column,
    read_sections,
    section_text,
)
from .position import (
    COLUMNS,
    DRAW,
    F_TO_T,
    FOUNDATION_IDS,
    PILE_INDEX,
    RECYCLE,
    T_TO_F,
    T_TO_T,
    TABLEAU_IDS,
    WASTE_TO_F,
    WASTE_TO_T,
    KlondikeJudge,
    KlondikePosition,
    fitting_count,
)

SUIT_LETTERS = "CDHS"
_MOVE = re.compile(r"^(?:(d)|(r)|w([1-7h])|([1-7])h|([1-7])([1-7])(?:x(\d+))?|f([cdhs])([1-7]))$")


def _default_count(pos: KlondikePosition, i: int, j: int) -> int:
    """The count a column-to-column move carries when none is written."""
    n = fitting_count(pos, i, j)
    if n:
        return n
    # Nothing fits: carry the whole face-up part so the refusal names it.
    return max(1, len(pos.tableau[i]) - pos.down[i])


def format_move(pos: KlondikePosition, move: Move) -> str:
    src, dst = move.src, move.dst
    if move == DRAW:
        return "d"
    if move == RECYCLE:
        return "r"
    if move.count == 1 and src == "waste" and dst in PILE_INDEX:
        return "wh" if dst[0] == "f" else f"w{PILE_INDEX[dst] + 1}"
    if src in TABLEAU_IDS and dst in FOUNDATION_IDS and move.count == 1:
        return f"{PILE_INDEX[src] + 1}h"
    if src in FOUNDATION_IDS and dst in TABLEAU_IDS and move.count == 1:
        return f"f{SUIT_LETTERS[PILE_INDEX[src]]}{PILE_INDEX[dst] + 1}"
    if src in TABLEAU_IDS and dst in TABLEAU_IDS and move.count >= 1:
        i, j = PILE_INDEX[src], PILE_INDEX[dst]
        text = f"{i + 1}{j + 1}"
        return text if move.count == _default_count(pos, i, j) else f"{text}x{move.count}"
    raise NotationError(f"Klondike notation has no way to write the move {move}")


def parse_move(pos: KlondikePosition, text: str) -> Move:
    m = _MOVE.match(text.strip().lower())
    if m is None:
        raise NotationError(f"not a Klondike move: {text!r} (examples: d r w3 wh 2h fS4 47)")
    draw, recycle, waste_to, col_up, src, dst, count, f_suit, f_dst = m.groups()
    if draw:
        return DRAW
    if recycle:
        return RECYCLE
    if waste_to:
        if waste_to == "h":
            return WASTE_TO_F[SUIT[pos.waste[-1]] if pos.waste else 0]
        return WASTE_TO_T[int(waste_to) - 1]
    if col_up:
        col = pos.tableau[int(col_up) - 1]
        return T_TO_F[int(col_up) - 1][SUIT[col[-1]] if col else 0]
    if f_suit:
        return F_TO_T[SUIT_LETTERS.index(f_suit.upper())][int(f_dst) - 1]
    i, j = int(src) - 1, int(dst) - 1
    n = int(count) if count else _default_count(pos, i, j)
    if not 1 <= n <= 52:
        raise NotationError(f"card count out of range in {text!r}")
    return T_TO_T[i][j][n] if n <= 13 else Move(TABLEAU_IDS[i], TABLEAU_IDS[j], n)


# -- positions --------------------------------------------------------------
def format_position(pos: KlondikePosition) -> str:
    lines = [
        section_text("pass", str(pos.pass_no)),
        section_text("stock", cards_text(pos.stock[::-1])),
        section_text("waste", cards_text(pos.waste)),
        section_text(
            "foundations",
            " ".join(id_text(s * 13 + r - 1) if r else "0" for s, r in enumerate(pos.foundations)),
        ),
    ]
    for j, (col, d) in enumerate(zip(pos.tableau, pos.down, strict=True)):
        lines.append(section_text(f"t{j + 1}", column_text(col, d)))
    return "\n".join(lines)


_KEYS = ("pass", "stock", "waste", "foundations", *(f"t{j + 1}" for j in range(COLUMNS)))


def parse_position(text: str) -> KlondikePosition:
    values = read_sections(text, _KEYS, "Klondike")
    try:
        pass_no = int(values.get("pass", "1"))
    except ValueError:
        raise NotationError(f"pass: not a number: {values['pass'][:60]!r}") from None
    if pass_no < 1:
        raise NotationError(f"pass: must be 1 or more, not {pass_no}")
    stock = parse_cards(values.get("stock", ""), "stock")[::-1]
    waste = parse_cards(values.get("waste", ""), "waste")
    foundations = [0, 0, 0, 0]
    for token in values.get("foundations", "").split():
        if token in ("0", "-"):
            continue
        (card,) = parse_cards(token, "foundations")
        if foundations[SUIT[card]]:
            raise NotationError(f"foundations: two cards of the same suit ({token})")
        foundations[SUIT[card]] = RANK[card]
    tableau: list[tuple[int, ...]] = []
    down: list[int] = []
    for j in range(COLUMNS):
        key = f"t{j + 1}"
        cards, hidden = parse_column(values.get(key, ""), key)
        tableau.append(cards)
        down.append(hidden)
    pos = KlondikePosition(tuple(tableau), tuple(down), stock, waste, tuple(foundations), pass_no)
    every = [c for col in pos.tableau for c in col] + list(pos.stock) + list(pos.waste)
    every += [s * 13 + r for s, top in enumerate(pos.foundations) for r in range(top)]
    check_cards(every, range(52))
    return pos


def position_json(rules: KlondikeJudge, pos: KlondikePosition) -> dict[str, Any]:
    """Plain data: every pile bottom first (the top card last); a face-down
    card is written in brackets (``"[7C]"``). The stock's last element is the
    next card drawn."""

    def hidden(c: int) -> str:
        return f"[{id_text(c)}]"

    return {
        "game": "klondike",
        "draw": rules.draw,
        "pass_limit": rules.pass_limit,
        "pass": pos.pass_no,
        "stock": [hidden(c) for c in pos.stock],
        "waste": [id_text(c) for c in pos.waste],
        "foundations": [[id_text(s * 13 + r) for r in range(top)] for s, top in enumerate(pos.foundations)],
        "tableau": [
            [hidden(c) for c in col[:d]] + [id_text(c) for c in col[d:]]
            for col, d in zip(pos.tableau, pos.down, strict=True)
        ],
    }
