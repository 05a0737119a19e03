"""From a layout in card units to pixels for one view size (U-4).

Scene coordinates are the view's pixels, so cards are rendered at their
exact on-screen size and stay crisp; a resize recomputes everything.

Cards are as large as the layout's width and height allow (its rows, with the
columns as dealt). Whichever way the window has room to spare, the piles spread
apart to fill it (up to :data:`MAX_SPREAD`; the cards keep their size): across
for every table, and down for a table that does not grow (a growing table gives
the room below its rows to its fans).

Fans keep the steps the layout asks for while the column fits, and a face-up
step never hides the deck's corner index (rank and suit symbol: how far down the
card it reaches is the deck's, measured once, :mod:`paciencia.decks.corner_index`).
A column that would run past the bottom squeezes its face-down steps first, down
to :data:`MIN_FAN` (the cards still show at their edges), then its face-up steps
down to the index. When even that does not fit, every card of the table is made
smaller until the column fits (U-4: the table stays in the view, where KPatience
and AisleRiot squeeze the fan until the indices are hidden).
"""

from __future__ import annotations

import math
from typing import Protocol

from PySide6.QtCore import QPointF, QRectF

from ...core.table import CARD_H, PileSpec, TableShape, TableState
from ...decks.corner_index import UNKNOWN
from ..fonts import text_scale

MIN_FAN = 0.06
"""Smallest face-down step (in card heights) a squeezed column keeps: every card shows an edge."""
INDEX = UNKNOWN
"""The corner index's depth (share of a card's height) when the caller knows none."""
SHRINK_ROUNDS = 6
"""Tries at a smaller card size for a column that does not fit at its floors (each one
closes most of the gap: the labels' pixels do not shrink with the cards)."""
CARD_W = 0.96
"""A card's width in units: a hair narrower than the unit leaves the gutters even."""
BOTTOM_GAP = 0.06
"""Units kept free under the lowest card or label."""
MAX_SPREAD = 1.3
"""How far apart piles may spread to fill the window, as a share of the card unit."""
LABEL_DROP = 0.03
"""Units between a pile's bottom edge and the text under it."""


def label_px(card_w: float) -> int:
    """Pixel size of the text under a pile (pass counter, deals left): with the cards,
    but never tiny nor shouting, and with the application font (B-6)."""
    return round(max(11, min(18, int(card_w * 0.12))) * text_scale())


def label_height(card_w: float) -> float:
    """Height of the line a label takes under its pile."""
    return label_px(card_w) * 1.6


class Geometry:
    """Where everything lies on the table at its size: card size, slots, card places.

    ``unit``: pixels of a card unit (a card is a hair narrower: gutters); ``unit_x`` and
    ``unit_y``: pixels between piles a unit apart across (``unit`` or more: the piles spread)
    and down (``unit`` for a table that grows); ``places``: the top-left of each card, by
    (pile, index); ``slots``: the top-left of each pile's base; ``bottom``: how low a fanned
    column may reach (above the bottom row, or the view's edge). A plain class: a linked
    deal's table makes it before its first frame, and a dataclass's methods are compiled at
    import (issue 38)."""

    __slots__ = ("width", "height", "unit", "card_w", "card_h", "origin", "unit_x", "unit_y", "places", "slots",
                 "bottom")

    def __init__(self, width: float, height: float, unit: float, card_w: int, card_h: int, origin: QPointF,
                 unit_x: float = 0.0, unit_y: float = 0.0) -> None:
        self.width, self.height, self.unit = width, height, unit
        self.card_w, self.card_h, self.origin = card_w, card_h, origin
        self.unit_x, self.unit_y = unit_x, unit_y
        self.places: dict[tuple[str, int], QPointF] = {}
        self.slots: dict[str, QPointF] = {}
        self.bottom = 0.0

    def card_rect(self, pile: str, index: int) -> QRectF:
        p = self.places[(pile, index)]
        return QRectF(p.x(), p.y(), self.card_w, self.card_h)

    def slot_rect(self, pile: str) -> QRectF:
        p = self.slots[pile]
        return QRectF(p.x(), p.y(), self.card_w, self.card_h)

    @property
    def label_px(self) -> int:
        return label_px(self.card_w)

    @property
    def label_h(self) -> float:
        return label_height(self.card_w)


