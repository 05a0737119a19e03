"""A new deal's flights (U-3) as one animation.

Every card of a deal flies from the same place, one after another, the same way: it waits
unseen until its turn, flies to its place in ``ms`` (InOutCubic), and turns face up in the
air, in step with its flight, if it is dealt face up. Made as one animation whose value is
the time since the deal began, moving each card that is on its way, rather than two
animations and a pause per card: 52 cards made 156 Qt objects and as many Python callbacks,
4 ms of the first frame of a linked deal (bench/startup.py), and every frame called back
each flight, even those not begun or already landed. What the player sees is the same.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEasingCurve, QPointF

from .animation import DEAL_CARD, DEAL_STAGGER, FLIP, Animator
from .card_item import CardItem


class DealFlights:
    """``items`` in dealing order, each from ``start`` to its target, leaving ``stagger`` ms
    times its number in ``turns_at`` after the deal begins (the deal's rhythm counts the
    cards that stay, the stock's, as well); ``land(item)`` at the end of the deal (or when it
    is finished early), for each card."""

    def __init__(self, items: list[CardItem], turns_at: list[int], start: QPointF, ms: int, stagger: int,
                 turn_ms: int, land: Callable[[CardItem], None]) -> None:
        self.items = items
        self.leaves = [n * stagger for n in turns_at]
        self.start = start
        self.ms = ms
        self.turn_ms = max(ms, turn_ms)
        self.land = land
        self.turns = [item.face_up != item.target_face for item in items]
        self.pace = QEasingCurve(QEasingCurve.Type.InOutCubic)
        """The pace of a flight, and of a turn in the air: half turned half way."""
        self._settled = 0  # the cards before this one are at their place, turned

    @property
    def duration(self) -> int:
        """From the first card's start to the last card's landing, in ms."""
        return self.leaves[-1] + max(self.ms, self.turn_ms) if self.items else 0

    def run(self, animator: Animator) -> None:
        """Add the deal to ``animator``'s next group (the caller starts it)."""
        for item in self.items:
            item.shadow = True
        animator.tween(self.step, 0.0, float(self.duration), self.duration, self.finish,
                       easing=QEasingCurve.Type.Linear)

    def step(self, value: object) -> None:
        """The deal ``value`` ms after its start."""
        now = float(value)  # type: ignore[arg-type]
        for n in range(self._settled, len(self.items)):
            since = now - self.leaves[n]
            if since < 0:
                break  # this card and the ones after it wait unseen
            item = self.items[n]
            flown = min(1.0, since / self.ms)
            item.fly_to(self.start + (item.target_pos - self.start) * self.pace.valueForProgress(flown))
            turned = min(1.0, since / self.turn_ms)
            if self.turns[n]:
                item.set_turn(self.pace.valueForProgress(turned))
            if flown == 1.0 and turned == 1.0 and n == self._settled:
                self._settled += 1

    def finish(self) -> None:
        """Every card at its place, turned, landed (the end of the deal, or any end sooner)."""
        for item, turns in zip(self.items, self.turns, strict=True):
            self.land(item)
            if turns:
                item.snap()


def deal_cards(order: list[CardItem], start: QPointF, stock: str | None, fly_z: float, animator: Animator,
               land: Callable[[CardItem], None]) -> None:
    """Send the cards of a new deal (``order``: dealing order, each at its place) from
    ``start`` (the stock's place, or without a stock the top left pile's) to their places,
    above everything (z from ``fly_z``); the cards of the stock stay where they are."""
    flying: list[CardItem] = []
    turns_at: list[int] = []
    for n, item in enumerate(order):
        if item.pile == stock or (item.target_pos - start).manhattanLength() < 1:
            continue
        turns_at.append(n)
        item.setPos(start)
        item.face_up = False
        item.setZValue(fly_z + n)
        # A card waits unseen until its turn: the stock shows where it comes from, and the
        # view does not paint dozens of cards stacked under each other. The first card's
        # turn is now: without a stock, it is the pack seen in the deal's first frame.
        item.setVisible(not flying and stock is None)
        flying.append(item)
    duration = animator.duration
    DealFlights(flying, turns_at, start, duration(DEAL_CARD), duration(DEAL_STAGGER), duration(FLIP),
                land).run(animator)
