"""Keyboard play (C-12): arrows move a visible focus between cards and piles,
Enter picks cards up and puts them down, Escape lets go.

The focus moves geometrically (to the nearest spot in the arrow's
direction), so the same code serves every layout, the pyramid included.
Putting cards down sends the same move request as a drop; Enter on a card
that cannot be picked up (the stock, a pyramid card) is a click.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QRectF, Qt

from ...core.moves import Move, PileId
from .geometry import LaidOut

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from .animation import Animator
    from .pile_item import FocusRing


class KeyedTable(LaidOut, Protocol):
    """What keyboard play reads of the table (:class:`.table_scene.TableScene`) and asks of it."""

    held: list[tuple[str, int]]

    @property
    def animator(self) -> Animator: ...

    @property
    def focus(self) -> FocusRing: ...

    @property
    def move_requested(self) -> SignalInstance: ...

    @property
    def pile_clicked(self) -> SignalInstance: ...

    def refresh_marks(self) -> None: ...


class KeyboardPlay:
    def __init__(self, scene: KeyedTable) -> None:
        self.scene = scene
        self.focus: tuple[str, int] | None = None  # pile, card index (-1: empty slot)
        self.held: tuple[str, int] | None = None
        self.listeners: list[Callable[[], None]] = []  # told after the focus is shown (B-6 readers)

    def spots(self) -> list[tuple[tuple[str, int], QRectF]]:
        """Every place the focus can stop, with the part of it the player sees."""
        scene = self.scene
        geo, layout = scene.geometry, scene.layout
        if geo is None or layout is None:
            return []
        out: list[tuple[tuple[str, int], QRectF]] = []
        for spec in layout.piles:
            cards = scene.state.piles.get(spec.pile, ())
            if not cards:
                if spec.slot:
                    out.append(((spec.pile, -1), geo.slot_rect(spec.pile)))
                continue
            first = len(cards) - 1
            if spec.grab == "run":
                first = next((i for i, (_, up) in enumerate(cards) if up), first)
            for i in range(first, len(cards)):
                rect = geo.card_rect(spec.pile, i)
                if i + 1 < len(cards):
                    nxt = geo.places[(spec.pile, i + 1)]
                    rect.setBottom(max(rect.top() + 4, nxt.y()) if nxt.y() > rect.top() else rect.bottom())
                out.append(((spec.pile, i), rect))
        return out

    def key(self, key: int) -> bool:
        """Handle one key; False if it is not a table key."""
        scene = self.scene
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
            scene.animator.finish()
            self._arrow(key)
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            scene.animator.finish()
            self._enter()
            return True
        if key == Qt.Key.Key_Escape:
            if self.held is not None:
                self.held = None
                self.show()
                return True
            return False
        return False

    def _arrow(self, key: int) -> None:
        spots = self.spots()
        if not spots:
            return
        current = dict(spots).get(self.focus) if self.focus else None
        if current is None:
            self.focus = spots[-1][0] if key in (Qt.Key.Key_Up, Qt.Key.Key_Left) else spots[0][0]
            self.show()
            return
        c = current.center()
        d = {
            Qt.Key.Key_Left: (-1, 0),
            Qt.Key.Key_Right: (1, 0),
            Qt.Key.Key_Up: (0, -1),
            Qt.Key.Key_Down: (0, 1),
        }[Qt.Key(key)]
        # The nearest place that way: first among those within 45° of the arrow, so a pile
        # straight below (Spider's discard under column 1) is never passed over for a card
        # close by but to the side; else the nearest anywhere that way.
        best, best_score = None, (True, float("inf"))
        for spot, rect in spots:
            if spot == self.focus:
                continue
            v = rect.center() - c
            along = v.x() * d[0] + v.y() * d[1]
            across = abs(v.x() * d[1]) + abs(v.y() * d[0])
            if along <= 1:
                continue
            score = (across > along, along + 2.5 * across)
            if score < best_score:
                best, best_score = spot, score
        if best is not None:
            self.focus = best
        self.show()

    def _enter(self) -> None:
        scene = self.scene
        if self.focus is None or scene.layout is None:
            self._arrow(Qt.Key.Key_Right)
            return
        pile, index = self.focus
        if self.held is None:
            if (
                index >= 0
                and scene.layout.can_grab(scene.state, pile, index)
                and scene.layout.keyboard_carries
            ):
                self.held = (pile, index)
                self.show()
            else:
                scene.pile_clicked.emit(pile, index)
                self.after_change()
            return
        src, src_index = self.held
        self.held = None
        if src == pile:
            scene.pile_clicked.emit(src, src_index)  # put back down where it was: a tap
        else:
            count = len(scene.state.piles.get(src, ())) - src_index
            scene.move_requested.emit(Move(PileId(src), PileId(pile), count))  # piles of the layout
        self.after_change()

    def after_change(self) -> None:
        """Keep the focus on something that still exists (the pile's top, or its slot)."""
        if self.focus is not None:
            pile, index = self.focus
            n = len(self.scene.state.piles.get(pile, ()))
            if index >= n or (index < 0 and n):
                self.focus = (pile, n - 1)
        self.show()

    def show(self) -> None:
        ring = self.scene.focus
        spots = dict(self.spots())
        rect = spots.get(self.focus) if self.focus else None
        if rect is None and self.focus is not None and self.scene.geometry is not None:
            pile = self.focus[0]
            if pile in self.scene.geometry.slots:
                rect = self.scene.geometry.slot_rect(pile)
        if rect is None:
            ring.setVisible(False)
        else:
            self.scene.held = [self.held] if self.held is not None else []
            self.scene.refresh_marks()
            ring.set_rect(rect, self.held is not None)
            ring.setVisible(True)
        for listener in self.listeners:
            listener()

    def hide(self) -> None:
        self.scene.focus.setVisible(False)
