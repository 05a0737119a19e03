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
from pathlib import Path

from PySide6.QtGui import QImage

from ..storage.files import cache_dir
from .sources import DeckSource

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


class LoadedImages:
    """Images over one buffer read from disk: keep this alive while they are used."""

    def __init__(self, data: bytes, images: dict[str, QImage]) -> None:
        self.data = data
        self.images = images


def load(key: str) -> LoadedImages | None:
    """The cached images for ``key``, or None (absent or damaged; damage is deleted)."""
    path = folder() / f"{key}.cards"
    try:
        data = path.read_bytes()
    except OSError:
        return None
    images = _parse(data)
    if images is None:
        _remove(path)
        return None
    try:
        os.utime(path)  # least recently used goes first
    except OSError:
        pass
    return LoadedImages(data, images)


def _parse(data: bytes) -> dict[str, QImage] | None:
    if not data.startswith(MAGIC):
        return None
    end = data.find(b"\n", len(MAGIC), len(MAGIC) + MAX_HEADER)
    if end < 0:
        return None
    try:
        header = json.loads(data[len(MAGIC):end])
        w, h, elements = int(header["w"]), int(header["h"]), list(header["elements"])
    except (ValueError, KeyError, TypeError):
        return None
    if not (0 < w <= 4096 and 0 < h <= 4096) or not all(isinstance(e, str) for e in elements):
        return None
    step = w * h * 4
    start = end + 1
    if len(data) != start + step * len(elements):
        return None
    view = memoryview(data)
    images = {}
    for n, element in enumerate(elements):
        chunk = view[start + n * step: start + (n + 1) * step]
        images[element] = QImage(chunk, w, h, w * 4, FORMAT)
    return images


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
