"""The win celebration (U-3): cards leap off their piles one after another and
bounce across the felt, leaving trails of copies like the classic solitaire
win. When it ends, or as soon as the player clicks or presses a key, every
card snaps back to the model's position.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEasingCurve, QPointF

from . import animation as anim

if TYPE_CHECKING:
    from .card_item import CardItem
    from .table_scene import TableScene

GRAVITY = 2400.0  # px/s² at a 100 px card; scaled by the card size
LAUNCH_GAP = 0.07  # seconds between two cards leaving


class _Bouncer:
    def __init__(self, item: CardItem, start: float, scale: float, rng: random.Random) -> None:
        self.item = item
        self.start = start
        self.origin = QPointF(item.target_pos)
        self.vx = rng.choice((-1, 1)) * rng.uniform(180, 420) * scale
        self.vy = -rng.uniform(0, 700) * scale


def celebrate(scene: TableScene, on_done: Callable[[], None]) -> None:
    ms = scene.animator.duration(anim.CELEBRATION)
    items = sorted(scene.items_by_key.values(), key=lambda it: -it.target_z)
    if ms <= 0 or not items or scene.geometry is None:
        on_done()
        return
    geo = scene.geometry
    scale = geo.card_w / 100.0
    rng = random.Random(len(items))
    bouncers = [_Bouncer(it, n * LAUNCH_GAP, scale, rng) for n, it in enumerate(items)]
    floor = geo.height - geo.card_h
    gravity = GRAVITY * scale

    def frame(value: object) -> None:
        t = float(value) / 1000.0  # type: ignore[arg-type]
        on_table = False
        for b in bouncers:
            dt = t - b.start
            if dt <= 0:
                on_table = True  # still to leave its pile
                continue
            x, y, vy = b.origin.x(), b.origin.y(), b.vy
            # closed form between bounces; each bounce keeps 70 % of the speed
            remaining = dt
            while remaining > 0:
                c = min(0.0, y - floor)
                hit = (-vy + (vy * vy - 2 * gravity * c) ** 0.5) / gravity
                if hit >= remaining:
                    y += vy * remaining + gravity * remaining * remaining / 2
                    break
                remaining -= hit
                y = floor
                vy = -(vy + gravity * hit) * 0.7
                if abs(vy) < 40 * scale:
                    break
            left = x + b.vx * dt
            on_table = on_table or -geo.card_w < left < geo.width
            b.item.setPos(QPointF(left, min(y, floor)))
            b.item.setZValue(6000 + b.start)
        if not on_table:
            # Every card has bounced off the table (a small window): the end screen comes
            # now, not after seconds of empty felt.
            scene.animator.end_group()

    def snap_all() -> None:
        for it in scene.items_by_key.values():
            it.snap()

    scene.animator.tween(frame, 0.0, float(ms), ms, snap_all, easing=QEasingCurve.Type.Linear)
    scene.animator.start(on_done)
