"""One small interface in front of every deck format.

Whatever the deck's own naming, a :class:`DeckSource` speaks the KDE
card-deck ids the rest of the app uses (``1_spade`` … ``king_heart``,
``back``) and renders one element into a ``QImage`` of a given size in
device pixels. ``QImage`` (not ``QPixmap``) so that rendering can run on a
worker thread; the UI turns it into a pixmap.

Three families:

* SVG decks whose elements are cards (the built-in decks, KDE decks): each
  element's bounding box is stretched to the card, as KDE's libkcardgame does.
* AisleRiot SVG themes: the document is a 13 × 5 grid of cards (ranks across,
  clubs/diamonds/hearts/spades down, jokers and the back on the fifth row)
  and AisleRiot paints the *cell*, not the element's bounding box. Several
  themes (anglo_poker, simplistic) have element boxes that stick out of their
  cell, so painting by element box would show a fragment; we map the element
  through its cell like AisleRiot does.
* PySol cardsets: one raster image per card, scaled.
"""

from __future__ import annotations

import os
import threading
from abc import ABC, abstractmethod
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QLoggingCategory, QRectF, QSize, Qt
from PySide6.QtGui import QImage, QPainter

from ..core.loading import Feature
from .deck_files import open_plain, read_bytes
from .refusals import MSG_FILE_TOO_LARGE, MSG_INVALID_SVG, MSG_UNREADABLE, DeckError, deck_reason

if TYPE_CHECKING:
    from gzip import GzipFile

    from PySide6.QtSvg import QSvgRenderer

    from .svg_safety import Scan

# Loaded when a deck is first parsed: a launch whose cards all come from the disk cache draws
# its first frame without them (QtSvg: 0.8 ms).
SVG_RENDERER: Feature[type[QSvgRenderer]] = Feature("PySide6.QtSvg:QSvgRenderer")
SAFETY_SCAN: Feature[Callable[[bytes, Path], Scan]] = Feature("paciencia.decks.svg_safety:scan")
"""The check of a deck from outside the package before QtSvg reads it."""
GZIP_FILE: Feature[type[GzipFile]] = Feature("gzip:GzipFile")
"""For a .svgz."""

SUITS = ("club", "diamond", "heart", "spade")
RANKS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king")
FACE_IDS: tuple[str, ...] = tuple(f"{rank}_{suit}" for suit in SUITS for rank in RANKS)
CANONICAL_IDS: tuple[str, ...] = (*FACE_IDS, "back")
"""The 53 elements every game needs: 52 faces and a back."""

ORIGINS = ("builtin", "system", "imported")
KINDS = ("builtin", "kde", "aisleriot", "pysol")

MIN_ASPECT, MAX_ASPECT = 0.5, 2.5
"""Card height / width. Wide on purpose: KDE's "Future" deck is landscape (0.73) and is
accepted: the table layouts stretch every vertical measure by ``aspect / 1.4``
(ui/scene/geometry.py), so its short wide cards fan and stack like any other,
and the preferences mark it "landscape cards"."""
MAX_IMAGE_BYTES = 16 * 1024 * 1024
"""Largest raster card image (PySol sets: a few kilobytes each)."""
MAX_SVG_BYTES = 64 * 1024 * 1024
"""Largest SVG document accepted once decompressed (the largest system deck,
KDE's Dondorf, is 11 MB); a bigger one is refused before it can exhaust memory.
The element count is bounded too (svg_safety.MAX_ELEMENTS)."""




