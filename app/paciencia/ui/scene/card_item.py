"""A card on the table: display data only (which card, which face, where it should be).

Cards paint cached pixmaps (see :mod:`paciencia.decks.renderer`) plus a
pre-blurred shadow, so dragging a run never re-renders SVG or blurs.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...decks.renderer import CardRenderer
from ..access.contrast import LOOK, paint_cues

RING = QColor("#19d3f0")  # P-5's cyan ring
SELECT = QColor("#ffd54a")
HINT = QColor("#ffb300")
COVERING = QColor("#ff7a2f")  # P-5's "covers the card you tried": dashed, with an arrow
UNLIT = QColor(14, 20, 38, 92)  # P-3: the veil over a card out of play (covered, discarded)
UNLIT_STRONG = QColor(0, 0, 0, 125)  # and under high contrast, on the black felt
LIFTED = 0.05  # the shadow's offset under a picked-up card, in card widths
RESTING = 0.012  # and under a card lying on the table


class CardPainter:
    """What every card of a table shares: renderer, size, device pixel ratio, shadow."""

    def __init__(self, renderer: CardRenderer) -> None:
        self.renderer = renderer
        self.width = 100
        self.height = 140
        self.dpr = 1.0
        self._shadow: QPixmap | None = None
        self._resting: dict[tuple[int, bool], tuple[int, QPixmap, QPointF]] = {}
        self._veils: dict[tuple[int, bool], QPixmap] = {}

    def set_size(self, width: int, height: int, dpr: float) -> None:
        if (width, height, dpr) != (self.width, self.height, self.dpr):
            if (width, dpr) != (self.width, self.dpr):
                # the old size stays (scaled stand-ins) until every card is drawn at the new one
                self.renderer.move_to((self.width, self.dpr), (width, dpr))
            self.width, self.height, self.dpr = width, height, dpr
            self._shadow = None
            self._resting.clear()
            self._veils.clear()

    @property
    def margin(self) -> float:
        return max(4.0, self.width * 0.12)

    @property
    def radius(self) -> float:
        return self.width * 0.052  # the built-in decks' corner: 13 of 250

    def pixmap(self, card: int, face_up: bool) -> QPixmap:
        return self.renderer.table_card(card, face_up, self.width, self.dpr)

    def resting(self, card: int, face_up: bool) -> tuple[QPixmap, QPointF]:
        """The card lying on the table with its shadow, as one picture, and where it goes.

        Drawn apart, the shadow's translucent pixels are blended over the whole card's
        area and the card then covers most of them: in one picture the covered part is
        opaque, which Qt copies instead of blending (about half the blending of a frame
        in motion)."""
        face = self.pixmap(card, face_up)
        key = face.cacheKey()
        # One picture per face shown (52 and the back at most): a face drawn anew (the
        # exact one after its stand-in, another deck) replaces its old picture.
        slot = (card % 52 if face_up else -1, face_up)
        hit = self._resting.get(slot)
        if hit is None or hit[0] != key:
            hit = self._resting[slot] = (key, *self._compose(face))
        return hit[1], hit[2]

    def _compose(self, face: QPixmap) -> tuple[QPixmap, QPointF]:
        m, lift, dpr = self.margin, self.width * RESTING, face.devicePixelRatio()
        shadow_at = QPointF(-m + lift * 0.6, -m + lift * 1.3)
        corner = QPointF(math.floor(shadow_at.x() * dpr) / dpr, math.floor(shadow_at.y() * dpr) / dpr)
        image = QImage(
            math.ceil((self.width + 2 * m) * dpr) + 2,
            math.ceil((self.height + 2 * m) * dpr) + 2,
            QImage.Format.Format_ARGB32_Premultiplied,
        )
        image.setDevicePixelRatio(dpr)
        image.fill(Qt.GlobalColor.transparent)
        p = QPainter(image)
        p.drawPixmap(shadow_at - corner, self.shadow())
        p.drawPixmap(-corner, face)
        p.end()
        return QPixmap.fromImage(image), corner

    def veil(self, face: QPixmap) -> QPixmap:
        """P-3: the veil over a card out of play, exactly the card's shape (any deck's
        corners), made once per face and look."""
        key = (face.cacheKey(), LOOK.high_contrast)
        hit = self._veils.get(key)
        if hit is None:
            if len(self._veils) > 128:  # faces of decks no longer shown
                self._veils.clear()
            image = face.toImage().convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
            dpr = image.devicePixelRatio()
            p = QPainter(image)
            p.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
            p.fillRect(QRectF(0, 0, image.width() / dpr, image.height() / dpr),
                       UNLIT_STRONG if LOOK.high_contrast else UNLIT)
            p.end()
            hit = self._veils[key] = QPixmap.fromImage(image)
        return hit

    def shadow(self) -> QPixmap:
        """A soft shadow the size of a card plus margins, blurred once per size."""
        if self._shadow is None:
            m = int(self.margin)
            w, h = self.width + 2 * m, self.height + 2 * m
            small = QImage(max(1, w // 4), max(1, h // 4), QImage.Format.Format_ARGB32_Premultiplied)
            small.fill(Qt.GlobalColor.transparent)
            p = QPainter(small)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(0, 0, 0, 120))
            p.drawRoundedRect(QRectF(m / 4, m / 4, self.width / 4, self.height / 4), 2, 2)
            p.end()
            # Down- then up-scaling with smoothing is a cheap blur.
            big = small.scaled(
                w, h, Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation
            )
            self._shadow = QPixmap.fromImage(big)
        return self._shadow


class CardItem(QGraphicsObject):
    """One card. ``key`` stays with the card while it moves between piles."""

    # What every card starts with, read from the class until a card is given its own: an
    # attribute set on a Qt object costs about ten times one set on a plain object, and a
    # deal makes 52 to 104 cards before its first frame (issue 38).
    pile = ""
    index = 0
    target_z = 0.0
    turn = 1.0  # horizontal scale during a flip
    shadow = True
    target_shadow = True  # only the lowest of cards stacked in one place casts one
    lifted = False
    ring = False
    covering = False
    selected = False
    hint = False
    locked = False
    dim = False  # P-3: face up but out of play (the game lights its cards in play)
    badge = ""
    buried = False  # hidden under two cards resting on it (scene/stacks.py)

    def __init__(self, painter: CardPainter, key: int, card: int, face_up: bool) -> None:
        super().__init__()
        self.cp = painter
        self.key = key
        self.card = card
        self.face_up = face_up  # the face being shown right now
        self.target_pos = QPointF()
        self.target_face = face_up
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the scene handles gestures
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, False)
        self._bounds = self._measure()

    # -- geometry -------------------------------------------------------
    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        # Kept, not computed from the shared card size: the table changes that size first
        # and then tells each card (size_changed), and Qt must read the old rectangle when
        # told. A rectangle that had already changed left the scene's index pointing at
        # cards that were then deleted: a crash on the next paint (a deck of another card
        # shape, after a resize: tools/screenshots.py under Xvfb, every run).
        return self._bounds

    def _measure(self) -> QRectF:
        # The shadow is drawn offset by the lift (see paint); the rectangle covers the
        # highest lift, so what a card paints never falls outside what Qt repaints.
        cp = self.cp
        m, lift = cp.margin, cp.width * LIFTED
        return QRectF(-m, -m, cp.width + 2 * m + lift * 0.6, cp.height + 2 * m + lift * 1.3)

    def card_rect(self) -> QRectF:
        return QRectF(0, 0, self.cp.width, self.cp.height)

    def size_changed(self) -> None:
        self.prepareGeometryChange()  # Qt reads the old rectangle here
        self._bounds = self._measure()

    # -- the end state --------------------------------------------------
    def snap(self) -> None:
        """Jump to the target (what the model says)."""
        self.setPos(self.target_pos)
        self.setZValue(self.target_z)
        self.face_up = self.target_face
        self.turn = 1.0
        self.lifted = False
        self.shadow = self.target_shadow
        self.update()

    def matches_target(self) -> bool:
        return (
            (self.pos() - self.target_pos).manhattanLength() < 0.5
            and self.face_up == self.target_face
            and self.zValue() == self.target_z
            and self.turn == 1.0
        )

    def set_turn(self, value: object) -> None:
        """Flip progress 0…1: the old face narrows to nothing, the new one widens."""
        t = float(value)  # type: ignore[arg-type]
        if t < 0.5:
            self.face_up = not self.target_face
            self.turn = 1 - 2 * t
        else:
            self.face_up = self.target_face
            self.turn = 2 * t - 1
        self.update()

    def fly_to(self, value: object) -> None:
        """One step of a flight; a card that waited hidden (the deal) shows as it leaves."""
        if not self.isVisible():
            self.show()
        self.set_position(value)

    def land(self) -> None:
        """The end of a flight: at the target, and seen."""
        self.show()
        self.snap()

    def set_position(self, value: object) -> None:
        assert isinstance(value, QPointF)  # the animator tweens points here
        self.setPos(value)

    def set_flag(self, name: str, value: bool | str) -> None:
        if getattr(self, name) != value:
            setattr(self, name, value)
            self.update()

    # -- painting -------------------------------------------------------
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        cp = self.cp
        w, h = cp.width, cp.height
        # Pixmaps are rendered at the exact device size, so outside a flip
        # they are blitted 1:1: smoothing would only send every card of every
        # frame down Qt's slow filtered path (measured: bench/table_bench.py).
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, self.turn != 1.0)
        if self.turn != 1.0:
            painter.translate(w / 2, 0)
            painter.scale(max(self.turn, 0.02), 1.0)
            painter.translate(-w / 2, 0)
        if self.shadow and not self.lifted and self.turn == 1.0:
            picture, at = cp.resting(self.card, self.face_up)
            painter.drawPixmap(at, picture)
        else:
            m = cp.margin
            lift = cp.width * (LIFTED if self.lifted else RESTING)
            if self.shadow or self.lifted:
                painter.drawPixmap(QPointF(-m + lift * 0.6, -m + lift * 1.3), cp.shadow())
            painter.drawPixmap(QPointF(0, 0), cp.pixmap(self.card, self.face_up))
        if self.badge and self.face_up:
            self._paint_badge(painter, w)  # under the veil: a dim card's value is dim too
        if self.dim and self.face_up:
            # P-3: the light never lies. A veil, not grey paint: the card stays readable, and
            # it reads by brightness alone (in greyscale too), never by hue.
            painter.drawPixmap(QPointF(0, 0), cp.veil(cp.pixmap(self.card, True)))
        if self.selected or self.hint or self.ring:
            color = RING if self.ring else SELECT if self.selected else HINT
            pen = QPen(color, max(2.5, w * 0.045))
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            inset = pen.widthF() / 2 - (w * 0.02 if self.ring else 0)
            painter.drawRoundedRect(
                QRectF(0, 0, w, h).adjusted(inset, inset, -inset, -inset), cp.radius, cp.radius
            )
            paint_cues(painter, w, h, self.ring, self.selected)  # not by colour alone (B-6)
        if self.covering:
            _paint_covering(painter, w, h, cp.radius)
        if self.locked:
            _paint_padlock(painter, QPointF(w / 2, h * 0.30), w * 0.34)

    def _paint_badge(self, painter: QPainter, w: float) -> None:
        """P-2: the value beside an A/J/Q/K, a small disc in the top-right corner (the index is top-left)."""
        d = max(13.0, w * 0.22)
        rect = QRectF(w - d - w * 0.035, w * 0.035, d, d)
        painter.setPen(QPen(QColor(255, 255, 255, 230), max(1.0, d * 0.07)))
        painter.setBrush(QColor("#263238"))
        painter.drawEllipse(rect)
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(8, int(d * 0.52)))
        painter.setFont(font)
        painter.setPen(QColor("white"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.badge)


def _paint_covering(painter: QPainter, w: float, h: float, radius: float) -> None:
    """P-5: a card that covers the one the player tried. Unlike the partners' solid cyan
    ring it is a dashed outline (over a dark one, readable on any card) with an arrow
    pointing up at the covered card: two cues besides the colour."""
    width = max(2.5, w * 0.045)
    rect = QRectF(0, 0, w, h).adjusted(width / 2, width / 2, -width / 2, -width / 2)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(40, 24, 8, 210), width * 0.45))
    painter.drawRoundedRect(rect, radius, radius)
    dashed = QPen(COVERING, width, Qt.PenStyle.CustomDashLine, Qt.PenCapStyle.FlatCap)
    dashed.setDashPattern([2.0, 1.4])
    painter.setPen(dashed)
    painter.drawRoundedRect(rect, radius, radius)
    d = max(15.0, w * 0.28)
    centre = QPointF(w / 2, width + d * 0.62)
    painter.setPen(QPen(QColor(255, 255, 255, 230), max(1.0, d * 0.06)))
    painter.setBrush(QColor(40, 24, 8, 225))
    painter.drawEllipse(centre, d / 2, d / 2)
    arrow = QPainterPath(QPointF(centre.x() - d * 0.22, centre.y() + d * 0.12))
    arrow.lineTo(centre.x(), centre.y() - d * 0.14)
    arrow.lineTo(centre.x() + d * 0.22, centre.y() + d * 0.12)
    painter.setPen(QPen(COVERING, max(1.5, d * 0.13), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                        Qt.PenJoinStyle.RoundJoin))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(arrow)


def _paint_padlock(painter: QPainter, center: QPointF, size: float) -> None:
    """P-7's padlock: a dark disc with a gold lock, readable over any card."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(20, 20, 28, 215))
    painter.drawEllipse(center, size * 0.62, size * 0.62)
    body = QRectF(center.x() - size * 0.30, center.y() - size * 0.06, size * 0.60, size * 0.42)
    shackle = QPainterPath()
    shackle.addRoundedRect(
        QRectF(center.x() - size * 0.2, center.y() - size * 0.38, size * 0.4, size * 0.5),
        size * 0.2,
        size * 0.2,
    )
    painter.setPen(QPen(QColor("#ffc94a"), max(1.5, size * 0.09)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(shackle)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#ffc94a"))
    painter.drawRoundedRect(body, size * 0.06, size * 0.06)
    painter.setBrush(QColor(20, 20, 28))
    painter.drawEllipse(QPointF(center.x(), center.y() + size * 0.13), size * 0.06, size * 0.06)
