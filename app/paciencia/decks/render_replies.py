"""The window's checks on what the render helper answers, and its record of each job.

Nothing the helper sends is trusted: a reply must answer a job this window gave,
an image must be one its job asked for, of exactly the size it asked for, with
exactly as many bytes of pixels; anything else is a :class:`WireError` and the
client (:mod:`render_process`) ends the helper and draws the cards itself.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TypeVar

from PySide6.QtGui import QImage

from .card_images import pixel_size
from .render_wire import Desc, Message, Spec, WireError, entry_from_wire, error_from

__all__ = ["Desc", "Spec"]  # named here too, with the jobs that use them
Images = dict[str, QImage]
OnImages = Callable[[Images], bool]  # False: nobody wants the rest (the job is cancelled)
OnEnd = Callable[[object], None]
"""A job's end: None (all images sent), the exception that ended it, or what it loaded
(``(entry, aspect)``); each caller narrows what its own job gives."""
Fallback = Callable[[list[str]], None]  # the elements never received: render them on the threads


class Job:
    __slots__ = ("kind", "remaining", "on_images", "on_end", "fallback", "image_size")

    def __init__(self, remaining: list[str], on_images: OnImages | None, on_end: OnEnd,
                 fallback: Fallback, kind: str = "render") -> None:
        self.kind = kind
        self.remaining, self.on_images, self.on_end, self.fallback = remaining, on_images, on_end, fallback
        self.image_size = (0, 0)  # device pixels every image of the job must have


def render_args(spec: Spec, width: int, dpr: float, elements: list[str]) -> tuple[object, ...]:
    faces, back, aspect = spec
    return [list(faces), list(back) if back is not None else None, aspect], width, dpr, elements


def new_job(spec: Spec, width: int, dpr: float, elements: list[str], on_images: OnImages, on_end: OnEnd,
         fallback: Fallback) -> Job:
    job = Job(list(elements), on_images, on_end, fallback)
    job.image_size = pixel_size(width, dpr, spec[2])
    return job


def image_of(message: Message, pixels: bytes, job: Job | None, taken: Images) -> QImage:
    """The image an ``image`` reply carries, once it is exactly what its job asked for."""
    if len(message) != 5:
        raise WireError("bad image reply")
    _, _, element, width, height = message
    if job is not None and (job.kind != "render" or element not in job.remaining or element in taken):
        raise WireError(f"an image ({element!r:.40}) its job did not ask for")
    expected = job.image_size if job is not None else (width, height)
    if (width, height) != expected or type(width) is not int or type(height) is not int:
        raise WireError(f"an image of {width!r:.10} × {height!r:.10} pixels, not {expected[0]} × {expected[1]}")
    if len(pixels) != width * height * 4:
        raise WireError(f"an image with {len(pixels)} bytes of pixels for {width} × {height}")
    image = QImage(pixels, width, height, width * 4, QImage.Format.Format_ARGB32_Premultiplied)
    return image.copy()  # own the pixels


def result_of(message: Message, job: Job | None) -> object:
    """What ``loaded``, ``done`` and ``error`` mean for their job's ``on_end``."""
    kind = message[0]
    if kind == "error":
        if len(message) != 4:
            raise WireError("bad error reply")
        return error_from(message[2], message[3])
    if kind == "done":
        if len(message) != 2 or (job is not None and job.kind != "render"):
            raise WireError("bad done reply")
        return None
    given = message[3] if len(message) == 4 else None
    if (job is not None and job.kind != "load") or isinstance(given, bool) or not isinstance(given, int | float):
        raise WireError("bad loaded reply")
    aspect = float(given)
    if not 0.1 <= aspect <= 10.0:
        raise WireError(f"a card aspect of {aspect}")
    return entry_from_wire(message[2]), aspect


Event = tuple[int, "Images | None", bool, object]  # job, images that came, whether it ended, its result


def sort_out(messages: list[tuple[Message, bytes]], jobs: dict[int, Job],
             last_id: int) -> tuple[bool, list[Event]]:
    """Check a read's replies and sort them by job: (a ``ready`` among them, the events in
    order, a job's images batched before its end). WireError before anything is handed over."""
    ready = False
    events: list[Event] = []
    batch: dict[int, Images] = {}  # one hand-over per job and read, not one per image
    for message, pixels in messages:
        kind = message[0]
        if kind == "ready":
            ready = True
            continue
        job_id = message[1]
        if type(job_id) is not int or not 0 < job_id <= last_id:
            raise WireError(f"a reply to job {job_id!r:.20}, never asked for")
        job = jobs.get(job_id)
        if kind == "image":
            taken = batch.setdefault(job_id, {})
            image = image_of(message, pixels, job, taken)
            if job is not None:  # else cancelled meanwhile
                taken[str(message[2])] = image
            continue
        if kind not in ("loaded", "done", "error") or pixels:
            raise WireError(f"unknown reply {kind!r:.40}")
        result = result_of(message, job)
        if job is not None:
            events.append((job_id, batch.pop(job_id, None), True, result))
    events += [(job_id, images, False, None) for job_id, images in batch.items() if images]
    return ready, events


A = TypeVar("A")


def call(callback: Callable[[A], object], arg: A) -> object:
    """A job's callback; its exception is reported like a slot's, and the other replies still go out."""
    try:
        return callback(arg)
    except Exception:  # noqa: BLE001 - one failing owner must not cost the others their cards
        sys.excepthook(*sys.exc_info())
        return None
