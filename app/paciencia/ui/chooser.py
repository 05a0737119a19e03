"""The game chooser (U-6): four big buttons with a card preview, and each game's variant.

Shown at first start and one click away in the toolbar. It only picks the
game and variant; the window makes the code (a fresh deal number) and
remembers the variant in the settings.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QLabel,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)
from shiboken6 import isValid

from ..core.cards import card_id
from ..decks.renderer import CardRenderer, element_for
from ..storage.settings import Settings
from .scene.pile_item import paint_felt
from .text import game_name, tr

# Three cards that say which game it is: (rank, suit) fanned left to right.
PREVIEW = {
    "klondike": ((13, 3), (12, 2), (11, 0)),
    "freecell": ((1, 2), (2, 2), (3, 2)),
    "spider": ((13, 3), (12, 3), (11, 3)),
    "pyramid": ((6, 1), (13, 0), (7, 3)),
}
ORDER = ("klondike", "freecell", "spider", "pyramid")


PREVIEW_WIDTH = 220


def preview_card_width(width: int) -> int:
    return int(width * 0.42)


def preview(renderer: CardRenderer, game: str, width: int = PREVIEW_WIDTH, dpr: float = 1.0) -> QPixmap:
    card_w = preview_card_width(width)
    height = int(card_w * renderer.aspect + width * 0.14)
    pm = QPixmap(int(width * dpr), int(height * dpr))
    pm.setDevicePixelRatio(dpr)
    pm.fill(QColor(0, 0, 0, 0))
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    for n, (rank, suit) in enumerate(PREVIEW[game]):
        x = width * 0.08 + n * (width - card_w - width * 0.16) / 2
        y = width * 0.07 + (0 if n == 1 else width * 0.04)
        p.save()
        p.translate(QPointF(x + card_w / 2, y + card_w * 0.7))
        p.rotate((n - 1) * 8)
        p.translate(-card_w / 2, -card_w * 0.7)
        p.drawPixmap(QPointF(0, 0), renderer.card_pixmap(card_id(rank, suit), True, card_w, dpr))
        p.restore()
    p.end()
    return pm


class GameChooser(QWidget):
    chosen = Signal(str)  # game id; the variant is already written into the settings

    def __init__(self, renderer: CardRenderer, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.renderer = renderer
        self.buttons: dict[str, QToolButton] = {}
        self.variants: dict[str, QComboBox] = {}
        outer = QVBoxLayout(self)
        outer.setContentsMargins(40, 30, 40, 30)
        title = QLabel(tr("chooser", "Choose a game"))
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        title.setStyleSheet("color: white; font-size: 22pt; font-weight: 600;")
        outer.addWidget(title)
        outer.addStretch(1)
        grid = QGridLayout()
        grid.setSpacing(24)
        outer.addLayout(grid)
        for col, game in enumerate(ORDER):
            button = QToolButton()
            button.setObjectName(f"choose-{game}")
            button.setText(game_name(game))
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
            # As tall as the preview and the name: a taller tile left the name floating
            # half-way down, far from its cards. The tiles sit in the middle of the felt.
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
            button.setIconSize(QSize(220, 200))
            button.setMinimumSize(110, 120)  # the chooser must not hold the window wide
            button.setStyleSheet(
                "QToolButton { color: white; font-size: 15pt; font-weight: 600; border-radius: 14px;"
                " background: rgba(0,0,0,40); border: 1px solid rgba(255,255,255,60); padding: 12px; }"
                "QToolButton:hover { background: rgba(255,255,255,40); }"
            )
            button.clicked.connect(lambda _=False, g=game: self._choose(g))
            grid.addWidget(button, 0, col)
            combo = self._variant_box(game)
            if combo is not None:
                grid.addWidget(combo, 1, col, Qt.AlignmentFlag.AlignHCenter)
            self.buttons[game] = button
        outer.addStretch(2)
        # The previews are drawn when the chooser is first shown, not here: most
        # launches open a deal straight away, and rendering twelve cards on the UI
        # thread before the first frame cost a tenth of the start-up.
        self._previews_for: tuple[CardRenderer, float] | None = None

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt API
        super().showEvent(event)
        self._update_previews()

    def _update_previews(self) -> None:
        """Ask for the preview cards off the UI thread; set the icons when they are in."""
        renderer, dpr = self.renderer, self.devicePixelRatioF()
        if self._previews_for == (renderer, dpr):
            return
        self._previews_for = (renderer, dpr)
        elements = [element_for(card_id(rank, suit)) for cards in PREVIEW.values() for rank, suit in cards]

        def ready() -> None:
            if not isValid(self):
                return  # the window closed while the cards were drawn
            if self._previews_for == (renderer, dpr):  # else a newer deck or screen took over
                for game, button in self.buttons.items():
                    button.setIcon(QIcon(preview(renderer, game, PREVIEW_WIDTH, dpr)))

        renderer.request(elements, preview_card_width(PREVIEW_WIDTH), dpr, then=ready)

    def refresh(self, renderer: CardRenderer) -> None:
        """The deck or a variant changed in the preferences: show it here too."""
        if renderer is not self.renderer:
            self.renderer = renderer
            if self.isVisible():
                self._update_previews()
        s = self.settings
        current = {"klondike": s.klondike_draw, "spider": s.spider_suits, "pyramid": s.pyramid_level}
        for game, box in self.variants.items():
            i = box.findData(current[game])
            if i >= 0:
                box.setCurrentIndex(i)
        self.update()

    def _variant_box(self, game: str) -> QComboBox | None:
        s = self.settings
        items: list[tuple[str, object]]
        if game == "klondike":
            items, current = [(tr("chooser", "Draw 1"), 1), (tr("chooser", "Draw 3"), 3)], s.klondike_draw
        elif game == "spider":
            items = [
                (tr("chooser", "1 suit"), 1),
                (tr("chooser", "2 suits"), 2),
                (tr("chooser", "4 suits"), 4),
            ]
            current = s.spider_suits
        elif game == "pyramid":
            items = [
                (tr("chooser", "Easy"), "easy"),
                (tr("chooser", "Standard"), "standard"),
                (tr("chooser", "Random"), "random"),
            ]
            current = s.pyramid_level
        else:
            return None
        box = QComboBox()
        for text, value in items:
            box.addItem(text, value)
        box.setCurrentIndex(next((i for i, (_, v) in enumerate(items) if v == current), 0))
        box.setMinimumWidth(160)
        self.variants[game] = box
        return box

    def _choose(self, game: str) -> None:
        box = self.variants.get(game)
        if box is not None:
            value = box.currentData()
            if game == "klondike":
                self.settings.klondike_draw = int(value)
            elif game == "spider":
                self.settings.spider_suits = int(value)
            else:
                self.settings.pyramid_level = str(value)
        self.chosen.emit(game)

    def paintEvent(self, event: object) -> None:  # noqa: N802 - Qt API
        p = QPainter(self)
        paint_felt(p, self.rect().toRectF(), self.settings.table)
        p.end()
