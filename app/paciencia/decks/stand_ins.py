"""What a card shows for the instant its real pixmap is still being drawn.

Never nothing: the same element at another cached size, scaled (a resize),
else a quiet blank card of the right shape. Both are kept per size until the
size is retired, so a repaint during the wait costs no new scaling.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPixmap

from .card_images import _blank_card, new_card_image

Size = tuple[int, float]  # logical width, device pixel ratio


class StandIns:
    def __init__(self) -> None:
        self.scaled: dict[Size, dict[str, QPixmap]] = {}
        self._blank: dict[tuple[Size, bool], QPixmap] = {}

    def get(self, element: str, size: Size, height: int, cache: Mapping[Size, Mapping[str, QPixmap]]) -> QPixmap:
        """A stand-in for ``element`` at ``size`` (``height`` logical pixels tall)."""
        scaled = self.scaled.setdefault(size, {})
        pm = scaled.get(element)
        if pm is not None:
            return pm
        width, dpr = size
        for other in reversed(list(cache)):
            src = cache[other].get(element)
            if src is not None and other != size:
                target = QSize(round(width * dpr), round(height * dpr))
                pm = src.scaled(target, Qt.AspectRatioMode.IgnoreAspectRatio,
                                Qt.TransformationMode.SmoothTransformation)
                pm.setDevicePixelRatio(dpr)
                scaled[element] = pm
                return pm
        back = element == "back"
        blank = self._blank.get((size, back))
        if blank is None:
            image = new_card_image(width, height, dpr)
            painter = QPainter(image)
            _blank_card(painter, QRectF(0, 0, image.width(), image.height()), back)
            painter.end()
            blank = QPixmap.fromImage(image)
            blank.setDevicePixelRatio(dpr)
            self._blank[(size, back)] = blank
        return blank

    def arrived(self, size: Size, element: str) -> None:
        """The real pixmap is in: its scaled stand-in can go."""
        self.scaled.get(size, {}).pop(element, None)

    def forget(self, size: Size) -> None:
        self.scaled.pop(size, None)
        for key in [k for k in self._blank if k[0] == size]:
            del self._blank[key]
