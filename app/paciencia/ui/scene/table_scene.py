"""The table (U-1): one QGraphicsScene that shows a :class:`TableState` and turns
gestures into move requests. It holds no rules: legal moves are handed to it
(only to light drop targets) and every request goes back to the session.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QObject, QPointF, QRect, QRectF, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

from ...core.cards import element_for
from ...core.kinds import PileKind
from ...core.moves import Move
from ...core.table import TableShape, TableState
from ...decks.corner_index import deck_depth
from ...decks.renderer import CardRenderer
from ..text import reason_text
from . import animation as anim
from .animation import Animator
from .card_item import CardItem, CardPainter
from .card_match import Wanted, match
from .deal_flights import deal_cards
from .felt import paint_felt
from .geometry import LABEL_DROP, Geometry, compute
from .interaction import Gestures
from .keyboard import KeyboardPlay
from .marks import TableMarks, apply_marks
from .pile_item import FocusRing, PileLabel, PileSlot
from .stacks import bury_all, landed
from .table_deck import TableDeck

PILE_Z = 200  # z of a pile's base card; cards of pile n sit at n*PILE_Z + index
FLY_Z = 5000  # cards in flight and dragged cards stay above everything


class TableScene(QGraphicsScene):
    move_requested = Signal(object)  # Move
    pile_clicked = Signal(str, int)  # pile, card index (-1: the empty slot)
    gesture_started = Signal()  # the session cancels selections and hints
    deck_notice = Signal(str)  # a deck could not be used: what the player should read
    renderer_changed = Signal()  # a new deck is on the table (after it was fully prepared)

    def __init__(self, renderer: CardRenderer, parent: QObject | None = None) -> None:
        """``parent``: the window, so the scene (and the slots its signals hold) goes with it."""
        super().__init__(parent)
        # Cards move all the time and there are a hundred items at most: Qt's BSP index, made
        # for large still scenes, was rebuilt for nothing (a table's first paint 0.7 ms
        # sooner without it, and its animation frames cheaper: bench/motion_bench.py).
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.cp = CardPainter(renderer)
        self._size = (1280.0, 720.0)
        self._dpr = 1.0
        self.deck = TableDeck(self, renderer, self)
        self.animator = Animator(self)
        self.layout: TableShape | None = None
        self.state = TableState({})
        self.geometry: Geometry | None = None
        self.items_by_key: dict[int, CardItem] = {}
        self.slots: dict[str, PileSlot] = {}
        self.labels: dict[str, PileLabel] = {}
        self.badges: dict[str, PileLabel] = {}
        self.legal: list[Move] = []
        self.value_badges: dict[int, str] = {}  # card id -> badge text (P-2)
        self.table_colour = "felt-green"  # a key of felt.TABLES (T-1)
        self.focus = FocusRing()
        self.addItem(self.focus)
        self.gestures = Gestures(self)
        self.keyboard = KeyboardPlay(self)
        self._next_key = 0
        self.serial = 0  # counts positions shown, so a gesture can tell whether its move was taken
        self._pile_order: dict[str, int] = {}
        self._marks = TableMarks()
        self.held: list[tuple[str, int]] = []  # cards the keyboard has picked up (C-12)

    # -- setup ----------------------------------------------------------
    def set_renderer(self, renderer: CardRenderer) -> None:
        """Switch decks without freezing (see :class:`TableDeck`)."""
        self.deck.switch(renderer)

    @property
    def pending(self) -> CardRenderer | None:
        """A deck being prepared off the UI thread, to replace the one shown."""
        return self.deck.pending

    def card_aspect(self) -> float:
        return self.cp.renderer.aspect

    def card_index(self) -> float:
        """How far down its cards the deck's corner index reaches (share of the height)."""
        renderer = self.cp.renderer
        return deck_depth(renderer.entry, renderer.faces)

    @property
    def view_size(self) -> tuple[float, float]:
        return self._size

    @property
    def dpr(self) -> float:
        return self._dpr

    def shown_elements(self) -> set[str]:
        """The deck elements the table shows now."""
        return {element_for(it.card) if it.target_face else "back" for it in self.items_by_key.values()}

    def redraw(self) -> None:
        """Everything placed again at once (a new deck, a new card shape)."""
        self.animator.finish()
        self._apply(self.state, animate=False)

    def set_layout(self, layout: TableShape) -> None:
        self.animator.finish()
        self.gestures.cancel()
        for item in list(self.items_by_key.values()) + list(self.slots.values()):
            self.removeItem(item)
        for label in list(self.labels.values()) + list(self.badges.values()):
            self.removeItem(label)
        self.items_by_key.clear()
        self.slots.clear()
        self.labels.clear()
        self.badges.clear()
        self.layout = layout
        self.state = TableState({})
        self.keyboard.focus = self.keyboard.held = None
        self.held = []
        self.focus.setVisible(False)
        self._pile_order = {spec.pile: n for n, spec in enumerate(layout.piles)}
        for spec in layout.piles:
            slot = PileSlot(spec)
            self.slots[spec.pile] = slot
            self.addItem(slot)
            label, badge = PileLabel(), PileLabel(badge=True)
            self.labels[spec.pile], self.badges[spec.pile] = label, badge
            self.addItem(label)
            self.addItem(badge)

    def resize(self, width: float, height: float, dpr: float = 1.0) -> None:
        """The view changed size: new card size, everything re-placed at once."""
        self._size = (max(200.0, width), max(150.0, height))
        self._dpr = dpr
        self.setSceneRect(QRectF(0, 0, *self._size))
        if self.layout is not None:
            self.animator.finish()
            self.gestures.cancel()
            self._apply(self.state, animate=False)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802 - Qt API
        paint_felt(painter, self.sceneRect(), self.table_colour)

    # -- showing a position ---------------------------------------------
    def set_position(
        self, state: TableState, animate: bool = True, ms: int = anim.MOVE, stagger: int = 0
    ) -> None:
        """Make the items match ``state`` (the model); animate the difference."""
        self.animator.finish()
        self._apply(state, animate, ms, stagger)

    def queue_position(self, state: TableState, ms: int = anim.CASCADE_STEP) -> None:
        """Show ``state`` after what is running now (cascades, step by step)."""
        self.animator.then(lambda animate: self._apply(state, animate, ms))

    def deal(self, state: TableState) -> None:
        """A new deal: cards fly from the stock (or the top left) one after another."""
        self.animator.finish()
        for item in self.items_by_key.values():
            self.removeItem(item)
        self.items_by_key.clear()
        self._apply(state, animate=False, create_only=True)
        geo = self.geometry
        assert geo is not None and self.layout is not None
        stock = self.layout.pile_of(PileKind.STOCK)
        # A game without a stock deals from its top left pile's place, on the table: the pack
        # is seen from the deal's first frame (from above the table, the first card showed
        # four frames later, an empty felt until then).
        corner = min(geo.slots.values(), key=lambda p: (p.y(), p.x()), default=QPointF(geo.origin))
        start = geo.slots.get(stock or "", corner)
        if self.animator.duration(anim.DEAL_CARD) <= 0:
            return
        order = sorted(self.items_by_key.values(), key=lambda it: (it.index, it.target_z))
        deal_cards(order, start, stock, FLY_Z, self.animator, lambda item: landed(self.items_by_key.values(), item))
        self.animator.start()

    def _apply(
        self,
        state: TableState,
        animate: bool,
        ms: int = anim.MOVE,
        stagger: int = 0,
        create_only: bool = False,
    ) -> None:
        assert self.layout is not None
        self.state = state
        self.serial += 1
        geo = compute(self.layout, state, *self._size, self.card_aspect(), self.card_index())
        size_changed = self.geometry is None or (geo.card_w, geo.card_h) != (
            self.geometry.card_w,
            self.geometry.card_h,
        )
        self.geometry = geo
        self.cp.set_size(geo.card_w, geo.card_h, self._dpr)
        self._place_slots(geo)
        assigned = self._match(state)
        moving: list[CardItem] = []
        lit = state.lit  # P-3: from the model, so right from a deal's first frame and after an undo
        gone = {s.pile for s in self.layout.piles if s.kind in (PileKind.DISCARD, PileKind.FOUNDATION)}
        for item in self.items_by_key.values():
            if size_changed:
                item.size_changed()
            pile, index, card, up = assigned[item.key]
            item.pile, item.index, item.card = pile, index, card
            item.target_pos = geo.places[(pile, index)]
            item.target_shadow = index == 0 or geo.places[(pile, index - 1)] != item.target_pos
            item.target_face = up
            item.target_z = float(self._pile_order[pile] * PILE_Z + index)
            item.badge = self.value_badges.get(card % 52, "")
            # Dim means covered (P-3): a card that left the game (Pyramid's discard pile) is
            # out of play, but nothing covers it, so it is drawn plainly.
            plain = lit is None or pile in gone or (pile in lit and index == len(state.piles[pile]) - 1)
            item.set_flag("dim", up and not plain)
            if not item.matches_target():
                moving.append(item)
        if self.focus.isVisible():
            self.keyboard.after_change()
        if create_only or not animate or self.animator.duration(ms) <= 0:
            for item in moving:
                item.snap()
            bury_all(self.items_by_key.values())
            return
        moving.sort(key=lambda it: it.target_z)
        for n, item in enumerate(moving):
            item.setZValue(FLY_Z + n)
            self._fly(item, ms, delay=self.animator.duration(stagger) * n)
        bury_all(self.items_by_key.values(), {it.key for it in moving})
        self.animator.start()

    def _fly(self, item: CardItem, ms: int, delay: int = 0) -> None:
        """Move the item to its place; a card that turns over turns quickly at first, as a
        card turned where it lies (a deal's cards turn in step with their flight instead:
        :mod:`.deal_flights`)."""
        duration = self.animator.duration(ms)
        start = item.pos()
        item.shadow = True
        on_land = lambda: landed(self.items_by_key.values(), item)  # noqa: E731
        self.animator.move(item.fly_to, start, item.target_pos, duration, on_land, delay)
        if item.face_up != item.target_face:
            self.animator.tween(
                item.set_turn, 0.0, 1.0, max(duration, self.animator.duration(anim.FLIP)), item.snap, delay,
            )

    def _match(self, state: TableState) -> dict[int, Wanted]:
        """Give every card of ``state`` an item (:mod:`.card_match`): items kept, new ones
        made, those of cards that left the table removed."""
        wanted = [
            (pile, i, card, up)
            for pile in self._pile_order
            for i, (card, up) in enumerate(state.piles.get(pile, ()))
        ]
        out, pending, gone = match(self.items_by_key.values(), wanted)
        for item in gone:
            self.removeItem(item)
            del self.items_by_key[item.key]
        geo = self.geometry
        for w in pending:
            item = CardItem(self.cp, self._next_key, w[2], w[3])
            self._next_key += 1
            self.items_by_key[item.key] = item
            self.addItem(item)
            if geo is not None:
                item.setPos(geo.places[(w[0], w[1])])
            out[item.key] = w
        return out

    def _place_slots(self, geo: Geometry) -> None:
        assert self.layout is not None
        px = geo.label_px
        for spec in self.layout.piles:
            slot = self.slots[spec.pile]
            slot.set_size(geo.card_w, geo.card_h)
            slot.setPos(geo.slots[spec.pile])
            slot.extent = self.pile_extent(spec.pile)
            slot.set_spent(spec.pile in self.state.spent)
            label = self.labels[spec.pile]
            text = self.state.labels.get(spec.pile)
            label.set_text(reason_text(text) if text is not None else "", geo.card_w, px)
            # Centred under the pile (a fanned stock too), kept inside the view (a pile at
            # the edge, a long translation).
            n = len(self.state.piles.get(spec.pile, ()))
            span = geo.slot_rect(spec.pile).united(geo.card_rect(spec.pile, n - 1)) if n else geo.slot_rect(spec.pile)
            half = label.text_width / 2 + 4
            x = min(max(span.center().x(), half), geo.width - half)
            label.setPos(QPointF(round(x), geo.slots[spec.pile].y() + geo.card_h + geo.unit * LABEL_DROP))
            badge = self.badges[spec.pile]
            badge.set_text(self.state.badges.get(spec.pile, ""), geo.card_w, px)
            top = geo.places.get(
                (spec.pile, len(self.state.piles.get(spec.pile, ())) - 1), geo.slots[spec.pile]
            )
            badge.setPos(top + QPointF(geo.card_w - px * 0.4, px * 0.4))

    # -- queries the gestures, the keyboard and the tests use -----------
    def cards_of(self, pile: str) -> list[CardItem]:
        return sorted((it for it in self.items_by_key.values() if it.pile == pile), key=lambda it: it.index)

    def item_at_slot(self, pile: str, index: int) -> CardItem | None:
        for it in self.items_by_key.values():
            if it.pile == pile and it.index == index:
                return it
        return None

    def card_at(self, pos: QPointF) -> CardItem | None:
        best: CardItem | None = None
        for it in self.items_by_key.values():
            if it.isVisible() and QRectF(it.pos(), it.card_rect().size()).contains(pos):
                if best is None or it.zValue() > best.zValue():
                    best = it
        return best

    def pile_extent(self, pile: str) -> QRectF:
        """Where a drop on ``pile`` may land: its cards, and for columns all the way down."""
        geo = self.geometry
        assert geo is not None and self.layout is not None
        rect = geo.slot_rect(pile)
        n = len(self.state.piles.get(pile, ()))
        if n:
            rect = rect.united(geo.card_rect(pile, n - 1))
        if self.layout.by_id[pile].kind == PileKind.TABLEAU:
            rect.setBottom(geo.height)
        return rect

    def slot_at(self, pos: QPointF) -> str | None:
        assert self.geometry is not None
        for spec in self.layout.piles if self.layout else ():
            if self.geometry.slot_rect(spec.pile).contains(pos):
                return spec.pile
        return None

    def highlight_targets(self, piles: Iterable[str], hot: str | None = None) -> None:
        wanted = set(piles)
        for pile, slot in self.slots.items():
            slot.extent = self.pile_extent(pile) if self.geometry else slot.extent
            slot.set_state(target=pile in wanted, hot=pile == hot)

    def set_marks(
        self,
        ring: Iterable[tuple[str, int]] = (),
        selected: Iterable[tuple[str, int]] = (),
        locked: Iterable[str] = (),
        hint_cards: Iterable[tuple[str, int]] = (),
        hint_piles: Iterable[str] = (),
        covering: Iterable[tuple[str, int]] = (),
    ) -> None:
        """Decorations the session asks for (P-5 rings and covering cards, P-7 padlocks,
        C-11 hints)."""
        self._marks = TableMarks(ring, selected, covering, locked, hint_cards, hint_piles)
        self.refresh_marks()

    def refresh_marks(self) -> None:
        extent = self.pile_extent if self.geometry else None
        apply_marks(self._marks, self.held, self.state, self.items_by_key.values(), self.slots, extent)

    # -- feedback ---------------------------------------------------------
    def glide_back(self, start: bool = True) -> None:
        """Put every card where the model says, animated (an illegal drop)."""
        if start:
            self.animator.finish()
        moving = [it for it in self.items_by_key.values() if not it.matches_target()]
        for it in moving:
            it.setZValue(FLY_Z + it.index)
            self._fly(it, anim.GLIDE_BACK)
        if start:
            self.animator.start()

    def shake(self, items: Iterable[CardItem]) -> None:
        """The refusal shake (P-5, an illegal drop)."""
        ms = self.animator.duration(anim.SHAKE)
        amp = (self.geometry.card_w if self.geometry else 100) * 0.07
        for it in items:
            base = it.target_pos
            keys = [(k / 8, base + QPointF(amp * (1 if k % 2 else -1) * (1 - k / 8), 0)) for k in range(1, 8)]
            self.animator.tween(it.set_position, base, base, ms, it.snap, key_values=keys)
        self.animator.start()

    # -- mouse (see interaction.py) -----------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt API
        self.gestures.press(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt API
        self.gestures.move(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt API
        self.gestures.release(event)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt API
        self.gestures.double_click(event)