def card_size(
    layout: TableShape, width: float, height: float, aspect: float = CARD_H, room: float = 0.0,
    most: float = math.inf,
) -> tuple[float, int, int]:
    """Unit, card width and height in pixels for a deck whose cards are ``aspect`` tall.

    Layouts are drawn for cards 1 unit wide and :data:`CARD_H` tall; a deck of
    another shape stretches every vertical measure by ``aspect / CARD_H``
    (rows, fans, gaps), so fans keep showing the same share of a card. The
    card is as large as the layout's width and its needed height allow, less
    ``room`` pixels down (lines of text under piles, :func:`label_room`), and no larger than
    ``most`` pixels a unit (a long column that needs smaller cards, :func:`compute`).
    """
    stretch = aspect / CARD_H
    unit = max(20.0, min(width / layout.width, (height - room) / (layout.height * stretch), most))
    card_w = int(unit * CARD_W)
    return unit, card_w, round(card_w * aspect)


def label_room(layout: TableShape, unit: float, card_w: int, stretch: float = 1.0) -> list[tuple[float, float]]:
    """Where the rows move down to make room for the text under labelled piles:
    (the y in units from which piles move, by how many pixels), when the gap the
    layout leaves under such a pile is narrower than a line of text."""
    need = label_height(card_w) + unit * LABEL_DROP
    out: list[tuple[float, float]] = []
    for spec in layout.piles:
        if not spec.labelled or spec.anchor_bottom:
            continue
        edge = spec.y + CARD_H
        below = [p.y for p in layout.piles if p.y >= edge - 1e-6 and abs(p.x - spec.x) < 1 and not p.anchor_bottom]
        if below:
            short = need - (min(below) - edge) * unit * stretch
            if short > 0:
                out.append((edge - 1e-6, math.ceil(short)))
    return out


def compute(
    layout: TableShape, state: TableState, width: float, height: float, aspect: float = CARD_H,
    index: float = INDEX,
) -> Geometry:
    """Where everything lies at this view size, for a deck whose cards are ``aspect`` tall and
    whose corner index reaches ``index`` of the way down them (U-4)."""
    stretch = aspect / CARD_H
    g = _table(layout, width, height, aspect)
    for _ in range(SHRINK_ROUNDS):
        over = max((_overflow(spec, state, g, stretch, index) for spec in layout.piles if spec.compress), default=1.0)
        if over <= 1.0 or g.unit <= 20.0:
            break
        # A pixel narrower at least: cards are whole pixels, and a column a pixel too long
        # would otherwise take many rounds of hair-thin units to fit.
        g = _table(layout, width, height, aspect, min(g.unit / over, (g.card_w - 1e-6) / CARD_W))
    for spec in layout.piles:
        base = g.slots[spec.pile]
        cards = state.piles.get(spec.pile, ())
        steps = _steps(spec, cards, g.card_h, g.unit, stretch, index)
        if spec.compress and steps:
            steps = _squeeze(steps, cards, g.bottom - base.y() - g.card_h, g.card_h, index)
        x, y = base.x(), base.y()
        for i in range(len(cards)):
            if i:
                dx, dy = steps[i - 1]
                x, y = x + dx, y + dy
            # Half up, not to even: a step of n pixels and a bit never shows as n - 1.
            g.places[(spec.pile, i)] = QPointF(math.floor(x + 0.5), math.floor(y + 0.5))
    return g


def _table(layout: TableShape, width: float, height: float, aspect: float, most: float = math.inf) -> Geometry:
    """The card size, the piles' bases and how low a column may reach: the table without its
    cards, with units of at most ``most`` pixels."""
    stretch = aspect / CARD_H
    # The room text needs depends on the card size and the other way round: settle it in a few rounds.
    shifts: list[tuple[float, float]] = []
    for _ in range(3):
        room = sum(px for _, px in shifts)
        unit, card_w, card_h = card_size(layout, width, height, aspect, room, most)
        wanted = label_room(layout, unit, card_w, stretch)
        if wanted == shifts:
            break
        shifts = wanted
    room = sum(px for _, px in shifts)
    unit_x = min(width / layout.width, unit * MAX_SPREAD) if width / layout.width > unit else unit
    unit_y = unit
    if not layout.grows:
        unit_y = max(unit, min((height - room) / (layout.height * stretch), unit * MAX_SPREAD))
    top = 0.0 if layout.grows else max(0.0, (height - room - layout.height * unit_y * stretch) / 2)
    origin = QPointF(math.floor((width - layout.width * unit_x) / 2), math.floor(top))
    g = Geometry(width, height, unit, card_w, card_h, origin, unit_x, unit_y)
    for spec in layout.piles:
        below = sum(px for edge, px in shifts if spec.y >= edge)
        g.slots[spec.pile] = _base(spec, g, stretch) + QPointF(0, below)
    anchored = [g.slots[s.pile].y() for s in layout.piles if s.anchor_bottom]
    # Fans stop above the bottom row (Spider's stock and runs), else above the edge.
    g.bottom = min(anchored) - unit * 0.12 * stretch if anchored else height - unit * BOTTOM_GAP
    return g


