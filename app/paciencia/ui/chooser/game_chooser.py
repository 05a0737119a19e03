"""The game chooser (U-6): a tile for every game, with a card preview, the game's variant
boxes and its daily deal (B-4, :mod:`.daily_tiles`), shelved under the headings of the
games' groups (issue 34: :attr:`~paciencia.core.declaration.GameInfo.group`).

Shown at first start and one click away in the toolbar. It only picks the
game and variant; the window makes the code (a fresh deal number) and
remembers the variant in the settings.

The tiles (:mod:`.tiles`) are placed by :mod:`.shelves` at every resize: the groups side by
side or one under another, whichever gives the largest thumbnails in the space, so twelve
games fit a 800×600 window as they fit a large screen. Where even the smallest thumbnails
do not fit (a very small window, many games, a large font), the tiles scroll, and the
keyboard's focus scrolls into view.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QIcon, QKeyEvent, QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QFrame,
    QGridLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)
from shiboken6 import isValid

from ...core import registry
from ...core.cards import card_id, element_for
from ...core.options import Option, Value
from ...core.played import PlayedGame
from ...play.questions import in_progress
from ...storage.settings import CurrentSettings, Settings
from ..fonts import font_pt
from ..scene.felt import paint_felt
from ..text import game_name, tr
from ..window.wheel_focus import guard_wheels
from .daily_tiles import DailyButton, DailyStatus
from .previews import (
    PREVIEW_WIDTH,
    PreviewDeck,
    preview,
    preview_card_width,
    preview_height,
    shipped_preview,
    shipped_set,
)
from .shelves import Shelving, arrange, neighbour
from .tiles import HEADING_GAP, TALL, WIDE, GameTile, TileMeasures, heading_style

if TYPE_CHECKING:
    from ...decks.renderer import CardRenderer

SMALLEST_TALL = 72
"""The narrowest preview a tile shows above its name (px): below it, the name goes beside it."""
SMALLEST_WIDE = 36
"""The narrowest preview a tile shows beside its name (px): below it, the tiles scroll."""
WIDE_WEIGHT = 0.8
"""A preview beside the name is taken over one above it only when a quarter wider: the tile
then reads sideways, its name away from the boxes under it."""


ARROWS = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, -1), Qt.Key.Key_Down: (0, 1)}


class EnterClicks(QObject):
    """Enter and Return open the focused tile (U-6), as Space does: a tool button or a
    push button outside a dialog only takes Space. The arrow keys go to ``arrow`` (which
    says whether it took the key)."""

    KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)

    def __init__(self, parent: QObject, arrow: Callable[[QObject, tuple[int, int]], bool]) -> None:
        super().__init__(parent)
        self.arrow = arrow

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        if event.key() in self.KEYS and isinstance(watched, QAbstractButton) and watched.isEnabled():
            if not event.isAutoRepeat():
                watched.animateClick()
            return True
        step = ARROWS.get(Qt.Key(event.key()))
        return step is not None and event.modifiers() == Qt.KeyboardModifier.NoModifier and self.arrow(watched, step)


class ShelfArea(QScrollArea):
    """The tiles' space: shelved anew at each of its sizes (:meth:`GameChooser._shelve`)."""

    def __init__(self, resized: Callable[[], None]) -> None:
        super().__init__()
        self.resized = resized

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        self.resized()


