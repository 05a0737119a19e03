"""From a layout in card units to pixels for one view size (U-4).

Scene coordinates are the view's pixels, so cards are rendered at their
exact on-screen size and stay crisp; a resize recomputes everything.

Fans keep the steps the layout asks for while the column fits; a column that
would run past the bottom is squeezed towards readable floors first (a
face-down step of an eighth of a card, so the cards can still be counted; a
face-up step that still shows the index), and only below them when even the
floors do not fit.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF

from ...core.table import CARD_H, PileSpec, TableLayout, TableState
from ..fonts import text_scale

MIN_FAN = 0.06
"""Smallest fan step (in card heights) a compressed column keeps, so every card shows an edge."""
FLOOR_DOWN = 1 / 8
"""A face-down step is squeezed to this share of a card height before anything goes lower."""
FLOOR_UP = 0.17
"""A face-up step keeps this share of a card height (the corner index) while it can."""
BOTTOM_GAP = 0.08
"""Units kept free under the lowest card or label."""


def label_px(card_w: float) -> int:
    """Pixel size of the text under a pile (pass counter, deals left): with the cards,
    but never tiny nor shouting, and with the application font (B-6)."""
    return round(max(11, min(18, int(card_w * 0.12))) * text_scale())


def label_height(card_w: float) -> float:
    """Height of the line a label takes under its pile."""
    return label_px(card_w) * 1.6


@dataclass(slots=True)
class Geometry:
    width: float
    height: float
    unit: float
    card_w: int
    card_h: int
    origin: QPointF
    places: dict[tuple[str, int], QPointF] = field(default_factory=dict)
    """Top-left of each card, by (pile, index)."""
    slots: dict[str, QPointF] = field(default_factory=dict)
    """Top-left of each pile's base."""
    bottom: float = 0.0
    """How low a fanned column may reach (above the bottom row, or the view's edge)."""

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
    layout: TableLayout, width: float, height: float, aspect: float = CARD_H
) -> tuple[float, int, int]:
    """Unit, card width and height in pixels for a deck whose cards are ``aspect`` tall.

    Layouts are drawn for cards 1 unit wide and :data:`CARD_H` tall; a deck of
    another shape stretches every vertical measure by ``aspect / CARD_H``
    (rows, fans, gaps), so fans keep showing the same share of a card. The
    card is as large as the layout's width and its needed height allow.
    """
    stretch = aspect / CARD_H
    unit = max(20.0, min(width / layout.width, height / (layout.height * stretch)))
    card_w = int(unit * 0.96)  # a hair narrower than the unit leaves the gutters even
    return unit, card_w, round(card_w * aspect)


def compute(
    layout: TableLayout, state: TableState, width: float, height: float, aspect: float = CARD_H
) -> Geometry:
    unit, card_w, card_h = card_size(layout, width, height, aspect)
    stretch = aspect / CARD_H
    top = 0.0 if layout.grows else max(0.0, (height - layout.height * unit * stretch) / 2)
    origin = QPointF(math.floor((width - layout.width * unit) / 2), math.floor(top))
    g = Geometry(width, height, unit, card_w, card_h, origin)
    for spec in layout.piles:
        g.slots[spec.pile] = _base(spec, g, stretch)
    anchored = [g.slots[s.pile].y() for s in layout.piles if s.anchor_bottom]
    # Fans stop above the bottom row (Spider's stock and runs), else above the edge.
    bottom = min(anchored) - unit * 0.12 * stretch if anchored else height - unit * BOTTOM_GAP
    g.bottom = bottom
    for spec in layout.piles:
        base = g.slots[spec.pile]
        cards = state.piles.get(spec.pile, ())
        steps = _steps(spec, cards, card_h, unit, stretch)
        if spec.compress and steps:
            steps = _squeeze(steps, cards, bottom - base.y() - card_h, card_h)
        x, y = base.x(), base.y()
        for i in range(len(cards)):
            if i:
                dx, dy = steps[i - 1]
                x, y = x + dx, y + dy
            g.places[(spec.pile, i)] = QPointF(round(x), round(y))
    return g


def _base(spec: PileSpec, g: Geometry, stretch: float = 1.0) -> QPointF:
    x = g.origin.x() + spec.x * g.unit + (g.unit - g.card_w) / 2
    dy = spec.y * g.unit * stretch
    if spec.anchor_bottom:
        # The card's bottom edge ``y`` units above the view's bottom, its label under it.
        y = g.height - g.unit * BOTTOM_GAP - g.label_h - dy - g.card_h
    else:
        y = g.origin.y() + dy
    return QPointF(round(x), round(y))


def _steps(
    spec: PileSpec, cards: tuple[tuple[int, bool], ...], card_h: int, unit: float, stretch: float = 1.0
) -> list[tuple[float, float]]:
    """Pixel offset from card i to card i+1."""
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
        out.append((fx * unit, fy * unit * stretch))
    return out


def _squeeze(
    steps: list[tuple[float, float]], cards: tuple[tuple[int, bool], ...], room: float, card_h: int
) -> list[tuple[float, float]]:
    """The vertical steps of a column shortened to ``room`` pixels (U-4).

    Every step shrinks towards its floor in proportion to what it has above it, so a
    column reaches the floors all at once; if even the floors do not fit, all of
    them shrink alike, down to :data:`MIN_FAN`.
    """
    needed = sum(dy for _, dy in steps)
    if needed <= room or room <= 0:
        return steps
    floors = [
        min(dy, (FLOOR_UP if cards[i][1] else FLOOR_DOWN) * card_h) if dy else 0.0
        for i, (_, dy) in enumerate(steps)
    ]
    least = sum(floors)
    if least <= room:
        t = (room - least) / (needed - least)
        return [(dx, f + t * (dy - f)) for (dx, dy), f in zip(steps, floors, strict=True)]
    factor = room / least
    fanned = sum(1 for f in floors if f)
    floor = MIN_FAN * card_h if MIN_FAN * card_h * fanned <= room else 1.0
    return [(dx, max(f * factor, floor) if f else 0.0) for (dx, _), f in zip(steps, floors, strict=True)]
