"""Text forms of the games of :mod:`.pile_rules` (V-6): moves, positions and their JSON.

A move is written with the piles' ids as the JSON names them, ``t0>f2`` (one card from column 1
to the third foundation), ``t0>t3x3`` (three cards), ``stock>waste`` (a draw): the
:class:`~paciencia.core.moves.Move`'s own text, one form for every game of the kit.

A position is one ``id: cards`` line per pile, in the board's order, face-down cards in one
bracket at the start (``t3: [7C 2D] 5H 4S``), and ``pass: n`` for a game whose waste turns over;
lines may come in any order, an absent pile is empty. The JSON lists every pile bottom first
(the top card last), grouped by what the pile is, a face-down card in brackets (``"[7C]"``); the
stock's last card is the next one turned.
"""

from __future__ import annotations

import re
from typing import Any, Final

from ..cards import RANK, SUIT, id_text
from ..moves import Move, PileId
from ..notation import (
    NotationError,
    check_cards,
    column_text,
    parse_column,
    quote,
    read_sections,
    section_text,
)
from .piles import FOUNDATION, OTHER, STOCK, TABLEAU, WASTE, PileGame, Piles

_MOVE: Final = r"^([a-z]+\d*)>([a-z]+\d*)(?:x(\d{1,3}))?$"
GROUPS: Final = {FOUNDATION: "foundations", TABLEAU: "tableau", STOCK: "stock", WASTE: "waste", OTHER: "other"}
"""The JSON's name for each kind of pile (Klondike's names)."""


def format_move(move: Move) -> str:
    return str(move)


def parse_move(rules: PileGame, text: str) -> Move:
    found = re.match(_MOVE, text.strip())
    if found is None:
        raise NotationError(f"not a {rules.name} move: {quote(text)} (moves look like t0>f1 or t2>t5x3)")
    src, dst, count = found.group(1), found.group(2), int(found.group(3) or 1)
    for pile in (src, dst):
        if pile not in rules.index:
            raise NotationError(f"{rules.name} has no pile {quote(pile)}: {quote(text)}")
    if not 1 <= count <= len(rules.deck):
        raise NotationError(f"not a card count: {quote(text)}")
    return Move(PileId(src), PileId(dst), count)  # both checked to be piles of the game just above


def _has_passes(rules: PileGame) -> bool:
    return bool(rules.of_kind[WASTE])


def format_position(rules: PileGame, pos: Piles) -> str:
    lines = [
        section_text(spot.id, column_text(cards, down))
        for spot, cards, down in zip(rules.spots, pos.cards, pos.down, strict=True)
    ]
    if _has_passes(rules):
        lines.append(section_text("pass", str(pos.passes)))
    return "\n".join(lines)


def parse_position(rules: PileGame, text: str) -> Piles:
    keys = [spot.id for spot in rules.spots] + (["pass"] if _has_passes(rules) else [])
    values = read_sections(text, keys, rules.name)
    cards: list[tuple[int, ...]] = []
    down: list[int] = []
    for i, spot in enumerate(rules.spots):
        raw = values.get(spot.id, "")
        kind = rules.kinds[i]
        if kind == STOCK:  # every stock card is face down: brackets are allowed, not needed
            pile, _ = parse_column(raw.replace("[", " ").replace("]", " "), spot.id)
            cards.append(pile)
            down.append(len(pile))
            continue
        pile, hidden = parse_column(raw, spot.id)
        if hidden and kind != TABLEAU:
            raise NotationError(f"{spot.id}: only a column holds face-down cards")
        if kind == FOUNDATION and any(
            SUIT[card] != spot.ordinal or RANK[card] != height + 1 for height, card in enumerate(pile)
        ):
            raise NotationError(f"{spot.id}: a foundation holds its suit from the Ace up, in order")
        cards.append(pile)
        down.append(hidden)
    passes = 1
    if "pass" in values:
        if not values["pass"].isdigit() or not 1 <= int(values["pass"]) <= 99:
            raise NotationError(f"pass: not a pass number: {quote(values['pass'])}")
        passes = int(values["pass"])
    check_cards((card for pile in cards for card in pile), rules.deck)
    return Piles(tuple(cards), tuple(down), passes)


def position_json(rules: PileGame, pos: Piles) -> dict[str, Any]:
    out: dict[str, Any] = {"game": rules.game_id}
    for kind, name in GROUPS.items():
        piles = [
            [f"[{id_text(c)}]" for c in pos.cards[i][: pos.down[i]]] + [id_text(c) for c in pos.cards[i][pos.down[i]:]]
            for i in rules.of_kind[kind]
        ]
        if not piles:
            continue
        out[name] = piles[0] if kind in (STOCK, WASTE) else piles
    out["ids"] = {  # which pile id each list is, for a move file written from the JSON
        name: [rules.spots[i].id for i in rules.of_kind[kind]] for kind, name in GROUPS.items() if rules.of_kind[kind]
    }
    if _has_passes(rules):
        out["pass"] = pos.passes
    return out
