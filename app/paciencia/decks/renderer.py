"""Turns deck elements into pixmaps, once per size, off the UI thread when it matters.

Every element (KDE ids: ``1_club`` … ``king_spade``, ``back``, whatever the deck's
format) is rendered once per (element, width, device pixel ratio) and cached; the
scene only paints pixmaps. :meth:`CardRenderer.pixmap` renders on the calling
thread (tests, the self-test, the chooser's few cards); :meth:`CardRenderer.table_pixmap`
never does: a missing pixmap is asked of the render helper (decks not built in) or
the worker pool (:mod:`render_jobs`), and meanwhile a stand-in is shown (the previous
deck's pixmap, or :mod:`stand_ins`: the element at another size, or a legible plain
card; never a blank face); :attr:`CardRenderer.changed` asks for a repaint when
images arrive. A deck never checked is checked first; one found unusable emits
:attr:`CardRenderer.failed`. Memory is bounded by sizes (:attr:`CardRenderer.MAX_SIZES`;
a size the table left goes once its successor is complete, :meth:`CardRenderer.move_to`),
and sizes seen before are read from the disk cache (:mod:`disk_cache`).
"""

from __future__ import annotations

import weakref
from collections import OrderedDict
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QImage, QPixmap

from ..core.cards import element_for
from ..core.loading import Feature
from . import disk_cache
from .card_images import RenderSpec, as_source, error_text, prepare_deck
from .refusals import DeckError
from .render_jobs import Drawing
from .render_pool import run_async
from .shape import CARD_ASPECT as CARD_ASPECT
from .sources import CANONICAL_IDS, DeckSource
from .stand_ins import StandIns

if TYPE_CHECKING:
    from .entry import DeckEntry
    from .render_link import RemoteDeck

BACK_OWN = "deck"
"""The ``back`` setting that means "the chosen deck's own back"."""
DEFAULT_DECK = "builtin:classic"
DEFAULT_BACK = "builtin:blue"

Size = tuple[int, float]  # logical width, device pixel ratio
REMOTE_DECK: Feature[Callable[[DeckEntry | None, DeckSource | None, DeckSource | None], RemoteDeck | None]] = (
    Feature("paciencia.decks.render_link:remote_deck"))
"""The render helper's client (and its wire format), loaded only for a deck that uses it: a
launch with a built-in deck does without them."""


