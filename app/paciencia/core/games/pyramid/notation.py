"""Pyramid text forms: moves, positions and the JSON of ``paciencia deal``.

Move notation (case-insensitive on input)
-----------------------------------------
``d``         turn one card from the stock to the waste
``r``         turn the waste back into the stock (a new pass)
``KS``        a King leaving alone, named by its card text
``6H+7D``     a pair, named by the two cards' texts in the order played
Cards are unique in one deck, so a card's text names its place: a free
pyramid card or the waste top (``AD`` in ``QH+AD``). ``10H`` and suit
symbols (``7♦``) are read too; output always uses ``TH``-style texts. The
waste top paired with the card just under it is read as
``Move("waste", "waste")`` so that the rules can say why it is refused (P-4);
any other card that is not in play (in the stock, deeper in the waste, in the
discard) is a NotationError naming it.

Position text
-------------
::

    pyramid:
                KS
              --  5C
    …                           (7 rows, apex first; `--` = card removed)
    stock: AD 2C …              (draw order: the first is turned next)
    waste: 9H 4S                (top last)
    discard: 7D 6H              (removal order)
    pass: 1                     (1…3)

Rows are indented to look like a pyramid; on input the indentation and the
spacing are free. All 52 cards must appear once each.
"""

from __future__ import annotations

from typing import Any

from ...cards import Card, CardParseError, id_text
from ...moves import Move
from ...notation import NotationError, check_cards, parse_cards
from .board import (
    COVERERS,
    DRAW,
    KING_MOVES,
    PAIR_MOVES,
    PASSES,
    PILE_NAMES,
    PYRAMID_SIZE,
    RECYCLE,
    ROWS,
    SLOT_OF,
    WASTE_SLOT,
    PyramidPosition,
    card_at,
    in_play,
    slot,
)
from .help import locked_cards

REMOVED = "--"
_FIELDS = ("stock", "waste", "discard", "pass")


def _card_text(card: int) -> str:
    return REMOVED if card < 0 else id_text(card)


def format_move(pos: PyramidPosition, move: Move) -> str:
    if move == DRAW:
        return "d"
    if move == RECYCLE:
        return "r"
    names = []
    for pile in (move.src, move.dst):
        if pile == "discard":
            continue
        k = SLOT_OF.get(pile)
        card = -1 if k is None else card_at(pos, k)
        if card < 0:
            raise NotationError(f"no card at {pile!r} to write move {move}")
        names.append(id_text(card))
    if move.count != 1 or (move.dst == "discard") != (len(names) == 1) or move.src == move.dst:
        raise NotationError(f"not a Pyramid move: {move}")
    return "+".join(names)


def _read_card(text: str, whole: str) -> int:
    try:
        return Card.parse(text).id
    except CardParseError:
        raise NotationError(f"not a card: {text!r} in move {whole!r}") from None


def _place(pos: PyramidPosition, card: int, whole: str) -> str:
    """Pile id holding ``card`` when it is a pyramid card or the waste top."""
    for k in range(PYRAMID_SIZE):
        if pos.pyramid[k] == card:
            return PILE_NAMES[k]
    if pos.waste and pos.waste[-1] == card:
        return "waste"
    if card in pos.stock:
        where = "is in the stock"
    elif card in pos.waste:
        where = "is under the waste top"
    else:
        where = "has already been removed"
    raise NotationError(f"{id_text(card)} {where}: move {whole!r} names a card that is not in play")


def parse_move(pos: PyramidPosition, text: str) -> Move:
    t = text.strip()
    low = t.lower()
    if low == "d":
        return DRAW
    if low == "r":
        return RECYCLE
    parts = t.split("+")
    if len(parts) > 2 or not all(p.strip() for p in parts):
        raise NotationError(f"not a Pyramid move: {text!r} (use d, r, KS or 6H+7D)")
    ids = [_read_card(p.strip(), text) for p in parts]
    if len(ids) == 1:
        return KING_MOVES[SLOT_OF[_place(pos, ids[0], text)]]
    a, b = ids
    if a == b:
        raise NotationError(f"the same card twice in move {text!r}")
    if len(pos.waste) >= 2 and {a, b} == set(pos.waste[-2:]):
        return PAIR_MOVES[WASTE_SLOT][WASTE_SLOT]
    return PAIR_MOVES[SLOT_OF[_place(pos, a, text)]][SLOT_OF[_place(pos, b, text)]]


