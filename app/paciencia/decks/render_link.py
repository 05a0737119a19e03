"""Who uses the render helper: one renderer's or the preferences' link to it (issue 6).

:mod:`render_process` is the client of the one helper process: it starts and ends
the process and keeps its jobs by number. This module is what a user of the
helper holds: :class:`RemoteDeck`, a :class:`~paciencia.decks.renderer.CardRenderer`'s
decks as the helper opens them and its jobs by card size (so that a retired size
or a destroyed renderer cancels exactly its own jobs), :func:`remote_deck`, which
decides whether a renderer uses the helper at all, and :func:`samples`, the deck
page's sample cards. Kept apart so that the process client knows nothing of
renderers, sizes or deck entries, and a change to how they use the helper does not
touch its lifetime and crash handling.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QElapsedTimer
from PySide6.QtGui import QImage

from . import render_process
from .render_process import client, enabled, given_up
from .render_replies import Desc, Fallback, Images, OnEnd, OnImages
from .render_wire import URGENT
from .sources import AisleriotSource, DeckSource, PysolSource, SvgSource

if TYPE_CHECKING:
    from .entry import DeckEntry

Size = tuple[int, float]  # a renderer's card size: logical width, device pixel ratio


class RemoteDeck:
    """One CardRenderer's link to the helper: its decks as the helper opens them, its jobs by size."""

    def __init__(self, faces: Desc, back: Desc | None) -> None:
        self.faces, self.back = faces, back
        self.client = client()  # job ids are this client's (tests make several)
        self.jobs: dict[int, tuple[Size | None, bool]] = {}  # size (None: the load), background

    def load(self, entry: DeckEntry | None, on_end: OnEnd, fallback: Callable[[], None]) -> bool:
        return self._track((None, False), lambda end, rescue: self.client.load(entry, self.faces, end, rescue),
                           on_end, lambda rest: fallback())

    def render(self, size: Size, aspect: float, elements: list[str], background: bool, on_images: OnImages,
               on_end: OnEnd, fallback: Fallback) -> bool:
        width, dpr = size
        spec = (self.faces, self.back, aspect)
        return self._track((size, background),
                           lambda end, rescue: self.client.render(spec, width, dpr, elements, background,
                                                                  on_images, end, rescue), on_end, fallback)

    def render_now(self, element: str, width: int, dpr: float, aspect: float) -> QImage | None:
        return self.client.render_now((self.faces, self.back, aspect), width, dpr, [element]).get(element)

    def _track(self, key: tuple[Size | None, bool], submit: Callable[[OnEnd, Fallback], int | None], on_end: OnEnd,
               fallback: Fallback) -> bool:
        jobs = self.jobs
        ids: list[int] = []

        def end(result: object) -> None:
            jobs.pop(ids[0], None)
            on_end(result)

        def rescue(rest: list[str]) -> None:
            jobs.pop(ids[0], None)
            fallback(rest)

        job_id = submit(end, rescue)
        if job_id is None:
            return False
        ids.append(job_id)
        jobs[job_id] = key
        return True

    def cancel_size(self, size: Size) -> None:
        self._cancel([j for j, (s, _) in self.jobs.items() if s == size])

    def cancel_background(self, size: Size) -> None:
        """The prefetch of this size stops (the cards it had left are asked for again, in order)."""
        self._cancel([j for j, key in self.jobs.items() if key == (size, True)])

    def _cancel(self, gone: list[int]) -> None:
        for j in gone:
            del self.jobs[j]
        if gone:
            self.client.cancel(gone)

    def cancel_all(self) -> None:
        gone, self.jobs = list(self.jobs), {}
        if gone:
            try:
                self.client.cancel(gone)
            except RuntimeError:
                pass  # the app is shutting down


def describe(source: DeckSource | None) -> Desc | None:
    """How the helper opens the same deck; None for a source made in code (tests)."""
    if type(source) in (SvgSource, AisleriotSource, PysolSource):
        assert source is not None
        return str(source.path), source.origin, source.kind
    return None


def remote_deck(entry: DeckEntry | None, faces: DeckSource | None, back: DeckSource | None) -> RemoteDeck | None:
    """The helper link for a renderer of this deck, or None: rendered in this process."""
    if not enabled() or entry is None or entry.origin == "builtin" or given_up():
        return None
    f, b = describe(faces), describe(back)
    if f is None or (back is not None and b is None):
        return None
    return RemoteDeck(f, b)


def samples(entry: DeckEntry, width: int, dpr: float, elements: tuple[str, ...], done: OnEnd,
            fallback: Callable[[], None]) -> bool:
    """The preferences' sample cards of a deck through the helper: ``done((entry, images))``
    or ``done(DeckError)``, as ``deck_page.render_samples`` on a worker; False if the helper
    is not for this deck (built in, known unusable) or cannot run."""
    if not enabled() or entry.origin == "builtin" or (entry.checked and not entry.usable):
        return False
    helper = client()
    faces: Desc = (str(entry.path), entry.origin, entry.kind)
    images: Images = {}

    def take(more: Images) -> bool:
        images.update(more)
        return True

    def loaded(result: object) -> None:
        if isinstance(result, BaseException) or not isinstance(result, tuple):
            done(result)
            return
        checked, aspect = result

        def end(error: object) -> None:
            done(error if isinstance(error, BaseException) else (checked.replace(aspect=aspect), images))

        if helper.render((faces, None, aspect), width, dpr, elements, False, take, end,
                         lambda rest: fallback(), priority=URGENT) is None:
            fallback()

    return helper.load(entry, faces, loaded, lambda rest: fallback(), priority=URGENT) is not None


def wait_idle(timeout_ms: int = 60_000) -> bool:
    """Run the event loop until the helper has no work left (tests, benchmarks)."""
    clock = QElapsedTimer()
    clock.start()
    while render_process._client is not None and render_process._client.busy and clock.elapsed() < timeout_ms:
        QCoreApplication.processEvents()
        QCoreApplication.sendPostedEvents()
        if render_process._client.busy:
            render_process._client.wait_for_reply(20)
    return render_process._client is None or not render_process._client.busy
