"""Is this deck fit to play with? Every refusal names the problem.

A deck must provide the 53 elements every game needs (52 faces and a
back) at a sane size. The checks, in order, and what each refuses:

* the file or folder is a known format (formats.py) and readable;
* SVG: well-formed XML (expat, which also gives the line of the error) whose
  root is ``<svg>``, that draws nothing from other files and is not absurdly
  complex (svg_safety.py, before QtSvg sees it); loadable by QtSvg; a canvas no larger than
  ``MAX_CANVAS`` units a side and not empty;
* every element present (the missing ones are named), none of zero size,
  none drawn far outside its card (a sign QtSvg misreads the deck);
* PySol: every card image present (named by file), decodable, between
  ``MIN_IMAGE_PX`` and ``MAX_IMAGE_PX`` pixels a side, at most
  ``MAX_IMAGE_BYTES`` each;
* card proportions (height / width) between ``MIN_ASPECT`` and ``MAX_ASPECT``;
* a sample of cards renders to something visible.

Nothing here raises for a bad deck: the answer is a :class:`Verdict`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QRectF, QSize
from PySide6.QtGui import QImage, QImageReader

from ..core.text import Reason
from . import corner_index
from .formats import open_deck
from .refusals import (
    MSG_BLANK,
    MSG_CANVAS_HUGE,
    MSG_IMAGE_BAD,
    MSG_IMAGE_HUGE,
    MSG_IMAGE_SMALL,
    MSG_MISSING,
    MSG_MISSING_IMAGES,
    MSG_NOT_SVG,
    MSG_ODD_SHAPE,
    MSG_SPILL,
    MSG_ZERO_SIZE,
    DeckError,
    deck_reason,
)
from .sources import CANONICAL_IDS, MAX_ASPECT, MIN_ASPECT, DeckSource, PysolSource, SvgSource, read_svg_bytes
from .svg_safety import scan

MAX_CANVAS = 200_000
"""SVG canvas limit, user units a side (the system decks are at most 4 719)."""
MIN_IMAGE_PX = 16
MAX_IMAGE_PX = 4096
"""Raster card images: sides in pixels (PySol sets are about 70–200 px wide)."""
SPILL_FACTOR = 2.0
SAMPLE = ("back", "1_spade", "king_heart", "10_diamond", "queen_club")
"""Cards rendered to prove the deck draws something: an ace, courts, a pip card, the back."""
SAMPLE_SIZE = QSize(30, 42)
NAMED_AT_MOST = 10


@dataclass(frozen=True)
class Verdict:
    """Whether a deck can be used, and why not in the player's words."""

    usable: bool
    reasons: tuple[Reason, ...] = ()
    aspect: float | None = None
    index_depth: float | None = None
    """How far down the cards their corner index reaches (:mod:`.corner_index`), if measured."""
    kind: str | None = None
    name: str | None = None

    @property
    def reason(self) -> Reason | None:
        return self.reasons[0] if self.reasons else None

    def text(self) -> str:
        return " ".join(str(r) for r in self.reasons)


@dataclass
class _Findings:
    """The reasons gathered while a deck is checked."""

    reasons: list[Reason] = field(default_factory=list)

    def add(self, msgid: str, **args: object) -> None:
        self.reasons.append(deck_reason(msgid, **args))


def name_list(names: list[str]) -> str:
    """``a, b, c`` or the first ten then ``…`` so a message stays one line."""
    shown = ", ".join(names[:NAMED_AT_MOST])
    return shown + (", …" if len(names) > NAMED_AT_MOST else "")


def check_path(path: Path, origin: str = "imported",
               render: bool = True) -> tuple[DeckSource | None, Verdict]:
    """Open and fully validate a deck file or folder."""
    try:
        source = open_deck(path, origin)
    except DeckError as e:
        return None, Verdict(False, (e.reason,))
    return source, validate(source, render=render)


def validate(source: DeckSource, render: bool = True) -> Verdict:
    """The full check of an opened deck (tenths of a second to a second for big SVGs)."""
    found = _Findings()
    try:
        if isinstance(source, SvgSource):
            _check_svg(source, found)
        elif isinstance(source, PysolSource):
            _check_pysol(source, found)
        if not found.reasons:
            aspect = source.aspect()
            if not MIN_ASPECT <= aspect <= MAX_ASPECT:
                found.add(MSG_ODD_SHAPE, aspect=f"{aspect:.2f}", low=MIN_ASPECT, high=MAX_ASPECT)
        if not found.reasons and render:
            _check_render(source, found)
    except DeckError as e:
        found.reasons.append(e.reason)
    if found.reasons:
        return Verdict(False, tuple(found.reasons), kind=source.kind, name=source.name)
    index = corner_index.held(corner_index.measure(source)) if render else None
    return Verdict(True, aspect=source.aspect(), index_depth=index, kind=source.kind, name=source.name)


# -- SVG ------------------------------------------------------------------