class CardRenderer(QObject):
    """Pixmaps of one deck's faces plus one back design."""

    changed = Signal()
    """New pixmaps (or the card shape) are ready: repaint."""
    loaded = Signal()
    """The deck is checked, parsed and its aspect known (emitted once)."""
    failed = Signal(str)
    """The deck turned out unusable; the text says why."""

    MAX_SIZES = 3
    """Sizes kept at once: the table's, the game chooser's, one spare for a resize."""

    def __init__(self, deck: DeckSource | Path | None, back: DeckSource | Path | None = None, *,
                 entry: DeckEntry | None = None, deck_key: str = "", back_key: str = "") -> None:
        super().__init__()
        self.faces = as_source(deck)
        self.back = as_source(back)
        self.entry = entry  # a DeckEntry: checked before the first render if not yet
        self.deck_key = deck_key
        self.back_key = back_key
        self.notice = ""  # why another deck than the one asked for is used (set by renderer_for)
        self.fallback: CardRenderer | None = None  # the previous deck, shown until ours is ready
        self.error = ""
        self._aspect: float | None = entry.aspect if entry is not None and entry.aspect else None
        needs_check = entry is not None and not entry.checked
        self._loaded = self.faces is None or (not needs_check and self._aspect is not None)
        self._loading = False
        self._spec_cache: RenderSpec | None = None
        self._live: set[Size] = set()  # sizes in use, read by workers to stop early
        self.destroyed.connect(lambda *_, live=self._live: live.clear())  # a closed window's jobs stop at once
        self._cache: dict[Size, dict[str, QPixmap]] = OrderedDict()
        me = weakref.ref(self)
        # Rendered cards kept on disk (disk_cache): a launch at a known size draws no SVG.
        self._disk = disk_cache.DiskCards(lambda: r._ready_spec() if (r := me()) else None) \
            if disk_cache.enabled() else None
        self._stand_ins = StandIns(self._disk.nearest if self._disk is not None else None)
        self._superseded: dict[Size, Size] = {}  # a size being drawn -> the size it replaces
        self._queued: dict[Size, set[str]] = {}
        self._prefetch: dict[Size, set[str]] = {}
        self._flush_planned = False
        self._waiters: list[tuple[Size, set[str], Callable[[], None]]] = []
        self._remote: RemoteDeck | None = None  # None: rendered in this process
        if entry is not None and entry.origin != "builtin":
            remote = self._remote = REMOTE_DECK()(entry, self.faces, self.back)
            if remote is not None:
                self.destroyed.connect(lambda *_: remote.cancel_all())  # its jobs stop in the helper too
        # What is being drawn: a paint that asks again meanwhile must not start a second job.
        self._drawing = Drawing(self._remote, self._arrived, self._live)

    # -- the deck ---------------------------------------------------------------
    @property
    def valid(self) -> bool:
        return self.faces is not None and not self.error

    @property
    def is_loaded(self) -> bool:
        return self._loaded

    @property
    def aspect(self) -> float:
        """Height / width of a card of this deck (1.4 until a deck being loaded is known)."""
        if self._aspect is None:
            if self.faces is None or self.entry is not None:
                return CARD_ASPECT
            try:
                self._aspect = self.faces.aspect()  # a source handed over directly: the caller's thread
            except DeckError:
                self._aspect = CARD_ASPECT
        return self._aspect

    def card_height(self, width: int) -> int:
        return max(1, round(width * self.aspect))

    def load(self) -> None:
        """Check (if needed), parse and measure the deck off the UI thread; ``loaded`` or ``failed``."""
        if self._loaded:
            QTimer.singleShot(0, self._emit_loaded)  # a method: dropped if the renderer is deleted first
            return
        if self._loading or self.error:
            return
        self._loading = True
        ref = weakref.ref(self)
        faces, entry = self.faces, self.entry

        def work() -> tuple[DeckEntry | None, float]:
            assert faces is not None
            return prepare_deck(faces, entry)

        def done(result: object) -> None:
            r = ref()
            if r is not None:
                r._loaded_with(result)

        if self._remote is not None and self._remote.load(entry, done, lambda: run_async(work, done)):
            return
        run_async(work, done)

    def _loaded_with(self, result: object) -> None:
        """The load's end: ``(entry, aspect)``, or the exception that refused the deck."""
        self._loading = False
        if not isinstance(result, tuple):  # the exception that refused the deck
            self.error = error_text(result) if isinstance(result, BaseException) else str(result)
            self.failed.emit(self.error)
            return
        checked, aspect = result
        if checked is not None:
            self.entry = checked
        self._aspect = aspect
        self._spec_cache = None
        self._loaded = True
        for size, entries in self._cache.items():
            if self._disk is not None and not entries:
                self._disk.open(size)  # sizes asked for while loading may be on disk
        self._emit_loaded()
        self._plan_flush()

    def _emit_loaded(self) -> None:
        self.loaded.emit()

    # -- synchronous pixmaps -------------------------------------------------------
    def pixmap(self, element: str, width: int, dpr: float = 1.0) -> QPixmap:
        """The element at ``width`` logical pixels wide (height by the deck's aspect), rendered now."""
        size = (width, dpr)
        entries = self._entries(size)
        if element not in entries:
            self._take_from_disk(size, {element})  # a size seen before: read, not rendered
        pm = entries.get(element)
        if pm is None:
            image = None
            if self._remote is not None:  # a helper that holds the deck parsed renders it faster
                image = self._remote.render_now(element, width, dpr, self.aspect)
            if image is None:
                image = self._render_image(element, width, dpr)
            pm = self._to_pixmap(image, dpr)
            entries[element] = pm
        return pm

    def card_pixmap(self, card: int, face_up: bool, width: int, dpr: float = 1.0) -> QPixmap:
        return self.pixmap(element_for(card) if face_up else "back", width, dpr)

    # -- pixmaps that never block the UI thread ---------------------------------
    def table_pixmap(self, element: str, width: int, dpr: float = 1.0) -> QPixmap:
        """The element if ready, else a stand-in while a worker renders it."""
        size = (width, dpr)
        pm = self._cache.get(size, {}).get(element)
        if pm is not None:
            return pm
        self.request([element], width, dpr)
        pm = self._cache.get(size, {}).get(element)  # a size seen before comes from the disk at once
        if pm is not None:
            return pm
        if self.fallback is not None:
            old = self.fallback.peek(element, width, dpr)
            if old is not None:
                return old
        return self._stand_ins.get(element, size, self.card_height(width), self._cache)

    def table_card(self, card: int, face_up: bool, width: int, dpr: float = 1.0) -> QPixmap:
        return self.table_pixmap(element_for(card) if face_up else "back", width, dpr)

    def peek(self, element: str, width: int, dpr: float = 1.0) -> QPixmap | None:
        """A cached pixmap (exact size) or None; never renders."""
        return self._cache.get((width, dpr), {}).get(element)

    def has_all(self, elements: Iterable[str], width: int, dpr: float) -> bool:
        cached = self._cache.get((width, dpr), {})
        disk = self._disk
        return all(e in cached or (disk is not None and disk.has((width, dpr), e)) for e in elements)

    def request(self, elements: Iterable[str], width: int, dpr: float = 1.0,
                then: Callable[[], None] | None = None) -> None:
        """Render ``elements`` at this size off the UI thread; ``then()`` once all are cached."""
        size = (width, dpr)
        self._entries(size)  # the size is in use from now on
        cached = self._cache[size]
        wanted = self._take_from_disk(size, {e for e in elements if e not in cached})
        if then is not None:
            if not wanted:
                QTimer.singleShot(0, then)
            else:
                self._waiters.append((size, set(wanted), then))
        if wanted:
            self._queued.setdefault(size, set()).update(wanted)
            self._plan_flush()

    def prefetch(self, width: int, dpr: float = 1.0) -> None:
        """Every element at this size, in the background, after what is asked for now."""
        size = (width, dpr)
        self._entries(size)
        if self._on_disk(size):
            return  # every card is on disk, read when it is first shown
        self._prefetch.setdefault(size, set()).update(CANONICAL_IDS)
        self._plan_flush()

    def _plan_flush(self) -> None:
        # Requests made while the scene paints are gathered into one job.
        if not self._flush_planned:
            self._flush_planned = True
            QTimer.singleShot(0, self._flush)

    def _flush(self) -> None:
        self._flush_planned = False
        if self.error:
            return
        if not self._loaded:
            self.load()  # _loaded_with plans the flush again
            return
        queued, self._queued = self._queued, {}
        urgent = {}
        for size, elements in queued.items():
            # Drawn since they were asked for, or read from the disk now (sizes found once loaded)
            if size in self._cache:
                urgent[size] = self._take_from_disk(size, elements - set(self._cache[size]))
        prefetch, self._prefetch = self._prefetch, {}
        background = {size: elements - set(self._cache[size]) for size, elements in prefetch.items()
                      if size in self._cache and not self._on_disk(size)}
        self._drawing.plan(self._spec(), urgent, background)

    def _spec(self) -> RenderSpec:
        if self._spec_cache is None:
            self._spec_cache = RenderSpec(self.faces, self.back, self.aspect)
        return self._spec_cache

    def _arrived(self, size: Size, result: dict[str, QImage] | BaseException) -> None:
        if isinstance(result, BaseException):
            self.error = error_text(result)
            self.failed.emit(self.error)
            return
        if self._put(size, result):
            self.changed.emit()

    def _put(self, size: Size, result: dict[str, QImage]) -> bool:
        """New images into the cache, waiters told; False if none (the size was retired
        meanwhile, or they were all in already: nothing to repaint)."""
        self._drawing.landed(size, result)
        entries = self._cache.get(size)
        if entries is None:
            return False  # retired while rendering
        _, dpr = size
        new = [e for e in result if e not in entries]
        if not new:
            return False
        for element in new:
            entries[element] = self._to_pixmap(result[element], dpr)
            self._stand_ins.arrived(size, element)
        if self._disk is not None and not self.error:
            self._disk.offer(size, entries)
        old = self._superseded.get(size)
        if old is not None and (all(e in entries for e in CANONICAL_IDS) or self._on_disk(size)):
            self.retire(*old)  # the new size is complete: the old one's stand-ins are not needed
        for w_size, missing, _ in self._waiters:
            if w_size == size:
                missing.difference_update(result)
        ready = [then for _, missing, then in self._waiters if not missing]
        self._waiters = [w for w in self._waiters if w[1]]
        for then in ready:
            then()
        if self.fallback is not None and not self._waiters and not any(self._queued.values()):
            self.fallback = None  # our pixmaps are in: the previous deck's memory can go
        return True

    # -- the cache -------------------------------------------------------------------
    def _entries(self, size: Size) -> dict[str, QPixmap]:
        entries = self._cache.get(size)
        if entries is None:
            entries = self._cache[size] = {}
            self._live.add(size)
            while len(self._cache) > self.MAX_SIZES:
                oldest = next(iter(self._cache))
                self.retire(*oldest)
            if self._disk is not None:
                self._disk.open(size)  # a size seen before: its cards are read as they are wanted
        else:
            self._cache.move_to_end(size)  # type: ignore[attr-defined]
        return entries

    def _take_from_disk(self, size: Size, elements: set[str]) -> set[str]:
        """Cache what the disk holds of ``elements`` (about 0.1 ms a card); the rest."""
        if self._disk is None or not elements:
            return elements
        images = self._disk.take(size, elements)
        if images:
            self._put(size, images)
        return elements - set(images)

    def _on_disk(self, size: Size) -> bool:
        return self._disk is not None and self._disk.full(size)

    def _ready_spec(self) -> RenderSpec | None:
        """What names this deck's files on disk, once its aspect is known."""
        return self._spec() if self._loaded and not self.error else None

    def move_to(self, old: tuple[int, float], new: tuple[int, float]) -> None:
        """The table's cards change size: draw every card at ``new`` in the background, and
        keep ``old`` (scaled stand-ins) until ``new`` is complete."""
        if old == new:
            return
        self.prefetch(*new)
        if old in self._cache and not self._on_disk(new):
            self._superseded[new] = old
        else:
            self.retire(*old)

    def retire(self, width: int, dpr: float = 1.0) -> None:
        """Forget one size (the table's card size changed)."""
        size = (width, dpr)
        self._cache.pop(size, None)
        self._live.discard(size)
        older = self._superseded.pop(size, None)
        if older is not None:
            self.retire(*older)  # left before it was complete: what it replaced goes too
        if self._disk is not None:
            self._disk.forget(size)
        self._drawing.forget(size)
        self._stand_ins.forget(size)
        self._queued.pop(size, None)
        self._prefetch.pop(size, None)
        self._waiters = [w for w in self._waiters if w[0] != size]

    def cache_size(self) -> int:
        return sum(len(entries) for entries in self._cache.values())

    def sizes(self) -> list[Size]:
        return list(self._cache)

    def cache_bytes(self) -> int:
        """Pixel memory held by the cache (and the stand-ins)."""
        total = 0
        for group in (self._cache, self._stand_ins.scaled):
            for entries in group.values():
                total += sum(pm.width() * pm.height() * pm.depth() // 8 for pm in entries.values())
        return total

    def _render_image(self, element: str, width: int, dpr: float) -> QImage:
        """The element as a QImage, rendered on the calling thread."""
        return self._spec().render(element, width, dpr)

    @staticmethod
    def _to_pixmap(image: QImage, dpr: float) -> QPixmap:
        pm = QPixmap.fromImage(image)
        pm.setDevicePixelRatio(dpr)
        return pm