def _overflow(spec: PileSpec, state: TableState, g: Geometry, stretch: float, index: float) -> float:
    """How many times too tall for the view the table is at this card size, for a column
    squeezed to its floors: 1.0 or less when the column fits."""
    cards = state.piles.get(spec.pile, ())
    steps = _steps(spec, cards, g.card_h, g.unit, stretch, index)
    least = sum(_floors(steps, cards, g.card_h, index))
    top = g.slots[spec.pile].y()
    if top + g.card_h + least <= g.bottom:
        return 1.0
    # Everything from the view's top to the column's end, and what is kept under it,
    # grows with the card size (but for a few pixels of text: a later round sees them).
    return (top + g.card_h + least + g.height - g.bottom) / g.height


def _base(spec: PileSpec, g: Geometry, stretch: float = 1.0) -> QPointF:
    """Top-left of a pile's base. Spread piles keep their centres ``unit_x``/``unit_y``
    apart; unspread, a card sits at the top of its place, centred across."""
    unit, ux, uy = g.unit, g.unit_x or g.unit, g.unit_y or g.unit
    x = g.origin.x() + (spec.x + 0.5) * ux - g.card_w / 2
    if spec.anchor_bottom:
        # The card's bottom edge ``y`` units above the view's bottom, its label under it.
        y = g.height - unit * BOTTOM_GAP - g.label_h - spec.y * unit * stretch - g.card_h
    else:
        y = g.origin.y() + (spec.y * uy + (uy - unit) * CARD_H / 2) * stretch
    return QPointF(round(x), round(y))


def _steps(
    spec: PileSpec, cards: tuple[tuple[int, bool], ...], card_h: int, unit: float, stretch: float = 1.0,
    index: float = INDEX,
) -> list[tuple[float, float]]:
    """Pixel offset from card i to card i+1; a face-up card of a column shows its whole
    corner index, however deep the deck draws it."""
    n = len(cards)
    if n < 2:
        return []
    first_fanned = max(0, n - spec.fan_last) if spec.fan_last else 0
    out = []
    for i in range(n - 1):
        if i + 1 <= first_fanned or (spec.fan_group and (i + 1) % spec.fan_group):
            out.append((0.0, 0.0))
            continue
        up = cards[i][1]
        fx, fy = spec.fan if up or spec.fan_down is None else spec.fan_down
        dy = fy * unit * stretch
        if spec.compress and up and dy:
            dy = max(dy, _index_px(card_h, index))
        out.append((fx * unit, dy))
    return out


def _index_px(card_h: int, index: float) -> int:
    """The whole pixels a face-up step needs to show the corner index."""
    return math.ceil(index * card_h)


def _floors(
    steps: list[tuple[float, float]], cards: tuple[tuple[int, bool], ...], card_h: int, index: float
) -> list[float]:
    """The least each vertical step of a column may be squeezed to: a face-down card shows
    its edge (:data:`MIN_FAN`), a face-up one its corner index."""
    least = MIN_FAN * card_h
    return [
        min(dy, _index_px(card_h, index) if cards[i][1] else least) if dy else 0.0
        for i, (_, dy) in enumerate(steps)
    ]


def _squeeze(
    steps: list[tuple[float, float]], cards: tuple[tuple[int, bool], ...], room: float, card_h: int,
    index: float = INDEX,
) -> list[tuple[float, float]]:
    """The vertical steps of a column shortened to ``room`` pixels (U-4).

    The face-down steps shrink first, all alike, down to :data:`MIN_FAN`; then the face-up
    ones, down to the corner index. :func:`compute` makes the cards smaller rather than go
    below that; if even the smallest cards do not fit, every step shrinks alike.
    """
    needed = sum(dy for _, dy in steps)
    if needed <= room or room <= 0:
        return steps
    full = [dy for _, dy in steps]
    floors = _floors(steps, cards, card_h, index)
    down_least = [f if not cards[i][1] else dy for i, (dy, f) in enumerate(zip(full, floors, strict=True))]
    stages = (full, down_least, floors)
    for upper, lower in zip(stages, stages[1:], strict=False):
        high, low = sum(upper), sum(lower)
        if low <= room:
            t = (room - low) / (high - low) if high > low else 0.0
            return [(dx, b + t * (a - b)) for (dx, _), a, b in zip(steps, upper, lower, strict=True)]
    factor = room / sum(floors)
    return [(dx, max(f * factor, 1.0) if f else 0.0) for (dx, _), f in zip(steps, floors, strict=True)]


class LaidOut(Protocol):
    """A table as its parts read its piles: the layout, the state shown and where each pile
    is drawn (keyboard play and the table's deck both read these of the scene)."""

    @property
    def layout(self) -> TableShape | None: ...

    @property
    def state(self) -> TableState: ...

    @property
    def geometry(self) -> Geometry | None: ...