class GameChooser(QWidget):
    chosen = Signal(str)  # game id; the variant is already written into the settings
    back = Signal()  # "Back to the game": the chooser was opened over a game (issue 11)
    daily = Signal(str)  # game id: play today's daily deal (B-4); the variant is in the settings

    def __init__(self, renderer: CardRenderer | Callable[[], CardRenderer], current: CurrentSettings,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.current = current  # the settings in force: a variant chosen here replaces them
        self.deck = PreviewDeck(renderer)
        self.buttons: dict[str, QToolButton] = {}
        self.variants: dict[tuple[str, str], QComboBox] = {}  # (game, option) -> its box
        self.dailies: dict[str, DailyButton] = {}
        self.daily_status: DailyStatus | None = None
        """Set by the window: what each daily button says (B-4). None: no daily buttons shown."""
        self.game_on_table: Callable[[], PlayedGame | None] = lambda: None
        """Set by the window: the game under the chooser (its daily tile says "in progress")."""
        self._enter = EnterClicks(self, self._arrow)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(20, 6, 20, 8)
        outer.setSpacing(8)
        top = QGridLayout()  # the title in the middle, the way back at its left, on one line
        title = QLabel(tr("chooser", "Choose a game"))
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        title.setStyleSheet(f"color: white; {font_pt(1.7)} font-weight: 600;")
        top.addWidget(title, 0, 0)
        self.back_button = QPushButton(tr("chooser", "← &Back to the game"))
        self.back_button.setObjectName("chooser-back")
        self.back_button.setToolTip(tr("chooser", "Back to the game in progress (Escape)"))
        self.back_button.setStyleSheet(
            f"QPushButton {{ color: white; {font_pt(1.1)} border-radius: 8px; padding: 3px 12px;"
            " background: rgba(0,0,0,50); border: 1px solid rgba(255,255,255,80); }"
            "QPushButton:hover { background: rgba(255,255,255,40); }"
        )
        self.back_button.clicked.connect(self.back.emit)
        self.back_button.installEventFilter(self._enter)
        self.back_button.setVisible(False)
        kept = self.back_button.sizePolicy()
        kept.setRetainSizeWhenHidden(True)  # the tiles' space the same with a game under the chooser or not
        self.back_button.setSizePolicy(kept)
        top.addWidget(self.back_button, 0, 0, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        outer.addLayout(top)
        self.area = ShelfArea(self._shelve)
        self.area.setObjectName("chooser-shelves")
        self.area.setFrameShape(QFrame.Shape.NoFrame)
        self.area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.area.setStyleSheet("QScrollArea { background: transparent; }")
        # A viewport made here, as the table's view does (ui/table/table_view.py): the one Qt
        # makes, once asked for, makes PySide6 initialise every QWidget subclass (about 80 M
        # instructions of a first launch, bench/startup_instructions.py).
        viewport = QWidget()
        self.area.setViewport(viewport)
        self.shelf = QWidget()
        self.area.setWidget(self.shelf)
        for see_through in (self.shelf, viewport):
            see_through.setAutoFillBackground(False)  # the felt the chooser paints shows
        outer.addWidget(self.area, 1)
        self.groups: dict[str, list[GameTile]] = {}
        """The tiles under each group's msgid, in the registry's order."""
        for info in registry.games():
            self.groups.setdefault(info.group, []).append(self._tile(info.id, info.options))
        self.headings = [QLabel(tr("chooser", group), self.shelf) for group in self.groups]
        for heading in self.headings:
            heading.setStyleSheet(heading_style())
        self.tiles = [tile for tiles in self.groups.values() for tile in tiles]
        focusable: list[QWidget] = [self.back_button]
        for tile in self.tiles:
            focusable += [tile.button, *tile.boxes, tile.daily]
        for a, b in pairwise(focusable):
            QWidget.setTabOrder(a, b)  # the reading order: group by group, tile by tile
        self.shelving: Shelving | None = None
        """Where the tiles are now (:meth:`_shelve`)."""
        self._shelved_for: tuple[object, ...] = ()
        self._dailies_asked = False
        """The daily deals were asked as this show began (:meth:`setVisible`)."""
        guard_wheels(self, self.variants.values())  # a variant changes by the wheel only once its box has the focus
        # The previews are drawn when the chooser is first shown, not here: most
        # launches open a deal straight away, and rendering twelve cards on the UI
        # thread before the first frame cost a tenth of the start-up.
        self._previews_for: tuple[object, float] | None = None  # (the deck key or renderer, ratio)

    def _tile(self, game: str, options: tuple[Option, ...]) -> GameTile:
        # Each widget made in its place: one moved into a styled tile is styled again.
        tile = GameTile(game, game_name(game), self.shelf)
        boxes = []
        for option in (o for o in options if o.chooser):
            box = self._variant_box(game, option, tile)
            box.currentIndexChanged.connect(lambda _=0, g=game: self._variant_changed(g))
            boxes.append(box)
        daily = DailyButton(game, tile)
        daily.clicked.connect(lambda _=False, g=game: self._choose(g, daily=True))
        daily.installEventFilter(self._enter)
        daily.setVisible(False)
        tile.hold(boxes, daily)
        tile.button.installEventFilter(self._enter)
        tile.button.clicked.connect(lambda _=False, g=game: self._choose(g))
        self.buttons[game] = tile.button
        self.dailies[game] = daily
        return tile

    def _arrow(self, watched: QObject, step: tuple[int, int]) -> bool:
        """An arrow key on a tile's button goes to the button of the nearest tile that way, as
        the tiles lie on the screen (Tab keeps the reading order, through boxes and deals)."""
        buttons = [tile.button for tile in self.tiles]
        if watched not in buttons or self.shelving is None:
            return False
        there = neighbour(self.shelving.tiles, buttons.index(watched), step)
        if there is not None:
            buttons[there].setFocus(Qt.FocusReason.TabFocusReason)
            self.area.ensureWidgetVisible(buttons[there])
        return True

    def _thumb_height(self, width: int) -> int:
        return preview_height(width, self.deck.aspect(self.settings.deck))

    def _shelve(self) -> None:
        """Place the headings and tiles for the space there is now (:mod:`.shelves`), unless
        they are placed for that already: the same space, card shape, font and daily deals."""
        aspect = self.deck.aspect(self.settings.deck)
        shelved_for = (self.area.size().toTuple(), aspect, self.font().key(),
                       tuple(tile.daily.full_text if not tile.daily.isHidden() else "" for tile in self.tiles))
        if shelved_for == self._shelved_for:
            return
        self._shelved_for = shelved_for
        measures = TileMeasures(self.tiles, self.headings[0], lambda width: preview_height(width, aspect))
        forms = (measures.measures(TALL, SMALLEST_TALL), measures.measures(WIDE, SMALLEST_WIDE, WIDE_WEIGHT))
        counts = [len(tiles) for tiles in self.groups.values()]
        width, height = self.area.width(), self.area.height()
        heading = measures.heading if len(counts) > 1 else 0  # one group alone goes unheaded
        shelving = arrange(counts, width, height, forms, heading, PREVIEW_WIDTH)
        if not shelving.fits:  # room for the scroll bar that will show
            width -= self.area.verticalScrollBar().sizeHint().width()
            shelving = arrange(counts, width, height, forms, heading, PREVIEW_WIDTH)
        self.shelving = shelving
        self.shelf.resize(width, max(height, shelving.height) if shelving.fits else shelving.height)
        for label, rect in zip(self.headings, shelving.headings, strict=True):
            label.setGeometry(rect.adjusted(0, 0, 0, -HEADING_GAP))
            label.setVisible(heading > 0)
        thumb = QSize(shelving.thumb, self._thumb_height(shelving.thumb))
        for tile, rect in zip(self.tiles, shelving.tiles, strict=True):
            tile.fit(shelving.form, thumb, rect.width(), measures)
            tile.setGeometry(rect)
        focused = self.focusWidget()
        if focused is not None and self.shelf.isAncestorOf(focused):
            self.area.ensureWidgetVisible(focused)

    def setVisible(self, visible: bool) -> None:  # noqa: N802 - Qt API
        if visible and not self.isVisible():
            # What the daily deals say before the tiles are shelved for the size they are
            # shown at (the resize as it shows), not after: shelved once, not twice.
            self._update_dailies()
            self._dailies_asked = True
        super().setVisible(visible)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt API
        super().showEvent(event)
        if not self._dailies_asked:  # shown with its window (shown, or restored after a night)
            self._update_dailies()
        self._dailies_asked = False
        self.focus_tile()
        self._update_previews()
        self._shelve()  # shown at the size it had: no resize came

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.DevicePixelRatioChange and self.isVisible():
            self._update_previews()  # moved to a screen of another density: sharp there too
        return super().event(event)

    def _shown_options(self, game: str) -> dict[str, Value]:
        return {name: box.currentData() for (g, name), box in self.variants.items() if g == game}

    def _variant_changed(self, game: str) -> None:
        self._update_daily(game)
        if self.isVisible():
            self._shelve()  # its daily deal's text may take another line

    def _update_dailies(self) -> None:
        for game in self.dailies:
            self._update_daily(game)
        if self.isVisible():
            self._shelve()

    def _update_daily(self, game: str) -> None:
        """B-4: today's deal in the variant shown, and how it went (asked anew each time)."""
        button = self.dailies[game]
        if self.daily_status is None:
            return
        code, won, day = self.daily_status(game, self._shown_options(game))
        playing = self.game_on_table()
        begun = playing is not None and in_progress(playing) and playing.code == code
        button.show_status(code, won, day, in_progress=begun)
        button.setVisible(True)

    @property
    def renderer(self) -> CardRenderer:
        """The deck the previews show, loaded when first needed."""
        return self.deck.renderer()

    def _update_previews(self) -> None:
        """Ask for the preview cards off the UI thread; set the icons when they are in."""
        dpr = self.devicePixelRatioF()
        key = self.deck.shipped_key(self.settings.deck)
        if key is not None and self._shipped(key, dpr):
            return
        renderer = self.renderer
        if self._previews_for == (renderer, dpr):
            return
        self._previews_for = (renderer, dpr)
        drawn = []
        for game, button in self.buttons.items():
            pm = shipped_preview(renderer, game, dpr)  # the built-in decks' previews ship drawn (:mod:`.previews`)
            if pm is None:
                drawn.append(game)
            else:
                button.setIcon(QIcon(pm))
        if not drawn:
            return
        elements = [element_for(card_id(rank, suit)) for g in drawn for rank, suit in registry.info(g).preview]

        def ready() -> None:
            if not isValid(self):
                return  # the window closed while the cards were drawn
            if self._previews_for == (renderer, dpr):  # else a newer deck or screen took over
                for game in drawn:
                    self.buttons[game].setIcon(QIcon(preview(renderer, game, PREVIEW_WIDTH, dpr)))

        renderer.request(elements, preview_card_width(PREVIEW_WIDTH), dpr, then=ready)

    @property
    def settings(self) -> Settings:
        return self.current.value

    def focus_tile(self) -> None:
        """The keyboard starts on the tile of the game played last (Enter plays it again),
        unless something in the chooser has the focus already."""
        focused = self.focusWidget()
        if focused is not None and focused.isVisible() and self.isAncestorOf(focused):
            return
        last = self.settings.last_game.split("://", 1)[-1].split("/", 1)[0]
        button = self.buttons.get(last) or next(iter(self.buttons.values()))
        button.setFocus(Qt.FocusReason.OtherFocusReason)
        self.area.ensureWidgetVisible(button)

    def set_back(self, shown: bool) -> None:
        """Offer the way back when there is a game under the chooser."""
        self.back_button.setVisible(shown)

    def _shipped(self, deck_key: str, dpr: float) -> bool:
        """Show the shipped previews of ``deck_key`` (a built-in deck), if it has them all."""
        if self._previews_for != (deck_key, dpr):
            if (icons := shipped_set(deck_key, list(self.buttons), dpr)) is None:
                return False
            self._previews_for = (deck_key, dpr)
            for game, pm in icons.items():
                self.buttons[game].setIcon(QIcon(pm))
        return True

    def refresh(self, renderer: CardRenderer | None = None) -> None:
        """The deck (None: the settings', loaded when needed) or a variant changed: show it here too."""
        if renderer is not None and self.deck.use(renderer):
            if self.isVisible():
                self._update_previews()
        for (game, name), box in self.variants.items():
            i = box.findData(self.settings.game_options(game)[name])
            if i >= 0:
                box.setCurrentIndex(i)
        if self.isVisible():
            self._update_dailies()  # and the tiles shelved again: the deck's cards may be of another shape
        self.update()

    def _variant_box(self, game: str, option: Option, tile: QWidget) -> QComboBox:
        box = QComboBox(tile)
        box.setObjectName(f"variant-{game}-{option.name}")
        for choice in option.choices:
            box.addItem(tr("options", choice.summary or choice.label), choice.value)
        i = box.findData(self.settings.game_options(game)[option.name])
        box.setCurrentIndex(max(0, i))
        # As narrow as a small tile needs: a long choice is cut short in the box, whole in its list.
        box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        box.setMinimumContentsLength(6)
        self.variants[(game, option.name)] = box
        return box

    def _choose(self, game: str, daily: bool = False) -> None:
        self.current.replace(self.settings.with_options(game, self._shown_options(game)))
        (self.daily if daily else self.chosen).emit(game)

    def paintEvent(self, event: object) -> None:  # noqa: N802 - Qt API
        p = QPainter(self)
        paint_felt(p, self.rect().toRectF(), self.settings.table)
        p.end()
