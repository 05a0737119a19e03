"""Who is drawing which card for a renderer right now: the render helper or the worker pool.

The table repaints whenever images arrive, and each repaint asks again for every
card that is not in yet. So the renderer must know what is already being drawn,
or each image that comes in brings a new job for the same cards: with a deck that
goes through the helper this used to feed itself for minutes (thousands of jobs
for the same few cards, the window and the helper each at half a core on an idle
table). :class:`Drawing` keeps, per card size, the elements of running jobs, in
two kinds: those the table waits for and the background prefetch. A card the
table wants that only the prefetch holds is *promoted*: the helper's background
job is cancelled (it would draw the card last, after all the others) and what it
had left is prefetched again after the urgent job.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from PySide6.QtGui import QImage

from .card_images import RenderSpec
from .render_pool import run_async
from .sources import CANONICAL_IDS

if TYPE_CHECKING:
    from .render_link import RemoteDeck

Size = tuple[int, float]
ORDER = {element: n for n, element in enumerate(CANONICAL_IDS)}
Arrived = Callable[[Size, "dict[str, QImage] | BaseException"], None]  # images, or the exception that ended a job


def _order(element: str) -> int:
    return ORDER.get(element, len(ORDER))


class Drawing:
    def __init__(self, remote: RemoteDeck | None, arrived: Arrived, live: set[Size]) -> None:
        self.remote = remote
        self._arrived = weakref.WeakMethod(arrived)  # jobs never keep a renderer alive
        self._live = live  # sizes in use (the renderer's), read by pool workers to stop early
        self.urgent: dict[Size, set[str]] = {}
        self.background: dict[Size, set[str]] = {}
        self.jobs = 0  # jobs started (tests, benchmarks)

    def busy(self, size: Size) -> set[str]:
        """Elements some job is drawing at this size."""
        return self.urgent.get(size, set()) | self.background.get(size, set())

    def promote(self, size: Size, wanted: set[str]) -> set[str]:
        """Make the cards in ``wanted`` that only a background job holds urgent; what that job
        still had to draw (to prefetch again, after the urgent job)."""
        held = self.background.get(size, set())
        if self.remote is None or not (wanted & held):
            return set()  # pool jobs cannot be reordered; they are quick (built-in decks)
        self.remote.cancel_background(size)
        self.background.pop(size, None)
        return held - wanted

    def plan(self, spec: RenderSpec, urgent: dict[Size, set[str]], background: dict[Size, set[str]]) -> None:
        """Start jobs for the cards not in yet: those the table waits for first (promoted out of a
        prefetch that holds them), then the background prefetch; none already being drawn."""
        for size, elements in urgent.items():
            if elements:
                rest = self.promote(size, elements)
                if rest:
                    background.setdefault(size, set()).update(rest)
                elements = elements - self.busy(size)
            if elements:
                self.start(spec, size, sorted(elements, key=_order), background=False)
        for size, elements in background.items():
            rest = elements - urgent.get(size, set()) - self.busy(size)
            if rest:
                self.start(spec, size, sorted(rest, key=_order), background=True)

    def start(self, spec: RenderSpec, size: Size, elements: list[str], background: bool) -> None:
        (self.background if background else self.urgent).setdefault(size, set()).update(elements)
        self.jobs += 1
        if self.remote is not None:
            ref = weakref.ref(self)

            def images(items: dict[str, QImage]) -> bool:
                me = ref()
                return me is not None and me._deliver(size, items)

            def end(result: object) -> None:
                me = ref()
                if me is not None:
                    me._ended(size, elements, background, result)

            def rescue(rest: list[str]) -> None:
                me = ref()
                if me is not None:
                    me._ended(size, elements, background, None)
                    if rest and size in me._live:
                        me.start_here(spec, size, rest, background)

            if self.remote.render(size, spec.aspect, elements, background, images, end, rescue):
                return
        self.start_here(spec, size, elements, background)

    def start_here(self, spec: RenderSpec, size: Size, elements: list[str], background: bool) -> None:
        """Render on the pool (built-in decks, or the helper could not)."""
        (self.background if background else self.urgent).setdefault(size, set()).update(elements)
        width, dpr = size
        live = self._live
        ref = weakref.ref(self)

        def work() -> dict[str, QImage]:
            out = {}
            for element in elements:
                if size not in live:
                    break  # the size is no longer used (a resize went on): stop early
                out[element] = spec.render(element, width, dpr)
            return out

        def done(result: dict[str, QImage] | Exception) -> None:
            me = ref()
            if me is not None:
                if isinstance(result, dict):
                    me._deliver(size, result)
                me._ended(size, elements, background, result)

        run_async(work, done)

    def landed(self, size: Size, elements: Iterable[str]) -> None:
        """These elements are in the cache now (from a job, or read from the disk)."""
        for group in (self.urgent, self.background):
            if size in group:
                group[size].difference_update(elements)

    def forget(self, size: Size) -> None:
        self.urgent.pop(size, None)
        self.background.pop(size, None)
        if self.remote is not None:
            self.remote.cancel_size(size)

    # -- replies ------------------------------------------------------------------------
    def _deliver(self, size: Size, items: dict[str, QImage]) -> bool:
        """False: nobody wants them (the size retired, the renderer gone): the helper stops."""
        arrived = self._arrived()
        if arrived is None or size not in self._live:
            return False
        self.landed(size, items)
        arrived(size, items)
        return True

    def _ended(self, size: Size, elements: list[str], background: bool, result: object) -> None:
        # What the job did not bring is no longer being drawn (asked again if still wanted).
        group = self.background if background else self.urgent
        if size in group:
            group[size].difference_update(elements)
        if isinstance(result, BaseException):
            arrived = self._arrived()
            if arrived is not None:
                arrived(size, result)
