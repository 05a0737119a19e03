"""From a layout in card units to pixels for one view size (U-4).

Scene coordinates are the view's pixels, so cards are rendered at their
exact on-screen size and stay crisp; a resize recomputes everything.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF

from ...core.table import CARD_H, PileSpec, TableLayout, TableState

MIN_FAN = 0.06
"""Smallest fan step (in card heights) a compressed column keeps, so every card shows an edge."""


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

    def card_rect(self, pile: str, index: int) -> QRectF:
        p = self.places[(pile, index)]
        return QRectF(p.x(), p.y(), self.card_w, self.card_h)

    def slot_rect(self, pile: str) -> QRectF:
        p = self.slots[pile]
        return QRectF(p.x(), p.y(), self.card_w, self.card_h)


def card_size(
    layout: TableLayout, width: float, height: float, aspect: float = CARD_H
) -> tuple[float, int, int]:
    """Unit, card width and height in pixels for a deck whose cards are ``aspect`` tall.

    Layouts are drawn for cards 1 unit wide and :data:`CARD_H` tall; a deck of
    another shape stretches every vertical measure by ``aspect / CARD_H``
    (rows, fans, gaps), so fans keep showing the same share of a card.
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
    origin = QPointF(math.floor((width - layout.width * unit) / 2), 0.0)
    g = Geometry(width, height, unit, card_w, card_h, origin)
    bottom = height - layout.bottom_reserve * unit * stretch - unit * 0.08
    for spec in layout.piles:
        base = _base(spec, g, height, stretch)
        g.slots[spec.pile] = base
        cards = state.piles.get(spec.pile, ())
        steps = _steps(spec, cards, card_h, unit, stretch)
        if spec.compress and steps:
            room = bottom - base.y() - card_h
            needed = sum(dy for _, dy in steps)
            if needed > room > 0:
                factor = room / needed
                floor = MIN_FAN * card_h if MIN_FAN * card_h * len(steps) <= room else 1.0
                steps = [(dx, max(dy * factor, floor) if dy else 0.0) for dx, dy in steps]
        x, y = base.x(), base.y()
        for i in range(len(cards)):
            if i:
                dx, dy = steps[i - 1]
                x, y = x + dx, y + dy
            g.places[(spec.pile, i)] = QPointF(round(x), round(y))
    return g


def _base(spec: PileSpec, g: Geometry, height: float, stretch: float = 1.0) -> QPointF:
    x = g.origin.x() + spec.x * g.unit + (g.unit - g.card_w) / 2
    dy = spec.y * g.unit * stretch
    y = height - dy if spec.anchor_bottom else g.origin.y() + dy
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
