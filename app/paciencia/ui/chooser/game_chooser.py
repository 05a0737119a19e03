"""The game chooser (U-6): four big buttons with a card preview, each game's variant, and
under it the game's daily deal (B-4, :mod:`.daily_tiles`).

Shown at first start and one click away in the toolbar. It only picks the
game and variant; the window makes the code (a fresh deal number) and
remembers the variant in the settings.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QIcon, QKeyEvent, QPainter, QShowEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGridLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)
from shiboken6 import isValid

from ...core import registry
from ...core.cards import card_id, element_for
from ...core.options import Option, Value
from ...core.played import PlayedGame
from ...decks.renderer import CardRenderer
from ...play.questions import in_progress
from ...storage.settings import CurrentSettings, Settings
from ..fonts import font_pt
from ..scene.pile_item import paint_felt
from ..text import game_name, tr
from ..window.wheel_focus import guard_wheels
from .daily_tiles import DailyButton, DailyStatus
from .previews import PREVIEW_WIDTH, preview, preview_card_width, shipped_preview

DAILY_ROW = 9
"""The daily buttons' row in the grid: under every game's variant boxes."""


class EnterClicks(QObject):
    """Enter and Return open the focused tile (U-6), as Space does: a tool button or a
    push button outside a dialog only takes Space."""

    KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if (event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and event.key() in self.KEYS
                and isinstance(watched, QAbstractButton) and watched.isEnabled()):
            if not event.isAutoRepeat():
                watched.animateClick()
            return True
        return False


class GameChooser(QWidget):
    chosen = Signal(str)  # game id; the variant is already written into the settings
    back = Signal()  # "Back to the game": the chooser was opened over a game (issue 11)
    daily = Signal(str)  # game id: play today's daily deal (B-4); the variant is in the settings

    def __init__(self, renderer: CardRenderer, current: CurrentSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.current = current  # the settings in force: a variant chosen here replaces them
        self.renderer = renderer
        self.buttons: dict[str, QToolButton] = {}
        self.variants: dict[tuple[str, str], QComboBox] = {}  # (game, option) -> its box
        self.dailies: dict[str, DailyButton] = {}
        self.daily_status: DailyStatus | None = None
        """Set by the window: what each daily button says (B-4). None: no daily buttons shown."""
        self.game_on_table: Callable[[], PlayedGame | None] = lambda: None
        """Set by the window: the game under the chooser (its daily tile says "in progress")."""
        self._enter = EnterClicks(self)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(40, 30, 40, 30)
        title = QLabel(tr("chooser", "Choose a game"))
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        title.setStyleSheet(f"color: white; {font_pt(2.2)} font-weight: 600;")
        outer.addWidget(title)
        self.back_button = QPushButton(tr("chooser", "← &Back to the game"))
        self.back_button.setObjectName("chooser-back")
        self.back_button.setToolTip(tr("chooser", "Back to the game in progress (Escape)"))
        self.back_button.setStyleSheet(
            f"QPushButton {{ color: white; {font_pt(1.1)} border-radius: 8px; padding: 6px 14px;"
            " background: rgba(0,0,0,50); border: 1px solid rgba(255,255,255,80); }"
            "QPushButton:hover { background: rgba(255,255,255,40); }"
        )
        self.back_button.clicked.connect(self.back.emit)
        self.back_button.installEventFilter(self._enter)
        self.back_button.setVisible(False)
        outer.addWidget(self.back_button, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addStretch(1)
        grid = QGridLayout()
        grid.setSpacing(24)
        outer.addLayout(grid)
        for col, info in enumerate(registry.games()):
            game = info.id
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
                f"QToolButton {{ color: white; {font_pt(1.5)} font-weight: 600; border-radius: 14px;"
                " background: rgba(0,0,0,40); border: 1px solid rgba(255,255,255,60); padding: 12px; }"
                "QToolButton:hover { background: rgba(255,255,255,40); }"
                "QToolButton:focus { border: 3px solid white; }"
            )
            button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            button.installEventFilter(self._enter)
            button.clicked.connect(lambda _=False, g=game: self._choose(g))
            grid.addWidget(button, 0, col)
            for row, option in enumerate((o for o in info.options if o.chooser), start=1):
                box = self._variant_box(game, option)
                box.currentIndexChanged.connect(lambda _=0, g=game: self._update_daily(g))
                grid.addWidget(box, row, col, Qt.AlignmentFlag.AlignHCenter)
            self.buttons[game] = button
            daily = DailyButton(game)
            daily.clicked.connect(lambda _=False, g=game: self._choose(g, daily=True))
            daily.installEventFilter(self._enter)
            daily.setVisible(False)
            self.dailies[game] = daily
            grid.addWidget(daily, DAILY_ROW, col, Qt.AlignmentFlag.AlignHCenter)
        outer.addStretch(2)
        guard_wheels(self)  # a variant changes by the wheel only once its box has the focus
        # The previews are drawn when the chooser is first shown, not here: most
        # launches open a deal straight away, and rendering twelve cards on the UI
        # thread before the first frame cost a tenth of the start-up.
        self._previews_for: tuple[CardRenderer, float] | None = None

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt API
        super().showEvent(event)
        self.focus_tile()
        self._update_previews()
        for game in self.dailies:
            self._update_daily(game)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.DevicePixelRatioChange and self.isVisible():
            self._update_previews()  # moved to a screen of another density: sharp there too
        return super().event(event)

    def _shown_options(self, game: str) -> dict[str, Value]:
        return {name: box.currentData() for (g, name), box in self.variants.items() if g == game}

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

    def _update_previews(self) -> None:
        """Ask for the preview cards off the UI thread; set the icons when they are in."""
        renderer, dpr = self.renderer, self.devicePixelRatioF()
        if self._previews_for == (renderer, dpr):
            return
        self._previews_for = (renderer, dpr)
        shipped = [(button, shipped_preview(renderer, game, dpr)) for game, button in self.buttons.items()]
        if all(pm is not None for _, pm in shipped):  # the built-in decks' previews ship drawn (:mod:`.previews`)
            for button, pm in shipped:
                if pm is not None:
                    button.setIcon(QIcon(pm))
            return
        elements = [element_for(card_id(rank, suit)) for g in registry.games() for rank, suit in g.preview]

        def ready() -> None:
            if not isValid(self):
                return  # the window closed while the cards were drawn
            if self._previews_for == (renderer, dpr):  # else a newer deck or screen took over
                for game, button in self.buttons.items():
                    button.setIcon(QIcon(preview(renderer, game, PREVIEW_WIDTH, dpr)))

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
        (self.buttons.get(last) or next(iter(self.buttons.values()))).setFocus(Qt.FocusReason.OtherFocusReason)

    def set_back(self, shown: bool) -> None:
        """Offer the way back when there is a game under the chooser."""
        self.back_button.setVisible(shown)

    def refresh(self, renderer: CardRenderer) -> None:
        """The deck or a variant changed in the preferences: show it here too."""
        if renderer is not self.renderer:
            self.renderer = renderer
            if self.isVisible():
                self._update_previews()
        for (game, name), box in self.variants.items():
            i = box.findData(self.settings.game_options(game)[name])
            if i >= 0:
                box.setCurrentIndex(i)
        if self.isVisible():
            for game in self.dailies:
                self._update_daily(game)
        self.update()

    def _variant_box(self, game: str, option: Option) -> QComboBox:
        box = QComboBox()
        box.setObjectName(f"variant-{game}-{option.name}")
        for choice in option.choices:
            box.addItem(tr("options", choice.summary or choice.label), choice.value)
        i = box.findData(self.settings.game_options(game)[option.name])
        box.setCurrentIndex(max(0, i))
        box.setMinimumWidth(160)
        self.variants[(game, option.name)] = box
        return box

    def _choose(self, game: str, daily: bool = False) -> None:
        self.current.replace(self.settings.with_options(game, self._shown_options(game)))
        (self.daily if daily else self.chosen).emit(game)

    def paintEvent(self, event: object) -> None:  # noqa: N802 - Qt API
        p = QPainter(self)
        paint_felt(p, self.rect().toRectF(), self.settings.table)
        p.end()
