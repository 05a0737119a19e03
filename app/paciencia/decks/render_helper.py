"""The render helper: a process that checks, parses and renders decks for the window.

PySide6 keeps Python's GIL while QtSvg parses or paints, even on a worker
thread, so a heavy deck (KDE's Dondorf: 11 MB of SVG) froze the window
however the work was threaded. This process has its own interpreter: the
window only copies finished pixels. :mod:`~paciencia.decks.render_process`
starts it as ``python -P -m paciencia.decks.render_helper`` (frozen:
``paciencia --render-helper``; see :mod:`~paciencia.decks.child`) and speaks
:mod:`~paciencia.decks.render_wire` on its stdin and stdout; anything else it
prints goes to stderr. A request that is not a well-formed frame ends it: the
window then draws the cards itself.

One request at a time, lowest priority number first; a render job yields
after each element, when new requests (a cancel, a card the window waits
for) are read without waiting. Opened decks stay parsed (the last few), so
the next request for the same deck starts at once. End of stdin (the window
closed it, or died) ends the process, and so does the window's death even if
something else still held the pipe open: it is never left behind.
"""

from __future__ import annotations

import bisect
import ctypes
import os
import select
import signal
import sys
from collections import OrderedDict
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtGui import QGuiApplication, QImage

from ..storage.files import ENV_HOME
from .card_images import RenderSpec, prepare_deck
from .child import parent_pid
from .deck_files import signature
from .formats import open_deck
from .render_wire import (
    Desc,
    Frames,
    Message,
    Spec,
    WireError,
    entry_to_wire,
    error_payload,
    frame,
    job_ids,
    load_args,
    render_args,
)
from .sources import quiet_svg_warnings

if TYPE_CHECKING:
    from .entry import DeckEntry
    from .sources import DeckSource

MAX_DECKS = 4
"""Decks kept parsed (faces and backs): a switch back and forth, and the preferences' previews."""

PARENT_POLL_S = 1.0
"""How often an idle helper looks whether the window is still there."""

class _Load(NamedTuple):
    entry: DeckEntry | None
    faces: Desc
    home: str | None


class _Render(NamedTuple):
    spec: Spec
    width: int
    dpr: float
    elements: list[str]


class _Job:
    def __init__(self, job: int, priority: int, args: _Load | _Render) -> None:
        self.id = job
        self.priority = priority
        self.args = args
        self.done = 0  # elements sent (render jobs)
        self.spec: RenderSpec | None = None  # the decks it renders from, opened at its first element

    @property
    def order(self) -> tuple[int, int]:
        return self.priority, self.id