def format_position(pos: PyramidPosition) -> str:
    lines = ["pyramid:"]
    for r in range(ROWS):
        cells = [_card_text(pos.pyramid[slot(r, i)]) for i in range(r + 1)]
        lines.append(" " * (2 * (ROWS - 1 - r)) + "  ".join(cells))
    for name, cards in (("stock", pos.stock), ("waste", pos.waste), ("discard", pos.discard)):
        lines.append(" ".join([f"{name}:"] + [id_text(c) for c in cards]))
    lines.append(f"pass: {pos.pass_number}")
    return "\n".join(lines)


def parse_position(text: str) -> PyramidPosition:
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    if not lines or lines[0].lower() != "pyramid:":
        raise NotationError(f"a Pyramid position starts with 'pyramid:', not {text[:40]!r}")
    if len(lines) != 1 + ROWS + len(_FIELDS):
        raise NotationError(f"a Pyramid position has {1 + ROWS + len(_FIELDS)} lines, got {len(lines)}")
    pyramid: list[int] = []
    for r, line in enumerate(lines[1:1 + ROWS]):
        cells = line.split()
        if len(cells) != r + 1:
            raise NotationError(f"pyramid row {r + 1} needs {r + 1} cards: {line!r}")
        pyramid.extend(-1 if c == REMOVED else _position_card(c) for c in cells)
    fields: dict[str, list[str]] = {}
    for line in lines[1 + ROWS:]:
        name, colon, rest = line.partition(":")
        name = name.strip().lower()
        if not colon or name not in _FIELDS or name in fields:
            raise NotationError(f"expected one of {', '.join(_FIELDS)} (once each): {line!r}")
        fields[name] = rest.split()
    stock, waste, discard = (parse_cards(" ".join(fields[n]), n) for n in _FIELDS[:3])
    pass_text = " ".join(fields["pass"])
    if pass_text not in {str(n) for n in range(1, PASSES + 1)}:
        raise NotationError(f"pass must be 1 to {PASSES}, not {pass_text!r}")
    mask = sum(1 << k for k, c in enumerate(pyramid) if c >= 0)
    _check(pyramid, mask, stock + waste + discard)
    return PyramidPosition(tuple(pyramid), mask, stock, waste, discard, int(pass_text))


def _position_card(text: str) -> int:
    (card,) = parse_cards(text, "position")
    return card


def _check(pyramid: list[int], mask: int, others: tuple[int, ...]) -> None:
    check_cards([c for c in pyramid if c >= 0] + list(others), range(52))
    for k in range(PYRAMID_SIZE):
        if not mask >> k & 1:
            for c in COVERERS[k]:
                if mask >> c & 1:
                    raise NotationError(f"p{k} is removed but p{c}, which covers it, is still there")


def position_json(pos: PyramidPosition) -> dict[str, Any]:
    """Plain data for ``paciencia deal --format json``.

    ``pyramid`` lists the rows from the apex (``null`` = removed). Stock cards
    are face down and written in brackets (``"[AD]"``, as the other games do),
    in draw order: the first is turned next (a deal must be auditable, C-2).
    ``waste`` has its top last, ``discard`` is in removal order.
    """
    return {
        "game": "pyramid",
        "pyramid": [
            [None if pos.pyramid[slot(r, i)] < 0 else id_text(pos.pyramid[slot(r, i)]) for i in range(r + 1)]
            for r in range(ROWS)
        ],
        "stock": [f"[{id_text(c)}]" for c in pos.stock],
        "waste": [id_text(c) for c in pos.waste],
        "discard": [id_text(c) for c in pos.discard],
        "pass": pos.pass_number,
        "passes": PASSES,
        "in_play": [PILE_NAMES[k] for k in in_play(pos)],
        "locked": locked_cards(pos),
    }
