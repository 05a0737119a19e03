"""Rendered card images kept on disk, so a launch draws its table without SVG.

Parsing the built-in deck and rendering its 53 elements costs about 0.2 s of
CPU and 14 MB of memory that stays with the process (QtSvg's document plus
the allocator's high-water mark), and PySide holds the Python lock while it
renders, so the window waits too. KDE's card games keep rendered cards in a
disk cache for the same reason; so do we: once every element of a deck is
rendered at a size, the images are written here, and the next launch at that
size reads them back in a few milliseconds.

One file per (faces, back, aspect, size, device pixel ratio), named
``<deck key>-<width>x<ratio>.cards`` so that a deck's other sizes can be found
(the stand-ins shown while a new size is drawn, :meth:`DiskCards.nearest`)::

    PACCARDS 1\\n
    {"w": 137, "h": 192, "elements": ["1_club", ...]}\\n
    <w × h × 4 bytes of ARGB32 premultiplied pixels per element, in order>

Pixels are stored raw, not compressed: reading them back is a copy, where
zlib would add about 18 ms to the start-up for 5.6 MB. The folder is bounded
(:data:`MAX_TOTAL_BYTES`, least recently used first out). A file that does
not match its header, or any other damage, is deleted and the cards are
rendered again: this is a cache, never the only copy of anything (issue 23). Every file
here is opened as an ordinary file, without blocking (:mod:`paciencia.ordinary_files`),
so a FIFO or a device in the folder is dropped, never waited on.
"""

from __future__ import annotations

import json
import os
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TypedDict

from PySide6.QtGui import QImage, QPixmap

from ..digest import short_digest
from ..ordinary_files import NotOrdinaryFile, open_ordinary
from ..storage import files, schema
from ..storage.caches import drop
from ..storage.files import cache_dir
from .sources import CANONICAL_IDS, DeckSource

if TYPE_CHECKING:
    from .card_images import RenderSpec

Size = tuple[int, float]

ENV_SWITCH = "PACIENCIA_CARD_CACHE"
"""Set to 0 to render every launch (benchmarks compare both ways)."""

MAGIC = b"PACCARDS 1\n"
FORMAT = QImage.Format.Format_ARGB32_Premultiplied
MAX_TOTAL_BYTES = 64 * 1024 * 1024
"""The folder's bound: about eleven table sizes of the built-in decks at ratio 1."""
MAX_HEADER = 16 * 1024


class Header(TypedDict):
    """A file of rendered cards' header: each card's pixels, and which cards, in order."""

    w: int
    h: int
    elements: list[str]


HEADER: schema.Format[Header] = schema.Format("cards", 1, schema.Record({
    "w": schema.Int(1, 4096), "h": schema.Int(1, 4096), "elements": schema.ListOf(schema.Text(100, empty=False), 500),
}))
RENDER_VERSION = "2"
"""Bumped when the way elements are drawn changes, so old pictures are not reused."""


def folder() -> Path:
    return cache_dir() / "cards"


def _identity(source: DeckSource | None) -> list[object]:
    """What a deck's pictures depend on: which files, and their size and time."""
    if source is None:
        return [None]
    out: list[object] = [source.kind, str(source.path)]
    # Sorted: a set's order follows the string hash, which differs in every process, and a
    # KDE deck (a folder and its SVG) then got a new key at about every other launch.
    for path in sorted({str(source.path), str(getattr(source, "svg_file", source.path))}):
        try:
            st = os.stat(path)
        except OSError:
            out.append(None)
        else:
            out += [st.st_size, st.st_mtime_ns]
    return out


def deck_key(faces: DeckSource | None, back: DeckSource | None, aspect: float) -> str:
    """What every size of one deck's pictures shares: the start of their file names."""
    return short_digest(json.dumps([RENDER_VERSION, _identity(faces), _identity(back), round(aspect, 6)]), 20)


def cache_key(faces: DeckSource | None, back: DeckSource | None, aspect: float,
              width: int, dpr: float) -> str:
    return f"{deck_key(faces, back, aspect)}-{width}x{dpr:g}"


def sizes_on_disk(deck: str) -> list[Size]:
    """The sizes of a deck (its :func:`deck_key`) that have a file here."""
    out = []
    try:
        names = [p.name for p in folder().glob(f"{deck}-*.cards")]
    except OSError:
        return []
    for name in names:
        width, _, dpr = name[len(deck) + 1:-len(".cards")].partition("x")
        try:
            out.append((int(width), float(dpr)))
        except ValueError:
            continue
    return out


class _Index:
    """Where each element's pixels lie in one validated cache file."""

    def __init__(self, path: Path, w: int, h: int, elements: list[str], start: int, size: int) -> None:
        self.path, self.w, self.h, self.size = path, w, h, size
        step = w * h * 4
        self.offsets = {element: start + n * step for n, element in enumerate(elements)}


def load(key: str) -> dict[str, QImage] | None:
    """Every cached image of ``key`` (each its own copy), or None (absent or damaged)."""
    index = _open_index(folder() / f"{key}.cards")
    if index is None:
        return None
    images = _read(index, list(index.offsets))
    return images if len(images) == len(index.offsets) else None


def _open_index(path: Path) -> _Index | None:
    """The file's layout once its header and size agree; a damaged file is dropped.

    Opened as an ordinary file only, without blocking (a FIFO put here would hang the
    window at every launch), and read no further than the header's bound."""
    try:
        with os.fdopen(open_ordinary(path), "rb") as f:
            parsed = _header(f.read(len(MAGIC) + MAX_HEADER), os.fstat(f.fileno()).st_size)
    except FileNotFoundError:
        return None
    except NotOrdinaryFile:
        drop(path, "not an ordinary file")
        return None
    except OSError:
        return None  # unreadable now (permissions, a disk error): rendered instead, kept
    except ValueError as e:
        drop(path, str(e))
        return None
    try:
        os.utime(path)  # least recently used goes first
    except OSError:
        pass
    return _Index(path, *parsed)


