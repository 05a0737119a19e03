"""Preferences (T-1): three tabs, OK / Apply / Cancel as on the platform.

The tabs hold about the same height of controls (the games' options; the
deck, back, table and preview, :mod:`.look_tab`; behaviour, language and
player), so none is mostly empty at the dialog's size, which the tallest one
sets.

The dialog edits a copy of the settings; ``applied`` hands the window a new
:class:`Settings` on Apply and on OK, and the window decides what takes
effect at once (the look of the table) and what waits for the next deal
(draw, passes, suits, level, rule options).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QLineEdit,
    QRadioButton,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...core import registry
from ...core.loading import Feature
from ...core.options import Value
from ...play.flow import player_name
from ...storage.settings import Settings
from ..readable import note
from ..text import game_name, tr
from ..window.wheel_focus import guard_wheels
from ..window.window_state import FRAME_ROOM
from .look_tab import LookTab
from .option_widgets import option_widget, watch, widget_value

PLAYER = "paciencia.ui.sound.player"
"""Whether sound can be played (U-7), asked of the player's module, loaded with this dialog."""
SOUND_AVAILABLE: Feature[Callable[[], bool]] = Feature(f"{PLAYER}:available")
HOW_TO_GET_SOUND: Feature[Callable[[], str]] = Feature(f"{PLAYER}:how_to_get_sound")

LANGUAGES = ("system", "en", "pt_BR", "pt_PT")


def _combo(items: list[tuple[str, object]], current: object) -> QComboBox:
    box = QComboBox()
    for text, value in items:
        box.addItem(text, value)
    box.setCurrentIndex(next((i for i, (_, v) in enumerate(items) if v == current), 0))
    return box


GAME_COLUMNS = 2
"""The Games page's columns: twelve games in one were twice as tall as the other tabs (a
1280×800 screen scrolled them); two keep every tab about as tall and fit an 800-wide screen."""


FORM_SPACING = 2
GROUP_MARGINS = (9, 4, 9, 6)
"""A game's rows and box, closer than Qt's 6 and 9 pixels: the twelve boxes in two columns then
fit a screen 800 pixels tall whole, and a box still reads as one game."""


def balanced(heights: list[int], columns: int) -> list[list[int]]:
    """The indices of ``heights`` cut, in order, into at most ``columns`` runs whose tallest is
    as short as can be: the groups read down one column, then the next."""
    best: list[list[int]] = [list(range(len(heights)))]
    if columns > 1 and len(heights) > 1:
        for cut in range(1, len(heights)):
            rest = balanced(heights[cut:], columns - 1)
            split = [list(range(cut)), *[[cut + i for i in run] for run in rest]]
            if max(_sum(heights, run) for run in split) < max(_sum(heights, run) for run in best):
                best = split
    return best


def _sum(heights: list[int], run: list[int]) -> int:
    return sum(heights[i] for i in run)


def language_names() -> dict[str, str]:
    return {
        "system": tr("prefs", "As the system"),
        "en": "English",
        "pt_BR": "Português (Brasil)",
        "pt_PT": "Português (Portugal)",
    }


class WholeScroll(QScrollArea):
    """A scroll area that asks for room for all of its page: it scrolls only when the
    screen cannot give that much."""

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API
        page = self.widget()
        inner = page.sizeHint() if page is not None else QSize()
        bar = self.verticalScrollBar().sizeHint().width()
        return QSize(inner.width() + bar + 2 * self.frameWidth(), inner.height() + 2 * self.frameWidth())