def read_svg_bytes(path: Path) -> bytes:
    """The SVG text of a .svg or .svgz file, decompressed, size-capped.

    Done here rather than by QSvgRenderer so that a zip bomb is stopped at
    the cap, an unreadable file gets a message naming it, and only an ordinary
    file is opened (a FIFO would block for ever).
    """
    fd = open_plain(path)
    try:
        with os.fdopen(fd, "rb") as f:
            head = f.read(2)
            f.seek(0)
            if head == b"\x1f\x8b":
                with GZIP_FILE()(fileobj=f) as z:
                    data = z.read(MAX_SVG_BYTES + 1)
            else:
                data = f.read(MAX_SVG_BYTES + 1)
    except (OSError, EOFError) as e:  # gzip raises BadGzipFile (an OSError) or EOFError
        error = e.strerror if isinstance(e, OSError) and e.strerror else str(e) or e.__class__.__name__
        raise DeckError(deck_reason(MSG_UNREADABLE, path=str(path), error=error)) from e
    if len(data) > MAX_SVG_BYTES:
        raise DeckError(deck_reason(MSG_FILE_TOO_LARGE, path=str(path), limit=MAX_SVG_BYTES // (1024 * 1024)))
    return data


def new_image(size: QSize) -> QImage:
    image = QImage(QSize(max(1, size.width()), max(1, size.height())),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    return image


class DeckSource(ABC):
    """A deck of any format, seen through the KDE element ids."""

    def __init__(self, name: str, origin: str, path: Path, kind: str) -> None:
        self.name = name
        self.origin = origin
        self.path = path
        self.kind = kind

    @abstractmethod
    def element_ids(self) -> list[str]:
        """The canonical ids this deck provides (a subset of CANONICAL_IDS)."""

    def has(self, element: str) -> bool:
        return element in self.element_ids()

    @abstractmethod
    def render(self, element: str, size: QSize) -> QImage:
        """``element`` painted to fill ``size`` device pixels (transparent if absent)."""

    @abstractmethod
    def aspect(self) -> float:
        """Height / width of one card."""

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.name!r}, {self.origin}, {str(self.path)!r})"


class SvgSource(DeckSource):
    """A KDE-style SVG deck (element = card), or the base of AisleRiot's grid.

    The renderer is created on first use, because loading a large deck takes
    most of a second and discovery must stay instant. QSvgRenderer is not
    safe to use from two threads at once, so rendering takes a lock; a
    worker thread and the UI thread may share one source.
    """

    def __init__(self, name: str, origin: str, path: Path, kind: str, svg_file: Path | None = None) -> None:
        super().__init__(name, origin, path, kind)
        self.svg_file = svg_file or path
        self._renderer: QSvgRenderer | None = None
        self._ids: list[str] | None = None
        self._lock = threading.RLock()

    # -- the native naming -------------------------------------------------
    def native_id(self, element: str) -> str:
        return element

    def renderer(self, data: bytes | None = None, scanned: bool = False) -> QSvgRenderer:
        """The loaded renderer; raises DeckError if the file is not usable SVG.

        ``data`` lets the validator hand over the bytes it already read (and
        ``scanned``: already read by svg_safety). A deck not built in reaches
        QtSvg only through that scan, whatever path led here.
        """
        with self._lock:
            if self._renderer is None:
                if data is None:
                    data = read_svg_bytes(self.svg_file)
                if not scanned and self.origin != "builtin":
                    SAFETY_SCAN()(data, self.svg_file)
                r = SVG_RENDERER()(QByteArray(data))
                if not r.isValid():
                    raise DeckError(deck_reason(MSG_INVALID_SVG, path=str(self.svg_file)))
                # The renderer stays in the thread that parsed it (often a pool worker):
                # it is only drawn with, under self._lock, never sent events. It used to be
                # pushed to the UI thread here, but moveToThread takes Qt's locks while
                # PySide holds the GIL, and the UI thread, deleting a widget under those
                # locks, waits for the GIL: both froze for good (seen in CI; reproduced by
                # tests/decks/test_render_threads.py). With no animation, nothing in it
                # ever needs its thread's event loop (a card deck is a still picture).
                r.setAnimationEnabled(False)
                self._renderer = r
            return self._renderer

    def element_ids(self) -> list[str]:
        with self._lock:
            if self._ids is None:
                r = self.renderer()
                self._ids = [e for e in CANONICAL_IDS if r.elementExists(self.native_id(e))]
            return list(self._ids)

    def element_rect(self, element: str) -> QRectF:
        """The element's box in document coordinates (parent transforms applied)."""
        r = self.renderer()
        native = self.native_id(element)
        return r.transformForElement(native).mapRect(r.boundsOnElement(native))

    def card_rect_size(self) -> tuple[float, float]:
        """Width and height of one card in document units."""
        # KDE sizes the card from the back (libkcardgame); a face is the fallback.
        for element in ("back", "1_spade", "king_heart"):
            if self.has(element):
                box = self.element_rect(element)
                if box.width() > 0 and box.height() > 0:
                    return box.width(), box.height()
        return 1.0, 1.4

    def aspect(self) -> float:
        w, h = self.card_rect_size()
        return h / w

    def target_rect(self, element: str, size: QSize) -> QRectF:
        return QRectF(0, 0, size.width(), size.height())

    def render(self, element: str, size: QSize) -> QImage:
        image = new_image(size)
        with self._lock:
            r = self.renderer()
            native = self.native_id(element)
            if not r.elementExists(native):
                return image
            painter = QPainter(image)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            r.render(painter, native, self.target_rect(element, image.size()))
            painter.end()
        return image


AISLERIOT_EXTRA = {"back": (4, 2)}
"""Row, column of the non-face elements in AisleRiot's grid (jokers at 4,0 and 4,1)."""


class AisleriotSource(SvgSource):
    """An AisleRiot theme: ids ``<suit>_<rank>`` laid out on a 13 × 5 grid."""

    def __init__(self, name: str, origin: str, path: Path) -> None:
        super().__init__(name, origin, path, "aisleriot", path)

    def native_id(self, element: str) -> str:
        if element == "back":
            return "back"
        rank, _, suit = element.partition("_")
        return f"{suit}_{rank}"

    @staticmethod
    def cell_of(element: str) -> tuple[int, int]:
        if element in AISLERIOT_EXTRA:
            return AISLERIOT_EXTRA[element]
        rank, _, suit = element.partition("_")
        return SUITS.index(suit), RANKS.index(rank)

    def card_rect_size(self) -> tuple[float, float]:
        box = self.renderer().viewBoxF()
        return box.width() / 13, box.height() / 5

    def aspect(self) -> float:
        w, h = self.card_rect_size()
        return h / w if w > 0 else 1.4

    def target_rect(self, element: str, size: QSize) -> QRectF:
        """Where the element's box goes so that its grid cell fills the image."""
        view = self.renderer().viewBoxF()
        row, col = self.cell_of(element)
        cell_w, cell_h = view.width() / 13, view.height() / 5
        sx, sy = size.width() / cell_w, size.height() / cell_h
        box = self.element_rect(element)
        return QRectF((box.x() - view.x() - col * cell_w) * sx, (box.y() - view.y() - row * cell_h) * sy,
                      box.width() * sx, box.height() * sy)


PYSOL_SUITS = {"club": "c", "diamond": "d", "heart": "h", "spade": "s"}


class PysolSource(DeckSource):
    """A PySol cardset: ``config.txt`` and one image per card (``01c.gif`` … ``13s.png``)."""

    def __init__(self, name: str, origin: str, path: Path, files: dict[str, Path],
                 expected: dict[str, str], card_size: tuple[int, int]) -> None:
        super().__init__(name, origin, path, "pysol")
        self.files = files  # canonical id -> image file (only the ones present)
        self.expected = expected  # canonical id -> file name config.txt implies (for messages)
        self.card_size = card_size  # width, height declared by config.txt
        w, h = card_size
        self._aspect = h / w if w > 0 and h > 0 else 0.0
        self._lock = threading.Lock()

    @staticmethod
    def file_stem(element: str) -> str:
        rank, _, suit = element.partition("_")
        return f"{RANKS.index(rank) + 1:02d}{PYSOL_SUITS[suit]}"

    def element_ids(self) -> list[str]:
        return [e for e in CANONICAL_IDS if e in self.files]

    def image_bytes(self, element: str) -> bytes:
        """The element's image file, read as an ordinary file of the set's folder (DeckError if not)."""
        return read_bytes(self.files[element], MAX_IMAGE_BYTES, self.path)

    def has(self, element: str) -> bool:
        return element in self.files

    def aspect(self) -> float:
        return self._aspect

    def render(self, element: str, size: QSize) -> QImage:
        path = self.files.get(element)
        if path is None:
            return new_image(size)
        source = QImage.fromData(self.image_bytes(element))
        if source.isNull():
            return new_image(size)
        scaled = source.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied).scaled(
            QSize(max(1, size.width()), max(1, size.height())),
            Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation)
        return scaled


def quiet_svg_warnings() -> None:
    """Silence QtSvg's per-element warnings (unsupported features in third-party decks).

    They are not actionable for a player and flood the terminal; the
    validator reports what actually matters.
    """
    QLoggingCategory.setFilterRules("qt.svg.warning=false\nqt.svg.critical=false")