def declared_canvas(attrs: dict[str, str]) -> list[float]:
    """The sides the root declares (width, height, viewBox), as numbers.

    QtSvg replaces a zero canvas by the drawing's own bounds, while SVG says
    a zero width or height disables rendering, so it is read from the XML.
    """
    sides = []
    for key in ("width", "height"):
        number = re.match(r"\s*([-+]?[0-9.]+(?:[eE][-+]?[0-9]+)?)", attrs.get(key, ""))
        if number:
            sides.append(float(number.group(1)))
    parts = re.split(r"[\s,]+", attrs.get("viewBox", "").strip())
    if len(parts) == 4:
        try:
            sides += [float(parts[2]), float(parts[3])]
        except ValueError:
            pass
    return sides


def _check_svg(source: SvgSource, found: _Findings) -> None:
    path = source.svg_file
    data = read_svg_bytes(path)
    found_xml = scan(data, path)  # malformed XML, outside files, entities, too many elements
    root, attrs, ids = found_xml.root, found_xml.attrs, found_xml.ids
    if root.rpartition(":")[2] != "svg":
        found.add(MSG_NOT_SVG, path=str(path))
        return
    missing = [e for e in CANONICAL_IDS if source.native_id(e) not in ids]
    if missing:
        found.add(MSG_MISSING, count=len(missing), names=name_list(missing))
        return
    renderer = source.renderer(data, scanned=True)
    view = renderer.viewBoxF()
    sides = declared_canvas(attrs) + [view.width(), view.height()]
    if min(sides) <= 0:
        found.add(MSG_ZERO_SIZE, what=str(path))
        return
    if max(sides) > MAX_CANVAS:
        found.add(MSG_CANVAS_HUGE, path=str(path), width=f"{view.width():g}", height=f"{view.height():g}",
                  limit=MAX_CANVAS)
        return
    # QtSvg drops zero-size shapes from its tree, so a degenerate element can
    # be in the XML yet "not exist" for the renderer: both are zero size here.
    flat = [e for e in CANONICAL_IDS
            if not renderer.elementExists(source.native_id(e)) or _degenerate(source, e)]
    if flat:
        found.add(MSG_ZERO_SIZE, what=name_list(flat))
        return
    # An element whose box is several cards wide is a sign QtSvg misread it
    # (AisleRiot's anglo_poker and simplistic: <use> of a <symbol> with its
    # own viewBox, drawn unscaled) and would show as a black smear. Real decks
    # stay within 1.6 × their card (berlin's back); 2 × leaves a margin.
    card_w, card_h = source.card_rect_size()
    spill = [e for e in CANONICAL_IDS if _spills(source.element_rect(e), card_w, card_h)]
    if spill:
        found.add(MSG_SPILL, names=name_list(spill))


def _spills(box: QRectF, card_w: float, card_h: float) -> bool:
    return box.width() > SPILL_FACTOR * card_w or box.height() > SPILL_FACTOR * card_h


def _degenerate(source: SvgSource, element: str) -> bool:
    box = source.element_rect(element)
    return not (box.width() > 0 and box.height() > 0)


# -- PySol ----------------------------------------------------------------

def _check_pysol(source: PysolSource, found: _Findings) -> None:
    missing = [source.expected[e] for e in CANONICAL_IDS if e not in source.files]
    if missing:
        found.add(MSG_MISSING_IMAGES, count=len(missing), names=name_list(missing))
        return
    w, h = source.card_size
    if w <= 0 or h <= 0:
        found.add(MSG_ZERO_SIZE, what=str(source.path / "config.txt"))
        return
    for element in CANONICAL_IDS:
        path = source.files[element]
        try:
            data = source.image_bytes(element)  # an ordinary file of the folder, at most the limit
        except DeckError as e:
            found.reasons.append(e.reason)
            return
        buffer = QBuffer()
        buffer.setData(QByteArray(data))
        reader = QImageReader(buffer)
        size = reader.size()  # read from the header: no decoding
        if not size.isValid() and not reader.canRead():
            found.add(MSG_IMAGE_BAD, file=path.name, error=reader.errorString())
            return
        if size.isValid() and (size.width() == 0 or size.height() == 0):
            found.add(MSG_ZERO_SIZE, what=path.name)
            return
        if size.isValid() and min(size.width(), size.height()) < MIN_IMAGE_PX:
            found.add(MSG_IMAGE_SMALL, file=path.name, width=size.width(), height=size.height(),
                      limit=MIN_IMAGE_PX)
            return
        if size.isValid() and max(size.width(), size.height()) > MAX_IMAGE_PX:
            found.add(MSG_IMAGE_HUGE, file=path.name, width=size.width(), height=size.height(),
                      limit=MAX_IMAGE_PX)
            return
        if element in SAMPLE and reader.read().isNull():  # headers can lie: decode a few for real
            found.add(MSG_IMAGE_BAD, file=path.name, error=reader.errorString())
            return


# -- rendering ------------------------------------------------------------

def is_blank(image: QImage) -> bool:
    """True when no pixel has any opacity."""
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    alpha = bytes(image.constBits())[3::4]  # little-endian ARGB32: B, G, R, A
    return not any(alpha)


def _check_render(source: DeckSource, found: _Findings) -> None:
    aspect = source.aspect()
    size = QSize(SAMPLE_SIZE.width(), max(1, round(SAMPLE_SIZE.width() * aspect)))
    blank = [e for e in SAMPLE if is_blank(source.render(e, size))]
    if blank:
        found.add(MSG_BLANK, element=name_list(blank))
