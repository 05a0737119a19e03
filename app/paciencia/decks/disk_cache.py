"""Rendered card images kept on disk, so a launch draws its table without SVG.

Parsing the built-in deck and rendering its 53 elements costs about 0.2 s of
CPU and 14 MB of memory that stays with the process (QtSvg's document plus
the allocator's high-water mark), and PySide holds the Python lock while it
renders, so the window waits too. KDE's card games keep rendered cards in a
disk cache for the same reason; so do we: once every element of a deck is
rendered at a size, the images are written here, and the next launch at that
size reads them back in a few milliseconds.

One file per (faces, back, aspect, size, device pixel ratio)::

    PACCARDS 1\\n
    {"w": 137, "h": 192, "elements": ["1_club", ...]}\\n
    <w × h × 4 bytes of ARGB32 premultiplied pixels per element, in order>

Pixels are stored raw, not compressed: reading them back is a copy, where
zlib would add about 18 ms to the start-up for 5.6 MB. The folder is bounded
(:data:`MAX_TOTAL_BYTES`, least recently used first out). A file that does
not match its header, or any other damage, is deleted and the cards are
rendered again: this is a cache, never the only copy of anything.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtGui import QImage, QPixmap

from ..storage.files import cache_dir
from .sources import CANONICAL_IDS, DeckSource

ENV_SWITCH = "PACIENCIA_CARD_CACHE"
"""Set to 0 to render every launch (benchmarks compare both ways)."""

MAGIC = b"PACCARDS 1\n"
FORMAT = QImage.Format.Format_ARGB32_Premultiplied
MAX_TOTAL_BYTES = 64 * 1024 * 1024
"""The folder's bound: about eleven table sizes of the built-in decks at ratio 1."""
MAX_HEADER = 16 * 1024
RENDER_VERSION = "1"
"""Bumped when the way elements are drawn changes, so old pictures are not reused."""


def folder() -> Path:
    return cache_dir() / "cards"


def _identity(source: DeckSource | None) -> list[object]:
    """What a deck's pictures depend on: which files, and their size and time."""
    if source is None:
        return [None]
    out: list[object] = [source.kind, str(source.path)]
    for path in {source.path, getattr(source, "svg_file", source.path)}:
        try:
            st = os.stat(path)
        except OSError:
            out.append(None)
        else:
            out += [st.st_size, st.st_mtime_ns]
    return out


def cache_key(faces: DeckSource | None, back: DeckSource | None, aspect: float,
              width: int, dpr: float) -> str:
    text = json.dumps([RENDER_VERSION, _identity(faces), _identity(back), round(aspect, 6), width, dpr])
    return hashlib.sha1(text.encode()).hexdigest()


def read(key: str, use: Callable[[str, QImage], None]) -> list[str] | None:
    """Hand each cached image of ``key`` to ``use`` as it is read; the elements read, or None.

    One card's pixels are read at a time (``use`` must copy them: the buffer
    is reused), so a launch's peak memory does not hold the
    whole file on top of the pixmaps made from it. A damaged file is deleted
    before anything is handed over.
    """
    path = folder() / f"{key}.cards"
    try:
        with path.open("rb") as f:
            size = os.fstat(f.fileno()).st_size
            head = f.read(len(MAGIC) + MAX_HEADER)
            parsed = _header(head, size)
            if parsed is None:
                f.close()
                _remove(path)
                return None
            w, h, elements, start = parsed
            f.seek(start)
            buffer = bytearray(w * h * 4)
            view = memoryview(buffer)
            for element in elements:
                if f.readinto(view) != len(buffer):
                    return None  # shortened since the size was checked: rendered instead
                use(element, QImage(buffer, w, h, w * 4, FORMAT))
    except OSError:
        return None
    try:
        os.utime(path)  # least recently used goes first
    except OSError:
        pass
    return elements


def load(key: str) -> dict[str, QImage] | None:
    """Every cached image of ``key`` (each its own copy), or None."""
    images: dict[str, QImage] = {}
    if read(key, lambda element, image: images.__setitem__(element, image.copy())) is None:
        return None
    return images


