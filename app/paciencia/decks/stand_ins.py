"""What a card shows while its real pixmap is still being drawn: never a blank face.

A heavy deck at a new size takes seconds to draw (KDE's Dondorf: about 0.2 s a
card, 10–12 s for a table), and a white card for that long reads as a broken
game. So, in order:

* the same element at another size in memory, scaled (a resize);
* the same element at the nearest size on disk, scaled (a launch at a new
  window size: every card of the table at once, in about a millisecond each);
* a plain, legible card drawn here: its rank and suit in two corners in the suit's
  colour, and a pale large suit in the middle (a deck never drawn at any size yet);
  the back gets a quiet framed pattern.

All are kept per size until the size is retired, so a repaint during the wait
costs no new scaling or drawing.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen, QPixmap

from .card_images import blank_card, new_card_image

Size = tuple[int, float]  # logical width, device pixel ratio
Nearest = Callable[[str, Size], "QImage | None"]  # the element at the nearest size on disk

RANK_TEXT = {"1": "A", "jack": "J", "queen": "Q", "king": "K"}
SUIT_TEXT = {"club": "♣", "diamond": "♦", "heart": "♥", "spade": "♠"}
RED, BLACK = QColor("#c62828"), QColor("#1f2328")


class StandIns:
    def __init__(self, nearest: Nearest | None = None) -> None:
        self.scaled: dict[Size, dict[str, QPixmap]] = {}
        self._drawn: dict[Size, dict[str, QPixmap]] = {}
        self._nearest = nearest

    def get(self, element: str, size: Size, height: int, cache: Mapping[Size, Mapping[str, QPixmap]]) -> QPixmap:
        """A stand-in for ``element`` at ``size`` (``height`` logical pixels tall)."""
        scaled = self.scaled.setdefault(size, {})
        pm = scaled.get(element)
        if pm is not None:
            return pm
        width, dpr = size
        target = QSize(max(1, round(width * dpr)), max(1, round(height * dpr)))
        for other in reversed(list(cache)):
            src = cache[other].get(element)
            if src is not None and other != size:
                pm = src.scaled(target, Qt.AspectRatioMode.IgnoreAspectRatio,
                                Qt.TransformationMode.SmoothTransformation)
                break
        else:
            image = self._nearest(element, size) if self._nearest is not None else None
            if image is not None and not image.isNull():
                pm = QPixmap.fromImage(image.scaled(target, Qt.AspectRatioMode.IgnoreAspectRatio,
                                                    Qt.TransformationMode.SmoothTransformation))
        if pm is not None:
            pm.setDevicePixelRatio(dpr)
            scaled[element] = pm
            return pm
        drawn = self._drawn.setdefault(size, {})
        pm = drawn.get(element)
        if pm is None:
            pm = drawn[element] = plain_card(element, width, height, dpr)
        return pm

    def arrived(self, size: Size, element: str) -> None:
        """The real pixmap is in: its scaled stand-in can go."""
        self.scaled.get(size, {}).pop(element, None)
        self._drawn.get(size, {}).pop(element, None)

    def forget(self, size: Size) -> None:
        self.scaled.pop(size, None)
        self._drawn.pop(size, None)


def plain_card(element: str, width: int, height: int, dpr: float) -> QPixmap:
    """A legible card for ``element`` (any id; an unknown one gets a blank face)."""
    image = new_card_image(width, height, dpr)
    painter = QPainter(image)
    rect = QRectF(0, 0, image.width(), image.height())
    back = element == "back"
    blank_card(painter, rect, back)
    rank, _, suit = element.partition("_")
    if back:
        _back_pattern(painter, rect)
    elif suit in SUIT_TEXT:
        _face(painter, rect, RANK_TEXT.get(rank, rank), SUIT_TEXT[suit], RED if suit in ("diamond", "heart") else BLACK)
    painter.end()
    pm = QPixmap.fromImage(image)
    pm.setDevicePixelRatio(dpr)
    return pm


def _face(painter: QPainter, rect: QRectF, rank: str, suit: str, colour: QColor) -> None:
    w, h = rect.width(), rect.height()
    painter.setPen(colour)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(7, round(w * 0.21)))
    # Rank and suit on one line: a tight fan shows only the top strip of a card.
    corner = QRectF(w * 0.06, h * 0.02, w * 0.9, w * 0.3)
    for turned in (False, True):
        painter.save()
        if turned:  # the bottom-right index, upside down as on a real card
            painter.translate(w, h)
            painter.rotate(180)
        painter.setFont(font)
        painter.drawText(corner, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, f"{rank}{suit}")
        painter.restore()
    big = QFont()
    big.setPixelSize(max(10, round(w * 0.50)))
    painter.setFont(big)
    pale = QColor(colour)
    pale.setAlpha(80)  # a watermark: the corners carry the card, the face stays light like a real one
    painter.setPen(pale)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, suit)


def _back_pattern(painter: QPainter, rect: QRectF) -> None:
    inset = rect.width() * 0.08
    inner = rect.adjusted(inset, inset, -inset, -inset)
    painter.setBrush(QColor("#6f8090"))
    painter.setPen(QPen(QColor(255, 255, 255, 110), max(1.0, rect.width() / 80)))
    painter.drawRoundedRect(inner, rect.width() * 0.04, rect.width() * 0.04)
    painter.setPen(QPen(QColor(255, 255, 255, 45), max(1.0, rect.width() / 100)))
    step = max(4.0, rect.width() / 9)
    painter.setClipRect(inner)
    x = inner.left() - inner.height()
    while x < inner.right():
        painter.drawLine(QPointF(x, inner.bottom()), QPointF(x + inner.height(), inner.top()))
        x += step