def _read(index: _Index, elements: list[str]) -> dict[str, QImage]:
    """The elements' images, each owning its pixels; empty if the file went bad (then it
    is dropped: another file put in its place, or one cut short)."""
    step = index.w * index.h * 4
    out = {}
    try:
        with os.fdopen(open_ordinary(index.path), "rb") as f:
            if os.fstat(f.fileno()).st_size != index.size:
                raise ValueError("changed since its header was read")
            for element in elements:
                f.seek(index.offsets[element])
                data = f.read(step)
                if len(data) != step:
                    raise ValueError("shorter than its header says")
                out[element] = QImage(data, index.w, index.h, index.w * 4, FORMAT).copy()
    except FileNotFoundError:
        return {}
    except (ValueError, NotOrdinaryFile) as e:
        drop(index.path, str(e))
        return {}
    except OSError:
        return {}
    return out


def _header(head: bytes, size: int) -> tuple[int, int, list[str], int, int]:
    """Width, height, elements, where the pixels start and the file's size; ValueError
    (why) unless the header is one :func:`store` writes and the file's size agrees."""
    if not head.startswith(MAGIC):
        raise ValueError("not a file of rendered cards")
    end = head.find(b"\n", len(MAGIC))
    if end < 0:
        raise ValueError("no header")
    # The storage's one bounded reader and a schema (T-3): no header can raise anything
    # else here (files.Unreadable and schema.Invalid are ValueErrors).
    header, _ = HEADER.check(files.parse_json(head[len(MAGIC):end], MAX_HEADER))
    w, h, elements = header["w"], header["h"], header["elements"]
    start = end + 1
    if size != start + w * h * 4 * len(elements):
        raise ValueError(f"{size} bytes where its header says {start + w * h * 4 * len(elements)}")
    return w, h, elements, start, size


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


class DiskCards:
    """A renderer's link to the disk: cards of a size seen before, read one by one as the
    table needs them; a size rendered in full, written out once.

    Reading on demand keeps memory to the cards on the table (Klondike starts
    with 8 distinct pictures, not 53). Storing runs on a plain thread: the
    pixmaps' images are implicitly shared copies (no pixels copied on the UI
    thread) and writing releases the GIL.
    """

    def __init__(self, spec: Callable[[], RenderSpec | None]) -> None:
        self.spec = spec  # the renderer's faces, back and aspect; None until they are known
        self.settled: set[Size] = set()  # on disk already, or stored (or being stored)
        self.index: dict[Size, _Index] = {}
        self._near: dict[Size, _Index | None] = {}  # the nearest other size on disk, per size shown

    def full(self, size: Size) -> bool:
        """Every element of the size can be read from the disk."""
        return size in self.index

    def nearest(self, element: str, size: Size) -> QImage | None:
        """The element at the size on disk nearest to ``size`` (another size: a stand-in to
        scale while ``size`` is drawn), or None."""
        spec = self.spec()
        if spec is None or spec.faces is None:
            return None
        faces, back, aspect = spec.faces, spec.back, spec.aspect
        if size not in self._near:
            self._near[size] = None
            deck = deck_key(faces, back, aspect)
            want = size[0] * size[1]
            # Nearest in device pixels; a larger one first at equal distance (it scales down better).
            for other in sorted((s for s in sizes_on_disk(deck) if s != size),
                                key=lambda s: (abs(s[0] * s[1] - want), s[0] * s[1] < want)):
                index = _open_index(folder() / f"{cache_key(faces, back, aspect, *other)}.cards")
                if index is not None:
                    self._near[size] = index
                    break
        index = self._near[size]
        if index is None or element not in index.offsets:
            return None
        return _read(index, [element]).get(element)

    def open(self, size: Size) -> bool:
        """Find and check the size's file; True if every element can be read from it."""
        spec = self.spec()
        if spec is None or spec.faces is None or size in self.settled:
            return size in self.index
        width, dpr = size
        index = _open_index(folder() / f"{cache_key(spec.faces, spec.back, spec.aspect, width, dpr)}.cards")
        if index is None or not set(CANONICAL_IDS) <= set(index.offsets):
            return False
        self.index[size] = index
        self.settled.add(size)
        return True

    def has(self, size: Size, element: str) -> bool:
        index = self.index.get(size)
        return index is not None and element in index.offsets

    def take(self, size: Size, elements: set[str]) -> dict[str, QImage]:
        """The elements this size's file holds; a file gone bad is dropped (its cards are
        rendered again)."""
        index = self.index.get(size)
        wanted = [e for e in elements if index is not None and e in index.offsets]
        if index is None or not wanted:
            return {}
        images = _read(index, wanted)
        if len(images) != len(wanted):
            del self.index[size]
            self.settled.discard(size)
            return {}
        return images

    def offer(self, size: Size, entries: dict[str, QPixmap]) -> threading.Thread | None:
        """Once every element of the size is rendered, write them out (once per size)."""
        spec = self.spec()
        if spec is None or spec.faces is None or size in self.settled or not all(e in entries for e in CANONICAL_IDS):
            return None
        self.settled.add(size)
        width, dpr = size
        key = cache_key(spec.faces, spec.back, spec.aspect, width, dpr)
        images = {e: entries[e].toImage() for e in CANONICAL_IDS}
        thread = threading.Thread(target=store, args=(key, images), name="card-cache", daemon=True)
        thread.start()
        return thread

    def forget(self, size: Size) -> None:
        self.settled.discard(size)
        self.index.pop(size, None)
        self._near.pop(size, None)
