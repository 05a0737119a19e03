"""The sample cards of each deck in the preferences' list (T-1, T-2), and where they come from.

A deck drawn before is read from the disk cache (:mod:`~paciencia.decks.disk_cache`,
a few kilobytes a deck), so the list is filled at once from the second opening on.
Otherwise the deck is checked (a verdict cached on disk is instant) and its samples
rendered off the UI thread: by the render helper for decks not built in
(:func:`~paciencia.decks.render_link.samples`), on a worker for the built-in ones.
"""

from __future__ import annotations

import threading
from typing import Any

from PySide6.QtCore import QSize, QTimer
from PySide6.QtGui import QImage, QPixmap

from ...decks import disk_cache, render_link
from ...decks.discover import DeckEntry, check
from ...decks.refusals import DeckError
from ...decks.render_pool import run_async

SAMPLES = ("1_spade", "king_heart", "queen_club", "10_diamond", "back")
THUMB_W = 46


def render_samples(entry: DeckEntry, width: int, dpr: float,
                   elements: tuple[str, ...] = SAMPLES) -> tuple[DeckEntry, dict[str, QImage]]:
    """Check the deck (cached verdicts are instant) and render its sample cards (any thread)."""
    entry = check(entry)
    if not entry.usable:
        return entry, {}
    source = entry.open()
    aspect = entry.aspect or source.aspect()
    size = QSize(round(width * dpr), round(width * aspect * dpr))
    return entry.replace(aspect=aspect), {e: source.render(e, size) for e in elements}


class Thumbs:
    """Sample pixmaps per deck key, rendered on demand off the UI thread.

    A deck drawn before is read from the disk cache at once (a few kilobytes).
    Otherwise one job at a time, rows on screen first (a row painted again moves
    to the front of the queue, so scrolling never waits for rows scrolled past):
    a worker running Python (a deck's first check parses its XML) competes with
    the UI thread for the interpreter, and the helper draws one deck at a time.
    """

    def __init__(self, on_ready: Any, dpr: float) -> None:
        self.on_ready = on_ready
        self.dpr = dpr
        self.pixmaps: dict[str, dict[str, QPixmap]] = {}
        self.asked: set[str] = set()
        self.queue: list[tuple[DeckEntry, tuple[str, ...]]] = []
        self.listeners: list[Any] = []  # called with each deck key whose pixmaps arrive
        self.busy = False

    def get(self, entry: DeckEntry, elements: tuple[str, ...] = SAMPLES) -> dict[str, QPixmap] | None:
        found = self.pixmaps.get(entry.key)
        if found is not None:
            return found
        if entry.key in self.asked:
            for n, (queued, _) in enumerate(self.queue):
                if queued.key == entry.key and n:
                    self.queue.insert(0, self.queue.pop(n))  # on screen now: next
                    break
            return None
        self.asked.add(entry.key)
        images = thumbs_on_disk(entry, elements, self.dpr)
        if images is not None:  # drawn before: the row is painted with them now
            found = self.pixmaps[entry.key] = self._pixmaps(images)
            QTimer.singleShot(0, lambda: self._tell(entry.key))
            return found
        self.queue.append((entry, elements))
        if not self.busy:
            self.busy = True
            QTimer.singleShot(0, self._next)
        return None

    def _pixmaps(self, images: dict[str, QImage]) -> dict[str, QPixmap]:
        pms = {}
        for element, image in images.items():
            pm = QPixmap.fromImage(image)
            pm.setDevicePixelRatio(self.dpr)
            pms[element] = pm
        return pms

    def _tell(self, key: str) -> None:
        try:
            for listener in self.listeners:
                listener(key)
        except RuntimeError:
            pass  # the dialog is gone

    def stop(self) -> None:
        """The page is gone: render nothing more."""
        self.queue.clear()

    def _next(self) -> None:
        if not self.queue:
            self.busy = False
            return
        entry, elements = self.queue.pop(0)
        dpr = self.dpr

        def done(result: Any) -> None:
            self._done(entry, result)
            self._next()

        def here() -> None:
            run_async(lambda: render_samples(entry, THUMB_W, dpr, elements), done)

        if not render_link.samples(entry, THUMB_W, dpr, elements, done, here):
            here()

    def _done(self, entry: DeckEntry, result: Any) -> None:
        if isinstance(result, BaseException):
            reason = result.reason if isinstance(result, DeckError) else None
            checked = entry.replace(usable=False, reason=reason, checked=True)
            images: dict[str, QImage] = {}
        else:
            checked, images = result
            if images:
                store_thumbs(checked, images, self.dpr)
        self.pixmaps[entry.key] = self._pixmaps(images)
        try:
            self.on_ready(checked)
            for listener in self.listeners:
                listener(entry.key)
        except RuntimeError:  # the dialog was deleted while a job ran
            self.queue.clear()


def _thumbs_key(entry: DeckEntry, elements: tuple[str, ...], dpr: float) -> str | None:
    """The disk cache's name for a deck's sample cards (None: not known usable yet)."""
    if not (entry.checked and entry.usable and entry.aspect):
        return None
    try:
        source = entry.open()  # cheap: nothing is parsed
    except DeckError:
        return None
    return f"{disk_cache.deck_key(source, None, entry.aspect)}-thumbs{len(elements)}-{THUMB_W}x{dpr:g}"


def thumbs_on_disk(entry: DeckEntry, elements: tuple[str, ...], dpr: float) -> dict[str, QImage] | None:
    key = _thumbs_key(entry, elements, dpr) if disk_cache.enabled() else None
    images = disk_cache.load(key) if key is not None else None
    return images if images is not None and set(images) == set(elements) else None


def store_thumbs(entry: DeckEntry, images: dict[str, QImage], dpr: float) -> None:
    key = _thumbs_key(entry, tuple(images), dpr) if disk_cache.enabled() else None
    if key is not None:
        # small: an exit waits for it
        threading.Thread(target=disk_cache.store, args=(key, dict(images)), name="thumbs-cache").start()
