"""Turns SVG deck elements into pixmaps, once per size.

Rendering SVG is far too slow to do while a card is dragged, so every
element is rendered once per (element, pixel size, device pixel ratio) and
kept in a small cache; the scene only ever paints pixmaps. A deck without an
element gets a visible placeholder instead of an invisible card, so a broken
deck shows itself rather than hiding cards from the player.

Element ids follow the KDE card-deck scheme: ``1_club`` … ``10_heart``,
``jack_spade``, ``queen_diamond``, ``king_heart`` and ``back``. Card backs
live in separate SVG files that hold one ``back`` element.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer

from ..core.cards import Card
from ..paths import resources_dir

RESOURCES = resources_dir()
CARD_ASPECT = 1.4
"""Height / width of a card; the built-in decks are 250 × 350."""


@dataclass(frozen=True, slots=True)
class DeckChoice:
    key: str  # "builtin:classic"
    name: str
    path: Path


def builtin_decks() -> list[DeckChoice]:
    return _choices("decks")


def builtin_backs() -> list[DeckChoice]:
    return _choices("backs")


def _choices(folder: str) -> list[DeckChoice]:
    base = RESOURCES / folder
    out = []
    for p in sorted(base.glob("*.svg")):
        out.append(DeckChoice(f"builtin:{p.stem}", p.stem.replace("_", " ").capitalize(), p))
    return out


def resolve(key: str, choices: list[DeckChoice]) -> Path | None:
    for c in choices:
        if c.key == key:
            return c.path
    return choices[0].path if choices else None


def element_for(card: int) -> str:
    """KDE element id of a card id."""
    return Card.from_id(card % 52).element_id


class CardRenderer:
    """Pixmaps of one deck face set plus one back design."""

    MAX_ENTRIES = 400  # two table sizes' worth of a full deck, faces and backs

    def __init__(self, deck: Path | None, back: Path | None = None) -> None:
        self._faces = QSvgRenderer(str(deck)) if deck else QSvgRenderer()
        self._back = QSvgRenderer(str(back)) if back else None
        if self._back is not None and not self._back.elementExists("back"):
            self._back = None  # fall back to the deck's own back
        self._cache: OrderedDict[tuple[str, int, float], QPixmap] = OrderedDict()

    @property
    def valid(self) -> bool:
        return self._faces.isValid()

    def pixmap(self, element: str, width: int, dpr: float = 1.0) -> QPixmap:
        """The element at ``width`` logical pixels wide (height by the card aspect)."""
        key = (element, width, dpr)
        pm = self._cache.get(key)
        if pm is not None:
            self._cache.move_to_end(key)
            return pm
        pm = self._render(element, width, dpr)
        self._cache[key] = pm
        if len(self._cache) > self.MAX_ENTRIES:
            self._cache.popitem(last=False)
        return pm

    def card_pixmap(self, card: int, face_up: bool, width: int, dpr: float = 1.0) -> QPixmap:
        return self.pixmap(element_for(card) if face_up else "back", width, dpr)

    def cache_size(self) -> int:
        return len(self._cache)

    def _render(self, element: str, width: int, dpr: float) -> QPixmap:
        height = round(width * CARD_ASPECT)
        size = QSize(max(1, round(width * dpr)), max(1, round(height * dpr)))
        image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        target = QRectF(0, 0, size.width(), size.height())
        renderer = self._back if element == "back" and self._back is not None else self._faces
        if renderer.isValid() and renderer.elementExists(element):
            renderer.render(painter, element, target)
        else:
            _placeholder(painter, target, element)
        painter.end()
        pm = QPixmap.fromImage(image)
        pm.setDevicePixelRatio(dpr)
        return pm


def _placeholder(painter: QPainter, rect: QRectF, element: str) -> None:
    """A loud magenta card naming the missing element."""
    painter.setBrush(QColor("#ffe0f4"))
    painter.setPen(QPen(QColor("#d0007a"), max(2.0, rect.width() / 40), Qt.PenStyle.DashLine))
    r = rect.adjusted(2, 2, -2, -2)
    painter.drawRoundedRect(r, rect.width() * 0.06, rect.width() * 0.06)
    font = QFont()
    font.setPixelSize(max(8, int(rect.width() / 8)))
    painter.setFont(font)
    painter.setPen(QColor("#d0007a"))
    painter.drawText(r, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, f"?\n{element}")
