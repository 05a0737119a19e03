"""What a screen reader says for each card and pile (B-6), in the player's language.

Names come from the table as shown (:class:`~paciencia.core.table.TableState`) and the
layout's pile kinds, never from a game id, so every game is named by the same code.
A face-down card is only ever "face-down card" (C-6): its identity is not in the name,
the description or anywhere else a reader could ask.
"""

from __future__ import annotations

from ...core.cards import RANK, SUIT
from ...core.kinds import PileKind
from ...core.table import TableShape, TableState
from ..text import reason_text, tr, tr_n


def rank_name(rank: int) -> str:
    """A rank as a word ("ace", "7", "queen"); numbers read the same in every language."""
    names = {
        1: tr("access", "ace"), 11: tr("access", "jack"), 12: tr("access", "queen"), 13: tr("access", "king"),
    }
    return names.get(rank, str(rank))


def suit_name(suit: int) -> str:
    return (tr("access", "clubs"), tr("access", "diamonds"), tr("access", "hearts"), tr("access", "spades"))[suit]


def card_name(card: int, face_up: bool) -> str:
    """"7 of hearts"; a face-down card is never named (C-6)."""
    if not face_up:
        return tr("access", "face-down card")
    card %= 52
    return tr("access", "{rank} of {suit}").format(rank=rank_name(RANK[card]), suit=suit_name(SUIT[card]))


def _ordinal(layout: TableShape, pile: str) -> int:
    """1-based number of ``pile`` among the piles of its kind, in the layout's order."""
    kind = layout.by_id[pile].kind
    same: list[str] = [p.pile for p in layout.piles if p.kind == kind]
    return same.index(pile) + 1


def _pyramid_place(layout: TableShape, pile: str) -> tuple[int, int]:
    """Row (from the top) and place in the row (from the left) of a pyramid pile, read
    from where the layout puts it (so no game's numbering is assumed)."""
    spec = layout.by_id[pile]
    same = [p for p in layout.piles if p.kind == spec.kind]
    rows = sorted({round(p.y, 3) for p in same})
    row = rows.index(round(spec.y, 3)) + 1
    in_row = sorted(p.x for p in same if round(p.y, 3) == round(spec.y, 3))
    return row, in_row.index(spec.x) + 1


def pile_title(layout: TableShape, pile: str, state: TableState | None = None) -> str:
    """The pile's own name: "Column 3", "Stock", "Foundation 2", "Free cell 1"; a pile
    named by its label is called what the label says now ("3/8 runs")."""
    label = _naming_label(layout, pile, state)
    if label is not None:
        return label
    kind = layout.by_id[pile].kind
    n = _ordinal(layout, pile)
    if kind == PileKind.TABLEAU:
        return tr("access", "Column {n}").format(n=n)
    if kind == PileKind.FOUNDATION:
        return tr("access", "Foundation {n}").format(n=n)
    if kind == PileKind.CELL:
        return tr("access", "Free cell {n}").format(n=n)
    if kind == PileKind.STOCK:
        return tr("access", "Stock")
    if kind == PileKind.WASTE:
        return tr("access", "Waste")
    if kind == PileKind.DISCARD:
        return tr("access", "Discard pile")
    if kind == PileKind.TRIANGLE:
        row, place = _pyramid_place(layout, pile)
        return tr("access", "Pyramid row {row}, card {n}").format(row=row, n=place)
    return pile


def _naming_label(layout: TableShape, pile: str, state: TableState | None) -> str | None:
    label = state.labels.get(pile) if state is not None and layout.by_id[pile].named_by_label else None
    return reason_text(label) if label is not None else None


def pile_name(layout: TableShape, state: TableState, pile: str) -> str:
    """What the pile holds, as a person would say it:
    "Column 3, 5 cards, 2 face down, top 7 of hearts"; "Stock, 14 cards";
    "Foundation 1, hearts, up to 5"; "Free cell 2, empty"."""
    spec = layout.by_id[pile]
    cards = state.piles.get(pile, ())
    parts = [pile_title(layout, pile, state)]
    if not cards:
        parts.append(tr("access", "empty"))
        if pile in state.spent:
            parts.append(tr("access", "no more passes"))
    elif spec.kind == PileKind.FOUNDATION:
        top = cards[-1][0] % 52
        parts += [suit_name(SUIT[top]), tr("access", "up to {rank}").format(rank=rank_name(RANK[top]))]
    elif spec.kind in (PileKind.TRIANGLE, PileKind.CELL):
        parts += [card_name(*cards[-1]), covered_text(state, pile)]
    else:
        parts.append(tr_n("access", "%n cards", len(cards)))
        down = sum(1 for _, up in cards if not up)
        if down and down < len(cards):
            parts.append(tr_n("access", "%n face down", down))
        if cards[-1][1] and spec.kind != PileKind.DISCARD:
            parts.append(tr("access", "top {card}").format(card=card_name(*cards[-1])))
    label = state.labels.get(pile)
    if label is not None and _naming_label(layout, pile, state) is None:
        parts.append(reason_text(label))
    return ", ".join(p for p in parts if p)


def covered_text(state: TableState, pile: str) -> str:
    """P-3: "covered by 7 of diamonds and 10 of spades" for a card the table shows out of
    play because others lie on it; "" for any other card."""
    covers = [state.piles[p][-1] for p in state.covers.get(pile, ()) if state.piles.get(p)]
    if len(covers) >= 2:
        return tr("access", "covered by {a} and {b}").format(a=card_name(*covers[0]), b=card_name(*covers[1]))
    if covers:
        return tr("access", "covered by {card}").format(card=card_name(*covers[0]))
    return ""


def card_in_pile(layout: TableShape, state: TableState, pile: str, index: int) -> str:
    """A card as the focus reads it: "7 of hearts, Column 3" (where it is, too); a card
    others cover says which ("…, covered by 7 of diamonds and 10 of spades")."""
    cards = state.piles.get(pile, ())
    if not 0 <= index < len(cards):
        return pile_name(layout, state, pile)
    name = tr("access", "{card}, {pile}").format(card=card_name(*cards[index]), pile=pile_title(layout, pile, state))
    covered = covered_text(state, pile) if index == len(cards) - 1 else ""
    return f"{name}, {covered}" if covered else name


def cards_text(state: TableState, pile: str, index: int) -> str:
    """The cards from ``index`` up of ``pile``: "7 of hearts" or "7 of hearts and 2 more"."""
    cards = state.piles.get(pile, ())[index:]
    if not cards:
        return ""
    first = card_name(*cards[0])
    if len(cards) == 1:
        return first
    return tr_n("access", "{card} and %n more", len(cards) - 1).format(card=first)
