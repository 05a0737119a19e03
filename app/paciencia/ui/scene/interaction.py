"""Mouse gestures on the table (U-2): a click is a tap, a drag chooses the destination.

A double-click is one tap: Qt delivers it as press, release, double-click,
release, and the first click has already sent the card to its best place, so
the second half taps nothing (it would send the card just turned up as well).
The stock is the exception: each click on it draws, a fast pair too, as the
player flipping through the stock means it. The second press may still start
a drag.

A press first finishes any running animation (U-3), so the card under the
pointer is the one the player sees in its final place. A drag lights the
legal destinations (taken from the legal moves the session handed the
scene: exactly the piles a move of the dragged cards may go to); a drop on a
pile becomes a move request, whatever the pile, so an illegal one comes back
from the model with a reason to show.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsSceneMouseEvent, QGraphicsView

from ...core.moves import Move, PileId
from ...core.table import TableShape
from .card_item import CardItem
from .drag_image import RunImage

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from ...core.table import TableState
    from .animation import Animator
    from .card_item import CardPainter

DRAG_Z = 8000


def drop_targets(legal: Iterable[Move], layout: TableShape, pile: str, count: int) -> set[str]:
    """The piles that take these very cards (U-2): those a move of ``count`` cards from
    ``pile`` may go to, and nothing else. Never the stock: it is worked by a click, and
    a drop there would be a recycle of the whole waste (K-3), not a place for the cards.
    """
    return {m.dst for m in legal if m.src == pile and m.count == count and not layout.click_moves_stock(m.dst)}


class GestureTable(Protocol):
    """What the mouse's gestures read of the table (:class:`.table_scene.TableScene`) and
    ask of it."""

    @property
    def layout(self) -> TableShape | None: ...

    @property
    def state(self) -> TableState: ...

    @property
    def legal(self) -> list[Move]: ...

    @property
    def serial(self) -> int: ...

    @property
    def animator(self) -> Animator: ...

    @property
    def cp(self) -> CardPainter: ...

    @property
    def move_requested(self) -> SignalInstance: ...

    @property
    def pile_clicked(self) -> SignalInstance: ...

    @property
    def gesture_started(self) -> SignalInstance: ...

    def card_at(self, pos: QPointF) -> CardItem | None: ...

    def slot_at(self, pos: QPointF) -> str | None: ...

    def cards_of(self, pile: str) -> list[CardItem]: ...

    def pile_extent(self, pile: str) -> QRectF: ...

    def highlight_targets(self, piles: Iterable[str], hot: str | None = None) -> None: ...

    def glide_back(self, start: bool = True) -> None: ...

    def addItem(self, item: QGraphicsItem, /) -> None: ...  # noqa: N802 - Qt API

    def removeItem(self, item: QGraphicsItem, /) -> None: ...  # noqa: N802 - Qt API

    def views(self, /) -> list[QGraphicsView]: ...


class Gestures:
    def __init__(self, scene: GestureTable) -> None:
        self.scene = scene
        self.press_pos: QPointF | None = None
        self.source: tuple[str, int] | None = None  # pile, index of the pressed card (index -1: slot)
        self.dragging: list[CardItem] = []
        self.offsets: list[QPointF] = []
        self.targets: set[str] = set()
        self.image: RunImage | None = None  # what is painted while the run is in the air
        self.second_click = False  # the press was the second half of a double-click

    def cancel(self) -> None:
        if self.dragging:
            self.scene.highlight_targets(())
        self._put_down_image()
        self.press_pos = None
        self.source = None
        self.dragging = []

    def _put_down_image(self) -> None:
        """The cards show again where the picture was (they followed it, hidden)."""
        if self.image is not None:
            self.scene.removeItem(self.image)
            self.image = None
            for item in self.dragging:
                item.setVisible(True)
            self._repaint_bounding_rect(False)

    def _repaint_bounding_rect(self, on: bool) -> None:
        """While the picture follows the pointer, each frame repaints one rectangle.

        The view's smart mode repaints the old and the new place as a two-rect
        region; Qt then clips every blend to a region and splits the big fills
        across its thread pool, and the frame waits for them: measured on a full
        Spider table, wall p95 9-10 ms against 6 ms with one bounding rectangle
        (bench/table_bench.py). Animations keep the smart mode, which is better
        for cards flying to far-apart places.

        Qt keeps, per item, where it last painted it, and does not record it in
        every mode; after a change of mode some of those places are stale and a
        strip of an old shadow or glow would stay on the felt (tests/ui/
        test_paint_residue.py). One full repaint at the change (the pick-up and
        the drop, not each frame) leaves nothing behind.
        """
        mode = (QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate if on
                else QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        for view in self.scene.views():
            view.setViewportUpdateMode(mode)
            view.viewport().update()

    # -- events -----------------------------------------------------------
    def double_click(self, event: QGraphicsSceneMouseEvent) -> None:
        """The second press of a double-click: a drag may start from it; a release is no tap."""
        self.press(event)
        self.second_click = True

    def press(self, event: QGraphicsSceneMouseEvent) -> None:
        self.second_click = False
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        scene = self.scene
        scene.animator.finish()
        scene.gesture_started.emit()
        pos = event.scenePos()
        self.cancel()
        self.press_pos = pos
        item = scene.card_at(pos)
        if item is not None:
            self.source = (item.pile, item.index)
        else:
            pile = scene.slot_at(pos)
            self.source = (pile, -1) if pile is not None else None
        event.accept()

    def move(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.press_pos is None or self.source is None:
            return
        pos = event.scenePos()
        if not self.dragging:
            if (pos - self.press_pos).manhattanLength() < QApplication.startDragDistance():
                return
            if not self._start_drag():
                self.source = None  # not a card that can be picked up: nothing happens
                return
        for item, off in zip(self.dragging, self.offsets, strict=True):
            item.setPos(pos + off)
        if self.image is not None:
            self.image.setPos(self.dragging[0].pos())
        self.scene.highlight_targets(self.targets, hot=self._drop_pile())

    def release(self, event: QGraphicsSceneMouseEvent) -> None:
        scene = self.scene
        source, dragging = self.source, self.dragging
        self.press_pos = None
        if source is None:
            self.cancel()
            return
        if not dragging:
            self.source = None
            second, self.second_click = self.second_click, False
            if not second or (scene.layout is not None and scene.layout.click_moves_stock(source[0])):
                scene.pile_clicked.emit(source[0], source[1])
            return
        target = self._drop_pile()
        self.cancel()  # the cards are back on the table, where they were let go
        pile, index = source
        if target is None or target == pile:
            scene.glide_back()
            return
        count = len(scene.state.piles.get(pile, ())) - index
        serial = scene.serial
        scene.move_requested.emit(Move(PileId(pile), PileId(target), count))  # piles of the layout
        # A refused move never shows a new position: send the cards home.
        if scene.serial == serial and not scene.animator.running:
            scene.glide_back()

    # -- helpers ----------------------------------------------------------
    def _start_drag(self) -> bool:
        scene = self.scene
        assert self.source is not None and scene.layout is not None
        pile, index = self.source
        if index < 0 or not scene.layout.can_grab(scene.state, pile, index):
            return False
        items = [it for it in scene.cards_of(pile) if it.index >= index]
        if not items:
            return False
        assert self.press_pos is not None
        self.dragging = items
        self.offsets = [it.pos() - self.press_pos for it in items]
        self.targets = drop_targets(scene.legal, scene.layout, pile, len(items))
        for n, it in enumerate(items):
            it.lifted = True
            it.setZValue(DRAG_Z + n)
            it.update()
        self.image = RunImage(items, scene.cp.dpr)
        scene.addItem(self.image)
        self._repaint_bounding_rect(True)
        for it in items:
            it.setVisible(False)
        return True

    def _drop_pile(self) -> str | None:
        """The pile the dragged cards overlap most (their first card decides)."""
        scene = self.scene
        if not self.dragging or scene.layout is None:
            return None
        lead = self.dragging[0]
        rect = QRectF(lead.pos(), lead.card_rect().size())
        src = self.dragging[0].pile
        best, best_area = None, 0.0
        for spec in scene.layout.piles:
            if spec.pile == src or scene.layout.click_moves_stock(spec.pile):
                continue
            inter = rect.intersected(scene.pile_extent(spec.pile))
            area = inter.width() * inter.height()
            if spec.pile in self.targets:
                area *= 1.5  # a legal pile wins a near tie
            if area > best_area:
                best, best_area = spec.pile, area
        return best