class PreferencesDialog(QDialog):
    applied = Signal(object)  # a new Settings, on Apply and on OK

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("prefs", "Preferences"))
        self.setObjectName("preferences")
        self._base = settings
        self.tabs = QTabWidget()
        self.tabs.addTab(self._games_tab(settings), tr("prefs", "&Games"))
        self.look = LookTab(settings)
        self.tabs.addTab(self.look, tr("prefs", "Cards && &table"))
        self.tabs.addTab(self._behaviour_tab(settings), tr("prefs", "&Behaviour && language"))
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Apply
            | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.clicked.connect(self._clicked)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self.buttons)
        self._watch()
        self._changed()
        guard_wheels(self)  # the wheel scrolls the pages; a control takes it once focused
        self._fit_screen()

    def _fit_screen(self) -> None:
        """As large as its tallest page where the screen has room, frame included: Qt gives
        a dialog two thirds of the screen at most, which made the Games page scroll on a
        1280×800 screen. A smaller screen still scrolls the pages (:class:`WholeScroll`)."""
        screen = self.screen()
        if screen is not None:
            room = screen.availableGeometry().size() - QSize(*FRAME_ROOM)
            self.resize(self.sizeHint().boundedTo(room))

    # -- tabs ---------------------------------------------------------------
    def _games_tab(self, s: Settings) -> QWidget:
        """One group a game, its options drawn from its declaration (issue 13), in the
        registry's order down :data:`GAME_COLUMNS` columns of about one height
        (:func:`balanced`). In a scroll area: on an 800×600 screen the groups scroll rather
        than push the dialog off it."""
        page = QWidget()
        box = QGridLayout(page)
        self.option_widgets: dict[tuple[str, str], QWidget] = {}
        groups: list[QGroupBox] = []
        for info in registry.games():
            group = QGroupBox(game_name(info.id))
            group.setObjectName(f"options-{info.id}")
            form = QFormLayout(group)
            form.setVerticalSpacing(FORM_SPACING)
            form.setContentsMargins(*GROUP_MARGINS)
            values = s.game_options(info.id)
            for option in info.options:
                widget = option_widget(option, values[option.name])
                widget.setObjectName(f"option-{info.id}-{option.name}")
                self.option_widgets[(info.id, option.name)] = widget
                if isinstance(widget, QCheckBox):
                    form.addRow(widget)
                else:
                    form.addRow(tr("options", option.label), widget)
            groups.append(group)
        columns = balanced([g.sizeHint().height() for g in groups], GAME_COLUMNS)
        for c, column in enumerate(columns):
            stack = QVBoxLayout()
            for n in column:
                stack.addWidget(groups[n])
            stack.addStretch()
            box.addLayout(stack, 0, c)
        box.addWidget(note(tr("prefs", "These options apply from the next deal.")), 1, 0, 1, len(columns))
        box.setRowStretch(2, 1)
        scroll = WholeScroll()
        scroll.setWidget(page)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        return scroll

    def option_widget(self, game: str, name: str) -> QWidget:
        return self.option_widgets[(game, name)]

    def _behaviour_tab(self, s: Settings) -> QWidget:
        page = QWidget()
        box = QVBoxLayout(page)
        clicks = QGroupBox(tr("prefs", "A click on a card"))
        cbox = QVBoxLayout(clicks)
        self.tap = QRadioButton(tr("prefs", "&Sends it to its best place (drag to choose)"))
        self.drag_only = QRadioButton(tr("prefs", "Does &nothing: cards move only by dragging"))
        (self.tap if s.tap_moves else self.drag_only).setChecked(True)
        cbox.addWidget(self.tap)
        cbox.addWidget(self.drag_only)
        box.addWidget(clicks)
        play = QGroupBox(tr("prefs", "Play"))
        form = QFormLayout(play)
        self.speed = _combo(
            [(tr("prefs", "Normal"), "normal"), (tr("prefs", "Fast"), "fast"), (tr("prefs", "Off"), "off")],
            s.animation_speed,
        )
        form.addRow(tr("prefs", "&Animations:"), self.speed)
        self.high_contrast = QCheckBox(tr("prefs", "High &contrast table: black felt, white outlines, bold focus"))
        self.high_contrast.setChecked(s.high_contrast)
        form.addRow(self.high_contrast)  # B-6; here, where the player sets how play looks and moves
        self.time_bonus = QCheckBox(tr("prefs", "Add a &time bonus to the score of a won game"))
        self.time_bonus.setChecked(s.time_bonus)
        form.addRow(self.time_bonus)
        form.addRow(note(tr("prefs", "The time bonus applies from the next deal.")))
        self.sees_hidden = QCheckBox(tr("prefs", "Show whether the game is &winnable also when cards are face down"))
        self.sees_hidden.setChecked(s.solver_sees_hidden)
        form.addRow(self.sees_hidden)
        form.addRow(note(tr("prefs", "The solver then reads the face-down cards, which you cannot see.")))
        self._sound_row(form, s)
        box.addWidget(play)
        box.addWidget(self._player_group(s))
        box.addStretch()
        return page

    def _sound_row(self, form: QFormLayout, s: Settings) -> None:
        """U-7: the same toggle as Settings ▸ Play sounds; without QtMultimedia, how to get it."""
        self.sound = QCheckBox(tr("prefs", "Play s&ounds: the deal, cards placed and turned, refusals, the win"))
        self.sound.setChecked(s.sound)
        form.addRow(self.sound)
        if not SOUND_AVAILABLE()():
            self.sound.setEnabled(s.sound)  # can still be turned off
            form.addRow(note(HOW_TO_GET_SOUND()()))

    def _player_group(self, s: Settings) -> QGroupBox:
        group = QGroupBox(tr("prefs", "Language and player"))
        form = QFormLayout(group)
        self.language = _combo(list((v, k) for k, v in language_names().items()), s.language)
        form.addRow(tr("prefs", "&Language:"), self.language)
        form.addRow(note(tr("prefs", "A new language takes effect the next time Paciência starts.")))
        self.player = QLineEdit(player_name(s))
        self.player.setMaxLength(40)
        self.player.setPlaceholderText(tr("prefs", "Your name on the leaderboard"))
        form.addRow(tr("prefs", "&Player name:"), self.player)
        return group

    # -- state ------------------------------------------------------------------
    def _watch(self) -> None:
        self.look.changed.connect(self._changed)
        for combo in (self.speed, self.language):
            combo.currentIndexChanged.connect(self._changed)
        for check in (self.tap, self.time_bonus, self.high_contrast, self.sees_hidden, self.sound):
            check.toggled.connect(self._changed)
        for widget in self.option_widgets.values():
            watch(widget, self._changed)
        self.player.textChanged.connect(self._changed)

    def _changed(self) -> None:
        apply = self.buttons.button(QDialogButtonBox.StandardButton.Apply)
        apply.setEnabled(self.settings() != self._base)

    def settings(self) -> Settings:
        """The settings as the dialog shows them now (a new value; the one given stays)."""
        s = self._base
        games: dict[str, dict[str, Value]] = {}
        for (game, name), widget in self.option_widgets.items():
            games.setdefault(game, {})[name] = widget_value(widget)
        for game, values in games.items():
            s = s.with_options(game, values)
        name = self.player.text().strip()
        return self.look.chosen(s)._replace(
            high_contrast=self.high_contrast.isChecked(),
            tap_moves=self.tap.isChecked(),
            animation_speed=str(self.speed.currentData()),
            time_bonus=self.time_bonus.isChecked(),
            solver_sees_hidden=self.sees_hidden.isChecked(),
            sound=self.sound.isChecked(),
            language=str(self.language.currentData()),
            player_name="" if name == player_name(Settings()) else name,
        )

    def _clicked(self, button: QAbstractButton) -> None:
        role = self.buttons.buttonRole(button)
        if role == QDialogButtonBox.ButtonRole.ApplyRole:
            self._apply()

    def _apply(self) -> None:
        new = self.settings()
        if new != self._base:
            self._base = new
            self.applied.emit(new)
        self._changed()

    def accept(self) -> None:
        self._apply()
        super().accept()
