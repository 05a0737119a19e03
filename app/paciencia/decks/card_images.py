"""Card images drawn on any thread (or in the render helper process): what a load
job and a render job need, the blank stand-in shown while a pixmap is on its way,
and the loud placeholder for a missing element."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen

from ..core.text import Reason
from ..wording import reason_text
from .discover import check
from .formats import open_deck
from .refusals import DeckError
from .sources import DeckSource

if TYPE_CHECKING:
    from .entry import DeckEntry


class RenderSpec:
    """What a worker needs to render (no reference to the QObject renderer, so that a
    finished job never ends up deleting it on a worker thread)."""

    def __init__(self, faces: DeckSource | None, back: DeckSource | None, aspect: float) -> None:
        self.faces, self.back, self.aspect = faces, back, aspect
        self._back_ok: bool | None = None if back is not None else False

    def source_for(self, element: str) -> DeckSource | None:
        if element == "back" and self.back is not None:
            if self._back_ok is None:
                try:
                    self._back_ok = self.back.has("back")
                except DeckError:
                    self._back_ok = False
            if self._back_ok:
                return self.back
        return self.faces

    def render(self, element: str, width: int, dpr: float) -> QImage:
        height = max(1, round(width * self.aspect))
        size = QSize(*pixel_size(width, dpr, self.aspect))
        src = self.source_for(element)
        try:
            if src is not None and src.has(element):
                return src.render(element, size)
        except DeckError:
            pass
        image = new_card_image(width, height, dpr)
        painter = QPainter(image)
        _placeholder(painter, QRectF(0, 0, image.width(), image.height()), element)
        painter.end()
        return image


def pixel_size(width: int, dpr: float, aspect: float) -> tuple[int, int]:
    """Device pixels of a card ``width`` logical pixels wide: what a render job must bring."""
    height = max(1, round(width * aspect))
    return max(1, round(width * dpr)), max(1, round(height * dpr))


def prepare_deck(faces: DeckSource, entry: DeckEntry | None,
                 validate_faces: bool = False) -> tuple[DeckEntry | None, float]:
    """Check the deck if its entry was never checked, parse it, measure it: ``(entry, aspect)``.

    The slow part of a deck switch (a big SVG's parse), run on a worker thread or in
    the render helper; DeckError (with the reason the player reads) if it is unusable.
    ``validate_faces``: the check validates ``faces`` itself, so the deck is parsed once
    (only where nothing else can use ``faces`` meanwhile: the helper is single-threaded,
    while on a worker the UI thread may paint from the same source).
    """
    checked = check(entry, source=faces if validate_faces else None) if entry is not None else None
    if checked is not None and not checked.usable:
        raise DeckError(checked.reason) if checked.reason else DeckError(_reason("unusable"))
    faces.element_ids()  # the parse (already done if the check just validated this source)
    return checked, (checked.aspect if checked is not None and checked.aspect else faces.aspect())


def as_source(deck: DeckSource | Path | None) -> DeckSource | None:
    if deck is None or isinstance(deck, DeckSource):
        return deck
    return open_deck(Path(deck), "builtin", "builtin")


def _reason(text: str) -> Reason:
    return Reason(text, context="decks")


def error_text(error: BaseException) -> str:
    """What the player reads of a deck's error: a refusal's reason in their words (its count
    too: "Missing 2 card images"), anything else as Python says it."""
    if isinstance(error, DeckError):
        if isinstance(error.reason, Reason):
            return reason_text(error.reason)
    return str(error) or error.__class__.__name__


def new_card_image(width: int, height: int, dpr: float) -> QImage:
    image = QImage(QSize(max(1, round(width * dpr)), max(1, round(height * dpr))),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    return image


def blank_card(painter: QPainter, rect: QRectF, back: bool) -> None:
    """A quiet card shape shown for the instant a pixmap is still being drawn."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    r = rect.adjusted(1, 1, -1, -1)
    radius = rect.width() * 0.055
    painter.setPen(QPen(QColor(0, 0, 0, 70), max(1.0, rect.width() / 120)))
    painter.setBrush(QColor("#5b6b7a") if back else QColor("#fbfbf8"))
    painter.drawRoundedRect(r, radius, radius)


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
