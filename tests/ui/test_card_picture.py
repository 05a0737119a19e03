"""A card lying on the table is drawn as one picture with its shadow (issue 11, motion).

The picture must look like the shadow and the face drawn one over the other, and must
follow the face it was made from: a stand-in face replaced by the exact one gives a new
picture, never the old one kept."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap

from paciencia.core.cards import card_id
from paciencia.decks.renderer import CardRenderer
from paciencia.ui.scene.card_item import RESTING, CardPainter


def _separately(cp: CardPainter, face: QPixmap, size: tuple[int, int]) -> QImage:
    image = QImage(*size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#1e6e3c"))
    p = QPainter(image)
    p.translate(40, 40)
    m, lift = cp.margin, cp.width * RESTING
    p.drawPixmap(QPointF(-m + lift * 0.6, -m + lift * 1.3), cp.shadow())
    p.drawPixmap(QPointF(0, 0), face)
    p.end()
    return image


def _together(cp: CardPainter, card: int, size: tuple[int, int]) -> QImage:
    image = QImage(*size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#1e6e3c"))
    p = QPainter(image)
    p.translate(40, 40)
    picture, at = cp.resting(card, True)
    p.drawPixmap(at, picture)
    p.end()
    return image


def _largest_difference(a: QImage, b: QImage) -> int:
    worst = 0
    for y in range(0, a.height(), 2):
        for x in range(0, a.width(), 2):
            ca, cb = a.pixelColor(x, y), b.pixelColor(x, y)
            worst = max(worst, abs(ca.red() - cb.red()), abs(ca.green() - cb.green()), abs(ca.blue() - cb.blue()))
    return worst


def test_the_card_and_its_shadow_in_one_picture_look_as_drawn_apart(qtbot):
    cp = CardPainter(CardRenderer(None))
    cp.set_size(120, 168, 1.0)
    card = card_id(12, 1)
    size = (220, 260)
    face = cp.pixmap(card, True)
    cp.pixmap = lambda c, up: face  # type: ignore[method-assign]  # one face for both pictures
    # A one-pixel rounding of the shadow's soft edge at most, never a visible change.
    assert _largest_difference(_separately(cp, face, size), _together(cp, card, size)) <= 6


def test_a_new_face_gives_a_new_picture(qtbot):
    cp = CardPainter(CardRenderer(None))
    cp.set_size(120, 168, 1.0)
    card = card_id(1, 0)
    first, _ = cp.resting(card, True)
    assert cp.resting(card, True)[0].cacheKey() == first.cacheKey()  # kept while the face is the same
    red = QPixmap(cp.pixmap(card, True).size())
    red.fill(Qt.GlobalColor.red)
    cp.pixmap = lambda c, up: red  # type: ignore[method-assign]  # the exact face arrives
    second, at = cp.resting(card, True)
    assert second.cacheKey() != first.cacheKey()
    middle = second.toImage().pixelColor(int(-at.x()) + 60, int(-at.y()) + 84)
    assert (middle.red(), middle.green(), middle.blue()) == (255, 0, 0)
    cp.set_size(100, 140, 1.0)
    assert cp.resting(card, True)[0].cacheKey() != second.cacheKey()  # a new size, a new picture


def test_pictures_of_faces_no_longer_shown_are_not_kept(qtbot):
    # A deck switch or a stand-in replaced: the old picture goes, so memory stays one
    # picture per face (52 and the back), however many decks were tried.
    cp = CardPainter(CardRenderer(None))
    cp.set_size(120, 168, 1.0)
    for n in range(30):
        face = QPixmap(120, 168)
        face.fill(QColor(n * 8, 0, 0))
        cp.pixmap = lambda c, up, face=face: face  # type: ignore[method-assign]
        for card in (card_id(1, 0), card_id(1, 0) + 52, card_id(5, 2)):
            cp.resting(card, True)
        cp.resting(card_id(9, 3), False)
    assert len(cp._resting) == 3  # A♣ (both decks' copies), 5 of the third suit, the back