def _header(head: bytes, size: int) -> tuple[int, int, list[str], int] | None:
    """Width, height, elements and where the pixels start, if the file's size agrees."""
    if not head.startswith(MAGIC):
        return None
    end = head.find(b"\n", len(MAGIC))
    if end < 0:
        return None
    try:
        header = json.loads(head[len(MAGIC):end])
        w, h, elements = int(header["w"]), int(header["h"]), list(header["elements"])
    except (ValueError, KeyError, TypeError):
        return None
    if not (0 < w <= 4096 and 0 < h <= 4096) or not all(isinstance(e, str) for e in elements):
        return None
    start = end + 1
    if size != start + w * h * 4 * len(elements):
        return None
    return w, h, elements, start


def store(key: str, images: dict[str, QImage]) -> bool:
    """Write the images (all of one size) atomically; False if they could not be written."""
    if not images:
        return False
    first = next(iter(images.values()))
    w, h = first.width(), first.height()
    chunks = []
    for image in images.values():
        if image.width() != w or image.height() != h:
            return False
        if image.format() != FORMAT:
            image = image.convertToFormat(FORMAT)
        if image.bytesPerLine() != w * 4:
            image = image.copy()  # a padded line layout: pack it
        chunks.append(bytes(image.constBits())[: w * h * 4])
    header = json.dumps({"w": w, "h": h, "elements": list(images)}).encode() + b"\n"
    target = folder() / f"{key}.cards"
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".cards.", suffix=".tmp", dir=target.parent)
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(MAGIC + header)
                for chunk in chunks:
                    f.write(chunk)
            os.replace(tmp, target)  # readers see the old file or the whole new one
        except BaseException:
            _remove(Path(tmp))
            raise
    except OSError:
        return False
    prune()
    return True


def prune(limit: int = MAX_TOTAL_BYTES) -> None:
    """Delete the least recently used files until the folder fits ``limit``."""
    try:
        entries = []
        for p in folder().glob("*.cards"):
            st = p.stat()
            entries.append((st.st_mtime_ns, st.st_size, p))
        for p in folder().glob(".cards.*.tmp"):  # a write cut short by the app's exit
            if p.stat().st_mtime < time.time() - 3600:
                _remove(p)
    except OSError:
        return
    total = sum(size for _, size, _ in entries)
    for _, size, p in sorted(entries):
        if total <= limit:
            break
        _remove(p)
        total -= size


def _remove(path: Path) -> None:
    try:
        path.unlink()
    except OSError:
        pass


def enabled() -> bool:
    return os.environ.get(ENV_SWITCH, "1") != "0"


Size = tuple[int, float]


class DiskCards:
    """A renderer's link to the disk: fill a new size from a file, store a completed one.

    Storing runs on a plain thread: the pixmaps' images are implicitly shared
    copies (no pixels copied on the UI thread) and writing releases the GIL.
    """

    def __init__(self) -> None:
        self.settled: set[Size] = set()  # read from disk, or stored (or being stored)

    def fill(self, faces: DeckSource | None, back: DeckSource | None, aspect: float, size: Size,
             entries: dict[str, QPixmap], to_pixmap: Callable[[QImage, float], QPixmap]) -> bool:
        """Put the size's cached pictures into ``entries``; True if they were all there."""
        if faces is None or size in self.settled:
            return False
        width, dpr = size
        got: dict[str, QPixmap] = {}

        def use(element: str, image: QImage) -> None:
            # A pixmap of the same format may share the image's pixels instead of copying
            # them, and the buffer is reused for the next card: give it its own copy.
            got[element] = to_pixmap(image.copy(), dpr)

        read_elements = read(cache_key(faces, back, aspect, width, dpr), use)
        if read_elements is None or not set(CANONICAL_IDS) <= set(got):
            return False
        for element, pm in got.items():
            entries.setdefault(element, pm)
        self.settled.add(size)
        return True

    def offer(self, faces: DeckSource | None, back: DeckSource | None, aspect: float, size: Size,
              entries: dict[str, QPixmap]) -> threading.Thread | None:
        """Once every element of the size is rendered, write them out (once per size)."""
        if faces is None or size in self.settled or not all(e in entries for e in CANONICAL_IDS):
            return None
        self.settled.add(size)
        width, dpr = size
        key = cache_key(faces, back, aspect, width, dpr)
        images = {e: entries[e].toImage() for e in CANONICAL_IDS}
        thread = threading.Thread(target=store, args=(key, images), name="card-cache", daemon=True)
        thread.start()
        return thread

    def forget(self, size: Size) -> None:
        self.settled.discard(size)
