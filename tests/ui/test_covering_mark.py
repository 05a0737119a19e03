"""P-5: "sums to 13 with it" (the ring) and "covers this card" are two different marks,
told apart by more than their colour."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF, Qt  # noqa: E402
from PySide6.QtGui import QImage, QPainter  # noqa: E402
from PySide6.QtWidgets import QStyleOptionGraphicsItem  # noqa: E402

from paciencia.core.cards import RANK  # noqa: E402

from .helpers import click, open_game, top  # noqa: E402
from .table_helpers import drawn  # noqa: E402


def _picture(item, **flags):
    """The card as it paints with these marks, in grey levels only (colour taken away)."""
    saved = {name: getattr(item, name) for name in flags}
    for name, value in flags.items():
        setattr(item, name, value)
    rect = item.boundingRect()
    image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.translate(-rect.topLeft())
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    for name, value in saved.items():
        setattr(item, name, value)
    return image.convertToFormat(QImage.Format.Format_Grayscale8)


def _differing(a, b):
    return sum(
        1
        for y in range(a.height())
        for x in range(a.width())
        if abs(a.pixelColor(x, y).value() - b.pixelColor(x, y).value()) > 40
    )


def test_covering_cards_get_their_own_mark_not_the_ring(window):
    open_game(window, "pyramid", 7, level="random")
    click(window, top(window, "p0"))  # the apex: covered by p1 and p2
    assert "covered by" in window.statusBar().currentMessage()
    for pile in ("p1", "p2"):
        card = top(window, pile)
        assert card.covering and not card.ring, pile
    others = [it for it in window.scene.items_by_key.values() if it.pile not in ("p1", "p2")]
    assert not any(it.covering for it in others)


def test_partners_get_the_ring_not_the_covering_mark(window):
    open_game(window, "pyramid", 7, level="random")
    scene = window.scene
    rules = window.controller.session.table.game.rules
    pos = window.controller.session.table.game.position
    pile = next(p for p in rules.in_play(pos) if rules.partners(pos, p) and RANK[scene.state.top(p) % 52] != 13)
    click(window, top(window, pile))
    ringed = [it for it in scene.items_by_key.values() if it.ring]
    assert ringed and not any(it.covering for it in scene.items_by_key.values())


def test_the_two_marks_differ_in_shape_not_only_in_colour(qtbot, window):
    """Without colour (grey levels), the covering mark still looks unlike the ring, and
    both look unlike an unmarked card."""
    open_game(window, "pyramid", 7, level="random")
    drawn(qtbot, window)
    card = top(window, "p27")
    plain = _picture(card)
    ring = _picture(card, ring=True)
    covering = _picture(card, covering=True)
    area = plain.width() * plain.height()
    assert _differing(plain, covering) > area * 0.01
    assert _differing(ring, covering) > area * 0.01, "the covering mark must not be the ring recoloured"


def test_the_covering_mark_shows_on_screen(qtbot, window):
    open_game(window, "pyramid", 7, level="random")
    drawn(qtbot, window)
    click(window, top(window, "p0"))
    card = top(window, "p1")
    image = window.view.viewport().grab().toImage()
    geo = window.scene.geometry
    # the arrow's disc sits at the top middle of each covering card
    spot = window.view.mapFromScene(card.pos() + QPointF(geo.card_w / 2, geo.card_w * 0.2))
    colour = image.pixelColor(spot)
    assert colour.lightness() < 200, "the dark disc and its arrow, not the white card"