class Helper:
    def __init__(self, read_fd: int, write_fd: int) -> None:
        self.read_fd, self.write_fd = read_fd, write_fd
        self.frames = Frames(max_data=0)  # the window sends no pixels
        self.parent = parent_pid()
        self.jobs: list[_Job] = []  # sorted by (priority, id)
        self.decks: OrderedDict[tuple[Desc, tuple[int, ...]], DeckSource] = OrderedDict()

    # -- the pipe -----------------------------------------------------------------
    def send(self, message: Sequence[object], pixels: bytes = b"") -> None:
        data = memoryview(frame(message, pixels))
        while data:
            data = data[os.write(self.write_fd, data):]

    def receive(self, wait: bool) -> bool:
        """Take every request already sent (waiting for one if ``wait``); False at end of input,
        when the window is gone, or when it sent something that is not a request."""
        timeout = PARENT_POLL_S if wait else 0.0
        while True:
            ready, _, _ = select.select([self.read_fd], [], [], timeout)
            if not ready:
                if os.getppid() != self.parent:
                    return False  # the window died and someone else holds our stdin
                if timeout:
                    continue
                return True
            data = os.read(self.read_fd, 1 << 16)
            if not data:
                return False
            try:
                for message, _ in self.frames.feed(data):
                    self.take(message)
            except (ValueError, IndexError, TypeError) as e:  # WireError is a ValueError
                print(f"paciencia render helper: ending, the window sent a bad request ({e})", file=sys.stderr)
                return False
            timeout = 0.0  # drain what is there, never wait twice

    def take(self, message: Message) -> None:
        kind = message[0]
        if kind == "cancel":
            gone = set(job_ids(message[1]))
            self.jobs = [job for job in self.jobs if job.id not in gone]
            return
        if kind == "load":
            job_id, priority, entry, faces, home = load_args(message)
            job = _Job(job_id, priority, _Load(entry, faces, home))
        elif kind == "render":
            job_id, priority, spec, width, dpr, wanted = render_args(message)
            job = _Job(job_id, priority, _Render(spec, width, dpr, wanted))
        else:
            raise WireError(f"unknown request {kind!r:.40}")
        bisect.insort(self.jobs, job, key=lambda j: j.order)

    # -- the work -----------------------------------------------------------------
    def run(self) -> None:
        while self.receive(wait=not self.jobs):
            if self.jobs:
                self.step(self.jobs[0])

    def step(self, job: _Job) -> None:
        """One unit of work: a whole load, or one element of a render job."""
        try:
            if isinstance(job.args, _Load):
                self.jobs.remove(job)
                entry, faces, home = job.args
                checked, aspect = self.load(entry, faces, home)
                self.send(["loaded", job.id, entry_to_wire(checked), aspect])
                return
            (faces, back, aspect), width, dpr, elements = job.args
            if job.done < len(elements):
                if job.spec is None:
                    job.spec = self.spec(faces, back, aspect)
                self.render(job, job.spec, elements[job.done], width, dpr)
                job.done += 1
            if job.done >= len(elements):
                self.jobs.remove(job)
                self.send(["done", job.id])
        except Exception as e:  # noqa: BLE001 - every failure goes back to the window, none kills the helper
            if job in self.jobs:
                self.jobs.remove(job)
            self.send(["error", job.id, *error_payload(e)])

    def load(self, entry: DeckEntry | None, faces: Desc, home: str | None) -> tuple[DeckEntry | None, float]:
        # The window's folder for deck-checks.json (tests give each test its own).
        if home is None:
            os.environ.pop(ENV_HOME, None)
        else:
            os.environ[ENV_HOME] = home
        return prepare_deck(self.deck(faces), entry, validate_faces=True)

    def spec(self, faces: Desc, back: Desc | None, aspect: float) -> RenderSpec:
        return RenderSpec(self.deck(faces), self.deck(back) if back is not None else None, aspect)

    def render(self, job: _Job, spec: RenderSpec, element: str, width: int, dpr: float) -> None:
        image = spec.render(element, width, dpr)
        if image.format() != QImage.Format.Format_ARGB32_Premultiplied:
            image = image.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
        w, h = image.width(), image.height()
        pixels = bytes(image.constBits())
        if image.bytesPerLine() != w * 4:  # padded lines: send them packed
            line = image.bytesPerLine()
            pixels = b"".join(pixels[y * line:y * line + w * 4] for y in range(h))
        self.send(["image", job.id, element, w, h], pixels[:w * h * 4])

    def deck(self, desc: Desc) -> DeckSource:
        """The opened deck, parsed once and kept while it is among the last few used
        and its files are unchanged (an imported deck may be replaced under the same name)."""
        path, origin, kind = desc
        key = (desc, tuple(signature(Path(path))))
        source = self.decks.get(key)
        if source is None:
            source = self.decks[key] = open_deck(Path(path), origin, kind)
            while len(self.decks) > MAX_DECKS:
                self.decks.popitem(last=False)
        else:
            self.decks.move_to_end(key)
        return source


def main() -> int:
    # The protocol owns stdout: keep it apart, and send every stray write (a print,
    # a C library) to stderr instead.
    out = os.dup(1)
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    # Ctrl+C in the terminal reaches the whole process group; the window decides when we end.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _end_with_parent()
    if os.getppid() != parent_pid():
        return 0  # the window died while we started
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    app = QGuiApplication(sys.argv[:1])  # fonts: SVG text and the missing-element placeholder
    quiet_svg_warnings()
    helper = Helper(0, out)
    try:
        helper.send(["ready", os.getpid()])
        helper.run()
    except BrokenPipeError:
        pass  # the window is gone: nobody to answer
    del app
    return 0


def _end_with_parent() -> None:
    """Linux: the kernel ends us the moment the window's process dies (belt and braces
    beside the end of stdin, which another process holding the pipe would delay)."""
    if not sys.platform.startswith("linux"):
        return
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        pr_set_pdeathsig = 1
        libc.prctl(pr_set_pdeathsig, signal.SIGTERM, 0, 0, 0)
    except (OSError, AttributeError):
        pass


if __name__ == "__main__":
    sys.exit(main())
