"""The render helper: a process that checks, parses and renders decks for the window.

PySide6 keeps Python's GIL while QtSvg parses or paints, even on a worker
thread, so a heavy deck (KDE's Dondorf: 11 MB of SVG) froze the window
however the work was threaded. This process has its own interpreter: the
window only copies finished pixels. :mod:`~paciencia.decks.render_process`
starts it as ``python -m paciencia.decks.render_helper`` (frozen:
``paciencia --render-helper``) and speaks :mod:`~paciencia.decks.render_wire`
on its stdin and stdout; anything else it prints goes to stderr.

One request at a time, lowest priority number first; a render job yields
after each element, when new requests (a cancel, a card the window waits
for) are read without waiting. Opened decks stay parsed (the last few), so
the next request for the same deck starts at once. End of stdin (the window
closed it, or died) ends the process: it is never left behind.
"""

from __future__ import annotations

import bisect
import os
import select
import signal
import sys
from collections import OrderedDict
from typing import Any

from .render_wire import Frames, error_payload, frame

MAX_DECKS = 4
"""Decks kept parsed (faces and backs): a switch back and forth, and the preferences' previews."""

Desc = tuple[str, str, str]  # path, origin, kind


class _Job:
    def __init__(self, message: tuple[Any, ...]) -> None:
        self.kind: str = message[0]
        self.id: int = message[1]
        self.priority: int = message[2]
        self.args = message[3:]
        self.done = 0  # elements sent (render jobs)
        self.spec: Any = None  # the decks it renders from, opened at its first element

    @property
    def order(self) -> tuple[int, int]:
        return self.priority, self.id


class Helper:
    def __init__(self, read_fd: int, write_fd: int) -> None:
        self.read_fd, self.write_fd = read_fd, write_fd
        self.frames = Frames()
        self.jobs: list[_Job] = []  # sorted by (priority, id)
        self.decks: OrderedDict[tuple[Desc, tuple[int, ...]], Any] = OrderedDict()

    # -- the pipe -----------------------------------------------------------------
    def send(self, message: tuple[Any, ...]) -> None:
        data = memoryview(frame(message))
        while data:
            data = data[os.write(self.write_fd, data):]

    def receive(self, wait: bool) -> bool:
        """Take every request already sent (waiting for one if ``wait``); False at end of input."""
        timeout = None if wait else 0.0
        while True:
            ready, _, _ = select.select([self.read_fd], [], [], timeout)
            if not ready:
                return True
            data = os.read(self.read_fd, 1 << 16)
            if not data:
                return False
            for message in self.frames.feed(data):
                self.take(message)
            timeout = 0.0  # drain what is there, never wait twice

    def take(self, message: tuple[Any, ...]) -> None:
        if message[0] == "cancel":
            gone = set(message[1])
            self.jobs = [job for job in self.jobs if job.id not in gone]
        else:
            job = _Job(message)
            bisect.insort(self.jobs, job, key=lambda j: j.order)

    # -- the work -----------------------------------------------------------------
    def run(self) -> None:
        while self.receive(wait=not self.jobs):
            if self.jobs:
                self.step(self.jobs[0])

    def step(self, job: _Job) -> None:
        """One unit of work: a whole load, or one element of a render job."""
        try:
            if job.kind == "load":
                self.jobs.remove(job)
                entry, faces, home = job.args
                self.send(("loaded", job.id, *self.load(entry, faces, home)))
                return
            (faces, back, aspect), width, dpr, elements = job.args
            if job.done < len(elements):
                if job.spec is None:
                    job.spec = self.spec(faces, back, aspect)
                self.render(job, job.spec, elements[job.done], width, dpr)
                job.done += 1
            if job.done >= len(elements):
                self.jobs.remove(job)
                self.send(("done", job.id))
        except Exception as e:  # noqa: BLE001 - every failure goes back to the window, none kills the helper
            if job in self.jobs:
                self.jobs.remove(job)
            self.send(("error", job.id, error_payload(e)))

    def load(self, entry: Any, faces: Desc, home: str | None) -> tuple[Any, float]:
        from ..storage.files import ENV_HOME
        from .card_images import prepare_deck

        # The window's folder for deck-checks.json (tests give each test its own).
        if home is None:
            os.environ.pop(ENV_HOME, None)
        else:
            os.environ[ENV_HOME] = home
        return prepare_deck(self.deck(faces), entry, validate_faces=True)

    def spec(self, faces: Desc, back: Desc | None, aspect: float) -> Any:
        from .card_images import _RenderSpec

        return _RenderSpec(self.deck(faces), self.deck(back) if back is not None else None, aspect)

    def render(self, job: _Job, spec: Any, element: str, width: int, dpr: float) -> None:
        from PySide6.QtGui import QImage

        image = spec.render(element, width, dpr)
        if image.format() != QImage.Format.Format_ARGB32_Premultiplied:
            image = image.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
        pixels = bytes(image.constBits())
        self.send(("image", job.id, element, image.width(), image.height(), image.bytesPerLine(), pixels))

    def deck(self, desc: Desc) -> Any:
        """The opened deck, parsed once and kept while it is among the last few used
        and its files are unchanged (an imported deck may be replaced under the same name)."""
        from pathlib import Path

        from .discover import signature

        path, origin, kind = desc
        key = (desc, tuple(signature(Path(path))))
        source = self.decks.get(key)
        if source is None:
            from .formats import open_deck

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
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication(sys.argv[:1])  # fonts: SVG text and the missing-element placeholder
    from .sources import quiet_svg_warnings

    quiet_svg_warnings()
    helper = Helper(0, out)
    try:
        helper.send(("ready", os.getpid()))
        helper.run()
    except BrokenPipeError:
        pass  # the window is gone: nobody to answer
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
